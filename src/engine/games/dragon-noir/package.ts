import type { GamePackage } from '../package.ts';
import { createDragonNoir } from './index.ts';

/** Dragon Noir as the app loads it: its maps, scenarios and campaigns from assets/. */
export const dragonNoirPackage: GamePackage = {
  id: 'dragon-noir',
  assets: {
    maps: { dir: 'maps/dragon-noir', ext: '.map' },
    scenarios: { dir: 'scenarios/dragon-noir', ext: '.json' },
    campaigns: { dir: 'campaigns/dragon-noir', ext: '.json' },
  },
  create: (files) => createDragonNoir({ maps: files.maps ?? {}, scenarios: Object.values(files.scenarios ?? {}), campaigns: Object.values(files.campaigns ?? {}) }),
};
