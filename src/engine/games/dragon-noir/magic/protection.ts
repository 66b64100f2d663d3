import { sameHex } from '../../../hex/hex.ts';
import { labelOf } from '../../../hex/labels.ts';
import type { DnState, Unit } from '../state.ts';
import { isImmobilised } from './enchant.ts';

/**
 * What spells forbid others to do, for the rules that ask: a character inside a magic circle
 * cannot be shot at or attacked (3.53); an immobilised one cannot move (3.53).
 */

/** Why `target` is out of reach of missiles and blows, or undefined. */
export function shieldedBy(state: DnState, target: Unit): string | undefined {
  if (!target.hex) return undefined;
  const circle = state.magic.circles.find((c) => c.until >= state.playerTurn && c.hexes.some((h) => sameHex(h, target.hex!)));
  return circle ? `${target.name} stands in a magic circle in ${labelOf(target.hex)}: no missile or blow reaches him (3.53)` : undefined;
}

/** Why `unit` cannot move of his own will now, or undefined. */
export function heldBySpell(unit: Unit): string | undefined {
  return isImmobilised(unit) ? `${unit.name} is immobilised by a spell and cannot move this turn (3.53)` : undefined;
}
