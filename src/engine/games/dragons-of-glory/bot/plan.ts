import { moveContext } from '../movement/orders.ts';
import { rebuildCost } from '../paths/rebuild.ts';
import type { PathsRules } from '../paths/rules.ts';
import type { PlState } from '../paths/state.ts';
import { activationRating } from '../strategic/activation.ts';
import type { DogRules } from '../rules.ts';
import type { DogState } from '../state.ts';
import type { Side } from '../units.ts';
import { unitSide } from '../strategic/places.ts';
import { ARMIES, specOf } from '../world.ts';
import { botToAct } from './acting.ts';
import { readBoard } from './board.ts';
import { assaultCards, chooseAction, combatCard, discardChoice, eventPhaseChoice, eventsToPlay, initiativeCard, rebuildChoice } from './cards.ts';
import { bestAttack, stacksToAttack, taunts, worthAdvancing } from './combat.ts';
import { nextMoves } from './movement.ts';
import type { BotOrder } from './orders.ts';

/**
 * What the bot would order now for `side`, best first: the caller plays the first the rules take.
 * Deterministic (no dice, ties by hex label), and `done` last in every step, so a step always ends.
 */

/** What the bot remembers within one step: the groups it has moved or left, the reaches it has asked. */
export interface StepMemo {
  step: string;
  handled: Set<string>;
  unreachable: Set<string>;
}

/** One step of one side: in Paths of the Lance's simultaneous steps and questions, the side the bot plays is part of it. */
export const stepOf = (state: DogState): string => `${state.turn}/${state.half}/${state.phase}/${state.acting}/${botToAct(state) ?? ''}/${state.pl?.question?.kind ?? ''}`;

export function freshMemo(state: DogState): StepMemo {
  return { step: stepOf(state), handled: new Set(), unreachable: new Set() };
}

export function planOrders(rules: DogRules, state: DogState, side: Side, memo: StepMemo = freshMemo(state)): BotOrder[] {
  const world = rules.world;
  const cards = state.pl && rules.paths ? { pl: state.pl, paths: rules.paths } : undefined;
  if (cards) {
    const orders = planCards(rules, state, side, cards.pl, cards.paths);
    if (orders) return orders;
  }
  switch (state.phase) {
    case 'initiative':
      // Moving first lets the bot strike before the enemy reinforces; it is also the simplest to foresee.
      return [{ verb: 'go', when: 'first' }, { verb: 'go', when: 'second' }];
    case 'movement': {
      const board = readBoard(state, world, side);
      const ctx = moveContext(rules, state);
      // Each group is planned once: if none of its moves is taken, it stays.
      for (;;) {
        const next = nextMoves(state, world, side, ctx, memo.handled, memo.unreachable, board);
        if (!next) return [...(cards ? assaults(rules, state, side, cards.pl, cards.paths) : []), { verb: 'done' }];
        for (const id of next.ids) memo.handled.add(id);
        if (next.orders.length) return [...next.orders, { verb: 'done' }];
      }
    }
    case 'taunt':
      return [...taunts(state, world, side), { verb: 'done' }];
    case 'combat': {
      const orders: BotOrder[] = [];
      if (state.advance && worthAdvancing(state, world, side)) orders.push({ verb: 'advance', with: ['all'] });
      // With the cards, only as many stacks attack as the assault points declared pay for.
      const ap = cards ? { left: cards.pl.ap.points - cards.pl.ap.paid.length, paid: cards.pl.ap.paid } : undefined;
      const attack = bestAttack(state, world, side, undefined, ap);
      if (attack) {
        const order = { verb: 'attack' as const, target: world.map.label(attack.target), with: attack.attackers };
        const card = cards && combatCard(cards.paths, state, side, 'attack');
        if (card) orders.push({ ...order, card });
        orders.push(order);
      }
      return [...orders, { verb: 'done' }];
    }
    case 'activation': {
      // The activation step: try the neutral nation most likely to join (the lowest rolls win).
      let best: { id: string; needs: number } | undefined;
      for (const n of world.nations.values()) {
        if (state.nations[n.id]?.allegiance !== 'neutral') continue;
        const rated = activationRating(state, world, n.id, side);
        if (!rated) continue;
        const needs = rated.rating - rated.modifiers.reduce((sum, m) => sum + m.value, 0);
        if (needs > 0 && (!best || needs > best.needs || (needs === best.needs && n.id < best.id))) best = { id: n.id, needs };
      }
      return best ? [{ verb: 'activate', nation: best.id }, { verb: 'done' }] : [{ verb: 'done' }];
    }
    default:
      return [{ verb: 'done' }];
  }
}

/**
 * Paths of the Lance's own steps and questions, or undefined where the bot plays as in DL11 (its
 * movement and combat, with the assault points added there). The cards are chosen in cards.ts.
 */
function planCards(rules: DogRules, state: DogState, side: Side, pl: PlState, paths: PathsRules): BotOrder[] | undefined {
  const question = pl.question;
  if (question) {
    // A question's answer is its own verb; its silence is the pass.
    const pass = question.window.silence as BotOrder;
    const card = question.kind === 'combat-card' ? combatCard(paths, state, side, 'defence') : undefined;
    return card ? [{ verb: question.window.verb, card } as BotOrder, pass] : [pass];
  }
  switch (state.phase) {
    case 'initiative': {
      const card = initiativeCard(paths, state, side);
      // "pass" is the answer's card when it plays none (the windows' silence).
      return [...(card ? [{ verb: 'react' as const, card }] : []), { verb: 'react', card: 'pass' }];
    }
    case 'event': {
      const choice = eventPhaseChoice(paths, state, side);
      return choice.verb === 'pass' ? [choice] : [choice, { verb: 'pass' }];
    }
    case 'action': {
      const first = chooseAction(paths, state, side);
      return [{ verb: 'begin', phase: first }, { verb: 'begin', phase: first === 'cards' ? 'move' : 'cards' }];
    }
    case 'cards':
      return [...eventsToPlay(paths, state, side).map((p): BotOrder => ({ verb: 'play', card: p.card, ...(p.coup ? { coup: p.coup } : {}) })), { verb: 'done' }];
    case 'rebuild': {
      const world = rules.world;
      const ctx = { world, paths };
      // Its armies eliminated, or depleted on the map: what the rules will bring back, at their price.
      const candidates = Object.values(state.units)
        .filter((u) => ARMIES.has(specOf(world, u.id).kind) && unitSide(state, world, u.id) === side && (u.at ? u.depleted : u.off === 'eliminated' || u.off === 'pool'))
        .map((u) => u.id);
      const choice = rebuildChoice(paths, state, side, candidates, (id) => {
        const cost = rebuildCost(state, ctx, side, id);
        return cost.ok ? cost.value.rp : undefined;
      });
      return [...(choice.counters.length ? [{ verb: 'rebuild' as const, ...choice }] : []), { verb: 'done' }];
    }
    case 'discard': {
      const card = discardChoice(paths, state, side);
      return [...(card ? [{ verb: 'discard' as const, card }] : []), { verb: 'done' }];
    }
    default:
      return undefined;
  }
}

/** The assault points the bot declares before its movement ends: whole cards, for the stacks it means to attack with (cards.ts). */
function assaults(rules: DogRules, state: DogState, side: Side, pl: PlState, paths: PathsRules): BotOrder[] {
  const stacks = stacksToAttack(state, rules.world, side).filter((label) => !pl.ap.paid.includes(label)).length;
  const need = stacks - (pl.ap.points - pl.ap.paid.length);
  return assaultCards(paths, state, side, need).map((card) => ({ verb: 'assault', card }));
}
