import { cellAt, hexsideBetween } from '../../hex/board.ts';
import { boardOf, hexCombatValue, hexsideAt, onBoard, terrainAt, webAt, type StepResult, type Table } from './table.ts';
import { DIRECTIONS, distance, hexKey, neighbour, neighbours, sameHex, type Hex, type HexKey } from '../../hex/hex.ts';
import { labelOf } from '../../hex/labels.ts';
import { deadHorsesAt as deadHorsesOn } from './horses/horses.ts';
import { levelBetween, levelGap, onWalkway, placeOf, twoPlaces, twoPlacesOf, type Place } from './places.ts';
import type { DnState, Unit } from './state.ts';
import { boatsOf } from './boats/state.ts';
import { DEMOLISHED_SURCHARGE, TERRAIN, WINDOW_SURCHARGE, type DnBoard, type DnHex, type HexsideKind } from './terrain.ts';
import { definition, hexesOf, isStanding, oneChange } from './units.ts';
import { cutFromWater, waterCost } from './movement/water.ts';
import { flightStep, magicBarrier } from './magic/ground.ts';
import { isGharv } from './gharvs/counters.ts';
import { boatIn } from './boats/boat.ts';
import { gharvMayEnter, gharvTerrainValue } from './gharvs/ground.ts';
import { isBig } from './big-counters/footprints.ts';
import { bigStrikes } from './big-counters/strikes.ts';
import { creatureCombatValue } from './krobs/terrain.ts';

export { boardOf, cellOf, hexCombatValue, hexsideAt, isDoorway, onBoard, terrainAt, webAt, type StepResult, type Table } from './table.ts';

// States are never changed in place, so who stands where can be worked out once per list of
// units: a state made by changing anything but the units (a phase, a record of moves) keeps it.
const occupancyOf = new WeakMap<readonly Unit[], Occupancy>();

/**
 * Who stands in each hex. A state made from another by moving one character (a move walks hex
 * by hex) keeps the other's index and records only the hexes that changed; a long chain of
 * such changes is flattened now and then so a lookup stays short.
 */
class Occupancy {
  constructor(
    private readonly parent: Occupancy | null,
    private readonly own: Map<HexKey, Unit[]>,
    readonly depth: number,
  ) {}

  get(key: HexKey): Unit[] | undefined {
    const mine = this.own.get(key);
    if (mine !== undefined || !this.parent) return mine;
    return this.parent.get(key);
  }

  flat(): Map<HexKey, Unit[]> {
    if (!this.parent) return this.own;
    const all = new Map(this.parent.flat());
    for (const [key, list] of this.own) all.set(key, list);
    return all;
  }
}

const MAX_CHAIN = 12;

function occupancy(state: DnState): Occupancy {
  let index = occupancyOf.get(state.units);
  if (index) return index;
  const change = oneChange(state);
  const base = change && change.base.units.length === state.units.length ? occupancyOf.get(change.base.units) : undefined;
  index = change && base ? patched(state, base, change.before, change.after) : new Occupancy(null, built(state), 0);
  occupancyOf.set(state.units, index);
  return index;
}

// A rider is in both hexes of his counter (2.36), a Guard, the Queen or a dragon in all of theirs (2.33, 4.3).
const hexesHeld = (u: Unit): Hex[] => hexesOf(u);

function built(state: DnState): Map<HexKey, Unit[]> {
  const index = new Map<HexKey, Unit[]>();
  for (const u of state.units) {
    for (const h of hexesHeld(u)) {
      const key = hexKey(h);
      const list = index.get(key);
      if (list) list.push(u);
      else index.set(key, [u]);
    }
  }
  return index;
}

/** The index of the state before, with one character taken out of his old hexes and put in his new ones. */
function patched(state: DnState, base: Occupancy, before: Unit, after: Unit): Occupancy {
  const own = new Map<HexKey, Unit[]>();
  const current = (key: HexKey) => own.get(key) ?? base.get(key) ?? [];
  for (const h of hexesHeld(before)) {
    const key = hexKey(h);
    own.set(key, current(key).filter((u) => u.id !== before.id));
  }
  for (const h of hexesHeld(after)) {
    const key = hexKey(h);
    const list = [...current(key), after];
    // Kept in the order of the state's units, as a fresh index would be.
    if (list.length > 1) list.sort((a, b) => state.units.indexOf(a) - state.units.indexOf(b));
    own.set(key, list);
  }
  const next = new Occupancy(base, own, base.depth + 1);
  return next.depth >= MAX_CHAIN ? new Occupancy(null, next.flat(), 0) : next;
}

/** Everyone in a hex, the dead included. */
export function unitsAt(table: Table, h: Hex): Unit[] {
  return occupancy(table.state).get(hexKey(h)) ?? NOBODY;
}

const NOBODY: Unit[] = [];

/** Living characters (standing or stunned) in a hex. */
export function livingAt(table: Table, h: Hex): Unit[] {
  return unitsAt(table, h).filter((u) => !u.dead);
}

/** Everyone in one place: in a hex of two places (2.37), only those on that one. */
export function unitsIn(table: Table, place: Place): Unit[] {
  const all = unitsAt(table, place.hex);
  return twoPlaces(table, place.hex) ? all.filter((u) => u.below === place.below) : all;
}

/** Living characters (standing or stunned) in one place. */
export function livingIn(table: Table, place: Place): Unit[] {
  return unitsIn(table, place).filter((u) => !u.dead);
}

/** Dead persons in a place (on a walkway and beneath it are counted apart). */
export function bodiesAt(table: Table, h: Hex, below = false): number {
  const all = unitsAt(table, h);
  if (all.length === 0) return 0;
  return unitsIn(table, { hex: h, below }).filter((u) => u.dead).length;
}

/**
 * Dead horses in a hex: a dead horse's counter lies across both its hexes (2.36, horses.ts), and
 * weighs as much as three dead persons in each (2.31 item 12).
 */
export function deadHorsesAt(table: Table, h: Hex): number {
  return deadHorsesOn(table.state, h);
}

/** 2.31 item 12: three dead persons or one dead horse cost one more MP; six, two horses, or three and a horse, make the hex impassable. */
export function bodiesSurcharge(table: Table, h: Hex, below = false): number | null {
  const load = bodiesAt(table, h, below) + 3 * deadHorsesAt(table, h);
  if (load >= 6) return null;
  return load >= 3 ? 1 : 0;
}

/** 2.31 item 12, translator's note: the Krobs and the Gharvs pay no heed to bodies. */
export function ignoresBodies(unit: Unit): boolean {
  const traits = definition(unit).traits as readonly string[];
  return traits.includes('krob') || traits.includes('gharv');
}

/**
 * +1, 0 or -1 for a character in melee (5.13.1, 4.2 for the Elves in trees). A rider counts the
 * less advantageous of his two hexes (2.42, DN1).
 */
export function combatValue(table: Table, unit: Unit): number {
  if (!unit.hex) return 0;
  // The Krobs on their webs, the Queen, a Guard's three hexes, the dragons (2.42, 2.46, 4.3).
  const special = creatureCombatValue(table, unit);
  if (special !== undefined) return special;
  // On a walkway he fights from its planks, not from the ground beneath: neutral (ours).
  if (onWalkway(table, placeOf(unit))) return 0;
  // 5.13.2: a Gharv is + in water and marsh, − on land.
  if (isGharv(unit)) return gharvTerrainValue(terrainAt(table, unit.hex)?.id);
  const elf = definition(unit).traits.includes('elf');
  return Math.min(...hexesOf(unit).map((h) => hexCombatValue(table, h, elf)));
}

/** A walkway is a wooden footway: 1 MP, whatever lies beneath it (ours, as a wooden bridge). */
export const WALKWAY_MP = 1;

/**
 * Whether `unit` on foot could step from `from` into `to`, and the MP it costs, ignoring who
 * stands there. Null means impossible, with the reason in `why`. `fromBelow` says which place
 * of `from` he leaves (his own if he stands there). In a hex of two places he arrives on the
 * walkway if he comes from its level, beneath it otherwise; in an entrance, in the place that is
 * free (2.37).
 */
export function stepCost(table: Table, unit: Unit, from: Hex, to: Hex, fromBelow?: boolean): StepResult {
  // 3.55: a burning fireball closes its hex; a Gargoyle flies over what stops a walker.
  const burning = magicBarrier(table, to);
  if (burning) return { mp: null, why: burning };
  // 2.31 item 9, 5.13.2: a web stops all but the Krobs, who cross it for 1 MP.
  const web = webStep(table, unit, to);
  if (web) return web;
  // 2.34: the boat's hexes are entered only by getting into it (/board).
  if (boatsOf(table.state).length > 0 && boatIn(table.state, to)) return { mp: null, why: 'the boat lies there (/board gets into it, 2.34)' };
  return flightStep(table, unit, from, to, walkCost(table, unit, from, to, fromBelow));
}

function webStep(table: Table, unit: Unit, to: Hex): StepResult | undefined {
  if (!webAt(table, to)) return undefined;
  if ((definition(unit).traits as readonly string[]).includes('krob')) return { mp: 1, below: false };
  return { mp: null, why: `a spider web blocks ${labelOf(to)}: only the Krobs cross it; destroy it in combat first (2.31 item 9, 2.46)` };
}

function walkCost(table: Table, unit: Unit, from: Hex, to: Hex, fromBelow?: boolean): StepResult {
  const board = boardOf(table);
  const toCell = cellAt(board, to);
  if (!toCell) return { mp: null, why: 'off the map' };
  const fromCell = cellAt(board, from);
  const below = fromBelow ?? (unit.hex !== null && sameHex(unit.hex, from) ? unit.below : false);
  const kind = twoPlacesOf(toCell.data);
  let arrival = false;
  // A walkway is reached from its own level; anyone else arrives on the ground beneath it.
  if (kind === 'walkway') arrival = fromCell !== undefined && levelGap(fromCell.data, below, toCell.data, false) !== undefined;
  else if (kind === 'entrance') arrival = entrancePlace(table, unit, to);
  return stepBetween(table, board, unit, from, fromCell?.data, below, to, toCell.data, arrival);
}

/**
 * Which place of an entrance hex a character takes: in the entrance if it is free, else above
 * it; passing through, the place of a friend rather than an enemy's.
 */
function entrancePlace(table: Table, unit: Unit, h: Hex): boolean {
  const others = (below: boolean) => livingIn(table, { hex: h, below }).filter((u) => u.id !== unit.id);
  if (others(true).length === 0) return true;
  if (others(false).length === 0) return false;
  return others(true).every((u) => u.side === unit.side || u.stunned);
}

/** The heart of a step, on the two hexes' data, each looked up once (it runs for every step of every search). */
function stepBetween(table: Table, board: DnBoard, unit: Unit, from: Hex, fromData: DnHex | undefined, fromBelow: boolean, to: Hex, toData: DnHex, toBelow: boolean): StepResult {
  const terrain = TERRAIN[toData.terrain];
  const toDeck = !toBelow && twoPlacesOf(toData) === 'walkway';
  let mp: number;
  if (toDeck) {
    mp = WALKWAY_MP;
  } else {
    if (terrain.mp === null) return { mp: null, why: `${terrain.name} cannot be entered` };
    mp = terrain.mp;
    if (terrain.id === 'water') {
      const swim = waterCost(unit);
      if (swim.mp === null) return swim;
      mp = swim.mp;
    }
    // 2.31 item 4 and 4.2: a wooden bridge or landing stage and the water do not connect (the Goblins excepted).
    const fromTerrain = fromData && TERRAIN[fromData.terrain];
    const fromDeck = fromData !== undefined && !fromBelow && twoPlacesOf(fromData) === 'walkway';
    if (fromTerrain && !fromDeck && (terrain.id === 'water' || fromTerrain.id === 'water') && cutFromWater(unit, fromTerrain.id, terrain.id)) {
      const wooden = terrain.id === 'water' ? fromTerrain : terrain;
      return { mp: null, why: `a ${wooden.name} cannot be reached from the water, or left into it` };
    }
  }
  if (board.hexsides.size > 0) {
    const side = hexsideBetween(board, from, to) as HexsideKind | undefined;
    const barrier = side ? BARRIERS[side] : undefined;
    if (barrier) return { mp: null, why: `${barrier} is in the way` };
    if (side === 'window') mp += WINDOW_SURCHARGE;
    if (side === 'demolished') mp += DEMOLISHED_SURCHARGE;
  }
  // 2.31 items 10 and 11: a level is left only by a stairway or a slope (or by jumping down).
  const climb = fromData ? levelGap(fromData, fromBelow, toData, toBelow) : undefined;
  if (climb) return { mp: null, why: climb };
  const bodies = bodiesSurcharge(table, to, toBelow);
  if (bodies === null && !ignoresBodies(unit)) return { mp: null, why: 'the bodies there make it impassable' };
  return { mp: bodies && !ignoresBodies(unit) ? mp + bodies : mp, below: toBelow };
}

/** What no one walks through. Doors, cell doors, windows and demolished walls can be crossed. */
export const BARRIERS: Partial<Record<HexsideKind, string>> = {
  wall: 'a wall',
  'arrow-slit': 'a wall (with an arrow-slit)',
  bars: 'the bars of a cell',
  'low-wall': 'the low wall of the bridge',
  railing: 'a railing',
};

/** Why a step between two levels cannot be walked, or undefined if it can (2.31 item 10); on the ground of both hexes. */
export function levelStep(table: Table, from: Hex, to: Hex): string | undefined {
  return levelBetween(table, { hex: from, below: twoPlaces(table, from) === 'walkway' }, { hex: to, below: twoPlaces(table, to) === 'walkway' });
}

/** Whether the hexside between two hexes lets a blow through (2.45; 5.13.2: never through a wall or a window). */
export function canStrikeAcross(table: Table, a: Hex, b: Hex): boolean {
  return canStrikeBetween(table, { hex: a, below: false }, { hex: b, below: false });
}

/** Whether a blow passes between two neighbouring places: no wall or window, and levels one could walk between. */
export function canStrikeBetween(table: Table, a: Place, b: Place): boolean {
  const side = hexsideAt(table, a.hex, b.hex);
  if (side === 'window' || (side && BARRIERS[side])) return false;
  // Two characters on different levels fight only across a way between them.
  return levelBetween(table, a, b) === undefined;
}

/**
 * 2.45: an attack is impossible if the attacker could not move into the defender's hex; and a
 * blow never passes a wall or a window.
 */
export function canAttackInto(table: Table, attacker: Unit, target: Hex, targetBelow = false): boolean {
  if (!attacker.hex || !isStanding(attacker)) return false;
  const place: Place = { hex: target, below: twoPlaces(table, target) ? targetBelow : false };
  // A rider strikes from either hex of his counter (2.36); a Guard, the Queen or a dragon from
  // the hexes its rules allow (big-strikes.ts); a man on foot from his place.
  const big = isBig(attacker) ? bigStrikes(table, attacker, target) : undefined;
  if (big === false) return false;
  const from: Place[] = big ? big.map((h) => ({ hex: h, below: false })) : attacker.mounted ? hexesOf(attacker).map((h) => ({ hex: h, below: false })) : [placeOf(attacker)];
  if (!from.some((p) => neighbours(p.hex).some((n) => sameHex(n, target)) && canStrikeBetween(table, p, place))) return false;
  // No horse goes up on a walkway (2.45: nor does a rider's blow).
  if (onWalkway(table, place)) return !attacker.mounted;
  const terrain = terrainAt(table, target);
  if (!terrain || terrain.mp === null) return false;
  // 2.45: a rider cannot strike into a hex his horse could not enter (trees, water, houses...).
  if (attacker.mounted && !horseMayEnter(table, target)) return false;
  // 2.45: "a character in armour cannot attack a character in water".
  if (terrain.id === 'water' && waterCost(attacker).mp === null) return false;
  // 4.52: a Gharv cannot attack into a hex it cannot enter (a slope, the Pit's stairs).
  if (isGharv(attacker) && !gharvMayEnter(attacker, terrain.id)) return false;
  return true;
}

/** Whether `attacker` can strike `defender` in one of his hexes: a rider is attacked in either (2.42). */
export function canAttackUnit(table: Table, attacker: Unit, defender: Unit): boolean {
  return hexesOf(defender).some((h, i) => canAttackInto(table, attacker, h, i === 0 ? defender.below : false));
}

/** Whether the two counters touch: some hex of one is next to some hex of the other. */
export function touching(a: Unit, b: Unit): boolean {
  return hexesOf(a).some((x) => hexesOf(b).some((y) => distance(x, y) === 1));
}

/** The ground a horse may stand on: 5.13.2 with the wooden-bridge option (note 3). */
export function horseMayEnter(table: Table, h: Hex): boolean {
  const terrain = terrainAt(table, h);
  if (!terrain || terrain.mounted === null) return false;
  return terrain.id !== 'bridge' || table.state.options.horsesOnBridges === 'ride';
}

/** The enemies of `side` standing next to `h` (in the place `below`) and able to attack it: those who challenge a passer-by. */
export function challengers(table: Table, side: string, h: Hex, below = false): Unit[] {
  const found: Unit[] = [];
  for (const n of neighbours(h)) {
    // A rider may touch the hex with both of his; he still rolls once.
    for (const u of unitsAt(table, n)) if (u.side !== side && isStanding(u) && !found.includes(u) && canAttackInto(table, u, h, below)) found.push(u);
  }
  return found;
}

export function neighbourHexes(table: Table, h: Hex): Hex[] {
  return DIRECTIONS.map((d) => neighbour(h, d)).filter((n) => onBoard(table, n));
}
