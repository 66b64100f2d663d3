import { z } from 'zod';
import { ArmyRefSchema } from '../army.ts';
import { MoveStepSchema } from '../actions/move-step.ts';

/**
 * A spell's or a breath's effect in force on an army (or on every army at a terrain), until the
 * start of its caster's next turn (SFR 11 step 1; TSR: the end of the turn, FACTS §2 B6).
 * `modifiersFor` (magic/effects.ts) turns it into the roll modifiers the counts read.
 */
export const SpellEffectSchema = z.object({
  /** The spell's id, or `breath-<colour>`; `flash-flood` marks a terrain already reduced this turn. */
  what: z.string(),
  caster: z.string(),
  /** The army it is on; for a terrain's effect (`scope: 'terrain'`), `at` is the terrain and `owner` the caster. */
  target: ArmyRefSchema,
  /** The player whose next turn ends it. */
  until: z.string(),
  /** On an army (the default) or on every army at a terrain (Ash Storm, Wall of Fog, Soiled Ground). */
  scope: z.enum(['army', 'terrain']).optional(),
  /** Castings combined into this one (SFR 44: Palsy ×3 subtracts three); 1 for a breath. */
  castings: z.number().int().min(1).optional(),
});
export type SpellEffect = z.infer<typeof SpellEffectSchema>;

/**
 * Magic results not yet spent, by where they may go (rolls/count.ts's keys): one element (`fire`),
 * a unit's several elements joined by `+` (`earth+fire`, split as the caster spends them), or `ivory`.
 */
export const MagicPoolSchema = z.record(z.string(), z.number().int().min(0));
export type MagicPool = z.infer<typeof MagicPoolSchema>;

/**
 * The magic action waiting on its caster's spells (SFR 11 magic; GAPS B7): the army that rolled,
 * its magic by element, its cantrip results (cantrip spells only) and the elements those may take.
 * The actions helper puts this schema in `actions/state.ts`'s ActionSchema as its `magic` member.
 */
export const MagicActionSchema = z.object({
  kind: z.literal('magic'),
  army: ArmyRefSchema,
  magic: MagicPoolSchema,
  cantrip: z.number().int().min(0),
  /** The elements the cantrip results may be spent as: the army's units' (SFR 44: the element rules still apply). */
  cantripElements: z.array(z.string()),
  /** The moves its roll's SAIs offer (Teleport and its kin), asked once the spells are cast. */
  moves: z.array(MoveStepSchema).optional(),
});
export type MagicAction = z.infer<typeof MagicActionSchema>;
