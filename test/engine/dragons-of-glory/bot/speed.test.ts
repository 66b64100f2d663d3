import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../../src/engine/core/dice.ts';
import { unwrap } from '../../../../src/engine/core/result.ts';
import { playBots } from '../../../../src/engine/games/dragons-of-glory/bot/turns.ts';
import { parseStrategicMap } from '../../../../src/engine/games/dragons-of-glory/map/parse.ts';
import type { CounterSpec } from '../../../../src/engine/games/dragons-of-glory/units.ts';
import type { World } from '../../../../src/engine/games/dragons-of-glory/world.ts';
import { counter, frontGame, frontScenario } from '../war/world.ts';
import { frontRules } from './front.ts';

/**
 * The bot's speed at the size of the war: a 64×53 map (both sheets), sixty stacks a side facing
 * each other across the middle. One side's whole half-turn (movement, then combat) must take
 * well under a second; the budget here is a second, with room for a busy machine.
 */

const COLS = 64;
const ROWS = 53;

function bigMap(): string {
  const row = (r: number, cell: (c: number) => string) => `${String(r).padStart(2, '0')}${r % 2 === 0 ? '  ' : ' '}${Array.from({ length: COLS }, (_, c) => cell(c)).join(' ')}`;
  const terrain = Array.from({ length: ROWS }, (_, i) => row(i + 1, (c) => ((c * 7 + i * 3) % 11 === 0 ? 'f' : '.')));
  const nations = Array.from({ length: ROWS }, (_, i) => row(i + 1, (c) => (c < COLS / 2 ? 't' : 'h')));
  const label = (c: number, r: number) => (c < 32 ? `${String(c + 1).padStart(2, '0')}${String(r).padStart(2, '0')}a` : `${String(c - 31).padStart(2, '0')}${String(r).padStart(2, '0')}b`);
  const places = [
    `  throtl ${label(4, 26)} fortified-city capital=throtyl "Throtl"`,
    `  west-keep ${label(10, 8)} fortress "West Keep"`,
    `  west-city ${label(12, 44)} fortified-city "West City"`,
    `  kenderhome ${label(59, 26)} fortified-city capital=hylo "Kenderhome"`,
    `  east-keep ${label(52, 8)} fortress "East Keep"`,
    `  east-city ${label(50, 44)} fortified-city "East City"`,
  ];
  return ['map: big', 'name: Ansalon-sized', `size: ${COLS}x${ROWS}`, 'terrain:', ...terrain, 'nations:', ...nations, 'nation-codes:', '  h hylo', '  t throtyl', 'places:', ...places].join('\n');
}

function bigWorld(): { world: World; at: Record<string, string> } {
  const map = unwrap(parseStrategicMap(bigMap()));
  const counters: CounterSpec[] = [];
  const at: Record<string, string> = {};
  for (let i = 0; i < 60; i++) {
    // Sixty stacks a side in two lines four columns apart, a row between stacks, the two armies eight columns apart.
    const row = 1 + ((i * 2) % 52);
    const line = Math.floor((i * 2) / 52);
    const west = `west-${i}`;
    const east = `east-${i}`;
    counters.push(counter(west, { nation: 'throtyl', movement: 4 + (i % 3) }), counter(east, { nation: 'hylo', movement: 4 + (i % 3), race: i % 10 === 0 ? 'kender' : 'human' }));
    at[west] = labelOf(map, 24 - line * 4, row);
    at[east] = labelOf(map, 32 + line * 4, row);
  }
  const world: World = {
    map,
    counters: new Map(counters.map((c) => [c.id, c])),
    nations: new Map([
      ['throtyl', { id: 'throtyl', name: 'Throtyl', colour: '#7a4a2a', knight: false, activation: null, invasion: null, vp: 1, counts: true }],
      ['hylo', { id: 'hylo', name: 'Hylo', colour: '#3a8a3a', knight: false, activation: null, invasion: null, vp: 1, counts: true }],
    ]),
  };
  return { world, at };
}

function labelOf(map: World['map'], col: number, row: number): string {
  const label = col < 32 ? `${String(col + 1).padStart(2, '0')}${String(row).padStart(2, '0')}a` : `${String(col - 31).padStart(2, '0')}${String(row).padStart(2, '0')}b`;
  if (!map.parse(label)) throw new Error(`no hex ${label}`);
  return label;
}

describe('the bot is quick at the size of the war', () => {
  it('sixty stacks a side on a 64×53 map: the Highlords\' movement and combat in under a second', () => {
    const { world, at } = bigWorld();
    const scenario = frontScenario(world, at, { allegiance: { throtyl: 'highlord', hylo: 'whitestone' } });
    const game = frontGame(world, scenario);
    const rules = frontRules(world, scenario);
    const state = unwrap(game.setup({ scenarioId: 'front', options: {}, seats: ['whitestone'] }, new SeededDice('big', 0)));
    expect(Object.keys(state.units)).toHaveLength(120);
    let n = 0;
    const halfTurn = () =>
      playBots(rules, state, (s, seat, order) => {
        const parsed = game.orderSchema.safeParse(order);
        if (!parsed.success) throw new Error(`unreadable: ${JSON.stringify(order)}`);
        const done = game.apply({ ...s, bot: [] }, seat, parsed.data, new SeededDice('big', n++));
        return done.ok ? { ok: true, value: { ...done.value, state: { ...done.value.state, bot: s.bot } } } : done;
      });
    // Once to compile the code, as a running app has; then timed in the processor time this process used,
    // so a machine busy with other work does not count against the bot.
    halfTurn();
    const started = process.cpuUsage();
    const run = halfTurn();
    const used = process.cpuUsage(started);
    const took = (used.user + used.system) / 1000;
    // The bot played the Highlords' initiative, movement and combat, then the Whitestone player must move.
    expect(run.state).toMatchObject({ phase: 'movement', acting: 'whitestone' });
    expect(run.refused).toEqual([]);
    expect(run.events.filter((e) => e.type === 'move').length).toBeGreaterThan(30);
    expect(took).toBeLessThan(1000);
  });
});
