import type { AnyGameModule } from '../core/module.ts';

/**
 * A game as the app loads it: the data files it needs from `assets/` (each a folder and an
 * extension), and the pure factory that builds its module from their text. The engine never
 * reads files; the app reads these and hands them over.
 */
export interface GamePackage {
  id: string;
  assets: Record<string, { dir: string; ext: string }>;
  /** Builds the module from the files' text, by asset kind and then by file name (without extension). */
  create(files: Record<string, Record<string, string>>): AnyGameModule;
}
