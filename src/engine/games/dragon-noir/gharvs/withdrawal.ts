import type { Dice } from '../../../core/dice.ts';
import type { GameEvent } from '../../../core/events.ts';
import { labelOf } from '../../../hex/labels.ts';
import type { DnState } from '../state.ts';
import { gharvsOf } from './state.ts';
import { unitById } from '../units.ts';
import { terrainAt, type Table } from '../world.ts';
import { describePath, gharvContacts, gharvRoute, walkGharv } from './moves.ts';

/**
 * Withdrawal, the last step of a Gharv interphase (2.12.2, 4.53): every Gharv no longer in
 * contact with a character goes back towards the nearest water hex, and leaves the map on
 * reaching it. One already in the water leaves at once. One that cannot reach water in one
 * move crawls as far as its allowances take it and goes on at the next interphase (ours); one
 * with no way to any water stays where it is (ours). The Pit's Gharvs never withdraw (5.3).
 */
export function withdrawal(table: Table, dice: Dice): { state: DnState; events: GameEvent[] } {
  let state = table.state;
  const events: GameEvent[] = [];
  for (const record of gharvsOf(table.state).roster) {
    if (record.imprisoned) continue;
    const gharv = state.units.find((u) => u.id === record.id);
    if (!gharv || gharv.dead || !gharv.hex) continue;
    const current: Table = { ...table, state };
    if (gharvContacts(current, gharv).length > 0) continue;
    if (terrainAt(current, gharv.hex)?.id === 'water') {
      state = leave(state, gharv.id);
      events.push({ type: 'gharv-withdraws', text: `${gharv.name} sinks back into the water of ${labelOf(gharv.hex)}.`, visibleTo: 'all', data: { unit: gharv.id } });
      continue;
    }
    const route = gharvRoute(current, gharv, (p) => terrainAt(current, p.hex)?.id === 'water');
    if (!route) {
      events.push({ type: 'gharv-withdraws', text: `${gharv.name} finds no way back to the water and stays in ${labelOf(gharv.hex)}.`, visibleTo: 'all', data: { unit: gharv.id } });
      continue;
    }
    const walk = walkGharv(current, gharv.id, route, dice, 'withdrawing through', true);
    state = walk.state;
    const after = unitById(state, gharv.id);
    const reached = !after.dead && walk.walked.length === route.length;
    let text: string;
    if (reached) {
      state = leave(state, gharv.id);
      text = `${gharv.name} goes back ${describePath(walk.walked)} into the water and is gone.`;
    } else if (walk.walked.length > 1) {
      const path = walk.walked.map((p) => p.hex);
      state = { ...state, moves: [...state.moves.filter((m) => m.unit !== gharv.id), { unit: gharv.id, spent: 0, allowance: 0, path }] };
      text = `${gharv.name} crawls ${describePath(walk.walked)} towards the water.`;
    } else {
      text = `${gharv.name} cannot move towards the water and stays in ${labelOf(gharv.hex)}.`;
    }
    events.push({ type: 'gharv-withdraws', text, visibleTo: 'all', data: { unit: gharv.id } }, ...walk.events);
  }
  return { state, events };
}

/** A Gharv leaves the map: its counter goes back to the box. */
export function leave(state: DnState, id: string): DnState {
  const { roster, queue } = gharvsOf(state);
  return {
    ...state,
    units: state.units.filter((u) => u.id !== id),
    moves: state.moves.filter((m) => m.unit !== id),
    gharvs: { roster: roster.filter((g) => g.id !== id), queue: queue.filter((g) => g !== id) },
  };
}

/** Dead Gharvs leave the map as a new phase begins (ours: no body is left of them, and their counters return to the box). */
export function clearDeadGharvs(state: DnState): DnState {
  let next = state;
  for (const record of gharvsOf(state).roster) if (state.units.find((u) => u.id === record.id)?.dead) next = leave(next, record.id);
  return next;
}
