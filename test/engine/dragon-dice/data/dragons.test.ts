import { describe, expect, it } from 'vitest';
import { loadBook } from '../book.ts';

/** The game's own data files, read as the app reads them, checked against the rules' facts. */
const book = loadBook();

describe('Dragon Dice data: dragons (FACTS §2.2, GAPS B8)', () => {
  const count = (faces: readonly string[]) => faces.reduce<Record<string, number>>((n, f) => ({ ...n, [f]: (n[f] ?? 0) + 1 }), {});

  it('a drake shows Jaws, Breath, 4 Claws, 2 Wings, 2 Belly, 2 Tail', () => {
    expect(count(book.forms.get('drake')!.faces)).toEqual({ jaws: 1, breath: 1, claw: 4, wing: 2, belly: 2, tail: 2 });
  });

  it('a wyrm has Treasure instead of the Wings, and a third Tail', () => {
    expect(count(book.forms.get('wyrm')!.faces)).toEqual({ jaws: 1, breath: 1, claw: 4, belly: 2, tail: 3, treasure: 1 });
  });

  it('a drake and a wyrm of each element colour, 5 health and 5 saves; the white dragon 10 health', () => {
    for (const colour of ['black', 'blue', 'green', 'red', 'yellow', 'ivory']) {
      for (const form of ['drake', 'wyrm']) {
        const d = [...book.dragons.values()].find((x) => x.colour === colour && x.form === form);
        expect([colour, form, d?.health, d?.saves]).toEqual([colour, form, 5, 5]);
      }
    }
    const white = [...book.dragons.values()].filter((x) => x.colour === 'white');
    expect(white.map((d) => [d.form, d.health])).toEqual([['drake', 10], ['wyrm', 10]]);
  });
});
