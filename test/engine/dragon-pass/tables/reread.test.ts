import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../../src/engine/core/result.ts';
import { lossFigure } from '../../../../src/engine/games/dragon-pass/tables/attack.ts';
import { missileFire } from '../../../../src/engine/games/dragon-pass/tables/missile-fire.ts';
import { rereadTableRoll } from '../../../../src/engine/games/dragon-pass/tables/reread.ts';
import { loadTables } from './files.ts';

describe('Reading a logged roll again from its record', () => {
  it('Attack Table: total 13 with die 5 +2 read as 6 gives loss 13 again, and an edited result is caught', () => {
    const { record } = unwrap(lossFigure(loadTables().attack, 13, 5, [{ label: 'leader', value: 2 }]));
    expect(rereadTableRoll(loadTables(), record)).toBe('loss 13');
    expect(rereadTableRoll(loadTables(), { ...record, row: 'die 3' })).toBe('loss 4');
  });

  it('Missile Fire Table: factor 10 on a 6 in a fortress reads 1DD again; row 7 of column 5-6 reads 2DE', () => {
    const { record } = unwrap(missileFire(loadTables().missileFire, { factor: 10, die: 6, terrain: ['fortress'], units: [] }));
    expect(rereadTableRoll(loadTables(), record)).toBe('1DD');
    expect(rereadTableRoll(loadTables(), { table: 'Missile Fire Table', row: 'die 7', column: 'factor 5-6' })).toBe('2DE');
  });

  it('reads nothing for another table or a record it cannot read', () => {
    expect(rereadTableRoll(loadTables(), { table: 'Emissary Table', row: 'die 3' })).toBeUndefined();
    expect(rereadTableRoll(loadTables(), { table: 'Attack Table', row: 'die 9', column: 'total 7' })).toBeUndefined();
    expect(rereadTableRoll(loadTables(), { table: 'Missile Fire Table', row: 'die 3', column: 'factor 11' })).toBeUndefined();
  });
});
