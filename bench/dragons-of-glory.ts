import { monitorEventLoopDelay } from 'node:perf_hooks';
import { unwrap } from '../src/engine/core/result.ts';
import { focusArea } from '../src/engine/games/dragons-of-glory/picture/focus.ts';
import { dragonsOfGloryPicture } from '../src/engine/games/dragons-of-glory/picture/picture.ts';
import { RenderPool } from '../src/render/pool.ts';
import { renderScene } from '../src/render/render.ts';
import { busyView, NATIONS, syntheticMap } from '../test/engine/dragons-of-glory/picture/synthetic-map.ts';
import { summarise, timeAsync, type Measured } from './harness.ts';

/**
 * Issue 13's picture targets for Dragons of Glory, on a made-up map at Ansalon's size (64 by 53
 * hexes, every terrain, twelve nations) with 300 counters in 150 stacks: the whole map drawn and
 * encoded in 100 ms once its terrain layer is cached, a crop in 30 ms, and the bot's event loop
 * never held up more than 50 ms while maps render in the worker pool.
 */
export async function benchDragonsOfGlory(results: Measured[]): Promise<void> {
  const map = syntheticMap();
  const picture = dragonsOfGloryPicture(map, NATIONS);
  const view = busyView(map, 150, 2);
  const counters = view.stacks.reduce((n, s) => n + s.units.length, 0);
  const cropped = { ...view, area: unwrap(focusArea(map, NATIONS, '2020a')) };
  const whole = picture(view);
  const crop = picture(cropped);

  for (const [name, scene, target] of [
    [`whole map, ${counters} counters in ${view.stacks.length} stacks`, whole, 100],
    ['a crop of 20x14 hexes', crop, 30],
  ] as const) {
    const [cold] = await timeAsync(() => renderScene({ scene }));
    results.push(summarise(`render: Dragons of Glory ${name}, first draw + encode (terrain layer drawn)`, [cold]));
    const totals: number[] = [];
    let size = '';
    for (let i = 0; i < 30; i++) {
      const [total, rendered] = await timeAsync(() => renderScene({ scene }));
      totals.push(total);
      size = `${rendered.width}x${rendered.height}, ${(rendered.png.length / 1024).toFixed(0)} KiB`;
    }
    results.push(summarise(`render: Dragons of Glory ${name} (${size}), draw + encode`, totals.slice(5), target));
  }

  // The renderer works in a worker: the bot's own thread only makes the scene (the ground is built once) and hands it over.
  const pool = new RenderPool(1);
  await pool.render({ scene: whole });
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  for (let i = 0; i < 20; i++) await pool.render({ scene: picture(i % 2 ? cropped : view) });
  histogram.disable();
  await pool.close();
  results.push({ name: 'render: Dragons of Glory, worst event-loop delay while 20 maps render in the pool', unit: 'ms', median: histogram.max / 1e6, p95: histogram.percentile(95) / 1e6, runs: 20, target: 50 });
}
