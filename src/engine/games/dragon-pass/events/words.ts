import { counterOf, type PassBook } from '../book.ts';
import type { Piece, SideSeat } from '../state.ts';

/** The events' names for the sides and the pieces, so every line names them alike. */
export const sidePlayer = (side: SideSeat): string => (side === 'lunar' ? 'the Lunar player' : 'the Sartar player');

/** "Lunar heavy infantry (lunar-heavy-infantry-3)": the counter's name, and the id an order names it by. */
export const pieceWords = (book: PassBook, piece: Piece): string => `${counterOf(book, piece).name} (${piece.id})`;
