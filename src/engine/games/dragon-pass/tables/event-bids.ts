import { err, ok, type Result } from '../../../core/result.ts';
import type { Side } from './major-independents.ts';

/**
 * The two offers the Random Events Table settles by comparing them: event 12's sealed bids for the
 * Dragonewts and event 13's revealed DPs for Androgeus. The larger offer wins; equal offers win
 * nothing (seed).
 */
export function largerOffer(dp: Readonly<Record<Side, number>>): Side | null {
  return dp.lunar > dp.sartar ? 'lunar' : dp.sartar > dp.lunar ? 'sartar' : null;
}

/**
 * Event 12: each side's sealed bid, refused when it is more than the DPs that side is still
 * scheduled to receive before the game ends. The winner owes its whole bid.
 */
export function sealedBid(bids: Readonly<Record<Side, number>>, scheduled: Readonly<Record<Side, number>>): Result<{ winner: Side | null; owed: number }> {
  for (const side of ['lunar', 'sartar'] as const) {
    const bid = bids[side];
    if (!Number.isInteger(bid) || bid < 0) return err(`Random Events Table, event 12: a bid is a whole number of DPs, 0 or more, not ${bid}.`);
    if (bid > scheduled[side]) return err(`Random Events Table, event 12: ${side === 'lunar' ? 'Lunar' : 'Sartar'} bids ${bid} DPs but is scheduled to receive only ${scheduled[side]} before the end of the game.`);
  }
  const winner = largerOffer(bids);
  return ok({ winner, owed: winner ? bids[winner] : 0 });
}

/**
 * One game-turn's DPs against the Dragonewt debt of event 12: they go to the Dragonewts until the
 * debt is paid; what is left that turn is the side's to assign (our reading: the seed says the
 * debt is paid "until he has given them all the DPs he offered", not what happens to the rest).
 */
export function payDragonewtDebt(owed: number, received: number): { paid: number; stillOwed: number; free: number } {
  const paid = Math.min(owed, received);
  return { paid, stillOwed: owed - paid, free: received - paid };
}
