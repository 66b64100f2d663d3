import { SeededDice } from '../../src/engine/core/dice.ts';
import { createDragonNoir, type DragonNoir } from '../../src/engine/games/dragon-noir/index.ts';
import { character } from '../../src/engine/games/dragon-noir/characters/characters.ts';
import type { DnState, Horse } from '../../src/engine/games/dragon-noir/state.ts';
import { DIRECTION_NAMES, type Direction } from '../../src/engine/hex/hex.ts';
import { labelOf, parseLabel } from '../../src/engine/hex/labels.ts';
import { poseHexes } from '../../src/engine/hex/two-hex.ts';
import { mapText, OPEN_FIELD, patch, phase, unit, type Placement } from './dragon-noir.ts';

/**
 * Horses on the small test tables: riders put in the saddle facing a way, riderless horses
 * stood on the board, and where a counter's two hexes are, by label.
 */

export type FacingName = (typeof DIRECTION_NAMES)[number];

export const facingOf = (name: FacingName): Direction => DIRECTION_NAMES.indexOf(name) as Direction;

/** Puts `id` on his horse, its head in `hex` (or where he stands), facing `facing`. */
export function mount(state: DnState, id: string, facing: FacingName, hex?: string): DnState {
  return patch(state, id, { mounted: true, facing: facingOf(facing), ...(hex ? { hex } : {}) });
}

/** Stands `owner`'s riderless horse with its head in `hex`, held by `controller`. */
export function standHorse(state: DnState, owner: string, hex: string, facing: FacingName, controller: string, extra: Partial<Horse> = {}): DnState {
  const name = `${character(owner).name}'s horse`;
  const horse: Horse = { id: `${owner}-horse`, owner, name, hex: parseLabel(hex)!, facing: facingOf(facing), dead: false, controller, ledBy: null, ...extra };
  return { ...state, horses: [...state.horses.filter((h) => h.id !== horse.id), horse] };
}

/** "C4+C5": a counter's hexes, head first; a rider's, or a horse's by its id. */
export function cover(state: DnState, id: string): string {
  const horse = state.horses.find((h) => h.id === id);
  if (horse) return poseHexes({ head: horse.hex, facing: horse.facing as Direction }).map(labelOf).join('+');
  const u = unit(state, id);
  if (!u.hex) return 'off';
  if (!u.mounted || u.facing === null) return labelOf(u.hex);
  return poseHexes({ head: u.hex, facing: u.facing as Direction }).map(labelOf).join('+');
}

export function horse(state: DnState, id: string): Horse {
  const found = state.horses.find((h) => h.id === id);
  if (!found) throw new Error(`no horse ${id}`);
  return found;
}

/** A test table as in support/dragon-noir.ts, with the volume and options chosen. */
export function horseTable(
  rows: string[] = OPEN_FIELD,
  placement: Placement = {},
  extra: { hexsides?: string[]; volume?: 1 | 2; options?: Record<string, unknown>; side?: 'orks' | 'rebels'; phase?: DnState['phase'] } = {},
): { module: DragonNoir; state: DnState } {
  const scenario = {
    id: 'test',
    title: 'Test',
    volume: extra.volume ?? 1,
    summary: 'A rules test.',
    board: { id: 'test', name: 'Test', maps: [{ map: 'test', col: 0, row: 0 }] },
    sides: [
      { id: 'orks', label: 'Orks', setup: Object.entries(placement.orks ?? { krular: 'J8' }).map(([character, hex]) => ({ character, hex })) },
      { id: 'rebels', label: 'Rebels', setup: Object.entries(placement.rebels ?? { rix: 'A1' }).map(([character, hex]) => ({ character, hex })) },
    ],
    turns: placement.turns ?? 8,
    victory: placement.victory ?? [{ kind: 'eliminate' }],
  };
  const module = createDragonNoir({ maps: { test: mapText(rows, extra.hexsides ?? []) }, scenarios: [JSON.stringify(scenario)] });
  const setup = module.setup({ scenarioId: 'test', options: extra.options ?? {}, seats: ['orks', 'rebels'] }, new SeededDice('test-seed', 0));
  if (!setup.ok) throw new Error(setup.error);
  return { module, state: phase(setup.value, extra.side ?? 'rebels', extra.phase ?? 'movement') };
}

/** Row `n` (from 1) of the open field replaced. */
export function field(changes: Record<number, string>): string[] {
  const rows = [...OPEN_FIELD];
  for (const [n, row] of Object.entries(changes)) rows[Number(n) - 1] = row;
  return rows;
}
