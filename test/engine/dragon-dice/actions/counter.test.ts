import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../../src/engine/core/result.ts';
import { attackOf } from '../../../../src/engine/games/dragon-dice/actions/attack.ts';
import { startMelee, startMissile } from '../../../../src/engine/games/dragon-dice/actions/start.ts';
import { loadBook } from '../book.ts';
import { faces6, gameWith, places } from './fixture.ts';

/** Counter on a rare d6 (the Dwarves' Skirmisher), as the data has it: 4 saves, and a strike back against a melee only. */
const book = loadBook();
const p1 = { owner: 'p1', at: 't-front' };
const p2 = { owner: 'p2', at: 't-front' };

describe('Counter (FAQ SAI E; sais.json: its strike answers a melee)', () => {
  it("a Skirmisher's Counter (FAQ SAI E) strikes back after the melee hits are taken, only against a melee", () => {
    const state = gameWith([
      ['p1', 'goblin-marauder', 't-front'],
      ['p1', 'goblin-thug', 't-front'],
      ['p2', 'dwarf-skirmisher', 't-front'],
      ['p2', 'dwarf-footman', 't-front'],
    ]);
    // Marauder melee 4, Thug melee 2: 6 hits. Skirmisher Counter 4 (4 saves), Footman melee: 2 damage, the Footman only... or nothing else.
    // The Skirmisher strikes alone: melee 4; p1 saves: Marauder save 3, Thug melee: 1 damage, the Thug.
    const dice = faces6(3, 6, 6, 3, 2, 4, 3);
    const done = unwrap(startMelee(book, state, p1, p2, dice));
    expect(dice.remainingForced).toEqual([]);
    expect(places(done.state)).toMatchObject({ 'p2-dwarf-footman-1': 'dua', 'p2-dwarf-skirmisher-1': 'terrain:t-front', 'p1-goblin-thug-1': 'dua', 'p1-goblin-marauder-1': 'terrain:t-front' });
    expect(attackOf(done.state)?.queue).toEqual([{ step: 'counter-attack' }]);
  });

  it('a Counter rolled against a missile attack only saves (its strike answers a melee)', () => {
    const state = gameWith([
      ['p1', 'dwarf-crossbowman', 't-front'],
      ['p2', 'dwarf-skirmisher', 't-front'],
    ]);
    const done = unwrap(startMissile(book, state, p1, p2, faces6(6, 6)));
    expect(done.events.some((e) => /strikes back/.test(e.text))).toBe(false);
    expect(done.state.action).toBeNull();
  });
});
