import { privateEvent, type GameEvent } from '../../../core/events.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import type { PassBook } from '../book.ts';
import type { DpState, SideSeat } from '../state.ts';
import { majorIndependent } from '../tables/major-independents.ts';
import { independentName, SIDE_SHORT } from '../words.ts';

/**
 * A side assigns diplomacy points to a major independent (GAPS A6: "each turn a side assigns the
 * DPs it receives to particular independents"). The assignment is secret (CHECKLIST 5.5 item 32):
 * only the side is told; the other learns the totals only when the table makes an ally of it, or
 * event 13 makes both reveal. Points not assigned stay in the side's pool for a later turn (our
 * reading: nothing says they are lost).
 */
export function assignPoints(book: PassBook, state: DpState, side: SideSeat, independent: string, dp: number): Result<{ state: DpState; events: GameEvent[] }> {
  const id = independent.trim().toLowerCase();
  const majors = book.tables.majorIndependents.independents.map((x) => x.id);
  const found = majorIndependent(book.tables.majorIndependents, id);
  if (!found.ok) return err(`${independent} is no major independent; diplomacy points go to ${majors.join(', ')}.`);
  const current = state.independents[id];
  if (!current) return err(`${independentName(book, id)} is not in this game.`);
  if (current.allied) return err(`${independentName(book, id)} have already joined ${current.allied === side ? 'you' : SIDE_SHORT[current.allied]}; assign your points to an independent still free: ${freeMajors(book, state).join(', ') || 'none is left'}.`);
  if (!Number.isInteger(dp) || dp < 1) return err(`Assign at least 1 diplomacy point; you have ${state.dp[side]}.`);
  if (dp > state.dp[side]) return err(`You have ${state.dp[side]} diplomacy point${state.dp[side] === 1 ? '' : 's'} to assign, not ${dp}.`);
  const total = (current.points[side] ?? 0) + dp;
  const next: DpState = {
    ...state,
    dp: { ...state.dp, [side]: state.dp[side] - dp },
    independents: { ...state.independents, [id]: { ...current, points: { ...current.points, [side]: total } } },
  };
  return ok({
    state: next,
    events: [privateEvent([side], 'dp-assigned', `You assign ${dp} DP to ${independentName(book, id)}: ${total} in all; ${next.dp[side]} left to assign.`, { data: { independent: id, dp } })],
  });
}

/** The major independents no side has won yet. */
export const freeMajors = (book: PassBook, state: DpState): string[] =>
  book.tables.majorIndependents.independents.map((x) => x.id).filter((id) => state.independents[id] && !state.independents[id]!.allied);
