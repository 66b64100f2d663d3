import { SeededDice } from '../src/engine/core/dice.ts';
import { readOrderLine } from '../src/engine/core/order-lines.ts';
import { unwrap } from '../src/engine/core/result.ts';
import { scriptStep } from '../src/engine/games/dragon-pass/bot/script.ts';
import { createDragonPass, type DpOrder, type DragonPass } from '../src/engine/games/dragon-pass/index.ts';
import { passMapScene, type MapCounter } from '../src/engine/games/dragon-pass/picture/map-scene.ts';
import type { DpState, SideSeat } from '../src/engine/games/dragon-pass/state.ts';
import { loadBook } from '../test/engine/dragon-pass/book.ts';
import { renderScene } from '../src/render/render.ts';
import { loadPassMap } from '../test/engine/dragon-pass/map/load.ts';
import { summarise, timeAsync, type Measured } from './harness.ts';

/**
 * Dragon Pass's map picture (issue 16 item 7: the map drawn and encoded in ≤ 100 ms): the whole
 * 24 x 18 map with its terrain, rivers, ridges, structures and names, from the scene to the PNG.
 * Timed bare (as now, before the forces are placed) and with 60 counters in 30 stacks, as the
 * picture after a phase of a busy game will be. The ground is built once per map, like the
 * renderer's cached terrain layer; the first drawing, which draws that layer, is reported apart.
 */
export async function benchDragonPass(results: Measured[]): Promise<void> {
  const map = loadPassMap();
  const picture = passMapScene(map);
  const hexes = [...map.hexes.values()].filter((_, i) => i % 14 === 3).slice(0, 30);
  const counters: MapCounter[] = hexes.flatMap((h, i) => [
    { hex: h.hex, name: `Lunar Foot ${i + 1}`, combat: 6, magic: 0, movement: 3, side: i % 2 ? 'lunar' : 'sartar' },
    { hex: h.hex, name: `Magician ${i + 1}`, combat: 2, magic: 5, movement: 4, side: i % 2 ? 'lunar' : 'sartar' },
  ]);
  for (const [name, units] of [
    ['no units', [] as MapCounter[]],
    [`${counters.length} counters in ${hexes.length} stacks`, counters],
  ] as const) {
    const scene = () => picture({ turn: 1, moon: 'Full', counters: units });
    const [cold] = await timeAsync(() => renderScene({ scene: scene() }));
    results.push(summarise(`render: Dragon Pass map, ${name}, first draw + encode (terrain layer drawn)`, [cold]));
    const totals: number[] = [];
    const draws: number[] = [];
    const encodes: number[] = [];
    let size = '';
    for (let i = 0; i < 40; i++) {
      const [total, rendered] = await timeAsync(() => renderScene({ scene: scene() }));
      totals.push(total);
      draws.push(rendered.drawMs);
      encodes.push(rendered.encodeMs);
      size = `${rendered.width}x${rendered.height}, ${(rendered.png.length / 1024).toFixed(0)} KiB`;
    }
    results.push(summarise(`render: Dragon Pass map, ${name} (${size}), draw`, draws.slice(5)));
    results.push(summarise(`render: Dragon Pass map, ${name} (${size}), encode`, encodes.slice(5)));
    results.push(summarise(`render: Dragon Pass map, ${name} (${size}), scene + draw + encode`, totals.slice(5), 100));
  }
}

/**
 * A full player-turn applied (issue 16: ≤ 5 ms): every order one side gives in one player-turn of
 * The Pass (its diplomacy points and emissaries, its moves, its attacks in each combat step, each
 * `done`), parsed by the module's schema and applied with its checks, the phases that pass by
 * themselves and the melee owed included. The orders are the scripted player's in seeded games,
 * chosen beforehand, so the bot's thinking is not timed; the game's own state and dice are.
 */
export function benchPlayerTurn(results: Measured[]): void {
  const game = createDragonPass(loadBook());
  const turns: Array<{ state: DpState; seed: string; cursor: number; orders: DpOrder[] }> = [];
  for (const seed of ['bench-dp-1', 'bench-dp-2', 'bench-dp-3']) {
    const dice = new SeededDice(seed, 0);
    let state = game.begin!(unwrap(game.setup({ scenarioId: 'the-pass', options: {}, seats: ['lunar', 'sartar'] }, dice)), dice).state;
    let current: (typeof turns)[number] | undefined;
    for (let guard = 0; guard < 2000 && !state.ended; guard++) {
      const side = game.phase(state).active[0] as SideSeat;
      // A player-turn begins with its side's first message; the bids of event 12 belong to no player-turn.
      const key = `${state.gameTurn}:${state.turn.side}`;
      if (state.turn.side && (!current || `${current.state.gameTurn}:${current.state.turn.side}` !== key)) {
        current = { state, seed, cursor: dice.cursor, orders: [] };
        turns.push(current);
      }
      const step = scriptStep(game, loadBook(), state, side, dice);
      if (state.turn.side && current) current.orders.push(...step.lines.map((line) => orderOf(game, line)));
      state = step.state;
    }
  }
  const times = turns.map((turn) => {
    const dice = new SeededDice(turn.seed, turn.cursor);
    const side = turn.state.turn.side!;
    const t0 = performance.now();
    let state = turn.state;
    for (const order of turn.orders) state = unwrap(game.apply(state, side, order, dice)).state;
    return performance.now() - t0;
  });
  results.push(summarise(`engine: Dragon Pass full player-turn applied (${times.length} player-turns, ${turns.reduce((n, t) => n + t.orders.length, 0)} orders)`, times, 5));
}


/** An order line read back as the module reads a typed one. */
function orderOf(game: DragonPass, line: string): DpOrder {
  const read = readOrderLine(game.verbs, line);
  if (!read.ok) throw new Error(`${line}: ${read.error}`);
  const parsed = game.orderSchema.safeParse({ verb: read.value.verb, ...read.value.options });
  if (!parsed.success) throw new Error(`${line}: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}
