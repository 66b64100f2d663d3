import type { HexGeometry } from '../../../hex/geometry.ts';

/**
 * The shape of our map of Ansalon: pointy-topped hexes in rows, odd rows half a hex to the
 * right, 64 columns by 53 rows printed on two sheets side by side, each numbered from its own
 * 0101 (`1823a` is column 18, row 23 of the western sheet a; `0512b` column 5, row 12 of the
 * eastern sheet b). The scale is DL11's: armies move 3-8 hexes, dragons 16, ships 35-50.
 */
export const ANSALON_COLUMNS = 64;
export const ANSALON_ROWS = 53;

export const ANSALON_GEOMETRY: HexGeometry = {
  orientation: 'pointy',
  offset: 'odd',
  labels: {
    kind: 'column-row-sheet',
    sheets: [
      { letter: 'a', col: 0, row: 0, cols: 32, rows: ANSALON_ROWS },
      { letter: 'b', col: 32, row: 0, cols: 32, rows: ANSALON_ROWS },
    ],
  },
};
