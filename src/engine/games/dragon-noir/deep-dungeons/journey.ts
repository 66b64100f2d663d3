import type { GameEvent } from '../../../core/events.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import { labelOf } from '../../../hex/labels.ts';
import { canEnterDeepDungeons } from '../deep-dungeons.ts';
import type { DnState } from '../state.ts';
import { findUnit, sideLabel, unitById, withUnit } from '../units.ts';
import { livingIn, type Table } from '../world.ts';
import { heldBySpell } from '../magic/protection.ts';
import { revealEntranceFour } from '../secret/entrance-four.ts';
import { entranceAt, entranceHex, entranceInPlay, listEntrances } from './entrances.ts';
import { legsBetween, TURNS_PER_LEG } from './passages.ts';
import type { Journey } from './state.ts';

/**
 * A journey through the deep dungeons (5.3). A Dwarf, a Goblin or a dog standing on an entrance
 * in his movement phase goes down (`/descend`): he is taken off the map and his player writes,
 * in secret (the order is given by DM; its answer reaches his side alone), the exit (1 to 6) and
 * the game turn he comes up. The passages are three game turns a leg; he may linger longer by
 * writing a later turn. He comes up at that exit as his side's movement phase of that turn
 * begins, or later by `/emerge` if the hex was taken then, and may move at once.
 *
 * Ours: going down ends his move and costs nothing more; the exit must be another entrance, on
 * the board, joined to his by the passages, and the turn no later than the game's last.
 */

export interface Outcome {
  state: DnState;
  events: GameEvent[];
}

export interface DescendOrder {
  unit: string;
  exit: number;
  turn?: number | undefined;
}

export function descend(table: Table, seat: string, order: DescendOrder): Result<Outcome> {
  let { state } = table;
  if (state.volume !== 2) return err('The deep dungeons are in DN2 (5.3); this is a DN1 scenario.');
  if (state.phase !== 'movement') return err(`A character goes down into the deep dungeons in his movement phase; it is the ${state.phase.replace('-', ' ')} phase.`);
  const found = findUnit(state, order.unit, state.units.filter((u) => u.side === seat && !u.dead));
  if (!found.ok) return found;
  const unit = found.value;
  if (!unit.hex) return err(`${unit.name} is not on the map.`);
  if (unit.stunned) return err(`${unit.name} is stunned and cannot go down.`);
  const held = heldBySpell(unit);
  if (held) return err(`${held}.`);
  if (!canEnterDeepDungeons(unit)) return err(`Only Dwarves, Goblins and dogs fit through the passages of the deep dungeons (5.3); ${unit.name} does not.`);
  const events: GameEvent[] = [];
  const from = entranceAt(table, unit.hex);
  const current: Table = { ...table, state };
  if (from === undefined) return err(`${unit.name} is not on an entrance to the deep dungeons. Entrances: ${listEntrances(current, true)}.`);
  if (!entranceInPlay(current, order.exit)) return err(`Exit ${order.exit} is not on this board. Exits: ${exitsFrom(current, from)}.`);
  const legs = legsBetween(from, order.exit, current.scenario.deepDungeons?.entranceOne ?? false);
  if (legs === undefined) return err(`No passage leads from entrance ${from} to exit ${order.exit} (5.3). From ${from}: ${exitsFrom(current, from)}.`);
  const earliest = state.turn + TURNS_PER_LEG * legs;
  const out = order.turn ?? earliest;
  if (out < earliest) return err(`${unit.name} cannot come up at exit ${order.exit} before turn ${earliest}: ${legs} leg${legs > 1 ? 's' : ''} of ${TURNS_PER_LEG} turns from turn ${state.turn} (5.3).`);
  if (out > state.turns) return err(`The game ends on turn ${state.turns}: write a turn from ${earliest} to ${state.turns}${earliest > state.turns ? ', which cannot be' : ''}.`);
  const journey: Journey = { unit: unit.id, side: unit.side, from, turn: state.turn, exit: order.exit, out, legs, cameUp: null };
  state = withUnit(state, { ...unitById(state, unit.id), hex: null, below: false, carrying: null, movedInPlayerTurn: state.playerTurn });
  state = { ...state, deep: { ...state.deep, journeys: [...state.deep.journeys, journey] } };
  events.push({ type: 'deep-descend', text: `${unit.name} goes down into the deep dungeons by entrance ${from} (${labelOf(unit.hex)}).`, visibleTo: 'all', data: { unit: unit.id, entrance: from } });
  if (from === 4) {
    const revealed = revealEntranceFour(state, `${unit.name} goes down there`);
    state = revealed.state;
    events.push(...revealed.events);
  }
  events.push({
    type: 'deep-note',
    text: `${unit.name}'s note: exit ${order.exit}, turn ${out} (${legs} leg${legs > 1 ? 's' : ''}, ${TURNS_PER_LEG * legs} turns from entrance ${from}).`,
    visibleTo: [unit.side],
    data: { unit: unit.id, exit: order.exit, turn: out },
  });
  return ok({ state, events });
}

/** "2 (1 leg), 4 (1 leg), 5 (1 leg), 6 (2 legs)": where a journey from `from` may end on this board. */
function exitsFrom(table: Table, from: number): string {
  const parts: string[] = [];
  for (let n = 1; n <= 6; n++) {
    if (!entranceInPlay(table, n)) continue;
    const legs = legsBetween(from, n, table.scenario.deepDungeons?.entranceOne ?? false);
    if (legs !== undefined) parts.push(`${n} (${legs} leg${legs > 1 ? 's' : ''})`);
  }
  return parts.join(', ') || 'none';
}

/** The journey a character is on, if he is below. */
export function journeyOf(state: DnState, unitId: string): Journey | undefined {
  return state.deep.journeys.find((j) => j.unit === unitId && j.cameUp === null);
}

/** Brings a traveller up at his exit if it is free; otherwise says (to his side) that he waits. */
function comeUp(table: Table, journey: Journey): Result<Outcome> {
  let { state } = table;
  const unit = unitById(state, journey.unit);
  const at = entranceHex(table, journey.exit);
  if (!at) return err(`Exit ${journey.exit} is not on the map.`);
  const there = livingIn(table, { hex: at, below: false });
  if (there.length > 0) return err(`${unit.name} cannot come up at exit ${journey.exit}: ${labelOf(at)} is taken by ${there.map((u) => u.name).join(' and ')}.`);
  state = withUnit(state, { ...unit, hex: at, below: false });
  const journeys = state.deep.journeys.map((j) => (j === journey ? { ...j, cameUp: state.turn } : j));
  state = { ...state, deep: { ...state.deep, journeys } };
  const events: GameEvent[] = [{ type: 'deep-emerge', text: `${unit.name} comes up out of the deep dungeons at exit ${journey.exit} (${labelOf(at)}).`, visibleTo: 'all', data: { unit: unit.id, exit: journey.exit } }];
  if (journey.exit === 4) {
    const revealed = revealEntranceFour(state, `${unit.name} comes up there`);
    state = revealed.state;
    events.push(...revealed.events);
  }
  return ok({ state, events });
}

/** As a side's movement phase begins, its travellers whose written turn has come come up (or wait, if the exit is taken). */
export function comeUpWhenDue(table: Table): Outcome {
  let state = table.state;
  const events: GameEvent[] = [];
  if (state.deep.journeys.length === 0) return { state, events };
  const moving = state.sides[state.active]!.id;
  for (const journey of state.deep.journeys) {
    if (journey.side !== moving || journey.cameUp !== null || journey.out > state.turn) continue;
    if (unitById(state, journey.unit).dead) continue;
    const up = comeUp({ ...table, state }, journey);
    if (up.ok) {
      state = up.value.state;
      events.push(...up.value.events);
    } else {
      events.push({ type: 'deep-wait', text: `${up.error} He waits below: /emerge brings him up once it is free.`, visibleTo: [journey.side], data: { unit: journey.unit } });
    }
  }
  return { state, events };
}

/** `/emerge unit:` — a traveller whose written turn has come, kept below by a taken exit, comes up now. */
export function emerge(table: Table, seat: string, name: string): Result<Outcome> {
  const { state } = table;
  if (state.phase !== 'movement') return err(`A traveller comes up in his movement phase; it is the ${state.phase.replace('-', ' ')} phase.`);
  const below = state.units.filter((u) => u.side === seat && journeyOf(state, u.id));
  const found = findUnit(state, name, below);
  if (!found.ok) return err(below.length ? `${name.trim()} is not in the deep dungeons. Yours there: ${below.map((u) => u.name).join(', ')}.` : `None of the ${sideLabel(state, seat)} is in the deep dungeons.`);
  const journey = journeyOf(state, found.value.id)!;
  if (journey.out > state.turn) return err(`${found.value.name}'s note says turn ${journey.out}: he comes up then, not before (5.3).`);
  return comeUp(table, journey);
}
