import { err, ok, type Result } from '../../../core/result.ts';
import { distance, hexKey, type Hex } from '../../../hex/hex.ts';
import { fromTheRear, isBig } from '../big-counters/footprints.ts';
import type { Unit } from '../state.ts';
import { counterNow, hexesOf } from '../units.ts';

/**
 * 4.44 Defence: "Alkiram and the Guards have two defence strengths. The strongest corresponds to
 * a frontal attack, while the weakest (shown in brackets) corresponds to an attack from the rear
 * across the shaded area of the counter. Attacks to the front and to the rear are determined
 * separately."
 *
 * An attacker strikes across the shaded area when every hex of his next to the counter touches
 * only its flank and rear hexsides (`footprints.ts` `fromTheRear`). **Ours:** a rider touching
 * both the front and the rear with his two hexes strikes from the rear, as he would choose; and
 * since front and rear attacks are determined separately, attackers from the front and from
 * the rear cannot join in one attack.
 */

/** Whether a character has a rear defence: the Queen and the adult Guards. */
export function hasRear(unit: Unit): boolean {
  return isBig(unit) && counterNow(unit).rear !== undefined;
}

/** The attacker's hexes next to the counter. */
function touching(attacker: Unit, defender: Unit): Hex[] {
  const theirs = hexesOf(defender);
  return hexesOf(attacker).filter((h) => theirs.some((x) => distance(h, x) === 1) && !theirs.some((x) => hexKey(x) === hexKey(h)));
}

export function attacksFromRear(attacker: Unit, defender: Unit): boolean {
  const near = touching(attacker, defender);
  return near.length > 0 && near.some((h) => fromTheRear(defender, h));
}

/** The defence the Queen or a Guard opposes to these attackers, and how it is told. */
export function krobDefence(defender: Unit, attackers: Unit[], volume: 1 | 2): Result<{ value: number; label: string }> {
  const counter = counterNow(defender, volume);
  const rear = attackers.filter((a) => attacksFromRear(a, defender));
  if (rear.length > 0 && rear.length < attackers.length) {
    return err(`${rear.map((a) => a.name).join(' and ')} strike${rear.length === 1 ? 's' : ''} ${defender.name} from the rear and ${attackers.filter((a) => !rear.includes(a)).map((a) => a.name).join(' and ')} from the front: front and rear attacks are made separately (4.44).`);
  }
  if (rear.length === 0) return ok({ value: counter.defence, label: `${defender.name} ${counter.defence} (front)` });
  return ok({ value: counter.rear!, label: `${defender.name} ${counter.rear} (from the rear)` });
}
