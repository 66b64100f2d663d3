import { SeededDice } from '../../../../src/engine/core/dice.ts';
import type { PassBook } from '../../../../src/engine/games/dragon-pass/book.ts';
import type { DpState } from '../../../../src/engine/games/dragon-pass/state.ts';
import type { RandomEvent } from '../../../../src/engine/games/dragon-pass/tables/random-events.ts';
import { loadBook, scenarioOf } from '../book.ts';

/** The Random Events Table's event that the d66 `roll` reads. */
export function eventOf(roll: number): RandomEvent {
  const found = loadBook().tables.randomEvents.events.find((e) => e.rolls.includes(roll));
  if (!found) throw new Error(`no event reads ${roll}`);
  return found;
}

/** Dice that show `faces` in order (forced, as the local table's `!dice` does), then seeded ones. */
export const forced = (...faces: number[]): SeededDice => new SeededDice('dragon-pass-events', 0, faces);

/** The book with the-pass's DP schedule changed, for an example whose numbers need another schedule. */
export function bookWithSchedule(dp: { lunar: number; sartar: number }): PassBook {
  const book = loadBook();
  return { ...book, scenarios: book.scenarios.map((s) => (s.id === 'the-pass' ? { ...scenarioOf('the-pass'), dp } : s)) };
}

/** Where a piece stands: its hex label, 'off-map' or 'eliminated'. */
export const whereIs = (state: DpState, id: string): string => {
  const at = state.pieces[id]!.at;
  return at.kind === 'hex' ? at.hex : at.kind;
};

/** The state with pieces eliminated. */
export const eliminated = (state: DpState, ...ids: string[]): DpState => ({
  ...state,
  pieces: { ...state.pieces, ...Object.fromEntries(ids.map((id) => [id, { ...state.pieces[id]!, at: { kind: 'eliminated' as const } }])) },
});
