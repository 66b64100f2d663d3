import { footprint, partHex } from '../../../hex/footprint.ts';
import { neighbour, rotate, type Direction, type Hex } from '../../../hex/hex.ts';
import type { DnState, Unit } from '../state.ts';
import type { Counter } from '../values.ts';
import { definition, ladder, withUnit } from '../units.ts';
import { DRAGON_PARTS, type DragonPart } from './data.ts';

/**
 * The Black Dragon's five parts (4.3): the body, whose wounds are the unit's own (three kill the
 * dragon, and only they slow it), and the head, the tail and the two front claws, each with its
 * own wound counter. A part with two wounds has no defence left: it can no longer be struck,
 * and a character may stand on its hex for the melee to strike the body from there.
 */

export type Part = DragonPart | 'body';
export const PARTS: readonly Part[] = ['body', ...DRAGON_PARTS];
/** Wounds after which a part has no defence left. */
export const SPENT = 2;

export function isBlackDragon(unit: Unit): boolean {
  return definition(unit).traits.includes('black-dragon');
}

export function isBabyDragon(unit: Unit): boolean {
  return definition(unit).traits.includes('baby-dragon');
}

/** Either dragon: D, E and F against it mean "wounded" (4.3). */
export function isDragon(unit: Unit): boolean {
  return isBlackDragon(unit) || isBabyDragon(unit);
}

export function woundsOf(unit: Unit, part: Part): number {
  return part === 'body' ? unit.wounds : (unit.partWounds[part] ?? 0);
}

/** What a part's counter reads now. */
export function partValues(unit: Unit, part: Part): Counter {
  if (part === 'body') {
    const levels = ladder(unit);
    return levels[Math.min(unit.wounds, levels.length - 1)]!;
  }
  const levels = definition(unit).parts![part]!;
  return levels[Math.min(woundsOf(unit, part), levels.length - 1)]!;
}

/** A part other than the body that has taken its second wound: no defence left. */
export function isSpent(unit: Unit, part: Part): boolean {
  return part !== 'body' && woundsOf(unit, part) >= SPENT;
}

export function hexOfDragonPart(unit: Unit, part: Part): Hex {
  return partHex('cross', { anchor: unit.hex!, facing: unit.facing as Direction }, part)!;
}

/** Which part stands in a hex of the dragon's counter. */
export function partAt(unit: Unit, h: Hex): Part | undefined {
  const hexes = footprint('cross', { anchor: unit.hex!, facing: unit.facing as Direction });
  const i = hexes.findIndex((x) => x.q === h.q && x.r === h.r);
  return i < 0 ? undefined : (['body', 'head', 'left-claw', 'right-claw', 'tail'] as const)[i];
}

/** The two hexes either side of the tail, from which the body can be struck while the dragon is whole (4.3). */
export function besideTheTail(unit: Unit): Hex[] {
  const facing = unit.facing as Direction;
  return [neighbour(unit.hex!, rotate(facing, 2)), neighbour(unit.hex!, rotate(facing, 4))];
}

/** Reads a part's name as typed ("head", "left claw", "Left-Claw", "body"). */
export function parsePart(text: string): Part | undefined {
  const t = text.trim().toLowerCase().replace(/[\s_]+/g, '-');
  return (PARTS as readonly string[]).includes(t) ? (t as Part) : undefined;
}

/** One wound on a part: on the body it climbs the dragon's ladder, and the third kills it (4.3). */
export function woundPart(state: DnState, unit: Unit, part: Part): { state: DnState; unit: Unit; text: string; died: boolean } {
  if (part === 'body') {
    const died = unit.wounds + 1 >= ladder(unit).length;
    const next: Unit = { ...unit, wounds: unit.wounds + 1, ...(died ? { dead: true, stunned: false } : {}) };
    const text = died ? `the Black Dragon's body takes its third wound: the dragon is dead` : `the Black Dragon's body is wounded (${next.wounds} of 3); it moves ${ladder(unit)[next.wounds]!.move} now`;
    return { state: withUnit(state, next), unit: next, text, died };
  }
  const wounds = Math.min(woundsOf(unit, part) + 1, SPENT);
  const next: Unit = { ...unit, partWounds: { ...unit.partWounds, [part]: wounds } };
  const name = part.replace('-', ' ');
  const text = wounds >= SPENT ? `the Black Dragon's ${name} takes its second wound: it has no defence left` : `the Black Dragon's ${name} is wounded`;
  return { state: withUnit(state, next), unit: next, text, died: false };
}

/** Which hexes the dragon strikes from: its parts that have an attack. */
export function strikingHexes(dragon: Unit): Hex[] {
  return PARTS.filter((p) => p !== 'body').map((p) => hexOfDragonPart(dragon, p));
}
