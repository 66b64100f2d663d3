import { dieRead, type Dice, type RollModifier } from '../../../core/dice.ts';
import type { GameEvent } from '../../../core/events.ts';
import { killOutright, type Harmed } from '../combat/harm.ts';
import { isDragon } from '../dragons/parts.ts';
import { isSpirit } from '../magic/spirit-defs.ts';
import type { DnState, Unit } from '../state.ts';
import { definition, unitById } from '../units.ts';

/**
 * The Slayers' venom (4.45, checklist 91): "These Krobs do not wound: they kill!"
 * - A Slayer attacking takes 1 off the die, and 1 stays 1 (also when it attacks with others).
 * - Every wound it inflicts is death: a troll, who takes three wounds, and the Crazy Ork, who
 *   would go berserk, die at once (4.2 notes).
 * - Attacking with other Krobs, a wound kills only half the time: d10 1-5 the Slayer struck the
 *   blow and it is mortal; 6-10 another Krob did and the wound is normal.
 * - The same holds when an attacker is wounded in a combat against a Slayer.
 *
 * **Ours:** the venom acts, as Zed's poison does (poison.ts), on the combat table's wound and
 * killing blow against the Slayer's enemies in a combat it takes part in. Several Slayers and no
 * other Krob need no roll. A baby Slayer has no venom yet (krobs/data.ts). The Krobs, the
 * dragons and the spirits are not poisoned.
 */

export function isAdultSlayer(unit: Unit): boolean {
  const traits = definition(unit).traits;
  return traits.includes('slayer') && !traits.includes('baby');
}

/** 4.45: "When a Slayer attacks, it always subtracts one point from the die result (1 minus 1 = 1)." */
export function slayerDieModifier(attackers: Unit[]): RollModifier | undefined {
  return attackers.some(isAdultSlayer) ? { label: 'Slayer', value: -1 } : undefined;
}

export interface Venom {
  /** The death the venom brings; absent when the die said another Krob struck the blow. */
  harmed?: Harmed;
  events: GameEvent[];
}

/** The blow, if the venom makes it mortal; undefined if the ordinary rules apply. */
export function venomBlow(state: DnState, effect: 'stunned' | 'wounded' | 'killed', strikers: readonly string[], unit: Unit, dice: Dice): Venom | undefined {
  if (effect === 'stunned') return undefined;
  const traits = definition(unit).traits as readonly string[];
  if (traits.includes('krob') || isDragon(unit) || isSpirit(unit)) return undefined;
  const side = strikers.map((id) => unitById(state, id)).filter((u) => u.side !== unit.side);
  const slayer = side.find(isAdultSlayer);
  if (!slayer) return undefined;
  const others = side.filter((u) => !isAdultSlayer(u));
  if (others.length === 0) return { harmed: killOutright(state, unit, `by ${slayer.name}'s venom (4.45)`), events: [] };
  const roll = dice.roll(10, `Slayer's venom: who struck ${unit.name}`, 'the venom');
  const mortal = roll.face <= 5;
  roll.explain({ table: '4.45 Slayers with other Krobs', modifiers: [], total: roll.face, result: mortal ? 'the Slayer: mortal' : 'another Krob: a normal blow' });
  const text = `Who struck ${unit.name}? ${dieRead(roll.record)}, ${mortal ? `1-5, ${slayer.name}, whose venom kills` : '6-10, another Krob: the blow is the ordinary one'} (4.45).`;
  const events: GameEvent[] = [{ type: 'venom', text, visibleTo: 'all', rolls: [roll.record], data: { unit: unit.id, mortal } }];
  if (!mortal) return { events };
  return { harmed: killOutright(state, unit, `by ${slayer.name}'s venom (4.45)`), events };
}
