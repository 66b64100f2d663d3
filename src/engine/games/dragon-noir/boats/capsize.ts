import type { GameEvent } from '../../../core/events.ts';
import { labelOf } from '../../../hex/labels.ts';
import { kill } from '../combat/harm.ts';
import type { DnState } from '../state.ts';
import { isArmoured, unitById } from '../units.ts';
import { terrainAt, type Table } from '../world.ts';
import { withBoat } from './boat.ts';
import type { Boat } from './state.ts';

/**
 * A boat overturned by a Gharv (4.52, 5.15.2: 1-3 on the die). Ours, where the rules stop:
 * the boat is lost for the rest of the game; whoever was aboard is in the water of the hex he
 * sat in (or on the beach, if the boat lay half on one); one in armour, who can never be in
 * water (2.31 item 3: the bottom shelves steeply), drowns.
 */
export function capsize(table: Table, boat: Boat): { state: DnState; events: GameEvent[] } {
  let state = withBoat(table.state, { ...boat, capsized: true, aboard: [], rowing: null });
  const fates: string[] = [];
  for (const id of boat.aboard) {
    const unit = unitById(state, id);
    if (unit.dead || !unit.hex) continue;
    const inWater = terrainAt({ ...table, state }, unit.hex)?.id === 'water';
    if (inWater && isArmoured(unit)) {
      const drowned = kill(state, unit);
      state = drowned.state;
      fates.push(`${unit.name}, in armour, drowns in ${labelOf(unit.hex)}`);
    } else {
      fates.push(`${unit.name} is ${inWater ? 'in the water' : 'on the beach'} in ${labelOf(unit.hex)}`);
    }
  }
  const text = `${boat.name} capsizes${fates.length ? `: ${fates.join('; ')}` : ''}.`;
  return { state, events: [{ type: 'boat-capsized', text, visibleTo: 'all', data: { boat: boat.id } }] };
}
