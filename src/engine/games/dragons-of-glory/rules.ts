import type { Dice } from '../../core/dice.ts';
import type { GameEvent } from '../../core/events.ts';
import type { Applied } from '../../core/module.ts';
import { ok, type Result } from '../../core/result.ts';
import type { PathsRules } from './paths/rules.ts';
import type { DogScenario } from './scenario.ts';
import type { DogState } from './state.ts';
import type { Stepped, TurnHooks } from './turn/sequence.ts';
import type { Side } from './units.ts';
import type { World } from './world.ts';

/** What every order's rules reach besides the state: the world, the scenario, the turn's hooks. */
export interface DogRules {
  world: World;
  scenarioOf(state: DogState): DogScenario;
  hooks: TurnHooks;
  /** An army entering a neutral nation (base DL11 with activation on): the nation's answer. */
  invade(state: DogState, nation: string, invader: Side, dice: Dice): Stepped;
  /** After anything moves or fights: who holds each place now, and which nations fell. */
  settle(state: DogState): Stepped;
  /** Paths of the Lance's cards and chart, for the scenarios played with them (`scenario.rules.cards`). */
  paths?: PathsRules;
}

export function applied(outcome: Result<Stepped>): Result<Applied<DogState>> {
  return outcome.ok ? ok({ state: outcome.value.state, events: outcome.value.events, checkpoints: [] }) : outcome;
}

export type { GameEvent };
