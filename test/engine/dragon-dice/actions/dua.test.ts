import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../../src/engine/core/result.ts';
import { bury, promote, promotionsFor, recruit, recruitsFor } from '../../../../src/engine/games/dragon-dice/actions/dua.ts';
import { loadBook } from '../book.ts';
import { gameWith, places } from './fixture.ts';

const book = loadBook();

describe('the DUA (GAPS B9): promotion, recruitment, burial', () => {
  const state = () =>
    gameWith([
      ['p1', 'goblin-thug', 't-front'],
      ['p1', 'goblin-cutthroat', 'dua'],
      ['p1', 'dwarf-sergeant', 'dua'],
      ['p1', 'goblin-marauder', 'dua'],
      ['p1', 'goblin-pelter', 'dua'],
      ['p1', 'goblin-cutthroat', 't-front'],
      ['p2', 'goblin-cutthroat', 'dua'],
      ['p2', 'goblin-thug', 'dua'],
    ]);

  it('promotes a Thug (1) into a Cutthroat (2) of its owner\'s DUA: the same species, one health larger; the Thug goes to the DUA', () => {
    expect(promotionsFor(book, state(), 'p1-goblin-thug-1').map((u) => u.id)).toEqual(['p1-goblin-cutthroat-1']);
    const next = unwrap(promote(book, state(), 'p1-goblin-thug-1', 'p1-goblin-cutthroat-1'));
    expect(places(next)).toMatchObject({ 'p1-goblin-thug-1': 'dua', 'p1-goblin-cutthroat-1': 'terrain:t-front' });
  });

  it('refuses a promotion into another species, another health or another owner\'s die, naming the ones allowed', () => {
    const dwarf = promote(book, state(), 'p1-goblin-thug-1', 'p1-dwarf-sergeant-1');
    expect(!dwarf.ok && dwarf.error).toBe("Thug is promoted into a Goblins unit of health 2 from p1's DUA: p1-goblin-cutthroat-1.");
    expect(promote(book, state(), 'p1-goblin-thug-1', 'p1-goblin-marauder-1').ok).toBe(false);
    expect(promote(book, state(), 'p1-goblin-thug-1', 'p2-goblin-cutthroat-1').ok).toBe(false);
    expect(promote(book, state(), 'p1-goblin-cutthroat-1', 'p1-goblin-marauder-1')).toEqual({ ok: false, error: 'p1-goblin-cutthroat-1 is not a unit in an army.' });
    // The Cutthroat in the army becomes the Marauder (2 → 3).
    expect(places(unwrap(promote(book, state(), 'p1-goblin-cutthroat-2', 'p1-goblin-marauder-1')))).toMatchObject({ 'p1-goblin-cutthroat-2': 'dua', 'p1-goblin-marauder-1': 'terrain:t-front' });
  });

  it('recruits a 1-health unit of the DUA into an army, and nothing larger', () => {
    expect(recruitsFor(book, state(), 'p1').map((u) => u.id)).toEqual(['p1-goblin-pelter-1']);
    expect(places(unwrap(recruit(book, state(), 'p1-goblin-pelter-1', { owner: 'p1', at: 'reserve' })))['p1-goblin-pelter-1']).toBe('reserve');
    expect(places(unwrap(recruit(book, state(), 'p1-goblin-pelter-1', { owner: 'p1', at: 't-front' })))['p1-goblin-pelter-1']).toBe('terrain:t-front');
    const big = recruit(book, state(), 'p1-goblin-cutthroat-1', { owner: 'p1', at: 't-front' });
    expect(!big.ok && big.error).toBe("Recruits are 1-health units from p1's DUA: p1-goblin-pelter-1.");
    expect(recruit(book, state(), 'p2-goblin-thug-1', { owner: 'p1', at: 't-front' }).ok).toBe(false);
  });

  it('buries a unit of the DUA in the BUA, and only from the DUA', () => {
    expect(places(unwrap(bury(state(), 'p1-goblin-pelter-1')))['p1-goblin-pelter-1']).toBe('bua');
    expect(bury(state(), 'p1-goblin-thug-1')).toEqual({ ok: false, error: 'Only a unit in the DUA is buried; p1-goblin-thug-1 is not in the DUA.' });
    const twice = bury(unwrap(bury(state(), 'p1-goblin-pelter-1')), 'p1-goblin-pelter-1');
    expect(!twice.ok && twice.error).toContain('in the BUA already');
  });
});
