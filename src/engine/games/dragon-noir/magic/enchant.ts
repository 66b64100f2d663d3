import type { Unit } from '../state.ts';
import type { Counter, DefenceOnly } from '../values.ts';
import type { UnitSpell } from './state.ts';

/**
 * What the spells on a character do to the values his counter shows (3.51, 3.53): points of
 * movement, attack and defence bought for a turn, the attack doubled or halved, the movement
 * taken away by immobilisation. Spells that have run out are swept away when a player-turn
 * begins, so whatever is on the unit is in force.
 *
 * **Ours:** bought points are added first, then the attack is doubled or halved (rounded
 * down); a character both doubled and halved fights at his own strength.
 */

export function enchanted(c: Counter, unit: Unit): Counter {
  const spells = unit.spells;
  if (!spells || spells.length === 0) return c;
  let { attack, defence, move } = c;
  attack += points(spells, 'increase-attack');
  defence += points(spells, 'increase-defence');
  move += points(spells, 'increase-move');
  const doubled = spells.some((s) => s.spell === 'double-attack');
  const halved = spells.some((s) => s.spell === 'halve-attack');
  if (doubled && !halved) attack *= 2;
  if (halved && !doubled) attack = Math.floor(attack / 2);
  if (isImmobilised(unit)) move = 0;
  return { ...c, attack, defence, move };
}

/** A stunned character's defence, with any defence bought for him. */
export function enchantedDefence(d: DefenceOnly, unit: Unit): DefenceOnly {
  const extra = points(unit.spells ?? [], 'increase-defence');
  return extra ? { ...d, defence: d.defence + extra } : d;
}

export function isImmobilised(unit: Unit): boolean {
  return (unit.spells ?? []).some((s) => s.spell === 'immobilise');
}

export function isInvisible(unit: Unit): boolean {
  return (unit.spells ?? []).some((s) => s.spell === 'invisibility');
}

function points(spells: readonly UnitSpell[], kind: UnitSpell['spell']): number {
  return spells.filter((s) => s.spell === kind).reduce((sum, s) => sum + (s.points ?? 0), 0);
}
