import { GlobalFonts } from '@napi-rs/canvas';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import type { PanelScene } from '../../src/engine/scene/panel.ts';
import { layoutPanel } from '../../src/render/draw-panel.ts';
import { FONT, FONT_BOLD } from '../../src/render/fonts.ts';
import { RenderPool } from '../../src/render/pool.ts';
import { pictureFor, renderToPng } from '../../src/render/render.ts';

/** A picture with no board: a player's dice faces and a hand of cards, drawn as titled rows of cells. */

const RED = '#b3372e';
const CARD = '#efe6cf';
const panel: PanelScene = {
  kind: 'panel',
  title: 'Dragon Dice',
  status: 'Turn 2 · Maneuver',
  rows: [
    {
      title: "Alice's horde: the dice rolled",
      cells: [
        { text: '3', lines: ['melee'], fill: RED, ink: '#ffffff', shape: 'die' },
        { text: '2', lines: ['missile'], fill: RED, ink: '#ffffff', shape: 'die' },
        { text: 'SAI', lines: ['counter'], fill: RED, ink: '#ffffff', shape: 'die', highlight: '#ffd166' },
      ],
    },
    {
      title: 'Your hand',
      cells: [
        { text: 'Forced March', lines: ['+1 move', 'this turn'], fill: CARD, ink: '#1a1a1a', shape: 'card' },
        { text: 'Ambush', lines: ['one stack'], fill: CARD, ink: '#1a1a1a', shape: 'card' },
      ],
    },
  ],
};

async function pixels(png: Uint8Array) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const i = (Math.round(y) * info.width + Math.round(x)) * info.channels;
    return [data[i]!, data[i + 1]!, data[i + 2]!];
  };
  return { info, at };
}
const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

/** How many pixels of a box are within `tolerance` of a colour. */
function count(img: Awaited<ReturnType<typeof pixels>>, box: { x: number; y: number; w: number; h: number }, colour: number[], tolerance = 40) {
  let n = 0;
  for (let y = Math.ceil(box.y); y < box.y + box.h; y++) for (let x = Math.ceil(box.x); x < box.x + box.w; x++) if (img.at(x, y).every((v, i) => Math.abs(v - colour[i]!) <= tolerance)) n++;
  return n;
}

describe('a panel', () => {
  const layout = layoutPanel(panel);

  test('lays out each row under its title, dice square and cards tall, left to right', () => {
    expect(layout.cells.map((row) => row.length)).toEqual([3, 2]);
    const [die] = layout.cells[0]!;
    const [card] = layout.cells[1]!;
    expect(die!.w).toBe(die!.h);
    expect(card!.h).toBeGreaterThan(card!.w);
    expect(layout.cells[0]![1]!.x).toBeGreaterThan(die!.x + die!.w);
    expect(card!.y).toBeGreaterThan(die!.y + die!.h);
  });

  test('draws each die in its colour with its face written on it, and each card with its name', async () => {
    const { png, width, height } = await renderToPng({ scene: panel });
    expect([width, height]).toEqual([layout.width, layout.height]);
    expect(GlobalFonts.has(FONT) && GlobalFonts.has(FONT_BOLD)).toBe(true);
    const img = await pixels(png);
    for (const die of layout.cells[0]!) {
      // The die's colour fills it (its corner, clear of the text), and white text is written on it.
      expect(img.at(die.x + die.w * 0.1, die.y + die.h * 0.5)).toEqual(rgb(RED));
      expect(count(img, die, [255, 255, 255])).toBeGreaterThan(20);
    }
    for (const card of layout.cells[1]!) {
      expect(img.at(card.x + card.w * 0.05, card.y + card.h * 0.5)).toEqual(rgb(CARD));
      expect(count(img, card, rgb('#1a1a1a'))).toBeGreaterThan(30);
    }
    // The highlighted die has a gold outline; the others a dark one.
    const [plain, , picked] = layout.cells[0]!;
    expect(count(img, { x: picked!.x - 2, y: picked!.y + picked!.h / 2, w: 4, h: 1 }, rgb('#ffd166'))).toBeGreaterThan(0);
    expect(count(img, { x: plain!.x - 2, y: plain!.y + plain!.h / 2, w: 4, h: 1 }, rgb('#ffd166'))).toBe(0);
    // The row titles are written above their cells, in the title ink.
    const titleBand = { x: layout.margin, y: layout.cells[1]![0]!.y - 30, w: 200, h: 26 };
    expect(count(img, titleBand, rgb('#f4ecd8'))).toBeGreaterThan(30);
  });

  test('a die with a longer text than usual still leaves its own colour round it: the text shrinks to fit', async () => {
    const long: PanelScene = { ...panel, rows: [{ title: 'one die', cells: [{ text: 'Dragon breath and claw', fill: RED, ink: '#ffffff', shape: 'die' }] }] };
    const img = await pixels((await renderToPng({ scene: long })).png);
    const [die] = layoutPanel(long).cells[0]!;
    expect(img.at(die!.x + 3, die!.y + die!.h / 2)).toEqual(rgb(RED));
    expect(img.at(die!.x + die!.w - 3, die!.y + die!.h / 2)).toEqual(rgb(RED));
  });

  test('goes through the render pool as a scene, with no game behind it', async () => {
    const pool = new RenderPool(1);
    try {
      const rendered = await pool.render({ scene: panel, width: 512 });
      expect([rendered.width, rendered.height]).toEqual([512, layoutPanel(panel, 512).height]);
    } finally {
      await pool.close();
    }
  });
});

describe('a module and its picture', () => {
  test('a module with a picture gets its scene, with the caption as its status; one without gets none', () => {
    const dice = { picture: () => panel };
    expect(pictureFor(dice, {}, 'Turn 2 · over')).toEqual({ ...panel, status: 'Turn 2 · over' });
    expect(pictureFor(dice, {})).toBe(panel);
    expect(pictureFor({}, {})).toBeUndefined();
  });
});
