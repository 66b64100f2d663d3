import { z } from 'zod';

/**
 * What a game hides, as stored (docs/state-json.md, `secret`): the sides still setting up in
 * secret, where each hidden character waits, the markers face down and the Jails cell rolled
 * for the deep entrance No. 4.
 */

// Its own copy: state.ts imports this file, so this one may not import state.ts.
const HexSchema = z.object({ q: z.number().int(), r: z.number().int() });

export const MarkerSchema = z.object({
  kind: z.enum(['orb', 'khuzun', 'sun']),
  hex: HexSchema,
  /** The one with the face that matters: the Mauve Orb, Khuzun, the sun. */
  real: z.boolean(),
  owner: z.string().nullable(),
  /** Sides told which is real before it is turned (the owner who chose it). */
  knownTo: z.array(z.string()),
  flip: z.enum(['enter', 'adjacent']),
  /** Turned face up, for everyone: by whom. */
  flipped: z.boolean(),
  flippedBy: z.string().nullable().default(null),
});
export type Marker = z.infer<typeof MarkerSchema>;

export const SecretStateSchema = z.object({
  /** Sides setting up in secret before turn 1, and whether each is done. */
  deployment: z.array(z.object({ side: z.string(), done: z.boolean(), spent: z.number().int().nonnegative().default(0) })).default([]),
  /** Characters off the board for the rules and the other side, and where they wait until seen. */
  hidden: z.array(z.object({ unit: z.string(), hex: HexSchema })).default([]),
  markers: z.array(MarkerSchema).default([]),
  /** The Jails cell of the deep entrance No. 4, rolled at set-up (5.3). */
  entranceFour: z
    .object({ cell: z.number().int().min(1).max(8), hex: HexSchema, knownTo: z.string().nullable(), revealed: z.boolean() })
    .nullable()
    .default(null),
});
export type SecretState = z.infer<typeof SecretStateSchema>;

export const NO_SECRETS: SecretState = { deployment: [], hidden: [], markers: [], entranceFour: null };
