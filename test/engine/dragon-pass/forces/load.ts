import { readFileSync } from 'node:fs';
import { unwrap } from '../../../../src/engine/core/result.ts';
import { readForces } from '../../../../src/engine/games/dragon-pass/forces/read.ts';
import type { Counter, Forces } from '../../../../src/engine/games/dragon-pass/forces/types.ts';

const DIR = 'assets/dragon-pass/forces';
export const FORCE_FILES = ['lunar.json', 'sartar.json', 'independents.json'] as const;

/** The forces' files by name, as the app hands them to the reader. */
export const forceFiles = (): Record<string, string> => Object.fromEntries(FORCE_FILES.map((name) => [name, readFileSync(`${DIR}/${name}`, 'utf8')]));

let forces: Forces | undefined;
/** Every counter of both battalia and the independents, read once for the tests. */
export function loadForces(): Forces {
  forces ??= unwrap(readForces(forceFiles()));
  return forces;
}

/** A counter by id; a test fails at once, naming the id, when it is missing. */
export function unit(id: string): Counter {
  const found = loadForces().units.get(id);
  if (!found) throw new Error(`no counter ${id} in the forces`);
  return found;
}
