import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../../src/engine/core/result.ts';
import { hexKey, neighbours, type Hex } from '../../../../src/engine/hex/hex.ts';
import { placeForces, placeMarkers, placeScenario } from '../../../../src/engine/games/dragons-of-glory/data/placement.ts';
import { resolveForces, type ResolvedForce } from '../../../../src/engine/games/dragons-of-glory/data/scenarios.ts';
import { parseStrategicMap } from '../../../../src/engine/games/dragons-of-glory/map/parse.ts';
import type { StrategicMap } from '../../../../src/engine/games/dragons-of-glory/map/types.ts';
import { loadCounters, loadNations, loadScenarios, MAP_FILE } from './load.ts';

/** Hylo under an inland Throtyl: Kenderhome a fortified port, Throtl a city, a marsh on the border, an inland city of Hylo. */
const SMALL = `
map: placement
name: Placement test map
size: 8x6
terrain:
01 ~ ~ . . . m . .
02  ~ . f . s . . .
03 ~ . . . . . . .
04  ~ ~ . . . . . .
05 ~ ~ . f . . . .
06  ~ ~ ~ . . . d .
nations:
01 . . . t t t t t
02  . . t t t t t t
03 . h h h h h t t
04  . . h h h h t t
05 . . h h h h . .
06  . . . h h h . .
nation-codes:
  h hylo
  t throtyl
places:
  kenderhome 0304a fortified-city port capital=hylo "Kenderhome"
  hylo-town 0505a city "Hylo Town"
  throtl 0601a city capital=throtyl "Throtl"
`;

describe('placing a scenario on a map', () => {
  const map: StrategicMap = unwrap(parseStrategicMap(SMALL));
  const counters = loadCounters();
  const nations = loadNations();
  const scenarios = new Map(loadScenarios().map((s) => [s.id, s]));
  const byId = new Map(counters.map((c) => [c.id, c]));
  const at = (label: string) => map.parse(label)!;
  const nationOf = (h: Hex) => map.hexes.get(hexKey(h))!.nation;
  const stacks = (placed: Record<string, Hex>) => {
    const out = new Map<number, string[]>();
    for (const [id, h] of Object.entries(placed)) out.set(hexKey(h), [...(out.get(hexKey(h)) ?? []), id]);
    return out;
  };

  it('sets up the Kender Strike: the Highlord on Throtyl hexes touching Hylo, the kender from Kenderhome outwards', () => {
    const placed = unwrap(placeScenario(map, counters, nations, scenarios.get('kender-strike')!));
    const hl = ['throtyl-hobgoblins-1', 'throtyl-hobgoblins-2', 'throtyl-hobgoblins-3', 'throtyl-hobgoblins-4', 'draconians-1', 'draconians-2', 'toede'];
    for (const id of hl) {
      expect([id, nationOf(placed[id]!)]).toEqual([id, 'throtyl']);
      expect([id, neighbours(placed[id]!).some((n) => map.hexes.get(hexKey(n))?.nation === 'hylo')]).toEqual([id, true]);
      expect([id, map.hexes.get(hexKey(placed[id]!))!.terrain]).not.toEqual([id, 'marsh']);
    }
    // Kenderhome is a fortified city: 3 armies; the other 3 kender go to the next hexes, 2 a hex.
    expect(['hylo-kender-1', 'hylo-kender-2', 'hylo-kender-3', 'hylo-leader'].map((id) => map.label(placed[id]!))).toEqual(['0304a', '0304a', '0304a', '0304a']);
    for (const [key, ids] of stacks(placed)) {
      const armies = ids.filter((id) => byId.get(id)!.kind === 'infantry');
      const limit = map.hexes.get(key)!.place?.kind === 'fortified-city' ? 3 : 2;
      expect([map.label(map.hexes.get(key)!.hex), armies.length <= limit]).toEqual([map.label(map.hexes.get(key)!.hex), true]);
    }
    // Toede stands with his own armies.
    expect(Object.entries(placed).filter(([id, h]) => id !== 'toede' && hexKey(h) === hexKey(placed.toede!)).length).toBeGreaterThan(0);
    expect(Object.keys(placed).sort()).toEqual([...hl, ...counters.filter((c) => c.nation === 'hylo').map((c) => c.id)].sort());
  });

  it('gives the same hexes every time, whether one side or both are asked for', () => {
    const s = scenarios.get('kender-strike')!;
    const both = unwrap(placeScenario(map, counters, nations, s));
    expect(unwrap(placeScenario(map, counters, nations, s))).toEqual(both);
    const ws = unwrap(placeScenario(map, counters, nations, s, 'whitestone'));
    expect(Object.keys(ws).sort()).toEqual(counters.filter((c) => c.nation === 'hylo').map((c) => c.id).sort());
    for (const [id, h] of Object.entries(ws)) expect(h).toEqual(both[id]);
  });

  const force = (side: 'highlord' | 'whitestone', ids: string[], place: ResolvedForce['place']): ResolvedForce => ({ side, counters: ids, place });

  it('never stacks kender with another army type, and keeps each side to its own hexes', () => {
    const knights = ['gunthar-knights-1', 'gunthar-knights-2', 'gunthar-infantry-1'];
    const kender = ['hylo-kender-1', 'hylo-kender-2', 'hylo-kender-3', 'hylo-kender-4'];
    const placed = unwrap(placeForces(map, counters, [force('whitestone', knights, { in: 'hylo' }), force('whitestone', kender, { in: 'hylo' }), force('highlord', ['throtyl-hobgoblins-1'], { in: 'hylo' })]));
    // The knights take Kenderhome (3 in a fortified city); the kender go elsewhere, by themselves.
    expect(knights.map((id) => map.label(placed[id]!))).toEqual(['0304a', '0304a', '0304a']);
    for (const ids of stacks(placed).values()) {
      const races = new Set(ids.map((id) => byId.get(id)!.race === 'kender'));
      expect(races.size).toBe(1);
      expect(new Set(ids.map((id) => (id.startsWith('throtyl') ? 'highlord' : 'whitestone'))).size).toBe(1);
    }
  });

  it('puts ships in a port first, then on the coast, and refuses a place with no coast', () => {
    const fleets = ['sanction-fleet-1', 'sanction-fleet-2'];
    const placed = unwrap(placeForces(map, counters, [force('highlord', fleets, { in: 'hylo' })]));
    expect(fleets.map((id) => map.label(placed[id]!))).toEqual(['0304a', '0304a']);
    const inland = placeForces(map, counters, [force('highlord', ['sanction-fleet-1'], { in: 'throtyl', adjacentTo: 'hylo' })], undefined, 'test');
    expect(inland).toEqual({ ok: false, error: 'test: no room for sanction-fleet-1 in throtyl next to hylo (ships in a port or a coastal hex).' });
  });

  it('keeps 2 air units a hex and a flying citadel at a fortified place', () => {
    const air = ['flying-citadel-1', 'red-dragon-1', 'red-dragon-2', 'blue-dragon-1'];
    const placed = unwrap(placeForces(map, counters, [force('highlord', air, { in: 'hylo' })]));
    expect(map.label(placed['flying-citadel-1']!)).toBe('0304a');
    expect(map.label(placed['red-dragon-1']!)).toBe('0304a');
    expect(map.label(placed['red-dragon-2']!)).not.toBe('0304a');
    expect(placed['blue-dragon-1']).toEqual(placed['red-dragon-2']);
    // Kenderhome, Hylo's one fortified place, holds 2 air units already: a second citadel has nowhere to go.
    expect(placeForces(map, counters, [force('highlord', [...air, 'flying-citadel-2'], { in: 'hylo' })], undefined, 'test')).toEqual({
      ok: false,
      error: 'test: no room for flying-citadel-2 in hylo (2 air units a hex, kender alone, on land; a citadel at a fortress or fortified city).',
    });
  });

  it('refuses a force too big for its place, or a place the map lacks, with one line', () => {
    const hobgoblins = Array.from({ length: 8 }, (_, i) => `throtyl-hobgoblins-${i + 1}`);
    const draconians = Array.from({ length: 20 }, (_, i) => `draconians-${i + 1}`);
    expect(placeForces(map, counters, [force('highlord', [...hobgoblins, ...draconians], { in: 'throtyl', adjacentTo: 'hylo' })], undefined, 'test')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^test: no room for draconians-\d+ in throtyl next to hylo \(2 ground armies a hex, 3 in a fortified city, kender alone, on land an army may enter\)\.$/),
    });
    expect(placeForces(map, counters, [force('highlord', ['toede'], { at: 'neraka' })], undefined, 'test')).toEqual({ ok: false, error: 'test: the map has no place neraka.' });
    expect(placeForces(map, counters, [force('highlord', ['toede', 'todee'], { in: 'throtyl' })], undefined, 'test')).toEqual({ ok: false, error: 'test: todee is no counter.' });
    expect(placeForces(map, counters, [force('highlord', ['toede'], { in: 'neraka' })], undefined, 'test')).toEqual({ ok: false, error: 'test: the map has no hexes of neraka.' });
  });

  it('sets a force up at a named place, then around it', () => {
    const placed = unwrap(placeForces(map, counters, [force('whitestone', ['hylo-kender-1', 'hylo-kender-2', 'hylo-kender-3'], { at: 'hylo-town' })]));
    expect(['hylo-kender-1', 'hylo-kender-2'].map((id) => map.label(placed[id]!))).toEqual(['0505a', '0505a']);
    expect(nationOf(placed['hylo-kender-3']!)).toBe('hylo');
    expect(unwrap(placeMarkers(map, { ...scenarios.get('siege-of-kalaman')!, markers: [{ id: 'dark-temple', side: 'highlord', place: { at: 'throtl' } }] }))).toEqual({ 'dark-temple': at('0601a') });
  });

  it.runIf(existsSync(MAP_FILE))('places every counter of every scenario on the map of Ansalon', () => {
    const ansalon = unwrap(parseStrategicMap(readFileSync(MAP_FILE, 'utf8')));
    for (const s of scenarios.values()) {
      const placed = placeScenario(ansalon, counters, nations, s);
      expect([s.id, placed.ok ? 'ok' : placed.error]).toEqual([s.id, 'ok']);
      const wanted = unwrap(resolveForces(s, counters, nations)).flatMap((f) => f.counters);
      if (placed.ok) expect(Object.keys(placed.value).sort()).toEqual([...wanted].sort());
      expect([s.id, placeMarkers(ansalon, s).ok]).toEqual([s.id, true]);
    }
    // The nations file names each capital as the map does.
    for (const n of nations) expect([n.id, n.capital]).toEqual([n.id, [...ansalon.places.values()].find((p) => p.capitalOf === n.id)?.id ?? null]);
  });
});
