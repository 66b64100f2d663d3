import { SeededDice } from '../../src/engine/core/dice.ts';
import { createDragonNoir, type DragonNoir } from '../../src/engine/games/dragon-noir/index.ts';
import type { DnState } from '../../src/engine/games/dragon-noir/state.ts';
import { hexesOf } from '../../src/engine/games/dragon-noir/units.ts';
import { labelOf } from '../../src/engine/hex/labels.ts';
import { mapText, OPEN_FIELD, unit } from './dragon-noir.ts';

/**
 * Small tables for the Krobs and the dragons: the Krobs (or a dragon's side) against the
 * Adventurers, counters of several hexes placed by anchor and facing, webs, all through the
 * real module. The Krobs' side plays first, as `phase()` from dragon-noir.ts puts it.
 */

/** A hex, or a hex with a facing and any condition at the start (condition-fields.ts). */
export type Placed = string | ({ hex: string; facing?: string } & Record<string, unknown>);

export interface KrobPlacement {
  krobs?: Record<string, Placed>;
  adventurers?: Record<string, Placed>;
  webs?: string[];
  /** Webs printed on the map (its `web` area). */
  mapWebs?: string[];
  volume?: 1 | 2;
  hexsides?: string[];
  areas?: Record<string, string[]>;
  turns?: number;
}

export function setupOf(placed: Record<string, Placed>) {
  return Object.entries(placed).map(([character, where]) => (typeof where === 'string' ? { character, hex: where } : { character, ...where }));
}

export function scenarioText(placement: KrobPlacement): string {
  return JSON.stringify({
    id: 'test',
    title: 'Test',
    volume: placement.volume ?? 2,
    summary: 'A rules test.',
    board: { id: 'test', name: 'Test', maps: [{ map: 'test', col: 0, row: 0 }] },
    sides: [
      { id: 'krobs', label: 'Krobs', setup: setupOf(placement.krobs ?? { 'hunter-1': 'J8' }) },
      { id: 'adventurers', label: 'Adventurers', setup: setupOf(placement.adventurers ?? { rix: 'A1' }) },
    ],
    turns: placement.turns ?? 8,
    ...(placement.webs ? { webs: placement.webs } : {}),
    victory: [{ kind: 'eliminate' }],
  });
}

export function krobTable(rows: string[] = OPEN_FIELD, placement: KrobPlacement = {}): { module: DragonNoir; state: DnState } {
  const areas = { ...(placement.areas ?? {}) };
  for (const label of placement.mapWebs ?? []) areas[label] = [...(areas[label] ?? []), 'web'];
  const module = createDragonNoir({ maps: { test: mapText(rows, placement.hexsides ?? [], areas) }, scenarios: [scenarioText(placement)] });
  const setup = module.setup({ scenarioId: 'test', options: {}, seats: ['krobs', 'adventurers'] }, new SeededDice('test-seed', 0));
  if (!setup.ok) throw new Error(setup.error);
  return { module, state: setup.value };
}

/** The setup's refusal, for tests of bad scenarios. */
export function setupError(rows: string[], placement: KrobPlacement): string {
  const areas = { ...(placement.areas ?? {}) };
  for (const label of placement.mapWebs ?? []) areas[label] = [...(areas[label] ?? []), 'web'];
  const module = createDragonNoir({ maps: { test: mapText(rows, placement.hexsides ?? [], areas) }, scenarios: [scenarioText(placement)] });
  const setup = module.setup({ scenarioId: 'test', options: {}, seats: ['krobs', 'adventurers'] }, new SeededDice('test-seed', 0));
  if (setup.ok) throw new Error('the setup was accepted');
  return setup.error;
}

/** The labels a counter covers, sorted. */
export function covers(state: DnState, id: string): string[] {
  return hexesOf(unit(state, id)).map(labelOf).sort();
}

/** A field of flat ground with some hexes changed: `{ C3: '~' }` puts water on C3. */
export function field(changes: Record<string, string> = {}, width = 12, height = 10): string[] {
  const cells = Array.from({ length: height }, () => Array.from({ length: width }, () => '.'));
  for (const [label, symbol] of Object.entries(changes)) {
    const m = /^([A-Z])(\d+)$/.exec(label)!;
    cells[Number(m[2]) - 1]![m[1]!.charCodeAt(0) - 65] = symbol;
  }
  return cells.map((row) => row.join(' '));
}
