import type { DnState } from '../state.ts';
import type { Detectable } from '../magic/detectable.ts';
import { MARKER_KINDS } from './scenario.ts';

/**
 * The hook for the detection spells (3.54): what lies hidden that a caster of `side` may detect.
 * **Ours:** the real thing under a marker is an object to be found (the Mauve Orb, Khuzun in his
 * cell, the sun's way up); the empty markers hide nothing. Hidden characters are found by
 * `detectables` itself, where they wait.
 */
export function hiddenObjects(state: DnState, side: string): Detectable[] {
  return state.secret.markers.filter((m) => m.real && m.owner !== side).map((m) => ({ name: MARKER_KINDS[m.kind].object, kind: MARKER_KINDS[m.kind].object, hex: m.hex }));
}
