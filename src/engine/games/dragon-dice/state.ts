import { z } from 'zod';
import { SealedSchema } from '../../core/sealed.ts';
import { ArmyRefSchema, type ArmyRef } from './army.ts';
import { RULESETS } from './dice/types.ts';
import { ActionSchema } from './actions/state.ts';
import { DragonAttackSchema } from './dragons/state.ts';
import { SpellEffectSchema } from './magic/state.ts';
import { UnitStatusSchema } from './unit-status.ts';
import { EighthPhaseSchema } from './turn/eighth-state.ts';

/**
 * A game of Dragon Dice as it stands: every die with where it is, the terrains with the face each
 * shows, whose turn and which step of it, and the one thing the game waits for. Plain JSON, parsed
 * with this schema when read. A seat is a player (`p1`…`p4`).
 *
 * Armies are not stored: an army is a player's units at one terrain (or in reserve), so two of a
 * player's armies meeting merge by themselves (FAQ Set-up E2). `armyUnits(state, army)` lists one.
 */

/** Where a die is: at a terrain (in its owner's army there), in reserve, dead (DUA), buried (BUA), in the summoning pool, or not yet placed. */
export const PlaceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('terrain'), terrain: z.string() }),
  z.object({ kind: z.literal('reserve') }),
  z.object({ kind: z.literal('dua') }),
  z.object({ kind: z.literal('bua') }),
  z.object({ kind: z.literal('pool') }),
  /** Built into an army but not placed yet: the set-up's home, horde or campaign army. */
  z.object({ kind: z.literal('built'), army: z.enum(['home', 'horde', 'campaign']) }),
]);
export type Place = z.infer<typeof PlaceSchema>;

/** One unit die in play: its instance id (`p1-dwarf-footman-2`), its die in the data, its owner, what an SAI holds it by. */
export const UnitSchema = z.object({ id: z.string(), die: z.string(), owner: z.string(), at: PlaceSchema, status: UnitStatusSchema.optional() });
export type Unit = z.infer<typeof UnitSchema>;

/** A dragon die: in its owner's DUA (1996) or the summoning pool (v4) until summoned, then at a terrain. */
export const DragonSchema = z.object({ id: z.string(), die: z.string(), owner: z.string(), at: PlaceSchema });
export type Dragon = z.infer<typeof DragonSchema>;

/** A terrain in play: its die, whose home it is (null: the frontier), the face up (1-8), and who holds its eighth face. */
export const TerrainSchema = z.object({
  id: z.string(),
  die: z.string(),
  home: z.string().nullable(),
  face: z.number().int().min(1).max(8),
  /** The player whose army maneuvered it to its eighth face and holds it (GAPS B4 capture). */
  heldBy: z.string().nullable(),
});
export type Terrain = z.infer<typeof TerrainSchema>;


/**
 * The set-up (FAQ Set-up A-F; SFR 8): the armies built in secret, the roll for order (ties re-roll
 * the whole horde), the frontier chosen, the armies placed, the terrains' starting distances.
 */
export const SetupSchema = z.object({
  // 'place': with 3-4 players, each in the order of play places its horde, then its campaign army (FAQ Set-up E).
  // 'choose' (v4): the winner of the roll for order chooses to play first or to pick the frontier (SFR 8).
  step: z.enum(['build', 'order', 'choose', 'frontier', 'place', 'done']),
  /** Each player's home terrain die and proposed frontier die, chosen with the build. */
  terrains: z.record(z.string(), z.object({ home: z.string(), frontier: z.string() })),
  /** The sealed builds: each seat's choice is `{ home: dieIds, horde: dieIds, campaign: dieIds, dragons: dieIds, homeTerrain, frontier }`. */
  builds: SealedSchema.nullable(),
  /** Players still rolling for first (after a tie), and each one's last total. */
  orderRoll: z.object({ tied: z.array(z.string()), totals: z.record(z.string(), z.number()) }).nullable(),
  /** Who won the roll for order (1996: picks the frontier and plays first; v4: chooses one, SFR 8). */
  first: z.string().nullable(),
  /** Who picks the frontier, when it is not the winner of the roll (v4: the winner chose to play first). */
  frontierBy: z.string().nullable().optional(),
});

/**
 * A march under way (SFR 11; FAQ Turn A-F): the army, whether it has maneuvered (or chose not to),
 * the counter-maneuvers sealed by the other players at its terrain, then its action.
 */
export const MarchSchema = z.object({
  army: ArmyRefSchema,
  step: z.enum(['maneuver', 'counter', 'direction', 'action']),
  /** The counter-maneuvers: each opponent at the terrain seals yes or no (true/false), revealed together. */
  counter: SealedSchema.nullable(),
});

export const TurnSchema = z.object({
  /** The round (every player has one turn a round). */
  round: z.number().int().min(1),
  player: z.string(),
  // 'eighth' (v4): the eighth-face phase, before the dragons attack (SFR 11 phase 2).
  step: z.enum(['eighth', 'dragons', 'first-march', 'second-march', 'reinforce', 'retreat']),
  /** Terrains (or `reserve`) whose army has marched this turn: each army marches once (FAQ Turn B). */
  marched: z.array(z.string()),
  march: MarchSchema.nullable(),
  /** The eighth-face phase waiting on a City's or a Temple's choice (turn/eighth.ts). */
  eighth: EighthPhaseSchema.nullable().optional(),
});

export const DdStateSchema = z.object({
  game: z.literal('dragon-dice'),
  ruleset: z.enum(RULESETS),
  /** The dice the players build from (setup/forces.ts `poolOf`): absent, the base races' (`base`). */
  dice: z.enum(['base', 'all']).optional(),
  /** The agreed force in points (15, 24, 30, 36, 60); dragons are one a 24 points or part (SFR 8). */
  force: z.number().int().positive(),
  /** The players in order of play (after the roll for order); before it, in seat order. */
  players: z.array(z.string()),
  units: z.record(z.string(), UnitSchema),
  dragons: z.record(z.string(), DragonSchema),
  terrains: z.array(TerrainSchema),
  setup: SetupSchema,
  turn: TurnSchema.nullable(),
  /** An action under way (melee, missile, magic), waiting on a choice (casualties, a counter-attack, spells). */
  action: ActionSchema.nullable(),
  /** A dragon attack under way at a terrain (targets sealed when two players' dragons attack). */
  dragonAttack: DragonAttackSchema.nullable(),
  /** Spells and breath effects in force, each until the start of a named player's next turn. */
  effects: z.array(SpellEffectSchema),
  /** Players the bot plays. */
  bot: z.array(z.string()),
  ended: z.object({ winners: z.array(z.string()), reason: z.string() }).nullable(),
});
export type DdState = z.infer<typeof DdStateSchema>;
export type { ArmyRef };

/** The units of one army. */
export function armyUnits(state: DdState, army: ArmyRef): Unit[] {
  return Object.values(state.units).filter((u) => u.owner === army.owner && (army.at === 'reserve' ? u.at.kind === 'reserve' : u.at.kind === 'terrain' && u.at.terrain === army.at));
}
