import { monitorEventLoopDelay } from 'node:perf_hooks';
import { SeededDice } from '../src/engine/core/dice.ts';
import { PUBLIC } from '../src/engine/core/events.ts';
import { runOrder } from '../src/engine/core/orders.ts';
import type { DnState } from '../src/engine/games/dragon-noir/state.ts';
import { RenderPool } from '../src/render/pool.ts';
import { drawScene } from '../src/render/render.ts';
import { renderToPng, sceneFor, sceneOf } from '../test/support/pictures.ts';
import { benchBot } from './bot.ts';
import { benchModule, playTurn, replay, replayEvents, SHOOTER_IDS, start } from './dragon-noir.ts';
import { benchDn2Board } from './dn2.ts';
import { benchDragonDice, benchMarch } from './dragon-dice.ts';
import { benchDragonPass, benchPlayerTurn } from './dragon-pass.ts';
import { benchDungeon } from './dungeon.ts';
import { benchDragonsOfGlory } from './dragons-of-glory.ts';
import { benchDragonsOfGloryOrders } from './dog-orders.ts';
import { benchGharvs } from './gharvs.ts';
import { benchSight } from './sight.ts';
import { benchWeb } from './web.ts';
import { loadBaseline, report, saveBaseline, summarise, time, timeAsync, type Measured } from './harness.ts';

/**
 * `npm run bench`: medians of the engine and the renderer, with the issue targets and ratios to
 * bench/baseline.json. `npm run bench -- --save` makes the current figures the new baseline.
 */

const results: Measured[] = [];
const module = benchModule();

// --- Applying one order -----------------------------------------------------------------
{
  const initial = start(module, 'twelve-a-side');
  const move = { seat: 'orks', verb: 'move', options: { unit: 'Black Fox', to: 'H8' } };
  const samples: number[] = [];
  for (let i = 0; i < 2000; i++) samples.push(time(() => runOrder<DnState>(module, initial, move, new SeededDice('bench', 0)))[0]);
  results.push(summarise('engine: apply one order (a 6-hex move)', samples.slice(200), 1));

  const turn = playTurn(module, initial, 'bench-turn');
  const combat = replay(module, initial, turn.orders.slice(0, turn.orders.findIndex((o) => o.verb === 'done') + 1), 'bench-turn');
  const attack = turn.orders.find((o) => o.verb === 'attack');
  if (attack) {
    const attackSamples: number[] = [];
    for (let i = 0; i < 2000; i++) attackSamples.push(time(() => runOrder<DnState>(module, combat, attack, new SeededDice('bench', 0)))[0]);
    results.push(summarise('engine: apply one order (an attack)', attackSamples.slice(200), 1));
  }

  // --- A full player turn, 12 against 12 -------------------------------------------------
  const turnSamples: number[] = [];
  for (let i = 0; i < 300; i++) turnSamples.push(time(() => replay(module, initial, turn.orders, 'bench-turn'))[0]);
  results.push(summarise(`engine: full player turn, 12 v 12 (${turn.orders.length} orders)`, turnSamples.slice(30)));
}

// --- A movement phase under standing reactions (2.23), on foot and on horseback ----------
for (const [scenarioId, movers] of [['twenty-v-ten', 'movers'], ['twenty-riders-v-ten', 'riders']] as const) {
  let initial = start(module, scenarioId);
  // Reactions that keep looking: most wait until a mover comes close, so every hex of every move is checked.
  for (const [i, id] of SHOOTER_IDS.entries()) {
    const name = initial.units.find((u) => u.id === id)!.name;
    const options: Record<string, string> = i % 3 === 0 ? { shooter: name, when: 'first' } : { shooter: name, when: 'within', within: String(2 + (i % 4)) };
    const set = runOrder<DnState>(module, initial, { seat: 'orks', verb: 'react', options }, new SeededDice('bench', 0));
    if (!set.ok) throw new Error(set.error);
    initial = set.value.state;
  }
  // The Rebels' own bowmen have their fire phase first; they hold.
  if (initial.phase === 'offensive-fire') {
    const done = runOrder<DnState>(module, initial, { seat: 'rebels', verb: 'done', options: {} }, new SeededDice('bench', 0));
    if (!done.ok) throw new Error(done.error);
    initial = done.value.state;
  }
  const turn = playTurn(module, initial, 'bench-fire');
  const moves = turn.orders.slice(0, turn.orders.findIndex((o) => o.verb === 'done'));
  const shots = replayEvents(module, initial, moves, 'bench-fire').filter((e) => e.type === 'shot').length;
  const samples: number[] = [];
  for (let i = 0; i < 200; i++) samples.push(time(() => replay(module, initial, moves, 'bench-fire'))[0]);
  results.push(summarise(`engine: movement phase, ${moves.length} ${movers} against 10 standing reactions (${shots} shots)`, samples.slice(20), 10));
}

// --- A Gharv interphase: twelve characters by the water (DN2, 2.12.2) -----------------------
benchGharvs(results);

// --- Lines of fire for defensive fire -----------------------------------------------------
results.push(benchSight(module, start(module, 'four-maps')));

// --- Drawing and encoding the board ------------------------------------------------------
{
  const initial = start(module, 'four-maps');
  const turn = playTurn(module, initial, 'bench-render');
  const view = module.view(turn.state, PUBLIC);
  const scene = sceneFor(view);
  const [coldMs] = time(() => drawScene(scene));
  results.push(summarise('render: first draw, terrain layer included', [coldMs]));
  const drawSamples: number[] = [];
  const encodeSamples: number[] = [];
  const totalSamples: number[] = [];
  let size = '';
  for (let i = 0; i < 30; i++) {
    const [total, rendered] = await timeAsync(() => renderToPng({ view }));
    drawSamples.push(rendered.drawMs);
    encodeSamples.push(rendered.encodeMs);
    totalSamples.push(total);
    size = `${rendered.width}x${rendered.height}, ${(rendered.png.length / 1024).toFixed(0)} KiB`;
  }
  results.push(summarise(`render: draw four-map board ${size}`, drawSamples.slice(5)));
  results.push(summarise('render: encode PNG (sharp, level 2)', encodeSamples.slice(5)));
  results.push(summarise('render: draw + encode', totalSamples.slice(5), 100));

  // The encoder we did not choose, for comparison: @napi-rs/canvas's own PNG.
  const { canvas } = drawScene(scene);
  const napiSamples: number[] = [];
  for (let i = 0; i < 5; i++) napiSamples.push((await timeAsync(() => canvas.encode('png')))[0]);
  results.push(summarise('render: encode PNG (@napi-rs/canvas, for comparison)', napiSamples));

  // --- Rendering never blocks the event loop: renders go to the worker pool ---------------
  const pool = new RenderPool(1);
  await pool.render({ scene: sceneOf(view) });
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  for (let i = 0; i < 20; i++) await pool.render({ scene: sceneOf(view) });
  histogram.disable();
  await pool.close();
  results.push({ name: 'render: worst event-loop delay while 20 boards render in the pool', unit: 'ms', median: histogram.max / 1e6, p95: histogram.percentile(95) / 1e6, runs: 20, target: 50 });
}

// --- The largest DN2 scenario's board: three underground maps, Krobs of several hexes ---
{
  const at = process.argv.indexOf('--dn2-png');
  await benchDn2Board(results, at >= 0 ? process.argv[at + 1] : undefined);
}

// --- The dungeon game: a round of heroes and the Demon King, and its square-grid board ---
await benchDungeon(results);

// --- Dragons of Glory: the whole strategic map with 300 counters, a crop, the event loop -------
await benchDragonsOfGlory(results);
await benchDragonsOfGloryOrders(results);

// --- Dragon Dice: the picture after a march, a 4-player board ------------------------------
await benchDragonDice(results);

// --- Dragon Pass: the map after a phase, and a full player-turn applied (issue 16) ----------
await benchDragonPass(results);
benchPlayerTurn(results);
benchMarch(results);

// --- The game's web page: a 200-phase game's page (public, a seat's own, the reveal) and a kept phase picture (issue 17)
await benchWeb(results);

if (!process.argv.includes('--no-bot')) await benchBot(results);

const baseline = loadBaseline();
console.log(report(results, baseline));
if (process.argv.includes('--save')) {
  saveBaseline(results);
  console.log('\nSaved as the new baseline (bench/baseline.json).');
}
