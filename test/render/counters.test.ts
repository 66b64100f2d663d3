import { describe, expect, test } from 'vitest';
import { hexAtOffset, type HexGeometry } from '../../src/engine/hex/geometry.ts';
import { directionTo, type Hex } from '../../src/engine/hex/hex.ts';
import { hexsideMap, sideBetween } from '../../src/engine/hex/hexsides.ts';
import { labelIn } from '../../src/engine/hex/label-styles.ts';
import type { HexBoardScene, SceneCounter } from '../../src/engine/scene/hex-board.ts';
import { drawHexBoard } from '../../src/render/draw.ts';
import { sidePixels, toPixel } from '../../src/render/layout.ts';

/**
 * The same hex drawer as Dragon Noir's, for a strategic map that is nothing like it: pointy hexes
 * labelled 1823a, a river on a hexside, a unit counter in its nation's colours with its strength
 * and movement, and three units stacked in one hex.
 */

const geometry: HexGeometry = { orientation: 'pointy', offset: 'odd', labels: { kind: 'column-row-sheet', sheets: [{ letter: 'a', col: 0, row: 0, cols: 6, rows: 5 }] } };
const at = (col: number, row: number) => hexAtOffset(geometry, col, row) as Hex;
const SOLAMNIA = { fill: '#1d4e89', ink: '#ffffff', border: '#d4af37' };
const GROUND = '#d8d0a8';
const RIVER = '#3f7fc4';

const unit = (hexes: Hex[], colours: { fill: string; ink: string; border: string }, extra: Partial<SceneCounter> = {}): SceneCounter => ({
  hexes,
  ...colours,
  lines: [
    { text: 'Knights', at: -0.25, size: 0.24, fit: 0.92 },
    { cells: [{ text: '6' }, { text: '4' }], at: 0.2, size: 0.3 },
  ],
  badges: [{ text: 'XX', corner: 'top-right' }],
  ...extra,
});
const plain = (fill: string, place: number): SceneCounter => ({ hexes: [at(4, 2)], fill, ink: '#000000', border: 'rgba(0,0,0,0.6)', lines: [], stack: { place, of: 3 } });

const rivers = hexsideMap([{ between: [at(1, 1), at(2, 1)], features: ['river'] }]);
if (!rivers.ok) throw new Error(rivers.error);
const hexsides = [...rivers.value.sides.values()].map(({ side, features }) => ({ hex: side.a, direction: directionTo(side.a, side.b)!, kind: features[0]! }));

const scene: HexBoardScene = {
  kind: 'hex-board',
  geometry,
  key: 'strategic-test',
  cols: 6,
  rows: 5,
  hexes: Array.from({ length: 30 }, (_, i) => at(i % 6, Math.floor(i / 6))).map((hex) => ({ hex, fill: GROUND, label: labelIn(geometry, hex)! })),
  hexsides,
  counters: [unit([at(1, 3)], SOLAMNIA), plain('#ff0000', 0), plain('#00ff00', 1), plain('#0000ff', 2)],
  arrows: [],
  markers: [],
  title: 'Dragons of Glory',
  status: 'Turn 1',
  legend: [],
};

describe('a strategic map on the shared hex drawer', () => {
  const { canvas, layout } = drawHexBoard(scene, 800);
  const ctx = canvas.getContext('2d');
  const r = layout.radius;
  const pixel = (x: number, y: number) => [...ctx.getImageData(Math.round(x), Math.round(y), 1, 1).data.slice(0, 3)];
  const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const near = (a: number[], b: number[], tolerance = 30) => a.every((v, i) => Math.abs(v - b[i]!) <= tolerance);

  test('the river lies on the side between the two hexes it separates, and the rules find it there from either bank', () => {
    expect(sideBetween(rivers.value, at(2, 1), at(1, 1))).toEqual(['river']);
    const [a, b] = sidePixels(layout, at(1, 1), directionTo(at(1, 1), at(2, 1))!);
    // A pointy hex's east side stands upright.
    expect(a.x).toBeCloseTo(b.x, 6);
    expect(near(pixel((a.x + b.x) / 2, (a.y + b.y) / 2), rgb(RIVER))).toBe(true);
    const centre = toPixel(layout, at(1, 1));
    expect(near(pixel(centre.x - 0.4 * r, centre.y + 0.4 * r), rgb(GROUND))).toBe(true);
  });

  test("a unit counter in its nation's colours: blue, outlined in gold, its strength and movement written in white", () => {
    const p = toPixel(layout, at(1, 3));
    expect(pixel(p.x - 0.55 * r, p.y + 0.5 * r)).toEqual(rgb(SOLAMNIA.fill));
    let gold = 0;
    let white = 0;
    for (let dy = -0.6; dy <= 0.6; dy += 0.02) for (let dx = -0.7; dx <= -0.63; dx += 0.01) if (near(pixel(p.x + dx * r, p.y + dy * r), rgb(SOLAMNIA.border), 40)) gold++;
    for (let dy = 0.1; dy <= 0.45; dy += 0.02) for (let dx = -0.4; dx <= 0.4; dx += 0.02) if (near(pixel(p.x + dx * r, p.y + dy * r), [255, 255, 255], 40)) white++;
    expect(gold).toBeGreaterThan(10);
    expect(white).toBeGreaterThan(10);
  });

  test('three units in one hex: the lowest down and to the left, the middle one in the middle, the highest up and to the right', () => {
    const p = toPixel(layout, at(4, 2));
    expect(pixel(p.x - 0.57 * r, p.y + 0.57 * r)).toEqual([255, 0, 0]);
    expect(pixel(p.x + 0.36 * r, p.y + 0.36 * r)).toEqual([0, 255, 0]);
    expect(pixel(p.x + 0.57 * r, p.y - 0.57 * r)).toEqual([0, 0, 255]);
  });
});
