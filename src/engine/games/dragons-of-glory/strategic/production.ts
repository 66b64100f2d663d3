import { publicEvent, type GameEvent } from '../../../core/events.ts';
import { sameHex } from '../../../hex/hex.ts';
import type { Place } from '../map/types.ts';
import type { DogState } from '../state.ts';
import type { Side } from '../units.ts';
import { GROUND, nameOf, specOf, strengthOf, type World } from '../world.ts';
import { copyOf, nationName, SIDE_NAMES, upperFirst, type Outcome } from './outcome.ts';
import { placeCounters } from './placement.ts';
import { holderOf, placesOfNation, sidesIn } from './places.ts';

/**
 * DL11 step 1, replacements (GAPS §1.1, §5). The Highlords raise one draconian a turn at the Dark
 * Temple, 20 in all, until the Whitestone hold it. Then each side takes back its eliminated armies
 * two by two: for every 2 ground armies of one nation in the pool, one returns to a city or
 * fortress of its own country that its side holds and no enemy stands in, and the other is
 * removed for good. Dragons, griffons, pegasi and ships never return: only infantry and cavalry
 * are counted.
 *
 * Readings: a draconian enters the Temple whatever stands there (its owner moves the extra out);
 * the Dragonarmies have no country, so their armies (draconians among them: "losses are replaced
 * there") return at the Dark Temple; of a pair, the stronger returns, on its full side; a pair
 * with nowhere to go stays in the pool.
 */

export const DRACONIANS_IN_ALL = 20;

const darkTempleOf = (state: DogState, world: World): Place | undefined => (state.darkTemple ? world.map.places.get(state.darkTemple) : undefined);

const templeStands = (state: DogState, world: World, temple: Place) => holderOf(state, world, temple) !== 'whitestone' && !sidesIn(state, world, temple.hex).has('whitestone');

/** Step 1: one draconian at the Dark Temple, while there are draconians to raise and the Whitestone do not hold it. */
export function raiseDraconian(state: DogState, world: World): Outcome {
  const temple = darkTempleOf(state, world);
  if (!temple || state.draconiansRaised >= DRACONIANS_IN_ALL) return { state, events: [] };
  if (!templeStands(state, world, temple)) {
    return { state, events: [publicEvent('dog-draconian', `The Whitestone hold the Dark Temple at ${temple.name}: no draconian is raised.`)] };
  }
  const waiting = Object.values(state.units)
    .filter((u) => u.off === 'not-yet' && u.at === null && specOf(world, u.id).race === 'draconian')
    .map((u) => u.id)
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  const id = waiting[0];
  if (!id) return { state, events: [] };
  const next = copyOf(state);
  next.units[id] = { id, at: temple.hex, depleted: false };
  next.draconiansRaised = state.draconiansRaised + 1;
  return { state: next, events: [publicEvent('dog-draconian', `${nameOf(world, id)} is raised at the Dark Temple in ${temple.name} (${next.draconiansRaised} of ${DRACONIANS_IN_ALL}).`, { data: { unit: id } })] };
}

/** Where a nation's armies come back: its places its side holds, free of the enemy; the Dark Temple for the Dragonarmies. */
function returnPlaces(state: DogState, world: World, nation: string, side: Side): Place[] {
  const own = placesOfNation(world, nation);
  const temple = darkTempleOf(state, world);
  const places = own.length ? own : side === 'highlord' && temple && templeStands(state, world, temple) ? [temple] : [];
  return places.filter((p) => holderOf(state, world, p) === side && !sidesIn(state, world, p.hex).has(side === 'highlord' ? 'whitestone' : 'highlord'));
}

/** Step 1: `side`'s replacements, nation by nation. */
export function replacements(state: DogState, world: World, side: Side): Outcome {
  let next = state;
  const events: GameEvent[] = [];
  for (const [nation, at] of Object.entries(state.nations)) {
    if (at.allegiance !== side || at.conquered) continue;
    const pool = Object.values(state.units)
      .filter((u) => u.off === 'pool' && specOf(world, u.id).nation === nation && GROUND.has(specOf(world, u.id).kind))
      .sort((a, b) => strengthOf(world, { ...b, depleted: false }) - strengthOf(world, { ...a, depleted: false }) || a.id.localeCompare(b.id, 'en', { numeric: true }));
    const places = returnPlaces(state, world, nation, side);
    for (let i = 0; i + 1 < pool.length; i += 2) {
      const back = pool[i]!;
      const gone = pool[i + 1]!;
      const set = placeCounters(next, world, [back.id], places.map((p) => p.hex), side);
      if (!set.placed.length) {
        events.push(publicEvent('dog-replacement', `${nationName(world, nation)} has no city or fortress free to take back ${nameOf(world, back.id)}: the pair stays in the pool.`, { data: { nation, pool: [back.id, gone.id] } }));
        break;
      }
      next = set.state;
      next.units[gone.id] = { id: gone.id, at: null, off: 'eliminated', depleted: gone.depleted };
      const where = places.find((p) => sameHex(p.hex, set.placed[0]!.at))!;
      events.push(
        publicEvent('dog-replacement', `${upperFirst(SIDE_NAMES[side])} take back ${nameOf(world, back.id)} at ${where.name}; ${nameOf(world, gone.id)} is removed for good.`, {
          data: { nation, back: back.id, at: where.id, removed: gone.id },
        }),
      );
    }
  }
  return { state: next, events };
}

