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

  it('Roar (`reserve`) 3: the health-worth the attacker names goes to the reserves before the rest save', () => {
    const state = withAttacker('test-roarer');
    const withFootman = { ...state, units: { ...state.units, 'p1-y': { id: 'p1-y', die: 'dwarf-footman', owner: 'p1', at: { kind: 'terrain' as const, terrain: 't-front' } } } };
    // The Roarer's Roar 3 and the Footman's melee 2.
    const started = unwrap(startMelee(book, withFootman, p1, p2, faces6(2, 6)));
    // 3 health-worth of 3 + 2 + 1: the Marauder, or the Cutthroat and the Thug; naming the Cutthroat alone is refused.
    expect(answerCasualties(book, started.state, 'p1', ['Cutthroat'], faces6()).ok).toBe(false);
    const saves = faces6(4);
    const done = unwrap(answerCasualties(book, started.state, 'p1', ['Cutthroat', 'Thug'], saves));
    expect(places(done.state)).toMatchObject({ 'p2-goblin-cutthroat-1': 'reserve', 'p2-goblin-thug-1': 'reserve', 'p2-goblin-marauder-1': 'terrain:t-front' });
    expect(saves.rolls.map((r) => r.label)).toEqual(['Marauder (p2-goblin-marauder-1)']);
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

  it("a save roll's damage back at the attacker (`damage-attacker-no-save`, Scorching Shield) comes after the attacker's hits are taken", () => {
    const state = gameWith([
      ['p1', 'goblin-thug', 't-front'],
      ['p1', 'goblin-thug', 't-front'],
      ['p2', 'test-shield', 't-front'],
      ['p2', 'goblin-thug', 't-front'],
    ]);
    // Thugs melee 2 + melee 1 = 3 hits; the Shield-bearer's Scorching Shield 1 (a save, and 1 damage back), the Thug melee: 2 damage.
    const done = unwrap(startMelee(book, state, p1, p2, faces6(6, 3, 2, 3)));
    const text = done.events.map((e) => e.text);
    const defenderLoses = text.findIndex((t) => /2 damage from the melee hits: p2's army .* loses Shield-bearer/.test(t));
    const attackerLoses = text.findIndex((t) => /1 damage from Shield-bearer's scorching-shield: p1's army .* loses Thug/.test(t));
    // The Shield-bearer died to the hits, yet its damage strikes: unlike a Counter's, it asks no survival.
    expect(defenderLoses).toBeGreaterThan(-1);
    expect(attackerLoses).toBeGreaterThan(defenderLoses);
  });

  it('and strikes as well when its unit lives', () => {
    const state = gameWith([
      ['p1', 'goblin-thug', 't-front'],
      ['p1', 'goblin-thug', 't-front'],
      ['p2', 'test-shield', 't-front'],
      ['p2', 'goblin-thug', 't-front'],
    ]);
    // 3 hits; Scorching Shield 1 and the Thug's save 1: 1 damage, the Thug. Then 1 damage back: a p1 Thug (they are alike).
    const done = unwrap(startMelee(book, state, p1, p2, faces6(6, 3, 2, 2)));
    expect(places(done.state)).toMatchObject({ 'p2-goblin-thug-1': 'dua', 'p2-test-shield-1': 'terrain:t-front', 'p1-goblin-thug-1': 'dua', 'p1-goblin-thug-2': 'terrain:t-front' });
  });
});
