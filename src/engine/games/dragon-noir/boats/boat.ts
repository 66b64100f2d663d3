import { sameHex, type Direction, type Hex } from '../../../hex/hex.ts';
import { poseHexes, type Pose } from '../../../hex/two-hex.ts';
import type { DnState, Unit } from '../state.ts';
import { boatsOf, type Boat } from './state.ts';

/** Where a boat lies and who is in it (2.34): the questions every other rule asks of it. */

export function poseOf(boat: Boat): Pose {
  return { head: boat.head, facing: boat.facing as Direction };
}

/** The bow's hex, then the stern's. */
export function boatHexes(boat: Boat): [Hex, Hex] {
  return poseHexes(poseOf(boat));
}

/** The boats still afloat. */
export function afloat(state: DnState): Boat[] {
  return boatsOf(state).filter((b) => !b.capsized);
}

/** The boat afloat lying in a hex, if any. */
export function boatIn(state: DnState, h: Hex): Boat | undefined {
  if (boatsOf(state).length === 0) return undefined;
  return afloat(state).find((b) => boatHexes(b).some((x) => sameHex(x, h)));
}

/** The boat a character is aboard. */
export function boatOf(state: DnState, unit: Unit): Boat | undefined {
  if (boatsOf(state).length === 0) return undefined;
  return afloat(state).find((b) => b.aboard.includes(unit.id));
}

export function withBoat(state: DnState, boat: Boat): DnState {
  return { ...state, boats: boatsOf(state).map((b) => (b.id === boat.id ? boat : b)) };
}
