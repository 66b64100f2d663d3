import { describe, expect, it } from 'vitest';
import type { SeededDice } from '../../../../src/engine/core/dice.ts';
import { unwrap } from '../../../../src/engine/core/result.ts';
import { answerCasualties, answerCounterAttack, answerMove } from '../../../../src/engine/games/dragon-dice/actions/answers.ts';
import { attackOf, stepCandidates } from '../../../../src/engine/games/dragon-dice/actions/attack.ts';
import { startMelee, startMissile } from '../../../../src/engine/games/dragon-dice/actions/start.ts';
import type { CasualtiesStep } from '../../../../src/engine/games/dragon-dice/actions/state.ts';
import { missileTargets, targetFault } from '../../../../src/engine/games/dragon-dice/actions/targets.ts';
import { holdsAfterTurnStart, mayMove, targetable } from '../../../../src/engine/games/dragon-dice/holds.ts';
import { modifiersFor } from '../../../../src/engine/games/dragon-dice/magic/effects.ts';
import { DdStateSchema, type DdState } from '../../../../src/engine/games/dragon-dice/state.ts';
import { rollArmy } from '../../../../src/engine/games/dragon-dice/turn/roll.ts';
import { retreat } from '../../../../src/engine/games/dragon-dice/turn/reserves.ts';
import { loadBook } from '../book.ts';
import { faces6, gameWith, places } from './fixture.ts';

/**
 * Every SAI with an effect beyond its results, played in a melee or missile attack with the real
 * dice of `assets/dice/dragon-dice` (a monster's SAI is worth 4, GAPS B2), each as the SAI
 * reference reads it (`sais.json`; TS 31_special_action_icons, SFR v4; FACTS §2.2). The faces are
 * forced: each comment says which face gives what.
 */

const book = loadBook();
const p1 = { owner: 'p1', at: 't-front' };
const p2 = { owner: 'p2', at: 't-front' };
type Placement = [owner: string, die: string, at: string];

/** p2's Goblins at the frontier: Marauder (3), Cutthroat (2), two Thugs (1). */
const GOBLINS: Placement[] = [
  ['p2', 'goblin-marauder', 't-front'],
  ['p2', 'goblin-cutthroat', 't-front'],
  ['p2', 'goblin-thug', 't-front'],
  ['p2', 'goblin-thug', 't-front'],
];
const against = (...attackers: Placement[]) => gameWith([...attackers, ...GOBLINS]);
const text = (events: ReadonlyArray<{ text: string }>) => events.map((e) => e.text).join('\n');
const labels = (dice: SeededDice) => dice.rolls.map((r) => r.label);
const statusOf = (state: DdState, id: string) => state.units[id]!.status;
const head = (state: DdState) => attackOf(state)?.queue[0];

describe('SAIs that make targets roll alone first (the attacker names them by health-worth)', () => {
  it('Firecloud 4 (Genie): the targets roll for a maneuver, and those with none die', () => {
    const started = unwrap(startMelee(book, against(['p1', 'firewalker-genie', 't-front']), p1, p2, faces6(2)));
    expect(head(started.state)).toMatchObject({ step: 'casualties', chooser: 'p1', damage: 4, test: 'maneuver', to: 'dua' });
    // The Marauder shows maneuver 2 and lives; the Thug shows save 1, no maneuver, and dies.
    const done = unwrap(answerCasualties(book, started.state, 'p1', ['Marauder', 'Thug'], faces6(2, 2)));
    expect(places(done.state)).toMatchObject({ 'p2-goblin-marauder-1': 'terrain:t-front', 'p2-goblin-thug-1': 'dua', 'p2-goblin-thug-2': 'terrain:t-front' });
    expect(text(done.events)).toMatch(/Marauder and Thug roll for a maneuver against the Firecloud:[\s\S]*Marauder lives\./);
  });

  it('Smother 4 (Shambler): 4 health-worth roll for a maneuver; only the Thug that shows a save dies', () => {
    const started = unwrap(startMelee(book, against(['p1', 'goblin-shambler', 't-front']), p1, p2, faces6(2)));
    // Cutthroat maneuver 3, Thug maneuver 1: they live; the second Thug shows save 1.
    const done = unwrap(answerCasualties(book, started.state, 'p1', ['Cutthroat', 'Thug', 'Thug'], faces6(4, 4, 2)));
    expect(places(done.state)).toMatchObject({ 'p2-goblin-cutthroat-1': 'terrain:t-front', 'p2-goblin-thug-1': 'terrain:t-front', 'p2-goblin-thug-2': 'dua' });
  });

  it('Stomp 4 (Behemoth): no maneuver kills, and a killed unit with no save on a second roll is buried', () => {
    const started = unwrap(startMelee(book, against(['p1', 'dwarf-behemoth', 't-front']), p1, p2, faces6(2)));
    // The Marauder shows save 3 (no maneuver) and dies; the Thug shows maneuver 1. The Marauder's second roll: maneuver 2, no save: buried.
    const done = unwrap(answerCasualties(book, started.state, 'p1', ['Marauder', 'Thug'], faces6(4, 4, 2)));
    expect(places(done.state)).toMatchObject({ 'p2-goblin-marauder-1': 'bua', 'p2-goblin-thug-1': 'terrain:t-front' });
    expect(text(done.events)).toContain('Buried: Marauder.');
    // With a save on the second roll it stays in the DUA.
    const saved = unwrap(answerCasualties(book, started.state, 'p1', ['Marauder', 'Thug'], faces6(4, 4, 4)));
    expect(places(saved.state)['p2-goblin-marauder-1']).toBe('dua');
  });

  it('Flaming Arrow 4 (Blazer, shooting): no save kills, and the killed save again or are buried', () => {
    const started = unwrap(startMissile(book, against(['p1', 'scalder-blazer', 't-front']), p1, p2, faces6(2)));
    expect(head(started.state)).toMatchObject({ chooser: 'p1', damage: 4, test: 'save', thenBury: true });
    // Marauder: maneuver 2, no save: killed; then melee 4, no save: buried. The Thug saves 1.
    const done = unwrap(answerCasualties(book, started.state, 'p1', ['Marauder', 'Thug'], faces6(2, 2, 3)));
    expect(places(done.state)).toMatchObject({ 'p2-goblin-marauder-1': 'bua', 'p2-goblin-thug-1': 'terrain:t-front' });
  });

  it('Scare 3 (Death Knight): no save drives a unit to its reserves; one that shows its ID dies', () => {
    const started = unwrap(startMelee(book, against(['p1', 'undead-death-knight', 't-front']), p1, p2, faces6(6)));
    // The Cutthroat shows its ID 2 and dies; the Thug shows melee 1, no save, and runs.
    const done = unwrap(answerCasualties(book, started.state, 'p1', ['Cutthroat', 'Thug'], faces6(1, 3)));
    expect(places(done.state)).toMatchObject({ 'p2-goblin-cutthroat-1': 'dua', 'p2-goblin-thug-1': 'reserve' });
  });

  it('Seize 4 (Roc): a target that shows its ID goes to its reserves, any other face dies', () => {
    const started = unwrap(startMelee(book, against(['p1', 'dwarf-roc', 't-front']), p1, p2, faces6(2)));
    const done = unwrap(answerCasualties(book, started.state, 'p1', ['Marauder', 'Thug'], faces6(1, 2)));
    expect(places(done.state)).toMatchObject({ 'p2-goblin-marauder-1': 'reserve', 'p2-goblin-thug-1': 'dua' });
  });

  it('Convert 3 (Vampire): 3 health-worth save or die, and as much comes back from the attacker\'s DUA', () => {
    const state = against(['p1', 'undead-vampire', 't-front'], ['p1', 'undead-skeleton', 'dua'], ['p1', 'undead-mummy', 'dua']);
    const started = unwrap(startMelee(book, state, p1, p2, faces6(6)));
    // Cutthroat and Thug both show melee: 3 health-worth die; the Mummy (3) comes back to the Vampire's army.
    const done = unwrap(answerCasualties(book, started.state, 'p1', ['Cutthroat', 'Thug'], faces6(3, 3)));
    expect(places(done.state)).toMatchObject({ 'p2-goblin-cutthroat-1': 'dua', 'p2-goblin-thug-1': 'dua', 'p1-undead-mummy-1': 'terrain:t-front', 'p1-undead-skeleton-1': 'dua' });
  });
});

describe('SAIs that hold units for a while', () => {
  it('Charm 4 (Beholder): the charmed roll melee for the attacker, make no saves, and go back when the attack ends', () => {
    const started = unwrap(startMelee(book, against(['p1', 'lava-elf-beholder', 't-front']), p1, p2, faces6(5)));
    expect(head(started.state)).toMatchObject({ to: 'hold', charm: true, damage: 4 });
    // Marauder melee 4 and Thug melee 1 for p1: 5 hits. Only the Cutthroat (save 2) and the other Thug (save 1) save: 3.
    const dice = faces6(3, 3, 2, 2);
    const charmed = unwrap(answerCasualties(book, started.state, 'p1', ['Marauder', 'Thug'], dice));
    expect(attackOf(charmed.state)?.hits).toBe(5);
    expect(labels(dice).slice(2)).toEqual(['Cutthroat (p2-goblin-cutthroat-1)', 'Thug (p2-goblin-thug-2)']);
    expect(text(charmed.events)).toContain('3 saves: 2 damage.');
    const taken = unwrap(answerCasualties(book, charmed.state, 'p2', ['Cutthroat'], faces6()));
    const over = unwrap(answerCounterAttack(book, taken.state, 'p2', false, faces6()));
    expect(over.state.action).toBeNull();
    expect(statusOf(over.state, 'p2-goblin-marauder-1')).toBeUndefined();
  });

  it('Stun 4 (Cannibal): the stunned are not rolled until the turn ends, not even in a counter-attack', () => {
    const started = unwrap(startMelee(book, against(['p1', 'goblin-cannibal', 't-front']), p1, p2, faces6(4)));
    const stunned = unwrap(answerCasualties(book, started.state, 'p1', ['Marauder', 'Thug'], faces6()));
    expect(statusOf(stunned.state, 'p2-goblin-marauder-1')).toEqual({ what: 'stunned', by: 'p1-goblin-cannibal-1', until: null });
    // No hits: no saves. p2 counter-attacks with the Cutthroat and the other Thug only.
    const dice = faces6(3, 3, 3);
    unwrap(answerCounterAttack(book, stunned.state, 'p2', true, dice));
    expect(labels(dice).slice(0, 2)).toEqual(['Cutthroat (p2-goblin-cutthroat-1)', 'Thug (p2-goblin-thug-2)']);
    // The hold ends when the next turn begins.
    expect(holdsAfterTurnStart(stunned.state, 'p2').freed.map((u) => u.id).sort()).toEqual(['p2-goblin-marauder-1', 'p2-goblin-thug-1']);
  });

  it('Screech 4 (Owl-folk) stuns 4 health-worth; Web (Drider) stuns 2', () => {
    const screech = unwrap(startMelee(book, against(['p1', 'feral-owl-folk', 't-front']), p1, p2, faces6(2)));
    expect(head(screech.state)).toMatchObject({ to: 'hold', damage: 4, hold: { what: 'stunned', until: null } });
    const web = unwrap(startMelee(book, against(['p1', 'lava-elf-drider', 't-front']), p1, p2, faces6(2)));
    expect(head(web.state)).toMatchObject({ to: 'hold', damage: 2, hold: { what: 'stunned' } });
    const held = unwrap(answerCasualties(book, web.state, 'p1', ['Cutthroat'], faces6()));
    expect(statusOf(held.state, 'p2-goblin-cutthroat-1')?.what).toBe('stunned');
    expect(answerCasualties(book, web.state, 'p1', ['Marauder'], faces6()).ok).toBe(false);
  });

  it('Sleep 4 (Cannibal): the sleeping make no counter-attack this turn but still save', () => {
    const started = unwrap(startMelee(book, against(['p1', 'goblin-cannibal', 't-front']), p1, p2, faces6(10)));
    const asleep = unwrap(answerCasualties(book, started.state, 'p1', ['Cutthroat', 'Thug', 'Thug'], faces6()));
    expect(statusOf(asleep.state, 'p2-goblin-cutthroat-1')).toMatchObject({ what: 'asleep', until: null });
    const dice = faces6(3, 3);
    unwrap(answerCounterAttack(book, asleep.state, 'p2', true, dice));
    expect(labels(dice)[0]).toBe('Marauder (p2-goblin-marauder-1)');
    expect(labels(dice)).not.toContain('Cutthroat (p2-goblin-cutthroat-1)');
  });

  it("Net 4 (Cannibal): the netted make no maneuver and do not move until the netter's next turn", () => {
    const started = unwrap(startMelee(book, against(['p1', 'goblin-cannibal', 't-front']), p1, p2, faces6(8)));
    const netted = unwrap(answerCasualties(book, started.state, 'p1', ['Marauder', 'Thug'], faces6()));
    const marauder = netted.state.units['p2-goblin-marauder-1']!;
    expect(marauder.status).toMatchObject({ what: 'netted', until: 'p1' });
    expect(mayMove(marauder)).toBe(false);
    const dice = faces6(4, 4);
    const p2Units = Object.values(netted.state.units).filter((u) => u.owner === 'p2');
    const maneuver = rollArmy(book, netted.state, p2Units, 'maneuver', null, dice, "p2's army");
    // Cutthroat maneuver 3 and Thug maneuver 1: the netted Marauder and Thug are not rolled.
    expect(maneuver.count.results.maneuver).toBe(4);
    expect(dice.rolls).toHaveLength(2);
    // It may not retreat either: one line, nothing changed; an unheld unit may, and goes.
    const refused = retreat(book, netted.state, 'p2', ['p2-goblin-marauder-1']);
    expect(!refused.ok && refused.error).toBe('Marauder is netted: it may not leave its terrain while the hold lasts. Retreat other units, or done.');
    expect(places(unwrap(retreat(book, netted.state, 'p2', ['p2-goblin-cutthroat-1'])).state)['p2-goblin-cutthroat-1']).toBe('reserve');
    expect(holdsAfterTurnStart(netted.state, 'p2').freed).toEqual([]);
    expect(holdsAfterTurnStart(netted.state, 'p1').freed).toHaveLength(2);
  });
});

describe('SAIs that wait for the target\'s saves', () => {
  const withMelee6 = (monster: string) => against(['p1', monster, 't-front'], ['p1', 'dwarf-warlord', 't-front'], ['p1', 'dwarf-sergeant', 't-front']);

  it('Hypnotic Glare (Leviathan): every unit that saves with its ID is held until p1\'s next turn, its ID not counted', () => {
    // Warlord melee 3 + Sergeant melee 3: 6 hits. Saves: Marauder ID 3, Cutthroat save 2, Thug ID 1, Thug save 1.
    const done = unwrap(startMelee(book, withMelee6('coral-elf-leviathan'), p1, p2, faces6(8, 3, 6, 1, 2, 1, 2)));
    expect(text(done.events)).toContain('3 saves: 3 damage.');
    expect(statusOf(done.state, 'p2-goblin-marauder-1')).toEqual({ what: 'hypnotised', by: 'p1-coral-elf-leviathan-1', until: 'p1' });
    expect(statusOf(done.state, 'p2-goblin-thug-1')?.what).toBe('hypnotised');
    expect(statusOf(done.state, 'p2-goblin-cutthroat-1')).toBeUndefined();
  });

  it('Choke 4 (Strangle Vine): up to 4 health-worth showing an ID die, their saves not counted', () => {
    // 6 hits. Saves: Marauder ID 3, Cutthroat ID 2, Thugs save 1 each: the Marauder (3) is choked; the Cutthroat (2) no longer fits.
    const done = unwrap(startMelee(book, withMelee6('treefolk-strangle-vine'), p1, p2, faces6(2, 3, 6, 1, 1, 2, 2)));
    expect(places(done.state)['p2-goblin-marauder-1']).toBe('dua');
    expect(text(done.events)).toContain('4 saves: 2 damage.');
  });

  it('Confuse 4 (Umber Hulk): up to 4 health-worth that saved roll again, their first faces not counted', () => {
    // 6 hits. Saves: Marauder save 3, Cutthroat save 2, Thugs melee: 5. The Marauder rolls again: melee 4. 2 saves: 4 damage.
    const dice = faces6(2, 3, 6, 4, 2, 3, 3, 3);
    const done = unwrap(startMelee(book, withMelee6('dwarf-umber-hulk'), p1, p2, dice));
    expect(text(done.events)).toContain('2 saves: 4 damage.');
    expect(dice.rolls.at(-1)!.label).toBe('Marauder (p2-goblin-marauder-1)');
  });
});

describe('SAIs that put an effect on an army', () => {
  it("Frost Breath (Cryohydra): the army attacked halves all its results until p1's next turn, its saves now included", () => {
    // Warlord melee 3. Saves: Marauder save 3, the rest melee: 3 halved, 1: 2 damage.
    const done = unwrap(startMelee(book, against(['p1', 'frostwing-cryohydra', 't-front'], ['p1', 'dwarf-warlord', 't-front']), p1, p2, faces6(10, 3, 4, 3, 3, 3)));
    expect(done.state.effects).toContainEqual({ what: 'sai-frost-breath', caster: 'p1', target: p2, until: 'p1' });
    expect(text(done.events)).toContain('1 save: 2 damage.');
    expect(modifiersFor(done.state, p2, 'melee')).toEqual([{ source: 'Frost Breath', result: 'melee', change: { halve: true } }]);
  });

  it("Wither 3 (Mummy): the army attacked takes 3 off every roll until p1's next turn", () => {
    // Warlord melee 3. Saves: Marauder 3 + Cutthroat 2 = 5, less 3: 2 saves, 1 damage.
    const done = unwrap(startMelee(book, against(['p1', 'undead-mummy', 't-front'], ['p1', 'dwarf-warlord', 't-front']), p1, p2, faces6(4, 3, 4, 2, 3, 3)));
    expect(text(done.events)).toContain('2 saves: 1 damage.');
    expect(modifiersFor(done.state, p2, 'maneuver')).toEqual([{ source: 'Wither', result: 'maneuver', change: { add: -3 } }]);
  });

  it('Illusion (Beholder): no opponent may shoot at the attacking army until p1\'s next turn', () => {
    const done = unwrap(startMelee(book, against(['p1', 'lava-elf-beholder', 't-front']), p1, p2, faces6(10)));
    expect(missileTargets(done.state, p2)).toEqual([]);
    expect(targetFault(book, done.state, 'missile', p2, p1)).toMatch(/it is under an Illusion/);
  });
});

describe('SAIs that change the attack', () => {
  it('Surprise (Yeti): the target saves but may not counter-attack', () => {
    // Warlord melee 3; every Goblin shows melee: no saves, 3 damage. The attack ends once they are taken.
    const started = unwrap(startMelee(book, against(['p1', 'frostwing-yeti', 't-front'], ['p1', 'dwarf-warlord', 't-front']), p1, p2, faces6(7, 3, 3, 3, 3, 3)));
    expect(attackOf(started.state)?.queue.map((s) => s.step)).toEqual(['casualties']);
    const done = unwrap(answerCasualties(book, started.state, 'p2', ['Marauder'], faces6()));
    expect(done.state.action).toBeNull();
  });

  it('Charge (Behemoth): maneuvers count as melee, and the target answers with one roll for saves and melee, which no save stops', () => {
    // Sergeant maneuver 2 + Warlord melee 3 = 5 hits. The target: Marauder melee 4, Cutthroat save 2, Thug ID 1, Thug melee 1.
    const state = against(['p1', 'dwarf-behemoth', 't-front'], ['p1', 'dwarf-sergeant', 't-front'], ['p1', 'dwarf-warlord', 't-front']);
    const done = unwrap(startMelee(book, state, p1, p2, faces6(8, 2, 3, 3, 2, 1, 5)));
    const all = text(done.events);
    expect(all).toContain('5 melee hits in all.');
    expect(all).toContain('3 saves: 2 damage.');
    // Melee in the answer: 4 + the ID's 1 + 1 = 6, to p1's army, which makes no counter-attack answer.
    expect(all).toMatch(/answer to the charge: 6 melee: 6 damage to p1's army/);
    expect(attackOf(done.state)?.queue.map((s) => s.step)).toEqual(['casualties', 'casualties']);
  });
});

describe("SAIs in the target's saves", () => {
  it('Bash 4 (Behemoth): one unit of the attacking army, chosen by the saver, takes 4 damage', () => {
    const state = gameWith([['p1', 'dwarf-warlord', 't-front'], ['p1', 'dwarf-footman', 't-front'], ['p2', 'dwarf-behemoth', 't-front']]);
    // Warlord melee 3 + Footman melee 2 = 5; the Behemoth's Bash saves nothing: it dies, and then strikes back.
    const done = unwrap(startMelee(book, state, p1, p2, faces6(3, 6, 3)));
    expect(places(done.state)['p2-dwarf-behemoth-1']).toBe('dua');
    expect(head(done.state)).toMatchObject({ step: 'casualties', chooser: 'p2', army: p1, pick: 'one', damage: 4 });
  });

  it("Volley 4 (Assailer): 4 missile hits back at the melee attacker, which saves against them", () => {
    const state = gameWith([['p1', 'dwarf-warlord', 't-front'], ['p1', 'dwarf-footman', 't-front'], ['p2', 'frostwing-assailer', 't-front']]);
    // 5 hits kill the Assailer; its Volley: 4 hits, the Warlord saves 3, the Footman shows melee: 1 damage, the Footman.
    const done = unwrap(startMelee(book, state, p1, p2, faces6(3, 6, 2, 2, 3)));
    expect(text(done.events)).toMatch(/rolls saves against .*Volley/);
    expect(places(done.state)).toMatchObject({ 'p2-frostwing-assailer-1': 'dua', 'p1-dwarf-footman-1': 'dua', 'p1-dwarf-warlord-1': 'terrain:t-front' });
  });

  it('Cloak 4 (Lurker in the Deep): twice 4 saves, and no opponent\'s SAI may target the unit this turn', () => {
    const state = gameWith([['p1', 'dwarf-warlord', 't-front'], ['p2', 'lava-elf-lurker-in-the-deep', 't-front'], ['p2', 'goblin-thug', 't-front']]);
    const done = unwrap(startMelee(book, state, p1, p2, faces6(3, 8, 2)));
    expect(text(done.events)).toContain('9 saves: 0 damage.');
    const lurker = done.state.units['p2-lava-elf-lurker-in-the-deep-1']!;
    expect(targetable(lurker, 'p1')).toBe(false);
    expect(targetable(lurker, 'p2')).toBe(true);
    const step: CasualtiesStep = { step: 'casualties', chooser: 'p1', army: p2, damage: 4, to: 'bua', cause: 'a test' };
    expect(stepCandidates(book, done.state, step).map((u) => u.id)).toEqual(['p2-goblin-thug-1']);
  });

  it('Regenerate 4 (Troll): the 2 saves the hits need, and 2 health-worth back from the DUA', () => {
    const state = gameWith([['p1', 'dwarf-sergeant', 't-front'], ['p2', 'goblin-troll', 't-front'], ['p2', 'goblin-cutthroat', 'dua']]);
    const done = unwrap(startMelee(book, state, p1, p2, faces6(3, 5)));
    expect(places(done.state)['p2-goblin-cutthroat-1']).toBe('terrain:t-front');
    expect(text(done.events)).toMatch(/Regenerate \(2 as saves\)/);
  });

  it('Wild Growth 4 (Noble Willow), saving: the saves the hits need, the rest promotes', () => {
    const state = gameWith([['p1', 'dwarf-sergeant', 't-front'], ['p2', 'treefolk-noble-willow', 't-front'], ['p2', 'treefolk-willowling', 't-front'], ['p2', 'treefolk-willow', 'dua']]);
    // 2 hits; Wild Growth 4 saves + the Willowling's ID 1: 5, 3 to spare: the Willowling (1) becomes the Willow (2).
    const done = unwrap(startMelee(book, state, p1, p2, faces6(3, 3, 1)));
    expect(places(done.state)).toMatchObject({ 'p2-treefolk-willow-1': 'terrain:t-front', 'p2-treefolk-willowling-1': 'dua' });
  });

  it('Wild Growth 4 (Noble Willow), attacking: promotes up to 4 health-worth of its own army', () => {
    const state = gameWith([['p1', 'treefolk-noble-willow', 't-front'], ['p1', 'treefolk-willowling', 't-front'], ['p1', 'treefolk-willow', 'dua'], ['p2', 'goblin-thug', 't-front']]);
    const done = unwrap(startMelee(book, state, p1, p2, faces6(3, 2, 2)));
    expect(places(done.state)).toMatchObject({ 'p1-treefolk-willow-1': 'terrain:t-front', 'p1-treefolk-willowling-1': 'dua' });
  });

  it('Rise from the Ashes (Phoenix): killed, it rolls once more, and on the icon goes to the reserves', () => {
    const state = gameWith([['p1', 'dwarf-warlord', 't-front'], ['p1', 'dwarf-sergeant', 't-front'], ['p1', 'dwarf-footman', 't-front'], ['p2', 'firewalker-phoenix', 't-front']]);
    // 3 + 3 + 2 = 8 hits; the Phoenix shows Smite (nothing in a save) and dies, then rolls Rise from the Ashes.
    const done = unwrap(startMelee(book, state, p1, p2, faces6(3, 6, 6, 3, 4)));
    expect(places(done.state)['p2-firewalker-phoenix-1']).toBe('reserve');
    expect(text(done.events)).toMatch(/Rise from the Ashes: .* it goes to the reserves/);
  });
});

describe('the moving SAIs: the owner says where, or stays', () => {
  it('Teleport (Unicorn): to another terrain where p1 has an army; elsewhere is refused in one line', () => {
    const state = gameWith([['p1', 'treefolk-unicorn', 't-front'], ['p1', 'dwarf-footman', 't-p1'], ['p2', 'goblin-thug', 't-front']]);
    // Teleport 4 is 4 melee: the Thug (melee) dies; then the Unicorn may go.
    const started = unwrap(startMelee(book, state, p1, p2, faces6(3, 3)));
    expect(head(started.state)).toMatchObject({ step: 'move', chooser: 'p1', where: 'any' });
    const refused = answerMove(book, started.state, 'p1', 't-p2', [], faces6());
    expect(!refused.ok && refused.error).toMatch(/^t-p2 is not a place .* may take it: t-p1 \(.*\), or stay\.$/);
    expect(answerMove(book, started.state, 'p2', 't-p1', [], faces6()).ok).toBe(false);
    const withUnits = answerMove(book, started.state, 'p1', 't-p1', ['Footman'], faces6());
    expect(!withUnits.ok && withUnits.error).toBe("Unicorn's Teleport moves its own unit only; units: is for a Ferry. Write /order move to:<place> alone.");
    const moved = unwrap(answerMove(book, started.state, 'p1', 't-p1', [], faces6()));
    expect(places(moved.state)['p1-treefolk-unicorn-1']).toBe('terrain:t-p1');
    expect(moved.state.action).toBeNull();
  });

  it('Vanish (Ghost), saving: the unit may go to its reserves, its saves still counted where it was', () => {
    const state = gameWith([['p1', 'dwarf-warlord', 't-front'], ['p2', 'undead-ghost', 't-front'], ['p2', 'goblin-thug', 't-front']]);
    const started = unwrap(startMelee(book, state, p1, p2, faces6(3, 6, 3)));
    expect(text(started.events)).toContain('3 saves: 0 damage.');
    const moved = unwrap(answerMove(book, started.state, 'p2', 'reserve', [], faces6()));
    expect(places(moved.state)['p2-undead-ghost-1']).toBe('reserve');
  });

  it('Firewalking (Nightmare): only to a terrain of fire where p1 has an army', () => {
    const state = gameWith([['p1', 'amazon-nightmare', 't-front'], ['p1', 'dwarf-footman', 't-p1'], ['p1', 'dwarf-footman', 't-p2'], ['p2', 'goblin-thug', 't-front']]);
    const started = unwrap(startMelee(book, state, p1, p2, faces6(3, 3)));
    // t-p1 is a Highland (fire, earth); t-p2 a Coastland (air, water).
    expect(answerMove(book, started.state, 'p1', 't-p2', [], faces6()).ok).toBe(false);
    expect(places(unwrap(answerMove(book, started.state, 'p1', 't-p1', [], faces6())).state)['p1-amazon-nightmare-1']).toBe('terrain:t-p1');
  });

  it('Ferry (Gryphon): up to 2 health-worth of its army go along; 3 is refused', () => {
    const state = gameWith([['p1', 'coral-elf-gryphon', 't-front'], ['p1', 'dwarf-sergeant', 't-front'], ['p1', 'dwarf-footman', 't-front'], ['p1', 'dwarf-footman', 't-p1'], ['p2', 'goblin-thug', 't-front']]);
    const started = unwrap(startMelee(book, state, p1, p2, faces6(5, 3, 3, 3)));
    const tooMuch = answerMove(book, started.state, 'p1', 't-p1', ['Sergeant', 'Footman'], faces6());
    expect(!tooMuch.ok && tooMuch.error).toMatch(/3 health-worth is more than .*'s 2/);
    const moved = unwrap(answerMove(book, started.state, 'p1', 't-p1', ['Sergeant'], faces6()));
    expect(places(moved.state)).toMatchObject({ 'p1-dwarf-sergeant-1': 'terrain:t-p1', 'p1-coral-elf-gryphon-1': 'terrain:t-front' });
  });

  it('a unit that stays is logged so, and the state reads back with its schema', () => {
    const state = gameWith([['p1', 'treefolk-unicorn', 't-front'], ['p1', 'dwarf-footman', 't-p1'], ['p2', 'goblin-thug', 't-front']]);
    const started = unwrap(startMelee(book, state, p1, p2, faces6(3, 3)));
    const stayed = unwrap(answerMove(book, DdStateSchema.parse(started.state), 'p1', 'stay', [], faces6()));
    expect(places(stayed.state)['p1-treefolk-unicorn-1']).toBe('terrain:t-front');
    expect(text(stayed.events)).toContain('the unit stays');
  });
});
