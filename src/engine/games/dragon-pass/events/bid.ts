import type { Dice } from '../../../core/dice.ts';
import { privateEvent, publicEvent, type GameEvent, type Viewer } from '../../../core/events.ts';
import { orderFor } from '../../../core/order-def.ts';
import { option } from '../../../core/options.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import { allSealed, reveal, seal, sealedSecrets, waitingFor } from '../../../core/sealed.ts';
import type { Applied } from '../../../core/module.ts';
import type { PassBook } from '../book.ts';
import { allyIndependent } from '../diplomacy/ally.ts';
import { isSide } from '../pieces.ts';
import type { DpState } from '../state.ts';
import { sealedBid } from '../tables/event-bids.ts';
import { SIDE_SHORT } from '../words.ts';

/**
 * Event 12's sealed bid (alliances.ts opens it): each side seals a whole number of DPs, 0 up to its
 * cap, by DM; the other side learns only that it has sealed. When both are in, the bids are
 * revealed together and `sealedBid` decides: the higher allies the Dragonewts at once and owes its
 * bid, kept in its private ledger and paid from the DPs of the following game-turns (opening.ts);
 * equal bids, nothing. A side silent at the deadline bids 0 (`bidDefault`).
 */

/** The ledger's name for event 12's debt; the opening pays every debt `to: 'dragonewts'`. */
export const DRAGONEWT_DEBT = 'event 12: the Dragonewt bid';

const describeBid = (seat: string, choice: unknown) => `${isSide(seat) ? SIDE_SHORT[seat] : seat} bids ${String(choice)} DPs`;

const order = orderFor<DpState>();

/** The order `bid`, given while event 12's bid is open (phase `bid`). */
export function bidOrder(book: PassBook) {
  return order({
    verb: 'bid',
    description: 'Event 12: seal your bid of DPs for the Dragonewts, revealed when both sides have bid',
    kind: 'order',
    group: 'diplomacy',
    line: '{dp}',
    phases: ['bid'],
    options: { dp: option.integer('DPs you offer the Dragonewts, 0 up to what you are still scheduled to receive', 'how many DPs') },
    outOfPhase: (state: DpState) => `A bid is sealed only while event 12's bid for the Dragonewts is open; it is the ${state.turn.phase} phase.`,
    legal(state: DpState, seat: string) {
      const open = state.sealed;
      if (!open || !isSide(seat) || !waitingFor(open.choices).includes(seat)) return [];
      const cap = open.caps[seat];
      return [
        { verb: 'bid', options: { dp: '0' }, label: 'no bid (0 DPs)' },
        ...(cap > 0 ? [{ verb: 'bid', options: { dp: String(cap) }, label: `all you may bid (${cap} DPs)` }] : []),
      ];
    },
    apply(state: DpState, seat: string, o: { verb: 'bid'; dp: number }, _dice: Dice): Result<Applied<DpState>> {
      const done = placeBid(book, state, seat, o.dp);
      return done.ok ? ok({ ...done.value, checkpoints: [] }) : done;
    },
  });
}

/** Seals `seat`'s bid; once both are in, reveals them and settles the alliance and the debt. */
export function placeBid(book: PassBook, state: DpState, seat: string, dp: number): Result<{ state: DpState; events: GameEvent[] }> {
  const open = state.sealed;
  if (!open || open.what !== 'bid') return err('No bid is open: only event 12 (the Dragonewts offer to ally) opens one.');
  if (!isSide(seat)) return err(`Only the two sides bid, not ${seat}.`);
  const cap = open.caps[seat];
  if (!Number.isInteger(dp) || dp < 0 || dp > cap) return err(`Event 12: bid 0 to ${cap} DPs, the DPs you are still scheduled to receive after this game-turn; not ${dp}.`);
  const sealed = seal(open.choices, seat, dp, { who: SIDE_SHORT[seat], described: `${dp} DPs for the Dragonewts` });
  if (!sealed.ok) return err(sealed.error);
  const waiting: DpState = { ...state, sealed: { ...open, choices: sealed.sealed } };
  if (!allSealed(sealed.sealed)) return ok({ state: waiting, events: sealed.events });
  const shown = reveal(sealed.sealed, describeBid);
  const bids = { lunar: Number(shown.choices['lunar']), sartar: Number(shown.choices['sartar']) };
  const settled = sealedBid(bids, open.caps);
  if (!settled.ok) return err(settled.error); // each bid was checked against its cap as it was sealed
  const closed: DpState = { ...waiting, sealed: null };
  const events: GameEvent[] = [...sealed.events, shown.event];
  const { winner, owed } = settled.value;
  const who = book.forces.independents.get(open.for)?.name ?? open.for;
  if (!winner) {
    events.push(publicEvent('bid-settled', `Event 12: equal bids (${bids.lunar} each): the ${who} ally with no one, and no one owes a debt.`, { data: { independent: open.for, winner: null } }));
    return ok({ state: closed, events });
  }
  const joined = allyIndependent(book, closed, open.for, winner, `event 12, the higher sealed bid (${owed} DPs)`);
  const ledgers = { ...joined.state.ledgers, [winner]: [...joined.state.ledgers[winner], { what: DRAGONEWT_DEBT, owed, to: open.for }] } as DpState['ledgers'];
  events.push(...joined.events, privateEvent([winner], 'ledger', `Your ledger: you owe the ${who} ${owed} DPs (${DRAGONEWT_DEBT}), paid from every DP you receive from the next game-turn on until it is paid.`, { data: { owed, to: open.for } }));
  return ok({ state: { ...joined.state, ledgers }, events });
}

/** What a side silent at the deadline seals: no bid. */
export const bidDefault = (): { verb: 'bid'; dp: number } => ({ verb: 'bid', dp: 0 });

/** The sealed bids `viewer` may not see yet, for the leak tests. */
export function bidSecrets(state: DpState, viewer: Viewer): string[] {
  return state.sealed?.what === 'bid' ? sealedSecrets(state.sealed.choices, viewer, describeBid) : [];
}
