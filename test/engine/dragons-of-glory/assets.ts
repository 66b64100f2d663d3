import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { unwrap } from '../../../src/engine/core/result.ts';
import { dragonsOfGloryPackage } from '../../../src/engine/games/dragons-of-glory/package.ts';
import { loadDragonsOfGlory, type LoadedDragonsOfGlory } from '../../../src/engine/games/dragons-of-glory/load.ts';

/** The game as the app loads it, from assets/: the real map, counters, nations and scenarios. */
let loaded: LoadedDragonsOfGlory | undefined;

export function dragonsOfGlory(): LoadedDragonsOfGlory {
  if (loaded) return loaded;
  const files: Record<string, Record<string, string>> = {};
  for (const [kind, { dir, ext }] of Object.entries(dragonsOfGloryPackage.assets)) {
    const folder = join('assets', dir);
    files[kind] = Object.fromEntries(readdirSync(folder).filter((n) => n.endsWith(ext)).sort().map((n) => [basename(n, ext), readFileSync(join(folder, n), 'utf8')]));
  }
  loaded = unwrap(loadDragonsOfGlory(files));
  return loaded;
}
