import { z } from 'zod';
import { UNIT_SPELLS } from './magic/state.ts';

/**
 * The condition fields of a scenario's set-up line (docs/map-format.md, "Conditions"), kept apart
 * from the checks (`conditions.ts`) so the scenario's schema can hold them without importing the
 * characters.
 */

/** A spell on a character at the start (3.51, 3.53): `until` is the last player-turn it lasts, 1 the first side's first. */
export const ScenarioSpellSchema = z.object({
  spell: z.enum(UNIT_SPELLS),
  /** Who cast it: a spellcaster of the scenario, by id. */
  caster: z.string(),
  /** Points bought: for increase-move, increase-attack, increase-defence and improve-shooting. */
  points: z.number().int().positive().optional(),
  until: z.number().int().positive(),
});
export type ScenarioSpell = z.infer<typeof ScenarioSpellSchema>;

/** The condition fields of a set-up line; each one absent is the fresh character's. */
export const CONDITION_FIELDS = {
  /** Lying stunned: he gets up in his side's first recovery phase (ruling 136). */
  stunned: z.boolean().optional(),
  /** Wounds taken: 1 wounded; a troll up to 2, the Queen up to 4, the Black Dragon's body up to 2. */
  wounds: z.number().int().nonnegative().optional(),
  /** The Black Dragon's wounds on its head, tail, left-claw and right-claw, 0 to 2 each (4.3). */
  partWounds: z.record(z.string(), z.number().int().nonnegative()).optional(),
  /** The Crazy Ork gone berserk (4.2). */
  berserk: z.boolean().optional(),
  /** A body lying in `hex`. */
  dead: z.boolean().optional(),
  /** A spellcaster's energy points, 0 to his level × 100 (3.2); unsaid, the full stock (halved if he starts wounded). */
  energy: z.number().int().nonnegative().optional(),
  spells: z.array(ScenarioSpellSchema).optional(),
  /** Never allowed, so that the line saying why is read: a carry lasts one move (2.32.2). */
  carrying: z.string().optional(),
};
