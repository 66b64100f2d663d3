import { describe, expect, test } from 'vitest';
import { SeededDice } from '../../../src/engine/core/dice.ts';
import { createDragonNoir } from '../../../src/engine/games/dragon-noir/index.ts';
import type { DnState, Unit } from '../../../src/engine/games/dragon-noir/state.ts';
import { counterNow } from '../../../src/engine/games/dragon-noir/units.ts';
import { labelOf } from '../../../src/engine/hex/labels.ts';
import { act, mapText, must, OPEN_FIELD, phase, table, unit } from '../../support/dragon-noir.ts';
import { field } from '../../support/dn-magic.ts';
import { JAILS_SEARCH, moduleWith, setUp } from '../../support/dn-secret.ts';

/**
 * `/game export scenario` (export.ts): a running game's position saved as a scenario, from which
 * another group starts and finds the same position, conditions included; refused while the rules
 * still hide part of it.
 */

/** What a character is on the board: where, how, his condition, and the counter it gives him. */
function condition(state: DnState, u: Unit) {
  return {
    hex: u.hex ? labelOf(u.hex) : null,
    dead: u.dead,
    wounds: u.wounds,
    stunned: u.stunned,
    berserk: u.berserk,
    mounted: u.mounted,
    facing: u.facing,
    partWounds: u.partWounds,
    spells: u.spells.map((s) => s.spell),
    ep: state.magic.casters.find((c) => c.unit === u.id)?.ep ?? null,
    counter: u.dead ? null : counterNow(u),
  };
}

const positionOf = (state: DnState) => Object.fromEntries(state.units.filter((u) => u.hex).map((u) => [u.id, condition(state, u)]));

describe('a position saved as a scenario', () => {
  test('another group starts from the file and gets the same position, conditions included', () => {
    const t = table(field(10, 8), {
      orks: { 'crazy-ork': 'C5', gromrak: 'D6', shaman: { hex: 'H2', energy: 70 }, azrog: { hex: 'F6', dead: true } },
      rebels: { konrad: 'C4', grast: 'D4', zacharie: { hex: 'A1', energy: 45 }, hohmley: { hex: 'G7', mounted: true, facing: 'N', wounds: 1 }, rix: { hex: 'E1', stunned: true } },
    });
    // The Rebels' combat: Konrad and Grast, 34 v 12, 2-1 then 3-1 together: a 1 is E, and the
    // Crazy Ork goes berserk.
    let state = phase({ ...t.state, playerTurn: 2 }, 'rebels', 'combat');
    state = must(t.module, state, 'rebels', 'attack', { with: 'Konrad, Grast', target: 'Crazy Ork' }, [1]).state;
    expect(unit(state, 'crazy-ork').berserk).toBe(true);
    state = must(t.module, state, 'rebels', 'done').state;
    // The Orks' player-turn begins: the position to save.
    while (state.phase !== 'movement') state = must(t.module, state, state.sides[state.active]!.id, 'done').state;
    expect(state.sides[state.active]!.id).toBe('orks');

    const saved = t.module.exportScenario(state, 'after-the-fight');
    if (!saved.ok) throw new Error(saved.error);
    const file = JSON.parse(saved.value) as { id: string; sides: Array<{ id: string; setup: unknown[] }>; turns: number };
    expect(file.id).toBe('after-the-fight');
    expect(file.sides.map((s) => s.id)).toEqual(['orks', 'rebels']);
    expect(file.turns).toBe(state.turns - state.turn + 1);

    // Another group: the same map, the file as its scenario.
    const other = createDragonNoir({ maps: { test: mapText(field(10, 8)) }, scenarios: [saved.value] });
    const started = other.setup({ scenarioId: 'after-the-fight', options: {}, seats: ['orks', 'rebels'] }, new SeededDice('another-group', 0));
    if (!started.ok) throw new Error(started.error);
    expect(positionOf(started.value)).toEqual(positionOf(state));
    expect(unit(started.value, 'crazy-ork')).toMatchObject({ berserk: true, wounds: 0 });
    expect(started.value.magic.casters.map((c) => [c.unit, c.ep])).toEqual(state.magic.casters.map((c) => [c.unit, c.ep]));
  });

  test('a spell in effect keeps the player-turns it had left', () => {
    const t = table(OPEN_FIELD, { orks: { krular: 'J8', shaman: { hex: 'H2', spells: [{ spell: 'increase-defence', caster: 'shaman', points: 2, until: 3 }] } }, rebels: { rix: 'A1' } });
    // Saved as player-turn 2 begins, the spell that lasts to 3 lasts to the new game's 2.
    const state = { ...phase(t.state, 'rebels', 'movement'), playerTurn: 2 };
    const saved = t.module.exportScenario(state, 'later');
    if (!saved.ok) throw new Error(saved.error);
    const rebelsFirst = JSON.parse(saved.value) as { sides: Array<{ id: string; setup: Array<Record<string, unknown>> }> };
    expect(rebelsFirst.sides[0]!.id).toBe('rebels');
    expect(rebelsFirst.sides[1]!.setup.find((l) => l.character === 'shaman')).toMatchObject({ spells: [{ spell: 'increase-defence', caster: 'shaman', points: 2, until: 2 }] });
  });

  test('refused while the rules still hide part of the position, or while a question waits', () => {
    const jails = moduleWith(JAILS_SEARCH);
    expect(jails.exportScenario(setUp(jails, 'jails-search'), 'x')).toEqual({ ok: false, error: expect.stringMatching(/^The position still hides a secret set-up not yet done \(1\.8\)/) });
    const t = table(OPEN_FIELD, { orks: { 'black-fox': 'C4' }, rebels: { konrad: 'C5', rix: 'J1' } });
    // Black Fox 18 v Konrad 18 is 1-1: a 4 + 1 armour is C, and the Rebels must say where Konrad retreats.
    const asked = must(t.module, { ...phase(t.state, 'orks', 'combat'), playerTurn: 1 }, 'orks', 'attack', { with: 'Black Fox', target: 'Konrad' }, [4]);
    expect(t.module.phase(asked.state).decision).toBeDefined();
    expect(t.module.exportScenario(asked.state, 'x')).toEqual({ ok: false, error: 'A scenario cannot hold a question still waiting for an answer; export the position between orders, once these are gone.' });
    expect(act(t.module, asked.state, 'orks', 'done').error).toBeDefined();
  });
});
