import type { GameEvent } from '../../../core/events.ts';
import type { DnState, Unit } from '../state.ts';
import type { Table } from '../world.ts';
import { lapseCounters } from './counterspell.ts';
import { reappear } from './invisibility.ts';
import { dematerialise } from './spirits.ts';

/**
 * What time does to magic as each player-turn begins: spells whose turn is over end, spirits
 * whose time is up vanish (3.55), unseen casters reappear (3.51), fireballs burn out and circles
 * fade, and counterspell orders that can no longer apply lapse, their owner alone being told.
 */
export function newPlayerTurn(table: Table): { state: DnState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  let state = table.state;
  const step = (f: (t: Table) => { state: DnState; events: GameEvent[] }) => {
    const done = f({ ...table, state });
    state = done.state;
    events.push(...done.events);
  };
  step(dematerialise);
  step(reappear);
  const now = state.playerTurn;
  const ended: string[] = [];
  const units = state.units.map((u): Unit => {
    const kept = u.spells.filter((s) => s.until >= now || s.spell === 'spirit' || s.spell === 'invisibility');
    if (kept.length === u.spells.length) return u;
    ended.push(u.name);
    return { ...u, spells: kept };
  });
  if (ended.length) events.push({ type: 'spells-end', text: `The spells on ${ended.join(', ')} wear off.`, visibleTo: 'all' });
  const fireballs = state.magic.fireballs.filter((f) => f.until >= now);
  const circles = state.magic.circles.filter((c) => c.until >= now);
  if (fireballs.length < state.magic.fireballs.length) events.push({ type: 'fireball-out', text: 'The fireball burns out.', visibleTo: 'all' });
  if (circles.length < state.magic.circles.length) events.push({ type: 'circle-fades', text: 'The magic circle fades.', visibleTo: 'all' });
  state = { ...state, units, magic: { ...state.magic, fireballs, circles } };
  step((t) => lapseCounters(t.state));
  return { state, events };
}
