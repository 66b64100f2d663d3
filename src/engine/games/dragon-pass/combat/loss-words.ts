import { counterOf, type PassBook } from '../book.ts';
import type { Piece } from '../state.ts';
import type { Casualties } from './losses.ts';
import { idList } from './words.ts';

/** The casualties in words: "Sartar: sartar-clan-infantry-5, sartar-clan-infantry-6 (6 CF) eliminated; L13 is empty" (the hex named only for a target, whose stack was all of it). */
export function casualtyText(book: PassBook, who: string, c: Casualties, left: readonly Piece[], hex?: string): string {
  const out: string[] = [];
  if (c.eliminated.length) out.push(`${idList(c.eliminated)} (${c.eliminated.reduce((s, p) => s + counterOf(book, p).combat, 0)} CF) eliminated`);
  if (c.disrupted.length) out.push(`${idList(c.disrupted)} disrupted`);
  if (!out.length) return `${who} loses nothing`;
  const empty = hex && left.every((p) => c.eliminated.includes(p)) ? `; ${hex} is empty` : '';
  return `${who}: ${out.join(', ')}${empty}`;
}
