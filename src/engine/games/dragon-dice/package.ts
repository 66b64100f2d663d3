import { unwrap } from '../../core/result.ts';
import type { GamePackage } from '../package.ts';
import { readDiceBook } from './dice/read.ts';
import { createDragonDice } from './index.ts';
import { readScenarios } from './scenario.ts';

/** Dragon Dice as the app loads it: the dice data and the scenarios (force sizes) from assets/. */
export const dragonDicePackage: GamePackage = {
  id: 'dragon-dice',
  assets: {
    dice: { dir: 'dice/dragon-dice', ext: '.json' },
    scenarios: { dir: 'scenarios/dragon-dice', ext: '.json' },
  },
  create: (files) => createDragonDice(unwrap(readDiceBook(files.dice ?? {})), unwrap(readScenarios(files.scenarios ?? {}))),
};
