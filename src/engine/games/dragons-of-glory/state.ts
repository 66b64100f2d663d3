import { z } from 'zod';
import { PlStateSchema } from './paths/state.ts';
import { StrategicStateSchema } from './strategic/schema.ts';

/**
 * The whole state of a game of Dragons of Glory, as stored. Counters' printed values are not
 * here (they are data, `CounterSpec`); only what play changes: where each counter is, which side
 * it fights for, its flipped side, the nations' allegiances, who holds each place, the turn and
 * the phase, and what this phase did (for the picture and the rules of one attack a turn).
 */

export const HexSchema = z.object({ q: z.number().int(), r: z.number().int() });
export const SideSchema = z.enum(['highlord', 'whitestone']);
export const AllegianceSchema = z.enum(['highlord', 'whitestone', 'neutral']);

export const UnitStateSchema = z.object({
  id: z.string(),
  /** On the map; null when off it (`off` says why). */
  at: HexSchema.nullable(),
  off: z.enum(['pool', 'eliminated', 'not-yet']).optional(),
  /** Its depleted (or a ship's damaged) side is up. */
  depleted: z.boolean(),
  /** Carried by this fleet, citadel or air army (then `at` is its carrier's hex). */
  aboard: z.string().optional(),
});
export type UnitState = z.infer<typeof UnitStateSchema>;

export const NationStateSchema = z.object({
  allegiance: AllegianceSchema,
  conquered: z.boolean(),
  /** The turn it joined a side: an activated nation may not move or attack until the next turn. */
  joinedOnTurn: z.number().int().optional(),
});
export type NationState = z.infer<typeof NationStateSchema>;

/**
 * The phases of a turn in order; each movement and combat step is the phasing side's. Paths of the
 * Lance adds its own steps (paths/turn.ts): `initiative` is then the window for initiative cards,
 * `event` the event phase's offers, `action` a side's choice of card play or move-and-fight,
 * `cards` its card phase, `rebuild` the RP step and `discard` the end of the turn (both sides at once).
 */
export const PHASE_KEYS = ['activation', 'initiative', 'event', 'action', 'cards', 'movement', 'taunt', 'combat', 'rebuild', 'discard', 'over'] as const;
export const PhaseKeySchema = z.enum(PHASE_KEYS);
export type PhaseKey = z.infer<typeof PhaseKeySchema>;

export const MoveRecordSchema = z.object({ side: SideSchema, units: z.array(z.string()), path: z.array(HexSchema) });
export const BattleRecordSchema = z.object({ side: SideSchema, hex: HexSchema, from: z.array(HexSchema), text: z.string() });

export const TauntSchema = z.object({ kender: HexSchema, target: HexSchema });

export const DogStateSchema = z.object({
  scenario: z.string(),
  turn: z.number().int().positive(),
  lastTurn: z.number().int().positive(),
  /** Who holds the initiative this turn (ties go to last turn's holder). */
  initiative: SideSchema,
  /** Who moves and fights first this turn: the holder's choice. */
  first: SideSchema,
  phase: PhaseKeySchema,
  /** The side whose movement, taunt answer or combat it is; in the activation step, the side to try. */
  acting: SideSchema,
  /** 1 for the first side's movement and combat, 2 for the other's. */
  half: z.union([z.literal(1), z.literal(2)]),
  units: z.record(z.string(), UnitStateSchema),
  nations: z.record(z.string(), NationStateSchema),
  /** Who holds each fortified place (by place id), when it is not its own nation's side. */
  held: z.record(z.string(), SideSchema),
  /** Movement points each unit has spent this phase. */
  spent: z.record(z.string(), z.number()),
  /** Units that have attacked this turn: an army attacks at most once a turn. */
  attacked: z.array(z.string()),
  /** Hexes attacked in this combat step (by hex label): each is attacked once. */
  defended: z.array(z.string()),
  /** The kender taunts that succeeded, to be fought first in the taunted side's combat. */
  taunts: z.array(TauntSchema),
  /** Units that may advance into the hex their battle emptied, until the next order. */
  advance: z.object({ hex: HexSchema, units: z.array(z.string()) }).nullable(),
  /** This phase's moves and battles, for the picture. */
  moves: z.array(MoveRecordSchema),
  battles: z.array(BattleRecordSchema),
  /** Each side's combat strength at the start (the Kender Strike's 50% test) and lost since. */
  startStrength: z.record(SideSchema, z.number()),
  lost: z.record(SideSchema, z.number()),
  /** Draconians raised at the Dark Temple so far, and where it stands (a place id). */
  draconiansRaised: z.number().int().nonnegative(),
  darkTemple: z.string().nullable(),
  /** A side the bot plays. */
  bot: z.array(SideSchema),
  /** The game's end, once decided. */
  ended: z.object({ winners: z.array(SideSchema), reason: z.string() }).nullable(),
  /** Paths of the Lance (paths/state.ts): absent in a game played by DL11's own rules. */
  pl: PlStateSchema.optional(),
  /** The strategic rules' own fields (events drawn, tokens held, activation tries): strategic/schema.ts. */
  ...StrategicStateSchema.shape,
});
export type DogState = z.infer<typeof DogStateSchema>;
