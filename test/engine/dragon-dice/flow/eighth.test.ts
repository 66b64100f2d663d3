import { describe, expect, test } from 'vitest';
import { SeededDice } from '../../../../src/engine/core/dice.ts';
import { playOrder } from '../../../../src/engine/core/orders.ts';
import { missileTargets, targetFault } from '../../../../src/engine/games/dragon-dice/actions/targets.ts';
import { startMissile } from '../../../../src/engine/games/dragon-dice/actions/start.ts';
import { unwrap } from '../../../../src/engine/core/result.ts';
import { botOrders } from '../../../../src/engine/games/dragon-dice/bot/choose.ts';
import { readCastings } from '../../../../src/engine/games/dragon-dice/magic/cast.ts';
import type { MagicAction } from '../../../../src/engine/games/dragon-dice/magic/state.ts';
import type { DdState, Unit } from '../../../../src/engine/games/dragon-dice/state.ts';
import { book, game, placed } from './fixtures.ts';

/**
 * The eighth-face phase and the held eighth faces (SFR 11 phase 2, SFR 15; v4 only). Player 1 holds
 * his home terrain (face 8); Player 2 ends his turn and Player 1's begins: the effects expire, then
 * the eighth-face phase, then the dragons (none here), then the first march.
 */

function play(state: DdState, seat: string, order: { verb: string } & Record<string, unknown>) {
  const done = playOrder<DdState>(game, state, seat, order, new SeededDice('eighth', 0));
  if (!done.ok) throw new Error(done.error);
  return done.value;
}
const refusal = (state: DdState, seat: string, order: { verb: string } & Record<string, unknown>) => {
  const done = playOrder<DdState>(game, state, seat, order, new SeededDice('eighth', 0));
  return done.ok ? '' : done.error;
};

/** p1 holds home-p1 shown as `die` (face 8); `dead` are units in their owner's DUA; p2's turn is at its end. */
function holding(die: string, armies: Record<string, Record<string, string[]>>, dead: Record<string, string[]> = {}, ruleset: 'v4' | '1996' = 'v4'): DdState {
  const s = placed(['p1', 'p2'], armies);
  const units: Record<string, Unit> = { ...s.units };
  for (const [seat, dice] of Object.entries(dead)) for (const d of dice) units[`${seat}-${d}`] = { id: `${seat}-${d}`, die: d, owner: seat, at: { kind: 'dua' } };
  const terrains = s.terrains.map((t) => (t.id === 'home-p1' ? { ...t, die, face: 8, heldBy: 'p1' } : t));
  return { ...s, ruleset, units, terrains, turn: { round: 1, player: 'p2', step: 'retreat', marched: [], march: null } };
}
/** Player 2 ends his turn: Player 1's begins. */
const p1Begins = (s: DdState) => play(s, 'p2', { verb: 'done' });
const at = (s: DdState, id: string) => s.units[id]?.at;

describe('a held City (SFR 15): recruit a 1-health unit or promote one unit, in the eighth-face phase', () => {
  const ARMIES = { p1: { 'home-p1': ['dwarf-footman', 'dwarf-warlord'] }, p2: { frontier: ['goblin-thug'] } };

  test('the phase asks the holder; promoting turns a Footman (1) into a Sergeant (2) from the DUA', () => {
    const begun = p1Begins(holding('coastland-city', ARMIES, { p1: ['dwarf-sergeant'] }));
    const s = begun.state;
    expect(s.turn).toMatchObject({ player: 'p1', round: 2, step: 'eighth' });
    expect(game.phase(s)).toMatchObject({ key: 'eighth-face', active: ['p1'], decision: { seat: 'p1', verb: 'city' } });
    expect(begun.events.find((e) => e.type === 'dd-eighth')?.text).toContain('recruit a 1-health unit to the army holding it, or promote one unit');
    // The Warlord (3) has no 4-health Dwarf in the DUA, and no 1-health unit is there to recruit.
    expect(game.legalOrders(s, 'p1').map((h) => h.label)).toEqual(['promote Footman to Sergeant', 'neither']);
    const done = play(s, 'p1', { verb: 'city', way: 'promote', unit: 'p1-dwarf-footman' }).state;
    expect(at(done, 'p1-dwarf-sergeant')).toEqual({ kind: 'terrain', terrain: 'home-p1' });
    expect(at(done, 'p1-dwarf-footman')).toEqual({ kind: 'dua' });
    // The army's health: 1 + 3 = 4 before, 2 + 3 = 5 after; then the dragons (none) and the first march.
    expect(done.turn).toMatchObject({ step: 'first-march' });
    expect(game.phase(done).key).toBe('march');
  });

  test('recruiting brings a 1-health unit of the DUA to the army holding the City', () => {
    const s = p1Begins(holding('coastland-city', { p1: { 'home-p1': ['dwarf-warlord'] }, p2: { frontier: ['goblin-thug'] } }, { p1: ['dwarf-sentry', 'dwarf-patroller'] })).state;
    const done = play(s, 'p1', { verb: 'city', way: 'recruit', unit: 'dwarf-sentry' }).state;
    expect(at(done, 'p1-dwarf-sentry')).toEqual({ kind: 'terrain', terrain: 'home-p1' });
    expect(at(done, 'p1-dwarf-patroller')).toEqual({ kind: 'dua' });
  });

  test('bad answers are refused in one line and change nothing', () => {
    const s = p1Begins(holding('coastland-city', ARMIES, { p1: ['dwarf-sergeant', 'dwarf-sentry'] })).state;
    expect(refusal(s, 'p1', { verb: 'city', way: 'promote', unit: 'p1-dwarf-warlord' })).toBe("The City promotes one unit of Player 1's army at Player 1's home terrain that has a unit of its species one health larger in your DUA: p1-dwarf-footman.");
    expect(refusal(s, 'p1', { verb: 'city', way: 'recruit', unit: 'p1-dwarf-sergeant' })).toBe("The City recruits a 1-health unit from your DUA to Player 1's army at Player 1's home terrain: p1-dwarf-sentry.");
    expect(refusal(s, 'p2', { verb: 'city', way: 'none' })).toMatch(/^Not your move: p1 must answer first: your City/);
    expect(refusal(s, 'p1', { verb: 'temple', player: 'p2' })).toMatch(/^First answer: your City/);
    expect(refusal(s, 'p1', { verb: 'march', army: 'home-p1', maneuver: true })).toMatch(/^First answer: your City/);
    expect(game.phase(s)).toMatchObject({ key: 'eighth-face', decision: { verb: 'city' } });
  });

  test('the City may be declined; the default (deadline and bot) promotes if it can, else recruits', () => {
    const both = p1Begins(holding('coastland-city', ARMIES, { p1: ['dwarf-sergeant', 'dwarf-sentry'] })).state;
    expect(game.defaultOrders(both, 'p1')).toEqual([{ verb: 'city', way: 'promote', unit: 'p1-dwarf-footman', into: 'p1-dwarf-sergeant' }]);
    expect(botOrders(book, both, 'p1')[0]).toEqual({ verb: 'city', way: 'promote', unit: 'p1-dwarf-footman', into: 'p1-dwarf-sergeant' });
    const recruitOnly = p1Begins(holding('coastland-city', { p1: { 'home-p1': ['dwarf-warlord'] }, p2: { frontier: ['goblin-thug'] } }, { p1: ['dwarf-sentry'] })).state;
    expect(game.defaultOrders(recruitOnly, 'p1')).toEqual([{ verb: 'city', way: 'recruit', unit: 'p1-dwarf-sentry' }]);
    const declined = play(both, 'p1', { verb: 'city', way: 'none' }).state;
    expect(at(declined, 'p1-dwarf-sentry')).toEqual({ kind: 'dua' });
    expect(declined.turn?.step).toBe('first-march');
  });

  test('with nothing to recruit or promote nothing is asked', () => {
    const begun = p1Begins(holding('coastland-city', ARMIES));
    expect(game.phase(begun.state).key).toBe('march');
    expect(begun.events.some((e) => e.type === 'dd-eighth' && e.text.includes('no unit to recruit'))).toBe(true);
  });

  test('1996 has no eighth-face phase (FACTS §2.2: its eighth face only doubles)', () => {
    const begun = p1Begins(holding('coastland-city', ARMIES, { p1: ['dwarf-sergeant'] }, '1996'));
    expect(game.phase(begun.state).key).toBe('march');
    expect(at(begun.state, 'p1-dwarf-sergeant')).toEqual({ kind: 'dua' });
    expect(begun.events.some((e) => e.type === 'dd-eighth')).toBe(false);
  });
});

describe('a held Temple (SFR 15): another player buries a unit of his choice from his DUA', () => {
  const ARMIES = { p1: { 'home-p1': ['dwarf-footman'] }, p2: { frontier: ['goblin-thug'] } };

  test('the holder names a player, who chooses the unit he buries', () => {
    const s = p1Begins(holding('coastland-temple', ARMIES, { p2: ['goblin-cutthroat', 'goblin-marauder'] })).state;
    expect(game.phase(s)).toMatchObject({ key: 'eighth-face', decision: { seat: 'p1', verb: 'temple' } });
    expect(refusal(s, 'p1', { verb: 'temple', player: 'p1' })).toBe('The Temple names another player with a unit in his DUA: p2 (or none).');
    const named = play(s, 'p1', { verb: 'temple', player: 'p2' }).state;
    expect(game.phase(named)).toMatchObject({ key: 'eighth-face', active: ['p2'], decision: { seat: 'p2', verb: 'bury' } });
    // The default (deadline and bot): his smallest unit.
    expect(game.defaultOrders(named, 'p2')).toEqual([{ verb: 'bury', unit: 'p2-goblin-cutthroat' }]);
    expect(refusal(named, 'p2', { verb: 'bury', unit: 'p2-goblin-thug' })).toBe('Bury a unit of your DUA: p2-goblin-cutthroat, p2-goblin-marauder.');
    expect(refusal(named, 'p1', { verb: 'bury', unit: 'p2-goblin-marauder' })).toMatch(/^Not your move: p2 must answer first: a Temple makes you bury/);
    const done = play(named, 'p2', { verb: 'bury', unit: 'goblin-marauder' }).state;
    expect(at(done, 'p2-goblin-marauder')).toEqual({ kind: 'bua' });
    expect(at(done, 'p2-goblin-cutthroat')).toEqual({ kind: 'dua' });
    expect(game.phase(done)).toMatchObject({ key: 'march', active: ['p1'] });
  });

  test('one unit in the DUA is buried without asking; an empty one asks nothing', () => {
    const one = play(p1Begins(holding('coastland-temple', ARMIES, { p2: ['goblin-cutthroat'] })).state, 'p1', { verb: 'temple', player: 'p2' }).state;
    expect(at(one, 'p2-goblin-cutthroat')).toEqual({ kind: 'bua' });
    expect(game.phase(one).key).toBe('march');
    const none = p1Begins(holding('coastland-temple', ARMIES, { p1: ['dwarf-sergeant'] }));
    expect(game.phase(none.state).key).toBe('march');
    expect(none.events.some((e) => e.text.includes('no other player has a unit in his DUA'))).toBe(true);
  });

  test("the holding army is safe from an opponent's death magic; the same spell is cast on an army at a City", () => {
    const magic = (die: string): { state: DdState; action: MagicAction } => {
      const s = holding(die, { p1: { 'home-p1': ['dwarf-footman'] }, p2: { 'home-p1': ['goblin-thug'] } });
      const action: MagicAction = { kind: 'magic', army: { owner: 'p2', at: 'home-p1' }, magic: { death: 6 }, cantrip: 0, cantripElements: ['death', 'earth'] };
      return { state: { ...s, turn: { ...s.turn!, step: 'first-march' }, action }, action };
    };
    const temple = magic('coastland-temple');
    const refused = readCastings(book, temple.state, temple.action, 'finger-of-death p1-dwarf-footman');
    expect(refused.ok ? '' : refused.error).toBe("p1's army at Coastland Temple (p1's home) holds a Temple: no opponent's death magic affects it or its units (SFR 15).");
    const palsy = readCastings(book, temple.state, temple.action, 'palsy p1@home-p1');
    expect(palsy.ok ? '' : palsy.error).toMatch(/holds a Temple: no opponent's death magic affects it \(SFR 15\)\.$/);
    const city = magic('coastland-city');
    expect(readCastings(book, city.state, city.action, 'finger-of-death p1-dwarf-footman').ok).toBe(true);
    const tsr = { ...temple.state, ruleset: '1996' as const };
    expect(readCastings(book, tsr, temple.action, 'palsy p1@home-p1').ok).toBe(true);
  });
});

describe('a held Tower (SFR 15): its army shoots at any opponent\'s army', () => {
  const s = (die: string, ruleset: 'v4' | '1996' = 'v4') => holding(die, { p1: { 'home-p1': ['dwarf-crossbowman'] }, p2: { 'home-p2': ['goblin-thug'], frontier: ['goblin-pelter'] } }, {}, ruleset);
  const p1 = { owner: 'p1', at: 'home-p1' };
  const p2home = { owner: 'p2', at: 'home-p2' };

  test('from a home terrain it may shoot at an army at another home; without the Tower it may not', () => {
    expect(missileTargets(s('coastland-tower'), p1, book)).toEqual(expect.arrayContaining([p2home, { owner: 'p2', at: 'frontier' }]));
    expect(targetFault(book, s('coastland-tower'), 'missile', p1, p2home)).toBeNull();
    expect(missileTargets(s('coastland-city'), p1, book)).toEqual([{ owner: 'p2', at: 'frontier' }]);
    expect(targetFault(book, s('coastland-city'), 'missile', p1, p2home)).toContain('from a home terrain no army at another home terrain can be shot at');
    // 1996: the Tower gives nothing.
    expect(missileTargets(s('coastland-tower', '1996'), p1, book)).toEqual([{ owner: 'p2', at: 'frontier' }]);
  });

  test('the missile action from a held Tower offers the other home and shoots there; from a held City it is refused', () => {
    const marching = (die: string): DdState => ({ ...s(die), turn: { round: 2, player: 'p1', step: 'first-march', marched: ['home-p1'], march: { army: p1, step: 'action', counter: null } } });
    expect(game.legalOrders(marching('coastland-tower'), 'p1', { verb: 'action' }).map((h) => h.options.at)).toEqual(expect.arrayContaining(['home-p2', 'frontier']));
    const shot = play(marching('coastland-tower'), 'p1', { verb: 'action', kind: 'missile', target: 'p2', at: 'home-p2' });
    expect(shot.events.some((e) => e.rolls?.some((r) => (r.purpose ?? '').includes('missile')))).toBe(true);
    expect(refusal(marching('coastland-city'), 'p1', { verb: 'action', kind: 'missile', target: 'p2', at: 'home-p2' })).toContain('from a home terrain no army at another home terrain can be shot at');
  });
});

describe('a held Tower shoots at an opponent\'s reserves, where only its non-ID missile results count (SFR 15)', () => {
  const withReserve = (die: string): DdState => {
    const s = holding(die, { p1: { 'home-p1': ['dwarf-crossbowman'] }, p2: { 'home-p2': ['goblin-thug'] } });
    return { ...s, units: { ...s.units, 'p2-goblin-pelter': { id: 'p2-goblin-pelter', die: 'goblin-pelter', owner: 'p2', at: { kind: 'reserve' } } } };
  };
  const p1 = { owner: 'p1', at: 'home-p1' };
  const reserves = { owner: 'p2', at: 'reserve' };

  test('the reserves are a target from a held Tower only', () => {
    expect(missileTargets(withReserve('coastland-tower'), p1, book)).toContainEqual(reserves);
    expect(missileTargets(withReserve('coastland-city'), p1, book)).not.toContainEqual(reserves);
    expect(targetFault(book, withReserve('coastland-city'), 'missile', p1, reserves)).toContain('an army in reserve is shot at only from a held Tower');
  });

  test("the Crossbowman's ID 1 counts nothing at the reserves; its missile 2 is 2 hits", () => {
    const id = unwrap(startMissile(book, withReserve('coastland-tower'), p1, reserves, new SeededDice('tower', 0, [1])));
    expect(id.events.map((e) => e.text).join('\n')).toContain('0 missile hits in all.');
    const two = unwrap(startMissile(book, withReserve('coastland-tower'), p1, reserves, new SeededDice('tower', 0, [6, 3])));
    expect(two.events.map((e) => e.text).join('\n')).toContain('2 missile hits in all.');
  });
});

describe('held Standing Stones (SFR 15): magic spent as either of the terrain\'s elements', () => {
  // Dwarves are fire and earth; a Coastland is air and water: Hailstorm (air 2) and Watery Double (water 2).
  const magic = (die: string, ruleset: 'v4' | '1996' = 'v4'): { state: DdState; action: MagicAction } => {
    const s = holding(die, { p1: { 'home-p1': ['dwarf-theurgist'] }, p2: { 'home-p1': ['goblin-thug'] } }, {}, ruleset);
    const action: MagicAction = { kind: 'magic', army: { owner: 'p1', at: 'home-p1' }, magic: { 'earth+fire': 3 }, cantrip: 1, cantripElements: ['earth', 'fire'] };
    return { state: { ...s, turn: { round: 2, player: 'p1', step: 'first-march', marched: [], march: null }, action }, action };
  };

  test('3 earth-or-fire magic pays Hailstorm (air 2); the 1 left, with the cantrip, pays Watery Double (water 2, a cantrip)', () => {
    const { state, action } = magic('coastland-standing-stones');
    const paid = readCastings(book, state, action, 'hailstorm p2@home-p1; watery-double p1@home-p1');
    expect(paid.ok).toBe(true);
    if (paid.ok) expect(paid.value.left).toMatchObject({ magic: {}, cantrip: 0 });
    // A third spell has nothing left to pay with.
    expect(readCastings(book, state, action, 'hailstorm p2@home-p1; watery-double p1@home-p1; stone-skin p1@home-p1').ok).toBe(false);
  });

  test('without the Standing Stones (a City; or 1996) air and water magic cannot be paid from earth and fire', () => {
    for (const { state, action } of [magic('coastland-city'), magic('coastland-standing-stones', '1996')]) {
      const refused = readCastings(book, state, action, 'hailstorm p2@home-p1');
      expect(refused.ok ? '' : refused.error).toBe('Hailstorm costs 2 air magic; the army has 0 of it left (3 earth or fire, 1 cantrip).');
    }
  });
});
