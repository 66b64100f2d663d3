import { describe, expect, it } from 'vitest';
import { hexKey, neighbour } from '../../../../src/engine/hex/hex.ts';
import { dragonsOfGloryPicture, SIDE_LOOK, stackStrength } from '../../../../src/engine/games/dragons-of-glory/picture/picture.ts';
import { TERRAIN_LOOK } from '../../../../src/engine/games/dragons-of-glory/picture/terrain.ts';
import type { DogView } from '../../../../src/engine/games/dragons-of-glory/picture/view-types.ts';
import { at, NATIONS, syntheticMap } from './synthetic-map.ts';

const map = syntheticMap();
const picture = dragonsOfGloryPicture(map, NATIONS);
const hex = (l: string) => map.parse(l)!;

const unit = (id: string, kind: DogView['stacks'][number]['units'][number]['kind'], nation: string, strength: number, movement: number, depleted = false) => ({ id, name: id, kind, nation, strength, depleted, movement });

const VIEW: DogView = {
  title: 'The Kender Strike',
  turn: 3,
  lastTurn: 5,
  phase: 'Movement',
  initiative: 'highlord',
  status: 'VP Highlord 4 · Whitestone 2',
  stacks: [
    // Throtyl's hobgoblins, a cavalry army and Toede: three units, 4 + 3 strength (Toede's 2 is a rating).
    { hex: hex('2010a'), side: 'highlord', units: [unit('Throtyl Hobgoblins 1', 'infantry', 'throtyl', 4, 6), unit('Throtyl Cavalry', 'cavalry', 'throtyl', 3, 8), unit('Toede', 'leader', 'throtyl', 2, 10)] },
    { hex: hex('0810a'), side: 'whitestone', units: [unit('Hylo Kender 1', 'infantry', 'hylo', 2, 4, true)] },
  ],
  moves: [
    { path: [hex('2210a'), hex('2110a'), hex('2010a')], side: 'highlord' },
    { path: [hex('0810a')], side: 'whitestone' },
  ],
  battles: [{ hex: hex('0810a'), from: [hex('0910a')], text: '3-1 → −/DR' }],
  control: [{ hex: hex('0909a'), side: 'highlord' }],
};

describe("Dragons of Glory's picture", () => {
  it('draws one counter per stack, the top unit in its nation\u2019s colour outlined in its side\u2019s', () => {
    const scene = picture(VIEW);
    expect(scene.counters).toHaveLength(2);
    const [throtyl, hylo] = scene.counters;
    expect(throtyl!.hexes).toEqual([hex('2010a')]);
    expect(throtyl!.fill).toBe(NATIONS.get('throtyl')!.colour);
    expect(throtyl!.border).toBe(SIDE_LOOK.highlord.colour);
    expect(throtyl!.lines.map((l) => l.text)).toEqual(['Inf', '4-6']);
    expect(hylo!.border).toBe(SIDE_LOOK.whitestone.colour);
    // A depleted unit shows its back by a pale corner.
    expect(hylo!.flag).toBeDefined();
    expect(throtyl!.flag).toBeUndefined();
  });

  it('badges a stack of several with how many units it holds and their total strength, leaders not counted', () => {
    const [throtyl, hylo] = picture(VIEW).counters;
    expect(throtyl!.badges!.map((b) => [b.corner, b.text])).toEqual([
      ['top-left', '3'],
      ['bottom-right', '7'],
    ]);
    expect(stackStrength(VIEW.stacks[0]!)).toBe(7);
    // One unit alone needs no badge: its counter says it all.
    expect(hylo!.badges).toEqual([]);
  });

  it("shows this phase's moves as arrows in the mover's colours, its battles with their results, and captured places' flags", () => {
    const scene = picture(VIEW);
    // A unit that stayed put has no arrow.
    expect(scene.arrows).toHaveLength(1);
    expect(scene.arrows[0]!.path).toEqual([hex('2210a'), hex('2110a'), hex('2010a')]);
    expect(scene.markers).toEqual([{ at: hex('0810a'), from: [hex('0910a')], text: '3-1 → −/DR' }]);
    expect(scene.pennants).toEqual([{ at: hex('0909a'), colour: SIDE_LOOK.highlord.colour }]);
  });

  it('puts the turn track, the phase, the initiative and the victory points in the title bar', () => {
    const scene = picture(VIEW);
    expect(scene.title).toBe('Dragons of Glory · The Kender Strike');
    expect(scene.status).toBe('Turn 3 of 5 · Movement · Initiative: Highlord · VP Highlord 4 · Whitestone 2');
    expect(picture({ ...VIEW, initiative: 'whitestone', status: undefined }).status).toBe('Turn 3 of 5 · Movement · Initiative: Whitestone');
    expect(scene.legend.map((l) => l.label)).toEqual(['Highlord', 'Whitestone']);
  });

  it('builds the ground once per map: every picture shares it under one key', () => {
    const a = picture(VIEW);
    const b = picture({ ...VIEW, stacks: [], turn: 4 });
    expect(b.hexes).toBe(a.hexes);
    expect(b.hexsides).toBe(a.hexsides);
    expect(b.borders).toBe(a.borders);
    expect(b.key).toBe(a.key);
    expect(a.hexes).toHaveLength(64 * 53);
    expect(a.geometry).toBe(map.geometry);
  });

  it('draws each hex in its terrain\u2019s colours, places by their kind, and borders where nations meet on land', () => {
    const scene = picture(VIEW);
    const byKey = new Map(scene.hexes.map((h) => [hexKey(h.hex), h]));
    for (const cell of map.hexes.values()) expect(byKey.get(hexKey(cell.hex))!.fill).toBe(TERRAIN_LOOK[cell.terrain].fill);
    const capital = map.places.get('hylo-0')!;
    expect(byKey.get(hexKey(capital.hex))!.marks).toEqual([{ kind: 'place', symbol: 'city', capital: true, name: 'Hylo' }]);
    const temple = [...map.places.values()].find((p) => p.darkTempleSite)!;
    expect(byKey.get(hexKey(temple.hex))!.marks![0]).toMatchObject({ symbol: 'dark-temple', capital: true });
    const port = map.places.get('hylo-2')!;
    expect(byKey.get(hexKey(port.hex))!.marks![0]).toMatchObject({ symbol: 'fortified-city', port: true });
    // Hylo (columns 0-15) meets Throtyl (16-31) between columns 15 and 16: each side has a band in its own colour.
    const west = at(15, 8);
    const east = at(16, 8);
    expect(map.hexes.get(hexKey(west))!.nation).toBe('hylo');
    expect(scene.borders!.filter((b) => hexKey(b.hex) === hexKey(west)).map((b) => b.colour)).toContain(NATIONS.get('hylo')!.colour);
    expect(scene.borders!.filter((b) => hexKey(b.hex) === hexKey(east)).map((b) => b.colour)).toContain(NATIONS.get('throtyl')!.colour);
    // No border runs along a coast: a border's far side is always land.
    for (const b of scene.borders!) {
      const cell = map.hexes.get(hexKey(b.hex))!;
      const across = map.hexes.get(hexKey(neighbour(b.hex, b.direction)))!;
      expect(across.terrain === 'sea' || across.terrain === 'maelstrom').toBe(false);
      expect(across.nation).not.toBe(cell.nation);
      expect(b.colour).toBe(NATIONS.get(cell.nation!)!.colour);
    }
    expect(scene.borders!.length).toBeGreaterThan(100);
  });

  it('draws rivers, fords, bridges and sea barriers on their sides, a ford over its river', () => {
    const scene = picture(VIEW);
    const kinds = new Set(scene.hexsides.map((s) => s.kind));
    for (const k of ['river', 'deep-river', 'ford', 'bridge', 'sea-barrier'] as const) expect(kinds).toContain(k);
    const onFord = scene.hexsides.filter((s) => hexKey(s.hex) === hexKey(at(12, 20)) || hexKey(s.hex) === hexKey(at(12, 21)));
    expect(onFord.map((s) => s.kind).indexOf('river')).toBeLessThan(onFord.map((s) => s.kind).indexOf('ford'));
  });

  it('draws only the scenario\u2019s part of the map when the view names one', () => {
    expect(picture(VIEW).crop).toBeUndefined();
    expect(picture({ ...VIEW, area: { col: 0, row: 1, cols: 32, rows: 18 } }).crop).toEqual({ col: 0, row: 1, cols: 32, rows: 18 });
  });
});
