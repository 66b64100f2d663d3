import { describe, expect, test } from 'vitest';
import { jumperKind } from '../../../src/engine/games/dragon-noir/movement/jump.ts';
import { act, at, must, patch, unit } from '../../support/dragon-noir.ts';
import { flat, levelledMove } from '../../support/dn-levels.ts';
import { standHorse } from '../../support/horses.ts';

/**
 * Levels (1.42, 2.31 items 8 and 10, 5.13.2) and jumping down (5.12.2). The board is a cliff:
 * rows 1-3 are level +1, rows 4-8 level 0, with a stairway in C4 half-way between.
 */

const CLIFF = ['+ + + + + + + + + +', '+ + + + + + + + + +', '+ + + + + + + + + +', '0 0 h 0 0 0 0 0 0 0', ...Array.from({ length: 4 }, () => '0 0 0 0 0 0 0 0 0 0')];
const withStairs = (): string[] => {
  const rows = flat();
  rows[3] = '. . H . . . . . . .';
  return rows;
};
const cliff = (rebels: Record<string, string>, orks: Record<string, string> = { krular: 'J8' }, hexsides: string[] = [], rows = withStairs()) =>
  levelledMove(rows, CLIFF, { rebels, orks }, {}, hexsides);

describe('2.31 item 10: levels are changed by stairways and slopes', () => {
  test('a stairway, half-way between two levels, leads from one to the other at 2 MP (5.13.2)', () => {
    const { module, state } = cliff({ rix: 'C3' });
    const r = must(module, state, 'rebels', 'move', { unit: 'Rix', to: 'C5' });
    expect(r.text).toBe('Rix moves C3→C4→C5 (3 MP; 5 left).');
  });

  test('a drop is not walked: the only way down without stairs is a jump', () => {
    const { module, state } = cliff({ rix: 'H3' }, { krular: 'J8' }, [], flat());
    expect(act(module, state, 'rebels', 'move', { unit: 'Rix', to: 'H4' }).error).toContain('Rix cannot reach H4: it is a drop to a lower level: only a jump gets down there.');
    const up = cliff({ rix: 'H4' }, { krular: 'J8' }, [], flat());
    expect(act(up.module, up.state, 'rebels', 'move', { unit: 'Rix', to: 'H3' }).error).toContain('it is a higher level, reached only by a stairway or a slope');
  });

  test('a steep slope changes level at 4 MP, and a wounded character with 3 MP cannot enter it (2.31 item 8)', () => {
    const rows = flat();
    rows[3] = '. . . . . . / . . .';
    const { module, state } = cliff({ rix: 'G3', matt: 'G2' }, { krular: 'J8' }, [], rows);
    expect(must(module, state, 'rebels', 'move', { unit: 'Rix', to: 'G5' }).text).toBe('Rix moves G3→G4→G5 (5 MP; 3 left).');
    // Matt wounded moves 3: the slope alone costs 4.
    const hurt = patch(patch(state, 'rix', { hex: 'A1' }), 'matt', { wounds: 1, hex: 'G3' });
    expect(act(module, hurt, 'rebels', 'move', { unit: 'Matt', to: 'G4' }).error).toContain('Matt has 3 MP left; reaching G4 costs 4');
  });

  test('checklist 44: tunnel hexes cost 1, stairways and steep stairways 2', () => {
    const rows = flat('-');
    rows[3] = '- - H - - - Z - - -';
    const { module, state } = cliff({ rix: 'A5', barney: 'G3' }, { krular: 'J8' }, [], rows);
    expect(must(module, state, 'rebels', 'move', { unit: 'Rix', to: 'A8' }).text).toBe('Rix moves A5→A6→A7→A8 (3 MP; 5 left).');
    expect(must(module, state, 'rebels', 'move', { unit: 'Barney', to: 'G4' }).text).toBe('Barney moves G3→G4 (2 MP; 6 left).');
  });

  test('two characters on different levels cannot fight, and do not challenge each other', () => {
    const t = cliff({ rix: 'F4', simon: 'J1' }, { krular: 'F3' }, [], flat());
    const combat = { ...t.state, active: 0, phase: 'combat' as const };
    expect(act(t.module, combat, 'orks', 'attack', { with: 'Krular', target: 'Rix' }).error).toBe(
      'Krular cannot strike Rix in F4: they stand on different levels, with no stairway or slope between them (2.45).',
    );
    // Rix walks along the foot of the cliff under Krular: no challenge.
    expect(must(t.module, t.state, 'rebels', 'move', { unit: 'Rix', to: 'H4', via: 'G4' }).rolls).toHaveLength(0);
  });
});

describe('2.3 and 2.31: what a move may spend and where it may go', () => {
  test('30: MP left at the end of a phase are not kept for the next turn', () => {
    const { module, state } = cliff({ rix: 'F5' });
    let s = must(module, state, 'rebels', 'move', { unit: 'Rix', to: 'F6' }).state;
    for (let guard = 0; guard < 20 && !(s.phase === 'movement' && s.active === 1 && s.turn === 2); guard++) {
      s = must(module, s, s.sides[s.active]!.id, 'done').state;
    }
    expect(s).toMatchObject({ turn: 2, phase: 'movement', active: 1 });
    // A fresh 8: neither the 7 he did not spend added to it, nor the 7 alone.
    expect(must(module, s, 'rebels', 'move', { unit: 'Rix', to: 'F7' }).text).toBe('Rix moves F6→F7 (1 MP; 7 left).');
  });

  test('31 item 6: no character can be in a crevasse', () => {
    const rows = flat();
    rows[5] = '. . . . . X . . . .';
    const { module, state } = cliff({ rix: 'F5' }, { krular: 'J8' }, [], rows);
    expect(act(module, state, 'rebels', 'move', { unit: 'Rix', to: 'F6' }).error).toContain('Rix cannot reach F6: crevasse cannot be entered.');
  });
});

describe('5.12.2 jumping from a higher to a lower level', () => {
  test('an unarmoured character: 1-4 unharmed, 5-7 wounded, 8-10 dead', () => {
    const { module, state } = cliff({ rix: 'F3' });
    const four = must(module, state, 'rebels', 'jump', { unit: 'Rix', to: 'F4' }, [4]);
    expect(four.text).toBe('Rix jumps down from F3 to F4 (level 1 to 0) (1 MP; 7 left): d10 for the jump: 4 (forced) on the unarmoured line → unharmed.');
    expect(at(four.state, 'rix')).toBe('F4');
    expect(four.rolls[0]).toMatchObject({ table: '5.12.2 jumping from a higher to a lower level', row: 'unarmoured', result: 'unharmed' });
    const five = must(module, state, 'rebels', 'jump', { unit: 'Rix', to: 'F4' }, [5]);
    expect(unit(five.state, 'rix')).toMatchObject({ wounds: 1, dead: false });
    expect(must(module, state, 'rebels', 'jump', { unit: 'Rix', to: 'F4' }, [7]).rolls[0]!.result).toBe('wounded');
    const eight = must(module, state, 'rebels', 'jump', { unit: 'Rix', to: 'F4' }, [8]);
    expect(unit(eight.state, 'rix').dead).toBe(true);
    expect(at(eight.state, 'rix')).toBe('F4');
  });

  test('an armoured character: 1 unharmed, 2-6 wounded, 7-10 dead', () => {
    const { module, state } = cliff({ matt: 'F3' });
    expect(must(module, state, 'rebels', 'jump', { unit: 'Matt', to: 'F4' }, [1]).rolls[0]).toMatchObject({ row: 'armoured', result: 'unharmed' });
    expect(unit(must(module, state, 'rebels', 'jump', { unit: 'Matt', to: 'F4' }, [2]).state, 'matt').wounds).toBe(1);
    expect(unit(must(module, state, 'rebels', 'jump', { unit: 'Matt', to: 'F4' }, [6]).state, 'matt').wounds).toBe(1);
    expect(unit(must(module, state, 'rebels', 'jump', { unit: 'Matt', to: 'F4' }, [7]).state, 'matt').dead).toBe(true);
  });

  test('Lucifer rolls on his own line: 1-6 unharmed, and ruling 139: "wounded" (7-9) kills him as one wound does, 10 dead', () => {
    const { module, state } = cliff({ lucifer: 'F3' });
    expect(at(must(module, state, 'rebels', 'jump', { unit: 'Lucifer', to: 'F4' }, [6]).state, 'lucifer')).toBe('F4');
    const seven = must(module, state, 'rebels', 'jump', { unit: 'Lucifer', to: 'F4' }, [7]);
    expect(seven.rolls[0]).toMatchObject({ row: 'lucifer', result: 'wounded' });
    expect(seven.text).toContain('→ wounded: Lucifer is killed (one wound kills him).');
    expect(unit(seven.state, 'lucifer').dead).toBe(true);
    expect(unit(must(module, state, 'rebels', 'jump', { unit: 'Lucifer', to: 'F4' }, [10]).state, 'lucifer').dead).toBe(true);
  });

  test('5.12.2 note: the Ork wardogs roll on the armoured line', () => {
    const { module, state } = levelledMove(withStairs(), CLIFF, { orks: { 'wardog-1': 'F3' }, rebels: { rix: 'J8' } });
    const orks = { ...state, active: 0 };
    expect(jumperKind(unit(orks, 'wardog-1'))).toBe('armoured');
    const two = must(module, orks, 'orks', 'jump', { unit: 'Wardog 1', to: 'F4' }, [2]);
    expect(two.rolls[0]).toMatchObject({ row: 'armoured', result: 'wounded' });
    expect(unit(two.state, 'wardog-1').dead).toBe(true);
  });

  test('a wounded character wounded again by the jump dies; a troll takes "dead" as two wounds', () => {
    const { module, state } = cliff({ rix: 'F3', gnurr: 'G3' });
    expect(unit(must(module, patch(state, 'rix', { wounds: 1 }), 'rebels', 'jump', { unit: 'Rix', to: 'F4' }, [5]).state, 'rix').dead).toBe(true);
    const troll = must(module, state, 'rebels', 'jump', { unit: 'Gnurr', to: 'G4' }, [10]);
    expect(unit(troll.state, 'gnurr')).toMatchObject({ wounds: 2, dead: false });
  });

  test('a jump does not land on a horse (2.37): the refusal names it, and the hints leave that hex out', () => {
    const { module, state } = cliff({ rix: 'F3' });
    const horse = standHorse(state, 'laberne', 'F4', 'N', 'rebels');
    expect(act(module, horse, 'rebels', 'jump', { unit: 'Rix', to: 'F4' }).error).toBe("Laberne's horse is in F4: a jump must land where Rix may stop (2.37).");
    const hints = module.legalOrders(horse, 'rebels', { verb: 'jump', options: { unit: 'Rix' } }).map((h) => h.options.to);
    expect(hints).toContain('E4');
    expect(hints).not.toContain('F4');
  });

  test('a jump costs what the arrival hex costs; he may move on with what is left, a wound halving it', () => {
    const rows = withStairs();
    rows[3] = '. . H . . , . . . .';
    const { module, state } = cliff({ rix: 'F3' }, { krular: 'J8' }, [], rows);
    const jumped = must(module, state, 'rebels', 'jump', { unit: 'Rix', to: 'F4' }, [1]);
    expect(jumped.text).toContain('(2 MP; 6 left)');
    expect(jumped.state.moves.find((m) => m.unit === 'rix')).toMatchObject({ spent: 2, allowance: 8 });
    expect(must(module, jumped.state, 'rebels', 'move', { unit: 'Rix', to: 'F8' }).text).toBe('Rix moves F4→F5→F6→F7→F8 (4 MP; 2 left).');
    // Wounded on landing: 6 left become 3.
    const hurt = must(module, state, 'rebels', 'jump', { unit: 'Rix', to: 'F4' }, [5]);
    expect(hurt.text).toContain('(2 MP; 3 left)');
    expect(act(module, hurt.state, 'rebels', 'move', { unit: 'Rix', to: 'F8' }).error).toContain('Rix has 3 MP left; reaching F8 costs 4.');
  });

  test('only to a next, lower hex; only where he may stop; never where a walk would do', () => {
    const { module, state } = cliff({ rix: 'F3', simon: 'F4', barney: 'B3' }, { krular: 'E4' });
    expect(act(module, state, 'rebels', 'jump', { unit: 'Rix', to: 'F5' }).error).toBe(
      'The arrival hex must be next to the departure hex (5.12.2); F5 is not next to F3. Rix could jump to G4.',
    );
    expect(act(module, state, 'rebels', 'jump', { unit: 'Rix', to: 'G3' }).error).toBe(
      'G3 is not lower than F3: jumps are made only from an upper to a lower level (5.12.2). Rix could jump to G4.',
    );
    expect(act(module, state, 'rebels', 'jump', { unit: 'Rix', to: 'F4' }).error).toBe('Simon is in F4: a jump must land where Rix may stop (2.37).');
    expect(act(module, state, 'rebels', 'jump', { unit: 'Rix', to: 'E4' }).error).toBe('Krular is in E4: a jump cannot land on an enemy.');
    expect(act(module, state, 'rebels', 'jump', { unit: 'Barney', to: 'C4' }).error).toBe('Barney can walk down to C4: use /move.');
    expect(act(module, { ...state, phase: 'combat' }, 'rebels', 'jump', { unit: 'Rix', to: 'G4' }).error).toBe('Jumps are made in the movement phase; it is the combat phase.');
  });

  test('not without the MP for the arrival hex; not into water in armour', () => {
    const rows = withStairs();
    rows[3] = '. . H . . ~ . . . .';
    const { module, state } = cliff({ rix: 'F3', matt: 'A1' }, { krular: 'J8' }, [], rows);
    const tired = { ...state, moves: [{ unit: 'rix', spent: 4, allowance: 8, path: [] }] };
    expect(act(module, tired, 'rebels', 'jump', { unit: 'Rix', to: 'F4' }).error).toBe('Rix has 4 MP left; the jump to F4 costs 5 (5 MP for water).');
    const armoured = patch(patch(state, 'rix', { hex: 'A2' }), 'matt', { hex: 'F3' });
    expect(act(module, armoured, 'rebels', 'jump', { unit: 'Matt', to: 'F4' }).error).toBe(
      'Matt cannot jump into the water of F4: a character in armour cannot enter water; he would drown.',
    );
  });

  test('translator: climbing over the low wall to jump costs 2 MP more; with the option off the wall stops him', () => {
    const { module, state } = cliff({ rix: 'F3' }, { krular: 'J8' }, ['low-wall F3/F4', 'wall G3/G4']);
    const over = must(module, state, 'rebels', 'jump', { unit: 'Rix', to: 'F4' }, [1]);
    expect(over.text).toContain('(3 MP; 5 left)');
    const strict = { ...state, options: { ...state.options, jumpOverLowWall: false } };
    expect(act(module, strict, 'rebels', 'jump', { unit: 'Rix', to: 'F4' }).error).toBe(
      "The low wall is in the way; this game's options do not let a character climb over it to jump.",
    );
    const walled = patch(state, 'rix', { hex: 'G3' });
    expect(act(module, walled, 'rebels', 'jump', { unit: 'Rix', to: 'G4' }).error).toBe('A wall stands between G3 and G4: no jump passes it.');
  });

  test('leaving a hex where an earlier order stopped draws its challenges', () => {
    const { module, state } = cliff({ rix: 'F2' }, { krular: 'G3' });
    const first = must(module, state, 'rebels', 'move', { unit: 'Rix', to: 'F3' });
    const jump = must(module, first.state, 'rebels', 'jump', { unit: 'Rix', to: 'F4' }, [7, 1]);
    expect(jump.text).toContain('Challenge at F3: Rix passing Krular, d10 for the challenge: 7 (forced): no effect.');
    expect(jump.text).toContain('Rix jumps down from F3 to F4');
  });

  test('landing, he may be shot at by the standing reactions, as on any hex entered (2.23)', () => {
    const { module, state } = cliff({ rix: 'F3' }, { fnarad: 'F8' });
    const r = must(module, { ...state, playerTurn: 2 }, 'rebels', 'jump', { unit: 'Rix', to: 'F4' }, [1, 9]);
    expect(r.rolls.map((x) => x.label)).toEqual(['Jump: Rix from F3 down to F4', 'Defensive fire: Fnarad at Rix']);
    expect(r.text).toContain('Fnarad (shortbow) fires defensively at Rix in F4');
  });

  test('legal orders offer the jumps in reach', () => {
    const { module, state } = cliff({ rix: 'F3' });
    const hints = module.legalOrders(state, 'rebels', { verb: 'jump', options: { unit: 'Rix' } });
    // F3's lower neighbours, clockwise from the north.
    expect(hints.map((h) => h.options.to)).toEqual(['G4', 'F4', 'E4']);
  });
});
