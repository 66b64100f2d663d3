import type { DiceBook } from '../dice/read.ts';
import type { DdState, Unit } from '../state.ts';

/**
 * Casualties by health-worth (SFR 11 and its rules reference on damage, GAPS B7): damage kills
 * units whose health adds up to as much of the damage as can be covered, never more ("if possible,
 * enough units must be killed to cover all remaining damage, but never in excess of it"); what
 * cannot be covered kills nothing. An SAI's "up to X health-worth" of enemy units reads the same.
 * Pure: no dice, no state changed here but by `killUnits`.
 */

/** A unit as casualties see it: its instance id, its die, its health. */
export interface Candidate {
  id: string;
  die: string;
  name: string;
  health: number;
}

export function candidates(book: DiceBook, units: readonly Unit[]): Candidate[] {
  return units.map((u) => {
    const die = book.units.get(u.die);
    if (!die) throw new Error(`unit ${u.id} is a die the book does not hold (${u.die})`);
    return { id: u.id, die: u.die, name: die.name, health: die.health };
  });
}

const worth = (units: readonly Candidate[]) => units.reduce((s, u) => s + u.health, 0);

/**
 * Reads a player's list of units (instance ids, or die names such as "Footman", each naming one more
 * unit of that die) against the army; the first name that is no unit of it is refused.
 */
export function readChoice(army: readonly Candidate[], names: readonly string[]): { ok: true; units: Candidate[] } | { ok: false; error: string } {
  const taken = new Set<string>();
  const units: Candidate[] = [];
  for (const raw of names) {
    const name = raw.trim().toLowerCase();
    const unit = army.find((u) => !taken.has(u.id) && u.id.toLowerCase() === name) ?? army.find((u) => !taken.has(u.id) && (u.name.toLowerCase() === name || u.die.toLowerCase() === name));
    if (!unit) {
      const twice = army.some((u) => taken.has(u.id) && (u.id.toLowerCase() === name || u.name.toLowerCase() === name || u.die.toLowerCase() === name));
      return { ok: false, error: twice ? `${raw.trim()} is named more times than the army has such units.` : `${raw.trim()} is not a unit of this army.` };
    }
    taken.add(unit.id);
    units.push(unit);
  }
  return { ok: true, units };
}

/** The most health-worth of `army` that `damage` can kill without going past it (a subset sum). */
export function coverable(damage: number, army: readonly Candidate[]): number {
  let sums = new Set([0]);
  for (const u of army) sums = new Set([...sums, ...[...sums].map((s) => s + u.health).filter((s) => s <= damage)]);
  return Math.max(...sums);
}

/** Why a choice of casualties is not legal for `damage`, or null when it is. */
export function choiceFault(damage: number, army: readonly Candidate[], chosen: readonly Candidate[]): string | null {
  const total = worth(chosen);
  if (total > damage) return `${total} health-worth is more than the ${damage} damage: name units of at most ${damage} health in all.`;
  const must = coverable(damage, army);
  if (total < must) return `not enough health-worth: ${damage} damage must kill ${must} health-worth, and ${total} ${total === 1 ? 'is' : 'are'} named.`;
  return null;
}

/** Every legal choice, as how many units of each health die (health → count): all cover the most they can. */
function legalShapes(damage: number, army: readonly Candidate[]): Array<Map<number, number>> {
  const must = coverable(damage, army);
  const groups = [...new Set(army.map((u) => u.health))].sort((a, b) => a - b);
  const count = new Map(groups.map((h) => [h, army.filter((u) => u.health === h).length]));
  const shapes: Array<Map<number, number>> = [];
  const walk = (i: number, shape: Map<number, number>, total: number) => {
    if (total > must) return;
    if (i === groups.length) {
      if (total === must) shapes.push(new Map(shape));
      return;
    }
    const h = groups[i]!;
    for (let k = 0; k <= count.get(h)!; k++) {
      shape.set(h, k);
      walk(i + 1, shape, total + k * h);
    }
    shape.delete(h);
  };
  walk(0, new Map(), 0);
  return shapes;
}

const unitsOf = (army: readonly Candidate[], shape: Map<number, number>) => [...shape].flatMap(([h, k]) => army.filter((u) => u.health === h).slice(0, k));

/**
 * The choice made for a player who does not answer. Every legal choice kills the same health-worth;
 * the army's owner loses its smallest units first and keeps its larger ones (the rares carry the
 * SAIs); an attacker choosing targets takes the largest first.
 */
export function defaultChoice(damage: number, army: readonly Candidate[], prefer: 'cheapest' | 'dearest'): Candidate[] {
  const units = (shape: Map<number, number>) => [...shape].sort(([a], [b]) => b - a).map(([, k]) => k);
  const shapes = legalShapes(damage, army).sort((a, b) => {
    // Compare the counts of the largest health first: fewer of them for the owner, more for an attacker.
    const [x, y] = [units(a), units(b)];
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return prefer === 'cheapest' ? x[i]! - y[i]! : y[i]! - x[i]!;
    return 0;
  });
  return shapes.length ? unitsOf(army, shapes[0]!) : [];
}

/**
 * The choice when there is nothing to choose: one legal shape, and in it every health taken either
 * whole, not at all, or from units all of one die. Null when the player must choose.
 */
export function onlyChoice(damage: number, army: readonly Candidate[]): Candidate[] | null {
  const shapes = legalShapes(damage, army);
  if (shapes.length !== 1) return null;
  const shape = shapes[0]!;
  for (const [h, k] of shape) {
    const same = army.filter((u) => u.health === h);
    if (k > 0 && k < same.length && new Set(same.map((u) => u.die)).size > 1) return null;
  }
  return unitsOf(army, shape);
}

/** The units moved to their owners' DUA (killed), BUA (buried) or reserves (driven off). */
export function killUnits(state: DdState, ids: readonly string[], to: 'dua' | 'bua' | 'reserve'): DdState {
  const units = { ...state.units };
  for (const id of ids) {
    const unit = units[id];
    if (!unit) throw new Error(`no unit ${id}`);
    // A unit that leaves its terrain is no longer held by an SAI (Stun's own words).
    const { status: _left, ...free } = unit;
    units[id] = { ...free, at: { kind: to } };
  }
  return { ...state, units };
}

/** How a casualty step is chosen: by health-worth up to `damage`, or one unit (of health at most `damage` unless `anyHealth`). */
export interface ChoiceRule {
  damage: number;
  pick?: 'one';
  anyHealth?: boolean;
}

const eligible = (rule: ChoiceRule, army: readonly Candidate[]) => army.filter((u) => rule.anyHealth || u.health <= rule.damage);

/** Why a choice breaks the step's rule, or null. */
export function ruleFault(rule: ChoiceRule, army: readonly Candidate[], chosen: readonly Candidate[]): string | null {
  if (rule.pick !== 'one') return choiceFault(rule.damage, army, chosen);
  const allowed = eligible(rule, army);
  if (!allowed.length) return chosen.length ? 'no unit of this army can be its target: name none.' : null;
  if (chosen.length !== 1) return 'name one unit: this targets a single unit.';
  return allowed.some((u) => u.id === chosen[0]!.id) ? null : `${chosen[0]!.name} has more health (${chosen[0]!.health}) than the ${rule.damage} damage.`;
}

/** The step's choice when there is nothing to choose (see `onlyChoice`), or null. */
export function ruleOnly(rule: ChoiceRule, army: readonly Candidate[]): Candidate[] | null {
  if (rule.pick !== 'one') return onlyChoice(rule.damage, army);
  const allowed = eligible(rule, army);
  if (!allowed.length) return [];
  return new Set(allowed.map((u) => u.die)).size === 1 ? [allowed[0]!] : null;
}

/** The step's choice for a player who does not answer (see `defaultChoice`); one target: the largest. */
export function ruleDefault(rule: ChoiceRule, army: readonly Candidate[], prefer: 'cheapest' | 'dearest'): Candidate[] {
  if (rule.pick !== 'one') return defaultChoice(rule.damage, army, prefer);
  const allowed = [...eligible(rule, army)].sort((a, b) => (prefer === 'dearest' ? b.health - a.health : a.health - b.health));
  return allowed.slice(0, 1);
}
