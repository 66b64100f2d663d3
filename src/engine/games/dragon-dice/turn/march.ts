import type { Dice } from '../../../core/dice.ts';
import { publicEvent, type GameEvent } from '../../../core/events.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import { allSealed, openSealed, reveal, seal } from '../../../core/sealed.ts';
import { startMelee, startMissile } from '../actions/start.ts';
import type { ArmyRef } from '../army.ts';
import type { DiceBook } from '../dice/read.ts';
import type { TerrainAction } from '../dice/types.ts';
import { startMagic } from '../magic/start.ts';
import { armyUnits, type DdState } from '../state.ts';
import type { Stepped } from '../stepped.ts';
import { armiesAt } from '../setup/place.ts';
import { armyName, listed, playerName, terrainName } from '../words.ts';
import { advance, marchable } from './flow.ts';
import { rollArmy } from './roll.ts';

/**
 * A march (SFR 11; FAQ Turn A-F): the player picks an army that has not marched this turn and
 * says whether it maneuvers. A maneuver is answered by counter-maneuvers the opponents at that
 * terrain seal in secret; all roll at once, only the highest counter counts, ties go to the
 * marcher (0 against 0 too). A maneuver that succeeds turns the terrain die up or down one face.
 * Then the action the face allows, or none.
 */

export const COUNTER = 'counter-maneuver';

/** Begins a march with the army at `at` (a terrain id, or `reserve`). */
export function beginMarch(state: DdState, seat: string, at: string, maneuver: boolean): Result<Stepped> {
  const turn = state.turn!;
  const may = marchable(state, seat);
  if (!may.includes(at)) {
    const marched = turn.marched.includes(at) ? `Your army at ${terrainName(state, at)} has marched this turn (FAQ Turn B): ` : `You have no army at ${at}: `;
    return err(`${marched}armies that may march: ${may.join(', ') || 'none'}.`);
  }
  if (at === 'reserve' && maneuver) return err('Your reserves stand at no terrain and cannot maneuver: march them with maneuver:no (a magic action).');
  const army: ArmyRef = { owner: seat, at };
  const marching: DdState = { ...state, turn: { ...turn, marched: [...turn.marched, at] } };
  const name = armyName(state, army);
  if (!maneuver) {
    return ok({ state: { ...marching, turn: { ...marching.turn!, march: { army, step: 'action', counter: null } } }, events: [publicEvent('march', `${name} marches without maneuvering.`)] });
  }
  const opponents = armiesAt(state, at).filter((o) => o !== seat);
  if (opponents.length === 0) {
    // FAQ Turn E: ties, 0 against 0 included, go to the marcher: unopposed, it succeeds without a roll.
    return ok({ state: { ...marching, turn: { ...marching.turn!, march: { army, step: 'direction', counter: null } } }, events: [publicEvent('maneuver', `${name} maneuvers; no army there opposes it, so it succeeds (FAQ Turn E). Turn the die: /order turn up or down.`)] });
  }
  const counter = openSealed(COUNTER, opponents);
  return ok({
    state: { ...marching, turn: { ...marching.turn!, march: { army, step: 'counter', counter } } },
    events: [publicEvent('maneuver', `${name} maneuvers. ${listed(opponents.map(playerName))}: counter-maneuver or not, in secret (/order counter yes or no); the answers are revealed together.`, { data: { opponents } })],
  });
}

/** An opponent at the terrain seals whether it counter-maneuvers; once all have, they are revealed and the dice rolled. */
export function sealCounter(book: DiceBook, state: DdState, seat: string, answer: boolean, dice: Dice): Result<Stepped> {
  const march = state.turn!.march!;
  const sealed = seal(march.counter!, seat, answer, { who: playerName(seat), described: answer ? 'you counter-maneuver' : 'you do not counter-maneuver' });
  if (!sealed.ok) return err(sealed.error);
  const next: DdState = { ...state, turn: { ...state.turn!, march: { ...march, counter: sealed.sealed } } };
  if (!allSealed(sealed.sealed)) return ok({ state: next, events: sealed.events });
  const resolved = resolveManeuver(book, next, dice);
  return ok({ state: resolved.state, events: [...sealed.events, ...resolved.events] });
}

/** How a counter-maneuver is written, sealed or revealed. */
export const describeCounter = (seat: string, choice: unknown): string => `${playerName(seat)} ${choice ? 'counter-maneuvers' : 'does not counter-maneuver'}`;

/**
 * The counter-maneuvers revealed; the marcher and every opponent who counters roll their armies
 * for maneuvers at once (FAQ Turn D). Only the highest counter counts (FAQ Turn C), and the
 * marcher wins ties, 0 against 0 too (FAQ Turn E; WE-DD-03).
 */
export function resolveManeuver(book: DiceBook, state: DdState, dice: Dice): Stepped {
  const march = state.turn!.march!;
  const shown = reveal(march.counter!, describeCounter);
  const events: GameEvent[] = [shown.event];
  const at = state.terrains.find((t) => t.id === march.army.at)!;
  const countering = march.counter!.seats.filter((s) => shown.choices[s] === true);
  const marcherName = armyName(state, march.army);
  if (countering.length === 0) {
    events.push(publicEvent('maneuver-won', `No one counter-maneuvers: ${marcherName}'s maneuver succeeds. Turn the die: /order turn up or down.`));
    return { state: { ...state, turn: { ...state.turn!, march: { ...march, step: 'direction', counter: null } } }, events };
  }
  const rolled = rollArmy(book, state, armyUnits(state, march.army), 'maneuver', at, dice, marcherName);
  const mine = rolled.count.results.maneuver;
  events.push(publicEvent('maneuver-roll', `${marcherName} rolls ${mine} maneuver${mine === 1 ? '' : 's'}.\n${rolled.count.lines.join('\n')}`, { rolls: rolled.rolls, data: { seat: march.army.owner, total: mine } }));
  const counters = countering.map((seat) => {
    const army: ArmyRef = { owner: seat, at: at.id };
    const roll = rollArmy(book, state, armyUnits(state, army), 'maneuver', at, dice, armyName(state, army));
    const total = roll.count.results.maneuver;
    events.push(publicEvent('counter-roll', `${armyName(state, army)} counter-maneuvers with ${total}.\n${roll.count.lines.join('\n')}`, { rolls: roll.rolls, data: { seat, total } }));
    return total;
  });
  const highest = Math.max(...counters);
  const success = maneuverSucceeds(mine, counters);
  const against = counters.length > 1 ? `the highest counter, ${highest} (only the highest counts, FAQ Turn C)` : `${highest}`;
  events.push(
    publicEvent(
      success ? 'maneuver-won' : 'maneuver-lost',
      success
        ? `${mine} against ${against}: the maneuver succeeds${mine === highest ? ' (ties go to the marcher, FAQ Turn E)' : ''}. Turn the die: /order turn up or down.`
        : `${mine} against ${against}: the maneuver fails; the army may still act.`,
      { data: { maneuver: mine, counter: highest, success } },
    ),
  );
  return { state: { ...state, turn: { ...state.turn!, march: { ...march, step: success ? 'direction' : 'action', counter: null } } }, events };
}

/** FAQ Turn C and E: the marcher's maneuvers against the highest counter alone; ties (0-0 too) to the marcher. */
export function maneuverSucceeds(maneuver: number, counters: readonly number[]): boolean {
  return maneuver >= Math.max(0, ...counters);
}

/**
 * The die turned one face (SFR 11): up is nearer, down farther. Reaching the eighth face captures
 * the terrain for the marcher; turning a captured die down releases it (GAPS B4).
 */
export function turnDie(state: DdState, seat: string, way: 'up' | 'down'): Result<Stepped> {
  const march = state.turn!.march!;
  const t = state.terrains.find((x) => x.id === march.army.at)!;
  if (way === 'up' && t.face === 8) return err(`${terrainName(state, t.id)} shows its eighth face: it can only be turned down.`);
  if (way === 'down' && t.face === 1) return err(`${terrainName(state, t.id)} shows face 1: it can only be turned up.`);
  const face = way === 'up' ? t.face + 1 : t.face - 1;
  const heldBy = face === 8 ? seat : null;
  const terrains = state.terrains.map((x) => (x.id === t.id ? { ...x, face, heldBy } : x));
  const captured = face === 8 ? ` ${playerName(seat)} captures it (its eighth face).` : t.face === 8 && t.heldBy ? ` ${playerName(t.heldBy)} no longer holds it.` : '';
  return ok({
    state: { ...state, terrains, turn: { ...state.turn!, march: { ...march, step: 'action' } } },
    events: [publicEvent('terrain-turned', `${playerName(seat)} turns ${terrainName(state, t.id)} ${way} to face ${face}.${captured}`, { data: { terrain: t.id, face } })],
  });
}

export const ACTION_KINDS = ['melee', 'missile', 'magic', 'none'] as const;
export type ActionKind = (typeof ACTION_KINDS)[number];

/**
 * The actions the marching army may take: the terrain's face decides (GAPS B4); at the eighth face,
 * its holder may take any, the others melee only (SFR 15, read for both rulesets); from the
 * reserves, magic only (SFR 11).
 */
export function actionsAllowed(book: DiceBook, state: DdState, army: ArmyRef): Array<Exclude<ActionKind, 'none'>> {
  if (army.at === 'reserve') return ['magic'];
  const t = state.terrains.find((x) => x.id === army.at);
  if (!t) return [];
  const type = book.terrainTypes.get(book.terrains.get(t.die)?.type ?? '');
  const face: TerrainAction | undefined = type?.faces[t.face - 1];
  if (face === 'eighth') return t.heldBy === army.owner ? ['melee', 'missile', 'magic'] : ['melee'];
  return face ? [face] : [];
}

/** The march's action: begun through the actions' or magic's entry point, or none; either way the march is over. */
export function takeAction(book: DiceBook, state: DdState, seat: string, kind: ActionKind, target: ArmyRef | null, dice: Dice): Result<Stepped> {
  const march = state.turn!.march!;
  const army = march.army;
  if (kind === 'none') {
    const ended = advance(book, state, dice);
    return ok({ state: ended.state, events: [publicEvent('no-action', `${armyName(state, army)} takes no action.`), ...ended.events] });
  }
  const allowed = actionsAllowed(book, state, army);
  if (!allowed.includes(kind)) return err(`${armyName(state, army)} may not take a ${kind} action: ${allowed.length ? `the terrain allows ${listed(allowed)}` : 'none is allowed'}, or none.`);
  let started: Result<Stepped>;
  if (kind === 'magic') started = startMagic(book, state, army, dice);
  else {
    if (!target) return err(`Name the army you attack: target:<player>${kind === 'missile' ? ' at:<terrain>' : ''}.`);
    if (target.owner === seat) return err('You cannot attack your own army.');
    if (kind === 'melee' && target.at !== army.at) return err(`A melee attacks an army at the same terrain, ${terrainName(state, army.at)}.`);
    if (armyUnits(state, target).length === 0) return err(`${armyName(state, target)} has no units.`);
    started = kind === 'melee' ? startMelee(book, state, army, target, dice) : startMissile(book, state, army, target, dice);
  }
  if (!started.ok) return started;
  // The march is over once its action has begun; the action's own choices (state.action) follow.
  const ended = advance(book, started.value.state, dice);
  return ok({ state: ended.state, events: [...started.value.events, ...ended.events] });
}
