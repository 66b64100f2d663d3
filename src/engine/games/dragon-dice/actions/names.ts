import type { DiceBook } from '../dice/read.ts';
import type { ArmyRef, DdState } from '../state.ts';

/** How the log names a terrain: its die's name, and whose home it is (or the frontier). */
export function terrainName(book: DiceBook, state: DdState, id: string): string {
  const terrain = state.terrains.find((t) => t.id === id);
  if (!terrain) return id;
  const name = book.terrains.get(terrain.die)?.name ?? terrain.die;
  return `${name} (${terrain.home ? `${terrain.home}'s home` : 'the frontier'})`;
}

/** "p2's army at Highland (p1's home)", "p3's reserves". */
export function armyName(book: DiceBook, state: DdState, army: ArmyRef): string {
  return army.at === 'reserve' ? `${army.owner}'s reserves` : `${army.owner}'s army at ${terrainName(book, state, army.at)}`;
}

export const sameArmy = (a: ArmyRef, b: ArmyRef) => a.owner === b.owner && a.at === b.at;

/** "Footman, Footman and Sergeant". */
export function listed(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? 'none') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
