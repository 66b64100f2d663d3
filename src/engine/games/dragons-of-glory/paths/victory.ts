import { sameHex } from '../../../hex/hex.ts';
import type { DogState } from '../state.ts';
import { SIDE_NAMES, upperFirst } from '../strategic/outcome.ts';
import { holderOf } from '../strategic/places.ts';
import type { Victory } from '../strategic/victory.ts';
import type { Side } from '../units.ts';
import type { PathsWorld } from './rules.ts';

/**
 * Victory under Paths of the Lance (PL G): automatic when the Whitestone take the Dark Temple's
 * city or Berem is brought into it by the Highlords (at once), or a side reaches 25 VP (checked at
 * step 10, `endOfTurn`); scored after the last turn: 1-12 minor, 13-24 major, 0 a draw.
 *
 * Readings: "25 victory points at the end of any turn" and "reaches 25 … immediately over" are
 * read together as a check at step 10 and at the game's end (CHECKLIST §2.9 item 46); a marker at
 * 0 after the last turn is a draw (item 47).
 */

/** PL G's bands on the VP track. */
export const VP_BANDS = { minor: { from: 1, to: 12 }, major: { from: 13, to: 24 }, total: 25 } as const;

const leader = (vp: number): Side => (vp > 0 ? 'highlord' : 'whitestone');

export function automaticVictory(state: DogState, ctx: PathsWorld, endOfTurn: boolean): Victory | null {
  const temple = state.darkTemple ? ctx.world.map.places.get(state.darkTemple) : undefined;
  if (temple && holderOf(state, ctx.world, temple) === 'whitestone') {
    return { winners: ['whitestone'], reason: `${upperFirst(SIDE_NAMES.whitestone)} take ${temple.name}, the city of the Dark Temple: a total victory for ${SIDE_NAMES.whitestone}.` };
  }
  const berem = state.pl?.berem;
  if (temple && berem?.status === 'captured' && berem.side === 'highlord' && berem.with) {
    const captor = state.units[berem.with];
    if (captor?.at && sameHex(captor.at, temple.hex)) {
      return { winners: ['highlord'], reason: `${upperFirst(SIDE_NAMES.highlord)} bring Berem into the Dark Temple at ${temple.name}: the gateway opens for the Dark Queen, a total victory for ${SIDE_NAMES.highlord}.` };
    }
  }
  const vp = state.pl?.vp ?? 0;
  if (endOfTurn && Math.abs(vp) >= VP_BANDS.total) {
    const side = leader(vp);
    return { winners: [side], reason: `${upperFirst(SIDE_NAMES[side])} reach ${Math.abs(vp)} VP at the end of turn ${state.turn}: a total victory for ${SIDE_NAMES[side]}.` };
  }
  return null;
}

export function scoredVictory(state: DogState): Victory {
  const vp = state.pl?.vp ?? 0;
  if (vp === 0) return { winners: [], reason: 'The VP marker stands at 0 after the last turn: the war ends in a draw.' };
  const side = leader(vp);
  const points = Math.abs(vp);
  const lead = `${upperFirst(SIDE_NAMES[side])} lead by ${points} VP after the last turn`;
  if (points >= VP_BANDS.total) return { winners: [side], reason: `${lead}: a total victory for ${SIDE_NAMES[side]}.` };
  if (points >= VP_BANDS.major.from) return { winners: [side], reason: `${lead}: a major victory for ${SIDE_NAMES[side]}, whose enemies cannot recover for many years.` };
  return { winners: [side], reason: `${lead}: a minor victory for ${SIDE_NAMES[side]}, and an uneasy truce.` };
}
