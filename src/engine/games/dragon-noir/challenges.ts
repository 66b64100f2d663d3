import { rollArithmetic, type Dice, type RollModifier } from '../../core/dice.ts';
import type { GameEvent } from '../../core/events.ts';
import type { Hex } from '../../hex/hex.ts';
import { labelOf } from '../../hex/labels.ts';
import { kill, wound } from './harm.ts';
import type { DnState, Unit } from './state.ts';
import { challengeResult } from './tables.ts';
import { definition, isArmoured, unitById } from './units.ts';
import { challengers, type Table } from './world.ts';

/**
 * Challenges (2.35, 5.12.4): a character crossing a hex next to an enemy able to attack it
 * rolls once per such enemy. d10 plus the modifiers of both: 8-9 wounded, 10+ killed.
 */

export function infiltratorModifiers(unit: Unit): RollModifier[] {
  const mods: RollModifier[] = [];
  // 5.12.4: a rider in armour -2; an unarmoured rider, like a man on foot in armour, -1.
  if (unit.mounted) mods.push(isArmoured(unit) ? { label: 'armoured rider', value: -2 } : { label: 'rider', value: -1 });
  else if (isArmoured(unit)) mods.push({ label: 'armoured', value: -1 });
  if (unit.wounds > 0) mods.push({ label: 'wounded', value: 2 });
  return mods;
}

export function opposerModifiers(unit: Unit): RollModifier[] {
  const mods: RollModifier[] = [];
  if (unit.wounds > 0) mods.push({ label: 'opposer wounded', value: -2 });
  // 5.12.4: an armoured rider opposes at +2; an unarmoured rider, like a man on foot in armour, +1.
  if (unit.mounted) mods.push(isArmoured(unit) ? { label: 'opposer armoured rider', value: 2 } : { label: 'opposer rider', value: 1 });
  else if (isArmoured(unit)) mods.push({ label: 'opposer armoured', value: 1 });
  return mods;
}

/**
 * 4.1: dogs ignore challenges (except against Krobs, who are not in DN1). **Ours:** so do the
 * spirits, whom no challenge can wound or kill (3.55): their roll could do nothing.
 */
export function ignoresChallenges(unit: Unit): boolean {
  const traits = definition(unit).traits;
  return traits.includes('dog') || traits.includes('spirit');
}

/** 4.1: "They take no notice of the rule on Challenges when they move, except against Krobs." */
export function challengedBy(mover: Unit, opposer: Unit): boolean {
  if (!ignoresChallenges(mover)) return true;
  return (definition(opposer).traits as readonly string[]).includes('krob');
}

export interface ChallengeOutcome {
  state: DnState;
  events: GameEvent[];
  /** The mover after the rolls: wounded, dead or unchanged. */
  mover: Unit;
  woundedNow: boolean;
}

/**
 * Rolls every challenge a character draws in one hex. `exempt` lists enemies who may not roll
 * (those engaged in combat when a victor advances, 2.44).
 */
export function runChallenges(table: Table, moverId: string, at: Hex, dice: Dice, context: string, exempt: readonly string[] = []): ChallengeOutcome {
  let state = table.state;
  let mover = unitById(state, moverId);
  const events: GameEvent[] = [];
  const opposers = challengers({ ...table, state }, mover.side, at, mover.below).filter((o) => !exempt.includes(o.id) && challengedBy(mover, o));
  let woundedNow = false;
  for (const opposer of opposers) {
    if (mover.dead) break;
    const roll = dice.roll(10, `Challenge: ${mover.name} ${context} ${labelOf(at)}, next to ${opposer.name}`);
    const modifiers = [...infiltratorModifiers(mover), ...opposerModifiers(opposer)];
    const total = roll.face + modifiers.reduce((sum, m) => sum + m.value, 0);
    const result = challengeResult(total);
    roll.explain({ table: '5.12.4 challenges', modifiers, total, result: result === 'none' ? 'no effect' : result });
    let text = `Challenge at ${labelOf(at)}: ${mover.name} passing ${opposer.name}, ${rollArithmetic(roll.record)}`;
    if (result === 'wounded') {
      const harmed = wound(state, mover);
      state = harmed.state;
      mover = harmed.unit;
      woundedNow = !harmed.died;
      text += `: ${harmed.text}.`;
    } else if (result === 'killed') {
      const harmed = kill(state, mover);
      state = harmed.state;
      mover = harmed.unit;
      text += `: ${harmed.text}.`;
    } else {
      text += ': no effect.';
    }
    events.push({ type: 'challenge', text, visibleTo: 'all', rolls: [roll.record], data: { mover: mover.id, opposer: opposer.id, hex: labelOf(at), result } });
  }
  return { state, events, mover, woundedNow };
}
