import { cellAt, hexsideBetween, sideKey } from '../../hex/board.ts';
import { DIRECTIONS, hexKey, neighbour, neighbours, sameHex, type Hex, type HexKey } from '../../hex/hex.ts';
import type { Scenario } from './scenario.ts';
import type { DnState, Unit } from './state.ts';
import { DEMOLISHED_SURCHARGE, DOORWAY_COMBAT, TERRAIN, WINDOW_SURCHARGE, type DnBoard, type HexsideKind, type TerrainDef } from './terrain.ts';
import { definition, isArmoured, isStanding } from './units.ts';

/**
 * The table as the rules see it: the board, the scenario and the state together, with the
 * questions every rule asks (who stands where, can he enter that hex, what does it cost, can
 * that enemy strike him from there).
 */
export interface Table {
  state: DnState;
  board: DnBoard;
  scenario: Scenario;
}

export function terrainAt(table: Table, h: Hex): TerrainDef | undefined {
  const cell = cellAt(table.board, h);
  return cell ? TERRAIN[cell.data.terrain] : undefined;
}

export function onBoard(table: Table, h: Hex): boolean {
  return table.board.cells.has(hexKey(h));
}

// States are never changed in place, so who stands where can be worked out once per state.
const occupancyOf = new WeakMap<DnState, Map<HexKey, Unit[]>>();

function occupancy(state: DnState): Map<HexKey, Unit[]> {
  let index = occupancyOf.get(state);
  if (index) return index;
  index = new Map();
  for (const u of state.units) {
    if (!u.hex) continue;
    const key = hexKey(u.hex);
    const list = index.get(key);
    if (list) list.push(u);
    else index.set(key, [u]);
  }
  occupancyOf.set(state, index);
  return index;
}

/** Everyone in a hex, the dead included. */
export function unitsAt(table: Table, h: Hex): Unit[] {
  return occupancy(table.state).get(hexKey(h)) ?? [];
}

/** Living characters (standing or stunned) in a hex. */
export function livingAt(table: Table, h: Hex): Unit[] {
  return unitsAt(table, h).filter((u) => !u.dead);
}

export function bodiesAt(table: Table, h: Hex): number {
  return unitsAt(table, h).filter((u) => u.dead).length;
}

/** 2.31 item 12: three bodies cost one more MP, six make the hex impassable. */
export function bodiesSurcharge(table: Table, h: Hex): number | null {
  const bodies = bodiesAt(table, h);
  if (bodies >= 6) return null;
  return bodies >= 3 ? 1 : 0;
}

/** An interior hex with a door in one of its sides: favourable in attack and defence. */
export function isDoorway(table: Table, h: Hex): boolean {
  const terrain = terrainAt(table, h);
  if (!terrain?.walled) return false;
  return DIRECTIONS.some((d) => table.board.hexsides.get(sideKey(h, d)) === 'door');
}

/** +1, 0 or -1 for a character in melee (5.13.1, 4.2 for the Elves in trees). */
export function combatValue(table: Table, unit: Unit): number {
  if (!unit.hex) return 0;
  if (isDoorway(table, unit.hex)) return DOORWAY_COMBAT;
  const terrain = terrainAt(table, unit.hex);
  if (!terrain) return 0;
  if (terrain.id === 'trees' && definition(unit).traits.includes('elf')) return 1;
  return terrain.combat;
}

/**
 * Whether `unit` on foot could step from `from` into `to`, and the MP it costs, ignoring who
 * stands there. Null means impossible, with the reason in `why`.
 */
export function stepCost(table: Table, unit: Unit, from: Hex, to: Hex): { mp: number } | { mp: null; why: string } {
  const terrain = terrainAt(table, to);
  if (!terrain) return { mp: null, why: 'off the map' };
  const fromTerrain = terrainAt(table, from);
  const def = definition(unit);
  const swimmer = def.traits.includes('goblin');
  let mp: number | null = terrain.mp;
  if (mp === null) return { mp: null, why: `${terrain.name} cannot be entered` };
  if (terrain.id === 'water') {
    if (isArmoured(unit)) return { mp: null, why: 'a character in armour cannot enter water' };
    if (swimmer) mp = 2;
  }
  // 2.31 item 4: a wooden bridge and the water under it do not connect (the Goblins excepted).
  if (!swimmer && fromTerrain && isBridgeWaterStep(fromTerrain.id, terrain.id)) {
    return { mp: null, why: 'a wooden bridge cannot be reached from the water, or left into it' };
  }
  const side = hexsideBetween(table.board, from, to) as HexsideKind | undefined;
  const barrier = side ? BARRIERS[side] : undefined;
  if (barrier) return { mp: null, why: `${barrier} is in the way` };
  if (side === 'window') mp += WINDOW_SURCHARGE;
  if (side === 'demolished') mp += DEMOLISHED_SURCHARGE;
  // 2.31 item 10: a level is left only by a stairway or a slope (or by jumping down).
  const climb = levelStep(table, from, to);
  if (climb) return { mp: null, why: climb };
  const bodies = bodiesSurcharge(table, to);
  if (bodies === null) return { mp: null, why: 'the bodies there make it impassable' };
  return { mp: mp + bodies };
}

function isBridgeWaterStep(a: string, b: string): boolean {
  return (a === 'bridge' && b === 'water') || (a === 'water' && b === 'bridge');
}

/** What no one walks through. Doors, cell doors, windows and demolished walls can be crossed. */
const BARRIERS: Partial<Record<HexsideKind, string>> = {
  wall: 'a wall',
  'arrow-slit': 'a wall (with an arrow-slit)',
  bars: 'the bars of a cell',
  'low-wall': 'the low wall of the bridge',
  railing: 'a railing',
};

/** Why a step between two levels cannot be walked, or undefined if it can (2.31 item 10). */
export function levelStep(table: Table, from: Hex, to: Hex): string | undefined {
  const a = cellAt(table.board, from)?.data;
  const b = cellAt(table.board, to)?.data;
  if (!a || !b || a.level === b.level) return undefined;
  const byStairs = TERRAIN[a.terrain].changesLevel || TERRAIN[b.terrain].changesLevel;
  if (byStairs && Math.abs(a.level - b.level) <= 1) return undefined;
  return b.level < a.level ? 'it is a drop to a lower level: only a jump gets down there' : 'it is a higher level, reached only by a stairway or a slope';
}

/** Whether the hexside between two hexes lets a blow through (2.45; 5.13.2: never through a wall or a window). */
export function canStrikeAcross(table: Table, a: Hex, b: Hex): boolean {
  const side = hexsideBetween(table.board, a, b) as HexsideKind | undefined;
  if (side === 'window' || (side && BARRIERS[side])) return false;
  // Two characters on different levels fight only across a way between them.
  return levelStep(table, a, b) === undefined;
}

/**
 * 2.45: an attack is impossible if the attacker could not move into the defender's hex; and a
 * blow never passes a wall or a window.
 */
export function canAttackInto(table: Table, attacker: Unit, target: Hex): boolean {
  if (!attacker.hex || !isStanding(attacker)) return false;
  if (!neighbours(attacker.hex).some((n) => sameHex(n, target))) return false;
  if (!canStrikeAcross(table, attacker.hex, target)) return false;
  const terrain = terrainAt(table, target);
  if (!terrain || terrain.mp === null) return false;
  if (terrain.id === 'water' && isArmoured(attacker)) return false;
  return true;
}

/** The enemies of `side` standing next to `h` and able to attack it: those who challenge a passer-by. */
export function challengers(table: Table, side: string, h: Hex): Unit[] {
  const found: Unit[] = [];
  for (const n of neighbours(h)) {
    for (const u of unitsAt(table, n)) if (u.side !== side && isStanding(u) && canAttackInto(table, u, h)) found.push(u);
  }
  return found;
}

export function neighbourHexes(table: Table, h: Hex): Hex[] {
  return DIRECTIONS.map((d) => neighbour(h, d)).filter((n) => onBoard(table, n));
}
