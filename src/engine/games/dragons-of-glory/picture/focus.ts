import { err, ok, type Result } from '../../../core/result.ts';
import { offsetOf } from '../../../hex/geometry.ts';
import type { Hex } from '../../../hex/hex.ts';
import type { StrategicMap } from '../map/types.ts';
import type { NationLook } from './picture.ts';
import type { DogArea, DogView } from './view-types.ts';

/**
 * `/game map area:`: the window of the map a player asks for, by a nation's or an area's name or
 * id (any case: "Hylo", "northern ergoth", "throtyl-gap") or by a hex (`1823a`). A nation's window
 * is its hexes' bounds with two hexes round them; a hex's is about 20 by 14 hexes centred on it,
 * enough to read on a phone. Both stay on the map.
 */

/** Hexes of map round a nation's own, so its borders and neighbours show. */
const MARGIN = 2;
/** The window round one hex. */
const HEX_WINDOW = { cols: 20, rows: 14 };

export function focusArea(map: StrategicMap, nations: NationLook, area: string): Result<DogArea> {
  const asked = area.trim();
  const id = asked.toLowerCase().replace(/['’]/g, '').replace(/[\s_]+/g, '-');
  const byName = [...nations].find(([, n]) => n.name.toLowerCase() === asked.toLowerCase())?.[0];
  const hexes = map.nations.get(id) ?? map.areas.get(id) ?? (byName !== undefined ? map.nations.get(byName) : undefined);
  if (hexes && hexes.length > 0) return ok(bounds(map, hexes));
  const hex = map.parse(asked);
  if (hex) return ok(around(map, hex));
  const examples = [...map.nations.keys()].slice(0, 3).map((n) => nations.get(n)?.name ?? n);
  return err(`"${asked}" is neither a nation nor a hex of this map: name a nation or area${examples.length ? ` (${examples.join(', ')}…)` : ''}, or a hex like 1823a.`);
}

/** The module's `focus`: the view narrowed to the window asked for, or the one line why not. */
export function dragonsOfGloryFocus(map: StrategicMap, nations: NationLook): (view: DogView, area: string) => Result<DogView> {
  return (view, area) => {
    const window = focusArea(map, nations, area);
    return window.ok ? ok({ ...view, area: window.value }) : window;
  };
}

function bounds(map: StrategicMap, hexes: readonly Hex[]): DogArea {
  const at = hexes.map((h) => offsetOf(map.geometry, h));
  const col = Math.max(0, Math.min(...at.map((o) => o.col)) - MARGIN);
  const row = Math.max(0, Math.min(...at.map((o) => o.row)) - MARGIN);
  const lastCol = Math.min(map.cols - 1, Math.max(...at.map((o) => o.col)) + MARGIN);
  const lastRow = Math.min(map.rows - 1, Math.max(...at.map((o) => o.row)) + MARGIN);
  return { col, row, cols: lastCol - col + 1, rows: lastRow - row + 1 };
}

function around(map: StrategicMap, hex: Hex): DogArea {
  const { col, row } = offsetOf(map.geometry, hex);
  const cols = Math.min(HEX_WINDOW.cols, map.cols);
  const rows = Math.min(HEX_WINDOW.rows, map.rows);
  const clamp = (v: number, size: number, total: number) => Math.max(0, Math.min(total - size, v));
  return { col: clamp(col - Math.floor(cols / 2), cols, map.cols), row: clamp(row - Math.floor(rows / 2), rows, map.rows), cols, rows };
}
