import { SIDE_SEATS, type DpState, type Piece, type SideSeat } from './state.ts';

/**
 * Who a piece fights for and where it stands, the questions every part of the turn asks. A piece
 * of an unallied independent serves no side: it is neither friend nor enemy, and its hex is closed
 * to both (our reading: nothing in the seed lets a side walk into a neutral land's stack).
 */

export const isSide = (owner: string): owner is SideSeat => (SIDE_SEATS as readonly string[]).includes(owner);

/** The side a piece fights for, or null for an unallied independent's. */
export const sideOf = (piece: Piece): SideSeat | null => (isSide(piece.owner) ? piece.owner : null);

export const enemyOf = (side: SideSeat): SideSeat => (side === 'lunar' ? 'sartar' : 'lunar');

/** The hex label a piece stands in, or null off the map. */
export const hexOfPiece = (piece: Piece): string | null => (piece.at.kind === 'hex' ? piece.at.hex : null);

/** The pieces on the map, in id order (the state's own order, so the same everywhere). */
export const onMap = (state: DpState): Piece[] => Object.values(state.pieces).filter((p) => p.at.kind === 'hex');

/** The pieces standing in `hex`. */
export const piecesIn = (state: DpState, hex: string): Piece[] => onMap(state).filter((p) => hexOfPiece(p) === hex);

/** Each hex with pieces in it, by label. */
export function stacks(state: DpState): Map<string, Piece[]> {
  const out = new Map<string, Piece[]>();
  for (const p of onMap(state)) {
    const hex = hexOfPiece(p)!;
    out.set(hex, [...(out.get(hex) ?? []), p]);
  }
  return out;
}

/** Whose a hex is: the side whose pieces stand in it, 'neutral' for an unallied independent's, or null when empty. */
export function holderOf(state: DpState, hex: string): SideSeat | 'neutral' | null {
  const here = piecesIn(state, hex);
  if (!here.length) return null;
  return sideOf(here[0]!) ?? 'neutral';
}

/** The state with one piece changed. */
export const withPiece = (state: DpState, piece: Piece): DpState => ({ ...state, pieces: { ...state.pieces, [piece.id]: piece } });
