import { labelOf } from '../../../hex/labels.ts';
import type { Hex } from '../../../hex/hex.ts';
import type { Unit } from '../state.ts';
import { definition } from '../units.ts';
import { cellOf, type Table } from '../world.ts';

/**
 * 5.3: "It is never possible for a Krob counter to be [at the end of a move] on an entrance to
 * the deep dungeons. They can, however, be on adjacent hexes." The entrances are the maps'
 * `deep-entrance-N` hexes (docs/map-format.md); a Krob passes over one but stops elsewhere.
 * Undefined when the Krob may stop there, or the character is no Krob.
 */
export function krobCannotStop(table: Table, unit: Unit, h: Hex): string | undefined {
  if (!(definition(unit).traits as readonly string[]).includes('krob')) return undefined;
  const features = cellOf(table, h)?.data.features ?? [];
  const entrance = features.find((f) => f.startsWith('deep-entrance-'));
  if (!entrance) return undefined;
  return `${labelOf(h)} is entrance ${entrance.slice('deep-entrance-'.length)} to the deep dungeons: a Krob never ends its move on one (5.3)`;
}
