import { describe, expect, test } from 'vitest';
import { gameModule } from '../../../src/app/modules.ts';
import { SeededDice } from '../../../src/engine/core/dice.ts';
import type { OrderHint } from '../../../src/engine/core/module.ts';
import { playOrder, runOrder, type TypedOrder } from '../../../src/engine/core/orders.ts';
import type { DragonNoir } from '../../../src/engine/games/dragon-noir/index.ts';
import type { DnState } from '../../../src/engine/games/dragon-noir/state.ts';
import { nextDnOrder, PhaseMemory, reactionsFor, type PlannedOrder } from '../../support/dn-player.ts';

/**
 * The deadline's promise: whatever position a game reaches, what `defaultOrders` gives a seat
 * that stays silent is a typed order the game's own schema reads and its rules accept, so a game
 * left unanswered always goes on (a reaction window, a counterspell window, a retreat, a set-up,
 * a game against the bot). Whole games are played by the plain player of the e2e test, with standing
 * reactions and counterspells that ask (the reaction window on), spells cast where the rules let
 * them, and every other question left to the default; at every step, every seat's defaults are
 * parsed by `orderSchema` and played through the core's `playOrder` on that very position.
 */

const dn = gameModule('dragon-noir') as DragonNoir;

interface Game {
  id: string;
  seed: string;
  turns: number;
  /** The hex each side makes for. */
  goals: Record<string, string>;
  /** Sides left to the bot (the scenario's own bot side). */
  bots?: string[];
}

const GAMES: Game[] = [
  { id: 'the-mill-at-dawn', seed: 'defaults-mill', turns: 2, goals: { orks: 'N8', rebels: 'K9' } },
  { id: 'sorcerers-duel', seed: 'defaults-duel', turns: 3, goals: { orks: 'K5', rebels: 'K5' } },
  { id: 'the-watermill-ambush', seed: 'defaults-watermill', turns: 2, goals: { orks: 'K9', rebels: 'K9' } },
  { id: 'khuzun-in-the-jails', seed: 'defaults-khuzun', turns: 2, goals: { adventurers: 'K9', krobs: 'K9' } },
  { id: 'the-swamp-road', seed: 'defaults-swamp', turns: 2, goals: { adventurers: 'K9', krobs: 'K9' } },
  { id: 'alone-in-the-kingdom', seed: 'defaults-alone', turns: 1, goals: { adventurers: 'K9' }, bots: ['krobs'] },
];

/** What a default did at one step, for the tally. */
interface Tally {
  steps: number;
  checked: Map<string, number>;
  refused: string[];
  /** The game reached its end (a victory, or the last turn's nightfall). */
  ended: boolean;
}

/** Every seat's defaults at this position: each must parse and apply, in turn, as the deadline would apply them. */
function checkDefaults(state: DnState, step: number, tally: Tally): void {
  for (const seat of state.sides.map((s) => s.id)) {
    let s = state;
    for (const order of dn.defaultOrders(s, seat) as TypedOrder[]) {
      tally.checked.set(order.verb, (tally.checked.get(order.verb) ?? 0) + 1);
      const parsed = dn.orderSchema.safeParse(order);
      if (!parsed.success) {
        tally.refused.push(`step ${step}, ${seat}: ${JSON.stringify(order)} fails the order schema: ${parsed.error.issues[0]?.message}`);
        break;
      }
      const played = playOrder<DnState>(dn, s, seat, order, new SeededDice(`default-${step}`, 0));
      if (!played.ok) {
        tally.refused.push(`step ${step}, ${seat}: ${JSON.stringify(order)} refused: ${played.error}`);
        break;
      }
      s = played.value.state;
    }
  }
}

/** A standing counterspell that asks first, for each of the side's casters (3.3 by post). */
function countersFor(state: DnState, seat: string): PlannedOrder[] {
  const casters = dn.legalOrders(state, seat, { verb: 'counter' }) as OrderHint[];
  return casters.map((h) => ({ verb: 'counter', options: { caster: h.options.caster!, when: 'always', ask: 'yes' } }));
}

/** Spells the side's casters try once a phase, at the nearest enemies: the rules say which may be cast now. */
function spellsFor(state: DnState, seat: string): PlannedOrder[] {
  const enemies = state.units.filter((u) => u.side !== seat && !u.dead && u.hex).slice(0, 3);
  const casters = (dn.legalOrders(state, seat, { verb: 'cast' }) as OrderHint[]).filter((h) => !h.options.spell).map((h) => h.options.caster!);
  return casters.flatMap((caster) => [
    ...enemies.flatMap((e) => [
      { verb: 'cast', options: { caster, spell: 'immobilise', target: e.name } },
      { verb: 'cast', options: { caster, spell: 'halve-attack', target: e.name } },
    ]),
    { verb: 'cast', options: { caster, spell: 'increase-defence', points: '5' } },
  ]);
}

const played = new Map<string, Tally>();
/** Each game is played once, for both tests. */
function playOnce(game: Game): Tally {
  let tally = played.get(game.id);
  if (!tally) played.set(game.id, (tally = play(game)));
  return tally;
}

function play(game: Game): Tally {
  const seats = dn.seats(game.id).map((s) => s.id).filter((id) => !game.bots?.includes(id));
  const setup = dn.setup({ scenarioId: game.id, options: { reactionWindow: true, turns: game.turns }, seats }, new SeededDice(game.seed, 0));
  if (!setup.ok) throw new Error(setup.error);
  let state = setup.value;
  const dice = new SeededDice(game.seed, 1);
  const memory = new Map(seats.map((s) => [s, new PhaseMemory()]));
  const tally: Tally = { steps: 0, checked: new Map(), refused: [], ended: false };
  const tried = new Set<string>();
  const give = (seat: string, order: PlannedOrder | TypedOrder, typed = false): boolean => {
    const done = typed
      ? playOrder<DnState>(dn, state, seat, order as TypedOrder, dice)
      : runOrder<DnState>(dn, state, { seat, verb: order.verb, options: (order as PlannedOrder).options }, dice);
    if (done.ok) state = done.value.state;
    return done.ok;
  };
  for (let step = 0; step < 1500 && !dn.outcome(state); step++) {
    tally.steps = step;
    checkDefaults(state, step, tally);
    const phase = dn.phase(state);
    // Standing orders, set in secret at any time: reactions and counterspells that ask first.
    let standing = false;
    for (const seat of seats) {
      for (const o of [...reactionsFor(state, seat), ...countersFor(state, seat)]) {
        const key = `${state.playerTurn}|${seat}|${o.verb}|${JSON.stringify(o.options)}`;
        if (tried.has(key)) continue;
        tried.add(key);
        standing = give(seat, o) || standing;
      }
    }
    if (standing) continue;
    // A question, or the bot's turn, or a secret set-up: left to the deadline every other time.
    const waiting = phase.decision?.seat ?? (phase.mode === 'simultaneous' ? phase.active[0] : undefined);
    if (waiting && (step % 2 === 0 || phase.mode === 'simultaneous')) {
      const silence = dn.defaultOrders(state, waiting) as TypedOrder[];
      if (silence.length && silence.every((o) => give(waiting, o, true))) continue;
    }
    const seat = phase.decision?.seat ?? phase.active[0];
    if (!seat) break;
    if (!phase.decision && state.bots.length === 0) {
      const spell = spellsFor(state, seat).find((o) => {
        const key = `${state.playerTurn}|${state.phase}|${JSON.stringify(o.options)}`;
        if (tried.has(key)) return false;
        tried.add(key);
        return true;
      });
      if (spell && give(seat, spell)) continue;
    }
    if (state.bots.length && !seats.includes(state.sides[state.active]!.id) && !phase.decision) {
      const [order] = dn.defaultOrders(state, seat) as TypedOrder[];
      if (order && give(seat, order, true)) continue;
    }
    const next = nextDnOrder(dn, state, seat, game.goals[seat] ?? 'K9', memory.get(seat)!);
    if (!give(seat, next)) give(seat, { verb: 'done', options: {} });
  }
  tally.ended = dn.outcome(state) !== null;
  return tally;
}

describe("every deadline default is a typed order the game's schema reads and its rules accept", () => {
  test.each(GAMES)('$id, played to its end', (game) => {
    const tally = playOnce(game);
    expect(tally.refused).toEqual([]);
    expect(tally.ended).toBe(true);
    // The games reached the positions that need a default: it was checked, not skipped.
    expect(tally.checked.get('done')).toBeGreaterThan(0);
  });

  test('over the games, the reaction window, the counterspell window, a set-up, a retreat and an advance were left to the default', () => {
    const all = new Map<string, number>();
    for (const game of GAMES) for (const [verb, n] of playOnce(game).checked) all.set(verb, (all.get(verb) ?? 0) + n);
    for (const verb of ['shoot', 'counterspell', 'deploy', 'retreat', 'advance', 'done']) expect(all.get(verb) ?? 0, verb).toBeGreaterThan(0);
  });
});
