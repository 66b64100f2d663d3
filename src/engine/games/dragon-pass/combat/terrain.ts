import { distance, neighbours, sameHex, type Hex } from '../../../hex/hex.ts';
import type { PassBook } from '../book.ts';
import type { MapHex } from '../map/types.ts';
import type { Piece } from '../state.ts';
import { factor } from './words.ts';

/**
 * What the target's ground gives it in each step (play.json and the Missile Fire Table). Only
 * units in a structure get its bonus (FACTS 3.2): in melee each unit is reckoned on its own; in
 * magic and missile fire the stack is one target, so the structure counts only when every unit
 * of it is in (our reading: a stack part in the open can be struck in the open).
 */

const inside = (p: Piece): boolean => p.at.kind === 'hex' && p.at.inside;
export const allInside = (cell: MapHex, pieces: readonly Piece[]): boolean => !!cell.structure && pieces.length > 0 && pieces.every(inside);

/** A unit's melee multiplier as a defender: the larger of its hex's terrain and, for a unit in it, the structure; with the name of what gave it. */
export function meleeMultiplier(book: PassBook, cell: MapHex, piece: Piece): { value: number; by: string } {
  const ground = { value: book.rules.melee.terrain[cell.terrain], by: cell.terrain };
  if (!cell.structure || !inside(piece)) return ground;
  const built = { value: book.rules.melee.structures[cell.structure.kind], by: cell.structure.kind };
  return built.value > ground.value ? built : ground;
}

/** What a magic total aimed at the stack is divided by: the hex's magic terrain, or its structure's when the stack is in it and that is larger. */
export function magicDivisor(book: PassBook, cell: MapHex, pieces: readonly Piece[]): { value: number; by: string } {
  const ground = { value: book.rules.magic.terrain[cell.terrain], by: cell.terrain };
  if (!cell.structure || !allInside(cell, pieces)) return ground;
  const built = { value: book.rules.magic.structures[cell.structure.kind], by: cell.structure.kind };
  return built.value > ground.value ? built : ground;
}

/** The terrains the Missile Fire Table may read for the stack: the hex's (hill and forest is both), and its structure when the stack is in it. */
export function missileTerrain(cell: MapHex, pieces: readonly Piece[]): string[] {
  const ground = cell.terrain === 'hill-and-forest' ? ['hill', 'forest'] : [cell.terrain];
  return cell.structure && allInside(cell, pieces) ? [...ground, cell.structure.kind] : ground;
}

/**
 * The target stands above a ridge from the firer (DOVES, GAPS A5): one of the target's hexsides
 * is a ridge whose high side is the target, and its low side lies on the way from the firer
 * (the firer's own hex when adjacent, one hex nearer the firer otherwise).
 */
export function aboveRidgeFrom(book: PassBook, firer: Hex, target: Hex): boolean {
  const d = distance(firer, target);
  return neighbours(target).some((n) => {
    const ridge = book.map.between(n, target).ridge;
    return distance(firer, n) === d - 1 && !!ridge && sameHex(ridge.high, target);
  });
}

/** "×1½ forest", "×2 fortress": a multiplier with what gave it. */
export const multiplierText = (m: { value: number; by: string }): string => `×${factor(m.value)} ${m.by}`;
