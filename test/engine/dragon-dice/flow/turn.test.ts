import { describe, expect, test } from 'vitest';
import { SeededDice } from '../../../../src/engine/core/dice.ts';
import { PUBLIC } from '../../../../src/engine/core/events.ts';
import { playOrder } from '../../../../src/engine/core/orders.ts';
import type { DdState } from '../../../../src/engine/games/dragon-dice/state.ts';
import { actionsAllowed } from '../../../../src/engine/games/dragon-dice/turn/march.ts';
import { book, game, placed } from './fixtures.ts';

function play(state: DdState, seat: string, order: { verb: string } & Record<string, unknown>, forced: number[] = []) {
  const done = playOrder<DdState>(game, state, seat, order, new SeededDice('turn', 0, forced));
  if (!done.ok) throw new Error(done.error);
  return done.value;
}
const refusal = (state: DdState, seat: string, order: { verb: string } & Record<string, unknown>) => {
  const done = playOrder<DdState>(game, state, seat, order, new SeededDice('turn', 0));
  return done.ok ? '' : done.error;
};

describe('the action a terrain\'s face allows (GAPS B4; SFR 15)', () => {
  // A Coastland: magic at 1, missile at 2-5, melee at 6-7, the eighth face at 8.
  const at = (face: number, heldBy: string | null = null) => {
    const s = placed(['p1', 'p2'], { p1: { frontier: ['dwarf-footman'], reserve: ['dwarf-sentry'] }, p2: { frontier: ['goblin-thug'] } }, { frontier: face });
    return { ...s, terrains: s.terrains.map((t) => (t.id === 'frontier' ? { ...t, heldBy } : t)) };
  };
  test('faces 1-7: the one action of the face', () => {
    expect(actionsAllowed(book, at(1), { owner: 'p1', at: 'frontier' })).toEqual(['magic']);
    expect(actionsAllowed(book, at(3), { owner: 'p1', at: 'frontier' })).toEqual(['missile']);
    expect(actionsAllowed(book, at(7), { owner: 'p1', at: 'frontier' })).toEqual(['melee']);
  });
  test('the eighth face: any action for its holder, melee only for the others; magic only from the reserves', () => {
    expect(actionsAllowed(book, at(8, 'p1'), { owner: 'p1', at: 'frontier' })).toEqual(['melee', 'missile', 'magic']);
    expect(actionsAllowed(book, at(8, 'p1'), { owner: 'p2', at: 'frontier' })).toEqual(['melee']);
    expect(actionsAllowed(book, at(3), { owner: 'p1', at: 'reserve' })).toEqual(['magic']);
  });
  test('an action the face does not allow is refused, naming what it allows', () => {
    let s = at(3);
    s = play(s, 'p1', { verb: 'march', army: 'frontier', maneuver: false }).state;
    expect(refusal(s, 'p1', { verb: 'action', kind: 'melee', target: 'p2' })).toBe("Player 1's army at the frontier may not take a melee action: the terrain allows missile, or none.");
    expect(game.phase(s).key).toBe('action');
  });
  test('no action ends the march: the second march comes next', () => {
    let s = play(at(3), 'p1', { verb: 'march', army: 'frontier', maneuver: false }).state;
    s = play(s, 'p1', { verb: 'action', kind: 'none' }).state;
    expect(s.turn).toMatchObject({ step: 'second-march', marched: ['frontier'], march: null });
  });
  test('FAQ Turn A: a march may be passed altogether', () => {
    const s = play(at(3), 'p1', { verb: 'done' }).state;
    expect(s.turn?.step).toBe('second-march');
  });
});

describe('the reserves phase (SFR 11 step 7)', () => {
  const ready = () => {
    const s = placed(['p1', 'p2'], { p1: { frontier: ['dwarf-footman', 'dwarf-sergeant'], reserve: ['dwarf-sentry'] }, p2: { frontier: ['goblin-thug'] } });
    return { ...s, turn: { ...s.turn!, step: 'reinforce' as const } };
  };
  test('done ends the reinforce step with units still in reserve', () => {
    const s = play(ready(), 'p1', { verb: 'done' }).state;
    expect(game.phase(s).key).toBe('retreat');
    expect(s.units['p1-dwarf-sentry']!.at).toEqual({ kind: 'reserve' });
  });
  test('reinforce: reserve units to any terrain, merging with the army there; then retreat: units to the reserves; done ends the turn', () => {
    let s = play(ready(), 'p1', { verb: 'reinforce', units: ['dwarf-sentry'], to: 'home-p2' }).state;
    expect(s.units['p1-dwarf-sentry']!.at).toEqual({ kind: 'terrain', terrain: 'home-p2' });
    // Nothing left in reserve: the step is over by itself.
    expect(game.phase(s).key).toBe('retreat');
    s = play(s, 'p1', { verb: 'retreat', units: ['p1-dwarf-sergeant'] }).state;
    expect(s.units['p1-dwarf-sergeant']!.at).toEqual({ kind: 'reserve' });
    const ended = play(s, 'p1', { verb: 'done' });
    expect(ended.state.turn).toMatchObject({ player: 'p2', round: 1, step: 'first-march' });
  });
  test('a unit not in reserve cannot reinforce: the refusal lists those that can', () => {
    expect(refusal(ready(), 'p1', { verb: 'reinforce', units: ['dwarf-footman'], to: 'frontier' })).toBe('dwarf-footman is not one of your units in reserve: dwarf-sentry.');
  });
  test('with no reserves, the reinforce step is passed by itself', () => {
    let s = placed(['p1', 'p2'], { p1: { frontier: ['dwarf-footman'] }, p2: { frontier: ['goblin-thug'] } });
    s = play(s, 'p1', { verb: 'done' }).state;
    expect(game.phase(s).key).toBe('march');
    s = play(s, 'p1', { verb: 'done' }).state;
    expect(game.phase(s).key).toBe('retreat');
  });
});

describe('GAPS B12: the last player with units in play wins', () => {
  test('a player whose units are all dead is out, and the other wins', () => {
    const s = placed(['p1', 'p2'], { p1: { frontier: ['dwarf-footman'] }, p2: { frontier: ['goblin-thug'] } });
    const dead = { ...s, units: { ...s.units, 'p2-goblin-thug': { ...s.units['p2-goblin-thug']!, at: { kind: 'dua' as const } } } };
    const after = play(dead, 'p1', { verb: 'done' });
    expect(game.outcome(after.state)).toEqual({ winners: ['p1'], reason: 'Player 1 is the last player with units in play.' });
  });
  test('a player with no units in play is passed over in the order of play', () => {
    const s = placed(['p1', 'p2', 'p3'], { p1: { frontier: ['dwarf-footman'] }, p2: { reserve: [] }, p3: { frontier: ['goblin-thug'] } });
    let t: DdState = { ...s, turn: { ...s.turn!, step: 'retreat' } };
    t = play(t, 'p1', { verb: 'done' }).state;
    expect(t.turn).toMatchObject({ player: 'p3', round: 1 });
    t = { ...t, turn: { ...t.turn!, step: 'retreat' } };
    t = play(t, 'p3', { verb: 'done' }).state;
    expect(t.turn).toMatchObject({ player: 'p1', round: 2 });
  });
});

describe('SFR 11 step 3: the dragon attacks open the turn, their targets sealed by their owners', () => {
  test('two dragons that may choose: each owner in turn seals a target in secret, then the turn goes on to the first march', () => {
    const s = placed(['p1', 'p2'], { p1: { frontier: ['dwarf-warlord', 'dwarf-footman'], 'home-p1': ['dwarf-sentry'] }, p2: { frontier: ['goblin-marauder'], 'home-p2': ['goblin-thug'] } });
    // TSR 1996 (FAQ3 D): a dragon attacks the marching player's army there or a dragon of another colour.
    let t: DdState = {
      ...s,
      ruleset: '1996',
      dragons: {
        'p1-red-drake': { id: 'p1-red-drake', die: 'red-drake', owner: 'p1', at: { kind: 'terrain', terrain: 'frontier' } },
        'p2-green-drake': { id: 'p2-green-drake', die: 'green-drake', owner: 'p2', at: { kind: 'terrain', terrain: 'frontier' } },
      },
      turn: { round: 1, player: 'p2', step: 'retreat', marched: [], march: null },
    };
    t = play(t, 'p2', { verb: 'done' }).state;
    expect(t.turn).toMatchObject({ player: 'p1', round: 2 });
    const phase = game.phase(t);
    expect(phase).toMatchObject({ key: 'dragon-attack', active: ['p1'], decision: { seat: 'p1', verb: 'aim', secret: true } });
    const [aim] = game.defaultOrders(t, 'p1');
    const sealed = play(t, 'p1', aim as { verb: string });
    const secrets = game.secrets!(sealed.state, PUBLIC);
    expect(secrets.length).toBe(1);
    for (const e of sealed.events.filter((e) => e.visibleTo === 'all')) for (const f of secrets) expect(e.text).not.toContain(f);
    expect(game.phase(sealed.state)).toMatchObject({ key: 'dragon-attack', active: ['p2'] });
    // The rest (p2's target, then any casualties the dragons cause) by each seat's default, until the first march.
    let u = sealed.state;
    for (let i = 0; i < 20 && !game.outcome(u) && ['dragon-attack', 'action-under-way'].includes(game.phase(u).key); i++) {
      const seat = game.phase(u).active[0]!;
      u = play(u, seat, game.defaultOrders(u, seat)[0] as { verb: string }).state;
    }
    expect(u.dragonAttack).toBeNull();
    // The dragons may have wiped an army out and ended the game; else p1 marches.
    if (!game.outcome(u)) expect(game.phase(u)).toMatchObject({ key: 'march', owner: 'p1' });
  });
});
