import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { cardView } from '../../src/engine/games/dragons-of-glory/paths/view.ts';
import { ERA_COLOUR } from '../../src/engine/games/dragons-of-glory/picture/cards.ts';
import { dragonsOfGloryPicture } from '../../src/engine/games/dragons-of-glory/picture/picture.ts';
import type { DogView, PlView } from '../../src/engine/games/dragons-of-glory/picture/view-types.ts';
import { layoutCardStrip } from '../../src/render/draw-panel.ts';
import { renderScene } from '../../src/render/png.ts';
import { NATIONS, syntheticMap } from '../engine/dragons-of-glory/picture/synthetic-map.ts';
import { PATHS } from '../engine/dragons-of-glory/paths/view/fixture.ts';

/** A player's own hand, drawn as cards in a strip under the map: the image grows by the strip, and the map above it is the same. */

const picture = dragonsOfGloryPicture(syntheticMap(), NATIONS);
const HAND = ['fizban-appears', 'whitestone-council', 'gnomish-engines'];

const base: DogView = { title: 'Paths of the Lance', turn: 1, lastTurn: 30, phase: 'Whitestone card play', initiative: 'whitestone', area: { col: 4, row: 4, cols: 14, rows: 10 }, stacks: [], moves: [], battles: [] };
const pl = (own?: 'whitestone'): PlView => ({
  era: 1,
  eraName: 'Autumn Twilight',
  warStatus: 3,
  vp: { side: null, value: 0 },
  deck: 40,
  discards: 0,
  handSizes: { highlord: 5, whitestone: 3 },
  ...(own ? { own } : {}),
  hands: { highlord: [], whitestone: own ? HAND.map((c) => cardView(PATHS, c)) : [] },
  eventCard: null,
  berem: { status: 'waiting' },
  darkTemplePlayed: false,
  whitestoneCouncilPlayed: false,
  assaultPoints: { points: 0, spent: 0 },
  question: null,
});

async function image(view: DogView) {
  const rendered = await renderScene({ scene: picture(view) });
  const { data, info } = await sharp(rendered.png).raw().toBuffer({ resolveWithObject: true });
  return {
    width: info.width,
    height: info.height,
    at(x: number, y: number): number[] {
      const i = (Math.round(y) * info.width + Math.round(x)) * info.channels;
      return [data[i]!, data[i + 1]!, data[i + 2]!];
    },
  };
}
const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

describe('the strip of cards under a map', () => {
  test('makes the image taller by the strip, with each card in its era\u2019s colour, and leaves the map above it as it was', async () => {
    const plain = await image(base);
    const open = await image({ ...base, paths: pl() });
    const own = await image({ ...base, paths: pl('whitestone') });
    // The public picture of a Paths of the Lance game is the map's size: it has no hand.
    expect([open.width, open.height]).toEqual([plain.width, plain.height]);
    const strip = layoutCardStrip(picture({ ...base, paths: pl('whitestone') }).hand!, plain.width);
    expect(own.width).toBe(plain.width);
    expect(own.height).toBe(plain.height + strip.height);
    expect(strip.cells).toHaveLength(3);
    // Fizban Appears (era 1) red round its edge, Whitestone Council (2) blue, Gnomish Engines (3) green: probed on the left band, halfway down.
    strip.cells.forEach((cell, i) => expect(own.at(cell.x + 2, plain.height + cell.y + cell.h / 2)).toEqual(rgb(ERA_COLOUR[(i + 1) as 1 | 2 | 3])));
    // The map above is drawn as before (probed in its middle, clear of the title bar).
    expect(own.at(plain.width / 2, plain.height / 2)).toEqual(plain.at(plain.width / 2, plain.height / 2));
  });
});
