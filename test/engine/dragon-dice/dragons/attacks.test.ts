import { describe, expect, it } from 'vitest';
import { canSee, PUBLIC, seatViewer, type GameEvent } from '../../../../src/engine/core/events.ts';
import { unwrap } from '../../../../src/engine/core/result.ts';
import { dragonDefaults, dragonOrders, dragonSecrets, startDragonAttacks } from '../../../../src/engine/games/dragon-dice/dragons/start.ts';
import { isParalysed, modifiersFor } from '../../../../src/engine/games/dragon-dice/magic/effects.ts';
import { DdStateSchema, type DdState } from '../../../../src/engine/games/dragon-dice/state.ts';
import { DRAKE, forced, game, testBook, WYRM, type At } from '../magic/fixtures.ts';
import { answerMove } from '../../../../src/engine/games/dragon-dice/actions/answers.ts';

const book = testBook;
const [aimOrder] = dragonOrders(book);
const p1t2 = { owner: 'p1', at: 't2' };

/** Unit faces (fixtures): 1 ID, 2 missile (or magic for mages), 3 melee, 4 save, 5 maneuver, 6 melee. */
const MISSILE = 2, MELEE = 3, SAVE = 4, NOTHING = 5;

/** p1's army at t2 (Coastland, air and water): `units` as [id, die]; `dragons` as [id, die, owner]. */
function lair(units: Array<[string, string]>, dragons: Array<[string, string, string, At?]>, ruleset: DdState['ruleset'] = 'v4'): DdState {
  return game({
    ruleset,
    units: [...units.map(([id, die]) => [id, die, 'p1', 't2'] as [string, string, string, At]), ['p1-home', 'dwarf-footman', 'p1', 't1'], ['p1-dead-sergeant', 'dwarf-sergeant', 'p1', 'dua']],
    dragons: dragons.map(([id, die, owner, at]) => [id, die, owner, at ?? 't2']),
  });
}

const footmen = (n: number): Array<[string, string]> => Array.from({ length: n }, (_, i) => [`f${i + 1}`, 'dwarf-footman']);
const wizards = (n: number): Array<[string, string]> => Array.from({ length: n }, (_, i) => [`w${i + 1}`, 'dwarf-wizard']);
const where = (s: DdState, id: string) => (s.units[id] ?? s.dragons[id])!.at;
const dead = (s: DdState) => Object.values(s.units).filter((u) => u.at.kind === 'dua' && u.id !== 'p1-dead-sergeant').map((u) => u.id).sort();
const text = (events: GameEvent[]) => events.map((e) => e.text).join('\n');

describe('a dragon attacks the army (SFR 17; GAPS B8, B13)', () => {
  it('Jaws: 12 damage; 3 saves leave 9, which kills three 3-health units', () => {
    const r = unwrap(startDragonAttacks(book, lair(wizards(4), [['red', 'red-drake', 'p2']]), 'p1', forced(DRAKE.jaws, SAVE, NOTHING, NOTHING, NOTHING)));
    expect(text(r.events)).toMatch(/12 damage less 3 saves is 9/);
    expect(dead(r.state)).toEqual(['w1', 'w2', 'w3']);
    expect(r.state.dragonAttack).toBeNull();
  });

  it("the army's answer plays its SAIs: a Ghost's Vanish 3 saves 3, then it may go to the reserves once the dragons are done", () => {
    const state = lair([...wizards(2), ['ghost', 'undead-ghost']], [['red', 'red-drake', 'p2']]);
    // Claw 6; the Wizards show nothing, the Ghost Vanish 3 (3 saves): 3 damage kills a Wizard.
    const r = unwrap(startDragonAttacks(book, state, 'p1', forced(DRAKE.claw, NOTHING, NOTHING, 6)));
    expect(text(r.events)).toMatch(/6 damage less 3 saves is 3/);
    expect(r.state.action).toEqual({ kind: 'moves', queue: [{ step: 'move', chooser: 'p1', unit: 'ghost', from: p1t2, where: 'reserve', cause: "p1's Ghost's Vanish" }] });
    const moved = unwrap(answerMove(book, r.state, 'p1', 'reserve', [], forced()));
    expect(where(moved.state, 'ghost')).toEqual({ kind: 'reserve' });
    expect(moved.state.action).toBeNull();
  });

  it('Claw: 6 damage against 4 saves is 2 (GAPS B13)', () => {
    const r = unwrap(startDragonAttacks(book, lair(footmen(5), [['red', 'red-drake', 'p2']]), 'p1', forced(DRAKE.claw, SAVE, SAVE, SAVE, SAVE, NOTHING)));
    expect(text(r.events)).toMatch(/6 damage less 4 saves is 2/);
    expect(dead(r.state)).toHaveLength(2);
  });

  it('Wing: 5 damage, then the dragon, if it lives, flies to its owner\'s DUA (FAQ Set-up B2: dragons wait there, in the v4 default too)', () => {
    const v4 = unwrap(startDragonAttacks(book, lair(footmen(6), [['red', 'red-drake', 'p2']]), 'p1', forced(DRAKE.wing, NOTHING, NOTHING, NOTHING, NOTHING, NOTHING, NOTHING)));
    expect(dead(v4.state)).toHaveLength(5);
    expect(where(v4.state, 'red')).toEqual({ kind: 'dua' });
    const tsr = unwrap(startDragonAttacks(book, lair(footmen(6), [['red', 'red-drake', 'p2']], '1996'), 'p1', forced(DRAKE.wing, NOTHING, NOTHING, NOTHING, NOTHING, NOTHING, NOTHING)));
    expect(where(tsr.state, 'red')).toEqual({ kind: 'dua' });
  });

  it('Tail: 3 damage, then it rolls again and that counts too (Tail then Claw: 9)', () => {
    const r = unwrap(startDragonAttacks(book, lair(wizards(4), [['red', 'red-drake', 'p2']]), 'p1', forced(DRAKE.tail, DRAKE.claw, NOTHING, NOTHING, NOTHING, NOTHING)));
    expect(text(r.events)).toMatch(/rolls tail, then claw: 9 damage/);
    expect(dead(r.state)).toEqual(['w1', 'w2', 'w3']);
  });

  it('7 melee does not kill a dragon (5 health + 5 saves = 10); after Belly, 7 ≥ 5 does (GAPS B13)', () => {
    // Marauder face 3 = melee 4, Cutthroat face 3 = melee 2, Footman face 6 = melee 1: 7 melee.
    const army: Array<[string, string]> = [['m', 'goblin-marauder'], ['c', 'goblin-cutthroat'], ['f', 'dwarf-footman']];
    const belly = unwrap(startDragonAttacks(book, lair(army, [['red', 'red-drake', 'p2']]), 'p1', forced(DRAKE.belly, MELEE, MELEE, 6)));
    expect(where(belly.state, 'red')).toEqual({ kind: 'dua' });
    expect(text(belly.events)).toMatch(/kills p2's Red Drake by melee \(it needed 5\)/);
    const claw = unwrap(startDragonAttacks(book, lair(army, [['red', 'red-drake', 'p2']]), 'p1', forced(DRAKE.claw, MELEE, MELEE, 6)));
    expect(where(claw.state, 'red')).toEqual({ kind: 'terrain', terrain: 't2' });
    // The Claw's 6 damage, with no save rolled, kills all 6 health-worth.
    expect(dead(claw.state)).toEqual(['c', 'f', 'm']);
  });

  it('10 melee kills a dragon; 5 melee and 5 missile do not, for they are not mixed (SFR 17)', () => {
    const army: Array<[string, string]> = [['m1', 'goblin-marauder'], ['m2', 'goblin-marauder'], ['c', 'goblin-cutthroat'], ['m3', 'goblin-marauder']];
    // Melee 4 + 4 + 2 = 10.
    const ten = unwrap(startDragonAttacks(book, lair(army, [['red', 'red-drake', 'p2']]), 'p1', forced(DRAKE.claw, MELEE, MELEE, MELEE, NOTHING)));
    expect(where(ten.state, 'red')).toEqual({ kind: 'dua' });
    // Marauder melee 4, Marauder missile 3, Cutthroat missile 2: 4 melee and 5 missile, neither 10.
    const mixed = unwrap(startDragonAttacks(book, lair(army, [['red', 'red-drake', 'p2']]), 'p1', forced(DRAKE.claw, MELEE, MISSILE, MISSILE, NOTHING)));
    expect(text(mixed.events)).toMatch(/answers with 4 melee, 5 missile/);
    expect(where(mixed.state, 'red')).toEqual({ kind: 'terrain', terrain: 't2' });
  });

  it('an army that kills a dragon promotes as many units as it can (SFR 17 step 8, SFR 30)', () => {
    // Belly, then Marauder melee 4 and Cutthroat melee 2: 6 ≥ 5 kills it; the Footman becomes the Sergeant in the DUA.
    const army: Array<[string, string]> = [['m', 'goblin-marauder'], ['c', 'goblin-cutthroat'], ['f1', 'dwarf-footman']];
    const r = unwrap(startDragonAttacks(book, lair(army, [['red', 'red-drake', 'p2']]), 'p1', forced(DRAKE.belly, MELEE, MELEE, NOTHING)));
    expect(where(r.state, 'red')).toEqual({ kind: 'dua' });
    expect(where(r.state, 'p1-dead-sergeant')).toEqual({ kind: 'terrain', terrain: 't2' });
    expect(where(r.state, 'f1')).toEqual({ kind: 'dua' });
  });

  it("a Leopard Rider's Rend counts 3 melee and rolls again: then Melee 4 makes 7, which kills a dragon that rolled Belly", () => {
    // The game's own Leopard Rider: face 3 Rend 3, face 6 Melee 4.
    const r = unwrap(startDragonAttacks(book, lair([['lr', 'goblin-leopard-rider']], [['red', 'red-drake', 'p2']]), 'p1', forced(DRAKE.belly, 3, 6)));
    expect(text(r.events)).toMatch(/answers with 7 melee/);
    expect(where(r.state, 'red')).toEqual({ kind: 'dua' });
  });

  it('a white dragon needs 10 health + 5 saves = 15, and its Claw does 12', () => {
    const army: Array<[string, string]> = [['m1', 'goblin-marauder'], ['m2', 'goblin-marauder'], ['m3', 'goblin-marauder'], ['m4', 'goblin-marauder']];
    const r = unwrap(startDragonAttacks(book, lair(army, [['white', 'white-drake', 'p2']]), 'p1', forced(DRAKE.claw, MELEE, MELEE, MELEE, NOTHING)));
    expect(text(r.events)).toMatch(/rolls claw: 12 damage/);
    expect(where(r.state, 'white')).toEqual({ kind: 'terrain', terrain: 't2' });
    const r16 = unwrap(startDragonAttacks(book, lair(army, [['white', 'white-drake', 'p2']]), 'p1', forced(DRAKE.claw, MELEE, MELEE, MELEE, MELEE)));
    expect(where(r16.state, 'white')).toEqual({ kind: 'dua' });
  });

  it('Treasure (a wyrm): the army promotes one unit, a Footman for a Sergeant from the DUA', () => {
    const r = unwrap(startDragonAttacks(book, lair(footmen(1), [['wyrm', 'red-wyrm', 'p2']]), 'p1', forced(WYRM.treasure, NOTHING)));
    expect(where(r.state, 'p1-dead-sergeant')).toEqual({ kind: 'terrain', terrain: 't2' });
    expect(where(r.state, 'f1')).toEqual({ kind: 'dua' });
    expect(text(r.events)).toMatch(/Treasure: p1's Dwarf Footman is promoted to Dwarf Sergeant/);
  });
});

describe('breath, by colour (SFR 17 table; TSR 1996 where FACTS has it)', () => {
  const breathe = (die: string, ruleset: DdState['ruleset'] = 'v4', extra: number[] = []) => unwrap(startDragonAttacks(book, lair(footmen(8), [['d', die, 'p2']], ruleset), 'p1', forced(DRAKE.breath, ...extra, NOTHING, NOTHING, NOTHING)));
  const mods = (s: DdState, kind: Parameters<typeof modifiersFor>[2]) => modifiersFor(s, p1t2, kind).map((m) => `${m.result} ${Object.keys(m.change)[0]}`);

  it('kills 5 health-worth first, before the army answers', () => {
    const r = breathe('blue-drake');
    expect(dead(r.state)).toHaveLength(5);
    expect(r.events.findIndex((e) => e.type === 'dd-killed')).toBeLessThan(r.events.findIndex((e) => e.type === 'dd-dragon-answer'));
  });

  it('blue (air): melee halved until the army\'s next turn', () => {
    expect(mods(breathe('blue-drake').state, 'melee')).toEqual(['melee halve']);
  });
  it('black (death): IDs ignored', () => {
    expect(mods(breathe('black-drake').state, 'save')).toEqual(['save ignoreIds']);
  });
  it('yellow (earth): maneuver halved', () => {
    expect(mods(breathe('yellow-drake').state, 'maneuver')).toEqual(['maneuver halve']);
  });
  it('green (water): missile halved', () => {
    expect(mods(breathe('green-drake').state, 'missile')).toEqual(['missile halve']);
  });
  it('red (fire): the units it kills roll a save, and those without one are buried', () => {
    // Five Footmen roll burial saves: faces 4 (save), 2, 2, 2, 2: one to the DUA, four buried.
    const r = breathe('red-drake', 'v4', [SAVE, MISSILE, MISSILE, MISSILE, MISSILE]);
    expect(Object.values(r.state.units).filter((u) => u.at.kind === 'bua')).toHaveLength(4);
    expect(dead(r.state)).toHaveLength(1);
    expect(r.state.effects).toEqual([]);
  });
  it('ivory: 5 health-worth and no more', () => {
    const r = breathe('ivory-drake');
    expect(dead(r.state)).toHaveLength(5);
    expect(r.state.effects).toEqual([]);
  });
  it('white: 10 health-worth, and the breaths of the terrain\'s two elements (Coastland: air and water)', () => {
    const r = unwrap(startDragonAttacks(book, lair(footmen(12), [['w', 'white-drake', 'p2']]), 'p1', forced(DRAKE.breath, NOTHING, NOTHING)));
    expect(dead(r.state)).toHaveLength(10);
    expect(r.state.effects.map((e) => e.what).sort()).toEqual(['breath-blue', 'breath-green']);
  });
  it('TSR 1996: green Frosts the army (every result halved); blue paralyses it', () => {
    const green = breathe('green-drake', '1996');
    expect(mods(green.state, 'melee')).toEqual(['melee halve']);
    expect(mods(green.state, 'save')).toEqual(['save halve']);
    const blue = breathe('blue-drake', '1996');
    expect(isParalysed(blue.state, p1t2)).toBe(true);
    expect(isParalysed(breathe('blue-drake').state, p1t2)).toBe(false);
  });
});

describe('dragon targets (TSR FAQ3 D; SFR 17)', () => {
  const twoDragons = (ruleset: DdState['ruleset']) => lair(wizards(4), [['p2-red', 'red-drake', 'p2'], ['p3-blue', 'blue-drake', 'p3']], ruleset);

  it('TSR 1996: two players\' dragons seal their targets in secret; nothing public names them until the reveal', () => {
    const opened = unwrap(startDragonAttacks(book, twoDragons('1996'), 'p1', forced()));
    expect(opened.state.dragonAttack).toMatchObject({ terrain: 't2', player: 'p1', targets: { seats: ['p2', 'p3'] } });
    const a = unwrap(aimOrder!.apply!(opened.state, 'p2', { verb: 'aim', at: 'p3-blue' }, forced()));
    const publicLines = [...opened.events, ...a.events].filter((e) => canSee(PUBLIC, e.visibleTo)).map((e) => e.text).join('\n');
    expect(publicLines).not.toMatch(/p3-blue|Red Drake at|at p3's Blue Drake/);
    expect(a.events.filter((e) => !canSee(PUBLIC, e.visibleTo)).map((e) => e.visibleTo)).toEqual([['p2']]);
    expect(dragonSecrets(book, a.state, PUBLIC)).toEqual(["p2's Red Drake at p3's Blue Drake"]);
    expect(dragonSecrets(book, a.state, seatViewer('p2'))).toEqual([]);
    expect(DdStateSchema.parse(JSON.parse(JSON.stringify(a.state)))).toEqual(a.state);
    // p3 aims at the army: all sealed, revealed together, and the dragons attack. Red: Claw 6 on Blue; Blue: Jaws on the army.
    const b = unwrap(aimOrder!.apply!(a.state, 'p3', { verb: 'aim', at: 'army' }, forced(DRAKE.claw, DRAKE.jaws, NOTHING, NOTHING, NOTHING, NOTHING)));
    expect(b.events.find((e) => e.type === 'sealed-revealed')!.text).toMatch(/p2: p2's Red Drake at p3's Blue Drake; p3: p3's Blue Drake at p1's army at Coastland/);
    expect(text(b.events)).toMatch(/p3's Blue Drake takes 6 damage from dragons: it lives \(it needed 10\)/);
    expect(dead(b.state)).toHaveLength(4);
    expect(b.state.dragonAttack).toBeNull();
  });

  it('offers each target the dragon may attack, and each is accepted', () => {
    const opened = unwrap(startDragonAttacks(book, twoDragons('1996'), 'p1', forced()));
    const hints = aimOrder!.legal!(opened.state, 'p2', {});
    expect(hints.map((h) => h.options.at)).toEqual(['army', 'p3-blue']);
    for (const h of hints) expect(aimOrder!.apply!(opened.state, 'p2', { verb: 'aim', at: h.options.at! }, forced()).ok).toBe(true);
  });

  it('the default at the deadline is the nearest target: the army (TSR 1996)', () => {
    const opened = unwrap(startDragonAttacks(book, twoDragons('1996'), 'p1', forced()));
    expect(dragonDefaults(book, opened.state, 'p2')).toEqual([{ verb: 'aim', at: 'p2-red=army' }]);
    expect(dragonDefaults(book, opened.state, 'p1')).toEqual([]);
  });

  it('v4: elemental dragons of two colours must attack each other, so no one chooses; Belly lets 6 kill', () => {
    // Red: Claw (6) on Blue; Blue: Belly (no saves) and attacks Red with nothing. 6 ≥ 5: Blue is killed.
    const r = unwrap(startDragonAttacks(book, twoDragons('v4'), 'p1', forced(DRAKE.claw, DRAKE.belly)));
    expect(r.state.dragonAttack).toBeNull();
    expect(where(r.state, 'p3-blue')).toEqual({ kind: 'dua' });
    expect(where(r.state, 'p2-red')).toEqual({ kind: 'terrain', terrain: 't2' });
    expect(dead(r.state)).toEqual([]);
  });

  it('refuses a target the dragon may not attack, and a seat with no dragon, changing nothing', () => {
    const opened = unwrap(startDragonAttacks(book, twoDragons('1996'), 'p1', forced()));
    expect(aimOrder!.apply!(opened.state, 'p2', { verb: 'aim', at: 'p2-red' }, forced())).toEqual({ ok: false, error: 'p2-red cannot attack p2-red; it may attack army or p3-blue.' });
    expect(aimOrder!.apply!(opened.state, 'p1', { verb: 'aim', at: 'army' }, forced())).toEqual({ ok: false, error: 'You have no dragon to aim here; p2 and p3 aim now.' });
  });

  it('no dragon attacks where the player has no army', () => {
    const s = game({ units: [['p1-f', 'dwarf-footman', 'p1', 't1']], dragons: [['red', 'red-drake', 'p2', 't2']] });
    const r = unwrap(startDragonAttacks(book, s, 'p1', forced()));
    expect(r.events).toEqual([]);
  });
});
