import { describe, expect, test } from 'vitest';
import { PUBLIC } from '../../src/engine/core/events.ts';
import { parseLabel } from '../../src/engine/hex/labels.ts';
import { dragonNoirPicture } from '../../src/engine/games/dragon-noir/picture.ts';
import { drawHexBoard } from '../../src/render/draw.ts';
import { ensureFonts } from '../../src/render/fonts.ts';
import { toPixel } from '../../src/render/layout.ts';
import type { HexBoardScene } from '../../src/engine/scene/hex-board.ts';
import { patch } from '../support/dragon-noir.ts';
import { levelled } from '../support/dn-levels.ts';

/** Two characters in one hex (2.37: a walkway and the ground beneath it) both show on the map. */

describe('two in one hex', () => {
  test('the scene marks the one on the walkway upper and the one beneath it lower; a body beside them is not stacked', () => {
    const rows = Array.from({ length: 8 }, () => '+ + + - - + + + + +');
    const levels = Array.from({ length: 8 }, () => '+ + + 0 0 + + + + +');
    const t = levelled(rows, levels, { rebels: { rix: 'D4', santiago: 'D4' }, orks: { krular: 'A1', azrog: 'J8' } }, { D4: ['walkway'] });
    // Krular fell there afterwards: a body is no third character (2.37 counts the living).
    const state = patch(patch(t.state, 'santiago', { below: true }), 'krular', { dead: true, hex: 'D4' });
    const scene = dragonNoirPicture(t.module.view(state, PUBLIC));
    const stack = Object.fromEntries(scene.counters.map((c) => [c.lines[0]!.text, c.stack]));
    expect(stack).toEqual({ Rix: { place: 1, of: 2 }, Santiago: { place: 0, of: 2 }, Krular: undefined, Azrog: undefined });
  });

  test('the upper is drawn up and to the right, the lower down and to the left, each still visible', () => {
    ensureFonts();
    const counter = (fill: string, place: number) => ({
      hexes: [parseLabel('B2')!],
      fill,
      ink: '#000000',
      border: 'rgba(0,0,0,0.6)',
      lines: [{ text: 'A', at: -0.25, size: 0.28 }],
      stack: { place, of: 2 },
    });
    const scene: HexBoardScene = {
      kind: 'hex-board',
      key: 'stacked-test',
      cols: 4,
      rows: 4,
      hexes: [],
      hexsides: [],
      counters: [counter('#ff0000', 0), counter('#00ff00', 1)],
      arrows: [],
      markers: [],
      title: 'two in a hex',
      status: '',
      legend: [],
    };
    const { canvas, layout } = drawHexBoard(scene, 600);
    const ctx = canvas.getContext('2d');
    const p = toPixel(layout, parseLabel('B2')!);
    const r = layout.radius;
    const at = (dx: number, dy: number) => [...ctx.getImageData(Math.round(p.x + dx * r), Math.round(p.y + dy * r), 1, 1).data.slice(0, 3)];
    expect(at(0.65, -0.26)).toEqual([0, 255, 0]);
    expect(at(-0.65, 0.26)).toEqual([255, 0, 0]);
  });
});
