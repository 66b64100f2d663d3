import { z } from 'zod';
import { ArmyRefSchema } from '../army.ts';
import { MagicActionSchema } from '../magic/state.ts';

/**
 * The melee or missile action under way (SFR 11; FAQ SAI E), as a queue of what is left to do:
 * the head is the step now. Steps that need no one's choice are played at once; the action waits
 * only at a casualty choice or the offer of a counter-attack, and is null again once the queue is
 * empty. The magic action's shape is the magic part's (`MagicActionSchema`).
 */

/**
 * Damage to one army's units, assigned by health-worth by `chooser`: the army's owner for damage
 * (an SAI's unsaved damage, the hits past the saves, a Counter against the attacker), the attacker
 * for an SAI that targets units (a burial). Killed units go to the DUA, or the BUA when buried.
 */
export const CasualtiesStepSchema = z.object({
  step: z.literal('casualties'),
  chooser: z.string(),
  army: ArmyRefSchema,
  damage: z.number().int().min(0),
  /** Where the units it kills go: the DUA, the BUA (buried), or their reserves (an SAI that drives units off). */
  to: z.enum(['dua', 'bua', 'reserve']),
  /** `one`: an SAI that targets one unit; it must have health at most `damage`, unless `anyHealth`. */
  pick: z.literal('one').optional(),
  anyHealth: z.boolean().optional(),
  /** `save`: each unit named rolls alone for saves and is killed only if it shows none. */
  test: z.literal('save').optional(),
  /** What dealt it, as the log names it: "the Smite", "the melee hits". */
  cause: z.string(),
  /** The unit whose SAI deals it strikes only if it is still in its army then (Counter: "if it survives"). */
  ifAlive: z.string().optional(),
});
export type CasualtiesStep = z.infer<typeof CasualtiesStepSchema>;

/**
 * A save roll: by default the target's against the attacker's hits, once the attacker's SAIs have
 * been played; with `army`, that army's against `hits` from a Counter's strike (`cause`).
 */
export const SavesStepSchema = z.object({
  step: z.literal('saves'),
  army: ArmyRefSchema.optional(),
  hits: z.number().int().min(0).optional(),
  cause: z.string().optional(),
});

/** A Counter rolled in the target's saves: if its unit lives, it rolls alone for melee against the attacker at once. */
export const StrikeStepSchema = z.object({ step: z.literal('strike'), unit: z.string(), cause: z.string() });

/** The defender of a melee may counter-attack (never the defender of a counter-attack, nor after a missile). */
export const CounterStepSchema = z.object({ step: z.literal('counter-attack') });

export const AttackStepSchema = z.discriminatedUnion('step', [CasualtiesStepSchema, SavesStepSchema, StrikeStepSchema, CounterStepSchema]);
export type AttackStep = z.infer<typeof AttackStepSchema>;

const attackFields = {
  attacker: ArmyRefSchema,
  target: ArmyRefSchema,
  /** This melee is itself a counter-attack: no counter to it. */
  counterAttack: z.boolean(),
  /** The attacker's melee (or missile) results, which the target's saves answer. */
  hits: z.number().int().min(0),
  /** Damage given to the target too short to kill a unit: it adds to the hits, and is lost when the action ends. */
  carried: z.number().int().min(0),
  queue: z.array(AttackStepSchema),
};

export const MeleeActionSchema = z.object({ kind: z.literal('melee'), ...attackFields });
export const MissileActionSchema = z.object({ kind: z.literal('missile'), ...attackFields });
export type AttackAction = z.infer<typeof MeleeActionSchema> | z.infer<typeof MissileActionSchema>;

export const ActionSchema = z.discriminatedUnion('kind', [
  MeleeActionSchema,
  MissileActionSchema,
  // The magic action's shape is the magic part's (magic/state.ts): kept whole when the state is read back.
  MagicActionSchema,
]);
export type Action = z.infer<typeof ActionSchema>;
