import type { Dice } from '../../../core/dice.ts';
import { publicEvent, type GameEvent } from '../../../core/events.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import { hexKey, neighbours } from '../../../hex/hex.ts';
import { counterOf, type PassBook } from '../book.ts';
import { hasFlag } from '../forces/types.ts';
import { inPlace } from '../map/places.ts';
import { hexOfPiece, piecesIn, sideOf } from '../pieces.ts';
import type { DpState, Piece, SideSeat } from '../state.ts';
import { DWARF_LUCK_TABLE, dwarfLuck } from '../tables/dwarf-luck.ts';
import { EMISSARY_TABLE, emissaryResult } from '../tables/emissary.ts';
import { independentName, SIDE_SHORT } from '../words.ts';
import { allyIndependent } from './ally.ts';

/**
 * An emissary goes to a minor independent in person (GB-0532: "you have to physically send
 * someone") and rolls on the Emissary Table, or, sent to the Dwarf, on the Dwarf Luck Table.
 * Where he must stand (our reading): in the independent's territory, or next to one of its units
 * on the map; the Wind Children, who have no land, are met on any mountain hex.
 */
export function sendEmissary(book: PassBook, state: DpState, side: SideSeat, pieceId: string, to: string, dice: Dice): Result<{ state: DpState; events: GameEvent[] }> {
  const emissary = state.pieces[pieceId.trim()];
  if (!emissary || sideOf(emissary) !== side || !hasFlag(counterOf(book, emissary), 'emissary')) {
    return err(`${pieceId} is none of your emissaries; yours on the map: ${emissariesOf(book, state, side).map((p) => p.id).join(', ') || 'none'}.`);
  }
  if (state.turn.done.includes(emissary.id)) return err(`${emissary.id} has gone on an embassy this phase already.`);
  const hex = hexOfPiece(emissary);
  if (!hex) return err(`${emissary.id} is not on the map.`);
  const id = to.trim().toLowerCase();
  const independent = book.forces.independents.get(id);
  const minors = [...book.forces.independents.values()].filter((x) => !x.major).map((x) => x.id);
  if (!independent || independent.major) return err(`${to} is no minor independent: emissaries go to ${minors.join(', ')}; major independents are won with diplomacy points (/assign).`);
  const held = state.independents[id];
  if (held?.allied) return err(`${independent.name} have already joined ${SIDE_SHORT[held.allied]}.`);
  if (!canMeet(book, state, id, hex)) return err(`${emissary.id} at ${hex} cannot reach ${independent.name}: ${whereToMeet(book, id)}.`);

  const done: DpState = { ...state, turn: { ...state.turn, done: [...state.turn.done, emissary.id] } };
  return ok(id === 'dwarf' ? askTheDwarf(book, done, side, emissary, dice) : embassy(book, done, side, emissary, id, dice));
}

function embassy(book: PassBook, state: DpState, side: SideSeat, emissary: Piece, id: string, dice: Dice): { state: DpState; events: GameEvent[] } {
  const roll = dice.roll(6, `Emissary Table: ${emissary.id} to ${independentName(book, id)}`, 'the embassy');
  const read = emissaryResult(book.tables.emissary, roll.face);
  if (!read.ok) throw new Error(read.error);
  const { outcome, line } = read.value;
  roll.explain({ table: EMISSARY_TABLE, row: String(roll.face), result: outcome.outcome });
  const who = `${SIDE_SHORT[side]}'s emissary (${emissary.id}) to ${independentName(book, id)}`;
  if (outcome.alliance) {
    const joined = allyIndependent(book, state, id, side, `${EMISSARY_TABLE}, die ${roll.face}`, hexOfPiece(emissary)!);
    return { state: joined.state, events: [publicEvent('emissary', `${who}: ${line}`, { rolls: [roll.record] }), ...joined.events] };
  }
  if (!outcome.emissaryEliminated) return { state, events: [publicEvent('emissary', `${who}: ${line}`, { rolls: [roll.record] })] };
  // 1-2: the emissary and every unit stacked with him, herds and treasures included.
  const lost = outcome.stackEliminated ? piecesIn(state, hexOfPiece(emissary)!).filter((p) => sideOf(p) === side) : [emissary];
  const pieces = { ...state.pieces };
  for (const p of lost) pieces[p.id] = { ...p, at: { kind: 'eliminated' }, disrupted: false };
  return { state: { ...state, pieces }, events: [publicEvent('emissary', `${who}: ${line} Eliminated: ${lost.map((p) => p.id).join(', ')}.`, { rolls: [roll.record] })] };
}

/** The Dwarf Luck Table: the emissary slain, or one of the Dwarf's gifts joins the side at the mine. */
function askTheDwarf(book: PassBook, state: DpState, side: SideSeat, emissary: Piece, dice: Dice): { state: DpState; events: GameEvent[] } {
  const roll = dice.roll(6, `${DWARF_LUCK_TABLE}: ${emissary.id} to the Dwarf`, "the Dwarf's gift");
  const read = dwarfLuck(book.tables.dwarfLuck, roll.face);
  if (!read.ok) throw new Error(read.error);
  const { gift, line } = read.value;
  roll.explain({ table: DWARF_LUCK_TABLE, row: String(roll.face), result: gift.gift });
  const who = `${SIDE_SHORT[side]}'s emissary (${emissary.id}) to the Dwarf`;
  if (gift.gift === 'emissary-slain') {
    return { state: { ...state, pieces: { ...state.pieces, [emissary.id]: { ...emissary, at: { kind: 'eliminated' } } } }, events: [publicEvent('emissary', `${who}: ${line}.`, { rolls: [roll.record] })] };
  }
  const given = Object.values(state.pieces).find((p) => p.counter === gift.gift && p.owner === 'dwarf' && p.at.kind === 'off-map');
  const mine = book.map.places.get('dwarf-mine');
  if (!given || !mine?.hexes.length) return { state, events: [publicEvent('emissary', `${who}: ${line}, but the Dwarf has no more of it to give.`, { rolls: [roll.record] })] };
  const hex = book.map.label(mine.hexes[0]!);
  const placed: Piece = { ...given, owner: side, at: { kind: 'hex', hex, inside: book.map.hexes.get(hexKey(mine.hexes[0]!))?.structure !== undefined } };
  return { state: { ...state, pieces: { ...state.pieces, [placed.id]: placed } }, events: [publicEvent('emissary', `${who}: ${line}, who joins ${SIDE_SHORT[side]} at ${hex}.`, { rolls: [roll.record] })] };
}

/** Whether an emissary standing in `hex` can meet the independent `id`. */
export function canMeet(book: PassBook, state: DpState, id: string, hex: string): boolean {
  const h = book.map.parse(hex);
  if (!h) return false;
  const independent = book.forces.independents.get(id);
  if (independent?.territory && inPlace(book.map, independent.territory, h)) return true;
  if (id === 'wind-children' && book.map.hexes.get(hexKey(h))?.terrain === 'mountain') return true;
  const near = new Set([hex, ...neighbours(h).map((n) => book.map.hexes.get(hexKey(n))?.label).filter((l): l is string => !!l)]);
  return Object.values(state.pieces).some((p) => p.owner === id && p.at.kind === 'hex' && near.has(p.at.hex));
}

const whereToMeet = (book: PassBook, id: string): string => {
  const territory = book.forces.independents.get(id)?.territory;
  if (territory) return `stand in ${book.map.places.get(territory)?.name ?? territory} or next to one of their units`;
  if (id === 'wind-children') return 'stand on a mountain hex';
  return 'stand next to one of their units on the map';
};

export const emissariesOf = (book: PassBook, state: DpState, side: SideSeat): Piece[] =>
  Object.values(state.pieces).filter((p) => sideOf(p) === side && p.at.kind === 'hex' && hasFlag(counterOf(book, p), 'emissary'));

/** The minor independents no side has won yet: those an emissary may still go to. */
export const freeMinors = (book: PassBook, state: DpState): string[] =>
  Object.keys(state.independents).filter((id) => !book.forces.independents.get(id)?.major && !state.independents[id]!.allied);
