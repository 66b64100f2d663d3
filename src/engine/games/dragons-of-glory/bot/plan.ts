import { moveContext } from '../movement/orders.ts';
import { activationRating } from '../strategic/activation.ts';
import type { DogRules } from '../rules.ts';
import type { DogState } from '../state.ts';
import type { Side } from '../units.ts';
import { readBoard } from './board.ts';
import { bestAttack, taunts, worthAdvancing } from './combat.ts';
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

export const stepOf = (state: DogState): string => `${state.turn}/${state.half}/${state.phase}/${state.acting}`;

export function freshMemo(state: DogState): StepMemo {
  return { step: stepOf(state), handled: new Set(), unreachable: new Set() };
}

export function planOrders(rules: DogRules, state: DogState, side: Side, memo: StepMemo = freshMemo(state)): BotOrder[] {
  const world = rules.world;
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
        if (!next) return [{ verb: 'done' }];
        for (const id of next.ids) memo.handled.add(id);
        if (next.orders.length) return [...next.orders, { verb: 'done' }];
      }
    }
    case 'taunt':
      return [...taunts(state, world, side), { verb: 'done' }];
    case 'combat': {
      const orders: BotOrder[] = [];
      if (state.advance && worthAdvancing(state, world, side)) orders.push({ verb: 'advance', with: ['all'] });
      const attack = bestAttack(state, world, side);
      if (attack) orders.push({ verb: 'attack', target: world.map.label(attack.target), with: attack.attackers });
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
