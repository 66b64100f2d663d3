import { normalise } from '../units.ts';
import type { Table } from '../world.ts';
import { isGharv } from './counters.ts';
import { gharvsOf } from './state.ts';

/**
 * 2.12.2, translator's note: Gharvs may be attacked in the players' own phases, unless the
 * players agreed before the game (`attackWanderingGharvs: false`) that no "wandering" Gharv may
 * be attacked voluntarily; the Pit's may always be. Ours: the agreement covers shooting too.
 */
export function wanderingGharvRefusal(table: Table, targets: readonly string[]): string | undefined {
  const { state } = table;
  if (state.options.attackWanderingGharvs || gharvsOf(state).roster.length === 0) return undefined;
  for (const name of targets) {
    const wanted = normalise(name);
    const gharv = state.units.find((u) => isGharv(u) && (normalise(u.name) === wanted || u.id === wanted));
    if (!gharv) continue;
    if (gharvsOf(state).roster.find((g) => g.id === gharv.id)?.imprisoned) continue;
    return `${gharv.name} is a wandering Gharv: this game's players agreed not to attack those (2.12.2); only the Pit's Gharvs may be attacked.`;
  }
  return undefined;
}
