import type { Dice } from '../../../core/dice.ts';
import { publicEvent } from '../../../core/events.ts';
import type { DogState } from '../state.ts';
import { joinNation } from '../strategic/join.ts';
import { SIDE_NAMES, upperFirst } from '../strategic/outcome.ts';
import type { Side } from '../units.ts';
import type { NationRules } from '../world.ts';
import type { Stepped } from '../turn/sequence.ts';
import { num, PL_TABLES, signed, targetRoll } from './activation.ts';
import type { PathsWorld, WarStatusChart } from './rules.ts';

/**
 * Knight activations (PL B.2): the Whitestone roll d10 at or under (nations conquered by the
 * Highlords + knight nations already at war + the chart's VP-status bonus + `bonus`); success brings
 * in the knight nation first in `pl.knightPreference` still neutral. No Diplomatic Coup.
 *
 * Readings: a nation is an entry of the nations' data that can come into the war (a knight nation,
 * or one with activation or invasion numbers); the map's areas (Neraka, the High Clerist's Tower)
 * are not nations and do not count. A knight nation conquered was activated first, so it still
 * counts as "already activated". A target under 1 cannot be rolled, so no die is thrown for it.
 */

const isNation = (n: NationRules) => n.knight || n.activation !== null || n.invasion !== null;

const names = (list: readonly string[]) => (list.length <= 1 ? list.join('') : `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`);

/** The VP-status bonus: the band of the chart the leading side's lead falls in (above the last band, the last). */
export function vpStatusBonus(chart: WarStatusChart, vp: number): { side: Side; lead: number; bonus: number } | null {
  if (vp === 0) return null;
  const side: Side = vp > 0 ? 'highlord' : 'whitestone';
  const lead = Math.abs(vp);
  const bands = chart.vpBonus.filter((b) => b.side === side && b.from <= lead).sort((a, b) => b.from - a.from);
  const band = bands.find((b) => lead <= b.to) ?? bands[0];
  return band ? { side, lead, bonus: band.bonus } : null;
}

export function knightTarget(state: DogState, ctx: PathsWorld, bonus: number): { target: number; parts: string[] } {
  const pl = state.pl;
  if (!pl) throw new Error('knightTarget: not a Paths of the Lance game');
  const nations = [...ctx.world.nations.values()].filter(isNation);
  // A conquered nation keeps its allegiance: the side it fought for, so the Highlords took it from the Whitestone.
  const fallen = nations.filter((n) => state.nations[n.id]?.conquered && state.nations[n.id]?.allegiance === 'whitestone').map((n) => n.name);
  const knights = nations.filter((n) => n.knight && (state.nations[n.id]?.allegiance ?? 'neutral') !== 'neutral').map((n) => n.name);
  const parts: string[] = [];
  let target = 0;
  if (fallen.length) {
    parts.push(`${names(fallen)} conquered by ${SIDE_NAMES.highlord} ${signed(fallen.length)}`);
    target += fallen.length;
  }
  if (knights.length) {
    parts.push(`${names(knights)} at war ${signed(knights.length)}`);
    target += knights.length;
  }
  const status = vpStatusBonus(ctx.paths.chart, pl.vp);
  if (status && status.bonus) {
    parts.push(`${SIDE_NAMES[status.side]} lead by ${status.lead} VP ${signed(status.bonus)}`);
    target += status.bonus;
  }
  if (bonus) {
    parts.push(`past war status ${ctx.paths.chart.eras[3]} ${signed(bonus)}`);
    target += bonus;
  }
  return { target, parts };
}

/** The knight nations still neutral, the Whitestone's preference first, then the data's order. */
export function neutralKnights(state: DogState, ctx: PathsWorld): string[] {
  const pl = state.pl;
  const neutral = [...ctx.world.nations.values()].filter((n) => n.knight && state.nations[n.id]?.allegiance === 'neutral').map((n) => n.id);
  const preferred = (pl?.knightPreference ?? []).filter((id) => neutral.includes(id));
  return [...preferred, ...neutral.filter((id) => !preferred.includes(id))];
}

export function knightRoll(state: DogState, ctx: PathsWorld, bonus: number, why: string, dice: Dice): Stepped {
  const candidates = neutralKnights(state, ctx);
  if (!candidates.length) return { state, events: [] };
  const { target, parts } = knightTarget(state, ctx, bonus);
  const makeup = parts.length ? parts.join(', ') : 'nothing to add';
  if (target < 1) {
    return { state, events: [publicEvent('dog-pl-knights', `${upperFirst(why)}: the knights would join on ${num(target)} or less (${makeup}), which no die can roll.`, { data: { target } })] };
  }
  const nation = candidates[0]!;
  const name = ctx.world.nations.get(nation)!.name;
  const { roll, success } = targetRoll(dice, PL_TABLES.knights, makeup, target, `Knights: ${why}`, 'the knights');
  const line = `${upperFirst(why)}: ${SIDE_NAMES.whitestone} roll for the knights, needing ${target} or less (${makeup}): d10 ${roll.face}, ${success ? `${name} joins them` : 'no knight nation comes in'}.`;
  const events = [publicEvent('dog-pl-knights', line, { rolls: [roll.record], data: { target, success, nation: success ? nation : null } })];
  if (!success) return { state, events };
  const joined = joinNation(state, ctx.world, nation, 'whitestone');
  return { state: joined.state, events: [...events, ...joined.events] };
}
