import type { Dice } from '../../../core/dice.ts';
import { publicEvent, type GameEvent } from '../../../core/events.ts';
import { counterOf, type PassBook } from '../book.ts';
import { replaceable } from '../forces/types.ts';
import { EDGES, type Edge } from '../map/types.ts';
import { holderOf, piecesIn, withPiece } from '../pieces.ts';
import { placementHex } from '../scenario.ts';
import type { DpState, Piece } from '../state.ts';
import { RANDOM_EVENTS_TABLE, type EventEffect, type RandomEvent } from '../tables/random-events.ts';
import { edgeHexesFrom, edgeHexesWithin, enter, entryHex } from './entry.ts';
import type { EventOutcome } from './outcome.ts';
import { pieceWords, sidePlayer } from './words.ts';
import { SIDE_SHORT, listed } from '../words.ts';

/**
 * The events that bring units on or take them off: a unit arrives (21-26 a giant, 42 the Twin
 * Stars), lost units are replaced at an edge (34, 44), the Red Emperor leaves for a while (36),
 * and, as a game-turn opens, those away whose turn has come return (`returnFromAway`).
 */

type Arrives = Extract<EventEffect, { kind: 'unit-arrives' }>;
type Replace = Extract<EventEffect, { kind: 'replace' }>;
type Leaves = Extract<EventEffect, { kind: 'unit-leaves' }>;

const byId = (a: Piece, b: Piece) => a.id.localeCompare(b.id, 'en', { numeric: true });

/**
 * 21-26, 42: one counter of `unit` is placed at the place named. One not yet on the map comes
 * first, else one eliminated (WD 1983: the Twin Stars may come again once eliminated; giants alike,
 * our reading). It stays whose it is: a giant is the giants' (neutral) piece unless they have
 * allied (seed silent; our reading), the Twin Stars are Lunar. Nothing comes when the counter is on
 * the map already and the event says so (42, WD 1983), when the side named holds the place (42:
 * "unless occupied by units controlled by the Sartar player"), or when another owner's pieces
 * stand there (a hex holds one owner's pieces: pieces.ts).
 */
export function unitArrives(book: PassBook, state: DpState, event: RandomEvent, effect: Arrives): EventOutcome {
  const hex = placementHex(book.map, effect.at)!;
  const name = book.forces.units.get(effect.unit)?.name ?? effect.unit;
  const said = (text: string, data: Record<string, unknown> = {}) => ({ state, events: [publicEvent('random-event-effect', `${event.name}: ${text}`, { data: { event: event.id, ...data } })] });
  const all = Object.values(state.pieces).filter((p) => p.counter === effect.unit).sort(byId);
  if (effect.ifOnBoard === 'nothing' && all.some((p) => p.at.kind === 'hex')) return said(`the ${name} are on the map already: nothing happens.`);
  const piece = all.find((p) => p.at.kind === 'off-map') ?? all.find((p) => p.at.kind === 'eliminated');
  if (!piece) return said(`every ${name} is on the map already: nothing happens.`);
  if (effect.unlessHeldBy && holderOf(state, hex) === effect.unlessHeldBy) return said(`${SIDE_SHORT[effect.unlessHeldBy]} units hold ${hex}: the ${name} do not come.`);
  const other = piecesIn(state, hex).find((p) => p.owner !== piece.owner);
  if (other) return said(`${pieceWords(book, other)} stands in ${hex}: the ${name} cannot come there.`);
  const placed = enter(book, piece, hex);
  const whose = piece.owner === 'lunar' || piece.owner === 'sartar' ? SIDE_SHORT[piece.owner] : `unallied (${book.forces.independents.get(piece.owner)?.name ?? piece.owner})`;
  return {
    state: withPiece(state, placed),
    events: [publicEvent('random-event-effect', `${event.name}: ${pieceWords(book, piece)} is placed in ${hex}, ${whose}.`, { data: { event: event.id, piece: piece.id, hex } })],
  };
}

/** The hexes an event's replacements enter by. */
const replacementHexes = (book: PassBook, effect: Replace): string[] =>
  'from' in effect.enter ? edgeHexesFrom(book, effect.enter.edge, effect.enter.from, effect.enter.toward) : edgeHexesWithin(book, effect.enter.within, effect.enter.edge);

/** The side's lost infantry and cavalry an event may replace: its own battalia's, eliminated (seed: "lost so far"). */
export const replaceableLosses = (book: PassBook, state: DpState, effect: Replace): Piece[] =>
  Object.values(state.pieces).filter((p) => p.at.kind === 'eliminated' && p.owner === effect.side && counterOf(book, p).side === effect.side && replaceable(counterOf(book, p)));

/**
 * 34, 44: up to `upTo` of the side's eliminated infantry or cavalry come back on the edge hexes
 * the event names (34: the south edge from Stone Cross east, inclusive; 44: the north edge within
 * the Lunar Empire), free hexes first. Which ones, the player may choose (`chosen`); by default the
 * strongest by CF, then by id (our reading: a player takes back the best he lost).
 */
export function replaceLosses(book: PassBook, state: DpState, event: RandomEvent, effect: Replace, chosen?: readonly string[]): EventOutcome {
  const lost = replaceableLosses(book, state, effect);
  const picked = chosen ? lost.filter((p) => chosen.includes(p.id)) : [...lost].sort((a, b) => counterOf(book, b).combat - counterOf(book, a).combat || byId(a, b));
  const coming = picked.slice(0, effect.upTo);
  if (!coming.length) return { state, events: [publicEvent('random-event-effect', `${event.name}: ${sidePlayer(effect.side)} has lost no infantry or cavalry to replace.`, { data: { event: event.id } })] };
  const hexes = replacementHexes(book, effect);
  let next = state;
  const placed: string[] = [];
  const stuck: string[] = [];
  for (const piece of coming) {
    const hex = entryHex(next, piece.owner, hexes);
    if (!hex) {
      stuck.push(pieceWords(book, piece));
      continue;
    }
    next = withPiece(next, enter(book, piece, hex));
    placed.push(`${pieceWords(book, piece)} at ${hex}`);
  }
  const text = `${event.name}: ${sidePlayer(effect.side)} replaces ${placed.length ? listed(placed) : 'nothing'}${stuck.length ? `; ${listed(stuck)} cannot enter, every entry hex being held by another` : ''}.`;
  return { state: next, events: [publicEvent('random-event-effect', text, { data: { event: event.id, replaced: coming.map((p) => p.id) } })] };
}

/**
 * 36: the Red Emperor, if on the map, leaves it for a d6 of game-turns, then returns as a
 * reinforcement on an edge hex within the Lunar Empire (seed). The game-turn he leaves in counts
 * as the first away, so a 4 brings him back as game-turn t + 4 opens (WE-DP-18: "after 4 turns").
 */
export function unitLeaves(book: PassBook, state: DpState, event: RandomEvent, effect: Leaves, dice: Dice): EventOutcome {
  const piece = Object.values(state.pieces).find((p) => p.counter === effect.unit && p.owner === effect.side && p.at.kind === 'hex');
  const name = book.forces.units.get(effect.unit)?.name ?? effect.unit;
  if (!piece) return { state, events: [publicEvent('random-event-effect', `${event.name}: the ${name} is not on the map: nothing happens.`, { data: { event: event.id } })] };
  const roll = dice.roll(6, `${event.name}: the ${name}`, 'the game-turns away');
  const back = state.gameTurn + roll.face;
  roll.explain({ table: RANDOM_EVENTS_TABLE, row: `${event.rolls.join(', ')}: ${event.name}`, column: 'game-turns away', result: `back on game-turn ${back}` });
  const from = (piece.at as { hex: string }).hex;
  const next: DpState = {
    ...withPiece(state, { ...piece, at: { kind: 'off-map' } }),
    away: [...state.away, { piece: piece.id, back, edge: effect.returns.edge, within: effect.returns.within }],
  };
  const when = back > state.lastTurn ? `after the game's last game-turn (${state.lastTurn}): he does not return` : `as game-turn ${back} opens, on an edge hex of ${book.map.places.get(effect.returns.within)?.name ?? effect.returns.within}`;
  return {
    state: next,
    events: [publicEvent('random-event-effect', `${event.name}: ${name} leaves ${from} for ${roll.face} game-turns and returns ${when}.`, { rolls: [roll.record], data: { event: event.id, piece: piece.id, back } })],
  };
}

/**
 * As a game-turn opens: each piece away whose game-turn has come returns on a free edge hex of the
 * place it went from (`within`; `edge` one edge or any), free hexes first, else one its side holds.
 * Every such hex held by another: it waits, and tries again as the next game-turn opens.
 */
export function returnFromAway(book: PassBook, state: DpState): EventOutcome {
  let next: DpState = state;
  const events: GameEvent[] = [];
  const away: DpState['away'] = [];
  for (const entry of state.away) {
    const piece = next.pieces[entry.piece];
    if (!piece || entry.back > state.gameTurn) {
      if (piece) away.push(entry);
      continue;
    }
    const edge = (EDGES as readonly string[]).includes(entry.edge) ? (entry.edge as Edge) : 'any';
    const hex = entryHex(next, piece.owner, edgeHexesWithin(book, entry.within, edge));
    if (!hex) {
      away.push(entry);
      events.push(publicEvent('returns', `${pieceWords(book, piece)} is due back, but every edge hex of ${entry.within} is held by another: he waits a game-turn more.`, { data: { piece: piece.id } }));
      continue;
    }
    next = withPiece(next, enter(book, piece, hex));
    events.push(publicEvent('returns', `${pieceWords(book, piece)} returns as a reinforcement at ${hex}.`, { data: { piece: piece.id, hex } }));
  }
  return { state: { ...next, away }, events };
}
