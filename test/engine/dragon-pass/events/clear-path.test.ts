import { describe, expect, it } from 'vitest';
import { clearPath } from '../../../../src/engine/games/dragon-pass/events/clear-path.ts';
import { loadBook, position } from '../book.ts';

describe('a clear path to an edge (events 32, 33, 43)', () => {
  it('a unit on the edge named has its path already: its own hex', () => {
    expect(clearPath(loadBook(), position({ 'lunar-heavy-infantry-1': 'K1' }), 'lunar', 'K1', ['north'])).toEqual(['K1']);
  });

  it('the path is the shortest chain of hexes: from K4 to the north edge, K3, K2, K1', () => {
    expect(clearPath(loadBook(), position({ 'lunar-heavy-infantry-1': 'K4' }), 'lunar', 'K4', ['north'])).toEqual(['K4', 'K3', 'K2', 'K1']);
  });

  it('an enemy stack and its zone of control are walked round, not through', () => {
    const state = position({ 'lunar-heavy-infantry-1': 'K6', 'sartar-clan-infantry-1': 'K4' });
    const path = clearPath(loadBook(), state, 'lunar', 'K6', ['north'])!;
    expect(path[0]).toBe('K6');
    expect(path.at(-1)).toMatch(/^[A-X]1$/);
    // K4 is the enemy's, K5 and K3 in its zone: none of them is on the path.
    for (const hex of ['K3', 'K4', 'K5', 'J4', 'L4']) expect(path).not.toContain(hex);
  });

  it('an unallied independent\'s hex is closed to both sides', () => {
    // Lunar stacks at J9 and J11 shut J10 in: every way out is theirs or in their zone.
    const state = position({ 'sartar-clan-infantry-1': 'J10', 'lunar-heavy-infantry-1': 'J9', 'lunar-heavy-infantry-2': 'J11' });
    expect(clearPath(loadBook(), state, 'sartar', 'J10', ['east'])).toBeNull();
    // From W11 the east edge is one step away, at X10 or X11; with Grazeland cavalry (unallied) in both, the path goes round them.
    const free = position({ 'sartar-clan-infantry-1': 'W11' });
    expect(clearPath(loadBook(), free, 'sartar', 'W11', ['east'])).toHaveLength(2);
    const shut = position({ 'sartar-clan-infantry-1': 'W11', 'grazeland-cavalry-1': 'X10', 'grazeland-cavalry-2': 'X11' });
    const path = clearPath(loadBook(), shut, 'sartar', 'W11', ['east'])!;
    expect(path.length).toBeGreaterThan(2);
    expect(path).not.toContain('X10');
    expect(path).not.toContain('X11');
  });
});
