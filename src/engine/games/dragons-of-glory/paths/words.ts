import { SIDE_LABEL } from '../turn/phases.ts';
import type { CardSpec, CardType } from './cards.ts';
import type { PathsRules } from './rules.ts';

/**
 * How the cards are put into words for their holder: one card ("Fizban Appears (AP 3, RP 3,
 * Whitestone war status 2): …") and a whole hand, the line a player gets by DM after each change.
 * These words are for the card's holder (or for a card the rules have shown): nothing public is
 * made from them.
 */

/** Each card type as a player says it. */
export const CARD_TYPE_WORD: Record<CardType, string> = {
  event: 'event',
  activation: 'activation',
  wing: 'dragonarmy wing',
  'combat-modifier': 'combat modifier',
  'initiative-modifier': 'initiative modifier',
  'assault-declaration': 'assault declaration',
  status: 'war status',
};

/** A number with its sign: the oval's "+2", the Non-aggression Pact's "−1". */
export const signed = (n: number): string => (n < 0 ? `−${-n}` : `+${n}`);

/** The war-status oval in words: "Whitestone war status +2", or the neutral pact's "war status −1". */
export function ovalWords(oval: CardSpec['oval']): string | undefined {
  if (!oval) return undefined;
  return oval.side === 'neutral' ? `war status ${signed(oval.value)}` : `${SIDE_LABEL[oval.side]} war status ${signed(oval.value)}`;
}

/** One card on one line: its title (with its asterisk), type, AP, RP, oval, and its rule. */
export function describeCard(paths: PathsRules, card: string): string {
  const spec = paths.cards.get(card);
  if (!spec) return `${card} (no such card)`;
  const facts = [CARD_TYPE_WORD[spec.type], `AP ${spec.ap}`, `RP ${spec.rp}`];
  const oval = ovalWords(spec.oval);
  if (oval) facts.push(oval);
  // The asterisk says what becomes of the card played as an event: a player should not have to remember it.
  if (spec.asterisk) facts.push('discarded, not removed, once played as an event');
  return `${spec.title}${spec.asterisk ? '*' : ''} (${facts.join('; ')}): ${spec.text}`;
}

/** A whole hand: how many cards, its AP and RP in all, then each card on its own line. */
export function describeHand(paths: PathsRules, cards: readonly string[]): string {
  if (cards.length === 0) return 'no cards.';
  const specs = cards.map((c) => paths.cards.get(c));
  const ap = specs.reduce((sum, s) => sum + (s?.ap ?? 0), 0);
  const rp = specs.reduce((sum, s) => sum + (s?.rp ?? 0), 0);
  const head = `${cards.length} card${cards.length === 1 ? '' : 's'}, AP ${ap} and RP ${rp} in all (AP+RP ${ap + rp}):`;
  return [head, ...cards.map((c) => `- ${describeCard(paths, c)}`)].join('\n');
}
