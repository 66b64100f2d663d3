import type { GameEvent } from '../../../core/events.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import { labelOf } from '../../../hex/labels.ts';
import { canEnterDeepDungeons } from './rules.ts';
import type { DnState } from '../state.ts';
import { findUnit, sideLabel, unitById, withUnit } from '../units.ts';
import { livingIn, type Table } from '../world.ts';
import { heldBySpell } from '../magic/protection.ts';
import { revealEntranceFour } from '../secret/entrance-four.ts';
import { entranceAt, entranceHex, entranceInPlay, listEntrances } from './entrances.ts';
import { legsBetween, TURNS_PER_LEG } from './passages.ts';
import { deepOf, type DeepState, type Journey } from './state.ts';

/**
 * A journey through the deep dungeons (5.3). A Dwarf, a Goblin or a dog standing on an entrance
 * in his movement phase goes down (`/descend unit:`): he is taken off the map, which all see,
 * and his player then writes, in secret, the exit (1 to 6) and the game turn he comes up: the
 * module asks it as a secret decision of his seat (by DM), answered with `/note exit: turn:`.
 * A player may also give the whole order at once by DM (`/descend unit: exit: turn:`). The
 * passages are three game turns a leg; he may linger longer by writing a later turn. He comes
 * up at that exit as his side's movement phase of that turn begins, or later by `/emerge` if
 * the hex was taken then, and may move at once.
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
  exit?: number | undefined;
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
  const from = entranceAt(table, unit.hex);
  if (from === undefined) return err(`${unit.name} is not on an entrance to the deep dungeons. Entrances: ${listEntrances(table, true)}.`);
  if (exitsFrom(table, from) === 'none') return err(`No passage from entrance ${from} leads to an exit on this board (5.3).`);
  const pending = { unit: unit.id, side: unit.side, from, turn: state.turn };
  // Given at once (by DM): the note is checked before he goes down, so a bad one changes nothing.
  const note = order.exit === undefined ? undefined : checkNote(table, pending, order.exit, order.turn);
  if (note && !note.ok) return note;
  const events: GameEvent[] = [];
  state = withUnit(state, { ...unitById(state, unit.id), hex: null, below: false, carrying: null, movedInPlayerTurn: state.playerTurn });
  events.push({ type: 'deep-descend', text: `${unit.name} goes down into the deep dungeons by entrance ${from} (${labelOf(unit.hex)}).`, visibleTo: 'all', data: { unit: unit.id, entrance: from } });
  if (from === 4) {
    const revealed = revealEntranceFour(state, `${unit.name} goes down there`);
    state = revealed.state;
    events.push(...revealed.events);
  }
  if (!note) {
    state = { ...state, deep: { ...deepOf(state), pending } };
    return ok({ state, events });
  }
  const written = record(state, note.value);
  return ok({ state: written.state, events: [...events, ...written.events] });
}

/** `/note exit: turn:` — the secret answer: where and when the traveller who just went down comes up. */
export function writeNote(table: Table, seat: string, exit: number, turn: number | undefined): Result<Outcome> {
  const pending = deepOf(table.state).pending;
  if (!pending) return err('Nobody has just gone down into the deep dungeons: there is no note to write.');
  if (pending.side !== seat) return err(`Waiting for the ${sideLabel(table.state, pending.side)} to write their traveller's note.`);
  const note = checkNote(table, pending, exit, turn);
  if (!note.ok) return note;
  return ok(record({ ...table.state, deep: { ...deepOf(table.state), pending: null } }, note.value));
}

type Pending = NonNullable<DeepState['pending']>;

/** Whether a note is legal (5.3): an exit on the board joined by the passages, a turn at least three a leg later. */
function checkNote(table: Table, pending: Pending, exit: number, turn: number | undefined): Result<Journey> {
  const { state } = table;
  const name = unitById(state, pending.unit).name;
  const { from } = pending;
  if (!entranceInPlay(table, exit)) return err(`Exit ${exit} is not on this board. Exits: ${exitsFrom(table, from)}.`);
  const legs = legsBetween(from, exit, table.scenario.deepDungeons?.entranceOne ?? false);
  if (legs === undefined) return err(`No passage leads from entrance ${from} to exit ${exit} (5.3). From ${from}: ${exitsFrom(table, from)}.`);
  const earliest = pending.turn + TURNS_PER_LEG * legs;
  const out = turn ?? earliest;
  if (out < earliest) return err(`${name} cannot come up at exit ${exit} before turn ${earliest}: ${legs} leg${legs > 1 ? 's' : ''} of ${TURNS_PER_LEG} turns from turn ${pending.turn} (5.3).`);
  if (out > state.turns) return err(`The game ends on turn ${state.turns}: write a turn from ${earliest} to ${state.turns}${earliest > state.turns ? ', which cannot be' : ''}.`);
  return ok({ unit: pending.unit, side: pending.side, from, turn: pending.turn, exit, out, legs, cameUp: null });
}

/** The note is kept, and shown to the traveller's side alone. */
function record(state: DnState, journey: Journey): Outcome {
  const name = unitById(state, journey.unit).name;
  const { legs } = journey;
  return {
    state: { ...state, deep: { ...deepOf(state), journeys: [...deepOf(state).journeys, journey] } },
    events: [
      {
        type: 'deep-note',
        text: `${name}'s note: exit ${journey.exit}, turn ${journey.out} (${legs} leg${legs > 1 ? 's' : ''}, ${TURNS_PER_LEG * legs} turns from entrance ${journey.from}).`,
        visibleTo: [journey.side],
        data: { unit: journey.unit, exit: journey.exit, turn: journey.out },
      },
    ],
  };
}

/** The default note when the deadline passes: the nearest exit (fewest legs, then the lowest number), at the earliest turn. */
export function defaultNote(table: Table): { exit: number } | undefined {
  const pending = deepOf(table.state).pending;
  if (!pending) return undefined;
  let best: { exit: number; legs: number } | undefined;
  for (let n = 1; n <= 6; n++) {
    if (!entranceInPlay(table, n)) continue;
    const legs = legsBetween(pending.from, n, table.scenario.deepDungeons?.entranceOne ?? false);
    if (legs !== undefined && (!best || legs < best.legs)) best = { exit: n, legs };
  }
  return best ? { exit: best.exit } : undefined;
}

/** Each exit the traveller's note may name, and the earliest turn for it: the choices of the DM menu. */
export function noteChoices(table: Table): Array<{ exit: number; turn: number }> {
  const pending = deepOf(table.state).pending;
  if (!pending) return [];
  const choices: Array<{ exit: number; turn: number }> = [];
  for (let n = 1; n <= 6; n++) {
    if (!entranceInPlay(table, n)) continue;
    const legs = legsBetween(pending.from, n, table.scenario.deepDungeons?.entranceOne ?? false);
    const turn = legs === undefined ? undefined : pending.turn + TURNS_PER_LEG * legs;
    if (turn !== undefined && turn <= table.state.turns) choices.push({ exit: n, turn });
  }
  return choices;
}

/** The prompt of the secret decision. */
export function notePrompt(table: Table): string | undefined {
  const pending = deepOf(table.state).pending;
  if (!pending) return undefined;
  const name = unitById(table.state, pending.unit).name;
  return `${name} went down by entrance ${pending.from} on turn ${pending.turn}: write his note in secret, /note exit: turn: (exits ${exitsFrom(table, pending.from)}; 3 turns a leg)`;
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
  return deepOf(state).journeys.find((j) => j.unit === unitId && j.cameUp === null);
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
  const journeys = deepOf(state).journeys.map((j) => (j === journey ? { ...j, cameUp: state.turn } : j));
  state = { ...state, deep: { ...deepOf(state), journeys } };
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
  if (deepOf(state).journeys.length === 0) return { state, events };
  const moving = state.sides[state.active]!.id;
  for (const journey of deepOf(state).journeys) {
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
