/**
 * DL11's combat results table (Rule 7, the CRT on the rule book's last page), as GAPS §2.2 gives it
 * after checking it cell by cell against the printed page; FACTS §1.2.1 re-checked rows −4, 1, 7
 * and 8 in full. Each cell reads attacker/defender. Rows run from the modified roll −5 (and less)
 * to 16 (and more); columns from 1-3 to 6-1.
 */

export const CRT_TABLE = 'DL11 combat results table';

/** The odds columns, weakest attack first, each with the ratio it stands for. */
export const COLUMNS = ['1-3', '1-2', '2-3', '1-1', '3-2', '2-1', '3-1', '4-1', '5-1', '6-1'] as const;
export type Column = (typeof COLUMNS)[number];
export const COLUMN_RATIO: Readonly<Record<Column, number>> = {
  '1-3': 1 / 3, '1-2': 1 / 2, '2-3': 2 / 3, '1-1': 1, '3-2': 3 / 2, '2-1': 2, '3-1': 3, '4-1': 4, '5-1': 5, '6-1': 6,
};

/** The lowest and highest rows: a total below −5 reads the −5 row, one of 16 or more the 16+ row. */
export const LOWEST_ROW = -5;
export const HIGHEST_ROW = 16;

/** One line per row, −5 first, the ten columns in the order of COLUMNS. */
const ROWS: readonly string[] = [
  /* −5  */ 'E/- E/- E/- E/- E/1 E/1 E/1 E/2 E/2 E/2',
  /* −4  */ 'E/- E/- E/- E/1 E/1 E/2 DR/1 DR/1 DR/2 DR/2',
  /* −3  */ 'E/- E/- E/- E/1 E/2 E/2 DR/2 D1/2 D1/2 D1/1',
  /* −2  */ 'E/- E/- E/- E/1 DR/1 DR/1 D1/1 D/- D/1 D/1',
  /* −1  */ 'E/- E/- E/- E/2 DR/2 DR/2 D1/1 D/2 D/2 D/2',
  /* 0   */ 'E/- E/- E/- DR/- D1/1 D1/2 D1/2 D/2 D/2 D/2',
  /* 1   */ 'E/- E/1 E/1 DR/1 D1/1 D1/2 D1/2 D/D D/D D/2R',
  /* 2   */ 'E/1 E/2 E/2 D1/1 D/1 D1/2 D/2 D/2R D/2 2/2R',
  /* 3   */ 'E/2 DR/- DR/- D1/1 D/2 D/D D/D 2/D 2/2R 2/DR',
  /* 4   */ 'E/2 D1/- D1/- D1/2 D/D D/2R 2/D 2/2R 1/1R 1/DR',
  /* 5   */ 'E/2 D/- D/- D/1 D/D 2/D 2/2R 2/2R 1/DR 1/DR',
  /* 6   */ 'D/1 D/1 D/1 D/D 2/D 2/2R 1/1R 1/1R 1/DR 1/DR',
  /* 7   */ '2/- 2/1 1/- D/D 1/1R 2/DR 1/DR -/D -/DR -/DR',
  /* 8   */ '1/- 1/1 -/1 -/2 -/2 -/2R -/DR -/DR -/DR 2/E',
  /* 9   */ '1/1 1/2 -/2 1/1R 1/2R -/DR -/DR -/DR 2/E 1/E',
  /* 10  */ '-/1 -/2 1/2R 1/2R -/2R -/DR -/DR 2/E 1/E 1/E',
  /* 11  */ '-/2 -/1R 1/2R -/2R -/DR -/DR 2/E 1/E 1/E -/E',
  /* 12  */ '1/2R 1/2R 1/DR -/DR -/DR 2/E 1/E -/E -/E -/E',
  /* 13  */ '1/2R 1/2R 1/DR -/DR 2/E 1/E -/E -/E -/E -/E',
  /* 14  */ '2/2R 1/2R 1/DR 2/E 2/E 1/E -/E -/E -/E -/E',
  /* 15  */ '2/2R 2/2R 1/DR 2/E 1/E -/E -/E -/E -/E -/E',
  /* 16+ */ '2/DR 2/DR 2/DR 1/E 1/E 1/E 1/E 1/E 1/E 1/E',
];

/**
 * One side's result, read from its code:
 * - `eliminated`: E, every affected army goes to the pool;
 * - `eachLoses`: D, each affected army loses one step;
 * - `steps`: a number, that many step losses spread over the side's armies (D1 is D and then one more);
 * - `retreat`: R, every affected army still standing retreats one hex.
 */
export interface SideResult {
  code: string;
  eliminated: boolean;
  eachLoses: boolean;
  steps: number;
  retreat: boolean;
}

const CODE = /^(?:(E)|(D)?([12])?(R)?|-)$/;

/** Reads one side's code (`E`, `D`, `DR`, `D1`, `1`, `2`, `2R`, `1R`, `-`); undefined for a code the table never prints. */
export function parseResultCode(code: string): SideResult | undefined {
  const m = CODE.exec(code);
  if (!m) return undefined;
  if (code !== '-' && !m[1] && !m[2] && !m[3]) return undefined; // "R" alone is no code of the table
  return { code, eliminated: !!m[1], eachLoses: !!m[2], steps: m[3] ? Number(m[3]) : 0, retreat: !!m[4] };
}

/** The row a modified total reads: below −5 the −5 row, 16 and more the 16+ row. */
export function rowOf(total: number): number {
  return Math.min(Math.max(Math.trunc(total), LOWEST_ROW), HIGHEST_ROW);
}

/** The row's name as the table prints it ("−5" is also "−5 and less"; "16+"). */
export function rowLabel(total: number): string {
  const row = rowOf(total);
  return row === HIGHEST_ROW ? '16+' : String(row);
}

export function isColumn(s: string): s is Column {
  return (COLUMNS as readonly string[]).includes(s);
}

/** The cell at this column and modified total, as printed: "2/D". */
export function crtCell(column: Column, total: number): { attacker: string; defender: string; text: string } {
  const cells = ROWS[rowOf(total) - LOWEST_ROW]!.split(' ');
  const text = cells[COLUMNS.indexOf(column)]!;
  const [attacker, defender] = text.split('/') as [string, string];
  return { attacker, defender, text };
}
