import { canSee, type Viewer } from '../../../core/events.ts';
import { labelOf } from '../../../hex/labels.ts';
import type { DnState } from '../state.ts';
import { describeCounter } from './counterspell.ts';
import { arrivalOf } from './invisibility.ts';

/**
 * The facts of magic a viewer may not know yet, for the leak tests and the private maps: the
 * other side's counterspell orders (until one is cast) and where an invisible enemy will
 * reappear (until he does).
 */
export function magicSecrets(state: DnState, viewer: Viewer): string[] {
  const counters = state.magic.counters.filter((c) => !canSee(viewer, [c.side])).map((c) => describeCounter(state, c));
  const unseen = state.units.flatMap((u) => {
    const arrival = arrivalOf(u);
    return arrival && !canSee(viewer, [u.side]) ? [`${u.name} will reappear in ${labelOf(arrival)}`] : [];
  });
  return [...counters, ...unseen];
}
