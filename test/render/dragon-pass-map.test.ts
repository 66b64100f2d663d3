import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { directionTo, hexKey } from '../../src/engine/hex/hex.ts';
import { TERRAINS } from '../../src/engine/games/dragon-pass/map/types.ts';
import { passMapScene, PASS_MAP_WIDTH, type MapCounter } from '../../src/engine/games/dragon-pass/picture/map-scene.ts';
import { ALT_TEXT_LIMIT, describePassMap } from '../../src/engine/games/dragon-pass/picture/words.ts';
import type { HexBoardScene } from '../../src/engine/scene/hex-board.ts';
import { CROP_WIDTH, layoutFor, sidePixels, toPixel } from '../../src/render/layout.ts';
import { renderScene } from '../../src/render/png.ts';
import { loadPassMap } from '../engine/dragon-pass/map/load.ts';

/**
 * The map of Dragon Pass drawn from its data (issue 16, item 7): decoded and probed on a real
 * canvas. What the picture must show: every hex in its terrain's own colour, the rivers and
 * ridges on their hexsides, the structures, every place's name, the turn and the Moon.
 */

const map = loadPassMap();
const picture = passMapScene(map);
const moment = { turn: 1, moon: 'Full' };
const scene = picture(moment);
const hexOf = (label: string) => map.parse(label)!;

async function pixels(s: HexBoardScene) {
  const rendered = await renderScene({ scene: s });
  const { data, info } = await sharp(rendered.png).raw().toBuffer({ resolveWithObject: true });
  return {
    rendered,
    at(p: { x: number; y: number }): [number, number, number] {
      const i = (Math.round(p.y) * info.width + Math.round(p.x)) * info.channels;
      return [data[i]!, data[i + 1]!, data[i + 2]!];
    },
  };
}
const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const close = (a: number[], b: string, tolerance = 16) => a.every((v, i) => Math.abs(v - rgb(b)[i]!) <= tolerance);
const mid = ([a, b]: [{ x: number; y: number }, { x: number; y: number }]) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
const textOf = (s: HexBoardScene) => [...(s.names ?? []).map((n) => n.text), ...s.legend.map((l) => l.label), s.title, s.status];

describe('the map of the pass, drawn', () => {
  test('is a PNG as wide as the other hex games draw a crop to read on a phone (1120 px at most), with hexes larger than a whole Dragon Noir board at that width', async () => {
    const layout = layoutFor(map.cols, map.rows, PASS_MAP_WIDTH);
    const { rendered } = await pixels(scene);
    const meta = await sharp(rendered.png).metadata();
    expect(meta.format).toBe('png');
    expect([meta.width, meta.height]).toEqual([layout.width, layout.height]);
    expect(PASS_MAP_WIDTH).toBe(CROP_WIDTH);
    expect(rendered.width).toBeLessThanOrEqual(CROP_WIDTH);
    expect(rendered.width).toBeGreaterThanOrEqual(1000);
    // A region's name is at least 20 px tall drawn, so about 10 px in a 550 px Discord preview.
    const smallest = Math.min(...(scene.names ?? []).filter((n) => map.places.get(idOf(n.text))?.kind === 'territory').map((n) => n.size * layout.radius));
    expect(smallest).toBeGreaterThanOrEqual(20);
  });

  test('names every place of the map, each once: on the map, or in the legend for a territory made only of its named sites', () => {
    const text = textOf(scene);
    for (const place of map.places.values()) expect(text.filter((t) => t === place.name), place.id).toHaveLength(1);
    // The Dragonewt cities are all sites: each city is named on the map, the territory in the legend.
    expect(scene.legend.map((l) => l.label)).toContain(map.places.get('dragonewt-cities')!.name);
    expect((scene.names ?? []).map((n) => n.text)).toContain('Dragonewt city 3');
  });

  test('gives each of the six terrains a fill of its own, and every hex its terrain\'s fill and printed label', () => {
    const fills = new Map<string, Set<string>>();
    for (const h of scene.hexes) {
      const terrain = map.hexes.get(hexKey(h.hex))!.terrain;
      fills.set(terrain, (fills.get(terrain) ?? new Set()).add(h.fill));
      expect(h.label).toBe(map.label(h.hex));
    }
    expect(scene.hexes).toHaveLength(map.cols * map.rows);
    expect([...fills.keys()].sort()).toEqual([...TERRAINS].sort());
    for (const set of fills.values()) expect(set.size).toBe(1);
    expect(new Set([...fills.values()].map((s) => [...s][0])).size).toBe(TERRAINS.length);
  });

  test('a clear hex with nothing on it shows the clear fill at its centre', async () => {
    const clear = [...map.hexes.values()].find((h) => h.terrain === 'clear' && !h.structure && h.places.length === 0)!;
    const { at } = await pixels({ ...scene, key: `${scene.key}:bare`, names: [] });
    expect(close(at(toPixel(layoutFor(map.cols, map.rows, PASS_MAP_WIDTH), clear.hex)), scene.hexes.find((h) => hexKey(h.hex) === hexKey(clear.hex))!.fill, 4)).toBe(true);
  });

  test('puts every river side in the scene as a river, and every ridge side as a drop from its high hex', () => {
    const sides = scene.hexsides.map((s) => `${map.label(s.hex)}:${s.direction}:${s.kind}`);
    const riverSides = map.rivers.flatMap((r) => r.sides);
    const ridgeSides = map.ridges.flatMap((r) => r.sides);
    expect(riverSides.length).toBeGreaterThan(0);
    expect(ridgeSides.length).toBeGreaterThan(0);
    for (const [a, b] of riverSides) expect(sides).toContain(`${map.label(a)}:${directionTo(a, b)}:river`);
    for (const [high, low] of ridgeSides) expect(sides).toContain(`${map.label(high)}:${directionTo(high, low)}:cliff`);
    expect(scene.hexsides).toHaveLength(riverSides.length + ridgeSides.length);
  });

  test('draws the rivers blue and the ridges dark along their sides', async () => {
    const layout = layoutFor(map.cols, map.rows, PASS_MAP_WIDTH);
    // Without the names, which may lie across a side.
    const { at } = await pixels({ ...scene, key: `${scene.key}:bare`, names: [] });
    const river = new Set(map.rivers.flatMap((r) => r.sides).map(([a, b]) => `${hexKey(a)}-${hexKey(b)}`));
    for (const [a, b] of map.rivers.flatMap((r) => r.sides)) expect(close(at(mid(sidePixels(layout, a, directionTo(a, b)!))), '#3f7fc4', 30), map.label(a)).toBe(true);
    for (const [high, low] of map.ridges.flatMap((r) => r.sides)) {
      if (river.has(`${hexKey(high)}-${hexKey(low)}`) || river.has(`${hexKey(low)}-${hexKey(high)}`)) continue;
      expect(close(at(mid(sidePixels(layout, high, directionTo(high, low)!))), '#3b2f22', 40), map.label(high)).toBe(true);
    }
  });

  test('marks each structure in its hex, each of the seven kinds by a symbol of its own', () => {
    const byKind = new Map<string, string>();
    for (const h of map.hexes.values()) {
      if (!h.structure) continue;
      const marks = scene.hexes.find((s) => hexKey(s.hex) === hexKey(h.hex))!.marks ?? [];
      expect(marks, h.label).toHaveLength(1);
      const mark = marks[0]!;
      byKind.set(h.structure.kind, mark.kind === 'place' ? mark.symbol : mark.kind === 'disc' ? `disc ${mark.text}` : mark.kind);
    }
    expect(byKind.size).toBe(7);
    expect(new Set(byKind.values()).size).toBe(7);
  });

  test('rings a capital\'s symbol (Muse Roost, capital of Black Horse Country) and not a fortress that is none (North Road Fort)', () => {
    const mark = (label: string) => scene.hexes.find((h) => hexKey(h.hex) === hexKey(hexOf(label)))!.marks![0]!;
    expect(mark('G10')).toMatchObject({ kind: 'place', capital: true });
    expect(mark('H3')).toMatchObject({ kind: 'place', symbol: 'fortress' });
    expect(mark('H3')).not.toHaveProperty('capital');
  });

  test('says the turn and the Moon\'s phase in the title bar', () => {
    expect(scene.title).toBe(map.name);
    expect(picture({ turn: 7, moon: 'Crescent-come' }).status).toBe('Turn 7 · Crescent-come Moon');
  });
});

describe('the counters\' slot', () => {
  const militia: MapCounter = { hex: hexOf('E15'), name: 'Militia', combat: 3, magic: 0, movement: 4, side: 'sartar' };
  const argrath: MapCounter = { hex: hexOf('E15'), name: 'Argrath', combat: 8, magic: 4, movement: 6, side: 'sartar' };
  const foot: MapCounter = { hex: hexOf('N10'), name: 'Heavy Foot', combat: 6, magic: 0, movement: 3, side: 'lunar' };

  test('is empty until units are given, and the ground is the same scene either way', () => {
    expect(scene.counters).toEqual([]);
    const withUnits = picture({ ...moment, counters: [foot] });
    expect(withUnits.key).toBe(scene.key);
    expect(withUnits.hexes).toBe(scene.hexes);
  });

  test('draws a unit as a counter with its name and combat-magic-movement, in its side\'s colour', async () => {
    const s = picture({ ...moment, counters: [foot] });
    expect(s.counters).toHaveLength(1);
    const texts = s.counters[0]!.lines.map((l) => l.text);
    expect(texts).toEqual(['Heavy Foot', '6-0-3']);
    const { at } = await pixels(s);
    const centre = toPixel(layoutFor(map.cols, map.rows, PASS_MAP_WIDTH), foot.hex);
    // Just above the factors' line, below the name: the counter's own colour, not N10's ground.
    expect(close(at({ x: centre.x - layoutFor(map.cols, map.rows, PASS_MAP_WIDTH).radius * 0.5, y: centre.y }), s.counters[0]!.fill, 4)).toBe(true);
  });

  test('stacks units sharing a hex, the first given lowest', () => {
    const s = picture({ ...moment, counters: [militia, argrath, foot] });
    expect(s.counters.map((c) => c.stack)).toEqual([{ place: 0, of: 2 }, { place: 1, of: 2 }, undefined]);
    expect(s.counters[0]!.fill).not.toBe(s.counters[2]!.fill);
  });
});

describe('the map in words (alt text)', () => {
  test('tells the moment and names every place, within Discord\'s 1024 characters', () => {
    const words = describePassMap(map, moment);
    expect(words.length).toBeLessThanOrEqual(ALT_TEXT_LIMIT);
    expect(words).toContain('turn 1, Full Moon');
    for (const place of map.places.values()) expect(words, place.id).toContain(place.name);
    expect(words).toContain('No units on the map.');
  });

  test('with more units than fit, says how many more and stays within the limit', () => {
    const many = Array.from({ length: 60 }, (_, i): MapCounter => ({ hex: hexOf('M10'), name: `Band ${i + 1}`, combat: 2, magic: 0, movement: 3, side: 'independent' }));
    const words = describePassMap(map, { ...moment, counters: many });
    expect(words.length).toBeLessThanOrEqual(ALT_TEXT_LIMIT);
    expect(words).toContain('Band 1 2-0-3 at M10');
    expect(words).toMatch(/and \d+ more\.$/);
  });
});

/** A place's id by its name (names are unique on this map). */
function idOf(name: string): string {
  return [...map.places.values()].find((p) => p.name === name)?.id ?? '';
}
