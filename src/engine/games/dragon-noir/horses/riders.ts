import type { Dice } from '../../../core/dice.ts';
import type { GameEvent } from '../../../core/events.ts';
import { labelOf } from '../../../hex/labels.ts';
import { settle } from '../combat/aftermath.ts';
import type { DnState, MountedHarm } from '../state.ts';
import { harmRider } from './thrown.ts';
import { unitById } from '../units.ts';
import type { Table } from '../world.ts';

/**
 * What missile fire (and anything else outside melee) does to riders and horses: the entry points
 * the fire module calls with the results of 5.11.3 and 2.47.
 */

export { HORSE_KILLING_SHOTS, MOUNTED_FIRE_RETREAT, MOUNTED_FIRE_SLOWING, MOUNTED_SHOT_HARM } from './mounted-fire.ts';

/**
 * Applies a mounted result to a rider: his harm, the horse's death, and his fall when the horse
 * dies or he is stunned or killed. The horse stays where it was; a `dismount` step waiting for his
 * side (settled at once when there is only one hex to put him on) places him beside it (2.47).
 */
export function throwRider(table: Table, unitId: string, harm: MountedHarm, dice: Dice): { state: DnState; events: GameEvent[] } {
  const unit = unitById(table.state, unitId);
  if (!unit.mounted) throw new Error(`${unit.name} is not on horseback`);
  const harmed = harmRider(table.state, unitId, harm);
  const settled = settle({ ...table, state: harmed.state }, dice);
  return { state: settled.state, events: [...harmed.events, ...settled.events] };
}

/** Kills a riderless horse where it stands (2.47): it becomes a body across its two hexes. */
export function killHorse(table: Table, horseId: string): { state: DnState; events: GameEvent[] } {
  const { state } = table;
  const horse = state.horses.find((h) => h.id === horseId);
  if (!horse) throw new Error(`no horse ${horseId}`);
  if (horse.dead) return { state, events: [] };
  const horses = state.horses.map((h) => (h.id === horseId ? { ...h, dead: true, ledBy: null } : h));
  return { state: { ...state, horses }, events: [{ type: 'horse-killed', text: `${horse.name} is killed in ${labelOf(horse.hex)}.`, visibleTo: 'all', data: { horse: horse.id } }] };
}
