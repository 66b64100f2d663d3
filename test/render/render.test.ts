import { GlobalFonts } from '@napi-rs/canvas';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { gameModule } from '../../src/app/modules.ts';
import { PUBLIC } from '../../src/engine/core/events.ts';
import { unwrap } from '../../src/engine/core/result.ts';
import { loadBoard } from '../../src/engine/games/dragon-noir/maps.ts';
import { directionTo } from '../../src/engine/hex/hex.ts';
import { SeededDice } from '../../src/engine/core/dice.ts';
import type { DnState } from '../../src/engine/games/dragon-noir/state.ts';
import type { DnView } from '../../src/engine/games/dragon-noir/view.ts';
import { labelOf, parseLabel } from '../../src/engine/hex/labels.ts';
import { drawHexBoard } from '../../src/render/draw.ts';
import { ensureFonts, FONT, FONT_BOLD } from '../../src/render/fonts.ts';
import { layoutFor, sidePixels, toPixel } from '../../src/render/layout.ts';
import { RenderPool } from '../../src/render/pool.ts';
import { renderToPng, sceneOf } from '../support/pictures.ts';
import type { HexBoardScene } from '../../src/engine/scene/hex-board.ts';
import { must, patch } from '../support/dragon-noir.ts';

/** Pixel probes on the PNGs the bot posts: terrain, walls, counters, text, arrows and marks. */

const module = gameModule('dragon-noir')!;
const setup = module.setup({ scenarioId: 'the-ford', options: {}, seats: ['orks', 'rebels'] }, new SeededDice('render', 0));
if (!setup.ok) throw new Error(setup.error);
const start = setup.value as DnState;
const board = (module as unknown as { board(id: string): { cols: number; rows: number } }).board('the-ford');
const layout = layoutFor(board.cols, board.rows);

async function pixels(png: Uint8Array) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return {
    info,
    at(x: number, y: number): [number, number, number] {
      const i = (Math.round(y) * info.width + Math.round(x)) * info.channels;
      return [data[i]!, data[i + 1]!, data[i + 2]!];
    },
  };
}

const hexOf = (label: string) => toPixel(layout, parseLabel(label)!);
const rgb = (hex: string): [number, number, number] => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
const close = (a: [number, number, number], b: [number, number, number], tolerance = 12) => a.every((v, i) => Math.abs(v - b[i]!) <= tolerance);

describe('the map image', () => {
  test('is the size of the board, with a title bar', async () => {
    const { png, width, height } = await renderToPng({ view: module.view(start, PUBLIC) });
    expect([width, height]).toEqual([layout.width, layout.height]);
    const img = await pixels(png);
    expect([img.info.width, img.info.height]).toEqual([1573, 1294]);
    expect(close(img.at(3, 3), rgb('#151515'))).toBe(true);
  });

  test('draws each terrain in its colour, and walls on hexsides', async () => {
    const img = await pixels((await renderToPng({ view: module.view(start, PUBLIC) })).png);
    const r = layout.radius;
    const flat = hexOf('T4');
    expect(close(img.at(flat.x, flat.y), rgb('#c8d49a'))).toBe(true);
    const water = hexOf('L3');
    expect(close(img.at(water.x, water.y - 0.2 * r), rgb('#5b8fc7'))).toBe(true);
    // The mill's north-west wall, between N7 and N6.
    const [a, b] = sidePixels(layout, parseLabel('N7')!, 0);
    expect(close(img.at((a.x + b.x) / 2, (a.y + b.y) / 2), rgb('#3a3631'), 20)).toBe(true);
  });

  test('draws counters in their side\u2019s colour, with their text', async () => {
    const img = await pixels((await renderToPng({ view: module.view(start, PUBLIC) })).png);
    const r = layout.radius;
    const konrad = hexOf('M8');
    expect(close(img.at(konrad.x, konrad.y + 0.55 * r), rgb('#2f5d9e'))).toBe(true);
    const fox = hexOf('C8');
    expect(close(img.at(fox.x, fox.y + 0.55 * r), rgb('#b3372e'))).toBe(true);
    // Text on a counter: the name band holds light ink if (and only if) a font is registered.
    let ink = 0;
    for (let dx = -0.5 * r; dx <= 0.5 * r; dx++) {
      for (let dy = -0.5 * r; dy <= -0.2 * r; dy++) if (close(img.at(konrad.x + dx, konrad.y + dy), rgb('#fff7e6'), 40)) ink++;
    }
    expect(ink).toBeGreaterThan(20);
    expect(GlobalFonts.has(FONT) && GlobalFonts.has(FONT_BOLD)).toBe(true);
  });

  test('shows the phase\u2019s moves as arrows and its combats as marks; the dead as bodies', async () => {
    const moved = must(module as never, start, 'orks', 'move', { unit: 'Black Fox', to: 'J8' });
    const img = await pixels((await renderToPng({ view: module.view(moved.state, PUBLIC) })).png);
    // The arrow passes through the middle hexes of the route from C8 to J8.
    const route = moved.state.moves[0]!.path;
    const middle = toPixel(layout, route[Math.floor(route.length / 2)]!);
    const arrow = img.at(middle.x, middle.y);
    expect(close(arrow, rgb('#c8d49a'))).toBe(false);
    expect(arrow[0]).toBeGreaterThan(arrow[2]);
    const dead = patch(start, 'gromrak', { dead: true });
    const withMark = { ...dead, combats: [{ attackers: ['konrad'], defenders: ['gromrak'], odds: '2-1', die: 1, result: 'F', at: [parseLabel('C10')!] }] };
    const marked = await pixels((await renderToPng({ view: module.view(withMark, PUBLIC) })).png);
    const c10 = hexOf('C10');
    expect(close(marked.at(c10.x, c10.y - 0.78 * layout.radius), rgb('#ffdd00'), 30)).toBe(true);
    expect(close(marked.at(c10.x, c10.y + 0.55 * layout.radius), rgb('#5a5652'))).toBe(true);
  });

  test('the same state gives the same bytes, in process or from the worker pool', async () => {
    const view = module.view(start, PUBLIC);
    const a = await renderToPng({ view });
    const b = await renderToPng({ view });
    expect(Buffer.from(b.png).equals(Buffer.from(a.png))).toBe(true);
    const pool = new RenderPool(1);
    try {
      const c = await pool.render({ scene: sceneOf(view) });
      expect(Buffer.from(c.png).equals(Buffer.from(a.png))).toBe(true);
    } finally {
      await pool.close();
    }
  });

  test('a rider covers his two hexes with a notch at the horse\u2019s head; a riderless horse is paler; a dead one is a body', async () => {
    const before = await pixels((await renderToPng({ view: module.view(start, PUBLIC) })).png);
    // Konrad mounted in T8 facing south: his counter covers T8 and T7, the head in T8.
    let state = { ...start, units: start.units.map((u) => (u.id === 'konrad' ? { ...u, hex: parseLabel('T8')!, mounted: true, facing: 3 } : u)) } as DnState;
    const horse = (owner: string, hex: string, dead: boolean) => ({ id: `${owner}-horse`, owner, name: `${owner}'s horse`, hex: parseLabel(hex)!, facing: 0, dead, controller: 'rebels', ledBy: null });
    state = { ...state, horses: [horse('aldus', 'T4', false), horse('dill', 'T10', true)] };
    const after = await pixels((await renderToPng({ view: module.view(state, PUBLIC) })).png);
    const r = layout.radius;
    const t7 = hexOf('T7');
    expect(close(before.at(t7.x, t7.y), rgb('#2f5d9e'))).toBe(false);
    expect(close(after.at(t7.x, t7.y), rgb('#2f5d9e'))).toBe(true);
    // The notch sits at the head's end of the counter, in the counter's ink.
    const t8 = hexOf('T8');
    expect(close(after.at(t8.x, t8.y + 0.45 * r), rgb('#fff7e6'), 40)).toBe(true);
    expect(close(before.at(t8.x, t8.y + 0.45 * r), rgb('#fff7e6'), 40)).toBe(false);
    // Aldus's horse, held by the Rebels, in T4 and T5: their blue, paler.
    const t5 = hexOf('T5');
    expect(close(after.at(t5.x, t5.y + 0.3 * r), rgb('#7c8fa2'), 14)).toBe(true);
    // Dill's dead horse, a body across T10 and T11.
    const t11 = hexOf('T11');
    expect(close(after.at(t11.x, t11.y + 0.3 * r), rgb('#5a5652'))).toBe(true);
    const view = module.view(state, PUBLIC) as DnView;
    expect(view.horses.map((h) => [h.name, h.dead, h.hexes.map(labelOf).join('+')])).toEqual([
      ["aldus's horse", false, 'T4+T5'],
      ["dill's horse", true, 'T10+T11'],
    ]);
    expect(view.units.find((u) => u.id === 'konrad')).toMatchObject({ mounted: true, facing: 3 });
  });

  test('a counter may span several hexes', () => {
    ensureFonts();
    const scene: HexBoardScene = {
      kind: 'hex-board',
      key: 'two-hex-test',
      cols: 6,
      rows: 4,
      hexes: [],
      hexsides: [],
      counters: [
        {
          hexes: [parseLabel('B2')!, parseLabel('C2')!],
          fill: '#00ff00',
          ink: '#000000',
          border: 'rgba(0,0,0,0.6)',
          lines: [
            { text: 'Konrad', at: -0.25, size: 0.28, fit: 0.92 },
            { cells: [{ text: '30' }, { text: '28', size: 0.25, ring: true }, { text: '12' }], at: 0.2, size: 0.3 },
          ],
        },
      ],
      arrows: [],
      markers: [],
      title: 'two hexes',
      status: '',
      legend: [],
    };
    const { canvas, layout: l } = drawHexBoard(scene, 600);
    const ctx = canvas.getContext('2d');
    for (const label of ['B2', 'C2']) {
      const p = toPixel(l, parseLabel(label)!);
      const [r, g, b] = ctx.getImageData(Math.round(p.x), Math.round(p.y + 0.55 * l.radius), 1, 1).data;
      expect([r, g, b]).toEqual([0, 255, 0]);
    }
  });

  test('a shot is drawn as a line with its result, and /sight marks where a line is blocked', async () => {
    const view = { ...module.view(start, PUBLIC), shots: [{ from: parseLabel('T2')!, to: parseLabel('T12')!, result: 'B' }] } as ReturnType<typeof module.view>;
    const shot = await pixels((await renderToPng({ view })).png);
    // The dashed shot line runs down column T; between T5 and T6 a dash or its gap shows, so probe a few points.
    const column = [5, 6, 7, 8].map((row) => hexOf(`T${row}`)).map((p) => shot.at(p.x, p.y));
    expect(column.some((c) => close(c, rgb('#f2f2f2'), 20))).toBe(true);
    const sight = { ...module.view(start, PUBLIC), sight: { from: parseLabel('T2')!, to: parseLabel('T12')!, path: [], clear: false, blockedAt: parseLabel('T7')! } } as ReturnType<typeof module.view>;
    const blocked = await pixels((await renderToPng({ view: sight })).png);
    const cross = hexOf('T7');
    expect(close(blocked.at(cross.x, cross.y), rgb('#e0302a'), 20)).toBe(true);
    const plain = await pixels((await renderToPng({ view: module.view(start, PUBLIC) })).png);
    expect(close(plain.at(cross.x, cross.y), rgb('#e0302a'), 20)).toBe(false);
  });
});

describe('the ten maps drawn', () => {
  const boardOf = (id: string) => {
    const text = readFileSync(new URL(`../../assets/maps/dragon-noir/${id}.map`, import.meta.url), 'utf8');
    return unwrap(loadBoard({ id, name: id, maps: [{ map: id, col: 0, row: 0 }] }, { [id]: text }));
  };
  const drawn = async (id: string) => pixels((await renderToPng({ view: { ...module.view(start, PUBLIC), board: boardOf(id), units: [], moves: [], combats: [], shots: [] } })).png);
  const sideMiddle = (a: string, b: string) => {
    const [p, q] = sidePixels(layout, parseLabel(a)!, directionTo(parseLabel(a)!, parseLabel(b)!)!);
    return { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 };
  };
  /** How many pixels in a box of `half` radii round a point are close to a colour. */
  const count = (img: Awaited<ReturnType<typeof pixels>>, at: { x: number; y: number }, half: number, colour: string, tolerance = 16) => {
    let n = 0;
    const r = layout.radius;
    for (let dx = -half * r; dx <= half * r; dx++) for (let dy = -half * r; dy <= half * r; dy++) if (close(img.at(at.x + dx, at.y + dy), rgb(colour), tolerance)) n++;
    return n;
  };

  test('new terrain: marsh in its dull green, tunnel floor, and solid rock with no label on it', async () => {
    const swamp = await drawn('haunted-swamp');
    const marsh = hexOf('C12');
    expect(close(swamp.at(marsh.x, marsh.y), rgb('#7d8f5b'))).toBe(true);
    const maze = await drawn('maze');
    const tunnel = hexOf('A8');
    expect(close(maze.at(tunnel.x, tunnel.y), rgb('#9e9a90'))).toBe(true);
    const rock = hexOf('A1');
    // Rock: one colour from the hex's top (where a label would be) to its foot.
    for (const dy of [-0.8, -0.7, 0, 0.7]) expect(close(maze.at(rock.x, rock.y + dy * layout.radius), rgb('#3d3831'), 6)).toBe(true);
  });

  test('levels below 0 are drawn darker, by 17% a level: water at -1 on the Dark Island, at -2 in Dragon\u2019s Lake', async () => {
    const island = await drawn('dark-island');
    const lake = await drawn('dragons-lake');
    const r = layout.radius;
    const atLevel = (level: number) => rgb('#5b8fc7').map((v) => Math.round(v * (1 + 0.17 * level))) as [number, number, number];
    const minus1 = hexOf('H5');
    expect(close(island.at(minus1.x, minus1.y - 0.2 * r), atLevel(-1), 6)).toBe(true);
    const minus2 = hexOf('O14');
    expect(close(lake.at(minus2.x, minus2.y - 0.2 * r), atLevel(-2), 6)).toBe(true);
    expect(close(lake.at(minus2.x, minus2.y - 0.2 * r), rgb('#5b8fc7'), 20)).toBe(false);
    // A drop to a lower level is edged with a cliff line: the Pit's rim, between K5 (level 0) and K6 (-1).
    const pit = await drawn('the-pit');
    const rim = sideMiddle('K5', 'K6');
    expect(count(pit, rim, 0.05, '#3b2f22', 20)).toBeGreaterThan(0);
  });

  test('a walkway is drawn as planks over its tunnel hex; a tunnel with none stays bare', async () => {
    const maze = await drawn('maze');
    const walkway = hexOf('L4');
    expect(count(maze, walkway, 0.15, '#b07d3e')).toBeGreaterThan(20);
    expect(count(maze, hexOf('K4'), 0.15, '#b07d3e')).toBe(0);
  });

  test('the new hexsides: bars of a cell, the low wall of the stone bridge, a balcony railing, an arrow-slit', async () => {
    const jails = await drawn('jails');
    expect(count(jails, sideMiddle('E7', 'E8'), 0.04, '#4d5661', 20)).toBeGreaterThan(0);
    const bridge = await drawn('wights-bridge');
    expect(count(bridge, sideMiddle('F9', 'G10'), 0.03, '#d8cfbd', 20)).toBeGreaterThan(0);
    expect(count(bridge, sideMiddle('F10', 'G10'), 0.03, '#d8cfbd', 20)).toBe(0);
    const lake = await drawn('dragons-lake');
    expect(count(lake, sideMiddle('L11', 'L12'), 0.05, '#5e3f1c', 20)).toBeGreaterThan(0);
    const swamp = await drawn('haunted-swamp');
    expect(count(swamp, sideMiddle('E8', 'D8'), 0.05, '#f2e6c4', 30)).toBeGreaterThan(0);
    expect(count(swamp, sideMiddle('E8', 'E7'), 0.05, '#f2e6c4', 30)).toBe(0);
  });

  test('areas: the deep entrance\u2019s black disc, a cell\u2019s number in red, the trapdoor, the boat places', async () => {
    const maze = await drawn('maze');
    expect(count(maze, hexOf('D6'), 0.25, '#1c1a17', 10)).toBeGreaterThan(30);
    expect(count(maze, hexOf('D7'), 0.25, '#1c1a17', 10)).toBe(0);
    const jails = await drawn('jails');
    expect(count(jails, hexOf('E5'), 0.35, '#b8281c', 30)).toBeGreaterThan(10);
    const pit = await drawn('the-pit');
    expect(count(pit, hexOf('O11'), 0.45, '#7a5328', 10)).toBeGreaterThan(30);
    const island = await drawn('dark-island');
    // boat-1 lies on G8 and G9: its dashed outline runs between them, on the water.
    const g8 = hexOf('G8');
    const g9 = hexOf('G9');
    expect(count(island, { x: (g8.x + g9.x) / 2 + 0.38 * layout.radius, y: (g8.y + g9.y) / 2 }, 0.08, '#f4ecd8', 30)).toBeGreaterThan(0);
  });
});
