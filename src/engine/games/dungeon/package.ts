import type { GamePackage } from '../package.ts';
import { createDungeon } from './index.ts';

/** The Demon King's Dungeon as the app loads it: its quests from assets/. */
export const dungeonPackage: GamePackage = {
  id: 'dungeon',
  assets: { quests: { dir: 'quests/dungeon', ext: '.quest' } },
  create: (files) => createDungeon({ quests: Object.values(files.quests ?? {}) }),
};
