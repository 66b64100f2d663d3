import { z } from 'zod';
import { AnswerWindowSchema, StandingSchema, type Standing } from '../../core/standing.ts';
import { flag } from './flag.ts';
import { standingFromOld } from './fire/standing-orders.ts';
import { MAGIC_OPTIONS, MagicStateSchema, UnitSpellSchema } from './magic/state.ts';
import { BoatSchema } from './boats/state.ts';
import { DeepStateSchema, NO_JOURNEYS } from './deep-dungeons/state.ts';
import { GHARV_OPTIONS, GharvsStateSchema, NO_GHARVS } from './gharvs/state.ts';
import { NO_SECRETS, SecretStateSchema } from './secret/state.ts';
import { PlanBattleSchema } from './strategic/state.ts';
import { WebSchema } from './webs/state.ts';

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
  /**
   * Gone berserk (4.2 Crazy Ork): a D or an E turned his counter to its stronger side. Neither a
   * wound nor a stun; the next wound kills him.
   */
  berserk: z.boolean().default(false),
  /** The player-turn in which he was stunned; he gets up in his own recovery phase after it. */
  stunnedInPlayerTurn: z.number().int().optional(),
  dead: z.boolean(),
  /** On horseback: the counter covers `hex` (the horse's head) and the hex behind it. */
  mounted: z.boolean().default(false),
  /**
   * Which way the horse faces (0 N, 1 NE … 5 NW), when mounted; or which way a counter of
   * several hexes faces (2.33, 4.3): a side direction for the dragons, a corner for a Guard and
   * the Queen (0 NNE, 1 E, 2 SSE, 3 SSW, 4 W, 5 NNW). `hex` is then its anchor: the baby
   * dragon's head, a Guard's body, the centre of the Queen and of the Black Dragon.
   */
  facing: z.number().int().min(0).max(5).nullable().default(null),
  /** The Black Dragon's wounds on each part but the body, whose wounds are `wounds` (4.3). */
  partWounds: z.record(z.string(), z.number().int().nonnegative()).default({}),
  /** Whose horse he rides when it is not his own (2.36.2: riders may mount others' horses). */
  rides: z.string().nullable().default(null),
  /** On the lower place of a hex that holds two: under a Maze walkway, or in an underground entrance (2.37). */
  below: z.boolean().default(false),
  /** The last player-turn in which he moved (a longbow or crossbow that moved may not fire defensively). */
  movedInPlayerTurn: z.number().int().nullable().default(null),
  /** The last player-turn and game turn in which he shot. */
  firedInPlayerTurn: z.number().int().nullable().default(null),
  firedInTurn: z.number().int().nullable().default(null),
  /** A crossbow shot from horseback, to be reloaded on foot (4.1, Arlon). */
  unloaded: z.boolean().default(false),
  /** A stunned friend carried on his back this phase (2.32.2). */
  carrying: z.string().nullable().default(null),
  /** The player-turn in which he moved bodies (2.32.1): he does nothing else in it. */
  clearedInPlayerTurn: z.number().int().nullable().default(null),
  /** Spells on him for a while: boosts, immobilisation, invisibility, a spirit's time (3.5). */
  spells: z.array(UnitSpellSchema).default([]),
});
export type Unit = z.infer<typeof UnitSchema>;

/** A horse without its rider: standing where he left it, or dead (2.36.4, 2.47). */
export const HorseSchema = z.object({
  id: z.string(),
  /** The character whose horse it is. */
  owner: z.string(),
  name: z.string(),
  /** The horse's head; the counter covers this hex and the one behind it. */
  hex: HexSchema,
  facing: z.number().int().min(0).max(5),
  dead: z.boolean(),
  /** The side that controls it now. */
  controller: z.string(),
  /** The character leading it by the bridle, if any. */
  ledBy: z.string().nullable(),
});
export type Horse = z.infer<typeof HorseSchema>;

/**
 * A standing reaction: what a shooter of the side not moving does, set in advance and in secret,
 * while the other side moves (2.23, played by post). A standing order of the core
 * (core/standing.ts): its id is the shooter's, its owner his side; `ask` opens the reaction window.
 */
export const ReactionRuleSchema = z.object({
  /** "first": the first enemy in range; "target": only this one; "within": the first within N hexes; "hold": never. */
  kind: z.enum(['first', 'target', 'within', 'hold']),
  target: z.string().nullable().default(null),
  within: z.number().int().positive().nullable().default(null),
});
export type ReactionRule = z.infer<typeof ReactionRuleSchema>;

// Games last weeks: a reaction stored before reactions were standing orders ({ shooter, side, kind, … }) still reads.
export const ReactionSchema = z.preprocess(
  (v) => (v && typeof v === 'object' && 'shooter' in v ? standingFromOld(v as Record<string, unknown>, 'shooter', ['kind', 'target', 'within']) : v),
  StandingSchema(ReactionRuleSchema).extend({ ask: z.boolean().default(false), revealed: z.boolean().default(false) }),
);
export type Reaction = Standing<ReactionRule>;

export const ShotRecordSchema = z.object({
  shooter: z.string(),
  target: z.string(),
  from: HexSchema,
  to: HexSchema,
  result: z.string(),
});
export type ShotRecord = z.infer<typeof ShotRecordSchema>;

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

/** What a mounted result does to horse and rider (5.14.1, 5.11.3, 5.12.1). */
export const MountedHarmSchema = z.object({
  horse: z.enum(['ok', 'killed']),
  rider: z.enum(['none', 'stunned', 'wounded', 'killed']),
});
export type MountedHarm = z.infer<typeof MountedHarmSchema>;

export const CasualtyStepSchema = z.object({
  kind: z.literal('casualty'),
  seat: z.string(),
  effect: z.enum(['stunned', 'wounded', 'killed']),
  /** On the mounted table: what befalls the horse and the rider, if the one chosen is mounted. */
  harm: MountedHarmSchema.optional(),
  candidates: z.array(z.string()),
  /** Who struck, for the advance that may follow and for the log. */
  victors: z.array(z.string()),
  /** Whose hexes the advance may start through if this step vacates one. */
  advanceFor: z.string().optional(),
  /** The part of the Black Dragon the blow falls on (4.3). */
  part: z.string().optional(),
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

/** A rider thrown from his horse is placed beside it by his side (2.47). */
export const DismountStepSchema = z.object({
  kind: z.literal('dismount'),
  seat: z.string(),
  unit: z.string(),
  /** Where the horse stands (head and back): the rider goes on a hex next to it. */
  horse: z.array(HexSchema),
  /** Who threw him, for the advance that may follow a rider stunned or killed in combat. */
  victors: z.array(z.string()).default([]),
  advanceFor: z.string().optional(),
});

/**
 * The reaction-window option: a move stopped where an enemy shooter could fire on it, until the
 * shooter's side says whether he does (2.23).
 */
export const ReactionWindowStepSchema = z.object({
  kind: z.literal('reaction'),
  seat: z.string(),
  /** The first shooter offered (the only one in a window stored before windows offered several). */
  shooter: z.string(),
  /** Every shooter offered: those of the window's side who could fire at the mover there and did not by themselves. */
  shooters: z.array(z.string()).optional(),
  mover: z.string(),
  /** The rest of the interrupted move, from the hex where it stopped. */
  path: z.array(HexSchema),
  /** A rider's facing at the end of the interrupted ride (2.36.1). */
  facing: z.number().int().min(0).max(5).optional(),
  /** A counter of several hexes: its facing at each hex of `path` (2.33). */
  facings: z.array(z.number().int().min(0).max(5)).optional(),
  /** Shooters already offered a window during this move, so none is offered twice. */
  asked: z.array(z.string()),
  /** Reactions that ask whose side let their window pass in silence: they fire by themselves for the rest of the move. */
  free: z.array(z.string()).optional(),
  /** The question and its default, as the window opened (absent in a state stored before windows were the core's). */
  window: AnswerWindowSchema.optional(),
});

export const StepSchema = z.discriminatedUnion('kind', [CasualtyStepSchema, RetreatStepSchema, AdvanceStepSchema, ReactionWindowStepSchema, DismountStepSchema]);
export type CasualtyStep = z.infer<typeof CasualtyStepSchema>;
export type RetreatStep = z.infer<typeof RetreatStepSchema>;
export type AdvanceStep = z.infer<typeof AdvanceStepSchema>;
export type DismountStep = z.infer<typeof DismountStepSchema>;
export type ReactionWindowStep = z.infer<typeof ReactionWindowStepSchema>;
export type Step = z.infer<typeof StepSchema>;

/**
 * One attack of those who may make more than one a turn (4.44, 4.3): a Guard's palp, a part of
 * the Black Dragon. `part` is what struck ("palp", "legs" for both palps at once, a dragon's
 * part), `targets` who was struck.
 */
export const StrikeSchema = z.object({ unit: z.string(), part: z.string(), targets: z.array(z.string()), playerTurn: z.number().int() });
export type Strike = z.infer<typeof StrikeSchema>;

/**
 * The phases of a player-turn (2.12.1), and in DN2 the three of a Gharv interphase (2.12.2):
 * appearance, the Gharvs' combat, and their withdrawal.
 */
export const DnPhaseSchema = z.enum(['offensive-fire', 'movement', 'combat', 'recovery', 'appearance', 'gharv-combat', 'withdrawal']);
export type DnPhase = z.infer<typeof DnPhaseSchema>;

export const DnOptionsSchema = z.object({
  /**
   * Checklist ruling 138: raw odds must be at least 1-1 and the shifted column is clamped
   * ("clamp"); the alternative forbids an attack whose shifted column falls below 1-1.
   */
  oddsBelowOne: z.enum(['clamp', 'forbid']).default('clamp'),
  /** 2.25, optional: a missed arrow may strike someone next to the target. */
  errare: flag.default(false),
  /** Checklist 1.13 b: the foot table's row 7 as printed (no hits), or with hits in None and Light. */
  footShotRow7: z.enum(['miss', 'hits']).default('miss'),
  /** 2.23 by post: defensive fire pauses a move and asks the shooter's side, instead of standing reactions alone. */
  reactionWindow: flag.default(false),
  /** Checklist 137: the Dwarves' shift per dwarf is added to the joint attack's +1 ("add"), or replaces it. */
  dwarfShift: z.enum(['add', 'replace']).default('add'),
  /** 5.13.2 note 3: horses may cross wooden bridges ("ride"), only when led ("lead"), or never ("never"). */
  horsesOnBridges: z.enum(['ride', 'lead', 'never']).default('ride'),
  /**
   * 5.12.2, translator's clarification: a character may climb over the Wights' Bridge low wall (and,
   * ours, a balcony railing) to jump down, at 2 MP more. False: a low wall or railing stops a jump.
   */
  jumpOverLowWall: flag.default(true),
  /**
   * A shorter game: it ends (and the scenario's nightfall is read) when this turn ends, if that
   * is sooner than the scenario's last turn. For groups short of time, and for quick tests.
   */
  turns: z.coerce.number({ error: 'a number of turns, like 3' }).int('a whole number of turns').positive('at least 1 turn').optional(),
  ...MAGIC_OPTIONS,
  ...GHARV_OPTIONS,
});
export type DnOptions = z.infer<typeof DnOptionsSchema>;

const DnStateObject = z.object({
  game: z.literal('dragon-noir'),
  scenario: z.string(),
  /** The volume the scenario belongs to: Sarah and Gotmar have other values in DN2 (4.2). */
  volume: z.union([z.literal(1), z.literal(2)]).default(1),
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
  horses: z.array(HorseSchema).default([]),
  /** Each side's standing reactions, secret from the other side until one fires. */
  reactions: z.array(ReactionSchema).default([]),
  /** This phase's shots, drawn as lines on the map. */
  shots: z.array(ShotRecordSchema).default([]),
  /** Who has shot in this fire phase. */
  fired: z.array(z.string()).default([]),
  /** This phase's moves, drawn as arrows on the map posted when it ends. */
  moves: z.array(MoveRecordSchema),
  /** This phase's combats, marked on the map. */
  combats: z.array(CombatRecordSchema),
  /** Characters who have attacked in this combat phase. */
  attacked: z.array(z.string()),
  /** The attacks made so far by the Guards and the Black Dragon's parts, who strike more than once (4.44, 4.3). */
  strikes: z.array(StrikeSchema).default([]),
  /** Characters of either side engaged in a combat this phase (2.44: they do not challenge an advance). */
  engaged: z.array(z.string()),
  /** Consequences of the last combat still to be settled, in order. */
  steps: z.array(StepSchema),
  /** The moving side may advance after its combat, until it gives another order. */
  advanceOffer: AdvanceStepSchema.nullable(),
  outcome: z.object({ winners: z.array(z.string()), reason: z.string() }).nullable(),
  /** The spellcasters' books, the counterspell orders and the spells in play (3). */
  magic: MagicStateSchema.default({ casters: [], counters: [], overlay: [], fireballs: [], circles: [], pending: null }),
  /** What is hidden: secret set-ups, characters not yet seen, markers face down, the Jails cell (1.8). */
  secret: SecretStateSchema.default(NO_SECRETS),
  /** Sides the bot plays (a seat left empty in a scenario that allows it, or given over by /autoplay). */
  bots: z.array(z.string()).default([]),
  // DN2's own: present in every DN2 game, absent from every DN1 game. Read them through their
  // chapter's accessor (gharvsOf, boatsOf, deepOf, websOf, planOf), which gives a DN1 game none.
  /** DN2: the Gharvs on the map and the interphase's order of attacks (4.5). */
  gharvs: GharvsStateSchema.optional(),
  /** DN2: the boat of the Dark Island (2.34). */
  boats: z.array(BoatSchema).optional(),
  /** DN2: the journeys through the deep dungeons (5.3); entrance No. 4 is in `secret`. */
  deep: DeepStateSchema.optional(),
  /** DN2: spider webs placed by the scenario, and every web destroyed (2.46): a web printed on the map is intact until listed torn. */
  webs: z.array(WebSchema).optional(),
  /** DN2: the battle of the campaign on the Strategic Plan this game is (5.21), or null. */
  plan: PlanBattleSchema.nullable().optional(),
});
export type DnState = z.infer<typeof DnStateObject>;

/** The fields only a DN2 game has: the Gharvs (4.5), the boat (2.34), the deep dungeons (5.3), the webs (2.46), the Strategic Plan (5.21). */
export const DN2_FIELDS = ['gharvs', 'boats', 'deep', 'webs', 'plan'] as const;

/** What a DN2 game holds in each of them before anything has happened. */
const DN2_EMPTY: Record<(typeof DN2_FIELDS)[number], unknown> = { gharvs: NO_GHARVS, boats: [], deep: NO_JOURNEYS, webs: [], plan: null };

/** Whether a stored value says nothing: as empty as a game that never used it. */
function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.values(value).every(isEmpty);
  return false;
}

/**
 * Games last weeks, and a DN1 game stored before DN2's fields were left out of it carries them
 * empty: they are shed as it is read, so its next commit writes it without them (one that holds
 * something is kept, never lost). A DN2 game stored before one of them existed gets it empty.
 */
function dn2Fields(stored: unknown): unknown {
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return stored;
  const state = stored as Record<string, unknown>;
  if (state.volume === 2) return { ...DN2_EMPTY, ...state };
  const kept = { ...state };
  for (const field of DN2_FIELDS) if (field in kept && isEmpty(kept[field])) delete kept[field];
  return kept;
}

/** The one character who goes berserk (4.2), whose berserk side was once stored as a wound. */
const BERSERK_STORED_AS_WOUND = 'crazy-ork';

/**
 * Games last weeks: a Crazy Ork stored before berserk was his own state held it as `wounds: 1`
 * (and a killed one as `wounds: 2`). A unit stored without `berserk` reads its first wound as
 * berserk, so the game goes on as it was.
 */
function berserkFromWound(stored: unknown): unknown {
  if (!stored || typeof stored !== 'object' || !Array.isArray((stored as { units?: unknown }).units)) return stored;
  const state = stored as { units: unknown[] };
  const units = state.units.map((u) => {
    if (!u || typeof u !== 'object') return u;
    const unit = u as Record<string, unknown>;
    if (unit.character !== BERSERK_STORED_AS_WOUND || 'berserk' in unit || typeof unit.wounds !== 'number' || unit.wounds < 1) return u;
    return { ...unit, berserk: true, wounds: unit.wounds - 1 };
  });
  return { ...state, units };
}

/** The whole state, read from the store or from `!state` JSON (docs/state-json.md). */
export const DnStateSchema = z.preprocess((stored) => berserkFromWound(dn2Fields(stored)), DnStateObject);
