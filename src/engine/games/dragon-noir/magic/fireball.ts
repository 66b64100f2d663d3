import { rollArithmetic, type RollModifier } from '../../../core/dice.ts';
import type { GameEvent } from '../../../core/events.ts';
import { ok, type Result } from '../../../core/result.ts';
import type { Hex } from '../../../hex/hex.ts';
import { labelOf } from '../../../hex/labels.ts';
import { wound } from '../combat/harm.ts';
import type { DnState, Unit } from '../state.ts';
import { definition, isArmoured, unitById } from '../units.ts';
import { livingAt, webAt, type Table } from '../world.ts';
import { tearWeb } from '../webs/webs.ts';
import { killedIsTwoWounds } from '../krobs/harm.ts';
import { oneTurn } from './personal.ts';
import { hexOption, type CastContext, type SpellPlan } from './plan.ts';

/**
 * Fireball (3.55): 10 EP. Its marker makes the hex impassable for one turn; whoever is in it
 * rolls d10, armour +3: 1-6 wounded and retreats, 7-10 retreats. **Ours (ruling 133):** the
 * retreat is 1 hex, settled like a retreat in combat; a character who cannot retreat is
 * wounded (5.14 note). The box holds 3 fireballs (1.51).
 */

export const FIREBALL_COST = 10;
export const ARMOUR_AGAINST_FIRE = 3;

/** Modifiers to the fireball die, by who is in the hex (the Queen's and the Guards' own rule is in `apply`). */
export function fireballModifiers(unit: Unit): RollModifier[] {
  return isArmoured(unit) ? [{ label: 'armour', value: ARMOUR_AGAINST_FIRE }] : [];
}

/** 4.44: "Fireballs automatically destroy spider webs." */
export function burnWebs(table: Table, state: DnState, hex: Hex): { state: DnState; events: GameEvent[] } {
  if (!webAt({ ...table, state }, hex)) return { state, events: [] };
  return { state: tearWeb(state, hex), events: [{ type: 'web-burnt', text: `The fireball burns the spider web in ${labelOf(hex)} (4.44).`, visibleTo: 'all', data: { hex: labelOf(hex) } }] };
}

export function fireball(ctx: CastContext): Result<SpellPlan> {
  const at = hexOption(ctx, 'the hex it strikes');
  if (!at.ok) return at;
  const hex = at.value;
  const inside = livingAt(ctx.table, hex);
  return ok({
    cost: FIREBALL_COST,
    what: `${ctx.spell.name} on ${labelOf(hex)}`,
    reach: [hex],
    on: inside.map((u) => u.id),
    markers: { key: 'fireball', count: 1, name: 'fireball' },
    apply(table, dice) {
      let state: DnState = { ...table.state, magic: { ...table.state.magic, fireballs: [...table.state.magic.fireballs, { hex, caster: ctx.caster.id, until: oneTurn(table.state) }] } };
      const events: GameEvent[] = [{ type: 'fireball', text: `A fireball burns in ${labelOf(hex)}: nobody may enter it until the end of the next player-turn.`, visibleTo: 'all', data: { hex: labelOf(hex) } }];
      for (const victim of inside) {
        const unit = unitById(state, victim.id);
        const roll = dice.roll(10, `Fireball: ${unit.name} in ${labelOf(hex)}`, `the fireball on ${unit.name}`);
        const modifiers = fireballModifiers(unit);
        const total = roll.face + modifiers.reduce((s, m) => s + m.value, 0);
        const wounded = total <= 6;
        roll.explain({ table: '3.55 fireball', modifiers, total, result: wounded ? 'wounded and retreats' : 'retreats' });
        let text = `${unit.name} is caught in the fireball: ${rollArithmetic(roll.record)}`;
        let retreats = true;
        if (killedIsTwoWounds(definition(unit))) {
          // 4.44: against the Queen or a Guard "Wounded" becomes "Retreat 1 hex", "Retreat" "No effect".
          retreats = wounded;
          text += wounded ? `: the fire would wound, but ${unit.name} only retreats 1 hex (4.44).` : `: the fire would make ${unit.name} retreat, and has no effect (4.44).`;
        } else if (wounded) {
          const harmed = wound(state, unit);
          state = harmed.state;
          retreats = !harmed.died;
          text += harmed.retreatInstead ? `: ${harmed.text}, 1 hex.` : `: ${harmed.text}${retreats ? ', and retreats 1 hex' : ''}.`;
        } else {
          text += ': he retreats 1 hex.';
        }
        if (retreats) state = { ...state, steps: [...state.steps, { kind: 'retreat', seat: unit.side, unit: unit.id, hexes: 1, victors: [] }] };
        events.push({ type: 'fireball-hit', text, visibleTo: 'all', rolls: [roll.record], data: { unit: unit.id } });
      }
      const burnt = burnWebs(table, state, hex);
      return { state: burnt.state, events: [...events, ...burnt.events] };
    },
  });
}
