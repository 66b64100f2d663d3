import { z } from 'zod';

/**
 * What a Dragon Noir campaign hands from one game to the next (docs/state-json.md, "Campaign"):
 * which campaign and how far, each result, who has fallen (they stay dead for the rest of the
 * volume), the wounds each survivor ended with, the games each character fought, the
 * spellcasters' levels for the next volume (3 intro), and `extra`, kept for the DN2 campaign
 * (the Krobs' reserve, the prisoner's cell) so it can plug in without a new shape.
 */
export const CarriedSchema = z.object({
  /** The campaign being played; null until its first game ends. */
  campaign: z.string().nullable(),
  played: z.array(z.object({ campaign: z.string(), scenario: z.string(), winners: z.array(z.string()), reason: z.string() })),
  /** Character ids dead in this volume's campaign. */
  fallen: z.array(z.string()),
  /** Wounds each survivor ended his last game with (a scenario that keeps wounds reads them). */
  wounds: z.record(z.string(), z.number().int().positive()),
  /** Games each character has fought in, for the card. */
  fought: z.record(z.string(), z.number().int().positive()),
  /** Spellcasters' levels once a volume's campaign is over, for the next volume. */
  levels: z.record(z.string(), z.union([z.literal(1), z.literal(2)])),
  extra: z.record(z.string(), z.unknown()).default({}),
});
export type Carried = z.infer<typeof CarriedSchema>;

export const NOTHING_CARRIED: Carried = { campaign: null, played: [], fallen: [], wounds: {}, fought: {}, levels: {}, extra: {} };
