import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../../src/engine/core/result.ts';
import { buildScenario, nationRules, POOLS } from '../../../../src/engine/games/dragons-of-glory/data/setup.ts';
import { parseStrategicMap } from '../../../../src/engine/games/dragons-of-glory/map/parse.ts';
import { loadCounters, loadNations, loadScenarios, MAP_FILE } from './load.ts';

/** Neraka alone, 12 hexes round a fortified city: room for the Campaign's opening set-up. */
const NERAKA = `
map: neraka
name: Neraka test map
size: 4x3
terrain:
01 . . . .
02  . . . .
03 . . . .
nations:
01 n n n n
02  n n n n
03 n n n n
nation-codes:
  n neraka
places:
  neraka 0202a fortified-city capital=neraka dark-temple "Neraka"
`;

/** Hylo under Throtyl, as in the placement test. */
const HYLO = `
map: hylo
name: Hylo test map
size: 6x4
terrain:
01 . . . . . .
02  ~ . . . . .
03 ~ . . . . .
04  ~ ~ . . . .
nations:
01 t t t t t t
02  . h h h h t
03 . h h h h t
04  . . h h h h
nation-codes:
  h hylo
  t throtyl
places:
  kenderhome 0202a fortified-city port capital=hylo "Kenderhome"
`;

describe('a scenario built for the rules', () => {
  const counters = loadCounters();
  const nations = loadNations();
  const scenarios = new Map(loadScenarios().map((s) => [s.id, s]));

  it('The Kender Strike: only its own counters, its sides, its rules and its part of the map', () => {
    const built = unwrap(buildScenario(unwrap(parseStrategicMap(HYLO)), counters, nations, scenarios.get('kender-strike')!));
    const expected = ['throtyl-hobgoblins-1', 'throtyl-hobgoblins-2', 'throtyl-hobgoblins-3', 'throtyl-hobgoblins-4', 'toede', 'draconians-1', 'draconians-2'];
    expected.push(...counters.filter((c) => c.nation === 'hylo').map((c) => c.id));
    expect(built.placements.map((p) => p.id).sort()).toEqual(expected.sort());
    expect(built.placements.every((p) => p.at !== null)).toBe(true);
    expect(built.rules).toEqual({ activation: false, events: false, draconians: false, replacements: true, supply: false, cards: false });
    expect(built.area).toEqual(['hylo', 'throtyl']);
    expect([built.allegiance.hylo, built.allegiance.throtyl, built.allegiance.dragonarmy, built.allegiance.blode]).toEqual(['whitestone', 'highlord', 'highlord', 'neutral']);
    expect([built.firstTurn, built.lastTurn, built.initiative, built.leaderLoss]).toEqual([1, 5, 'whitestone', 'more-dragons-of-glory']);
  });

  it('The Campaign: the Highlords in Neraka, and every other counter waiting to enter by activation, the Temple or the cup', () => {
    const built = unwrap(buildScenario(unwrap(parseStrategicMap(NERAKA)), counters, nations, scenarios.get('campaign')!));
    // Every counter but the second Toede, a counter only Paths of the Lance makes (PL A).
    expect(built.placements.map((p) => p.id).sort()).toEqual(counters.map((c) => c.id).filter((id) => id !== 'toede-2').sort());
    const onMap = built.placements.filter((p) => p.at).map((p) => p.id);
    expect(onMap).toHaveLength(10 + 10 + 8); // highlords, mercenaries, evil dragons
    expect(built.placements.filter((p) => !p.at).every((p) => p.off === 'not-yet')).toBe(true);
    expect(built.area).toBeUndefined();
  });

  it("every pool serves one side, and every counter's side is its nation's or pool's allegiance", () => {
    for (const c of counters) if (c.side) expect([c.id, POOLS[c.nation]]).toEqual([c.id, c.side]);
    expect(nationRules(nations.find((n) => n.id === 'gunthar')!)).toEqual({ id: 'gunthar', name: 'Gunthar', colour: '#17365d', knight: true, activation: { whitestone: 4, highlord: -3 }, invasion: null, vp: 4, counts: true });
  });

  it.runIf(existsSync(MAP_FILE))('builds all six on the map of Ansalon; a conquered nation\'s counters are gone', () => {
    const ansalon = unwrap(parseStrategicMap(readFileSync(MAP_FILE, 'utf8')));
    for (const s of scenarios.values()) expect([s.id, buildScenario(ansalon, counters, nations, s).ok]).toEqual([s.id, true]);
    const historical = unwrap(buildScenario(ansalon, counters, nations, scenarios.get('historical-campaign')!));
    expect(historical.placements.filter((p) => p.id.startsWith('nordmaar-') || p.id.startsWith('kothas-'))).toEqual([]);
    expect(historical.allegiance.nordmaar).toBe('highlord');
  });
});
