import { z } from 'zod';
import { RollRecordSchema } from '../engine/core/dice.ts';
import { VisibilitySchema } from '../engine/core/events.ts';

/**
 * The game's log as `GET /g/<token>/export.json` serves it (docs/export-format.md): the format
 * others build on, so it is versioned and checked. Every export the server makes parses with it.
 */

export const EXPORT_FORMAT = 'dragonpost-log/1';

export const ExportedEventSchema = z.object({
  /** The event's number in the game's whole log (1, 2, 3…): a viewer who may not see some has gaps. */
  seq: z.number().int().positive(),
  /** The phase it belongs to (PhaseRecord's index, 1 is the first); null while that phase is still under way. */
  phase: z.number().int().positive().nullable(),
  type: z.string(),
  /** The log line as the thread posted it (`**bold**` as Discord's markdown). */
  text: z.string(),
  /** Who may see it: on a seat's export and the reveal only (on the public one every event is for all). */
  visibleTo: VisibilitySchema.optional(),
  /** Each die rolled for it, as stored. */
  rolls: z.array(RollRecordSchema).optional(),
});

export const GameExportSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  /** Whose export it is: the public's, one seat's, or the game master's (the reveal, after the end). */
  viewer: z.discriminatedUnion('kind', [z.object({ kind: z.literal('public') }), z.object({ kind: z.literal('gm') }), z.object({ kind: z.literal('seat'), seat: z.string() })]),
  game: z.object({
    id: z.string(),
    module: z.string(),
    title: z.string(),
    scenario: z.string(),
    scenarioTitle: z.string(),
    status: z.enum(['open', 'running', 'paused', 'ended']),
  }),
  seats: z.array(z.object({ id: z.string(), label: z.string(), player: z.string().nullable() })),
  /**
   * Every ended phase, in order; `view` is the board as it ended, as this viewer sees it (the
   * module's `view(snapshot, viewer)`, the shape `now` has), never the state itself.
   */
  phases: z.array(z.object({ index: z.number().int().positive(), turn: z.number().int(), label: z.string(), view: z.unknown().optional() })),
  /** A fork (/game fork): the game it was made from, and the phase whose end it started from. */
  forkOf: z.object({ game: z.string(), phase: z.number().int().positive() }).optional(),
  dice: z.object({
    /** SHA-256 of the seed, posted when the game opened. */
    commitment: z.string(),
    /** The seed and how many seeded rolls the game used: once the game is over only. */
    seed: z.string().optional(),
    cursor: z.number().int().nonnegative().optional(),
    forcedAllowed: z.boolean().optional(),
  }),
  events: z.array(ExportedEventSchema),
  /**
   * The board as it stands, as this viewer sees it: the module's `view(state, viewer)` (its own
   * shape, one per module), never the state itself. Absent before the game has a board.
   */
  now: z.unknown().optional(),
});

export type GameExport = z.infer<typeof GameExportSchema>;
export type ExportedEvent = z.infer<typeof ExportedEventSchema>;
