import { err, ok, type Result } from '../../../core/result.ts';
import { counterOf, type PassBook } from '../book.ts';
import { hexOfPiece, sideOf } from '../pieces.ts';
import type { DpState, Piece, SideSeat } from '../state.ts';
import { SIDE_NAMES } from '../words.ts';

/**
 * The stack a move names: pieces of one side standing in one hex, each able to move. Reach and
 * the move itself both start from it, so a bad list is refused the same way by either.
 */
export interface MovingStack {
  pieces: Piece[];
  side: SideSeat;
  /** The hex they stand in, by its label. */
  from: string;
  /** Some of them stand in the hex's structure: leaving it costs the rules' `inOrOut` (our reading: once for the stack). */
  inside: boolean;
  /** The smallest movement allowance among them (the stack moves together, at its slowest). */
  allowance: number;
  /** The piece that sets the allowance, for the refusal that names it. */
  slowest: Piece;
}

/** The independent's name for a piece of an unallied independent. */
const ownerName = (book: PassBook, piece: Piece): string => book.forces.independents.get(piece.owner)?.name ?? piece.owner;

/**
 * Reads the pieces named for one move (duplicates counted once). Refused in one line: a piece
 * unknown, off the map, of an unallied independent, with no movement allowance; pieces of two
 * sides or in two hexes.
 */
export function readStack(book: PassBook, state: DpState, pieceIds: readonly string[]): Result<MovingStack> {
  const ids = [...new Set(pieceIds.map((id) => id.trim().toLowerCase()).filter(Boolean))];
  if (!ids.length) return err('Name the pieces that move, separated by commas (lunar-heavy-infantry-1, jar-eel-1).');
  const pieces: Piece[] = [];
  for (const id of ids) {
    const piece = state.pieces[id];
    if (!piece) return err(`There is no piece ${id}: pieces are named by counter and number, like lunar-heavy-infantry-1.`);
    if (piece.at.kind !== 'hex') return err(`${id} is ${piece.at.kind === 'eliminated' ? 'eliminated' : 'off the map'}: only pieces on the map move.`);
    if (!sideOf(piece)) return err(`${id} belongs to ${ownerName(book, piece)}, who have joined neither side: a side moves an independent's pieces once it has allied.`);
    if (counterOf(book, piece).movement <= 0) return err(`${id} has no movement allowance (${counterOf(book, piece).name}, 0): it cannot move.`);
    pieces.push(piece);
  }
  const first = pieces[0]!;
  const side = sideOf(first)!;
  const other = pieces.find((p) => sideOf(p) !== side);
  if (other) return err(`${first.id} is ${SIDE_NAMES[side]}'s and ${other.id} is ${SIDE_NAMES[sideOf(other)!]}'s: a stack moves for one side.`);
  const from = hexOfPiece(first)!;
  const apart = pieces.find((p) => hexOfPiece(p) !== from);
  if (apart) return err(`${first.id} stands in ${from} and ${apart.id} in ${hexOfPiece(apart)}: a stack moves from one hex; move each hex's pieces in their own order.`);
  const slowest = pieces.reduce((a, b) => (counterOf(book, b).movement < counterOf(book, a).movement ? b : a));
  return ok({
    pieces,
    side,
    from,
    inside: pieces.some((p) => p.at.kind === 'hex' && p.at.inside),
    allowance: counterOf(book, slowest).movement,
    slowest,
  });
}
