import { z } from 'zod';
import { SealedSchema } from '../../core/sealed.ts';

/**
 * A game of Dragon Pass as it stands: the contract the turn's parts are written against (the
 * plan: docs/dragon-pass.md "The plan"). Plain JSON, parsed with this schema when read. The two
 * seats are the sides, `lunar` and `sartar`; the independents are no seat: a side moves an
 * independent's counters once it has allied.
 *
 * The sequence is WB&RM's (GAPS A1): each game-turn opens with the optional random event, the
 * weather and the Moon's phase; then each side in turn plays a player-turn of six phases
 * (random movement, diplomacy, movement, exotic abilities, combat, rally). Event 11 swaps who
 * plays first.
 */

export const SIDE_SEATS = ['lunar', 'sartar'] as const;
export type SideSeat = (typeof SIDE_SEATS)[number];

/** The phases of a player-turn, in order (GAPS A1 1-6). */
export const PLAYER_PHASES = ['random-movement', 'diplomacy', 'movement', 'exotic', 'combat', 'rally'] as const;
export type PlayerPhase = (typeof PLAYER_PHASES)[number];

/** The combat phase's three steps, in the order the rules fight them (GAPS A1 5): magic, then missile fire, then melee. */
export const COMBAT_STEPS = ['magic', 'missile', 'melee'] as const;
export type CombatStep = (typeof COMBAT_STEPS)[number];

/**
 * The keys of the phase map (`turn/phases.ts`): the game-turn's opening (random event, weather,
 * Moon, diplomacy points), then each player-turn's phases with combat split into its three steps.
 */
export const PHASE_KEYS = ['game-turn', 'bid', 'random-movement', 'diplomacy', 'movement', 'exotic', 'magic', 'missile', 'melee', 'rally'] as const;
export type PhaseKey = (typeof PHASE_KEYS)[number];

/** Where a counter is: on a hex (by its label, `M9`), in or out of the hex's structure; off the map waiting to arrive; eliminated. */
export const WhereSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('hex'),
    hex: z.string(),
    /** In the hex's structure (only those in get its bonus: FACTS §3.2); false where the hex has none. */
    inside: z.boolean(),
  }),
  /** Not yet on the map: an independent before it allies, a unit an event or table brings later. */
  z.object({ kind: z.literal('off-map') }),
  z.object({ kind: z.literal('eliminated') }),
]);
export type Where = z.infer<typeof WhereSchema>;

/** One counter in play: its counter in the forces data (`forces/`), whose it is now, where, and its state. */
export const PieceSchema = z.object({
  /** The instance: `<counter id>-<n>` (`lunar-regular-infantry-3`). */
  id: z.string(),
  counter: z.string(),
  /** A side, or the independent it still belongs to (by its id in the forces data). */
  owner: z.string(),
  at: WhereSchema,
  /** Disrupted by combat until it rallies (GAPS A1 phase 6). */
  disrupted: z.boolean(),
});
export type Piece = z.infer<typeof PieceSchema>;

/** An independent: unallied, or allied to a side (Major Independents Table; an emissary for a minor one). */
export const IndependentStateSchema = z.object({
  allied: z.enum(SIDE_SEATS).nullable(),
  /** The diplomacy points each side has spent on it so far (the table compares them). */
  points: z.record(z.string(), z.number().int().min(0)),
});

/**
 * A record with its keys in one fixed order (by name, numbers as numbers: `x-2` before `x-10`).
 * Postgres's JSONB keeps keys in an order of its own, so a state read back would otherwise list
 * its pieces differently from the state it was, and whatever goes through them in order (the
 * default casualties, the bot's choices) would differ between a game played and its replay.
 */
export function inKeyOrder<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true })));
}

export const DpStateSchema = z.object({
  game: z.literal('dragon-pass'),
  scenario: z.string(),
  /** Options: the random events (on by default, FACTS §3), the Bat Hunger swap. */
  options: z.object({ randomEvents: z.boolean(), batHungerSwap: z.boolean() }),
  /** The game-turn (1 to the scenario's last), its weather and the Red Moon's phase (`tables/bat-hunger.ts` ids). */
  gameTurn: z.number().int().min(1),
  lastTurn: z.number().int().min(1),
  weather: z.enum(['fair', 'rain']),
  moon: z.string(),
  /** The order of the player-turns this game-turn (event 11 swaps it). */
  order: z.array(z.enum(SIDE_SEATS)).length(2),
  /**
   * Where the game-turn stands: its opening (`game-turn`, `bid` while event 12's bids are sealed),
   * or a player-turn's phase with whose it is (`side`: null in the opening). `done` lists the
   * pieces that have moved (movement) or attacked (a combat step) in this phase; the hexes
   * attacked in melee are the phase's `activity` (combat/record.ts `attackedInMelee`).
   */
  turn: z.object({
    side: z.enum(SIDE_SEATS).nullable(),
    phase: z.enum(PHASE_KEYS),
    done: z.array(z.string()),
  }),
  /** What the phase under way has done, for its picture: each move (from, to) and each attack (from, at, kind). Cleared as a phase begins. */
  activity: z.object({
    moves: z.array(z.object({ side: z.enum(SIDE_SEATS), from: z.string(), to: z.string() })),
    attacks: z.array(z.object({ side: z.enum(SIDE_SEATS), from: z.array(z.string()), at: z.string(), kind: z.enum(COMBAT_STEPS) })),
  }),
  /** Each side's diplomacy points received and not yet assigned (the scenario's schedule, less any debt paid). Seen only by its side. */
  dp: z.record(z.enum(SIDE_SEATS), z.number().int().min(0)),
  /** This game-turn only: the glowline is out (event 31); these groups may not move (event 41: `barbarian-horde`). */
  glowlineOut: z.boolean(),
  held: z.array(z.string()),
  /** Pieces an event took away, each back on the game-turn named (event 36: the Red Emperor). */
  away: z.array(z.object({ piece: z.string(), back: z.number().int(), edge: z.string(), within: z.string() })),
  pieces: z.record(z.string(), PieceSchema).transform(inKeyOrder),
  independents: z.record(z.string(), IndependentStateSchema).transform(inKeyOrder),
  /** A diplomacy assignment or a sealed bid (event 12) under way: each side's choice sealed until both are in. */
  sealed: z.object({ what: z.literal('bid'), for: z.string(), choices: SealedSchema, caps: z.record(z.enum(SIDE_SEATS), z.number().int().min(0)) }).nullable(),
  /** Each side's private ledger: debts (the Dragonewt debt of event 12) and what it has promised. Seen only by its side. */
  ledgers: z.record(z.enum(SIDE_SEATS), z.array(z.object({ what: z.string(), owed: z.number().int().min(0), to: z.string() }))),
  /** Players the bot plays. */
  bot: z.array(z.enum(SIDE_SEATS)),
  ended: z.object({ winners: z.array(z.enum(SIDE_SEATS)), reason: z.string() }).nullable(),
});
export type DpState = z.infer<typeof DpStateSchema>;
