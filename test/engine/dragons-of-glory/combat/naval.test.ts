import { describe, expect, it } from 'vitest';
import { rereadCombat } from '../../../../src/engine/games/dragons-of-glory/combat/battle.ts';
import { checkShots, maelstromFate, maelstromRoll, shipRating, shipRound, type Ship } from '../../../../src/engine/games/dragons-of-glory/combat/naval.ts';
import { faces } from './counters.ts';

const hl = (id: string, rating: number, more: Partial<Ship> = {}): Ship => ({ id, name: id, side: 'highlord', rating, damaged: false, ...more });
const ws = (id: string, rating: number, more: Partial<Ship> = {}): Ship => ({ id, name: id, side: 'whitestone', rating, damaged: false, ...more });

describe('Rule 8 ship combat: a d10 at or under the rating hits', () => {
  it('rating 4: a 4 hits, a 5 misses; the shots are read as the record says', () => {
    const ships = [hl('Blood Sea Fleet', 4), ws('Ergoth Fleet', 3), ws('Tarsis Fleet', 3)];
    const out = shipRound(ships, [{ ship: 'Blood Sea Fleet', target: 'Ergoth Fleet' }], faces(4));
    expect(out.shots[0]).toMatchObject({ rating: 4, hit: true });
    expect(out.shots[0]!.roll).toMatchObject({ table: 'DL11 Rule 8 ship combat', row: 'rating 4', result: 'hit' });
    expect(rereadCombat(out.shots[0]!.roll)).toBe('hit');
    const miss = shipRound(ships, [{ ship: 'Blood Sea Fleet', target: 'Ergoth Fleet' }], faces(5));
    expect(miss.shots[0]!.hit).toBe(false);
    expect(miss.fates).toEqual([]);
    expect(rereadCombat(miss.shots[0]!.roll)).toBe('miss');
  });

  it('fire is simultaneous: two damaged ships sink each other in the same round', () => {
    const ships = [hl('A', 5, { damaged: true }), ws('B', 5, { damaged: true })];
    const out = shipRound(ships, [{ ship: 'A', target: 'B' }, { ship: 'B', target: 'A' }], faces(2, 3));
    expect(out.fates.map((f) => [f.id, f.outcome])).toEqual([['A', 'sunk'], ['B', 'sunk']]);
  });

  it('a first hit damages; a second sinks, and the army aboard goes to the pool', () => {
    const one = shipRound([hl('A', 5), ws('B', 5, { army: 'ergoth-1' })], [{ ship: 'A', target: 'B' }], faces(1));
    expect(one.fates).toEqual([{ id: 'B', outcome: 'damaged', leaders: [] }]);
    const two = shipRound([hl('A', 5), ws('B', 3, { damaged: true, army: 'ergoth-1' })], [{ ship: 'A', target: 'B' }], faces(1));
    expect(two.fates).toEqual([{ id: 'B', outcome: 'sunk', armyLost: 'ergoth-1', leaders: [] }]);
    expect(two.lines).toContain('B sinks; the army aboard goes to the replacement pool.');
  });

  it('two hits in one round sink an undamaged ship', () => {
    const out = shipRound([hl('A', 5), hl('C', 5), ws('B', 5)], [{ ship: 'A', target: 'B' }, { ship: 'C', target: 'B' }], faces(1, 2));
    expect(out.fates.map((f) => f.outcome)).toEqual(['sunk']);
  });

  it('Maquesta adds her rating, a wizard aboard adds 3; other leaders add nothing', () => {
    const ship = hl('Perechon', 3, {
      leaders: [
        { id: 'maquesta', name: 'Maquesta', rating: 2, naval: true },
        { id: 'toede', name: 'Toede', rating: 3, naval: false },
      ],
      wizard: true,
    });
    expect(shipRating(ship)).toEqual({ rating: 8, account: '3 +2 Maquesta +3 wizard' });
    const out = shipRound([ship, ws('B', 4)], [{ ship: 'Perechon', target: 'B' }], faces(8));
    expect(out.shots[0]!.hit).toBe(true);
    expect(out.lines[0]).toBe('Perechon fires at B: d10 for the shot: 8 (forced) against rating 3 +2 Maquesta +3 wizard = 8 → hit.');
  });

  it('a leader on a sinking ship survives on a d6 of 4–6', () => {
    const ship = ws('B', 3, {
      damaged: true,
      leaders: [
        { id: 'l1', name: 'Lord One', rating: 2, naval: false },
        { id: 'l2', name: 'Lord Two', rating: 2, naval: false },
      ],
    });
    const out = shipRound([hl('A', 5), ship], [{ ship: 'A', target: 'B' }], faces(1, 4, 3));
    expect(out.fates[0]!.leaders.map((l) => [l.id, l.survives])).toEqual([['l1', true], ['l2', false]]);
    expect(out.fates[0]!.leaders[0]!.roll).toMatchObject({ sides: 6, face: 4, table: 'DL11 Rule 8 leader on a sinking ship', result: 'survives' });
    expect(rereadCombat(out.fates[0]!.leaders[1]!.roll)).toBe('lost');
  });

  it('shots that cannot be fired are refused in one line', () => {
    const ships = [hl('A', 5), hl('C', 5), ws('B', 5)];
    expect(checkShots(ships, [{ ship: 'A', target: 'C' }])).toBe('A cannot fire at C: they are on the same side.');
    expect(checkShots(ships, [{ ship: 'A', target: 'B' }, { ship: 'A', target: 'B' }])).toBe('A fires once a round, at one ship.');
    expect(checkShots(ships, [{ ship: 'X', target: 'B' }])).toBe('No ship X is in this fight.');
    expect(() => shipRound(ships, [{ ship: 'A', target: 'C' }], faces(1))).toThrow('same side');
  });
});

describe('Rule 4 the Maelstrom: d10 1 sunk, 2–5 stuck, 6–8 out at the opponent’s choice, 9–0 at the owner’s', () => {
  it('each face reads its row', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(maelstromFate)).toEqual([
      'sunk', 'stuck', 'stuck', 'stuck', 'stuck', 'out-opponent', 'out-opponent', 'out-opponent', 'out-owner', 'out-owner',
    ]);
  });
  it('a roll of 1 sinks the ship, and the record reads it again', () => {
    const out = maelstromRoll({ name: 'Mithas Fleet' }, faces(1));
    expect(out.fate).toBe('sunk');
    expect(out.roll).toMatchObject({ table: 'DL11 Rule 4 the Maelstrom', row: '1', result: 'sunk' });
    expect(out.text).toBe('Mithas Fleet is sunk (d10 for the Maelstrom: 1 (forced)).');
    expect(rereadCombat(out.roll)).toBe('sunk');
  });
  it('a 0 (10) lets the owner pick the sea hex', () => {
    const out = maelstromRoll({ name: 'Mithas Fleet' }, faces(10));
    expect(out.fate).toBe('out-owner');
    expect(out.roll.row).toBe('9-0');
  });
});
