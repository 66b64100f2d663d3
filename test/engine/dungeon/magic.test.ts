import { describe, expect, test } from 'vitest';
import { act, BLACK, dungeon, hero, heroTurn, monster, must, OPEN_FLOOR, patchHero, revealAll, setup, SKULL, WHITE } from '../../support/dungeon.ts';

/** Intermediate magic (DQ I; checklist 3.2 #4-6). */

const module = dungeon({ map: OPEN_FLOOR, monsters: ['skeleton F4', 'orc H4'] });
const caster = (id: 'magician' | 'elf', change: Parameters<typeof patchHero>[2] = {}) => revealAll(module, patchHero(heroTurn(setup(module), id, 0), id, { at: 'E6', ...change }));

describe('WE-DQ-20 Holy Flame', () => {
  test('2 dice showing 1 skull against a Skeleton (MP 0): 1 damage, no defence roll', () => {
    const cast = must(module, caster('magician'), 'magician', 'cast', { spell: 'holy-flame', target: 'Skeleton 1' }, [SKULL, WHITE]);
    expect(cast.rolls).toHaveLength(2);
    expect(cast.text).toBe("Magician casts Holy Flame on Skeleton 1: 2 dice: 1 skull, 1 white shield; Skeleton 1 cannot defend. 1 damage: Skeleton 1 is killed.");
    expect(monster(cast.state, 'Skeleton 1').dead).toBe(true);
  });

  test('against a monster with MP 2 the monster rolls 2 defence dice, cancelling with black shields', () => {
    const cast = must(module, caster('magician'), 'magician', 'cast', { spell: 'holy-flame', target: 'Orc 1' }, [SKULL, SKULL, BLACK, WHITE]);
    expect(cast.rolls).toHaveLength(4);
    expect(cast.text).toContain('Orc 1 defends with 2 dice: 1 white shield, 1 black shield. 1 damage: Orc 1 is killed.');
  });

  test('is cast on a monster in sight, instead of fighting: one action from (b)', () => {
    const s = must(module, caster('magician'), 'magician', 'cast', { spell: 'holy-flame', target: 'Orc 1' }, [WHITE, WHITE, WHITE, WHITE]).state;
    expect(s.heroTurn.b).toBe('magic');
    expect(act(module, s, 'magician', 'cast', { spell: 'holy-flame', target: 'Orc 1' }).error).toMatch(/^Magician has already cast a spell this turn/);
  });
});

describe('Healing', () => {
  test('4 dice: the target regains 1 BP per white shield, never above his maximum (checklist #38)', () => {
    let s = caster('magician', { bp: 1 });
    s = patchHero(s, 'warrior', { at: 'A6', bp: 3 });
    const healed = must(module, s, 'magician', 'cast', { spell: 'healing', target: 'Warrior' }, [WHITE, WHITE, SKULL, BLACK]);
    expect(healed.text).toBe('Magician casts Healing on Warrior: 4 dice: 1 skull, 2 white shields, 1 black shield. Warrior regains 2 BP (5 of 8).');
    const self = must(module, s, 'magician', 'cast', { spell: 'healing', target: 'Magician' }, [WHITE, WHITE, WHITE, WHITE]);
    expect(hero(self.state, 'magician').bp).toBe(4);
  });

  test('is cast on a hero the caster can see, or on himself', () => {
    const walled = dungeon({ map: ['. . # .', '. . # .', '. . . .'], stairs: 'A1 B1 A2 B2', monsters: [] });
    let s = patchHero(heroTurn(setup(walled), 'magician', 0), 'magician', { at: 'A1' });
    s = patchHero(s, 'warrior', { at: 'D1' });
    expect(act(walled, s, 'magician', 'cast', { spell: 'healing', target: 'Warrior' }).error).toBe('Magician cannot see Warrior from A1.');
  });
});

describe('WE-DQ-22 the Elf\u2019s one spell', () => {
  test('an Elf who wrote down Holy Flame cannot cast Healing that quest; the Magician casts both', () => {
    const s = caster('elf', { spell: 'holy-flame' });
    expect(act(module, s, 'elf', 'cast', { spell: 'healing', target: 'Elf' }).error).toBe('Elf chose Holy Flame for this quest; he cannot cast Healing. (The Magician casts both.)');
    expect(act(module, s, 'elf', 'cast', { spell: 'holy-flame', target: 'Orc 1' }, [WHITE, WHITE, WHITE, WHITE]).error).toBeUndefined();
    const m = caster('magician', { bp: 2 });
    expect(act(module, m, 'magician', 'cast', { spell: 'healing', target: 'Magician' }, [WHITE, WHITE, WHITE, WHITE]).error).toBeUndefined();
  });

  test('the Elf writes it down before the quest, and may not set out without it; the choice is public', () => {
    const s = setup(module);
    expect(act(module, s, 'elf', 'done').error).toBe('Elf must choose his spell for this quest first: /choose spell:healing or /choose spell:holy-flame.');
    const chosen = must(module, s, 'elf', 'choose', { spell: 'Holy Flame' });
    expect(chosen.events[0]).toMatchObject({ text: 'Elf will cast Holy Flame in this quest.', visibleTo: 'all' });
    expect(act(module, s, 'magician', 'choose', { spell: 'healing' }).error).toBe('The Magician may cast both spells; only the Elf chooses one.');
    expect(module.defaultOrders(s, 'elf')).toEqual([{ verb: 'choose', spell: 'healing' }, { verb: 'done' }]);
  });

  test('the Warrior and the Dwarf cast nothing', () => {
    const s = revealAll(module, patchHero(heroTurn(setup(module), 'warrior', 0), 'warrior', { at: 'E6' }));
    expect(act(module, s, 'warrior', 'cast', { spell: 'healing', target: 'Warrior' }).error).toBe('The Warrior casts no spells; the Magician and the Elf do.');
  });
});
