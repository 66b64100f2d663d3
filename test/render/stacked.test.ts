import { describe, expect, test } from 'vitest';
import { PUBLIC } from '../../src/engine/core/events.ts';
import { parseLabel } from '../../src/engine/hex/labels.ts';
import { dragonNoirScene } from '../../src/render/dragon-noir.ts';
import { drawScene } from '../../src/render/draw.ts';
import { ensureFonts } from '../../src/render/fonts.ts';
import { toPixel } from '../../src/render/layout.ts';
import type { HexScene } from '../../src/render/scene.ts';
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
    const scene = dragonNoirScene(t.module.view(state, PUBLIC));
    const stack = Object.fromEntries(scene.counters.map((c) => [c.name, c.stack]));
    expect(stack).toEqual({ Rix: 'upper', Santiago: 'lower', Krular: undefined, Azrog: undefined });
  });

  test('the upper is drawn up and to the right, the lower down and to the left, each still visible', () => {
    ensureFonts();
    const counter = (colour: string, stack: 'upper' | 'lower') => ({
      hexes: [parseLabel('B2')!],
      colour,
      ink: '#000000',
      name: 'A',
      attack: 1,
      defence: 1,
      armoured: false,
      move: 1,
      status: 'healthy' as const,
      stack,
    });
    const scene: HexScene = {
      key: 'stacked-test',
      cols: 4,
      rows: 4,
      hexes: [],
      hexsides: [],
      counters: [counter('#00ff00', 'upper'), counter('#ff0000', 'lower')],
      arrows: [],
      markers: [],
      title: 'two in a hex',
      status: '',
      legend: [],
    };
    const { canvas, layout } = drawScene(scene, 600);
    const ctx = canvas.getContext('2d');
    const p = toPixel(layout, parseLabel('B2')!);
    const r = layout.radius;
    const at = (dx: number, dy: number) => [...ctx.getImageData(Math.round(p.x + dx * r), Math.round(p.y + dy * r), 1, 1).data.slice(0, 3)];
    expect(at(0.65, -0.26)).toEqual([0, 255, 0]);
    expect(at(-0.65, 0.26)).toEqual([255, 0, 0]);
  });
});
