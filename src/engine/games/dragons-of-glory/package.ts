import { unwrap } from '../../core/result.ts';
import type { GamePackage } from '../package.ts';
import { loadDragonsOfGlory } from './load.ts';

/** Dragons of Glory as the app loads it: the map of Ansalon, the counters, nations and scenarios from assets/. */
export const dragonsOfGloryPackage: GamePackage = {
  id: 'dragons-of-glory',
  assets: {
    maps: { dir: 'maps/dragons-of-glory', ext: '.map' },
    counters: { dir: 'counters/dragons-of-glory', ext: '.json' },
    nations: { dir: 'nations/dragons-of-glory', ext: '.json' },
    scenarios: { dir: 'scenarios/dragons-of-glory', ext: '.json' },
    cards: { dir: 'cards/dragons-of-glory', ext: '.json' },
  },
  create: (files) => unwrap(loadDragonsOfGlory(files)).module,
};
