import { describe, expect, it } from 'vitest';
import { isArmy, readCounterFiles, readCounters } from '../../../../src/engine/games/dragons-of-glory/data/counters.ts';
import { counterTexts, loadCounters } from './load.ts';

describe('Dragons of Glory counters', () => {
  const counters = loadCounters();
  const byId = new Map(counters.map((c) => [c.id, c]));
  const of = (pred: (c: (typeof counters)[number]) => boolean) => counters.filter(pred);

  it("every nation's army strength is the SP total of the house rules' table (GAPS §3.4)", () => {
    const table: Record<string, number> = {
      blode: 48, gunthar: 44, silvanesti: 38, zhakar: 33, kothas: 32, mithas: 32, throtyl: 32,
      caergoth: 30, 'northern-ergoth': 30, solanthus: 30, kern: 30, qualinesti: 28, kaolyn: 25,
      khur: 24, hylo: 24, tarsis: 24, lemish: 24, nordmaar: 24, palanthus: 20, thorbardin: 20,
      vingaard: 16, goodlund: 16, sanction: 12,
    };
    const totals: Record<string, number> = {};
    for (const c of of(isArmy)) totals[c.nation] = (totals[c.nation] ?? 0) + c.strength;
    for (const [nation, sp] of Object.entries(table)) expect([nation, totals[nation]]).toEqual([nation, sp]);
  });

  it('every printed value names its source', () => {
    for (const c of counters) {
      expect(c.sources.strength, c.id).toMatch(/^(dl11|dragon|paths-of-the-lance|fan-redraw|invented)$/);
      expect(c.sources.movement, c.id).toMatch(/^(dl11|dragon|paths-of-the-lance|fan-redraw|invented)$/);
      if (c.depleted !== null) expect(c.sources.depleted, c.id).toMatch(/^(dl11|dragon|paths-of-the-lance|fan-redraw|invented)$/);
    }
  });

  it("the army types have GAPS §4.1's values", () => {
    // race/kind: [full, depleted, MA]
    const types: [string, string, number, number | null, number][] = [
      ['kender', 'infantry', 4, 2, 3],
      ['dwarf', 'infantry', 5, 3, 3],
      ['ogre', 'infantry', 6, 3, 4],
      ['minotaur', 'infantry', 8, 4, 5],
      ['hobgoblin', 'infantry', 4, 2, 3],
      ['elf', 'infantry', 5, 3, 5],
      ['griffon', 'air', 2, 1, 18],
      ['pegasus', 'air', 2, 1, 18],
      ['draconian', 'infantry', 6, 3, 6],
      ['mercenary', 'infantry', 6, null, 4],
      ['mercenary', 'cavalry', 4, null, 8],
      ['undead', 'cavalry', 10, 5, 8],
    ];
    for (const [race, kind, s, d, m] of types) {
      const found = of((c) => c.race === race && c.kind === kind);
      expect(found.length, `${race} ${kind}`).toBeGreaterThan(0);
      for (const c of found) expect([c.id, c.strength, c.depleted, c.movement]).toEqual([c.id, s, d, m]);
    }
    // Human infantry 4-2 MA 4, but Sancrist's and the Tower's move 5; cavalry 4-2 MA 8.
    for (const c of of((c) => c.race === 'human' && c.kind === 'infantry' && c.nation !== 'maelstrom')) {
      expect([c.id, c.strength, c.depleted, c.movement]).toEqual([c.id, 4, 2, c.nation === 'gunthar' ? 5 : 4]);
    }
    for (const c of of((c) => c.race === 'human' && c.kind === 'cavalry')) expect([c.id, c.strength, c.depleted, c.movement]).toEqual([c.id, 4, 2, 8]);
    // Knights 6-3 (Gunthar's 8-4): infantry MA 5, cavalry MA 8; the Tower's three are 4-2 MA 5.
    for (const c of of((c) => c.race === 'knight' && c.kind !== 'leader')) {
      const full = c.nation === 'gunthar' ? 8 : c.nation === 'high-clerists-tower' ? 4 : 6;
      expect([c.id, c.strength, c.depleted, c.movement]).toEqual([c.id, full, full / 2, c.kind === 'cavalry' ? 8 : 5]);
    }
  });

  it("the dragonarmy pool: 20 draconians, 8 mercenary infantry, 2 mercenary cavalry, Soth's 2 undead, 3 citadels", () => {
    const count = (race: string, kind: string) => of((c) => c.nation === 'dragonarmy' && c.race === race && c.kind === kind).length;
    expect([count('draconian', 'infantry'), count('mercenary', 'infantry'), count('mercenary', 'cavalry'), count('undead', 'cavalry'), count('none', 'citadel')]).toEqual([20, 8, 2, 2, 3]);
    expect(byId.get('flying-citadel-3')).toMatchObject({ strength: 0, movement: 4, side: 'highlord' });
    expect(byId.get('mercenary-cavalry-1')!.sources).toEqual({ strength: 'fan-redraw', movement: 'fan-redraw' });
  });

  it('8 evil dragons by colour, 7 good ones, all MA 16', () => {
    const colours = (nation: string) => of((c) => c.kind === 'dragon' && c.nation === nation).map((c) => `${c.id}:${c.strength}`);
    expect(colours('dragonarmy')).toEqual(['red-dragon-1:2', 'red-dragon-2:2', 'blue-dragon-1:2', 'blue-dragon-2:2', 'green-dragon-1:2', 'green-dragon-2:2', 'black-dragon:2', 'white-dragon:2']);
    expect(colours('good-dragons')).toEqual(['gold-dragon:4', 'silver-dragon:4', 'bronze-dragon:2', 'copper-dragon-1:2', 'copper-dragon-2:2', 'brass-dragon-1:2', 'brass-dragon-2:2']);
    for (const c of of((c) => c.kind === 'dragon')) expect([c.id, c.movement, c.depleted]).toEqual([c.id, 16, null]);
  });

  it("leaders' tactical ratings and movement (GAPS §4.3; MA 10, elves 12, dwarves and kender 8; Toede 1/10; PL A's Toede 2 counter 1/10)", () => {
    const ratings: Record<string, [number, number]> = {
      ariakas: [4, 10], kitiara: [4, 10], verminaard: [3, 10], 'salah-khan': [2, 10], 'feal-thas': [1, 10], topus: [1, 10],
      misif: [2, 10], 'asp-tueng': [2, 10], bolas: [2, 10], bakaris: [2, 10], toede: [1, 10], 'toede-2': [1, 10],
      'gunthar-leader': [4, 10], 'northern-ergoth-leader': [3, 10], 'caergoth-leader': [2, 10], 'solanthus-leader': [2, 10],
      laurana: [5, 12], lorac: [3, 12], solostaran: [3, 12], 'thorbardin-leader': [3, 8], 'mithas-leader': [3, 10], 'kothas-leader': [3, 10],
      maquesta: [2, 10], soth: [3, 10], 'hylo-leader': [1, 8],
    };
    const leaders = of((c) => c.kind === 'leader');
    expect(leaders.map((c) => c.id).sort()).toEqual(Object.keys(ratings).sort());
    for (const c of leaders) expect([c.id, c.strength, c.movement, c.depleted]).toEqual([c.id, ...ratings[c.id]!, null]);
    expect(byId.get('hylo-leader')!.sources.strength).toBe('invented');
    expect(byId.get('toede')!.sources.movement).toBe('paths-of-the-lance');
    // PL A: the second Toede, Feal-Thas's replacement, a counter PL says to make.
    expect([byId.get('toede-2')!.nation, byId.get('toede-2')!.sources]).toEqual(['dragonarmy', { strength: 'paths-of-the-lance', movement: 'paths-of-the-lance' }]);
  });

  it("fleets by nation: elf 3/50 (damaged 2), human 4/40, Palanthus 5/40, minotaur 5/35, 6 pirates 4/45", () => {
    const fleets = (nation: string) => of((c) => c.kind === 'fleet' && c.nation === nation).map((c) => [c.strength, c.movement]);
    expect(fleets('silvanesti')).toEqual(Array(4).fill([3, 50]));
    expect(byId.get('silvanesti-fleet-1')!.depleted).toBe(2);
    expect(fleets('sanction')).toEqual(Array(4).fill([4, 40]));
    expect(fleets('palanthus')).toEqual(Array(4).fill([5, 40]));
    expect(fleets('mithas')).toEqual(Array(4).fill([5, 35]));
    expect(fleets('kothas')).toEqual(Array(4).fill([5, 35]));
    expect(fleets('maelstrom')).toEqual(Array(6).fill([4, 45]));
    expect(byId.get('gunthar-fleet-2')!.countSource).toBe('invented');
  });

  it('6 wizards, 3 a side, +3 and never moved', () => {
    const wizards = of((c) => c.kind === 'wizard');
    expect(wizards.map((c) => `${c.id}:${c.side}`)).toEqual(['iolanthe:highlord', 'ladonna:highlord', 'dracart:highlord', 'par-salian:whitestone', 'justarius:whitestone', 'fizban:whitestone']);
    for (const c of wizards) expect([c.strength, c.movement]).toEqual([3, 0]);
  });

  it('names are as players type them, ids lower-case with dashes', () => {
    expect(byId.get('throtyl-hobgoblins-1')!.name).toBe('Throtyl Hobgoblins 1');
    for (const c of counters) expect(c.id).toMatch(/^[a-z][a-z0-9-]*[a-z0-9]$/);
    expect(new Set(counters.map((c) => c.name.toLowerCase())).size).toBe(counters.length);
  });

  it('a broken file comes back as one line naming the file, the entry and the field', () => {
    const text = counterTexts()['highlord.json']!;
    const broken = text.replace('"movement": 6,', '"movement": "six",');
    const read = readCounters(broken, 'highlord.json');
    expect(read.ok).toBe(false);
    if (!read.ok) {
      expect(read.error).toMatch(/^highlord\.json: entry 1 \(draconians\), movement: .+\.$/);
      expect(read.error).not.toContain('\n');
    }
    expect(readCounters(text.replace('"source": "fan-redraw"', '"source": "repo"'), 'highlord.json')).toMatchObject({ ok: false, error: expect.stringMatching(/^highlord\.json: entry 1 \(draconians\), source: /) });
    expect(readCounters('{', 'x.json')).toMatchObject({ ok: false, error: expect.stringMatching(/^x\.json: not JSON/) });
    expect(readCounterFiles({ 'a.json': text, 'b.json': text })).toEqual({ ok: false, error: 'b.json: the counter id draconians-1 is already in a.json.' });
    const depletedUp = text.replace('"strength": 6, "depleted": 3', '"strength": 6, "depleted": 7');
    expect(readCounters(depletedUp, 'highlord.json')).toEqual({ ok: false, error: 'highlord.json: entry 1 (draconians): a depleted side is weaker than the front.' });
  });
});
