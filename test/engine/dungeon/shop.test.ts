import { describe, expect, test } from 'vitest';
import { SeededDice } from '../../../src/engine/core/dice.ts';
import { resale, item } from '../../../src/engine/games/dungeon/equipment.ts';
import { levelUp } from '../../../src/engine/games/dungeon/shop.ts';
import { act, dungeon, hero, heroTurn, must, OPEN_FLOOR, patchHero, setup, SKULL, WHITE, BLACK } from '../../support/dungeon.ts';

/** The shop, trading and levelling up between quests (DQ VI, VII; checklist 3.4, 3.5). */

const module = dungeon({ map: OPEN_FLOOR });
const rich = (gold = 2000) => patchHero(patchHero(setup(module), 'warrior', { gold }), 'magician', { gold });

describe('buying', () => {
  test('takes the price and a card from the limited stock', () => {
    const s = rich(300);
    const bought = must(module, s, 'warrior', 'buy', { item: 'Broadsword' });
    expect(bought.text).toBe('Warrior buys a Broadsword for 250 gold (50 left).');
    expect(hero(bought.state, 'warrior')).toMatchObject({ gold: 50, equipment: ['broadsword'] });
    expect(bought.state.shop.broadsword).toBe(0);
    expect(act(module, patchHero(bought.state, 'dwarf', { gold: 999 }), 'dwarf', 'buy', { item: 'broadsword' }).error).toMatch(/^The shop has no Broadsword left\. It has: /);
  });

  test('without the gold, it is refused and nothing changes', () => {
    const s = patchHero(setup(module), 'warrior', { gold: 100 });
    const refused = act(module, s, 'warrior', 'buy', { item: 'Chainmail' });
    expect(refused.error).toBe('The Chainmail costs 450 gold and Warrior has 100. Within his purse: Club 100, Shield 100, Heal Potion 50.');
    expect(refused.state).toBe(s);
  });

  test('pieces made for others are refused: no Broadsword for the Magician, no Bracers for the Warrior', () => {
    const s = rich();
    expect(act(module, s, 'magician', 'buy', { item: 'Broadsword' }).error).toBe('The Broadsword is for the Warrior, Dwarf and Elf, not the Magician.');
    expect(act(module, s, 'warrior', 'buy', { item: 'Bracers' }).error).toBe('The Bracers is for the Magician, not the Warrior.');
    expect(act(module, s, 'magician', 'buy', { item: 'Bracers' }).error).toBeUndefined();
  });

  test('WE-DQ-02 Chainmail and Plate Armour together, or two helmets, are illegal', () => {
    let s = must(module, rich(), 'warrior', 'buy', { item: 'Chainmail' }).state;
    expect(act(module, s, 'warrior', 'buy', { item: 'Plate Armour' }).error).toBe('Warrior wears Chainmail, and Chainmail and Plate Armour cannot be worn together.');
    s = must(module, s, 'warrior', 'buy', { item: 'Helmet' }).state;
    expect(act(module, s, 'warrior', 'buy', { item: 'Helmet' }).error).toBe('Warrior already wears a Helmet; no one wears two of the same piece.');
  });

  test('WE-DQ-23 a second weapon card is illegal; a two-handed weapon takes no Shield', () => {
    const s = must(module, rich(), 'warrior', 'buy', { item: 'Short Sword' }).state;
    expect(act(module, s, 'warrior', 'buy', { item: 'Crossbow' }).error).toBe('Warrior already owns a weapon card (Short Sword); a hero owns one weapon at a time. Sell or give it first.');
    const shielded = must(module, rich(), 'warrior', 'buy', { item: 'Shield' }).state;
    expect(act(module, shielded, 'warrior', 'buy', { item: 'Battle Axe' }).error).toBe('The Battle Axe takes both hands, and Warrior carries a Shield.');
  });

  test('the shop is shut once the quest has begun', () => {
    const s = heroTurn(rich(), 'warrior', 4);
    for (const [verb, options] of [['buy', { item: 'Helmet' }], ['sell', { item: 'Helmet' }], ['levelup', {}]] as const) {
      expect(act(module, s, 'warrior', verb, options).error).toBe('The shop is open, and trading and levelling up allowed, only while the heroes prepare, before the quest begins; this quest is under way (turn 1).');
    }
  });
});

describe('WE-DQ-05 selling', () => {
  test('half the price, rounded down, and the card goes back to the shop', () => {
    expect(resale({ ...item('broadsword'), price: 300 })).toBe(150);
    expect(resale({ ...item('broadsword'), price: 75 })).toBe(37);
    const s = patchHero(setup(module), 'warrior', { gold: 0, equipment: ['broadsword'] });
    const sold = must(module, { ...s, shop: { ...s.shop, broadsword: 0 } }, 'warrior', 'sell', { item: 'Broadsword' });
    expect(sold.text).toBe('Warrior sells his Broadsword for 125 gold (125 now).');
    expect(hero(sold.state, 'warrior').equipment).toEqual([]);
    expect(sold.state.shop.broadsword).toBe(1);
  });
});

describe('trading before a quest', () => {
  test('an item or gold may be given to another hero who may own it', () => {
    const s = patchHero(setup(module), 'warrior', { equipment: ['helmet', 'heal-potion'], gold: 300 });
    const given = must(module, s, 'warrior', 'give', { to: 'Dwarf', item: 'Helmet' });
    expect(given.text).toBe('Warrior gives his Helmet to Dwarf.');
    expect(hero(given.state, 'dwarf').equipment).toEqual(['helmet']);
    expect(act(module, s, 'warrior', 'give', { to: 'Magician', item: 'Helmet' }).error).toBe('The Helmet is for the Warrior, Dwarf and Elf, not the Magician.');
    const paid = must(module, s, 'warrior', 'give', { to: 'Elf', gold: '120' });
    expect([hero(paid.state, 'warrior').gold, hero(paid.state, 'elf').gold]).toEqual([180, 370]);
    expect(act(module, s, 'warrior', 'give', { to: 'Elf', gold: '999' }).error).toBe('Warrior has 300 gold; he cannot give 999.');
  });
});

describe('levelling up (DQ VII)', () => {
  test('WE-DQ-07 the Warrior and the Dwarf roll 4 dice, the Elf and the Magician 3; two white shields or more succeed', () => {
    const s = rich(600);
    const warrior = must(module, s, 'warrior', 'levelup', {}, [WHITE, WHITE, SKULL, SKULL]);
    expect(warrior.rolls).toHaveLength(4);
    expect(warrior.text).toBe('Warrior pays 500 gold to level up and rolls 4 dice: 2 skulls, 2 white shields. Success: max BP 9.');
    expect(hero(warrior.state, 'warrior')).toMatchObject({ gold: 100, maxBp: 9, level: 1 });
    const magician = must(module, s, 'magician', 'levelup', {}, [WHITE, BLACK, SKULL]);
    expect(magician.rolls).toHaveLength(3);
    expect(magician.text).toBe('Magician pays 500 gold to level up and rolls 3 dice: 1 skull, 1 white shield, 1 black shield. Two white shields were needed: max BP stays 4, and the gold is gone.');
    expect(hero(magician.state, 'magician')).toMatchObject({ gold: 100, maxBp: 4, level: 0 });
  });

  test('below 500 gold it is not allowed (checklist #39), and it is tried once between quests', () => {
    const poor = patchHero(setup(module), 'warrior', { gold: 499 });
    expect(act(module, poor, 'warrior', 'levelup').error).toBe('Levelling up costs 500 gold and Warrior has 499.');
    const tried = must(module, rich(1200), 'warrior', 'levelup', {}, [SKULL, SKULL, SKULL, SKULL]).state;
    expect(act(module, tried, 'warrior', 'levelup').error).toBe('Warrior has already tried to level up before this quest; once between quests.');
  });

  test('WE-DQ-08 over many seeded attempts, success comes about 11/27 of the time on 4 dice and 7/27 on 3', () => {
    for (const [id, p] of [['warrior', 11 / 27], ['elf', 7 / 27]] as const) {
      let wins = 0;
      const runs = 3000;
      const dice = new SeededDice('level-up-odds', 0);
      const s = patchHero(setup(module), id, { gold: 500 });
      for (let i = 0; i < runs; i++) {
        const r = levelUp(s, s.heroes.find((h) => h.id === id)!, dice);
        if (r.ok && hero(r.value.state, id).level === 1) wins++;
      }
      expect(Math.abs(wins / runs - p)).toBeLessThan(0.03);
    }
  });
});
