import { describe, expect, test } from 'vitest';
import { SeededDice } from '../../../src/engine/core/dice.ts';
import { appearance, APPEARANCE_TABLE, bringUp } from '../../../src/engine/games/dragon-noir/gharvs/appearance.ts';
import { GHARV_CHARACTERS } from '../../../src/engine/games/dragon-noir/gharvs/counters.ts';
import { gharvAllowance } from '../../../src/engine/games/dragon-noir/gharvs/ground.ts';
import type { DnState } from '../../../src/engine/games/dragon-noir/state.ts';
import { gharvsOf } from '../../../src/engine/games/dragon-noir/gharvs/state.ts';
import { parseLabel } from '../../../src/engine/hex/labels.ts';
import { act, at, patch, phase, unit } from '../../support/dragon-noir.ts';
import { gharvTable } from '../../support/gharvs.ts';

/**
 * The Gharvs (4.5, 4.51-4.53, 5.15.2, 5.23) and DN2's sequence of play (2.12.2), with the
 * rules' own numbers. Map columns are odd-q: C3's neighbours are C2 (N), D2, D3, C4, B3, B2.
 */

// C3 water with C2 and D3 water beside it; marsh at G2; a beach at G4; water at I5.
const LAKE = [
  '. . ~ . . . . . . .',
  '. . ~ . . . " . . .',
  '. . ~ ~ . . . . . .',
  '. . . . . . : . . .',
  '. . . . . . . . ~ .',
];

function tableOf(module: ReturnType<typeof gharvTable>['module'], state: DnState) {
  return { state, board: module.board('test'), scenario: module.scenario('test') };
}

/** Rolls the appearance step alone, with these dice. */
function appear(rows: string[], adventurers: Record<string, string>, change: (s: DnState) => DnState, dice: number[]) {
  const { module, state } = gharvTable(rows, { adventurers, krobs: { 'hunter-1': 'J1' } });
  const roller = new SeededDice('t', 0, dice);
  const done = appearance(tableOf(module, change(state)), roller);
  return { ...done, text: done.events.map((e) => e.text).join('\n'), left: roller.remainingForced };
}

describe('5.15.2 Gharv appearance', () => {
  test('the table as data: water 1-2 (wounded -2), beach 1, boat 1, marsh 1-3 (wounded -1)', () => {
    expect(APPEARANCE_TABLE.water).toMatchObject({ upTo: 2, wounded: -2 });
    expect(APPEARANCE_TABLE.beach).toMatchObject({ upTo: 1, wounded: 0 });
    expect(APPEARANCE_TABLE.boat).toMatchObject({ upTo: 1, wounded: 0 });
    expect(APPEARANCE_TABLE.marsh).toMatchObject({ upTo: 3, wounded: -1 });
  });

  test('in the water: 2 brings one up, 3 does not; wounded, 4 - 2 = 2 does, 5 - 2 = 3 does not', () => {
    const healthy = (face: number) => appear(LAKE, { barney: 'C2' }, (s) => s, [face, 1]);
    expect(healthy(2).text).toMatch(/Barney in the water: d10 for a Gharv coming up: 2 \(forced\): Gharv 1 comes up in C1, beside him/);
    expect(healthy(3).text).toMatch(/d10 for a Gharv coming up: 3 \(forced\): no Gharv/);
    const wounded = (face: number) => appear(LAKE, { barney: 'C2' }, (s) => patch(s, 'barney', { wounds: 1 }), [face, 1]);
    expect(wounded(4).text).toMatch(/d10 for a Gharv coming up: 4 \(forced\) −2 wounded = 2: Gharv 1 comes up/);
    expect(wounded(5).text).toMatch(/d10 for a Gharv coming up: 5 \(forced\) −2 wounded = 3: no Gharv/);
  });

  test('in the marsh: 3 brings one up, 4 does not; wounded, 4 - 1 = 3 does, 5 - 1 = 4 does not', () => {
    // G2 (marsh) has no water or marsh beside it: the Gharv comes up as close as it can (4.51, translator).
    const healthy = (face: number) => appear(LAKE, { barney: 'G2' }, (s) => s, [face]);
    expect(healthy(3).text).toMatch(/Barney in the marsh: d10 for a Gharv coming up: 3 \(forced\): Gharv 1 comes up in .*, as close to him as it can/);
    expect(healthy(4).text).toMatch(/d10 for a Gharv coming up: 4 \(forced\): no Gharv/);
    const wounded = (face: number) => appear(LAKE, { barney: 'G2' }, (s) => patch(s, 'barney', { wounds: 1 }), [face]);
    expect(wounded(4).text).toMatch(/d10 for a Gharv coming up: 4 \(forced\) −1 wounded = 3: Gharv 1 comes up/);
    expect(wounded(5).text).toMatch(/d10 for a Gharv coming up: 5 \(forced\) −1 wounded = 4: no Gharv/);
  });

  test('on a beach: only 1; being wounded changes nothing', () => {
    expect(appear(LAKE, { barney: 'G4' }, (s) => s, [1]).text).toMatch(/Barney on a beach: d10 for a Gharv coming up: 1 \(forced\): Gharv 1 comes up/);
    expect(appear(LAKE, { barney: 'G4' }, (s) => patch(s, 'barney', { wounds: 1 }), [2]).text).toMatch(/Barney on a beach: d10 for a Gharv coming up: 2 \(forced\): no Gharv/);
  });

  test('nobody on dry ground rolls', () => {
    const r = appear(LAKE, { barney: 'E3' }, (s) => s, []);
    expect(r.events).toEqual([]);
  });

  test('placement: the free water hexes beside him are numbered and the die re-rolled until one comes up (4.51)', () => {
    // Barney in C3: water at C2 (N, No. 1) and D3 (SE, No. 2). 5 numbers nothing: rolled again; 2 is D3.
    const r = appear(LAKE, { barney: 'C3' }, (s) => s, [1, 5, 2]);
    expect(r.left).toEqual([]);
    expect(r.text).toMatch(/Gharv 1 comes up in D3, beside him/);
    expect(at(r.state, 'gharv-1')).toBe('D3');
    expect(gharvsOf(r.state).roster).toEqual([{ id: 'gharv-1', summoner: 'barney', imprisoned: false }]);
  });

  test('an occupied water hex is not a place for it: with one free hex left nothing is rolled', () => {
    // Rix stands in C2 (and rolls 9: none), so D3 is the only free water beside Barney.
    const r = appear(LAKE, { barney: 'C3', rix: 'C2' }, (s) => s, [1, 9]);
    expect(r.left).toEqual([]);
    expect(at(r.state, 'gharv-1')).toBe('D3');
  });
});

describe('4.5 the Gharvs\u2019 values', () => {
  test('17/13-7(3), 12/9-5(2), 9/6-3(1): three wounds kill; the land allowance in brackets', () => {
    const gharv = GHARV_CHARACTERS[0]!;
    expect(gharv.levels.map((l) => [l.attack, l.defence, l.move])).toEqual([
      [17, 13, 7],
      [12, 9, 5],
      [9, 6, 3],
    ]);
    expect(GHARV_CHARACTERS).toHaveLength(8);
    const u = { id: 'gharv-1', character: 'gharv-1', wounds: 0 } as never;
    expect([0, 1, 2].map((wounds) => gharvAllowance({ ...(u as object), wounds } as never, false))).toEqual([3, 2, 1]);
    expect([0, 1, 2].map((wounds) => gharvAllowance({ ...(u as object), wounds } as never, true))).toEqual([7, 5, 3]);
  });
});

describe('4.52 the Gharvs\u2019 attacks, in a whole interphase', () => {
  /** The Adventurers' combat ends; the interphase runs with these dice. */
  function interphase(rows: string[], adventurers: Record<string, string>, dice: number[], change: (s: DnState) => DnState = (s) => s) {
    const { module, state } = gharvTable(rows, { adventurers, krobs: { 'hunter-1': 'J1' } });
    const s = change(phase(state, 'adventurers', 'combat'));
    return { module, ...act(module, s, 'adventurers', 'done', {}, dice) };
  }

  test('WE-DN-89: a Gharv (17) attacks Barney (4) in the water: 4-1, +2 columns in place of the terrain → 6-1; 1 → F; it advances into his hex', () => {
    const r = interphase(LAKE, { barney: 'C3', rix: 'A1' }, [1, 5, 2, 1]);
    expect(r.error).toBeUndefined();
    expect(r.text).toMatch(/Gharv 1 attacks Barney: Gharv 1 17 v Barney 4 → 4-1; Gharv attack in the water, 2 right in place of the terrain \(5.15.2\) → 6-1; d10 for the combat: 1 \(forced\) → F/);
    expect(unit(r.state, 'barney').dead).toBe(true);
    expect(r.text).toMatch(/Gharv 1 advances into C3 \(4.52\)/);
    // Withdrawal: no longer in contact, and in the water, it goes (4.53).
    expect(r.text).toMatch(/Gharv 1 sinks back into the water of C3/);
    expect(r.state.units.some((u) => u.id === 'gharv-1')).toBe(false);
    expect(r.module.phase(r.state).label).toBe('Turn 1 · Krobs · Movement');
  });

  test('on a beach the shift is +1: 17 against 4 is 4-1 → 5-1', () => {
    // Barney on the beach G4 (wait: beside it no water), so put the beach by the lake.
    const rows = ['. . ~ . . . . . . .', '. . ~ . . . . . . .', '. . : . . . . . . .', '. . . . . . . . . .'];
    // C3 beach; C2 water (N) the only wet hex beside it. 1: a Gharv; 10 on 5-1 → B: the attacker retreats.
    const r = interphase(rows, { barney: 'C3' }, [1, 10]);
    expect(r.text).toMatch(/Gharv attack on a beach, 1 right in place of the terrain \(5.15.2\) → 5-1; d10 for the combat: 10 \(forced\) → B/);
    // Ruling: it retreats into water when it can, and then, out of contact, withdraws.
    expect(r.text).toMatch(/Gharv 1 retreats C2→C1/);
    expect(r.text).toMatch(/Gharv 1 sinks back into the water of C1/);
  });

  test('in the marsh the shift is +1 too', () => {
    const rows = ['. . ~ . . . . . . .', '. . ~ . . . . . . .', '. . " . . . . . . .', '. . . . . . . . . .'];
    const r = interphase(rows, { barney: 'C3' }, [3, 10]);
    expect(r.text).toMatch(/Gharv attack in the marsh, 1 right in place of the terrain \(5.15.2\) → 5-1/);
  });

  test('two Gharvs: the die settles which attacks first (4.52)', () => {
    // Barney in C3 and Rix in C1 each bring one up; the die numbers Gharv 1, Gharv 2 and picks 2 first.
    // Barney in C3: C2 (No. 1) and D3 (No. 2) beside him. Rix in E3: E4 (S, No. 1) and D3 (SW, No. 2).
    const rows = ['. . . . . . . . . .', '. . ~ . . . . . . .', '. . ~ ~ ~ . . . . .', '. . . . ~ . . . . .'];
    const r = interphase(rows, { barney: 'C3', rix: 'E3', krular: 'A1' }, [1, 1, 1, 1, 2, 5, 5]);
    expect(r.text).toMatch(/Barney in the water: d10 for a Gharv coming up: 1 \(forced\): Gharv 1 comes up in C2, beside him \(d10 for the Gharv's place: 1 \(forced\)\)\./);
    expect(r.text).toMatch(/Rix in the water: d10 for a Gharv coming up: 1 \(forced\): Gharv 2 comes up in E4/);
    expect(r.text).toMatch(/The die sets the order of the Gharvs' attacks \(d10 for which Gharv attacks next: 2 \(forced\)\): Gharv 2, Gharv 1\./);
    // Each attacks the one who brought it up: 17 against 4 in the water, 6-1; 5 → D, stunned.
    expect(r.text.indexOf('Gharv 2 attacks Rix')).toBeLessThan(r.text.indexOf('Gharv 1 attacks Barney'));
    expect(unit(r.state, 'rix').stunned && unit(r.state, 'barney').stunned).toBe(true);
  });

  test('Zed kills a Gharv at the first cut (4.2): a wound from a combat with Zed is death', () => {
    const { module, state } = gharvTable(LAKE, { adventurers: { zed: 'E2', barney: 'F3', krular: 'E4', rix: 'D3' }, krobs: { 'hunter-1': 'J1' } });
    // A healthy Gharv on land at E3, among the four.
    const s = phase(bringUp({ ...state, turn: 2 }, 'gharv-1', parseLabel('E3')!, null), 'adventurers', 'combat');
    const r = act(module, s, 'adventurers', 'attack', { with: 'Zed,Barney,Krular,Rix', target: 'Gharv 1' }, [1]);
    expect(r.error).toBeUndefined();
    expect(r.text).toMatch(/→ E: defender wounded/);
    expect(r.text).toMatch(/Zed's poison/);
    expect(unit(r.state, 'gharv-1').dead).toBe(true);
  });
});

describe('4.53 withdrawal, and where a Gharv cannot go', () => {
  function interphaseWith(rows: string[], adventurers: Record<string, string>, gharvs: Record<string, string>, dice: number[] = [], options: Record<string, unknown> = {}) {
    const { module, state } = gharvTable(rows, { adventurers, krobs: { 'hunter-1': 'J1' }, options });
    let s = state;
    for (const [id, hex] of Object.entries(gharvs)) s = bringUp(s, id, parseLabel(hex)!, null);
    return { module, ...act(module, phase(s, 'adventurers', 'combat'), 'adventurers', 'done', {}, dice) };
  }

  test('out of contact, a Gharv goes back to the nearest water and leaves the map on reaching it', () => {
    const r = interphaseWith(LAKE, { barney: 'A5' }, { 'gharv-1': 'F3' });
    expect(r.text).toMatch(/Gharv 1 goes back F3→E3→D3 into the water and is gone\./);
    expect(r.state.units.some((u) => u.id === 'gharv-1')).toBe(false);
    expect(gharvsOf(r.state).roster).toEqual([]);
  });

  test('one too far from water crawls with its land allowance (3 hexes healthy) and goes on next time (ours)', () => {
    // From J1 the nearest water is I5, four hexes of land away and more.
    const r = interphaseWith(LAKE, { barney: 'A5' }, { 'gharv-1': 'J1' });
    expect(r.text).toMatch(/Gharv 1 crawls J1→.*→.*→.* towards the water\./);
    expect(r.state.units.find((u) => u.id === 'gharv-1')!.hex).not.toBeNull();
  });

  test('5.23: in marsh it uses its water allowance (7), but each marsh hex costs it 2: three hexes of marsh, not seven', () => {
    const rows = ['" " " " " " " " ~ .', '@ @ @ @ @ @ @ @ @ @', '. . . . . . . . . .'];
    const { module, state } = gharvTable(rows, { adventurers: { barney: 'A3' }, krobs: { 'hunter-1': 'J3' } });
    const s = phase(bringUp(state, 'gharv-1', parseLabel('A1')!, null), 'adventurers', 'combat');
    const r = act(module, s, 'adventurers', 'done');
    expect(r.text).toMatch(/Gharv 1 crawls A1→B1→C1→D1 towards the water\./);
  });

  test('4.52: it cannot attack a character on a slope, a hex its land allowance of 3 cannot enter (4 MP)', () => {
    const rows = ['. . ~ . . . . . . .', '. . ~ / . . . . . .', '. . . . . . . . . .'];
    // Gharv 1 in C2, Barney on the slope D2 beside it: no attack, and it sinks back into its water.
    const r = interphaseWith(rows, { barney: 'D2' }, { 'gharv-1': 'C2' });
    expect(r.text).not.toMatch(/attacks Barney/);
    expect(r.text).toMatch(/Gharv 1 sinks back into the water of C2\./);
  });

  test('players who agreed not to attack wandering Gharvs (2.12.2) are refused, in one line', () => {
    const { module, state } = gharvTable(LAKE, { adventurers: { barney: 'D2' }, krobs: { 'hunter-1': 'J1' }, options: { attackWanderingGharvs: 'no' } });
    const s = phase(bringUp(state, 'gharv-1', parseLabel('C2')!, 'barney'), 'adventurers', 'combat');
    const r = act(module, s, 'adventurers', 'attack', { with: 'Barney', target: 'Gharv 1' });
    expect(r.error).toBe("Gharv 1 is a wandering Gharv: this game's players agreed not to attack those (2.12.2); only the Pit's Gharvs may be attacked.");
  });
});

describe('5.3 the Pit\u2019s two Gharvs', () => {
  const FLOOR = ['. . . . . . . . . .', '. . . . . . . . . .', '. . . . . . . . . .', '. . . . . . . . . .', '. . . . . . . . . .'];
  const areas: Record<string, string[]> = {};
  for (const l of ['B2', 'C2', 'D2', 'E2', 'F2', 'G2', 'B3', 'C3', 'D3', 'E3', 'F3', 'G3', 'B4', 'C4', 'D4', 'E4', 'F4']) areas[l] = ['pit'];
  areas['G4'] = ['pit', 'trapdoor'];

  test('before each player turn they attack any character in the pit, crawling to him if need be; they never withdraw', () => {
    const { module, state } = gharvTable(FLOOR, { adventurers: { barney: 'C3', rix: 'J5' }, krobs: { 'hunter-1': 'J1' }, areas, pitGharvs: ['E3', 'B2'] });
    expect(gharvsOf(state).roster).toEqual([
      { id: 'gharv-1', summoner: null, imprisoned: true },
      { id: 'gharv-2', summoner: null, imprisoned: true },
    ]);
    // The die orders them (2: Gharv 2 first); Gharv 2 in B2 touches Barney; Gharv 1 crawls from E3. 10 at 3-1 is no effect.
    const r = act(module, phase(state, 'adventurers', 'combat'), 'adventurers', 'done', {}, [2, 10, 10]);
    expect(r.text).toMatch(/The die sets the order of the Gharvs' attacks \(d10 for which Gharv attacks next: 2 \(forced\)\): Gharv 2, Gharv 1\./);
    expect(r.text).toMatch(/Gharv 2 attacks Barney: Gharv 2 17 v Barney 4 → 4-1/);
    expect(r.text).toMatch(/Gharv 1 crawls E3→D2 towards its prey in the pit\./);
    expect(r.text).toMatch(/Gharv 1 attacks Barney/);
    expect(r.text).not.toMatch(/Rix/);
    expect(at(r.state, 'gharv-1')).toBe('D2');
    expect(at(r.state, 'gharv-2')).toBe('B2');
  });

  test('the Challenges apply (5.3): crawling past a character at the rim, it draws his roll', () => {
    const rim: Record<string, string[]> = {};
    for (const l of ['B2', 'C2', 'D2', 'E2', 'F2', 'B3', 'C3', 'E3', 'F3', 'C4', 'D4', 'E4', 'F4']) rim[l] = ['pit'];
    rim['B4'] = ['pit', 'trapdoor'];
    // Barney in the pit at B3; Rix outside it at D5, beside D4, which Gharv 1 crosses from F4 on its way to Barney (D3 is no pit hex here).
    const { module, state } = gharvTable(FLOOR, { adventurers: { barney: 'B3', rix: 'D5' }, krobs: { 'hunter-1': 'J1' }, areas: rim, pitGharvs: ['F4', 'B2'] });
    const r = act(module, phase(state, 'adventurers', 'combat'), 'adventurers', 'done', {}, [1, 5, 10, 10]);
    expect(r.text).toMatch(/Gharv 1 crawls F4→E4→D4→C4 towards its prey in the pit\./);
    expect(r.text).toMatch(/Challenge at D4: Gharv 1 passing Rix, d10 for the challenge: 5 \(forced\)/);
  });

  test('they are set at least 2 hexes from the trapdoor: a scenario naming F4, beside it, is refused in one line', () => {
    expect(() => gharvTable(FLOOR, { adventurers: { barney: 'J5' }, krobs: { 'hunter-1': 'J1' }, areas, pitGharvs: ['F4', 'B2'] })).toThrow(
      'Scenario test: pitGharvs: F4 is not a free hex of the pit at least 2 from the trapdoor (5.3).',
    );
  });
});

describe('2.12.2 the DN2 game turn', () => {
  test('Adventurers (fire, move, combat, the stunned get up), Gharv interphase 1, Krobs (move, combat), Gharv interphase 2', () => {
    const { module, state } = gharvTable(LAKE, { adventurers: { barney: 'E3' }, krobs: { 'hunter-1': 'J1' } });
    const seen: string[] = [];
    let s = state;
    const log: string[] = [];
    for (let i = 0; i < 5; i++) {
      seen.push(module.phase(s).label);
      const r = act(module, s, module.phase(s).active[0]!, 'done');
      log.push(r.text);
      s = r.state;
    }
    expect(seen).toEqual(['Turn 1 · Adventurers · Movement', 'Turn 1 · Adventurers · Combat', 'Turn 1 · Krobs · Movement', 'Turn 1 · Krobs · Combat', 'Turn 2 · Adventurers · Movement']);
    expect(log[1]).toMatch(/Adventurers · Stunned characters get up begins[\s\S]*Gharv Interphase 1 · Appearance of the Gharvs begins[\s\S]*Gharv Interphase 1 · Gharv combat begins[\s\S]*Gharv Interphase 1 · Withdrawal of the Gharvs begins[\s\S]*Turn 1 · Krobs · Movement begins/);
    // The Krobs' turn has no fire phase and no phase for the stunned.
    expect(log[3]).not.toMatch(/Krobs · Offensive fire|Krobs · Stunned/);
    expect(log[3]).toMatch(/Gharv Interphase 2 · Appearance[\s\S]*Gharv Interphase 2 · Withdrawal[\s\S]*Turn 2 · Adventurers · Offensive fire begins/);
  });
});
