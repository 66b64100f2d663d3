import type { Dice } from '../../../core/dice.ts';
import { reveal } from '../../../core/sealed.ts';
import type { DiceBook } from '../dice/read.ts';
import type { DdState, Dragon, Unit } from '../state.ts';
import type { Stepped } from '../stepped.ts';
import { playerName } from '../words.ts';
import { ARMIES, describeBuild, type Build } from './build.ts';
import { rollForOrder } from './order-roll.ts';

/**
 * Every build sealed (or defaulted at the deadline): all are revealed in one line, the dice enter
 * the game as built armies (`at: built`, placed once the frontier is chosen), the dragons go to
 * their owner's dead unit area (1996, FAQ Set-up B2) or the summoning pool (v4, SFR 8), and the
 * roll for order follows at once.
 */
export function revealBuilds(book: DiceBook, state: DdState, dice: Dice): Stepped {
  const sealed = state.setup.builds!;
  const shown = reveal(sealed, (seat, choice) => `${playerName(seat)}: ${describeBuild(book, choice as Build)}`);
  const units: Record<string, Unit> = {};
  const dragons: Record<string, Dragon> = {};
  const terrains: DdState['setup']['terrains'] = {};
  for (const seat of state.players) {
    const build = shown.choices[seat] as Build;
    for (const army of ARMIES) {
      for (const die of build[army]) units[unitId(seat, die)] = { id: unitId(seat, die), die, owner: seat, at: { kind: 'built', army } };
    }
    for (const die of build.dragons) dragons[unitId(seat, die)] = { id: unitId(seat, die), die, owner: seat, at: { kind: 'dua' } };
    terrains[seat] = { home: build.homeTerrain, frontier: build.frontier };
  }
  const built: DdState = { ...state, units, dragons, setup: { ...state.setup, builds: null, terrains } };
  const ordered = rollForOrder(book, built, dice);
  return { state: ordered.state, events: [shown.event, ...ordered.events] };
}

/** A die in play: its owner and its die (each player has one of each die): `p1-dwarf-footman`. */
export const unitId = (seat: string, die: string): string => `${seat}-${die}`;
