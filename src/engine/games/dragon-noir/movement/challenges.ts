import { rollArithmetic, type Dice, type RollModifier } from '../../../core/dice.ts';
import type { GameEvent } from '../../../core/events.ts';
import type { Hex } from '../../../hex/hex.ts';
import { labelOf } from '../../../hex/labels.ts';
import { kill, wound, woundTaken } from '../combat/harm.ts';
import type { DnState, Unit } from '../state.ts';
import { challengeResult } from '../tables.ts';
import { definition, isArmoured, unitById } from '../units.ts';
import { challengers, type Table } from '../world.ts';
import { givesNoChallenge, isBabyHunter, krobInfiltrator, krobOpposer } from '../krobs/challenges.ts';

/**
 * Challenges (2.35, 5.12.4): a character crossing a hex next to an enemy able to attack it
 * rolls once per such enemy. d10 plus the modifiers of both: 8-9 wounded, 10+ killed.
 */

export function infiltratorModifiers(unit: Unit): RollModifier[] {
  const mods: RollModifier[] = [...(krobInfiltrator(unit) ?? [])];
  // 5.12.4: a rider in armour -2; an unarmoured rider, like a man on foot in armour, -1.
  if (krobInfiltrator(unit)) {
    // A Krob's line replaces the armour lines (krobs/challenges.ts).
  } else if (unit.mounted) mods.push(isArmoured(unit) ? { label: 'armoured rider', value: -2 } : { label: 'rider', value: -1 });
  else if (isArmoured(unit)) mods.push({ label: 'armoured', value: -1 });
  if (unit.wounds > 0) mods.push({ label: 'wounded', value: 2 });
  return mods;
}

export function opposerModifiers(unit: Unit): RollModifier[] {
  const mods: RollModifier[] = [];
  if (unit.wounds > 0) mods.push({ label: 'opposer wounded', value: -2 });
  const krob = krobOpposer(unit);
  if (krob) return [...mods, ...krob];
  // 5.12.4: an armoured rider opposes at +2; an unarmoured rider, like a man on foot in armour, +1.
  if (unit.mounted) mods.push(isArmoured(unit) ? { label: 'opposer armoured rider', value: 2 } : { label: 'opposer rider', value: 1 });
  else if (isArmoured(unit)) mods.push({ label: 'opposer armoured', value: 1 });
  return mods;
}

/**
 * 4.1: dogs ignore challenges (except against Krobs). 4.3: both dragons ignore them when they
 * move. 4.44: a baby Hunter is never affected by them. **Ours:** so do the spirits, whom no
 * challenge can wound or kill (3.55): their roll could do nothing.
 */
export function ignoresChallenges(unit: Unit): boolean {
  const traits = definition(unit).traits;
  return traits.includes('dog') || traits.includes('spirit') || traits.includes('black-dragon') || traits.includes('baby-dragon') || isBabyHunter(unit);
}

/** 4.1: "They take no notice of the rule on Challenges when they move, except against Krobs." */
export function challengedBy(mover: Unit, opposer: Unit): boolean {
  // 4.44, 4.3: a baby Hunter and the Baby Dragon make nobody roll.
  if (givesNoChallenge(opposer)) return false;
  if (!ignoresChallenges(mover)) return true;
  if (!definition(mover).traits.includes('dog')) return false;
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
 * Rolls every challenge a character draws in one hex: for a counter of several hexes, in all
 * the hexes it leaves, each enemy once (`at` lists them, the anchor first). `exempt` lists
 * enemies who may not roll (those engaged in combat when a victor advances, 2.44).
 */
export function runChallenges(table: Table, moverId: string, hexes: Hex | readonly Hex[], dice: Dice, context: string, exempt: readonly string[] = []): ChallengeOutcome {
  let state = table.state;
  let mover = unitById(state, moverId);
  const events: GameEvent[] = [];
  const all = Array.isArray(hexes) ? (hexes as readonly Hex[]) : [hexes as Hex];
  const at = all[0]!;
  const opposers: Unit[] = [];
  for (const h of all) {
    for (const o of challengers({ ...table, state }, mover.side, h, mover.below)) if (!opposers.includes(o) && !exempt.includes(o.id) && challengedBy(mover, o)) opposers.push(o);
  }
  let woundedNow = false;
  for (const opposer of opposers) {
    if (mover.dead) break;
    const roll = dice.roll(10, `Challenge: ${mover.name} ${context} ${labelOf(at)}, next to ${opposer.name}`, 'the challenge');
    const modifiers = [...infiltratorModifiers(mover), ...opposerModifiers(opposer)];
    const total = roll.face + modifiers.reduce((sum, m) => sum + m.value, 0);
    const result = challengeResult(total);
    roll.explain({ table: '5.12.4 challenges', modifiers, total, result: result === 'none' ? 'no effect' : result });
    let text = `Challenge at ${labelOf(at)}: ${mover.name} passing ${opposer.name}, ${rollArithmetic(roll.record)}`;
    if (result === 'wounded') {
      const harmed = wound(state, mover);
      state = harmed.state;
      woundedNow = woundTaken(mover, harmed);
      mover = harmed.unit;
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
