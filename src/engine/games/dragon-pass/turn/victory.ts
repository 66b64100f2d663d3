import type { PassBook } from '../book.ts';
import { holderOf, onMap, sideOf } from '../pieces.ts';
import type { DpState, SideSeat } from '../state.ts';
import { capital, SIDE_NAMES } from '../words.ts';

/**
 * Victory (invented, the scenario's data: GAPS A9 recommends it). At the end of the last game-turn:
 * the Lunar side wins if it holds every place of `victory.lunar`; else Sartar if it holds every
 * place of `victory.sartar`; else whoever holds more of `victory.otherwise`, equal a draw. A side
 * holds a place when its units stand in every hex of it (a site is one hex). A side with no unit
 * left on the map loses at once, whatever the turn.
 */
export function victoryAtEnd(book: PassBook, state: DpState): DpState['ended'] {
  const scenario = book.scenarios.find((s) => s.id === state.scenario);
  if (!scenario) return { winners: [], reason: 'The scenario is missing: no one wins.' };
  const { victory } = scenario;
  const holds = (side: SideSeat, place: string) => {
    const hexes = book.map.places.get(place)?.hexes ?? [];
    return hexes.length > 0 && hexes.every((h) => holderOf(state, book.map.label(h)) === side);
  };
  const names = (places: readonly string[]) => places.map((p) => book.map.places.get(p)?.name ?? p).join(', ');
  if (victory.lunar.length && victory.lunar.every((p) => holds('lunar', p))) return { winners: ['lunar'], reason: `${capital(SIDE_NAMES.lunar)} holds ${names(victory.lunar)} at the end of game-turn ${state.gameTurn}.` };
  if (victory.sartar.length && victory.sartar.every((p) => holds('sartar', p))) return { winners: ['sartar'], reason: `Sartar holds ${names(victory.sartar)} at the end of game-turn ${state.gameTurn}.` };
  if (!victory.otherwise.length) {
    // A scenario with no count of places (The Border Fort): the side not named by `lunar` holds out.
    const winner: SideSeat = victory.lunar.length ? 'sartar' : 'lunar';
    return { winners: [winner], reason: `${capital(SIDE_NAMES[winner])} wins: ${victory.lunar.length ? `the Lunar side does not hold ${names(victory.lunar)}` : `Sartar does not hold ${names(victory.sartar)}`} at the end of game-turn ${state.gameTurn}.` };
  }
  const count = (side: SideSeat) => victory.otherwise.filter((p) => holds(side, p));
  const lunar = count('lunar');
  const sartar = count('sartar');
  const tally = `the Lunar side holds ${lunar.length} (${names(lunar) || 'none'}), Sartar ${sartar.length} (${names(sartar) || 'none'}) of ${names(victory.otherwise)}`;
  if (lunar.length === sartar.length) return { winners: [], reason: `A draw at the end of game-turn ${state.gameTurn}: ${tally}.` };
  const winner: SideSeat = lunar.length > sartar.length ? 'lunar' : 'sartar';
  return { winners: [winner], reason: `${capital(SIDE_NAMES[winner])} wins at the end of game-turn ${state.gameTurn}: ${tally}.` };
}

/** A side with no unit on the map has lost, at once. */
export function wipedOut(state: DpState): DpState['ended'] {
  for (const side of ['lunar', 'sartar'] as const) {
    if (!onMap(state).some((p) => sideOf(p) === side)) {
      const other: SideSeat = side === 'lunar' ? 'sartar' : 'lunar';
      return { winners: [other], reason: `${capital(SIDE_NAMES[side])} has no unit left on the map: ${SIDE_NAMES[other]} wins.` };
    }
  }
  return null;
}
