import type { DiceBook } from '../dice/read.ts';
import type { DdState, Dragon } from '../state.ts';

/**
 * Whom each dragon at a terrain may attack in the dragon attack phase (GAPS B8):
 * - TSR 1996 (FAQ3 D, as FACTS §2.2 cites it): the marching player's army there, or a dragon of
 *   another colour there; the army is the nearest target, the default.
 * - v4 (SFR 17's table): another dragon wherever one is a valid target (an elemental dragon attacks
 *   one of another element or a white one; a white dragon attacks the elemental ones; an ivory
 *   dragon attacks armies only); the army only when no dragon is. The owner picks among the valid dragons.
 */

/** A dragon's target: the army, or another dragon by its id. */
export type DragonTarget = string;
export const ARMY = 'army';

export function dragonsAt(state: DdState, terrain: string): Dragon[] {
  return Object.values(state.dragons)
    .filter((d) => d.at.kind === 'terrain' && d.at.terrain === terrain)
    .sort((a, b) => a.id.localeCompare(b.id));
}

const colourOf = (book: DiceBook, d: Dragon) => book.dragons.get(d.die)?.colour ?? 'ivory';

function v4Attacks(attacker: string, target: string): boolean {
  if (attacker === 'ivory' || target === 'ivory') return false;
  if (attacker === 'white') return target !== 'white';
  return target === 'white' || target !== attacker;
}

/** The targets `dragon` may attack at `terrain`, the default first. */
export function targetsOf(book: DiceBook, state: DdState, dragon: Dragon, terrain: string): DragonTarget[] {
  const mine = colourOf(book, dragon);
  const others = dragonsAt(state, terrain).filter((d) => d.id !== dragon.id);
  if (state.ruleset === '1996') return [ARMY, ...others.filter((d) => colourOf(book, d) !== mine).map((d) => d.id)];
  const dragons = others.filter((d) => v4Attacks(mine, colourOf(book, d))).map((d) => d.id);
  return dragons.length ? dragons : [ARMY];
}
