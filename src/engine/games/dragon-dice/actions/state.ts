import { z } from 'zod';
import { ArmyRefSchema } from '../army.ts';
import { UnitStatusSchema } from '../unit-status.ts';
import { MoveStepSchema } from './move-step.ts';

export { MoveStepSchema, type MoveStep } from './move-step.ts';
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
  /** Where the units it kills go: the DUA, the BUA (buried), their reserves (an SAI that drives units off), or nowhere, held (`hold`). */
  to: z.enum(['dua', 'bua', 'reserve', 'hold']),
  /** `one`: an SAI that targets one unit; it must have health at most `damage`, unless `anyHealth`. */
  pick: z.literal('one').optional(),
  anyHealth: z.boolean().optional(),
  /**
   * Each unit named rolls alone first, and only one that shows none of this result goes to `to`:
   * `save` (Plague, Flaming Arrow, Scare, Convert), `maneuver` (Firecloud, Smother, Stomp); `id`:
   * one that shows its ID goes to `passTo`, any other face to `to` (Seize).
   */
  test: z.enum(['save', 'maneuver', 'id']).optional(),
  /** Where a unit that passes the `id` test goes (Seize: its reserves). */
  passTo: z.literal('reserve').optional(),
  /** A unit that fails the test showing its ID dies instead (Scare: to the DUA). */
  idTo: z.literal('dua').optional(),
  /** Each unit killed saves again, and is buried if it shows none (Flaming Arrow, Stomp). */
  thenBury: z.boolean().optional(),
  /** With `to: 'hold'`: what holds the units and until when. */
  hold: UnitStatusSchema.optional(),
  /** Charm: the held units roll for melee at once, their results added to the attacker's hits. */
  charm: z.boolean().optional(),
  /** Convert: as much health-worth as it kills comes back from the attacker's DUA to the attacking army. */
  convert: z.boolean().optional(),
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
  /**
   * What the attacker's SAIs do once the target has rolled its saves (the SAI reference: "delayed
   * until after the target army rolls for saves"): Choke kills up to X health-worth showing an ID,
   * Hypnotic Glare holds every unit showing an ID (by the glaring unit), Confuse rolls up to X
   * health-worth again; none of their first results count.
   */
  choke: z.number().int().min(0).optional(),
  hypnotise: z.string().optional(),
  confuse: z.number().int().min(0).optional(),
  /** Charge: the target answers with one roll counted for saves and for melee, which strikes the attacker with no save. */
  charged: z.boolean().optional(),
});

/** A Counter rolled in the target's saves: if its unit lives, it rolls alone for melee against the attacker at once. */
export const StrikeStepSchema = z.object({ step: z.literal('strike'), unit: z.string(), cause: z.string() });

/** The defender of a melee may counter-attack (never the defender of a counter-attack, nor after a missile). */
export const CounterStepSchema = z.object({ step: z.literal('counter-attack') });

/** Wild Growth: up to `worth` health-worth of the army's units promoted at once (SFR 30), as many as can be. */
export const PromoteStepSchema = z.object({ step: z.literal('promote'), army: ArmyRefSchema, worth: z.number().int().min(0), cause: z.string() });

/** Regenerate: up to `worth` health-worth of the army's owner's DUA comes back to the army. */
export const ReturnStepSchema = z.object({ step: z.literal('return'), army: ArmyRefSchema, worth: z.number().int().min(0), cause: z.string() });

export const AttackStepSchema = z.discriminatedUnion('step', [CasualtiesStepSchema, SavesStepSchema, StrikeStepSchema, CounterStepSchema, PromoteStepSchema, ReturnStepSchema, MoveStepSchema]);
export type AttackStep = z.infer<typeof AttackStepSchema>;

const attackFields = {
  attacker: ArmyRefSchema,
  target: ArmyRefSchema,
  /** This melee is itself a counter-attack: no counter to it. */
  counterAttack: z.boolean(),
  /** The attacker's melee (or missile) results, which the target's saves answer. */
  hits: z.number().int().min(0),
  /** Cursed Bullets: this many of the hits may be saved only by saves from spells. */
  cursed: z.number().int().min(0).optional(),
  /** Damage given to the target too short to kill a unit: it adds to the hits, and is lost when the action ends. */
  carried: z.number().int().min(0),
  queue: z.array(AttackStepSchema),
};

export const MeleeActionSchema = z.object({ kind: z.literal('melee'), ...attackFields });
export const MissileActionSchema = z.object({ kind: z.literal('missile'), ...attackFields });
export type AttackAction = z.infer<typeof MeleeActionSchema> | z.infer<typeof MissileActionSchema>;

/** The moves an action's SAIs offered (a magic roll's Teleport), asked one by one once the action is over. */
export const MovesActionSchema = z.object({ kind: z.literal('moves'), queue: z.array(MoveStepSchema) });
export type MovesAction = z.infer<typeof MovesActionSchema>;

export const ActionSchema = z.discriminatedUnion('kind', [
  MeleeActionSchema,
  MissileActionSchema,
  MovesActionSchema,
  // The magic action's shape is the magic part's (magic/state.ts): kept whole when the state is read back.
  MagicActionSchema,
]);
export type Action = z.infer<typeof ActionSchema>;
