import { writeFileSync } from 'node:fs';
import { gameModule } from '../src/app/modules.ts';
import { SeededDice } from '../src/engine/core/dice.ts';
import { PUBLIC } from '../src/engine/core/events.ts';
import type { DragonNoir } from '../src/engine/games/dragon-noir/index.ts';
import { renderToPng } from '../test/support/pictures.ts';
import { summarise, timeAsync, type Measured } from './harness.ts';

/**
 * The largest DN2 scenario's board, The Swamp Road (the Haunted Swamp, the Dark Island turned
 * round and the Pit, 72 columns), drawn and encoded by the real renderer as the bot posts it:
 * the shipped maps with their levels, marsh and water, the Krobs with a Guard of three hexes,
 * webs and the face-down Sun? markers. `--dn2-png <file>` also writes the picture, to look at.
 */
export async function benchDn2Board(results: Measured[], pngPath?: string): Promise<void> {
  const dn = gameModule('dragon-noir') as DragonNoir;
  const id = 'the-swamp-road';
  const setup = dn.setup({ scenarioId: id, options: {}, seats: dn.seats(id).map((s) => s.id) }, new SeededDice('bench', 0));
  if (!setup.ok) throw new Error(setup.error);
  const view = dn.view(setup.value, PUBLIC);
  const [cold, first] = await timeAsync(() => renderToPng({ view }));
  if (pngPath) writeFileSync(pngPath, first.png);
  results.push(summarise('render: DN2 Swamp Road (three maps), first draw + encode', [cold]));
  const totals: number[] = [];
  for (let i = 0; i < 30; i++) totals.push((await timeAsync(() => renderToPng({ view })))[0]);
  results.push(summarise(`render: DN2 Swamp Road board ${first.width}x${first.height}, draw + encode`, totals.slice(5), 100));
}
