import { describe, expect, test } from 'vitest';
import { FACES } from '../../../src/engine/games/dungeon/combat-dice.ts';
import { heroDefence } from '../../../src/engine/games/dungeon/combat.ts';
import { act, BLACK, dkTurn, dungeon, hero, heroTurn, monster, must, OPEN_FLOOR, patchHero, patchMonster, revealAll, setup, SKULL, WHITE } from '../../support/dungeon.ts';

/** Combat with the combat dice (GAPS §1, checklist 3.7 #30), armour (DQ VI) and weapons (WE-DQ-23). */

const module = dungeon({ map: OPEN_FLOOR, monsters: ['orc F4', 'skeleton J4', 'mummy J6'] });
const fight = (change: Parameters<typeof patchHero>[2] = {}) => revealAll(module, patchHero(heroTurn(setup(module), 'warrior', 0), 'warrior', { at: 'E4', ...change }));

describe('the combat die', () => {
  test('three skulls, two white shields, one black shield', () => {
    expect(FACES).toEqual(['skull', 'skull', 'skull', 'white shield', 'white shield', 'black shield']);
  });

  test('a monster cancels skulls with black shields only; each skull left takes 1 BP', () => {
    // Orc 1: 1 BP, 2 defence dice. 3 skulls against a white and a black shield: 2 get through.
    const s = must(module, fight(), 'warrior', 'attack', { with: 'Warrior', target: 'Orc 1' }, [SKULL, SKULL, SKULL, WHITE, BLACK]);
    expect(s.text).toContain('Warrior attacks Orc 1: 3 dice: 3 skulls; Orc 1 defends with 2 dice: 1 white shield, 1 black shield. 2 damage: Orc 1 is killed.');
    expect(monster(s.state, 'Orc 1')).toMatchObject({ dead: true, at: null });
  });

  test('a hero cancels skulls with white shields only', () => {
    const s = patchMonster(dkTurn(patchHero(setup(module), 'warrior', { at: 'E4' })), 'Orc 1', { seen: true });
    const hit = must(module, s, 'demon-king', 'attack', { with: 'Orc 1', target: 'Warrior' }, [SKULL, SKULL, SKULL, BLACK, WHITE]);
    expect(hit.text).toContain('Warrior defends with 2 dice: 1 white shield, 1 black shield. 2 damage.');
    expect(hero(hit.state, 'warrior').bp).toBe(6);
  });

  test('at 0 BP a hero dies and leaves the board', () => {
    const s = patchMonster(dkTurn(patchHero(setup(module), 'magician', { at: 'E4', bp: 1 })), 'Orc 1', { seen: true });
    const hit = must(module, s, 'demon-king', 'attack', { with: 'Orc 1', target: 'Magician' }, [SKULL, WHITE, WHITE, BLACK, BLACK]);
    expect(hit.text).toContain('Magician is killed.');
    expect(hero(hit.state, 'magician')).toMatchObject({ dead: true, at: null, bp: 0 });
  });
});

describe('armour (DQ VI)', () => {
  test('WE-DQ-01 defence dice: Chainmail (3) + Shield (+1) + Helmet (+1) = 5', () => {
    const s = patchHero(setup(module), 'warrior', { equipment: ['chainmail', 'shield', 'helmet'] });
    expect(heroDefence(hero(s, 'warrior'))).toBe(5);
    expect(heroDefence(hero(patchHero(s, 'warrior', { equipment: [] }), 'warrior'))).toBe(2);
    expect(heroDefence(hero(patchHero(s, 'warrior', { equipment: ['helmet'] }), 'warrior'))).toBe(3);
  });

  test('a hero defends with all five dice', () => {
    let s = dkTurn(patchHero(setup(module), 'warrior', { at: 'E4', equipment: ['chainmail', 'shield', 'helmet'] }));
    s = patchMonster(s, 'Orc 1', { seen: true });
    const hit = must(module, s, 'demon-king', 'attack', { with: 'Orc 1', target: 'Warrior' }, [SKULL, SKULL, SKULL, WHITE, WHITE, WHITE, BLACK, BLACK]);
    expect(hit.text).toContain('Warrior defends with 5 dice: 3 white shields, 2 black shields. No damage.');
  });
});

describe('weapons (DQ VI, WE-DQ-23)', () => {
  test('without a diagonal weapon a hero reaches only his four orthogonal neighbours', () => {
    const s = fight({ at: 'E3' });
    expect(act(module, s, 'warrior', 'attack', { with: 'Warrior', target: 'Orc 1' }).error).toMatch(/^Warrior at E3 cannot reach Orc 1 at F4; only a weapon that strikes diagonally \(Club, Short Sword, Spear\) reaches a diagonal square\.$/);
  });

  test('a Short Sword strikes diagonally, with its own dice; weapon:none strikes with the panel\u2019s dice, orthogonally', () => {
    const s = fight({ at: 'E3', equipment: ['short-sword'] });
    const hit = must(module, s, 'warrior', 'attack', { with: 'Warrior', target: 'Orc 1' }, [SKULL, WHITE, WHITE, WHITE]);
    expect(hit.text).toContain('Warrior attacks Orc 1 with his Short Sword: 2 dice: 1 skull, 1 white shield;');
    expect(act(module, s, 'warrior', 'attack', { with: 'Warrior', target: 'Orc 1', weapon: 'none' }).error).toMatch(/cannot reach Orc 1/);
  });

  test('a crossbow at an enemy around the shooter is illegal; at any enemy in sight farther off it shoots, again and again', () => {
    const adjacent = fight({ at: 'E4', equipment: ['crossbow'] });
    expect(act(module, adjacent, 'warrior', 'attack', { with: 'Warrior', target: 'Orc 1' }).error).toBe('The Crossbow shoots only at an enemy farther off than the squares around Warrior. Attack Orc 1 with weapon:none (3 dice) instead.');
    const diagonal = fight({ at: 'E3', equipment: ['crossbow'] });
    expect(act(module, diagonal, 'warrior', 'attack', { with: 'Warrior', target: 'Orc 1' }).error).toMatch(/^The Crossbow shoots only at an enemy farther off/);
    const far = fight({ at: 'A8', equipment: ['crossbow'] });
    const shot = must(module, far, 'warrior', 'attack', { with: 'Warrior', target: 'Orc 1' }, [SKULL, SKULL, WHITE, WHITE, WHITE]);
    expect(shot.text).toContain('Warrior attacks Orc 1 with his Crossbow: 3 dice');
    expect(hero(shot.state, 'warrior').equipment).toEqual(['crossbow']);
  });

  test('a thrown Spear is lost, and its card goes back to the shop', () => {
    const s = fight({ at: 'A4', equipment: ['spear'] });
    const thrown = must(module, s, 'warrior', 'attack', { with: 'Warrior', target: 'Orc 1', weapon: 'throw' }, [SKULL, WHITE, WHITE, WHITE]);
    expect(thrown.text).toContain('Warrior throws his Spear at Orc 1: 2 dice');
    expect(thrown.text).toContain('The Spear is lost; its card goes back to the shop.');
    expect(hero(thrown.state, 'warrior').equipment).toEqual([]);
    expect(thrown.state.shop.spear).toBe(s.shop.spear! + 1);
    expect(act(module, fight({ at: 'A4', equipment: ['broadsword'] }), 'warrior', 'attack', { with: 'Warrior', target: 'Orc 1', weapon: 'throw' }).error).toMatch(/^Warrior has no weapon to throw \(his Broadsword is not thrown\)/);
  });

  test('a monster out of sight is answered as if it were not there', () => {
    const hidden = dungeon({ map: ['. . # . .', '. . # . .'], stairs: 'A1 B1 A2 B2', monsters: ['orc E1'] });
    const s = heroTurn(setup(hidden), 'warrior', 0);
    expect(act(hidden, s, 'warrior', 'attack', { with: 'Warrior', target: 'Orc 1' }).error).toBe('There is no monster called Orc 1 in sight. Monsters in sight: none.');
    expect(act(hidden, s, 'warrior', 'attack', { with: 'Warrior', target: 'Orc 9' }).error).toBe('There is no monster called Orc 9 in sight. Monsters in sight: none.');
  });
});

describe('WE-DQ-14 fighting from a pitfall', () => {
  test('a 3-die attack rolls 2 and a 2-die defence rolls 1', () => {
    let s = fight({ inPit: true });
    const hit = must(module, s, 'warrior', 'attack', { with: 'Warrior', target: 'Orc 1' }, [SKULL, SKULL, WHITE, WHITE]);
    expect(hit.text).toContain('from the pit: 2 dice: 2 skulls; Orc 1 defends with 2 dice');
    s = patchMonster(dkTurn(patchHero(setup(module), 'warrior', { at: 'E4', inPit: true })), 'Orc 1', { seen: true });
    const struck = must(module, s, 'demon-king', 'attack', { with: 'Orc 1', target: 'Warrior' }, [SKULL, SKULL, SKULL, WHITE]);
    expect(struck.text).toContain('Warrior defends with 1 die: 1 white shield. 2 damage.');
  });
});
