import { z } from 'zod';
import type { Dice } from '../../src/engine/core/dice.ts';
import { publicEvent, privateEvent } from '../../src/engine/core/events.ts';
import { defineGame, type GameSpec } from '../../src/engine/core/game.ts';
import type { Applied } from '../../src/engine/core/module.ts';
import { orderFor, type OrdersOf } from '../../src/engine/core/order-def.ts';
import { option } from '../../src/engine/core/options.ts';
import { err, ok, type Result } from '../../src/engine/core/result.ts';

/**
 * A toy race for testing the core alone: two runners take turns stepping 1 to 3 squares toward
 * square 10. Landing exactly on square 5 lets the other runner block (a decision, answered yes or
 * no). Each may set a secret standing wish at any time, and ask where both stand (a query). Once a
 * race, a runner may cheer himself on out of turn (an order allowed at any time): one square on.
 */

export const RaceStateSchema = z.object({
  at: z.record(z.string(), z.number()),
  turn: z.number(),
  active: z.enum(['red', 'blue']),
  phase: z.enum(['run', 'rest']),
  stepped: z.boolean(),
  block: z.enum(['red', 'blue']).nullable(),
  wishes: z.record(z.string(), z.string()),
  winner: z.enum(['red', 'blue']).nullable(),
  cheered: z.array(z.string()).default([]),
});
export type RaceState = z.infer<typeof RaceStateSchema>;

const other = (seat: 'red' | 'blue') => (seat === 'red' ? 'blue' : 'red');
const applied = (state: RaceState, events: Applied<RaceState>['events'] = []): Result<Applied<RaceState>> => ok({ state, events, checkpoints: [] });

const order = orderFor<RaceState, { at: Record<string, number> }>();

export const step = order({
  verb: 'step',
  description: 'Run forward',
  options: { squares: option.integer('How many squares, 1 to 3', 'squares', { min: 1, max: 3 }) },
  line: '{squares}',
  phases: ['run'],
  outOfPhase: () => 'Runners step in the run phase.',
  legal: (state) => (state.stepped ? [] : [1, 2, 3].map((n) => ({ verb: 'step', options: { squares: String(n) }, label: `${n} square${n > 1 ? 's' : ''}` }))),
  apply(state, seat, o) {
    if (state.stepped) return err('You have already stepped this turn.');
    const to = state.at[seat]! + o.squares;
    const next: RaceState = { ...state, at: { ...state.at, [seat]: to }, stepped: true, block: to === 5 ? other(seat as 'red') : null, winner: to >= 10 ? (seat as 'red') : null };
    return applied(next, [publicEvent('step', `${seat} runs to ${to}.`)]);
  },
});

export const block = order({
  verb: 'block',
  description: 'Block a runner on square 5',
  options: { answer: option.yesNo('Block?') },
  kind: 'answer',
  legal: () => [
    { verb: 'block', options: { answer: 'yes' }, label: 'Block' },
    { verb: 'block', options: { answer: 'no' }, label: 'Let pass' },
  ],
  apply(state, seat, o) {
    const runner = other(seat as 'red');
    const next = { ...state, block: null, at: o.answer ? { ...state.at, [runner]: 4 } : state.at };
    return applied(next, [publicEvent('block', o.answer ? `${seat} blocks: ${runner} falls back to 4.` : `${seat} lets ${runner} pass.`)]);
  },
});

export const wish = order({
  verb: 'wish',
  description: 'Make a secret wish, at any time',
  options: { words: option.text('The wish', 'what do you wish') },
  kind: 'standing',
  legal: () => [],
  apply: (state, seat, o) => applied({ ...state, wishes: { ...state.wishes, [seat]: o.words } }, [privateEvent([seat], 'wish', `You wish: ${o.words}.`)]),
});

export const where = order({
  verb: 'where',
  description: 'Where both runners stand',
  options: {},
  kind: 'query',
  answer: (state) => ok({ text: `red ${state.at.red}, blue ${state.at.blue}`, view: { at: state.at } }),
});

export const cheer = order({
  verb: 'cheer',
  description: 'Cheer yourself one square on, once a race, in or out of turn',
  options: {},
  anytime: true,
  legal: (state, seat) => (state.cheered.includes(seat) ? [] : [{ verb: 'cheer', options: {}, label: 'Cheer' }]),
  apply(state, seat) {
    if (state.cheered.includes(seat)) return err('You have cheered already: once a race.');
    return applied({ ...state, at: { ...state.at, [seat]: state.at[seat]! + 1 }, cheered: [...state.cheered, seat] }, [publicEvent('cheer', `${seat} cheers and runs to ${state.at[seat]! + 1}.`)]);
  },
});

export const done = order({
  verb: 'done',
  description: 'End your turn',
  options: {},
  legal: () => [{ verb: 'done', options: {}, label: 'End your turn' }],
  apply(state, seat) {
    const next: RaceState = { ...state, active: other(seat as 'red'), stepped: false, turn: seat === 'blue' ? state.turn + 1 : state.turn };
    return ok({ state: next, events: [publicEvent('phase-ended', `Turn ${state.turn} · ${seat} ends.`)], checkpoints: [{ turn: state.turn, phaseKey: 'run', label: `Turn ${state.turn} · ${seat}`, state }] });
  },
});

export const RACE_ORDERS = [step, block, wish, where, cheer, done] as const;
export type RaceOrder = OrdersOf<typeof RACE_ORDERS>;

type RaceOptions = { gate?: (state: RaceState, seat: string, verb: string) => string | undefined };

export function toyRace(options: RaceOptions = {}) {
  return defineGame<RaceState, RaceOrder, { at: Record<string, number> }>(toyRaceSpec(options));
}

/** The race as a game's plain object, before `defineGame` derives the rest. */
export function toyRaceSpec(options: RaceOptions = {}): GameSpec<RaceState, RaceOrder, { at: Record<string, number> }> {
  return {
    id: 'toy-race',
    title: 'Toy Race',
    summary: 'A race to square 10.',
    scenarios: [{ id: 'sprint', title: 'Sprint', summary: 'From square 0.' }],
    seats: () => [
      { id: 'red', label: 'Red', role: 'side' },
      { id: 'blue', label: 'Blue', role: 'side' },
    ],
    setup: (_input, _dice: Dice) => ok({ at: { red: 0, blue: 0 }, turn: 1, active: 'red', phase: 'run', stepped: false, block: null, wishes: {}, winner: null, cheered: [] }),
    stateSchema: RaceStateSchema,
    phase(state) {
      const label = `Turn ${state.turn} · ${state.active}`;
      if (state.winner) return { key: state.phase, label, turn: state.turn, active: [], mode: 'sequential', ended: true };
      if (state.block) return { key: state.phase, label, turn: state.turn, owner: state.active, active: [state.block], mode: 'sequential', decision: { seat: state.block, prompt: 'block the runner on 5? /race block answer:yes|no', secret: false, verb: 'block' } };
      return { key: state.phase, label, turn: state.turn, owner: state.active, active: [state.active], mode: 'sequential' };
    },
    orders: RACE_ORDERS,
    ...(options.gate ? { gate: options.gate } : {}),
    defaultOrders(state, seat) {
      if (state.block === seat) return [{ verb: 'block', answer: true }];
      return state.active === seat && !state.winner ? [{ verb: 'done' }] : [];
    },
    view: (state) => ({ at: state.at }),
    outcome: (state) => (state.winner ? { winners: [state.winner], reason: `${state.winner} reaches square 10.` } : null),
    secrets: (state, viewer) => Object.entries(state.wishes).filter(([seat]) => viewer.kind === 'public' || (viewer.kind === 'seat' && viewer.seat !== seat)).map(([, w]) => w),
  };
}
