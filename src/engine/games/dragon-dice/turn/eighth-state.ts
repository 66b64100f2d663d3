import { z } from 'zod';

/**
 * The eighth-face phase waiting on a choice (SFR 11 phase 2, SFR 15; v4 only): the terrains the
 * player whose turn begins holds and has still to resolve, and the question now put. A City asks its
 * holder to recruit or promote; a Temple asks its holder to name another player, then that player
 * which unit of his DUA he buries.
 */
export const EighthAskSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('city'), terrain: z.string() }),
  z.object({ kind: z.literal('temple'), terrain: z.string() }),
  z.object({ kind: z.literal('burial'), terrain: z.string(), seat: z.string() }),
]);
export type EighthAsk = z.infer<typeof EighthAskSchema>;

export const EighthPhaseSchema = z.object({
  /** Held City and Temple terrains still to resolve after the one asked, in the terrains' order. */
  left: z.array(z.string()),
  ask: EighthAskSchema,
});
export type EighthPhase = z.infer<typeof EighthPhaseSchema>;
