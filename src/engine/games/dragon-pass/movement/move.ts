import { publicEvent, type GameEvent } from '../../../core/events.ts';
import type { OrderHint } from '../../../core/module.ts';
import { orderFor } from '../../../core/order-def.ts';
import { option } from '../../../core/options.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import { hexKey } from '../../../hex/hex.ts';
import { fromOffset } from '../../../hex/labels.ts';
import { counterOf, type PassBook } from '../book.ts';
import type { MapHex } from '../map/types.ts';
import { holderOf, isSide, piecesIn, sideOf, stacks } from '../pieces.ts';
import type { DpState, Piece, SideSeat } from '../state.ts';
import { readStack, type MovingStack } from './movers.ts';
import { enemyZone, reachOfStack, wayTo, type ReachedHex } from './reach.ts';
import { groupWords, stackWords, STRUCTURE_NAME } from './words.ts';
import { capital, SIDE_NAMES, SIDE_SHORT } from '../words.ts';

/**
 * The movement phase's order: a stack of one side, from one hex, to another hex by the cheapest
 * way the rules allow (reach.ts), or into or out of the structure of the hex it stands in. Each
 * piece moves once a phase. Everything refused is refused here in one line, and nothing changes.
 */

export interface Moved {
  state: DpState;
  events: GameEvent[];
}

/** Autocomplete lists at most this many hexes, the nearest first (Discord offers 25). */
const HINTS = 25;
/** Discord cuts an offered value at 100 characters: a longer list of pieces is offered as its hex. */
const VALUE_LIMIT = 100;

/** Why a piece may not move at all this phase, or undefined: moved already, or its group held by an event. */
function stillNot(book: PassBook, state: DpState, piece: Piece): string | undefined {
  if (state.turn.done.includes(piece.id)) return `${piece.id} has moved this phase: each piece moves once in its movement phase.`;
  const group = counterOf(book, piece).group;
  if (group && state.held.includes(group)) {
    const event = book.tables.randomEvents.events.find((e) => e.effect.kind === 'units-held' && e.effect.units === group);
    return `${capital(groupWords(group))} may not move this game-turn${event ? ` (event ${event.rolls.join(', ')}, ${event.name})` : ''}.`;
  }
  return undefined;
}

/** The side's pieces in `hex` that may move now. */
const movableIn = (book: PassBook, state: DpState, side: SideSeat, hex: string): Piece[] =>
  piecesIn(state, hex).filter((p) => sideOf(p) === side && counterOf(book, p).movement > 0 && !stillNot(book, state, p));

/**
 * The pieces an order names: their ids, or a hex's label alone for every piece of the side there
 * that may still move (a stack too long to offer by its ids).
 */
function namedPieces(book: PassBook, state: DpState, side: SideSeat, names: readonly string[]): Result<string[]> {
  const only = names.length === 1 ? book.map.parse(names[0]!) : undefined;
  if (!only) return ok([...names]);
  const label = book.map.label(only);
  const here = movableIn(book, state, side, label);
  if (!here.length) return err(`${capital(SIDE_NAMES[side])} has no piece in ${label} that may still move this phase.`);
  return ok(here.map((p) => p.id));
}

const cellOf = (book: PassBook, label: string): MapHex => book.map.hexes.get(hexKey(book.map.parse(label)!))!;

/** What stands in a hex that a stack may not enter, in words, or undefined if it may. */
function closedHex(book: PassBook, state: DpState, side: SideSeat, label: string): string | undefined {
  const holder = holderOf(state, label);
  if (!holder || holder === side) return undefined;
  if (holder !== 'neutral') return `${label} is held by ${SIDE_NAMES[holder]}: a stack may not enter an enemy's hex; attack it in the combat phase.`;
  const owner = piecesIn(state, label)[0]!.owner;
  const name = book.forces.independents.get(owner)?.name ?? owner;
  return `${label} is held by ${name}, who have joined neither side: a stack may not enter their hex.`;
}

/** Why the stack cannot get to `label` with its allowance, once it is known not to. */
function outOfReach(book: PassBook, state: DpState, stack: MovingStack, label: string): string {
  const enemy = SIDE_NAMES[stack.side === 'lunar' ? 'sartar' : 'lunar'];
  const disrupted = stack.pieces.find((p) => p.disrupted);
  if (disrupted && enemyZone(book, state, stack).has(label)) return `${disrupted.id} is disrupted: a disrupted unit may not enter the enemy's zone of control, and ${label} is in ${enemy}'s.`;
  const anyway = wayTo(book, state, stack, label, Number.POSITIVE_INFINITY);
  if (anyway) return `${label} is ${anyway.cost} movement points away; the stack's allowance is ${stack.allowance} (${stack.slowest.id}, ${stack.allowance}).`;
  return `No way to ${label} is open: a stack stops on entering ${enemy}'s zone of control, may not go from one of its hexes to another, and may not pass an enemy's or a neutral's hex.`;
}

/**
 * Moves the stack of `pieceIds` (or every piece of `side` still free to move in a hex named
 * alone) to `to`. `inside` says whether it ends in the hex's structure; left out, it goes in only
 * where there is one, it stood in one before, and it has the points to (our reading). A move to
 * the hex it stands in with `inside` goes into or out of the structure for `inOrOut` points.
 */
export function moveStack(book: PassBook, state: DpState, side: SideSeat, pieceIds: readonly string[], to: string, inside?: boolean): Result<Moved> {
  if (state.turn.phase !== 'movement') return err(`Stacks move in the movement phase; it is the ${state.turn.phase} phase.`);
  if (state.turn.side !== side) return err(`It is ${state.turn.side ? `${SIDE_NAMES[state.turn.side]}'s` : 'no side\'s'} movement phase: ${SIDE_NAMES[side]} moves in its own.`);
  const names = namedPieces(book, state, side, pieceIds);
  if (!names.ok) return names;
  const read = readStack(book, state, names.value);
  if (!read.ok) return read;
  const stack = read.value;
  if (stack.side !== side) return err(`${stack.pieces[0]!.id} is ${SIDE_NAMES[stack.side]}'s: ${SIDE_NAMES[side]} moves its own pieces and its allies'.`);
  for (const p of stack.pieces) {
    const not = stillNot(book, state, p);
    if (not) return err(not);
  }
  const goal = book.map.parse(to);
  if (!goal) return err(`${to.trim().toUpperCase()} is not a hex of the map: hexes run from A1 to ${book.map.label(fromOffset(book.map.cols - 1, book.map.rows - 1))}.`);
  const label = book.map.label(goal);
  const cell = cellOf(book, label);
  if (label === stack.from) return inOrOut(book, state, stack, cell, inside);
  const closed = closedHex(book, state, side, label);
  if (closed) return err(closed);
  if (inside && !cell.structure) return err(`${label} has no structure to end in: leave out inside, or say inside:no.`);
  const way = wayTo(book, state, stack, label);
  if (!way) return err(outOfReach(book, state, stack, label));
  const goIn = book.rules.movement.inOrOut;
  const fits = way.cost + goIn <= stack.allowance;
  if (inside && !fits) {
    return err(`Ending in the ${STRUCTURE_NAME[cell.structure!.kind]} of ${label} costs ${way.cost + goIn} movement points (${way.cost} to get there, ${goIn} to go in); the stack's allowance is ${stack.allowance}.`);
  }
  const endInside = inside ?? (cell.structure !== undefined && stack.inside && fits);
  return ok(walk(book, state, stack, way, cell, endInside));
}

/** The move made: the pieces in their new hex, marked as moved, and the line that tells it. */
function walk(book: PassBook, state: DpState, stack: MovingStack, way: ReachedHex, cell: MapHex, endInside: boolean): Moved {
  const to = cell.label;
  const cost = way.cost + (endInside ? book.rules.movement.inOrOut : 0);
  const pieces = { ...state.pieces };
  for (const p of stack.pieces) pieces[p.id] = { ...p, at: { kind: 'hex', hex: to, inside: endInside } };
  const next: DpState = {
    ...state,
    pieces,
    turn: { ...state.turn, done: [...state.turn.done, ...stack.pieces.map((p) => p.id)] },
    activity: { ...state.activity, moves: [...state.activity.moves, { side: stack.side, from: stack.from, to }] },
  };
  const enemy = stack.side === 'lunar' ? 'sartar' : 'lunar';
  const notes = [`${cost} MP of ${stack.allowance}`];
  if (endInside) notes.push(`ends in the ${STRUCTURE_NAME[cell.structure!.kind]}`);
  if (enemyZone(book, state, stack).has(to)) notes.push(`stops in ${SIDE_NAMES[enemy]}'s zone of control`);
  const text = `${SIDE_SHORT[stack.side]}: ${stackWords(book, stack.pieces)} ${way.path.join(' → ')} (${notes.join('; ')}).`;
  const data = { side: stack.side, pieces: stack.pieces.map((p) => p.id), path: way.path, cost, inside: endInside };
  return { state: next, events: [publicEvent('moved', text, { data })] };
}

/** Into or out of the structure of the hex the stack stands in, for `inOrOut` points. */
function inOrOut(book: PassBook, state: DpState, stack: MovingStack, cell: MapHex, inside: boolean | undefined): Result<Moved> {
  const label = cell.label;
  if (inside === undefined) return err(`The stack already stands in ${label}: name another hex, or add inside:yes or inside:no to go into or out of its structure.`);
  if (!cell.structure) return err(`${label} has no structure to go into or out of: name another hex to move to.`);
  const name = STRUCTURE_NAME[cell.structure.kind];
  if (stack.pieces.every((p) => p.at.kind === 'hex' && p.at.inside === inside)) return err(`The stack is already ${inside ? 'in' : 'out of'} the ${name} of ${label}.`);
  const cost = book.rules.movement.inOrOut;
  if (cost > stack.allowance) return err(`Going ${inside ? 'into' : 'out of'} the ${name} costs ${cost} movement points; the stack's allowance is ${stack.allowance}.`);
  const pieces = { ...state.pieces };
  for (const p of stack.pieces) pieces[p.id] = { ...p, at: { kind: 'hex', hex: label, inside } };
  // The stack stays in its hex: nothing crosses the map for the phase's picture, so no move is recorded in `activity`.
  const next: DpState = { ...state, pieces, turn: { ...state.turn, done: [...state.turn.done, ...stack.pieces.map((p) => p.id)] } };
  const text = `${SIDE_SHORT[stack.side]}: ${stackWords(book, stack.pieces)} go ${inside ? 'into' : 'out of'} the ${name} of ${label} (${cost} MP of ${stack.allowance}).`;
  const data = { side: stack.side, pieces: stack.pieces.map((p) => p.id), path: [label], cost, inside };
  return ok({ state: next, events: [publicEvent('moved', text, { data })] });
}

/** Whether any piece of the side may still move this phase: the movement phase passes by itself when none may. */
export const anyMovable = (book: PassBook, state: DpState, side: SideSeat): boolean => [...stacks(state).keys()].some((hex) => movableIn(book, state, side, hex).length > 0);

/** The hints: each stack of the side with pieces free to move; once one is chosen, the hexes it may reach, nearest first. */
function moveHints(book: PassBook, state: DpState, side: SideSeat, chosen: Record<string, string>): OrderHint[] {
  if (state.turn.phase !== 'movement' || state.turn.side !== side) return [];
  const typed = chosen.units?.trim();
  if (!typed) {
    const hints: OrderHint[] = [];
    for (const hex of stacks(state).keys()) {
      const here = movableIn(book, state, side, hex);
      if (!here.length) continue;
      const ids = here.map((p) => p.id).join(',');
      hints.push({ verb: 'move', options: { units: ids.length <= VALUE_LIMIT ? ids : hex }, label: `${hex}: ${stackWords(book, here)}` });
    }
    return hints;
  }
  const names = namedPieces(book, state, side, typed.split(',').map((s) => s.trim()).filter(Boolean));
  if (!names.ok) return [];
  const read = readStack(book, state, names.value);
  if (!read.ok || read.value.side !== side || read.value.pieces.some((p) => stillNot(book, state, p))) return [];
  const stack = read.value;
  const hints: OrderHint[] = [];
  const cell = cellOf(book, stack.from);
  if (cell.structure) {
    const goIn = !stack.pieces.every((p) => p.at.kind === 'hex' && p.at.inside);
    hints.push({ verb: 'move', options: { units: typed, to: stack.from, inside: goIn ? 'yes' : 'no' }, label: `${goIn ? 'Into' : 'Out of'} the ${STRUCTURE_NAME[cell.structure.kind]} of ${stack.from} (${book.rules.movement.inOrOut} MP)` });
  }
  const reach = [...reachOfStack(book, state, stack)].sort(([a, x], [b, y]) => x.cost - y.cost || a.localeCompare(b));
  for (const [to, way] of reach.slice(0, HINTS - hints.length)) hints.push({ verb: 'move', options: { units: typed, to }, label: `${stack.from} → ${to} (${way.cost} MP of ${stack.allowance})` });
  return hints;
}

/**
 * `move`: a stack to a hex (`move lunar-heavy-infantry-1,jar-eel-1 L11`), or into or out of its
 * hex's structure (`move K9 K9 inside:yes`). Given in the movement phase by the side whose
 * player-turn it is. The integrator adds it to the game's orders.
 */
export function moveOrder(book: PassBook) {
  const order = orderFor<DpState>();
  return order({
    verb: 'move',
    group: 'movement',
    description: 'Move a stack of your pieces from one hex to another, or into or out of its structure',
    options: {
      units: option.units('The pieces that move, by id, separated by commas (or their hex, for all that may move there)', 'which pieces move'),
      to: option.hex('The hex they move to (their own hex with inside, to go in or out of its structure)', 'to move to'),
      inside: option.yesNo('End in the hex’s structure (yes) or outside it (no); by default in if they were in one', { optional: true }),
    },
    line: '{units} {to}',
    phases: ['movement'],
    outOfPhase: (state) => `Stacks move in the movement phase; it is the ${state.turn.phase} phase.`,
    legal: (state, seat, chosen) => (isSide(seat) ? moveHints(book, state, seat, chosen) : []),
    apply: (state, seat, o) => {
      if (!isSide(seat)) return err('Only the Lunar Empire and Sartar move stacks.');
      const moved = moveStack(book, state, seat, o.units, o.to, o.inside);
      return moved.ok ? ok({ ...moved.value, checkpoints: [] }) : moved;
    },
  });
}
