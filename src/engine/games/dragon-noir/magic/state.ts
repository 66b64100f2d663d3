import { z } from 'zod';
import { AnswerWindowSchema, StandingSchema, type Standing } from '../../../core/standing.ts';
import { flag } from '../flag.ts';
import { standingFromOld } from '../fire/standing-orders.ts';

/**
 * What magic keeps in a Dragon Noir state (3): each caster's level and energy points, what he
 * has cast this turn, the standing counterspell orders, the terrain the spells have laid on the
 * board, the fireballs and magic circles in play, and a cast waiting on a counterspell window.
 * Spells on one character (a boost, immobilisation, invisibility, a spirit's time) live on that
 * character's unit, as `spells`, so his counter can read them.
 */

const HexSchema = z.object({ q: z.number().int(), r: z.number().int() });

/** A spellcaster's book: level (3 intro), EP in stock (3.2) and how often he has cast (3.3). */
export const CasterSchema = z.object({
  unit: z.string(),
  level: z.union([z.literal(1), z.literal(2)]),
  /** Energy points left: level × 100 at the start, halved by a wound, doubled by a heal (3.2). */
  ep: z.number().int().nonnegative(),
  /** The last player-turn in which he cast a spell (DN1: one a player-turn). */
  spellInPlayerTurn: z.number().int().nullable().default(null),
  /** The last game turn in which he cast a spell (DN2: one a game turn). */
  spellInTurn: z.number().int().nullable().default(null),
  /** The last player-turn in which he cast a counterspell (DN1: one a player-turn). */
  counterInPlayerTurn: z.number().int().nullable().default(null),
});
export type Caster = z.infer<typeof CasterSchema>;

/** The spells that stay on a character for a while (3.51, 3.53, 3.55). */
export const UNIT_SPELLS = [
  'increase-move',
  'increase-attack',
  'increase-defence',
  'immobilise',
  'double-attack',
  'halve-attack',
  'improve-shooting',
  'invisibility',
  'spirit',
] as const;
export type UnitSpellKind = (typeof UNIT_SPELLS)[number];

/** A spell on a character, in force while the player-turn is `until` or less. */
export const UnitSpellSchema = z.object({
  spell: z.enum(UNIT_SPELLS),
  /** The caster's unit id (a spirit: the one who called it up). */
  caster: z.string(),
  /** Points bought: MA, attack, defence, or the −N a shot is improved by. */
  points: z.number().int().nullable().default(null),
  until: z.number().int(),
  /** Invisibility: the hex where he will reappear. Secret from the other side (3.51). */
  arrival: HexSchema.nullable().default(null),
});
export type UnitSpell = z.infer<typeof UnitSpellSchema>;

/**
 * A standing counterspell order (3.3, 3.55 by post), set in secret like a standing reaction:
 * counter every enemy spell, only spells on one character, only spells of N EP or more, or never.
 * A standing order of the core (core/standing.ts): its id is the caster's, its owner his side;
 * `ask` opens the counterspell window (the reaction-window option).
 */
export const CounterRuleSchema = z.object({
  kind: z.enum(['always', 'target', 'cost', 'never']),
  /** when:target: the character the countered spell must be cast on. */
  target: z.string().nullable().default(null),
  /** when:cost: the least EP the countered spell must cost. */
  cost: z.number().int().positive().nullable().default(null),
});
export type CounterRule = z.infer<typeof CounterRuleSchema>;

// Games last weeks: an order stored flat ({ caster, side, kind, … }) before it was a standing order still reads.
export const CounterOrderSchema = z.preprocess(
  (v) => (v && typeof v === 'object' && 'caster' in v ? standingFromOld(v as Record<string, unknown>, 'caster', ['kind', 'target', 'cost']) : v),
  StandingSchema(CounterRuleSchema).extend({ ask: z.boolean().default(false), revealed: z.boolean().default(false) }),
);
export type CounterOrder = Standing<CounterRule>;

/** A hex as a terrain spell leaves it. */
export const OverlayHexSchema = z.object({
  hex: HexSchema,
  terrain: z.string(),
  features: z.array(z.string()).default([]),
});

/** A hexside as a terrain spell leaves it: a house's walls and door, a demolished wall. */
export const OverlaySideSchema = z.object({
  hex: HexSchema,
  direction: z.number().int().min(0).max(5),
  kind: z.string(),
});

/** One terrain spell on the board: its marker, and what it does to hexes and hexsides (3.52). */
export const OverlayPieceSchema = z.object({
  /** "tree-small", "tunnel-curved": the marker of the supply it uses (1.51). */
  marker: z.string(),
  spell: z.string(),
  caster: z.string(),
  hexes: z.array(OverlayHexSchema).default([]),
  sides: z.array(OverlaySideSchema).default([]),
  /** An underground entrance: the tunnel it leads to, as the caster named it (3.52.1). */
  leads: z.string().nullable().default(null),
});
export type OverlayPiece = z.infer<typeof OverlayPieceSchema>;

/** A fireball marker: the hex is impassable while the player-turn is `until` or less (3.55). */
export const FireballSchema = z.object({ hex: HexSchema, caster: z.string(), until: z.number().int() });
export type Fireball = z.infer<typeof FireballSchema>;

/** A magic circle: whoever stands in these hexes is safe from missiles and blows (3.53). */
export const CircleSchema = z.object({ hexes: z.array(HexSchema).min(1), caster: z.string(), until: z.number().int() });
export type Circle = z.infer<typeof CircleSchema>;

/** A cast order, as given: stored while the enemy is asked about a counterspell. */
export const CastOrderSchema = z.object({
  caster: z.string(),
  spell: z.string(),
  target: z.string().optional(),
  hex: z.string().optional(),
  hexes: z.array(z.string()).optional(),
  points: z.number().int().optional(),
  shape: z.enum(['straight', 'curved', 'junction']).optional(),
  leads: z.string().optional(),
});
export type CastOrder = z.infer<typeof CastOrderSchema>;

/** The counterspell window: a cast stopped before its roll until the enemy says whether he counters. */
export const PendingCastSchema = z.object({
  /** The side that casts. */
  seat: z.string(),
  order: CastOrderSchema,
  /** The first caster offered (the only one, whose standing order asked, in a window stored before windows offered every caster who could counter). */
  counterer: z.string(),
  /** Every caster offered: those of the side asked who could counter the spell by the rules, best first (initiative). */
  offered: z.array(z.string()).optional(),
  /** The side asked. */
  asked: z.string(),
  /** The question and its default, as the window opened (absent in a state stored before windows were the core's). */
  window: AnswerWindowSchema.optional(),
});
export type PendingCast = z.infer<typeof PendingCastSchema>;

export const MagicStateSchema = z.object({
  casters: z.array(CasterSchema).default([]),
  /** Each side's standing counterspell orders: secret from the other side until one applies. */
  counters: z.array(CounterOrderSchema).default([]),
  /** Terrain spells in play, until the end of the scenario. */
  overlay: z.array(OverlayPieceSchema).default([]),
  fireballs: z.array(FireballSchema).default([]),
  circles: z.array(CircleSchema).default([]),
  pending: PendingCastSchema.nullable().default(null),
});
export type MagicState = z.infer<typeof MagicStateSchema>;

export const EMPTY_MAGIC: MagicState = { casters: [], counters: [], overlay: [], fireballs: [], circles: [], pending: null };

/** The magic options of a game, merged into the game's options. */
export const MAGIC_OPTIONS = {
  /** 3.4, translator's option: a level 2 caster reaches 15 hexes on the surface instead of 10. */
  levelTwoSurfaceRange: flag.default(false),
  /**
   * 3.4, translator's advice for DN1 underground: "dn2" casts underground as in DN2 (own
   * cavern only, ranges 7/10, no group 1 terrain spells); "surface" as on the surface.
   */
  undergroundMagic: z.enum(['dn2', 'surface']).default('dn2'),
  /** 1.51: how many of each magic marker the box holds, by marker, over the defaults. */
  markerSupply: z.record(z.string(), z.number().int().nonnegative()).default({}),
};
