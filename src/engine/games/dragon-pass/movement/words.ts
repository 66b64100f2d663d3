import { counterOf, type PassBook } from '../book.ts';
import type { StructureKind } from '../map/types.ts';
import type { Piece, SideSeat } from '../state.ts';

/** How movement's lines name sides, structures and stacks, in the game's words. */

/** A side in a sentence ("Sartar's zone of control"). */
export const SIDE_NAME: Record<SideSeat, string> = { lunar: 'the Lunar Empire', sartar: 'Sartar' };

/** A side at the head of a line of the log ("Lunar: …"). */
export const SIDE_WORD: Record<SideSeat, string> = { lunar: 'Lunar', sartar: 'Sartar' };

export const STRUCTURE_NAME: Record<StructureKind, string> = {
  altar: 'altar',
  temple: 'temple',
  ruin: 'ruin',
  town: 'town',
  'dragonewt-city': 'Dragonewt city',
  stockade: 'stockade',
  fortress: 'fortress',
};

/** Starts a sentence with a capital ("the Lunar Empire" → "The Lunar Empire"). */
export const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The pieces by their counters' names, the same counters counted: "3 Lunar heavy infantry and Jar-eel". */
export function stackWords(book: PassBook, pieces: readonly Piece[]): string {
  const counts = new Map<string, number>();
  for (const p of pieces) {
    const name = counterOf(book, p).name;
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  const names = [...counts].map(([name, n]) => (n > 1 ? `${n} ${name}` : name));
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** A group of counters the rules hold together (`barbarian-horde`) in words: "the Barbarian Horde". */
export const groupWords = (group: string): string => `the ${group.split('-').map(capital).join(' ')}`;
