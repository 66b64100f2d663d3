import { dieRead, type Dice, type RollRecord } from '../../../core/dice.ts';

/**
 * A leader whose stack is wiped out (every army with it eliminated):
 * - Paths of the Lance New Rule C: it survives on a d6 at or under its tactical rating, and is
 *   placed at once in the nearest friendly stack;
 * - "More Dragons of Glory" (DRAGON #107): on 1–3 it is lost, on 4–6 it goes to the nearest
 *   friendly army, whatever its rating.
 * The caller finds the nearest friendly stack and places it there.
 */

export type LeaderLossRule = 'paths-of-the-lance' | 'more-dragons-of-glory';

export const LEADER_LOSS_TABLE: Readonly<Record<LeaderLossRule, string>> = {
  'paths-of-the-lance': 'Paths of the Lance C leader elimination',
  'more-dragons-of-glory': 'More Dragons of Glory leader loss',
};

export interface LeaderAtRisk {
  id: string;
  name: string;
  /** Tactical rating. */
  rating: number;
}

export interface LeaderEscape {
  id: string;
  survives: boolean;
  roll: RollRecord;
  /** "Toede escapes to the nearest friendly stack (d6 for Toede's escape: 2, needs 3 or less)." */
  text: string;
}

/** Whether a d6 face saves the leader under this rule: PL C at or under the rating, DR on 4–6. */
export function leaderSurvives(rule: LeaderLossRule, rating: number, face: number): boolean {
  return rule === 'paths-of-the-lance' ? face <= rating : face >= 4;
}

const NEEDS: Readonly<Record<LeaderLossRule, (rating: number) => string>> = {
  'paths-of-the-lance': (rating) => `rating ${rating}: ${rating} or less escapes`,
  'more-dragons-of-glory': () => '1-3 lost, 4-6 escapes',
};

export function leaderEscape(leader: LeaderAtRisk, rule: LeaderLossRule, dice: Dice): LeaderEscape {
  const roll = dice.roll(6, `${leader.name}'s stack is wiped out`, `${leader.name}'s escape`);
  const survives = leaderSurvives(rule, leader.rating, roll.face);
  const row = NEEDS[rule](leader.rating);
  const result = survives ? 'escapes' : 'lost';
  roll.explain({ table: LEADER_LOSS_TABLE[rule], row, result });
  const text = survives
    ? `${leader.name} escapes to the nearest friendly stack (${dieRead(roll.record)}; ${row}).`
    : `${leader.name} is lost with the stack (${dieRead(roll.record)}; ${row}).`;
  return { id: leader.id, survives, roll: roll.record, text };
}

/** For /dice verify: the result the roll's own record gives. */
export function rereadLeaderLoss(roll: RollRecord): string | undefined {
  const rule = (Object.keys(LEADER_LOSS_TABLE) as LeaderLossRule[]).find((r) => LEADER_LOSS_TABLE[r] === roll.table);
  if (!rule) return undefined;
  let rating = 0;
  if (rule === 'paths-of-the-lance') {
    const m = /^rating (-?\d+):/.exec(roll.row ?? '');
    if (!m) return undefined;
    rating = Number(m[1]);
  }
  return leaderSurvives(rule, rating, roll.face) ? 'escapes' : 'lost';
}
