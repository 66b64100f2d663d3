import type { DogState } from '../state.ts';
import { nationName } from '../strategic/outcome.ts';
import { unitSide } from '../strategic/places.ts';
import { ARMIES, type World } from '../world.ts';

/**
 * PL I: before Whitestone Council is played, the Whitestone may not attack one hex with armies of
 * different countries. Only armies count (infantry, cavalry, air armies, dragons): leaders, wizards
 * and fleets are no country's army in an assault. Readings: the good dragons serve no country, so
 * they may join any one country's attack; the knights of the High Clerist's Tower are a country of
 * their own (DL11 gives them their own area and counters, apart from the four knight nations).
 */

/** The pools whose armies belong to no country (the good dragons). */
const NO_COUNTRY: ReadonlySet<string> = new Set(['good-dragons']);

/** PL I: before Whitestone Council is played, the Whitestone may not attack one hex with armies of different countries. */
export function councilProblem(state: DogState, world: World, attackers: readonly string[]): string | undefined {
  if (!state.pl || state.pl.whitestoneCouncilPlayed) return undefined;
  const countries: string[] = [];
  for (const id of attackers) {
    const spec = world.counters.get(id);
    if (!spec || !ARMIES.has(spec.kind) || NO_COUNTRY.has(spec.nation)) continue;
    if (unitSide(state, world, id) !== 'whitestone') continue;
    if (!countries.includes(spec.nation)) countries.push(spec.nation);
  }
  if (countries.length < 2) return undefined;
  const [a, b] = countries.map((n) => nationName(world, n));
  return `Until Whitestone Council is played, the Whitestone may not attack one hex with armies of different countries (PL I): ${a} and ${b}${countries.length > 2 ? ' and others' : ''}.`;
}

