import { describe, expect, test } from 'vitest';
import { seatViewer } from '../../../src/engine/core/events.ts';
import { act, at, must, patch, phase, unit } from '../../support/dragon-noir.ts';
import { levelled, levelledMove } from '../../support/dn-levels.ts';

/**
 * The Maze's walkways (1.42, 1.52, 2.31 item 11, 2.37) and the underground entrances of DN1
 * (2.37). The test Maze: columns A-C and F-J are paved at level +1, columns D-E a tunnel at level
 * 0. A walkway crosses the tunnel over D4 and E4, resting on the pillar C4 (and C5) on one side,
 * F3 and F4 on the other.
 */

const MAZE_ROWS = Array.from({ length: 8 }, (_, i) => (i === 3 ? '+ + I - - + + + + +' : '+ + + - - + + + + +'));
const MAZE_LEVELS = Array.from({ length: 8 }, () => '+ + + 0 0 + + + + +');
const WALKWAY = { D4: ['walkway'], E4: ['walkway'] };

const maze = (rebels: Record<string, string>, orks: Record<string, string> = { krular: 'J8' }) => levelledMove(MAZE_ROWS, MAZE_LEVELS, { rebels, orks }, WALKWAY);

describe('2.31 item 11: a walkway is reached only from the hexes it rests on', () => {
  test('from the paved level, across the walkway and off at the other end, 1 MP a hex', () => {
    const { module, state } = maze({ rix: 'B4' });
    const r = must(module, state, 'rebels', 'move', { unit: 'Rix', to: 'F4' });
    expect(r.text).toBe('Rix moves B4→C4→D4→E4→F4 (4 MP; 4 left).');
    const onIt = must(module, state, 'rebels', 'move', { unit: 'Rix', to: 'D4' });
    expect(unit(onIt.state, 'rix')).toMatchObject({ below: false });
  });

  test('from the tunnel one walks beneath it, never onto it', () => {
    const { module, state } = maze({ santiago: 'D7', barney: 'D3' });
    const under = must(module, state, 'rebels', 'move', { unit: 'Santiago', to: 'D4' });
    expect(under.text).toBe('Santiago moves D7→D6→D5→D4 (3 MP; 5 left).');
    expect(unit(under.state, 'santiago').below).toBe(true);
    // From the ground beneath, the paved level is no nearer.
    expect(act(module, under.state, 'rebels', 'move', { unit: 'Santiago', to: 'C4' }).error).toContain(
      'Santiago cannot reach C4: it is a higher level, reached only by a stairway or a slope.',
    );
    expect(unit(must(module, state, 'rebels', 'move', { unit: 'Barney', to: 'D4' }).state, 'barney').below).toBe(true);
  });

  test('from the walkway nobody steps down to the tunnel: he jumps', () => {
    const t = maze({ rix: 'D4' });
    expect(act(t.module, t.state, 'rebels', 'move', { unit: 'Rix', to: 'D5' }).error).toContain('Rix cannot reach D5: it is a drop to a lower level: only a jump gets down there.');
    const jumped = must(t.module, t.state, 'rebels', 'jump', { unit: 'Rix', to: 'D5' }, [2]);
    expect(jumped.text).toContain('Rix jumps down from D4 to D5 (level 1 to 0)');
  });
});

describe('2.37 stacking: one living character a hex, two on a walkway hex or an entrance', () => {
  test('WE-DN-35: one on the walkway and one beneath it share the hex; a third cannot', () => {
    const { module, state } = maze({ rix: 'B4', santiago: 'D7', simon: 'D6' });
    const above = must(module, state, 'rebels', 'move', { unit: 'Rix', to: 'D4' });
    const both = must(module, above.state, 'rebels', 'move', { unit: 'Santiago', to: 'D4', via: 'E5' });
    expect([at(both.state, 'rix'), at(both.state, 'santiago')]).toEqual(['D4', 'D4']);
    expect([unit(both.state, 'rix').below, unit(both.state, 'santiago').below]).toEqual([false, true]);
    expect(act(module, both.state, 'rebels', 'move', { unit: 'Simon', to: 'D4' }).error).toBe('D4 is occupied by Rix; a move cannot end on another living character (2.37).');
    // The view shows which of the two is beneath.
    const view = module.view(both.state, seatViewer('rebels'));
    expect(view.units.find((u) => u.id === 'santiago')).toMatchObject({ below: true });
  });

  test('the two in one hex, even enemies, cannot fight each other', () => {
    const t = levelled(MAZE_ROWS, MAZE_LEVELS, { orks: { krular: 'D4' }, rebels: { santiago: 'D4' } }, WALKWAY);
    const state = phase(patch(t.state, 'santiago', { below: true }), 'orks', 'combat');
    expect(act(t.module, state, 'orks', 'attack', { with: 'Krular', target: 'Santiago' }).error).toBe('Krular and Santiago are one above the other in D4: they cannot fight each other (2.37).');
  });

  test('an enemy on the walkway neither bars nor challenges the way beneath it, nor one beneath the walkway', () => {
    const { module, state } = maze({ santiago: 'D6', rix: 'B4' }, { krular: 'D4' });
    const under = must(module, state, 'rebels', 'move', { unit: 'Santiago', to: 'D3' });
    expect(under.text).toBe('Santiago moves D6→D5→D4→D3 (3 MP; 5 left).');
    expect(under.rolls).toHaveLength(0);
    const low = patch(state, 'krular', { below: true, hex: 'E4' });
    const over = must(module, low, 'rebels', 'move', { unit: 'Rix', to: 'F4' });
    expect(over.text).toBe('Rix moves B4→C4→D4→E4→F4 (4 MP; 4 left).');
    expect(over.rolls).toHaveLength(0);
  });

  test('an enemy on the walkway challenges those passing at its level', () => {
    const { module, state } = maze({ rix: 'B5' }, { krular: 'D4' });
    const r = must(module, state, 'rebels', 'move', { unit: 'Rix', to: 'C6', via: 'C5' }, [1]);
    expect(r.text).toContain('Challenge at C5: Rix passing Krular');
  });

  test('2.31 item 11 note: from the pillar it rests on, the walkway is attacked at +; from the tunnel it cannot be', () => {
    const t = levelled(MAZE_ROWS, MAZE_LEVELS, { orks: { krular: 'D4' }, rebels: { rix: 'C4', santiago: 'D5' } }, WALKWAY);
    const state = phase(t.state, 'rebels', 'combat');
    const r = must(t.module, state, 'rebels', 'attack', { with: 'Rix', target: 'Krular' }, [10]);
    expect(r.text).toContain('Rix 6 v Krular 5 → 1-1; terrain + v 0, 1 right; → 2-1');
    expect(act(t.module, state, 'rebels', 'attack', { with: 'Santiago', target: 'Krular' }).error).toBe(
      'Santiago cannot strike Krular in D4: they stand on different levels, with no stairway or slope between them (2.45).',
    );
  });

  test('an underground entrance holds two: the first in the entrance, the second above it', () => {
    const rows = Array.from({ length: 8 }, (_, i) => (i === 3 ? '. . E . . . . . . .' : '. . . . . . . . . .'));
    const levels = Array.from({ length: 8 }, () => '0 0 0 0 0 0 0 0 0 0');
    const { module, state } = levelledMove(rows, levels, { rebels: { rix: 'C2', simon: 'C6', barney: 'A4' }, orks: { krular: 'J8' } });
    const first = must(module, state, 'rebels', 'move', { unit: 'Rix', to: 'C4' });
    expect(unit(first.state, 'rix').below).toBe(true);
    const second = must(module, first.state, 'rebels', 'move', { unit: 'Simon', to: 'C4' });
    expect(unit(second.state, 'simon').below).toBe(false);
    expect(act(module, second.state, 'rebels', 'move', { unit: 'Barney', to: 'C4' }).error).toBe('C4 is occupied by Simon; a move cannot end on another living character (2.37).');
    // Everywhere else, one living character a hex.
    expect(act(module, second.state, 'rebels', 'move', { unit: 'Barney', to: 'C5' }).error).toBeUndefined();
  });

  test('ours: one may pass over an entrance an enemy stands in, and stop above him', () => {
    const rows = Array.from({ length: 8 }, (_, i) => (i === 3 ? '. . E . . . . . . .' : '. . . . . . . . . .'));
    const levels = Array.from({ length: 8 }, () => '0 0 0 0 0 0 0 0 0 0');
    const t = levelled(rows, levels, { rebels: { rix: 'C2' }, orks: { krular: 'C4' } });
    const state = phase(patch(t.state, 'krular', { below: true }), 'rebels', 'movement');
    // He rolls for C3, next to Krular; none for C4, where the two are one above the other.
    const through = must(t.module, state, 'rebels', 'move', { unit: 'Rix', to: 'C5', via: 'C4' }, [1]);
    expect(through.text).toContain('Rix moves C2→C3→C4→C5');
    expect(through.rolls.map((r) => r.label)).toEqual(['Challenge: Rix crossing C3, next to Krular']);
    const stop = must(t.module, state, 'rebels', 'move', { unit: 'Rix', to: 'C4' }, [1]);
    expect(unit(stop.state, 'rix').below).toBe(false);
  });
});
