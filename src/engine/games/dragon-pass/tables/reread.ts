import type { RollRecord } from '../../../core/dice.ts';
import { ATTACK_TABLE, lossFigure } from './attack.ts';
import type { DragonPassTables } from './index.ts';
import { MISSILE_FIRE_TABLE } from './missile-fire.ts';

/**
 * Reads a logged roll's table again from its record (its row and column), for the module's
 * `rereadRoll`: `/dice verify` then catches a `result` edited in the log. Undefined for a roll of
 * no table here, or a record it cannot read.
 */
export function rereadTableRoll(tables: DragonPassTables, roll: Pick<RollRecord, 'table' | 'row' | 'column'>): string | undefined {
  const row = /^die (-?\d+)$/.exec(roll.row ?? '')?.[1];
  if (row === undefined) return undefined;
  if (roll.table === ATTACK_TABLE) {
    const total = /^total (\d+)$/.exec(roll.column ?? '')?.[1];
    if (total === undefined || Number(row) < 1 || Number(row) > 6) return undefined;
    const reading = lossFigure(tables.attack, Number(total), Number(row));
    return reading.ok ? reading.value.record.result : undefined;
  }
  if (roll.table === MISSILE_FIRE_TABLE) {
    const column = tables.missileFire.columns.findIndex((c) => roll.column === `factor ${c.id}`);
    return column < 0 ? undefined : tables.missileFire.rows.find((r) => r.die === Number(row))?.results[column];
  }
  return undefined;
}
