import { counterOf, type PassBook } from '../book.ts';
import type { StructureKind } from '../map/types.ts';
import type { Piece } from '../state.ts';
import { capital } from '../words.ts';

/** How movement's lines name sides, structures and stacks, in the game's words. */

export const STRUCTURE_NAME: Record<StructureKind, string> = {
  altar: 'altar',
  temple: 'temple',
  ruin: 'ruin',
  town: 'town',
  'dragonewt-city': 'Dragonewt city',
  stockade: 'stockade',
  fortress: 'fortress',
};

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
