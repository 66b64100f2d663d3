import { describe, expect, test } from 'vitest';
import { swimmer, WATER_COST } from '../../../src/engine/games/dragon-noir/movement/water.ts';
import { stepCost } from '../../../src/engine/games/dragon-noir/world.ts';
import { parseLabel } from '../../../src/engine/hex/labels.ts';
import { act, must, OPEN_FIELD, patch, phase, table, unit } from '../../support/dragon-noir.ts';

/** Water (5.12.3, 2.31 items 3, 4 and 5, 4.2 Goblins). Row 1 zigzags A1 B1 C1 D1 …, each next to the last. */

const moving = (first: string, rebels: Record<string, string>, hexsides: string[] = [], rows?: string[]) => {
  const t = table(rows ?? [first, ...OPEN_FIELD.slice(1)], { orks: { krular: 'J8' }, rebels }, hexsides);
  return { module: t.module, state: phase(t.state, 'rebels', 'movement') };
};

describe('5.12.3 movement in the water', () => {
  test('WE-DN-34: a Goblin swims a water hex for 2 MP, an unarmoured adventurer for 5; armour cannot enter', () => {
    const { module, state } = moving('. ~ . . . . . . . .', { krak: 'A1', rix: 'C1', matt: 'A2' });
    expect(must(module, state, 'rebels', 'move', { unit: 'Krak', to: 'B1' }).text).toBe('Krak moves A1→B1 (2 MP; 6 left).');
    expect(must(module, state, 'rebels', 'move', { unit: 'Rix', to: 'B1' }).text).toBe('Rix moves C1→B1 (5 MP; 3 left).');
    expect(act(module, state, 'rebels', 'move', { unit: 'Matt', to: 'B1' }).error).toContain('Matt cannot reach B1: a character in armour cannot enter water.');
  });

  test('the table as data: Gharvs and the baby dragon 1, Goblins, Hunters and baby Krobs 2, the unarmoured and Slayers 5, the rest never', () => {
    expect(WATER_COST).toEqual({
      gharv: 1,
      'baby-dragon': 1,
      goblin: 2,
      hunter: 2,
      'baby-krob': 2,
      unarmoured: 5,
      slayer: 5,
      armoured: null,
      mounted: null,
      queen: null,
      guard: null,
      warrior: null,
    });
    const { state } = moving('. . . . . . . . . .', { krak: 'A1', rix: 'C1', matt: 'A2', lucifer: 'A3', gnurr: 'A4' });
    expect(['krak', 'rix', 'matt', 'lucifer', 'gnurr'].map((id) => swimmer(unit(state, id)))).toEqual(['goblin', 'unarmoured', 'armoured', 'unarmoured', 'unarmoured']);
    expect(swimmer({ ...unit(state, 'rix'), mounted: true })).toBe('mounted');
  });

  test('2.31 item 4 and 4.2: Goblins pass freely between water and a footbridge or landing stage; others do not', () => {
    // B1 water, C1 bridge, D1 water, E1 jetty, F1 water.
    const { module, state } = moving('. ~ = ~ J ~ . . . .', { krak: 'B1', rix: 'D1' });
    expect(must(module, state, 'rebels', 'move', { unit: 'Krak', to: 'C1' }).text).toBe('Krak moves B1→C1 (1 MP; 7 left).');
    expect(must(module, patch(state, 'rix', { hex: 'H8' }), 'rebels', 'move', { unit: 'Krak', to: 'D1', via: 'C1' }).text).toBe('Krak moves B1→C1→D1 (3 MP; 5 left).');
    const goblinAtJetty = patch(state, 'krak', { hex: 'F1' });
    expect(must(module, goblinAtJetty, 'rebels', 'move', { unit: 'Krak', to: 'E1' }).text).toBe('Krak moves F1→E1 (1 MP; 7 left).');
    // Rix in D1 climbs out onto the bank rather than onto the bridge or the jetty.
    const rix = must(module, state, 'rebels', 'move', { unit: 'Rix', to: 'E1' });
    expect(rix.text).toBe('Rix moves D1→E2→E1 (2 MP; 6 left).');
  });

  test('2.31 item 3: stepping stones take a foot character in armour, at 2 MP', () => {
    const { module, state } = moving('. o ~ . . . . . . .', { matt: 'A1' });
    expect(must(module, state, 'rebels', 'move', { unit: 'Matt', to: 'B1' }).text).toBe('Matt moves A1→B1 (2 MP; 4 left).');
  });

  test('2.31 item 5: the stone bridge is entered only at its ends, its low walls closing its sides', () => {
    // A stone bridge E3-E5 over a stream in columns D to F, walled low along both sides.
    const rows = [...OPEN_FIELD];
    for (const r of [1, 2, 3, 4, 5]) rows[r] = r >= 2 && r <= 4 ? '. . . ~ S ~ . . . .' : '. . . ~ . ~ . . . .';
    const sides = ['low-wall E3/D2 E3/D3 E3/F2 E3/F3 E4/D3 E4/D4 E4/F3 E4/F4 E5/D4 E5/D5 E5/F4 E5/F5'];
    const { module, state } = moving('', { rix: 'E1', santiago: 'D4' }, sides, rows);
    expect(must(module, state, 'rebels', 'move', { unit: 'Rix', to: 'E7' }).text).toBe('Rix moves E1→E2→E3→E4→E5→E6→E7 (6 MP; 2 left).');
    const here = { state, board: module.board('test'), scenario: module.scenario('test') };
    const santiago = unit(state, 'santiago');
    const side = 'the low wall of the bridge is in the way';
    expect(stepCost(here, santiago, parseLabel('D4')!, parseLabel('E4')!)).toEqual({ mp: null, why: side });
    expect(stepCost(here, santiago, parseLabel('F4')!, parseLabel('E5')!)).toEqual({ mp: null, why: side });
    expect(stepCost(here, santiago, parseLabel('E2')!, parseLabel('E3')!)).toEqual({ mp: 1, below: false });
    expect(stepCost(here, santiago, parseLabel('E6')!, parseLabel('E5')!)).toEqual({ mp: 1, below: false });
  });
});
