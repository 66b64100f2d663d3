import { canSee, type Viewer } from '../../../core/events.ts';
import { standingSecrets } from '../../../core/standing.ts';
import { labelOf } from '../../../hex/labels.ts';
import type { DnState } from '../state.ts';
import { describeCounter } from './counterspell.ts';
import { arrivalOf } from './invisibility.ts';
import { findSpell } from './spells.ts';

/**
 * The facts of magic a viewer may not know yet, for the leak tests and the private maps: the
 * other side's counterspell orders (until one is cast) and where an invisible enemy will
 * reappear (until he does).
 */
export function magicSecrets(state: DnState, viewer: Viewer): string[] {
  const counters = standingSecrets(state.magic.counters, viewer, (c) => describeCounter(state, c));
  const unseen = state.units.flatMap((u) => {
    const arrival = arrivalOf(u);
    return arrival && !canSee(viewer, [u.side]) ? [`${u.name} will reappear in ${labelOf(arrival)}`] : [];
  });
  // A cast waiting on the counterspell window may carry an invisible arrival not yet made.
  const pending = state.magic.pending;
  const spell = pending && findSpell(pending.order.spell);
  const caster = pending && state.units.find((u) => u.id === pending.order.caster);
  const waiting = pending && spell?.id === 'invisibility' && pending.order.hex && caster && !canSee(viewer, [pending.seat]) ? [`${caster.name} will reappear in ${pending.order.hex.trim().toUpperCase()}`] : [];
  return [...counters, ...unseen, ...waiting];
}
