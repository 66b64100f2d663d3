import type { Dice } from '../../../core/dice.ts';
import { publicEvent } from '../../../core/events.ts';
import { ok, type Result } from '../../../core/result.ts';
import { counterOf, type PassBook } from '../book.ts';
import { hasFlag } from '../forces/types.ts';
import { enemyOf, hexOfPiece } from '../pieces.ts';
import type { DpState, Piece, SideSeat } from '../state.ts';
import { missileFire } from '../tables/missile-fire.ts';
import { engage } from './attackers.ts';
import { casualtyText } from './loss-words.ts';
import { missileCasualties, takeCasualties } from './losses.ts';
import { recordAttack, type Fought } from './record.ts';
import { aboveRidgeFrom, allInside, missileTerrain } from './terrain.ts';
import { byCounter, factor } from './words.ts';
import { SIDE_SHORT } from '../words.ts';

/**
 * The missile step (GAPS A1 5, second): missile troops within reach fire together at one enemy
 * hex. Their missile factors add up, halved when the target stands above a ridge from any firer
 * (DOVES, GAPS A5), and the Missile Fire Table reads the total with the one terrain modifier best
 * for the target and every unit modifier that holds for its stack. DD disrupts, DE eliminates,
 * the owner picking who (losses.ts).
 */
export function missileAttack(book: PassBook, state: DpState, side: SideSeat, pieceIds: readonly string[], targetHex: string, dice: Dice): Result<Fought> {
  const read = engage(book, state, side, pieceIds, targetHex, 'missile');
  if (!read.ok) return read;
  const { target, attackers, defenders } = read.value;

  const sum = attackers.reduce((s, p) => s + counterOf(book, p).missile, 0);
  const uphill = attackers.some((p) => aboveRidgeFrom(book, book.map.parse(hexOfPiece(p)!)!, target.hex));
  const shot = uphill ? sum / 2 : sum;

  const enemy = enemyOf(side);
  const roll = dice.roll(6, `Missile fire at ${target.label}: ${SIDE_SHORT[side]} against ${SIDE_SHORT[enemy]}`, 'the missile fire');
  const reading = missileFire(book.tables.missileFire, { factor: shot, die: roll.face, terrain: missileTerrain(target, defenders), units: unitModifiers(book, defenders) });
  if (!reading.ok) return reading;
  roll.explain({ ...reading.value.record });

  const casualties = missileCasualties(book, defenders, reading.value.result);
  const after = takeCasualties(recordAttack(state, side, attackers, target.label, 'missile'), casualties);

  const from = [...new Set(attackers.map((p) => hexOfPiece(p)!))].join(', ');
  const halved = uphill ? ` ×½ up a ridge = ${factor(shot)}` : '';
  const where = target.structure && allInside(target, defenders) ? `in the ${target.structure.kind}` : `in the ${target.terrain}`;
  const choice = reading.value.result.orEliminated === undefined ? '' : casualties.disrupted.length ? ' (two disrupted, the owner\'s default)' : ' (one eliminated: the owner\'s default with too few units left undisrupted)';
  const text =
    `Missile fire at ${target.label}: ${SIDE_SHORT[side]} missile factor ${sum} (${byCounter(attackers, (p) => counterOf(book, p).missile)})${halved} from ${from} against ${SIDE_SHORT[enemy]} ${where}. ` +
    `${reading.value.line}${choice} → ${casualtyText(book, SIDE_SHORT[enemy], casualties, defenders, target.label)}.`;
  const event = publicEvent('missile-fire', text, {
    rolls: [roll.record],
    data: { kind: 'missile', at: target.label, from: attackers.map((p) => p.id), factor: shot, result: reading.value.result.id, eliminated: casualties.eliminated.map((p) => p.id), disrupted: casualties.disrupted.map((p) => p.id) },
  });
  return ok({ state: after, events: [event] });
}

/**
 * The Missile Fire Table's unit modifiers that hold for the stack (seed): a dragon in it; every
 * major unit a duck or of the Bison (the `minor` counters do not count, and a stack of none has
 * no such modifier); any giant or Llama.
 */
export function unitModifiers(book: PassBook, stack: readonly Piece[]): string[] {
  const counters = stack.map((p) => counterOf(book, p));
  const major = counters.filter((c) => !hasFlag(c, 'minor'));
  const out: string[] = [];
  if (counters.some((c) => hasFlag(c, 'dragon'))) out.push('dragon');
  if (major.length && major.every((c) => hasFlag(c, 'duck') || hasFlag(c, 'bison'))) out.push('ducks-or-bison');
  if (counters.some((c) => hasFlag(c, 'giant') || hasFlag(c, 'llama'))) out.push('giants-or-llamas');
  return out;
}
