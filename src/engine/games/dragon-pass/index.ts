import { z } from 'zod';
import type { Dice } from '../../core/dice.ts';
import type { Viewer } from '../../core/events.ts';
import { defineGame, orderDispatch } from '../../core/game.ts';
import type { Applied, GameModule, SetupInput } from '../../core/module.ts';
import type { OrdersOf } from '../../core/order-def.ts';
import { err, ok, type Result } from '../../core/result.ts';
import type { PassBook } from './book.ts';
import { playBots } from './bot/play.ts';
import { attackOrder } from './combat/attack.ts';
import { bidOrder, bidDefault } from './events/bid.ts';
import { moveOrder } from './movement/move.ts';
import { passPicture } from './picture.ts';
import { passSecrets } from './secrets.ts';
import { setupPass } from './setup.ts';
import { DpStateSchema, SIDE_SEATS, type DpState, type SideSeat } from './state.ts';
import { rereadTableRoll } from './tables/reread.ts';
import { playerTurnOrders } from './turn/orders.ts';
import { beginGame, endThisPhase, phaseOf } from './turn/phases.ts';
import { passView, type DpView } from './view.ts';
import { SIDE_NAMES } from './words.ts';

/**
 * Dragon Pass (Chaosium 1981, after White Bear & Red Moon): the Lunar Empire against Sartar on an
 * original map of the pass, every table of the seed as data, diplomacy in secret. The module is
 * built by this pure factory from the book (map, forces, tables, rules of play, scenarios); the
 * rules live in their chapters' folders (events, diplomacy, movement, combat, turn).
 */

/** The game's options (`/game new … options:`). */
export const DpOptionsSchema = z.object({
  /** The random events (FACTS 3.3: an option, on by default); the scenario says which by default. */
  events: z.enum(['on', 'off']).optional(),
  /** The Bat Hunger table's last two labels swapped (FACTS 3.2), off by default. */
  'bat-swap': z.enum(['on', 'off']).default('off'),
  /** The side the bot plays, when only one player takes a seat. */
  bot: z.enum([...SIDE_SEATS, 'none']).default('none'),
});

function makeOrders(book: PassBook) {
  return [...playerTurnOrders(book), moveOrder(book), attackOrder(book), bidOrder(book)] as const;
}
export type DpOrder = OrdersOf<ReturnType<typeof makeOrders>>;
export type DragonPass = GameModule<DpState, DpOrder>;

export function createDragonPass(book: PassBook): DragonPass {
  const orders = makeOrders(book);
  const dispatch = orderDispatch<DpState, DpOrder>(orders, phaseOf, 'Dragon Pass');
  const picture = passPicture(book);

  // After every order, a player's or the bot's: once event 12's bids are revealed, play runs on.
  const afterOrder = (done: Result<Applied<DpState>>, dice: Dice): Result<Applied<DpState>> => {
    if (!done.ok || done.value.state.turn.phase !== 'bid' || done.value.state.sealed) return done;
    const on = endThisPhase(book, done.value.state, dice);
    return ok({ state: on.state, events: [...done.value.events, ...on.events], checkpoints: [...done.value.checkpoints, ...on.checkpoints] });
  };
  const botsPlay = (state: DpState, dice: Dice): Applied<DpState> =>
    playBots(
      book,
      state,
      (s, seat, order) => {
        const parsed = game.orderSchema.safeParse(order);
        return parsed.success ? afterOrder(dispatch(s, seat, parsed.data, dice), dice) : err(parsed.error.issues[0]?.message ?? 'unreadable order');
      },
      (s, seat, verb) => game.legalOrders(s, seat, { verb }),
    );

  const game: DragonPass = defineGame<DpState, DpOrder>({
    id: 'dragon-pass',
    title: 'Dragon Pass',
    summary: 'The Lunar Empire against Sartar in the pass: diplomacy in secret, magic by the Red Moon, the random events.',
    scenarios: book.scenarios.map((s) => ({ id: s.id, title: s.title, summary: s.summary, board: book.map.name, turns: s.turns })),
    stateSchema: DpStateSchema,
    orders,
    // Two sides; one may be left to the bot (options: bot=lunar|sartar).
    seats: () => SIDE_SEATS.map((id) => ({ id, label: SIDE_NAMES[id], role: 'side' as const, optional: true })),

    setup(input: SetupInput): Result<DpState> {
      const scenario = book.scenarios.find((s) => s.id === input.scenarioId);
      if (!scenario) return err(`No scenario ${input.scenarioId}. Scenarios: ${book.scenarios.map((s) => s.id).join(', ')}.`);
      const options = DpOptionsSchema.safeParse(input.options ?? {});
      if (!options.success) return err(`Options: ${options.error.issues[0]?.path.join('.') || 'options'}: ${options.error.issues[0]?.message}; allowed: events=on|off, bat-swap=on|off, bot=lunar|sartar.`);
      const bot: SideSeat[] = options.data.bot === 'none' ? SIDE_SEATS.filter((s) => !input.seats.includes(s)) : [options.data.bot];
      if (bot.some((s) => input.seats.includes(s))) return err(`The bot cannot play ${bot.join(', ')}: a player holds that side.`);
      if (bot.length > 1) return err('Dragon Pass needs at least one player: take the Lunar or the Sartar seat.');
      return ok(setupPass(scenario, book.forces, book.map, {
        bot,
        batHungerSwap: options.data['bat-swap'] === 'on',
        ...(options.data.events ? { randomEvents: options.data.events === 'on' } : {}),
      }));
    },

    phase: phaseOf,
    // The first game-turn opens (its event rolled) as the game begins; then the bot plays if the game waits on it.
    begin(state, dice) {
      const opened = beginGame(book, state, dice);
      const after = botsPlay(opened.state, dice);
      return { state: after.state, events: [...opened.events, ...after.events], checkpoints: [...opened.checkpoints, ...after.checkpoints] };
    },
    play(state, seat, order, dice, dispatched) {
      const done = afterOrder(dispatched(state, seat, order), dice);
      if (!done.ok) return done;
      const after = botsPlay(done.value.state, dice);
      return ok({ state: after.state, events: [...done.value.events, ...after.events], checkpoints: [...done.value.checkpoints, ...after.checkpoints] });
    },
    gate: (state, seat) => (state.bot.includes(seat as SideSeat) ? `The bot plays ${SIDE_NAMES[seat as SideSeat]}.` : undefined),
    view: (state: DpState, viewer: Viewer) => passView(book, state, viewer),
    picture: (view) => picture(view as DpView),
    outcome: (state) => (state.ended ? { winners: state.ended.winners, reason: state.ended.reason } : null),
    secrets: (state, viewer) => passSecrets(book, state, viewer),
    rereadRoll: (_state, roll) => rereadTableRoll(book.tables, roll),
    // At a deadline: no bid, and the phase under way ends (a stack that has not moved stands; no attack but what melee owes).
    defaultOrders: (state, seat) => {
      const phase = phaseOf(state);
      if (!phase.active.includes(seat)) return [];
      if (phase.key === 'bid') return [bidDefault() as DpOrder];
      return [{ verb: 'done' } as DpOrder];
    },
  });
  return game;
}
