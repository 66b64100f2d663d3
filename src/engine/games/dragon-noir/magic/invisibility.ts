import type { GameEvent } from '../../../core/events.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import { distance, hexKey, sameHex, spiral, type Hex } from '../../../hex/hex.ts';
import { labelOf } from '../../../hex/labels.ts';
import { reachable } from '../../../hex/path.ts';
import type { DnState, Unit } from '../state.ts';
import { counterNow, unitById, withUnit } from '../units.ts';
import { livingAt, stepCost, type Table } from '../world.ts';
import { hexOption, type CastContext, type SpellPlan } from './plan.ts';
import { whyNotHere } from './place.ts';

/**
 * Invisibility (3.51, checklist 104): 15 EP (12 at level 2). The caster moves unseen for a
 * turn: his player writes the arrival hex in secret, and the caster is put there in the
 * following turn. By post the arrival is given in the order itself, whose answer only his side
 * reads; until he reappears he is off the board for everyone else, in every view, image and
 * public line, and the module's `secrets()` lists where he will be.
 *
 * **Ours:** he reappears as his side's next player-turn begins; the arrival must be a hex his
 * MA could reach in one move from where he casts (standing enemies still bar the way, but none
 * can challenge what it cannot see); should someone stand there when he comes back, he appears
 * in the nearest hex where he may stand. While unseen he neither casts nor counters.
 */

export function invisibility(ctx: CastContext): Result<SpellPlan> {
  const to = hexOption(ctx, 'the hex where he will reappear (given by DM, seen only by your side)');
  if (!to.ok) return to;
  const caster = ctx.caster;
  const why = whyNotHere(ctx.table, caster, to.value);
  if (why) return err(`${caster.name} cannot reappear there: ${why}.`);
  const budget = counterNow(caster).move;
  const reach = reachable(ctx.at, budget, (from, next) => {
    const step = stepCost(ctx.table, caster, from, next);
    if (step.mp === null) return null;
    if (livingAt(ctx.table, next).some((u) => u.side !== caster.side && !u.stunned)) return null;
    return { mp: step.mp };
  });
  if (!sameHex(ctx.at, to.value) && !reach.cost.has(hexKey(to.value))) {
    return err(`${labelOf(to.value)} is beyond one move of ${caster.name}'s ${budget} MA from ${labelOf(ctx.at)}: unseen, he still walks (3.51).`);
  }
  const arrival = to.value;
  return ok({
    cost: ctx.book.level === 2 ? 12 : 15,
    what: ctx.spell.name,
    reach: [],
    cavern: [],
    on: [caster.id],
    apply(table) {
      const { state } = table;
      const ownTurn = state.sides[state.active]!.id === caster.side;
      // He comes back as his side's next player-turn begins.
      const until = state.playerTurn + (ownTurn ? 1 : 0);
      const now = unitById(state, caster.id);
      const from = now.hex!;
      const next = withUnit(state, { ...now, hex: null, spells: [...now.spells, { spell: 'invisibility', caster: caster.id, points: null, until, arrival }] });
      const events: GameEvent[] = [
        { type: 'vanished', text: `${caster.name} vanishes from ${labelOf(from)}.`, visibleTo: 'all', data: { unit: caster.id } },
        { type: 'invisible', text: `${caster.name} moves unseen to ${labelOf(arrival)}; he reappears there when your next player-turn begins (3.51).`, visibleTo: [caster.side], data: { unit: caster.id, arrival: labelOf(arrival) } },
      ];
      return { state: next, events };
    },
  });
}

/** Every invisible caster whose time is up comes back on the board, where he said (3.51). */
export function reappear(table: Table): { state: DnState; events: GameEvent[] } {
  let state = table.state;
  const events: GameEvent[] = [];
  for (const unit of state.units) {
    const spell = unit.spells.find((s) => s.spell === 'invisibility');
    if (!spell || spell.until >= state.playerTurn || unit.dead) continue;
    const current: Table = { ...table, state };
    const arrival = spell.arrival!;
    const free = (h: Hex) => !whyNotHere(current, { ...unit, hex: null }, h);
    const spot = free(arrival) ? arrival : nearestFree(arrival, free);
    const back: Unit = { ...unit, hex: spot ?? null, below: false, spells: unit.spells.filter((s) => s !== spell) };
    state = withUnit(state, back);
    const text = !spot
      ? `${unit.name} cannot reappear: there is no room near ${labelOf(arrival)}.`
      : sameHex(spot, arrival)
        ? `${unit.name} reappears in ${labelOf(spot)}.`
        : `${unit.name} reappears in ${labelOf(spot)}, ${labelOf(arrival)} being taken.`;
    events.push({ type: 'reappeared', text, visibleTo: 'all', data: { unit: unit.id } });
  }
  return { state, events };
}

function nearestFree(centre: Hex, free: (h: Hex) => boolean): Hex | undefined {
  const around = spiral(centre, 6).filter((h) => !sameHex(h, centre));
  around.sort((a, b) => distance(centre, a) - distance(centre, b));
  return around.find(free);
}

/** Where an invisible character will reappear, if he is one: only his side may know it. */
export function arrivalOf(unit: Unit): Hex | undefined {
  return unit.spells.find((s) => s.spell === 'invisibility')?.arrival ?? undefined;
}
