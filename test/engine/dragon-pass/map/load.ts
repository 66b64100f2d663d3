import { readFileSync } from 'node:fs';
import { unwrap } from '../../../../src/engine/core/result.ts';
import { readPassMap } from '../../../../src/engine/games/dragon-pass/map/read.ts';
import type { PassMap } from '../../../../src/engine/games/dragon-pass/map/types.ts';

export const MAP_FILE = 'dragon-pass.json';
const PATH = `assets/dragon-pass/map/${MAP_FILE}`;

/** The map file's text, as the app hands it to the reader. */
export const mapText = (): string => readFileSync(PATH, 'utf8');

let map: PassMap | undefined;
/** The map of the pass, read once for the tests. */
export function loadPassMap(): PassMap {
  map ??= unwrap(readPassMap(MAP_FILE, mapText()));
  return map;
}
