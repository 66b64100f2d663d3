import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { PUBLIC } from '../../src/engine/core/events.ts';
import { COUNTED, ddPicture, rollScene } from '../../src/engine/games/dragon-dice/picture.ts';
import { ddView } from '../../src/engine/games/dragon-dice/view.ts';
import type { DiceTableScene } from '../../src/engine/scene/dice-table.ts';
import { layoutDiceTable, PREVIEW_TEXT, PREVIEW_WIDTH } from '../../src/render/draw-dice-table.ts';
import { renderToPng } from '../../src/render/render.ts';
import { book, fourPlayerBoard } from '../engine/dragon-dice/view/fixture.ts';

/** A table of dice drawn: the 4-player Dragon Dice board and a roll, decoded and probed. */


const board = ddPicture(ddView(book, fourPlayerBoard(), PUBLIC));

async function pixels(png: Uint8Array) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return {
    info,
    at(x: number, y: number): number[] {
      const i = (Math.round(y) * info.width + Math.round(x)) * info.channels;
      return [data[i]!, data[i + 1]!, data[i + 2]!];
    },
  };
}
const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const close = (a: number[], b: number[], tolerance = 12) => a.every((v, i) => Math.abs(v - b[i]!) <= tolerance);

describe('a dice table', () => {
  test('the 4-player board decodes as a PNG of the size its layout says, at most 1600 px wide', async () => {
    const layout = layoutDiceTable(board);
    const { png, width, height } = await renderToPng({ scene: board });
    const meta = await sharp(png).metadata();
    expect(meta.format).toBe('png');
    expect([meta.width, meta.height]).toEqual([layout.width, layout.height]);
    expect([width, height]).toEqual([layout.width, layout.height]);
    expect(width).toBeLessThanOrEqual(1600);
  });

  test('no text under 12 px when the picture is shown 550 px wide, whatever width it is drawn at', () => {
    for (const asked of [400, 1000, 1600, 2400]) {
      const layout = layoutDiceTable(board, asked);
      expect(layout.width).toBeLessThanOrEqual(1600);
      const smallest = Math.min(...Object.values(layout.fonts));
      expect((smallest * PREVIEW_WIDTH) / layout.width).toBeGreaterThanOrEqual(PREVIEW_TEXT);
    }
  });

  test('each terrain die in its element colours, each army die in its species’ colours', async () => {
    const layout = layoutDiceTable(board);
    const img = await pixels((await renderToPng({ scene: board })).png);
    board.sites.forEach((site, i) => {
      const die = layout.sites[i]!.die;
      // Just inside the top edge, above the glyph: the first colour (the split runs corner to corner).
      expect(close(img.at(die.x + die.w * 0.45, die.y + die.h * 0.05), rgb(site.die.fill[0]!)), site.title).toBe(true);
      // Just inside the lower right: the second.
      expect(close(img.at(die.x + die.w * 0.9, die.y + die.h * 0.6), rgb(site.die.fill[1]!)), site.title).toBe(true);
      site.groups.forEach((group, g) =>
        group.dice.forEach((face, d) => {
          const at = layout.sites[i]!.groups[g]!.dice[d]!;
          // A unit's square die, by its left edge between the mark and the count (a dragon's pentagon has no edge there).
          if (face.shape === 'square') expect(close(img.at(at.x + at.w * 0.1, at.y + at.h * 0.62), rgb(face.fill[0]!))).toBe(true);
          // Every die lies inside the picture.
          expect(at.x + at.w).toBeLessThanOrEqual(layout.width);
        }),
      );
    });
  });

  test('a roll: the faces that counted outlined in the highlight colour, the others not', async () => {
    const dice = [...book.units.values()].slice(0, 6);
    const rolled = dice.map((die, i) => ({ unit: `u${i}`, die, face: i % 3 === 0 ? 0 : die.faces.findIndex((f) => f.icon === 'magic') }));
    const count = { results: { melee: 0, missile: 0, save: 0, maneuver: 0 }, magic: {}, cantrip: 0, effects: [], rerolls: [], lines: [] };
    const scene: DiceTableScene = rollScene(book, rolled, count, { kind: 'melee', ruleset: 'v4', modifiers: [] }, 'p1');
    const layout = layoutDiceTable(scene);
    const img = await pixels((await renderToPng({ scene })).png);
    const faces = scene.shelves[0]!.groups[0]!.dice;
    expect(faces.some((f) => f.highlight) && faces.some((f) => !f.highlight)).toBe(true);
    faces.forEach((face, i) => {
      const at = layout.shelves[0]!.groups[0]!.dice[i]!;
      expect(close(img.at(at.x + 1, at.y + at.h / 2), rgb(COUNTED), 30), `die ${i}`).toBe(Boolean(face.highlight));
    });
  });
});
