import type { Dice } from './dice.ts';
import type { SeatId } from './events.ts';
import type { Applied, GameModule, OrderFilter, OrderHint, PhaseSpec } from './module.ts';
import { orderSchemaOf, verbSpecs, type AnyOrderDef } from './order-def.ts';
import { err, type Result } from './result.ts';

/**
 * A game as one plain object, with its orders as a list of definitions (order-def.ts). The parts
 * every front end needs (the verbs for slash commands, the order schema, the legal orders, the
 * dispatch) are derived here from that list, never written by hand.
 */

type Derived = 'verbs' | 'orderSchema' | 'legalOrders' | 'apply' | 'query';

export interface GameSpec<S, O extends { verb: string }, V> extends Omit<GameModule<S, O, V>, Derived> {
  orders: ReadonlyArray<AnyOrderDef<S, V>>;
  /**
   * A refusal that holds for every order of a seat at this moment, before any order's own rules
   * (the bot plays that side now, say). Its orders are then not offered either.
   */
  gate?(state: S, seat: SeatId, verb: string): string | undefined;
  /**
   * What the rules do around every order: before it (a hidden character who acts shows himself)
   * and after it (who was found, whether a side has won, the phase that ends with `done`).
   * `dispatch` runs the order's own handler, for this seat or another (a side the bot plays).
   */
  play?(state: S, seat: SeatId, order: O, dice: Dice, dispatch: (state: S, seat: SeatId, order: O) => Result<Applied<S>>): Result<Applied<S>>;
}

export function defineGame<S, O extends { verb: string }, V = unknown>(spec: GameSpec<S, O, V>): GameModule<S, O, V> {
  const { orders, gate, play, ...rest } = spec;
  const byVerb = new Map(orders.map((d) => [d.verb, d]));
  if (byVerb.size !== orders.length) throw new Error(`${spec.id}: two orders share a verb`);

  const dispatch = orderDispatch<S, O, V>(orders, (state) => rest.phase(state), spec.title);

  /** May `seat` give `def` now: its phase, its turn, any question waiting first. */
  const offered = (state: S, seat: SeatId, def: AnyOrderDef<S, V>, phase: PhaseSpec): boolean => {
    if (def.kind === 'query' || !def.legal) return false;
    if (gate?.(state, seat, def.verb)) return false;
    if (def.kind === 'standing' || def.anytime) return true;
    if (!phase.active.includes(seat)) return false;
    if (phase.decision) return phase.decision.seat === seat && phase.decision.verb === def.verb;
    if (def.kind === 'answer') return false;
    return !def.phases || def.phases.includes(phase.key);
  };

  return {
    ...rest,
    verbs: verbSpecs(orders as ReadonlyArray<AnyOrderDef<unknown>>),
    orderSchema: orderSchemaOf<O>(orders as ReadonlyArray<AnyOrderDef<unknown>>),
    legalOrders(state: S, seat: SeatId, filter: OrderFilter = {}): OrderHint[] {
      if (rest.outcome(state)) return [];
      const hints: OrderHint[] = [];
      // The phase (and the question waiting, which can take some working out) once per call, not once per order.
      const phase = rest.phase(state);
      for (const def of orders) {
        if (filter.verb && filter.verb !== def.verb) continue;
        if (offered(state, seat, def, phase)) hints.push(...def.legal!(state, seat, filter.options ?? {}));
      }
      return hints;
    },
    apply(state: S, seat: SeatId, order: O, dice: Dice): Result<Applied<S>> {
      const refused = gate?.(state, seat, order.verb);
      if (refused) return err(refused);
      const run = (s: S, by: SeatId, o: O) => dispatch(s, by, o, dice);
      return play ? play(state, seat, order, dice, run) : run(state, seat, order);
    },
    query(state: S, seat: SeatId, order: O) {
      const def = byVerb.get(order.verb);
      if (!def?.answer) return err(`/${order.verb} is an order, not a question.`);
      return def.answer(state, seat, order as never);
    },
  };
}

/**
 * Runs one order's own handler, once it is known to be an order of the game, given when it may be
 * (its phases, the question it answers). `defineGame` applies orders through it; a game that plays
 * a side itself (a bot) plays that side's orders through the same one.
 */
export function orderDispatch<S, O extends { verb: string }, V = unknown>(orders: ReadonlyArray<AnyOrderDef<S, V>>, phase: (state: S) => PhaseSpec, title: string) {
  const byVerb = new Map(orders.map((d) => [d.verb, d]));
  return (state: S, seat: SeatId, order: O, dice: Dice): Result<Applied<S>> => {
    const def = byVerb.get(order.verb);
    if (!def?.apply) return err(`/${order.verb} is not an order of ${title}.`);
    if (def.kind === 'answer' && phase(state).decision?.verb !== def.verb) return err(`Nothing is waiting for /${def.verb} now.`);
    if (def.phases && def.kind !== 'standing' && !def.phases.includes(phase(state).key)) {
      return err(def.outOfPhase?.(state) ?? `/${order.verb} cannot be given now: it is ${phase(state).label}.`);
    }
    return def.apply(state, seat, order as never, dice);
  };
}
