import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { gameModule } from '../../src/app/modules.ts';
import { PUBLIC } from '../../src/engine/core/events.ts';
import { SeededDice } from '../../src/engine/core/dice.ts';
import type { DnState } from '../../src/engine/games/dragon-noir/state.ts';
import { websOf } from '../../src/engine/games/dragon-noir/webs/state.ts';
import { parseLabel } from '../../src/engine/hex/labels.ts';
import { layoutFor, toPixel } from '../../src/render/layout.ts';
import { renderToPng } from '../support/pictures.ts';

/** Counters of several hexes and spider webs on the map, in The Krobs' Nest. */

const module = gameModule('dragon-noir')!;
const setup = module.setup({ scenarioId: 'the-krobs-nest', options: {}, seats: ['adventurers', 'krobs'] }, new SeededDice('render', 0));
if (!setup.ok) throw new Error(setup.error);
const start = setup.value as DnState;
const board = (module as unknown as { board(id: string): { cols: number; rows: number } }).board('the-krobs-nest');
const layout = layoutFor(board.cols, board.rows);

/** The colour at each hex's centre, moved `dx` hex radii to the right. */
async function pixels(state: DnState, labels: string[], dx = 0): Promise<Array<[number, number, number]>> {
  const { png } = await renderToPng({ view: module.view(state, PUBLIC) });
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return labels.map((label) => {
    const p = toPixel(layout, parseLabel(label)!);
    const i = (Math.round(p.y) * info.width + Math.round(p.x + dx * layout.radius)) * info.channels;
    return [data[i]!, data[i + 1]!, data[i + 2]!];
  });
}

const KROBS_BLUE: [number, number, number] = [0x2f, 0x5d, 0x9e];
const close = (a: [number, number, number], b: [number, number, number], tolerance = 12) => a.every((v, i) => Math.abs(v - b[i]!) <= tolerance);

describe('the Krobs on the map', () => {
  test("a Guard's counter covers each of its three hexes in its side's colour, and no more", async () => {
    const [body, palp1, palp2, beyond] = await pixels(start, ['E8', 'F7', 'F8', 'D8']);
    expect(close(body!, KROBS_BLUE)).toBe(true);
    expect(close(palp1!, KROBS_BLUE)).toBe(true);
    expect(close(palp2!, KROBS_BLUE)).toBe(true);
    expect(close(beyond!, KROBS_BLUE)).toBe(false);
  });

  test('an intact web is drawn over its hex; turned over, its outer threads are gone', async () => {
    const [web, bare] = await pixels(start, ['H6', 'I5']);
    expect(Math.min(...web!)).toBeGreaterThan(Math.max(...bare!));
    // Along the thread to the east corner, beyond half-way: there in the web, not in a torn one.
    const torn = { ...start, webs: websOf(start).map((w) => ({ ...w, torn: true })) };
    const [thread, bareThere] = await pixels(start, ['H6', 'I5'], 0.6);
    const [tornThere] = await pixels(torn, ['H6'], 0.6);
    expect(Math.min(...thread!)).toBeGreaterThan(Math.max(...bareThere!));
    expect(close(tornThere!, bareThere!)).toBe(true);
  });
});
