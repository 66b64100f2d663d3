import type { GameEvent } from '../../../core/events.ts';
import type { DnState } from '../state.ts';
import type { Table } from '../world.ts';
import { findEntranceFour } from './entrance-four.ts';
import { revealAll, revealByTurn, revealFound } from './hidden.ts';
import { flipReached } from './markers.ts';

/**
 * When the hidden comes out, as the rest of the rules call it: after every order (who walked
 * into or came within sight of a hiding place, which marker was reached, who entered the cell of
 * the deep entrance No. 4), as each player-turn begins (the scenario's reveal turn), and at
 * nightfall, before victory is read.
 */

type Step = { state: DnState; events: GameEvent[] };

function chain(table: Table, steps: Array<(t: Table) => Step>): Step {
  let state = table.state;
  const events: GameEvent[] = [];
  for (const step of steps) {
    const done = step({ ...table, state });
    state = done.state;
    events.push(...done.events);
  }
  return { state, events };
}

export function afterOrder(table: Table): Step {
  const deployments = table.scenario.deployment ?? [];
  return chain(table, [(t) => revealFound(t, deployments), (t) => flipReached(t.state), (t) => findEntranceFour(t.state, t.board)]);
}

/** As a player-turn begins: the reveal turn, then anyone an enemy now sees. */
export function atPlayerTurn(table: Table): Step {
  const deployments = table.scenario.deployment ?? [];
  return chain(table, [(t) => revealByTurn(t, deployments), (t) => revealFound(t, deployments)]);
}

/** Night falls: **ours,** whoever is still hidden is counted where he waits. */
export function atNightfall(table: Table): Step {
  return revealAll(table, 'night falls');
}
