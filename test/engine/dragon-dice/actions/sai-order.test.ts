import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../../src/engine/core/result.ts';
import { attackOf } from '../../../../src/engine/games/dragon-dice/actions/attack.ts';
import { answerCasualties } from '../../../../src/engine/games/dragon-dice/actions/answers.ts';
import { startMelee } from '../../../../src/engine/games/dragon-dice/actions/start.ts';
import { loadBook } from '../book.ts';
import { faces6, gameWith, places } from './fixture.ts';


const book = loadBook();
const p1 = { owner: 'p1', at: 't-front' };
const p2 = { owner: 'p2', at: 't-front' };

describe('WE-DD-11 (FAQ SAI E): SAIs are resolved before the normal results', () => {
  const smiteState = () =>
    gameWith([
      ['p1', 'dwarf-warlord', 't-front'],
      ['p1', 'dwarf-sergeant', 't-front'],
      ['p1', 'dwarf-footman', 't-front'],
      ['p2', 'goblin-cutthroat', 't-front'],
      ['p2', 'goblin-cutthroat', 't-front'],
      ['p2', 'goblin-thug', 't-front'],
      ['p2', 'goblin-thug', 't-front'],
    ]);

  it('a Smite that kills 2 units removes them before the defender saves against the 4 other hits', () => {
    // Warlord: Smite 4; Sergeant melee 2 and Footman melee 2: 4 ordinary hits.
    const dice = faces6(4, 3, 6);
    const started = unwrap(startMelee(book, smiteState(), p1, p2, dice));
    expect(dice.rolls).toHaveLength(3);
    expect(started.state.action).toMatchObject({ hits: 4, queue: [{ step: 'casualties', chooser: 'p2', damage: 4, to: 'dua' }, { step: 'saves' }, { step: 'counter-attack' }] });
    expect((attackOf(started.state)!.queue[0] as { cause: string }).cause.toLowerCase()).toBe('the smite');

    // The defender gives the Smite's 4 unsaved damage to both Cutthroats (2 + 2): 2 units.
    const saves = faces6(2, 2);
    const after = unwrap(answerCasualties(book, started.state, 'p2', ['Cutthroat', 'Cutthroat'], saves));
    expect(after.events[0]!.text).toMatch(/4 damage from the smite: .* loses Cutthroat and Cutthroat \(4 health-worth\), killed/i);
    // Only the two Thugs left roll saves: the Cutthroats were removed first.
    expect(saves.rolls.map((r) => r.label)).toEqual(['Thug (p2-goblin-thug-1)', 'Thug (p2-goblin-thug-2)']);
    expect(saves.rolls.every((r) => r.purpose === 'the saves against the melee attack')).toBe(true);
    // 4 hits − 2 saves = 2 damage: both Thugs; nothing left to counter-attack with.
    expect(after.events.map((e) => e.text).join('\n')).toContain('2 saves: 2 damage.');
    expect(places(after.state)).toMatchObject({ 'p2-goblin-cutthroat-1': 'dua', 'p2-goblin-cutthroat-2': 'dua', 'p2-goblin-thug-1': 'dua', 'p2-goblin-thug-2': 'dua' });
    expect(after.state.action).toBeNull();
  });

  const counterState = (extraFootman: boolean) =>
    gameWith([
      ['p1', 'dwarf-warlord', 't-front'],
      ['p1', 'dwarf-sergeant', 't-front'],
      ['p1', 'dwarf-footman', 't-front'],
      ...(extraFootman ? [['p1', 'dwarf-footman', 't-front'] as [string, string, string]] : []),
      ['p2', 'coral-elf-coral-giant', 't-front'],
      ['p2', 'goblin-thug', 't-front'],
    ]);

  it("the defender's Counter cannot undo the attacker's results: every attacking die's hits count, and the Counter strikes after", () => {
    // 3 + 2 + 2 = 7 hits. The Coral Giant rolls Counter 4 (4 saves, and it strikes back if it lives); the Thug rolls melee.
    // The Giant's strike: melee 4. p1's saves: Warlord melee, Sergeant maneuver, Footman save 1: 3 damage.
    const dice = faces6(3, 3, 6, 9, 3, 5, 3, 2, 2);
    const started = unwrap(startMelee(book, counterState(false), p1, p2, dice));
    expect(dice.rolls.map((r) => r.purpose)).toEqual([
      ...Array(3).fill('the melee attack'),
      ...Array(2).fill('the saves against the melee attack'),
      "Coral Giant's Counter's strike",
      ...Array(3).fill("the saves against Coral Giant's Counter"),
    ]);
    const text = started.events.map((e) => e.text);
    // 7 − 4 = 3 damage, from all three attackers, though the strike will kill some of them: the Thug (1) dies first.
    const thugDies = text.findIndex((t) => /3 damage from the melee hits: .* loses Thug/.test(t));
    const strikes = text.findIndex((t) => /counter strikes back at p1's army/i.test(t));
    expect(thugDies).toBeGreaterThan(-1);
    expect(strikes).toBeGreaterThan(thugDies);
    expect(places(started.state)['p2-goblin-thug-1']).toBe('dua');
    // Then p1 assigns the strike's 3 damage: the Warlord (3) or the Sergeant and Footman (2 + 1).
    expect(attackOf(started.state)?.queue[0]).toMatchObject({ step: 'casualties', chooser: 'p1', army: p1, damage: 3 });
    const hit = unwrap(answerCasualties(book, started.state, 'p1', ['Warlord'], faces6()));
    expect(places(hit.state)).toMatchObject({ 'p1-dwarf-warlord-1': 'dua', 'p1-dwarf-footman-1': 'terrain:t-front', 'p1-dwarf-sergeant-1': 'terrain:t-front' });
    // The army's own counter-attack is still p2's to make.
    expect(attackOf(hit.state)?.queue).toEqual([{ step: 'counter-attack' }]);
  });

  it('a Counter rolled by a unit the hits kill does not strike (it strikes "if this unit survives")', () => {
    // 3 + 3 + 2 + 2 = 10 hits against 4 saves: 6 damage kills the Giant (4) and the Thug (1).
    const done = unwrap(startMelee(book, counterState(true), p1, p2, faces6(3, 6, 6, 6, 9, 3)));
    expect(places(done.state)).toMatchObject({ 'p2-coral-elf-coral-giant-1': 'dua', 'p2-goblin-thug-1': 'dua', 'p1-dwarf-warlord-1': 'terrain:t-front' });
    expect(done.events.map((e) => e.text).join('\n')).toMatch(/Coral Giant was killed: Coral Giant's counter does not strike/i);
    expect(done.state.action).toBeNull();
  });

  it("keeps the Smite's damage short of a unit for the hits: 4 against two Marauders kills one, the 1 left adds to 2 hits", () => {
    const state = gameWith([
      ['p1', 'dwarf-warlord', 't-front'],
      ['p1', 'dwarf-footman', 't-front'],
      ['p2', 'goblin-marauder', 't-front'],
      ['p2', 'goblin-marauder', 't-front'],
    ]);
    // Smite 4 (one Marauder, nothing to choose between two alike, 1 left), Footman melee 2; the Marauder left rolls maneuver: 2 + 1 = 3.
    const done = unwrap(startMelee(book, state, p1, p2, faces6(4, 6, 2)));
    expect(done.events.map((e) => e.text).join('\n')).toContain('0 saves: 2 damage and 1 damage left from before.');
    expect(places(done.state)).toMatchObject({ 'p2-goblin-marauder-1': 'dua', 'p2-goblin-marauder-2': 'dua' });
  });
});
