import type { PathsRules } from './rules.ts';

/**
 * How the cards are put into words for their holder: one card ("Fizban Appears (AP 3, RP 3,
 * Whitestone war status 2): …") and a whole hand, the line a player gets by DM after each change.
 */
export function describeCard(paths: PathsRules, card: string): string {
  void paths; void card;
  throw new Error('Paths of the Lance: not built yet');
}

export function describeHand(paths: PathsRules, cards: readonly string[]): string {
  void paths; void cards;
  throw new Error('Paths of the Lance: not built yet');
}
