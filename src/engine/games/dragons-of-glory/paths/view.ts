import type { Viewer } from '../../../core/events.ts';
import type { PlCardView, PlView } from '../picture/view-types.ts';
import type { DogState } from '../state.ts';
import { SIDES, type Side } from '../units.ts';
import { sideOf, type World } from '../world.ts';
import { beremHex } from './berem.ts';
import type { CardEra } from './cards.ts';
import type { PathsRules } from './rules.ts';
import type { PlState } from './state.ts';
import { CARD_TYPE_WORD } from './words.ts';

/**
 * What one viewer may know of Paths of the Lance (CHECKLIST §2.6). Public: the era, the war
 * status, the VP marker, how many cards are in the deck, the discards and each hand, the face-up
 * event card, the cards the rules have shown, Berem, the Dark Temple and Whitestone Council, the
 * assault points. A side's seat also sees its own hand and any question put to it. The game
 * master, and everyone once the game is over, sees every card. Which card was discarded is its
 * discarder's business: the discards are a count.
 */

export const ERA_NAMES: Record<CardEra, string> = { 1: 'Autumn Twilight', 2: 'Winter Midnight', 3: 'Spring Dawning' };

/** PL H: the war status is no longer tracked past 30 (but for the knights' rolls). */
const LAST_TRACKED = 30;

/** The side a viewer plays, if it is a side's seat. */
export function sideOfViewer(viewer: Viewer): Side | undefined {
  return viewer.kind === 'seat' && (SIDES as readonly string[]).includes(viewer.seat) ? (viewer.seat as Side) : undefined;
}

/** Whether this viewer sees every card: the game master, or anyone once the game is over. */
export const seesAll = (state: DogState, viewer: Viewer): boolean => viewer.kind === 'gm' || state.ended !== null;

/** The cards of `side`'s hand the rules have shown, while they stay in it. */
export function shownIn(pl: PlState, side: Side): string[] {
  const hand = pl.deck.hands[side] ?? [];
  return [...new Set(pl.shown.filter((s) => s.side === side && hand.includes(s.card)).map((s) => s.card))];
}

export function plView(state: DogState, world: World, paths: PathsRules, viewer: Viewer): PlView | undefined {
  const pl = state.pl;
  if (!pl) return undefined;
  const all = seesAll(state, viewer);
  const own = sideOfViewer(viewer);
  const card = (id: string): PlCardView => cardView(paths, id);
  const handOf = (side: Side): PlCardView[] => (all || own === side ? (pl.deck.hands[side] ?? []) : shownIn(pl, side)).map(card);
  const question = pl.question && (all || pl.question.window.seat === own) ? { side: pl.question.window.seat as Side, prompt: pl.question.window.prompt } : null;
  return {
    era: pl.era,
    eraName: ERA_NAMES[pl.era],
    warStatus: pl.warStatus > LAST_TRACKED ? 'past 30' : pl.warStatus,
    vp: { side: pl.vp > 0 ? 'highlord' : pl.vp < 0 ? 'whitestone' : null, value: Math.abs(pl.vp) },
    deck: pl.deck.pile.length,
    discards: pl.deck.discard.length,
    handSizes: { highlord: pl.deck.hands.highlord?.length ?? 0, whitestone: pl.deck.hands.whitestone?.length ?? 0 },
    ...(own ? { own } : {}),
    hands: { highlord: handOf('highlord'), whitestone: handOf('whitestone') },
    eventCard: pl.eventCard ? card(pl.eventCard.card) : null,
    berem: beremView(state, world),
    darkTemplePlayed: pl.darkTemplePlayed,
    whitestoneCouncilPlayed: pl.whitestoneCouncilPlayed,
    assaultPoints: { points: pl.ap.points, spent: pl.ap.paid.length },
    question,
    ...(all ? { open: { pile: pl.deck.pile.map(card), discards: pl.deck.discard.map(card) } } : {}),
  };
}

/** A card with everything printed on it (an id no card has, as itself: a state from another deck). */
export function cardView(paths: PathsRules, id: string): PlCardView {
  const spec = paths.cards.get(id);
  if (!spec) return { id, title: id, era: 1, ap: 0, rp: 0, oval: null, asterisk: false, type: 'card', text: '' };
  return { id, title: spec.title, era: spec.era, ap: spec.ap, rp: spec.rp, oval: spec.oval, asterisk: spec.asterisk, type: CARD_TYPE_WORD[spec.type], text: spec.text };
}

/** Berem: not in play yet, placed in a hex, or captured and carried with his captor's stack (berem.ts says where). Public (PL D). */
function beremView(state: DogState, world: World): PlView['berem'] {
  const berem = state.pl!.berem;
  const at = beremHex(state);
  if (berem.status === 'captured') {
    const side = berem.side ?? (berem.with ? sideOf(state, world, berem.with) : undefined) ?? 'highlord';
    return { status: 'captured', side, at, hex: at ? world.map.label(at) : null };
  }
  return berem.status === 'placed' && at ? { status: 'placed', at, hex: world.map.label(at) } : { status: 'waiting' };
}
