import type { Side } from '../units.ts';
import type { World } from '../world.ts';
import type { CardEra, CardSpec } from './cards.ts';

/**
 * What Paths of the Lance reads besides the state: the cards and the War Status chart. The chart
 * is in no text (FACTS §1.1); ours is data (assets/cards/dragons-of-glory/chart.json), from the
 * two fixed points PL gives: 16 and 18 are knight squares, and the Highlords leading by 12 VP add
 * +1 to the knights' roll (PL B.2 example; FACTS §1.2.5).
 */
export interface WarStatusChart {
  /** The squares whose reaching calls a knight roll: every even square from 16 to 28 (invented reading). */
  knightSquares: readonly number[];
  /** The VP-status bonus to the knights' roll: `side` leading by `from`-`to` VP adds `bonus` (HL 1-12 +1, 13-24 +2; invented reading). */
  vpBonus: ReadonlyArray<{ side: Side; from: number; to: number; bonus: number }>;
  /** The war status at which each later era's cards join the deck (PL H: 15 and 30). */
  eras: Readonly<Record<2 | 3, number>>;
  /** Cards in a full hand by era (PL step 1: 5, 6, 7). */
  handSize: Readonly<Record<CardEra, number>>;
  /** After the third era: each event that would have raised war status rolls for the knights at this bonus (PL B.2: +2). */
  lateKnightBonus: number;
}

export interface PathsRules {
  cards: ReadonlyMap<string, CardSpec>;
  chart: WarStatusChart;
}

/** What every Paths of the Lance rule reads: the map, counters and nations, and the cards and chart. */
export interface PathsWorld {
  world: World;
  paths: PathsRules;
}

/** The cards of an era, in id order (the order they are shuffled from). */
export const cardsOfEra = (rules: PathsRules, era: CardEra): string[] =>
  [...rules.cards.values()].filter((c) => c.era === era).map((c) => c.id).sort();
