import type { Dice, RollRecord } from '../../../core/dice.ts';
import type { GameEvent } from '../../../core/events.ts';
import { endPhase, type Advanced, type PhaseMachine } from '../../../core/phases.ts';
import type { DnPhase, DnState } from '../state.ts';
import { gharvsOf } from './state.ts';
import { sideLabel } from '../units.ts';
import { suddenVictory } from '../turn/victory.ts';
import type { Table } from '../world.ts';
import { settleWithGharvs } from './aftermath.ts';
import { appearance } from './appearance.ts';
import { gharvAttack } from './attacks.ts';
import { pickByDie, pickDice } from './by-die.ts';
import { gharvContacts } from './moves.ts';
import { pitApproach, pitPrey } from './pit.ts';
import { withdrawal } from './withdrawal.ts';

/**
 * The Gharv interphase (2.12.2): after each player turn of DN2, the Gharvs come up
 * (appearance), attack (combat) and go back (withdrawal). The rules play them, so each step
 * resolves itself; it waits only while a player chooses how one of his characters takes a
 * Gharv's blow (which character, which way he retreats), and goes on when he has answered.
 * The order of the Gharvs' attacks is a dispute the die settles (4.52): the acting Gharvs are
 * numbered and the die picks the first, then the next among the rest, and so on.
 */

export const INTERPHASE: readonly DnPhase[] = ['appearance', 'gharv-combat', 'withdrawal'];

export function isInterphase(phase: DnPhase): boolean {
  return INTERPHASE.includes(phase);
}

/** Interphase 1 follows the Adventurers' turn (the first side), interphase 2 the Krobs'. */
export function interphaseNumber(state: DnState): 1 | 2 {
  return state.active === 0 ? 1 : 2;
}

type Begun = { state: DnState; events: GameEvent[]; auto?: boolean };

export function beginAppearance(table: Table, dice: Dice): Begun {
  return { ...appearance(table, dice), auto: true };
}

/** The Gharvs that act in this combat: those in contact with a character, and the Pit's with prey in the pit. */
function acting(table: Table): string[] {
  const { state } = table;
  const prey = pitPrey(table).length > 0;
  return gharvsOf(state).roster
    .filter((g) => {
      const unit = state.units.find((u) => u.id === g.id);
      if (!unit || unit.dead || !unit.hex) return false;
      return gharvContacts(table, unit).length > 0 || (g.imprisoned && prey);
    })
    .map((g) => g.id);
}

export function beginGharvCombat(table: Table, dice: Dice): Begun {
  let rest = acting(table);
  const queue: string[] = [];
  const events: GameEvent[] = [];
  const name = (id: string) => table.state.units.find((u) => u.id === id)!.name;
  const rolls: RollRecord[] = [];
  while (rest.length > 0) {
    const picked = pickByDie(dice, rest, 'Which Gharv attacks next', 'which Gharv attacks next', name);
    rolls.push(...picked.rolls);
    queue.push(picked.item);
    rest = rest.filter((id) => id !== picked.item);
  }
  if (queue.length > 1) events.push({ type: 'gharv-order', text: `The die sets the order of the Gharvs' attacks (${pickDice({ rolls })}): ${queue.map(name).join(', ')}.`, visibleTo: 'all', rolls });
  const state: DnState = { ...table.state, gharvs: { ...gharvsOf(table.state), queue } };
  const fought = fight({ ...table, state }, dice);
  return { state: fought.state, events: [...events, ...fought.events], auto: fought.done };
}

/** Works through the queue of attacks until it is empty (done) or a player must answer. */
export function fight(table: Table, dice: Dice): { state: DnState; events: GameEvent[]; done: boolean } {
  let state = table.state;
  const events: GameEvent[] = [];
  for (;;) {
    const settled = settleWithGharvs({ ...table, state }, dice, true);
    state = settled.state;
    events.push(...settled.events);
    if (settled.waiting) return { state, events, done: false };
    const sudden = suddenVictory(state, table.scenario.victory, table.board);
    if (sudden) {
      const winners = sudden.winners.map((w) => sideLabel(state, w)).join(', ') || 'nobody';
      state = { ...state, outcome: sudden, gharvs: { ...gharvsOf(state), queue: [] } };
      events.push({ type: 'game-over', text: `${sudden.reason} Victory: ${winners}.`, visibleTo: 'all' });
      return { state, events, done: true };
    }
    const [next, ...queue] = gharvsOf(state).queue;
    if (next === undefined) return { state, events, done: true };
    state = { ...state, gharvs: { ...gharvsOf(state), queue } };
    if (!state.units.some((u) => u.id === next && !u.dead)) continue;
    if (gharvsOf(state).roster.find((g) => g.id === next)?.imprisoned) {
      const crawled = pitApproach({ ...table, state }, next, dice);
      state = crawled.state;
      events.push(...crawled.events);
    }
    const attacked = gharvAttack({ ...table, state }, next, dice);
    state = attacked.state;
    events.push(...attacked.events);
  }
}

export function beginWithdrawal(table: Table, dice: Dice): Begun {
  return { ...withdrawal(table, dice), auto: true };
}

/**
 * After any order: the Gharvs' own steps are settled (a Gharv struck in a player's combat
 * retreats by the rules), and an interphase that waited on a player's answer goes on, ending
 * its phase once the last Gharv has attacked.
 */
export function gharvsPlayOn(machine: PhaseMachine<DnState>, table: Table, dice: Dice): Advanced<DnState> | undefined {
  const { state } = table;
  if (state.outcome || state.magic.pending) return undefined;
  const interphase = isInterphase(state.phase);
  if (!interphase) {
    if (state.steps[0]?.seat !== 'gharvs') return undefined;
    const settled = settleWithGharvs(table, dice, false);
    return { state: settled.state, events: settled.events, checkpoints: [] };
  }
  if (state.phase !== 'gharv-combat' || state.steps.some((s) => s.kind === 'reaction')) return undefined;
  const fought = fight(table, dice);
  if (!fought.done || fought.state.outcome) return { state: fought.state, events: fought.events, checkpoints: [] };
  const ended = endPhase(machine, fought.state, dice);
  return { state: ended.state, events: [...fought.events, ...ended.events], checkpoints: ended.checkpoints };
}

/** What may not be done while the Gharvs have the table (2.12.2: spells are cast in the player turns). */
export function interphaseRefusal(state: DnState, verb: string): string | undefined {
  if (!isInterphase(state.phase)) return undefined;
  if (verb === 'cast') return `No spell is cast in a Gharv interphase: in DN2 a spellcaster casts in the Adventurers' or the Krobs' turn (2.12.2).`;
  return undefined;
}
