import { cellAt, hexsideBetween } from '../../hex/board.ts';
import { distance, sameHex, type Hex } from '../../hex/hex.ts';
import { labelOf } from '../../hex/labels.ts';
import { lineOfFire as walkLine, type LineStep } from '../../hex/line.ts';
import type { Weapon } from './characters.ts';
import type { Horse, Unit } from './state.ts';
import { rangeBand } from './tables.ts';
import { TERRAIN } from './terrain.ts';
import { hexesOf } from './units.ts';
import { livingAt, terrainAt, type Table } from './world.ts';

/**
 * Line of fire and cover (2.21, 2.24): the core cases only — walls, solid rock, trees,
 * standing characters in the way of a crossbow, and the cover of the target's hex. The full
 * alphabetical list of 2.24 replaces this file.
 */

export type CoverLevel = 'none' | 'light' | 'medium' | 'heavy';
export type Sight =
  | { clear: true; cover: CoverLevel; range: number; path: Hex[]; notes: string[] }
  | { clear: false; why: string; at?: Hex; path: Hex[] };

export interface Shooter {
  unit: Unit;
  at?: Hex;
  weapon: Weapon;
}

const ORDER: CoverLevel[] = ['none', 'light', 'medium', 'heavy'];

/** 2.21: counting the target's hex but not the shooter's. */
export function hexRange(from: Hex, to: Hex): number {
  return distance(from, to);
}

export function isUnderground(table: Table, h: Hex): boolean {
  const t = terrainAt(table, h)?.id;
  return t === 'tunnel' || t === 'rock' || t === 'entrance';
}

/** Whether a character may shoot from where he stands (2.24 Streams: not from the water). */
export function canFireFrom(table: Table, unit: Unit): { ok: true } | { ok: false; why: string } {
  if (unit.hex && terrainAt(table, unit.hex)?.id === 'water') return { ok: false, why: `${unit.name} is in the water and cannot shoot (2.24 Streams)` };
  return { ok: true };
}

export function lineOfFire(table: Table, shooter: Shooter, target: Unit | Horse): Sight {
  const from = shooter.at ?? shooter.unit.hex!;
  const hexes = 'owner' in target ? [target.hex] : hexesOf(target);
  let best: Sight | undefined;
  for (const to of hexes) {
    const sight = judge(table, from, to, shooter.weapon, new Set([shooter.unit.id, target.id]));
    if (sight.clear) {
      const cover = hexes.map((h) => coverOf(table, h)).reduce((a, b) => (ORDER.indexOf(b) > ORDER.indexOf(a) ? b : a), 'none' as CoverLevel);
      return { ...sight, cover };
    }
    best ??= sight;
  }
  return best!;
}

export function sightBetween(table: Table, from: Hex, to: Hex, weapon: Weapon = 'crossbow'): Sight {
  return judge(table, from, to, weapon, new Set(livingAt(table, from).concat(livingAt(table, to)).map((u) => u.id)));
}

function coverOf(table: Table, h: Hex): CoverLevel {
  return terrainAt(table, h)?.cover ?? 'none';
}

function judge(table: Table, from: Hex, to: Hex, weapon: Weapon, ends: Set<string>): Sight {
  const line = walkLine(from, to);
  const range = hexRange(from, to);
  const left = blockage(table, line.left, weapon, range, ends);
  const right = line.grazes ? blockage(table, line.right, weapon, range, ends) : left;
  const path = line.left.map((s) => s.hex);
  // docs/hex-geometry.md: a grazing line is blocked only if both sides block it.
  if (left && right) return { clear: false, why: left.why, at: left.at, path };
  return { clear: true, cover: coverOf(table, to), range, path, notes: [] };
}

function blockage(table: Table, steps: LineStep[], weapon: Weapon, range: number, ends: Set<string>): { why: string; at: Hex } | undefined {
  for (let i = 1; i < steps.length; i++) {
    const here = steps[i]!.hex;
    const prev = steps[i - 1]!.hex;
    const side = hexsideBetween(table.board, prev, here);
    if (side === 'wall' || side === 'arrow-slit') return { why: `a wall between ${labelOf(prev)} and ${labelOf(here)} blocks the line`, at: here };
    if (i === steps.length - 1) break;
    const cell = cellAt(table.board, here);
    if (!cell) return { why: `the line leaves the map at ${labelOf(here)}`, at: here };
    const terrain = TERRAIN[cell.data.terrain];
    if (terrain.opaque) return { why: `${terrain.name} at ${labelOf(here)} blocks the line`, at: here };
    if (terrain.id === 'trees') return { why: `the trees at ${labelOf(here)} block the line (2.24 Trees)`, at: here };
    const inWay = livingAt(table, here).find((u) => !u.stunned && !ends.has(u.id) && !sameHex(here, steps[0]!.hex));
    if (inWay && (weapon === 'crossbow' || rangeBand(weapon, range)?.band === 'short')) {
      return { why: `${inWay.name} stands in the way at ${labelOf(here)} (2.24 Characters)`, at: here };
    }
  }
  return undefined;
}
