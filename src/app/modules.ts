import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnyGameModule } from '../engine/core/module.ts';
import { createDragonNoir } from '../engine/games/dragon-noir/index.ts';
import { createDungeon } from '../engine/games/dungeon/index.ts';

/** Reads each game's data files from assets/ and builds the registry of game modules. */

export const ASSETS = fileURLToPath(new URL('../../assets/', import.meta.url));

function readAll(dir: string, ext: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of readdirSync(dir).sort()) {
    if (name.endsWith(ext)) out[basename(name, ext)] = readFileSync(join(dir, name), 'utf8');
  }
  return out;
}

let registry: Map<string, AnyGameModule> | undefined;

export function gameModules(): Map<string, AnyGameModule> {
  if (registry) return registry;
  const dragonNoir = createDragonNoir({
    maps: readAll(join(ASSETS, 'maps', 'dragon-noir'), '.map'),
    scenarios: Object.values(readAll(join(ASSETS, 'scenarios', 'dragon-noir'), '.json')),
    campaigns: Object.values(readAll(join(ASSETS, 'campaigns', 'dragon-noir'), '.json')),
  });
  const dungeon = createDungeon({ quests: Object.values(readAll(join(ASSETS, 'quests', 'dungeon'), '.quest')) });
  registry = new Map<string, AnyGameModule>([
    [dragonNoir.id, dragonNoir],
    [dungeon.id, dungeon],
  ]);
  return registry;
}

export function gameModule(id: string): AnyGameModule | undefined {
  return gameModules().get(id);
}
