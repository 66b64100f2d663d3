import { canSee, type Viewer } from '../../../core/events.ts';
import type { Hex } from '../../../hex/hex.ts';
import type { DnState, Unit } from '../state.ts';
import { sideLabel } from '../units.ts';
import { hiddenHex } from './hidden.ts';
import { MARKER_KINDS, type MarkerKind } from './scenario.ts';

/**
 * What a viewer sees of the hidden: the markers (face down to all, the real one marked for the
 * side told; face up once turned), the deep entrance No. 4 for the side told or once found, and
 * the sides still setting up in secret. His own side's hidden characters are drawn for him alone.
 */

export interface SecretView {
  markers: Array<{ hex: Hex; kind: MarkerKind; label: string; face: 'down' | 'real' | 'nothing'; known?: boolean }>;
  entranceFour?: { cell: number; hex: Hex };
  /** Sides still placing their characters in secret. */
  deploying: string[];
}

export function secretView(state: DnState, viewer: Viewer): SecretView {
  const markers = state.secret.markers.map((m) => ({
    hex: m.hex,
    kind: m.kind,
    label: MARKER_KINDS[m.kind].label,
    face: m.flipped ? (m.real ? ('real' as const) : ('nothing' as const)) : ('down' as const),
    ...(!m.flipped && m.real && viewer.kind !== 'public' && canSee(viewer, m.knownTo) ? { known: true } : {}),
  }));
  const e = state.secret.entranceFour;
  const seesFour = e && (e.revealed || (viewer.kind !== 'public' && canSee(viewer, e.knownTo ? [e.knownTo] : [])));
  return {
    markers,
    ...(e && seesFour ? { entranceFour: { cell: e.cell, hex: e.hex } } : {}),
    deploying: state.secret.deployment.filter((d) => !d.done).map((d) => sideLabel(state, d.side)),
  };
}

/** Where a hidden character is drawn for `viewer`: for his own side, where he waits; for the rest, nowhere. */
export function hiddenFor(state: DnState, unit: Unit, viewer: Viewer): Hex | undefined {
  const at = hiddenHex(state, unit.id);
  return at && viewer.kind !== 'public' && canSee(viewer, [unit.side]) ? at : undefined;
}
