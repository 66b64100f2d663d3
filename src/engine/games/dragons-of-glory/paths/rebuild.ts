import { publicEvent, type GameEvent } from '../../../core/events.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import { hexKey, neighbours, sameHex, type Hex } from '../../../hex/hex.ts';
import type { Place } from '../map/types.ts';
import type { DogState } from '../state.ts';
import { SIDE_NAMES, upperFirst } from '../strategic/outcome.ts';
import { PL_FLEETS_A_HEX } from '../movement/stacking.ts';
import { placeCounters } from '../strategic/placement.ts';
import { capitalOf, holderOf, placesOfNation, unitSide } from '../strategic/places.ts';
import { raiseDraconian } from '../strategic/production.ts';
import type { CounterSpec, Side } from '../units.ts';
import { ARMIES, cellOf, FLYING, nameOf, specOf, type World } from '../world.ts';
import type { Stepped } from '../turn/sequence.ts';
import { templePlace } from './highlords.ts';
import type { PathsWorld } from './rules.ts';
import type { PlState } from './state.ts';

/**
 * Rebuild points (PL "Using the Event Cards" 3, I): 1 RP rebuilds one strength point of an
 * eliminated army (to full strength only; it goes on the next turn's square and is placed in or
 * beside its capital at that turn's end, a fleet in its country's port) or replenishes one point of
 * a depleted army or fleet in a city, port or fortress inside its own borders (mercenaries: Neraka,
 * the Dark Temple or any friendly human city; knights: any knight nation). Never rebuilt: flying
 * armies, leaders, undead, draconians, Maelstrom fleets. No RP for the Highlords before Dark
 * Temple. RP cannot be held over, and no card is played for RP unless its points are needed.
 *
 * Readings: an army in the pool (where DL11's battles put the eliminated) is eliminated; a
 * conquered country's armies are gone for good; a "human" city is one of a country with a human or
 * knight army, or with no army of its own (Kalaman, Abanasinia, Balifor...); a rebuilt army with no
 * room at the end of its turn waits on the track for the next turn's end.
 */

const PL_RP = 'PL "Using the Event Cards" 3';

const isEliminated = (state: DogState, id: string) => {
  const u = state.units[id];
  return !!u && !u.at && (u.off === 'eliminated' || u.off === 'pool');
};

/** Why a counter can never be rebuilt or replenished, or undefined. */
function neverRebuilt(spec: CounterSpec): string | undefined {
  if (spec.kind === 'leader') return `${spec.name} is a leader: leaders are never rebuilt (${PL_RP}).`;
  if (spec.kind === 'wizard') return `${spec.name} is a wizard, not an army: only armies and fleets are rebuilt.`;
  if (FLYING.has(spec.kind)) return `${spec.name} flies: flying armies are never rebuilt (${PL_RP}).`;
  if (spec.race === 'undead') return `${spec.name} is undead: undead are never rebuilt (${PL_RP}).`;
  if (spec.race === 'draconian') return `${spec.name} is a draconian: draconians come only from the Dark Temple, never by RP (${PL_RP}).`;
  if (spec.kind === 'fleet' && spec.nation === 'maelstrom') return `${spec.name} is a Maelstrom fleet: Maelstrom fleets are never rebuilt (${PL_RP}).`;
  return undefined;
}

/** A country is human (for the mercenaries' cities) when one of its armies is human or knightly, or it has none of its own. */
function humanNation(world: World, nation: string): boolean {
  const armies = [...world.counters.values()].filter((c) => c.nation === nation && ARMIES.has(c.kind));
  return !armies.length || armies.some((c) => c.race === 'human' || c.race === 'knight');
}

/** Whether a depleted `spec` standing in `at` is inside its home borders, in a city, port or fortress. */
function mayReplenishAt(state: DogState, world: World, spec: CounterSpec, side: Side, at: Hex): string | undefined {
  const cell = cellOf(world, at);
  const place = cell?.place;
  const label = world.map.label(at);
  const where = place ? `${place.name} (${label})` : label;
  if (!place) return `${spec.name} stands in ${label}, no city, port or fortress: an army is replenished only in one inside its home borders (${PL_RP}).`;
  if (spec.kind === 'fleet' && !place.port) return `${spec.name} is in ${where}, no port: a fleet is replenished in a port of its own country.`;
  const nation = cell.nation;
  if (spec.race === 'mercenary') {
    const temple = templePlace(state, world);
    const humanCity = (place.kind === 'city' || place.kind === 'fortified-city') && holderOf(state, world, place) === side && !!nation && humanNation(world, nation);
    if (nation === 'neraka' || (temple && sameHex(temple.hex, at)) || humanCity) return undefined;
    return `${spec.name} is in ${where}: mercenaries are replenished in Neraka, the Dark Temple or a friendly human city (${PL_RP}).`;
  }
  if (nation === spec.nation) return undefined;
  if (spec.race === 'knight' && nation && world.nations.get(nation)?.knight) return undefined;
  const home = world.nations.get(spec.nation)?.name ?? spec.nation;
  return `${spec.name} is in ${where}, outside ${home}: an army is replenished only inside its home borders${spec.race === 'knight' ? ' (knights in any knight nation)' : ''} (${PL_RP}).`;
}

/** What it costs `side` to bring `counter` back (rebuild or replenish), or why it cannot. */
export function rebuildCost(state: DogState, ctx: PathsWorld, side: Side, counter: string): Result<{ rp: number; how: 'rebuild' | 'replenish' }> {
  const { world } = ctx;
  const pl = state.pl;
  if (!pl) return err('Rebuild points are Paths of the Lance: this game plays by DL11 alone.');
  const spec = world.counters.get(counter);
  if (!spec) return err(`No counter is called ${counter}.`);
  if (unitSide(state, world, counter) !== side) return err(`${spec.name} does not serve ${SIDE_NAMES[side]}.`);
  const never = neverRebuilt(spec);
  if (never) return err(never);
  if (side === 'highlord' && !pl.darkTemplePlayed) return err(`The Highlords may use no rebuild points until Dark Temple is played (PL I).`);
  if (pl.rebuilt.some((r) => r.counter === counter)) return err(`${spec.name} is already rebuilt and waits on the turn track.`);
  const u = state.units[counter]!;
  if (isEliminated(state, counter)) {
    if (state.nations[spec.nation]?.conquered) return err(`${world.nations.get(spec.nation)?.name ?? spec.nation} is conquered: its armies are gone for good.`);
    return ok({ rp: spec.strength, how: 'rebuild' });
  }
  if (!u.at) return err(`${spec.name} has not entered the war.`);
  if (!u.depleted || spec.depleted === null) return err(`${spec.name} is at full strength.`);
  const where = mayReplenishAt(state, world, spec, side, u.at);
  if (where) return err(where);
  return ok({ rp: spec.strength - spec.depleted, how: 'replenish' });
}

/** `side` spends `rp` points (the cards' total, already checked as needed) on `counters`. */
export function spendRebuildPoints(state: DogState, ctx: PathsWorld, side: Side, rp: number, counters: readonly string[]): Result<Stepped> {
  const { world } = ctx;
  if (!state.pl) return err('Rebuild points are Paths of the Lance: this game plays by DL11 alone.');
  if (!counters.length) return err('Name the armies or fleets to rebuild or replenish.');
  const twice = counters.find((id, i) => counters.indexOf(id) !== i);
  if (twice) return err(`${world.counters.get(twice)?.name ?? twice} is named twice.`);
  const costs: Array<{ id: string; rp: number; how: 'rebuild' | 'replenish' }> = [];
  for (const id of counters) {
    const cost = rebuildCost(state, ctx, side, id);
    if (!cost.ok) return cost;
    costs.push({ id, ...cost.value });
  }
  const total = costs.reduce((sum, c) => sum + c.rp, 0);
  if (total > rp) return err(`That costs ${total} rebuild points (${costs.map((c) => `${nameOf(world, c.id)} ${c.rp}`).join(', ')}); the cards give ${rp}.`);
  const units = { ...state.units };
  const rebuilt = [...state.pl.rebuilt];
  const parts: string[] = [];
  for (const c of costs) {
    if (c.how === 'rebuild') {
      rebuilt.push({ counter: c.id, turn: state.turn + 1 });
      parts.push(`${nameOf(world, c.id)} is rebuilt (${c.rp}) and waits on turn ${state.turn + 1}'s square`);
    } else {
      units[c.id] = { ...units[c.id]!, depleted: false };
      parts.push(`${nameOf(world, c.id)} is replenished (${c.rp})`);
    }
  }
  const line = `${upperFirst(SIDE_NAMES[side])} spend ${total} of ${rp} rebuild points: ${parts.join('; ')}.`;
  return ok({ state: { ...state, units, pl: { ...state.pl, rebuilt } }, events: [publicEvent('pl-rebuild', line, { data: { side, rp, spent: total, counters: [...counters] } })] });
}

/** In or beside a place: its hex first, then its neighbours. */
const inOrBeside = (place: Place): Hex[] => [place.hex, ...neighbours(place.hex)];

/** Where a rebuilt counter may come back, best first. */
function returnSpots(state: DogState, world: World, spec: CounterSpec, side: Side): Hex[] {
  const held = (p: Place | undefined): p is Place => !!p && holderOf(state, world, p) === side;
  if (spec.kind === 'fleet') {
    const fleetsIn = (h: Hex) => Object.values(state.units).filter((u) => u.at && sameHex(u.at, h) && specOf(world, u.id).kind === 'fleet').length;
    return placesOfNation(world, spec.nation).filter((p) => p.port && held(p) && fleetsIn(p.hex) < PL_FLEETS_A_HEX).map((p) => p.hex);
  }
  if (spec.race === 'mercenary') {
    const places = [capitalOf(world, 'neraka'), templePlace(state, world)].filter(held);
    return places.flatMap(inOrBeside);
  }
  const own = capitalOf(world, spec.nation);
  // The capital itself only if the side holds it; beside it wherever no enemy stands (placeCounters checks).
  const spots: Hex[] = own ? [...(held(own) ? [own.hex] : []), ...neighbours(own.hex)] : [];
  // Knights may be rebuilt in any knight nation: beside their own capital first, then in or beside another's their side holds.
  if (spec.race === 'knight') {
    for (const n of world.nations.values()) {
      const capital = n.knight && n.id !== spec.nation ? capitalOf(world, n.id) : undefined;
      if (held(capital)) spots.push(...inOrBeside(capital));
    }
  }
  return [...new Map(spots.map((h) => [hexKey(h), h])).values()];
}

/** The end of the turn: armies rebuilt for this turn are placed; a draconian is raised once Dark Temple is played. */
export function placeRebuilt(state: DogState, ctx: PathsWorld): Stepped {
  const { world } = ctx;
  if (!state.pl) return { state, events: [] };
  let next = state;
  const events: GameEvent[] = [];
  const waiting: PlState['rebuilt'] = [];
  for (const entry of state.pl.rebuilt) {
    if (entry.turn > state.turn) {
      waiting.push(entry);
      continue;
    }
    const spec = specOf(world, entry.counter);
    const side = unitSide(next, world, entry.counter);
    const set = side ? placeCounters(next, world, [entry.counter], returnSpots(next, world, spec, side), side) : undefined;
    const at = set?.placed[0]?.at;
    if (!set || !at) {
      waiting.push(entry);
      events.push(publicEvent('pl-rebuild', `${spec.name} finds no room free of the enemy ${spec.kind === 'fleet' ? 'in a port of its country' : 'in or beside its capital'}: it waits on the track for the next turn's end.`, { data: { counter: entry.counter } }));
      continue;
    }
    next = set.state;
    const place = cellOf(world, at)?.place;
    events.push(publicEvent('pl-rebuild', `${spec.name}, rebuilt, takes the field at ${place ? `${place.name} (${world.map.label(at)})` : world.map.label(at)}.`, { data: { counter: entry.counter, at: world.map.label(at) } }));
  }
  next = { ...next, pl: { ...next.pl!, rebuilt: waiting } };
  if (next.pl!.darkTemplePlayed) {
    const raised = raiseDraconian(next, world);
    next = raised.state;
    events.push(...raised.events);
  }
  return { state: next, events };
}
