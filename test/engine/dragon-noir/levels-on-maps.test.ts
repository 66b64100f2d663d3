import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { SeededDice } from '../../../src/engine/core/dice.ts';
import { createDragonNoir } from '../../../src/engine/games/dragon-noir/index.ts';
import { act, at, must, phase, unit } from '../../support/dragon-noir.ts';

/**
 * Levels, walkways and jumps on the shipped maps: The Maze's walkways (2.31 item 11), the
 * Wights' Bridge's low walls (2.31 item 5, 5.12.2 translator) and Dragon's Lake's balcony.
 */

const DIR = new URL('../../../assets/maps/dragon-noir/', import.meta.url);
const MAPS: Record<string, string> = Object.fromEntries(
  readdirSync(DIR)
    .filter((f) => f.endsWith('.map'))
    .map((f) => [f.slice(0, -4), readFileSync(new URL(f, DIR), 'utf8')]),
);

function on(map: string, rebels: Record<string, string>, orks: Record<string, string> = { krular: 'A16' }) {
  const scenario = {
    id: 'on-map',
    title: 'On the map',
    volume: 2,
    summary: 'A rules test on a shipped map.',
    board: { id: map, name: map, maps: [{ map, col: 0, row: 0 }] },
    sides: [
      { id: 'orks', label: 'Orks', setup: Object.entries(orks).map(([character, hex]) => ({ character, hex })) },
      { id: 'rebels', label: 'Rebels', setup: Object.entries(rebels).map(([character, hex]) => ({ character, hex })) },
    ],
    turns: 8,
    victory: [{ kind: 'eliminate' }],
  };
  const module = createDragonNoir({ maps: MAPS, scenarios: [JSON.stringify(scenario)] });
  const setup = module.setup({ scenarioId: 'on-map', options: {}, seats: ['orks', 'rebels'] }, new SeededDice('test-seed', 0));
  if (!setup.ok) throw new Error(setup.error);
  return { module, state: phase(setup.value, 'rebels', 'movement') };
}

describe('The Maze', () => {
  test('from the north hall across walkway 1, the pillar L5 and walkway 2 to the dais', () => {
    const { module, state } = on('maze', { rix: 'L3' });
    expect(must(module, state, 'rebels', 'move', { unit: 'Rix', to: 'L8' }).text).toBe('Rix moves L3→L4→L5→L6→L7→L8 (5 MP; 3 left).');
  });

  test('the tunnel under walkway 1 is walked beneath it, and one may stand on it above a friend', () => {
    const { module, state } = on('maze', { rix: 'L3', santiago: 'J4' });
    const under = must(module, state, 'rebels', 'move', { unit: 'Santiago', to: 'L4' });
    expect(under.text).toBe('Santiago moves J4→K4→L4 (2 MP; 6 left).');
    expect(unit(under.state, 'santiago').below).toBe(true);
    const over = must(module, under.state, 'rebels', 'move', { unit: 'Rix', to: 'L4' });
    expect(unit(over.state, 'rix').below).toBe(false);
    expect(act(module, over.state, 'rebels', 'move', { unit: 'Santiago', to: 'L3' }).error).toContain('Santiago cannot reach L3: it is a higher level');
  });
});

describe("The Wights' Bridge", () => {
  test('the bridge is walked from its ends; its sides are closed by the low walls', () => {
    const { module, state } = on('wights-bridge', { rix: 'F4' });
    expect(must(module, state, 'rebels', 'move', { unit: 'Rix', to: 'F9' }).text).toBe('Rix moves F4→F5→F6→F7→F8→F9 (5 MP; 3 left).');
  });

  test('translator: climbing over the low wall to jump onto the island costs 2 MP more, and is a jump', () => {
    const { module, state } = on('wights-bridge', { rix: 'F9' });
    const r = must(module, state, 'rebels', 'jump', { unit: 'Rix', to: 'G10' }, [3]);
    expect(r.text).toBe('Rix jumps over the low wall from F9 to G10 (level 0 to 0) (3 MP; 5 left): d10 for the jump: 3 (forced) on the unarmoured line → unharmed.');
    expect(at(r.state, 'rix')).toBe('G10');
    // Over the wall into the river, a level down: 5 MP to swim, 2 to climb.
    expect(must(module, state, 'rebels', 'jump', { unit: 'Rix', to: 'G9' }, [1]).text).toContain('(7 MP; 1 left)');
    const strict = { ...state, options: { ...state.options, jumpOverLowWall: false } };
    expect(act(module, strict, 'rebels', 'jump', { unit: 'Rix', to: 'G10' }).error).toContain('G10 is not lower than F9');
  });
});

describe("Dragon's Lake", () => {
  test('from the balcony over its railing down to the beach, at 2 MP more', () => {
    const { module, state } = on('dragons-lake', { rix: 'K11' });
    const r = must(module, state, 'rebels', 'jump', { unit: 'Rix', to: 'J11' }, [4]);
    expect(r.text).toBe('Rix jumps down from K11 to J11 (level -1 to -2) (3 MP; 5 left): d10 for the jump: 4 (forced) on the unarmoured line → unharmed.');
  });

  test('the stone stairs lead from the ledge to the beach, two levels down in two stair hexes', () => {
    const { module, state } = on('dragons-lake', { rix: 'F8' });
    expect(must(module, state, 'rebels', 'move', { unit: 'Rix', to: 'F11' }).text).toBe('Rix moves F8→F9→F10→F11 (5 MP; 3 left).');
  });
});
