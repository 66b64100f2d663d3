import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../../src/engine/core/result.ts';
import { attackOf } from '../../../../src/engine/games/dragon-dice/actions/attack.ts';
import { startMelee, startMissile } from '../../../../src/engine/games/dragon-dice/actions/start.ts';
import { loadBook } from '../book.ts';
import { faces6, gameWith, places } from './fixture.ts';

/** Spells and breaths in force change an attack's rolls, as the magic part reads them into modifiers. */
const book = loadBook();
const p1 = { owner: 'p1', at: 't-front' };
const p2 = { owner: 'p2', at: 't-front' };
const battle = () =>
  gameWith([
    ['p1', 'dwarf-warlord', 't-front'],
    ['p1', 'dwarf-sergeant', 't-front'],
    ['p1', 'dwarf-footman', 't-front'],
    ['p2', 'goblin-marauder', 't-front'],
    ['p2', 'goblin-cutthroat', 't-front'],
  ]);

describe('effects in force on an attack', () => {
  it("a blue dragon's breath (v4, SFR 17) halves the attacker's melee: 3 + 2 + 2 = 7 → 3", () => {
    const state = { ...battle(), effects: [{ what: 'breath-blue', caster: 'p2', target: p1, until: 'p1' }] };
    const started = unwrap(startMelee(book, state, p1, p2, faces6(3, 3, 6, 2, 3)));
    expect(attackOf(started.state)?.hits).toBe(3);
    expect(started.events[0]!.text).toMatch(/halved/);
  });

  it("Stone Skin on the target adds a save (SFR 44): 7 hits against the Marauder's maneuver and the Cutthroat's melee save 1", () => {
    const state = { ...battle(), effects: [{ what: 'stone-skin', caster: 'p2', target: p2, until: 'p2' }] };
    const started = unwrap(startMelee(book, state, p1, p2, faces6(3, 3, 6, 2, 3)));
    expect(started.events.map((e) => e.text).join('\n')).toContain('1 save: 6 damage.');
  });

  it('Wall of Fog at the target takes 6 from the missile roll of an army shooting into it (SFR 44)', () => {
    const state = gameWith([
      ['p1', 'dwarf-crossbowman', 't-front'],
      ['p1', 'dwarf-crossbowman', 't-front'],
      ['p2', 'goblin-thug', 't-p2'],
    ]);
    const fogged = { ...state, effects: [{ what: 'wall-of-fog', caster: 'p2', target: { owner: 'p2', at: 't-p2' }, until: 'p2', scope: 'terrain' as const }] };
    const done = unwrap(startMissile(book, fogged, p1, { owner: 'p2', at: 't-p2' }, faces6(6, 6)));
    expect(done.events[0]!.text).toContain('0 missile hits in all.');
  });
});

describe('Soiled Ground (SFR 44) on the units an attack kills', () => {
  it('each killed unit at the soiled terrain rolls a save: the Thug with none is buried, the one with a save goes to the DUA', () => {
    const state = gameWith([
      ['p1', 'dwarf-warlord', 't-front'],
      ['p2', 'goblin-thug', 't-front'],
      ['p2', 'goblin-thug', 't-front'],
    ]);
    const soiled = { ...state, effects: [{ what: 'soiled-ground', caster: 'p1', target: p1, until: 'p1', scope: 'terrain' as const }] };
    // Warlord melee 3; the Thugs save nothing (melee, maneuver): both die. Against burial: melee 1 (none), save 1.
    const done = unwrap(startMelee(book, soiled, p1, p2, faces6(3, 3, 4, 3, 2)));
    expect(places(done.state)).toMatchObject({ 'p2-goblin-thug-1': 'bua', 'p2-goblin-thug-2': 'dua' });
    expect(done.events.map((e) => e.text).join('\n')).toContain('Buried: Thug.');
  });
  it('a held Temple (SFR 15) shelters its army from it: the Thugs killed there go to the DUA with no roll against burial', () => {
    const state = gameWith([
      ['p1', 'dwarf-warlord', 't-front'],
      ['p2', 'goblin-thug', 't-front'],
      ['p2', 'goblin-thug', 't-front'],
    ]);
    const temple = { ...state, terrains: state.terrains.map((t) => (t.id === 't-front' ? { ...t, face: 8, heldBy: 'p2' } : t)) };
    const soiled = { ...temple, effects: [{ what: 'soiled-ground', caster: 'p1', target: p1, until: 'p1', scope: 'terrain' as const }] };
    const dice = faces6(3, 3, 4);
    const done = unwrap(startMelee(book, soiled, p1, p2, dice));
    expect(places(done.state)).toMatchObject({ 'p2-goblin-thug-1': 'dua', 'p2-goblin-thug-2': 'dua' });
    expect(dice.rolls).toHaveLength(3);
  });
});
