import type { GameEvent } from '../../../core/events.ts';
import { resolveLabel } from '../../../hex/board.ts';
import { labelOf } from '../../../hex/labels.ts';
import type { Hex } from '../../../hex/hex.ts';
import { facingNames, footprint, parseShapeFacing } from '../../../hex/footprint.ts';
import { findCharacter } from '../characters/characters.ts';
import { UnitSchema, type DnState, type Unit } from '../state.ts';
import { livingAt, type Table } from '../world.ts';
import { poseBlocked } from '../big-counters/poses.ts';
import { krobName } from './names.ts';
import { planOf, type PlanKrob } from './state.ts';

/**
 * Krobs that the plan brings into the battle's area come onto its map (ours: the plan and the
 * map hold each counter once, so a Krob that reaches the area fights there). They come on at
 * the scenario's `plan.entry` hexes, the first free one each, as the game turn begins. A counter
 * of several hexes (a Guard) comes on with the first facing, in the order the rules name them,
 * whose hexes are all free and open to it (the plan gives it none). With no room, the Krob waits
 * in the area off the map and tries again next game turn.
 */
export function arrivals(table: Table, krobs: PlanKrob[]): { state: DnState; events: GameEvent[] } {
  let state = table.state;
  const plan = planOf(state);
  const entry = table.scenario.plan?.entry ?? [];
  if (!plan || !entry.length) return { state, events: [] };
  const events: GameEvent[] = [];
  for (const krob of krobs) {
    const id = krob.baby && krob.kind !== 'queen' ? `baby-${krob.id}` : krob.id;
    const def = findCharacter(id);
    if (!def || state.units.some((u) => u.character === id)) continue;
    const free = (h: Hex) => livingAt({ ...table, state }, h).length === 0;
    const hexes = entry.map((label) => resolveLabel(table.board, label)).flatMap((r) => (r.ok ? [r.value] : []));
    const fresh = (hex: Hex, facing: number | null): Unit => UnitSchema.parse({ id: def.id, character: def.id, name: def.name, side: plan.side, hex, wounds: krob.wounded ? 1 : 0, stunned: false, dead: false, facing });
    let unit: Unit | undefined;
    for (const hex of hexes) {
      if (!free(hex)) continue;
      if (!def.shape) {
        unit = fresh(hex, null);
        break;
      }
      const shape = def.shape;
      const facing = facingNames(shape)
        .map((name) => parseShapeFacing(shape, name)!)
        .find((f) => {
          const pose = { anchor: hex, facing: f };
          return !poseBlocked({ ...table, state }, fresh(hex, f), pose) && footprint(shape, pose).every(free);
        });
      if (facing !== undefined) {
        unit = fresh(hex, facing);
        break;
      }
    }
    if (!unit) continue;
    const hex = unit.hex!;
    state = { ...state, units: [...state.units, unit] };
    events.push({ type: 'arrived', text: `${krobName(krob)} comes on at ${labelOf(hex)}, from the Strategic Plan.`, visibleTo: 'all', data: { unit: unit.id } });
  }
  return { state, events };
}
