import type { Unit } from '../state.ts';
import { definition } from '../units.ts';

/**
 * Crazy Ork (4.2): "Once he suffers a wound or stun result during missile fire or combat, Crazy
 * Ork will go berserk. Immediately replace the full health counter with the counter that shows
 * him stronger. Once he goes mad the results 'defender stunned', 'attacker retreats' and
 * 'defender retreats' no longer apply to him. Only when he is wounded afresh can a player
 * succeed in killing him."
 *
 * Berserk is a state of its own (`Unit.berserk`), neither a wound nor a stun: a D or an E turns
 * his 18/12-6 counter to its 24/16-8 side (`harm.ts`), and the next wound kills him. Nothing that
 * reads a wound (a challenge's "wounded", a wounded shooter, a heal) reads it. A killing blow
 * kills him at once.
 * Ours: a wound from a challenge sends him berserk too (it is a blow like any other); when he is
 * one of several defenders, a stun falls on another of them, and with him alone it does nothing.
 * A Slayer's wound kills him outright (4.2 note), as it kills every adventurer: that is the
 * Slayers' rule, for the Krobs' module.
 */

export function isBerserk(unit: Unit): boolean {
  return !unit.dead && unit.berserk;
}

/** Whether this character goes berserk at a D or an E instead of being stunned or wounded (4.2). */
export function goesBerserk(unit: Unit): boolean {
  return !unit.dead && !unit.berserk && definition(unit).berserk !== undefined;
}

/** Whether a "stunned" result can fall on this character. */
export function stunApplies(unit: Unit): boolean {
  return !isBerserk(unit);
}

/** Whether a result that makes him retreat (combat B or C, a shot's A) applies to this character. */
export function retreatApplies(unit: Unit): boolean {
  return !isBerserk(unit);
}

/** Those a combat result passes over because they are berserk: retreats (B, C) and stuns (D). */
export function passedOver(result: string, attackers: Unit[], defenders: Unit[]): Unit[] {
  if (result === 'B') return attackers.filter((u) => !retreatApplies(u));
  if (result === 'C') return defenders.filter((u) => !retreatApplies(u));
  if (result === 'D') return defenders.filter((u) => !stunApplies(u));
  return [];
}
