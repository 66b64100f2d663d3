import { passMapScene, type MapCounter } from '../src/engine/games/dragon-pass/picture/map-scene.ts';
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
