import { describe, expect, it } from 'vitest';
import { offsetOf } from '../../../../src/engine/hex/geometry.ts';
import { dragonsOfGloryFocus, focusArea } from '../../../../src/engine/games/dragons-of-glory/picture/focus.ts';
import { NATIONS, syntheticMap } from './synthetic-map.ts';

const map = syntheticMap();

/** A nation's hexes' bounds in offset coordinates. */
function bounds(id: string) {
  const at = map.nations.get(id)!.map((h) => offsetOf(map.geometry, h));
  return { minCol: Math.min(...at.map((o) => o.col)), maxCol: Math.max(...at.map((o) => o.col)), minRow: Math.min(...at.map((o) => o.row)), maxRow: Math.max(...at.map((o) => o.row)) };
}

describe('/game map area: the window of the map asked for', () => {
  it("a nation, by its name in any case or its id, is its hexes' bounds with two hexes round them", () => {
    // Throtyl lies in columns 16-31, rows 1-17 (inside the sea's edge): its window reaches two hexes further each way.
    const b = bounds('throtyl');
    const window = { col: b.minCol - 2, row: b.minRow - 2, cols: b.maxCol - b.minCol + 5, rows: b.maxRow - b.minRow + 5 };
    expect(focusArea(map, NATIONS, 'Throtyl')).toEqual({ ok: true, value: window });
    expect(focusArea(map, NATIONS, 'throtyl')).toEqual({ ok: true, value: window });
    expect(focusArea(map, NATIONS, 'Northern Ergoth')).toEqual(focusArea(map, NATIONS, 'northern-ergoth'));
    expect(focusArea(map, NATIONS, 'northern ergoth').ok).toBe(true);
  });

  it('a nation by the map\u2019s edge keeps its window on the map', () => {
    const hylo = focusArea(map, NATIONS, 'Hylo');
    expect(hylo.ok && hylo.value.col).toBe(0);
    expect(hylo.ok && hylo.value.row).toBe(0);
  });

  it('a named area of the map (the Maelstrom) is found like a nation', () => {
    const maelstrom = focusArea(map, NATIONS, 'maelstrom');
    expect(maelstrom).toEqual({ ok: true, value: { col: 54, row: 45, cols: 5, rows: 5 } });
  });

  it('a hex is a window of 20 by 14 centred on it, moved back inside the map near an edge', () => {
    // 2627a is column 25, row 26 (from 0).
    expect(focusArea(map, NATIONS, '2627a')).toEqual({ ok: true, value: { col: 15, row: 19, cols: 20, rows: 14 } });
    expect(focusArea(map, NATIONS, '0101A')).toEqual({ ok: true, value: { col: 0, row: 0, cols: 20, rows: 14 } });
    // 3253b is the last column and row.
    expect(focusArea(map, NATIONS, '3253b')).toEqual({ ok: true, value: { col: 44, row: 39, cols: 20, rows: 14 } });
  });

  it('anything else is refused with one line saying what is allowed', () => {
    const wrong = focusArea(map, NATIONS, 'Atlantis');
    expect(wrong.ok).toBe(false);
    if (!wrong.ok) {
      expect(wrong.error).toMatch(/^"Atlantis" is neither a nation nor a hex of this map: name a nation or area \(Hylo, Throtyl, Solamnia…\), or a hex like 1823a\.$/);
      expect(wrong.error).not.toContain('\n');
    }
    expect(focusArea(map, NATIONS, '9999a').ok).toBe(false);
  });

  it("as the module's focus, narrows a view to the window and refuses what it cannot find", () => {
    const focus = dragonsOfGloryFocus(map, NATIONS);
    const view = { title: 'T', turn: 1, lastTurn: 5, phase: 'Movement', initiative: 'highlord' as const, stacks: [], moves: [], battles: [] };
    expect(focus(view, '2627a')).toEqual({ ok: true, value: { ...view, area: { col: 15, row: 19, cols: 20, rows: 14 } } });
    expect(focus(view, 'Atlantis').ok).toBe(false);
  });
});
