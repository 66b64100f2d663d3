import type { Dice } from '../../../core/dice.ts';
import type { GameEvent, SeatId } from '../../../core/events.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import { resolveLabel } from '../../../hex/board.ts';
import { sameHex, type Hex } from '../../../hex/hex.ts';
import { labelOf } from '../../../hex/labels.ts';
import type { DnState, Unit } from '../state.ts';
import { findUnit } from '../units.ts';
import type { Table } from '../world.ts';
import type { SpellDef } from './spells.ts';
import type { CastOrder, Caster } from './state.ts';

/**
 * A spell worked out before any die is rolled: what it costs, what it reaches, whom it is cast
 * on, the markers it needs, and what it does if it works. Each spell's file turns a cast
 * order into one of these, or into the one line that says why it cannot be cast.
 */

export interface CastContext {
  table: Table;
  seat: SeatId;
  caster: Unit;
  /** Where he stands (a caster who casts is always on the board). */
  at: Hex;
  book: Caster;
  volume: 1 | 2;
  spell: SpellDef;
  order: CastOrder;
}

export interface Effect {
  state: DnState;
  events: GameEvent[];
}

export interface SpellPlan {
  cost: number;
  /** What everyone reads: "Fireball on F7". Never a secret (an invisible arrival, say). */
  what: string;
  /** The hexes the spell reaches; the farthest sets the range penalty. Empty: on the caster himself. */
  reach: Hex[];
  /** Hexes held to the caster's cavern under the DN2 limits, if not `reach` (detection: none). */
  cavern?: Hex[];
  /** Characters the spell is cast on (a standing counterspell may name one). */
  on: string[];
  markers?: { key: string; count: number; name: string };
  /** No range at all (detection reaches by maps, 3.54). */
  noRange?: boolean;
  apply(table: Table, dice: Dice): Effect;
}

export function hexOption(ctx: CastContext, what: string): Result<Hex> {
  const text = ctx.order.hex ?? (ctx.order.hexes?.length === 1 ? ctx.order.hexes[0] : undefined);
  if (!text) return err(`${ctx.spell.name} needs hex: ${what}.`);
  return resolveLabel(ctx.table.board, text);
}

export function hexesOption(ctx: CastContext, what: string): Result<Hex[]> {
  const texts = ctx.order.hexes ?? (ctx.order.hex ? [ctx.order.hex] : undefined);
  if (!texts?.length) return err(`${ctx.spell.name} needs hexes: ${what}.`);
  const hexes: Hex[] = [];
  for (const text of texts) {
    const h = resolveLabel(ctx.table.board, text);
    if (!h.ok) return h;
    if (hexes.some((x) => sameHex(x, h.value))) return err(`${labelOf(h.value)} is named twice.`);
    hexes.push(h.value);
  }
  return ok(hexes);
}

export function pointsOption(ctx: CastContext, what: string): Result<number> {
  const points = ctx.order.points;
  if (points === undefined) return err(`${ctx.spell.name} needs points: ${what}.`);
  if (!Number.isInteger(points) || points < 1) return err('points: a whole number from 1.');
  return ok(points);
}

/** The character a spell is cast on: named by target:, or the caster himself if `self` allows it. */
export function targetOption(ctx: CastContext, opts: { self?: boolean; dead?: boolean } = {}): Result<Unit> {
  const { state } = ctx.table;
  if (!ctx.order.target) {
    if (opts.self) return ok(ctx.caster);
    return err(`${ctx.spell.name} needs target: the character it is cast on.`);
  }
  const pool = state.units.filter((u) => u.hex !== null && (opts.dead ? u.dead : !u.dead));
  const found = findUnit(state, ctx.order.target, pool);
  if (found.ok) return found;
  const any = findUnit(state, ctx.order.target);
  if (any.ok) {
    if (any.value.dead && !opts.dead) return err(`${any.value.name} is dead${ctx.spell.id === 'heal' ? ': only Revive brings back the dead' : ''}.`);
    if (!any.value.dead && opts.dead) return err(`${any.value.name} is not dead.`);
    return err(`${any.value.name} is not on the board.`);
  }
  return err(`There is no ${ctx.order.target.trim()} on the board.`);
}
