import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { gameModule } from '../../src/app/modules.ts';
import { PUBLIC, seatViewer } from '../../src/engine/core/events.ts';
import { SeededDice } from '../../src/engine/core/dice.ts';
import type { DnState } from '../../src/engine/games/dragon-noir/state.ts';
import { parseLabel } from '../../src/engine/hex/labels.ts';
import { layoutFor, toPixel } from '../../src/render/layout.ts';
import { renderToPng } from '../support/pictures.ts';
import { must } from '../support/dragon-noir.ts';
import { during } from '../support/dn-magic.ts';

/** Magic on the map: terrain spells drawn over the printed ground, fireballs, and the unseen drawn for their own side only. */

const module = gameModule('dragon-noir')!;
const setup = module.setup({ scenarioId: 'sorcerers-duel', options: {}, seats: ['orks', 'rebels'] }, new SeededDice('render', 0));
if (!setup.ok) throw new Error(setup.error);
const start = during(setup.value as DnState, 'rebels', 'movement');
const board = (module as unknown as { board(id: string): { cols: number; rows: number } }).board('sorcerers-duel');
const layout = layoutFor(board.cols, board.rows);

async function pixel(state: DnState, viewer: Parameters<typeof module.view>[1], label: string): Promise<[number, number, number]> {
  const { png } = await renderToPng({ view: module.view(state, viewer) });
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const p = toPixel(layout, parseLabel(label)!);
  const i = (Math.round(p.y) * info.width + Math.round(p.x)) * info.channels;
  return [data[i]!, data[i + 1]!, data[i + 2]!];
}

const rgb = (hex: string): [number, number, number] => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
const close = (a: [number, number, number], b: [number, number, number], tolerance = 12) => a.every((v, i) => Math.abs(v - b[i]!) <= tolerance);
const cast = (order: Record<string, string>, state = start) => must(module as never, state, 'rebels', 'cast', { caster: 'Zacharie', ...order }, [10]).state;

describe('magic on the map', () => {
  test('a tree grown by a spell is drawn as trees where the map has flat ground', async () => {
    expect(close(await pixel(start, PUBLIC, 'T4'), rgb('#c8d49a'))).toBe(true);
    expect(close(await pixel(cast({ spell: 'tree', hexes: 'T4' }), PUBLIC, 'T4'), rgb('#7fa05a'))).toBe(true);
  });

  test('a fireball burns in its hex', async () => {
    const [r, g, b] = await pixel(cast({ spell: 'fireball', hex: 'P12' }), PUBLIC, 'P12');
    expect(close([r, g, b], rgb('#c8d49a'))).toBe(false);
    expect(r).toBeGreaterThan(g);
    expect(g).toBeGreaterThan(b);
  });

  test('an invisible caster is drawn, see-through, for his own side only', async () => {
    const unseen = cast({ spell: 'invisibility', hex: 'U12' });
    const flat = rgb('#c8d49a');
    expect(close(await pixel(unseen, PUBLIC, 'U12'), flat)).toBe(true);
    expect(close(await pixel(unseen, seatViewer('orks'), 'U12'), flat)).toBe(true);
    const own = await pixel(unseen, seatViewer('rebels'), 'U12');
    expect(close(own, flat)).toBe(false);
    // Half the side's blue over the ground: neither the one nor the other.
    expect(close(own, rgb('#2f5d9e'))).toBe(false);
  });
});
