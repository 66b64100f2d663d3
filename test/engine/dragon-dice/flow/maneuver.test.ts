import { describe, expect, test } from 'vitest';
import { SeededDice } from '../../../../src/engine/core/dice.ts';
import { PUBLIC } from '../../../../src/engine/core/events.ts';
import { playOrder } from '../../../../src/engine/core/orders.ts';
import type { DdState } from '../../../../src/engine/games/dragon-dice/state.ts';
import { maneuverSucceeds } from '../../../../src/engine/games/dragon-dice/turn/march.ts';
import { rollArmy } from '../../../../src/engine/games/dragon-dice/turn/roll.ts';
import { book, game, placed } from './fixtures.ts';


/** Plays an order; forced faces (1-based) are the dice's, in the order the rules roll them. */
function play(state: DdState, seat: string, order: { verb: string } & Record<string, unknown>, forced: number[] = []) {
  const done = playOrder<DdState>(game, state, seat, order, new SeededDice('maneuver', 0, forced));
  if (!done.ok) throw new Error(done.error);
  return done.value;
}

describe('FAQ Turn E (WE-DD-03): ties favour the marcher', () => {
  test('3 against 3 succeeds, 0 against 0 succeeds, 2 against 3 fails', () => {
    expect(maneuverSucceeds(3, [3])).toBe(true);
    expect(maneuverSucceeds(0, [0])).toBe(true);
    expect(maneuverSucceeds(2, [3])).toBe(false);
  });

  test('in play: the marcher rolls 3, the counter 3; the die may be turned', () => {
    let s = placed(['p1', 'p2'], { p1: { frontier: ['dwarf-skirmisher'], 'home-p1': ['dwarf-footman'] }, p2: { frontier: ['goblin-filcher'], 'home-p2': ['goblin-thug'] } });
    s = play(s, 'p1', { verb: 'march', army: 'frontier', maneuver: true }).state;
    expect(game.phase(s)).toMatchObject({ key: 'counter', active: ['p2'], mode: 'simultaneous' });
    // The Skirmisher's face 3 shows maneuver 3, the Filcher's face 2 maneuver 3: 3 against 3.
    const rolled = play(s, 'p2', { verb: 'counter', answer: true }, [3, 2]);
    expect(rolled.events.find((e) => e.type === 'maneuver-won')?.data).toMatchObject({ maneuver: 3, counter: 3, success: true });
    expect(rolled.events.map((e) => e.type)).toContain('maneuver-won');
    expect(game.phase(rolled.state).key).toBe('direction');
    const turned = play(rolled.state, 'p1', { verb: 'turn', way: 'up' });
    expect(turned.state.terrains.find((t) => t.id === 'frontier')!.face).toBe(4);
    expect(game.phase(turned.state).key).toBe('action');
  });

  test('0 against 0: the marcher succeeds', () => {
    let s = placed(['p1', 'p2'], { p1: { frontier: ['dwarf-skirmisher'] }, p2: { frontier: ['goblin-filcher'] } });
    s = play(s, 'p1', { verb: 'march', army: 'frontier', maneuver: true }).state;
    // The Skirmisher's face 2 is melee 4, the Filcher's face 3 melee 3: no maneuvers on either side.
    const rolled = play(s, 'p2', { verb: 'counter', answer: true }, [2, 3]);
    expect(rolled.events.find((e) => e.type === 'maneuver-won')?.data).toMatchObject({ maneuver: 0, counter: 0, success: true });
  });
});

describe('FAQ Turn C (CHECKLIST 4.2 item 11): only the highest counter-maneuver counts', () => {
  test('4 against counters of 4 and 2: compared with 4, not 6, so the marcher wins the tie', () => {
    let s = placed(['p1', 'p2', 'p3'], {
      p1: { frontier: ['dwarf-skirmisher', 'dwarf-sentry'] },
      p2: { frontier: ['dwarf-skirmisher', 'dwarf-sentry'] },
      p3: { frontier: ['dwarf-patroller'] },
    });
    s = play(s, 'p1', { verb: 'march', army: 'frontier', maneuver: true }).state;
    expect(game.phase(s).active).toEqual(['p2', 'p3']);
    s = play(s, 'p2', { verb: 'counter', answer: true }).state;
    expect(game.phase(s).active).toEqual(['p3']);
    // Face 3 of each: the Skirmisher's maneuver 3, the Sentry's maneuver 1, the Patroller's maneuver 2. p1 4, p2 4, p3 2.
    const rolled = play(s, 'p3', { verb: 'counter', answer: true }, [3, 3, 3, 3, 3]);
    expect(rolled.events.filter((e) => e.type === 'counter-roll').map((e) => e.data?.total)).toEqual([4, 2]);
    expect(rolled.events.find((e) => e.type === 'maneuver-won')?.data).toMatchObject({ maneuver: 4, counter: 4, success: true });
  });

  test('a marcher short of the highest counter fails, and may still act', () => {
    let s = placed(['p1', 'p2', 'p3'], { p1: { frontier: ['dwarf-sentry'] }, p2: { frontier: ['goblin-thug'] }, p3: { frontier: ['dwarf-skirmisher'] } });
    s = play(s, 'p1', { verb: 'march', army: 'frontier', maneuver: true }).state;
    s = play(s, 'p2', { verb: 'counter', answer: false }).state;
    // The Sentry's maneuver 1 against the Skirmisher's 3; p2 rolls nothing.
    const rolled = play(s, 'p3', { verb: 'counter', answer: true }, [3, 3]);
    expect(rolled.events.find((e) => e.type === 'maneuver-lost')?.data).toMatchObject({ maneuver: 1, counter: 3, success: false });
    expect(game.phase(rolled.state).key).toBe('action');
  });
});

describe('FAQ Turn B: each army marches at most once a turn', () => {
  test('the second march needs a different army', () => {
    let s = placed(['p1', 'p2'], { p1: { frontier: ['dwarf-skirmisher'], 'home-p1': ['dwarf-footman'] }, p2: { 'home-p2': ['goblin-thug'] } });
    s = play(s, 'p1', { verb: 'march', army: 'frontier', maneuver: false }).state;
    s = play(s, 'p1', { verb: 'action', kind: 'none' }).state;
    expect(s.turn!.step).toBe('second-march');
    const again = playOrder<DdState>(game, s, 'p1', { verb: 'march', army: 'frontier', maneuver: false }, new SeededDice('x', 0));
    expect(again.ok ? '' : again.error).toBe('Your army at the frontier has marched this turn (FAQ Turn B): armies that may march: home-p1.');
  });
});

describe('a counter-maneuver is sealed in secret (CHECKLIST 4.4 item 19)', () => {
  test('no public event names it before the reveal; the secrets list it until then', () => {
    let s = placed(['p1', 'p2', 'p3'], { p1: { frontier: ['dwarf-skirmisher'] }, p2: { frontier: ['goblin-filcher'] }, p3: { frontier: ['dwarf-patroller'] } });
    s = play(s, 'p1', { verb: 'march', army: 'frontier', maneuver: true }).state;
    const sealed = play(s, 'p2', { verb: 'counter', answer: true });
    const secrets = game.secrets!(sealed.state, PUBLIC);
    expect(secrets).toEqual(['Player 2 counter-maneuvers']);
    for (const e of sealed.events.filter((e) => e.visibleTo === 'all')) for (const f of secrets) expect(e.text).not.toContain(f);
    expect(JSON.stringify(game.view(sealed.state, PUBLIC))).not.toContain('"p2":true');
    expect(game.secrets!(sealed.state, { kind: 'seat', seat: 'p2' })).toEqual([]);
    const revealed = play(sealed.state, 'p3', { verb: 'counter', answer: false }, [3, 3]);
    expect(revealed.events.find((e) => e.type === 'sealed-revealed')?.text).toContain('Player 2 counter-maneuvers');
  });
});

describe('GAPS B4: capture at the eighth face', () => {
  test('turning up to 8 captures; the holder leaving turns it back to 7', () => {
    let s = placed(['p1', 'p2'], { p1: { frontier: ['dwarf-skirmisher'], 'home-p1': ['dwarf-footman'] }, p2: { 'home-p2': ['goblin-thug'] } }, { frontier: 7 });
    s = play(s, 'p1', { verb: 'march', army: 'frontier', maneuver: true }).state;
    s = play(s, 'p1', { verb: 'turn', way: 'up' }).state;
    expect(s.terrains.find((t) => t.id === 'frontier')).toMatchObject({ face: 8, heldBy: 'p1' });
    s = play(s, 'p1', { verb: 'action', kind: 'none' }).state;
    s = play(s, 'p1', { verb: 'done' }).state;
    expect(s.turn!.step).toBe('retreat');
    const left = play(s, 'p1', { verb: 'retreat', units: ['dwarf-skirmisher'] });
    expect(left.state.terrains.find((t) => t.id === 'frontier')).toMatchObject({ face: 7, heldBy: null });
    expect(left.events.map((e) => e.type)).toContain('capture-lost');
  });

  test('holding two eighth faces wins at once (SFR 15)', () => {
    let s = placed(['p1', 'p2'], { p1: { frontier: ['dwarf-skirmisher'], 'home-p2': ['dwarf-footman'] }, p2: { 'home-p2': ['goblin-thug'] } }, { frontier: 8, 'home-p2': 7 });
    s = { ...s, terrains: s.terrains.map((t) => (t.id === 'frontier' ? { ...t, heldBy: 'p1' } : t)) };
    s = play(s, 'p1', { verb: 'march', army: 'home-p2', maneuver: true }).state;
    const won = play(s, 'p2', { verb: 'counter', answer: false });
    const turned = play(won.state, 'p1', { verb: 'turn', way: 'up' });
    expect(game.outcome(turned.state)).toEqual({ winners: ['p1'], reason: expect.stringContaining('holds two captured terrains') });
  });
});

describe('an army\'s roll: a unit the count names is rolled again (SFR 27)', () => {
  test('a Leopard Rider\'s Rend in a melee roll counts 3 and rolls again; the new face (melee 4) counts too', () => {
    const s = placed(['p1', 'p2'], { p1: { frontier: ['goblin-leopard-rider'] } });
    const rolled = rollArmy(book, s, Object.values(s.units), 'melee', s.terrains.find((t) => t.id === 'frontier')!, new SeededDice('rend', 0, [3, 6]), 'p1');
    expect(rolled.rolls.map((r) => r.result)).toEqual(['rend 3', 'melee 4']);
    expect(rolled.count.results.melee).toBe(7);
    expect(rolled.count.rerolls).toEqual([]);
  });
  test('FAQ SAI D: in a maneuver roll a Rend counts as maneuvers and rolls nothing again', () => {
    const s = placed(['p1', 'p2'], { p1: { frontier: ['goblin-leopard-rider'] } });
    const rolled = rollArmy(book, s, Object.values(s.units), 'maneuver', s.terrains.find((t) => t.id === 'frontier')!, new SeededDice('rend', 0, [3]), 'p1');
    expect(rolled.rolls).toHaveLength(1);
    expect(rolled.count.results.maneuver).toBe(3);
  });
});
