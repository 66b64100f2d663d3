import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../../src/engine/core/result.ts';
import { readScenario, resolveForces } from '../../../../src/engine/games/dragons-of-glory/data/scenarios.ts';
import { loadCounters, loadNations, loadScenarios, scenarioTexts } from './load.ts';

describe('Dragons of Glory scenarios', () => {
  const counters = loadCounters();
  const nations = loadNations();
  const scenarios = loadScenarios();
  const byId = new Map(scenarios.map((s) => [s.id, s]));
  const strength = new Map(counters.map((c) => [c.id, c]));

  it("are DL11's six, each file named by its id", () => {
    expect(Object.keys(scenarioTexts())).toEqual(scenarios.map((s) => `${s.id}.json`));
    expect(scenarios.map((s) => s.id).sort()).toEqual(['campaign', 'historical-campaign', 'kender-strike', 'paths-of-the-lance', 'siege-of-kalaman', 'silvanesti', 'solamnic-plain']);
  });

  it('name only counters and nations that exist, set each counter up once, and for the side it serves', () => {
    for (const s of scenarios) expect([s.id, resolveForces(s, counters, nations).ok]).toEqual([s.id, true]);
  });

  it('The Kender Strike: 5 turns, Whitestone first, no events, no activation, no new draconians (RB scenario 3)', () => {
    const s = byId.get('kender-strike')!;
    expect([s.firstTurn, s.lastTurn, s.initiative]).toEqual([1, 5, 'whitestone']);
    expect(s.rules).toMatchObject({ events: null, activation: 'none', draconianProduction: false });
    const forces = unwrap(resolveForces(s, counters, nations));
    const hl = forces.filter((f) => f.side === 'highlord').flatMap((f) => f.counters);
    const kind = (id: string) => `${strength.get(id)!.nation}:${strength.get(id)!.race}:${strength.get(id)!.kind}`;
    expect(hl.map(kind).sort()).toEqual([
      'dragonarmy:draconian:infantry', 'dragonarmy:draconian:infantry',
      'throtyl:hobgoblin:infantry', 'throtyl:hobgoblin:infantry', 'throtyl:hobgoblin:infantry', 'throtyl:hobgoblin:infantry',
      'throtyl:hobgoblin:leader',
    ]);
    expect(forces[0]!.place).toEqual({ in: 'throtyl', adjacentTo: 'hylo' });
    const ws = forces.filter((f) => f.side === 'whitestone').flatMap((f) => f.counters);
    expect(ws.sort()).toEqual(counters.filter((c) => c.nation === 'hylo').map((c) => c.id).sort());
    expect(s.victory).toEqual([
      { kind: 'conquer', side: 'highlord', nations: ['hylo'], byTurn: 5 },
      { kind: 'loss-ratio', side: 'whitestone', of: 'highlord', above: 0.5 },
    ]);
  });

  it('Silvanesti: turns 4-9, Whitestone first; dragonarmies and Khur less 6 ground armies and 4 dragons, at most 4 highlords (RB scenario 1)', () => {
    const s = byId.get('silvanesti')!;
    expect([s.firstTurn, s.lastTurn, s.initiative]).toEqual([4, 9, 'whitestone']);
    expect(s.rules.events).toEqual({ cup: ['E1'], later: [], beforePlay: { draws: 2, order: ['highlord', 'whitestone'], discard: ['activation-bonus'] } });
    const hl = unwrap(resolveForces(s, counters, nations)).filter((f) => f.side === 'highlord').flatMap((f) => f.counters.map((id) => strength.get(id)!));
    const ground = counters.filter((c) => (c.race === 'mercenary' || c.nation === 'khur') && (c.kind === 'infantry' || c.kind === 'cavalry'));
    expect(hl.filter((c) => c.kind === 'infantry' || c.kind === 'cavalry')).toHaveLength(ground.length - 6);
    expect(hl.filter((c) => c.kind === 'dragon')).toHaveLength(8 - 4);
    expect(hl.filter((c) => c.kind === 'leader').length).toBeLessThanOrEqual(4);
    expect(s.victory[0]).toMatchObject({ kind: 'capital-taken', nation: 'silvanesti', byTurn: 9, takenBeforeMove: 'major', originalSiteAfterMove: 'marginal' });
  });

  it('The Siege of Kalaman: turns 20-30, Highlord first, E10 and E20 counters, no activation; HL must hold Kalaman (RB scenario 4)', () => {
    const s = byId.get('siege-of-kalaman')!;
    expect([s.firstTurn, s.lastTurn, s.initiative, s.rules.activation]).toEqual([20, 30, 'highlord', 'none']);
    expect(s.rules.events?.cup).toEqual(['E10', 'E20']);
    const forces = unwrap(resolveForces(s, counters, nations));
    const hl = forces.filter((f) => f.side === 'highlord').flatMap((f) => f.counters.map((id) => strength.get(id)!));
    expect(hl.filter((c) => c.race === 'draconian')).toHaveLength(10);
    expect(hl.filter((c) => c.nation === 'kern' && c.kind === 'infantry')).toHaveLength(5);
    expect(hl.filter((c) => c.kind === 'dragon').map((c) => c.id)).toEqual(['red-dragon-1', 'red-dragon-2', 'blue-dragon-1', 'blue-dragon-2']);
    expect(hl.filter((c) => c.kind === 'leader')).toHaveLength(4);
    expect(hl.filter((c) => c.kind === 'wizard')).toHaveLength(1);
    for (const f of forces.filter((f) => f.side === 'highlord')) expect(f.place).toEqual({ in: ['dargaard', 'estwilde', 'neraka'] });
    const ws = forces.filter((f) => f.side === 'whitestone');
    for (const f of ws) expect(f.place).toEqual({ in: 'kalaman' });
    const wsCounters = ws.flatMap((f) => f.counters.map((id) => strength.get(id)!));
    expect(wsCounters.filter((c) => c.kind === 'dragon')).toHaveLength(4);
    expect(new Set(wsCounters.filter((c) => c.kind !== 'dragon' && c.kind !== 'wizard').map((c) => c.nation))).toEqual(new Set(['gunthar', 'solanthus', 'palanthus']));
    expect(s.victory).toEqual([{ kind: 'hold', side: 'highlord', place: 'kalaman', atEnd: true, otherwise: 'whitestone' }]);
  });

  it('The Campaign: 30 turns, Highlord first; the highlords, the mercenaries and the evil dragons in Neraka, no draconians; Whitestone has nothing', () => {
    const s = byId.get('campaign')!;
    expect([s.firstTurn, s.lastTurn, s.initiative, s.map]).toEqual([1, 30, 'highlord', 'all']);
    expect(s.rules.events).toEqual({ cup: ['E1'], later: [{ era: 'E10', turn: 10 }, { era: 'E20', turn: 20 }] });
    const forces = unwrap(resolveForces(s, counters, nations));
    const hl = forces.flatMap((f) => f.counters.map((id) => strength.get(id)!));
    expect(forces.every((f) => f.side === 'highlord' && 'in' in f.place && f.place.in === 'neraka')).toBe(true);
    expect(hl.filter((c) => c.race === 'draconian')).toEqual([]);
    expect(hl.filter((c) => c.kind === 'dragon')).toHaveLength(8);
    expect(hl.filter((c) => c.kind === 'leader')).toHaveLength(10);
    expect(hl.filter((c) => c.race === 'mercenary')).toHaveLength(10);
    expect(s.victory[0]).toMatchObject({ kind: 'countries-held', below: 'indecisive' });
  });

  it('The Historical Campaign from turn 20: Nordmaar and Kothas already conquered, 6 Highlord armies in Abanasinia, Silvanesti in exile with half its elves', () => {
    const s = byId.get('historical-campaign')!;
    expect([s.firstTurn, s.lastTurn]).toEqual([20, 30]);
    expect(s.conquered).toEqual({ nordmaar: 'highlord', kothas: 'highlord' });
    const forces = unwrap(resolveForces(s, counters, nations));
    const armiesIn = (area: string) =>
      forces.filter((f) => 'in' in f.place && [f.place.in].flat().includes(area)).flatMap((f) => f.counters.map((id) => strength.get(id)!)).filter((c) => c.kind === 'infantry' || c.kind === 'cavalry' || c.kind === 'air');
    expect(armiesIn('abanasinia')).toHaveLength(6);
    expect(armiesIn('southern-ergoth').map((c) => c.id)).toEqual(['silvanesti-elves-1', 'silvanesti-elves-2', 'silvanesti-elves-3']);
    expect(armiesIn('silvanesti')).toEqual([]);
    const placed = new Set(forces.flatMap((f) => f.counters));
    expect(counters.filter((c) => (c.nation === 'nordmaar' || c.nation === 'kothas') && placed.has(c.id))).toEqual([]);
  });

  it('a broken scenario comes back as one line naming what is wrong', () => {
    const text = scenarioTexts()['kender-strike.json']!;
    expect(readScenario(text.replace('"lastTurn": 5', '"lastTurn": "five"'), 'kender-strike.json')).toMatchObject({ ok: false, error: expect.stringMatching(/^kender-strike\.json: lastTurn: [^\n]+\.$/) });
    expect(readScenario(text.replace('"kind": "loss-ratio"', '"kind": "losses"'), 'kender-strike.json')).toMatchObject({ ok: false, error: expect.stringMatching(/^kender-strike\.json: victory\.1\.kind: [^\n]+\.$/) });
    const s = unwrap(readScenario(text.replace('"toede"', '"todee"')));
    expect(resolveForces(s, counters, nations)).toEqual({ ok: false, error: 'kender-strike: highlord force 1 names todee, which is no counter.' });
    const wrongNation = unwrap(readScenario(text.replace('"adjacentTo": "hylo"', '"adjacentTo": "hyllo"')));
    expect(resolveForces(wrongNation, counters, nations)).toEqual({ ok: false, error: 'kender-strike: a set-up place names hyllo, which is no nation or area.' });
    const wrongSide = unwrap(readScenario(text.replace('"throtyl": "highlord"', '"throtyl": "neutral"')));
    expect(resolveForces(wrongSide, counters, nations)).toEqual({ ok: false, error: 'kender-strike: highlord force 1: throtyl-hobgoblins-1 serves neutral, not highlord.' });
    const twice = unwrap(readScenario(text.replace('"draconians-2"', '"draconians-1"')));
    expect(resolveForces(twice, counters, nations)).toEqual({ ok: false, error: 'kender-strike: draconians-1 sets up twice.' });
  });
});
