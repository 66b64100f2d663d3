import { z } from 'zod';
import type { Viewer } from '../../core/events.ts';
import type { Dice } from '../../core/dice.ts';
import { defineGame, orderDispatch } from '../../core/game.ts';
import type { Applied, GameModule, SetupInput } from '../../core/module.ts';
import { openSealed, waitingFor } from '../../core/sealed.ts';
import { err, ok, type Result } from '../../core/result.ts';
import { botsToAct } from './bot/acting.ts';
import { botOrders } from './bot/choose.ts';
import { autoplayOrders } from './bot/orders.ts';
import { playBots, type BotRun } from './bot/turns.ts';
import type { DiceBook } from './dice/read.ts';
import { RULESETS } from './dice/types.ts';
import { dragonDiceOrders, type DdOrder } from './orders.ts';
import type { DdScenario } from './scenario.ts';
import { dragonDiceSecrets } from './secrets.ts';
import { ddView, type DdView } from './view.ts';
import { ddPicture } from './picture.ts';
import { DICE_POOLS } from './setup/forces.ts';
import { DdStateSchema, type DdState } from './state.ts';
import { settle } from './turn/flow.ts';
import { phaseOf } from './turn/phase.ts';
import { defaultPlace } from './setup/place.ts';
import { actionDefault } from './actions/answers.ts';
import { dragonDefaults } from './dragons/start.ts';
import { magicDefaults } from './magic/start.ts';
import { playerName } from './words.ts';
import { eighthDefault } from './turn/eighth.ts';

/**
 * Dragon Dice (TSR 1996; the current publisher's v4.01): armies of dice at terrains. The module is
 * built from the dice data (the DiceBook) and the scenarios (force sizes) by this pure factory; the
 * rules live in their chapters' folders (setup, turn, rolls, actions, magic, dragons).
 */

export const SEATS = ['p1', 'p2', 'p3', 'p4'] as const;

/** The game's options (`/game new … options:`): the ruleset, and a force size other than the scenario's. */
export const DdOptionsSchema = z.object({
  ruleset: z.enum(RULESETS).default('v4'),
  force: z.coerce.number().int().min(3, 'a force of at least 3 points (three armies of one unit)').max(60, 'a force of at most 60 points').optional(),
  /** The bot plays this many seats more, the first ones nobody took (bot/). */
  bots: z.coerce.number().int().min(0).max(3, 'at most 3 bots (4 players in all)').optional(),
  /** The dice the players build from: the four base races (`base`), or every species with its monsters (`all`). */
  dice: z.enum(DICE_POOLS).default('base'),
});

/** The module: what each viewer sees is `view.ts`'s, drawn by `picture.ts`. */
export type DragonDice = GameModule<DdState, DdOrder>;

export function createDragonDice(book: DiceBook, scenarios: readonly DdScenario[]): DragonDice {
  const byId = new Map(scenarios.map((s) => [s.id, s]));
  // The bot (bot/): its seats' orders go through the game's schema and dispatch, then the rules after them, as a player's do.
  const orders = [...dragonDiceOrders(book), ...autoplayOrders((state, seat, dice) => {
    if (!botsToAct(state).length) return err(`The bot has nothing to play now: ${phaseOf(state).label}.`);
    if (state.bot.includes(seat)) return err('The bot plays this seat.');
    return ok(botsPlay(state, dice));
  })];
  const dispatch = orderDispatch<DdState, DdOrder>(orders, phaseOf, 'Dragon Dice');
  const afterOrder = (done: Result<Applied<DdState>>, dice: Dice): Result<Applied<DdState>> => {
    if (!done.ok) return done;
    const settled = settle(book, done.value.state, dice);
    return ok({ state: settled.state, events: [...done.value.events, ...settled.events], checkpoints: done.value.checkpoints });
  };
  const botsPlay = (state: DdState, dice: Dice): BotRun =>
    playBots(book, state, dice, (s, seat, order) => {
      const parsed = game.orderSchema.safeParse(order);
      return parsed.success ? afterOrder(dispatch(s, seat, parsed.data, dice), dice) : err(parsed.error.issues[0]?.message ?? 'unreadable order');
    });
  const game: DragonDice = defineGame<DdState, DdOrder>({
    id: 'dragon-dice',
    title: 'Dragon Dice',
    summary: 'Armies of dice at terrains: build in secret, maneuver against secret counter-maneuvers, capture two terrains.',
    scenarios: scenarios.map((s) => ({ id: s.id, title: s.title, summary: s.summary })),
    stateSchema: DdStateSchema,
    orders,
    // 2 to 4 players (FACTS §2.4): seats 2 to 4 may stay empty, for the bot may take them (one player against the bot).
    seats: () => SEATS.map((id, i) => ({ id, label: playerName(id), role: 'player' as const, ...(i >= 1 ? { optional: true } : {}) })),

    setup(input: SetupInput): Result<DdState> {
      const scenario = byId.get(input.scenarioId);
      if (!scenario) return err(`No scenario ${input.scenarioId}. Scenarios: ${[...byId.keys()].join(', ')}.`);
      const options = DdOptionsSchema.safeParse(input.options ?? {});
      if (!options.success) return err(`Options: ${options.error.issues[0]?.path.join('.') || 'options'}: ${options.error.issues[0]?.message}; allowed: ruleset=v4|1996, force=3-60, bots=0-3, dice=base|all.`);
      const bot = SEATS.filter((s) => !input.seats.includes(s)).slice(0, options.data.bots ?? 0);
      const players = SEATS.filter((s) => input.seats.includes(s) || bot.includes(s));
      if (players.length < 2) return err(`Dragon Dice needs 2 to 4 players: ${players.length} would play. Let another player join, or let the bot play the empty seats with options: bots=1 to 3.`);
      return ok({
        game: 'dragon-dice',
        ruleset: options.data.ruleset,
        ...(options.data.dice === 'all' ? { dice: 'all' as const } : {}),
        force: options.data.force ?? scenario.force,
        players,
        units: {},
        dragons: {},
        terrains: [],
        setup: { step: 'build', terrains: {}, builds: openSealed('army build', players), orderRoll: null, first: null },
        turn: null,
        action: null,
        dragonAttack: null,
        effects: [],
        bot,
        ended: null,
      });
    },

    phase: phaseOf,
    // The bot builds as the game begins, with everyone else.
    begin: (state, dice) => (botsToAct(state).length ? botsPlay(state, dice) : { state, events: [], checkpoints: [] }),
    // After every order (the other parts' too): the steps nobody acts in are passed, captures and victory checked; then the bot's seats play if the game waits on them.
    play(state, seat, order, dice, dispatched) {
      const done = afterOrder(dispatched(state, seat, order), dice);
      if (!done.ok || order.verb === 'autoplay' || !botsToAct(done.value.state).length) return done;
      const after = botsPlay(done.value.state, dice);
      return ok({ state: after.state, events: [...done.value.events, ...after.events], checkpoints: [...done.value.checkpoints, ...after.checkpoints] });
    },
    view: (state: DdState, viewer: Viewer) => ddView(book, state, viewer),
    picture: (view) => ddPicture(view as DdView),
    outcome: (state) => (state.ended ? { winners: state.ended.winners, reason: state.ended.reason } : null),
    secrets: (state, viewer) => dragonDiceSecrets(book, state, viewer),
    // A bot's seat left waiting (every choice refused) gets the bot's first choice at the deadline.
    defaultOrders: (state, seat) => (state.bot.includes(seat) ? botOrders(book, state, seat).slice(0, 1) : defaultsFor(book, state, seat)),
  });
  return game;
}

/**
 * What a silent seat does at its deadline: a random legal build, no counter-maneuver, to play
 * first (v4's winner of the roll for order), its own proposed frontier, the eighth-face phase's
 * default (turn/eighth.ts: a City promotes, else recruits; a Temple names the fullest DUA; its
 * smallest unit buried), its horde at the next player's home and its campaign army at the frontier if it may, the die turned up (down from the eighth face), no action, pass; and
 * the other parts' own defaults for their questions (the nearest dragon target, no spell, the
 * cheapest casualties, a counter-attack).
 */
export function defaultsFor(book: DiceBook, state: DdState, seat: string): DdOrder[] {
  if (state.ended) return [];
  const phase = phaseOf(state);
  if (!phase.active.includes(seat)) return [];
  switch (phase.key) {
    case 'build':
      return state.setup.builds && waitingFor(state.setup.builds).includes(seat) ? [{ verb: 'build' }] : [];
    case 'order-choice':
      return [{ verb: 'choose', take: 'first' }];
    case 'frontier':
      return [{ verb: 'frontier', of: seat }];
    case 'eighth-face': {
      const answer = eighthDefault(book, state, seat);
      return answer ? [answer] : [];
    }
    case 'place': {
      const at = defaultPlace(state, seat);
      return at ? [{ verb: 'place', at }] : [];
    }
    case 'counter':
      return [{ verb: 'counter', answer: false }];
    case 'direction': {
      const face = state.terrains.find((t) => t.id === state.turn?.march?.army.at)?.face ?? 1;
      return [{ verb: 'turn', way: face === 8 ? 'down' : 'up' }];
    }
    case 'action':
      return [{ verb: 'action', kind: 'none' }];
    case 'march':
    case 'reinforce':
    case 'retreat':
      return [{ verb: 'done' }];
    case 'dragon-attack':
      return dragonDefaults(book, state, seat);
    case 'action-under-way': {
      const magic = magicDefaults(state, seat);
      if (magic.length) return magic;
      const answer = actionDefault(book, state);
      return answer?.seat === seat ? [answer.order] : [];
    }
    default:
      return [];
  }
}
