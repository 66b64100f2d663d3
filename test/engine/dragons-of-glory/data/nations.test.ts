import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isArmy } from '../../../../src/engine/games/dragons-of-glory/data/counters.ts';
import { readNations } from '../../../../src/engine/games/dragons-of-glory/data/nations.ts';
import { loadCounters, loadNations, NATIONS_FILE } from './load.ts';

describe('Dragons of Glory nations', () => {
  const all = loadNations();
  const nations = all.filter((n) => n.kind === 'nation');
  const byId = new Map(all.map((n) => [n.id, n]));

  it('are the 24 of the activation table and the 8 other areas', () => {
    expect(nations.map((n) => n.id).sort()).toEqual([
      'blode', 'caergoth', 'goodlund', 'gunthar', 'hylo', 'kaolyn', 'kern', 'khur', 'kothas', 'lemish', 'maelstrom', 'mithas',
      'nordmaar', 'northern-ergoth', 'palanthus', 'qualinesti', 'sanction', 'silvanesti', 'solanthus', 'tarsis', 'thorbardin', 'throtyl', 'vingaard', 'zhakar',
    ]);
    expect(all.filter((n) => n.kind === 'area').map((n) => n.id).sort()).toEqual(['abanasinia', 'balifor', 'dargaard', 'estwilde', 'high-clerists-tower', 'kalaman', 'neraka', 'southern-ergoth']);
  });

  it("have DL11's activation ratings, WS / HL (RB p. 4, GAPS §3.1)", () => {
    const table: Record<string, [number, number]> = {
      blode: [-2, 7], caergoth: [3, -2], goodlund: [5, -2], gunthar: [4, -3], hylo: [4, -2], kaolyn: [4, 1], kern: [-2, 7], khur: [3, 6],
      kothas: [1, 7], lemish: [1, 5], maelstrom: [4, 4], mithas: [1, 7], nordmaar: [3, 3], 'northern-ergoth': [3, -2], palanthus: [5, -1],
      qualinesti: [6, -2], sanction: [0, 6], silvanesti: [5, -2], solanthus: [3, -2], tarsis: [5, 2], thorbardin: [3, 3], throtyl: [-2, 7],
      vingaard: [5, 3], zhakar: [5, 3],
    };
    for (const n of nations) expect([n.id, n.activation]).toEqual([n.id, { whitestone: table[n.id]![0], highlord: table[n.id]![1] }]);
    for (const n of all.filter((n) => n.kind === 'area')) expect([n.id, n.activation]).toEqual([n.id, null]);
  });

  it('the knight nations are exactly Caergoth, Gunthar, Northern Ergoth and Solanthus (not Vingaard: FACTS §1.3)', () => {
    expect(all.filter((n) => n.knight).map((n) => n.id).sort()).toEqual(['caergoth', 'gunthar', 'northern-ergoth', 'solanthus']);
  });

  it("carry Paths of the Lance's invasion numbers, HL / WS, and none for the knights and the Maelstrom", () => {
    const groups: [string[], number, number][] = [
      [['blode', 'kern', 'mithas', 'sanction', 'throtyl'], 7, 1],
      [['kothas', 'khur', 'tarsis', 'lemish'], 4, 2],
      [['thorbardin', 'zhakar', 'hylo', 'goodlund', 'nordmaar', 'vingaard'], 1, 4],
      [['silvanesti', 'qualinesti', 'kaolyn', 'palanthus'], -1, 5],
    ];
    for (const [ids, hl, ws] of groups) for (const id of ids) expect([id, byId.get(id)!.invasion]).toEqual([id, { highlord: hl, whitestone: ws }]);
    const listed = new Set(groups.flatMap(([ids]) => ids));
    for (const n of all.filter((n) => !listed.has(n.id))) expect([n.id, n.invasion]).toEqual([n.id, null]);
  });

  it('are worth round(SP / 12) victory points, at least 1 (FACTS §1.3), counted from the counters', () => {
    const sp: Record<string, number> = {};
    for (const c of loadCounters().filter(isArmy)) sp[c.nation] = (sp[c.nation] ?? 0) + c.strength;
    for (const n of nations) expect([n.id, n.vp]).toEqual([n.id, Math.max(1, Math.round((sp[n.id] ?? 0) / 12))]);
    expect([byId.get('blode')!.vp, byId.get('gunthar')!.vp, byId.get('sanction')!.vp]).toEqual([4, 4, 1]);
  });

  it('every nation counts for victory and starts the Campaign neutral; Neraka is the Highlords\'', () => {
    for (const n of nations) expect([n.id, n.countsForVictory, n.campaign]).toEqual([n.id, true, 'neutral']);
    expect(byId.get('neraka')!.campaign).toBe('highlord');
    expect(byId.get('estwilde')).toMatchObject({ campaign: 'highlord', countsForVictory: false });
  });

  it('every counter belongs to a nation or area, or to a side\'s own pool', () => {
    const pools = new Set(['dragonarmy', 'good-dragons', 'highlord-wizards', 'whitestone-wizards', 'whitestone']);
    for (const c of loadCounters()) expect([c.id, byId.has(c.nation) || pools.has(c.nation)]).toEqual([c.id, true]);
    for (const c of loadCounters().filter((c) => pools.has(c.nation))) expect([c.id, c.side === undefined]).toEqual([c.id, false]);
  });

  it('have distinct map colours, far enough apart to tell on the map', () => {
    const rgb = (c: string) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));
    for (const [i, a] of all.entries())
      for (const b of all.slice(i + 1)) {
        const [x, y] = [rgb(a.colour), rgb(b.colour)];
        expect([a.id, b.id, Math.hypot(x[0]! - y[0]!, x[1]! - y[1]!, x[2]! - y[2]!) >= 40]).toEqual([a.id, b.id, true]);
      }
  });

  it('a broken file comes back as one line naming the entry', () => {
    const text = readFileSync(NATIONS_FILE, 'utf8');
    expect(readNations(text.replace('"colour": "#ff7f0e"', '"colour": "orange"'))).toEqual({
      ok: false,
      error: 'nations.json: entry 5 (hylo), colour: a colour is #rrggbb in lower case.',
    });
    expect(readNations(text.replace('"id": "kern"', '"id": "blode"'))).toEqual({ ok: false, error: 'nations.json: entry 7 (blode): the id blode is given twice.' });
  });
});
