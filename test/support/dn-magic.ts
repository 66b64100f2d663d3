import { SeededDice } from '../../src/engine/core/dice.ts';
import { createDragonNoir, type DragonNoir } from '../../src/engine/games/dragon-noir/index.ts';
import type { DnState } from '../../src/engine/games/dragon-noir/state.ts';
import { columnLetters } from '../../src/engine/hex/labels.ts';
import { must, phase, setupLines, type Setup } from './dragon-noir.ts';

/**
 * Tables for the magic tests: one or more maps drawn as rows of symbols (a map may be
 * underground), the volume, the casters' levels and the game's options, through the real module.
 */

export interface MagicMap {
  rows: string[];
  kind?: 'surface' | 'underground';
  hexsides?: string[];
  name?: string;
}

export interface MagicTable {
  maps?: MagicMap[];
  volume?: 1 | 2;
  levels?: Record<string, 1 | 2>;
  orks?: Record<string, Setup>;
  rebels?: Record<string, Setup>;
  options?: Record<string, unknown>;
  supply?: Record<string, number>;
  turns?: number;
}

export function field(cols: number, rows: number, symbol = '.'): string[] {
  return Array.from({ length: rows }, () => Array.from({ length: cols }, () => symbol).join(' '));
}

/** A field with some hexes drawn otherwise: `draw(field(10, 8), { C4: 'T' })`. */
export function draw(rows: string[], cells: Record<string, string>): string[] {
  const grid = rows.map((r) => r.trim().split(/\s+/));
  for (const [label, symbol] of Object.entries(cells)) {
    const m = /^([A-Z]+)(\d+)$/.exec(label)!;
    const col = [...m[1]!].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;
    grid[Number(m[2]) - 1]![col] = symbol;
  }
  return grid.map((r) => r.join(' '));
}

function mapFile(id: string, map: MagicMap): string {
  const cols = map.rows[0]!.trim().split(/\s+/).length;
  // Maps laid side by side join east to west, by a side named X on both.
  const lines = [`map: ${id}`, `name: ${map.name ?? id}`, `kind: ${map.kind ?? 'surface'}`, `size: ${cols}x${map.rows.length}`, 'edges: east X, west X', 'terrain:'];
  lines.push(`     ${Array.from({ length: cols }, (_, c) => columnLetters(c)).join(' ')}`);
  map.rows.forEach((row, i) => lines.push(`${String(i + 1).padStart(3)}  ${row.trim()}`));
  if (map.hexsides?.length) lines.push('hexsides:', ...map.hexsides.map((h) => `  ${h}`));
  return lines.join('\n');
}

export function magicTable(spec: MagicTable = {}): { module: DragonNoir; state: DnState } {
  const maps = spec.maps ?? [{ rows: field(16, 12) }];
  const files: Record<string, string> = {};
  const placed: Array<{ map: string; col: number; row: number }> = [];
  let col = 0;
  maps.forEach((m, i) => {
    const id = `m${i + 1}`;
    files[id] = mapFile(id, m);
    placed.push({ map: id, col, row: 0 });
    col += m.rows[0]!.trim().split(/\s+/).length;
  });
  const scenario = {
    id: 'magic',
    title: 'Magic',
    volume: spec.volume ?? 1,
    summary: 'A magic test.',
    board: { id: 'magic', name: 'Magic', maps: placed },
    sides: [
      { id: 'orks', label: 'Orks', setup: setupLines(spec.orks ?? { shaman: 'N10' }) },
      { id: 'rebels', label: 'Rebels', setup: setupLines(spec.rebels ?? { zacharie: 'B2' }) },
    ],
    turns: spec.turns ?? 8,
    victory: [{ kind: 'eliminate' }],
    magic: { levels: spec.levels ?? {}, supply: spec.supply ?? {} },
  };
  const module = createDragonNoir({ maps: files, scenarios: [JSON.stringify(scenario)] });
  const setup = module.setup({ scenarioId: 'magic', options: spec.options ?? {}, seats: ['orks', 'rebels'] }, new SeededDice('magic-seed', 0));
  if (!setup.ok) throw new Error(setup.error);
  return { module, state: setup.value };
}

/** The game in a phase of one side's player-turn, as if play had reached it. */
export function during(state: DnState, side: 'orks' | 'rebels', phaseKey: DnState['phase'], playerTurn?: number): DnState {
  const turn = playerTurn ?? (side === 'orks' ? 1 : 2);
  return { ...phase(state, side, phaseKey), playerTurn: turn, turn: Math.ceil(turn / 2) };
}

export function ep(state: DnState, unit: string): number {
  const book = state.magic.casters.find((c) => c.unit === unit);
  if (!book) throw new Error(`${unit} is no caster`);
  return book.ep;
}

/** Ends phases, whichever side's they are, until player-turn `n` has begun; returns every event on the way. */
export function playTo(module: DragonNoir, state: DnState, n: number): { state: DnState; events: import('../../src/engine/core/events.ts').GameEvent[] } {
  let current = state;
  const events = [];
  for (let guard = 0; current.playerTurn < n && guard < 200; guard++) {
    const seat = current.sides[current.active]!.id;
    const r = must(module, current, seat, 'done');
    current = r.state;
    events.push(...r.events);
  }
  if (current.playerTurn < n) throw new Error(`did not reach player-turn ${n}`);
  return { state: current, events };
}
