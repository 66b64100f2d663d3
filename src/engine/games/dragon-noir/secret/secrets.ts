import { canSee, type Viewer } from '../../../core/events.ts';
import { labelOf } from '../../../hex/labels.ts';
import type { DnState } from '../state.ts';
import { MARKER_KINDS } from './scenario.ts';

/**
 * The hidden facts a viewer may not know yet, for `secrets()`: where each hidden character of
 * another side waits, which marker is real (to all but the side told), and the Jails cell of the
 * deep entrance No. 4 (to all but the side told). The leak tests look for each in every public output.
 */
export function secretFacts(state: DnState, viewer: Viewer): string[] {
  const facts: string[] = [];
  for (const h of state.secret.hidden) {
    const unit = state.units.find((u) => u.id === h.unit);
    if (unit && !canSee(viewer, [unit.side])) facts.push(`${unit.name} is hidden in ${labelOf(h.hex)}`);
  }
  for (const m of state.secret.markers) {
    if (m.real && !m.flipped && !canSee(viewer, m.knownTo)) facts.push(`${MARKER_KINDS[m.kind].real} is under the ${MARKER_KINDS[m.kind].label} in ${labelOf(m.hex)}`);
  }
  const e = state.secret.entranceFour;
  if (e && !e.revealed && !canSee(viewer, e.knownTo ? [e.knownTo] : [])) facts.push(`The deep entrance No. 4 is in Jails cell ${e.cell} (${labelOf(e.hex)})`);
  return facts;
}
