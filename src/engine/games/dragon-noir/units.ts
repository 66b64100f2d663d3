import { err, ok, type Result } from '../../core/result.ts';
import { neighbour, opposite, type Direction, type Hex } from '../../hex/hex.ts';
import { character, type CharacterDef, type Counter, type DefenceOnly, type Weapon } from './characters/characters.ts';
import type { DnState, Unit } from './state.ts';
import { enchanted, enchantedDefence } from './magic/enchant.ts';
import { bigHexes } from './big-counters/footprints.ts';

/** What a character's counter reads now: the rung of his wound ladder, and how he stands. */

export function definition(unit: Unit): CharacterDef {
  return character(unit.character);
}

/** The bow or crossbow printed on his counter, if any (2.2). */
export function weaponOf(unit: Unit): Weapon | undefined {
  return definition(unit).weapon;
}

/**
 * The counters by wounds: on horseback the mounted ones (healthy, wounded), on foot the foot ones;
 * berserk, the one stronger counter, which the next wound ends (4.2).
 */
export function ladder(unit: Unit, volume: 1 | 2 = 1): Counter[] {
  const def = definition(unit);
  if (unit.berserk && def.berserk) return [def.berserk];
  if (unit.mounted && def.mounted) return [def.mounted.healthy, def.mounted.wounded];
  return volume === 2 && def.dn2 ? def.dn2.levels : def.levels;
}

/**
 * The hexes a counter covers: one on foot; on horseback the horse's head and the hex behind it;
 * for a counter of several hexes (a Guard, the Queen, a dragon) its footprint, anchor first
 * (2.33, 4.3; `bigHexes`).
 */
export function hexesOf(unit: Unit): Hex[] {
  if (!unit.hex) return [];
  if (unit.facing === null) return [unit.hex];
  if (unit.mounted) return [unit.hex, behind(unit.hex, unit.facing as Direction)];
  return bigHexes(unit);
}

export function behind(head: Hex, facing: Direction): Hex {
  return neighbour(head, opposite(facing));
}

/** A rider: a character with a horse of his own (2.36.2, only riders may mount others' horses). */
export function isRider(unit: Unit): boolean {
  return definition(unit).mounted !== undefined;
}

/** The counter showing now; the last rung for a character who is dead. */
export function counterNow(unit: Unit, volume: 1 | 2 = 1): Counter {
  return enchanted(printedCounter(unit, volume), unit);
}

/** The counter as printed, without the spells on him: what spells that cost his values read (3.53). */
export function printedCounter(unit: Unit, volume: 1 | 2 = 1): Counter {
  const levels = ladder(unit, volume);
  return levels[Math.min(unit.wounds, levels.length - 1)]!;
}

export function defenceNow(unit: Unit, volume: 1 | 2 = 1): DefenceOnly {
  const def = definition(unit);
  if (unit.stunned) {
    const stunned = volume === 2 && def.dn2 ? def.dn2.stunned : def.stunned;
    if (stunned) return enchantedDefence(stunned, unit);
  }
  const c = counterNow(unit, volume);
  return { defence: c.defence, armoured: c.armoured };
}

export function isArmoured(unit: Unit): boolean {
  return defenceNow(unit).armoured;
}

export function isWounded(unit: Unit): boolean {
  return unit.wounds > 0;
}

/** Standing, on the board and able to move, fight and challenge. */
export function isStanding(unit: Unit): boolean {
  return !unit.dead && !unit.stunned && unit.hex !== null;
}

export type Status = 'healthy' | 'wounded' | 'stunned' | 'berserk' | 'dead';

export function statusOf(unit: Unit): Status {
  if (unit.dead) return 'dead';
  if (unit.stunned) return 'stunned';
  if (unit.wounds > 0) return 'wounded';
  return unit.berserk ? 'berserk' : 'healthy';
}

export function unitById(state: DnState, id: string): Unit {
  const unit = state.units.find((u) => u.id === id);
  if (!unit) throw new Error(`no unit ${id}`);
  return unit;
}

export function sideLabel(state: DnState, side: string): string {
  return state.sides.find((s) => s.id === side)?.label ?? side;
}

export function enemyOf(state: DnState, side: string): string {
  return state.sides.find((s) => s.id !== side)!.id;
}

/** Finds a character by name (any case, spaces or dashes), with a helpful line if it fails. */
export function findUnit(state: DnState, name: string, among: Unit[] = state.units): Result<Unit> {
  const wanted = normalise(name);
  const found = among.find((u) => normalise(u.name) === wanted || u.id === wanted);
  if (found) return ok(found);
  const names = among.map((u) => u.name);
  return err(`There is no ${name.trim()} here. Characters: ${names.slice(0, 20).join(', ')}${names.length > 20 ? '…' : ''}.`);
}

export function normalise(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
}

/** Replaces one unit, keeping the state immutable. */
export function withUnit(state: DnState, unit: Unit): DnState {
  const before = state.units.find((u) => u.id === unit.id);
  const next = { ...state, units: state.units.map((u) => (u.id === unit.id ? unit : u)) };
  if (before) changes.set(next, { base: state, before, after: unit });
  return next;
}

/**
 * How a state was made from another by changing one character: a move walks a character hex by
 * hex, and who stands where is then patched from the state before instead of worked out afresh.
 */
export interface OneChange {
  base: DnState;
  before: Unit;
  after: Unit;
}
const changes = new WeakMap<DnState, OneChange>();

export function oneChange(state: DnState): OneChange | undefined {
  return changes.get(state);
}

/** The refusal when a seat names a character of its own who is not there: an enemy's, or nobody. */
export function ownUnitError(state: DnState, seat: string, name: string): string {
  const mine = state.units.filter((u) => u.side === seat && !u.dead);
  const theirs = state.units.find((u) => u.side !== seat && u.name.toLowerCase() === name.trim().toLowerCase());
  if (theirs) return `${theirs.name} is not yours: he fights for the ${sideLabel(state, theirs.side)}.`;
  return `You have no character called ${name.trim()}. Yours: ${mine.map((u) => u.name).join(', ')}.`;
}
