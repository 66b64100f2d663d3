import { PLACES_NAMED_BY_TABLES } from '../../../../src/engine/games/dragon-pass/tables/places.ts';
import { describe, expect, it } from 'vitest';
import { directionTo, hexKey, sameHex, sideCorners, type Hex } from '../../../../src/engine/hex/hex.ts';
import { sideBetween } from '../../../../src/engine/hex/hexsides.ts';
import { toOffset } from '../../../../src/engine/hex/labels.ts';
import { edgesOf, hexesOnEdge } from '../../../../src/engine/games/dragon-pass/map/edges.ts';
import { fortressesOf, inPlace, MAP_PLACE_IDS, missingPlaces } from '../../../../src/engine/games/dragon-pass/map/places.ts';
import { STRUCTURES, TERRAINS, type Place } from '../../../../src/engine/games/dragon-pass/map/types.ts';
import { loadPassMap } from './load.ts';

const map = loadPassMap();
const place = (id: string): Place => {
  const p = map.places.get(id);
  if (!p) throw new Error(`the map has no place ${id}`);
  return p;
};
const only = (id: string): Hex => {
  const { hexes } = place(id);
  expect(hexes, id).toHaveLength(1);
  return hexes[0]!;
};
const edges = (h: Hex) => edgesOf(h, map.cols, map.rows);

// Every place the seed's tables and events name (tables/places.ts), and the map's own list (edges, lands beyond).
const REQUIRED: readonly string[] = [...new Set([...PLACES_NAMED_BY_TABLES.map((p) => p.id), ...MAP_PLACE_IDS])];

describe('the map of the pass', () => {
  it('is 24 columns by 18 rows, every hex with a terrain', () => {
    expect([map.cols, map.rows]).toEqual([24, 18]);
    expect(map.hexes.size).toBe(24 * 18);
    for (const cell of map.hexes.values()) expect(TERRAINS).toContain(cell.terrain);
  });

  it('holds every place an event or table names, each with at least one hex', () => {
    expect(missingPlaces(map, REQUIRED)).toEqual([]);
    for (const id of REQUIRED) expect(place(id).hexes.length, id).toBeGreaterThan(0);
  });

  it('puts Sartar in the south, with Stone Cross on the south edge and in Sartar (event 34)', () => {
    const stoneCross = only('stone-cross');
    expect(edges(stoneCross)).toContain('south');
    expect(inPlace(map, 'sartar', stoneCross)).toBe(true);
    for (const h of place('sartar').hexes) expect(toOffset(h).row, map.label(h)).toBeGreaterThanOrEqual(map.rows / 2);
    // Event 34: the South Soldiers enter on the south edge east of Stone Cross, inclusive; there must be room beyond it.
    const eastOfStoneCross = hexesOnEdge('south', map.cols, map.rows).filter((h) => toOffset(h).col >= toOffset(stoneCross).col);
    expect(eastOfStoneCross.length).toBeGreaterThan(1);
  });

  it('puts the Lunar edge in the north row, inside the Lunar Empire (events 36, 44)', () => {
    const lunarEdge = place('lunar-edge').hexes;
    expect(lunarEdge.length).toBeGreaterThan(0);
    for (const h of lunarEdge) {
      expect(toOffset(h).row, map.label(h)).toBe(0);
      expect(inPlace(map, 'lunar-empire', h), map.label(h)).toBe(true);
    }
  });

  it('opens the west exit on the west edge and the east exit on the east edge, both from the Lunar Empire (events 32, 33)', () => {
    for (const [id, edge] of [['west-exit', 'west'], ['east-exit', 'east']] as const) {
      for (const h of place(id).hexes) {
        expect(edges(h), `${id} ${map.label(h)}`).toContain(edge);
        expect(inPlace(map, 'lunar-empire', h), `${id} ${map.label(h)}`).toBe(true);
      }
    }
  });

  it('reaches Prax through the whole east edge (event 43), the Redlands through north and west (32), the provinces through north and east (33)', () => {
    const side = (edge: 'north' | 'east' | 'west') => hexesOnEdge(edge, map.cols, map.rows).map(hexKey);
    const keys = (id: string) => new Set(place(id).hexes.map(hexKey));
    expect(keys('prax')).toEqual(new Set(side('east')));
    expect(keys('redlands')).toEqual(new Set([...side('north'), ...side('west')]));
    expect(keys('lunar-provinces')).toEqual(new Set([...side('north'), ...side('east')]));
  });

  it("puts the giant's hex on the east edge (events 21-26)", () => {
    expect(edges(only('giant-hex'))).toContain('east');
  });

  it('stands the Temple of the Reaching Moon in a temple hex, in the pass and not in the Empire (events 31, 42)', () => {
    const temple = only('temple-of-the-reaching-moon');
    expect(map.hexes.get(hexKey(temple))!.structure?.kind).toBe('temple');
    expect(inPlace(map, 'lunar-empire', temple)).toBe(false);
    expect(edges(temple)).toEqual([]);
  });

  it("puts each major independent's capital inside its territory (Major Independents Table)", () => {
    const table = [
      ['dragonewt-cities', 'dragonewt-city-1'],
      ['black-horse-country', 'muse-roost'],
      ['cragspiders-mountain', 'cliffhome'],
      ['wintertop-mountain', 'wintertop'],
      ['beasts-valley', 'wild-temple'],
      ['grazelands', 'rich-post'],
    ] as const;
    for (const [territory, capital] of table) {
      expect(place(territory).kind).toBe('territory');
      expect(place(capital).capitalOf, capital).toBe(territory);
      expect(inPlace(map, territory, only(capital)), `${capital} in ${territory}`).toBe(true);
    }
  });

  it('makes the Dragonewt territory exactly the eight Dragonewt cities, each a Dragonewt city hex', () => {
    const cities = Array.from({ length: 8 }, (_, i) => only(`dragonewt-city-${i + 1}`));
    expect(new Set(place('dragonewt-cities').hexes.map(hexKey))).toEqual(new Set(cities.map(hexKey)));
    for (const h of cities) expect(map.hexes.get(hexKey(h))!.structure?.kind, map.label(h)).toBe('dragonewt-city');
  });

  it('has fortresses on both sides, for the plagues of events 35 and 45-46', () => {
    expect(fortressesOf(map, 'lunar').length).toBeGreaterThan(0);
    expect(fortressesOf(map, 'sartar').length).toBeGreaterThan(0);
    for (const h of fortressesOf(map, 'lunar')) expect(inPlace(map, 'sartar', h)).toBe(false);
  });

  it("has every terrain and every structure the Missile Fire Table's terrain modifiers name", () => {
    const cells = [...map.hexes.values()];
    for (const terrain of TERRAINS) expect(cells.some((c) => c.terrain === terrain), terrain).toBe(true);
    for (const kind of STRUCTURES) expect(cells.some((c) => c.structure?.kind === kind), kind).toBe(true);
  });

  it('has rivers only on hexsides between neighbours, each river one unbroken line', () => {
    expect(map.rivers.length).toBeGreaterThan(0);
    for (const river of map.rivers) {
      for (const [a, b] of river.sides) {
        expect(directionTo(a, b), `${river.id} ${map.label(a)}/${map.label(b)}`).toBeDefined();
        expect(map.between(a, b).river).toBe(true);
        expect(map.between(b, a).river).toBe(true);
        expect(sideBetween(map.riverSides, b, a)).toContain('river');
      }
      expect(pieces(river.sides), river.id).toBe(1);
    }
  });

  it('has ridges on hexsides between neighbours, each knowing its high side from either hex', () => {
    expect(map.ridges.length).toBeGreaterThan(0);
    for (const ridge of map.ridges) {
      for (const [high, low] of ridge.sides) {
        expect(directionTo(high, low)).toBeDefined();
        for (const seen of [map.between(high, low), map.between(low, high)]) {
          expect(seen.ridge && sameHex(seen.ridge.high, high) && sameHex(seen.ridge.low, low), `${ridge.id} ${map.label(high)}/${map.label(low)}`).toBe(true);
        }
      }
      expect(pieces(ridge.sides), ridge.id).toBe(1);
    }
  });

  it('reports nothing on a side with no river or ridge, nor between hexes that do not touch', () => {
    const [a, b] = [map.parse('A1')!, map.parse('A2')!];
    expect(map.between(a, b)).toEqual({ river: false });
    expect(map.between(a, map.parse('X18')!)).toEqual({ river: false });
  });

  it('marks every place, structure, river and ridge with its source', () => {
    const records = [...map.places.values(), ...map.rivers, ...map.ridges, ...[...map.hexes.values()].flatMap((c) => (c.structure ? [c.structure] : []))];
    for (const record of records) expect(record.source).toBe('invented');
  });
});

/** How many separate lines a run of hexsides makes: sides that share a corner are one line. */
function pieces(sides: ReadonlyArray<readonly [Hex, Hex]>): number {
  const point = (p: { x: number; y: number }) => `${p.x.toFixed(4)},${p.y.toFixed(4)}`;
  const parent = sides.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i]!)));
  const owner = new Map<string, number>();
  sides.forEach(([a, b], i) => {
    for (const corner of sideCorners(a, directionTo(a, b)!)) {
      const key = point(corner);
      const other = owner.get(key);
      if (other === undefined) owner.set(key, i);
      else parent[find(i)] = find(other);
    }
  });
  return new Set(sides.map((_, i) => find(i))).size;
}
