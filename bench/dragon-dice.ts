import { SeededDice } from '../src/engine/core/dice.ts';
import { PUBLIC } from '../src/engine/core/events.ts';
import { playOrder, type TypedOrder } from '../src/engine/core/orders.ts';
import { unwrap } from '../src/engine/core/result.ts';
import { seatsToAct } from '../src/engine/games/dragon-dice/bot/acting.ts';
import { botOrders } from '../src/engine/games/dragon-dice/bot/choose.ts';
import type { DdState } from '../src/engine/games/dragon-dice/state.ts';
import { game } from '../test/engine/dragon-dice/flow/fixtures.ts';
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

/**
 * A full march (issue 15: ≤ 5 ms): from the marching player's first order to the end of its action,
 * every order the march asks for (the maneuver, the counter-maneuvers sealed and revealed, the die
 * turned, the action's rolls, saves, casualties and counter-attack) played through the module's own
 * checks as the bot would choose them. The marches are those of seeded bot games, each timed once.
 */
export function benchMarch(results: Measured[]): void {
  const starts: Array<{ state: DdState; cursor: number; seed: string }> = [];
  for (const [seed, seats] of [['bench-march-1', ['p1', 'p2']], ['bench-march-2', ['p1', 'p2', 'p3', 'p4']], ['bench-march-3', ['p1', 'p2', 'p3']]] as const) {
    let state = unwrap(game.setup({ scenarioId: 'standard-24', options: {}, seats: [...seats] }, new SeededDice(seed, 0)));
    let cursor = 0;
    for (let n = 0; n < 3000 && !game.outcome(state); n++) {
      if (marchBegins(state)) starts.push({ state, cursor, seed });
      const step = playNext(state, seed, cursor);
      state = step.state;
      cursor = step.cursor;
    }
  }
  const times: number[] = [];
  for (const start of starts) {
    const t0 = performance.now();
    let { state, cursor } = start;
    const round = state.turn!.round;
    const marched = state.turn!.marched.length;
    const stepName = state.turn!.step;
    // The march is over once its army is marked as marched with nothing waiting, or the turn moved on.
    for (let n = 0; n < 200 && !game.outcome(state); n++) {
      ({ state, cursor } = playNext(state, start.seed, cursor));
      const t = state.turn;
      if (!t || t.round !== round || t.step !== stepName || (t.marched.length > marched && !t.march && !state.action)) break;
    }
    times.push(performance.now() - t0);
  }
  results.push(summarise(`engine: Dragon Dice full march, bot choices (${times.length} marches)`, times, 5));
}

const marchBegins = (state: DdState) => !!state.turn && (state.turn.step === 'first-march' || state.turn.step === 'second-march') && !state.turn.march && !state.action && !state.dragonAttack;

function playNext(state: DdState, seed: string, cursor: number): { state: DdState; cursor: number } {
  const seat = seatsToAct(state)[0];
  const order = seat ? (botOrders(book, state, seat)[0] as TypedOrder | undefined) : undefined;
  if (!seat || !order) throw new Error(`nothing to play in ${game.phase(state).label}`);
  const dice = new SeededDice(seed, cursor);
  const done = unwrap(playOrder<DdState>(game, state, seat, order, dice));
  return { state: done.state, cursor: cursor + dice.rolls.filter((r) => r.index !== undefined).length };
}
