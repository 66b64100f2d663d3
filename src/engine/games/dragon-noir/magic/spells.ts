import { normalise } from '../units.ts';

/**
 * The spells on the spellcaster cards (3.51-3.55), as data: the game's name, the rule, the
 * volumes whose cards carry it and the least level that may cast it. What each one costs and
 * does is in the file named after its card section.
 */

export const SPELL_IDS = [
  // 3.51 spells affecting the spellcaster
  'increase-move',
  'increase-attack',
  'increase-defence',
  'teleport',
  'heal',
  'invisibility',
  // 3.52.1 terrain, group 1 (above ground)
  'tree',
  'house',
  'tower',
  'spring',
  'crevasse',
  'entrance',
  // 3.52.2 terrain, group 2
  'bridge',
  'tunnel',
  'demolish',
  // 3.53 spells affecting other characters
  'immobilise',
  'double-attack',
  'halve-attack',
  'revive',
  'circle',
  'improve-shooting',
  'levitate',
  // 3.54 detection (DN2, level 2)
  'detect',
  'detect-enumerate',
  'detect-identify',
  'detect-locate',
  // 3.55 other spells
  'fireball',
  'living-dead',
  'gargoyles',
] as const;
export type SpellId = (typeof SPELL_IDS)[number];

export interface SpellDef {
  id: SpellId;
  /** As the cards name it. */
  name: string;
  rule: string;
  /** The volumes whose cards carry the spell. */
  volumes: readonly (1 | 2)[];
  minLevel: 1 | 2;
  /** Group 1 terrain: flat ground or scrub above ground only (3.52). */
  surfaceOnly?: boolean;
  /** Other words players use for it. */
  aliases?: readonly string[];
  /** The options it needs, for the one-line help. */
  usage: string;
}

const BOTH = [1, 2] as const;

export const SPELLS: Record<SpellId, SpellDef> = {
  'increase-move': { id: 'increase-move', name: 'Increase Movement', rule: '3.51, 3.53', volumes: BOTH, minLevel: 1, aliases: ['increase-ma', 'movement'], usage: 'points:<MP> [target:<character>]' },
  'increase-attack': { id: 'increase-attack', name: 'Increase Attack', rule: '3.51', volumes: BOTH, minLevel: 1, aliases: ['attack'], usage: 'points:<N>' },
  'increase-defence': { id: 'increase-defence', name: 'Increase Defence', rule: '3.51', volumes: BOTH, minLevel: 1, aliases: ['increase-defense', 'defence', 'defense'], usage: 'points:<N>' },
  teleport: { id: 'teleport', name: 'Teleportation', rule: '3.51', volumes: BOTH, minLevel: 1, aliases: ['teleportation'], usage: 'hex:<where>' },
  heal: { id: 'heal', name: 'Heal', rule: '3.51, 3.53', volumes: BOTH, minLevel: 1, aliases: ['heal-wound', 'heal-wounded'], usage: '[target:<character>] (himself if left out)' },
  invisibility: { id: 'invisibility', name: 'Invisibility', rule: '3.51', volumes: BOTH, minLevel: 1, aliases: ['invisible'], usage: 'hex:<arrival> (by DM: only your side learns it)' },
  tree: { id: 'tree', name: 'Make a Tree Grow', rule: '3.52.1', volumes: [1], minLevel: 1, surfaceOnly: true, aliases: ['trees'], usage: 'hexes:<1, 3 or 7 hexes>' },
  house: { id: 'house', name: 'Make a House Appear', rule: '3.52.1', volumes: [1], minLevel: 1, surfaceOnly: true, usage: 'hexes:<4, 5 or 7 hexes> (the door is in the first hex)' },
  tower: { id: 'tower', name: 'Make a Tower Appear', rule: '3.52.1', volumes: [1], minLevel: 1, surfaceOnly: true, usage: 'hex:<centre> (the tower covers it and its six neighbours)' },
  spring: { id: 'spring', name: 'Make a Spring Appear', rule: '3.52.1', volumes: [1], minLevel: 1, surfaceOnly: true, aliases: ['pool'], usage: 'hexes:<2, 4 or 6 hexes>' },
  crevasse: { id: 'crevasse', name: 'Open a Crevasse', rule: '3.52.1', volumes: [1], minLevel: 1, surfaceOnly: true, usage: 'hexes:<2, 4 or 6 hexes>' },
  entrance: { id: 'entrance', name: 'Create an Entrance to the Underground', rule: '3.52.1', volumes: [1], minLevel: 1, surfaceOnly: true, aliases: ['underground-entrance'], usage: 'hexes:<1 or 2 hexes> leads:<the tunnel it opens into>' },
  bridge: { id: 'bridge', name: 'Create a Bridge', rule: '3.52.2', volumes: BOTH, minLevel: 1, usage: 'hexes:<1, 2 or 3 water hexes>' },
  tunnel: { id: 'tunnel', name: 'Dig a Tunnel', rule: '3.52.2', volumes: BOTH, minLevel: 1, aliases: ['dig'], usage: 'hexes:<1 or 2 rock hexes> [shape:straight|curved|junction]' },
  demolish: { id: 'demolish', name: 'Demolish a Wall', rule: '3.52.2', volumes: BOTH, minLevel: 1, aliases: ['demolish-wall'], usage: 'hexes:<the two hexes either side of each wall, e.g. F7,F8>' },
  immobilise: { id: 'immobilise', name: 'Immobilisation', rule: '3.53', volumes: BOTH, minLevel: 1, aliases: ['immobilize', 'immobilisation', 'immobilization'], usage: 'target:<character>' },
  'double-attack': { id: 'double-attack', name: 'Double Attack Strength', rule: '3.53', volumes: BOTH, minLevel: 1, aliases: ['double'], usage: 'target:<character>' },
  'halve-attack': { id: 'halve-attack', name: 'Halve Attack Strength', rule: '3.53', volumes: BOTH, minLevel: 1, aliases: ['halve'], usage: 'target:<character>' },
  revive: { id: 'revive', name: 'Revive a Dead Character', rule: '3.53', volumes: BOTH, minLevel: 1, usage: 'target:<dead character>' },
  circle: { id: 'circle', name: 'Magic Circle', rule: '3.53', volumes: BOTH, minLevel: 1, aliases: ['magic-circle'], usage: 'hexes:<hexes of the characters it is drawn round>' },
  'improve-shooting': { id: 'improve-shooting', name: 'Improve Shooting Ability', rule: '3.53', volumes: BOTH, minLevel: 1, aliases: ['improve-shot', 'shooting'], usage: 'target:<shooter> points:<−N on his next shot>' },
  levitate: { id: 'levitate', name: 'Levitation', rule: '3.53', volumes: BOTH, minLevel: 1, aliases: ['levitation'], usage: 'target:<character> hex:<where he lands>' },
  detect: { id: 'detect', name: 'Detect', rule: '3.54', volumes: [2], minLevel: 2, usage: '[target:<map>] (your own map if left out)' },
  'detect-enumerate': { id: 'detect-enumerate', name: 'Detect and Enumerate', rule: '3.54', volumes: [2], minLevel: 2, aliases: ['enumerate'], usage: '[target:<map>]' },
  'detect-identify': { id: 'detect-identify', name: 'Detect and Identify', rule: '3.54', volumes: [2], minLevel: 2, aliases: ['identify'], usage: '[target:<map>]' },
  'detect-locate': { id: 'detect-locate', name: 'Detect and Locate', rule: '3.54', volumes: [2], minLevel: 2, aliases: ['locate'], usage: 'target:<character or object>' },
  fireball: { id: 'fireball', name: 'Fireball', rule: '3.55', volumes: BOTH, minLevel: 1, usage: 'hex:<target hex>' },
  'living-dead': { id: 'living-dead', name: 'Living Dead', rule: '3.55', volumes: BOTH, minLevel: 1, aliases: ['undead'], usage: 'hexes:<4 hexes where they appear>' },
  gargoyles: { id: 'gargoyles', name: 'Gargoyles', rule: '3.55', volumes: BOTH, minLevel: 1, aliases: ['gargoyle'], usage: 'hexes:<2 hexes where they appear>' },
};

export function findSpell(text: string): SpellDef | undefined {
  const wanted = normalise(text);
  return Object.values(SPELLS).find((s) => s.id === wanted || normalise(s.name) === wanted || s.aliases?.includes(wanted));
}
