import { describe, expect, test } from 'vitest';
import type { Horse } from '../../../src/engine/games/dragon-noir/state.ts';
import { parseLabel } from '../../../src/engine/hex/labels.ts';
import { act, must, patch, unit } from '../../support/dragon-noir.ts';
import { cover, field, horse, horseTable, mount } from '../../support/horses.ts';

/**
 * Jumping water or a crevasse on horseback (2.36.3, 5.12.1): d10, +1 for an armoured rider, +1
 * wounded, +4 for two hexes at once; 1-9 over, 10 refused, 11+ a bad landing. Row 5 is water;
 * the riders face north with their heads in row 6.
 */

const STREAM = field({ 5: '~ ~ ~ ~ ~ ~ ~ ~ ~ ~' });
const WIDE = field({ 4: '~ ~ ~ ~ ~ ~ ~ ~ ~ ~', 5: '~ ~ ~ ~ ~ ~ ~ ~ ~ ~' });
const CHASM = field({ 5: 'X X X X X X X X X X' });

const jumping = (rows: string[]) => {
  const t = horseTable(rows, { rebels: { konrad: 'E6', laberne: 'G6', rix: 'A8' } });
  return { module: t.module, state: mount(mount(t.state, 'konrad', 'N'), 'laberne', 'N') };
};

describe('2.36.3 the jump', () => {
  test('only when the order says jump:yes; otherwise the water stops the horse', () => {
    const { module, state } = jumping(STREAM);
    expect(act(module, state, 'rebels', 'move', { unit: 'Konrad', to: 'E2' }).error).toContain('Konrad finds no way for his horse to E2 (water and crevasses are crossed only by jumping: jump:yes).');
    expect(act(module, state, 'rebels', 'move', { unit: 'Rix', to: 'A7', jump: 'yes' }).error).toBe('Rix is on foot: facing: and jump: are for riders.');
  });

  test('1-9: over, and the ride goes on; the jumped hex costs 1, then the two hexes beyond', () => {
    const { module, state } = jumping(STREAM);
    const r = must(module, state, 'rebels', 'move', { unit: 'Konrad', to: 'E2', jump: 'yes' }, [1]);
    expect(r.rolls[0]).toMatchObject({ table: '5.12.1 jumping on horseback', face: 1, total: 2, result: 'over' });
    expect(r.text).toContain('Konrad jumps E5: d10 for the jump: 1 (forced) +1 armoured rider = 2: over.');
    expect(r.text).toContain('Konrad rides E6→E4→E3→E2, facing N (4 MP; 8 left).');
    expect(cover(r.state, 'konrad')).toBe('E2+E3');
  });

  test('WE-DN-37: an armoured rider: 8 + 1 over, 9 + 1 refused, 10 + 1 a bad landing', () => {
    const { module, state } = jumping(STREAM);
    const over = must(module, state, 'rebels', 'move', { unit: 'Konrad', to: 'E3', jump: 'yes' }, [8]);
    expect(over.rolls[0]).toMatchObject({ total: 9, result: 'over' });
    const refused = must(module, state, 'rebels', 'move', { unit: 'Konrad', to: 'E3', jump: 'yes' }, [9]);
    expect(refused.rolls[0]).toMatchObject({ total: 10, result: 'the horse refuses' });
    // Stunned and thrown in front of the water; the horse stays on this bank.
    expect(unit(refused.state, 'konrad')).toMatchObject({ stunned: true, mounted: false });
    expect(cover(refused.state, 'konrad-horse')).toBe('E6+E7');
    expect(refused.text).toContain('Konrad jumps E5: d10 for the jump: 9 (forced) +1 armoured rider = 10: the horse refuses; Konrad is stunned and thrown.');
    const bad = must(module, state, 'rebels', 'move', { unit: 'Konrad', to: 'E3', jump: 'yes' }, [10]);
    expect(bad.rolls[0]).toMatchObject({ total: 11, result: 'bad landing' });
    // The horse dies on the far bank; Konrad, wounded, is put beside it there.
    expect(horse(bad.state, 'konrad-horse')).toMatchObject({ dead: true });
    expect(cover(bad.state, 'konrad-horse')).toBe('E3+E4');
    expect(unit(bad.state, 'konrad')).toMatchObject({ wounds: 1, mounted: false });
    expect(module.phase(bad.state).decision).toMatchObject({ seat: 'rebels', verb: 'place' });
  });

  test('WE-DN-38: two hexes at once, +4: unarmoured 5 over, 6 refused, 7 a bad landing', () => {
    const { module, state } = jumping(WIDE);
    const go = (face: number) => must(module, state, 'rebels', 'move', { unit: 'Laberne', to: 'G2', jump: 'yes' }, [face]);
    expect(go(5).rolls[0]).toMatchObject({ total: 9, result: 'over' });
    expect(go(5).text).toContain('Laberne jumps G5 and G4: d10 for the jump: 5 (forced) +4 two hexes = 9: over.');
    // Two jumped hexes at 1 each, then G3 and G2.
    expect(go(5).text).toContain('(4 MP; 11 left)');
    expect(go(6).rolls[0]).toMatchObject({ total: 10, result: 'the horse refuses' });
    expect(go(7).rolls[0]).toMatchObject({ total: 11, result: 'bad landing' });
  });

  test('WE-DN-38, checklist 144: armoured and wounded over two hexes, +6: 3 over, 4 refused, 5 a bad landing', () => {
    const { module, state } = jumping(WIDE);
    const hurt = patch(state, 'konrad', { wounds: 1 });
    const go = (face: number) => must(module, hurt, 'rebels', 'move', { unit: 'Konrad', to: 'E2', jump: 'yes' }, [face]);
    expect(go(3).rolls[0]!.modifiers).toEqual([
      { label: 'armoured rider', value: 1 },
      { label: 'wounded', value: 1 },
      { label: 'two hexes', value: 4 },
    ]);
    expect(go(3).rolls[0]).toMatchObject({ total: 9, result: 'over' });
    expect(go(4).rolls[0]).toMatchObject({ total: 10, result: 'the horse refuses' });
    // Refused while wounded: stunned afresh, he dies.
    expect(unit(go(4).state, 'konrad').dead).toBe(true);
    expect(go(5).rolls[0]).toMatchObject({ total: 11, result: 'bad landing' });
  });

  test('a crevasse is jumped the same way', () => {
    const { module, state } = jumping(CHASM);
    expect(must(module, state, 'rebels', 'move', { unit: 'Laberne', to: 'G3', jump: 'yes' }, [1]).text).toContain('Laberne jumps G5: d10 for the jump: 1 (forced): over.');
  });
});

describe('2.31 item 12: dead horses are bodies', () => {
  const bodies = () => {
    const t = horseTable(field({}), { orks: { krular: 'J8', azrog: 'J7', aruk: 'J6', gromrak: 'J5' }, rebels: { rix: 'C3' } });
    return t;
  };
  const deadHorse = (owner: string, hex: string): Horse => ({ id: `${owner}-horse`, owner, name: `${owner}'s horse`, hex: parseLabel(hex)!, facing: 0, dead: true, controller: 'orks', ledBy: null });

  test('WE-DN-31: a dead horse costs 1 more; two, or three bodies and a horse, make the hex impassable', () => {
    const { module, state } = bodies();
    // A dead horse with its head in C4 lies across C4 and C5.
    const one = { ...state, horses: [deadHorse('konrad', 'C4')] };
    expect(cover(one, 'konrad-horse')).toBe('C4+C5');
    expect(must(module, one, 'rebels', 'move', { unit: 'Rix', to: 'C4' }).text).toBe('Rix moves C3→C4 (2 MP; 6 left).');
    const two = { ...one, horses: [...one.horses, deadHorse('aldus', 'C4')] };
    expect(act(module, two, 'rebels', 'move', { unit: 'Rix', to: 'C4' }).error).toContain('the bodies there make it impassable');
    let three = one;
    for (const id of ['azrog', 'aruk', 'gromrak']) three = patch(three, id, { hex: 'C5', dead: true });
    expect(act(module, three, 'rebels', 'move', { unit: 'Rix', to: 'C5' }).error).toContain('the bodies there make it impassable');
    expect(must(module, patch(one, 'azrog', { hex: 'C4', dead: true }), 'rebels', 'move', { unit: 'Rix', to: 'C4' }).text).toContain('(2 MP; 6 left)');
  });
});
