import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { unwrap } from '../../../src/engine/core/result.ts';
import { loadBoard } from '../../../src/engine/games/dragon-noir/maps.ts';
import type { Scenario } from '../../../src/engine/games/dragon-noir/scenario.ts';
import { TERRAIN, type DnBoard, type DnHex } from '../../../src/engine/games/dragon-noir/terrain.ts';
import { stepCost, type Table } from '../../../src/engine/games/dragon-noir/world.ts';
import { cellAt, hexsideBetween, sideKey, type Cell } from '../../../src/engine/hex/board.ts';
import { adjacent, DIRECTIONS, distance, hexKey, neighbour, type Hex } from '../../../src/engine/hex/hex.ts';
import { labelOf, parseLabel, toOffset } from '../../../src/engine/hex/labels.ts';
import { cheapestPath } from '../../../src/engine/hex/path.ts';
import { parseMapFile } from '../../../src/engine/hex/mapfile.ts';
import { table as dnTable, unit } from '../../support/dragon-noir.ts';

/**
 * The ten Dragon Noir maps (and The Ford): each loads, and carries what the rules say is on it.
 * Movement is asked of the rules' own stepCost, for an unarmoured Ork on foot.
 */

const DIR = new URL('../../../assets/maps/dragon-noir/', import.meta.url);
const MAPS: Record<string, string> = Object.fromEntries(
  readdirSync(DIR)
    .filter((f) => f.endsWith('.map'))
    .map((f) => [f.slice(0, -4), readFileSync(new URL(f, DIR), 'utf8')]),
);

const at = (label: string): Hex => {
  const h = parseLabel(label);
  if (!h) throw new Error(`test setup: ${label}`);
  return h;
};

type Placed = Scenario['board']['maps'][number];
function board(maps: Placed[] | string): DnBoard {
  const placed = typeof maps === 'string' ? [{ map: maps, col: 0, row: 0 }] : maps;
  return unwrap(loadBoard({ id: 'b', name: 'B', maps: placed }, MAPS));
}
function boardError(maps: Placed[]): string {
  const result = loadBoard({ id: 'b', name: 'B', maps }, MAPS);
  if (result.ok) throw new Error('expected the board to be refused');
  return result.error;
}

// An unarmoured Ork on foot, and a table around any board.
const { module, state } = dnTable();
const krular = unit(state, 'krular');
const scenario = module.scenario('test');
const tableOn = (b: DnBoard): Table => ({ state, board: b, scenario });

const cell = (b: DnBoard, label: string): Cell<DnHex> => {
  const c = cellAt(b, at(label));
  if (!c) throw new Error(`${label} is off the board`);
  return c;
};
const data = (b: DnBoard, label: string) => cell(b, label).data;
const labelsWith = (b: DnBoard, test: (d: DnHex) => boolean) => [...b.cells.values()].filter((c) => test(c.data)).map((c) => c.label);
const area = (b: DnBoard, name: string) => labelsWith(b, (d) => d.features.includes(name)).sort();
const canStep = (b: DnBoard, from: string | Hex, to: string | Hex) =>
  stepCost(tableOn(b), krular, typeof from === 'string' ? at(from) : from, typeof to === 'string' ? at(to) : to).mp !== null;

/** Every hex an Ork can walk to from `start`, never entering the hexes in `avoid`. */
/** The hexes a character on foot can walk to from `start`, place by place (on a walkway or beneath it, 2.37). */
function reach(b: DnBoard, start: string, avoid: string[] = []): Set<string> {
  const table = tableOn(b);
  const blocked = new Set(avoid);
  const seen = new Set([start]);
  const places = new Set([`${start}/false`]);
  const todo = [{ hex: at(start), below: false }];
  while (todo.length) {
    const from = todo.pop()!;
    for (const d of DIRECTIONS) {
      const n = neighbour(from.hex, d);
      const label = labelOf(n);
      if (blocked.has(label) || !b.cells.has(hexKey(n))) continue;
      const step = stepCost(table, krular, from.hex, n, from.below);
      if (step.mp === null || places.has(`${label}/${step.below}`)) continue;
      places.add(`${label}/${step.below}`);
      seen.add(label);
      todo.push({ hex: n, below: step.below });
    }
  }
  return seen;
}

const path = (b: DnBoard, from: string, to: string) =>
  cheapestPath(at(from), at(to), 99, (a, c) => {
    const cost = stepCost(tableOn(b), krular, a, c);
    return cost.mp === null ? null : { mp: cost.mp };
  })?.map(labelOf);

describe('every map file', () => {
  const ten = ['watermill', 'arena', 'dragons-lake', 'dwarves-cave', 'wights-bridge', 'maze', 'jails', 'dark-island', 'haunted-swamp', 'the-pit'];

  test('the ten maps and The Ford are there, and each loads on a board of its own', () => {
    expect(Object.keys(MAPS).sort()).toEqual([...ten, 'ford'].sort());
    for (const id of Object.keys(MAPS)) {
      const b = board(id);
      expect(b.cells.size, id).toBe(24 * 16);
      expect(b.maps[0]!.id).toBe(id);
    }
  });

  test('each says in its header that it is original, names itself by its file, and has the edges of its kind', () => {
    for (const id of ten) {
      const text = MAPS[id]!;
      const file = unwrap(parseMapFile(text));
      expect(file.meta.map, id).toBe(id);
      expect(text.split('\n')[0], id).toMatch(/original/);
      expect([file.cols, file.rows], id).toEqual([24, 16]);
      if (['watermill', 'arena'].includes(id)) {
        expect(file.meta.kind, id).toBe('surface');
        expect(file.edges, id).toEqual({ north: { name: '1' }, east: { name: '2' }, south: { name: '3' }, west: { name: '4' } });
      } else {
        expect(file.meta.kind, id).toBe('underground');
        expect(file.edges, id).toEqual({ west: { name: 'X' }, east: { name: 'Y' }, north: { arrow: 'east' }, south: { arrow: 'east' } });
      }
    }
  });

  test('underground maps open on their edges only at the standard mouths (rows 7-10 west and east, K-N north and south), so joined maps line up', () => {
    for (const id of ten.filter((m) => !['watermill', 'arena'].includes(m))) {
      const b = board(id);
      for (const c of b.cells.values()) {
        const { col, row } = toOffset(c.hex);
        const open = TERRAIN[c.data.terrain].mp !== null;
        if (!open) continue;
        if (col === 0 || col === 23) expect(row >= 6 && row <= 9, `${id} ${c.label}`).toBe(true);
        if (row === 0 || row === 15) expect(col >= 10 && col <= 13, `${id} ${c.label}`).toBe(true);
      }
    }
  });

  test('a levels grid may use only the level symbols; a mistake names its line and hex', () => {
    const text = MAPS['the-pit']!.replace(/^(\s+5 0 0 0 0 0 0 0 0 0) i/m, '$1 q');
    const line = text.split('\n').findIndex((l) => / q /.test(l)) + 1;
    const result = loadBoard({ id: 'b', name: 'B', maps: [{ map: 'the-pit', col: 0, row: 0 }] }, { 'the-pit': text });
    expect(result).toEqual({ ok: false, error: `map the-pit line ${line}: "q" at J5 is not a level; the levels are + for 1, h for 0.5, 0 for 0, i for -0.5, - for -1, j for -1.5, = for -2.` });
  });

  test('a hexside kind the rules do not know is refused', () => {
    const text = MAPS.ford!.replace('window O6/O7', 'portcullis O6/O7');
    const result = loadBoard({ id: 'b', name: 'B', maps: [{ map: 'ford', col: 0, row: 0 }] }, { ford: text });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/^map ford line \d+: "portcullis" is not a hexside; use one of wall, door, window, demolished, arrow-slit, bars, cell-door, low-wall, railing, open\.$/);
  });
});

describe('The Watermill', () => {
  const b = board('watermill');
  test('a mill house of eight hexes with two doors and a window', () => {
    expect(area(b, 'mill')).toEqual(['M6', 'M7', 'M8', 'N6', 'N7', 'N8', 'O6', 'O7']);
    expect(labelsWith(b, (d) => d.terrain === 'interior').sort()).toEqual(area(b, 'mill'));
    const sides = [...b.hexsides.values()];
    expect(sides.filter((k) => k === 'door')).toHaveLength(2);
    expect(sides.filter((k) => k === 'window')).toHaveLength(1);
    expect(hexsideBetween(b, at('M8'), at('M9'))).toBe('door');
    expect(reach(b, 'A1').has('N7')).toBe(true);
  });

  test('the stream runs from the north edge to the south edge; the wooden bridge L10 crosses it', () => {
    const stream = new Set(labelsWith(b, (d) => d.terrain === 'water' || d.terrain === 'bridge'));
    // Flood along the water from the north edge.
    const seen = new Set(['K1']);
    const todo = [at('K1')];
    while (todo.length) {
      const h = todo.pop()!;
      for (const d of DIRECTIONS) {
        const n = labelOf(neighbour(h, d));
        if (stream.has(n) && !seen.has(n)) seen.add(n), todo.push(at(n));
      }
    }
    expect([...seen].some((l) => l.endsWith('16'))).toBe(true);
    expect(data(b, 'L10').terrain).toBe('bridge');
    expect(canStep(b, 'K10', 'L10') && canStep(b, 'L10', 'M10')).toBe(true);
    expect(canStep(b, 'L9', 'L10')).toBe(false); // 2.31 item 4
    const water = labelsWith(b, (d) => d.terrain === 'water');
    expect(reach(b, 'A10', water).has('X10')).toBe(true);
    expect(reach(b, 'A10', [...water, 'L10']).has('X10')).toBe(false);
  });

  test('scrub and trees', () => {
    expect(labelsWith(b, (d) => d.terrain === 'scrub').length).toBeGreaterThan(10);
    expect(labelsWith(b, (d) => d.terrain === 'trees').length).toBeGreaterThan(20);
  });
});

describe('The Arena', () => {
  const b = board('arena');
  test('the floor within 4 of L8 is ringed by stands, broken only by the two gates', () => {
    const stands = labelsWith(b, (d) => d.terrain === 'interior').filter((l) => distance(at(l), at('L8')) === 5);
    expect(stands).toHaveLength(26);
    expect(labelsWith(b, () => true).filter((l) => distance(at(l), at('L8')) <= 4).every((l) => data(b, l).terrain === 'flat')).toBe(true);
    expect(reach(b, 'A1').has('L8')).toBe(true);
    expect(reach(b, 'A1', ['G8', 'G9', 'Q8', 'Q9']).has('L8')).toBe(false);
    // The stands are entered from outside by their doors, never from the floor.
    expect(canStep(b, 'L2', 'L3')).toBe(true);
    expect(canStep(b, 'L4', 'L3')).toBe(false);
    expect(reach(b, 'L8', ['G8', 'G9', 'Q8', 'Q9']).has('L3')).toBe(false);
  });
});

describe("Dragon's Lake", () => {
  const b = board('dragons-lake');
  test('three levels, 0, -1 and -2 (and the half levels of its stairs); lake and beach at -2', () => {
    expect(new Set(labelsWith(b, () => true).map((l) => data(b, l).level))).toEqual(new Set([0, -0.5, -1, -1.5, -2]));
    for (const l of labelsWith(b, (d) => d.terrain === 'water' || d.terrain === 'beach' || d.terrain === 'stones')) expect(data(b, l).level, l).toBe(-2);
  });

  test('the two-hex stone stairways go from level 0 straight down to the beach at -2', () => {
    expect(path(b, 'F8', 'F11')).toEqual(['F8', 'F9', 'F10', 'F11']);
    expect(path(b, 'S8', 'S11')).toEqual(['S8', 'S9', 'S10', 'S11']);
    expect([data(b, 'F8').level, data(b, 'F9').level, data(b, 'F10').level, data(b, 'F11').level]).toEqual([0, -0.5, -1.5, -2]);
    expect(data(b, 'F9').terrain).toBe('stairs');
    // No other way down: without the stairways the beach is out of reach.
    expect(reach(b, 'L1').has('G11')).toBe(true);
    expect(reach(b, 'L1', ['F9', 'F10', 'S9', 'S10']).has('G11')).toBe(false);
  });

  test('the building: upper room at 0, a stair inside, the lower room and its wooden balcony at -1, railed above the beach', () => {
    expect(data(b, 'L8')).toMatchObject({ terrain: 'interior', level: 0 });
    expect(data(b, 'L10')).toMatchObject({ terrain: 'interior', level: -1 });
    expect(area(b, 'balcony')).toEqual(['K11', 'L11', 'M11']);
    for (const l of area(b, 'balcony')) expect(data(b, l).level).toBe(-1);
    expect(path(b, 'L6', 'L11')).toEqual(['L6', 'L7', 'L8', 'L9', 'L10', 'L11']);
    // The stair is open to the rooms it joins ("open" hexsides), walled from the rest.
    expect(hexsideBetween(b, at('L9'), at('L8'))).toBeUndefined();
    expect(hexsideBetween(b, at('L9'), at('K9'))).toBe('wall');
    expect(hexsideBetween(b, at('K8'), at('K9'))).toBe('wall');
    expect(hexsideBetween(b, at('L11'), at('L12'))).toBe('railing');
    expect(hexsideBetween(b, at('M11'), at('N11'))).toBe('railing');
    expect(canStep(b, 'L11', 'L12') || canStep(b, 'M11', 'N11') || canStep(b, 'K11', 'J11')).toBe(false);
  });

  test('stepping stones cross the lake', () => {
    expect(path(b, 'G12', 'N15')).toEqual(['G12', 'H12', 'I13', 'J13', 'K14', 'L14', 'M15', 'N15']);
  });
});

describe("The Dwarves' Cave", () => {
  const b = board('dwarves-cave');
  test('one level; a stream crossed by a bridge and stepping stones; four dwellings with doors', () => {
    expect(new Set(labelsWith(b, () => true).map((l) => data(b, l).level))).toEqual(new Set([0]));
    expect(data(b, 'O8').terrain).toBe('bridge');
    expect(data(b, 'K13').terrain).toBe('stones');
    expect([...b.hexsides.values()].filter((k) => k === 'door')).toHaveLength(4);
    const water = labelsWith(b, (d) => d.terrain === 'water');
    expect(reach(b, 'A8', [...water, 'O8', 'K13']).has('X8')).toBe(false);
    expect(reach(b, 'A8', [...water, 'K13']).has('X8')).toBe(true);
    expect(reach(b, 'A8', [...water, 'O8']).has('X8')).toBe(true);
  });
});

describe("The Wights' Bridge", () => {
  const b = board('wights-bridge');
  const span = ['F6', 'F7', 'F8', 'F9', 'F10', 'F11', 'F12', 'F13'];

  test('G10 is on the island and touches the demolished bridge hex F10, rubble', () => {
    expect(area(b, 'island')).toContain('G10');
    expect(adjacent(at('G10'), at('F10'))).toBe(true);
    expect(data(b, 'F10').terrain).toBe('rubble');
    for (const l of span.filter((s) => s !== 'F10')) expect(data(b, l).terrain).toBe('stone-bridge');
  });

  test('the stone bridge is reached only from its two ends and from G10 (2.31 item 5)', () => {
    const entries: string[] = [];
    for (const s of span) {
      for (const d of DIRECTIONS) {
        const n = neighbour(at(s), d);
        if (span.includes(labelOf(n)) || !b.cells.has(hexKey(n))) continue;
        if (canStep(b, n, s)) entries.push(`${labelOf(n)}>${s}`);
        if (canStep(b, s, n)) entries.push(`${s}>${labelOf(n)}`);
      }
    }
    expect(entries.sort()).toEqual(['F10>G10', 'F13>F14', 'F14>F13', 'F5>F6', 'F6>F5', 'G10>F10'].sort());
    expect(hexsideBetween(b, at('F9'), at('G10'))).toBe('low-wall');
    expect(hexsideBetween(b, at('F13'), at('G14'))).toBe('low-wall');
    expect(path(b, 'F5', 'F14')).toEqual(['F5', ...span, 'F14']);
  });

  test('two levels, 0 and the water at -1, and a steep slope between them', () => {
    for (const l of labelsWith(b, (d) => d.terrain === 'water')) expect(data(b, l).level).toBe(-1);
    expect(new Set(labelsWith(b, (d) => d.terrain !== 'water' && d.terrain !== 'slope').map((l) => data(b, l).level))).toEqual(new Set([0]));
    expect(data(b, 'Q5')).toMatchObject({ terrain: 'slope', level: -0.5 });
    expect(path(b, 'Q4', 'Q6')).toEqual(['Q4', 'Q5', 'Q6']);
    expect(canStep(b, 'N5', 'N6')).toBe(false); // elsewhere the bank is a drop
  });

  test('the bridge is the only dry way from the north bank to the south bank', () => {
    expect(reach(b, 'L1', ['F6', 'F7', 'F8', 'F9', 'F10', 'F11', 'F12', 'F13']).has('L16')).toBe(false);
    expect(reach(b, 'L1').has('L16')).toBe(true);
  });
});

describe('The Maze', () => {
  const b = board('maze');
  const level = (l: string) => data(b, l).level;

  test('D6 is the entrance No. 1 to the deep dungeons', () => {
    expect(area(b, 'deep-entrance-1')).toEqual(['D6']);
    expect(level('D6')).toBe(0);
  });

  test('level 0 and level +1 do not meet on this map', () => {
    expect(new Set(labelsWith(b, () => true).map(level))).toEqual(new Set([0, 1]));
    for (const l of reach(b, 'A8')) expect(level(l), l).toBe(0);
    expect(reach(b, 'A8').has('L16')).toBe(true);
    for (const l of reach(b, 'L1')) expect(level(l) === 1 || data(b, l).features.includes('walkway'), l).toBe(true);
  });

  test('six wooden walkways over level-0 hexes, three of one hex and three of two, each resting on two +1 hexes', () => {
    const sizes: number[] = [];
    for (let i = 1; i <= 6; i++) {
      const hexes = area(b, `walkway-${i}`);
      sizes.push(hexes.length);
      const ends = new Set<string>();
      for (const l of hexes) {
        expect(data(b, l)).toMatchObject({ terrain: 'tunnel', level: 0 });
        expect(data(b, l).features).toContain('walkway');
        for (const d of DIRECTIONS) {
          const n = cellAt(b, neighbour(at(l), d));
          if (n && n.data.level === 1) ends.add(n.label);
        }
      }
      expect(ends.size, `walkway-${i}`).toBe(2);
    }
    expect(sizes.sort()).toEqual([1, 1, 1, 2, 2, 2]);
    expect(area(b, 'walkway')).toHaveLength(9);
    expect(labelsWith(b, (d) => d.terrain === 'pillar').sort()).toEqual(['I11', 'L5', 'P7']);
    for (const l of ['I11', 'L5', 'P7']) expect(level(l)).toBe(1);
  });
});

describe('The Jails', () => {
  const b = board('jails');
  test('eight cells: cell 1 of 14 hexes, cells 7 and 8 of 3', () => {
    const cells = Array.from({ length: 8 }, (_, i) => area(b, `cell-${i + 1}`));
    expect(cells.map((c) => c.length)).toEqual([14, 6, 6, 6, 6, 4, 3, 3]);
    for (const c of cells) for (const l of c) expect(data(b, l)).toMatchObject({ terrain: 'interior', level: 0 });
    expect(area(b, 'cell-number')).toHaveLength(8);
    cells.forEach((c) => expect(area(b, 'cell-number').filter((l) => c.includes(l))).toHaveLength(1));
  });

  test('a cell is shut by bars and walls; only its cell door lets anyone out', () => {
    for (let i = 1; i <= 8; i++) {
      const hexes = area(b, `cell-${i}`);
      const inside = reach(b, hexes[0]!);
      const sides = new Map<string, number>();
      for (const l of hexes) {
        for (const d of DIRECTIONS) {
          const kind = b.hexsides.get(sideKey(at(l), d));
          if (kind && !hexes.includes(labelOf(neighbour(at(l), d)))) sides.set(kind, (sides.get(kind) ?? 0) + 1);
        }
      }
      expect(sides.get('cell-door'), `cell-${i}`).toBe(1);
      expect(sides.get('bars') ?? 0, `cell-${i}`).toBeGreaterThan(0);
      // Through its door the cell opens on the corridor.
      expect(inside.has('A8'), `cell-${i}`).toBe(true);
      // Where the door is shut (taken as a wall), nothing outside the cell is reached.
      const shut = reachShut(b, hexes[0]!);
      expect([...shut].sort(), `cell-${i}`).toEqual(hexes);
    }
  });
});

describe('The Dark Island', () => {
  const b = board('dark-island');
  test('levels 0 and -1: the water and the beaches are at -1, gentle slopes go down to them', () => {
    expect(new Set(labelsWith(b, () => true).map((l) => data(b, l).level))).toEqual(new Set([0, -0.5, -1]));
    for (const l of labelsWith(b, (d) => d.terrain === 'water' || d.terrain === 'beach')) expect(data(b, l).level, l).toBe(-1);
    expect(path(b, 'O9', 'Q9')).toEqual(['O9', 'P9', 'Q9']);
    expect(data(b, 'P9').terrain).toBe('ramp');
    for (const l of labelsWith(b, (d) => d.terrain === 'jetty')) expect(data(b, l).level).toBe(0);
  });

  test('the little house in the centre has a window; the ruined building holds the cross, deep entrance No. 2', () => {
    expect(area(b, 'house')).toEqual(['K8', 'L8', 'L9']);
    expect(hexsideBetween(b, at('K8'), at('J8'))).toBe('window');
    expect(area(b, 'deep-entrance-2')).toEqual(['O7']);
    expect(area(b, 'ruined-building')).toContain('O7');
    expect([...b.hexsides.values()].filter((k) => k === 'demolished').length).toBeGreaterThanOrEqual(3);
    expect(reach(b, 'L10').has('O7')).toBe(true);
  });

  test('ten boat places of two water hexes each', () => {
    for (let i = 1; i <= 10; i++) {
      const boat = area(b, `boat-${i}`);
      expect(boat, `boat-${i}`).toHaveLength(2);
      expect(adjacent(at(boat[0]!), at(boat[1]!))).toBe(true);
      for (const l of boat) expect(data(b, l).terrain).toBe('water');
    }
  });

  test('on a board with two Dark Islands, the second one’s cross is the entrance No. 6 (5.3)', () => {
    const two = board([
      { map: 'dark-island', col: 0, row: 0 },
      { map: 'dark-island', col: 24, row: 0, rotate: 180 },
    ]);
    expect(area(two, 'deep-entrance-2')).toEqual(['O7']);
    // O7 of the turned map: (14, 6) → (24 + 23 - 14, 15 - 6) = AH10.
    expect(area(two, 'deep-entrance-6')).toEqual(['AH10']);
    expect(cell(two, 'AH10').mapLabel).toBe('O7');
  });
});

describe('The Haunted Swamp', () => {
  const b = board('haunted-swamp');
  test('F8 is the entrance No. 3, in the centre of the ruined tower, which has two arrow-slits', () => {
    expect(area(b, 'deep-entrance-3')).toEqual(['F8']);
    expect(area(b, 'ruined-tower')).toEqual(['E8', 'E9', 'F7', 'F8', 'F9', 'G8', 'G9']);
    for (const l of area(b, 'ruined-tower')) expect(adjacent(at(l), at('F8')) || l === 'F8').toBe(true);
    expect([...b.hexsides.values()].filter((k) => k === 'arrow-slit')).toHaveLength(2);
    expect(hexsideBetween(b, at('E8'), at('D8'))).toBe('arrow-slit');
    expect(hexsideBetween(b, at('F7'), at('F6'))).toBe('demolished');
    expect(path(b, 'F5', 'F8')).toEqual(['F5', 'F6', 'F7', 'F8']);
  });

  test('marsh fills most of it', () => {
    expect(labelsWith(b, (d) => d.terrain === 'marsh').length).toBeGreaterThan(150);
  });
});

describe('The Pit', () => {
  const b = board('the-pit');
  test('levels 0 and -1; very steep stairs are the only way down; the trapdoor at the bottom is entrance No. 5', () => {
    expect(area(b, 'trapdoor')).toEqual(['O11']);
    expect(area(b, 'deep-entrance-5')).toEqual(['O11']);
    expect(data(b, 'O11').level).toBe(-1);
    for (const l of area(b, 'pit')) expect(data(b, l).level).toBe(-1);
    expect(labelsWith(b, (d) => d.terrain === 'steep-stairs').sort()).toEqual(['J5', 'N7']);
    expect(reach(b, 'L1').has('O11')).toBe(true);
    expect(reach(b, 'L1', ['J5', 'N7']).has('O11')).toBe(false);
  });
});

describe('boards of several maps', () => {
  test('The Watermill and The Arena joined at their long sides: labels run on, hexes touch across the seam', () => {
    const b = board([
      { map: 'watermill', col: 0, row: 0 },
      { map: 'arena', col: 0, row: 16 },
    ]);
    expect([b.cols, b.rows]).toEqual([24, 32]);
    expect(cell(b, 'L24')).toMatchObject({ map: 'arena', mapLabel: 'L8' });
    expect(adjacent(at('A16'), at('A17'))).toBe(true);
    expect(cell(b, 'A17').map).toBe('arena');
    expect(canStep(b, 'E16', 'E17')).toBe(true);
    // The arena's doors moved with it: L2/L3 is now L18/L19.
    expect(hexsideBetween(b, at('L18'), at('L19'))).toBe('door');
    expect(hexsideBetween(b, at('L2'), at('L3'))).toBeUndefined();
  });

  test('and at their short sides', () => {
    const b = board([
      { map: 'watermill', col: 0, row: 0 },
      { map: 'arena', col: 24, row: 0 },
    ]);
    expect(cell(b, 'Y1')).toMatchObject({ map: 'arena', mapLabel: 'A1' });
    expect(canStep(b, 'X8', 'Y8')).toBe(true);
    expect(hexsideBetween(b, at('AJ2'), at('AJ3'))).toBe('door');
  });

  test('three underground maps, one turned round: the Maze, the Jails turned beside it (Y to Y), the Pit below it', () => {
    const b = board([
      { map: 'maze', col: 0, row: 0 },
      { map: 'jails', col: 24, row: 0, rotate: 180 },
      { map: 'the-pit', col: 0, row: 16 },
    ]);
    expect([b.cols, b.rows]).toEqual([48, 32]);
    // The Jails' X8 (its east mouth) lands at (24 + 23 - 23, 15 - 7) = Y9, next to the Maze's X8 and X9.
    expect(cell(b, 'Y9')).toMatchObject({ map: 'jails', mapLabel: 'X8' });
    expect(adjacent(at('X8'), at('Y9'))).toBe(true);
    // Cell 1's door F7/F8 of the Jails: F7 (5, 6) → (42, 9) = AQ10, F8 → AQ9.
    expect(hexsideBetween(b, at('AQ10'), at('AQ9'))).toBe('cell-door');
    expect(data(b, 'AQ10').features).toContain('cell-1');
    expect(area(b, 'cell-1')).toHaveLength(14);
    // The Pit's north mouth meets the Maze's south mouth: L16 (Maze) to L17 (Pit).
    expect(cell(b, 'L17')).toMatchObject({ map: 'the-pit', mapLabel: 'L1' });
    expect(canStep(b, 'L16', 'L17')).toBe(true);
    // From the Maze's level-0 tunnels, down through the Pit's stairs to its trapdoor.
    expect(reach(b, 'A8').has('O27')).toBe(true);
    expect(data(b, 'O27').features).toEqual(expect.arrayContaining(['trapdoor', 'deep-entrance-5']));
  });

  test('underground maps join only X to X and Y to Y, and along long edges with the arrows the same way', () => {
    expect(
      boardError([
        { map: 'maze', col: 0, row: 0 },
        { map: 'jails', col: 24, row: 0 },
      ]),
    ).toBe('board b: The Maze (east edge Y) cannot meet The Jails (west edge X): underground maps join X to X and Y to Y (1.42).');
    expect(
      boardError([
        { map: 'maze', col: 0, row: 0 },
        { map: 'the-pit', col: 0, row: 16, rotate: 180 },
      ]),
    ).toBe('board b: The Maze (south edge arrow east) and The Pit (south edge arrow east): along a long edge the arrows must point the same way (1.42); turn one of the maps round.');
    // Both turned: the arrows agree again.
    expect(() =>
      board([
        { map: 'maze', col: 0, row: 0, rotate: 180 },
        { map: 'the-pit', col: 0, row: 16, rotate: 180 },
      ]),
    ).not.toThrow();
  });

  test('a surface map never joins an underground one, and maps meet along whole sides', () => {
    expect(
      boardError([
        { map: 'watermill', col: 0, row: 0 },
        { map: 'maze', col: 24, row: 0, rotate: 180 },
      ]),
    ).toBe('board b: The Watermill and The Maze cannot meet: a surface map joins only surface maps.');
    expect(
      boardError([
        { map: 'watermill', col: 0, row: 0 },
        { map: 'arena', col: 24, row: 4 },
      ]),
    ).toBe('board b: The Watermill and The Arena meet along part of a side only; maps join side to side.');
  });
});

/** Like reach, but every cell door counts as shut. */
function reachShut(b: DnBoard, start: string): Set<string> {
  const table = tableOn(b);
  const seen = new Set([start]);
  const todo = [at(start)];
  while (todo.length) {
    const h = todo.pop()!;
    for (const d of DIRECTIONS) {
      const n = neighbour(h, d);
      const label = labelOf(n);
      if (seen.has(label) || !b.cells.has(hexKey(n))) continue;
      if (b.hexsides.get(sideKey(h, d)) === 'cell-door') continue;
      if (stepCost(table, krular, h, n).mp === null) continue;
      seen.add(label);
      todo.push(n);
    }
  }
  return seen;
}
