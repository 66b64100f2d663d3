import type { EventKind } from '../data/events.ts';
import type { Side } from '../units.ts';

/**
 * The cards of Paths of the Lance as the rules read them. The 96 cards are in no text (FACTS
 * §1.1): ours are data (assets/cards/dragons-of-glory/era-{1,2,3}.json, read by data/cards.ts),
 * built from what PL says of them: every card it names, with the properties it gives, DL11's
 * strategic events as cards, and one activation card per neutral nation. A group may swap in its
 * own files.
 *
 * A card is played as exactly one of: an event (its effect; removed from the game, or discarded if
 * its title has an asterisk), assault points (AP: one stack may attack per point) or rebuild points
 * (RP: one strength point rebuilt or replenished per point). Played for AP or RP it is discarded.
 */

/** The era whose border it has: red Autumn Twilight (1), blue Winter Midnight (2), green Spring Dawning (3). */
export type CardEra = 1 | 2 | 3;

/** PL's card types ("combat modifiers, initiative modifiers, assault declarations", wings, activations). */
export const CARD_TYPES = ['event', 'activation', 'wing', 'combat-modifier', 'initiative-modifier', 'assault-declaration', 'status'] as const;
export type CardType = (typeof CARD_TYPES)[number];

/**
 * When it may be played as an event:
 * - `card-phase`: in its side's card phase (PL steps 4-7), the normal flow;
 * - `initiative`: at the initiative roll (step 2), through the reaction window;
 * - `battle`: when a battle is declared, by the attacker with the attack or the defender through the reaction window;
 * - `movement`: during its side's move-and-fight phase, before a battle (assault declarations);
 * - `activation`: with an activation roll (Diplomatic Coup).
 */
export const CARD_TIMINGS = ['card-phase', 'initiative', 'battle', 'movement', 'activation'] as const;
export type CardTiming = (typeof CARD_TIMINGS)[number];

/**
 * What a card does played as an event: a closed set of effects, each one rule in code (paths/effects.ts).
 * - `status`: nothing but its war-status value (a turning point of the war);
 * - `activation`: a d10 at or under the side's number brings `nation` in (PL B.1);
 * - `diplomatic-coup`: +`bonus` to one activation roll (a card's, or the Whitestone's invasion roll), one per attempt;
 * - `wing`: a dragonarmy wing: its highlord (and the dragons named) enter at the Dark Temple, or Neraka (PL A);
 * - `dark-temple`: the Dark Temple is raised: the Highlords may rebuild, and draconians are raised (PL I; FACTS §1.3);
 * - `whitestone-council`: the Whitestone may attack one hex with armies of several nations (PL I);
 * - `everman-found`: Berem is placed by the d10 table (PL D);
 * - `non-aggression-pact`: war status −1 (PL H);
 * - `dl11-event`: one of DL11's strategic events (a wizard, a citadel, the Golden General, the good dragons,
 *   Lord Soth's legion, a dragonlance, a dragon orb, gnomish technology), as the event cup would give it;
 * - `combat`: `drm` in its side's favour on one battle's die, attacking or defending;
 * - `initiative`: +`bonus` to its side's initiative roll this turn;
 * - `assault`: declared in its side's movement: its next battle this phase ignores the defender's `ignore` modifiers.
 */
export type CardEffect =
  | { kind: 'status' }
  | { kind: 'activation'; nation: string; highlord: number; whitestone: number }
  | { kind: 'diplomatic-coup'; bonus: number }
  | { kind: 'wing'; highlord: string; dragons: string[] }
  | { kind: 'dark-temple' }
  | { kind: 'whitestone-council' }
  | { kind: 'everman-found' }
  | { kind: 'non-aggression-pact' }
  | { kind: 'dl11-event'; event: EventKind; value: number }
  | { kind: 'combat'; drm: number; when: 'attack' | 'defence' | 'either' }
  | { kind: 'initiative'; bonus: number }
  | { kind: 'assault'; ignore: 'river' | 'terrain' };

export type CardEffectKind = CardEffect['kind'];

/** Where a card's values come from: PL's own text, DL11's events, or ours. */
export type CardSource = 'paths-of-the-lance' | 'dl11' | 'invented';

export interface CardSpec {
  /** Lower-case, dashes, unique over the three eras: `fizban-appears`, `diplomatic-coup-2`. */
  id: string;
  title: string;
  era: CardEra;
  /** Crossbow icons: the stacks it lets attack. */
  ap: number;
  /** Pick-and-shovel icons: the strength points it rebuilds or replenishes. */
  rp: number;
  /**
   * The war-status oval: blue for the Whitestone, black for the Highlords, with the value it adds
   * when played as an event. `neutral` is the Non-aggression Pact's (−1), in neither side's favour.
   * Null: no oval.
   */
  oval: { side: Side | 'neutral'; value: number } | null;
  /** An asterisk by the title: played as an event it is discarded, not removed from the game. */
  asterisk: boolean;
  type: CardType;
  /** Who may play it as an event. Anyone may play any card for AP or RP. */
  side: Side | 'either';
  timing: CardTiming;
  effect: CardEffect;
  /** The card's rule as printed on ours, in one or two sentences. */
  text: string;
  /** Where its title and its values come from. */
  sources: { title: CardSource; values: CardSource };
}

/** A card's AP+RP total: the event-phase trade needs equal totals (PL "Using the Event Cards" 1). */
export const totalOf = (card: Pick<CardSpec, 'ap' | 'rp'>): number => card.ap + card.rp;
