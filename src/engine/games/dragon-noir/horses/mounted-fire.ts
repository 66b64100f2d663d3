import type { GameEvent } from '../../../core/events.ts';
import type { DnState, MountedHarm, Unit } from '../state.ts';
import type { MountedShot } from '../tables.ts';
import { harmRider } from './thrown.ts';
import { unitById } from '../units.ts';

/**
 * 5.11.3: what a shot does to a rider and his horse (DN1). B stuns and throws the rider; C
 * wounds him; D kills the horse and wounds and throws him; E kills and throws him; F kills both.
 * A is a retreat of 4 hexes on offensive fire, 4 MP less on defensive fire; defensive C also
 * takes 4 MP.
 */

export const MOUNTED_SHOT_HARM: Partial<Record<MountedShot, MountedHarm>> = {
  B: { horse: 'ok', rider: 'stunned' },
  C: { horse: 'ok', rider: 'wounded' },
  D: { horse: 'killed', rider: 'wounded' },
  E: { horse: 'ok', rider: 'killed' },
  F: { horse: 'killed', rider: 'killed' },
};

/** 5.11.3 A on offensive fire: the rider retreats 4 hexes. */
export const MOUNTED_FIRE_RETREAT = 4;
/** 5.11.3 A and C on defensive fire: the rider's allowance this turn falls by 4. */
export const MOUNTED_FIRE_SLOWING = 4;

/** 2.47: the results of fire that kill a riderless horse. */
export const HORSE_KILLING_SHOTS: readonly MountedShot[] = ['C', 'D', 'E', 'F'];

const TEXT: Record<Exclude<MountedShot, '-'>, Record<'offensive' | 'defensive', string>> = {
  A: { offensive: 'retreats 4 hexes', defensive: 'movement cut by 4' },
  B: { offensive: 'horse unharmed, rider stunned and thrown', defensive: 'horse unharmed, rider stunned and thrown' },
  C: { offensive: 'horse unharmed, rider wounded', defensive: 'horse unharmed, rider wounded, and movement cut by 4' },
  D: { offensive: 'horse killed, rider wounded and thrown', defensive: 'horse killed, rider wounded and thrown' },
  E: { offensive: 'horse unharmed, rider killed and thrown', defensive: 'horse unharmed, rider killed and thrown' },
  F: { offensive: 'horse and rider killed', defensive: 'horse and rider killed' },
};

export interface MountedShotEffect {
  state: DnState;
  events: GameEvent[];
  /** " → B: horse unharmed, rider stunned and thrown." */
  tail: string;
  allowanceCut: number;
  /** Thrown, stunned or dead: his move, if he was moving, is over. */
  stopped: boolean;
}

/** Applies a hit of 5.11.3 to a mounted target; a thrown rider waits to be placed (2.47). */
export function mountedShotEffect(state: DnState, target: Unit, result: Exclude<MountedShot, '-'>, kind: 'offensive' | 'defensive', shooter: Unit): MountedShotEffect {
  const tail = ` → ${result}: ${TEXT[result][kind]}.`;
  if (result === 'A') {
    if (kind === 'defensive') return { state, events: [], tail, allowanceCut: MOUNTED_FIRE_SLOWING, stopped: false };
    const retreat = { kind: 'retreat' as const, seat: target.side, unit: target.id, hexes: MOUNTED_FIRE_RETREAT, victors: [shooter.id] };
    return { state: { ...state, steps: [...state.steps, retreat] }, events: [], tail, allowanceCut: 0, stopped: false };
  }
  const harmed = harmRider(state, target.id, MOUNTED_SHOT_HARM[result]!);
  const rider = unitById(harmed.state, target.id);
  const stopped = rider.dead || rider.stunned || !rider.mounted;
  const allowanceCut = result === 'C' && kind === 'defensive' && !stopped ? MOUNTED_FIRE_SLOWING : 0;
  return { state: harmed.state, events: harmed.events, tail, allowanceCut, stopped };
}
