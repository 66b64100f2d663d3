import { describe, expect, test } from 'vitest';
import { coverLoss } from '../../../../src/engine/games/dragon-pass/combat/losses.ts';
import { loadBook, position } from '../book.ts';

const book = loadBook();
const state = position({ 'sartar-clan-infantry-1': 'E15', 'sartar-clan-archers-1': 'E15', 'argrath-1': 'E15', 'sartar-emissary-1': 'E15' });
const stack = ['sartar-clan-infantry-1', 'sartar-clan-archers-1', 'argrath-1', 'sartar-emissary-1'].map((id) => state.pieces[id]!);
const lost = (loss: number) => coverLoss(book, stack, loss).map((p) => p.id).sort();

describe('a loss figure counted in CF, the owner picking the cheapest cover (clansman 3, archer 1, Argrath 6, emissary 0)', () => {
  test('the least CF that reaches the loss', () => {
    expect(lost(0)).toEqual([]);
    expect(lost(1)).toEqual(['sartar-clan-archers-1']);
    expect(lost(2)).toEqual(['sartar-clan-infantry-1']);
    expect(lost(4)).toEqual(['sartar-clan-archers-1', 'sartar-clan-infantry-1']);
    // 5: the clansman and the archer make only 4; Argrath's 6 is the least that reaches it.
    expect(lost(5)).toEqual(['argrath-1']);
    expect(lost(9)).toEqual(['argrath-1', 'sartar-clan-infantry-1']);
  });

  test('a CF 0 unit dies only when the loss reaches the whole stack', () => {
    expect(lost(9)).not.toContain('sartar-emissary-1');
    expect(lost(10)).toEqual(['argrath-1', 'sartar-clan-archers-1', 'sartar-clan-infantry-1', 'sartar-emissary-1']);
    expect(lost(40)).toHaveLength(4);
  });
});
