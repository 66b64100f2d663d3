import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../../src/engine/core/result.ts';
import { attackOf } from '../../../../src/engine/games/dragon-dice/actions/attack.ts';
import { answerCasualties } from '../../../../src/engine/games/dragon-dice/actions/answers.ts';
import { startMissile } from '../../../../src/engine/games/dragon-dice/actions/start.ts';
import { meleeTargets, missileTargets } from '../../../../src/engine/games/dragon-dice/actions/targets.ts';
import { loadBook } from '../book.ts';
import { faces6, gameWith, places } from './fixture.ts';


const book = loadBook();

/** p1 shoots from its home Highland; p2 has armies at its home Coastland, the frontier, p1's home, and in reserve. */
const field = () =>
  gameWith([
    ['p1', 'dwarf-crossbowman', 't-p1'],
    ['p1', 'dwarf-crack-shot', 't-p1'],
    ['p1', 'dwarf-footman', 't-front'],
    ['p2', 'goblin-thug', 't-p2'],
    ['p2', 'goblin-thug', 't-front'],
    ['p2', 'goblin-pelter', 't-front'],
    ['p2', 'goblin-cutthroat', 't-p1'],
    ['p2', 'goblin-thug', 'reserve'],
  ]);
const home = { owner: 'p1', at: 't-p1' };

describe('missile (SFR 11, GAPS B7): any opposing army but a reserve, not home to home, no counter-attack', () => {
  it('from a home terrain may shoot the frontier and its own terrain, not another home nor the reserves', () => {
    expect(missileTargets(field(), home)).toEqual([
      { owner: 'p2', at: 't-front' },
      { owner: 'p2', at: 't-p1' },
    ]);
    expect(missileTargets(field(), { owner: 'p1', at: 't-front' })).toEqual([
      { owner: 'p2', at: 't-p2' },
      { owner: 'p2', at: 't-front' },
      { owner: 'p2', at: 't-p1' },
    ]);
    expect(meleeTargets(field(), home)).toEqual([{ owner: 'p2', at: 't-p1' }]);
  });

  it('refuses another home terrain from a home terrain, and an army in reserve, naming the legal targets; nothing is rolled', () => {
    const dice = faces6();
    const homeToHome = startMissile(book, field(), home, { owner: 'p2', at: 't-p2' }, dice);
    expect(!homeToHome.ok && homeToHome.error).toBe(
      "p2's army at Coastland Tower (p2's home) cannot be the target of this missile attack (from a home terrain no army at another home terrain can be shot at); the targets are p2's army at Flatland Temple (the frontier) and p2's army at Highland City (p1's home).",
    );
    const reserve = startMissile(book, field(), home, { owner: 'p2', at: 'reserve' }, dice);
    expect(!reserve.ok && reserve.error).toMatch(/^p2's reserves cannot be the target of this missile attack \(an army in reserve is shot at only from a held Tower\); the targets are/);
    const fromReserve = startMissile(book, field(), { owner: 'p2', at: 'reserve' }, { owner: 'p1', at: 't-front' }, dice);
    expect(!fromReserve.ok && fromReserve.error).toBe('Reserves make no missile attack: they may only take a magic action.');
    expect(dice.rolls).toHaveLength(0);
  });

  it('shoots from the frontier at a home terrain, saves counted against missile, and offers no counter-attack', () => {
    const state = gameWith([
      ['p1', 'dwarf-crossbowman', 't-front'],
      ['p1', 'dwarf-crossbowman', 't-front'],
      ['p2', 'goblin-thug', 't-p2'],
      ['p2', 'goblin-cutthroat', 't-p2'],
    ]);
    // Missile 2 + missile 1 = 3; Thug maneuver, Cutthroat save 2: 1 damage kills the Thug (the only choice).
    const dice = faces6(6, 3, 4, 2);
    const done = unwrap(startMissile(book, state, { owner: 'p1', at: 't-front' }, { owner: 'p2', at: 't-p2' }, dice));
    expect(dice.rolls.map((r) => r.purpose)).toEqual(['the missile attack', 'the missile attack', 'the saves against the missile attack', 'the saves against the missile attack']);
    expect(places(done.state)).toMatchObject({ 'p2-goblin-thug-1': 'dua', 'p2-goblin-cutthroat-1': 'terrain:t-p2' });
    expect(done.state.action).toBeNull();
    expect(done.events.some((e) => e.type === 'dd-counter-offer')).toBe(false);
  });

  it('ends with no counter-attack after the casualties are chosen', () => {
    const state = gameWith([
      ['p1', 'dwarf-crossbowman', 't-front'],
      ['p2', 'goblin-cutthroat', 't-front'],
      ['p2', 'goblin-thug', 't-front'],
      ['p2', 'goblin-thug', 't-front'],
    ]);
    // Missile 2; no saves (melee, maneuver, melee): 2 damage, the Cutthroat or both Thugs.
    const started = unwrap(startMissile(book, state, { owner: 'p1', at: 't-front' }, { owner: 'p2', at: 't-front' }, faces6(6, 3, 4, 3)));
    expect(started.state.action).toMatchObject({ kind: 'missile', queue: [{ step: 'casualties', damage: 2 }] });
    const done = unwrap(answerCasualties(book, started.state, 'p2', ['Thug', 'Thug'], faces6()));
    expect(done.state.action).toBeNull();
    expect(done.events.map((e) => e.type)).toEqual(['dd-casualties', 'dd-attack-over']);
  });

  it('a Bullseye kills before the saves, with no save against it (FAQ SAI E, second example)', () => {
    const state = gameWith([
      ['p1', 'dwarf-crack-shot', 't-front'],
      ['p1', 'dwarf-crossbowman', 't-front'],
      ['p2', 'goblin-cutthroat', 't-front'],
      ['p2', 'goblin-pelter', 't-front'],
      ['p2', 'goblin-thug', 't-front'],
      ['p2', 'goblin-thug', 't-front'],
    ]);
    // The Crack-Shot's Bullseye 4 and the Crossbowman's missile 2: the defender loses 4 health-worth first (2 + 1 + 1, or the three 1s).
    const started = unwrap(startMissile(book, state, { owner: 'p1', at: 't-front' }, { owner: 'p2', at: 't-front' }, faces6(4, 6)));
    expect(attackOf(started.state)?.queue[0]).toMatchObject({ step: 'casualties', chooser: 'p2', damage: 4, to: 'dua', cause: 'the Bullseye' });
    const saves = faces6(1);
    const done = unwrap(answerCasualties(book, started.state, 'p2', ['Cutthroat', 'Pelter', 'Thug'], saves));
    // Only the Thug left saves (ID 1): 2 − 1 = 1 damage, that Thug.
    expect(saves.rolls.map((r) => r.label)).toEqual(['Thug (p2-goblin-thug-2)']);
    expect(places(done.state)).toMatchObject({ 'p2-goblin-cutthroat-1': 'dua', 'p2-goblin-pelter-1': 'dua', 'p2-goblin-thug-1': 'dua', 'p2-goblin-thug-2': 'dua' });
    expect(done.state.action).toBeNull();
  });
});
