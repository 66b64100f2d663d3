import { dieRead, type Dice } from '../../../core/dice.ts';
import { publicEvent, type GameEvent } from '../../../core/events.ts';
import { hexKey, neighbours, sameHex, type Hex, type HexKey } from '../../../hex/hex.ts';
import { isWater, type Place } from '../map/types.ts';
import type { DogState } from '../state.ts';
import { SIDE_NAMES, upperFirst } from '../strategic/outcome.ts';
import { holderOf, nationOfPlace, unitSide } from '../strategic/places.ts';
import { otherSide, type Side } from '../units.ts';
import { ARMIES, GROUND, nameOf, specOf, type World } from '../world.ts';
import type { Stepped } from '../turn/sequence.ts';
import type { PathsWorld } from './rules.ts';
import type { Berem } from './state.ts';

/**
 * Berem (PL D): placed when Everman Found is played, by the d10 table (1 the Mithas fortress, 2 Pax
 * Tharkas, 3 the fortress SW of Qualinesti, 4 Kalaman, 5 Palanthus, 6 Kendermore, 7 Hylo, 8
 * Vingaard, 9 the Whitestone's choice, 10 the Highlords' choice of a neutral continental city, a
 * re-roll if there is none). Captured at once where an army stands; never moves unless captured;
 * never eliminated; captured by the side whose assault eliminates every army he is with, then goes
 * with one of its stacks. The Highlords bringing him into the Dark Temple's hex win at once.
 */

export const BEREM_TABLE_NAME = 'PL D Berem placement';

/**
 * PL D's placement table (Paths of the Lance, New Rule D), each place by its id on our map:
 * 1 the fortress on Mithas (Lacynos), 2 Pax Tharkas, 3 the fortress south-west of Qualinesti
 * (Porliost, south-west of Qualinost), 4 Kalaman, 5 Palanthus, 6 Kendermore, 7 Hylo (its capital,
 * Kenderhome: the map has no place called Hylo), 8 Vingaard (Vingaard Keep); 9 and 10 a side's
 * choice of any neutral city on the continent.
 */
export const BEREM_TABLE: Readonly<Record<number, { place: string } | { choose: Side }>> = {
  1: { place: 'lacynos' },
  2: { place: 'pax-tharkas' },
  3: { place: 'porliost' },
  4: { place: 'kalaman' },
  5: { place: 'palanthus' },
  6: { place: 'kendermore' },
  7: { place: 'kenderhome' },
  8: { place: 'vingaard-keep' },
  9: { choose: 'whitestone' },
  10: { choose: 'highlord' },
};

/**
 * The continent: the largest body of land hexes joined by land. A hex of any other body (Mithas,
 * Kothas, Saifhum, Sancrist, the Ergoths...) is on an island. Read from the map itself, so a
 * redrawn coast needs no list kept by hand.
 */
const continents = new WeakMap<World, ReadonlySet<HexKey>>();
export function continentOf(world: World): ReadonlySet<HexKey> {
  const known = continents.get(world);
  if (known) return known;
  const seen = new Set<HexKey>();
  let largest = new Set<HexKey>();
  for (const cell of world.map.hexes.values()) {
    const start = hexKey(cell.hex);
    if (isWater(cell.terrain) || seen.has(start)) continue;
    const body = new Set<HexKey>([start]);
    seen.add(start);
    const queue: Hex[] = [cell.hex];
    while (queue.length) {
      for (const n of neighbours(queue.pop()!)) {
        const key = hexKey(n);
        const c = world.map.hexes.get(key);
        if (!c || isWater(c.terrain) || seen.has(key)) continue;
        seen.add(key);
        body.add(key);
        queue.push(n);
      }
    }
    if (body.size > largest.size) largest = body;
  }
  continents.set(world, largest);
  return largest;
}

/** The choices on a 9 or 10: the cities (walled or not) of neutral nations on the continent, by name. */
export function neutralContinentalCities(state: DogState, world: World): Place[] {
  const land = continentOf(world);
  return [...world.map.places.values()]
    .filter((p) => {
      if (p.kind !== 'city' && p.kind !== 'fortified-city') return false;
      const nation = nationOfPlace(world, p);
      return !!nation && state.nations[nation]?.allegiance === 'neutral' && holderOf(state, world, p) === null && land.has(hexKey(p.hex));
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

const refuse = (state: DogState, why: string): Stepped => ({ state, events: [publicEvent('pl-berem', why)] });

/** The d10 roll: his place, or the side that must choose one of `choices`. */
export function beremRoll(state: DogState, ctx: PathsWorld, dice: Dice): Stepped & { choose?: { side: Side; places: string[] } } {
  const { world } = ctx;
  if (!state.pl) return refuse(state, 'Berem is a Paths of the Lance counter: this game plays by DL11 alone.');
  if (state.pl.berem.status !== 'waiting') return refuse(state, 'Berem is already on the map.');
  for (;;) {
    const roll = dice.roll(10, 'Everman Found: where Berem appears', "Berem's place");
    const row = BEREM_TABLE[roll.face]!;
    if ('place' in row) {
      const place = world.map.places.get(row.place)!;
      roll.explain({ table: BEREM_TABLE_NAME, row: String(roll.face), result: place.name });
      const placed = placeBerem(state, ctx, place.id);
      const line = publicEvent('pl-berem', `Berem appears at ${place.name} (${dieRead(roll.record)}).`, { rolls: [roll.record], data: { place: place.id } });
      return { state: placed.state, events: [line, ...placed.events] };
    }
    const choices = neutralContinentalCities(state, world);
    if (!choices.length) {
      roll.explain({ table: BEREM_TABLE_NAME, row: String(roll.face), result: 'no neutral city on the continent: roll again' });
      continue;
    }
    const side = row.choose;
    roll.explain({ table: BEREM_TABLE_NAME, row: String(roll.face), result: `${side} choose` });
    const line = publicEvent('pl-berem', `${upperFirst(SIDE_NAMES[side])} choose where Berem appears, in a neutral city on the continent (${dieRead(roll.record)}).`, {
      rolls: [roll.record],
      data: { side, places: choices.map((p) => p.id) },
    });
    return { state, events: [line], choose: { side, places: choices.map((p) => p.id) } };
  }
}

/** The armies standing in a hex, by side; the ground first, then by id. */
function armiesIn(state: DogState, world: World, at: Hex, side?: Side): string[] {
  const rank = (id: string) => (GROUND.has(specOf(world, id).kind) ? 0 : 1);
  return Object.values(state.units)
    .filter((u) => u.at && sameHex(u.at, at) && ARMIES.has(specOf(world, u.id).kind) && unitSide(state, world, u.id) !== null && (!side || unitSide(state, world, u.id) === side))
    .map((u) => u.id)
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b, 'en', { numeric: true }));
}

const withBerem = (state: DogState, berem: Berem): DogState => ({ ...state, pl: { ...state.pl!, berem } });

const capturedLine = (world: World, side: Side, by: string, at: Hex) =>
  publicEvent('pl-berem', `${upperFirst(SIDE_NAMES[side])} have captured Berem: he goes with ${nameOf(world, by)} in ${world.map.label(at)}.`, { data: { side, with: by } });

/** Berem at a place (by id): captured at once by the side of any army there. */
export function placeBerem(state: DogState, ctx: PathsWorld, place: string): Stepped {
  const { world } = ctx;
  if (!state.pl) return refuse(state, 'Berem is a Paths of the Lance counter: this game plays by DL11 alone.');
  if (state.pl.berem.status !== 'waiting') return refuse(state, 'Berem is already on the map.');
  const spot = world.map.places.get(place);
  if (!spot) return refuse(state, `The map has no place called ${place}.`);
  const found = armiesIn(state, world, spot.hex)[0];
  if (!found) return { state: withBerem(state, { status: 'placed', at: { ...spot.hex } }), events: [] };
  const side = unitSide(state, world, found)!;
  return { state: withBerem(state, { status: 'captured', at: { ...spot.hex }, side, with: found }), events: [capturedLine(world, side, found, spot.hex)] };
}

/**
 * After a battle or a move: Berem captured by the side that emptied his hex, or carried with his
 * captor's stack. Readings (PL D says only "captured when an assault ... results in the elimination
 * of all armies he is stacked with" and "must stay with one of the victorious stacks"):
 * - while his captor is on the map he is where it is (a retreat takes him along);
 * - his captor gone, another army of its side in his hex takes him over;
 * - otherwise the other side's armies in his hex (an advance), else the armies that attacked the
 *   hex in this battle (he joins one of their stacks), capture him;
 * - otherwise he stays in the hex, uncaptured;
 * - an uncaptured Berem is captured by the first side whose army stands in his hex.
 */
export function followBerem(before: DogState, after: DogState, ctx: PathsWorld): Stepped {
  const { world } = ctx;
  const berem = after.pl?.berem;
  if (!berem || berem.status === 'waiting') return { state: after, events: [] };
  if (berem.status === 'captured' && berem.with && after.units[berem.with]?.at) {
    const at = after.units[berem.with]!.at!;
    if (berem.at && sameHex(berem.at, at)) return { state: after, events: [] };
    return { state: withBerem(after, { ...berem, at: { ...at } }), events: [] };
  }
  const hex = berem.status === 'captured' && berem.with ? (before.units[berem.with]?.at ?? berem.at) : berem.at;
  if (!hex) return { state: after, events: [] };
  const held = berem.side;
  const keeper = held ? armiesIn(after, world, hex, held)[0] : undefined;
  if (held && keeper) return { state: withBerem(after, { status: 'captured', at: { ...hex }, side: held, with: keeper }), events: [] };
  const standing = armiesIn(after, world, hex)[0];
  if (standing) {
    const side = unitSide(after, world, standing)!;
    return { state: withBerem(after, { status: 'captured', at: { ...hex }, side, with: standing }), events: [capturedLine(world, side, standing, hex)] };
  }
  const attackers = attackersOf(before, after, world, hex, held ? otherSide(held) : undefined);
  if (attackers[0]) {
    const side = unitSide(after, world, attackers[0])!;
    const at = after.units[attackers[0]]!.at!;
    return { state: withBerem(after, { status: 'captured', at: { ...at }, side, with: attackers[0] }), events: [capturedLine(world, side, attackers[0], at)] };
  }
  if (berem.status === 'placed' && berem.at && sameHex(berem.at, hex)) return { state: after, events: [] };
  const events: GameEvent[] = held ? [publicEvent('pl-berem', `Berem is left alone in ${world.map.label(hex)}: nobody holds him now.`)] : [];
  return { state: withBerem(after, { status: 'placed', at: { ...hex } }), events };
}

/** The armies that attacked `hex` between `before` and `after` and still stand, of `side` if given. */
function attackersOf(before: DogState, after: DogState, world: World, hex: Hex, side: Side | undefined): string[] {
  const fought = after.battles.slice(before.battles.length).some((b) => sameHex(b.hex, hex) && (!side || b.side === side));
  if (!fought) return [];
  const already = new Set(before.attacked);
  return after.attacked
    .filter((id) => !already.has(id) && after.units[id]?.at && ARMIES.has(specOf(world, id).kind) && (!side || unitSide(after, world, id) === side))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}

/** Where Berem stands now, or null. */
export function beremHex(state: DogState): Hex | null {
  const berem = state.pl?.berem;
  if (!berem || berem.status === 'waiting') return null;
  if (berem.status === 'captured' && berem.with) return state.units[berem.with]?.at ?? berem.at;
  return berem.at;
}
