import type { Dice } from '../../../core/dice.ts';
import { publicEvent, type GameEvent } from '../../../core/events.ts';
import type { DiceBook } from '../dice/read.ts';
import type { DdState, Unit } from '../state.ts';
import { soiledAt } from './effects.ts';
import { rollUnits } from './roll.ts';

/**
 * Units killed by a spell or a dragon: who dies for so much damage, and where they go (the DUA, or
 * the BUA when buried). The choice is the army's owner's in the rules; here it is made for them, by
 * one rule (docs: until the actions' casualty choice is shared).
 */

const healthOf = (book: DiceBook, u: Unit) => book.units.get(u.die)?.health ?? 1;

/**
 * The units `damage` kills, by health-worth (SFR 29: enough units to cover the damage where that
 * can be done, never more than it): the most health-worth that fits, and of the ways to kill that
 * much, the one that loses the fewest of the larger units.
 */
export function defaultCasualties(book: DiceBook, units: readonly Unit[], damage: number): Unit[] {
  const byHealth = new Map<number, Unit[]>();
  for (const u of [...units].sort((a, b) => a.id.localeCompare(b.id))) byHealth.set(healthOf(book, u), [...(byHealth.get(healthOf(book, u)) ?? []), u]);
  // Largest health first, so that comparing the counts in order prefers losing fewer large units.
  const groups = [...byHealth.keys()].sort((a, b) => b - a);
  let best: { total: number; counts: number[] } = { total: 0, counts: groups.map(() => 0) };
  const better = (total: number, counts: number[]) => {
    if (total !== best.total) return total > best.total;
    for (let i = 0; i < counts.length; i++) if (counts[i] !== best.counts[i]) return counts[i]! < best.counts[i]!;
    return false;
  };
  const walk = (i: number, total: number, counts: number[]) => {
    if (i === groups.length) {
      if (better(total, counts)) best = { total, counts: [...counts] };
      return;
    }
    const h = groups[i]!;
    for (let k = 0; k <= byHealth.get(h)!.length && total + k * h <= damage; k++) walk(i + 1, total + k * h, [...counts, k]);
  };
  walk(0, 0, []);
  return groups.flatMap((h, i) => byHealth.get(h)!.slice(0, best.counts[i]));
}

export const unitName = (book: DiceBook, u: Unit) => `${u.owner}'s ${book.units.get(u.die)?.name ?? u.die}`;

export function listed(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? 'none') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * Kills `units`: to the DUA, or to the BUA if buried. `saveOrBury` (red breath) makes each roll a
 * save and buries those without one; Soiled Ground at the unit's terrain does the same (SFR 44).
 */
export function killUnits(book: DiceBook, state: DdState, units: readonly Unit[], dice: Dice, cause: string, saveOrBury = false): { state: DdState; events: GameEvent[] } {
  if (units.length === 0) return { state, events: [] };
  const next = { ...state.units };
  const buried: Unit[] = [];
  const dead: Unit[] = [];
  const rolls = [];
  for (const u of units) {
    const terrain = u.at.kind === 'terrain' ? u.at.terrain : null;
    let bury = false;
    if (saveOrBury || (terrain !== null && soiledAt(state, terrain))) {
      const r = rollUnits(book, state, { owner: u.owner, at: terrain ?? 'reserve' }, [u], 'save', dice, `${unitName(book, u)}'s save against burial`, 'magic');
      rolls.push(...r.rolls);
      bury = r.count.results.save < 1;
    }
    next[u.id] = { ...u, at: { kind: bury ? 'bua' : 'dua' } };
    (bury ? buried : dead).push(u);
  }
  const parts = [];
  if (dead.length) parts.push(`${listed(dead.map((u) => unitName(book, u)))} ${dead.length === 1 ? 'is' : 'are'} killed`);
  if (buried.length) parts.push(`${listed(buried.map((u) => unitName(book, u)))} ${buried.length === 1 ? 'is' : 'are'} killed and buried`);
  return { state: { ...state, units: next }, events: [publicEvent('dd-killed', `${cause}: ${parts.join('; ')}.`, rolls.length ? { rolls } : {})] };
}
