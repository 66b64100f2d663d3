import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { ASSETS } from '../../src/app/modules.ts';
import { SeededDice } from '../../src/engine/core/dice.ts';
import { createDragonNoir, type DragonNoir } from '../../src/engine/games/dragon-noir/index.ts';
import type { DnState } from '../../src/engine/games/dragon-noir/state.ts';

/**
 * Dragon Noir on the shipped maps with scenarios a test writes: the shipped ones, changed, or
 * new ones (a Jails scenario with a side that buys its counters, markers and the entrance No. 4).
 */

const MAPS = Object.fromEntries(
  readdirSync(join(ASSETS, 'maps', 'dragon-noir'))
    .filter((f) => f.endsWith('.map'))
    .map((f) => [basename(f, '.map'), readFileSync(join(ASSETS, 'maps', 'dragon-noir', f), 'utf8')]),
);

export function shippedScenario(id: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(ASSETS, 'scenarios', 'dragon-noir', `${id}.json`), 'utf8')) as Record<string, unknown>;
}

export function moduleWith(...scenarios: Array<Record<string, unknown>>): DragonNoir {
  return createDragonNoir({ maps: MAPS, scenarios: scenarios.map((s) => JSON.stringify(s)) });
}

export function setUp(module: DragonNoir, id: string, dice: number[] = [], seed = 'secrets'): DnState {
  const r = module.setup({ scenarioId: id, options: {}, seats: module.seats(id).map((s) => s.id) }, new SeededDice(seed, 0, dice));
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

/**
 * In the Jails: the Orks stand in for the Krobs (who come later): they buy counters with 12
 * points into two holding boxes, hide Khuzun among the eight cells and know the cell of the deep
 * entrance No. 4; four Sun? lie in the tunnels, the dice choosing the real one.
 */
export const JAILS_SEARCH = {
  id: 'jails-search',
  title: 'The Jails Search',
  volume: 2,
  summary: 'A test of hidden things in the Jails.',
  board: { id: 'jails', name: 'The Jails', maps: [{ map: 'jails', col: 0, row: 0 }] },
  sides: [
    { id: 'dwarves', label: 'Dwarves', setup: [{ character: 'hurin', hex: 'A8' }, { character: 'barin', hex: 'A9' }, { character: 'uzun', hex: 'B8' }] },
    { id: 'orks', label: 'Orks', setup: [{ character: 'gnurr', hex: 'O5' }, { character: 'zorak', hex: 'P5' }, { character: 'guruz', hex: 'Q5' }] },
  ],
  turns: 8,
  deployment: [
    {
      side: 'orks',
      boxes: [
        { name: 'box-1', hexes: ['O5', 'P5', 'Q5', 'R5'] },
        { name: 'box-2', hexes: ['E11', 'F11', 'G11'] },
      ],
      points: 12,
      pool: [
        { character: 'gnurr', cost: 7 },
        { character: 'gromr', cost: 7 },
        { character: 'zorak', cost: 2 },
        { character: 'guruz', cost: 2 },
        { character: 'krular', cost: 1 },
      ],
      reveal: { sight: 2 },
    },
  ],
  markers: [
    { kind: 'khuzun', area: 'cell-number', owner: 'orks', real: 'owner' },
    { kind: 'sun', hexes: ['K1', 'L1', 'K16', 'L16'] },
  ],
  entranceFour: { knownTo: 'orks' },
  victory: [{ kind: 'eliminate' }],
};
