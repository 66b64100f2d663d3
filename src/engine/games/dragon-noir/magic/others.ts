import { err, ok, type Result } from '../../../core/result.ts';
import { distance, sameHex, type Hex } from '../../../hex/hex.ts';
import { labelOf } from '../../../hex/labels.ts';
import { lineOfFire as walkLine } from '../../../hex/line.ts';
import type { Unit } from '../state.ts';
import { definition, isArmoured, ladder, printedCounter, unitById, weaponOf, withUnit } from '../units.ts';
import { boardOf, cellOf, livingAt, terrainAt } from '../world.ts';
import { hexesOption, hexOption, pointsOption, targetOption, type CastContext, type SpellPlan } from './plan.ts';
import { whyNotHere } from './place.ts';
import { oneTurn, withSpell } from './personal.ts';
import type { UnitSpell } from './state.ts';
import { isNarrowTunnel } from './tunnels.ts';

/** Spells affecting other characters (3.53), friend or foe. Costs read the counter as printed, without spells. */

function onePlayerTurnSpell(kind: UnitSpell['spell'], cost: (ctx: CastContext, unit: Unit) => number, says: string) {
  return (ctx: CastContext): Result<SpellPlan> => {
    const target = targetOption(ctx);
    if (!target.ok) return target;
    const unit = target.value;
    return ok({
      cost: cost(ctx, unit),
      what: `${ctx.spell.name} on ${unit.name}`,
      reach: [unit.hex!],
      on: [unit.id],
      apply(table) {
        const state = withSpell(table.state, unit.id, { spell: kind, caster: ctx.caster.id, points: null, until: oneTurn(table.state), arrival: null });
        // An immobilised character on the move this phase stops where he is.
        const moves = kind === 'immobilise' ? state.moves.map((m) => (m.unit === unit.id ? { ...m, allowance: m.spent } : m)) : state.moves;
        return { state: { ...state, moves }, events: [{ type: 'spell-effect', text: `${unit.name} ${says} until the end of the next player-turn.`, visibleTo: 'all', data: { unit: unit.id, spell: kind } }] };
      },
    });
  };
}

/** Immobilisation: defence + MA of the character, 1 turn. */
export const immobilise = onePlayerTurnSpell('immobilise', (ctx, u) => printedCounter(u, ctx.volume).defence + printedCounter(u, ctx.volume).move, 'cannot move');
/** Double attack strength: his attack in EP, 1 turn. */
export const doubleAttack = onePlayerTurnSpell('double-attack', (ctx, u) => printedCounter(u, ctx.volume).attack, 'strikes with double his attack');
/** Halve attack strength: his attack in EP, 1 turn. */
export const halveAttack = onePlayerTurnSpell('halve-attack', (ctx, u) => printedCounter(u, ctx.volume).attack, 'strikes with half his attack');

/** Revive a dead character: the attack + defence of his healthy counter; he rises where he fell. */
export function revive(ctx: CastContext): Result<SpellPlan> {
  const target = targetOption(ctx, { dead: true });
  if (!target.ok) return target;
  const unit = target.value;
  const healthy = ladder(unit, ctx.volume)[0]!;
  const other = livingAt(ctx.table, unit.hex!).find((u) => u.id !== unit.id);
  if (other) return err(`${other.name} stands on ${unit.name}'s body in ${labelOf(unit.hex!)}: there is no room for him to rise.`);
  return ok({
    cost: healthy.attack + healthy.defence,
    what: `${ctx.spell.name} on ${unit.name}`,
    reach: [unit.hex!],
    on: [unit.id],
    apply(table) {
      const now = unitById(table.state, unit.id);
      const state = withUnit(table.state, { ...now, dead: false, stunned: false, wounds: 0, spells: [] });
      return { state, events: [{ type: 'revived', text: `${unit.name} rises from the dead in ${labelOf(unit.hex!)}, in full health.`, visibleTo: 'all', data: { unit: unit.id } }] };
    },
  });
}

/**
 * Magic Circle: 10 EP a hex, drawn round one or more characters; whoever stands in it cannot be
 * shot at or attacked. **Ours:** each hex must hold a living character when it is drawn, and
 * the circle lasts as the other 1-turn spells, until the end of the next player-turn.
 */
export function circle(ctx: CastContext): Result<SpellPlan> {
  const hexes = hexesOption(ctx, 'the hexes of the characters it is drawn round');
  if (!hexes.ok) return hexes;
  for (const h of hexes.value) if (livingAt(ctx.table, h).length === 0) return err(`Nobody stands in ${labelOf(h)}: a magic circle is drawn round characters (3.53).`);
  const names = hexes.value.flatMap((h) => livingAt(ctx.table, h).map((u) => u.name));
  return ok({
    cost: 10 * hexes.value.length,
    what: `${ctx.spell.name} on ${hexes.value.map(labelOf).join(', ')}`,
    reach: hexes.value,
    on: hexes.value.flatMap((h) => livingAt(ctx.table, h).map((u) => u.id)),
    apply(table) {
      const { state } = table;
      const circles = [...state.magic.circles, { hexes: hexes.value, caster: ctx.caster.id, until: oneTurn(state) }];
      return { state: { ...state, magic: { ...state.magic, circles } }, events: [{ type: 'circle', text: `A magic circle protects ${names.join(', ')} from missiles and blows until the end of the next player-turn.`, visibleTo: 'all' }] };
    },
  });
}

/** Improve shooting ability: 3 EP a point off the die, for his next shot (1 roll). */
export function improveShooting(ctx: CastContext): Result<SpellPlan> {
  const points = pointsOption(ctx, 'how much to take off his next shooting die');
  if (!points.ok) return points;
  const target = targetOption(ctx, { self: true });
  if (!target.ok) return target;
  const unit = target.value;
  if (!weaponOf(unit)) return err(`${unit.name} carries no bow or crossbow.`);
  return ok({
    cost: 3 * points.value,
    what: `${ctx.spell.name} (−${points.value}) on ${unit.name}`,
    reach: unit.id === ctx.caster.id ? [] : [unit.hex!],
    on: [unit.id],
    apply(table) {
      const state = withSpell(table.state, unit.id, { spell: 'improve-shooting', caster: ctx.caster.id, points: points.value, until: oneTurn(table.state), arrival: null });
      return { state, events: [{ type: 'spell-effect', text: `${unit.name}'s next shot takes ${points.value} off the die (until the end of the next player-turn).`, visibleTo: 'all' }] };
    },
  });
}

/** The −N an improved shooter takes off his die, for the fire module's `planShot`. */
export function shootingImprovement(unit: Unit): number {
  return unit.spells.filter((s) => s.spell === 'improve-shooting').reduce((sum, s) => sum + (s.points ?? 0), 0);
}

/** The improvement is used up by the shot it helped (3.53: "applies to 1 die roll"). */
export function shotTaken(unit: Unit): Unit {
  return unit.spells.some((s) => s.spell === 'improve-shooting') ? { ...unit, spells: unit.spells.filter((s) => s.spell !== 'improve-shooting') } : unit;
}

/**
 * Levitation: a character on foot flies to a hex on his level or above (**ours:** "a level
 * above" read as up, or across); 8 EP a hex, 12 for an armoured character, Thrugg and the
 * Trolls; never in or across a tunnel one hex wide, nor through solid rock.
 */
export function levitate(ctx: CastContext): Result<SpellPlan> {
  const target = targetOption(ctx, { self: true });
  if (!target.ok) return target;
  const unit = target.value;
  if (unit.mounted) return err(`${unit.name} is on horseback: Levitation lifts a character on foot (3.53, translator).`);
  const to = hexOption(ctx, 'where he lands');
  if (!to.ok) return to;
  const from = unit.hex!;
  if (sameHex(from, to.value)) return err(`${unit.name} is already in ${labelOf(to.value)}.`);
  const why = whyNotHere(ctx.table, unit, to.value);
  if (why) return err(`${unit.name} cannot land there: ${why}.`);
  const a = cellOf(ctx.table, from)!.data.level;
  const b = cellOf(ctx.table, to.value)!.data.level;
  if (b < a) return err(`${labelOf(to.value)} is below ${unit.name}: Levitation lifts a character to a level above (3.53); to go down he jumps.`);
  const board = boardOf(ctx.table);
  const line: Hex[] = walkLine(from, to.value).left.map((s) => s.hex);
  for (const h of line) {
    if (isNarrowTunnel(board, h)) return err(`${labelOf(h)} is in a tunnel one hex wide: Levitation cannot be used in or across it (3.53).`);
    if (terrainAt(ctx.table, h)?.opaque) return err(`Solid rock at ${labelOf(h)} lies between.`);
  }
  const heavy = isArmoured(unit) || definition(unit).traits.includes('thrugg') || definition(unit).traits.includes('troll');
  const hexes = distance(from, to.value);
  return ok({
    cost: (heavy ? 12 : 8) * hexes,
    what: `${ctx.spell.name} on ${unit.name} to ${labelOf(to.value)}`,
    reach: [from, to.value],
    on: [unit.id],
    apply(table) {
      const state = withUnit(table.state, { ...unitById(table.state, unit.id), hex: to.value, below: false });
      return { state, events: [{ type: 'levitation', text: `${unit.name} rises from ${labelOf(from)} and flies to ${labelOf(to.value)}.`, visibleTo: 'all', data: { unit: unit.id } }] };
    },
  });
}
