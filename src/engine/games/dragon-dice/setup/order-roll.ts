import type { Dice } from '../../../core/dice.ts';
import { publicEvent, type GameEvent } from '../../../core/events.ts';
import type { DiceBook } from '../dice/read.ts';
import type { DdState } from '../state.ts';
import type { Stepped } from '../stepped.ts';
import { rollArmy } from '../turn/roll.ts';
import { playerName } from '../words.ts';

/**
 * The roll for the order of play (FAQ Set-up D; SFR 8): every player rolls the horde for
 * maneuvers, cantrips not counted and nothing doubled (the `order` kind of roll); the players
 * tied for the highest re-roll their whole horde and face off, until one is highest. The winner
 * picks the frontier and plays first (FACTS §2.3: the 1996 reading, taken for both rulesets);
 * the others follow in seat order after the winner.
 */

/** Re-rolls of a tie before the seat order decides: only a horde that can never roll a maneuver gets near it. */
const MAX_FACE_OFFS = 50;

export function rollForOrder(book: DiceBook, state: DdState, dice: Dice): Stepped {
  const events: GameEvent[] = [];
  let rolling = [...state.players];
  let totals: Record<string, number> = {};
  for (let round = 0; rolling.length > 1 && round < MAX_FACE_OFFS; round++) {
    totals = {};
    for (const seat of rolling) {
      const horde = Object.values(state.units).filter((u) => u.owner === seat && u.at.kind === 'built' && u.at.army === 'horde');
      const roll = rollArmy(book, state, horde, 'order', null, dice, `${playerName(seat)}'s horde`);
      totals[seat] = roll.count.results.maneuver;
      const again = round === 0 ? '' : ' again, facing off';
      events.push(publicEvent('order-roll', `${playerName(seat)}'s horde rolls${again} for the order of play: ${roll.count.results.maneuver} maneuver${roll.count.results.maneuver === 1 ? '' : 's'}.\n${roll.count.lines.join('\n')}`, { rolls: roll.rolls, data: { seat, total: roll.count.results.maneuver } }));
    }
    const best = Math.max(...rolling.map((s) => totals[s]!));
    const tied = rolling.filter((s) => totals[s] === best);
    // FAQ Set-up D2: the players tied for the highest re-roll their entire horde (CHECKLIST 4.5 item 22: only they).
    if (tied.length > 1) events.push(publicEvent('order-tie', `${tied.map(playerName).join(' and ')} tie at ${best}: they re-roll their whole hordes and face off (FAQ Set-up D2).`));
    rolling = tied;
  }
  const first = rolling[0]!;
  const at = state.players.indexOf(first);
  const players = [...state.players.slice(at), ...state.players.slice(0, at)];
  events.push(publicEvent('order-won', `${playerName(first)} wins the roll for order: picks the frontier and plays first. The order of play: ${players.map(playerName).join(', ')}.`, { data: { first } }));
  return { state: { ...state, players, setup: { ...state.setup, step: 'frontier', first, orderRoll: { tied: [], totals } } }, events };
}
