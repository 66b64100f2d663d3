import type { Dice, Roll } from '../../../core/dice.ts';
import { publicEvent } from '../../../core/events.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import type { DogState } from '../state.ts';
import { joinNation } from '../strategic/join.ts';
import { nationName, SIDE_NAMES, upperFirst } from '../strategic/outcome.ts';
import { unitSide } from '../strategic/places.ts';
import type { Side } from '../units.ts';
import { ARMIES, cellOf, specOf, strengthOf } from '../world.ts';
import type { Stepped } from '../turn/sequence.ts';
import { num, PL_TABLES, signed, targetRoll } from './activation.ts';
import type { PathsWorld } from './rules.ts';

/**
 * Activation by invasion (PL B.3): the nation's HL# and WS#, the bonus from the combat strength of
 * every Highlord army across its border, the Whitestone rolling first (with at most one Diplomatic
 * Coup, `coupBonus`), then back and forth until it joins a side; a knight nation joins the
 * Whitestone with no roll. Its armies are placed at once and may not move or attack until next turn.
 *
 * Readings: the invading strength is the current combat strength of every Highlord army (ground,
 * air, dragon) standing inside the nation's borders; leaders and fleets add none. A side whose
 * number can never be rolled (Silvanesti's HL# −1 with no bonus) throws no die: the other side
 * rolls on alone, which ends the same way the back and forth would.
 */

/** PL B.3's invasion-strength table: the bonus the invading strength gives, and to whose roll. */
export const INVASION_STRENGTH_BONUS: ReadonlyArray<{ from: number; to: number; side: Side | null; bonus: number }> = [
  { from: 1, to: 6, side: 'whitestone', bonus: 2 },
  { from: 7, to: 12, side: 'whitestone', bonus: 1 },
  { from: 13, to: 16, side: null, bonus: 0 },
  { from: 17, to: 22, side: 'highlord', bonus: 1 },
  { from: 23, to: Infinity, side: 'highlord', bonus: 2 },
];
export const INVASION_STRENGTH_SOURCE = 'Paths of the Lance, New Rule B.3 ("Invasion with: … Bonus")';

/** The combat strength of the Highlord armies standing inside `nation`'s borders. */
export function invadingStrength(state: DogState, ctx: PathsWorld, nation: string): number {
  let total = 0;
  for (const u of Object.values(state.units)) {
    if (!u.at || !ARMIES.has(specOf(ctx.world, u.id).kind)) continue;
    if (cellOf(ctx.world, u.at)?.nation !== nation || unitSide(state, ctx.world, u.id) !== 'highlord') continue;
    total += strengthOf(ctx.world, u);
  }
  return total;
}

export function strengthBonus(strength: number): { side: Side | null; bonus: number } {
  const band = INVASION_STRENGTH_BONUS.find((b) => strength >= b.from && strength <= b.to);
  return band ? { side: band.side, bonus: band.bonus } : { side: null, bonus: 0 };
}

export function invadeByPaths(state: DogState, ctx: PathsWorld, nation: string, coupBonus: number, dice: Dice): Result<Stepped> {
  const world = ctx.world;
  const rules = world.nations.get(nation);
  const at = state.nations[nation];
  if (!rules || !at) return err(`There is no nation "${nation}".`);
  const name = nationName(world, nation);
  if (at.allegiance !== 'neutral') return err(`${name} is already at war, with ${SIDE_NAMES[at.allegiance]}: there is nothing to invade into the war.`);
  const resolved = (s: DogState): DogState => (s.pl?.invading.includes(nation) ? { ...s, pl: { ...s.pl, invading: s.pl.invading.filter((n) => n !== nation) } } : s);

  if (rules.knight) {
    const joined = joinNation(state, world, nation, 'whitestone');
    const line = `${upperFirst(SIDE_NAMES.highlord)} invade ${name}, a knight nation: it joins ${SIDE_NAMES.whitestone} at once, with no roll.`;
    return ok({ state: resolved(joined.state), events: [publicEvent('dog-pl-invasion', line, { data: { nation, side: 'whitestone' } }), ...joined.events] });
  }
  if (!rules.invasion) return err(`${name} has no invasion numbers in Paths of the Lance: it cannot be invaded into the war.`);
  const strength = invadingStrength(state, ctx, nation);
  if (strength < 1) return err(`No Highlord army stands inside ${name}: there is no invasion to roll for.`);

  const { side: favoured, bonus } = strengthBonus(strength);
  const makeup = (side: Side): { target: number; text: string } => {
    const parts = [`${side === 'highlord' ? 'HL' : 'WS'}# ${num(rules.invasion![side])}`];
    let target = rules.invasion![side];
    if (favoured === side && bonus) {
      parts.push(`${signed(bonus)} for an invading strength of ${strength}`);
      target += bonus;
    }
    if (side === 'whitestone' && coupBonus) {
      parts.push(`${signed(coupBonus)} Diplomatic Coup`);
      target += coupBonus;
    }
    return { target, text: parts.join(', ') };
  };
  const tries = (['whitestone', 'highlord'] as const).map((side) => ({ side, ...makeup(side) }));
  const able = tries.filter((t) => t.target >= 1);
  if (!able.length) return err(`Neither side can roll ${name} into the war: ${tries.map((t) => `${SIDE_NAMES[t.side]} would need ${num(t.target)} or less`).join(', ')}.`);

  const rolls: Array<{ side: Side; roll: Roll }> = [];
  let winner: Side | undefined;
  for (let i = 0; !winner; i++) {
    const t = able[i % able.length]!;
    const { roll, success } = targetRoll(dice, PL_TABLES.invasion, `${name} for ${SIDE_NAMES[t.side]}: ${t.text}`, t.target, `Invasion: ${name} for ${SIDE_NAMES[t.side]}`, `${name}'s side`);
    rolls.push({ side: t.side, roll });
    if (success) winner = t.side;
  }
  const needs = tries.map((t) => `${SIDE_NAMES[t.side]} need ${num(t.target)} or less (${t.text})${t.target < 1 ? ', which no die can roll' : ''}`).join('; ');
  const thrown = rolls.map((r) => `${SIDE_NAMES[r.side]} d10 ${r.roll.face}`).join(', ');
  const line = `${upperFirst(SIDE_NAMES.highlord)} invade ${name} with ${strength} strength: ${needs}. ${upperFirst(thrown)}: ${name} joins ${SIDE_NAMES[winner]}.`;
  const joined = joinNation(state, world, nation, winner);
  return ok({
    state: resolved(joined.state),
    events: [publicEvent('dog-pl-invasion', line, { rolls: rolls.map((r) => r.roll.record), data: { nation, strength, side: winner } }), ...joined.events],
  });
}
