import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../../src/engine/core/result.ts';
import { lossFigure, readAttackTable } from '../../../../src/engine/games/dragon-pass/tables/attack.ts';
import { loadTables, tableFiles } from './files.ts';

/**
 * The Attack Table as the seed prints it, typed from dragon-pass-tables.txt: three blocks of
 * twelve columns (totals 1-12, 13-24, 25-36), one line per die 1-6, "–" for no loss. The one
 * printed typo, "115" at total 15 on a 6, is typed as 15 (EXAMPLES WE-DP-02).
 */
const PRINTED: Record<number, readonly string[]> = {
  1: ['– – – – – 1 1 1 1 1 1 2', '2 2 2 2 2 3 3 3 3 3 3 4', '4 4 4 4 4 5 5 5 5 5 5 6'],
  2: ['– – – 1 1 1 1 2 2 2 2 3', '3 3 3 4 4 4 4 5 5 5 5 6', '6 6 6 7 7 7 7 8 8 8 8 9'],
  3: ['– – 1 1 1 2 2 2 3 3 3 4', '4 4 5 5 5 6 6 6 7 7 7 8', '8 8 9 9 9 10 10 10 11 11 11 12'],
  4: ['– 1 1 2 2 3 3 4 4 5 5 6', '6 7 7 8 8 9 9 10 10 11 11 12', '12 13 13 14 14 15 15 16 16 17 17 18'],
  5: ['– 1 2 3 3 4 5 6 6 7 8 9', '9 10 11 12 12 13 14 15 15 16 17 18', '18 19 20 21 21 22 23 24 24 25 26 27'],
  6: ['1 2 3 4 5 6 7 8 9 10 11 12', '13 14 15 16 17 18 19 20 21 22 23 24', '25 26 27 28 29 30 31 32 33 34 35 36'],
};
const printed = (die: number): number[] => PRINTED[die]!.join(' ').split(' ').map((c) => (c === '–' ? 0 : Number(c)));

const table = () => loadTables().attack;
const losses = (total: number, die: number, mods: Array<{ label: string; value: number }> = []) => unwrap(lossFigure(table(), total, die, mods)).losses;

describe('Attack Table: every printed row', () => {
  for (const die of [1, 2, 3, 4, 5, 6]) {
    it(`die ${die}: totals 1-36 give the seed's losses ${PRINTED[die]!.join(' | ')}`, () => {
      const row = printed(die);
      expect(row).toHaveLength(36);
      expect(Array.from({ length: 36 }, (_, i) => losses(i + 1, die))).toEqual(row);
    });
  }

  it('keeps the six multipliers the seed lists: 1 → 1/6, 2 → 1/4, 3 → 1/3, 4 → 1/2, 5 → 3/4, 6 → 1', () => {
    expect(table().multipliers.map((m) => `${m.die}:${m.numerator}/${m.denominator}`)).toEqual(['1:1/6', '2:1/4', '3:1/3', '4:1/2', '5:3/4', '6:1/1']);
  });
});

describe('Attack Table: the worked examples', () => {
  it('WE-DP-02 Attack Table OCR fix: CF 15 on a 6 is 15, not the printed 115; the header "2" is column 20: CF 20 on a 3 is 6', () => {
    expect(losses(15, 6)).toBe(15);
    expect(losses(20, 3)).toBe(6);
  });

  it('WE-DP-03 Attack Table beyond 36: CF 40 on a 3 → 13, CF 50 on a 5 → 37, CF 48 on a 4 → 24, CF 100 on a 1 → 16', () => {
    expect(losses(40, 3)).toBe(13);
    expect(losses(50, 5)).toBe(37);
    expect(losses(48, 4)).toBe(24);
    expect(losses(100, 1)).toBe(16);
    expect(unwrap(lossFigure(table(), 40, 3)).beyondPrintedTable).toBe(true);
    expect(unwrap(lossFigure(table(), 36, 3)).beyondPrintedTable).toBe(false);
  });
});

describe('Attack Table: the seed\'s notes', () => {
  it('drops the fraction of the total: 7½ reads column 7 (on a 5: 5, where 7½ × 3/4 would round to 5.6)', () => {
    const reading = unwrap(lossFigure(table(), 7.5, 5));
    expect(reading.column).toBe(7);
    expect(reading.losses).toBe(5);
    // 11½ on a 4: column 11 gives 5; the undropped 11.5 × 1/2 would give 5.75, and 12 would give 6.
    expect(losses(11.5, 4)).toBe(5);
  });

  it('reads a modified die below 1 as 1 and above 6 as 6', () => {
    expect(losses(12, 2, [{ label: 'terrain', value: -3 }])).toBe(2); // 2 − 3 = −1 → row 1: 12 × 1/6
    expect(losses(12, 5, [{ label: 'leader', value: 3 }])).toBe(12); // 5 + 3 = 8 → row 6
    expect(losses(12, 4, [{ label: 'leader', value: 1 }])).toBe(9); // 4 + 1 = 5 → row 5: 12 × 3/4
  });

  it('explains itself in one line: total, die with its modifiers, row, multiplier, column and the loss', () => {
    const reading = unwrap(lossFigure(table(), 7, 4, [{ label: 'leader', value: 1 }]));
    expect(reading.line).toBe('Attack Table, total 7, die 4 +1 leader = 5 (row 5, ×3/4), column 7: loss 5');
    expect(reading.record).toMatchObject({ table: 'Attack Table', row: 'die 5', column: 'total 7', total: 5, min: 1, max: 6, result: 'loss 5' });
    expect(unwrap(lossFigure(table(), 40, 3)).line).toBe('Attack Table, total 40, die 3 (row 3, ×1/3), column 40 (past the printed 36: 40 ×1/3 = 13.33, fraction dropped): loss 13');
    expect(unwrap(lossFigure(table(), 5, 1, [{ label: 'river', value: -2 }])).line).toBe('Attack Table, total 5, die 1 −2 river = −1, read as 1 (row 1, ×1/6), column 5: no loss');
  });

  it('refuses a negative total, a face that is no d6 face and a fractional modifier, in one line', () => {
    expect(lossFigure(table(), -1, 3)).toEqual({ ok: false, error: 'Attack Table: a MgF or CF total is 0 or more, not -1.' });
    expect(lossFigure(table(), 6, 7)).toEqual({ ok: false, error: 'Attack Table: a d6 shows 1 to 6, not 7.' });
    expect(lossFigure(table(), 6, 3, [{ label: 'half', value: 0.5 }])).toEqual({ ok: false, error: 'Attack Table: the modifier "half" is 0.5; a die modifier is a whole number.' });
  });

  it('refuses a broken multiplier in one line naming the file and the record', () => {
    const json = JSON.parse(tableFiles()['attack-table']!);
    json.multipliers[4].denominator = 0;
    expect(readAttackTable(JSON.stringify(json))).toEqual({ ok: false, error: 'attack-table.json, multiplier 5, denominator: Too small: expected number to be >=1.' });
    json.multipliers[4].denominator = 4;
    json.multipliers.pop();
    expect(readAttackTable(JSON.stringify(json))).toEqual({ ok: false, error: 'attack-table.json, multipliers: the multipliers list dice 1 to 6, once each, in order.' });
  });
});
