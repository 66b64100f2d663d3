import { readFileSync, readdirSync } from 'node:fs';
import { unwrap } from '../../../src/engine/core/result.ts';
import { readDiceBook, type DiceBook } from '../../../src/engine/games/dragon-dice/dice/read.ts';

const DIR = 'assets/dice/dragon-dice';

/** The files of the game's dice data, by name without `.json`, as the app hands them to the reader. */
export function diceFiles(): Record<string, string> {
  return Object.fromEntries(readdirSync(DIR).filter((n) => n.endsWith('.json')).map((n) => [n.slice(0, -'.json'.length), readFileSync(`${DIR}/${n}`, 'utf8')]));
}

let book: DiceBook | undefined;
/** Every die, species, terrain, spell and SAI rule, read once for the tests. */
export function loadBook(): DiceBook {
  book ??= unwrap(readDiceBook(diceFiles()));
  return book;
}
