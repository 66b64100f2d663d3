import { err, ok, type Result } from '../../../core/result.ts';
import { distance, sameHex } from '../../../hex/hex.ts';
import { labelOf } from '../../../hex/labels.ts';
import type { DnState, Unit } from '../state.ts';
import { printedCounter, unitById, withUnit } from '../units.ts';
import { doubleOnHeal } from './energy.ts';
import { hexOption, pointsOption, targetOption, type CastContext, type SpellPlan } from './plan.ts';
import { whyNotHere } from './place.ts';
import type { UnitSpell } from './state.ts';

/**
 * Spells a caster casts on himself (3.51), and the two the cards share with spells on others
 * (3.53): Increase Movement and Heal.
 */

/** "1 turn": the player-turn it is cast in and the next one, the enemy's (ours, by player-turns). */
export function oneTurn(state: DnState): number {
  return state.playerTurn + 1;
}

export function withSpell(state: DnState, unitId: string, spell: UnitSpell): DnState {
  const unit = unitById(state, unitId);
  return withUnit(state, { ...unit, spells: [...unit.spells, spell] });
}

function on(ctx: CastContext, target: Unit): string {
  return target.id === ctx.caster.id ? '' : ` on ${target.name}`;
}

/** 3.51 and 3.53: +N MA for 1 turn; 1 EP a point on himself, 2 on another (3 if he is wounded). */
export function increaseMove(ctx: CastContext): Result<SpellPlan> {
  const points = pointsOption(ctx, 'how many MP to add');
  if (!points.ok) return points;
  const target = targetOption(ctx, { self: true });
  if (!target.ok) return target;
  const self = target.value.id === ctx.caster.id;
  const rate = self ? 1 : target.value.wounds > 0 ? 3 : 2;
  const unitId = target.value.id;
  return ok({
    cost: points.value * rate,
    what: `${ctx.spell.name} (+${points.value} MA)${on(ctx, target.value)}`,
    reach: self ? [] : [target.value.hex!],
    on: [unitId],
    apply(table) {
      let state = withSpell(table.state, unitId, { spell: 'increase-move', caster: ctx.caster.id, points: points.value, until: oneTurn(table.state), arrival: null });
      // A character already on the move this phase goes on with the extra MP.
      state = { ...state, moves: state.moves.map((m) => (m.unit === unitId ? { ...m, allowance: m.allowance + points.value } : m)) };
      return { state, events: [{ type: 'spell-effect', text: `${unitById(state, unitId).name} has ${points.value} more MP until the end of the next player-turn.`, visibleTo: 'all' }] };
    },
  });
}

/** 3.51: +N attack or defence for the caster himself, 1 EP a point, 1 turn. */
export function increaseOwn(stat: 'attack' | 'defence') {
  return (ctx: CastContext): Result<SpellPlan> => {
    const points = pointsOption(ctx, `how many points of ${stat} to add`);
    if (!points.ok) return points;
    if (ctx.order.target) {
      const target = targetOption(ctx, { self: true });
      if (!target.ok) return target;
      if (target.value.id !== ctx.caster.id) return err(`${ctx.spell.name} works on the caster himself only (3.51).`);
    }
    const casterId = ctx.caster.id;
    return ok({
      cost: points.value,
      what: `${ctx.spell.name} (+${points.value})`,
      reach: [],
      on: [casterId],
      apply(table) {
        const state = withSpell(table.state, casterId, { spell: stat === 'attack' ? 'increase-attack' : 'increase-defence', caster: casterId, points: points.value, until: oneTurn(table.state), arrival: null });
        return { state, events: [{ type: 'spell-effect', text: `${ctx.caster.name} has ${points.value} more ${stat} until the end of the next player-turn.`, visibleTo: 'all' }] };
      },
    });
  };
}

/** 3.51: the caster, on foot, is carried at once to a hex; 3 EP a hex. **Ours:** in a hex of two places he lands on the upper. */
export function teleport(ctx: CastContext): Result<SpellPlan> {
  if (ctx.caster.mounted) return err(`${ctx.caster.name} is on horseback: Teleportation carries a character on foot (3.51).`);
  const to = hexOption(ctx, 'where he appears');
  if (!to.ok) return to;
  if (sameHex(to.value, ctx.at)) return err(`${ctx.caster.name} is already in ${labelOf(to.value)}.`);
  const why = whyNotHere(ctx.table, ctx.caster, to.value);
  if (why) return err(`${ctx.caster.name} cannot appear there: ${why}.`);
  const hexes = distance(ctx.at, to.value);
  const from = ctx.at;
  return ok({
    cost: 3 * hexes,
    what: `${ctx.spell.name} to ${labelOf(to.value)} (${hexes} hex${hexes === 1 ? '' : 'es'})`,
    reach: [to.value],
    on: [ctx.caster.id],
    apply(table) {
      const state = withUnit(table.state, { ...unitById(table.state, ctx.caster.id), hex: to.value, below: false });
      return { state, events: [{ type: 'teleport', text: `${ctx.caster.name} vanishes from ${labelOf(from)} and appears in ${labelOf(to.value)}.`, visibleTo: 'all', data: { unit: ctx.caster.id, from: labelOf(from), to: labelOf(to.value) } }] };
    },
  });
}

/**
 * 3.51 Heal Wound (the caster himself) and 3.53 Heal a Wounded Character: the cost is the attack
 * plus defence of his wounded counter (Zacharie 4, Shaman 3 on foot). A healed caster's EP are
 * doubled, after paying (ruling 135: 50 − 4 = 46, then 92).
 */
export function heal(ctx: CastContext): Result<SpellPlan> {
  const target = targetOption(ctx, { self: true });
  if (!target.ok) return target;
  const unit = target.value;
  if (unit.wounds === 0) return err(`${unit.name} is not wounded.`);
  const counter = printedCounter(unit, ctx.volume);
  const self = unit.id === ctx.caster.id;
  return ok({
    cost: counter.attack + counter.defence,
    what: self ? 'Heal Wound' : `${ctx.spell.name} on ${unit.name}`,
    reach: self ? [] : [unit.hex!],
    on: [unit.id],
    apply(table) {
      const now = unitById(table.state, unit.id);
      let state = withUnit(table.state, { ...now, wounds: now.wounds - 1 });
      let text = `${unit.name} is healed`;
      const doubled = doubleOnHeal(state, unit.id);
      if (doubled) {
        state = doubled.state;
        text += `, and ${doubled.text}`;
      }
      return { state, events: [{ type: 'healed', text: `${text}.`, visibleTo: 'all', data: { unit: unit.id } }] };
    },
  });
}
