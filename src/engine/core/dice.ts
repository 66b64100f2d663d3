import { z } from 'zod';
import { sha256Bytes, sha256Hex } from './sha256.ts';

/**
 * Dice with a commitment.
 *
 * A game's seed is secret until the game ends; its SHA-256 (the commitment) is public from the
 * start. Roll number `i` of a game is derived from the seed and `i` alone, so once the seed is
 * revealed anyone can recompute every roll and check it against the log.
 *
 * On the local table a roll may be forced (`!dice 7 3 10`). A forced roll does not consume the
 * seeded stream, and is recorded as forced so verification can say so instead of failing.
 */

export const RollModifierSchema = z.object({ label: z.string(), value: z.number() });
export type RollModifier = z.infer<typeof RollModifierSchema>;

export const RollRecordSchema = z.object({
  /** Position in the seeded stream; absent for a forced roll. */
  index: z.number().int().nonnegative().optional(),
  sides: z.number().int().positive(),
  face: z.number().int().positive(),
  forced: z.boolean().optional(),
  /** What the roll was for, in the game's words: "Challenge: Konrad passing Gromrak". */
  label: z.string(),
  /** The table that read it, e.g. "5.14.2 combat against foot". */
  table: z.string().optional(),
  row: z.string().optional(),
  column: z.string().optional(),
  modifiers: z.array(RollModifierSchema).optional(),
  total: z.number().optional(),
  result: z.string().optional(),
});
export type RollRecord = z.infer<typeof RollRecordSchema>;

/** A roll in progress: the rules fill in which table, row and column read it. */
export interface Roll {
  readonly face: number;
  readonly record: RollRecord;
  explain(details: Omit<Partial<RollRecord>, 'face' | 'sides' | 'index' | 'forced'>): void;
}

/** What the engine is given to roll with. Deterministic for a given seed, cursor and forced list. */
export interface Dice {
  roll(sides: number, label: string): Roll;
  /** Every roll made through this object, in order. */
  readonly rolls: readonly RollRecord[];
}

export const DiceCursorSchema = z.object({
  /** How many seeded rolls the game has used. */
  cursor: z.number().int().nonnegative(),
});
export type DiceCursor = z.infer<typeof DiceCursorSchema>;

export function commitmentOf(seed: string): string {
  return sha256Hex(seed);
}

/** The face of seeded roll `index`, uniform over 1..sides (rejection sampling, no modulo bias). */
export function seededFace(seed: string, index: number, sides: number): number {
  if (!Number.isInteger(sides) || sides < 1 || sides > 0xffff) throw new Error(`bad die: d${sides}`);
  const range = 0x1_0000_0000;
  const limit = range - (range % sides);
  for (let round = 0; ; round++) {
    const digest = sha256Bytes(round === 0 ? `${seed}:${index}` : `${seed}:${index}:${round}`);
    const view = new DataView(digest.buffer, digest.byteOffset, digest.byteLength);
    for (let word = 0; word < 8; word++) {
      const value = view.getUint32(word * 4);
      if (value < limit) return (value % sides) + 1;
    }
  }
}

export class SeededDice implements Dice {
  private readonly records: RollRecord[] = [];
  private next: number;
  private readonly forced: number[];

  constructor(
    private readonly seed: string,
    cursor: number,
    forced: readonly number[] = [],
  ) {
    this.next = cursor;
    this.forced = [...forced];
  }

  roll(sides: number, label: string): Roll {
    let record: RollRecord;
    const forcedFace = this.forced[0];
    if (forcedFace !== undefined && forcedFace >= 1 && forcedFace <= sides) {
      this.forced.shift();
      record = { sides, face: forcedFace, forced: true, label };
    } else {
      if (forcedFace !== undefined) this.forced.shift();
      const index = this.next++;
      record = { index, sides, face: seededFace(this.seed, index, sides), label };
    }
    this.records.push(record);
    return {
      face: record.face,
      record,
      explain(details) {
        Object.assign(record, details);
      },
    };
  }

  get rolls(): readonly RollRecord[] {
    return this.records;
  }

  /** The cursor to store after the rolls made so far. */
  get cursor(): number {
    return this.next;
  }

  /** Forced faces not used yet. */
  get remainingForced(): number[] {
    return [...this.forced];
  }
}

export interface VerifyReport {
  ok: boolean;
  commitmentMatches: boolean;
  checked: number;
  forced: number;
  mismatches: Array<{ index: number; logged: number; recomputed: number; label: string }>;
}

/** Recomputes every seeded roll from the revealed seed and compares it with the log. */
export function verifyRolls(seed: string, commitment: string, rolls: readonly RollRecord[]): VerifyReport {
  const commitmentMatches = commitmentOf(seed) === commitment;
  const mismatches: VerifyReport['mismatches'] = [];
  let checked = 0;
  let forced = 0;
  for (const roll of rolls) {
    if (roll.forced || roll.index === undefined) {
      forced++;
      continue;
    }
    checked++;
    const recomputed = seededFace(seed, roll.index, roll.sides);
    if (recomputed !== roll.face) mismatches.push({ index: roll.index, logged: roll.face, recomputed, label: roll.label });
  }
  return { ok: commitmentMatches && mismatches.length === 0, commitmentMatches, checked, forced, mismatches };
}

/** "d10 7 +1 armoured = 8": the arithmetic of a roll. */
export function rollArithmetic(roll: RollRecord): string {
  const mods = (roll.modifiers ?? []).map((m) => ` ${m.value >= 0 ? '+' : '−'}${Math.abs(m.value)} ${m.label}`).join('');
  const total = mods && roll.total !== undefined ? ` = ${roll.total}` : '';
  return `d${roll.sides} ${roll.face}${roll.forced ? ' (forced)' : ''}${mods}${total}`;
}

/** "d10 7 +1 armoured = 8 on 5.14.2 combat against foot, 2-1 → C": the one-line account of a roll. */
export function explainRoll(roll: RollRecord): string {
  let text = rollArithmetic(roll);
  const where = [roll.table, roll.row, roll.column].filter(Boolean).join(', ');
  if (where) text += ` on ${where}`;
  if (roll.result !== undefined) text += ` → ${roll.result}`;
  return text;
}
