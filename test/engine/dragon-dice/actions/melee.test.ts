import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../../src/engine/core/result.ts';
import { attackOf } from '../../../../src/engine/games/dragon-dice/actions/attack.ts';
import { actionDefault, answerCasualties, answerCounterAttack } from '../../../../src/engine/games/dragon-dice/actions/answers.ts';
import { startMelee } from '../../../../src/engine/games/dragon-dice/actions/start.ts';
import { loadBook } from '../book.ts';
import { faces6, gameWith, places } from './fixture.ts';


const book = loadBook();
const p1 = { owner: 'p1', at: 't-front' };
const p2 = { owner: 'p2', at: 't-front' };

/** p1's Warlord, Sergeant and Footman meet p2's Marauder, Cutthroat and two Thugs at the frontier. */
const battle = () =>
  gameWith([
    ['p1', 'dwarf-warlord', 't-front'],
    ['p1', 'dwarf-sergeant', 't-front'],
    ['p1', 'dwarf-footman', 't-front'],
    ['p2', 'goblin-marauder', 't-front'],
    ['p2', 'goblin-cutthroat', 't-front'],
    ['p2', 'goblin-thug', 't-front'],
    ['p2', 'goblin-thug', 't-front'],
  ]);

/** Melee 3 + 2 + 2 = 7; saves 3 (Marauder's save 3) + 2 (Cutthroat's ID) + 0 + 0 = 5: 2 damage. */
const meleeOf7Against5 = () => faces6(3, 3, 6, 4, 1, 3, 4);

describe('melee (SFR 11, GAPS B7): damage = melee − saves, the defender chooses by health-worth', () => {
  it('waits for the defender when 2 damage may kill the Cutthroat (2) or both Thugs (1 + 1)', () => {
    const dice = meleeOf7Against5();
    const started = unwrap(startMelee(book, battle(), p1, p2, dice));
    expect(dice.remainingForced).toEqual([]);
    expect(dice.rolls.map((r) => r.purpose)).toEqual([...Array(3).fill('the melee attack'), ...Array(4).fill('the saves against the melee attack')]);
    const action = started.state.action!;
    expect(action).toMatchObject({ kind: 'melee', hits: 7, queue: [{ step: 'casualties', chooser: 'p2', damage: 2, to: 'dua' }, { step: 'counter-attack' }] });
    const text = started.events.map((e) => e.text).join('\n');
    expect(text).toContain('7 melee hits in all.');
    expect(text).toContain('5 saves: 2 damage.');
    expect(started.events.every((e) => e.visibleTo === 'all')).toBe(true);
    expect(started.events[0]!.rolls).toHaveLength(3);
  });

  it('kills the Cutthroat the defender names, to its DUA, and then offers the counter-attack', () => {
    const started = unwrap(startMelee(book, battle(), p1, p2, meleeOf7Against5()));
    const answered = unwrap(answerCasualties(book, started.state, 'p2', ['Cutthroat'], faces6()));
    expect(places(answered.state)['p2-goblin-cutthroat-1']).toBe('dua');
    expect(places(answered.state)['p2-goblin-thug-1']).toBe('terrain:t-front');
    expect(attackOf(answered.state)?.queue).toEqual([{ step: 'counter-attack' }]);
    expect(answered.events[0]!.text).toContain('loses Cutthroat (2 health-worth), killed (to the DUA)');
  });

  it('takes both Thugs (1 + 1 = 2) as well, named by id', () => {
    const started = unwrap(startMelee(book, battle(), p1, p2, meleeOf7Against5()));
    const answered = unwrap(answerCasualties(book, started.state, 'p2', ['p2-goblin-thug-1', 'p2-goblin-thug-2'], faces6()));
    expect(places(answered.state)).toMatchObject({ 'p2-goblin-thug-1': 'dua', 'p2-goblin-thug-2': 'dua', 'p2-goblin-cutthroat-1': 'terrain:t-front' });
  });

  it('refuses a choice short of the damage, over it, outside the army or from the attacker, changing nothing', () => {
    const started = unwrap(startMelee(book, battle(), p1, p2, meleeOf7Against5()));
    const before = JSON.stringify(started.state);
    const one = answerCasualties(book, started.state, 'p2', ['Thug'], faces6());
    expect(one).toMatchObject({ ok: false });
    expect(!one.ok && one.error).toContain('not enough health-worth: 2 damage must kill 2 health-worth, and 1 is named.');
    expect(!one.ok && one.error).toContain('Choose from Marauder 3 (p2-goblin-marauder-1), Cutthroat 2 (p2-goblin-cutthroat-1), Thug 1 (p2-goblin-thug-1) and Thug 1 (p2-goblin-thug-2).');
    const over = answerCasualties(book, started.state, 'p2', ['Marauder'], faces6());
    expect(!over.ok && over.error).toMatch(/3 health-worth is more than the 2 damage/);
    const stranger = answerCasualties(book, started.state, 'p2', ['Footman'], faces6());
    expect(!stranger.ok && stranger.error).toMatch(/^Footman is not a unit of this army\. Choose from p2's army at Flatland Temple \(the frontier\)/);
    const thrice = answerCasualties(book, started.state, 'p2', ['Thug', 'Thug', 'Thug'], faces6());
    expect(!thrice.ok && thrice.error).toMatch(/named more times than the army has/);
    const wrongSeat = answerCasualties(book, started.state, 'p1', ['Cutthroat'], faces6());
    expect(!wrongSeat.ok && wrongSeat.error).toBe('p2 chooses these casualties, not you.');
    expect(JSON.stringify(started.state)).toBe(before);
  });

  it('defaults a missed deadline to the smallest units first: both Thugs (1 + 1) before the Cutthroat (2)', () => {
    const started = unwrap(startMelee(book, battle(), p1, p2, meleeOf7Against5()));
    expect(actionDefault(book, started.state)).toEqual({ seat: 'p2', order: { verb: 'casualties', units: ['p2-goblin-thug-1', 'p2-goblin-thug-2'] } });
    const answered = unwrap(answerCasualties(book, started.state, 'p2', ['p2-goblin-cutthroat-1'], faces6()));
    expect(actionDefault(book, answered.state)).toEqual({ seat: 'p2', order: { verb: 'counter-attack', answer: true } });
  });

  it('ends the action when the defender does not counter-attack', () => {
    const started = unwrap(startMelee(book, battle(), p1, p2, meleeOf7Against5()));
    const answered = unwrap(answerCasualties(book, started.state, 'p2', ['Cutthroat'], faces6()));
    const refused = answerCounterAttack(book, answered.state, 'p1', false, faces6());
    expect(!refused.ok && refused.error).toBe('p2 may counter-attack, not you.');
    const declined = unwrap(answerCounterAttack(book, answered.state, 'p2', false, faces6()));
    expect(declined.state.action).toBeNull();
    expect(actionDefault(book, declined.state)).toBeNull();
  });

  it('counter-attacks the same way the other way round, with no counter to the counter', () => {
    const started = unwrap(startMelee(book, battle(), p1, p2, meleeOf7Against5()));
    const answered = unwrap(answerCasualties(book, started.state, 'p2', ['Cutthroat'], faces6()));
    // p2's Marauder melee 4, Thugs melee 2 and melee 1: 7 hits; p1 saves: Warlord save 3, Sergeant maneuver 0, Footman save 1: 4 saves, 3 damage.
    const dice = faces6(3, 6, 3, 2, 2, 2);
    const counter = unwrap(answerCounterAttack(book, answered.state, 'p2', true, dice));
    expect(dice.rolls.map((r) => r.purpose)).toEqual([...Array(3).fill('the counter-attack'), ...Array(3).fill('the saves against the counter-attack')]);
    expect(counter.state.action).toMatchObject({ kind: 'melee', counterAttack: true, attacker: p2, target: p1, hits: 7, queue: [{ step: 'casualties', chooser: 'p1', damage: 3 }] });
    const done = unwrap(answerCasualties(book, counter.state, 'p1', ['Warlord'], faces6()));
    expect(done.state.action).toBeNull();
    expect(places(done.state)['p1-dwarf-warlord-1']).toBe('dua');
    expect(done.events.some((e) => e.type === 'dd-counter-offer')).toBe(false);
  });

  it('plays alone when there is nothing to choose: damage at least the whole army kills it all, and there is no counter-attack', () => {
    const state = gameWith([
      ['p1', 'dwarf-warlord', 't-front'],
      ['p2', 'goblin-thug', 't-front'],
      ['p2', 'goblin-thug', 't-front'],
    ]);
    // Warlord melee 3; Thugs melee 1 and maneuver 1: no saves; 3 damage ≥ 2 health.
    const done = unwrap(startMelee(book, state, p1, p2, faces6(3, 3, 4)));
    expect(done.state.action).toBeNull();
    expect(places(done.state)).toMatchObject({ 'p2-goblin-thug-1': 'dua', 'p2-goblin-thug-2': 'dua' });
  });

  it('rolls no saves when the attack makes no hits (SFR 11: "if there are any melee results")', () => {
    const state = gameWith([
      ['p1', 'dwarf-sergeant', 't-front'],
      ['p2', 'goblin-marauder', 't-front'],
    ]);
    const dice = faces6(2);
    const started = unwrap(startMelee(book, state, p1, p2, dice));
    expect(dice.rolls).toHaveLength(1);
    expect(started.events.map((e) => e.type)).toEqual(['dd-roll', 'dd-no-hits', 'dd-counter-offer']);
  });

  it('loses damage short of every unit left: 2 damage against a Marauder (3) kills nothing', () => {
    const state = gameWith([
      ['p1', 'dwarf-sergeant', 't-front'],
      ['p2', 'goblin-marauder', 't-front'],
    ]);
    const started = unwrap(startMelee(book, state, p1, p2, faces6(3, 2)));
    expect(started.events.map((e) => e.text).join('\n')).toContain('2 damage from the melee hits kills none of');
    expect(places(started.state)['p2-goblin-marauder-1']).toBe('terrain:t-front');
    expect(attackOf(started.state)?.queue).toEqual([{ step: 'counter-attack' }]);
  });

  it('re-rolls a Rend and adds the new result (FACTS §2.2: Rend re-rolls): rend 3 then melee 4 = 7 hits', () => {
    const state = gameWith([
      ['p1', 'goblin-leopard-rider', 't-front'],
      ['p2', 'dwarf-warlord', 't-front'],
    ]);
    const dice = faces6(3, 6, 3);
    const started = unwrap(startMelee(book, state, p1, p2, dice));
    expect(dice.rolls.map((r) => r.purpose)).toEqual(['the melee attack', 'the melee attack', 'the saves against the melee attack']);
    expect(started.events[0]!.text).toContain('Rolled again: Leopard Rider.');
    expect(started.state.action ?? null).toBeNull();
    // 7 hits, no saves (the Warlord rolled melee): the Warlord (3) dies and 4 damage is lost.
    expect(places(started.state)['p2-dwarf-warlord-1']).toBe('dua');
  });

  it('a spell in force counts once in a roll with a re-roll: Fiery Weapon +2 with Rend 3 then melee 4 is 9 hits, not 11 (SFR 27)', () => {
    const state = gameWith([
      ['p1', 'goblin-leopard-rider', 't-front'],
      ['p2', 'dwarf-warlord', 't-front'],
    ]);
    const armed = { ...state, effects: [{ what: 'fiery-weapon', caster: 'p1', target: p1, until: 'p1' }] };
    const started = unwrap(startMelee(book, armed, p1, p2, faces6(3, 6, 3)));
    expect(started.events[0]!.text).toContain('9 melee hits in all.');
  });

  it('refuses a melee on an army at another terrain, naming the targets there, and any action while one is under way', () => {
    const state = gameWith([
      ['p1', 'dwarf-footman', 't-front'],
      ['p2', 'goblin-thug', 't-front'],
      ['p2', 'goblin-thug', 't-p2'],
    ]);
    const refused = startMelee(book, state, p1, { owner: 'p2', at: 't-p2' }, faces6());
    expect(!refused.ok && refused.error).toBe("p2's army at Coastland Tower (p2's home) cannot be the target of this melee attack (a melee attack is made on an army at the same terrain); the targets are p2's army at Flatland Temple (the frontier).");
    const own = startMelee(book, state, p1, p1, faces6());
    expect(!own.ok && own.error).toMatch(/\(it is your own\)/);
    const busy = startMelee(book, { ...state, action: { kind: 'magic', army: p1, magic: {}, cantrip: 0, cantripElements: [] } }, p1, p2, faces6());
    expect(!busy.ok && busy.error).toMatch(/already under way/);
  });
});

describe('a counter-attack is counted as one (v4 Dwarven Might: saves count as melee in a counter-attack at a fire terrain)', () => {
  it("the Footman's save 1 is a melee hit when it counter-attacks at its Highland", () => {
    const state = gameWith([
      ['p1', 'dwarf-footman', 't-p1'],
      ['p2', 'goblin-thug', 't-p1'],
    ]);
    const home1 = { owner: 'p1', at: 't-p1' };
    const home2 = { owner: 'p2', at: 't-p1' };
    // The Thug rolls maneuver: no hits, no saves; p1 counter-attacks.
    const started = unwrap(startMelee(book, state, home2, home1, faces6(4)));
    // The Footman rolls save 1 (1 melee by Dwarven Might); the Thug rolls melee: no save, 1 damage.
    const counter = unwrap(answerCounterAttack(book, started.state, 'p1', true, faces6(2, 3)));
    expect(counter.events[0]!.text).toContain('1 melee hit in all.');
    expect(places(counter.state)['p2-goblin-thug-1']).toBe('dua');
  });
});
