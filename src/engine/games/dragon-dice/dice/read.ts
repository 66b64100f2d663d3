import { err, type Result } from '../../../core/result.ts';
import type { DragonDie, DragonForm, Species, Spell, TerrainDie, TerrainType, UnitDie } from './types.ts';
import type { SaiRule } from '../rolls/sais.ts';

/**
 * Every die, species, terrain and spell the game knows, read from `assets/dice/dragon-dice/`, by id.
 * The files (each a JSON object; see docs/dragon-dice.md for their shape):
 * - `species-<id>.json`: `{ species: Species, dice: UnitDie[] }` (faces as `"<icon> <count>"`);
 * - `dragons.json`: `{ forms: DragonForm[], dragons: DragonDie[] }`;
 * - `terrains.json`: `{ types: TerrainType[], dice: TerrainDie[] }`;
 * - `spells.json`: `{ spells: Spell[] }`;
 * - `sais.json`: `{ sais: SaiRule[] }`, what each special icon counts as in each roll and does.
 */
export interface DiceBook {
  species: ReadonlyMap<string, Species>;
  units: ReadonlyMap<string, UnitDie>;
  forms: ReadonlyMap<string, DragonForm>;
  dragons: ReadonlyMap<string, DragonDie>;
  terrainTypes: ReadonlyMap<string, TerrainType>;
  terrains: ReadonlyMap<string, TerrainDie>;
  spells: ReadonlyMap<string, Spell>;
  sais: ReadonlyMap<string, SaiRule>;
}

/**
 * CONTRACT STUB (issue 15, the data helper): reads the files (by name without `.json`) and checks
 * them: one clear line naming the file and the record for the first mistake. Keep the signature.
 */
export function readDiceBook(files: Record<string, string>): Result<DiceBook> {
  return err(`the dice reader is not written yet (${Object.keys(files).length} files)`);
}
