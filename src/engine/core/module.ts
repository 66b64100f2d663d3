import type { ZodType } from 'zod';
import type { Dice, RollRecord } from './dice.ts';
import type { GameEvent, SeatId, Viewer } from './events.ts';
import type { Result } from './result.ts';
import type { Scene } from '../scene/scene.ts';

/**
 * The contract every game module fulfils. One plain object per game.
 *
 * The five games differ in board (hexes, squares, none), in seats (two sides, many players, a
 * game master), in turn structure (I-go-you-go with interrupts, simultaneous secret choices,
 * card play, a GM answering searches) and in what is hidden. The contract carries all of them:
 * - `phase()` says who may act now and whether they act in turn or all at once;
 * - a `decision` in the phase is an interrupt: one seat must answer before play goes on;
 * - events carry their own visibility, and `view()` is the only thing a renderer ever sees;
 * - orders are parsed by the module's zod schema, then validated and adjudicated by `apply`.
 */
export interface GameModule<S, O, V = unknown> {
  id: string;
  title: string;
  summary: string;
  scenarios: ScenarioSpec[];
  seats(scenarioId: string): SeatSpec[];
  setup(input: SetupInput, dice: Dice): Result<S>;
  /**
   * What happens before anyone acts, logged like an order: a game whose first turn opens with
   * automatic steps (cards shuffled and dealt, an initiative roll, a card turned face up) plays
   * them here, once, right after `setup`, so each has its event and `/dice verify` can recompute it.
   */
  begin?(state: S, dice: Dice): Applied<S>;
  /**
   * A fork (/game fork) starts from a past phase's state with new dice. Whatever that state holds
   * of the old dice's future (the order of a draw pile) is drawn again here from the new ones,
   * logged like an order, so that playing the fork tells nothing of what the game it came from
   * will draw.
   */
  forked?(state: S, dice: Dice): Applied<S>;
  /** Parses a stored state (JSON from the store) back into the module's state. */
  stateSchema: ZodType<S>;
  phase(state: S): PhaseSpec;
  /** The verbs players type (`/move`, `/attack`...), with their options, for commands and autocomplete. */
  verbs: VerbSpec[];
  /** A discriminated union on `verb`: the raw options of a command are parsed by this. */
  orderSchema: ZodType<O>;
  /** What `seat` can do now, optionally narrowed to one verb and the options already chosen. */
  legalOrders(state: S, seat: SeatId, filter?: OrderFilter): OrderHint[];
  apply(state: S, seat: SeatId, order: O, dice: Dice): Result<Applied<S>>;
  /** What happens for `seat` when its deadline passes. */
  defaultOrders(state: S, seat: SeatId): O[];
  /** What `viewer` may see: the only input to the renderer. */
  view(state: S, viewer: Viewer): V;
  /** How a view is drawn: a hex or square board, or a panel of dice, cards or forces. No picture, no image. */
  picture?(view: V): Scene;
  /**
   * `/game map area:`: the same view narrowed to a part of the map (a nation, a hex and the hexes
   * round it), for a zoomed picture; or one line saying what may be asked for. A game whose map
   * has no areas leaves it out.
   */
  focus?(view: V, area: string): Result<V>;
  /** Answers a query verb for `seat` (a line of fire, say): a line of text and a view to draw. */
  query?(state: S, seat: SeatId, order: O): Result<{ text: string; view: V }>;
  outcome(state: S): Outcome | null;
  /** The facts a viewer must not learn yet, for leak tests and log scrubbing. */
  secrets?(state: S, viewer: Viewer): string[];
  /** What carries from one game of a campaign to the next, for games that have campaigns. */
  campaign?: CampaignRules<S>;
  /**
   * For `/dice verify`: the result the rules read for a roll from what it records (its table, row,
   * column and total), in the words the roll's `result` uses; undefined where the record cannot
   * tell. A result edited in the log then no longer matches.
   */
  rereadRoll?(state: S, roll: RollRecord): string | undefined;
  /**
   * `/game export scenario`: the position as a new scenario file's text, named `id`, or one line
   * saying why it cannot be saved (what the rules still hide, what a scenario cannot say).
   */
  exportScenario?(state: S, id: string): Result<string>;
}

/**
 * A campaign's memory: what one game hands to the next (survivors, gold, levels). The service
 * keeps it on the campaign, gives it to `setup` as `SetupInput.carried`, and asks for the new
 * value when a game of the campaign ends.
 */
export interface CampaignRules<S, C = unknown> {
  /** Parses what is stored on the campaign. */
  schema: ZodType<C>;
  /** What a new campaign starts with. */
  initial(): C;
  /** What carries on once `state` (a finished game) is over. */
  carry(state: S, previous: C): C;
  /** Lines for the campaign's pinned card: where it stands, what carries over. */
  describe(carried: C): string[];
}

export interface SetupInput {
  scenarioId: string;
  options: Record<string, unknown>;
  /** Which seats are filled, in the order they were taken. */
  seats: SeatId[];
  /** In a campaign, what the games before this one handed on (parsed by `campaign.schema`). */
  carried?: unknown;
  /** Who holds each filled seat, by name: a campaign remembers who plays which hero. */
  players?: Record<SeatId, string>;
}

export interface ScenarioSpec {
  id: string;
  title: string;
  summary: string;
  /** The board it is played on, for the card. */
  board?: string;
  turns?: number;
}

export interface SeatSpec {
  id: SeatId;
  label: string;
  role: 'side' | 'player' | 'gm';
  /** A seat the game can run without, such as a GM the bot can stand in for. */
  optional?: boolean;
}

export interface PhaseSpec {
  /** Stable key of the phase in the module's phase map. */
  key: string;
  /** "Turn 3 · Rebels · Movement" reads from these. */
  label: string;
  turn: number;
  /** Whose phase it is (the side moving), even while another seat answers a decision. */
  owner?: SeatId;
  /** Who may give orders right now. */
  active: SeatId[];
  mode: 'sequential' | 'simultaneous';
  /** An interrupt: one seat must answer before play goes on. */
  decision?: DecisionSpec;
  ended?: boolean;
}

export interface DecisionSpec {
  seat: SeatId;
  /** What is asked, in one line, for the DM or the ephemeral prompt. */
  prompt: string;
  /** Whether the question itself must stay private to that seat. */
  secret: boolean;
  /** The verb that answers it. */
  verb: string;
  /** What another order of that seat is told meanwhile; "First answer: <prompt>." by default. */
  refusal?: string;
}

export interface VerbSpec {
  name: string;
  description: string;
  options: VerbOption[];
  /** A standing order a seat may give in or out of turn (reactions): it never moves play on. */
  anytime?: boolean;
  /** A question, not an order: answered by `query`, nothing is stored. */
  query?: boolean;
  /** The rules' chapter it belongs to, for grouping a large game's orders (see order-def.ts). */
  group?: string;
  /** How it is written on a line of an order message: `{unit} {to}`. */
  line?: string;
}

export interface VerbOption {
  name: string;
  description: string;
  /**
   * How the value is typed and autocompleted. `units` is a comma-separated list; `hex` and `hexes`
   * name board positions (hexes, or squares); `name` is anything else the game names and offers
   * from its legal orders (an item, a door, a room); `text` is free and never autocompleted.
   */
  type: 'unit' | 'units' | 'hex' | 'hexes' | 'name' | 'text' | 'integer' | 'choice' | 'yesno';
  required: boolean;
  choices?: Array<{ name: string; value: string }>;
}

export interface OrderFilter {
  verb?: string;
  options?: Record<string, string>;
}

/** One legal order, as a command could spell it. */
export interface OrderHint {
  verb: string;
  options: Record<string, string>;
  label: string;
}

/** A state the phase passed through: taken when a phase ended, before the next one began. */
export interface Checkpoint<S> {
  turn: number;
  phaseKey: string;
  label: string;
  state: S;
}

export interface Applied<S> {
  state: S;
  events: GameEvent[];
  /** One per phase that ended during this order, in order. */
  checkpoints: Checkpoint<S>[];
}

export interface Outcome {
  winners: SeatId[];
  reason: string;
}

// Modules are stored in one registry whatever their state and order types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameModule = GameModule<any, any, any>;
