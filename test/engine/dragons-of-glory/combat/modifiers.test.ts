import { describe, expect, it } from 'vitest';
import { battleModifiers } from '../../../../src/engine/games/dragons-of-glory/combat/modifiers.ts';
import type { BattleInput, Combatant, DefenderGround } from '../../../../src/engine/games/dragons-of-glory/combat/types.ts';
import { attacker, defender, dragon, leader, wizard } from './counters.ts';

const CLEAR: DefenderGround = { terrain: 'clear', pass: false };

function mods(attackers: Combatant[], defenders: Combatant[], ground: DefenderGround = CLEAR, more: Partial<BattleInput> = {}) {
  return battleModifiers({ attackers, defenders, ground, ...more });
}
const total = (list: { value: number }[]) => list.reduce((s, m) => s + m.value, 0);

describe('Rule 7 DRM: nothing to modify', () => {
  it('two plain human armies in the open: no modifier', () => {
    expect(mods([attacker('a', 4)], [defender('d', 4)])).toEqual([]);
  });
});

describe('Rule 7 DRM: leaders', () => {
  it('the attacking leader adds his tactical rating: Toede +3', () => {
    expect(mods([attacker('a', 4), leader('Toede', 3)], [defender('d', 4)])).toEqual([{ label: 'Toede leads the attack', value: 3 }]);
  });
  it('the defending leader subtracts his: −2', () => {
    expect(mods([attacker('a', 4)], [defender('d', 4), leader('Hylo leader', 2, { side: 'whitestone', hex: '1011a' })])).toEqual([{ label: 'Hylo leader leads the defence', value: -2 }]);
  });
  it('only one leader counts per side, the best: 2 and 4 give +4, not +6', () => {
    const list = mods([attacker('a', 4), leader('Kitiara', 4), leader('Bakaris', 2)], [defender('d', 4)]);
    expect(list).toEqual([{ label: 'Kitiara leads the attack', value: 4 }]);
  });
});

describe('Rule 7 DRM: dragons', () => {
  it('attacking dragons add their strength: a red of 6 gives +6, and +1 for flying', () => {
    const list = mods([attacker('a', 4), dragon('Red Dragon 1', 6)], [defender('d', 4)]);
    expect(list).toContainEqual({ label: 'dragons (Red Dragon 1)', value: 6 });
    expect(list).toContainEqual({ label: 'flying attackers', value: 1 });
    expect(total(list)).toBe(7);
  });
  it('defending dragons subtract theirs: a gold of 5 gives −5, and −1 for flying', () => {
    const list = mods([attacker('a', 4)], [defender('d', 4), dragon('Gold Dragon', 5, { side: 'whitestone', hex: '1011a' })]);
    expect(list).toContainEqual({ label: 'defending dragons (Gold Dragon)', value: -5 });
    expect(total(list)).toBe(-6);
  });
  it('two attacking dragons add both: 6 + 4 = +10', () => {
    const list = mods([dragon('Red 1', 6), dragon('Blue 1', 4)], [defender('d', 4)]);
    expect(list).toContainEqual({ label: 'dragons (Red 1, Blue 1)', value: 10 });
  });
  it('a Dragonlance in the defending stack cancels the attacking dragons’ modifier (not the flying +1)', () => {
    const list = mods([dragon('Red 1', 6)], [defender('Knights', 3, { dragonlance: true })]);
    expect(list).toEqual([{ label: 'flying attackers', value: 1 }]);
  });
});

describe('Rule 7 DRM: wizards', () => {
  it('a wizard with the attack adds 3', () => {
    expect(mods([attacker('a', 4), wizard('Red Robe')], [defender('d', 4)])).toEqual([{ label: 'wizard with the attack', value: 3 }]);
  });
  it('a wizard with the defence subtracts 3', () => {
    expect(mods([attacker('a', 4)], [defender('d', 4), wizard('White Robe', { side: 'whitestone', hex: '1011a' })])).toEqual([{ label: 'wizard with the defence', value: -3 }]);
  });
});

describe('Rule 7 DRM: cavalry and flyers', () => {
  it('cavalry in the attack adds 1, however many', () => {
    expect(mods([attacker('c1', 4, { kind: 'cavalry' }), attacker('c2', 4, { kind: 'cavalry' })], [defender('d', 4)])).toEqual([{ label: 'cavalry', value: 1 }]);
  });
  it('cavalry in the defence gives nothing', () => {
    expect(mods([attacker('a', 4)], [defender('c', 4, { kind: 'cavalry' })])).toEqual([]);
  });
  it('griffons in the attack add 1 for flying', () => {
    expect(mods([attacker('g', 3, { kind: 'air', race: 'griffon' })], [defender('d', 4)])).toEqual([{ label: 'flying attackers', value: 1 }]);
  });
  it('pegasi in the defence subtract 1 for flying', () => {
    expect(mods([attacker('a', 4)], [defender('p', 3, { kind: 'air', race: 'pegasus' })])).toEqual([{ label: 'flying defenders', value: -1 }]);
  });
  it('a citadel in the attack counts as a flyer: +1', () => {
    expect(mods([attacker('a', 4), attacker('cit', 0, { kind: 'citadel', race: 'none', canDeplete: false })], [defender('d', 4)])).toEqual([{ label: 'flying attackers', value: 1 }]);
  });
});

describe('Rule 7 DRM: crossings', () => {
  it('across a river: −4', () => {
    expect(mods([attacker('a', 4, { across: 'river' })], [defender('d', 4)])).toEqual([{ label: 'across a river', value: -4 }]);
  });
  it('across a bridge: −4', () => {
    expect(mods([attacker('a', 4, { across: 'bridge' })], [defender('d', 4)])).toEqual([{ label: 'across a bridge', value: -4 }]);
  });
  it('across a ford: −3', () => {
    expect(mods([attacker('a', 4, { across: 'ford' })], [defender('d', 4)])).toEqual([{ label: 'across a ford', value: -3 }]);
  });
  it('one army across a ford and one across a river: the worst counts, −4, once', () => {
    expect(mods([attacker('a', 4, { across: 'ford' }), attacker('b', 4, { across: 'river', hex: '1110a' })], [defender('d', 4)])).toEqual([{ label: 'across a river', value: -4 }]);
  });
  it('one army across a ford and one from dry ground: the ford still counts, −3', () => {
    expect(mods([attacker('a', 4, { across: 'ford' }), attacker('b', 4, { hex: '1110a' })], [defender('d', 4)])).toEqual([{ label: 'across a ford', value: -3 }]);
  });
  it('a flyer over a river takes no crossing penalty', () => {
    expect(mods([dragon('Red', 6, { across: 'river' })], [defender('d', 4)]).map((m) => m.label)).not.toContain('across a river');
  });
  it('winter (PL Optional B): a frozen river gives no penalty', () => {
    expect(mods([attacker('a', 4, { across: 'river' })], [defender('d', 4)], CLEAR, { options: { winter: true } })).toEqual([]);
  });
  it('winter (PL Optional B): dwarves across a mountain side: −2', () => {
    expect(mods([attacker('a', 4, { race: 'dwarf', across: 'mountain-side' })], [defender('d', 4)], CLEAR, { options: { winter: true } })).toEqual([{ label: 'winter: across a mountain side', value: -2 }]);
  });
  it('out of winter a mountain side costs dwarves nothing', () => {
    expect(mods([attacker('a', 4, { race: 'dwarf', across: 'mountain-side' })], [defender('d', 4)])).toEqual([]);
  });
});

describe('Rule 7 DRM: the defender’s ground', () => {
  it('a defender in a mountain pass: −2', () => {
    expect(mods([attacker('a', 4)], [defender('d', 4)], { terrain: 'pass', pass: true })).toEqual([{ label: 'mountain pass', value: -2 }]);
  });
  it('a fortified city: −2', () => {
    expect(mods([attacker('a', 4)], [defender('d', 4)], { terrain: 'clear', place: 'fortified-city', pass: false })).toEqual([{ label: 'fortified city', value: -2 }]);
  });
  it('a fortress: −4', () => {
    expect(mods([attacker('a', 4)], [defender('d', 4)], { terrain: 'clear', place: 'fortress', pass: false })).toEqual([{ label: 'fortress', value: -4 }]);
  });
  it('an open city: nothing', () => {
    expect(mods([attacker('a', 4)], [defender('d', 4)], { terrain: 'clear', place: 'city', pass: false })).toEqual([]);
  });
  it('a dwarven fortress: −10, and the attacker loses his cavalry and flying bonuses', () => {
    const list = mods([attacker('c', 4, { kind: 'cavalry' }), dragon('Red', 6)], [defender('d', 4, { race: 'dwarf' })], { terrain: 'clear', place: 'dwarven-fortress', pass: false });
    expect(list).toEqual([
      { label: 'dragons (Red)', value: 6 },
      { label: 'dwarven fortress', value: -10 },
    ]);
  });
});

describe('Rule 7 DRM: favourable terrain', () => {
  const MOUNTAIN: DefenderGround = { terrain: 'mountain', pass: false };
  const FOREST: DefenderGround = { terrain: 'forest', pass: false };
  it('all attackers dwarves or ogres, the defender in the mountains: +1', () => {
    expect(mods([attacker('d1', 4, { race: 'dwarf' }), attacker('o1', 4, { race: 'ogre' })], [defender('h', 4)], MOUNTAIN)).toEqual([{ label: 'favourable ground: attacking dwarves or ogres in the mountains', value: 1 }]);
  });
  it('one human among the attacking dwarves: no +1', () => {
    expect(mods([attacker('d1', 4, { race: 'dwarf' }), attacker('h1', 4)], [defender('h', 4)], MOUNTAIN)).toEqual([]);
  });
  it('a leader with the dwarves does not spoil the +1 (leaders are no armies)', () => {
    expect(mods([attacker('d1', 4, { race: 'dwarf' }), leader('Human lord', 0)], [defender('h', 4)], MOUNTAIN)).toEqual([{ label: 'favourable ground: attacking dwarves or ogres in the mountains', value: 1 }]);
  });
  it('all attackers elves or kender, the defender in forest: +1', () => {
    expect(mods([attacker('e1', 4, { race: 'elf' }), attacker('k1', 2, { race: 'kender' })], [defender('h', 4)], FOREST)).toEqual([{ label: 'favourable ground: attacking elves or kender in the forest', value: 1 }]);
  });
  it('elves attacking into the mountains: nothing', () => {
    expect(mods([attacker('e1', 4, { race: 'elf' })], [defender('h', 4)], MOUNTAIN)).toEqual([]);
  });
  it('any defending elf in forest: −1', () => {
    expect(mods([attacker('a', 4)], [defender('h', 4), defender('e', 3, { race: 'elf' })], FOREST)).toEqual([{ label: 'favourable ground: defending elves or kender in the forest', value: -1 }]);
  });
  it('any defending ogre in a pass hex (a mountain hex): −1, and −2 for the pass', () => {
    expect(total(mods([attacker('a', 4)], [defender('o', 4, { race: 'ogre' })], { terrain: 'pass', pass: true }))).toBe(-3);
  });
});

describe('Rule 10 kender taunt: the taunted attacker', () => {
  it('a taunted stack attacks at −2', () => {
    expect(mods([attacker('a', 4)], [defender('k', 2, { race: 'kender' })], CLEAR, { taunted: true })).toEqual([{ label: 'taunted by kender', value: -2 }]);
  });
});

describe('Flying citadel: the defenders lose their terrain and fortification', () => {
  it('a fortress in a pass with defending dwarves gives nothing against a citadel’s attack; the flyers’ +1 stays', () => {
    const list = mods(
      [attacker('a', 4, { across: 'river' }), attacker('cit', 0, { kind: 'citadel', race: 'none', canDeplete: false })],
      [defender('d', 4, { race: 'dwarf' })],
      { terrain: 'pass', place: 'fortress', pass: true },
    );
    expect(list).toEqual([{ label: 'flying attackers', value: 1 }]);
  });
  it('said in the input, without a citadel counter among the attackers, it does the same', () => {
    expect(mods([attacker('a', 4)], [defender('d', 4)], { terrain: 'clear', place: 'fortified-city', pass: false }, { flyingCitadel: true })).toEqual([]);
  });
});

describe('Rule 7 DRM: all together', () => {
  it('Kitiara (4), a blue dragon (5), a wizard and cavalry across a ford against a fortified city with a leader of 2 and a wizard: 4+5+3+1+1−3−2−2−3 = +4', () => {
    const list = mods(
      [attacker('cav', 4, { kind: 'cavalry', across: 'ford' }), dragon('Blue', 5, { hex: '1110a' }), leader('Kitiara', 4), wizard('Black Robe')],
      [defender('d', 4), leader('Lord', 2, { side: 'whitestone', hex: '1011a' }), wizard('White Robe', { side: 'whitestone', hex: '1011a' })],
      { terrain: 'clear', place: 'fortified-city', pass: false },
    );
    expect(list).toEqual([
      { label: 'Kitiara leads the attack', value: 4 },
      { label: 'Lord leads the defence', value: -2 },
      { label: 'dragons (Blue)', value: 5 },
      { label: 'wizard with the attack', value: 3 },
      { label: 'wizard with the defence', value: -3 },
      { label: 'cavalry', value: 1 },
      { label: 'flying attackers', value: 1 },
      { label: 'across a ford', value: -3 },
      { label: 'fortified city', value: -2 },
    ]);
    expect(total(list)).toBe(4);
  });
});
