import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { gameModule } from '../../src/app/modules.ts';
import { SeededDice } from '../../src/engine/core/dice.ts';
import { PUBLIC } from '../../src/engine/core/events.ts';
import { parseLabel } from '../../src/engine/grid/labels.ts';
import type { DqState } from '../../src/engine/games/dungeon/state.ts';
import { centreOf, gridLayout, sideEnds } from '../../src/render/grid-layout.ts';
import { renderToPng } from '../support/pictures.ts';

/** Pixel probes on the dungeon's square-grid maps: stone, fog, walls, doors, tokens, hidden things. */

const module = gameModule('dungeon')!;
const setup = module.setup({ scenarioId: 'the-warren-of-ulgrath', options: {}, seats: ['warrior', 'elf'] }, new SeededDice('render', 0));
if (!setup.ok) throw new Error(setup.error);
const start = setup.value as DqState;
const layout = gridLayout(20, 14);

async function pixels(png: Uint8Array) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return {
    info,
    at(p: { x: number; y: number }): [number, number, number] {
      const i = (Math.round(p.y) * info.width + Math.round(p.x)) * info.channels;
      return [data[i]!, data[i + 1]!, data[i + 2]!];
    },
  };
}
const rgb = (hex: string): [number, number, number] => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
const close = (a: number[], b: number[], tolerance = 14) => a.every((v, i) => Math.abs(v - b[i]!) <= tolerance);
const sq = (label: string) => parseLabel(label)!;
/** A point inside a square away from its label, its token and its edges. */
const floorOf = (label: string) => {
  const c = centreOf(layout, sq(label));
  return { x: c.x + layout.size * 0.4, y: c.y + layout.size * 0.1 };
};

describe('the dungeon map', () => {
  test('is the size of the dungeon, with a title bar and a footer', async () => {
    const { png, width, height } = await renderToPng({ view: module.view(start, PUBLIC) });
    expect([width, height]).toEqual([layout.width, layout.height]);
    const img = await pixels(png);
    expect(close(img.at({ x: 3, y: 3 }), rgb('#151515'))).toBe(true);
    expect(close(img.at({ x: 3, y: layout.height - 3 }), rgb('#151515'))).toBe(true);
  });

  test('the heroes see their room in stone and the rest as dark rock; the Demon King sees it all, veiled where the heroes have not been', async () => {
    const heroes = await pixels((await renderToPng({ view: module.view(start, PUBLIC) })).png);
    expect(close(heroes.at(floorOf('E5')), rgb('#dccfb6'))).toBe(true);
    const fog = heroes.at(floorOf('J4'));
    expect(Math.max(...fog)).toBeLessThan(60);
    const dk = await pixels((await renderToPng({ view: module.view(start, { kind: 'gm' }) })).png);
    const veiled = dk.at(floorOf('J4'));
    expect(Math.max(...veiled)).toBeGreaterThan(100);
    expect(close(veiled, rgb('#dccfb6'))).toBe(false);
  });

  test('walls on the edges between areas, a closed door on its edge, the heroes\u2019 tokens in their colours', async () => {
    const img = await pixels((await renderToPng({ view: module.view(start, PUBLIC) })).png);
    const [a, b] = sideEnds(layout, sq('C5').x, sq('C5').y, 'west');
    expect(Math.max(...img.at({ x: a.x, y: (a.y + b.y) / 2 }))).toBeLessThan(60);
    const [d1, d2] = sideEnds(layout, sq('E6').x, sq('E6').y, 'south');
    expect(close(img.at({ x: (d1.x + d2.x) / 2, y: d1.y }), rgb('#8a4b1f'), 24)).toBe(true);
    const warrior = centreOf(layout, start.heroes[0]!.at!);
    expect(close(img.at({ x: warrior.x - layout.size * 0.25, y: warrior.y }), rgb('#c0392b'), 24)).toBe(true);
  });

  test('only the Demon King\u2019s map marks the hidden pitfalls', async () => {
    const spot = centreOf(layout, sq('K9'));
    const marks = (png: Uint8Array) => pixels(png).then((img) => {
      let red = 0;
      for (let dx = -20; dx <= 20; dx += 2) for (let dy = -20; dy <= 20; dy += 2) {
        const [r, g, b] = img.at({ x: spot.x + dx, y: spot.y + dy });
        if (r > 180 && g < 80 && b < 80) red++;
      }
      return red;
    });
    expect(await marks((await renderToPng({ view: module.view(start, { kind: 'gm' }) })).png)).toBeGreaterThan(5);
    expect(await marks((await renderToPng({ view: module.view(start, PUBLIC) })).png)).toBe(0);
  });

  test('the same state gives the same bytes; the cached layer follows what the heroes have uncovered', async () => {
    const one = await renderToPng({ view: module.view(start, PUBLIC) });
    const two = await renderToPng({ view: module.view(start, PUBLIC) });
    expect(Buffer.from(one.png).equals(Buffer.from(two.png))).toBe(true);
    const more = { ...start, revealed: [...start.revealed, 6 * 1024 + 9].sort((x, y) => x - y) };
    const other = await renderToPng({ view: module.view(more, PUBLIC) });
    expect(Buffer.from(one.png).equals(Buffer.from(other.png))).toBe(false);
  });
});
