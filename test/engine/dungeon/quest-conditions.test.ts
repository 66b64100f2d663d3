import { describe, expect, test } from 'vitest';
import { parseQuest } from '../../../src/engine/games/dungeon/quest.ts';
import { BLACK, dkTurn, dungeon, hero, heroTurn, monster, must, OPEN_FLOOR, patchHero, patchMonster, questText, revealAll, setup, SKULL, WHITE, type QuestParts } from '../../support/dungeon.ts';

/**
 * Issue 12, item 2 for the dungeon: a quest sets how heroes (and monsters) start, so a position
 * can be replayed without playing turns to reach it (docs/quest-format.md, "Starting conditions").
 */

const parts = (more: Partial<QuestParts>): QuestParts => ({ map: OPEN_FLOOR, monsters: ['orc F4', 'dark-warrior H4 "Vargas"'], ...more });
const refused = (more: Partial<QuestParts>) => {
  const r = parseQuest(questText(parts(more)));
  return r.ok ? 'ok' : r.error;
};

describe('a hero set by the quest', () => {
  test('body points: the Warrior starts with 5 of his 8, and the Magician is untouched', () => {
    const module = dungeon(parts({ heroes: ['warrior body:5'] }));
    const s = setup(module, ['warrior', 'magician']);
    expect(hero(s, 'warrior')).toMatchObject({ bp: 5, maxBp: 8 });
    expect(hero(s, 'magician')).toMatchObject({ bp: 4, maxBp: 4, gold: 250 });
  });

  test('a hero set with 2 body points dies of 2 damage, as one worn down in play would', () => {
    const module = dungeon(parts({ heroes: ['magician body:2'] }));
    const s = patchMonster(dkTurn(patchHero(setup(module, ['magician']), 'magician', { at: 'E4' })), 'Orc 1', { seen: true });
    // The Orc's 3 dice: 2 skulls; the Magician's 2 dice show no white shield: 2 damage, his last 2 BP.
    const hit = must(module, s, 'demon-king', 'attack', { with: 'Orc 1', target: 'Magician' }, [SKULL, SKULL, WHITE, BLACK, BLACK]);
    expect(hit.text).toContain('Magician is killed.');
    expect(hero(hit.state, 'magician')).toMatchObject({ dead: true, bp: 0 });
  });

  test('gold and equipment replace what he would bring; the armour counts at once', () => {
    const module = dungeon(parts({ heroes: ['dwarf gold:40 equipment:short-sword,chainmail,heal-potion,heal-potion'] }));
    const s = setup(module, ['dwarf']);
    expect(hero(s, 'dwarf')).toMatchObject({ gold: 40, equipment: ['short-sword', 'chainmail', 'heal-potion', 'heal-potion'] });
    expect(hero(setup(dungeon(parts({ heroes: ['dwarf equipment:none'] })), ['dwarf']), 'dwarf').equipment).toEqual([]);
  });

  test("the Elf's spell, chosen already: preparation need not wait for /choose", () => {
    const module = dungeon(parts({ heroes: ['elf spell:holy-flame'] }));
    const s = setup(module, ['elf']);
    expect(hero(s, 'elf').spell).toBe('holy-flame');
    expect(must(module, s, 'elf', 'done').state.phase).toBe('hero');
  });

  test('a hero the quest sets but nobody plays is simply not there', () => {
    const module = dungeon(parts({ heroes: ['elf body:2'] }));
    expect(setup(module, ['warrior']).heroes.map((h) => h.id)).toEqual(['warrior']);
  });
});

describe('a monster set by the quest', () => {
  test('body points: Vargas, a Dark Warrior (3), starts with 1 and falls to one skull', () => {
    const module = dungeon(parts({ monsters: ['orc F4', 'dark-warrior F6 "Vargas" body:1'] }));
    const s = revealAll(module, patchHero(heroTurn(setup(module, ['warrior']), 'warrior', 0), 'warrior', { at: 'E6' }));
    expect(monster(s, 'Vargas').bp).toBe(1);
    // 3 attack dice: 1 skull; Vargas's 4 defence dice show no black shield.
    const hit = must(module, s, 'warrior', 'attack', { with: 'Warrior', target: 'Vargas' }, [SKULL, WHITE, WHITE, WHITE, WHITE, WHITE, WHITE]);
    expect(hit.text).toContain('1 damage: Vargas is killed.');
    expect(monster(hit.state, 'Vargas').dead).toBe(true);
  });

  test('with monsterBody=eu every monster has 1, so a body set higher is 1', () => {
    const module = dungeon(parts({ monsters: ['orc F4', 'dark-warrior H4 "Vargas" body:2'] }));
    expect(monster(setup(module, ['warrior'], { monsterBody: 'eu' }), 'Vargas').bp).toBe(1);
  });
});

describe('conditions that cannot exist are refused with one line', () => {
  const cases: Array<[string, Partial<QuestParts>, RegExp]> = [
    ['body over the maximum', { heroes: ['warrior body:9'] }, /line \d+: the Warrior starts with body:9, over his maximum of 8 body points\.$/],
    ['a dead hero', { heroes: ['elf body:0'] }, /line \d+: the Elf starts the quest alive: body is at least 1\.$/],
    ['body not a number', { heroes: ['elf body:lots'] }, /line \d+: the Elf's body is a whole number of body points, not "lots"\.$/],
    ['negative gold', { heroes: ['dwarf gold:-5'] }, /line \d+: the Dwarf's gold is a whole number of coins, 0 or more, not "-5"\.$/],
    ['unknown equipment', { heroes: ['dwarf equipment:dragon-lance'] }, /line \d+: the Dwarf's equipment names "dragon-lance", which is not an item of the shop/],
    ["another hero's equipment", { heroes: ['warrior equipment:bracers'] }, /line \d+: the Bracers is not for the Warrior: only the Magician may own it\.$/],
    ['two weapons', { heroes: ['warrior equipment:broadsword,spear'] }, /line \d+: the Warrior already owns a weapon card \(Broadsword\); a hero owns one weapon at a time\.$/],
    ['two pieces in one slot', { heroes: ['warrior equipment:chainmail,plate-armour'] }, /line \d+: the Warrior wears Chainmail, and Chainmail and Plate Armour cannot be worn together\.$/],
    ['a shield with a two-handed weapon', { heroes: ['warrior equipment:battle-axe,shield'] }, /line \d+: the Warrior's Battle Axe takes both hands: no Shield with it\.$/],
    ['a spell for a hero who does not choose one', { heroes: ['magician spell:healing'] }, /line \d+: only the Elf chooses a spell; the Magician casts both\.$/],
    ['an unknown spell', { heroes: ['elf spell:fireball'] }, /line \d+: the Elf's spell is healing or holy-flame, not "fireball"\.$/],
    ['mind points', { heroes: ['elf mind:2'] }, /line \d+: mind points never change in these rules \(the Elf always has 4\), so a quest does not set them/],
    ['an unknown condition', { heroes: ['elf stunned:yes'] }, /line \d+: "stunned" is not a condition a hero can start with; a hero may start with body, gold, equipment and spell\.$/],
    ['an unknown hero', { heroes: ['barbarian body:5'] }, /line \d+: "barbarian" is not a hero; heroes: warrior, dwarf, elf, magician\.$/],
    ['a hero twice', { heroes: ['elf body:5', 'elf gold:5'] }, /line \d+: the Elf is given twice; one line a hero\.$/],
    ["a monster's body over its kind's", { monsters: ['orc F4 body:2', 'gargoyle H4 "Sentinel"'], goals: ['kill Sentinel'] }, /line \d+: Orc 1 starts with body:2, over the 1 body point an Orc has\.$/],
    ['a dead monster', { monsters: ['orc F4 body:0', 'gargoyle H4 "Sentinel"'], goals: ['kill Sentinel'] }, /line \d+: Orc 1 starts alive: body is a whole number from 1, not "0"\.$/],
    ['an unknown monster condition', { monsters: ['orc F4 asleep:yes', 'gargoyle H4 "Sentinel"'], goals: ['kill Sentinel'] }, /line \d+: "asleep:yes" is not a condition a monster can start with/],
  ];
  for (const [what, more, expected] of cases) {
    test(what, () => {
      expect(refused(more)).toMatch(expected);
    });
  }
});
