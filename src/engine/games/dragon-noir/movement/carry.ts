import type { GameEvent } from '../../../core/events.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import { sameHex, type Hex } from '../../../hex/hex.ts';
import { labelOf } from '../../../hex/labels.ts';
import { placeOf, samePlace, type Place } from '../places.ts';
import type { DnState, Unit } from '../state.ts';
import { findUnit, unitById, withUnit } from '../units.ts';
import { challengers, livingIn, neighbourHexes, stepCost, type Table } from '../world.ts';

/**
 * Carrying a stunned character (2.32.2): "A character that moves through a hex containing a
 * stunned character may carry that character on his back, but his remaining movement points
 * will be divided by two (rounding down). At the end of his movement he drops the stunned
 * character onto one of the hexes beside his own."
 *
 * Ours: the stunned character is a friend (the rule is a rescue; nothing says what a carried
 * enemy would become). He is picked up when the carrier enters his place on the way, not at
 * the end of the move (he moves *through* it), and the carrier's MP left after entering it are
 * halved. The carrier's player chooses the hex beside him where the friend is laid (`drop:`);
 * by default the one next to the fewest enemies. A carry lasts one order.
 */

export interface Carry {
  /** The stunned friend's id. */
  unit: string;
  /** Where he lay when the move began. */
  from: Place;
  /** Where the carrier lays him, if his player said. */
  drop?: Hex;
}

/** Checks who is to be carried, before the move is planned. */
export function carryFor(state: DnState, carrier: Unit, name: string, drop: Hex | undefined): Result<Carry> {
  if (carrier.mounted) return err(`${carrier.name} is on horseback; only a character on foot carries a stunned friend on his back (2.32.2).`);
  const friends = state.units.filter((u) => u.side === carrier.side && u.id !== carrier.id && u.hex && !u.dead);
  const found = findUnit(state, name, friends);
  const stunned = friends.filter((u) => u.stunned).map((u) => u.name);
  const which = stunned.length ? `Stunned friends: ${stunned.join(', ')}.` : 'None of your characters is stunned.';
  if (!found.ok) return err(`${name.trim()} is not one of your characters on the board, so ${carrier.name} cannot carry him (2.32.2). ${which}`);
  const carried = found.value;
  if (!carried.stunned) return err(`${carried.name} is not stunned; only a stunned character is carried (2.32.2). ${which}`);
  return ok({ unit: carried.id, from: placeOf(carried), ...(drop ? { drop } : {}) });
}

/** The waypoints of a carrying move: the stunned friend's hex is passed through, first unless `via` names it. */
export function carryRoute(carry: Carry, via: Hex[]): { via: Hex[]; halveAfter: number } {
  const named = via.findIndex((h) => sameHex(h, carry.from.hex));
  if (named >= 0) return { via, halveAfter: named };
  return { via: [carry.from.hex, ...via], halveAfter: 0 };
}

/** Checks a planned carrying move: it passes through the friend's place, and there is a place to lay him at its end. */
export function checkCarry(table: Table, carrier: Unit, carry: Carry, path: Place[]): Result<true> {
  const carried = unitById(table.state, carry.unit);
  const at = path.findIndex((p) => samePlace(p, carry.from));
  if (at <= 0 || at === path.length - 1) {
    return err(`${carrier.name} must pass through ${labelOf(carry.from.hex)}, where ${carried.name} lies, and go on beyond it to carry him (2.32.2).`);
  }
  const end = path[path.length - 1]!;
  const options = dropPlaces(table, carrier, carried, end);
  if (options.length === 0) return err(`There is no free hex beside ${labelOf(end.hex)} to lay ${carried.name} in (2.32.2, 2.37).`);
  if (carry.drop && !options.some((p) => sameHex(p.hex, carry.drop!))) {
    return err(`${carried.name} cannot be laid in ${labelOf(carry.drop)}. Beside ${labelOf(end.hex)} he may be laid in ${options.map((p) => labelOf(p.hex)).join(', ')}.`);
  }
  return ok(true);
}

/** The places beside `end` where the carried friend may be laid: terrain he could be in, through no wall, nobody living there. */
export function dropPlaces(table: Table, carrier: Unit, carried: Unit, end: Place): Place[] {
  const places: Place[] = [];
  for (const n of neighbourHexes(table, end.hex)) {
    const step = stepCost(table, { ...carried, hex: end.hex, below: end.below }, end.hex, n, end.below);
    if (step.mp === null) continue;
    const place = { hex: n, below: step.below };
    if (livingIn(table, place).some((u) => u.id !== carried.id && u.id !== carrier.id)) continue;
    places.push(place);
  }
  return places;
}

export interface Carried {
  state: DnState;
  events: GameEvent[];
  /** He was picked up on this step: the carrier's MP left are halved. */
  pickedUp: boolean;
}

/** After each step: the carried friend goes along on the carrier's back, or is picked up here. */
export function pickUp(table: Table, carrierId: string, carry: Carry, here: Place): Carried {
  let state = table.state;
  const carrier = unitById(state, carrierId);
  const carried = unitById(state, carry.unit);
  if (carrier.carrying === carried.id) {
    return { state: withUnit(state, { ...carried, hex: here.hex, below: here.below }), events: [], pickedUp: false };
  }
  if (carrier.carrying || !samePlace(here, carry.from) || !carried.stunned || carried.dead) return { state, events: [], pickedUp: false };
  state = withUnit(state, { ...carrier, carrying: carried.id });
  const text = `${carrier.name} takes ${carried.name} on his back in ${labelOf(here.hex)}; his MP left are halved (2.32.2).`;
  return { state, events: [{ type: 'carry', text, visibleTo: 'all', data: { unit: carrier.id, carried: carried.id } }], pickedUp: true };
}

/** At the end of the move the carrier lays his friend beside him; if the carrier fell, the friend lies where he fell. */
export function dropCarried(table: Table, carrierId: string, carry: Carry): { state: DnState; events: GameEvent[] } {
  let state = table.state;
  const carrier = unitById(state, carrierId);
  if (carrier.carrying !== carry.unit) return { state, events: [] };
  const carried = unitById(state, carry.unit);
  state = withUnit(state, { ...carrier, carrying: null });
  if (carrier.dead || !carrier.hex) {
    return { state, events: [{ type: 'carry', text: `${carried.name} lies where ${carrier.name} fell, in ${labelOf(carried.hex!)}.`, visibleTo: 'all' }] };
  }
  const current: Table = { ...table, state };
  const options = dropPlaces(current, carrier, carried, placeOf(carrier));
  const chosen = (carry.drop && options.find((p) => sameHex(p.hex, carry.drop!))) || quietest(current, carried, options);
  // Ours: if a challenge cut the move short where no hex beside him is free, the friend is laid
  // back where he was picked up, which nobody else can have taken during the move.
  const place = chosen ?? carry.from;
  state = withUnit(state, { ...unitById(state, carried.id), hex: place.hex, below: place.below });
  const path = [carry.from.hex, carrier.hex, place.hex];
  state = { ...state, moves: [...state.moves.filter((m) => m.unit !== carried.id), { unit: carried.id, spent: 0, allowance: 0, path }] };
  const text = `${carrier.name} lays ${carried.name} down in ${labelOf(place.hex)}.`;
  return { state, events: [{ type: 'carry', text, visibleTo: 'all', data: { unit: carrier.id, carried: carried.id, to: labelOf(place.hex) } }] };
}

/** The default place to lay a friend: next to the fewest enemies, then the first. */
export function quietest(table: Table, carried: Unit, options: Place[]): Place | undefined {
  let best: Place | undefined;
  let fewest = Infinity;
  for (const p of options) {
    const n = challengers(table, carried.side, p.hex, p.below).length;
    if (n < fewest) {
      best = p;
      fewest = n;
    }
  }
  return best;
}
