import type { Dice, Roll, RollRecord } from '../../../core/dice.ts';
import { publicEvent } from '../../../core/events.ts';
import type { DogState } from '../state.ts';
import { joinNation } from '../strategic/join.ts';
import { nationName, SIDE_NAMES, upperFirst } from '../strategic/outcome.ts';
import type { Side } from '../units.ts';
import type { Stepped } from '../turn/sequence.ts';
import type { PathsWorld } from './rules.ts';

/**
 * Activation by card (PL B.1): `side` rolls d10 at or under `number` (+ a Diplomatic Coup's bonus)
 * and `nation` joins it; its armies may not move or attack until next turn. What becomes of the
 * card (removed on success, back into the deck on failure) is the caller's (paths/hand.ts).
 *
 * The three ways PL brings a nation in by the die (a card, the knights' roll, an invasion) read one
 * d10 the same way: it succeeds at or under a target, the printed number with what PL adds to it.
 * The roll's record names the target in its column ("5 or less") and what makes it up in its row,
 * so `rereadActivation` can check each result from the log (/dice verify).
 */

/** The tables the rolls are recorded on, in PL's words. */
export const PL_TABLES = {
  card: 'PL B.1 activation by card',
  knights: 'PL B.2 knight activation',
  invasion: 'PL B.3 activation by invasion',
} as const;

const SUCCESS = 'succeeds';
const FAILURE = 'fails';

/** A target's column: "5 or less". */
const targetColumn = (target: number) => `${target} or less`;

/** One d10 against `target`: at or under it succeeds. `row` says what the target is made of. */
export function targetRoll(dice: Dice, table: string, row: string, target: number, label: string, purpose: string): { roll: Roll; success: boolean } {
  const roll = dice.roll(10, label, purpose);
  const success = roll.face <= target;
  roll.explain({ table, row, column: targetColumn(target), total: roll.face, result: success ? SUCCESS : FAILURE });
  return { roll, success };
}

/** The result a PL activation roll's total gives against the target in its column; undefined for another table's roll. */
export function rereadActivation(roll: RollRecord): string | undefined {
  if (!Object.values(PL_TABLES).includes(roll.table as (typeof PL_TABLES)[keyof typeof PL_TABLES])) return undefined;
  const target = /^(-?\d+) or less$/.exec(roll.column ?? '');
  if (!target) return undefined;
  return (roll.total ?? roll.face) <= Number(target[1]) ? SUCCESS : FAILURE;
}

/** "+1", "−2": a bonus as a line shows it. */
export const signed = (n: number): string => (n < 0 ? `−${-n}` : `+${n}`);

/** "3", "−1": a number as a line shows it, with a true minus sign. */
export const num = (n: number): string => (n < 0 ? `−${-n}` : `${n}`);

export function activationRoll(state: DogState, ctx: PathsWorld, side: Side, nation: string, number: number, coupBonus: number, dice: Dice): Stepped & { joined: boolean } {
  const world = ctx.world;
  const name = nationName(world, nation);
  const at = state.nations[nation];
  if (!at || !world.nations.has(nation)) return { state, events: [publicEvent('dog-pl-activation', `There is no nation "${nation}" to bring into the war.`)], joined: false };
  if (at.allegiance !== 'neutral') return { state, events: [publicEvent('dog-pl-activation', `${name} is already at war, with ${SIDE_NAMES[at.allegiance]}: there is nothing to roll for.`)], joined: false };

  const target = number + coupBonus;
  const makeup = coupBonus ? `the card's ${num(number)}, ${signed(coupBonus)} Diplomatic Coup` : `the card's ${num(number)}`;
  const { roll, success } = targetRoll(dice, PL_TABLES.card, `${name} for ${SIDE_NAMES[side]}: ${makeup}`, target, `Activation: ${name} for ${SIDE_NAMES[side]}`, `${name}'s activation`);
  const line = `${upperFirst(SIDE_NAMES[side])} roll to bring ${name} into the war, needing ${num(target)} or less (${makeup}): d10 ${roll.face}, ${success ? `${name} joins them` : `${name} stays neutral`}.`;
  const events = [publicEvent('dog-pl-activation', line, { rolls: [roll.record], data: { nation, side, target, success } })];
  if (!success) return { state, events, joined: false };
  const joined = joinNation(state, world, nation, side);
  return { state: joined.state, events: [...events, ...joined.events], joined: true };
}
