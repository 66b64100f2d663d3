import { SeededDice } from '../src/engine/core/dice.ts';
import { readOrderLines } from '../src/engine/core/order-lines.ts';
import { unwrap } from '../src/engine/core/result.ts';
import { hexKey, type Hex } from '../src/engine/hex/hex.ts';
import type { DogState } from '../src/engine/games/dragons-of-glory/state.ts';
import { reachableHexes } from '../src/engine/games/dragons-of-glory/movement/plan.ts';
import { isWater } from '../src/engine/games/dragons-of-glory/map/types.ts';
import { sideOf, specOf, GROUND } from '../src/engine/games/dragons-of-glory/world.ts';
import { renderScene } from '../src/render/render.ts';
import { dragonsOfGlory } from '../test/engine/dragons-of-glory/assets.ts';
import { summarise, time, timeAsync, type Measured } from './harness.ts';

/**
 * Issue 13's order-set target: a side's whole movement phase of 60 stacks, one message of 60
 * `move` lines, read and played line by line as `/orders` plays it (every line validated against
 * the position the lines before it leave) in 50 ms. The position is the Historical Campaign's,
 * with the Highlords' armies spread one to a hex over their own lands so that they make 60 stacks.
 */
export async function benchDragonsOfGloryOrders(results: Measured[]): Promise<void> {
  const { module, world } = dragonsOfGlory();
  let state = unwrap(module.setup({ scenarioId: 'historical-campaign', options: {}, seats: ['highlord', 'whitestone'] }, new SeededDice('bench', 0)));
  state = unwrap(module.apply(state, state.acting, { verb: 'go', when: 'first' } as never, new SeededDice('bench', 0))).state;
  const side = state.acting;
  // Spread the side's ground armies one to a hex over land of their side's nations, away from the enemy.
  const own = Object.values(state.units).filter((u) => u.at && !u.aboard && sideOf(state, world, u.id) === side && GROUND.has(specOf(world, u.id).kind));
  const taken = new Set(Object.values(state.units).filter((u) => u.at).map((u) => hexKey(u.at!)));
  const free: Hex[] = [];
  for (const cell of world.map.hexes.values()) {
    if (isWater(cell.terrain) || cell.terrain === 'marsh' || cell.terrain === 'desert' || taken.has(hexKey(cell.hex))) continue;
    if (cell.nation && state.nations[cell.nation]?.allegiance === side) free.push(cell.hex);
  }
  const units = { ...state.units };
  const stacks: string[] = [];
  for (const [i, u] of own.entries()) {
    if (stacks.length >= 60 || i >= free.length) break;
    units[u.id] = { ...u, at: free[i * Math.floor(free.length / Math.min(own.length, 60)) % free.length]! };
    stacks.push(u.id);
  }
  state = { ...state, units } as DogState;
  // Each stack's move: to a hex it can reach that no earlier line has taken.
  const targets = new Set<number>();
  const lines: string[] = [];
  for (const id of stacks) {
    const reach = reachableHexes(state, world, side, [id], { neutral: 'closed' });
    const to = reach.find((h) => !targets.has(hexKey(h)) && !taken.has(hexKey(h)) && !stacks.some((s) => hexKey(state.units[s]!.at!) === hexKey(h)));
    if (!to) continue;
    targets.add(hexKey(to));
    lines.push(`move ${world.map.label(state.units[id]!.at!)} ${world.map.label(to)}`);
  }
  const message = lines.join('\n');
  const playAll = () => {
    const read = unwrap(readOrderLines(module.verbs, message));
    let s = state;
    for (const line of read) {
      const order = module.orderSchema.parse({ verb: line.verb, ...line.options });
      s = unwrap(module.apply(s, side, order, new SeededDice('bench', 0))).state;
    }
    return s;
  };
  const samples: number[] = [];
  for (let i = 0; i < 40; i++) samples.push(time(playAll)[0]);
  results.push(summarise(`engine: Dragons of Glory, a movement phase of ${lines.length} stacks in one message, validated and played`, samples.slice(5), 50));

  // The real map of Ansalon, the Historical Campaign's position after those moves.
  const scene = module.picture!(module.view(playAll(), { kind: 'public' }));
  await timeAsync(() => renderScene({ scene }));
  const totals: number[] = [];
  for (let i = 0; i < 20; i++) totals.push((await timeAsync(() => renderScene({ scene })))[0]);
  const onMap = Object.values(state.units).filter((u) => u.at).length;
  results.push(summarise(`render: Dragons of Glory, the map of Ansalon with ${onMap} counters, draw + encode`, totals.slice(3), 100));
}
