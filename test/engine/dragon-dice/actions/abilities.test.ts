import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../../src/engine/core/result.ts';
import { answerCounterAttack } from '../../../../src/engine/games/dragon-dice/actions/answers.ts';
import { attackOf } from '../../../../src/engine/games/dragon-dice/actions/attack.ts';
import { startMelee, startMissile } from '../../../../src/engine/games/dragon-dice/actions/start.ts';
import type { DdState } from '../../../../src/engine/games/dragon-dice/state.ts';
import { magicAction, startMagic } from '../../../../src/engine/games/dragon-dice/magic/start.ts';
import { loadBook } from '../book.ts';
import { faces6, gameWith, places } from './fixture.ts';

/**
 * The v4 species abilities an attack reads beyond the count (SFR 21; `species-*.json`): Goblins'
 * Foul Stench, Lava Elves' Cursed Bullets, Coral Elves' Defensive Volley. The frontier here is a
 * Flatland (air and earth). The 1996 ruleset has none of them.
 */

const book = loadBook();
const p1 = { owner: 'p1', at: 't-front' };
const p2 = { owner: 'p2', at: 't-front' };
const text = (events: ReadonlyArray<{ text: string }>) => events.map((e) => e.text).join('\n');
const tsr = (state: DdState): DdState => ({ ...state, ruleset: '1996' });

describe('Foul Stench (Goblins, v4): one defender per Goblin in the attacker\'s DUA, at most three, may not counter-attack', () => {
  const state = () =>
    gameWith([
      ['p1', 'goblin-thug', 't-front'],
      ['p1', 'goblin-thug', 'dua'],
      ['p1', 'goblin-thug', 'dua'],
      ['p2', 'dwarf-warlord', 't-front'],
      ['p2', 'dwarf-footman', 't-front'],
      ['p2', 'dwarf-crossbowman', 't-front'],
    ]);

  it('two dead Goblins: the two smallest defenders sit the counter-attack out; the Warlord alone rolls it', () => {
    // Thug melee 1; saves: Warlord save 3, Footman ID 1, Crossbowman melee: no damage.
    const started = unwrap(startMelee(book, state(), p1, p2, faces6(3, 2, 1, 2)));
    expect(text(started.events)).toMatch(/Foul Stench: Crossbowman and Footman of p2's army .* may not counter-attack/);
    const dice = faces6(3, 3);
    unwrap(answerCounterAttack(book, started.state, 'p2', true, dice));
    expect(dice.rolls.map((r) => r.label)[0]).toBe('Warlord (p2-dwarf-warlord-1)');
    expect(dice.rolls.map((r) => r.label)).not.toContain('Footman (p2-dwarf-footman-1)');
  });

  it('1996 has no Foul Stench', () => {
    const started = unwrap(startMelee(book, tsr(state()), p1, p2, faces6(3, 2, 1, 2)));
    expect(text(started.events)).not.toContain('Foul Stench');
  });
});

describe('Cursed Bullets (Lava Elves, v4): at their own terrain, one missile hit per Lava Elf in their DUA, at most three, is saved only by spells', () => {
  const state = () =>
    gameWith([
      ['p1', 'lava-elf-dead-shot', 't-front'],
      ['p1', 'lava-elf-fusilier', 'dua'],
      ['p1', 'lava-elf-fusilier', 'dua'],
      ['p2', 'dwarf-warlord', 't-front'],
      ['p2', 'dwarf-crossbowman', 't-front'],
    ]);

  it('missile 4 against saves 3 + 1: 2 of the hits are cursed, so 2 damage (the Crossbowman dies), where 0 would be', () => {
    const done = unwrap(startMissile(book, state(), p1, p2, faces6(6, 2, 4)));
    expect(text(done.events)).toContain('4 saves: 2 damage (2 hits cursed, 0 of them saved by spells).');
    expect(places(done.state)['p2-dwarf-crossbowman-1']).toBe('dua');
  });

  it("Stone Skin's save from a spell answers one cursed hit: 5 saves, 1 damage", () => {
    const skinned = { ...state(), effects: [{ what: 'stone-skin', caster: 'p2', target: p2, until: 'p2' }] };
    const done = unwrap(startMissile(book, skinned, p1, p2, faces6(6, 2, 4)));
    expect(text(done.events)).toContain('5 saves: 1 damage (2 hits cursed, 1 of them saved by spells).');
  });

  it('shot at another terrain, or under 1996, no hit is cursed', () => {
    expect(text(unwrap(startMissile(book, tsr(state()), p1, p2, faces6(6, 2, 4))).events)).toContain('4 saves: 0 damage.');
  });
});

describe('Defensive Volley (Coral Elves, v4): at a terrain with air they answer a missile attack with their own missiles', () => {
  const state = () =>
    gameWith([
      ['p1', 'dwarf-crossbowman', 't-front'],
      ['p2', 'coral-elf-archer', 't-front'],
      ['p2', 'goblin-thug', 't-front'],
    ]);

  it('the counter-attack is offered after the shots; the Archer alone rolls it: missile 3 kills the Crossbowman', () => {
    // Crossbowman missile 2; saves: Archer ID 2, Thug save 1: no damage. Then the offer.
    const started = unwrap(startMissile(book, state(), p1, p2, faces6(6, 1, 2)));
    expect(attackOf(started.state)?.queue).toEqual([{ step: 'counter-attack' }]);
    const dice = faces6(3, 3);
    const done = unwrap(answerCounterAttack(book, started.state, 'p2', true, dice));
    expect(dice.rolls.map((r) => r.label)).toEqual(['Archer (p2-coral-elf-archer-1)', 'Crossbowman (p1-dwarf-crossbowman-1)']);
    expect(text(done.events)).toContain('3 missile hits in all.');
    expect(places(done.state)['p1-dwarf-crossbowman-1']).toBe('dua');
  });

  it('1996 has no Defensive Volley: a missile attack is never answered', () => {
    const started = unwrap(startMissile(book, tsr(state()), p1, p2, faces6(6, 1, 2)));
    expect(started.state.action).toBeNull();
  });
});

describe("Scorching Touch (Scalders, v4): at a terrain with fire, each save they roll against a melee is one damage back", () => {
  it('at a Highland, the Igniter saves 2 with its ID: 2 damage back kills the Footman', () => {
    const state = gameWith([
      ['p1', 'dwarf-warlord', 't-p1'],
      ['p1', 'dwarf-footman', 't-p1'],
      ['p2', 'scalder-igniter', 't-p1'],
    ]);
    const at = { owner: 'p1', at: 't-p1' };
    // Warlord melee 3 + Footman melee 2 = 5 hits; the Igniter's ID 2 saves 2: 3 damage kills it.
    const done = unwrap(startMelee(book, state, at, { owner: 'p2', at: 't-p1' }, faces6(3, 6, 1)));
    expect(text(done.events)).toContain('Scorching Touch: the Scalders rolled 2 saves, 2 damage back.');
    expect(places(done.state)).toMatchObject({ 'p2-scalder-igniter-1': 'dua', 'p1-dwarf-footman-1': 'dua', 'p1-dwarf-warlord-1': 'terrain:t-p1' });
  });
});

describe('Replanting (Treefolk, v4): at a terrain with water, a killed Treefolk rolls first; its ID sends it to the reserves', () => {
  it('at a Coastland, two Oaklings die; the one that shows its ID goes to the reserves', () => {
    const state = gameWith([
      ['p1', 'dwarf-warlord', 't-p2'],
      ['p2', 'treefolk-oakling', 't-p2'],
      ['p2', 'treefolk-oakling', 't-p2'],
    ]);
    // Warlord melee 3; the Oaklings show melee: no saves, both die. Replanting: ID, then melee.
    const done = unwrap(startMelee(book, state, { owner: 'p1', at: 't-p2' }, { owner: 'p2', at: 't-p2' }, faces6(3, 2, 2, 1, 2)));
    expect(places(done.state)).toMatchObject({ 'p2-treefolk-oakling-1': 'reserve', 'p2-treefolk-oakling-2': 'dua' });
    expect(text(done.events)).toMatch(/Replanting: Oakling rolls id 1: it goes to the reserves; Replanting: Oakling rolls melee 1: it stays dead/);
  });
});

describe('Bone Magic (Undead, v4): each Undead rolling magic (not its ID) adds one death magic, one per Undead in the DUA, at most four', () => {
  const army = (dead: number): DdState =>
    gameWith([
      ['p1', 'undead-apparition', 't-front'],
      ['p1', 'undead-heucuva', 't-front'],
      ['p1', 'undead-lich', 't-front'],
      ...Array.from({ length: dead }, () => ['p1', 'undead-zombie', 'dua'] as [string, string, string]),
      ['p2', 'goblin-thug', 't-front'],
    ]);
  // Apparition magic 2, Heucuva magic 3, Lich ID 3 (magic, but its ID): 8 death magic, two Undead rolled a magic face.
  it.each([
    [0, 8],
    [1, 9],
    [3, 10],
  ])('with %i Undead in the DUA: %i death magic', (dead, magic) => {
    const opened = unwrap(startMagic(book, army(dead), p1, faces6(2, 2, 1)));
    expect(magicAction(opened.state)?.magic.death).toBe(magic);
  });
});

describe('Stepped Damage (Undead, v4): a killed Undead is swapped for a smaller one from the DUA', () => {
  it('3 damage kills the Mummy (3); the Wight (2) steps into its place from the DUA; 1996 does not', () => {
    const state = gameWith([
      ['p1', 'dwarf-warlord', 't-front'],
      ['p2', 'undead-mummy', 't-front'],
      ['p2', 'undead-wight', 'dua'],
    ]);
    // Warlord melee 3; the Mummy shows melee: no save.
    const done = unwrap(startMelee(book, state, p1, p2, faces6(3, 3)));
    expect(places(done.state)).toMatchObject({ 'p2-undead-mummy-1': 'dua', 'p2-undead-wight-1': 'terrain:t-front' });
    expect(text(done.events)).toContain('Stepped Damage: Mummy steps down to Wight');
    expect(places(unwrap(startMelee(book, tsr(state), p1, p2, faces6(3, 3))).state)['p2-undead-wight-1']).toBe('dua');
  });
});
