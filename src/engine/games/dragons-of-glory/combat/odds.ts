import type { PlaceKind } from '../map/types.ts';
import type { UnitKind } from '../units.ts';
import { COLUMNS, type Column } from './crt.ts';
import type { Combatant } from './types.ts';

/**
 * The odds of a battle (DL11 Rule 7, GAPS §2.1): the attackers' strength against the defenders',
 * the defenders' ×3 in a fortress and ×2 in a fortified city, rounded down to a column of the table
 * in the defender's favour.
 */

/** The counters that have a combat strength: armies (ground and air), dragons and citadels. Leaders and wizards add none. */
const STRENGTH_KINDS: ReadonlySet<UnitKind> = new Set<UnitKind>(['infantry', 'cavalry', 'air', 'dragon', 'citadel']);

export const hasStrength = (c: Pick<Combatant, 'kind'>): boolean => STRENGTH_KINDS.has(c.kind);

/** A counter's strength in the odds: its current strength, doubled by a Dragonlance; nothing for a leader or wizard. */
export function strengthOf(c: Pick<Combatant, 'kind' | 'strength' | 'dragonlance'>): number {
  if (!hasStrength(c)) return 0;
  return c.dragonlance ? c.strength * 2 : c.strength;
}

/**
 * How a place multiplies its defenders' strength: a fortress ×3, a fortified city ×2. A dwarven
 * fortress is read as a fortress (×3): DL11 gives its −10 but names no multiplier (a reading,
 * docs/dragons-of-glory-combat.md). A flying citadel joining the attack takes the benefit away.
 */
export function fortificationFactor(place: PlaceKind | undefined): number {
  switch (place) {
    case 'fortress':
    case 'dwarven-fortress':
      return 3;
    case 'fortified-city':
      return 2;
    default:
      return 1;
  }
}

/** The column's ratio as two whole numbers, so the comparison never rounds. */
const COLUMN_PARTS: ReadonlyArray<readonly [Column, number, number]> = COLUMNS.map((c) => {
  const [a, d] = c.split('-').map(Number) as [number, number];
  return [c, a, d] as const;
});

export interface OddsColumn {
  column: Column;
  /**
   * Set when the true ratio lies outside the table: below 1-3 it reads 1-3, from 7-1 up it reads
   * 6-1. DL11 prints no column past either end; using the end columns is the usual practice (GAPS §2.2).
   */
  clamped: 'below' | 'above' | null;
}

/** The column for these strengths: the highest whose ratio the attack reaches, i.e. rounded down for the defender. */
export function oddsColumn(attack: number, defence: number): OddsColumn {
  if (defence <= 0) return { column: '6-1', clamped: 'above' };
  let found: Column | undefined;
  for (const [column, a, d] of COLUMN_PARTS) if (attack * d >= defence * a) found = column;
  if (!found) return { column: '1-3', clamped: 'below' };
  return { column: found, clamped: found === '6-1' && attack >= defence * 7 ? 'above' : null };
}

export interface BattleOdds extends OddsColumn {
  attack: number;
  /** The defenders' strength before the place multiplies it. */
  defenceBase: number;
  /** ×3, ×2 or ×1. */
  factor: number;
  defence: number;
}

/**
 * The odds of a battle. `fortified` is false when the defenders lose their fortification (a flying
 * citadel joins the attack).
 */
export function battleOdds(attackers: readonly Combatant[], defenders: readonly Combatant[], place: PlaceKind | undefined, fortified = true): BattleOdds {
  const attack = attackers.reduce((s, c) => s + strengthOf(c), 0);
  const defenceBase = defenders.reduce((s, c) => s + strengthOf(c), 0);
  const factor = fortified ? fortificationFactor(place) : 1;
  const defence = defenceBase * factor;
  return { attack, defenceBase, factor, defence, ...oddsColumn(attack, defence) };
}
