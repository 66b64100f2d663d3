import type { PassBook } from './book.ts';
import type { SideSeat } from './state.ts';

/** The sides as the log names them. */
export const SIDE_NAMES: Readonly<Record<SideSeat, string>> = { lunar: 'the Lunar Empire', sartar: 'Sartar' };
export const SIDE_SHORT: Readonly<Record<SideSeat, string>> = { lunar: 'Lunar', sartar: 'Sartar' };

/** An independent's name from the forces (`Ironhoof & Half-Beasts`), or its id if the forces lack it. */
export const independentName = (book: PassBook, id: string): string => book.forces.independents.get(id)?.name ?? id;

/** A place's name from the map, or its id. */
export const placeName = (book: PassBook, id: string): string => book.map.places.get(id)?.name ?? id;

/** Starts a sentence with a capital ("the Lunar Empire" → "The Lunar Empire"). */
export const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** "a, b and c". */
export const listed = (items: readonly string[]): string => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);
