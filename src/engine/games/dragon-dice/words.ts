import type { ArmyRef } from './army.ts';
import type { DdState } from './state.ts';

/** The game's words for its seats, terrains and armies, as the log lines write them. */

/** `p1` → "Player 1". */
export function playerName(seat: string): string {
  const n = /^p(\d)$/.exec(seat)?.[1];
  return n ? `Player ${n}` : seat;
}

/** A terrain by its id (`home-p1`, `frontier`), with the die's face up: "Player 1's home (face 3)". */
export function terrainName(state: DdState, id: string): string {
  const t = state.terrains.find((x) => x.id === id);
  if (id === 'reserve') return 'the reserves';
  if (!t) return id;
  return t.home ? `${playerName(t.home)}'s home terrain` : 'the frontier';
}

export function armyName(state: DdState, army: ArmyRef): string {
  return army.at === 'reserve' ? `${playerName(army.owner)}'s reserves` : `${playerName(army.owner)}'s army at ${terrainName(state, army.at)}`;
}

/** "a, b and c". */
export function listed(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
