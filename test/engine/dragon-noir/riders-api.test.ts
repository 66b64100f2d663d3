import { describe, expect, test } from 'vitest';
import { SeededDice } from '../../../src/engine/core/dice.ts';
import { createDragonNoir } from '../../../src/engine/games/dragon-noir/index.ts';
import { HORSE_KILLING_SHOTS, killHorse, MOUNTED_SHOT_HARM, throwRider } from '../../../src/engine/games/dragon-noir/horses/riders.ts';
import { finalVictory } from '../../../src/engine/games/dragon-noir/turn/victory.ts';
import { act, must, OPEN_FIELD, unit, mapText } from '../../support/dragon-noir.ts';
import { cover, horse, horseTable, mount, standHorse } from '../../support/horses.ts';

/** What the fire module calls (5.11.3, 2.47), riders at set-up, and a rider holding a place. */

const tableOf = (module: ReturnType<typeof horseTable>['module'], state: ReturnType<typeof horseTable>['state']) => ({
  state,
  board: module.board('test'),
  scenario: module.scenario('test'),
});

describe('5.11.3 results of fire on a rider, through throwRider', () => {
  test('the table of harm: B stuns and throws, C wounds, D kills the horse and wounds, E kills the rider, F both', () => {
    expect(MOUNTED_SHOT_HARM).toEqual({
      B: { horse: 'ok', rider: 'stunned' },
      C: { horse: 'ok', rider: 'wounded' },
      D: { horse: 'killed', rider: 'wounded' },
      E: { horse: 'ok', rider: 'killed' },
      F: { horse: 'killed', rider: 'killed' },
    });
    expect(HORSE_KILLING_SHOTS).toEqual(['C', 'D', 'E', 'F']);
  });

  test('D (WE-DN-52, a shortbow at 1 in the open): horse killed, rider wounded and thrown; his side places him', () => {
    const t = horseTable(OPEN_FIELD, { rebels: { laberne: 'E4', rix: 'A8' } }, { side: 'orks', phase: 'offensive-fire' });
    const state = mount(t.state, 'laberne', 'N');
    const shot = throwRider(tableOf(t.module, state), 'laberne', MOUNTED_SHOT_HARM.D!, new SeededDice('t', 0));
    expect(shot.events.map((e) => e.text)).toEqual(['Laberne is wounded.', "Laberne's horse is killed; Laberne is thrown."]);
    expect(horse(shot.state, 'laberne-horse').dead).toBe(true);
    expect(shot.state.steps[0]).toMatchObject({ kind: 'dismount', seat: 'rebels', unit: 'laberne' });
    expect(t.module.phase(shot.state).decision).toMatchObject({ seat: 'rebels', verb: 'place' });
    const placed = must(t.module, shot.state, 'rebels', 'place', { unit: 'Laberne', to: 'F4' });
    expect(unit(placed.state, 'laberne')).toMatchObject({ hex: { q: 5, r: 1 }, wounds: 1, mounted: false });
  });

  test('C: the rider, wounded, stays in the saddle; with only one hex free he is placed at once', () => {
    const t = horseTable(OPEN_FIELD, { rebels: { laberne: 'E4', rix: 'A8' } }, { side: 'orks', phase: 'offensive-fire' });
    const state = mount(t.state, 'laberne', 'N');
    const wounded = throwRider(tableOf(t.module, state), 'laberne', MOUNTED_SHOT_HARM.C!, new SeededDice('t', 0));
    expect(unit(wounded.state, 'laberne')).toMatchObject({ wounds: 1, mounted: true });
    expect(wounded.state.steps).toEqual([]);
    // Surrounded by his friends but for F3: B puts him there without asking.
    const crowd = horseTable(OPEN_FIELD, { rebels: { laberne: 'E4', rix: 'E3', simon: 'D4', barney: 'D3', santiago: 'D5', jon: 'E6', davrich: 'F5', paul: 'F4' } }, { side: 'orks', phase: 'offensive-fire' });
    const b = throwRider(tableOf(crowd.module, mount(crowd.state, 'laberne', 'N')), 'laberne', MOUNTED_SHOT_HARM.B!, new SeededDice('t', 0));
    expect(b.events.map((e) => e.text)).toContain('Laberne falls stunned in F3.');
    expect(b.state.steps).toEqual([]);
  });

  test('killHorse: a riderless horse shot dead becomes a body', () => {
    const t = horseTable(OPEN_FIELD, {}, { side: 'orks', phase: 'offensive-fire' });
    const state = standHorse(t.state, 'konrad', 'E4', 'N', 'rebels', { ledBy: null });
    const dead = killHorse(tableOf(t.module, state), 'konrad-horse');
    expect(dead.events[0]!.text).toBe("Konrad's horse is killed in E4.");
    expect(horse(dead.state, 'konrad-horse').dead).toBe(true);
    expect(killHorse(tableOf(t.module, dead.state), 'konrad-horse').events).toEqual([]);
  });
});

describe('scenarios with horses', () => {
  const scenario = (rebels: unknown[], horses: unknown[] = []) =>
    JSON.stringify({
      id: 'test',
      title: 'Test',
      volume: 1,
      summary: 'Horses.',
      board: { id: 'test', name: 'Test', maps: [{ map: 'test', col: 0, row: 0 }] },
      sides: [
        { id: 'orks', label: 'Orks', setup: [{ character: 'krular', hex: 'J8' }] },
        { id: 'rebels', label: 'Rebels', setup: rebels, horses },
      ],
      turns: 8,
      victory: [{ kind: 'hold', name: 'the well', hexes: ['E5'], side: 'rebels', otherwise: 'orks' }],
    });
  const build = (rebels: unknown[], horses: unknown[] = [], rows = OPEN_FIELD) => {
    const module = createDragonNoir({ maps: { test: mapText(rows) }, scenarios: [scenario(rebels, horses)] });
    return { module, setup: module.setup({ scenarioId: 'test', options: {}, seats: ['orks', 'rebels'] }, new SeededDice('t', 0)) };
  };

  test('a rider may start mounted, facing a way; riderless horses may stand on the board', () => {
    const { module, setup } = build([{ character: 'konrad', hex: 'E4', mounted: true, facing: 'N' }, { character: 'rix', hex: 'A1' }], [{ owner: 'aldus', hex: 'C4', facing: 'S' }]);
    if (!setup.ok) throw new Error(setup.error);
    expect(cover(setup.value, 'konrad')).toBe('E4+E5');
    expect(cover(setup.value, 'aldus-horse')).toBe('C4+C3');
    expect(horse(setup.value, 'aldus-horse')).toMatchObject({ controller: 'rebels', name: "Aldus's horse" });
    // His back hex holds the well: he holds it (victory counts both hexes).
    expect(finalVictory(setup.value, [{ kind: 'hold', name: 'the well', hexes: ['E5'], side: 'rebels', otherwise: 'orks' }], module.board('test')).winners).toEqual(['rebels']);
  });

  test('set-up refuses a mount off the map, on ground closed to horses, or for a man without a horse', () => {
    expect(build([{ character: 'konrad', hex: 'E8', mounted: true, facing: 'N' }]).setup).toEqual({ ok: false, error: 'Scenario test: Konrad: the horse facing N from E8 would stand off the map at E9.' });
    const trees = [...OPEN_FIELD];
    trees[4] = '. . . . T . . . . .';
    expect(build([{ character: 'konrad', hex: 'E4', mounted: true, facing: 'N' }], [], trees).setup).toEqual({ ok: false, error: 'Scenario test: Konrad: a horse cannot stand on trees (E5).' });
    expect(build([{ character: 'gerfindel', hex: 'E4', mounted: true }]).setup).toEqual({ ok: false, error: 'Scenario test: Gerfindel has no horse to start mounted on.' });
    expect(build([{ character: 'rix', hex: 'E4' }], [{ owner: 'krular', hex: 'C4', facing: 'N' }]).setup).toEqual({ ok: false, error: 'Scenario test: krular has no horse.' });
  });
});

describe('5.11.3 fire at riders, through the fire module', () => {
  /** A lane three hexes wide and twelve long: Laberne rides up column B towards the Orks' bows. */
  const LANE = Array.from({ length: 12 }, () => '. . .');
  const lane = (orks: Record<string, string>, phase: 'offensive-fire' | 'movement', side: 'orks' | 'rebels') => {
    const t = horseTable(LANE, { orks, rebels: { laberne: 'B11', rix: 'A12' } }, { side, phase });
    return { module: t.module, state: { ...mount(t.state, 'laberne', 'N'), playerTurn: 2 } };
  };

  test('WE-DN-52: a crossbow at short range in the open, 1 kills horse and rider; a shortbow\'s 1 reads row 3, D', () => {
    const { module, state } = lane({ graz: 'B1', fnarad: 'A4' }, 'offensive-fire', 'orks');
    const f = must(module, state, 'orks', 'fire', { with: 'Graz', target: 'Laberne' }, [1]);
    expect(f.text).toContain('→ F: horse and rider killed.');
    expect(f.rolls[0]).toMatchObject({ table: '5.11.3 shooting at mounted characters', result: 'F' });
    expect(unit(f.state, 'laberne').dead).toBe(true);
    expect(horse(f.state, 'laberne-horse').dead).toBe(true);
    const d = must(module, state, 'orks', 'fire', { with: 'Fnarad', target: 'Laberne' }, [1]);
    expect(d.text).toContain('→ D: horse killed, rider wounded and thrown.');
    expect(d.state.steps[0]).toMatchObject({ kind: 'dismount', seat: 'rebels' });
  });

  test('A on offensive fire: the rider retreats 4 hexes, walking his horse', () => {
    const { module, state } = lane({ graz: 'B1' }, 'offensive-fire', 'orks');
    const a = must(module, state, 'orks', 'fire', { with: 'Graz', target: 'Laberne' }, [6]);
    expect(a.text).toContain('→ A: retreats 4 hexes.');
    expect(a.state.steps[0]).toMatchObject({ kind: 'retreat', unit: 'laberne', hexes: 4 });
  });

  test('defensive fire on a ride: C wounds him and takes 4 MP; B throws him and ends the ride', () => {
    const { module, state } = lane({ fnarad: 'B1' }, 'movement', 'rebels');
    // A shortbow's 2 reads row 4: C.
    const c = must(module, state, 'rebels', 'move', { unit: 'Laberne', to: 'B5' }, [2]);
    expect(c.text).toContain('Fnarad (shortbow) fires defensively at Laberne in B10');
    expect(c.text).toContain('→ C: horse unharmed, rider wounded, and movement cut by 4 (standing reaction: fires at the first enemy in range).');
    expect(c.text).toContain('Laberne rides B11→B10→B9→B8→B7→B6→B5, facing N (6 MP; 5 left).');
    expect(unit(c.state, 'laberne')).toMatchObject({ wounds: 1, mounted: true });
    // A 3 reads row 5: B, stunned and thrown where he was shot; the ride is over.
    const b = must(module, state, 'rebels', 'move', { unit: 'Laberne', to: 'B5' }, [3]);
    expect(b.text).toContain('→ B: horse unharmed, rider stunned and thrown (standing reaction: fires at the first enemy in range).');
    expect(cover(b.state, 'laberne-horse')).toBe('B10+B11');
    expect(unit(b.state, 'laberne')).toMatchObject({ stunned: true, mounted: false });
  });

  test('the reaction window stops a ride; after the answer it goes on to the same end and facing', () => {
    const { module, state } = lane({ fnarad: 'B1' }, 'movement', 'rebels');
    const windowed = { ...state, options: { ...state.options, reactionWindow: true } };
    const set = must(module, { ...windowed, active: 0 }, 'orks', 'react', { shooter: 'Fnarad', when: 'first', ask: 'yes' }).state;
    const paused = must(module, { ...set, active: 1 }, 'rebels', 'move', { unit: 'Laberne', to: 'B5' });
    expect(paused.text).toContain('Laberne rides B11→B10, facing N (1 MP; 14 left), and stops: the other side may shoot.');
    // A 9 misses; the ride goes on.
    const answered = must(module, paused.state, 'orks', 'shoot', { answer: 'yes' }, [9]);
    expect(cover(answered.state, 'laberne')).toBe('B5+B6');
    expect(answered.state.moves[0]).toMatchObject({ spent: 6, allowance: 15 });
  });
});

describe('2.47, checklist 29: shooting at a riderless horse', () => {
  const LANE = Array.from({ length: 12 }, () => '. . .');
  const target = (owner: string) => {
    const t = horseTable(LANE, { orks: { graz: 'B1' }, rebels: { rix: 'A12' } }, { side: 'orks', phase: 'offensive-fire' });
    return { module: t.module, state: { ...standHorse(t.state, owner, 'B10', 'N', 'rebels'), playerTurn: 2 } };
  };

  test('read on the mounted table: C to F kill it, A and B leave it standing', () => {
    const { module, state } = target('laberne');
    // Crossbow, short range, no cover: 3 is D, 6 is A.
    const d = must(module, state, 'orks', 'fire', { with: 'Graz', target: "Laberne's horse" }, [3]);
    expect(d.text).toBe("Graz (crossbow) shoots at Laberne's horse in B10: short range, none cover, d10 for the shot: 3 (forced) → D: Laberne's horse is killed.");
    expect(horse(d.state, 'laberne-horse').dead).toBe(true);
    expect(d.rolls[0]).toMatchObject({ table: '5.11.3 shooting at mounted characters', result: 'D' });
    const a = must(module, state, 'orks', 'fire', { with: 'Graz', target: "Laberne's horse" }, [6]);
    expect(a.text).toContain('→ A: the horse stands.');
    expect(horse(a.state, 'laberne-horse').dead).toBe(false);
    expect(act(module, d.state, 'orks', 'fire', { with: 'Graz', target: "Laberne's horse" }).error).toBe('There is no riderless horse on the board.');
  });

  test('a caparisoned horse counts as armoured: +1', () => {
    const { module, state } = target('konrad');
    const r = must(module, state, 'orks', 'fire', { with: 'Graz', target: "Konrad's horse" }, [5]);
    expect(r.rolls[0]).toMatchObject({ total: 6, result: 'A' });
    expect(r.rolls[0]!.modifiers).toEqual([{ label: 'caparisoned', value: 1 }]);
  });
});
