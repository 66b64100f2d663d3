import type { Dice } from '../../../core/dice.ts';
import { publicEvent, type GameEvent } from '../../../core/events.ts';
import type { DiceBook } from '../dice/read.ts';
import { isParalysed } from '../magic/effects.ts';
import { expireEffects } from '../magic/start.ts';
import { listed } from '../actions/names.ts';
import { holdsAfterTurnStart } from '../holds.ts';
import { speciesPhase } from './species-phase.ts';
import type { DdState } from '../state.ts';
import type { Stepped } from '../stepped.ts';
import { playerName } from '../words.ts';
import { dropLostCaptures, inPlay, victory } from './victory.ts';
import { startEighth } from './eighth.ts';

/**
 * The turn's course (SFR 11; GAPS B6; FAQ Turn A-F): effects expire, the dragons attack, two
 * marches, then reinforce and retreat; and what the rules do by themselves between the players'
 * orders: a step nobody can act in is passed (`settle`), a lost capture turned back, a victory.
 */

export type TurnStep = NonNullable<DdState['turn']>['step'];

/** The armies `seat` could march now: one at each terrain where it has units, and its reserves, less those that marched this turn or are paralysed. */
export function marchable(state: DdState, seat: string): string[] {
  const marched = new Set(state.turn?.marched ?? []);
  const at = new Set<string>();
  for (const u of Object.values(state.units)) {
    if (u.owner !== seat) continue;
    if (u.at.kind === 'terrain') at.add(u.at.terrain);
    if (u.at.kind === 'reserve') at.add('reserve');
  }
  // A paralysed army (TSR 1996: a blue dragon's breath, magic/effects.ts) cannot march.
  return [...at].filter((a) => !marched.has(a) && !isParalysed(state, { owner: seat, at: a })).sort();
}

export const reserveUnits = (state: DdState, seat: string) => Object.values(state.units).filter((u) => u.owner === seat && u.at.kind === 'reserve');
export const fieldUnits = (state: DdState, seat: string) => Object.values(state.units).filter((u) => u.owner === seat && u.at.kind === 'terrain');

/**
 * A player's turn begins: the effects that last until it expire (SFR 11 step 1); in v4 the
 * eighth-face phase (step 2: a held City or Temple may wait on a choice, `turn.eighth`); then the
 * dragons at every terrain where the player has an army attack (SFR 11 step 3); if their owners
 * must choose targets, `state.dragonAttack` waits for them.
 */
export function startTurn(book: DiceBook, state: DdState, player: string, round: number, dice: Dice): Stepped {
  const events: GameEvent[] = [publicEvent('turn', `Round ${round}: ${playerName(player)}'s turn.`, { data: { round, player } })];
  let s: DdState = { ...state, turn: { round, player, step: 'dragons', marched: [], march: null } };
  const expired = expireEffects(s, player);
  s = expired.state;
  events.push(...expired.events);
  const freed = holdsAfterTurnStart(s, player);
  s = freed.state;
  if (freed.freed.length) events.push(publicEvent('dd-holds-end', `Free again: ${listed(freed.freed.map((u) => `${book.units.get(u.die)?.name ?? u.id} (${u.owner}, ${u.status!.what})`))}.`));
  // The eighth-face phase (v4), then the dragons attack (turn/eighth.ts, turn/dragon-phase.ts).
  const eighth = startEighth(book, s, player, dice);
  s = eighth.state;
  events.push(...eighth.events);
  return { state: s, events };
}

/** The turn is over: the next player in the order of play with units in play takes the next. */
export function endTurn(book: DiceBook, state: DdState, dice: Dice): Stepped {
  const turn = state.turn!;
  const at = state.players.indexOf(turn.player);
  for (let step = 1; step <= state.players.length; step++) {
    const next = state.players[(at + step) % state.players.length]!;
    if (!inPlay(state, next)) continue;
    const round = at + step >= state.players.length ? turn.round + 1 : turn.round;
    return startTurn(book, state, next, round, dice);
  }
  return { state, events: [] };
}

/** The next step of the turn after `step`. */
export function nextStep(step: TurnStep): TurnStep | 'end' {
  const order: TurnStep[] = ['eighth', 'dragons', 'first-march', 'second-march', 'reinforce', 'retreat'];
  return order[order.indexOf(step) + 1] ?? 'end';
}

/** Moves the turn to its next step (or the next player's turn). */
export function advance(book: DiceBook, state: DdState, dice: Dice): Stepped {
  const turn = state.turn!;
  const next = nextStep(turn.step);
  if (next === 'end') return endTurn(book, state, dice);
  // The species abilities phase comes between the dragon attacks and the first march (SFR 11).
  const abilities = turn.step === 'dragons' ? speciesPhase(book, state, turn.player) : { state, events: [] };
  return { state: { ...abilities.state, turn: { ...turn, step: next, march: null } }, events: abilities.events };
}

/**
 * What the rules do by themselves after every order: captures lost, a victory, and every step of
 * the turn in which the player has nothing to decide passed (no army left to march, no reserves to
 * bring in, nothing at a terrain to retreat), so a game by post never waits on nobody.
 */
export function settle(book: DiceBook, state: DdState, dice: Dice): Stepped {
  let s = state;
  const events: GameEvent[] = [];
  const take = (step: Stepped) => {
    s = step.state;
    events.push(...step.events);
  };
  for (let guard = 0; guard < 200; guard++) {
    if (s.ended) break;
    take(dropLostCaptures(s));
    const won = victory(s);
    if (won) {
      s = { ...s, ended: won };
      events.push(publicEvent('victory', won.reason, { data: { winners: won.winners } }));
      break;
    }
    if (s.setup.step !== 'done' || !s.turn || s.action || s.dragonAttack) break;
    const turn = s.turn;
    if (turn.march) break;
    const player = turn.player;
    const idle =
      turn.step === 'dragons' ||
      ((turn.step === 'first-march' || turn.step === 'second-march') && marchable(s, player).length === 0) ||
      (turn.step === 'reinforce' && reserveUnits(s, player).length === 0) ||
      (turn.step === 'retreat' && fieldUnits(s, player).length === 0);
    if (!idle) break;
    take(advance(book, s, dice));
  }
  return { state: s, events };
}
