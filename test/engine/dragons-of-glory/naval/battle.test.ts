import { describe, expect, it } from 'vitest';
import { shipRating, type Ship } from '../../../../src/engine/games/dragons-of-glory/combat/naval.ts';
import { defaultShots, navalAttack, shipOf } from '../../../../src/engine/games/dragons-of-glory/naval/battle.ts';
import type { DogState } from '../../../../src/engine/games/dragons-of-glory/state.ts';
import type { Side } from '../../../../src/engine/games/dragons-of-glory/units.ts';
import { at, dice, label, seaState, WORLD } from './sea-world.ts';

const combat = (placed: Parameters<typeof seaState>[0], acting: Side = 'highlord', changes: Partial<DogState> = {}) => seaState(placed, { phase: 'combat', acting, ...changes });

function fight(state: DogState, side: Side, fleets: string[], target: string, faces: number[], aims: string[] = []) {
  const d = dice(...faces);
  const fought = navalAttack(state, WORLD, side, { fleets, target: at(target), aims }, d, 'dl11');
  if (!fought.ok) throw new Error(fought.error);
  expect(d.remainingForced).toEqual([]);
  return { ...fought.value, dice: d };
}

describe('Rule 8: a ship hits on a d10 at or under its rating; fire is simultaneous', () => {
  it('rolls each ship once a round, flips a ship hit once and sinks one hit twice', () => {
    const state = combat({ 'sanction-fleet-1': '0303a', 'palanthus-fleet-1': '0403a' });
    // Round 1: Sanction (4) rolls 4, a hit; Palanthus (5) rolls 5, a hit: both damaged, one ship each, so they fight on.
    // Round 2: Sanction (damaged, 3) rolls 4, a miss; Palanthus (damaged, 4) rolls 4, a hit: Sanction sinks.
    const { state: after, dice: d } = fight(state, 'highlord', ['sanction-fleet-1'], '0403a', [4, 5, 4, 4]);
    expect(d.rolls.map((r) => r.result)).toEqual(['hit', 'hit', 'miss', 'hit']);
    expect(d.rolls.map((r) => r.row)).toEqual(['rating 4', 'rating 5', 'rating 3', 'rating 4']);
    expect(after.units['sanction-fleet-1']).toMatchObject({ at: null, off: 'eliminated' });
    expect(after.units['palanthus-fleet-1']).toMatchObject({ depleted: true });
    expect(label(after.units['palanthus-fleet-1']!.at)).toBe('0403a');
    expect(after.attacked).toEqual(['sanction-fleet-1']);
    expect(after.battles).toHaveLength(1);
  });

  it('sinks both ships when both land their second hit in the same round', () => {
    const state = combat({ 'sanction-fleet-1': '0303a', 'palanthus-fleet-1': '0403a' });
    state.units['sanction-fleet-1']!.depleted = true;
    state.units['palanthus-fleet-1']!.depleted = true;
    const { state: after } = fight(state, 'highlord', ['sanction-fleet-1'], '0403a', [3, 4]);
    expect(after.units['sanction-fleet-1']!.off).toBe('eliminated');
    expect(after.units['palanthus-fleet-1']!.off).toBe('eliminated');
  });
});

describe('Rule 8: a sunk ship is gone for good, the army aboard goes to the pool, a leader survives on a d6 of 4-6', () => {
  it('sends the army to the pool and the surviving leader to the nearest friendly army', () => {
    const state = combat({ 'sanction-fleet-1': '0303a', 'sanction-infantry-1': { aboard: 'sanction-fleet-1' }, toede: { aboard: 'sanction-fleet-1' }, 'red-wing-1': '0404a', 'palanthus-fleet-1': '0403a' }, 'whitestone');
    state.units['sanction-fleet-1']!.depleted = true;
    const { state: after, lines } = fight(state, 'whitestone', ['palanthus-fleet-1'], '0303a', [1, 9, 4]);
    expect(after.units['sanction-fleet-1']).toMatchObject({ at: null, off: 'eliminated' });
    expect(after.units['sanction-infantry-1']).toMatchObject({ at: null, off: 'pool' });
    expect(label(after.units.toede!.at)).toBe('0404a');
    expect(after.units.toede!.aboard).toBeUndefined();
    expect(lines).toContain('No enemy fleet is left at 0303a.');
  });
});

describe('Rule 8: only Maquesta and the Mithas and Kothas minotaur leaders add their rating to a ship; a wizard aboard adds 3', () => {
  const rating = (placed: Parameters<typeof seaState>[0], ship: string) => shipRating(shipOf(combat(placed), WORLD, ship)).rating;

  it('reads the ship as it stands with who is aboard', () => {
    expect(rating({ 'mithas-fleet-1': '0303a' }, 'mithas-fleet-1')).toBe(5);
    expect(rating({ 'mithas-fleet-1': '0303a', 'mithas-leader': { aboard: 'mithas-fleet-1' } }, 'mithas-fleet-1')).toBe(8);
    expect(rating({ 'sanction-fleet-1': '0303a', maquesta: { aboard: 'sanction-fleet-1' } }, 'sanction-fleet-1')).toBe(6);
    expect(rating({ 'sanction-fleet-1': '0303a', toede: { aboard: 'sanction-fleet-1' } }, 'sanction-fleet-1')).toBe(4);
    expect(rating({ 'sanction-fleet-1': '0303a', 'black-robe': { aboard: 'sanction-fleet-1' } }, 'sanction-fleet-1')).toBe(7);
  });

  it('hits on an 8 with the Mithas leader aboard', () => {
    const state = combat({ 'mithas-fleet-1': '0303a', 'mithas-leader': { aboard: 'mithas-fleet-1' }, 'palanthus-fleet-1': '0403a' });
    state.units['palanthus-fleet-1']!.depleted = true;
    const { state: after } = fight(state, 'highlord', ['mithas-fleet-1'], '0403a', [8, 10]);
    expect(after.units['palanthus-fleet-1']!.off).toBe('eliminated');
  });
});

describe('Rule 8: each ship picks a target (default: damaged ships first, then the weakest, one shot each before a second)', () => {
  const ship = (id: string, rating: number, damaged: boolean, side: Side = 'whitestone'): Ship => ({ id, name: id, side, rating, damaged });

  it('spreads the shots over the targets in that order', () => {
    const shooters = ['s1', 's2', 's3', 's4'].map((id) => ship(id, 4, false, 'highlord'));
    const targets = [ship('a', 5, false), ship('b', 4, true), ship('c', 3, false)];
    expect(defaultShots(shooters, targets).map((s) => s.target)).toEqual(['b', 'c', 'a', 'b']);
    expect(defaultShots(shooters.slice(0, 2), targets, [{ ship: 's1', target: 'a' }]).map((s) => `${s.ship}>${s.target}`)).toEqual(['s1>a', 's2>b']);
  });

  it('lets the attacker aim each fleet in the first round', () => {
    const state = combat({ 'sanction-fleet-1': '0303a', 'palanthus-fleet-1': '0403a', 'palanthus-fleet-2': '0403a' });
    state.units['palanthus-fleet-1']!.depleted = true;
    const { dice: d } = fight(state, 'highlord', ['sanction-fleet-1'], '0403a', [10, 10, 10], ['palanthus-fleet-2']);
    expect(d.rolls[0]!.label).toBe('Sanction Fleet 1 fires at Palanthus Fleet 2');
  });
});

describe('Rule 8: after each round the defender may withdraw 1 hex, else the attacker may, else another round', () => {
  it('withdraws the side with fewer ships: the defender, away from the attackers', () => {
    const state = combat({ 'sanction-fleet-1': '0303a', 'sanction-fleet-2': '0402a', 'palanthus-fleet-1': '0403a' });
    const { state: after } = fight(state, 'highlord', ['sanction-fleet-1', 'sanction-fleet-2'], '0403a', [10, 10, 10]);
    expect(label(after.units['palanthus-fleet-1']!.at)).toBe('0404a');
    expect(after.attacked).toEqual(['sanction-fleet-1', 'sanction-fleet-2']);
    expect(after.battles[0]!.from.map(label)).toEqual(['0303a', '0402a']);
  });

  it('withdraws the side with fewer ships: the attacker, one hex away from the target', () => {
    const state = combat({ 'sanction-fleet-1': '0303a', 'palanthus-fleet-1': '0403a', 'palanthus-fleet-2': '0403a' });
    const { state: after } = fight(state, 'highlord', ['sanction-fleet-1'], '0403a', [10, 10, 10]);
    expect(label(after.units['sanction-fleet-1']!.at)).toBe('0203a');
    expect(label(after.units['palanthus-fleet-1']!.at)).toBe('0403a');
  });

  it('refuses a fleet not beside the target, one that has attacked, and a hex with no enemy fleet', () => {
    const state = combat({ 'sanction-fleet-1': '0303a', 'sanction-fleet-2': '0103a', 'palanthus-fleet-1': '0403a', 'silvanesti-fleet-1': '0302a' });
    const attack = (s: DogState, fleets: string[], target: string) => navalAttack(s, WORLD, 'highlord', { fleets, target: at(target) }, dice(), 'dl11');
    expect(attack(state, ['sanction-fleet-2'], '0403a')).toEqual({ ok: false, error: 'Sanction Fleet 2 at 0103a is not beside 0403a: fleets attack enemy fleets in an adjacent hex.' });
    expect(attack({ ...state, attacked: ['sanction-fleet-1'] }, ['sanction-fleet-1'], '0403a')).toEqual({ ok: false, error: 'Sanction Fleet 1 has attacked this turn already.' });
    expect(attack(state, ['sanction-fleet-1'], '0302a')).toEqual({ ok: false, error: '0302a holds no enemy fleet to attack.' });
  });
});
