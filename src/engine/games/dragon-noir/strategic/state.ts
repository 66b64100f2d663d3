import { z } from 'zod';
import { KROB_KINDS } from './kinds.ts';

/**
 * The Strategic Plan as a DN2 campaign keeps it (docs/state-json.md, "plan"): the game-turn
 * counter, the Krobs' unspent spawning points, where each Krob counter lies, the Krob player's
 * secret orders for the next game turn, the dwarf prisoner's cell and the areas the Adventurers
 * hold. Everything but the turn, the points and the Adventurers' areas is the Krob player's secret.
 */

export const PlanKrobSchema = z.object({
  /** The counter: "hunter-3", "migam" (krobs/data.ts); a baby keeps its adult's number. */
  id: z.string(),
  kind: z.enum(KROB_KINDS),
  baby: z.boolean(),
  wounded: z.boolean().default(false),
  area: z.string(),
  /** The game turn it was born on the plan (a reinforcement), for growing up. */
  born: z.number().int().nonnegative().optional(),
});
export type PlanKrob = z.infer<typeof PlanKrobSchema>;

export const PlanStateSchema = z.object({
  /** The game-turn counter (5.21): the last game turn begun. */
  turn: z.number().int().nonnegative(),
  points: z.number().int().nonnegative(),
  krobs: z.array(PlanKrobSchema),
  /** Secret strategic orders, carried out as the next game turn begins. */
  orders: z.array(z.object({ krob: z.string(), to: z.string() })),
  /** The Jails cell (1–8) holding Khuzun, set in secret by the Krob player (5.21). */
  cell: z.number().int().min(1).max(8).nullable(),
  /** Areas the Adventurers are in (public: they move on the maps). */
  adventurers: z.array(z.string()),
  /** Whether the Krob player has finished the secret set-up on the plan. */
  deployed: z.boolean(),
  /** Points left of the set-up budget while deploying. */
  budget: z.number().int().nonnegative(),
});
export type PlanState = z.infer<typeof PlanStateSchema>;

/**
 * A battle of the DN2 campaign on the Strategic Plan (5.21): which side plays the Krobs on it,
 * whether the bot does (the solitaire campaign), the area fought in, and the plan itself.
 */
export const PlanBattleSchema = z.object({ side: z.string(), bot: z.boolean(), area: z.string(), state: PlanStateSchema });
export type PlanBattle = z.infer<typeof PlanBattleSchema>;

/** The campaign battle a state is, or null: every DN1 game (which has no `plan` field) and a DN2 scenario played alone. */
export function planOf(state: { plan?: PlanBattle | null | undefined }): PlanBattle | null {
  return state.plan ?? null;
}
