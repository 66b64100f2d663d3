import { describe, expect, test } from 'vitest';
import { finish } from '../../../src/engine/games/dungeon/outcome.ts';
import { act, dungeon, hero, heroTurn, must, patchHero, revealAll, setup, SKULL, treasureOnTop, WHITE } from '../../support/dungeon.ts';

/** Searching (DQ II), hidden doors (DQ III) and trapped chests (DQ IV): checklist 3.3 #7-11, 16. */

const MAP = [
  '. . . . . . . .',
  '. . . . . . . .',
  '. . a a a a . .',
  '. . a a a a . .',
  '. . a a a a . .',
  '. . . . . . . .',
];
const module = dungeon({
  map: MAP,
  stairs: 'A1 B1 A2 B2',
  rooms: ['a the Vestry'],
  doors: ['C2/C3'],
  hiddenDoors: ['F4/G4'],
  furniture: ['chest D5 "an oak chest"'],
  traps: ['pitfall H1', 'crush E4'],
  chestTraps: ['D5 2 "a spring-loaded blade"'],
  treasure: ['a gold 60 "a bag of old coins"'],
});

const inRoom = () => revealAll(module, patchHero(heroTurn(setup(module), 'warrior', 0), 'warrior', { at: 'C4' }));
const inPassage = () => patchHero(heroTurn(setup(module), 'warrior', 0), 'warrior', { at: 'C2' });

describe('Treasure Search', () => {
  test('is made only in a room: in a passage it is refused, and nothing changes', () => {
    const s = inPassage();
    const refused = act(module, s, 'warrior', 'search', { kind: 'treasure' });
    expect(refused.error).toBe('Treasure is hidden only in rooms, and Warrior is in a passage at C2. A Trap Search (/search kind:traps) may be made here.');
    expect(refused.state).toBe(s);
  });

  test('the chest\u2019s trap goes off first, then the quest\u2019s treasure is found; it never finds traps or doors', () => {
    const s = inRoom();
    const found = must(module, s, 'warrior', 'search', { kind: 'treasure' });
    expect(found.text).toContain('Warrior opens an oak chest, and a spring-loaded blade springs: he loses 2 BP.');
    expect(found.text).toContain('Warrior searches the Vestry for treasure and finds a bag of old coins (60 gold).');
    expect(hero(found.state, 'warrior')).toMatchObject({ bp: 6, gold: s.heroes[0]!.gold + 60 });
    expect(found.state.traps.every((t) => t.status === 'hidden')).toBe(true);
    expect(found.state.foundDoors).toEqual([]);
  });

  test('once the room\u2019s treasure is taken, a search shuffles the pile from the dice, in secret, and draws its top card for all to read', () => {
    const s = { ...inRoom(), treasureTaken: ['x1'], chestTraps: [{ chest: 'chest-1', status: 'sprung' as const }] };
    const drawn = must(module, s, 'warrior', 'search', { kind: 'treasure' }, treasureOnTop(s, 'gold-1'));
    // 21 cards: a die of 21, then 20, ... down to 2, one per card but the last.
    expect(drawn.rolls.map((r) => r.sides)).toEqual(Array.from({ length: 20 }, (_, i) => 21 - i));
    const sealed = drawn.events.find((e) => e.type === 'deck-shuffle')!;
    expect(sealed.visibleTo).toEqual([]);
    expect(sealed.rolls).toHaveLength(20);
    const seen = drawn.events.filter((e) => e.visibleTo === 'all').map((e) => e.text);
    expect(seen).toContain('The Treasure deck is shuffled (21 cards).');
    expect(seen).toContain('Warrior finds no treasure in the Vestry and draws a Treasure card: a few silver coins, worth 25 gold.');
    // Gold is set aside: the pile is one card smaller.
    expect(drawn.state.deck.pile).toHaveLength(20);
    expect(drawn.state.deck.pile).not.toContain('gold-1');
    expect(drawn.state.deck.discard).toEqual(['gold-1']);
  });

  test('the cards set aside stay out of the next shuffle', () => {
    const s = { ...inRoom(), treasureTaken: ['x1'], chestTraps: [{ chest: 'chest-1', status: 'sprung' as const }] };
    const first = must(module, s, 'warrior', 'search', { kind: 'treasure' }, treasureOnTop(s, 'gold-6')).state;
    const second = must(module, heroTurn(first, 'warrior', 0), 'warrior', 'search', { kind: 'treasure' }, treasureOnTop(first, 'gold-2'));
    expect(second.rolls.map((r) => r.sides)[0]).toBe(20);
    expect(second.text).toContain('a purse of gold, worth 50 gold.');
    expect(second.state.deck.discard).toEqual(['gold-6', 'gold-2']);
    expect(second.state.deck.pile).toHaveLength(19);
    expect(hero(second.state, 'warrior').gold).toBe(hero(s, 'warrior').gold + 150 + 50);
  });

  test('WE-DQ-10 a medicine is kept for this quest, set aside once used, and back in the deck if unused when the quest ends', () => {
    const s = { ...inRoom(), treasureTaken: ['x1'], chestTraps: [{ chest: 'chest-1', status: 'sprung' as const }] };
    const drawn = must(module, s, 'warrior', 'search', { kind: 'treasure' }, treasureOnTop(s, 'medicine-1'));
    expect(drawn.text).toContain('Healing Herbs, a medicine he keeps for this quest');
    expect(drawn.state.deck.hands.warrior).toEqual(['medicine-1']);
    expect(drawn.state.deck.pile).not.toContain('medicine-1');
    const used = must(module, patchHero(drawn.state, 'warrior', { bp: 3 }), 'warrior', 'drink', { item: 'Healing Herbs' });
    expect(hero(used.state, 'warrior').bp).toBe(5);
    expect(used.state.deck.hands.warrior).toEqual([]);
    expect(used.state.deck.pile).not.toContain('medicine-1');
    expect(used.state.deck.discard).toEqual(['medicine-1']);
    const ended = finish(module.table(drawn.state), false, 'test');
    expect(ended.state.deck.pile).toContain('medicine-1');
    expect(ended.state.deck.pile).toHaveLength(21);
    expect(ended.state.deck.hands.warrior).toEqual([]);
  });

  test('a trap card does its harm and goes back into the deck', () => {
    const s = { ...inRoom(), treasureTaken: ['x1'], chestTraps: [{ chest: 'chest-1', status: 'sprung' as const }] };
    const drawn = must(module, s, 'warrior', 'search', { kind: 'treasure' }, treasureOnTop(s, 'trap-1'));
    expect(drawn.text).toContain('a trap, a poisoned dart: he loses 1 BP. The card goes back into the deck.');
    expect(hero(drawn.state, 'warrior').bp).toBe(7);
    expect(drawn.state.deck.pile).toHaveLength(21);
    expect(drawn.state.deck.hands.warrior).toEqual([]);
  });

  test('WE-DQ-11 a wandering monster attacks the drawer once; he cannot defend; it vanishes and the card goes back', () => {
    const s = { ...inRoom(), treasureTaken: ['x1'], chestTraps: [{ chest: 'chest-1', status: 'sprung' as const }] };
    const drawn = must(module, s, 'warrior', 'search', { kind: 'treasure' }, [...treasureOnTop(s, 'wandering-1'), SKULL, SKULL, WHITE]);
    expect(drawn.text).toContain('An Orc springs out and attacks: 3 dice: 2 skulls, 1 white shield; Warrior is taken by surprise and cannot defend. 2 damage.');
    // The shuffle's 20 dice, then the Orc's 3 attack dice and no defence.
    expect(drawn.rolls).toHaveLength(23);
    expect(hero(drawn.state, 'warrior').bp).toBe(6);
    expect(drawn.state.monsters).toHaveLength(s.monsters.length);
    expect(drawn.state.deck.pile).toHaveLength(21);
  });
});

describe('Trap Search', () => {
  test('WE-DQ-13 a hero who sees a passage and a room searches one or the other; each is placed on the board, never treasure', () => {
    let s = must(module, inPassage(), 'warrior', 'open', { door: 'C2/C3' }).state;
    expect(act(module, s, 'warrior', 'search', { kind: 'traps', area: 'everywhere' }).error).toBe('Warrior can search one room he can see, or the passage he can see: passage and the Vestry.');
    const passage = must(module, s, 'warrior', 'search', { kind: 'traps', area: 'passage' });
    expect(passage.text).toContain('Warrior searches the passage for traps and hidden doors: a pitfall at H1.');
    expect(passage.state.traps.find((t) => t.id === 't2')!.status).toBe('hidden');
    s = must(module, s, 'warrior', 'search', { kind: 'traps', area: 'the Vestry' }).state;
    expect(s.traps.map((t) => t.status)).toEqual(['hidden', 'found']);
    expect(s.foundDoors).toEqual(['F4/G4']);
    expect(s.treasureTaken).toEqual([]);
    expect(hero(s, 'warrior').gold).toBe(hero(inPassage(), 'warrior').gold);
  });

  test('an area must be one the hero can see', () => {
    const s = inPassage();
    const unseen = act(module, s, 'warrior', 'search', { kind: 'traps', area: 'the Vestry' });
    expect(unseen.error).toBe('Warrior can search one room he can see, or the passage he can see: passage.');
  });

  test('WE-DQ-19 a Trap Search of the room names the chest\u2019s trap and disarms it; opening the chest then is safe', () => {
    const searched = must(module, inRoom(), 'warrior', 'search', { kind: 'traps' });
    expect(searched.text).toContain('a spring-loaded blade on an oak chest, now disarmed');
    const next = heroTurn(searched.state, 'warrior', 0);
    const opened = must(module, next, 'warrior', 'search', { kind: 'treasure' });
    expect(opened.text).not.toContain('springs');
    expect(hero(opened.state, 'warrior').bp).toBe(8);
  });
});

describe('WE-DQ-25 hidden doors', () => {
  test('found from inside a room, it is placed, stays open, and heroes and monsters pass it', () => {
    const found = must(module, inRoom(), 'warrior', 'search', { kind: 'traps' });
    expect(found.text).toContain('a hidden door at F4/G4');
    let s = heroTurn(revealAll(module, found.state), 'warrior', 6);
    const through = must(module, patchHero(s, 'warrior', { at: 'F4' }), 'warrior', 'move', { unit: 'Warrior', to: 'G4' });
    expect(through.text).toContain('Warrior moves F4→G4.');
    expect(act(module, s, 'warrior', 'open', { door: 'F4/G4' }).error).toBe('The door F4/G4 is already open.');
    s = { ...found.state, phase: 'demon-king', dk: 'human', current: null, dkTurn: { steps: {}, attacked: [], moveOver: [] } };
    s = { ...s, monsters: s.monsters.map((m) => ({ ...m, at: { x: 7, y: 3 } })) };
    const monster = must(module, s, 'demon-king', 'move', { unit: 'Sentinel', to: 'E5' });
    expect(monster.text).toContain('Sentinel moves H4→G4→F4→F5→E5.');
  });

  test('not yet found, it is a wall, and naming it is answered as if no door were there', () => {
    const s = patchHero(inRoom(), 'warrior', { at: 'F4' });
    expect(act(module, s, 'warrior', 'open', { door: 'F4/G4' }).error).toBe('There is no door at F4/G4 that the heroes know of. No closed door is beside Warrior.');
    const h = heroTurn(s, 'warrior', 4);
    expect(act(module, h, 'warrior', 'move', { unit: 'Warrior', to: 'G4' }).error).toMatch(/cannot reach G4/);
  });
});
