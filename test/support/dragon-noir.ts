import { SeededDice, type RollRecord } from '../../src/engine/core/dice.ts';
import type { GameEvent } from '../../src/engine/core/events.ts';
import { runOrder } from '../../src/engine/core/orders.ts';
import { createDragonNoir, type DragonNoir } from '../../src/engine/games/dragon-noir/index.ts';
import type { DnState, Unit } from '../../src/engine/games/dragon-noir/state.ts';
import { labelOf, parseLabel } from '../../src/engine/hex/labels.ts';
import { columnLetters } from '../../src/engine/hex/labels.ts';

/**
 * Small Dragon Noir tables for rules tests: a map drawn as rows of symbols, characters placed
 * by label, and orders given with the dice forced, all through the real module.
 */

/** `areas` gives each hex's features by label (`{ D4: ['walkway'] }`), written as the map's `areas:` section. */
export function mapText(rows: string[], hexsides: string[] = [], areas: Record<string, string[]> = {}): string {
  const cols = rows[0]!.trim().split(/\s+/).length;
  const lines = ['map: test', 'name: Test map', `size: ${cols}x${rows.length}`, 'terrain:'];
  lines.push(`     ${Array.from({ length: cols }, (_, c) => columnLetters(c)).join(' ')}`);
  rows.forEach((row, i) => lines.push(`${String(i + 1).padStart(3)}  ${row.trim()}`));
  if (hexsides.length) lines.push('hexsides:', ...hexsides.map((h) => `  ${h}`));
  const byArea = new Map<string, string[]>();
  for (const [label, names] of Object.entries(areas)) for (const name of names) byArea.set(name, [...(byArea.get(name) ?? []), label]);
  if (byArea.size) lines.push('areas:', ...[...byArea].map(([name, labels]) => `  ${name} ${labels.join(' ')}`));
  return lines.join('\n');
}

/** A 10x8 field of flat ground, unless the test draws its own. */
export const OPEN_FIELD = Array.from({ length: 8 }, () => Array.from({ length: 10 }, () => '.').join(' '));

/** A character's hex, or his hex with his condition at the start (scenario.ts, condition-fields.ts). */
export type Setup = string | ({ hex: string } & Record<string, unknown>);

/** The scenario's set-up lines for a side: `{ konrad: 'C4', rix: { hex: 'D2', stunned: true } }`. */
export function setupLines(placed: Record<string, Setup>): Array<Record<string, unknown>> {
  return Object.entries(placed).map(([character, where]) => (typeof where === 'string' ? { character, hex: where } : { character, ...where }));
}

export interface Placement {
  orks?: Record<string, Setup>;
  rebels?: Record<string, Setup>;
  turns?: number;
  victory?: unknown[];
  /** The volume the scenario belongs to (Sarah and Gotmar differ); 1 unless a test says. */
  volume?: 1 | 2;
}

export function table(rows: string[] = OPEN_FIELD, placement: Placement = {}, hexsides: string[] = [], areas: Record<string, string[]> = {}): { module: DragonNoir; state: DnState } {
  const scenario = {
    id: 'test',
    title: 'Test',
    volume: placement.volume ?? 1,
    summary: 'A rules test.',
    board: { id: 'test', name: 'Test', maps: [{ map: 'test', col: 0, row: 0 }] },
    sides: [
      { id: 'orks', label: 'Orks', setup: setupLines(placement.orks ?? { krular: 'J8' }) },
      { id: 'rebels', label: 'Rebels', setup: setupLines(placement.rebels ?? { rix: 'A1' }) },
    ],
    turns: placement.turns ?? 8,
    victory: placement.victory ?? [{ kind: 'eliminate' }],
  };
  const module = createDragonNoir({ maps: { test: mapText(rows, hexsides, areas) }, scenarios: [JSON.stringify(scenario)] });
  const setup = module.setup({ scenarioId: 'test', options: {}, seats: ['orks', 'rebels'] }, new SeededDice('test-seed', 0));
  if (!setup.ok) throw new Error(setup.error);
  return { module, state: setup.value };
}

export interface Acted {
  state: DnState;
  events: GameEvent[];
  rolls: RollRecord[];
  text: string;
  error?: string;
}

/** Gives an order through the same path as the bot (parse, seat and phase checks, rules), with forced dice. */
export function act(module: DragonNoir, state: DnState, seat: string, verb: string, options: Record<string, string> = {}, dice: number[] = []): Acted {
  const roller = new SeededDice('test-seed', 0, dice);
  const result = runOrder<DnState>(module, state, { seat, verb, options }, roller);
  if (!result.ok) return { state, events: [], rolls: [], text: '', error: result.error };
  const unused = roller.remainingForced;
  if (unused.length) throw new Error(`forced dice left unused: ${unused.join(' ')}`);
  const events = result.value.events;
  return { state: result.value.state, events, rolls: [...roller.rolls], text: events.map((e) => e.text).join('\n') };
}

/** Like act, but fails the test if the order is refused. */
export function must(module: DragonNoir, state: DnState, seat: string, verb: string, options: Record<string, string> = {}, dice: number[] = []): Acted {
  const acted = act(module, state, seat, verb, options, dice);
  if (acted.error) throw new Error(`/${verb} refused: ${acted.error}`);
  return acted;
}

export function unit(state: DnState, id: string): Unit {
  const found = state.units.find((u) => u.id === id);
  if (!found) throw new Error(`no unit ${id}`);
  return found;
}

export function at(state: DnState, id: string): string {
  const u = unit(state, id);
  return u.hex ? labelOf(u.hex) : 'off';
}

/** Changes one character in place: wounds, stunned, position. */
export function patch(state: DnState, id: string, change: Partial<Omit<Unit, 'hex'>> & { hex?: string }): DnState {
  const { hex, ...rest } = change;
  return {
    ...state,
    units: state.units.map((u) => (u.id === id ? { ...u, ...rest, ...(hex ? { hex: parseLabel(hex)! } : {}) } : u)),
  };
}

/** Puts the game in a phase of a side's turn, as if play had reached it. */
export function phase(state: DnState, side: string, phaseKey: DnState['phase']): DnState {
  const active = state.sides.findIndex((s) => s.id === side);
  if (active < 0) throw new Error(`no side ${side}`);
  return { ...state, active, phase: phaseKey, moves: [], combats: [], attacked: [], engaged: [], steps: [], advanceOffer: null, shots: [], fired: [] };
}
