import type { RollModifier } from '../../../core/dice.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import { dragonAttack, dragonCanStrike, dragonDefence } from '../dragons/melee.ts';
import { isBlackDragon, type Part } from '../dragons/parts.ts';
import { hasRear, krobDefence } from '../krobs/defence.ts';
import { guardCanStrike, guardStrike, isAdultGuard } from '../krobs/guards.ts';
import { slayerDieModifier } from '../krobs/slayers.ts';
import type { DnState, Unit } from '../state.ts';
import type { Table } from '../world.ts';

/**
 * What the Krobs and the dragons change in a melee, beside the common rules of combat.ts
 * (2.4, 4.3, 4.44): how strongly each of them strikes (a Guard's palp or both palps, the Black
 * Dragon's parts), which defence each opposes (the Queen's and the Guards' front or rear, a part
 * of the dragon), columns of their own, the Slayers' die, and the strikes to record for those
 * who attack more than once a turn.
 */

export interface Valued {
  value: number;
  label: string;
}

export interface SpecialMelee {
  attack: Map<string, Valued>;
  defence: Map<string, Valued>;
  /** Terrain read otherwise than from the character's hexes (a dragon's part; 2.42). */
  attackerTerrain: Map<string, number>;
  defenderTerrain?: number;
  shifts: Array<{ columns: number; label: string }>;
  dieModifiers: RollModifier[];
  /** Strikes to record: a Guard's palp or both, each part of the dragon that struck. */
  strikes: Array<{ unit: string; part: string }>;
  /** The Black Dragon's part struck, when it is attacked. */
  part?: Part;
  /** The dragon's part that takes an "attacker wounded" (the first that struck). */
  attackingPart?: Part;
}

/** Those who may attack more than once a turn: an adult Guard and the Black Dragon (4.44, 4.3). */
export function strikesMoreThanOnce(unit: Unit): boolean {
  return isAdultGuard(unit) || isBlackDragon(unit);
}

/** Whether such a one still has an attack left this turn; anyone else, whether he has not attacked. */
export function hasAttackLeft(state: DnState, unit: Unit): boolean {
  if (isAdultGuard(unit)) return guardCanStrike(state, unit);
  if (isBlackDragon(unit)) return dragonCanStrike(state, unit);
  return !state.attacked.includes(unit.id);
}

export function meleeRules(table: Table, attackers: Unit[], defenders: Unit[], part: string | undefined): Result<SpecialMelee> {
  const special: SpecialMelee = { attack: new Map(), defence: new Map(), attackerTerrain: new Map(), shifts: [], dieModifiers: [], strikes: [] };
  const { state } = table;
  let partUsed = false;
  for (const a of attackers) {
    if (isAdultGuard(a)) {
      const strike = guardStrike(state, a, attackers, defenders, part);
      if (!strike.ok) return strike;
      partUsed = part !== undefined;
      special.attack.set(a.id, { value: strike.value.value, label: strike.value.label });
      if (strike.value.shift) special.shifts.push({ columns: strike.value.shift, label: 'between its legs, 1 right' });
      special.strikes.push({ unit: a.id, part: strike.value.blow });
    } else if (isBlackDragon(a)) {
      const attack = dragonAttack(table, a, attackers, defenders, part);
      if (!attack.ok) return attack;
      partUsed = part !== undefined;
      special.attack.set(a.id, { value: attack.value.value, label: attack.value.label });
      special.attackerTerrain.set(a.id, attack.value.terrain);
      if (attack.value.shift) special.shifts.push({ columns: attack.value.shift, label: 'two parts of the dragon, 1 right' });
      for (const p of attack.value.parts) special.strikes.push({ unit: a.id, part: p });
      special.attackingPart = attack.value.parts[0];
    }
  }
  for (const d of defenders) {
    if (isBlackDragon(d)) {
      const defence = dragonDefence(table, d, attackers, defenders, part);
      if (!defence.ok) return defence;
      partUsed = part !== undefined;
      special.defence.set(d.id, { value: defence.value.value, label: defence.value.label });
      special.defenderTerrain = defence.value.terrain;
      special.part = defence.value.part;
    } else if (hasRear(d)) {
      const defence = krobDefence(d, attackers, state.volume);
      if (!defence.ok) return defence;
      special.defence.set(d.id, defence.value);
    }
  }
  if (part !== undefined && !partUsed) return err('part: names a part of the Black Dragon, or how a Guard strikes (palp or legs); nobody in this attack has parts.');
  const slayer = slayerDieModifier(attackers);
  if (slayer) special.dieModifiers.push(slayer);
  return ok(special);
}
