import type { Dice } from '../../../core/dice.ts';
import { publicEvent } from '../../../core/events.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import { counterOf, type PassBook } from '../book.ts';
import { enemyOf, hexOfPiece } from '../pieces.ts';
import type { DpState, Piece, SideSeat } from '../state.ts';
import { lossFigure } from '../tables/attack.ts';
import { engage } from './attackers.ts';
import { casualtyText } from './loss-words.ts';
import { coverLoss, takeCasualties } from './losses.ts';
import { recordAttack, type Fought } from './record.ts';
import { magicDivisor } from './terrain.ts';
import { byCounter, factor } from './words.ts';
import { SIDE_SHORT } from '../words.ts';

/**
 * The magic step (GAPS A1 5, first): magicians within reach of an enemy hex add up their MgF;
 * Lunar magic waxes and wanes with the Red Moon and counts less again while the glowline is out
 * (play.json `moon`, `glowline`); the total is divided by the target's magic terrain (play.json
 * `magic`) and read on the Attack Table. The loss is counted in CF and taken by the target's
 * owner (losses.ts); magic's casualties are eliminated (our reading: the base game eliminates
 * melee casualties, GAPS A4, and physical magic strikes the same way).
 */
export function magicAttack(book: PassBook, state: DpState, side: SideSeat, pieceIds: readonly string[], targetHex: string, dice: Dice): Result<Fought> {
  const read = engage(book, state, side, pieceIds, targetHex, 'magic');
  if (!read.ok) return read;
  const { target, attackers, defenders } = read.value;

  // Lunar magic is the Empire's own counters' (FACTS 3.2); an allied independent's is steady.
  const lunar = attackers.filter((p) => counterOf(book, p).side === 'lunar');
  const steady = attackers.filter((p) => counterOf(book, p).side !== 'lunar');
  const mgf = (ps: readonly Piece[]) => ps.reduce((s, p) => s + counterOf(book, p).magic, 0);
  const moon = lunar.length ? book.rules.moon.lunarMagic[state.moon] : 1;
  if (moon === undefined) return err(`play.json names no Lunar magic for the Moon phase "${state.moon}".`);
  const glow = lunar.length && state.glowlineOut ? book.rules.glowline.lunarMagicWithout : 1;
  const raw = mgf(lunar) * moon * glow + mgf(steady);
  const divisor = magicDivisor(book, target, defenders);
  const total = raw / divisor.value;

  const enemy = enemyOf(side);
  const roll = dice.roll(6, `Magic at ${target.label}: ${SIDE_SHORT[side]} against ${SIDE_SHORT[enemy]}`, 'the magic attack');
  const reading = lossFigure(book.tables.attack, total, roll.face);
  if (!reading.ok) return reading;
  roll.explain({ ...reading.value.record });

  const casualties = { eliminated: coverLoss(book, defenders, reading.value.losses), disrupted: [] };
  const after = takeCasualties(recordAttack(state, side, attackers, target.label, 'magic'), casualties);

  const parts: string[] = [];
  if (lunar.length) {
    const moonName = book.tables.batHunger.moonTrack.phases.find((p) => p.phase === state.moon)?.name ?? state.moon;
    parts.push(`${mgf(lunar)} MgF (${byCounter(lunar, (p) => counterOf(book, p).magic)})${moon !== 1 ? ` ×${factor(moon)} ${moonName} Moon` : ''}${glow !== 1 ? ` ×${factor(glow)} without the glowline` : ''}`);
  }
  if (steady.length) parts.push(`${mgf(steady)} MgF (${byCounter(steady, (p) => counterOf(book, p).magic)})`);
  const summed = parts.length > 1 || moon !== 1 || glow !== 1 ? ` = ${factor(raw)}` : '';
  const divided = divisor.value !== 1 ? ` ÷${factor(divisor.value)} ${divisor.by} = ${factor(total)}` : '';
  const from = [...new Set(attackers.map((p) => hexOfPiece(p)!))].join(', ');
  const text =
    `Magic at ${target.label}: ${SIDE_SHORT[side]} ${parts.join(' + ')}${summed}${divided} from ${from} against ${SIDE_SHORT[enemy]}. ` +
    `${reading.value.line} → ${casualtyText(book, SIDE_SHORT[enemy], casualties, defenders, target.label)}.`;
  const event = publicEvent('magic-attack', text, {
    rolls: [roll.record],
    data: { kind: 'magic', at: target.label, from: attackers.map((p) => p.id), total, loss: reading.value.losses, eliminated: casualties.eliminated.map((p) => p.id) },
  });
  return ok({ state: after, events: [event] });
}
