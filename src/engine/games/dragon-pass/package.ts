import { unwrap } from '../../core/result.ts';
import type { GamePackage } from '../package.ts';
import { readForces } from './forces/read.ts';
import { createDragonPass } from './index.ts';
import { readPassMap } from './map/read.ts';
import { readPlayRules } from './rules.ts';
import { readPassScenarios } from './scenario.ts';
import { readDragonPassTables } from './tables/index.ts';

/** Dragon Pass as the app loads it: the map, the forces, the seed's tables, our rules of play and the scenarios, from assets/. */
export const dragonPassPackage: GamePackage = {
  id: 'dragon-pass',
  assets: {
    map: { dir: 'dragon-pass/map', ext: '.json' },
    forces: { dir: 'dragon-pass/forces', ext: '.json' },
    tables: { dir: 'dragon-pass/tables', ext: '.json' },
    rules: { dir: 'dragon-pass/rules', ext: '.json' },
    scenarios: { dir: 'scenarios/dragon-pass', ext: '.json' },
  },
  create: (files) => {
    const map = unwrap(readPassMap('dragon-pass.json', files.map?.['dragon-pass'] ?? ''));
    const forces = unwrap(readForces(Object.fromEntries(Object.entries(files.forces ?? {}).map(([n, t]) => [`${n}.json`, t]))));
    return createDragonPass({
      map,
      forces,
      tables: unwrap(readDragonPassTables(files.tables ?? {})),
      rules: unwrap(readPlayRules(files.rules?.play ?? '')),
      scenarios: unwrap(readPassScenarios(files.scenarios ?? {}, map, forces)),
    });
  },
};
