import type { GameEvent } from '../../../core/events.ts';
import { resolveLabel } from '../../../hex/board.ts';
import { labelOf } from '../../../hex/labels.ts';
import { sameHex } from '../../../hex/hex.ts';
import { findCharacter } from '../characters.ts';
import { UnitSchema, type DnState, type Unit } from '../state.ts';
import type { Table } from '../world.ts';
import { isBig } from '../footprints.ts';
import { krobName } from './names.ts';
import type { PlanKrob } from './state.ts';

/**
 * Krobs that the plan brings into the battle's area come onto its map (ours: the plan and the
 * map hold each counter once, so a Krob that reaches the area fights there). They come on at
 * the scenario's `plan.entry` hexes, the first free one each, as the game turn begins; with no
 * free entry hex, or for a counter of several hexes (a Guard: its facing is not chosen on the
 * plan), the Krob waits in the area off the map (left out: bringing a Guard on).
 */
export function arrivals(table: Table, krobs: PlanKrob[]): { state: DnState; events: GameEvent[] } {
  let state = table.state;
  const plan = state.plan;
  const entry = table.scenario.plan?.entry ?? [];
  if (!plan || !entry.length) return { state, events: [] };
  const events: GameEvent[] = [];
  for (const krob of krobs) {
    const id = krob.baby && krob.kind !== 'queen' ? `baby-${krob.id}` : krob.id;
    const def = findCharacter(id);
    if (!def || state.units.some((u) => u.character === id)) continue;
    const hex = entry.map((label) => resolveLabel(table.board, label)).flatMap((r) => (r.ok ? [r.value] : [])).find((h) => !state.units.some((u) => u.hex && sameHex(u.hex, h)));
    if (!hex) continue;
    const unit: Unit = UnitSchema.parse({ id: def.id, character: def.id, name: def.name, side: plan.side, hex, wounds: krob.wounded ? 1 : 0, stunned: false, dead: false });
    if (isBig(unit)) continue;
    state = { ...state, units: [...state.units, unit] };
    events.push({ type: 'arrived', text: `${krobName(krob)} comes on at ${labelOf(hex)}, from the Strategic Plan.`, visibleTo: 'all', data: { unit: unit.id } });
  }
  return { state, events };
}
