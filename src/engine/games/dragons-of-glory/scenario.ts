import type { Hex } from '../../hex/hex.ts';
import type { LeaderLossRule } from './combat/leader-loss.ts';
import type { Side } from './units.ts';

/**
 * A scenario as the rules play it: its turns, who holds the initiative first, which of DL11's
 * strategic rules are on, the part of the map it uses, every nation's side at the start, and
 * where each counter in play stands. Built from a scenario file and the map (data/).
 */
export interface DogScenario {
  id: string;
  title: string;
  summary: string;
  firstTurn: number;
  lastTurn: number;
  /** Who holds the initiative on the first turn (DL11 scenario book). */
  initiative: Side;
  rules: ScenarioRules;
  /** A leader left alone by a battle: DRAGON #107's errata (1-3 lost) in base play, PL C under the cards. */
  leaderLoss: LeaderLossRule;
  /** The nations and areas its map shows; all of them when absent. */
  area?: readonly string[];
  /** Nations already conquered at the start (the Historical Campaign's Nordmaar and Kothas): their conqueror's, their armies gone. */
  conquered?: readonly string[];
  /** Each nation's (and pool's) side at the start; nations not named are neutral. */
  allegiance: Readonly<Record<string, Side | 'neutral'>>;
  /** Every counter in play: on the map, or waiting (`off`). */
  placements: ReadonlyArray<{ id: string; at: Hex | null; off?: 'pool' | 'not-yet' }>;
}

export interface ScenarioRules {
  /** DL11 Rule 3: each side may try to activate a neutral nation a turn; entering one invades it. */
  activation: boolean;
  /** The strategic-event cup (step 2). */
  events: boolean;
  /** One draconian a turn at the Dark Temple (Rule 10). */
  draconians: boolean;
  /** Base replacements (step 1). */
  replacements: boolean;
  /** DRAGON #107 supply, checked at the end of the turn. */
  supply: boolean;
  /** Paths of the Lance: the card-driven turn (paths/), with its own activation, rebuilding and victory. */
  cards: boolean;
}
