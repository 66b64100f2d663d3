import sharp from 'sharp';
import { expect, test } from 'vitest';
import { gameModule } from '../../src/app/modules.ts';
import { PUBLIC } from '../../src/engine/core/events.ts';
import { SeededDice } from '../../src/engine/core/dice.ts';
import { boatHexes } from '../../src/engine/games/dragon-noir/boats/boat.ts';
import type { DnState } from '../../src/engine/games/dragon-noir/state.ts';
import { boatsOf } from '../../src/engine/games/dragon-noir/boats/state.ts';
import type { Hex } from '../../src/engine/hex/hex.ts';
import { layoutFor, toPixel } from '../../src/render/layout.ts';
import { renderToPng, sceneFor } from '../support/pictures.ts';

/** The boat and the Gharvs on the map, in The Drowned Road (2.34, 4.5). */

const module = gameModule('dragon-noir')!;
const setup = module.setup({ scenarioId: 'the-drowned-road', options: {}, seats: ['adventurers', 'krobs'] }, new SeededDice('render', 0));
if (!setup.ok) throw new Error(setup.error);
const start = setup.value as DnState;
const board = (module as unknown as { board(id: string): { cols: number; rows: number } }).board('the-drowned-road');
const layout = layoutFor(board.cols, board.rows);

async function colourAt(state: DnState, hexes: Hex[]): Promise<Array<[number, number, number]>> {
  const { png } = await renderToPng({ view: module.view(state, PUBLIC) });
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return hexes.map((h) => {
    const p = toPixel(layout, h);
    const i = (Math.round(p.y) * info.width + Math.round(p.x)) * info.channels;
    return [data[i]!, data[i + 1]!, data[i + 2]!];
  });
}

const HULL: [number, number, number] = [0x8a, 0x5a, 0x2b];
const GHARV_GREEN: [number, number, number] = [0x3f, 0x6b, 0x3a];
const close = (a: [number, number, number], b: [number, number, number], tolerance = 12) => a.every((v, i) => Math.abs(v - b[i]!) <= tolerance);

test('the boat is drawn as a wooden hull over both its hexes, and is gone once capsized', async () => {
  const hexes = boatHexes(boatsOf(start)[0]!);
  const afloat = await colourAt(start, hexes);
  expect(afloat.every((c) => close(c, HULL))).toBe(true);
  const capsized = await colourAt({ ...start, boats: [{ ...boatsOf(start)[0]!, capsized: true }] }, hexes);
  expect(capsized.some((c) => close(c, HULL))).toBe(false);
  expect(module.view({ ...start, boats: [{ ...boatsOf(start)[0]!, capsized: true }] }, PUBLIC).boats).toEqual([]);
});

test("the Pit's Gharvs are drawn in the Gharvs' own green, and the legend names them", async () => {
  const gharvs = start.units.filter((u) => u.side === 'gharvs');
  expect(gharvs).toHaveLength(2);
  const colours = await colourAt(start, gharvs.map((g) => g.hex!));
  expect(colours.every((c) => close(c, GHARV_GREEN))).toBe(true);
  expect(sceneFor(module.view(start, PUBLIC) as never).legend.map((l) => l.label)).toEqual(['Adventurers', 'Krobs', 'Gharvs']);
});
