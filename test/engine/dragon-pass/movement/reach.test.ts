import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../../src/engine/core/result.ts';
import { reachFor } from '../../../../src/engine/games/dragon-pass/movement/reach.ts';
import { zocOf } from '../../../../src/engine/games/dragon-pass/movement/zoc.ts';
import type { DpState } from '../../../../src/engine/games/dragon-pass/state.ts';
import { loadBook, position } from '../book.ts';

/**
 * Movement costs from play.json "movement" (invented: clear 1, forest 2, mountain 3, +1 across a
 * river, +1 up a ridge, +1 a hex in the rain, 1 to go into or out of a structure) and the zones of
 * control of GAPS A3, on the hexes of the map file (assets/dragon-pass/map/dragon-pass.json).
 */

const book = loadBook();
const costs = book.rules.movement;
/** Lunar heavy cavalry: movement 7 (lunar.json), room enough for every single step below. */
const CAVALRY = 'lunar-heavy-cavalry-1';

const reach = (state: DpState, ids: string[]) => unwrap(reachFor(book, state, ids));
const costTo = (state: DpState, ids: string[], hex: string) => reach(state, ids).get(hex);

describe('movement costs, play.json "movement" (invented)', () => {
  it('reads our numbers: clear 1, forest 2, mountain 3, river +1, ridge up +1, rain +1, in or out 1', () => {
    expect([costs.costs.clear, costs.costs.forest, costs.costs.mountain, costs.river, costs.ridgeUp, costs.rain, costs.inOrOut]).toEqual([1, 2, 3, 1, 1, 1, 1]);
  });

  it('entering clear K9 → L9 costs 1, forest K9 → K10 costs 2', () => {
    const s = position({ [CAVALRY]: 'K9' });
    expect(costTo(s, [CAVALRY], 'L9')).toEqual({ cost: costs.costs.clear, path: ['K9', 'L9'] });
    expect(costTo(s, [CAVALRY], 'K10')).toEqual({ cost: costs.costs.forest, path: ['K9', 'K10'] });
  });

  it('entering mountain B10 → B9 costs 3', () => {
    expect(costTo(position({ [CAVALRY]: 'B10' }), [CAVALRY], 'B9')).toEqual({ cost: costs.costs.mountain, path: ['B10', 'B9'] });
  });

  it('crossing the Pass river M9 → N8 (clear) costs 1 + 1 = 2; M9 → L8 (clear, no river) costs 1', () => {
    const s = position({ [CAVALRY]: 'M9' });
    expect(costTo(s, [CAVALRY], 'N8')).toEqual({ cost: costs.costs.clear + costs.river, path: ['M9', 'N8'] });
    expect(costTo(s, [CAVALRY], 'L8')?.cost).toBe(costs.costs.clear);
  });

  it('climbing the Sartar escarpment G12 → G13 (hill and forest, the high side) costs 3 + 1 = 4; coming down costs only G12\'s 1', () => {
    expect(costTo(position({ [CAVALRY]: 'G12' }), [CAVALRY], 'G13')).toEqual({ cost: costs.costs['hill-and-forest'] + costs.ridgeUp, path: ['G12', 'G13'] });
    expect(costTo(position({ [CAVALRY]: 'G13' }), [CAVALRY], 'G12')).toEqual({ cost: costs.costs.clear, path: ['G13', 'G12'] });
    // From F13, on the same high ground, no ridge is crossed.
    expect(costTo(position({ [CAVALRY]: 'F13' }), [CAVALRY], 'G13')?.cost).toBe(costs.costs['hill-and-forest']);
  });

  it('in the rain each hex entered costs 1 more: K9 → L9 costs 2, K9 → K10 costs 3', () => {
    const s = { ...position({ [CAVALRY]: 'K9' }), weather: 'rain' as const };
    expect(costTo(s, [CAVALRY], 'L9')?.cost).toBe(costs.costs.clear + costs.rain);
    expect(costTo(s, [CAVALRY], 'K10')?.cost).toBe(costs.costs.forest + costs.rain);
  });

  it('leaving the Dragonewt city of J8 from inside costs 1 before the first step: J8 → K9 costs 2', () => {
    expect(costTo(position({ [CAVALRY]: 'J8 in' }), [CAVALRY], 'K9')?.cost).toBe(costs.inOrOut + costs.costs.clear);
    expect(costTo(position({ [CAVALRY]: 'J8' }), [CAVALRY], 'K9')?.cost).toBe(costs.costs.clear);
  });

  it('the slowest piece sets the allowance: heavy infantry (4) with light cavalry (9) at A1 reach E1 (4 clear hexes) but not F1', () => {
    const s = position({ 'lunar-heavy-infantry-1': 'A1', 'lunar-light-cavalry-1': 'A1' });
    const both = reach(s, ['lunar-heavy-infantry-1', 'lunar-light-cavalry-1']);
    expect(both.get('E1')?.cost).toBe(4);
    expect(both.has('F1')).toBe(false);
    expect(reach(s, ['lunar-light-cavalry-1']).get('F1')?.cost).toBe(5);
  });

  it('reaches only hexes of the map: from the corner A1 every hex reached is on the map', () => {
    const hexes = new Set([...book.map.hexes.values()].map((h) => h.label));
    const reached = [...reach(position({ 'lunar-light-cavalry-1': 'A1' }), ['lunar-light-cavalry-1']).keys()];
    expect(reached.length).toBeGreaterThan(0);
    expect(reached.filter((h) => !hexes.has(h))).toEqual([]);
  });
});

describe('zones of control (GAPS A3, WIKI-WBRM)', () => {
  /** Sartar clan infantry in V11: its zone is V10, W11, W12, V12, U12 and U11. */
  const around = (extra: Record<string, string> = {}) => position({ 'lunar-heavy-infantry-1': 'U10', 'sartar-clan-infantry-1': 'V11', ...extra });

  it('the clan infantry in V11 puts its six neighbours in Sartar\'s zone', () => {
    expect([...zocOf(book, around(), 'sartar')].sort()).toEqual(['U11', 'U12', 'V10', 'V12', 'W11', 'W12']);
  });

  it('a stack entering the zone stops: U11 is 1 away, but U12 beyond it is reached round by T10 and T11 for 3', () => {
    const r = reach(around(), ['lunar-heavy-infantry-1']);
    expect(r.get('U11')).toEqual({ cost: 1, path: ['U10', 'U11'] });
    expect(r.get('U12')).toEqual({ cost: 3, path: ['U10', 'T10', 'T11', 'U12'] });
    // No way passes through a hex of the zone: each is only ever a way's last hex.
    const zone = zocOf(book, around(), 'sartar');
    for (const { path } of r.values()) expect(path.slice(1, -1).filter((h) => zone.has(h))).toEqual([]);
  });

  it('no move straight from one hex of the zone to another: from V10, U11 next door is reached only by U10, for 2', () => {
    const s = position({ 'lunar-heavy-infantry-1': 'V10', 'sartar-clan-infantry-1': 'V11' });
    const r = reach(s, ['lunar-heavy-infantry-1']);
    expect(r.get('U11')).toEqual({ cost: 2, path: ['V10', 'U10', 'U11'] });
    expect(r.get('W11')?.path.length).toBeGreaterThan(2);
  });

  it('a stack of nothing but a disembodied spirit (the wind children) exerts no zone: U12 is 2 away through U11', () => {
    const s = around();
    const wind = { ...s.pieces['wind-children-1']!, owner: 'sartar', at: { kind: 'hex' as const, hex: 'V11', inside: false } };
    const spirit = { ...s, pieces: { ...s.pieces, 'wind-children-1': wind, 'sartar-clan-infantry-1': { ...s.pieces['sartar-clan-infantry-1']!, at: { kind: 'off-map' as const } } } };
    expect(zocOf(book, spirit, 'sartar').size).toBe(0);
    expect(costTo(spirit, ['lunar-heavy-infantry-1'], 'U12')).toEqual({ cost: 2, path: ['U10', 'U11', 'U12'] });
  });

  it('a disrupted unit may not enter the zone at all (play.json "disruption")', () => {
    const s = around();
    const shaken = { ...s, pieces: { ...s.pieces, 'lunar-heavy-infantry-1': { ...s.pieces['lunar-heavy-infantry-1']!, disrupted: true } } };
    const r = reach(shaken, ['lunar-heavy-infantry-1']);
    const zone = zocOf(book, shaken, 'sartar');
    expect([...r.keys()].filter((h) => zone.has(h))).toEqual([]);
    expect(r.get('T11')?.cost).toBe(2);
  });

  it('no stack enters an enemy\'s hex or an unallied independent\'s', () => {
    const r = reach(around({ 'giant-1': 'T9' }), ['lunar-heavy-infantry-1']);
    expect(r.has('V11')).toBe(false);
    expect(r.has('T9')).toBe(false);
    expect(r.get('T10')?.cost).toBe(1);
  });

  it('a friendly stack is passed through: Lunar archers in T10 do not bar the way to T11', () => {
    expect(costTo(around({ 'lunar-archers-1': 'T10' }), ['lunar-heavy-infantry-1'], 'U12')).toEqual({ cost: 3, path: ['U10', 'T10', 'T11', 'U12'] });
  });
});
