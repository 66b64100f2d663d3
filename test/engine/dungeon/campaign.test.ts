import { describe, expect, test } from 'vitest';
import { finish } from '../../../src/engine/games/dungeon/outcome.ts';
import { dungeon, hero, must, OPEN_FLOOR, patchHero, setup } from '../../support/dungeon.ts';

/** What a campaign carries from quest to quest (checklist 3.5 #24-26). */

const module = dungeon({ map: OPEN_FLOOR, reward: 120 });
const rules = module.campaign!;

describe('the campaign', () => {
  test('a new campaign: no heroes yet, the shop full', () => {
    const fresh = rules.initial();
    expect(fresh).toMatchObject({ heroes: {}, quests: [] });
    expect((fresh as { shop: Record<string, number> }).shop['heal-potion']).toBe(4);
  });

  test('a won quest hands on each hero\u2019s player, gold (reward included), equipment, max BP and level, and the shop', () => {
    let s = setup(module, ['warrior', 'elf'], {}, undefined);
    s = { ...s, heroes: s.heroes.map((h) => (h.id === 'warrior' ? { ...h, player: 'alice' } : h)) };
    s = patchHero(s, 'warrior', { gold: 30, equipment: ['helmet'], maxBp: 9, level: 1 });
    s = { ...s, shop: { ...s.shop, helmet: 1 } };
    const ended = finish(module.table(s), true, 'The heroes kill Sentinel.').state;
    const carried = rules.carry(ended, rules.initial()) as ReturnType<typeof rules.initial> & { heroes: Record<string, unknown>; quests: unknown[]; shop: Record<string, number> };
    expect(carried.heroes.warrior).toEqual({ player: 'alice', gold: 150, equipment: ['helmet'], maxBp: 9, level: 1, fallen: 0 });
    expect(carried.heroes.elf).toMatchObject({ gold: 370, maxBp: 6 });
    expect(carried.quests).toEqual([{ quest: 'test', won: true }]);
    expect(carried.shop.helmet).toBe(1);
    expect(rules.describe(carried)).toEqual([
      'Quests: The Test Cellar (won).',
      'Every quest is won.',
      'Warrior (alice): 150 gold · Helmet · max BP 9 (level 2).',
      'Elf: 370 gold · no equipment · max BP 6.',
    ]);
    // The next quest sets the heroes up with what they carry, at full BP, and the shop as it was left.
    const next = setup(module, ['warrior', 'elf', 'dwarf'], {}, carried);
    expect(hero(next, 'warrior')).toMatchObject({ gold: 150, equipment: ['helmet'], maxBp: 9, bp: 9, level: 1, player: 'alice' });
    expect(hero(next, 'dwarf')).toMatchObject({ gold: 250, equipment: [], maxBp: 7 });
    expect(next.shop.helmet).toBe(1);
  });

  test('a hero killed is gone: his player comes back with a new one', () => {
    let s = patchHero(setup(module, ['warrior']), 'warrior', { gold: 900, equipment: ['chainmail'], maxBp: 10, level: 2 });
    s = patchHero(s, 'warrior', { dead: true, at: null, bp: 0 });
    const ended = finish(module.table(s), false, 'Every hero is dead.').state;
    const carried = rules.carry(ended, rules.initial()) as { heroes: Record<string, unknown>; quests: unknown[] };
    expect(carried.heroes.warrior).toMatchObject({ gold: 250, equipment: [], maxBp: 8, level: 0, fallen: 1 });
    expect(carried.quests).toEqual([{ quest: 'test', won: false }]);
  });

  test('levelling up raises max BP for the quests after', () => {
    const s = patchHero(setup(module, ['dwarf']), 'dwarf', { gold: 500 });
    const up = must(module, s, 'dwarf', 'levelup', {}, [4, 4, 1, 1]).state;
    const carried = rules.carry(finish(module.table(up), true, 'x').state, rules.initial()) as { heroes: Record<string, { maxBp: number }> };
    expect(carried.heroes.dwarf!.maxBp).toBe(8);
  });
});
