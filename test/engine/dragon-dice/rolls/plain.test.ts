import { describe, expect, test } from 'vitest';
import { countRoll } from '../../../../src/engine/games/dragon-dice/rolls/count.ts';
import type { RollContext, RollModifier } from '../../../../src/engine/games/dragon-dice/rolls/types.ts';
import type { Element, Ruleset } from '../../../../src/engine/games/dragon-dice/dice/types.ts';
import { die, showing, testBook } from './book.ts';

/**
 * What each plain face counts as in each kind of roll (GAPS B3, SFR 03), cantrips left out of
 * maneuver and order rolls (FAQ Set-up D1, Turn F), and the modifiers in SFR 27's order (GAPS B7).
 */
const book = testBook();
const TERRAIN_ELEMENTS: Record<string, Element[]> = { highland: ['fire', 'earth'], swampland: ['water', 'earth'], coastland: ['air', 'water'], flatland: ['air', 'earth'], deadland: ['death'] };

function ctx(kind: RollContext['kind'], o: { at?: string; eighth?: boolean; ruleset?: Ruleset; modifiers?: RollModifier[]; against?: RollContext['against']; charge?: boolean } = {}): RollContext {
  return {
    kind,
    ruleset: o.ruleset ?? '1996',
    modifiers: o.modifiers ?? [],
    ...(o.against ? { against: o.against } : {}),
    ...(o.charge ? { charge: true } : {}),
    ...(o.at ? { terrain: { type: o.at, elements: TERRAIN_ELEMENTS[o.at]!, eighth: 'city', eighthHeld: o.eighth ?? false } } : {}),
  };
}

describe('GAPS B3 / SFR 03: an ID counts as the unit health in results of what the roll is for', () => {
  test('Mammoth Rider (health 3) shows its ID: 3 saves in a save roll, 3 melee in a melee roll, 3 maneuvers in a maneuver roll', () => {
    const id = [showing(book, 'dwarf-mammoth-rider', 'id')];
    expect(countRoll(book, id, ctx('save')).results).toEqual({ melee: 0, missile: 0, save: 3, maneuver: 0 });
    expect(countRoll(book, id, ctx('melee')).results).toEqual({ melee: 3, missile: 0, save: 0, maneuver: 0 });
    expect(countRoll(book, id, ctx('maneuver')).results.maneuver).toBe(3);
  });

  test('in a magic roll an ID is magic of the unit species elements, kept together for the player to split (SFR 11)', () => {
    const count = countRoll(book, [showing(book, 'dwarf-theurgist', 'id'), showing(book, 'goblin-trickster', 'id')], ctx('magic'));
    expect(count.magic).toEqual({ 'earth+fire': 1, 'death+earth': 1 });
  });

  test('SFR 17: an army answering a dragon counts melee, missile and saves, an ID in each', () => {
    const count = countRoll(
      book,
      [showing(book, 'dwarf-mammoth-rider', 'melee', 'a'), showing(book, 'dwarf-crack-shot', 'missile', 'b'), showing(book, 'dwarf-footman', 'save', 'c'), showing(book, 'goblin-thug', 'id', 'd')],
      ctx('dragon'),
    );
    expect(count.results).toEqual({ melee: 4 + 1, missile: 3 + 1, save: 1 + 1, maneuver: 0 });
  });
});

describe('SFR 03: a plain icon counts only in a roll for its own kind', () => {
  test('Footman melee 2 is 2 melee in a melee roll and nothing in a save roll', () => {
    const melee2 = { unit: 'f', die: die(book, 'dwarf-footman'), face: 5 };
    expect(countRoll(book, [melee2], ctx('melee')).results.melee).toBe(2);
    expect(countRoll(book, [melee2], ctx('save')).results).toEqual({ melee: 0, missile: 0, save: 0, maneuver: 0 });
  });

  test('a face number outside the die is refused with one clear line', () => {
    expect(() => countRoll(book, [{ unit: 'f', die: die(book, 'dwarf-footman'), face: 6 }], ctx('melee'))).toThrow('Footman (f) has no face 7: a unit die has faces 1-6');
  });
});

describe('FAQ Turn F, Set-up D1 (WE-DD-05): cantrips never count in a maneuver roll', () => {
  test('2 maneuver icons and a cantrip make 2 maneuvers', () => {
    const roll = [showing(book, 'goblin-thug', 'maneuver', 't1'), showing(book, 'goblin-thug', 'maneuver', 't2'), showing(book, 'dwarf-wizard', 'cantrip')];
    const count = countRoll(book, roll, ctx('maneuver'));
    expect(count.results.maneuver).toBe(2);
    expect(count.cantrip).toBe(0);
  });

  test('nor in the order roll at set-up', () => {
    const roll = [showing(book, 'goblin-thug', 'maneuver', 't1'), showing(book, 'goblin-thug', 'maneuver', 't2'), showing(book, 'dwarf-wizard', 'cantrip')];
    const count = countRoll(book, roll, ctx('order'));
    expect(count.results.maneuver).toBe(2);
    expect(count.cantrip).toBe(0);
  });

  test('in a melee roll the cantrip goes to cantrip results, not melee; in a magic roll it is magic', () => {
    const cantrip = [showing(book, 'dwarf-wizard', 'cantrip')];
    const melee = countRoll(book, cantrip, ctx('melee'));
    expect(melee.cantrip).toBe(4);
    expect(melee.results.melee).toBe(0);
    expect(countRoll(book, cantrip, ctx('magic')).magic).toEqual({ 'earth+fire': 4 });
  });
});

describe('FAQ Set-up D2-D3 (WE-DD-06): the order roll has no doubling at all', () => {
  test('a Dwarf Trample and a Goblin maneuver count once, even at a Dwarf Highland with its eighth face', () => {
    const roll = [showing(book, 'dwarf-mammoth-rider', 'trample'), showing(book, 'goblin-thug', 'maneuver')];
    expect(countRoll(book, roll, ctx('order', { at: 'highland', eighth: true })).results.maneuver).toBe(3 + 1);
    expect(countRoll(book, roll, ctx('maneuver', { at: 'highland' })).results.maneuver).toBe(3 * 2 + 1);
  });
});

describe('FAQ SAI D (1996): a species doubles its results at its terrain, the eighth face doubles them again', () => {
  test('WE-DD-02 (FAQ SAI D): Leopard Rider Rend 3 in a maneuver roll at a Swampland counts 6; with the eighth face 12', () => {
    const rend = [showing(book, 'goblin-leopard-rider', 'rend')];
    expect(countRoll(book, rend, ctx('maneuver', { at: 'swampland' })).results.maneuver).toBe(6);
    expect(countRoll(book, rend, ctx('maneuver', { at: 'swampland', eighth: true })).results.maneuver).toBe(12);
    expect(countRoll(book, rend, ctx('maneuver', { at: 'highland', eighth: true })).results.maneuver).toBe(3);
  });

  test('GAPS B13: Mammoth Rider Trample 3 in a charge at a Highland is 3 melee + 3×2 maneuver = 9; with the eighth face 3 + 12 = 15', () => {
    const trample = [showing(book, 'dwarf-mammoth-rider', 'trample')];
    const nine = countRoll(book, trample, ctx('melee', { at: 'highland', charge: true }));
    expect(nine.results.melee).toBe(9);
    expect(nine.lines[0]).toBe('Mammoth Rider: Trample 3 → 3 melee, 3 maneuver ×2 (Highland) = 6');
    expect(countRoll(book, trample, ctx('melee', { at: 'highland', charge: true, eighth: true })).results.melee).toBe(15);
    expect(countRoll(book, trample, ctx('melee', { at: 'highland' })).results.melee).toBe(3);
  });

  test('only the species with the ability doubles: a Goblin at a Highland and a Dwarf at a Swampland do not', () => {
    const roll = [showing(book, 'goblin-thug', 'maneuver'), showing(book, 'dwarf-mammoth-rider', 'trample')];
    expect(countRoll(book, roll, ctx('maneuver', { at: 'highland' })).results.maneuver).toBe(1 + 6);
    expect(countRoll(book, roll, ctx('maneuver', { at: 'swampland' })).results.maneuver).toBe(2 + 3);
  });

  test('issue 15: the v4 default keeps the seed\'s ruling: the same Rend at a Swampland counts 6 under v4 too', () => {
    expect(countRoll(book, [showing(book, 'goblin-leopard-rider', 'rend')], ctx('maneuver', { at: 'swampland', ruleset: 'v4' })).results.maneuver).toBe(6);
    expect(countRoll(book, [showing(book, 'goblin-leopard-rider', 'rend')], ctx('maneuver', { at: 'swampland', ruleset: 'v4', eighth: true })).results.maneuver).toBe(12);
  });
});

describe('FACTS 2.2 TSR magic (1996): magic of a colour the terrain has is doubled, never death', () => {
  test('a Dwarf (fire, earth) at a Highland (fire, earth): magic 2 counts 4', () => {
    expect(countRoll(book, [showing(book, 'dwarf-theurgist', 'magic')], ctx('magic', { at: 'highland' })).magic).toEqual({ 'earth+fire': 2 * 1 });
    const theurgist = { unit: 'th', die: die(book, 'dwarf-theurgist'), face: 5 };
    expect(countRoll(book, [theurgist], ctx('magic', { at: 'highland' })).magic).toEqual({ 'earth+fire': 4 });
  });

  test('an Undead (death) at a Deadland is not doubled; a partly matching pair is left for the split', () => {
    const apparition = { unit: 'ap', die: die(book, 'undead-apparition'), face: 1 };
    expect(countRoll(book, [apparition], ctx('magic', { at: 'deadland' })).magic).toEqual({ death: 2 });
    const theurgist = { unit: 'th', die: die(book, 'dwarf-theurgist'), face: 5 };
    const flat = countRoll(book, [theurgist], ctx('magic', { at: 'flatland' }));
    expect(flat.magic).toEqual({ 'earth+fire': 2 });
    expect(flat.lines).toContain('earth+fire magic: the part spent as earth doubles (Flatland)');
  });

  test('v4 has no terrain magic doubling', () => {
    const theurgist = { unit: 'th', die: die(book, 'dwarf-theurgist'), face: 5 };
    expect(countRoll(book, [theurgist], ctx('magic', { at: 'highland', ruleset: 'v4' })).magic).toEqual({ 'earth+fire': 2 });
  });
});

describe('SFR 15 (v4): the eighth face doubles ID results; species "counts as" abilities apply', () => {
  test('Mammoth Rider ID 3 at a held eighth face counts 6 melee; its melee 4 stays 4', () => {
    const held = ctx('melee', { at: 'highland', eighth: true, ruleset: 'v4' });
    expect(countRoll(book, [showing(book, 'dwarf-mammoth-rider', 'id')], held).results.melee).toBe(6);
    expect(countRoll(book, [showing(book, 'dwarf-mammoth-rider', 'melee')], held).results.melee).toBe(4);
  });

  test('Coastal Dodge: a Coral Elf maneuver 3 counts as 3 saves in a save roll at a water terrain, not at a Highland', () => {
    const courier = [showing(book, 'coral-elf-courier', 'maneuver')];
    expect(countRoll(book, courier, ctx('save', { at: 'coastland', ruleset: 'v4' })).results.save).toBe(3);
    expect(countRoll(book, courier, ctx('save', { at: 'highland', ruleset: 'v4' })).results.save).toBe(0);
    expect(countRoll(book, courier, ctx('melee', { at: 'coastland', ruleset: 'v4' })).results.save).toBe(0);
  });
});

describe('GAPS B7 / SFR 27: roll → subtotal → subtract → halve (round down) → add SAIs → multiply → add', () => {
  test('a halving rounds down: melee 4 + 3 under a halving is 3', () => {
    const roll = [showing(book, 'dwarf-mammoth-rider', 'melee', 'a'), { unit: 'b', die: die(book, 'dwarf-mammoth-rider'), face: 3 }];
    expect(countRoll(book, roll, ctx('melee', { modifiers: [{ source: 'Blue breath', result: 'melee', change: { halve: true } }] })).results.melee).toBe(3);
  });

  test('the SAI results are added after the halving and doubled with the normal ones; an addition comes last', () => {
    // Thug maneuver 1 halved → 0; Rend 3 added → 3; Swampland ×2 → 6; +1 after → 7.
    const roll = [showing(book, 'goblin-thug', 'maneuver'), showing(book, 'goblin-leopard-rider', 'rend')];
    const mods: RollModifier[] = [
      { source: 'Frost', result: 'maneuver', change: { halve: true } },
      { source: 'Wind Walk', result: 'maneuver', change: { add: 1 } },
    ];
    expect(countRoll(book, roll, ctx('maneuver', { at: 'swampland', modifiers: mods })).results.maneuver).toBe(7);
  });

  test('a subtraction comes before the halving and never goes below nothing', () => {
    const roll = [showing(book, 'dwarf-mammoth-rider', 'melee', 'a'), showing(book, 'dwarf-footman', 'melee', 'b')];
    const minus = (n: number): RollModifier => ({ source: 'Palsy', result: 'melee', change: { add: -n } });
    // (4 + 1 − 1) / 2 = 2
    expect(countRoll(book, roll, ctx('melee', { modifiers: [minus(1), { source: 'Blue breath', result: 'melee', change: { halve: true } }] })).results.melee).toBe(2);
    expect(countRoll(book, roll, ctx('melee', { modifiers: [minus(9)] })).results.melee).toBe(0);
  });

  test('ignoring IDs (black breath) drops ID results of that kind only', () => {
    const roll = [showing(book, 'dwarf-mammoth-rider', 'id', 'a'), showing(book, 'dwarf-footman', 'save', 'b')];
    const count = countRoll(book, roll, ctx('save', { modifiers: [{ source: 'Dragon Plague', result: 'save', change: { ignoreIds: true } }] }));
    expect(count.results.save).toBe(1);
  });
});

describe('FAQ SAI D: in a charge, maneuvers count as melee but an ID still gives its health once', () => {
  test('Crack-Shot ID 3 in a charge at a Highland is 3 melee, not 3 + 6', () => {
    expect(countRoll(book, [showing(book, 'dwarf-crack-shot', 'id')], ctx('melee', { at: 'highland', charge: true })).results.melee).toBe(3);
  });

  test('a Thug maneuver 1 in a charge adds 1 melee; in a plain melee it adds nothing', () => {
    const roll = [showing(book, 'goblin-thug', 'maneuver'), showing(book, 'dwarf-footman', 'melee')];
    expect(countRoll(book, roll, ctx('melee', { charge: true })).results.melee).toBe(2);
    expect(countRoll(book, roll, ctx('melee')).results.melee).toBe(1);
  });
});

describe('SFR 27: an addition stands even when no die gave that result', () => {
  test('a save roll showing only melee icons, under a spell adding 2 saves, counts 2 saves', () => {
    const roll = [showing(book, 'dwarf-footman', 'melee')];
    expect(countRoll(book, roll, ctx('save', { modifiers: [{ source: 'Stone Skin', result: 'save', change: { add: 2 } }] })).results.save).toBe(2);
  });
});

describe('SFR species abilities for counter-attacks (v4 Dwarven Might): a counter-attack is a melee roll of its own', () => {
  test('a Dwarf Footman save 1 counts as 1 melee when counter-attacking at a fire terrain, not in a plain melee', () => {
    const roll = [showing(book, 'dwarf-footman', 'save')];
    const at = { at: 'highland', ruleset: 'v4' as const };
    expect(countRoll(book, roll, { ...ctx('melee', at), counterAttack: true }).results.melee).toBe(1);
    expect(countRoll(book, roll, ctx('melee', at)).results.melee).toBe(0);
  });
});

describe('FAQ SAI D with SFR 15: the eighth face doubles once, never twice', () => {
  test('with a v4 row that doubles Goblin maneuvers at a Swampland, a Thug ID 1 at a held eighth face counts 4, not 8', () => {
    const goblins = book.species.get('goblins')!;
    const v4Goblins = { ...goblins, abilities: [...goblins.abilities, { ...goblins.abilities[0]!, ruleset: 'v4' as const }] };
    const b = testBook({ species: [v4Goblins] });
    const held = ctx('maneuver', { at: 'swampland', eighth: true, ruleset: 'v4' });
    expect(countRoll(b, [showing(b, 'goblin-thug', 'id')], held).results.maneuver).toBe(4);
    expect(countRoll(b, [showing(b, 'goblin-leopard-rider', 'rend')], held).results.maneuver).toBe(12);
  });
});
