import { describe, expect, it } from 'vitest';
import type { Dice } from '../../../../src/engine/core/dice.ts';
import { unwrap } from '../../../../src/engine/core/result.ts';
import type { ArmyRef } from '../../../../src/engine/games/dragon-dice/army.ts';
import { modifiersFor } from '../../../../src/engine/games/dragon-dice/magic/effects.ts';
import { countRoll } from '../../../../src/engine/games/dragon-dice/rolls/count.ts';
import { expireEffects, magicAction, magicDefaults, magicOrders, openCasting, startMagic } from '../../../../src/engine/games/dragon-dice/magic/start.ts';
import type { MagicPool } from '../../../../src/engine/games/dragon-dice/magic/state.ts';
import { DdStateSchema, type DdState } from '../../../../src/engine/games/dragon-dice/state.ts';
import { forced, game, testBook } from './fixtures.ts';
import { answerMove } from '../../../../src/engine/games/dragon-dice/actions/answers.ts';

const book = testBook;
const [castOrder] = magicOrders(book);
const p1t1: ArmyRef = { owner: 'p1', at: 't1' };
const p2t1: ArmyRef = { owner: 'p2', at: 't1' };

/** p1's mages at t1 (Highland) facing p2's goblins there; p2's army at t2 (Coastland) too; p1's reserves. */
function battle(ruleset: DdState['ruleset'] = 'v4'): DdState {
  return game({
    ruleset,
    units: [
      ['p1-wizard', 'dwarf-wizard', 'p1', 't1'],
      ['p1-footman', 'dwarf-footman', 'p1', 't1'],
      ['p1-evoker', 'coral-evoker', 'p1', 't2'],
      ['p1-reserve-theurgist', 'dwarf-theurgist', 'p1', 'reserve'],
      ['p2-thug', 'goblin-thug', 'p2', 't1'],
      ['p2-cutthroat', 'goblin-cutthroat', 'p2', 't1'],
      ['p2-marauder', 'goblin-marauder', 'p2', 't2'],
      ['p3-evoker', 'coral-evoker', 'p3', 't2'],
    ],
  });
}

/** `army` has rolled this magic and waits on its spells. */
const casting = (state: DdState, army: ArmyRef, magic: MagicPool) => openCasting(book, state, army, magic, 0).state;

function cast(state: DdState, seat: string, spells: string, dice: Dice = forced()) {
  const r = castOrder!.apply!(state, seat, { verb: 'cast', spells }, dice);
  return r;
}
const castOk = (state: DdState, seat: string, spells: string, dice?: Dice) => unwrap(cast(state, seat, spells, dice));
const text = (events: Array<{ text: string }>) => events.map((e) => e.text).join('\n');
const adds = (state: DdState, army: ArmyRef, kind: Parameters<typeof modifiersFor>[2], target?: ArmyRef) => modifiersFor(state, army, kind, target).map((m) => ('add' in m.change ? `${m.result} ${m.change.add}` : 'halve' in m.change ? `${m.result} halved` : `${m.result} IDs ignored`));

describe('the magic action (SFR 11, GAPS B7/B10)', () => {
  it('rolls the army for magic, keeps a two-element unit\'s magic for the caster to split, and waits on the spells', () => {
    // Wizard face 3 = magic 4; Footman face 2 = missile 1 (no magic).
    const r = unwrap(startMagic(book, battle(), p1t1, forced(3, 2)));
    const action = magicAction(r.state)!;
    expect(action.magic).toEqual({ 'earth+fire': 4 });
    expect(action.army).toEqual(p1t1);
    expect(text(r.events)).toMatch(/4 earth or fire to cast spells with/);
  });

  it('the waiting magic action and the effects are kept whole when the state is stored and read back', () => {
    const s = castOk(casting(battle(), p1t1, { 'earth+fire': 2 }), 'p1', 'stone-skin p1@t1').state;
    const waiting = casting(s, p2t1, { 'death+earth': 3 });
    expect(DdStateSchema.parse(JSON.parse(JSON.stringify(waiting)))).toEqual(waiting);
  });

  it('with no magic rolled, nothing waits', () => {
    const r = unwrap(startMagic(book, battle(), p1t1, forced(5, 2)));
    expect(r.state.action).toBeNull();
  });

  it('at the deadline casts nothing, and the unused magic is lost', () => {
    const s = casting(battle(), p1t1, { 'earth+fire': 4 });
    expect(magicDefaults(s, 'p1')).toEqual([{ verb: 'cast', spells: 'none' }]);
    expect(magicDefaults(s, 'p2')).toEqual([]);
    const r = castOk(s, 'p1', 'none');
    expect(r.state.action).toBeNull();
    expect(r.state.effects).toEqual([]);
    expect(text(r.events)).toMatch(/unused magic is lost: 4 earth or fire/);
  });

  it("offers the caster 'none' and one casting of each spell the magic pays for, each of which is accepted", () => {
    const s = casting(battle(), p1t1, { 'earth+fire': 6 });
    const hints = castOrder!.legal!(s, 'p1', {});
    expect(hints.map((h) => h.options.spells!.split(' ')[0])).toEqual(['none', 'stone-skin', 'transmute-rock-to-mud', 'ash-storm', 'fiery-weapon', 'dancing-lights']);
    for (const h of hints) expect(cast(s, 'p1', h.options.spells!).ok).toBe(true);
    expect(castOrder!.legal!(s, 'p2', {})).toEqual([]);
  });

  it('refuses another player, and a bad list changes nothing', () => {
    const s = casting(battle(), p1t1, { 'earth+fire': 4 });
    expect(cast(s, 'p2', 'none')).toEqual({ ok: false, error: "The spells are p1's to cast, not yours." });
    const bad = cast(s, 'p1', 'stone-skin p1@t1; fireball p2@t1');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error).toMatch(/^fireball is no spell of this game; the spells are hailstorm, /);
    expect(magicAction(s)!.magic).toEqual({ 'earth+fire': 4 });
  });
});

describe('paying for spells (SFR 44, GAPS B10, B13)', () => {
  it('Palsy x3 costs 6 and may be split between targets: -2 on one army, -1 on another (GAPS B13)', () => {
    const s = casting(battle(), { owner: 'p2', at: 't1' }, { death: 6 });
    const r = castOk(s, 'p2', 'palsy x2 p1@t1; palsy p3@t2');
    expect(adds(r.state, p1t1, 'melee')).toEqual(['melee -2']);
    expect(adds(r.state, { owner: 'p3', at: 't2' }, 'save')).toEqual(['save -1']);
    expect(text(r.events)).not.toMatch(/lost/);
  });

  it('Palsy x4 on 6 death magic is refused: it costs 8', () => {
    const s = casting(battle(), p2t1, { death: 6 });
    const r = cast(s, 'p2', 'palsy x4 p1@t1');
    expect(r).toEqual({ ok: false, error: 'Palsy costs 8 death magic; the army has 6 of it left (6 death).' });
  });

  it("a Scalder's 4 water-or-fire magic splits 2/2, 4/0 or 0/4 as it is spent (GAPS B13)", () => {
    const state = game({ units: [['p1-s', 'scalder-mage', 'p1', 't1'], ['p2-thug', 'goblin-thug', 'p2', 't1']] });
    const s = casting(state, p1t1, { 'fire+water': 4 });
    const split = castOk(s, 'p1', 'ash-storm t1; watery-double p1@t1');
    expect(split.state.effects.map((e) => e.what)).toEqual(['ash-storm', 'watery-double']);
    expect(text(split.events)).not.toMatch(/lost/);
    expect(castOk(s, 'p1', 'watery-double x2 p1@t1').state.effects[0]!.castings).toBe(2);
    expect(castOk(s, 'p1', 'fiery-weapon p1@t1').state.effects[0]!.what).toBe('fiery-weapon');
    expect(cast(s, 'p1', 'ash-storm t1; fiery-weapon p1@t1').ok).toBe(false);
  });

  it('a spell takes its own element only: a Dwarf\'s earth-or-fire magic casts no air spell', () => {
    const s = casting(battle(), p1t1, { 'earth+fire': 4 });
    expect(cast(s, 'p1', 'hailstorm p2@t1')).toEqual({ ok: false, error: 'Hailstorm costs 2 air magic; the army has 0 of it left (4 earth or fire).' });
  });

  it("cantrip results cast cantrip spells only, of the army's elements (SFR 44)", () => {
    const s = openCasting(book, battle(), p1t1, {}, 2).state;
    expect(magicAction(s)!.cantripElements).toEqual(['earth', 'fire']);
    expect(castOk(s, 'p1', 'stone-skin p1@t1').state.effects[0]!.what).toBe('stone-skin');
    expect(cast(s, 'p1', 'path p1-footman t2')).toEqual({ ok: false, error: 'Path costs 4 earth magic; the army has 0 of it left (2 cantrip).' });
    expect(cast(s, 'p1', 'hailstorm p2@t1').ok).toBe(false);
  });

  it('ivory magic casts elemental spells only (SFR 44)', () => {
    const state = game({ units: [['p1-seer', 'amazon-seer', 'p1', 't1'], ['p1-dead', 'amazon-seer', 'p1', 'dua'], ['p1-dwarf', 'dwarf-footman', 'p1', 'dua']] });
    const s = casting(state, p1t1, { ivory: 6 });
    expect(cast(s, 'p1', 'stone-skin p1@t1').ok).toBe(false);
    expect(cast(s, 'p1', 'stone-skin:ivory p1@t1')).toEqual({ ok: false, error: 'Stone Skin is cast with earth magic, not ivory.' });
    // Ivory magic brings back ivory units (Amazons) only (SFR 44, Resurrect Dead).
    expect(cast(s, 'p1', 'resurrect-dead:ivory p1-dwarf').ok).toBe(false);
    const r = castOk(s, 'p1', 'resurrect-dead:ivory x2 p1-dead');
    expect(r.state.units['p1-dead']!.at).toEqual({ kind: 'terrain', terrain: 't1' });
  });

  it('TSR 1996: a Dwarf\'s magic spent as earth at a Flatland (air, earth) counts double; spent as fire it does not (FACTS §2.2)', () => {
    const state = game({ ruleset: '1996', units: [['p1-w', 'dwarf-wizard', 'p1', 't4'], ['p2-thug', 'goblin-thug', 'p2', 't4']] });
    const s = casting(state, { owner: 'p1', at: 't4' }, { 'earth+fire': 2 });
    // 2 magic as earth = 4: Stone Skin x2.
    expect(castOk(s, 'p1', 'stone-skin x2 p1@t4').state.effects[0]!.castings).toBe(2);
    // As fire it stays 2: Fiery Weapon (4) is short.
    expect(cast(s, 'p1', 'fiery-weapon p1@t4').ok).toBe(false);
    // v4 has no such doubling.
    const v4 = casting({ ...state, ruleset: 'v4' }, { owner: 'p1', at: 't4' }, { 'earth+fire': 2 });
    expect(cast(v4, 'p1', 'stone-skin x2 p1@t4').ok).toBe(false);
  });

  it('TSR 1996, rolled: a Wizard\'s magic 4 at a Highland (earth, fire) counts 8; at a Flatland (air, earth) 4, which is 8 spent as earth', () => {
    const st = game({ ruleset: '1996', units: [['p1-w', 'dwarf-wizard', 'p1', 't1'], ['p1-w4', 'dwarf-wizard', 'p1', 't4'], ['p2-t', 'goblin-thug', 'p2', 't4']] });
    expect(magicAction(unwrap(startMagic(book, st, p1t1, forced(3))).state)!.magic).toEqual({ 'earth+fire': 8 });
    const flat = unwrap(startMagic(book, st, { owner: 'p1', at: 't4' }, forced(3))).state;
    expect(magicAction(flat)!.magic).toEqual({ 'earth+fire': 4 });
    // 4 spent as earth is 8: Transmute Rock to Mud (6) and Stone Skin (2).
    const r = castOk(flat, 'p1', 'transmute-rock-to-mud p2@t4; stone-skin p1@t4');
    expect(r.state.effects.map((e) => e.what)).toEqual(['transmute-rock-to-mud', 'stone-skin']);
  });

  it('from reserves only spells marked R, and only on one\'s own armies (SFR 44; FACTS §2.2 FAQ2)', () => {
    const reserve: ArmyRef = { owner: 'p1', at: 'reserve' };
    const s = casting(battle(), reserve, { 'earth+fire': 6 });
    expect(cast(s, 'p1', 'ash-storm t1')).toEqual({ ok: false, error: 'Ash Storm cannot be cast from reserves: only the spells marked R can (Wind Walk, Stone Skin, Path, Fiery Weapon, Watery Double, Resurrect Dead).' });
    expect(cast(s, 'p1', 'stone-skin p2@t1')).toEqual({ ok: false, error: 'Magic from reserves may be cast on your own armies only.' });
    const r = castOk(s, 'p1', 'stone-skin p1@t1; fiery-weapon p1@reserve');
    expect(r.state.effects.map((e) => `${e.what} ${e.target.owner}@${e.target.at}`)).toEqual(['stone-skin p1@t1', 'fiery-weapon p1@reserve']);
  });
});

describe('each spell, with its numbers (SFR 44; FACTS §2.2)', () => {
  it('Stone Skin (earth 2, R): +1 save a casting; x2 is +2 and costs 4', () => {
    const s = casting(battle(), p1t1, { 'earth+fire': 4 });
    const r = castOk(s, 'p1', 'stone-skin x2 p1@t1');
    expect(adds(r.state, p1t1, 'save')).toEqual(['save 2']);
    expect(adds(r.state, p1t1, 'dragon')).toEqual(['save 2']);
    expect(adds(r.state, p1t1, 'melee')).toEqual([]);
    expect(text(r.events)).not.toMatch(/lost/);
  });

  it('Watery Double (water 2, R): +1 save', () => {
    const s = casting(battle(), { owner: 'p1', at: 't2' }, { 'air+water': 2 });
    expect(adds(castOk(s, 'p1', 'watery-double p1@t2').state, { owner: 'p1', at: 't2' }, 'save')).toEqual(['save 1']);
  });

  it('Wall of Ice is TSR 1996\'s alone: refused in v4; in 1996 it adds saves, which count against Trample (FAQ SAI C)', () => {
    const v4 = casting(battle(), { owner: 'p1', at: 't2' }, { 'air+water': 4 });
    expect(cast(v4, 'p1', 'wall-of-ice p1@t2').ok).toBe(false);
    const tsr = casting(battle('1996'), { owner: 'p1', at: 't2' }, { 'air+water': 4 });
    expect(adds(castOk(tsr, 'p1', 'wall-of-ice p1@t2').state, { owner: 'p1', at: 't2' }, 'save')).toEqual(['save 2']);
  });

  it('Dispel Magic (SAI reference): a Gargoyle that rolls it in the saves against Hailstorm undoes the spell; any other face does not', () => {
    const state = game({ units: [['p1-e', 'coral-evoker', 'p1', 't1'], ['p2-thug', 'goblin-thug', 'p2', 't1'], ['p2-gargoyle', 'dwarf-gargoyle', 'p2', 't1']] });
    const s = casting(state, p1t1, { 'air+water': 4 });
    // Hailstorm x2: 2 damage. Thug face 2 (missile: no save), Gargoyle face 6 (Dispel Magic): undone, the Thug lives.
    const dispelled = castOk(s, 'p1', 'hailstorm x2 p2@t1', forced(2, 6));
    expect(dispelled.state.units['p2-thug']!.at.kind).toBe('terrain');
    expect(text(dispelled.events)).toMatch(/rolls Dispel Magic .*the spell is undone/);
    // Gargoyle face 5 (melee 4): no save; 2 damage kills the Thug (1), the Gargoyle (4) is too large for the rest.
    const struck = castOk(s, 'p1', 'hailstorm x2 p2@t1', forced(2, 5));
    expect(struck.state.units['p2-thug']!.at).toEqual({ kind: 'dua' });
  });

  it("a magic roll's Illusion (Beholder) hides the casting army from opponents' spells until its owner's next turn", () => {
    const state = game({ units: [['p1-beholder', 'lava-elf-beholder', 'p1', 't1'], ['p1-wizard', 'dwarf-wizard', 'p1', 't1'], ['p2-e', 'coral-evoker', 'p2', 't1']] });
    // Beholder face 10: Illusion; Wizard face 2: magic 3.
    const opened = unwrap(startMagic(book, state, p1t1, forced(10, 2)));
    expect(opened.state.effects).toContainEqual({ what: 'sai-illusion', caster: 'p1', target: p1t1, until: 'p1' });
    const theirs = casting({ ...opened.state, action: null }, p2t1, { 'air+water': 2 });
    expect(cast(theirs, 'p2', 'hailstorm p1@t1')).toEqual({ ok: false, error: "p1's army at Highland City (p1's home) is under an Illusion: no opponent may cast a spell on it until p1's next turn." });
  });

  it("a magic roll's Teleport (Unicorn) counts 4 magic, and its move is offered once the spells are cast", () => {
    const state = game({ units: [['p1-unicorn', 'treefolk-unicorn', 'p1', 't1'], ['p1-footman', 'dwarf-footman', 'p1', 't2'], ['p2-thug', 'goblin-thug', 'p2', 't1']] });
    const opened = unwrap(startMagic(book, state, p1t1, forced(3)));
    expect(magicAction(opened.state)?.moves).toEqual([{ step: 'move', chooser: 'p1', unit: 'p1-unicorn', from: p1t1, where: 'any', cause: "Unicorn's Teleport" }]);
    const cast0 = castOk(opened.state, 'p1', 'none');
    expect(cast0.state.action).toMatchObject({ kind: 'moves' });
    const moved = unwrap(answerMove(book, cast0.state, 'p1', 't2', [], forced()));
    expect(moved.state.units['p1-unicorn']!.at).toEqual({ kind: 'terrain', terrain: 't2' });
    expect(moved.state.action).toBeNull();
  });

  it('Hailstorm (air 2): 1 damage; with no save it kills a 1-health unit, with a save nothing', () => {
    const s = casting(battle(), { owner: 'p1', at: 't2' }, { 'air+water': 2 });
    // The goblin army at t2 is one Marauder (3 health): 1 damage cannot kill it.
    const r0 = castOk(s, 'p1', 'hailstorm p2@t2', forced(2));
    expect(r0.state.units['p2-marauder']!.at.kind).toBe('terrain');
    const withThug = casting(game({ units: [['p1-e', 'coral-evoker', 'p1', 't1'], ['p2-thug', 'goblin-thug', 'p2', 't1'], ['p2-c', 'goblin-cutthroat', 'p2', 't1']] }), p1t1, { 'air+water': 4 });
    // Thug face 2 (missile), Cutthroat face 2 (missile): no save; 1 damage kills the Thug.
    const killed = castOk(withThug, 'p1', 'hailstorm p2@t1', forced(2, 2));
    expect(killed.state.units['p2-thug']!.at).toEqual({ kind: 'dua' });
    // Thug face 4 (save 1): 1 save answers the 1 damage.
    const saved = castOk(withThug, 'p1', 'hailstorm p2@t1', forced(4, 2));
    expect(saved.state.units['p2-thug']!.at.kind).toBe('terrain');
    // x2: 2 damage against 1 save kills the Thug.
    const twice = castOk(withThug, 'p1', 'hailstorm x2 p2@t1', forced(4, 2));
    expect(twice.state.units['p2-thug']!.at).toEqual({ kind: 'dua' });
  });

  it('Wind Walk (air 4, R): +4 maneuver; x3 is +12 (SFR 44\'s example)', () => {
    const s = casting(battle(), { owner: 'p1', at: 't2' }, { 'air+water': 12 });
    expect(adds(castOk(s, 'p1', 'wind-walk x3 p1@t2').state, { owner: 'p1', at: 't2' }, 'maneuver')).toEqual(['maneuver 12']);
  });

  it('Lightning Strike (air 6): the unit rolls a save or is killed; one a unit per action', () => {
    const s = casting(battle(), { owner: 'p1', at: 't2' }, { 'air+water': 12 });
    expect(castOk(s, 'p1', 'lightning-strike p2-marauder', forced(2)).state.units['p2-marauder']!.at).toEqual({ kind: 'dua' });
    expect(castOk(s, 'p1', 'lightning-strike p2-marauder', forced(4)).state.units['p2-marauder']!.at.kind).toBe('terrain');
    // An ID counts as saves in a save roll: 3 saves.
    expect(castOk(s, 'p1', 'lightning-strike p2-marauder', forced(1)).state.units['p2-marauder']!.at.kind).toBe('terrain');
    expect(cast(s, 'p1', 'lightning-strike p2-marauder; lightning-strike p2-marauder')).toEqual({ ok: false, error: "Lightning Strike is cast twice on p2's Goblin Marauder: a unit may take one Lightning Strike a magic action (SFR 44)." });
  });

  it('Palsy (death 2): -1 result on non-maneuver rolls, none on maneuvers', () => {
    const s = casting(battle(), p2t1, { 'death+earth': 2 });
    const r = castOk(s, 'p2', 'palsy p1@t1');
    expect(adds(r.state, p1t1, 'missile')).toEqual(['missile -1']);
    expect(adds(r.state, p1t1, 'maneuver')).toEqual([]);
  });

  it('Finger of Death (death 4): 1 damage with no save; a 2-health unit needs x2 (8 magic)', () => {
    const s = casting(battle(), p2t1, { death: 8 });
    expect(castOk(s, 'p2', 'finger-of-death p1-footman').state.units['p1-footman']!.at).toEqual({ kind: 'dua' });
    const st = game({ units: [['p2-t', 'goblin-trickster', 'p2', 't1'], ['p1-sg', 'dwarf-sergeant', 'p1', 't1']] });
    const s2 = casting(st, p2t1, { death: 8 });
    const once = castOk(s2, 'p2', 'finger-of-death p1-sg');
    expect(once.state.units['p1-sg']!.at.kind).toBe('terrain');
    expect(text(once.events)).toMatch(/1 damage, short of its 2 health/);
    expect(castOk(s2, 'p2', 'finger-of-death x2 p1-sg').state.units['p1-sg']!.at).toEqual({ kind: 'dua' });
  });

  it('Soiled Ground (death 6): a unit killed at that terrain rolls a save or is buried', () => {
    const st = game({ units: [['p2-t', 'goblin-trickster', 'p2', 't1'], ['p1-f', 'dwarf-footman', 'p1', 't1'], ['p1-f2', 'dwarf-footman', 'p1', 't1']] });
    const soiled = castOk(casting(st, p2t1, { death: 10 }), 'p2', 'soiled-ground t1');
    expect(soiled.state.effects[0]).toMatchObject({ what: 'soiled-ground', scope: 'terrain', target: { at: 't1' } });
    // Then Finger of Death on a Footman: its burial save roll shows face 2 (missile): buried.
    const buried = castOk(casting(soiled.state, p2t1, { death: 4 }), 'p2', 'finger-of-death p1-f', forced(2));
    expect(buried.state.units['p1-f']!.at).toEqual({ kind: 'bua' });
    const saved = castOk(casting(soiled.state, p2t1, { death: 4 }), 'p2', 'finger-of-death p1-f', forced(4));
    expect(saved.state.units['p1-f']!.at).toEqual({ kind: 'dua' });
  });

  it('Path (earth 4, R): one of the caster\'s units goes to another terrain where the caster has an army', () => {
    const s = casting(battle(), p1t1, { 'earth+fire': 4 });
    expect(castOk(s, 'p1', 'path p1-footman t2').state.units['p1-footman']!.at).toEqual({ kind: 'terrain', terrain: 't2' });
    expect(cast(s, 'p1', 'path p1-footman t3')).toEqual({ ok: false, error: 'Path moves a unit to another terrain where you have an army: t2.' });
  });

  it('Transmute Rock to Mud (earth 6): -6 maneuver', () => {
    const s = casting(battle(), p1t1, { 'earth+fire': 6 });
    expect(adds(castOk(s, 'p1', 'transmute-rock-to-mud p2@t1').state, p2t1, 'maneuver')).toEqual(['maneuver -6']);
  });

  it('Ash Storm (fire 2): -1 result on every army\'s rolls at the terrain, maneuvers included', () => {
    const s = casting(battle(), p1t1, { 'earth+fire': 2 });
    const r = castOk(s, 'p1', 'ash-storm t1');
    expect(adds(r.state, p2t1, 'maneuver')).toEqual(['maneuver -1']);
    expect(adds(r.state, p1t1, 'melee')).toEqual(['melee -1']);
    expect(adds(r.state, { owner: 'p2', at: 't2' }, 'melee')).toEqual([]);
  });

  it('Fiery Weapon (fire 4, R): +2 melee in a melee roll, +2 missile in a missile roll', () => {
    const r = castOk(casting(battle(), p1t1, { 'earth+fire': 4 }), 'p1', 'fiery-weapon p1@t1');
    expect(adds(r.state, p1t1, 'melee')).toEqual(['melee 2']);
    expect(adds(r.state, p1t1, 'missile')).toEqual(['missile 2']);
  });

  it('Dancing Lights (fire 6): -6 melee on the army', () => {
    const r = castOk(casting(battle(), p1t1, { 'earth+fire': 6 }), 'p1', 'dancing-lights p2@t1');
    expect(adds(r.state, p2t1, 'melee')).toEqual(['melee -6']);
    expect(adds(r.state, p2t1, 'save')).toEqual([]);
  });

  it('Flash Flood (water 4): the terrain goes down a step unless an opposing army there rolls 6 maneuvers; once a turn', () => {
    const st = game({ units: [['p1-e', 'coral-enchanter', 'p1', 't2'], ['p2-m', 'goblin-marauder', 'p2', 't2']], faces: { t2: 5 } });
    const s = casting(st, { owner: 'p1', at: 't2' }, { 'air+water': 8 });
    // The Marauder rolls face 5 (maneuver 3): short of 6, the terrain goes from 5 to 4.
    const down = castOk(s, 'p1', 'flash-flood t2', forced(5));
    expect(down.state.terrains.find((t) => t.id === 't2')!.face).toBe(4);
    // Cast again in the same turn: no more.
    const again = castOk(casting(down.state, { owner: 'p1', at: 't2' }, { 'air+water': 4 }), 'p1', 'flash-flood t2', forced(5));
    expect(again.state.terrains.find((t) => t.id === 't2')!.face).toBe(4);
    // With Wind Walk x2 on the Marauders (+8), 3 + 8 = 11 ≥ 6: it holds.
    const walked = { ...s, effects: [{ what: 'wind-walk', caster: 'p2', target: { owner: 'p2', at: 't2' }, until: 'p2', castings: 2 }] };
    expect(castOk(walked, 'p1', 'flash-flood t2', forced(5)).state.terrains.find((t) => t.id === 't2')!.face).toBe(5);
  });

  it('Wall of Fog (water 6): -6 missile on any missile attack at an army at that terrain, not elsewhere', () => {
    const r = castOk(casting(battle(), { owner: 'p1', at: 't2' }, { 'air+water': 6 }), 'p1', 'wall-of-fog t2');
    expect(adds(r.state, p2t1, 'missile', { owner: 'p1', at: 't2' })).toEqual(['missile -6']);
    expect(adds(r.state, p2t1, 'missile', p1t1)).toEqual([]);
  });

  it('Resurrect Dead (elemental 3, R): one health-worth a casting from the DUA to the casting army, of the magic\'s element', () => {
    const st = game({ units: [['p1-w', 'dwarf-wizard', 'p1', 't1'], ['p1-dead', 'dwarf-footman', 'p1', 'dua'], ['p1-dead2', 'dwarf-sergeant', 'p1', 'dua'], ['p1-elf', 'coral-evoker', 'p1', 'dua']] });
    const s = casting(st, p1t1, { 'earth+fire': 6 });
    expect(castOk(s, 'p1', 'resurrect-dead p1-dead').state.units['p1-dead']!.at).toEqual({ kind: 'terrain', terrain: 't1' });
    expect(cast(s, 'p1', 'resurrect-dead p1-dead2')).toEqual({ ok: false, error: "p1's Dwarf Sergeant has 2 health: Resurrect Dead brings back 1 health-worth a casting, so cast it x2." });
    expect(castOk(s, 'p1', 'resurrect-dead:earth x2 p1-dead2').state.units['p1-dead2']!.at.kind).toBe('terrain');
    expect(cast(s, 'p1', 'resurrect-dead:fire p1-elf')).toEqual({ ok: false, error: "Resurrect Dead cast with fire magic reaches only units of fire; p1's Coral Evoker is air and water." });
  });

  it('Summon Dragonkin (elemental 3): one health-worth of the caster\'s Dragonkin of the element, from the summoning pool', () => {
    const st = game({ units: [['p1-w', 'dwarf-wizard', 'p1', 't1'], ['p1-kin', 'dragonkin-fire', 'p1', 'pool']] });
    const s = casting(st, p1t1, { 'earth+fire': 3 });
    expect(castOk(s, 'p1', 'summon-dragonkin:fire p1-kin').state.units['p1-kin']!.at).toEqual({ kind: 'terrain', terrain: 't1' });
    expect(cast(s, 'p1', 'summon-dragonkin:earth p1-kin').ok).toBe(false);
  });

  it('Summon Dragon (elemental 7): a dragon of the magic\'s element from any DUA (FAQ Set-up B2, kept in the v4 default; v4 also from another terrain)', () => {
    const dragons: Array<[string, string, string, string]> = [['p2-red', 'red-drake', 'p2', 'dua'], ['p2-blue', 'blue-drake', 'p2', 'dua']];
    const st = game({ units: [['p1-w', 'dwarf-wizard', 'p1', 't1'], ['p2-t', 'goblin-thug', 'p2', 't3']], dragons });
    const s = casting(st, p1t1, { 'earth+fire': 7 });
    expect(castOk(s, 'p1', 'summon-dragon:fire t3').state.dragons['p2-red']!.at).toEqual({ kind: 'terrain', terrain: 't3' });
    expect(cast(s, 'p1', 'summon-dragon:fire t3 p2-blue')).toEqual({ ok: false, error: 'No dragon of fire magic in a dead unit area or at another terrain answers Summon Dragon (p2-blue does not).' });
    expect(cast(casting(st, p1t1, { 'earth+fire': 6 }), 'p1', 'summon-dragon:fire t3').ok).toBe(false);
    const tsr = game({ ruleset: '1996', units: [['p1-w', 'dwarf-wizard', 'p1', 't1']], dragons: [['p2-red', 'red-drake', 'p2', 'dua']] });
    expect(castOk(casting(tsr, p1t1, { 'earth+fire': 7 }), 'p1', 'summon-dragon t1').state.dragons['p2-red']!.at).toEqual({ kind: 'terrain', terrain: 't1' });
    const tsrPool = { ...tsr, dragons: { 'p2-red': { ...tsr.dragons['p2-red']!, at: { kind: 'pool' as const } } } };
    expect(cast(casting(tsrPool, p1t1, { 'earth+fire': 7 }), 'p1', 'summon-dragon t1').ok).toBe(false);
  });

  it('Summon White Dragon (elemental 14): any mix of elements', () => {
    const st = game({ units: [['p1-w', 'dwarf-wizard', 'p1', 't1'], ['p1-e', 'coral-enchanter', 'p1', 't1']], dragons: [['p1-white', 'white-drake', 'p1', 'dua']] });
    const s = casting(st, p1t1, { 'earth+fire': 8, 'air+water': 6 });
    expect(castOk(s, 'p1', 'summon-white-dragon t2').state.dragons['p1-white']!.at).toEqual({ kind: 'terrain', terrain: 't2' });
    expect(cast(casting(st, p1t1, { 'earth+fire': 8, 'air+water': 5 }), 'p1', 'summon-white-dragon t2').ok).toBe(false);
  });
});

describe('effects in force (SFR 11 step 1; GAPS B6)', () => {
  it("FAQ SAI C: Stone Skin's save is in the save roll that answers a melee (Trample's damage included)", () => {
    const r = castOk(casting(battle(), p1t1, { 'earth+fire': 2 }), 'p1', 'stone-skin p1@t1');
    const wizard = book.units.get('dwarf-wizard')!;
    // The Wizard shows Save 3 (face 4); Stone Skin makes it 4.
    const count = countRoll(book, [{ unit: 'p1-wizard', die: wizard, face: 3 }], { kind: 'save', against: 'melee', ruleset: 'v4', modifiers: modifiersFor(r.state, p1t1, 'save') });
    expect(count.results.save).toBe(4);
  });

  it('v4: they last until the caster\'s next turn begins', () => {
    const r = castOk(casting(battle(), p1t1, { 'earth+fire': 2 }), 'p1', 'stone-skin p1@t1');
    expect(expireEffects(r.state, 'p2').state.effects).toHaveLength(1);
    expect(expireEffects(r.state, 'p1').state.effects).toEqual([]);
  });

  it('TSR 1996: they end with the turn they were cast in, so none is left when the next turn begins', () => {
    const r = castOk(casting(battle('1996'), p1t1, { 'earth+fire': 2 }), 'p1', 'stone-skin p1@t1');
    expect(text(r.events)).toMatch(/until the end of this turn/);
    expect(expireEffects(r.state, 'p2').state.effects).toEqual([]);
  });

  it('a spell on an army ends when the army is gone (SFR 44 Duration); one on a terrain stays', () => {
    const st = game({ units: [['p2-t', 'goblin-trickster', 'p2', 't1'], ['p1-f', 'dwarf-footman', 'p1', 't1']] });
    const palsied = castOk(casting(st, p2t1, { death: 4 }), 'p2', 'palsy x2 p1@t1');
    expect(palsied.state.effects.map((e) => `${e.what} x${e.castings}`)).toEqual(['palsy x2']);
    // Soiled Ground, then Finger of Death kills p1's only unit there (its burial save: face 4, a save).
    const r = castOk(casting(palsied.state, p2t1, { death: 10 }), 'p2', 'soiled-ground t1; finger-of-death p1-f', forced(4));
    expect(r.state.units['p1-f']!.at).toEqual({ kind: 'dua' });
    expect(r.state.effects.map((e) => e.what)).toEqual(['soiled-ground']);
  });

  it('a spell cast on a target gone by its turn to resolve is wasted (SFR 11 step 3)', () => {
    const st = game({ units: [['p2-t', 'goblin-trickster', 'p2', 't1'], ['p1-f', 'dwarf-footman', 'p1', 't1']] });
    const r = castOk(casting(st, p2t1, { death: 6 }), 'p2', 'finger-of-death p1-f; palsy p1@t1');
    expect(r.state.effects).toEqual([]);
    expect(text(r.events)).toMatch(/Palsy on p1's army at Highland City \(p1's home\): the army is no longer there, so the spell is wasted/);
  });
});
