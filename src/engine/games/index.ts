import { dragonNoirPackage } from './dragon-noir/package.ts';
import { dungeonPackage } from './dungeon/package.ts';
import { dragonsOfGloryPackage } from './dragons-of-glory/package.ts';
import { dragonDicePackage } from './dragon-dice/package.ts';
import { dragonPassPackage } from './dragon-pass/package.ts';
import type { GamePackage } from './package.ts';

/** Every game dragonpost offers, in the order they are listed. A new game adds one line. */
export const GAMES: readonly GamePackage[] = [
  dragonNoirPackage,
  dungeonPackage,
  dragonsOfGloryPackage,
  dragonDicePackage,
  dragonPassPackage,
];
