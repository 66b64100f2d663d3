import { describe, expect, it, vi } from 'vitest';
import { unwrap } from '../../../../src/engine/core/result.ts';
import { attackOf } from '../../../../src/engine/games/dragon-dice/actions/attack.ts';
import { answerCasualties } from '../../../../src/engine/games/dragon-dice/actions/answers.ts';
import { startMelee } from '../../../../src/engine/games/dragon-dice/actions/start.ts';
import { faces6, gameWith, places, standInBook } from './fixture.ts';

// `sais.json` describes none of these SAIs yet, so these tests count with the stand-in (plain icons and the few SAIs it knows).
vi.mock('../../../../src/engine/games/dragon-dice/rolls/count.ts', async () => ({ countRoll: (await import('./standin-count.ts')).standInCountRoll }));

const book = standInBook();
const p1 = { owner: 'p1', at: 't-front' };
const p2 = { owner: 'p2', at: 't-front' };

describe('attacking SAIs that target units, chosen by the attacker before the saves (FAQ SAI E)', () => {
  it('buries the units an attacking Flame targets, chosen by the attacker (GAPS B9: Flame buries)', () => {
    const state = gameWith([
      ['p1', 'test-flamer', 't-front'],
      ['p2', 'goblin-cutthroat', 't-front'],
      ['p2', 'goblin-thug', 't-front'],
      ['p2', 'goblin-thug', 't-front'],
    ]);
    const started = unwrap(startMelee(book, state, p1, p2, faces6(2)));
    expect(attackOf(started.state)?.queue[0]).toMatchObject({ step: 'casualties', chooser: 'p1', army: p2, damage: 2, to: 'bua' });
    const done = unwrap(answerCasualties(book, started.state, 'p1', ['Cutthroat'], faces6(3, 3)));
    expect(places(done.state)['p2-goblin-cutthroat-1']).toBe('bua');
    expect(done.events[0]!.text).toContain('killed and buried (to the BUA)');
  });

  const defenders = () =>
    gameWith([
      ['p2', 'goblin-marauder', 't-front'],
      ['p2', 'goblin-cutthroat', 't-front'],
      ['p2', 'goblin-thug', 't-front'],
    ]);
  const withAttacker = (die: string) => {
    const state = defenders();
    return { ...state, units: { ...state.units, 'p1-x': { id: 'p1-x', die, owner: 'p1', at: { kind: 'terrain' as const, terrain: 't-front' } } } };
  };

  it('Poison (`bury-one`): one unit of any health, named by the attacker, killed and buried; two are refused', () => {
    const started = unwrap(startMelee(book, withAttacker('test-poisoner'), p1, p2, faces6(2)));
    expect(attackOf(started.state)?.queue[0]).toMatchObject({ chooser: 'p1', pick: 'one', anyHealth: true, to: 'bua' });
    const two = answerCasualties(book, started.state, 'p1', ['Marauder', 'Thug'], faces6());
    expect(!two.ok && two.error).toMatch(/name one unit: this targets a single unit\./);
    const done = unwrap(answerCasualties(book, started.state, 'p1', ['Marauder'], faces6(1, 1)));
    expect(places(done.state)['p2-goblin-marauder-1']).toBe('bua');
  });

  it('Gore (`damage-one`) 2: only a unit of health 2 or less can be its target', () => {
    const started = unwrap(startMelee(book, withAttacker('test-gorer'), p1, p2, faces6(2)));
    const big = answerCasualties(book, started.state, 'p1', ['Marauder'], faces6());
    expect(!big.ok && big.error).toMatch(/Marauder has more health \(3\) than the 2 damage\./);
    const done = unwrap(answerCasualties(book, started.state, 'p1', ['Cutthroat'], faces6(3, 3)));
    expect(places(done.state)['p2-goblin-cutthroat-1']).toBe('dua');
  });

  it('Roar (`reserve`) 4: the health-worth the attacker names goes to the reserves before the rest save', () => {
    const started = unwrap(startMelee(book, withAttacker('test-roarer'), p1, p2, faces6(2)));
    const saves = faces6(3);
    const done = unwrap(answerCasualties(book, started.state, 'p1', ['Marauder', 'Thug'], saves));
    expect(places(done.state)).toMatchObject({ 'p2-goblin-marauder-1': 'reserve', 'p2-goblin-thug-1': 'reserve', 'p2-goblin-cutthroat-1': 'terrain:t-front' });
    expect(saves.rolls.map((r) => r.label)).toEqual(['Cutthroat (p2-goblin-cutthroat-1)']);
  });

  it('Plague (`kill-one-if-no-save`): the target rolls alone and lives on a save, dies on none', () => {
    const started = unwrap(startMelee(book, withAttacker('test-plaguer'), p1, p2, faces6(2)));
    // The Marauder rolls its save 3 and lives; then the army saves against no hits.
    const lives = unwrap(answerCasualties(book, started.state, 'p1', ['Marauder'], faces6(4, 1, 1, 1)));
    expect(places(lives.state)['p2-goblin-marauder-1']).toBe('terrain:t-front');
    expect(lives.events[0]!.text).toMatch(/Marauder rolls for saves against the plague:[\s\S]*Marauder lives\./i);
    const dies = unwrap(answerCasualties(book, started.state, 'p1', ['Marauder'], faces6(3, 1, 1)));
    expect(places(dies.state)['p2-goblin-marauder-1']).toBe('dua');
  });
});
