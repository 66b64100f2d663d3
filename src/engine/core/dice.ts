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
 * seeded stream, and is recorded as forced; verification accepts it only in a game whose row says
 * it allowed forced dice (one created on the local table).
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
  /**
   * What the die decides, short, as the log line reads it before the face: "the venom" in "d10
   * for the venom: 3". A script that forces dice learns their order from these. Absent on rolls
   * stored before it was kept.
   */
  purpose: z.string().optional(),
  /** The table that read it, e.g. "5.14.2 combat against foot". */
  table: z.string().optional(),
  row: z.string().optional(),
  column: z.string().optional(),
  /** What the rules add to the face; recorded with a total, that total is checked against them. */
  modifiers: z.array(RollModifierSchema).optional(),
  /** Where the rules cap the modified die ("10+1=10"): the total never leaves these bounds. */
  min: z.number().optional(),
  max: z.number().optional(),
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
  /** `purpose` is what the die decides, as its log line names it: "the venom", "the Gharv's place". */
  roll(sides: number, label: string, purpose: string): Roll;
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

  roll(sides: number, label: string, purpose: string): Roll {
    let record: RollRecord;
    const forcedFace = this.forced[0];
    if (forcedFace !== undefined && forcedFace >= 1 && forcedFace <= sides) {
      this.forced.shift();
      record = { sides, face: forcedFace, forced: true, label, purpose };
    } else {
      if (forcedFace !== undefined) this.forced.shift();
      const index = this.next++;
      record = { index, sides, face: seededFace(this.seed, index, sides), label, purpose };
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

/** A finished game's rolls, in the order of its log, and what its row says of them. */
export interface RollLog {
  seed: string;
  /** The SHA-256 of the seed posted when the game opened. */
  commitment: string;
  /** How many seeded rolls the game says it used (its dice cursor). */
  cursor: number;
  /** Whether the game allowed forced dice: the local table's `!dice`, set when the game was created. */
  forcedAllowed: boolean;
  rolls: readonly RollRecord[];
  /** The game's own reading of a roll's table (`GameModule.rereadRoll`): what result its total gives. */
  reread?: (roll: RollRecord) => string | undefined;
}

/** One thing the log says that the seed and the rules do not; `roll` counts from 1 in log order. */
export interface RollMismatch {
  roll?: number;
  text: string;
}

export interface VerifyReport {
  ok: boolean;
  commitmentMatches: boolean;
  /** Seeded rolls recomputed from the seed. */
  checked: number;
  forced: number;
  /** Every mismatch, the first one first. */
  mismatches: RollMismatch[];
}

/** A modified die's total, as the rules reckon it: the face plus its modifiers, kept within the record's bounds. */
export function totalOf(roll: Pick<RollRecord, 'face' | 'modifiers' | 'min' | 'max'>): number {
  const sum = roll.face + (roll.modifiers ?? []).reduce((s, m) => s + m.value, 0);
  return Math.min(Math.max(sum, roll.min ?? -Infinity), roll.max ?? Infinity);
}

/**
 * Checks every roll of a finished game against the revealed seed and the game's row:
 * - the seed is the one committed to;
 * - each roll is either forced, where the game allowed it, or has its place in the seeded stream,
 *   and its face is the one the seed gives there;
 * - the places run 0, 1, 2… up to the game's cursor, each taken once: a roll moved, renumbered,
 *   unnumbered or deleted leaves a gap or a double;
 * - a total recorded with its modifiers is the face plus those modifiers;
 * - a result is what the game's table gives for that total, where the game can read it again.
 */
export function verifyRolls(log: RollLog): VerifyReport {
  const commitmentMatches = commitmentOf(log.seed) === log.commitment;
  const mismatches: RollMismatch[] = [];
  if (!commitmentMatches) mismatches.push({ text: `The seed's SHA-256 does not match the commitment ${log.commitment} posted at the start.` });
  const claimedBy = new Map<number, number>();
  let checked = 0;
  let forced = 0;
  log.rolls.forEach((roll, i) => {
    const n = i + 1;
    const name = `Roll ${n} (${roll.label})`;
    const wrong = (text: string) => mismatches.push({ roll: n, text: `${name} ${text}` });
    if (roll.face > roll.sides) wrong(`shows ${roll.face} on a d${roll.sides}.`);
    if (roll.forced) {
      forced++;
      if (!log.forcedAllowed) wrong('is marked forced, but this game never allowed forced dice.');
      else if (roll.index !== undefined) wrong(`is marked forced, yet claims seeded roll ${roll.index}.`);
    } else if (roll.index === undefined) {
      wrong('has no place in the seeded stream, and is not marked forced.');
    } else {
      checked++;
      const earlier = claimedBy.get(roll.index);
      if (earlier !== undefined) wrong(`claims seeded roll ${roll.index}, which roll ${earlier} already took.`);
      else claimedBy.set(roll.index, n);
      if (roll.index >= log.cursor) wrong(`claims seeded roll ${roll.index}, but the game drew only ${log.cursor} from the seed (0 to ${log.cursor - 1}).`);
      if (roll.sides > 0xffff) wrong(`is a d${roll.sides}, a die the seed cannot roll.`);
      else {
        const recomputed = seededFace(log.seed, roll.index, roll.sides);
        if (recomputed !== roll.face) wrong(`does not match: recorded ${roll.face}, the seed gives ${recomputed}.`);
      }
    }
    if (roll.total !== undefined && roll.modifiers !== undefined) {
      const total = totalOf(roll);
      if (total !== roll.total) wrong(`does not add up: ${rollArithmetic({ ...roll, total })}, but the log says ${roll.total}.`);
    }
    const reading = roll.result !== undefined ? log.reread?.(roll) : undefined;
    if (reading !== undefined && reading !== roll.result) {
      const where = [roll.table, roll.row, roll.column].filter(Boolean).join(', ');
      wrong(`gives ${reading}${where ? ` on ${where}` : ''}, but the log says ${roll.result}.`);
    }
  });
  const missing: number[] = [];
  for (let index = 0; index < log.cursor; index++) if (!claimedBy.has(index)) missing.push(index);
  if (missing.length) {
    const first = missing[0]!;
    const more = missing.length > 1 ? ` (and ${missing.length - 1} more)` : '';
    mismatches.push({ text: `Seeded roll ${first}${more} is missing from the log: the game drew ${log.cursor} rolls from the seed, and the log holds ${claimedBy.size} of them.` });
  }
  return { ok: mismatches.length === 0, commitmentMatches, checked, forced, mismatches };
}

/** "d10 for the venom: 7 (forced)": the die, what it decides, then its face. */
export function dieRead(roll: Pick<RollRecord, 'sides' | 'face' | 'forced' | 'purpose'>): string {
  return `d${roll.sides}${roll.purpose ? ` for ${roll.purpose}:` : ''} ${roll.face}${roll.forced ? ' (forced)' : ''}`;
}

/** "d10 for the shot: 7 +1 armoured = 8": the arithmetic of a roll. */
export function rollArithmetic(roll: RollRecord): string {
  const mods = (roll.modifiers ?? []).map((m) => ` ${m.value >= 0 ? '+' : '−'}${Math.abs(m.value)} ${m.label}`).join('');
  const total = mods && roll.total !== undefined ? ` = ${roll.total}` : '';
  return `${dieRead(roll)}${mods}${total}`;
}

/** "d10 for the combat: 7 +1 armoured = 8 on 5.14.2 combat against foot, 2-1 → C": the one-line account of a roll. */
export function explainRoll(roll: RollRecord): string {
  let text = rollArithmetic(roll);
  const where = [roll.table, roll.row, roll.column].filter(Boolean).join(', ');
  if (where) text += ` on ${where}`;
  if (roll.result !== undefined) text += ` → ${roll.result}`;
  return text;
}
