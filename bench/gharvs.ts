import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { ASSETS } from '../src/app/modules.ts';
import { SeededDice } from '../src/engine/core/dice.ts';
import { runOrder } from '../src/engine/core/orders.ts';
import { createDragonNoir } from '../src/engine/games/dragon-noir/index.ts';
import type { DnState } from '../src/engine/games/dragon-noir/state.ts';
import { summarise, time, type Measured } from './harness.ts';

/**
 * A Gharv interphase with twelve characters near water (2.12.2, 4.51-4.53): on The Drowned
 * Road's board, four Goblins swim in the Dark Island's lake and two Rebels stand on its beaches,
 * six Krob Hunters wade in the Haunted Swamp's marsh, the Pit's two Gharvs wait below. Timed is
 * the order that ends the Adventurers' combat: their stunned get up, then the whole interphase
 * (twelve appearance rolls, placements, the Gharvs' attacks, their withdrawal), up to where a
 * player must choose how his character takes a Gharv's blow (a retreat), as the bot would run
 * it. Each run has its own seed, so Gharvs come up, fight and go back as the dice say.
 */

const SCENARIO = {
  id: 'bench-gharvs',
  title: 'Bench: Gharvs',
  volume: 2,
  summary: 'Twelve characters by the water for the Gharv interphase benchmark.',
  board: {
    id: 'island-swamp-pit',
    name: 'The Dark Island, the Haunted Swamp and the Pit',
    maps: [
      { map: 'dark-island', col: 0, row: 0 },
      { map: 'haunted-swamp', col: 24, row: 0, rotate: 180 },
      { map: 'the-pit', col: 48, row: 0 },
    ],
  },
  boat: 9,
  sides: [
    {
      id: 'adventurers',
      label: 'Adventurers',
      setup: [
        { character: 'krobek', hex: 'G7' },
        { character: 'zabek', hex: 'I7' },
        { character: 'arek', hex: 'G9' },
        { character: 'garek', hex: 'I9' },
        { character: 'barney', hex: 'F7' },
        { character: 'rix', hex: 'F6' },
      ],
    },
    {
      id: 'krobs',
      label: 'Krobs',
      setup: ['AA8', 'AC8', 'AE8', 'AB7', 'AD7', 'AG8'].map((hex, i) => ({ character: `hunter-${i + 1}`, hex })),
    },
  ],
  turns: 12,
  victory: [{ kind: 'eliminate' }],
};

export function benchGharvs(results: Measured[]): void {
  const dir = join(ASSETS, 'maps', 'dragon-noir');
  const maps = Object.fromEntries(readdirSync(dir).filter((f) => f.endsWith('.map')).map((f) => [basename(f, '.map'), readFileSync(join(dir, f), 'utf8')]));
  const dn = createDragonNoir({ maps, scenarios: [JSON.stringify(SCENARIO)] });
  const setup = dn.setup({ scenarioId: SCENARIO.id, options: {}, seats: ['adventurers', 'krobs'] }, new SeededDice('bench', 0));
  if (!setup.ok) throw new Error(setup.error);
  const combat: DnState = { ...setup.value, phase: 'combat' };
  const done = { seat: 'adventurers', verb: 'done', options: {} };
  let appeared = 0;
  const samples: number[] = [];
  for (let i = 0; i < 400; i++) {
    const [ms, r] = time(() => runOrder<DnState>(dn, combat, done, new SeededDice(`bench-gharvs-${i}`, 0)));
    if (!r.ok) throw new Error(r.error);
    appeared += r.value.events.filter((e) => e.type === 'gharv-appearance' && e.data?.['gharv']).length;
    samples.push(ms);
  }
  const rolls = combat.units.filter((u) => !u.id.startsWith('gharv')).length;
  results.push(summarise(`engine: Gharv interphase, ${rolls} characters by water and marsh (${(appeared / 400).toFixed(1)} Gharvs a run)`, samples.slice(40), 5));
}
