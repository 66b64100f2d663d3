import { z } from 'zod';
import { DeckSchema } from '../../core/deck.ts';
import { HERO_IDS } from './heroes.ts';
import { MONSTER_KINDS } from './monsters.ts';
import { migrateTreasure } from './treasure-deck.ts';

/** The whole state of a quest, as stored and as `!state` prints it (docs/state-json.md). */

export const SquareSchema = z.object({ x: z.number().int().nonnegative(), y: z.number().int().nonnegative() });

export const HeroIdSchema = z.enum(HERO_IDS as ['warrior', 'dwarf', 'elf', 'magician']);
export const SpellSchema = z.enum(['healing', 'holy-flame']);

export const HeroSchema = z.object({
  id: HeroIdSchema,
  name: z.string(),
  /** Who plays him, as the campaign card shows it. */
  player: z.string().nullable(),
  bp: z.number().int().nonnegative(),
  maxBp: z.number().int().positive(),
  gold: z.number().int().nonnegative(),
  /** Level-ups won so far: each gave +1 max BP. */
  level: z.number().int().nonnegative(),
  /** Item ids from the shop: his weapon card, the armour he wears, his Heal Potions. */
  equipment: z.array(z.string()),
  /** The Elf's one spell for this quest, written down before it begins. */
  spell: SpellSchema.nullable(),
  at: SquareSchema.nullable(),
  dead: z.boolean(),
  inPit: z.boolean(),
  /** Preparation: he has finished shopping. */
  ready: z.boolean(),
  /** Preparation: he has tried to level up (once between quests). */
  triedLevel: z.boolean(),
});
export type Hero = z.infer<typeof HeroSchema>;

export const MonsterSchema = z.object({
  id: z.string(),
  kind: z.enum(MONSTER_KINDS as [string, ...string[]]),
  name: z.string(),
  bp: z.number().int().nonnegative(),
  at: SquareSchema.nullable(),
  dead: z.boolean(),
  /** The heroes have seen it: the bot Demon King wakes it, and its name is no secret. */
  seen: z.boolean(),
  /** Where the heroes last saw it. */
  lastSeen: SquareSchema.nullable(),
  inPit: z.boolean(),
});
export type Monster = z.infer<typeof MonsterSchema>;

export const TrapSchema = z.object({
  id: z.string(),
  kind: z.enum(['pitfall', 'crush']),
  at: SquareSchema,
  /** hidden; found (a pit, or the fallen rock, on the board as an obstacle); disarmed (removed by the Dwarf). */
  status: z.enum(['hidden', 'found', 'disarmed']),
});
export type Trap = z.infer<typeof TrapSchema>;

export const ChestTrapStateSchema = z.object({
  chest: z.string(),
  /** armed; found (a Trap Search named it, and it disarmed itself); sprung (it went off). */
  status: z.enum(['armed', 'found', 'sprung']),
});

export const HeroTurnSchema = z.object({
  /** What the movement dice showed as his turn began. */
  moveRoll: z.number().int().nonnegative(),
  moveLeft: z.number().int().nonnegative(),
  /** Action (a): a move, or a Heal Potion instead. */
  a: z.enum(['move', 'potion']).nullable(),
  /** Action (b): combat, magic or a search. */
  b: z.enum(['attack', 'magic', 'search']).nullable(),
  /** A move cannot be split around action (b), and ends when the Dwarf disarms a trap. */
  moveOver: z.boolean(),
  /** Every square walked this turn, the first first; a crush sends him back along it. */
  path: z.array(SquareSchema),
});
export type HeroTurn = z.infer<typeof HeroTurnSchema>;

export const DkTurnSchema = z.object({
  /** Squares each monster has moved this turn. */
  steps: z.record(z.string(), z.number().int().nonnegative()),
  attacked: z.array(z.string()),
  /** Monsters that moved, then attacked: their move is over. */
  moveOver: z.array(z.string()),
});

export const PendingSchema = z.object({
  kind: z.literal('crush'),
  hero: HeroIdSchema,
  /** Open squares next to the rock, the square he came from being taken. */
  options: z.array(SquareSchema),
});
export type Pending = z.infer<typeof PendingSchema>;

export const MoveRecordSchema = z.object({ who: z.string(), path: z.array(SquareSchema), public: z.boolean() });
export const FightRecordSchema = z.object({ at: SquareSchema, from: SquareSchema, text: z.string(), public: z.boolean() });

const yesNo = z
  .union([z.boolean(), z.enum(['yes', 'no', 'true', 'false', 'on', 'off'])])
  .transform((v) => v === true || v === 'yes' || v === 'true' || v === 'on');

export const DqOptionsSchema = z.object({
  /** GAPS 2.11: monsters cannot open doors (the standard); `monstersOpenDoors=yes` lets them. */
  monstersOpenDoors: yesNo.default(false),
  /** GAPS 4.5: US monster body points (the default), or `eu`: every monster has 1. */
  monsterBody: z.enum(['us', 'eu']).default('us'),
});
export type DqOptions = z.infer<typeof DqOptionsSchema>;

export const DqPhaseSchema = z.enum(['prepare', 'hero', 'demon-king']);
export type DqPhase = z.infer<typeof DqPhaseSchema>;

const DqStateObject = z.object({
  game: z.literal('dungeon'),
  quest: z.string(),
  options: DqOptionsSchema,
  /** Whether a player holds the Demon King's seat, or the bot plays him. */
  dk: z.enum(['human', 'bot']),
  phase: DqPhaseSchema,
  turn: z.number().int().nonnegative(),
  /** The hero whose turn it is. */
  current: HeroIdSchema.nullable(),
  /** The heroes in the quest, in order of play. */
  heroes: z.array(HeroSchema),
  monsters: z.array(MonsterSchema),
  traps: z.array(TrapSchema),
  chestTraps: z.array(ChestTrapStateSchema),
  /** Doors standing open, by label ("C7/C8"). */
  openDoors: z.array(z.string()),
  /** Hidden doors found: on the board, and open for good. */
  foundDoors: z.array(z.string()),
  /** Quest treasure already found. */
  treasureTaken: z.array(z.string()),
  /**
   * The Treasure deck: the pile (its order in no view), the cards set aside (gold, medicines
   * used), and each hero's medicines in his hand, for this quest only.
   */
  deck: DeckSchema,
  /** Squares the heroes have seen, by key: the map they have uncovered. */
  revealed: z.array(z.number().int()),
  heroTurn: HeroTurnSchema,
  dkTurn: DkTurnSchema,
  pending: PendingSchema.nullable(),
  /** This phase's moves and fights, drawn on its map. */
  moves: z.array(MoveRecordSchema),
  fights: z.array(FightRecordSchema),
  /** The shop's cards: stock by item id. */
  shop: z.record(z.string(), z.number().int().nonnegative()),
  /** Numbers monsters the Demon King places. */
  placed: z.number().int().nonnegative(),
  outcome: z.object({ winners: z.array(z.string()), reason: z.string() }).nullable(),
});

/** A stored state, from any version still in play: an older Treasure deck is brought up to date first. */
export const DqStateSchema = z.preprocess(migrateTreasure, DqStateObject);
export type DqState = z.infer<typeof DqStateObject>;

export const DK_SEAT = 'demon-king';

/**
 * Who may read what the Demon King alone knows: his player, if one held the seat when the quest
 * began. When the bot plays him, nobody does (a game master sees everything anyway), so a player
 * who takes the empty seat later learns nothing the heroes do not know.
 */
export function demonKingOnly(state: Pick<DqState, 'dk'>): string[] {
  return state.dk === 'human' ? [DK_SEAT] : [];
}

export function emptyHeroTurn(): HeroTurn {
  return { moveRoll: 0, moveLeft: 0, a: null, b: null, moveOver: false, path: [] };
}

export function emptyDkTurn(): z.infer<typeof DkTurnSchema> {
  return { steps: {}, attacked: [], moveOver: [] };
}
