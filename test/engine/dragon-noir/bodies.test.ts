import { describe, expect, test } from 'vitest';
import type { DnState } from '../../../src/engine/games/dragon-noir/state.ts';
import { parseLabel } from '../../../src/engine/hex/labels.ts';
import { act, at, must, OPEN_FIELD, patch, phase, table, unit, type Setup } from '../../support/dragon-noir.ts';

/** Bodies (2.31 item 12, 2.32.1) and carrying the stunned (2.32.2). */

const ORKS = { krular: 'J8', azrog: 'J7', aruk: 'J6', gromrak: 'J5', zugun: 'J4', gromuz: 'J3', zarad: 'J2' };

const field = (rebels: Record<string, Setup>, orks: Record<string, string> = ORKS, rows = OPEN_FIELD, hexsides: string[] = []) => {
  const t = table(rows, { orks, rebels }, hexsides);
  return { module: t.module, state: phase(t.state, 'rebels', 'movement') };
};

/** Lays the named Orks dead in `hex`. */
const dead = (state: DnState, hex: string, ids: string[]) => ids.reduce((s, id) => patch(s, id, { hex, dead: true }), state);

const horse = (id: string, hex: string) => ({ id, owner: id, name: `${id}'s horse`, hex: parseLabel(hex)!, facing: 0, dead: true, controller: 'rebels', ledBy: null });

describe('2.31 item 12: bodies slow and block', () => {
  test('a dead horse weighs as three dead persons: one costs 1 MP more; two, or one and three dead persons, block the hex', () => {
    const { module, state } = field({ rix: 'C4' });
    const one = { ...state, horses: [horse('a', 'C5')] };
    expect(must(module, one, 'rebels', 'move', { unit: 'Rix', to: 'C5' }).text).toBe('Rix moves C4→C5 (2 MP; 6 left).');
    const two = { ...state, horses: [horse('a', 'C5'), horse('b', 'C5')] };
    expect(act(module, two, 'rebels', 'move', { unit: 'Rix', to: 'C5' }).error).toContain('the bodies there make it impassable');
    const mixed = { ...dead(state, 'C5', ['azrog', 'aruk', 'gromrak']), horses: [horse('a', 'C5')] };
    expect(act(module, mixed, 'rebels', 'move', { unit: 'Rix', to: 'C5' }).error).toContain('the bodies there make it impassable');
  });
});

describe('2.32.1 unblocking a hex', () => {
  const blocked = () => {
    const { module, state } = field({ rix: 'C4', simon: 'B5', barney: 'C3', santiago: 'J1' });
    return { module, state: dead(state, 'C5', ['azrog', 'aruk', 'gromrak', 'zugun', 'gromuz', 'zarad']) };
  };

  test('two characters on foot move three dead persons one hex', () => {
    const { module, state } = blocked();
    expect(act(module, state, 'rebels', 'move', { unit: 'Barney', to: 'C6', via: 'C5' }).error).toContain('the bodies there make it impassable');
    const r = must(module, state, 'rebels', 'clear', { with: 'Rix, Simon', from: 'C5', to: 'C6' });
    expect(r.text).toBe('Rix and Simon drag Azrog, Aruk, Gromrak from C5 to C6 (2.32.1).');
    expect(['azrog', 'aruk', 'gromrak'].map((id) => at(r.state, id))).toEqual(['C6', 'C6', 'C6']);
    expect(['zugun', 'gromuz', 'zarad'].map((id) => at(r.state, id))).toEqual(['C5', 'C5', 'C5']);
    // Three bodies left: passable at 1 MP more.
    expect(must(module, r.state, 'rebels', 'move', { unit: 'Barney', to: 'C5' }).text).toBe('Barney moves C3→C4→C5 (3 MP; 5 left).');
  });

  test('the player may name which bodies; never more than three', () => {
    const { module, state } = blocked();
    const named = must(module, state, 'rebels', 'clear', { with: 'Rix,Simon', from: 'C5', to: 'D5', bodies: 'Zarad, Zugun' });
    expect([at(named.state, 'zarad'), at(named.state, 'zugun'), at(named.state, 'azrog')]).toEqual(['D5', 'D5', 'C5']);
    expect(act(module, state, 'rebels', 'clear', { with: 'Rix,Simon', from: 'C5', to: 'D5', bodies: 'Zarad,Zugun,Azrog,Aruk' }).error).toBe(
      'Two characters move 3 dead persons at a time (2.32.1); you named 4.',
    );
  });

  test('those who moved bodies do nothing else in their turn: neither move nor fight', () => {
    const { module, state } = blocked();
    const r = must(module, state, 'rebels', 'clear', { with: 'Rix, Simon', from: 'C5', to: 'C6' });
    expect(unit(r.state, 'rix').clearedInPlayerTurn).toBe(state.playerTurn);
    const busy = 'Rix has moved bodies this turn and can do nothing else in it: neither move nor shoot nor fight (2.32.1).';
    expect(act(module, r.state, 'rebels', 'move', { unit: 'Rix', to: 'B4' }).error).toBe(busy);
    const near = patch(r.state, 'krular', { hex: 'B3' });
    expect(act(module, { ...near, phase: 'combat' }, 'rebels', 'attack', { with: 'Rix', target: 'Krular' }).error).toBe(busy);
    // Next turn he is free again.
    const later = { ...r.state, playerTurn: r.state.playerTurn + 2, moves: [] };
    expect(act(module, later, 'rebels', 'move', { unit: 'Rix', to: 'B4' }).error).toBeUndefined();
  });

  test('and nobody who has already moved or shot this turn may do it', () => {
    const { module, state } = blocked();
    const moved = must(module, state, 'rebels', 'move', { unit: 'Simon', to: 'B6' });
    expect(act(module, moved.state, 'rebels', 'clear', { with: 'Rix,Simon', from: 'C5', to: 'C6' }).error).toBe(
      'Simon has moved this phase; those who move bodies do nothing else in their turn (2.32.1).',
    );
    const shot = patch(state, 'simon', { firedInPlayerTurn: state.playerTurn });
    expect(act(module, shot, 'rebels', 'clear', { with: 'Rix,Simon', from: 'C5', to: 'C6' }).error).toBe(
      'Simon has shot this turn; those who move bodies do nothing else in their turn (2.32.1).',
    );
  });

  test('it takes two, both at the bodies, moving them to a hex next to theirs, through no wall', () => {
    const { module, state } = blocked();
    expect(act(module, state, 'rebels', 'clear', { with: 'Rix', from: 'C5', to: 'C6' }).error).toBe(
      'It takes two characters on foot to move bodies (2.32.1); name two, like with:Rix,Simon.',
    );
    expect(act(module, state, 'rebels', 'clear', { with: 'Rix,Santiago', from: 'C5', to: 'C6' }).error).toBe(
      'Santiago cannot reach the bodies in C5: both must stand there or next to them, with no wall or drop between (2.32.1).',
    );
    expect(act(module, state, 'rebels', 'clear', { with: 'Rix,Simon', from: 'C5', to: 'C7' }).error).toBe('Bodies are moved one hex (2.32.1): C7 is not next to C5.');
    expect(act(module, state, 'rebels', 'clear', { with: 'Rix,Simon', from: 'C4', to: 'C5' }).error).toBe('No dead person lies in C4.');
    const walled = field({ rix: 'C4', simon: 'B5' }, ORKS, OPEN_FIELD, ['wall C5/C6']);
    const w = dead(walled.state, 'C5', ['azrog']);
    expect(act(walled.module, w, 'rebels', 'clear', { with: 'Rix,Simon', from: 'C5', to: 'C6' }).error).toBe('Bodies cannot be moved from C5 to C6: a wall is in the way.');
    expect(act(module, { ...state, phase: 'combat' }, 'rebels', 'clear', { with: 'Rix,Simon', from: 'C5', to: 'C6' }).error).toBe(
      'Bodies are moved in the movement phase; it is the combat phase.',
    );
  });

  test('bodies thrown into the water sink and are removed from the map', () => {
    const rows = [...OPEN_FIELD];
    rows[5] = '. . ~ . . . . . . .';
    const { module, state } = field({ rix: 'C4', simon: 'B5' }, ORKS, rows);
    const lying = dead(state, 'C5', ['azrog', 'aruk', 'gromrak', 'zugun']);
    const r = must(module, lying, 'rebels', 'clear', { with: 'Rix,Simon', from: 'C5', to: 'C6' });
    expect(r.text).toBe('Rix and Simon throw Azrog, Aruk, Gromrak from C5 into the water of C6, where they sink (2.32.1).');
    expect(['azrog', 'aruk', 'gromrak'].map((id) => unit(r.state, id).hex)).toEqual([null, null, null]);
    expect(unit(r.state, 'azrog').dead).toBe(true);
    expect(at(r.state, 'zugun')).toBe('C5');
  });
});

describe('2.32.2 carrying a stunned character', () => {
  // Simon starts the scenario stunned (a condition of its set-up, conditions.ts).
  const carrying = (orks: Record<string, string> = { krular: 'J8' }) => field({ barney: 'C1', simon: { hex: 'C4', stunned: true }, rix: 'J1' }, orks);

  test('WE-DN-32: picked up on the way, the carrier\'s 5 MP left become 2; the friend is laid beside him at the end', () => {
    const { module, state } = carrying();
    const r = must(module, state, 'rebels', 'move', { unit: 'Barney', to: 'C5', carry: 'Simon' });
    expect(r.text).toContain('Barney moves C1→C2→C3→C4→C5 (4 MP; 1 left).');
    expect(r.text).toContain('Barney takes Simon on his back in C4; his MP left are halved (2.32.2).');
    expect(r.state.moves.find((m) => m.unit === 'barney')).toMatchObject({ spent: 4, allowance: 5 });
    expect(at(r.state, 'barney')).toBe('C5');
    // Laid by default next to the fewest enemies: none here, so the first hex round him.
    expect(r.text).toContain('Barney lays Simon down in C4.');
    expect(unit(r.state, 'simon')).toMatchObject({ stunned: true });
    expect(unit(r.state, 'barney').carrying).toBeNull();
    expect(act(module, r.state, 'rebels', 'move', { unit: 'Barney', to: 'C7' }).error).toContain('Barney has 1 MP left; reaching C7 costs 2.');
  });

  test('the carrier\'s player chooses where the friend is laid', () => {
    const { module, state } = carrying();
    const r = must(module, state, 'rebels', 'move', { unit: 'Barney', to: 'C5', carry: 'Simon', drop: 'D5' });
    expect(at(r.state, 'simon')).toBe('D5');
    expect(act(module, state, 'rebels', 'move', { unit: 'Barney', to: 'C5', carry: 'Simon', drop: 'C7' }).error).toBe(
      'Simon cannot be laid in C7. Beside C5 he may be laid in C4, D4, D5, C6, B5, B4.',
    );
  });

  test('the halved MP must reach the end of the move', () => {
    const { module, state } = carrying();
    expect(act(module, state, 'rebels', 'move', { unit: 'Barney', to: 'C7', carry: 'Simon' }).error).toContain('Barney has 2 MP left; reaching C7 costs 3.');
  });

  test('only a stunned friend, passed through on the way', () => {
    const { module, state } = carrying({ krular: 'J8', azrog: 'A8' });
    expect(act(module, patch(state, 'simon', { stunned: false }), 'rebels', 'move', { unit: 'Barney', to: 'C5', carry: 'Simon' }).error).toBe(
      'Simon is not stunned; only a stunned character is carried (2.32.2). None of your characters is stunned.',
    );
    const enemy = patch(state, 'azrog', { stunned: true, hex: 'C3' });
    expect(act(module, enemy, 'rebels', 'move', { unit: 'Barney', to: 'C5', carry: 'Azrog' }).error).toBe(
      'Azrog is not one of your characters on the board, so Barney cannot carry him (2.32.2). Stunned friends: Simon.',
    );
    expect(act(module, state, 'rebels', 'move', { unit: 'Barney', to: 'C4', carry: 'Simon' }).error).toBe(
      'C4 is occupied by Simon; a move cannot end on another living character (2.37).',
    );
    expect(act(module, state, 'rebels', 'move', { unit: 'Barney', to: 'C3', drop: 'C2' }).error).toBe('drop: says where to lay a carried friend; name him with carry: too.');
  });

  test('if the carrier falls on the way, the friend lies where he fell', () => {
    const { module, state } = carrying({ krular: 'D5' });
    const r = must(module, state, 'rebels', 'move', { unit: 'Barney', to: 'C6', carry: 'Simon' }, [10]);
    expect(r.text).toContain('Challenge at C5: Barney passing Krular');
    expect(unit(r.state, 'barney').dead).toBe(true);
    expect(r.text).toContain('Simon lies where Barney fell, in C5.');
    expect(at(r.state, 'simon')).toBe('C5');
  });
});
