import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnyGameModule } from '../engine/core/module.ts';
import { GAMES } from '../engine/games/index.ts';

/** Reads each registered game's data files from assets/ and builds its module. */

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
  registry = new Map();
  for (const game of GAMES) {
    const files = Object.fromEntries(Object.entries(game.assets).map(([kind, { dir, ext }]) => [kind, readAll(join(ASSETS, dir), ext)]));
    const module = game.create(files);
    registry.set(module.id, module);
  }
  return registry;
}

export function gameModule(id: string): AnyGameModule | undefined {
  return gameModules().get(id);
}
