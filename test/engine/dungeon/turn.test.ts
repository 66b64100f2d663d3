import { describe, expect, test } from 'vitest';
import { act, BLACK, dkTurn, dungeon, hero, heroTurn, must, patchHero, patchMonster, revealAll, setup, SKULL, where, WHITE } from '../../support/dungeon.ts';

/** The turn (GAPS 5.1) and the Intermediate Rules' two actions (DQ l.7-10, checklist 3.1). */

const ROOM = [
  '. . . . . . . . . . . .',
  '. . . . . . . . . . . .',
  '. . . . a a a a . . . .',
  '. . . . a a a a . . . .',
  '. . . . a a a a . . . .',
  '. . . . a a a a . . . .',
  '. . . . . . . . . . . .',
  '. . . . . . . . . . . .',
];
const module = dungeon({ map: ROOM, rooms: ['a the Store'], doors: ['E6/E7', 'H3/I3'], monsters: ['orc K2', 'orc J7'] });

describe('the order of play', () => {
  test('the heroes prepare, then each hero plays in turn, then the Demon King, then turn 2', () => {
    let s = setup(module);
    expect(module.phase(s)).toMatchObject({ key: 'prepare', mode: 'simultaneous', active: ['warrior', 'dwarf', 'elf', 'magician'] });
    s = must(module, s, 'warrior', 'done').state;
    s = must(module, s, 'dwarf', 'done').state;
    s = must(module, s, 'elf', 'choose', { spell: 'healing' }).state;
    s = must(module, s, 'elf', 'done').state;
    expect(module.phase(s).active).toEqual(['magician']);
    const begun = must(module, s, 'magician', 'done', {}, [3, 4]);
    expect(begun.text).toContain('Warrior rolls 3 + 4 = 7 for movement.');
    s = begun.state;
    expect(module.phase(s)).toMatchObject({ key: 'hero-warrior', label: 'Turn 1 · Warrior', active: ['warrior'] });
    s = must(module, s, 'warrior', 'done', {}, [1, 1]).state;
    expect(module.phase(s).label).toBe('Turn 1 · Dwarf');
    s = must(module, s, 'dwarf', 'done', {}, [2, 2]).state;
    s = must(module, s, 'elf', 'done', {}, [3, 3]).state;
    // With no player for the Demon King, the bot plays his turn as the Magician ends his.
    const round = act(module, s, 'magician', 'done');
    expect(round.error).toBeUndefined();
    expect(round.events.map((e) => e.text)).toContain('Turn 1 · Demon King begins.');
    expect(module.phase(round.state)).toMatchObject({ label: 'Turn 2 · Warrior', turn: 2 });
  });

  test('a dead hero is skipped', () => {
    let s = heroTurn(setup(module), 'warrior', 5);
    s = patchHero(s, 'dwarf', { dead: true, at: null, bp: 0 });
    const next = must(module, s, 'warrior', 'done', {}, [6, 6]);
    expect(module.phase(next.state).label).toBe('Turn 1 · Elf');
  });

  test('movement is rolled on two dice, on one in plate armour (GAPS 2.12)', () => {
    let s = heroTurn(setup(module), 'magician', 0);
    s = patchHero(s, 'warrior', { equipment: ['plate-armour'] });
    s = { ...s, phase: 'demon-king', current: null, dk: 'human' };
    const next = must(module, s, 'demon-king', 'done', {}, [5]);
    expect(next.text).toContain('Warrior rolls 5 for movement.');
    expect(next.state.heroTurn).toMatchObject({ moveRoll: 5, moveLeft: 5 });
  });
});

describe('two actions: one from (a), one from (b), in either order', () => {
  const start = () => revealAll(module, patchMonster(patchHero(heroTurn(setup(module), 'warrior', 7), 'warrior', { at: 'J1' }), 'Orc 1', { at: 'K1' }));

  test('attack, then move', () => {
    let s = start();
    s = must(module, s, 'warrior', 'attack', { with: 'Warrior', target: 'Orc 1' }, [SKULL, WHITE, WHITE, BLACK, WHITE]).state;
    expect(s.heroTurn.b).toBe('attack');
    s = must(module, s, 'warrior', 'move', { unit: 'Warrior', to: 'J4' }).state;
    expect(where(s, 'warrior')).toBe('J4');
  });

  test('move, then attack', () => {
    let s = patchHero(start(), 'warrior', { at: 'I2' });
    s = must(module, s, 'warrior', 'move', { unit: 'Warrior', to: 'J1' }).state;
    s = must(module, s, 'warrior', 'attack', { with: 'Warrior', target: 'Orc 1' }, [WHITE, WHITE, WHITE, WHITE, WHITE]).state;
    expect(s.heroTurn).toMatchObject({ a: 'move', b: 'attack', moveOver: true });
  });

  test('a third action is refused with one line saying what is left, and nothing changes', () => {
    let s = start();
    s = must(module, s, 'warrior', 'attack', { with: 'Warrior', target: 'Orc 1' }, [WHITE, WHITE, WHITE, WHITE, WHITE]).state;
    const again = act(module, s, 'warrior', 'attack', { with: 'Warrior', target: 'Orc 1' });
    expect(again.error).toBe('Warrior has already fought this turn: one action from (b), combat, magic or a search, a turn. Warrior may still move (7 squares left) and end his turn with /done.');
    expect(again.state).toBe(s);
    const search = act(module, s, 'warrior', 'search', { kind: 'traps' });
    expect(search.error).toMatch(/^Warrior has already fought this turn/);
  });

  test('a move may take several orders, but is not split around action (b)', () => {
    let s = patchHero(start(), 'warrior', { at: 'H1' });
    s = must(module, s, 'warrior', 'move', { unit: 'Warrior', to: 'I1' }).state;
    s = must(module, s, 'warrior', 'move', { unit: 'Warrior', to: 'J1' }).state;
    expect(s.heroTurn.moveLeft).toBe(5);
    s = must(module, s, 'warrior', 'attack', { with: 'Warrior', target: 'Orc 1' }, [WHITE, WHITE, WHITE, WHITE, WHITE]).state;
    const split = act(module, s, 'warrior', 'move', { unit: 'Warrior', to: 'J3' });
    expect(split.error).toMatch(/^Warrior's move is over: a move cannot be split around action \(b\)/);
  });

  test('no farther than the dice allow, and the refusal lists the squares in reach', () => {
    const s = patchHero(heroTurn(setup(module), 'warrior', 2), 'warrior', { at: 'A2' });
    const far = act(module, s, 'warrior', 'move', { unit: 'Warrior', to: 'A7' });
    expect(far.error).toMatch(/^Warrior has 2 squares of movement left and cannot reach A7\. Reachable: /);
    expect(far.error).toContain('A4');
  });

  test('heroes pass through heroes but not through monsters, and stop on neither', () => {
    let s = patchHero(heroTurn(setup(module), 'warrior', 4), 'warrior', { at: 'A3' });
    s = patchHero(s, 'dwarf', { at: 'A4' });
    const through = must(module, s, 'warrior', 'move', { unit: 'Warrior', to: 'A5' });
    expect(through.text).toContain('Warrior moves A3→A4→A5.');
    const onto = act(module, s, 'warrior', 'move', { unit: 'Warrior', to: 'A4' });
    expect(onto.error).toMatch(/^Dwarf stands on A4/);
  });

  test('another hero cannot act in the Warrior\u2019s turn', () => {
    const s = start();
    expect(act(module, s, 'elf', 'move', { unit: 'Elf', to: 'A2' }).error).toBe('Not your move: it is Turn 1 · Warrior.');
    expect(act(module, s, 'warrior', 'move', { unit: 'Elf', to: 'A2' }).error).toBe("It is Warrior's turn: he moves himself (/move unit:Warrior).");
  });
});

describe('WE-DQ-04 a Heal Potion uses the move slot', () => {
  const start = (move = 6) => patchHero(heroTurn(setup(module), 'warrior', move), 'warrior', { at: 'J1', bp: 3, equipment: ['heal-potion'] });

  test('a hero who has moved cannot drink one', () => {
    const moved = must(module, start(), 'warrior', 'move', { unit: 'Warrior', to: 'J2' }).state;
    const drink = act(module, moved, 'warrior', 'drink', { item: 'Heal Potion' });
    expect(drink.error).toMatch(/^Warrior has moved this turn; a Heal Potion is drunk instead of moving \(action a\)\./);
  });

  test('a hero who drinks gains 2 BP up to his maximum, may not move, and may still fight; the card goes back to the shop', () => {
    const before = start();
    const drunk = must(module, before, 'warrior', 'drink', { item: 'Heal Potion' });
    expect(hero(drunk.state, 'warrior')).toMatchObject({ bp: 5, equipment: [] });
    expect(drunk.state.shop['heal-potion']).toBe(before.shop['heal-potion']! + 1);
    expect(act(module, drunk.state, 'warrior', 'move', { unit: 'Warrior', to: 'J2' }).error).toMatch(/drank a Heal Potion instead of moving this turn/);
    const s = patchMonster(drunk.state, 'Orc 1', { at: 'K1' });
    expect(act(module, s, 'warrior', 'attack', { with: 'Warrior', target: 'Orc 1' }, [WHITE, WHITE, WHITE, WHITE, WHITE]).error).toBeUndefined();
    const full = must(module, patchHero(start(), 'warrior', { bp: 7 }), 'warrior', 'drink', { item: 'Heal Potion' });
    expect(hero(full.state, 'warrior').bp).toBe(8);
  });

  test('a potion cannot be handed to another hero during the quest', () => {
    const give = act(module, start(), 'warrior', 'give', { to: 'Elf', item: 'Heal Potion' });
    expect(give.error).toMatch(/^The shop is open, and trading and levelling up allowed, only while the heroes prepare, before the quest begins/);
  });
});

describe('the Demon King\u2019s turn', () => {
  test('each monster moves its allowance, no dice, and attacks once, in either order; orthogonally only', () => {
    let s = dkTurn(patchHero(setup(module), 'warrior', { at: 'F8' }));
    s = patchMonster(s, 'Orc 2', { at: 'J7', seen: true });
    const moved = must(module, s, 'demon-king', 'move', { unit: 'Orc 2', to: 'G8' });
    expect(moved.text).toContain('Orc 2 moves J7→G8.');
    expect(act(module, moved.state, 'demon-king', 'move', { unit: 'Orc 2', to: 'B8' }).error).toMatch(/^Orc 2 cannot reach B8 with 4 squares of movement/);
    const hit = must(module, moved.state, 'demon-king', 'attack', { with: 'Orc 2', target: 'Warrior' }, [SKULL, SKULL, WHITE, WHITE, BLACK]);
    expect(hit.text).toContain('Orc 2 attacks Warrior: 3 dice: 2 skulls, 1 white shield; Warrior defends with 2 dice: 1 white shield, 1 black shield. 1 damage.');
    expect(hero(hit.state, 'warrior').bp).toBe(7);
    expect(act(module, hit.state, 'demon-king', 'attack', { with: 'Orc 2', target: 'Warrior' }).error).toBe('Orc 2 has already attacked this turn.');
    expect(act(module, hit.state, 'demon-king', 'move', { unit: 'Orc 2', to: 'G7' }).error).toBe('Orc 2 moved and then attacked: its move is over this turn.');
    const diagonal = patchMonster(dkTurn(patchHero(setup(module), 'warrior', { at: 'F8' })), 'Orc 2', { at: 'G7' });
    expect(act(module, diagonal, 'demon-king', 'attack', { with: 'Orc 2', target: 'Warrior' }).error).toMatch(/monsters strike only an orthogonal neighbour/);
  });
});

describe('a move looks round each corner it is sent by', () => {
  const bend = dungeon({ map: ['. . . . .', '# # # # .', '. . . . .', '# # # # .'], stairs: 'A1 B1 C1 D1' });
  const start = () => heroTurn(setup(bend, ['warrior']), 'warrior', 10);

  test('each leg is planned with what he sees when the one before it ends', () => {
    expect(act(bend, start(), 'warrior', 'move', { unit: 'Warrior', to: 'A3' }).error).toMatch(/^The heroes have not seen A3; a hero moves only where the heroes have been or can see\./);
    const moved = must(bend, start(), 'warrior', 'move', { unit: 'Warrior', to: 'A3', via: 'E1,E3' });
    expect(moved.text).toContain('Warrior moves A1→B1→C1→D1→E1.');
    expect(moved.text).toContain('Warrior moves E3→D3→C3→B3→A3.');
    expect(where(moved.state, 'warrior')).toBe('A3');
    expect(moved.state.heroTurn.moveLeft).toBe(0);
  });

  test('a leg he cannot see a way for ends the move where he stands, his movement kept', () => {
    const stopped = must(bend, start(), 'warrior', 'move', { unit: 'Warrior', to: 'A3', via: 'E1' });
    expect(stopped.text).toContain('Warrior stops at E1: from there he sees no way on to A3 with 6 squares of movement.');
    expect(where(stopped.state, 'warrior')).toBe('E1');
    expect(stopped.state.heroTurn.moveLeft).toBe(6);
  });
});
