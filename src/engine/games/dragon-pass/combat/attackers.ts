import { err, ok, type Result } from '../../../core/result.ts';
import { distance, hexKey } from '../../../hex/hex.ts';
import { counterOf, type PassBook } from '../book.ts';
import type { Counter } from '../forces/types.ts';
import type { MapHex } from '../map/types.ts';
import { enemyOf, hexOfPiece, piecesIn, sideOf } from '../pieces.ts';
import type { CombatStep, DpState, Piece, SideSeat } from '../state.ts';

/**
 * Who may attack what in each step of combat, checked before any die is rolled: the attackers
 * are the side's own units on the map, not disrupted (GAPS A4), not yet used in this step, each
 * with the factor the step uses and within its reach of a hex that holds the enemy. Every
 * refusal is one line and leaves the state as it was.
 */

/** The factor each step uses, and the words for a unit without it. */
export const STEP_FACTOR: Record<CombatStep, { of: (c: Counter) => number; lacks: string; used: string }> = {
  magic: { of: (c) => c.magic, lacks: 'has no magic factor: only magicians attack in the magic step', used: 'has cast this step' },
  missile: { of: (c) => c.missile, lacks: 'has no missile factor: only missile troops fire in the missile step', used: 'has fired this step' },
  melee: { of: (c) => c.combat, lacks: 'has no combat factor: it does not fight in melee', used: 'has attacked this step' },
};

/** How far a step reaches, in hexes from the attacker's hex: magic and missile by play.json, melee next door. */
export const reachOf = (book: PassBook, step: CombatStep): number => (step === 'magic' ? book.rules.ranges.magic : step === 'missile' ? book.rules.ranges.missile : 1);

export interface Engagement {
  target: MapHex;
  /** The attacking pieces, in the order named. */
  attackers: Piece[];
  /** The enemy pieces in the target hex. */
  defenders: Piece[];
}

/** The enemy pieces standing in a hex (an unallied independent's are nobody's enemy). */
export const enemiesIn = (state: DpState, side: SideSeat, hex: string): Piece[] => piecesIn(state, hex).filter((p) => sideOf(p) === enemyOf(side));

/** Why this piece may not attack in this step now, or null if it may (range aside). */
export function cannotAttack(book: PassBook, state: DpState, side: SideSeat, piece: Piece, step: CombatStep): string | null {
  if (sideOf(piece) !== side) return `${piece.id} is not ${side === 'lunar' ? 'a Lunar' : 'a Sartar'} unit`;
  if (piece.at.kind !== 'hex') return `${piece.id} is not on the map`;
  if (STEP_FACTOR[step].of(counterOf(book, piece)) <= 0) return `${piece.id} ${STEP_FACTOR[step].lacks}`;
  if (piece.disrupted) return `${piece.id} is disrupted: a disrupted unit does not attack until it rallies`;
  if (state.turn.done.includes(piece.id)) return `${piece.id} ${STEP_FACTOR[step].used}`;
  return null;
}

/**
 * Reads an attack: `names` are piece ids, or a hex label standing for every unit of the side
 * there that may attack in this step. Refused in one line.
 */
export function engage(book: PassBook, state: DpState, side: SideSeat, names: readonly string[], targetLabel: string, step: CombatStep): Result<Engagement> {
  const targetHex = book.map.parse(targetLabel);
  const target = targetHex && book.map.hexes.get(hexKey(targetHex));
  if (!targetHex || !target) return err(`${targetLabel} is not a hex of this map.`);
  if (!names.length) return err('Name the attacking units (their ids, or their hex).');

  const attackers: Piece[] = [];
  for (const name of names) {
    const piece = state.pieces[name];
    if (piece) {
      if (!attackers.includes(piece)) attackers.push(piece);
      continue;
    }
    const hex = book.map.parse(name);
    if (!hex) return err(`${name} is neither a unit nor a hex; name units by id (lunar-heavy-infantry-1) or a stack by its hex.`);
    const label = book.map.label(hex);
    const able = piecesIn(state, label).filter((p) => cannotAttack(book, state, side, p, step) === null);
    if (!able.length) return err(`${label} holds none of your units that can attack in the ${step} step.`);
    for (const p of able) if (!attackers.includes(p)) attackers.push(p);
  }

  for (const p of attackers) {
    const why = cannotAttack(book, state, side, p, step);
    if (why) return err(`${why}.`);
  }
  const defenders = enemiesIn(state, side, target.label);
  if (!defenders.length) return err(`${target.label} holds no enemy.`);

  const reach = reachOf(book, step);
  for (const p of attackers) {
    const from = book.map.parse(hexOfPiece(p)!)!;
    const d = distance(from, targetHex);
    if (d > reach) {
      const label = book.map.label(from);
      return err(step === 'melee' ? `${target.label} is not next to ${label} (${p.id}): melee is fought against an adjacent hex.` : `${target.label} is ${d} hexes from ${label} (${p.id}); ${step === 'magic' ? 'magic' : 'missile fire'} reaches ${reach}.`);
    }
  }
  return ok({ target, attackers, defenders });
}
