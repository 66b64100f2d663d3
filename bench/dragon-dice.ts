import { PUBLIC } from '../src/engine/core/events.ts';
import { ddPicture } from '../src/engine/games/dragon-dice/picture.ts';
import { ddView } from '../src/engine/games/dragon-dice/view.ts';
import { renderScene } from '../src/render/render.ts';
import { book, fourPlayerBoard } from '../test/engine/dragon-dice/view/fixture.ts';
import { summarise, timeAsync, type Measured } from './harness.ts';

/**
 * Dragon Dice's picture after a march (issue 15 part 6: drawn and encoded in ≤ 50 ms): a 4-player
 * board of four home terrains and the frontier, three armies of ten dice each per player, reserves,
 * the dead and buried, dragons. From the state to the PNG: view, scene, draw, encode.
 */
export async function benchDragonDice(results: Measured[]): Promise<void> {

  const state = fourPlayerBoard();
  const dice = Object.keys(state.units).length;
  const render = () => renderScene({ scene: ddPicture(ddView(book, state, PUBLIC)) });
  const [cold, first] = await timeAsync(render);
  results.push(summarise('render: Dragon Dice 4-player board, first draw + encode', [cold]));
  const totals: number[] = [];
  const draws: number[] = [];
  const encodes: number[] = [];
  for (let i = 0; i < 40; i++) {
    const [total, rendered] = await timeAsync(render);
    totals.push(total);
    draws.push(rendered.drawMs);
    encodes.push(rendered.encodeMs);
  }
  const size = `${first.width}x${first.height}, ${dice} dice`;
  results.push(summarise(`render: Dragon Dice 4-player board ${size}, draw`, draws.slice(5)));
  results.push(summarise(`render: Dragon Dice 4-player board ${size}, encode`, encodes.slice(5)));
  results.push(summarise(`render: Dragon Dice 4-player board ${size}, view + draw + encode`, totals.slice(5), 50));
}
