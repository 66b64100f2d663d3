import { describe, expect, it } from 'vitest';
import { rereadCombat } from '../../../../src/engine/games/dragons-of-glory/combat/battle.ts';
import { checkDragonShots, dragonFleetRound } from '../../../../src/engine/games/dragons-of-glory/combat/dragon-fleet.ts';
import type { Ship } from '../../../../src/engine/games/dragons-of-glory/combat/naval.ts';
import { faces } from './counters.ts';

const red = { id: 'red-1', name: 'Red Dragon 1', side: 'highlord' as const, strength: 6 };
const fleet = (id: string, more: Partial<Ship> = {}): Ship => ({ id, name: id, side: 'whitestone', rating: 4, damaged: false, ...more });

describe('PL F dragon-to-fleet combat: the dragon hits at or under its strength, the fleet on a 1', () => {
  it('a red dragon of 6 rolls 6 and hits; the fleet fires back with a 2 and misses, whatever its rating of 4', () => {
    const out = dragonFleetRound([red], [fleet('Ergoth Fleet')], [{ ship: 'red-1', target: 'Ergoth Fleet' }, { ship: 'Ergoth Fleet', target: 'red-1' }], 1, faces(6, 2));
    expect(out.shots.map((s) => [s.shooter, s.rating, s.hit])).toEqual([['red-1', 6, true], ['Ergoth Fleet', 1, false]]);
    expect(out.fleets).toEqual([{ id: 'Ergoth Fleet', outcome: 'damaged', leaders: [] }]);
    expect(out.dragonsLost).toEqual([]);
    expect(out.over).toBe(false);
    expect(out.shots[0]!.roll).toMatchObject({ table: 'PL F dragon-to-fleet combat', row: 'rating 6', result: 'hit' });
    expect(rereadCombat(out.shots[1]!.roll)).toBe('miss');
  });

  it('a fleet’s 1 eliminates the dragon; the dragon’s 7 misses; the fight ends after round 2', () => {
    const out = dragonFleetRound([red], [fleet('Ergoth Fleet', { leaders: [{ id: 'maq', name: 'Maquesta', rating: 3, naval: true }] })], [{ ship: 'red-1', target: 'Ergoth Fleet' }, { ship: 'Ergoth Fleet', target: 'red-1' }], 2, faces(7, 1));
    expect(out.dragonsLost).toEqual(['red-1']);
    expect(out.fleets).toEqual([]);
    expect(out.over).toBe(true);
    expect(out.lines).toContain('Red Dragon 1 is eliminated.');
  });

  it('a damaged fleet hit again sinks; its army goes to the pool and its leaders roll 4–6 to survive', () => {
    const out = dragonFleetRound([red], [fleet('F', { damaged: true, army: 'ergoth-2', leaders: [{ id: 'l', name: 'Lord', rating: 2, naval: false }] })], [{ ship: 'red-1', target: 'F' }], 1, faces(3, 5));
    expect(out.fleets).toEqual([{ id: 'F', outcome: 'sunk', armyLost: 'ergoth-2', leaders: [{ id: 'l', survives: true, roll: expect.objectContaining({ sides: 6, face: 5 }) }] }]);
    expect(out.lines.slice(-2)).toEqual(['F sinks; the army aboard goes to the replacement pool.', 'Lord survives the sinking (d6 for Lord\'s survival: 5 (forced); 4-6 survives).']);
  });

  it('a dragon attacks a fleet, a fleet fires back only at a dragon, and there is no third round', () => {
    expect(checkDragonShots([red], [fleet('F')], [{ ship: 'red-1', target: 'red-1' }], 1)).toBe('red-1 must attack one of the fleets.');
    expect(checkDragonShots([red], [fleet('F'), fleet('G')], [{ ship: 'F', target: 'G' }], 1)).toBe('F may only fire back at one of the dragons.');
    expect(checkDragonShots([red], [fleet('F')], [], 3)).toBe('A fight between dragons and fleets lasts two rounds at most.');
  });
});
