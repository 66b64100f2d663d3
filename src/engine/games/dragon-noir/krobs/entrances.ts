import { labelOf } from '../../../hex/labels.ts';
import type { Hex } from '../../../hex/hex.ts';
import type { Unit } from '../state.ts';
import { definition } from '../units.ts';
import type { Table } from '../world.ts';
import { entranceAt } from '../deep-dungeons/entrances.ts';

/**
 * 5.3: "It is never possible for a Krob counter to be [at the end of a move] on an entrance to
 * the deep dungeons. They can, however, be on adjacent hexes." The entrances are the maps'
 * `deep-entrance-N` hexes (docs/map-format.md) and the Jails cell of No. 4 once the Krobs know
 * it (deep-dungeons/entrances.ts); a Krob passes over one but stops elsewhere. Undefined when
 * the Krob may stop there, or the character is no Krob.
 */
export function krobCannotStop(table: Table, unit: Unit, h: Hex): string | undefined {
  if (!(definition(unit).traits as readonly string[]).includes('krob')) return undefined;
  const n = entranceAt(table, h, unit.side);
  if (n === undefined) return undefined;
  return `${labelOf(h)} is entrance ${n} to the deep dungeons: a Krob never ends its move on one (5.3)`;
}
