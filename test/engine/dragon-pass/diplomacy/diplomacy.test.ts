import { describe, expect, it } from 'vitest';
import { PUBLIC, seatViewer } from '../../../../src/engine/core/events.ts';
import { SeededDice } from '../../../../src/engine/core/dice.ts';
import { settleAlliances } from '../../../../src/engine/games/dragon-pass/diplomacy/alliances.ts';
import { assignPoints } from '../../../../src/engine/games/dragon-pass/diplomacy/assign.ts';
import { sendEmissary } from '../../../../src/engine/games/dragon-pass/diplomacy/emissary.ts';
import { passSecrets } from '../../../../src/engine/games/dragon-pass/secrets.ts';
import type { DpState } from '../../../../src/engine/games/dragon-pass/state.ts';
import { passView } from '../../../../src/engine/games/dragon-pass/view.ts';
import { loadBook, position } from '../book.ts';

const book = loadBook();
const dice = (...faces: number[]) => new SeededDice('diplomacy', 0, faces);
const must = <T>(r: { ok: true; value: T } | { ok: false; error: string }): T => {
  if (!r.ok) throw new Error(r.error);
  return r.value;
};
const withPoints = (state: DpState, dp: Partial<Record<'lunar' | 'sartar', number>>): DpState => ({ ...state, dp: { lunar: 0, sartar: 0, ...dp } });
const where = (state: DpState, id: string) => {
  const at = state.pieces[id]!.at;
  return at.kind === 'hex' ? at.hex : at.kind;
};

describe('diplomacy points assigned in secret (GAPS A6; CHECKLIST 5.5 item 32)', () => {
  const start = withPoints(position({ 'lunar-heavy-infantry-1': 'K5' }, { side: 'lunar', phase: 'diplomacy' }), { lunar: 20 });

  it('takes the points from the side\'s pool and tells the side alone; the public and Sartar see no amount', () => {
    const done = must(assignPoints(book, start, 'lunar', 'ironhoof', 12));
    expect(done.state.dp.lunar).toBe(8);
    expect(done.state.independents.ironhoof!.points.lunar).toBe(12);
    expect(done.events.map((e) => e.visibleTo)).toEqual([['lunar']]);
    expect(done.events[0]!.text).toBe('You assign 12 DP to Ironhoof & the Half-Beasts: 12 in all; 8 left to assign.');
    expect(passView(book, done.state, PUBLIC).independents.find((x) => x.id === 'ironhoof')!.points).toBeUndefined();
    expect(passView(book, done.state, seatViewer('sartar')).independents.find((x) => x.id === 'ironhoof')!.points).toEqual({ sartar: 0 });
    expect(passView(book, done.state, seatViewer('lunar')).independents.find((x) => x.id === 'ironhoof')!.points).toEqual({ lunar: 12 });
    expect(passSecrets(book, done.state, seatViewer('sartar'))).toContain('12 DP to Ironhoof & the Half-Beasts');
    expect(passSecrets(book, done.state, seatViewer('lunar'))).toEqual([]);
  });

  it('refuses more points than the pool, an unknown or a minor independent, each in one line, changing nothing', () => {
    for (const [who, dp, line] of [
      ['ironhoof', 21, 'You have 20 diplomacy points to assign, not 21.'],
      ['giants', 5, /^giants is no major independent; diplomacy points go to dragonewts, .*ironhoof/],
      ['ironhoof', 0, 'Assign at least 1 diplomacy point; you have 20.'],
    ] as const) {
      const r = assignPoints(book, start, 'lunar', who, dp);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toMatch(line);
    }
  });

  it('WE-DP-12, Major Independents Table: Lunar 20 against Sartar 4 for Ironhoof leads by 16 ≥ 15, and Ironhoof joins as the phase ends', () => {
    let s = must(assignPoints(book, start, 'lunar', 'ironhoof', 20)).state;
    s = { ...s, independents: { ...s.independents, ironhoof: { ...s.independents.ironhoof!, points: { lunar: 20, sartar: 4 } } } };
    const settled = settleAlliances(book, s);
    expect(settled.state.independents.ironhoof!.allied).toBe('lunar');
    expect(settled.events[0]!.text).toContain('needs an advantage of 15 DPs: Lunar 20, Sartar 4, Lunar leads by 16 and allies');
    // Its units, at Wild Temple, are the Lunar side's now.
    const ironhoof = Object.values(settled.state.pieces).filter((p) => p.counter === 'ironhoof');
    expect(ironhoof.map((p) => p.owner)).toEqual(['lunar']);
    // 14 is not enough (20 - 6): no alliance, nothing said.
    const short = settleAlliances(book, { ...s, independents: { ...s.independents, ironhoof: { allied: null, points: { lunar: 20, sartar: 6 } } } });
    expect(short.state.independents.ironhoof!.allied).toBeNull();
    expect(short.events).toEqual([]);
  });
});

describe('emissaries (Emissary Table and Dwarf Luck Table)', () => {
  // A Lunar emissary and an infantry beside him at the Dwarf's mine, and one at the foot of a mountain.
  const mine = book.map.label(book.map.places.get('dwarf-mine')!.hexes[0]!);
  const mountain = [...book.map.hexes.values()].find((h) => h.terrain === 'mountain' && h.places.length === 0)!.label;

  it('Emissary Table 4-6: the Wind Children (met on a mountain) join, setting up by the emissary', () => {
    const s = position({ 'lunar-emissary-1': mountain }, { side: 'lunar', phase: 'diplomacy' });
    const done = must(sendEmissary(book, s, 'lunar', 'lunar-emissary-1', 'wind-children', dice(5)));
    expect(done.state.independents['wind-children']!.allied).toBe('lunar');
    expect(done.events[0]!.text).toContain('Emissary Table, die 5 (row 4-6)');
    expect(done.events[0]!.rolls![0]).toMatchObject({ table: 'Emissary Table', row: '5', result: 'granted' });
    expect(where(done.state, 'wind-children-1')).toBe(mountain);
  });

  it('Emissary Table 1-2: the emissary and every unit stacked with him are eliminated; 3: denied, he lives', () => {
    const s = position({ 'lunar-emissary-1': mountain, 'lunar-heavy-infantry-1': mountain }, { side: 'lunar', phase: 'diplomacy' });
    const slain = must(sendEmissary(book, s, 'lunar', 'lunar-emissary-1', 'wind-children', dice(2)));
    expect([where(slain.state, 'lunar-emissary-1'), where(slain.state, 'lunar-heavy-infantry-1')]).toEqual(['eliminated', 'eliminated']);
    const denied = must(sendEmissary(book, s, 'lunar', 'lunar-emissary-1', 'wind-children', dice(3)));
    expect(where(denied.state, 'lunar-emissary-1')).toBe(mountain);
    expect(denied.state.independents['wind-children']!.allied).toBeNull();
  });

  it('Dwarf Luck Table: 1 the emissary slain, 2-3 a Stone Man, 4 the Cannon Cult, 6 the Dwarf himself, each joining at the mine', () => {
    const s = position({ 'lunar-emissary-1': mine }, { side: 'lunar', phase: 'diplomacy' });
    expect(where(must(sendEmissary(book, s, 'lunar', 'lunar-emissary-1', 'dwarf', dice(1))).state, 'lunar-emissary-1')).toBe('eliminated');
    for (const [face, counter] of [[2, 'stone-man'], [3, 'stone-man'], [4, 'cannon-cult'], [5, 'alchemical-transformer'], [6, 'the-dwarf']] as const) {
      const done = must(sendEmissary(book, s, 'lunar', 'lunar-emissary-1', 'dwarf', dice(face)));
      const given = Object.values(done.state.pieces).find((p) => p.counter === counter && p.owner === 'lunar')!;
      expect(where(done.state, given.id), `die ${face}`).toBe(mine);
      expect(done.events[0]!.rolls![0]).toMatchObject({ table: 'Dwarf Luck Table', row: String(face), result: counter });
    }
  });

  it('refuses an emissary far from the independent, a second embassy, another side\'s piece, in one line each', () => {
    const s = position({ 'lunar-emissary-1': 'K5', 'sartar-emissary-1': mine }, { side: 'lunar', phase: 'diplomacy' });
    const far = sendEmissary(book, s, 'lunar', 'lunar-emissary-1', 'dwarf', dice(6));
    expect(far.ok ? '' : far.error).toMatch(/^lunar-emissary-1 at K5 cannot reach The Dwarf|^lunar-emissary-1 at K5 cannot reach .*: stand in /);
    const theirs = sendEmissary(book, s, 'lunar', 'sartar-emissary-1', 'dwarf', dice(6));
    expect(theirs.ok ? '' : theirs.error).toMatch(/^sartar-emissary-1 is none of your emissaries; yours on the map: lunar-emissary-1\.$/);
    const at = position({ 'lunar-emissary-1': mine }, { side: 'lunar', phase: 'diplomacy' });
    const once = must(sendEmissary(book, at, 'lunar', 'lunar-emissary-1', 'dwarf', dice(3))).state;
    const twice = sendEmissary(book, once, 'lunar', 'lunar-emissary-1', 'dwarf', dice(3));
    expect(twice.ok ? '' : twice.error).toBe('lunar-emissary-1 has gone on an embassy this phase already.');
  });
});
