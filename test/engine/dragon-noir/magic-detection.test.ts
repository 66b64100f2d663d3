import { describe, expect, test } from 'vitest';
import { PUBLIC, seatViewer, canSee } from '../../../src/engine/core/events.ts';
import { act, must } from '../../support/dragon-noir.ts';
import { during, field, magicTable } from '../../support/dn-magic.ts';

/** Detection spells (3.54, DN2, level 2): answered from what is hidden, by DM to the caster's side only (checklist 73, 110). */

const caverns = (orks: Record<string, string>, level: 1 | 2 = 2) => {
  const maps = [
    { rows: field(8, 8), kind: 'underground' as const, name: 'The Maze' },
    { rows: field(8, 8), kind: 'underground' as const, name: 'The Jails' },
    { rows: field(8, 8), kind: 'underground' as const, name: 'The Pit' },
  ];
  const t = magicTable({ volume: 2, maps, levels: { zacharie: level }, rebels: { zacharie: 'B4' }, orks });
  return { module: t.module, state: during(t.state, 'rebels', 'movement') };
};

// The Jails run from I to P: three Orks and a dog there, Black Fox in the Pit (Q to X).
const BAND = { krular: 'J2', gromrak: 'K5', zugun: 'M7', 'wardog-1': 'N3', 'black-fox': 'S4' };

const detect = (spell: string, options: Record<string, string>, dice: number[], orks: Record<string, string> = BAND) => {
  const { module, state } = caverns(orks);
  return must(module, state, 'rebels', 'cast', { caster: 'Zacharie', spell, ...options }, dice);
};

const privateLines = (r: ReturnType<typeof detect>) => r.events.filter((e) => e.visibleTo !== 'all');

describe('3.54 detection spells', () => {
  test('WE-DN-73: Detect (30 EP) at level 2: roll 1 → 3, not more than 3, fails; roll 2 succeeds', () => {
    expect(detect('detect', { target: 'The Jails' }, [1]).rolls[0]).toMatchObject({ total: 3, result: 'failure' });
    expect(detect('detect', { target: 'The Jails' }, [2, 4]).rolls[0]).toMatchObject({ total: 4, result: 'success' });
  });

  test('a level 2 spell: a level 1 caster cannot cast it, nor can anyone in DN1', () => {
    const { module, state } = caverns(BAND, 1);
    expect(act(module, state, 'rebels', 'cast', { caster: 'Zacharie', spell: 'detect' }).error).toBe('Detect is a level 2 spell, and Zacharie is level 1 (3.54).');
  });

  test('ruling 148: Detect tells the true count + d7 − 4, at least 1 if anything is there', () => {
    const high = detect('detect', { target: 'The Jails' }, [9, 7]);
    expect(privateLines(high).map((e) => e.text)).toEqual(["Zacharie's Detect on The Jails: something is there, about 7 (give or take 3; d7 for how far the count is off: 7 (forced))."]);
    const low = detect('detect', { target: 'The Jails' }, [9, 1]);
    expect(privateLines(low)[0]!.text).toMatch(/about 1 \(give or take 3/);
    expect(low.rolls[1]).toMatchObject({ sides: 7, face: 1, total: 1, label: 'Detect: how far the count is off (ruling 148)' });
  });

  test('nothing there: the answer says so, with no roll', () => {
    const r = detect('detect', { target: 'The Jails' }, [9], { 'black-fox': 'S4' });
    expect(r.rolls).toHaveLength(1);
    expect(privateLines(r)[0]!.text).toBe("Zacharie's Detect on The Jails: nothing is there.");
  });

  test('Detect and Enumerate (40): the total and the kinds; Detect and Identify (50): how many of each', () => {
    expect(privateLines(detect('detect-enumerate', { target: 'The Jails' }, [9]))[0]!.text).toBe("Zacharie's Detect and Enumerate on The Jails: 4 in all; Dog, Ork.");
    expect(privateLines(detect('detect-identify', { target: 'The Jails' }, [9]))[0]!.text).toBe("Zacharie's Detect and Identify on The Jails: 1 Dog, 3 Orks.");
  });

  test('Detect and Locate (50): the hex of one named character, within reach', () => {
    expect(privateLines(detect('detect-locate', { target: 'Gromrak' }, [9]))[0]!.text).toBe("Zacharie's Detect and Locate: Gromrak is in K5 (The Jails).");
    // The Pit is two caverns away: beyond reach.
    expect(privateLines(detect('detect-locate', { target: 'Black Fox' }, [9]))[0]!.text).toBe("Zacharie's Detect and Locate: no Black Fox within reach (The Maze, The Jails).");
  });

  test('the answer goes to the caster\'s side alone; the cast itself is public, the answer never', () => {
    const r = detect('detect-identify', { target: 'The Jails' }, [9]);
    const open = r.events.filter((e) => canSee(PUBLIC, e.visibleTo));
    expect(open.map((e) => e.text)).toEqual([expect.stringMatching(/^Zacharie casts Detect and Identify on The Jails for 50 EP: /)]);
    expect(r.events.filter((e) => canSee(seatViewer('orks'), e.visibleTo))).toEqual(open);
    expect(r.events.filter((e) => canSee(seatViewer('rebels'), e.visibleTo))).toHaveLength(2);
  });

  test('they reach the caster\'s cavern and the caverns beside it, not further; and no range penalty', () => {
    const { module, state } = caverns(BAND);
    expect(act(module, state, 'rebels', 'cast', { caster: 'Zacharie', spell: 'detect', target: 'The Pit' }).error).toBe("The Pit is beyond reach: a detection spell reaches Zacharie's cavern and those beside it (3.54): The Maze, The Jails.");
    expect(must(module, state, 'rebels', 'cast', { caster: 'Zacharie', spell: 'detect-enumerate', target: 'The Jails' }, [9]).rolls[0]!.modifiers).toEqual([{ label: 'level 2', value: 2 }]);
    expect(act(module, state, 'rebels', 'cast', { caster: 'Zacharie', spell: 'detect', target: 'Atlantis' }).error).toBe('There is no map "Atlantis" on this board. Maps: The Maze, The Jails, The Pit.');
  });

  test('an unseen enemy is detected where he will reappear', () => {
    const t = magicTable({ volume: 2, maps: [{ rows: field(8, 8), kind: 'underground', name: 'The Maze' }, { rows: field(8, 8), kind: 'underground', name: 'The Jails' }], levels: { zacharie: 2, shaman: 2 }, rebels: { zacharie: 'B4' }, orks: { shaman: 'K4' } });
    const hidden = must(t.module, during(t.state, 'orks', 'movement', 1), 'orks', 'cast', { caster: 'Shaman', spell: 'invisibility', hex: 'L5' }, [9]).state;
    const r = must(t.module, during(hidden, 'rebels', 'movement', 2), 'rebels', 'cast', { caster: 'Zacharie', spell: 'detect-locate', target: 'Shaman' }, [9]);
    expect(privateLines(r)[0]!.text).toBe("Zacharie's Detect and Locate: Shaman is in L5 (The Jails).");
  });
});
