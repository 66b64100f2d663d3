import type { Dice } from '../../core/dice.ts';
import { publicEvent, type GameEvent } from '../../core/events.ts';
import { mayTaunt } from './attacks/orders.ts';
import { maelstromAtStart } from './naval/maelstrom.ts';
import type { DogRules } from './rules.ts';
import type { DogScenario } from './scenario.ts';
import type { DogState } from './state.ts';
import { invade } from './strategic/activation.ts';
import { checkConquest, holdPlaces } from './strategic/conquest.ts';
import { drawerOf, drawEvent, type EventCounterSpec, type EventCupRules } from './strategic/events.ts';
import { raiseDraconian, replacements } from './strategic/production.ts';
import { checkSupply } from './strategic/supply.ts';
import { checkVictory, type VictoryCondition } from './strategic/victory.ts';
import type { Stepped, TurnHooks } from './turn/sequence.ts';
import { SIDES } from './units.ts';
import type { World } from './world.ts';

/**
 * The strategic chapter wired into one scenario's turn: which of DL11's steps it has (its
 * `rules`), its event cup and its victory conditions. The turn (turn/sequence.ts) calls these
 * hooks; every rule they run is the strategic chapter's.
 */

export interface ScenarioStrategy {
  victory: readonly VictoryCondition[];
  /** The cup's counters and when each era joins; none where the scenario has no events. */
  events?: { counters: readonly EventCounterSpec[]; cup: EventCupRules };
}

export function strategyFor(world: World, scenario: DogScenario, strategy: ScenarioStrategy): Pick<DogRules, 'invade' | 'settle'> & { hooks: TurnHooks } {
  const then = (first: Stepped, next: (s: DogState) => Stepped): Stepped => {
    const after = next(first.state);
    return { state: after.state, events: [...first.events, ...after.events] };
  };
  const settle = (state: DogState): Stepped => then(holdPlaces(state, world), (s) => checkConquest(s, world));

  const hooks: TurnHooks = {
    startOfTurn(state: DogState, dice: Dice): Stepped {
      let stepped: Stepped = { state, events: [] };
      if (scenario.rules.replacements) for (const side of SIDES) stepped = then(stepped, (s) => replacements(s, world, side));
      if (scenario.rules.draconians) stepped = then(stepped, (s) => raiseDraconian(s, world));
      if (scenario.rules.events && strategy.events) {
        const cup = strategy.events;
        stepped = then(stepped, (s) => drawEvent(s, world, cup.counters, cup.cup, dice));
      }
      return stepped;
    },
    endOfTurn(state: DogState): Stepped {
      let stepped: Stepped = { state, events: [] };
      if (scenario.rules.supply) {
        for (const side of SIDES) {
          stepped = then(stepped, (s) => {
            const checked = checkSupply(s, world, side);
            return checked.ok ? checked.value : { state: s, events: [] };
          });
        }
      }
      return then(stepped, settle);
    },
    victory: (state, final) => checkVictory(state, world, strategy.victory, final),
    activationStep: () => scenario.rules.activation,
    activationFirst: (state) => (scenario.rules.events ? drawerOf(state.turn) : 'highlord'),
    mayTaunt: (state, side) => mayTaunt(state, world, side),
    startOfMovement(state: DogState, side, dice: Dice): Stepped {
      const caught = maelstromAtStart(state, world, side, dice, state.pl ? 'paths-of-the-lance' : 'dl11');
      if (!caught.lines.length) return { state, events: [] };
      return { state: caught.state, events: [publicEvent('maelstrom', caught.lines.join('\n'), caught.rolls.length ? { rolls: caught.rolls } : {})] };
    },
  };

  return {
    hooks,
    invade(state: DogState, nation: string, invader, dice: Dice): Stepped {
      const answered = invade(state, world, nation, invader, dice);
      if (answered.ok) return answered.value;
      // A nation no roll can bring in stays neutral; the army stands where it stopped.
      const events: GameEvent[] = [publicEvent('dog-invasion', `${answered.error} It stays neutral.`)];
      return { state, events };
    },
    settle,
  };
}

