import type { Viewer } from '../../core/events.ts';
import { labelOf } from '../../grid/labels.ts';
import { sameSquare, squareKey } from '../../grid/square.ts';
import { monsterInSight } from './fog.ts';
import { seesAll } from './view.ts';
import type { Table } from './world.ts';

/**
 * Every fact a viewer must not learn yet, in the words the game uses when it comes out:
 * "pitfall at C7", "crush trap at C7", "hidden door at C7/C8", "Orc 3 at F5" (a monster never
 * seen, or gone out of sight and moved since), a room's name before it is seen, a chest trap's
 * name, and where a treasure lies. The heroes and the public share one view, so they share these;
 * the Demon King, and everyone once the quest is over, have none.
 */
export function secrets(table: Table, viewer: Viewer): string[] {
  const { state, dungeon } = table;
  if (seesAll(viewer, state) || state.outcome) return [];
  const facts: string[] = [];
  for (const m of state.monsters) {
    if (m.dead || !m.at || monsterInSight(table, m)) continue;
    if (m.seen && m.lastSeen && sameSquare(m.lastSeen, m.at)) continue;
    facts.push(`${m.name} at ${labelOf(m.at)}`);
  }
  for (const t of state.traps) if (t.status === 'hidden') facts.push(`${t.kind === 'pitfall' ? 'pitfall' : 'crush trap'} at ${labelOf(t.at)}`);
  for (const d of dungeon.doors.values()) if (d.hidden && !state.foundDoors.includes(d.label)) facts.push(`hidden door at ${d.label}`);
  const revealed = new Set(state.revealed);
  for (const r of dungeon.quest.rooms) if (!r.squares.some((s) => revealed.has(squareKey(s)))) facts.push(r.name);
  for (const c of state.chestTraps) if (c.status === 'armed') facts.push(dungeon.quest.chestTraps.find((t) => t.chest === c.chest)!.name);
  for (const t of dungeon.quest.treasure) {
    if (!state.treasureTaken.includes(t.id)) facts.push(`${t.name} is in ${dungeon.roomById(t.room)!.name}`);
  }
  return facts;
}
