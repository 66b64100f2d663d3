import type { DragonNoir } from '../src/engine/games/dragon-noir/index.ts';
import { lineOfFire } from '../src/engine/games/dragon-noir/fire/sight.ts';
import type { DnState, Unit } from '../src/engine/games/dragon-noir/state.ts';
import type { Table } from '../src/engine/games/dragon-noir/world.ts';
import { neighbour, type Direction, type Hex } from '../src/engine/hex/hex.ts';
import { summarise, time, type Measured } from './harness.ts';

/**
 * The line of fire as defensive fire will ask it: every hex of every move of a 20-mover movement
 * phase, against 10 standing reactions, on the four-map board. The target is 10 ms.
 */
export function benchSight(module: DragonNoir, state: DnState): Measured {
  const table: Table = { state, board: module.board(state.scenario), scenario: module.scenario(state.scenario) };
  const orks = state.units.filter((u) => u.side === 'orks');
  const shooters = state.units.filter((u) => u.side === 'rebels').slice(0, 10);
  // Twenty eight-hex moves, wandering from the Orks' places (some Orks move twice).
  const moves: Array<{ unit: Unit; path: Hex[] }> = [];
  let seed = 1;
  for (let m = 0; m < 20; m++) {
    const unit = orks[m % orks.length]!;
    const path: Hex[] = [];
    let h = unit.hex!;
    for (let k = 0; k < 8; k++) {
      seed = (seed * 16807) % 2147483647;
      h = neighbour(h, (seed % 3) as Direction);
      path.push(h);
    }
    moves.push({ unit, path });
  }
  const phase = () => {
    let clear = 0;
    for (const { unit, path } of moves) {
      for (const hex of path) {
        const target = { ...unit, hex };
        for (const shooter of shooters) if (lineOfFire(table, { unit: shooter, weapon: 'longbow' }, target).clear) clear++;
      }
    }
    return clear;
  };
  phase();
  const samples: number[] = [];
  for (let i = 0; i < 100; i++) samples.push(time(phase)[0]);
  return summarise('engine: lines of fire for a movement phase (20 moves × 8 hexes × 10 reactions)', samples.slice(10), 10);
}
