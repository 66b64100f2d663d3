import { returnToPile } from '../../core/deck.ts';
import type { GameEvent } from '../../core/events.ts';
import { sameSquare } from '../../grid/square.ts';
import { DK_SEAT, type DqState } from './state.ts';
import { medicinesOf } from './treasure-deck.ts';
import { living, listed, type Table } from './world.ts';

/**
 * How a quest ends (the standard of this game family; the beginner rules are not in the texts):
 * the heroes win when the quest's goals are met (and, for a quest that says so, every living hero
 * is back on the stairway); the Demon King wins when every hero is dead, or when the quest's last
 * turn ends first. A won quest pays each surviving hero its reward; medicines not used go back into
 * the Treasure deck (WE-DQ-10). The game-over line and the last checkpoint are the core's
 * (core/orders.ts `ended`), written from the outcome's reason.
 */

export function goalsMet(table: Table): boolean {
  const { state, dungeon } = table;
  return dungeon.quest.goals.every((g) => {
    switch (g.kind) {
      case 'kill':
        return state.monsters.find((m) => m.id === g.monster)?.dead ?? false;
      case 'find':
        return state.treasureTaken.includes(g.treasure);
      case 'escape': {
        const alive = living(state);
        return alive.length > 0 && alive.every((h) => h.at && dungeon.quest.stairs.some((s) => sameSquare(s, h.at!)));
      }
    }
  });
}

export function goalText(table: Table): string {
  const { quest } = table.dungeon;
  const parts = quest.goals.map((g) => {
    switch (g.kind) {
      case 'kill':
        return `kill ${quest.monsters.find((m) => m.id === g.monster)!.name}`;
      case 'find':
        return `find ${quest.treasure.find((t) => t.id === g.treasure)!.name}`;
      case 'escape':
        return 'come back to the stairway';
    }
  });
  return listed(parts);
}

export function settle(table: Table): { state: DqState; events: GameEvent[] } {
  const { state } = table;
  if (state.outcome || state.phase === 'prepare') return { state, events: [] };
  if (living(state).length === 0) return finish(table, false, 'Every hero is dead.');
  if (goalsMet(table)) return finish(table, true, `The heroes ${goalText(table)}.`);
  return { state, events: [] };
}

export function finish(table: Table, won: boolean, reason: string): { state: DqState; events: GameEvent[] } {
  const { state, dungeon } = table;
  const reward = won ? dungeon.quest.reward : 0;
  let deck = state.deck;
  const returned = state.heroes.flatMap((h) => medicinesOf(deck, h.id).map((c) => ({ hero: h.id, card: c })));
  for (const r of returned) deck = returnToPile(deck, r.hero, r.card)!;
  const heroes = state.heroes.map((h) => ({ ...h, gold: h.dead ? h.gold : h.gold + reward }));
  const winners = won ? state.heroes.map((h) => h.id) : [DK_SEAT];
  const events: GameEvent[] = [];
  const paid = won && reward ? ` Each surviving hero is paid ${reward} gold.` : '';
  if (returned.length) events.push({ type: 'medicines', text: `Unused medicines go back into the Treasure deck (${returned.length}).`, visibleTo: 'all' });
  return { state: { ...state, heroes, deck, outcome: { winners, reason: `${won ? 'The quest is won' : 'The quest is lost'}: ${reason}${paid}` } }, events };
}
