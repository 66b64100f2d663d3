import { unwrap } from '../../../../src/engine/core/result.ts';
import { hexAtOffset } from '../../../../src/engine/hex/geometry.ts';
import type { Hex } from '../../../../src/engine/hex/hex.ts';
import { ANSALON_COLUMNS, ANSALON_GEOMETRY, ANSALON_ROWS } from '../../../../src/engine/games/dragons-of-glory/map/geometry.ts';
import { parseStrategicMap } from '../../../../src/engine/games/dragons-of-glory/map/parse.ts';
import type { StrategicMap } from '../../../../src/engine/games/dragons-of-glory/map/types.ts';
import type { DogView } from '../../../../src/engine/games/dragons-of-glory/picture/view-types.ts';
import type { UnitKind } from '../../../../src/engine/games/dragons-of-glory/units.ts';

/**
 * A made-up map at Ansalon's size (64 by 53 hexes, two sheets) for the picture's tests and the
 * bench, written in the map format and read by the real parser: a sea round the edge, every
 * terrain, twelve nations in blocks of 16 by 16 hexes, each with a capital, a fortress and a port,
 * rivers with a ford and a bridge, a sea barrier, and the Maelstrom. Deterministic: the same text
 * every time.
 */

export const NATION_IDS = ['hylo', 'throtyl', 'solamnia', 'northern-ergoth', 'silvanesti', 'neraka', 'kharolis', 'abanasinia', 'estwilde', 'nordmaar', 'goodlund', 'icereach'];
const CODES = 'abcdefghijkl';
const COLOURS = ['#e0a030', '#5a3d7a', '#3d6fb0', '#8fbf5a', '#2e8b57', '#4a1010', '#a0522d', '#c8b060', '#b07090', '#607080', '#f0d040', '#a0c8e0'];

export const NATIONS: ReadonlyMap<string, { name: string; colour: string }> = new Map(
  NATION_IDS.map((id, i) => [id, { name: id.split('-').map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' '), colour: COLOURS[i]! }]),
);

/** A number from 0 to 999 for a hex, the same every time. */
function noise(col: number, row: number, salt: number): number {
  let h = (col * 374761393 + row * 668265263 + salt * 2147483647) | 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) % 1000;
}

const LAND = ['.', '.', '.', 'f', 'f', 'm', 'p', 's', 'd', 'g', 't', 'j'];

export const MAELSTROM = { col: 56, row: 47 };

const label = (col: number, row: number) => {
  const sheetCol = col < 32 ? col : col - 32;
  return `${String(sheetCol + 1).padStart(2, '0')}${String(row + 1).padStart(2, '0')}${col < 32 ? 'a' : 'b'}`;
};

/** The offset hex a nation's block starts at: four blocks across, three down, from (0, 1). */
const block = (i: number) => ({ col: (i % 4) * 16, row: 1 + Math.floor(i / 4) * 17 });

export function syntheticMapText(): string {
  const cols = ANSALON_COLUMNS;
  const rows = ANSALON_ROWS;
  const terrain: string[][] = [];
  const nation: string[][] = [];
  for (let row = 0; row < rows; row++) {
    terrain.push([]);
    nation.push([]);
    for (let col = 0; col < cols; col++) {
      const edge = col < 2 || col >= cols - 2 || row < 2 || row >= rows - 2;
      const maelstrom = Math.abs(col - MAELSTROM.col) <= 1 && Math.abs(row - MAELSTROM.row) <= 1;
      // Terrain in patches of a few hexes, as land lies, with a hex here and there of another kind.
      const patch = (salt: number) => noise(Math.floor((col + (row % 3)) / 4), Math.floor(row / 3), salt);
      const sea = edge || maelstrom || (col >= 50 && row >= 42) || patch(1) < 60;
      const ground = noise(col, row, 3) < 120 ? noise(col, row, 2) : patch(2);
      terrain[row]!.push(maelstrom ? '@' : sea ? '~' : LAND[ground % LAND.length]!);
      const index = Math.min(3, Math.floor(col / 16)) + 4 * Math.min(2, Math.floor(Math.max(0, row - 1) / 17));
      nation[row]!.push(sea ? '.' : CODES[index]!);
    }
  }
  const places: string[] = [];
  NATION_IDS.forEach((id, i) => {
    const { col, row } = block(i);
    // Each nation's capital, a fortress and a coastal port, on clear ground.
    const spots = [
      { col: col + 8, row: row + 8, kind: i === 5 ? 'fortified-city' : 'city', flags: `capital=${id}${i === 5 ? ' dark-temple' : ''}`, name: NATIONS.get(id)!.name },
      { col: col + 5, row: row + 12, kind: i % 3 === 0 ? 'dwarven-fortress' : 'fortress', flags: '', name: `${NATIONS.get(id)!.name} Keep` },
      { col: col + 11, row: row + 4, kind: 'fortified-city', flags: 'port', name: `Port ${NATIONS.get(id)!.name}` },
    ];
    spots.forEach((s, k) => {
      if (s.row >= rows - 2 || s.col >= cols - 2) return;
      terrain[s.row]![s.col] = '.';
      nation[s.row]![s.col] = CODES[i]!;
      places.push(`  ${id}-${k} ${label(s.col, s.row)} ${s.kind}${s.flags ? ` ${s.flags}` : ''} "${s.name}"`);
    });
  });
  const sides: string[] = [];
  const land = (c: number, r: number) => !['~', '@'].includes(terrain[r]![c]!);
  // A river between rows 20 and 21, a deep one between 33 and 34: (col, row) and (col, row + 1) always touch.
  for (const [kind, row] of [
    ['river', 20],
    ['deep-river', 33],
  ] as const) {
    for (let col = 6; col < 40; col++) if (land(col, row) && land(col, row + 1)) sides.push(`  ${kind} ${label(col, row)}/${label(col, row + 1)}`);
  }
  for (const [kind, col] of [
    ['ford', 12],
    ['bridge', 20],
  ] as const) {
    terrain[20]![col] = '.';
    terrain[21]![col] = '.';
    sides.push(`  river ${label(col, 20)}/${label(col, 21)}`, `  ${kind} ${label(col, 20)}/${label(col, 21)}`);
  }
  sides.push(`  sea-barrier ${label(52, 44)}/${label(53, 44)}`);
  const grid = (g: string[][]) => g.map((r, i) => `${String(i + 1).padStart(2, '0')} ${r.join(' ')}`).join('\n');
  return [
    'map: synthetic',
    'name: A made-up Ansalon',
    `size: ${cols}x${rows}`,
    'terrain:',
    grid(terrain),
    'nations:',
    grid(nation),
    'nation-codes:',
    ...NATION_IDS.map((id, i) => `  ${CODES[i]} ${id}`),
    'places:',
    ...places,
    'hexsides:',
    ...sides,
    'areas:',
    `  maelstrom ${label(MAELSTROM.col, MAELSTROM.row)}`,
    '',
  ].join('\n');
}

let cached: StrategicMap | undefined;

export function syntheticMap(): StrategicMap {
  cached ??= unwrap(parseStrategicMap(syntheticMapText()));
  return cached;
}

export const at = (col: number, row: number): Hex => hexAtOffset(ANSALON_GEOMETRY, col, row) as Hex;

const KINDS: UnitKind[] = ['infantry', 'infantry', 'cavalry', 'infantry', 'air', 'dragon', 'leader', 'fleet'];

/**
 * A war at its height: `stacks` stacks of `perStack` units spread over the land, each side's
 * moves and a battle for every tenth stack.
 */
export function busyView(map: StrategicMap, stacks = 150, perStack = 2): DogView {
  const land = [...map.hexes.values()].filter((h) => h.terrain !== 'sea' && h.terrain !== 'maelstrom' && h.nation);
  const step = Math.floor(land.length / stacks);
  const chosen = Array.from({ length: stacks }, (_, i) => land[i * step]!);
  const view: DogView = {
    title: 'The Bench War',
    turn: 3,
    lastTurn: 30,
    phase: 'Combat',
    initiative: 'highlord',
    status: 'VP Highlord 12 · Whitestone 9',
    stacks: chosen.map((h, i) => ({
      hex: h.hex,
      side: i % 2 ? 'whitestone' : 'highlord',
      units: Array.from({ length: perStack }, (_, k) => ({
        id: `u${i}-${k}`,
        name: `Unit ${i}-${k}`,
        kind: KINDS[(i + k) % KINDS.length]!,
        nation: h.nation!,
        strength: 2 + ((i + k) % 7),
        depleted: (i + k) % 5 === 0,
        movement: 3 + ((i * 3 + k) % 5),
      })),
    })),
    moves: chosen.filter((_, i) => i % 3 === 0).map((h, i) => ({ path: [h.hex, { q: h.hex.q + 1, r: h.hex.r }, { q: h.hex.q + 2, r: h.hex.r - 1 }], side: i % 2 ? 'whitestone' : 'highlord' })),
    battles: chosen.filter((_, i) => i % 10 === 5).map((h) => ({ hex: h.hex, from: [{ q: h.hex.q - 1, r: h.hex.r }], text: '3-1 → −/DR' })),
    control: chosen.filter((_, i) => i % 25 === 7).map((h) => ({ hex: h.hex, side: 'whitestone' })),
  };
  return view;
}
