import { SeededDice } from '../../src/engine/core/dice.ts';
import { createDragonNoir, type DragonNoir } from '../../src/engine/games/dragon-noir/index.ts';
import type { DnState } from '../../src/engine/games/dragon-noir/state.ts';
import { mapText } from './dragon-noir.ts';

/**
 * Small DN2 tables for the Gharvs: the Adventurers (who play first in DN2, 2.12.2) against the
 * Krobs, on a map drawn as rows of symbols (`~` water, `"` marsh, `:` beach, `J` jetty), all
 * through the real module. `pit` and `trapdoor` areas make a Pit with its two Gharvs (5.3).
 */

export interface GharvPlacement {
  adventurers?: Record<string, string>;
  krobs?: Record<string, string>;
  areas?: Record<string, string[]>;
  turns?: number;
  /** The two Pit Gharvs' hexes (5.3); placed by die if the map has a pit and this is not given. */
  pitGharvs?: [string, string];
  options?: Record<string, unknown>;
}

export function dn2Scenario(placement: GharvPlacement): Record<string, unknown> {
  const setup = (placed: Record<string, string>) => Object.entries(placed).map(([character, hex]) => ({ character, hex }));
  return {
    id: 'test',
    title: 'Test',
    volume: 2,
    summary: 'A rules test.',
    board: { id: 'test', name: 'Test', maps: [{ map: 'test', col: 0, row: 0 }] },
    sides: [
      { id: 'adventurers', label: 'Adventurers', setup: setup(placement.adventurers ?? { rix: 'A1' }) },
      { id: 'krobs', label: 'Krobs', setup: setup(placement.krobs ?? { 'hunter-1': 'J8' }) },
    ],
    turns: placement.turns ?? 8,
    ...(placement.pitGharvs ? { pitGharvs: placement.pitGharvs } : {}),
    victory: [{ kind: 'eliminate' }],
  };
}

export function gharvTable(rows: string[], placement: GharvPlacement = {}, dice: number[] = []): { module: DragonNoir; state: DnState } {
  const module = createDragonNoir({ maps: { test: mapText(rows, [], placement.areas ?? {}) }, scenarios: [JSON.stringify(dn2Scenario(placement))] });
  const setup = module.setup({ scenarioId: 'test', options: placement.options ?? {}, seats: ['adventurers', 'krobs'] }, new SeededDice('test-seed', 0, dice));
  if (!setup.ok) throw new Error(setup.error);
  return { module, state: setup.value };
}
