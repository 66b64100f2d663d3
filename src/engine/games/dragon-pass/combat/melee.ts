import type { Dice } from '../../../core/dice.ts';
import { publicEvent } from '../../../core/events.ts';
import { ok, type Result } from '../../../core/result.ts';
import { sameHex } from '../../../hex/hex.ts';
import { counterOf, type PassBook } from '../book.ts';
import type { MapHex } from '../map/types.ts';
import { enemyOf, hexOfPiece } from '../pieces.ts';
import type { DpState, Piece, SideSeat } from '../state.ts';
import { lossFigure } from '../tables/attack.ts';
import { engage } from './attackers.ts';
import { casualtyText } from './loss-words.ts';
import { coverLoss, takeCasualties } from './losses.ts';
import { recordAttack, type Fought } from './record.ts';
import { meleeMultiplier } from './terrain.ts';
import { byCounter, factor } from './words.ts';
import { SIDE_SHORT } from '../words.ts';

/**
 * The melee step (GAPS A1 5, last): units next to an enemy hex attack it, from one hex or
 * several. Both sides roll on the Attack Table at once (GAPS A4's recommended reading of the
 * defender's response): the attacker's loss figure falls on the defender, the defender's on the
 * attacker, each counted in CF and taken by its owner's default pick (losses.ts); melee
 * casualties are eliminated (WIKI-WBRM).
 */
export function meleeAttack(book: PassBook, state: DpState, side: SideSeat, pieceIds: readonly string[], targetHex: string, dice: Dice): Result<Fought> {
  const read = engage(book, state, side, pieceIds, targetHex, 'melee');
  if (!read.ok) return read;
  const { target, attackers, defenders } = read.value;
  const enemy = enemyOf(side);

  const attack = attackStrength(book, target, attackers);
  const defence = defenceStrength(book, target, defenders);

  // The attacker's die first, then the defender's: both read before either loss is taken.
  const label = `Melee at ${target.label}: ${SIDE_SHORT[side]} against ${SIDE_SHORT[enemy]}`;
  const attackRoll = dice.roll(6, label, `${SIDE_SHORT[side]}'s attack`);
  const onDefender = lossFigure(book.tables.attack, attack.total, attackRoll.face);
  if (!onDefender.ok) return onDefender;
  attackRoll.explain({ ...onDefender.value.record });
  const defenceRoll = dice.roll(6, label, `${SIDE_SHORT[enemy]}'s response`);
  const onAttacker = lossFigure(book.tables.attack, defence.total, defenceRoll.face);
  if (!onAttacker.ok) return onAttacker;
  defenceRoll.explain({ ...onAttacker.value.record });

  const defenderLost = { eliminated: coverLoss(book, defenders, onDefender.value.losses), disrupted: [] };
  const attackerLost = { eliminated: coverLoss(book, attackers, onAttacker.value.losses), disrupted: [] };
  const after = takeCasualties(takeCasualties(recordAttack(state, side, attackers, target.label, 'melee'), defenderLost), attackerLost);

  const text =
    `Melee at ${target.label}: ${SIDE_SHORT[side]} ${attack.text} against ${SIDE_SHORT[enemy]} ${defence.text}. ` +
    `${SIDE_SHORT[side]}'s roll: ${onDefender.value.line} → ${casualtyText(book, SIDE_SHORT[enemy], defenderLost, defenders, target.label)}. ` +
    `${SIDE_SHORT[enemy]}'s roll: ${onAttacker.value.line} → ${casualtyText(book, SIDE_SHORT[side], attackerLost, attackers)}.`;
  const event = publicEvent('melee', text, {
    rolls: [attackRoll.record, defenceRoll.record],
    data: {
      kind: 'melee',
      at: target.label,
      from: attackers.map((p) => p.id),
      attack: attack.total,
      defence: defence.total,
      eliminated: [...defenderLost.eliminated, ...attackerLost.eliminated].map((p) => p.id),
    },
  });
  return ok({ state: after, events: [event] });
}

export interface Strength {
  total: number;
  /** Its reckoning: "12 CF (3 lunar-heavy-infantry ×4) from K12 ×½ across the river = 6". */
  text: string;
}

/**
 * The attacker's total, stack by stack: its CF, plus the best Leader Factor among its attacking
 * leaders once for each non-leader unit of CF above 0 (DOVES, GAPS A2 "Leaders"), the lot halved
 * when the stack attacks across a river or up a ridge (play.json `melee`).
 */
export function attackStrength(book: PassBook, target: MapHex, attackers: readonly Piece[]): Strength {
  const byHex = new Map<string, Piece[]>();
  for (const p of attackers) byHex.set(hexOfPiece(p)!, [...(byHex.get(hexOfPiece(p)!) ?? []), p]);
  let total = 0;
  const parts: string[] = [];
  for (const [label, stack] of byHex) {
    const counters = stack.map((p) => counterOf(book, p));
    const cf = counters.reduce((s, c) => s + c.combat, 0);
    const lf = Math.max(0, ...counters.map((c) => c.leader));
    const led = counters.filter((c) => c.leader === 0 && c.combat > 0).length;
    const bonus = lf * led;
    const from = book.map.parse(label)!;
    const side = book.map.between(from, target.hex);
    const mods: { value: number; by: string }[] = [];
    if (side.river) mods.push({ value: book.rules.melee.acrossRiver, by: 'across the river' });
    if (side.ridge && sameHex(side.ridge.high, target.hex)) mods.push({ value: book.rules.melee.upRidge, by: 'up the ridge' });
    const stackTotal = mods.reduce((t, m) => t * m.value, cf + bonus);
    total += stackTotal;
    const lead = bonus ? ` +${bonus} leader (LF ${lf} ×${led})` : '';
    const modText = mods.length ? ` ${mods.map((m) => `×${factor(m.value)} ${m.by}`).join(' ')} = ${factor(stackTotal)}` : '';
    parts.push(`${cf} CF (${byCounter(stack, (p) => counterOf(book, p).combat)})${lead} from ${label}${modText}`);
  }
  return { total, text: parts.length > 1 ? `${parts.join(' + ')} = ${factor(total)}` : parts[0]! };
}

/** The defender's total: every unit's CF, disrupted or not, times its own terrain multiplier (terrain.ts). */
export function defenceStrength(book: PassBook, target: MapHex, defenders: readonly Piece[]): Strength {
  const groups = new Map<string, { value: number; by: string; pieces: Piece[] }>();
  for (const p of defenders) {
    const m = meleeMultiplier(book, target, p);
    const key = `${m.value} ${m.by}`;
    groups.set(key, { ...m, pieces: [...(groups.get(key)?.pieces ?? []), p] });
  }
  let total = 0;
  const parts: string[] = [];
  for (const g of groups.values()) {
    const cf = g.pieces.reduce((s, p) => s + counterOf(book, p).combat, 0);
    total += cf * g.value;
    parts.push(`${cf} CF (${byCounter(g.pieces, (p) => counterOf(book, p).combat)})${g.value !== 1 ? ` ×${factor(g.value)} ${g.by}` : ''}`);
  }
  const summed = parts.length > 1 || [...groups.values()][0]!.value !== 1 ? ` = ${factor(total)}` : '';
  return { total, text: `${parts.join(' + ')}${summed}` };
}
