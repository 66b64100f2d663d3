import { z } from 'zod';

/** The whole state of a Dragon Noir game, as stored and as `!state` prints it (docs/state-json.md). */

export const HexSchema = z.object({ q: z.number().int(), r: z.number().int() });

export const UnitSchema = z.object({
  /** Stable id, the character's id from the data (e.g. "black-fox"). */
  id: z.string(),
  character: z.string(),
  name: z.string(),
  side: z.string(),
  /** Where the character stands; null if not on the board. A dead character stays as a body. */
  hex: HexSchema.nullable(),
  /** Wounds taken: 0 healthy, 1 wounded (2 for a troll's second), up to the fatal one. */
  wounds: z.number().int().nonnegative(),
  stunned: z.boolean(),
  /** The player-turn in which he was stunned; he gets up in his own recovery phase after it. */
  stunnedInPlayerTurn: z.number().int().optional(),
  dead: z.boolean(),
});
export type Unit = z.infer<typeof UnitSchema>;

export const MoveRecordSchema = z.object({
  unit: z.string(),
  /** MP spent so far this phase. */
  spent: z.number().nonnegative(),
  /** MP the character may spend this phase: his counter's, less what fire or a wound took. */
  allowance: z.number().nonnegative(),
  /** Every hex of the move, the starting hex first. */
  path: z.array(HexSchema),
});
export type MoveRecord = z.infer<typeof MoveRecordSchema>;

export const CombatRecordSchema = z.object({
  attackers: z.array(z.string()),
  defenders: z.array(z.string()),
  odds: z.string(),
  die: z.number().int(),
  result: z.string(),
  /** Where the defenders stood, for the map marker. */
  at: z.array(HexSchema),
});
export type CombatRecord = z.infer<typeof CombatRecordSchema>;

export const CasualtyStepSchema = z.object({
  kind: z.literal('casualty'),
  seat: z.string(),
  effect: z.enum(['stunned', 'wounded', 'killed']),
  candidates: z.array(z.string()),
  /** Who struck, for the advance that may follow and for the log. */
  victors: z.array(z.string()),
  /** Whose hexes the advance may start through if this step vacates one. */
  advanceFor: z.string().optional(),
});

export const RetreatStepSchema = z.object({
  kind: z.literal('retreat'),
  seat: z.string(),
  unit: z.string(),
  hexes: z.number().int().positive(),
  victors: z.array(z.string()),
  advanceFor: z.string().optional(),
});

export const AdvanceStepSchema = z.object({
  kind: z.literal('advance'),
  seat: z.string(),
  candidates: z.array(z.string()),
  /** The hexes left by the enemy (or holding the stunned or killed one): the first hex of any advance. */
  vacated: z.array(HexSchema),
  hexes: z.number().int().positive(),
});

export const StepSchema = z.discriminatedUnion('kind', [CasualtyStepSchema, RetreatStepSchema, AdvanceStepSchema]);
export type CasualtyStep = z.infer<typeof CasualtyStepSchema>;
export type RetreatStep = z.infer<typeof RetreatStepSchema>;
export type AdvanceStep = z.infer<typeof AdvanceStepSchema>;
export type Step = z.infer<typeof StepSchema>;

export const DnPhaseSchema = z.enum(['offensive-fire', 'movement', 'combat', 'recovery']);
export type DnPhase = z.infer<typeof DnPhaseSchema>;

export const DnOptionsSchema = z.object({
  /**
   * Checklist ruling 138: raw odds must be at least 1-1 and the shifted column is clamped
   * ("clamp"); the alternative forbids an attack whose shifted column falls below 1-1.
   */
  oddsBelowOne: z.enum(['clamp', 'forbid']).default('clamp'),
});
export type DnOptions = z.infer<typeof DnOptionsSchema>;

export const DnStateSchema = z.object({
  game: z.literal('dragon-noir'),
  scenario: z.string(),
  options: DnOptionsSchema,
  /** The two sides in order of play: sides[0] moves first each game turn. */
  sides: z.array(z.object({ id: z.string(), label: z.string() })).length(2),
  turn: z.number().int().positive(),
  turns: z.number().int().positive(),
  /** Index into `sides` of the side whose player-turn it is. */
  active: z.number().int().min(0).max(1),
  /** Counts player-turns from 1, for "stunned during the previous turn". */
  playerTurn: z.number().int().nonnegative(),
  phase: DnPhaseSchema,
  units: z.array(UnitSchema),
  /** This phase's moves, drawn as arrows on the map posted when it ends. */
  moves: z.array(MoveRecordSchema),
  /** This phase's combats, marked on the map. */
  combats: z.array(CombatRecordSchema),
  /** Characters who have attacked in this combat phase. */
  attacked: z.array(z.string()),
  /** Characters of either side engaged in a combat this phase (2.44: they do not challenge an advance). */
  engaged: z.array(z.string()),
  /** Consequences of the last combat still to be settled, in order. */
  steps: z.array(StepSchema),
  /** The moving side may advance after its combat, until it gives another order. */
  advanceOffer: AdvanceStepSchema.nullable(),
  outcome: z.object({ winners: z.array(z.string()), reason: z.string() }).nullable(),
});
export type DnState = z.infer<typeof DnStateSchema>;
