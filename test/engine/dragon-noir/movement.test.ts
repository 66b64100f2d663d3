import { describe, expect, test } from 'vitest';
import { stepCost } from '../../../src/engine/games/dragon-noir/world.ts';
import { parseLabel } from '../../../src/engine/hex/labels.ts';
import { act, at, must, OPEN_FIELD, patch, phase, table, unit } from '../../support/dragon-noir.ts';

/** Movement on foot: 2.3, 2.31, 2.37 and the costs of 5.13.2. */

const moving = (rows: string[], rebels: Record<string, string>, orks: Record<string, string> = { krular: 'J8' }, hexsides: string[] = []) => {
  const t = table(rows, { orks, rebels }, hexsides);
  return { module: t.module, state: phase(t.state, 'rebels', 'movement') };
};

const rows = (first: string) => [first, ...OPEN_FIELD.slice(1)];

describe('5.13.2 costs on foot', () => {
  // Row 1 zigzags A1 B1 C1 D1 E1 F1: flat, scrub, trees, slope, water, wooden bridge.
  const ROW = '. , T / ~ = . . . .';

  test('flat 1, scrub 2, trees 2, steep slope 4', () => {
    const { module, state } = moving(rows(ROW), { rix: 'A1', santiago: 'A3' });
    expect(must(module, state, 'rebels', 'move', { unit: 'Rix', to: 'B1' }).text).toBe('Rix moves A1→B1 (2 MP; 6 left).');
    const trees = must(module, patch(state, 'rix', { hex: 'B1' }), 'rebels', 'move', { unit: 'Rix', to: 'C1' });
    expect(trees.text).toBe('Rix moves B1→C1 (2 MP; 6 left).');
    const slope = must(module, patch(state, 'rix', { hex: 'C1' }), 'rebels', 'move', { unit: 'Rix', to: 'D1' });
    expect(slope.text).toBe('Rix moves C1→D1 (4 MP; 4 left).');
    expect(must(module, state, 'rebels', 'move', { unit: 'Santiago', to: 'A4' }).text).toBe('Santiago moves A3→A4 (1 MP; 7 left).');
  });

  test('WE-DN-34: water costs an unarmoured character 5 and refuses armour', () => {
    const { module, state } = moving(rows(ROW), { rix: 'D1', matt: 'E2' });
    expect(must(module, state, 'rebels', 'move', { unit: 'Rix', to: 'E1' }).text).toBe('Rix moves D1→E1 (5 MP; 3 left).');
    expect(act(module, state, 'rebels', 'move', { unit: 'Matt', to: 'E1' }).error).toContain('Matt cannot reach E1: a character in armour cannot enter water.');
  });

  test('2.31 item 4: a wooden bridge is not reached from the water', () => {
    const { module, state } = moving(rows(ROW), { rix: 'E1' });
    const here = { state, board: module.board('test'), scenario: module.scenario('test') };
    const rix = unit(state, 'rix');
    expect(stepCost(here, rix, parseLabel('E1')!, parseLabel('F1')!)).toEqual({ mp: null, why: 'a wooden bridge cannot be reached from the water, or left into it' });
    expect(stepCost(here, rix, parseLabel('G1')!, parseLabel('F1')!)).toEqual({ mp: 1, below: false });
    // So a swimmer in E1 climbs out onto the bank first: E1→E2→F1.
    expect(must(module, state, 'rebels', 'move', { unit: 'Rix', to: 'F1' }).text).toBe('Rix moves E1→E2→F1 (2 MP; 6 left).');
  });

  test('a wall is crossed only through a door, or a window at 3 MP more', () => {
    const house = [...OPEN_FIELD];
    house[3] = '. . . # # . . . . .';
    house[4] = '. . . # # . . . . .';
    // The house is walled all round, with a door at C4/D4 and a window at E5/F5.
    const door = moving(house, { rix: 'C4' }, { krular: 'J8' }, ['door C4/D4', 'window E5/F5']);
    expect(must(door.module, door.state, 'rebels', 'move', { unit: 'Rix', to: 'D4' }).text).toBe('Rix moves C4→D4 (1 MP; 7 left).');
    const window = moving(house, { rix: 'F5' }, { krular: 'J8' }, ['door C4/D4', 'window E5/F5']);
    expect(must(window.module, window.state, 'rebels', 'move', { unit: 'Rix', to: 'E5' }).text).toBe('Rix moves F5→E5 (4 MP; 4 left).');
    const shut = moving(house, { rix: 'C5' });
    expect(act(shut.module, shut.state, 'rebels', 'move', { unit: 'Rix', to: 'D4' }).error).toContain('Rix cannot reach D4: a wall is in the way.');
  });

  test('WE-DN-31: three bodies cost 1 more; six make the hex impassable', () => {
    const { module, state } = moving(OPEN_FIELD, { rix: 'C4', barney: 'J1' }, { krular: 'J8', azrog: 'J7', aruk: 'J6', gromrak: 'J5', zugun: 'J4', gromuz: 'J3', zarad: 'J2' });
    let bodies = state;
    for (const id of ['azrog', 'aruk', 'gromrak']) bodies = patch(bodies, id, { hex: 'C5', dead: true });
    expect(must(module, bodies, 'rebels', 'move', { unit: 'Rix', to: 'C5' }).text).toBe('Rix moves C4→C5 (2 MP; 6 left).');
    for (const id of ['zugun', 'gromuz', 'zarad']) bodies = patch(bodies, id, { hex: 'C5', dead: true });
    expect(act(module, bodies, 'rebels', 'move', { unit: 'Rix', to: 'C5' }).error).toContain('the bodies there make it impassable');
  });
});

describe('2.31 and 2.37: who may pass and where a move may end', () => {
  test('no passing through a standing enemy; a stunned one may be stepped over', () => {
    const { module, state } = moving(OPEN_FIELD, { rix: 'C3' }, { krular: 'C4', azrog: 'J8' });
    const around = must(module, state, 'rebels', 'move', { unit: 'Rix', to: 'C5' }, [1, 1]);
    expect(around.text).not.toContain('C4→');
    expect(act(module, state, 'rebels', 'move', { unit: 'Rix', to: 'C4' }).error).toBe('C4 is occupied by Krular; a move cannot end on another living character (2.37).');
    const stunned = patch(state, 'krular', { stunned: true, stunnedInPlayerTurn: 0 });
    expect(must(module, stunned, 'rebels', 'move', { unit: 'Rix', to: 'C5' }).text).toBe('Rix moves C3→C4→C5 (2 MP; 6 left).');
  });

  test('friends may be passed, not shared at the end; bodies may be shared', () => {
    const { module, state } = moving(OPEN_FIELD, { rix: 'C3', simon: 'C4' }, { krular: 'J8', azrog: 'C6' });
    expect(must(module, state, 'rebels', 'move', { unit: 'Rix', to: 'C5' }).text).toBe('Rix moves C3→C4→C5 (2 MP; 6 left).');
    expect(act(module, state, 'rebels', 'move', { unit: 'Rix', to: 'C4' }).error).toContain('C4 is occupied by Simon');
    const body = patch(state, 'azrog', { dead: true });
    expect(at(must(module, body, 'rebels', 'move', { unit: 'Rix', to: 'C6' }).state, 'rix')).toBe('C6');
  });

  test('more than the MP left is refused, naming the cost and what is in reach', () => {
    const { module, state } = moving(OPEN_FIELD, { rix: 'A1' });
    const r = act(module, state, 'rebels', 'move', { unit: 'Rix', to: 'A10' });
    expect(r.error).toContain('A10 is off the map; this board runs from A1 to J8.');
    const far = act(module, state, 'rebels', 'move', { unit: 'Rix', to: 'J1' });
    expect(far.error).toMatch(/^Rix has 8 MP left; reaching J1 costs 9\. Reachable: /);
  });

  test('a character may move again while MP remain, as one continuous move', () => {
    const { module, state } = moving(OPEN_FIELD, { rix: 'C1' }, { krular: 'D2' });
    // Stopping in C2, next to Krular, draws no roll...
    const first = must(module, state, 'rebels', 'move', { unit: 'Rix', to: 'C2' });
    expect(first.rolls).toHaveLength(0);
    // ...but leaving it again means C2 was crossed after all.
    const second = must(module, first.state, 'rebels', 'move', { unit: 'Rix', to: 'C3' }, [3]);
    expect(second.text).toContain('Challenge at C2: Rix passing Krular');
    expect(second.state.moves.find((m) => m.unit === 'rix')).toMatchObject({ spent: 2 });
    const out = must(module, second.state, 'rebels', 'move', { unit: 'Rix', to: 'C8' }, [1]);
    expect(out.text).toContain('(5 MP; 1 left)');
    expect(act(module, out.state, 'rebels', 'move', { unit: 'Rix', to: 'A8' }).error).toContain('Rix has 1 MP left; reaching A8 costs 2.');
  });

  test('the stunned and the dead do not move; nor do the other side, nor anyone out of the movement phase', () => {
    const { module, state } = moving(OPEN_FIELD, { rix: 'C1', simon: 'E1' });
    expect(act(module, patch(state, 'rix', { stunned: true }), 'rebels', 'move', { unit: 'Rix', to: 'C2' }).error).toBe('Rix is stunned and cannot move until he gets up.');
    expect(act(module, patch(state, 'rix', { dead: true }), 'rebels', 'move', { unit: 'Rix', to: 'C2' }).error).toBe('Rix is dead.');
    expect(act(module, state, 'rebels', 'move', { unit: 'Krular', to: 'J7' }).error).toBe('Krular is not yours: he fights for the Orks.');
    expect(act(module, state, 'orks', 'move', { unit: 'Krular', to: 'J7' }).error).toBe('Not your move: it is Turn 1 · Rebels · Movement.');
    expect(act(module, { ...state, phase: 'combat' }, 'rebels', 'move', { unit: 'Rix', to: 'C2' }).error).toBe('Moves are made in the movement phase; it is the combat phase.');
    expect(act(module, state, 'rebels', 'move', { unit: 'Ghost', to: 'C2' }).error).toBe('You have no character called Ghost. Yours: Rix, Simon.');
    expect(act(module, state, 'rebels', 'move', { unit: 'Rix', to: 'C-2' }).error).toBe('/move to: write the hex like F7.');
    expect(act(module, state, 'rebels', 'move', { unit: 'Rix' }).error).toBe('/move to: which hex to move to? Write it like F7.');
    expect(act(module, state, 'rebels', 'fly', { unit: 'Rix' }).error).toContain('/fly is not an order in Dragon Noir');
  });

  test('among routes of equal cost, the one drawing fewer challenges is taken', () => {
    const { module, state } = moving(OPEN_FIELD, { rix: 'B3' }, { krular: 'E4' });
    // B3 to D5 costs 3 MP either way; through C4 the route passes no enemy.
    const r = must(module, state, 'rebels', 'move', { unit: 'Rix', to: 'D5' });
    expect(r.rolls).toHaveLength(0);
    expect(r.text).toContain('(3 MP; 5 left)');
  });

  test('legal orders list what can be reached, for autocomplete', () => {
    const { module, state } = moving(OPEN_FIELD, { rix: 'A1' });
    const hints = module.legalOrders(state, 'rebels', { verb: 'move', options: { unit: 'Rix' } });
    const tos = hints.map((h) => h.options.to);
    expect(tos).toContain('A8');
    expect(tos).not.toContain('J1');
    expect(module.legalOrders(state, 'orks')).toEqual([]);
    expect(unit(state, 'rix').hex).not.toBeNull();
  });
});
