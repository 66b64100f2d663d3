import type { Dice } from '../../../core/dice.ts';
import { publicEvent } from '../../../core/events.ts';
import { ok, type Result } from '../../../core/result.ts';
import { hexKey, neighbours } from '../../../hex/hex.ts';
import { counterOf, type PassBook } from '../book.ts';
import type { StructureKind } from '../map/types.ts';
import { hexOfPiece, onMap, sideOf } from '../pieces.ts';
import type { DpState, Piece, SideSeat } from '../state.ts';
import { cannotAttack, enemiesIn } from './attackers.ts';
import { meleeAttack, defenceStrength } from './melee.ts';
import { attackedInMelee, type Fought } from './record.ts';
import { SIDE_SHORT } from '../words.ts';

/**
 * Mandatory melee (GAPS A4, WIKI-WBRM): every friendly unit next to an enemy must attack, and
 * every enemy next to a friendly unit must be attacked; units in a fortification are exempt,
 * attacking and defending. Our readings: the fortifications are the fortress and the stockade;
 * a disrupted unit, or one of CF 0, owes nothing (it cannot attack); an enemy is owed an attack
 * only by units that owe one, so an enemy next to none but exempt units is owed nothing.
 */
export const FORTIFICATIONS: readonly StructureKind[] = ['fortress', 'stockade'];

/** Inside a fortress or stockade: exempt from mandatory melee. */
export function exempt(book: PassBook, piece: Piece): boolean {
  if (piece.at.kind !== 'hex' || !piece.at.inside) return false;
  const kind = book.map.hexes.get(hexKey(book.map.parse(piece.at.hex)!))?.structure?.kind;
  return !!kind && FORTIFICATIONS.includes(kind);
}

export interface OwedMelee {
  /** The side's stacks that must still attack: each hex with its units that owe an attack, not yet made. */
  stacks: { hex: string; pieces: string[] }[];
  /** The enemy hexes that must still be attacked this step. */
  targets: string[];
}

const around = (book: PassBook, label: string): string[] =>
  neighbours(book.map.parse(label)!)
    .map((n) => book.map.hexes.get(hexKey(n))?.label)
    .filter((l): l is string => l !== undefined);

/** Enemy hexes next to `label` holding a unit that is not exempt. */
const openEnemiesNear = (book: PassBook, state: DpState, side: SideSeat, label: string): string[] =>
  around(book, label).filter((n) => enemiesIn(state, side, n).some((p) => !exempt(book, p)));

/** A unit bound to attack when next to an open enemy: not exempt, not disrupted, with a CF. */
const bound = (book: PassBook, side: SideSeat, p: Piece): boolean => sideOf(p) === side && !exempt(book, p) && !p.disrupted && counterOf(book, p).combat > 0;

/** What the side still owes in this melee step. */
export function mandatoryMelee(book: PassBook, state: DpState, side: SideSeat): OwedMelee {
  const stacks = new Map<string, string[]>();
  const targets = new Set<string>();
  for (const p of onMap(state)) {
    if (!bound(book, side, p)) continue;
    const hex = hexOfPiece(p)!;
    const near = openEnemiesNear(book, state, side, hex);
    if (!near.length) continue;
    const attacked = attackedInMelee(state);
    for (const t of near) if (!attacked.includes(t)) targets.add(t);
    if (!state.turn.done.includes(p.id)) stacks.set(hex, [...(stacks.get(hex) ?? []), p.id]);
  }
  return { stacks: [...stacks].map(([hex, pieces]) => ({ hex, pieces })), targets: [...targets] };
}

/**
 * Fights what is owed: each owing stack attacks one enemy hex next to it, the hex still owed an
 * attack before one already attacked, and of those the weakest (the least defence, play.json's
 * terrain included), the stack with the fewest choices first so that every owed hex is reached
 * where it can be. Each attack is announced as owed, then fought as any melee.
 */
export function fightMandatoryMelee(book: PassBook, state: DpState, side: SideSeat, dice: Dice): Result<Fought> {
  let s = state;
  const events: Fought['events'] = [];
  for (;;) {
    const owed = mandatoryMelee(book, s, side);
    if (!owed.stacks.length) break;
    const choices = owed.stacks.map((st) => ({ ...st, near: openEnemiesNear(book, s, side, st.hex) })).sort((a, b) => a.near.length - b.near.length);
    const stack = choices[0]!;
    const strength = (t: string) => defenceStrength(book, book.map.hexes.get(hexKey(book.map.parse(t)!))!, enemiesIn(s, side, t)).total;
    const attacked = attackedInMelee(s);
    const target = [...stack.near].sort((a, b) => Number(attacked.includes(a)) - Number(attacked.includes(b)) || strength(a) - strength(b))[0]!;
    const able = stack.pieces.filter((id) => cannotAttack(book, s, side, s.pieces[id]!, 'melee') === null);
    const one = able.length === 1;
    const them = one ? 'it' : 'them';
    const why = attacked.includes(target) ? `every enemy next to ${them} has been attacked; the weakest` : `the weakest enemy next to ${them} still owed an attack`;
    events.push(publicEvent('mandatory-melee', `${SIDE_SHORT[side]} in ${stack.hex} must attack: ${able.join(', ')} ${one ? 'attacks' : 'attack'} ${target}, ${why}.`));
    const fought = meleeAttack(book, s, side, able, target, dice);
    if (!fought.ok) return fought;
    s = fought.value.state;
    events.push(...fought.value.events);
  }
  return ok({ state: s, events });
}
