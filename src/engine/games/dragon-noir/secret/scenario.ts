import { z } from 'zod';

/**
 * What a scenario may hide (checklist 1.8): a side that sets up in secret (DN1 scenario 2's
 * placement on the Watermill, DN2 scenario 2's Krobs bought with 30 points into holding boxes),
 * markers laid face down (Orb?, Khuzun?, Sun?, 1.53), and who knows the Jails cell of the deep
 * entrance No. 4 (5.3). These fields join the scenario format (scenario.ts).
 */

const LabelSchema = z.string().regex(/^[A-Za-z]{1,2}\d{1,3}$/, 'a hex label such as F10');

/** When the characters a side set up in secret are seen (besides acting, or an enemy walking into them). */
export const RevealSchema = z.object({
  /** A standing enemy who has a clear line of sight to him within this many hexes sees him; 0: never by sight. */
  sight: z.number().int().nonnegative().default(0),
  /** At the start of this game turn every one still hidden is revealed. */
  turn: z.number().int().positive().optional(),
});
export type Reveal = z.infer<typeof RevealSchema>;

export const DeploymentSchema = z.object({
  side: z.string(),
  /** Where the side may place its characters: listed hexes, a map area, or whole columns ("M-X"). Without any, anywhere. */
  hexes: z.array(LabelSchema).min(1).optional(),
  area: z.string().optional(),
  columns: z
    .string()
    .regex(/^[A-Za-z]{1,2}-[A-Za-z]{1,2}$/, 'columns like M-X')
    .optional(),
  /** Holding boxes (DN2 scenario 2): named groups of hexes; a character put in a box by name takes its first free hex. */
  boxes: z.array(z.object({ name: z.string().regex(/^[a-z0-9-]+$/, 'a box name in lower case, like box-3'), hexes: z.array(LabelSchema).min(1) })).optional(),
  /**
   * Buying (5.15.1): the points the side spends, and what each counter of its pool costs. The
   * side's `setup` list is then the purchase made for it if its deadline passes.
   */
  points: z.number().int().positive().optional(),
  pool: z.array(z.object({ character: z.string(), cost: z.number().int().positive() })).optional(),
  reveal: RevealSchema.default({ sight: 0 }),
});
export type Deployment = z.infer<typeof DeploymentSchema>;

/** The hidden markers of 1.53, as the box holds them: how many, and what the real one's face shows. */
export const MARKER_KINDS = {
  orb: { label: 'Orb?', count: 3, real: 'the Mauve Orb', object: 'Mauve Orb' },
  khuzun: { label: 'Khuzun?', count: 8, real: 'Khuzun the prisoner', object: 'Khuzun' },
  sun: { label: 'Sun?', count: 4, real: 'the sun: the way up', object: 'Sun' },
} as const;
export type MarkerKind = keyof typeof MARKER_KINDS;

export const MarkerSetSchema = z.object({
  kind: z.enum(['orb', 'khuzun', 'sun']),
  /** Where they lie face down: listed hexes, or every hex of a map area (`cell-number`: one in each Jails cell). */
  hexes: z.array(LabelSchema).min(1).optional(),
  area: z.string().optional(),
  /** The side that hid them: its enemies turn them. Without an owner, anyone who reaches one turns it. */
  owner: z.string().optional(),
  /** Which is real: "owner" (chosen by DM in the owner's secret set-up), "random" (the bot, with the game's dice), or a hex. */
  real: z.union([z.literal('owner'), z.literal('random'), LabelSchema]).default('random'),
  /** Who knows which is real when the dice chose it (ours: nobody, as markers shuffled face down). */
  knownTo: z.array(z.string()).default([]),
  /** How it is turned: a character of a side that may turn it enters its hex ("enter"), or comes next to it ("adjacent"). */
  flip: z.enum(['enter', 'adjacent']).default('enter'),
});
export type MarkerSet = z.infer<typeof MarkerSetSchema>;

/** The scenario fields of hidden information, spread into ScenarioSchema. */
export const SECRET_SCENARIO_FIELDS = {
  /** Sides that set up in secret, by DM, before the first turn (checklist 105, 106). */
  deployment: z.array(DeploymentSchema).optional(),
  /** Markers laid face down (checklist 108). */
  markers: z.array(MarkerSetSchema).optional(),
  /** The side told which Jails cell holds the deep entrance No. 4 (5.3): the Krobs' (checklist 103, 109). */
  entranceFour: z.object({ knownTo: z.string() }).optional(),
  /**
   * A battle of the DN2 campaign (5.21, checklist 107): the side that plays the Krobs on the
   * Strategic Plan and the plan's area the battle is fought in (strategic/plan.ts).
   */
  plan: z
    .object({
      side: z.string(),
      area: z.string(),
      /** Where Krobs the plan brings into this area come onto the map, the first free hex each (strategic/arrivals.ts). */
      entry: z.array(LabelSchema).optional(),
    })
    .optional(),
  /** A side the bot may play when nobody takes its seat (ours: the solitaire Krobs of scenario 7, or any side for practice). */
  bot: z.string().optional(),
};
