import { z } from 'zod';

/**
 * The dice of Dragon Dice as data: every unit, monster, dragon and terrain die with its faces, the
 * species with their elements and abilities, and the spells. The files under
 * `assets/dice/dragon-dice/` are read with these schemas (`dice/read.ts`); the engine never holds
 * a die's faces in code. Every record names where its facts come from (`source`).
 */

/** The five elements, and the colour each is on the dice (FACTS §2, GAPS B1). */
export const ELEMENTS = ['air', 'death', 'earth', 'fire', 'water'] as const;
export type Element = (typeof ELEMENTS)[number];
export const ELEMENT_COLOUR: Readonly<Record<Element, string>> = { air: 'blue', death: 'black', earth: 'yellow', fire: 'red', water: 'green' };

/** A dragon's or a species' colour: an element's, ivory (no element) or white (every element). */
export const COLOURS = ['black', 'blue', 'green', 'red', 'yellow', 'ivory', 'white'] as const;
export type Colour = (typeof COLOURS)[number];

/** The two rulesets (issue 15): the current publisher's v4.01 core, and what is known of TSR's 1996 edition. */
export const RULESETS = ['v4', '1996'] as const;
export type Ruleset = (typeof RULESETS)[number];

/**
 * Where a fact comes from: `tsr-faq` the seed FAQ, `sfr-v4` the current rulebook (v4.01d),
 * `tsr-1996` other TSR-era sources (FACTS §2 names them), `dataset` the dice faces both public
 * datasets agree on, `invented` our own where every source is silent (listed in docs/dragon-dice.md).
 */
export const SOURCES = ['tsr-faq', 'sfr-v4', 'tsr-1996', 'dataset', 'invented'] as const;
export const SourceSchema = z.enum(SOURCES);

/** The icons every unit die may show: its ID (results equal to its health) and the five plain actions. */
export const PLAIN_ICONS = ['id', 'melee', 'missile', 'magic', 'save', 'maneuver'] as const;

/**
 * The special action icons (SAIs), by our own id in kebab case. Which results each counts as in
 * each kind of roll, and what else it does, is data too (`sais.json`, read by `dice/read.ts`).
 * `hoof` and `paw` are cavalry's maneuver icons (they count as maneuver and save like `fly`).
 * `belly`, `breath` and `logo` are the Dragonkin's (a Dragonkin Belly or Breath is not a dragon's
 * face of that name: it is an icon on a unit die, counted as its X).
 */
export const SAI_ICONS = [
  'bash', 'belly', 'breath', 'bullseye', 'cantrip', 'charge', 'charm', 'choke', 'cloak', 'coil', 'confuse', 'convert', 'counter',
  'create-fireminions', 'dispel-magic', 'double-strike', 'entangle', 'ferry', 'firebreath', 'firecloud', 'firewalking', 'flame',
  'flaming-arrow', 'flaming-shield', 'fly', 'frost-breath', 'frost-cantrip', 'frost-magic', 'galeforce', 'gore', 'hoof', 'howl', 'hug',
  'hypnotic-glare', 'illusion', 'kick', 'logo', 'net', 'paw', 'plague', 'poison', 'regenerate', 'rend', 'rise-from-ashes', 'roar', 'scare',
  'scorching-counter', 'scorching-shield', 'scorching-wings', 'screech', 'seize', 'slay', 'sleep', 'smite', 'smother', 'stomp', 'stone',
  'stun', 'surprise', 'swallow', 'tail', 'teleport', 'trample', 'trumpet', 'vanish', 'volley', 'wave', 'web', 'wild-growth', 'wither',
] as const;
export const ICONS = [...PLAIN_ICONS, ...SAI_ICONS] as const;
export type Icon = (typeof ICONS)[number];
export type Sai = (typeof SAI_ICONS)[number];

/**
 * One face of a unit die: one icon and how many it shows ("melee 3" is three melee icons). An ID
 * face's count is the unit's health. A monster's SAI counts 4 (its health), as the rules say.
 * Written in the files as `"<icon> <count>"`: `"melee 3"`, `"id 2"`, `"smite 4"`.
 */
export interface UnitFace {
  icon: Icon;
  count: number;
}

/** A unit's class: the five of every species, and the monster (a d10). Frostwings and Undead differ (FACTS §2.2). */
export const UNIT_CLASSES = ['heavy-melee', 'light-melee', 'cavalry', 'missile', 'magic', 'heavy-missile', 'light-missile', 'heavy-magic', 'light-magic', 'monster', 'champion', 'dragonkin'] as const;
export type UnitClass = (typeof UNIT_CLASSES)[number];

/** A unit die (a d6 of health 1-3, a champion's of 4) or a monster (a d10 of health 4). */
export interface UnitDie {
  /** Unique over every species: `dwarf-footman`, `goblin-leopard-rider`. */
  id: string;
  name: string;
  species: string;
  class: UnitClass;
  health: number;
  faces: UnitFace[];
  /** A Dragonkin's own element: its species has all five, each die one (SFR Dragonkin). Other dice take their species'. */
  element?: Element;
  /** Automatic save results added when the unit is rolled: a Dragonkin's equal its health (SFR Dragonkin, "armored skin"). */
  saves?: number;
  source: z.infer<typeof SourceSchema>;
}

export const DRAGON_FACES = ['jaws', 'breath', 'claw', 'wing', 'belly', 'tail', 'treasure'] as const;
export type DragonFace = (typeof DRAGON_FACES)[number];

/** A dragon's form: a drake (winged) or a wyrm (wingless, with Treasure); its 12 faces (FACTS §2.2). */
export interface DragonForm {
  id: 'drake' | 'wyrm';
  name: string;
  faces: DragonFace[];
  source: z.infer<typeof SourceSchema>;
}

/** A dragon die: its colour and form. A white dragon has 10 health; the others 5, with 5 automatic saves. */
export interface DragonDie {
  id: string;
  name: string;
  colour: Colour;
  form: DragonForm['id'];
  health: number;
  saves: number;
  source: z.infer<typeof SourceSchema>;
}

/** What a terrain's face lets an army there do: magic, missile or melee on faces 1-7; the eighth face is captured. */
export const TERRAIN_ACTIONS = ['magic', 'missile', 'melee', 'eighth'] as const;
export type TerrainAction = (typeof TERRAIN_ACTIONS)[number];

/** The icons an eighth face may carry (SFR 15): the basic ones and the advanced, frontier-only ones. */
export const EIGHTH_FACES = ['city', 'temple', 'tower', 'standing-stones', 'castle', 'dragons-lair', 'grove', 'vortex'] as const;
export type EighthFace = (typeof EIGHTH_FACES)[number];

/** A terrain type (Coastland, Highland…): its two elements and which action each of faces 1-8 allows. */
export interface TerrainType {
  id: string;
  name: string;
  elements: Element[];
  /** `minor` is refused by the reader: a minor terrain's faces are not actions, so it is a MinorTerrainDie (list `minors`). */
  kind: 'basic' | 'minor' | 'advanced';
  /** `faces[i]` is face i+1's action; `faces[7]` is always `eighth`. */
  faces: TerrainAction[];
  source: z.infer<typeof SourceSchema>;
}

/** A terrain die: a type and the icon on its eighth face. */
export interface TerrainDie {
  id: string;
  name: string;
  type: string;
  eighth: EighthFace | null;
  /** Faces 1-8 when they differ from its type's: an advanced die (Castle, Grove…) has its own sequence (TS terrain data). */
  faces?: TerrainAction[];
  source: z.infer<typeof SourceSchema>;
}

/**
 * What an eighth face does for the army that captured it, as data (SFR 15): a one-line text of our
 * own, and whether it is an advanced one (Castle, Dragon's Lair, Grove, Vortex: at the frontier only).
 */
export interface EighthFaceRule {
  id: EighthFace;
  name: string;
  advanced: boolean;
  text: string;
  source: z.infer<typeof SourceSchema>;
}

/**
 * A minor terrain (SFR 15): a small d8 an army brings into play at its terrain instead of a
 * maneuver, and rolls for a bonus or a disaster. Its ID face shows one of four icons; the die is
 * named for the terrain whose elements it has (Coastland Bridge), or Deadland (death).
 */
export const MINOR_ICONS = ['bridge', 'knoll', 'village', 'woods'] as const;
export type MinorIcon = (typeof MINOR_ICONS)[number];
/** A minor terrain's faces: its ID, an action, a doubling of ID results, or a disaster. */
export const MINOR_FACES = ['id', 'magic', 'melee', 'missile', 'double-maneuvers', 'double-saves', 'dust-storm', 'flanked', 'flood', 'revolt'] as const;
export type MinorFace = (typeof MINOR_FACES)[number];

export interface MinorTerrainDie {
  id: string;
  name: string;
  elements: Element[];
  icon: MinorIcon;
  /** Its 8 faces, the ID's first; the rules read no face by its number. */
  faces: MinorFace[];
  /** A Deadland may be brought into play at any terrain, whatever its elements (SFR 15). */
  anyTerrain?: boolean;
  source: z.infer<typeof SourceSchema>;
}

/**
 * What a minor terrain's face does for the army that controls it, until the die is rolled again:
 * `choose` turn the die to an action face; `action` that action or the terrain's; `double-ids`
 * double ID results in rolls for `results`; `halve` halve the army's `results`, a disaster that
 * buries the die at the army's next march.
 */
export interface MinorFaceRule {
  id: MinorFace;
  name: string;
  effect: 'choose' | 'action' | 'double-ids' | 'halve';
  results?: 'magic' | 'melee' | 'missile' | 'maneuver' | 'save';
  text: string;
  source: z.infer<typeof SourceSchema>;
}

/** A spell: its element (or `elemental`, cast with any one element), its cost, whether reserves may cast it (R). */
export interface Spell {
  id: string;
  name: string;
  element: Element | 'elemental';
  cost: number;
  reserve: boolean;
  /** A cantrip may also be cast with cantrip results in a roll that is not for magic. */
  cantrip: boolean;
  /** Which rulesets have it: the seed names Wall of Ice, which is TSR's alone. */
  rulesets: Array<(typeof RULESETS)[number]>;
  /** The one line a player reads: what it does, in our own words. */
  text: string;
  source: z.infer<typeof SourceSchema>;
}

/**
 * A species ability for one ruleset, as data: at a terrain of one element (or one type), one kind
 * of result counts as, or doubles, another. `effect` names the rule code that reads it.
 */
export interface SpeciesAbility {
  ruleset: Ruleset;
  name: string;
  /** The terrain it works at: a type id (`highland`) or an element's (`earth`). */
  at: { type: string } | { element: Element };
  effect: 'double' | 'counts-as' | 'other';
  /** For `double` and `counts-as`: the results read, and (counts-as) what they count as, in which roll. */
  results?: { from: (typeof PLAIN_ICONS)[number]; to?: (typeof PLAIN_ICONS)[number]; inRoll?: string };
  text: string;
  source: z.infer<typeof SourceSchema>;
}

export interface Species {
  id: string;
  name: string;
  elements: Element[];
  /** `tsr` for the four base races of 1996; `kicker` for TSR's later ones; `sfr` for the current publisher's. */
  era: 'tsr' | 'kicker' | 'sfr';
  abilities: SpeciesAbility[];
  /** Abilities tied to no terrain (Goblins' Foul Stench, Undead's Stepped Damage): read by the rule that applies each, by name. */
  anywhere?: Array<Omit<SpeciesAbility, 'at'>>;
  source: z.infer<typeof SourceSchema>;
}
