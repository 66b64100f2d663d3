import { describe, expect, it } from 'vitest';
import { COLUMNS, crtCell, parseResultCode, rowLabel, rowOf } from '../../../../src/engine/games/dragons-of-glory/combat/crt.ts';

/**
 * DL11 Rule 7's combat results table against the table as GAPS-dragons-of-glory.md §2.2 prints it
 * (checked there cell by cell against the rule book's page), copied here in its own layout.
 */
const GAPS_TABLE = `
| ≤−5 | E/- | E/- | E/- | E/- | E/1 | E/1 | E/1 | E/2 | E/2 | E/2 |
| −4 | E/- | E/- | E/- | E/1 | E/1 | E/2 | DR/1 | DR/1 | DR/2 | DR/2 |
| −3 | E/- | E/- | E/- | E/1 | E/2 | E/2 | DR/2 | D1/2 | D1/2 | D1/1 |
| −2 | E/- | E/- | E/- | E/1 | DR/1 | DR/1 | D1/1 | D/- | D/1 | D/1 |
| −1 | E/- | E/- | E/- | E/2 | DR/2 | DR/2 | D1/1 | D/2 | D/2 | D/2 |
| 0 | E/- | E/- | E/- | DR/- | D1/1 | D1/2 | D1/2 | D/2 | D/2 | D/2 |
| 1 | E/- | E/1 | E/1 | DR/1 | D1/1 | D1/2 | D1/2 | D/D | D/D | D/2R |
| 2 | E/1 | E/2 | E/2 | D1/1 | D/1 | D1/2 | D/2 | D/2R | D/2 | 2/2R |
| 3 | E/2 | DR/- | DR/- | D1/1 | D/2 | D/D | D/D | 2/D | 2/2R | 2/DR |
| 4 | E/2 | D1/- | D1/- | D1/2 | D/D | D/2R | 2/D | 2/2R | 1/1R | 1/DR |
| 5 | E/2 | D/- | D/- | D/1 | D/D | 2/D | 2/2R | 2/2R | 1/DR | 1/DR |
| 6 | D/1 | D/1 | D/1 | D/D | 2/D | 2/2R | 1/1R | 1/1R | 1/DR | 1/DR |
| 7 | 2/- | 2/1 | 1/- | D/D | 1/1R | 2/DR | 1/DR | -/D | -/DR | -/DR |
| 8 | 1/- | 1/1 | -/1 | -/2 | -/2 | -/2R | -/DR | -/DR | -/DR | 2/E |
| 9 | 1/1 | 1/2 | -/2 | 1/1R | 1/2R | -/DR | -/DR | -/DR | 2/E | 1/E |
| 10 | -/1 | -/2 | 1/2R | 1/2R | -/2R | -/DR | -/DR | 2/E | 1/E | 1/E |
| 11 | -/2 | -/1R | 1/2R | -/2R | -/DR | -/DR | 2/E | 1/E | 1/E | -/E |
| 12 | 1/2R | 1/2R | 1/DR | -/DR | -/DR | 2/E | 1/E | -/E | -/E | -/E |
| 13 | 1/2R | 1/2R | 1/DR | -/DR | 2/E | 1/E | -/E | -/E | -/E | -/E |
| 14 | 2/2R | 1/2R | 1/DR | 2/E | 2/E | 1/E | -/E | -/E | -/E | -/E |
| 15 | 2/2R | 2/2R | 1/DR | 2/E | 1/E | -/E | -/E | -/E | -/E | -/E |
| 16+ | 2/DR | 2/DR | 2/DR | 1/E | 1/E | 1/E | 1/E | 1/E | 1/E | 1/E |
`;

const GAPS_ROWS = GAPS_TABLE.trim()
  .split('\n')
  .map((line) => line.split('|').map((s) => s.trim()).filter(Boolean))
  .map(([label, ...cells]) => ({ row: Number(label!.replace('≤', '').replace('+', '').replace('−', '-')), label: label!, cells }));

describe('Rule 7 CRT: the combat results table as printed', () => {
  it('has 22 rows of 10 columns, from −5 to 16+ and from 1-3 to 6-1', () => {
    expect(GAPS_ROWS).toHaveLength(22);
    expect(GAPS_ROWS.map((r) => r.row)).toEqual(Array.from({ length: 22 }, (_, i) => i - 5));
    expect(COLUMNS).toEqual(['1-3', '1-2', '2-3', '1-1', '3-2', '2-1', '3-1', '4-1', '5-1', '6-1']);
  });

  for (const { row, label, cells } of GAPS_ROWS) {
    it(`Rule 7 CRT: row ${label} reads ${cells.join(' ')} across the ten columns`, () => {
      expect(cells).toHaveLength(10);
      expect(COLUMNS.map((c) => crtCell(c, row).text)).toEqual(cells);
    });
  }

  it('Rule 7 CRT: 3-1 with a modified roll of 4 is 2/D', () => {
    expect(crtCell('3-1', 4)).toEqual({ attacker: '2', defender: 'D', text: '2/D' });
  });

  it('Rule 7 CRT: 1-1 with a modified roll of 0 is DR/-, the attacker depleted and retreating', () => {
    expect(crtCell('1-1', 0)).toEqual({ attacker: 'DR', defender: '-', text: 'DR/-' });
  });
});

describe('Rule 7 CRT: rows past the ends', () => {
  it('a modified roll below −5 reads the −5 row: 4-1 at −9 is E/2', () => {
    expect(rowOf(-9)).toBe(-5);
    expect(rowLabel(-9)).toBe('-5');
    expect(crtCell('4-1', -9).text).toBe('E/2');
  });

  it('a modified roll of 16 or more reads the 16+ row: 1-3 at 21 is 2/DR, 6-1 at 16 is 1/E', () => {
    expect(rowOf(21)).toBe(16);
    expect(rowLabel(21)).toBe('16+');
    expect(crtCell('1-3', 21).text).toBe('2/DR');
    expect(crtCell('6-1', 16).text).toBe('1/E');
  });

  it('rows inside the table read as themselves: 15 is 15, −4 is −4', () => {
    expect(rowLabel(15)).toBe('15');
    expect(rowLabel(-4)).toBe('-4');
  });
});

describe('Rule 7 result codes', () => {
  it('E eliminates every affected army', () => {
    expect(parseResultCode('E')).toEqual({ code: 'E', eliminated: true, eachLoses: false, steps: 0, retreat: false });
  });
  it('D costs every affected army a step', () => {
    expect(parseResultCode('D')).toEqual({ code: 'D', eliminated: false, eachLoses: true, steps: 0, retreat: false });
  });
  it('DR is D and then a retreat', () => {
    expect(parseResultCode('DR')).toEqual({ code: 'DR', eliminated: false, eachLoses: true, steps: 0, retreat: true });
  });
  it('D1 is D and then one more step', () => {
    expect(parseResultCode('D1')).toEqual({ code: 'D1', eliminated: false, eachLoses: true, steps: 1, retreat: false });
  });
  it('1 and 2 are one and two step losses', () => {
    expect(parseResultCode('1')).toMatchObject({ steps: 1, eachLoses: false, retreat: false });
    expect(parseResultCode('2')).toMatchObject({ steps: 2, eachLoses: false, retreat: false });
  });
  it('1R and 2R are step losses and then a retreat', () => {
    expect(parseResultCode('1R')).toMatchObject({ steps: 1, retreat: true });
    expect(parseResultCode('2R')).toMatchObject({ steps: 2, retreat: true });
  });
  it('- is no effect', () => {
    expect(parseResultCode('-')).toEqual({ code: '-', eliminated: false, eachLoses: false, steps: 0, retreat: false });
  });
  it('a code the table never prints is refused', () => {
    for (const bad of ['R', '', '3', 'X', 'E1', 'RD']) expect(parseResultCode(bad), bad).toBeUndefined();
  });
  it('every cell of the table is a code the parser reads', () => {
    for (const { row } of GAPS_ROWS)
      for (const c of COLUMNS) {
        const { attacker, defender } = crtCell(c, row);
        expect(parseResultCode(attacker), `${c} ${row} attacker`).toBeDefined();
        expect(parseResultCode(defender), `${c} ${row} defender`).toBeDefined();
      }
  });
});
