import type { Dice, Roll, RollModifier } from '../../../core/dice.ts';
import { publicEvent, type GameEvent } from '../../../core/events.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import type { DogState } from '../state.ts';
import { otherSide, type Side } from '../units.ts';
import type { World } from '../world.ts';
import { joinNation } from './join.ts';
import { copyOf, nationName, SIDE_NAMES, upperFirst, type Outcome } from './outcome.ts';
import { strategicOf } from './schema.ts';

/**
 * DL11 activation of neutral nations (rule book p. 4; GAPS §3.1). A nation joins a side on a d10
 * at or under that side's rating. In the activation step each side may try one neutral nation a
 * turn, the side that drew the strategic event first. An army entering a neutral nation (or an air
 * army flying over it) invades it: the sides roll in turn, the side that did not invade first and
 * with +2, until one succeeds (FACTS §1.3).
 *
 * Bonuses are recorded as modifiers taken off the die, so "d10 6 −2 = 4 against 7" reads as
 * "6 against 7 + 2"; the total is the die and its modifiers, as the roll log checks.
 */

export const ACTIVATION_TABLE = 'DL11 activation table';

/**
 * A side's rating for a nation, with what changes it. A knight nation's Whitestone rating rises by
 * 1 for each nation on the activation table conquered by the Highlords or allied to them.
 */
export function activationRating(state: DogState, world: World, nation: string, side: Side): { rating: number; modifiers: RollModifier[] } | null {
  const rules = world.nations.get(nation);
  if (!rules?.activation) return null;
  const rating = rules.activation[side];
  const modifiers: RollModifier[] = [];
  if (rules.knight && side === 'whitestone') {
    const lost = [...world.nations.values()].filter((n) => {
      const s = state.nations[n.id];
      if (!n.activation || !s || n.id === nation) return false;
      return s.conquered ? s.allegiance === 'whitestone' : s.allegiance === 'highlord';
    }).length;
    if (lost) modifiers.push({ label: `${lost} nation${lost > 1 ? 's' : ''} fallen to or allied with the Highlords`, value: -lost });
  }
  return { rating, modifiers };
}

/** One activation roll; true when the nation joins. */
function rollFor(dice: Dice, world: World, nation: string, side: Side, rating: number, modifiers: RollModifier[], purpose: string): { roll: Roll; success: boolean } {
  const roll = dice.roll(10, `Activation: ${nationName(world, nation)} for ${SIDE_NAMES[side]}`, purpose);
  const total = roll.face + modifiers.reduce((s, m) => s + m.value, 0);
  const success = total <= rating;
  roll.explain({ table: ACTIVATION_TABLE, row: nationName(world, nation), column: `${side} ${rating}`, modifiers, total, result: success ? 'joins' : 'stays neutral' });
  return { roll, success };
}

const readRoll = (roll: Roll, rating: number) => {
  const mods = (roll.record.modifiers ?? []).map((m) => ` ${m.value >= 0 ? '+' : '−'}${Math.abs(m.value)}`).join('');
  return `d10 ${roll.face}${mods ? `${mods} = ${roll.record.total}` : ''} against ${rating}`;
};

/** The activation step: `side` tries to bring a neutral nation into the war. */
export function activate(state: DogState, world: World, side: Side, nation: string, dice: Dice): Result<Outcome> {
  const name = nationName(world, nation);
  const at = state.nations[nation];
  if (!at || !world.nations.has(nation)) return err(`There is no nation "${nation}".`);
  if (at.allegiance !== 'neutral') return err(`${name} is already at war, with ${SIDE_NAMES[at.allegiance]}.`);
  const rated = activationRating(state, world, nation, side);
  if (!rated) return err(`${name} is not on the activation table: it cannot be activated by a roll.`);
  const strategic = strategicOf(state);
  if (strategic.activationTriedOn[side] === state.turn) return err(`${upperFirst(SIDE_NAMES[side])} have already tried an activation this turn: one a turn.`);
  const modifiers = [...rated.modifiers];
  const bonus = strategic.activationBonus;
  if (bonus && bonus.side === side && bonus.turn === state.turn) modifiers.push({ label: 'activation bonus', value: -bonus.value });

  const { roll, success } = rollFor(dice, world, nation, side, rated.rating, modifiers, `${name}'s activation`);
  let next = copyOf(state);
  next.activationTriedOn = { ...strategic.activationTriedOn, [side]: state.turn };
  const events: GameEvent[] = [
    publicEvent('dog-activation', `${upperFirst(SIDE_NAMES[side])} try to activate ${name}: ${readRoll(roll, rated.rating)}, ${success ? `${name} joins them` : `${name} stays neutral`}.`, {
      rolls: [roll.record],
      data: { nation, side, success },
    }),
  ];
  if (success) {
    const joined = joinNation(next, world, nation, side);
    next = joined.state;
    events.push(...joined.events);
  }
  return ok({ state: next, events });
}

/**
 * An army of `invader` enters neutral `nation` (or an air army flies over it): the sides roll in
 * turn, the other side first and with +2, until one side's roll succeeds and the nation joins it.
 */
export function invade(state: DogState, world: World, nation: string, invader: Side, dice: Dice): Result<Outcome> {
  const name = nationName(world, nation);
  const at = state.nations[nation];
  if (!at || !world.nations.has(nation)) return err(`There is no nation "${nation}".`);
  if (at.allegiance !== 'neutral') return err(`${name} is already at war, with ${SIDE_NAMES[at.allegiance]}.`);
  const defender = otherSide(invader);
  const forInvader = activationRating(state, world, nation, invader);
  const forDefender = activationRating(state, world, nation, defender);
  if (!forInvader || !forDefender) return err(`${name} is not on the activation table: it cannot be invaded into the war.`);
  const tries = [
    { side: defender, rating: forDefender.rating, modifiers: [...forDefender.modifiers, { label: 'not the invader', value: -2 }] },
    { side: invader, rating: forInvader.rating, modifiers: forInvader.modifiers },
  ];
  const best = (t: (typeof tries)[number]) => 1 + t.modifiers.reduce((s, m) => s + m.value, 0);
  if (tries.every((t) => best(t) > t.rating)) return err(`Neither side can roll ${name} into the war.`);

  const rolls: Roll[] = [];
  let winner: Side | undefined;
  for (let i = 0; !winner; i++) {
    const t = tries[i % 2]!;
    const { roll, success } = rollFor(dice, world, nation, t.side, t.rating, t.modifiers, `${name}'s side, ${SIDE_NAMES[invader]} invading`);
    rolls.push(roll);
    if (success) winner = t.side;
  }
  const line = rolls.map((r, i) => `${SIDE_NAMES[tries[i % 2]!.side]} ${readRoll(r, tries[i % 2]!.rating)}`).join('; ');
  const joined = joinNation(state, world, nation, winner);
  return ok({
    state: joined.state,
    events: [
      publicEvent('dog-invasion', `${upperFirst(SIDE_NAMES[invader])} invade ${name}: ${line}. ${name} joins ${SIDE_NAMES[winner]}.`, { rolls: rolls.map((r) => r.record), data: { nation, invader, side: winner } }),
      ...joined.events,
    ],
  });
}

