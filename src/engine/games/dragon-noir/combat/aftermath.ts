import type { Dice } from '../../../core/dice.ts';
import type { GameEvent } from '../../../core/events.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import { distance, sameHex, type Direction, type Hex } from '../../../hex/hex.ts';
import { poseHexes } from '../../../hex/two-hex.ts';
import { labelOf } from '../../../hex/labels.ts';
import { runChallenges } from '../movement/challenges.ts';
import { kill, stun, wound } from './harm.ts';
import { horseInTheWay, liveHorseAt } from '../horses/horses.ts';
import { footHarm } from '../horses/mounted-combat.ts';
import { immuneToPoison, isPoisoner, poisonedBlow } from '../characters/poison.ts';
import { riderAdvanceOptions, riderRetreatOptions } from '../horses/rider-aftermath.ts';
import type { AdvanceStep, CasualtyStep, DismountStep, DnState, RetreatStep, Step, Unit } from '../state.ts';
import { defaultPlacement, harmRider, placeRider, placementOptions, throwFallen, type Placement } from '../horses/thrown.ts';
import { counterNow, definition, hexesOf, isStanding, unitById, withUnit } from '../units.ts';
import { placeOf, type Place } from '../places.ts';
import type { AdvanceOption, RetreatOption } from './aftermath-paths.ts';
import { challengers, livingIn, neighbourHexes, stepCost, webAt, type Table } from '../world.ts';
import { heldBySpell } from '../magic/protection.ts';
import { GHARV_SIDE } from '../gharvs/counters.ts';
import { krobCannotStop } from '../krobs/entrances.ts';
import { isBlackDragon, woundPart, type Part } from '../dragons/parts.ts';
import { venomBlow } from '../krobs/slayers.ts';
import { isBig } from '../big-counters/footprints.ts';
import { bigRetreatOptions } from '../big-counters/retreat.ts';
import { tearWeb } from '../webs/webs.ts';

/**
 * The consequences of a combat result, settled one step at a time (2.43.1, 2.44, 5.14 note):
 * who takes the blow, where each loser retreats (displacing friends, drawing challenges), and
 * the victor's advance. A step with one possible outcome settles itself; a step with a real
 * choice waits for the seat it belongs to, which also has a sensible default.
 */

export type { AdvanceOption, RetreatOption } from './aftermath-paths.ts';

/** DN1 (2.44): one victor advances up to 2 hexes on foot. */
export const ADVANCE_HEXES_ON_FOOT = 2;

function hostile(table: Table, side: string, place: Place): boolean {
  return livingIn(table, place).some((u) => u.side !== side) || horseInTheWay(table.state, side, place.hex) !== undefined;
}

/** The place a step from `from` (a place) into `to` arrives at, or undefined if it cannot be walked. */
function stepInto(table: Table, unit: Unit, from: Place, to: Hex): Place | undefined {
  const step = stepCost(table, unit, from.hex, to, from.below);
  return step.mp === null ? undefined : { hex: to, below: step.below };
}

export function retreatOptions(table: Table, unit: Unit, hexes: number): RetreatOption[] {
  if (!unit.hex) return [];
  if (unit.mounted) return riderRetreatOptions(table, unit, hexes);
  if (isBig(unit)) return bigRetreatOptions(table, unit, hexes);
  const start = unit.hex;
  const options: RetreatOption[] = [];
  const extend = (path: Hex[], from: Place) => {
    const here = path[path.length - 1]!;
    for (const next of neighbourHexes(table, here)) {
      if (distance(start, next) !== path.length) continue;
      const place = stepInto(table, unit, from, next);
      if (!place || hostile(table, unit.side, place)) continue;
      const route = [...path, next];
      if (route.length - 1 < hexes) {
        extend(route, place);
        continue;
      }
      const occupants = livingIn(table, place).filter((u) => u.id !== unit.id);
      if (liveHorseAt(table.state, next)) continue;
      if (occupants.length === 0) {
        options.push({ path: route.slice(1) });
        continue;
      }
      // 5.14 note: a friend standing where the retreat must end may be displaced one hex.
      const friend = occupants.length === 1 && occupants[0]!.side === unit.side && isStanding(occupants[0]!) ? occupants[0]! : undefined;
      if (!friend) continue;
      for (const spot of neighbourHexes(table, next)) {
        if (distance(start, spot) <= distance(start, next)) continue;
        const pushed = stepInto(table, friend, place, spot);
        if (!pushed || livingIn(table, pushed).length > 0 || liveHorseAt(table.state, spot)) continue;
        options.push({ path: route.slice(1), push: { unit: friend.id, to: spot } });
      }
    }
  };
  extend([start], placeOf(unit));
  // 5.3: no Krob ends a move, nor a retreat, on an entrance to the deep dungeons.
  return options.filter((o) => !krobCannotStop(table, unit, o.path[o.path.length - 1]!));
}

/** The places a character walks through along a path of hexes from where he stands. */
function placesAlong(table: Table, unit: Unit, path: Hex[]): Place[] {
  const places: Place[] = [];
  let from = placeOf(unit);
  for (const h of path) {
    from = stepInto(table, unit, from, h) ?? { hex: h, below: false };
    places.push(from);
  }
  return places;
}

/** The retreat a player who does not answer would want: the fewest challenges, then the fewest enemies alongside. */
export function defaultRetreat(table: Table, unit: Unit, options: RetreatOption[]): RetreatOption | undefined {
  let best: RetreatOption | undefined;
  let bestScore = Infinity;
  for (const option of options) {
    let score = placesAlong(table, unit, option.path).reduce((sum, p) => sum + challengers(table, unit.side, p.hex, p.below).length * 10, 0);
    if (option.push) score += challengers(table, unit.side, option.push.to).length * 10 + 1;
    if (score < bestScore) {
      best = option;
      bestScore = score;
    }
  }
  return best;
}

export function advanceOptions(table: Table, step: AdvanceStep): AdvanceOption[] {
  const options: AdvanceOption[] = [];
  for (const id of step.candidates) {
    const unit = unitById(table.state, id);
    // 3.53: an immobilised victor does not advance.
    if (!isStanding(unit) || !unit.hex || heldBySpell(unit)) continue;
    if (unit.mounted) {
      options.push(...riderAdvanceOptions(table, unit, step.vacated));
      continue;
    }
    for (const first of step.vacated) {
      if (distance(unit.hex, first) !== 1) continue;
      // 2.46: an Adventurer advancing onto a web left by a beaten Krob destroys it.
      const onto = tearsWeb(table, unit, first) ? { ...table, state: tearWeb(table.state, first) } : table;
      const place = stepInto(onto, unit, placeOf(unit), first);
      if (!place) continue;
      if (livingIn(table, place).some((u) => u.side !== unit.side && !u.stunned) || horseInTheWay(table.state, unit.side, first)) continue;
      const stopsHere = livingIn(table, place).every((u) => u.id === unit.id) && !liveHorseAt(table.state, first);
      if (stopsHere) options.push({ unit: id, path: [first] });
      if (step.hexes < 2) continue;
      for (const second of neighbourHexes(table, first)) {
        if (sameHex(second, unit.hex)) continue;
        const beyond = stepInto(table, unit, place, second);
        if (!beyond || livingIn(table, beyond).length > 0 || liveHorseAt(table.state, second)) continue;
        options.push({ unit: id, path: [first, second] });
      }
    }
  }
  return options.filter((o) => !krobCannotStop(table, unitById(table.state, o.unit), o.path[o.path.length - 1]!));
}

export interface Settled {
  state: DnState;
  events: GameEvent[];
}

/** Settles every step that needs nobody's decision, stopping at the first that does. */
export function settle(table: Table, dice: Dice): Settled {
  let state = table.state;
  const events: GameEvent[] = [];
  for (let guard = 0; guard < 100; guard++) {
    // A rider killed or stunned by anything is thrown, and waits to be put beside his horse (2.47).
    const fallen = throwFallen(state);
    state = fallen.state;
    events.push(...fallen.events);
    const head = state.steps[0];
    if (!head) break;
    const current: Table = { ...table, state };
    const auto = settleAlone(current, head, dice);
    if (!auto) break;
    state = auto.state;
    events.push(...auto.events);
  }
  return { state, events };
}

function pop(state: DnState): DnState {
  return { ...state, steps: state.steps.slice(1) };
}

/** Settles `step` if it has at most one outcome; undefined if it needs its seat's choice. */
function settleAlone(table: Table, step: Step, dice: Dice): Settled | undefined {
  const { state } = table;
  // The Gharvs' steps are settled by their own rules (gharvs/aftermath.ts).
  if (step.seat === GHARV_SIDE) return undefined;
  switch (step.kind) {
    case 'casualty': {
      const living = step.candidates.filter((id) => !unitById(state, id).dead);
      if (living.length === 0) return { state: pop(state), events: [] };
      if (living.length > 1) return undefined;
      return applyCasualty(table, step, living[0]!, dice);
    }
    case 'retreat': {
      const unit = unitById(state, step.unit);
      if (unit.dead) return { state: pop(state), events: [] };
      // 4.3: "in attack as well as defence the dragon never retreats".
      if (isBlackDragon(unit)) return { state: pop(state), events: [{ type: 'retreat', text: `The Black Dragon never retreats: the retreat is ignored (4.3).`, visibleTo: 'all' }] };
      if (unit.stunned) {
        const harmed = kill(state, unit);
        return { state: pop(harmed.state), events: [{ type: 'retreat', text: `${unit.name} is stunned and must retreat: ${harmed.text} (5.14 note).`, visibleTo: 'all' }] };
      }
      const options = retreatOptions(table, unit, step.hexes);
      if (options.length === 0) {
        const harmed = wound(state, unit);
        return { state: pop(harmed.state), events: [{ type: 'retreat', text: `${unit.name} cannot retreat ${step.hexes} hex${step.hexes > 1 ? 'es' : ''}: ${harmed.text} instead (5.14 note).`, visibleTo: 'all' }] };
      }
      if (options.length > 1) return undefined;
      return applyRetreat(table, step, options[0]!, dice);
    }
    case 'dismount': {
      const options = placementOptions(table, step);
      if (options.length > 1) return undefined;
      return applyPlacement(table, step, options[0], dice);
    }
    case 'advance': {
      const options = advanceOptions(table, step);
      if (options.length === 0) return { state: pop(state), events: [] };
      // The moving side's advance never holds up the game: it stays on offer until its next order.
      if (step.seat === state.sides[state.active]!.id) return { state: { ...pop(state), advanceOffer: step }, events: [] };
      return undefined;
    }
  }
}

export function applyCasualty(table: Table, step: CasualtyStep, unitId: string, dice: Dice): Settled {
  let state = pop(table.state);
  const unit = unitById(state, unitId);
  if (unit.mounted) {
    // The mounted table's harm, or a foot result read as it (D stun throws him, F kill is a G).
    let harm = step.harm ?? footHarm(step.effect);
    // 4.2: Zed's poison turns a rider's wound into death, as on foot.
    const poisoned = step.victors.some((id) => isPoisoner(unitById(state, id)) && unitById(state, id).side !== unit.side);
    if (harm.rider === 'wounded' && poisoned && !immuneToPoison(unit)) harm = { ...harm, rider: 'killed' };
    const advance = { victors: step.victors, ...(step.advanceFor ? { advanceFor: step.advanceFor } : {}) };
    const harmed = harmRider(state, unitId, harm, advance);
    return settleRest({ ...table, state: harmed.state }, harmed.events, dice);
  }
  // 4.3: a blow on the Black Dragon falls on the part struck, each with its own wounds.
  if (isBlackDragon(unit)) {
    const hurt = woundPart(state, unit, (step.part as Part | undefined) ?? 'body');
    const events: GameEvent[] = [{ type: 'casualty', text: `${hurt.text.charAt(0).toUpperCase()}${hurt.text.slice(1)} (4.3).`, visibleTo: 'all', data: { unit: unitId, effect: 'wounded', part: step.part ?? 'body' } }];
    return settleRest({ ...table, state: hurt.state }, events, dice);
  }
  // 4.45: a Slayer's venom comes before Zed's poison; both spare the Krobs.
  const venom = venomBlow(state, step.effect, step.victors, unit, dice);
  const harmed = venom?.harmed ?? poisonedBlow(state, step.effect, step.victors, unit) ?? (step.effect === 'stunned' ? stun(state, unit) : step.effect === 'wounded' ? wound(state, unit) : kill(state, unit));
  state = harmed.state;
  const events: GameEvent[] = [...(venom?.events ?? []), { type: 'casualty', text: `${harmed.text}.`, visibleTo: 'all', data: { unit: unitId, effect: step.effect } }];
  if (harmed.retreatInstead) {
    state = { ...state, steps: [{ kind: 'retreat', seat: unit.side, unit: unitId, hexes: harmed.retreatHexes ?? 1, victors: step.victors, advanceFor: step.advanceFor }, ...state.steps] };
  } else if (step.advanceFor && (harmed.died || harmed.unit.stunned) && unit.hex) {
    state = queueAdvance(state, step.advanceFor, step.victors, unit.hex);
  }
  return settleRest({ ...table, state }, events, dice);
}

export function applyRetreat(table: Table, step: RetreatStep, option: RetreatOption, dice: Dice): Settled {
  let state = pop(table.state);
  const unit = unitById(state, step.unit);
  const from = unit.hex!;
  const left = option.facings ? hexesOf(unit) : [from];
  const events: GameEvent[] = [];
  let moved = unit;
  for (const [i, h] of option.path.entries()) {
    // A rider's counter turns as it goes; a man on foot steps into the place he can.
    state = option.facings ? withUnit(state, { ...unitById(state, unit.id), hex: h, facing: option.facings[i]! }) : walkTo({ ...table, state }, unit.id, h);
    // A counter of several hexes is challenged in all of them (challenges.ts).
    const challenge = runChallenges({ ...table, state }, unit.id, isBig(unit) ? hexesOf(unitById(state, unit.id)) : h, dice, 'retreating into');
    state = challenge.state;
    events.push(...challenge.events);
    moved = challenge.mover;
    if (moved.dead) break;
  }
  events.unshift({ type: 'retreat', text: `${unit.name} retreats ${[from, ...option.path].map(labelOf).join('→')}.`, visibleTo: 'all', data: { unit: unit.id, path: option.path.map(labelOf) } });
  state = drawn(state, unit.id, [from, ...option.path]);
  if (option.push && !moved.dead) {
    const friend = unitById(state, option.push.unit);
    const fromHex = friend.hex!;
    state = drawn(walkTo({ ...table, state }, friend.id, option.push.to), friend.id, [fromHex, option.push.to]);
    events.push({ type: 'displaced', text: `${friend.name} is displaced ${labelOf(fromHex)}→${labelOf(option.push.to)} to make room.`, visibleTo: 'all' });
    const challenge = runChallenges({ ...table, state }, friend.id, option.push.to, dice, 'displaced into');
    state = challenge.state;
    events.push(...challenge.events);
  }
  if (step.advanceFor) {
    // The hexes left: a rider's counter may still cover one of its own.
    const now = hexesOf(unitById(state, unit.id));
    for (const h of left) if (!now.some((x) => sameHex(x, h))) state = queueAdvance(state, step.advanceFor, step.victors, h);
  }
  return settleRest({ ...table, state }, events, dice);
}

/** Puts a thrown rider down where his side chose (2.47), then offers the advance a fall may give. */
export function applyPlacement(table: Table, step: DismountStep, option: Placement | undefined, dice: Dice): Settled {
  const placed = placeRider(table.state, step, option);
  let state = placed.state;
  const rider = unitById(state, step.unit);
  if (step.advanceFor && rider.hex && (rider.dead || rider.stunned)) {
    state = queueAdvance(state, step.advanceFor, step.victors, rider.hex);
    // A dead horse is a body the victor may advance across; a living one still stands in the way.
    const horse = state.horses.find((h) => sameHex(h.hex, step.horse[0]!));
    if (horse?.dead) for (const h of step.horse) state = queueAdvance(state, step.advanceFor, step.victors, h);
  }
  return settleRest({ ...table, state }, placed.events, dice);
}

/** The placement a side that does not answer gets. */
export function defaultPlacementFor(table: Table, step: DismountStep): Placement | undefined {
  return defaultPlacement(table, step, placementOptions(table, step));
}

export function applyAdvance(table: Table, step: AdvanceStep, option: AdvanceOption | undefined, dice: Dice, fromOffer: boolean): Settled {
  let state = fromOffer ? { ...table.state, advanceOffer: null } : pop(table.state);
  if (!option) {
    return settleRest({ ...table, state }, [{ type: 'advance', text: `${sideName(state, step.seat)} do not advance.`, visibleTo: 'all' }], dice);
  }
  const unit = unitById(state, option.unit);
  const from = unit.hex!;
  const events: GameEvent[] = [];
  const lastFacing = option.facings?.[option.facings.length - 1];
  const last = option.path[option.path.length - 1]!;
  const ends = lastFacing === undefined ? [last] : poseHexes({ head: last, facing: lastFacing });
  for (let i = 0; i < option.path.length; i++) {
    const h = option.path[i]!;
    if (i === 0 && tearsWeb({ ...table, state }, unit, h)) {
      state = tearWeb(state, h);
      events.push({ type: 'web-destroyed', text: `${unit.name} advances onto the spider web in ${labelOf(h)} and destroys it (2.46).`, visibleTo: 'all', data: { hex: labelOf(h) } });
    }
    state = option.facings ? withUnit(state, { ...unitById(state, unit.id), hex: h, facing: option.facings[i]! }) : walkTo({ ...table, state }, unit.id, h);
    // Hexes the counter stops on draw no challenge (2.35); for a rider, both of them.
    if (i < option.path.length - 1 && !ends.some((x) => sameHex(x, h))) {
      // 2.44: enemies engaged in combat this phase do not challenge an advance.
      const challenge = runChallenges({ ...table, state }, unit.id, h, dice, 'advancing through', state.engaged);
      state = challenge.state;
      events.push(...challenge.events);
      if (challenge.mover.dead) break;
    }
  }
  events.unshift({ type: 'advance', text: `${unit.name} advances after combat ${[from, ...option.path].map(labelOf).join('→')}.`, visibleTo: 'all', data: { unit: unit.id, path: option.path.map(labelOf) } });
  state = drawn(state, unit.id, [from, ...option.path]);
  return settleRest({ ...table, state }, events, dice);
}

/** Whether this character, advancing into `h`, tears down a web there: an Adventurer, not a Krob (2.46). */
function tearsWeb(table: Table, unit: Unit, h: Hex): boolean {
  return webAt(table, h) && !(definition(unit).traits as readonly string[]).includes('krob');
}

/** Moves a character one step, into the place of `h` the step reaches (2.37: on a walkway or beneath it). */
function walkTo(table: Table, unitId: string, h: Hex): DnState {
  const unit = unitById(table.state, unitId);
  const step = stepCost(table, unit, unit.hex!, h, unit.below);
  return withUnit(table.state, { ...unit, hex: h, below: step.mp === null ? false : step.below });
}

/** Keeps a retreat or an advance among the phase's moves, so the map posted at its end draws it. */
function drawn(state: DnState, unitId: string, path: Hex[]): DnState {
  const previous = state.moves.find((m) => m.unit === unitId);
  const record = previous ? { ...previous, path: [...previous.path, ...path.slice(1)] } : { unit: unitId, spent: 0, allowance: 0, path };
  return { ...state, moves: [...state.moves.filter((m) => m.unit !== unitId), record] };
}

function settleRest(table: Table, events: GameEvent[], dice: Dice): Settled {
  const rest = settle(table, dice);
  return { state: rest.state, events: [...events, ...rest.events] };
}

function sideName(state: DnState, side: string): string {
  return state.sides.find((s) => s.id === side)?.label ?? side;
}

/** Adds a vacated hex to the advance this combat will offer, creating it at the end of the queue. */
export function queueAdvance(state: DnState, seat: string, victors: string[], vacated: Hex): DnState {
  const existing = state.steps.findIndex((s) => s.kind === 'advance' && s.seat === seat);
  if (existing >= 0) {
    const step = state.steps[existing] as AdvanceStep;
    if (step.vacated.some((h) => sameHex(h, vacated))) return state;
    const steps = [...state.steps];
    steps[existing] = { ...step, vacated: [...step.vacated, vacated] };
    return { ...state, steps };
  }
  return { ...state, steps: [...state.steps, { kind: 'advance', seat, candidates: victors, vacated: [vacated], hexes: ADVANCE_HEXES_ON_FOOT }] };
}

/** The casualty a player who does not answer would give up: the weakest. */
export function defaultCasualty(state: DnState, step: CasualtyStep): string {
  const living = step.candidates.map((id) => unitById(state, id)).filter((u) => !u.dead);
  living.sort((a, b) => counterNow(a, state.volume).attack - counterNow(b, state.volume).attack);
  return living[0]!.id;
}

export function matchRetreat(options: RetreatOption[], to: Hex, via: Hex | undefined, push: Hex | undefined, facing?: Direction): Result<RetreatOption> {
  const matches = options.filter(
    (o) =>
      sameHex(o.path[o.path.length - 1]!, to) &&
      (!via || o.path.some((h) => sameHex(h, via))) &&
      (!push || (o.push && sameHex(o.push.to, push))) &&
      (facing === undefined || o.facings?.[o.facings.length - 1] === facing),
  );
  if (matches.length === 0) {
    const ends = [...new Set(options.map((o) => labelOf(o.path[o.path.length - 1]!)))];
    return err(`${labelOf(to)}${push ? ` pushing to ${labelOf(push)}` : ''} is not a legal retreat. Allowed: ${ends.join(', ')}.`);
  }
  const plain = matches.find((o) => !o.push);
  return ok(plain ?? matches[0]!);
}
