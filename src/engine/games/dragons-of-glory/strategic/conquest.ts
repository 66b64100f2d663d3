import { publicEvent, type GameEvent } from '../../../core/events.ts';
import { hexKey } from '../../../hex/hex.ts';
import type { DogState } from '../state.ts';
import { otherSide, type Side } from '../units.ts';
import { specOf, strengthOf, ARMIES, type World } from '../world.ts';
import { knightGroup } from './knights.ts';
import { copyOf, nationName, SIDE_NAMES, upperFirst, type Outcome } from './outcome.ts';
import { FORTIFIED, groundHolders, nationOfPlace } from './places.ts';

/**
 * DL11 Rule 9, conquest. A place is held by the side whose ground army occupied it last; a
 * nation falls once the enemy holds all its fortified cities and fortresses. Its ground and air
 * armies and its leaders leave the war for good; its fleets stay with its side.
 */

/** The pirates of the Maelstrom cannot be conquered (Rule 9). */
export const UNCONQUERABLE: ReadonlySet<string> = new Set(['maelstrom']);

/**
 * Marks each place held by the side whose ground army stands in it now; it stays held after the
 * army leaves. `state.held` keeps only a holder that is not the place's own nation's side, so a
 * nation retaking its own place clears the entry.
 */
export function holdPlaces(state: DogState, world: World): Outcome {
  // Only `held` changes, and most orders take no place: the state is copied only when one is taken.
  let held: DogState['held'] | undefined;
  const events: GameEvent[] = [];
  const holders = groundHolders(state, world);
  for (const place of world.map.places.values()) {
    const side = holders.get(hexKey(place.hex));
    if (!side) continue;
    const nation = nationOfPlace(world, place);
    const own = nation ? state.nations[nation]?.allegiance : undefined;
    const now = held ?? state.held;
    const before = now[place.id] ?? (own && own !== 'neutral' ? own : undefined);
    const after = side === own ? undefined : side;
    if (now[place.id] === after) continue;
    held ??= { ...state.held };
    if (after) held[place.id] = after;
    else delete held[place.id];
    if (before !== side) events.push(publicEvent('dog-place-taken', `${upperFirst(SIDE_NAMES[side])} take ${place.name}.`, { data: { place: place.id, side } }));
  }
  return { state: held ? { ...state, held } : state, events };
}

/** The fortified places in a nation's hexes. */
const fortifiedOf = (world: World, nations: ReadonlySet<string>) => [...world.map.places.values()].filter((p) => FORTIFIED.has(p.kind) && nations.has(nationOfPlace(world, p) ?? ''));

/**
 * Rule 9: each nation at war whose fortified places are all held by the enemy is conquered. The
 * four knight nations and the High Clerist's Tower (`knights.ts`) fall together,
 * only when the Highlords hold every fortified place in all their lands. A nation with no
 * fortified place cannot be conquered. The armies removed count as strength lost (the 50% test).
 */
export function checkConquest(state: DogState, world: World): Outcome {
  let next = state;
  const events: GameEvent[] = [];
  const knights = knightGroup(world);
  const groups: Array<{ nations: Set<string>; name: string }> = [];
  if (knights.size) groups.push({ nations: knights, name: 'the knight nations' });
  for (const id of Object.keys(state.nations)) if (!knights.has(id) && !UNCONQUERABLE.has(id)) groups.push({ nations: new Set([id]), name: nationName(world, id) });

  for (const group of groups) {
    const standing = [...group.nations].filter((id) => {
      const n = next.nations[id];
      return n && n.allegiance !== 'neutral' && !n.conquered;
    });
    if (!standing.length) continue;
    // The knights fight for the Whitestone; a lone nation for its own side.
    const side: Side = group.nations.size > 1 ? 'whitestone' : (next.nations[standing[0]!]!.allegiance as Side);
    const enemy = otherSide(side);
    const places = fortifiedOf(world, group.nations);
    if (!places.length || !places.every((p) => next.held[p.id] === enemy)) continue;
    next = next === state ? copyOf(state) : next;
    const removed: string[] = [];
    for (const id of standing) {
      next.nations[id]!.conquered = true;
      for (const u of Object.values(next.units)) {
        const spec = specOf(world, u.id);
        if (spec.nation !== id || spec.kind === 'fleet' || u.off === 'eliminated') continue;
        if (ARMIES.has(spec.kind) && u.at) next.lost[side] = (next.lost[side] ?? 0) + strengthOf(world, u);
        next.units[u.id] = { id: u.id, at: null, off: 'eliminated', depleted: u.depleted };
        removed.push(u.id);
      }
    }
    const who = group.nations.size > 1 ? upperFirst(group.name) : group.name;
    const leaders = removed.filter((id) => specOf(world, id).kind === 'leader').length;
    const armies = removed.length - leaders;
    events.push(
      publicEvent('dog-conquest', `${who} ${group.nations.size > 1 ? 'are' : 'is'} conquered by ${SIDE_NAMES[enemy]}: ${count(armies, 'army', 'armies')} and ${count(leaders, 'leader', 'leaders')} leave the war; fleets fight on.`, {
        data: { nations: standing, by: enemy, removed },
      }),
    );
  }
  return { state: next, events };
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
