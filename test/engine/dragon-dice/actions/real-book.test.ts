import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../../src/engine/core/result.ts';
import { attackOf } from '../../../../src/engine/games/dragon-dice/actions/attack.ts';
import { answerCasualties } from '../../../../src/engine/games/dragon-dice/actions/answers.ts';
import { startMelee, startMissile } from '../../../../src/engine/games/dragon-dice/actions/start.ts';
import { loadBook } from '../book.ts';
import { faces6, gameWith, places } from './fixture.ts';

/**
 * The attack with the game's own data (`assets/dice/dragon-dice/`) and the rolls helper's
 * `countRoll`: no stand-in. The faces are the Dwarves' and Goblins' dice as the data has them.
 */
const book = loadBook();
const p1 = { owner: 'p1', at: 't-front' };
const p2 = { owner: 'p2', at: 't-front' };

describe('melee and missile with the real dice and count', () => {
  it("WE-DD-11 (FAQ SAI E): the Warlord's Smite 4 kills two Cutthroats before the Thugs save against the 4 other hits", () => {
    const state = gameWith([
      ['p1', 'dwarf-warlord', 't-front'],
      ['p1', 'dwarf-sergeant', 't-front'],
      ['p1', 'dwarf-footman', 't-front'],
      ['p2', 'goblin-cutthroat', 't-front'],
      ['p2', 'goblin-cutthroat', 't-front'],
      ['p2', 'goblin-thug', 't-front'],
      ['p2', 'goblin-thug', 't-front'],
    ]);
    const started = unwrap(startMelee(book, state, p1, p2, faces6(4, 3, 6)));
    expect(attackOf(started.state)).toMatchObject({ hits: 4, queue: [{ step: 'casualties', chooser: 'p2', damage: 4, cause: 'the Smite' }, { step: 'saves' }, { step: 'counter-attack' }] });
    expect(started.events[0]!.text).toContain('Warlord: Smite 4');
    const saves = faces6(2, 2);
    const after = unwrap(answerCasualties(book, started.state, 'p2', ['Cutthroat', 'Cutthroat'], saves));
    expect(saves.rolls.map((r) => r.label)).toEqual(['Thug (p2-goblin-thug-1)', 'Thug (p2-goblin-thug-2)']);
    expect(places(after.state)).toMatchObject({ 'p2-goblin-cutthroat-1': 'dua', 'p2-goblin-thug-1': 'dua', 'p2-goblin-thug-2': 'dua' });
    expect(after.state.action).toBeNull();
  });

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
