import { candidates, ruleFault, type Candidate } from '../actions/casualties.ts';
import type { CasualtiesStep } from '../actions/state.ts';
import type { DiceBook } from '../dice/read.ts';
import { armyUnits, type DdState } from '../state.ts';
import { dieStrength } from './value.ts';

/**
 * The bot's casualties for damage to its own army (SFR 29: health-worth, enough to cover the damage
 * where that can be done, never more): of the legal choices, the least health-worth lost, then the
 * most small units rather than one large one, so its rares (3 health) live as long as the damage
 * allows; within one health, its weakest dice first. Null when the step is not of that kind (a
 * choice of one unit, or another player's army): the actions part's own default choice stands.
 */
export function ownCasualties(book: DiceBook, state: DdState, step: CasualtiesStep): string[] | null {
  if (step.pick === 'one' || step.chooser !== step.army.owner) return null;
  const strength = (u: Candidate) => (book.units.get(u.die) ? dieStrength(book.units.get(u.die)!) : 0);
  const army = candidates(book, armyUnits(state, step.army)).sort((a, b) => a.health - b.health || strength(a) - strength(b) || a.id.localeCompare(b.id));
  const healths = [...new Set(army.map((u) => u.health))].sort((a, b) => a - b);
  let best: { worth: number; units: number; chosen: Candidate[] } | null = null;
  const walk = (i: number, chosen: Candidate[], worth: number) => {
    if (worth > step.damage) return;
    if (i === healths.length) {
      if (ruleFault(step, army, chosen)) return;
      if (!best || worth < best.worth || (worth === best.worth && chosen.length > best.units)) best = { worth, units: chosen.length, chosen };
      return;
    }
    const same = army.filter((u) => u.health === healths[i]);
    for (let k = 0; k <= same.length; k++) walk(i + 1, [...chosen, ...same.slice(0, k)], worth + k * healths[i]!);
  };
  walk(0, [], 0);
  return best ? (best as { chosen: Candidate[] }).chosen.map((u) => u.id) : null;
}
