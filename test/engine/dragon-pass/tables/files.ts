import { readFileSync, readdirSync } from 'node:fs';
import { unwrap } from '../../../../src/engine/core/result.ts';
import { readDragonPassTables, type DragonPassTables } from '../../../../src/engine/games/dragon-pass/tables/index.ts';

const DIR = 'assets/dragon-pass/tables';

/** The table files by name without `.json`, as the app hands them to the reader. */
export function tableFiles(): Record<string, string> {
  return Object.fromEntries(readdirSync(DIR).filter((n) => n.endsWith('.json')).map((n) => [n.slice(0, -'.json'.length), readFileSync(`${DIR}/${n}`, 'utf8')]));
}

let tables: DragonPassTables | undefined;
/** Every table, read once for the tests. */
export function loadTables(): DragonPassTables {
  tables ??= unwrap(readDragonPassTables(tableFiles()));
  return tables;
}

/** A table file with one edit made to its parsed JSON, for the tests of refusals. */
export function edited(name: string, edit: (json: any) => void): Record<string, string> {
  const files = tableFiles();
  const json = JSON.parse(files[name]!);
  edit(json);
  return { ...files, [name]: JSON.stringify(json) };
}
