import { SeededDice } from '../../../../src/engine/core/dice.ts';
import { unwrap } from '../../../../src/engine/core/result.ts';
import type { DogRules } from '../../../../src/engine/games/dragons-of-glory/rules.ts';
import type { DogState } from '../../../../src/engine/games/dragons-of-glory/state.ts';
import type { Side } from '../../../../src/engine/games/dragons-of-glory/units.ts';
import type { World } from '../../../../src/engine/games/dragons-of-glory/world.ts';
import type { DogScenario } from '../../../../src/engine/games/dragons-of-glory/scenario.ts';
import { frontGame, frontScenario, frontWorld } from '../war/world.ts';

/**
 * The bot on the test front (../war/world.ts): a game with the seats players hold (the others are
 * the bot's), its state at a chosen step, and the rules the bot reads, as the module builds them.
 */

/** The rules the bot reads on the front: the module's own. */
export function frontRules(world: World, scenario: DogScenario): DogRules {
  return frontGame(world, scenario).rules;
}

export function botFront(at: Record<string, string>, seats: Side[], more: Partial<DogScenario> = {}) {
  const world = frontWorld();
  const scenario = frontScenario(world, at, more);
  const game = frontGame(world, scenario);
  const rules = game.rules;
  const state = unwrap(game.setup({ scenarioId: 'front', options: {}, seats }, new SeededDice('bot-front', 0)));
  /** The state at a given step of turn 1, `side` acting. */
  const at1 = (phase: DogState['phase'], side: Side): DogState => ({ ...state, phase, acting: side, first: 'highlord' });
  return { world, scenario, game, rules, state, at1 };
}
