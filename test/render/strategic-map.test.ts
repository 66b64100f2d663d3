import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { hexAtOffset, type HexGeometry } from '../../src/engine/hex/geometry.ts';
import type { Direction, Hex } from '../../src/engine/hex/hex.ts';
import type { HexBoardScene, SceneHex } from '../../src/engine/scene/hex-board.ts';
import { CROP_WIDTH, layoutFor, layoutForCrop, sidePixels, toPixel, type Layout } from '../../src/render/layout.ts';
import { renderScene } from '../../src/render/png.ts';

/**
 * Pixel probes on a strategic map's picture: pointy-topped hexes in rows, odd rows shifted right
 * (Dragons of Glory's shape), nation borders as bands inside a side, and a crop of the map.
 */

const POINTY: HexGeometry = { orientation: 'pointy', offset: 'odd', labels: { kind: 'column-row-sheet', sheets: [{ letter: 'a', col: 0, row: 0, cols: 30, rows: 20 }] } };
const at = (col: number, row: number): Hex => hexAtOffset(POINTY, col, row) as Hex;

const CLEAR = '#d8d29c';
const SEA = '#4f7fb5';
const FOREST = '#3f7a2a';
const NATION = '#b03a8c';

// Each scene its own key: the renderer caches terrain layers by key.
let drawn = 0;

/** A 30 x 20 map of clear ground with one sea hex at column 4, row 3 and a forest hex at column 5, row 3 to its east. */
function scene(extra: Partial<HexBoardScene> = {}): HexBoardScene {
  const hexes: SceneHex[] = [];
  for (let row = 0; row < 20; row++) {
    for (let col = 0; col < 30; col++) {
      const fill = col === 4 && row === 3 ? SEA : col === 5 && row === 3 ? FOREST : col >= 20 ? '#c0c0c0' : CLEAR;
      hexes.push({ hex: at(col, row), fill, label: '' });
    }
  }
  return { kind: 'hex-board', geometry: POINTY, key: `pointy-test-${++drawn}`, cols: 30, rows: 20, hexes, hexsides: [], counters: [], arrows: [], markers: [], title: 'Pointy', status: '', legend: [], ...extra };
}

async function pixels(s: HexBoardScene, width?: number) {
  const rendered = await renderScene({ scene: s, ...(width ? { width } : {}) });
  const { data, info } = await sharp(rendered.png).raw().toBuffer({ resolveWithObject: true });
  return {
    width: info.width,
    height: info.height,
    at(p: { x: number; y: number }): [number, number, number] {
      const i = (Math.round(p.y) * info.width + Math.round(p.x)) * info.channels;
      return [data[i]!, data[i + 1]!, data[i + 2]!];
    },
  };
}

const rgb = (hex: string): [number, number, number] => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
const close = (a: [number, number, number], b: string, tolerance = 10) => a.every((v, i) => Math.abs(v - rgb(b)[i]!) <= tolerance);
const offset = (p: { x: number; y: number }, dx: number, dy: number) => ({ x: p.x + dx, y: p.y + dy });

describe('a map of pointy-topped hexes', () => {
  const layout: Layout = layoutFor(30, 20, undefined, POINTY);

  test('draws each hex where its centre is, pointed at the top and flat at the sides', async () => {
    const img = await pixels(scene());
    const r = layout.radius;
    const sea = toPixel(layout, at(4, 3));
    expect(close(img.at(sea), SEA)).toBe(true);
    // 0.93 r above the centre is inside a pointy hex (its top corner is at r) but outside a flat one (its top side at 0.87 r).
    expect(close(img.at(offset(sea, 0, -0.93 * r)), SEA)).toBe(true);
    // 0.93 r to the east is past a pointy hex's flat side (at 0.87 r): the forest to the east.
    expect(close(img.at(offset(sea, 0.93 * r, 0)), FOREST)).toBe(true);
    // Row 3 is odd, shifted half a hex right: the sea hex's centre lies half a hex east of the clear hex below it (column 4, row 4).
    const below = toPixel(layout, at(4, 4));
    expect(sea.x - below.x).toBeCloseTo((Math.sqrt(3) / 2) * r, 5);
    expect(close(img.at(below), CLEAR)).toBe(true);
  });

  test('a nation border is a band of its colour inside the side it runs along, and nowhere else', async () => {
    // Direction 5 of a pointy hex is west: the forest's side towards the sea hex.
    const img = await pixels(scene({ borders: [{ hex: at(5, 3), direction: 5 as Direction, colour: NATION }] }));
    const r = layout.radius;
    const [a, b] = sidePixels(layout, at(5, 3), 5);
    const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
    const forest = toPixel(layout, at(5, 3));
    // Inside the forest hex, 0.08 r from its west side: the band; across the side, in the sea hex: no band.
    expect(close(img.at(offset(mid, 0.08 * r, 0)), NATION)).toBe(true);
    expect(close(img.at(offset(mid, -0.08 * r, 0)), SEA)).toBe(true);
    // Past the band's depth (0.17 r), the forest again.
    expect(close(img.at(offset(mid, 0.3 * r, 0)), FOREST)).toBe(true);
    expect(close(img.at(forest), FOREST)).toBe(true);
  });
});

describe('a crop of the map', () => {
  test('is drawn alone, at hexes big enough to read on a phone (about 1100 px across)', async () => {
    const crop = { col: 3, row: 3, cols: 20, rows: 14 };
    const layout = layoutForCrop(crop, undefined, POINTY);
    const img = await pixels(scene({ crop }));
    expect([img.width, img.height]).toEqual([layout.width, layout.height]);
    expect(img.width).toBeGreaterThanOrEqual(900);
    expect(img.width).toBeLessThanOrEqual(CROP_WIDTH);
    // Bigger hexes than a whole 64-column map's (Ansalon's), which is drawn 2560 px wide at most.
    expect(layout.radius).toBeGreaterThan(layoutFor(64, 53, undefined, POINTY).radius);
    // Its first hex (column 3, row 3: a shifted row) lies wholly inside the picture, and the sea hex beside it shows.
    const first = toPixel(layout, at(3, 3));
    expect(first.x - (Math.sqrt(3) / 2) * layout.radius).toBeGreaterThanOrEqual(layout.margin - 1);
    expect(first.y - layout.radius).toBeGreaterThanOrEqual(layout.titleHeight + layout.margin - 1);
    expect(close(img.at(toPixel(layout, at(4, 3))), SEA)).toBe(true);
    // Column 20 on (grey) is in the window up to column 22; nothing of column 23 is drawn.
    expect(close(img.at(toPixel(layout, at(22, 10))), '#c0c0c0')).toBe(true);
    expect(toPixel(layout, at(23, 10)).x + (Math.sqrt(3) / 2) * layout.radius).toBeGreaterThan(img.width);
  });

  test('draws the counters inside the window and leaves out those outside it', async () => {
    const crop = { col: 3, row: 3, cols: 20, rows: 14 };
    const layout = layoutForCrop(crop, undefined, POINTY);
    const piece = (h: Hex) => ({ hexes: [h], fill: '#e01010', ink: '#ffffff', border: '#000000', lines: [] });
    // One counter inside the window; one in the hex just above the window (row 2), whose lower half would show in the margin.
    const img = await pixels(scene({ crop, counters: [piece(at(8, 8)), piece(at(8, 2))] }));
    expect(close(img.at(toPixel(layout, at(8, 8))), '#e01010')).toBe(true);
    const above = toPixel(layout, at(8, 2));
    expect(close(img.at(offset(above, 0, 0.6 * layout.radius)), '#e01010')).toBe(false);
  });
});
