import { sideKey } from '../../../hex/board.ts';
import { DIRECTIONS, distance, hexKey, neighbour, neighbours, type Direction, type Hex, type HexKey } from '../../../hex/hex.ts';
import { labelOf } from '../../../hex/labels.ts';
import { rayFromSide, rayTo } from '../../../hex/rays.ts';
import type { CharacterDef, Weapon } from '../characters/characters.ts';
import type { DnState, Horse, Unit } from '../state.ts';
import { rangeBand } from '../tables.ts';
import { TERRAIN, type Cover, type DnBoard, type HexsideKind, type TerrainDef, type TerrainId } from '../terrain.ts';
import { behind, definition, hexesOf, isStanding } from '../units.ts';
import { boardOf, canAttackInto, livingAt, unitsAt, type Table } from '../world.ts';

/**
 * Line of fire and cover (2.21, 2.24): whether a shooter can see his target, and what cover the
 * target has. Range bands, the 5-hex limit underground and the dice are the fire module's.
 * docs/dragon-noir.md lists every case of 2.24 and the reading taken.
 */

export type CoverLevel = Cover;

export type Sight =
  | { clear: true; cover: CoverLevel; range: number; path: Hex[]; notes: string[] }
  | { clear: false; why: string; at?: Hex; path: Hex[] };

export interface Shooter {
  unit: Unit;
  /** Where he shoots from, if not where he stands (a hex of a move being planned). */
  at?: Hex;
  weapon: Weapon;
}

/** 2.21: counting the target's hex and not the shooter's, which is the distance between them. */
export function hexRange(from: Hex, to: Hex): number {
  return distance(from, to);
}

const COVERS: readonly CoverLevel[] = ['none', 'light', 'medium', 'heavy'];
const NONE = 0;
const LIGHT = 1;
const MEDIUM = 2;
const HEAVY = 3;
const EPS = 1e-9;
/** 2.24 Towers: the shooter on a tower ignores what is below him up to this range. */
const TOWER_REACH = 8;

// --- What the rules of sight need to know of each hex, worked out once per board -----------------

interface Spot {
  terrain: TerrainDef;
  level: number;
  /** How high its ground stands: its level, or half-way up for a slope. */
  ground: number;
  /** A slope whose neighbours all stand at one level: the map gives no lip to read. */
  flatSlope: boolean;
  web: boolean;
  walkway: boolean;
  rampart: boolean;
  centre: boolean;
  /** Which tower the hex is part of (0: none); the hexes of one tower touch. */
  tower: number;
  underground: boolean;
  /** Sides (one bit a direction) with a door, window or arrow-slit: where a shot may start from. */
  openings: number;
  /** Sides (one bit a direction) with anything on them. */
  sides: number;
}

const spotsOf = new WeakMap<DnBoard, Map<HexKey, Spot>>();

function spots(board: DnBoard): Map<HexKey, Spot> {
  let found = spotsOf.get(board);
  if (found) return found;
  found = new Map();
  const kinds = new Map(board.maps.map((m) => [m.id, m.kind]));
  for (const [key, cell] of board.cells) {
    const { terrain, level, features } = cell.data;
    let openings = 0;
    let sides = 0;
    const walled = TERRAIN[terrain].walled === true;
    for (const d of DIRECTIONS) {
      const side = board.hexsides.get(sideKey(cell.hex, d));
      if (side) sides |= 1 << d;
      const beyond = board.cells.get(hexKey(neighbour(cell.hex, d)));
      const inside = walled || !beyond || !TERRAIN[beyond.data.terrain].walled;
      // A window is shot through from either side of it (2.24 Windows, and its special rule);
      // a doorway and an arrow-slit only from the hex inside.
      if (side === 'window' || ((side === 'door' || side === 'arrow-slit') && inside)) openings |= 1 << d;
    }
    found.set(key, {
      terrain: TERRAIN[terrain],
      level,
      ground: level,
      flatSlope: false,
      web: features.includes('web'),
      walkway: features.includes('walkway'),
      rampart: features.includes('tower-rampart'),
      centre: features.includes('tower-centre'),
      tower: 0,
      underground: undergroundHex(kinds.get(cell.map), terrain),
      openings,
      sides,
    });
  }
  for (const [key, cell] of board.cells) {
    const spot = found.get(key)!;
    if (spot.terrain.id !== 'slope') continue;
    // A slope runs from the level below it to the level above: its ground is half-way, whatever
    // level the map wrote for the slope hex itself.
    let low = spot.level;
    let high = spot.level;
    for (const n of neighbours(cell.hex)) {
      const other = found.get(hexKey(n));
      if (!other || other.terrain.id === 'slope') continue;
      low = Math.min(low, other.level);
      high = Math.max(high, other.level);
    }
    if (high > low) spot.ground = (low + high) / 2;
    else spot.flatSlope = true;
  }
  let towers = 0;
  for (const [key, cell] of board.cells) {
    const spot = found.get(key)!;
    if (!(spot.rampart || spot.centre) || spot.tower) continue;
    towers++;
    const queue = [cell.hex];
    spot.tower = towers;
    while (queue.length) {
      for (const n of neighbours(queue.pop()!)) {
        const other = found.get(hexKey(n));
        if (other && (other.rampart || other.centre) && !other.tower) {
          other.tower = towers;
          queue.push(n);
        }
      }
    }
  }
  spotsOf.set(board, found);
  return found;
}

/**
 * Underground is a map's `kind: underground`. **Ours:** a tunnel, solid rock or an underground
 * entrance is underground on any map (a tunnel mouth drawn on a surface map).
 */
function undergroundHex(kind: string | undefined, terrain: TerrainId): boolean {
  return kind === 'underground' || terrain === 'tunnel' || terrain === 'rock' || terrain === 'entrance';
}

/** Whether a hex is in the caverns: no shot there reaches beyond 5 hexes (2.21). */
export function isUnderground(table: Table, h: Hex): boolean {
  return spots(boardOf(table)).get(hexKey(h))?.underground ?? false;
}

// --- Who stands in the way, worked out once per state ---------------------------------------------

type Body = Unit | Horse;
const isHorse = (b: Body): b is Horse => 'owner' in b;

const NOBODY: ReadonlyMap<HexKey, readonly Body[]> = new Map();
const NO_ONE: readonly Body[] = [];
const othersOf = new WeakMap<DnState, ReadonlyMap<HexKey, readonly Body[]>>();

/**
 * What stands in a hex besides the characters `unitsAt` already knows (riders in both their
 * hexes): riderless horses. Usually none, so most states cost nothing here.
 */
function others(state: DnState): ReadonlyMap<HexKey, readonly Body[]> {
  let index = othersOf.get(state);
  if (index) return index;
  let found: Map<HexKey, Body[]> | undefined;
  const put = (h: Hex, b: Body) => {
    found ??= new Map();
    const key = hexKey(h);
    const list = found.get(key);
    if (list) list.push(b);
    else found.set(key, [b]);
  };
  for (const horse of state.horses) if (!horse.dead) for (const h of horseHexes(horse)) put(h, horse);
  index = found ?? NOBODY;
  othersOf.set(state, index);
  return index;
}

function horseHexes(horse: Horse): Hex[] {
  return [horse.hex, behind(horse.hex, horse.facing as Direction)];
}

// --- Creatures that come in later issues, recognised by their data --------------------------------

const traitsOf = (def: CharacterDef): readonly string[] => def.traits;

/** A Krob: people `krob`, or the trait `krob`. */
export function isKrob(def: CharacterDef): boolean {
  return (def.people as string) === 'krob' || traitsOf(def).includes('krob');
}

/** 2.24 exception 2: dogs and baby Krobs (trait `baby`) block only the Dwarves' shots. */
function blocksOnlyDwarves(def: CharacterDef): boolean {
  return traitsOf(def).includes('dog') || (isKrob(def) && traitsOf(def).includes('baby'));
}

const isBlackDragon = (def: CharacterDef) => traitsOf(def).includes('black-dragon');

// --- Where a character may shoot from -------------------------------------------------------------

/** 2.24 Streams and pools: a character in the water cannot fire. */
export function canFireFrom(table: Table, unit: Unit): { ok: true } | { ok: false; why: string } {
  if (!unit.hex) return { ok: false, why: `${unit.name} is not on the board` };
  return fireFrom(table, unit.hex, unit.name);
}

function fireFrom(table: Table, h: Hex, who: string): { ok: true } | { ok: false; why: string } {
  const spot = spots(boardOf(table)).get(hexKey(h));
  if (!spot) return { ok: false, why: `${labelOf(h)} is off the map` };
  if (spot.terrain.id === 'water') return { ok: false, why: `${who} is in the water and cannot fire (2.24 Streams)` };
  return { ok: true };
}

// --- The question asked ------------------------------------------------------------------------------

interface Aim {
  table: Table;
  /** The board as the terrain spells leave it (3.52), read once per question. */
  board: DnBoard;
  spots: Map<HexKey, Spot>;
  /** Riderless horses; characters, riders in both hexes, are found with `unitsAt`. */
  others: ReadonlyMap<HexKey, readonly Body[]>;
  volume: 1 | 2;
  from: Hex;
  fromSpot: Spot | undefined;
  fromHeight: number;
  weapon: Weapon;
  side: string | undefined;
  /** The shooter and the target, who are never in their own way (the fire module may ask from a hex of a move). */
  ends: readonly string[];
  dwarf: boolean;
  mounted: boolean;
  /** The shooter's hexes: two when he is mounted. */
  own: Hex[];
  ownKeys: HexKey[];
  /** The target's hexes, and who he is. */
  targets: Hex[];
  targetKeys: HexKey[];
  targetName: string;
  below: boolean;
}

/** A message, written only if it is the one given: most lines asked are never shown. */
type Say = () => string;

interface Verdict {
  clear: boolean;
  cover: number;
  notes: Say[];
  why: Say | undefined;
  at: Hex | undefined;
  walk: Int16Array;
  origin: Hex;
  range: number;
}

/** Whether `shooter` can shoot at `target`, and with what cover (2.21, 2.24). */
export function lineOfFire(table: Table, shooter: Shooter, target: Unit | Horse): Sight {
  const from = shooter.at ?? shooter.unit.hex;
  const targets = isHorse(target) ? horseHexes(target) : hexesOf(target);
  if (!from) return { clear: false, why: `${shooter.unit.name} is not on the board`, path: [] };
  if (!targets.length) return { clear: false, why: `${target.name} is not on the board`, path: [from] };
  const firing = fireFrom(table, from, shooter.unit.name);
  if (!firing.ok) return { clear: false, why: firing.why, at: from, path: straightPath(from, targets[0]!) };
  if (!isHorse(target)) {
    const def = definition(target);
    if (isBlackDragon(def)) return { clear: false, why: `no missile pierces the Black Dragon's hide`, at: targets[0]!, path: straightPath(from, targets[0]!) };
    if (table.scenario.volume === 2 && isKrob(def)) {
      const fighting = inMelee(table, target);
      if (fighting) {
        return {
          clear: false,
          why: `${target.name} is next to ${fighting.name}, who could be hit instead: no shot at a Krob in contact with an Adventurer it can attack`,
          at: targets[0]!,
          path: straightPath(from, targets[0]!),
        };
      }
    }
  }
  const def = definition(shooter.unit);
  const board = boardOf(table);
  const spotsHere = spots(board);
  const fromSpot = spotsHere.get(hexKey(from));
  const mountedShooter = shooter.unit.mounted && shooter.unit.facing !== null;
  const own = shooter.at ? [from] : hexesOf(shooter.unit);
  const below = !isHorse(target) && target.below;
  return decide({
    table,
    board,
    spots: spotsHere,
    others: others(table.state),
    volume: table.scenario.volume,
    from,
    fromSpot,
    fromHeight: heightOf(fromSpot, shooter.unit.below),
    weapon: shooter.weapon,
    side: shooter.unit.side,
    ends: [shooter.unit.id, target.id],
    dwarf: def.traits.includes('dwarf'),
    mounted: mountedShooter,
    own,
    ownKeys: own.map(hexKey),
    targets,
    targetKeys: targets.map(hexKey),
    targetName: target.name,
    below,
  });
}

/**
 * What a shot from one hex to another would meet, as if a character stood in each: for "/sight"
 * between empty hexes. Without a weapon it is judged for a crossbow, which no one fires over.
 */
export function sightBetween(table: Table, from: Hex, to: Hex, weapon: Weapon = 'crossbow'): Sight {
  const board = boardOf(table);
  const spotsHere = spots(board);
  const fromSpot = spotsHere.get(hexKey(from));
  if (!fromSpot) return { clear: false, why: `${labelOf(from)} is off the map`, path: [] };
  if (!spotsHere.has(hexKey(to))) return { clear: false, why: `${labelOf(to)} is off the map`, path: [from] };
  const firing = fireFrom(table, from, `a character at ${labelOf(from)}`);
  if (!firing.ok) return { clear: false, why: firing.why, at: from, path: straightPath(from, to) };
  return decide({
    table,
    board,
    spots: spotsHere,
    others: others(table.state),
    volume: table.scenario.volume,
    from,
    fromSpot,
    fromHeight: heightOf(fromSpot, false),
    weapon,
    side: undefined,
    ends: [],
    dwarf: false,
    mounted: false,
    own: [from],
    ownKeys: [hexKey(from)],
    targets: [to],
    targetKeys: [hexKey(to)],
    targetName: `a character at ${labelOf(to)}`,
    below: false,
  });
}

/** DN2: the Adventurer next to this Krob that it could attack, if any. */
function inMelee(table: Table, krob: Unit): Unit | undefined {
  if (!krob.hex) return undefined;
  for (const n of neighbours(krob.hex)) {
    for (const u of livingAt(table, n)) if (u.side !== krob.side && !isKrob(definition(u)) && canAttackInto(table, krob, n)) return u;
  }
  return undefined;
}

/** A character's height: his hex's ground, one more on a Maze walkway (the upper place of the hex). */
function heightOf(spot: Spot | undefined, below: boolean): number {
  if (!spot) return 0;
  return spot.ground + (spot.walkway && !below ? 1 : 0);
}

function straightPath(from: Hex, to: Hex): Hex[] {
  return pathOf(rayTo(to.q - from.q, to.r - from.r).left, from);
}

function pathOf(walk: Int16Array, origin: Hex): Hex[] {
  const path: Hex[] = [];
  for (let i = 0; i < walk.length; i += 3) path.push({ q: origin.q + walk[i]!, r: origin.r + walk[i + 1]! });
  return path;
}

// --- Judging every line the rules allow, and keeping the one best for the shooter ---------------

function decide(aim: Aim): Sight {
  let best: Verdict | undefined;
  const sides = originSides(aim);
  for (let t = 0; t < aim.targets.length; t++) {
    const to = aim.targets[t]!;
    const dq = to.q - aim.from.q;
    const dr = to.r - aim.from.r;
    for (let s = -1; s < 6; s++) {
      if (s >= 0 && !(sides & (1 << s))) continue;
      const ray = s < 0 ? rayTo(dq, dr) : rayFromSide(s as Direction, dq, dr);
      if (!ray) continue;
      best = better(best, judge(aim, ray.left, t));
      if (ray.grazes) best = better(best, judge(aim, ray.right, t));
      if (best.clear && best.cover === NONE) break;
    }
  }
  const v = best!;
  const path = pathOf(v.walk, v.origin);
  if (!v.clear) return v.at ? { clear: false, why: v.why!(), at: v.at, path } : { clear: false, why: v.why!(), path };
  return { clear: true, cover: COVERS[v.cover]!, range: v.range, path, notes: v.notes.map((say) => say()) };
}

/**
 * A line along a hexside or through a corner is judged on each side, and a mounted target at
 * either of his hexes: **Ours:** the shooter takes whichever is best for him, a clear line before
 * a blocked one, then the lighter cover, then the shorter range.
 */
function better(a: Verdict | undefined, b: Verdict): Verdict {
  if (!a) return b;
  if (a.clear !== b.clear) return a.clear ? a : b;
  if (!a.clear) return a;
  if (a.cover !== b.cover) return a.cover < b.cover ? a : b;
  return b.range < a.range ? b : a;
}

/** The sides of the shooter's hex a line may start from, besides its centre (doorways, windows, arrow-slits, towers). */
function originSides(aim: Aim): number {
  const spot = aim.fromSpot;
  if (!spot) return 0;
  let sides = spot.openings;
  if (spot.tower && !aim.targetKeys.some((k) => aim.spots.get(k)?.tower === spot.tower)) sides = 0b111111;
  return sides;
}

const blocked = (aim: Aim, walk: Int16Array, range: number, why: Say, at: Hex): Verdict => ({
  clear: false,
  cover: NONE,
  notes: [],
  why,
  at,
  walk,
  origin: aim.from,
  range,
});

// Reused to look hexes up by key without making an object a step.
const probe = { q: 0, r: 0 };

function judge(aim: Aim, walk: Int16Array, t: number): Verdict {
  const to = aim.targets[t]!;
  const toKey = aim.targetKeys[t]!;
  const toSpot = aim.spots.get(toKey);
  const range = distance(aim.from, to);
  const hS = aim.fromHeight;
  const hT = heightOf(toSpot, aim.below);
  const hTop = Math.max(hS, hT);
  const volume = aim.volume;
  const fromSpot = aim.fromSpot;
  const who = aim.targetName;
  const fromQ = aim.from.q;
  const fromR = aim.from.r;

  if (range === 0) return blocked(aim, walk, range, () => `the shooter and ${who} are in the same hex`, to);
  const shooterTower = fromSpot?.tower ?? 0;
  const sameTower = shooterTower !== 0 && toSpot?.tower === shooterTower;
  // 2.24 Towers: from the top of a tower, what is below does not count up to 8 hexes.
  const fromTower = shooterTower !== 0 && !sameTower && range <= TOWER_REACH;
  if (toSpot?.centre && !sameTower) return blocked(aim, walk, range, () => `${who} is in the centre of the tower: no shot reaches him there`, to);
  // Ours: the planks of a Maze walkway hide the one under it from the level above, and him from it.
  if (toSpot?.walkway && aim.below && hS >= toSpot.ground + 1 - EPS) {
    return blocked(aim, walk, range, () => `the walkway at ${labelOf(to)} hides ${who} from above`, to);
  }
  if (fromSpot?.walkway && hS === fromSpot.ground && hT >= fromSpot.ground + 1 - EPS) {
    return blocked(aim, walk, range, () => `the walkway over ${labelOf(aim.from)} hides ${who} from below`, to);
  }
  // 2.24 Slopes, DN2: the one slope is so steep that only the top, next to it, sees down it.
  if (volume === 2) {
    const slope = toSpot?.terrain.id === 'slope' ? toSpot : fromSpot?.terrain.id === 'slope' ? fromSpot : undefined;
    if (slope && (range !== 1 || (slope === toSpot ? hS : hT) <= slope.ground + EPS)) {
      return blocked(aim, walk, range, () => 'the slope is too steep: only from the top, next to it, can anyone shoot at a character on it, or he shoot back', to);
    }
  }

  const upper = Math.abs(hS - hT) < EPS ? 0 : hS > hT ? 1 : 2;
  const overheads = aim.weapon !== 'crossbow' && volume === 1 && rangeBand(aim.weapon, range)?.band !== 'short';
  const n = walk.length / 3;

  let cover = NONE;
  const notes: Say[] = [];
  let overBridge = false;
  let overLip = false;
  let prevQ = fromQ;
  let prevR = fromR;
  let prevH = hS;
  // Someone in the way blocks the line, but a wall, rock or a lip beyond him blocks it for good:
  // the answer names that instead, so a player does not wait for him to move (/sight, refusals).
  let person: Verdict | undefined;

  for (let i = 1; i < n; i++) {
    const q = fromQ + walk[i * 3]!;
    const r = fromR + walk[i * 3 + 1]!;
    const entered = walk[i * 3 + 2]! as Direction;
    probe.q = q;
    probe.r = r;
    const key = hexKey(probe);
    const last = i === n - 1;
    const spot = aim.spots.get(key);

    if (spot && spot.sides & (1 << entered)) {
      const here = { q, r };
      const kind = aim.board.hexsides.get(sideKey(here, entered)) as HexsideKind;
      const crossing = crossSide(aim, kind, { q: prevQ, r: prevR }, here, to, spot, toSpot);
      if (typeof crossing === 'function') return blocked(aim, walk, range, crossing, here);
      if (crossing && !person) {
        if (crossing.cover > cover) cover = crossing.cover;
        notes.push(crossing.note);
      }
    }

    if (!last && !aim.ownKeys.includes(key) && !aim.targetKeys.includes(key)) {
      if (spot) {
        const wall = obstacle(spot, shooterTower);
        if (wall) return blocked(aim, walk, range, () => `${wall.replace('@', labelOf({ q, r }))} the line`, { q, r });
        if (!fromTower && !carriesNoGround(spot) && spot.ground > hTop + EPS) {
          return blocked(aim, walk, range, () => `the higher ground at ${labelOf({ q, r })} blocks the line`, { q, r });
        }
        if (spot.terrain.id === 'bridge') overBridge = true;
      }
      if (!fromTower && !person) {
        // The stunned and the dead never block (2.24 Characters).
        for (const body of unitsAt(aim.table, probe)) {
          if (!isStanding(body) || aim.ends.includes(body.id) || !blocks(aim, body, spot, q, r, hS, hTop, overheads)) continue;
          person = blocked(aim, walk, range, () => `${body.name} at ${labelOf({ q, r })} is in the way${inTheWay(aim)}`, { q, r });
          break;
        }
        for (const body of person ? NO_ONE : (aim.others.get(key) ?? NO_ONE)) {
          if (aim.ends.includes(body.id) || !blocks(aim, body, spot, q, r, hS, hTop, overheads)) continue;
          person = blocked(aim, walk, range, () => `${body.name} at ${labelOf({ q, r })} is in the way${inTheWay(aim)}`, { q, r });
          break;
        }
      }
    }

    // 2.24 Slopes: where the line leaves the upper character's level, the lower one must be at
    // least as far from the edge as he is. Ours: every edge between levels is read as a lip.
    const h = last ? hT : (spot?.ground ?? 0);
    if (upper && !fromTower) {
      const hU = upper === 1 ? hS : hT;
      const edge = upper === 1 ? prevH >= hU - EPS && h < hU - EPS : prevH < hU - EPS && h >= hU - EPS;
      if (edge) {
        const top = upper === 1 ? { q: prevQ, r: prevR } : { q, r };
        const foot = upper === 1 ? { q, r } : { q: prevQ, r: prevR };
        const lip = seesOverEdge(aim, to, upper, top, foot);
        if (lip.slope && !person) overLip = true;
        if (!lip.sees) {
          const what = lip.slope ? 'lip of the slope' : 'edge';
          return blocked(aim, walk, range, () => `the shooter and ${who} cannot see each other over the ${what} between ${labelOf(top)} and ${labelOf(foot)}: the one below is closer to it than the one above`, { q, r });
        }
      }
    }
    prevH = h;
    prevQ = q;
    prevR = r;
  }
  if (person) return person;

  // The cover of the target's own hexes: a rider takes the heaviest of his two (2.24 Horsemen).
  let heaviest = -1;
  let lightest = Infinity;
  let heaviestNote: Say | undefined;
  for (let k = 0; k < aim.targets.length; k++) {
    const spot = aim.spots.get(aim.targetKeys[k]!);
    if (!spot) continue;
    const ground = groundCover(aim, spot, aim.targets[k]!, overBridge, overLip, fromTower, sameTower);
    lightest = Math.min(lightest, ground.level);
    if (ground.level > heaviest) {
      heaviest = ground.level;
      heaviestNote = ground.note;
    }
  }
  if (heaviestNote) {
    if (heaviest > cover) cover = heaviest;
    const said = heaviestNote;
    notes.push(lightest < heaviest ? () => `${said()}, the heavier of a rider's two hexes` : said);
  }
  return { clear: true, cover, notes, why: undefined, at: undefined, walk, origin: aim.from, range };
}

function inTheWay(aim: Aim): string {
  if (aim.weapon === 'crossbow') return '';
  return aim.volume === 2 ? ' (underground every shot is at short range, so bows do not fire over heads)' : ' (a bow fires over heads only at medium or long range)';
}

/**
 * 2.24 Slopes: over the lip, the one below must be at least as far from the slope hex as the one
 * above, or be on the slope hex himself. Ours: an edge between levels without a slope (a cliff, a
 * balcony) is measured from the hexside, the upper one from the last hex up, the lower one from
 * the first hex down; a stairway counts as a slope.
 */
function seesOverEdge(aim: Aim, to: Hex, upper: 1 | 2, top: Hex, foot: Hex): { sees: boolean; slope: boolean } {
  const uHex = upper === 1 ? aim.from : to;
  const lHex = upper === 1 ? to : aim.from;
  const footSpot = aim.spots.get(hexKey(foot));
  const slopeLike = footSpot?.terrain.changesLevel === true && !footSpot.flatSlope;
  const slope = slopeLike && footSpot.terrain.id === 'slope';
  if (slopeLike) {
    const onIt = lHex.q === foot.q && lHex.r === foot.r;
    return { sees: onIt || distance(lHex, foot) >= distance(uHex, foot), slope };
  }
  return { sees: distance(lHex, foot) >= distance(uHex, top), slope };
}

/** What in a hex between shooter and target blocks every line (trees, webs, rock, another tower). */
function obstacle(spot: Spot, shooterTower: number): string | undefined {
  if (spot.terrain.id === 'trees') return 'the trees at @ block';
  if (spot.web) return 'the spider web at @ blocks';
  if (spot.terrain.opaque) return 'the solid rock at @ blocks';
  if (spot.tower && spot.tower !== shooterTower) return 'the tower at @ blocks';
  return undefined;
}

/** Ways between levels and what spans them stand on no ground of their own, so they never block as high ground. */
function carriesNoGround(spot: Spot): boolean {
  const id = spot.terrain.id;
  return spot.terrain.changesLevel === true || id === 'bridge' || id === 'stone-bridge' || id === 'jetty' || spot.walkway;
}

/** Whether a character (or horse) in a hex between shooter and target blocks the line (2.24 Characters). */
function blocks(aim: Aim, body: Body, spot: Spot | undefined, q: number, r: number, hS: number, hTop: number, overheads: boolean): boolean {
  // Exception 1: a character in the water never blocks.
  if (spot?.terrain.id === 'water') return false;
  const height = heightOf(spot, isHorse(body) ? false : body.below);
  // Exception 4: seen from an upper level, characters a level or more below are no obstacle.
  if (height <= hTop - 1 + EPS) return false;
  // Ours: nor is anyone above both ends (on a walkway the line passes under).
  if (height > hTop + EPS) return false;
  // Exception 3: a shooter on a slope fires over the heads of those below him.
  if (aim.fromSpot?.terrain.id === 'slope' && height < hS - EPS) return false;
  // Exception 2: dogs and baby Krobs block only the Dwarves' shots.
  if (!isHorse(body) && blocksOnlyDwarves(definition(body)) && !aim.dwarf) return false;
  // Exception 5: a mounted shooter (Arlon) fires over any friend next to him.
  const friend = isHorse(body) ? body.controller === aim.side : body.side === aim.side;
  if (aim.mounted && friend && aim.own.some((h) => distance(h, { q, r }) === 1)) return false;
  // Bows fire over heads at medium and long range (DN1); a crossbow never does.
  return !overheads;
}

interface CoverFrom {
  cover: number;
  note: Say;
}

/**
 * What a hexside the line crosses does: a message when it stops the line, cover when it gives
 * some. `prev` is the hex the line comes from, `here` the one it enters.
 */
function crossSide(aim: Aim, kind: HexsideKind, prev: Hex, here: Hex, to: Hex, spot: Spot | undefined, toSpot: Spot | undefined): Say | CoverFrom | undefined {
  const between = () => `${labelOf(prev)}/${labelOf(here)}`;
  const fromShooter = prev.q === aim.from.q && prev.r === aim.from.r;
  const toTarget = here.q === to.q && here.r === to.r;
  const prevSpot = aim.spots.get(hexKey(prev));
  const who = aim.targetName;
  switch (kind) {
    case 'wall':
      return () => `a wall between ${labelOf(prev)} and ${labelOf(here)} blocks the line`;
    case 'demolished':
    case 'railing':
      return undefined;
    case 'door': {
      // Not when the shooter or the target is in the doorway hex (the inside one).
      if ((fromShooter && prevSpot?.terrain.walled) || (toTarget && spot?.terrain.walled)) return undefined;
      return { cover: MEDIUM, note: () => `${who} is shot at through the doorway ${between()}: medium cover` };
    }
    case 'window': {
      const inside = inOut(prevSpot, spot);
      // From inside, only from the window hex itself.
      if (fromShooter && inside !== 'here') return undefined;
      // From beside the sill, into that room only.
      if (fromShooter) {
        if (!sameRoom(aim, here, to)) return () => `from beside the window ${between()} only the room behind it can be shot at`;
        return { cover: MEDIUM, note: () => `${who} is inside, shot at through the window ${between()}: medium cover` };
      }
      // From outside, only at the character right behind the window.
      if (toTarget && inside !== 'prev') return { cover: MEDIUM, note: () => `${who} is inside, shot at through the window ${between()}: medium cover` };
      return () => `the window ${between()} can be shot through only from the window hex, or at the character right behind it`;
    }
    case 'arrow-slit': {
      const inside = inOut(prevSpot, spot);
      if (fromShooter && inside !== 'here') return undefined;
      if (toTarget && inside !== 'prev' && straightOut(to, prev, aim.from)) {
        return { cover: HEAVY, note: () => `${who} is behind the arrow-slit ${between()}: heavy cover` };
      }
      return () => `the arrow-slit ${between()} can be shot through only from its own hex, or at that hex in a straight line from outside`;
    }
    case 'bars':
    case 'cell-door':
      if (fromShooter) return undefined;
      return { cover: LIGHT, note: () => `the line crosses the bars ${between()}: light cover` };
    case 'low-wall': {
      // The special rule: a shooter on the bridge leans over the low wall beside him.
      if (fromShooter && prevSpot?.terrain.id === 'stone-bridge') return undefined;
      if (toSpot?.terrain.id === 'water') return () => `${who} is in the water below the low wall ${between()} of the stone bridge: the shooter cannot see him`;
      return { cover: MEDIUM, note: () => `the line crosses the low wall ${between()} of the stone bridge: medium cover` };
    }
  }
}

/** Which of two hexes across a window or arrow-slit is the inside: 'prev', 'here', or 'both' if neither is walled. */
function inOut(prev: Spot | undefined, here: Spot | undefined): 'prev' | 'here' | 'both' {
  const a = prev?.terrain.walled === true;
  const b = here?.terrain.walled === true;
  if (a && !b) return 'prev';
  if (b && !a) return 'here';
  return 'both';
}

/** 2.24 Arrow-slits: the shooter outside stands in a straight line out from the slit hex through the slit. */
function straightOut(slit: Hex, outside: Hex, shooter: Hex): boolean {
  const d = DIRECTIONS.find((dir) => {
    const n = neighbour(slit, dir);
    return n.q === outside.q && n.r === outside.r;
  });
  if (d === undefined) return false;
  const [dq, dr] = [outside.q - slit.q, outside.r - slit.r];
  const k = distance(slit, shooter);
  return shooter.q === slit.q + dq * k && shooter.r === slit.r + dr * k;
}

/** The hexes of one room: walled hexes joined by sides with nothing on them. */
function sameRoom(aim: Aim, start: Hex, goal: Hex): boolean {
  const goalKey = hexKey(goal);
  const seen = new Set<HexKey>([hexKey(start)]);
  const queue = [start];
  while (queue.length) {
    const h = queue.pop()!;
    if (hexKey(h) === goalKey) return true;
    for (const d of DIRECTIONS) {
      const n = neighbour(h, d);
      const key = hexKey(n);
      if (seen.has(key) || aim.board.hexsides.has(sideKey(h, d))) continue;
      if (aim.spots.get(key)?.terrain.walled !== true) continue;
      seen.add(key);
      queue.push(n);
    }
  }
  return false;
}

/** The cover a target's own hex gives him (the centre of a tower was ruled out before). */
function groundCover(aim: Aim, spot: Spot, at: Hex, overBridge: boolean, overLip: boolean, fromTower: boolean, sameTower: boolean): { level: number; note?: Say } {
  const who = aim.targetName;
  if (spot.rampart && !sameTower) return { level: HEAVY, note: () => `${who} is behind the rampart of the tower at ${labelOf(at)}: heavy cover` };
  // 2.24 Underground caverns, DN1: no cover from the ground, except in an entrance.
  if (aim.volume === 1 && spot.underground) {
    if (spot.terrain.id === 'entrance') return { level: MEDIUM, note: () => `${who} is in an underground entrance at ${labelOf(at)}: medium cover` };
    if (spot.terrain.cover === 'none' && !spot.web) return { level: NONE };
    return { level: NONE, note: () => `${who} is in the caverns, where in DN1 the ground gives no cover` };
  }
  if (spot.web) return { level: LIGHT, note: () => `${who} is on a spider web at ${labelOf(at)}: light cover` };
  switch (spot.terrain.id) {
    case 'water':
      if (overBridge) return { level: MEDIUM, note: () => `${who} is in the water and the line crosses the wooden bridge: medium cover` };
      return { level: LIGHT, note: () => `${who} is in the water at ${labelOf(at)}: light cover` };
    case 'slope':
      if (fromTower) return { level: NONE };
      if (overLip || spot.flatSlope) return { level: MEDIUM, note: () => `${who} is on the slope at ${labelOf(at)}, shot at over its lip: medium cover` };
      return { level: NONE };
    case 'scrub':
      if (fromTower) return { level: NONE };
      return { level: LIGHT, note: () => `${who} is in the scrub at ${labelOf(at)}: light cover` };
    // Interiors give their medium cover only through windows and doorways (5.13.2 note 1).
    case 'interior':
    case 'paved':
      return { level: NONE };
    default: {
      const level = COVERS.indexOf(spot.terrain.cover);
      if (level === NONE) return { level: NONE };
      return { level, note: () => `${who} is in the ${spot.terrain.name} at ${labelOf(at)}: ${spot.terrain.cover} cover` };
    }
  }
}
