import type { Dice } from '../../../core/dice.ts';
import type { GameEvent } from '../../../core/events.ts';
import type { Hex } from '../../../hex/hex.ts';
import { labelOf } from '../../../hex/labels.ts';
import { defensiveFire, reactionWindow, type DefensiveFire, type MoveWindows } from '../fire/reactions.ts';
import type { DnState, MoveRecord, ReactionWindowStep, Unit } from '../state.ts';
import { counterNow, unitById, withUnit } from '../units.ts';
import type { Table } from '../world.ts';
import { runChallenges } from './challenges.ts';
import { moveRecord } from './record.ts';

/**
 * The one walk of a planned move, whoever moves: a man on foot (carrying a friend or not), a
 * rider, a counter of several hexes. At each step the mover enters, the other side's standing
 * reactions may fire (2.23), asking through the reaction window when the option is on; at each
 * place he leaves, the challenges are rolled (2.35). What they do to him changes the rest of the
 * move: a cut or a halved allowance shortens it to where he may still stop, a fall ends it. A
 * move resumed after a reaction window starts from where it stopped, with the shooters already
 * asked and what the answer's shot did.
 *
 * What differs between the ways of moving is given by a `MoveKind`: what a place on the route
 * is (a place, a horse's pose, a big counter's pose), what a step costs and does, which hexes
 * draw challenges, what a hit does to the mover, and the words of the log.
 */

/** What a move resumed after a reaction window carries: the shooters already offered (and those freed), and what the answer's shot did. */
export interface Resume extends MoveWindows {
  effect: { allowanceCut: number; halve: boolean; stopped: boolean };
}

/** One step taken by a `MoveKind`. */
export interface Entered<S> {
  state: DnState;
  events: GameEvent[];
  /** The MP the step cost. */
  mp: number;
  /** Where the step left the mover; absent if it went wrong before he got there. */
  reached?: S;
  /** The hexes the step adds to the move's arrows on the map. */
  path: Hex[];
  /** He took a stunned friend on his back here: what is left of his MP is halved (2.32.2). */
  halve?: boolean;
  /** The step ended the move before anyone could fire (a horse's jump gone wrong, 5.12.1). */
  ended?: boolean;
}

export interface MoveKind<S> {
  /** The log's verb: "moves", "rides". */
  verb: string;
  /** The challenge roll's words: "crossing", "riding past", "passing". */
  context: string;
  /** The hex the other side's reactions see him enter, and the route's hex in a reaction window. */
  hexOf(s: S): Hex;
  /** The mover put back at `s` (where he falls back to when he cannot stop where a hit caught him). */
  standAt(unit: Unit, s: S): Unit;
  /** Whether the move may end at `s` (2.37). */
  canStop(table: Table, unit: Unit, s: S): boolean;
  /** Takes step `i` of the route, from where the mover stands. */
  enter(table: Table, moverId: string, route: readonly S[], i: number, dice: Dice): Entered<S>;
  /** The route from `i` on as the mover would now walk it, with the MP of each step (the first 0). */
  ahead(table: Table, unit: Unit, route: readonly S[], i: number): { at: S; mp: number }[];
  /** The hexes whose challenges he may draw leaving step `i`, each group rolled together. */
  passes(table: Table, unit: Unit, route: readonly S[], i: number): (Hex | Hex[])[];
  /** Whether leaving `at` at step `i` draws its challenges, the route being what it is now. */
  crosses(route: readonly S[], i: number, at: Hex | Hex[]): boolean;
  /** Whether a shot left him able to go on: alive, and for a rider still in the saddle. */
  goesOn(unit: Unit): boolean;
  /** What a reaction window keeps of the rest of the route, to resume it. */
  rest(route: readonly S[]): Pick<ReactionWindowStep, 'path' | 'facing' | 'facings'>;
  /** The log's words on where he ends up: ", facing N" while he stands, " in F7" when he falls. */
  describe(unit: Unit): { facing: string; falls: string };
  /** What the move event's data adds (a rider's `mounted`). */
  data?: Record<string, unknown>;
  /** A fall back to an earlier place is drawn on the map's arrows (not on foot, as the walk always did). */
  fallBackShown: boolean;
  /** A cut that leaves him where he is says "stops in" (a rider), not "has MP left only to reach". */
  saysStops: boolean;
  /** Done when the move ends, not while a shooter is asked: a carried friend is laid down. */
  finish?(table: Table, moverId: string, windowOpen: boolean): { state: DnState; events: GameEvent[] };
}

export interface Walked<S> {
  state: DnState;
  events: GameEvent[];
  /** The hexes of the move's arrows, the starting one first. */
  path: Hex[];
  /** The places of the route the mover reached, the start first. */
  reached: S[];
}

export interface FireAtStep extends Omit<DefensiveFire, 'offer'> {
  /** The reaction window opened, if shooters who could fire did not by themselves (the move stops there). */
  window?: ReactionWindowStep;
}

/**
 * The other side's standing reactions at the hex the mover has just entered (2.23). Shooters who
 * could fire at him there and did not by themselves open a window (option reactionWindow),
 * keeping the rest of the move (`rest`) to resume it.
 */
export function fireAtStep(table: Table, moverId: string, at: Hex, dice: Dice, move: MoveWindows, rest: () => Pick<ReactionWindowStep, 'path' | 'facing' | 'facings'>): FireAtStep {
  const fire = defensiveFire(table, moverId, at, dice, move);
  if (!fire.offer) return { state: fire.state, events: fire.events, effect: fire.effect };
  const freed = move.free?.length ? { free: [...move.free] } : {};
  const window = reactionWindow(fire.state, fire.offer, moverId, { ...rest(), asked: [...move.asked, ...fire.offer], ...freed });
  return { state: fire.state, events: fire.events, effect: fire.effect, window };
}

/** Walks `route` (the mover's place first) the way `kind` moves. */
export function walkRoute<S>(table: Table, moverId: string, kind: MoveKind<S>, planned: readonly S[], dice: Dice, resume?: Resume): Walked<S> {
  const windows: MoveWindows = { asked: resume?.asked ?? [], ...(resume?.free ? { free: resume.free } : {}) };
  let state = table.state;
  const events: GameEvent[] = [];
  const start = unitById(state, moverId);
  const previous = moveRecord(state, start);
  const continuing = previous !== undefined;
  const record: MoveRecord = previous ?? { unit: moverId, spent: 0, allowance: counterNow(start, state.volume).move, path: [start.hex!] };
  let spent = record.spent;
  let allowance = record.allowance;
  let route = planned;
  const reached: S[] = [route[0]!];
  const path: Hex[] = [start.hex!];
  let window: ReactionWindowStep | undefined;
  // Cuts the route to what the allowance still reaches, ending where he may stop; false if the move must end here.
  const shorten = (i: number, why: string): boolean => {
    const current: Table = { ...table, state };
    const unit = unitById(state, moverId);
    const ahead = kind.ahead(current, unit, route, i);
    let end = 0;
    for (let cost = 0, j = 1; j < ahead.length; j++) {
      cost += ahead[j]!.mp;
      if (cost > allowance - spent) break;
      end = j;
    }
    while (end > 0 && !kind.canStop(current, unit, ahead[end]!.at)) end--;
    if (i + end === route.length - 1) return true;
    if (end === 0 && !kind.canStop(current, unit, ahead[0]!.at)) {
      // Passing through a friend, he cannot stop here: he falls back to the last place he could stop on.
      const back = [...reached.slice(0, i + 1)].reverse().find((s) => kind.canStop(current, unit, s)) ?? reached[0]!;
      state = withUnit(state, kind.standAt(unit, back));
      events.push({ type: 'move-cut', text: `${unit.name}, ${why}, cannot go on and falls back to ${labelOf(kind.hexOf(back))}.`, visibleTo: 'all' });
      if (kind.fallBackShown) {
        path.push(kind.hexOf(back));
        reached.push(back);
      }
      return false;
    }
    route = route.slice(0, i + end + 1);
    const last = labelOf(kind.hexOf(route[i + end]!));
    const text = end === 0 && kind.saysStops ? `${unit.name}, ${why}, stops in ${last}.` : `${unit.name}, ${why}, has MP left only to reach ${last}.`;
    events.push({ type: 'move-cut', text, visibleTo: 'all' });
    return end > 0;
  };
  // What a shot did: a fall ends the move; a cut or a wound (5.11.4 A, B) shortens it.
  const underFire = (i: number, effect: Resume['effect']): boolean => {
    if (effect.stopped || !kind.goesOn(unitById(state, moverId))) return false;
    if (!effect.allowanceCut && !effect.halve) return true;
    allowance -= effect.allowanceCut;
    if (effect.halve) allowance = spent + Math.floor(Math.max(0, allowance - spent) / 2);
    return shorten(i, effect.halve ? 'wounded' : 'under fire');
  };
  walk: for (let i = 0; i < route.length; i++) {
    if (i === 0 && resume && !underFire(0, resume.effect)) break;
    if (i > 0) {
      const step = kind.enter({ ...table, state }, moverId, route, i, dice);
      state = step.state;
      events.push(...step.events);
      spent += step.mp;
      path.push(...step.path);
      if (step.reached !== undefined) reached.push(step.reached);
      if (step.halve) allowance = spent + Math.floor((allowance - spent) / 2);
      if (step.ended) break;
      const fire = fireAtStep({ ...table, state }, moverId, kind.hexOf(route[i]!), dice, windows, () => kind.rest(route.slice(i)));
      state = fire.state;
      events.push(...fire.events);
      if (fire.window) {
        window = fire.window;
        break;
      }
      if (!underFire(i, fire.effect)) break;
    } else if (!continuing) {
      state = withUnit(state, { ...unitById(state, moverId), movedInPlayerTurn: state.playerTurn });
      // The place his move of this phase starts from is left, not crossed.
      continue;
    }
    // A place is crossed when he leaves it having come into it: any on the way, and the first
    // when an earlier order of this phase stopped him there (the orders of a phase are one move).
    for (const at of kind.passes({ ...table, state }, unitById(state, moverId), route, i)) {
      if (!kind.crosses(route, i, at)) continue;
      const challenge = runChallenges({ ...table, state }, moverId, at, dice, kind.context);
      state = challenge.state;
      events.push(...challenge.events);
      if (challenge.mover.dead) break walk;
      if (!challenge.woundedNow) continue;
      // A wound on the way halves what is left of the move, as defensive fire's B does (5.11.4):
      // he goes on as far as the halved MP take him, to a place where he may stop.
      allowance = spent + Math.floor((allowance - spent) / 2);
      if (!shorten(i, 'wounded')) break walk;
    }
  }
  if (kind.finish) {
    const finished = kind.finish({ ...table, state }, moverId, window !== undefined);
    state = finished.state;
    events.push(...finished.events);
  }
  const mover = unitById(state, moverId);
  const nextRecord: MoveRecord = { unit: moverId, spent, allowance, path: [...record.path, ...path.slice(1)] };
  state = { ...state, moves: [...state.moves.filter((m) => m.unit !== moverId), nextRecord] };
  const words = kind.describe(mover);
  const line = path.map(labelOf).join('→');
  const summary = mover.dead
    ? `${mover.name} ${kind.verb} ${line} and falls${words.falls}.`
    : `${mover.name} ${kind.verb} ${line}${words.facing} (${spent - record.spent} MP; ${Math.max(0, allowance - spent)} left)${window ? ', and stops: the other side may shoot' : ''}.`;
  events.unshift({ type: 'move', text: summary, visibleTo: 'all', data: { unit: moverId, path: path.map(labelOf), ...kind.data } });
  if (window) state = { ...state, steps: [window, ...state.steps] };
  return { state, events, path, reached };
}
