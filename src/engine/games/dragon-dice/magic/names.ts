import { terrainName } from '../actions/names.ts';
import type { DiceBook } from '../dice/read.ts';
import type { ArmyRef, DdState, Unit } from '../state.ts';

/** How the spells' and dragons' orders read armies, terrains and units back (the lines name them with actions/names.ts). */

/** How an army is written in an order: `p2@<terrain id>`, `p2@reserve`. */
export const armyText = (army: ArmyRef) => `${army.owner}@${army.at}`;

const norm = (s: string) => s.trim().toLowerCase().replace(/[\s_]+/g, '-');

/** A terrain by its id, or its die's id or name when only one terrain in play has it. */
export function readTerrain(book: DiceBook, state: DdState, text: string): { ok: true; id: string } | { ok: false; error: string } {
  const t = norm(text);
  const byId = state.terrains.find((x) => norm(x.id) === t);
  if (byId) return { ok: true, id: byId.id };
  const byDie = state.terrains.filter((x) => norm(x.die) === t || norm(book.terrains.get(x.die)?.name ?? '') === t);
  if (byDie.length === 1) return { ok: true, id: byDie[0]!.id };
  const all = state.terrains.map((x) => `${x.id} (${terrainName(book, state, x.id)})`).join(', ');
  return { ok: false, error: `${text} is ${byDie.length > 1 ? 'more than one terrain' : 'no terrain in play'}; the terrains are ${all}.` };
}

/** An army written `p2@<terrain>` or `p2@reserve`. */
export function readArmy(book: DiceBook, state: DdState, text: string): { ok: true; army: ArmyRef } | { ok: false; error: string } {
  const m = /^([^@\s]+)@(\S+)$/.exec(text.trim());
  if (!m) return { ok: false, error: `${text} is not an army: write it as player@terrain, such as p2@${state.terrains[0]?.id ?? 't1'}, or p2@reserve.` };
  const owner = m[1]!;
  if (!state.players.includes(owner)) return { ok: false, error: `${owner} is no player of this game (${state.players.join(', ')}).` };
  if (norm(m[2]!) === 'reserve' || norm(m[2]!) === 'reserves') return { ok: true, army: { owner, at: 'reserve' } };
  const t = readTerrain(book, state, m[2]!);
  return t.ok ? { ok: true, army: { owner, at: t.id } } : t;
}

/** A unit by its instance id (`p2-dwarf-footman-1`). */
export function readUnit(state: DdState, text: string): Unit | undefined {
  const t = text.trim().toLowerCase();
  return Object.values(state.units).find((u) => u.id.toLowerCase() === t);
}
