import type { Dice } from '../../../core/dice.ts';
import { publicEvent, type GameEvent } from '../../../core/events.ts';
import type { DiceBook } from '../dice/read.ts';
import type { DdState } from '../state.ts';
import type { Stepped } from '../stepped.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import { rollArmy } from '../turn/roll.ts';
import { playerName } from '../words.ts';

/**
 * The roll for the order of play (FAQ Set-up D; SFR 8): every player rolls the horde for
 * maneuvers, cantrips not counted and nothing doubled (the `order` kind of roll); the players
 * tied for the highest re-roll their whole horde and face off, until one is highest. In 1996 the
 * winner picks the frontier and plays first (FACTS §2.3: the TSR reading); the others follow in
 * seat order after the winner. In v4 the winner chooses one (SFR 8, `chooseFirst`): to play first,
 * and the next in the order of play picks the frontier; or to pick the frontier, and the next plays
 * first, the order going on round the table from him (the winner last).
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
  if (state.ruleset === 'v4') {
    events.push(publicEvent('order-won', `${playerName(first)} wins the roll for order and chooses: to play first (the next player picks the frontier) or to pick the frontier (the next player plays first) (SFR 8): /order choose first or choose frontier.`, { data: { first } }));
    return { state: { ...state, players, setup: { ...state.setup, step: 'choose', first, orderRoll: { tied: [], totals } } }, events };
  }
  events.push(publicEvent('order-won', `${playerName(first)} wins the roll for order: picks the frontier and plays first. The order of play: ${players.map(playerName).join(', ')}.`, { data: { first } }));
  return { state: { ...state, players, setup: { ...state.setup, step: 'frontier', first, orderRoll: { tied: [], totals } } }, events };
}

/** Who picks the frontier: the winner of the roll for order, unless (v4) he chose to play first (SFR 8). */
export const frontierPicker = (state: DdState): string => state.setup.frontierBy ?? state.setup.first!;

/**
 * The v4 winner's choice (SFR 8): `first`, he plays first and the next in the order of play picks
 * the frontier; `frontier`, he picks it and the next plays first, the winner then last.
 */
export function chooseFirst(state: DdState, seat: string, take: 'first' | 'frontier'): Result<Stepped> {
  if (state.setup.step !== 'choose') return err('The winner of the roll for order has chosen already.');
  if (state.setup.first !== seat) return err(`${playerName(state.setup.first ?? '')} won the roll for order and chooses.`);
  const next = state.players[1]!;
  if (take === 'first') {
    const event = publicEvent('order-chosen', `${playerName(seat)} chooses to play first; ${playerName(next)} picks the frontier. The order of play: ${state.players.map(playerName).join(', ')}.`, { data: { first: seat, frontierBy: next } });
    return ok({ state: { ...state, setup: { ...state.setup, step: 'frontier', frontierBy: next } }, events: [event] });
  }
  const players = [...state.players.slice(1), seat];
  const event = publicEvent('order-chosen', `${playerName(seat)} chooses to pick the frontier; ${playerName(next)} plays first. The order of play: ${players.map(playerName).join(', ')}.`, { data: { first: next, frontierBy: seat } });
  return ok({ state: { ...state, players, setup: { ...state.setup, step: 'frontier', frontierBy: seat } }, events: [event] });
}
