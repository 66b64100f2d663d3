import type { GameEvent } from '../../../core/events.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import { adjacent, sameHex, type Hex } from '../../../hex/hex.ts';
import { labelOf } from '../../../hex/labels.ts';
import { moveRecord } from './record.ts';
import { levelBetween, placeOf, samePlace, twoPlaces, type Place } from '../places.ts';
import type { DnState, Unit } from '../state.ts';
import { findUnit, withUnit } from '../units.ts';
import { BARRIERS, canStrikeBetween, deadHorsesAt, hexsideAt, terrainAt, unitsIn, type Table } from '../world.ts';

/**
 * Unblocking a hex (2.32.1): "Two characters on foot can move three dead persons or one dead
 * horse by one hex. The two characters cannot do anything else during their turn, neither move
 * nor shoot nor fight. If the corpses are thrown into the water they will sink and the counters
 * representing them are removed from the map."
 *
 * Ours: it is done in the movement phase (`/clear`), by two characters standing in the hex of
 * the bodies or next to it, able to reach them (no wall between, levels one could walk
 * between), who have not moved or shot this player-turn. Three dead persons are moved (all of
 * them if fewer lie there; the player may name which). They go to a neighbouring hex a
 * character could step into, whatever it costs and whoever is there; into water they sink.
 */

export const BODIES_PER_CLEARING = 3;

/** Why a character who moved bodies this player-turn may not do something else, or undefined. */
export function busyClearing(state: DnState, unit: Unit): string | undefined {
  if (unit.clearedInPlayerTurn !== state.playerTurn) return undefined;
  return `${unit.name} has moved bodies this turn and can do nothing else in it: neither move nor shoot nor fight (2.32.1).`;
}

export interface ClearOrder {
  with: string[];
  from: Hex;
  to: Hex;
  bodies?: string[];
}

export function clearBodies(table: Table, seat: string, order: ClearOrder): Result<{ state: DnState; events: GameEvent[] }> {
  const { state } = table;
  if (state.phase !== 'movement') return err(`Bodies are moved in the movement phase; it is the ${state.phase.replace('-', ' ')} phase.`);
  if (order.with.length !== 2) return err(`It takes two characters on foot to move bodies (2.32.1); name two, like with:Rix,Simon.`);
  const mine = state.units.filter((u) => u.side === seat);
  const workers: Unit[] = [];
  for (const name of order.with) {
    const found = findUnit(state, name, mine);
    if (!found.ok) return err(`You have no character called ${name.trim()}. Yours: ${mine.filter((u) => !u.dead).map((u) => u.name).join(', ')}.`);
    workers.push(found.value);
  }
  if (workers[0]!.id === workers[1]!.id) return err('Name two different characters: it takes two to move bodies (2.32.1).');
  for (const w of workers) {
    const why = unfit(state, w);
    if (why) return err(why);
  }
  const from = bodiesPlace(table, workers, order.from);
  if (!from.ok) return from;
  const to = dumpPlace(table, from.value, order.to);
  if (!to.ok) return to;
  const lying = unitsIn(table, from.value).filter((u) => u.dead);
  let moved: Unit[];
  if (order.bodies?.length) {
    moved = [];
    for (const name of order.bodies) {
      const body = findUnit(state, name, lying);
      if (!body.ok) return err(`${name.trim()} does not lie in ${labelOf(order.from)}. Bodies there: ${lying.map((u) => u.name).join(', ')}.`);
      if (!moved.includes(body.value)) moved.push(body.value);
    }
    if (moved.length > BODIES_PER_CLEARING) return err(`Two characters move ${BODIES_PER_CLEARING} dead persons at a time (2.32.1); you named ${moved.length}.`);
  } else {
    moved = lying.slice(0, BODIES_PER_CLEARING);
  }
  const sink = terrainAt(table, to.value.hex)!.id === 'water';
  let next = state;
  for (const body of moved) next = withUnit(next, sink ? { ...body, hex: null, below: false } : { ...body, hex: to.value.hex, below: to.value.below });
  for (const w of workers) next = withUnit(next, { ...w, clearedInPlayerTurn: state.playerTurn });
  const names = moved.map((u) => u.name).join(', ');
  const text = sink
    ? `${workers[0]!.name} and ${workers[1]!.name} throw ${names} from ${labelOf(order.from)} into the water of ${labelOf(order.to)}, where they sink (2.32.1).`
    : `${workers[0]!.name} and ${workers[1]!.name} drag ${names} from ${labelOf(order.from)} to ${labelOf(order.to)} (2.32.1).`;
  const event: GameEvent = { type: 'bodies', text, visibleTo: 'all', data: { with: workers.map((w) => w.id), bodies: moved.map((u) => u.id), from: labelOf(order.from), to: labelOf(order.to), sunk: sink } };
  return ok({ state: next, events: [event] });
}

function unfit(state: DnState, w: Unit): string | undefined {
  if (w.dead) return `${w.name} is dead.`;
  if (!w.hex) return `${w.name} is not on the board.`;
  if (w.stunned) return `${w.name} is stunned and can do nothing until he gets up.`;
  if (w.mounted) return `${w.name} is on horseback; bodies are moved by characters on foot (2.32.1).`;
  if (w.clearedInPlayerTurn === state.playerTurn) return `${w.name} has already moved bodies this turn.`;
  if (moveRecord(state, w)) return `${w.name} has moved this phase; those who move bodies do nothing else in their turn (2.32.1).`;
  if (w.firedInPlayerTurn === state.playerTurn) return `${w.name} has shot this turn; those who move bodies do nothing else in their turn (2.32.1).`;
  return undefined;
}

/** The place in `h` whose bodies both workers can reach. */
function bodiesPlace(table: Table, workers: Unit[], h: Hex): Result<Place> {
  const places: Place[] = twoPlaces(table, h) ? [{ hex: h, below: false }, { hex: h, below: true }] : [{ hex: h, below: false }];
  const withBodies = places.filter((p) => unitsIn(table, p).some((u) => u.dead));
  if (withBodies.length === 0) {
    if (deadHorsesAt(table, h) > 0) return err(`Only dead horses lie in ${labelOf(h)}; moving a dead horse comes with the horses' rules.`);
    return err(`No dead person lies in ${labelOf(h)}.`);
  }
  const reach = (w: Unit, p: Place) => samePlace(placeOf(w), p) || (sameHex(w.hex!, h) ? false : adjacent(w.hex!, h) && canStrikeBetween(table, placeOf(w), p));
  const place = withBodies.find((p) => workers.every((w) => reach(w, p)));
  if (!place) {
    const far = workers.find((w) => !withBodies.some((p) => reach(w, p)))!;
    return err(`${far.name} cannot reach the bodies in ${labelOf(h)}: both must stand there or next to them, with no wall or drop between (2.32.1).`);
  }
  return ok(place);
}

/** Where the bodies may go: a neighbouring place a character could step into from theirs, cost and company aside. */
function dumpPlace(table: Table, from: Place, h: Hex): Result<Place> {
  if (!adjacent(from.hex, h)) return err(`Bodies are moved one hex (2.32.1): ${labelOf(h)} is not next to ${labelOf(from.hex)}.`);
  const terrain = terrainAt(table, h);
  if (!terrain) return err(`${labelOf(h)} is off the map.`);
  if (terrain.mp === null) return err(`Bodies cannot be put in ${labelOf(h)}: ${terrain.name} cannot be entered.`);
  const candidates: Place[] = twoPlaces(table, h) === 'walkway' ? [{ hex: h, below: false }, { hex: h, below: true }] : [{ hex: h, below: false }];
  const place = candidates.find((p) => levelBetween(table, from, p) === undefined);
  if (!place) return err(`Bodies cannot be moved from ${labelOf(from.hex)} to ${labelOf(h)}: ${levelBetween(table, from, candidates[0]!)}.`);
  const side = hexsideAt(table, from.hex, h);
  const barrier = side ? BARRIERS[side] : undefined;
  if (barrier) return err(`Bodies cannot be moved from ${labelOf(from.hex)} to ${labelOf(h)}: ${barrier} is in the way.`);
  return ok(place);
}
