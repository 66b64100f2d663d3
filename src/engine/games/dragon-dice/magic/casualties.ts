import type { Dice } from '../../../core/dice.ts';
import { candidates, defaultChoice } from '../actions/casualties.ts';
import { listed } from '../actions/names.ts';
import { publicEvent, type GameEvent } from '../../../core/events.ts';
import type { DiceBook } from '../dice/read.ts';
import type { DdState, Unit } from '../state.ts';
import { soiledAt } from './effects.ts';
import { holdsEighth } from '../turn/held.ts';
import { rollUnits } from './roll.ts';
import { risen } from '../actions/rise.ts';
import { replanting, steppedDamage } from '../actions/abilities.ts';

/**
 * Units killed by a spell or a dragon: who dies for so much damage, and where they go (the DUA, or
 * the BUA when buried). The choice is the army's owner's in the rules; here it is made for them, by
 * the actions' default (docs).
 */

/**
 * The units `damage` kills, by health-worth (SFR 29: enough units to cover the damage where that
 * can be done, never more than it), as the actions choose for a silent owner: the most
 * health-worth that fits, in the fewest units (`actions/casualties.ts`).
 */
export function defaultCasualties(book: DiceBook, units: readonly Unit[], damage: number): Unit[] {
  const chosen = defaultChoice(damage, candidates(book, units), 'dearest');
  return chosen.map((c) => units.find((u) => u.id === c.id)!);
}

export const unitName = (book: DiceBook, u: Unit) => `${u.owner}'s ${book.units.get(u.die)?.name ?? u.die}`;


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
    // A held Temple shelters its army from Soiled Ground, an opponent's death magic (SFR 15).
    const sheltered = terrain !== null && holdsEighth(book, state, { owner: u.owner, at: terrain }, 'temple');
    if (saveOrBury || (terrain !== null && soiledAt(state, terrain) && !sheltered)) {
      const r = rollUnits(book, state, { owner: u.owner, at: terrain ?? 'reserve' }, [u], 'save', dice, `${unitName(book, u)}'s save against burial`, 'magic', true);
      rolls.push(...r.rolls);
      bury = r.count.results.save < 1;
    }
    // A unit that leaves its terrain is no longer held by an SAI.
    const { status: _left, ...free } = u;
    next[u.id] = { ...free, at: { kind: bury ? 'bua' : 'dua' } };
    (bury ? buried : dead).push(u);
  }
  const rose = risen(book, units, dice, replanting(book, state));
  rolls.push(...rose.records);
  for (const id of rose.ids) next[id] = { ...next[id]!, at: { kind: 'reserve' } };
  // Stepped Damage (Undead, v4): a killed (not buried) Undead is swapped for a smaller one from the DUA.
  const swaps = steppedDamage(book, state, dead.filter((u) => !rose.ids.includes(u.id)));
  for (const [killed, smaller] of swaps) next[smaller.id] = { ...next[smaller.id]!, at: killed.at };
  const stepped = swaps.length ? ` Stepped Damage: ${swaps.map(([k, s]) => `${unitName(book, k)} steps down to ${book.units.get(s.die)?.name ?? s.die}`).join(', ')}.` : '';
  const parts = [];
  if (dead.length) parts.push(`${listed(dead.map((u) => unitName(book, u)))} ${dead.length === 1 ? 'is' : 'are'} killed`);
  if (buried.length) parts.push(`${listed(buried.map((u) => unitName(book, u)))} ${buried.length === 1 ? 'is' : 'are'} killed and buried`);
  return { state: { ...state, units: next }, events: [publicEvent('dd-killed', `${cause}: ${parts.join('; ')}.${rose.line ? ` ${rose.line}` : ''}${stepped}`, rolls.length ? { rolls } : {})] };
}
