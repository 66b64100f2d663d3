import { describe, expect, test } from 'vitest';
import { act, must, OPEN_FIELD, patch } from '../../support/dragon-noir.ts';
import { cover, field, horse, horseTable, mount, standHorse } from '../../support/horses.ts';

/**
 * Horses without riders, led by the bridle (2.36.4, 2.31 item 2). Laberne's horse (2, no
 * caparison) stands in E7 facing north, covering E7 and E8; Rix walks from D7, beside it.
 */

const leading = (rows = OPEN_FIELD, orks: Record<string, string> = { krular: 'J1' }) => {
  const t = horseTable(rows, { orks, rebels: { rix: 'D7', konrad: 'A8', simon: 'J8' } });
  return { module: t.module, state: standHorse(t.state, 'laberne', 'E7', 'N', 'rebels') };
};

describe('2.36.4 leading horses', () => {
  test('a man passing next to a riderless horse takes it up, and it follows behind him', () => {
    const { module, state } = leading();
    const r = must(module, state, 'rebels', 'move', { unit: 'Rix', to: 'D3', lead: "Laberne's horse" });
    expect(r.text).toContain('Rix moves D7→D6→D5→D4→D3 (4 MP; 4 left).');
    expect(r.text).toContain("Rix leads Laberne's horse (D4).");
    expect(cover(r.state, 'laberne-horse')).toBe('D4+D5');
    expect(horse(r.state, 'laberne-horse')).toMatchObject({ ledBy: 'rix', controller: 'rebels' });
    // It keeps following his later moves, without naming it again.
    const on = must(module, r.state, 'rebels', 'move', { unit: 'Rix', to: 'D1' });
    expect(cover(on.state, 'laberne-horse')).toBe('D2+D3');
    // lead:none lets go of it where it stands.
    const free = must(module, on.state, 'rebels', 'move', { unit: 'Rix', to: 'C1', lead: 'none' });
    expect(free.text).toContain("Rix lets go of Laberne's horse.");
    expect(horse(free.state, 'laberne-horse')).toMatchObject({ ledBy: null });
    expect(cover(free.state, 'laberne-horse')).toBe('D2+D3');
  });

  test('even a wounded man leads; the route must pass next to the horse', () => {
    const { module, state } = leading();
    // Wounded, Rix has 4 MP.
    const far = patch(state, 'rix', { hex: 'C7', wounds: 1 });
    expect(act(module, far, 'rebels', 'move', { unit: 'Rix', to: 'C5', lead: "Laberne's horse" }).error).toMatch(
      /^Rix's route does not pass next to Laberne's horse \(in E7 and E8\); add via: one of /,
    );
    const r = must(module, far, 'rebels', 'move', { unit: 'Rix', to: 'C5', via: 'D7', lead: "Laberne's horse" });
    expect(r.text).toContain('(4 MP; 0 left)');
    expect(horse(r.state, 'laberne-horse').ledBy).toBe('rix');
  });

  test('a man on foot leads three at most, a rider one', () => {
    const { module, state } = leading();
    let four = standHorse(state, 'konrad', 'C7', 'N', 'rebels');
    four = standHorse(four, 'aldus', 'D5', 'N', 'rebels');
    four = standHorse(four, 'grast', 'F5', 'N', 'rebels');
    const all = "Laberne's horse, Konrad's horse, Aldus's horse, Grast's horse";
    expect(act(module, four, 'rebels', 'move', { unit: 'Rix', to: 'D8', lead: all }).error).toBe('Rix can lead three horses on foot (2.36.4).');
    const rider = mount(patch(state, 'konrad', { hex: 'D5' }), 'konrad', 'N');
    const two = standHorse(rider, 'aldus', 'C5', 'N', 'rebels');
    expect(act(module, two, 'rebels', 'move', { unit: 'Konrad', to: 'D2', lead: "Laberne's horse, Aldus's horse" }).error).toBe(
      'Konrad can lead one horse on horseback (2.36.4).',
    );
    const one = must(module, rider, 'rebels', 'move', { unit: 'Konrad', to: 'D2', via: 'D4', lead: "Laberne's horse" });
    expect(one.text).toContain("Konrad leads Laberne's horse");
    // The led horse comes behind the rider's back hex.
    expect(cover(one.state, 'konrad')).toBe('D2+D3');
    expect(cover(one.state, 'laberne-horse')).toBe('D4+D5');
  });

  test('2.31 item 2: a led horse goes through trees, and through water unless caparisoned', () => {
    const trees = leading(field({ 5: 'T T T T T T T T T T' }));
    expect(must(trees.module, trees.state, 'rebels', 'move', { unit: 'Rix', to: 'D3', lead: "Laberne's horse" }).text).toContain('(5 MP; 3 left)');
    const water = leading(field({ 5: '~ ~ ~ ~ ~ ~ ~ ~ ~ ~' }));
    expect(must(water.module, water.state, 'rebels', 'move', { unit: 'Rix', to: 'D3', lead: "Laberne's horse" }).text).toContain('(8 MP; 0 left)');
    const caparisoned = standHorse(water.state, 'konrad', 'E7', 'N', 'rebels');
    const refused = act(water.module, { ...caparisoned, horses: caparisoned.horses.filter((h) => h.owner === 'konrad') }, 'rebels', 'move', { unit: 'Rix', to: 'D3', lead: "Konrad's horse" });
    expect(refused.error).toBe("Konrad's horse cannot follow Rix into D5.");
  });

  test('a horse the enemy holds is led only when none of theirs stands beside it', () => {
    const { module, state } = leading(OPEN_FIELD, { krular: 'F7' });
    const theirs = { ...state, horses: state.horses.map((h) => ({ ...h, controller: 'orks' })) };
    expect(act(module, theirs, 'rebels', 'move', { unit: 'Rix', to: 'D3', lead: "Laberne's horse" }).error).toBe(
      "Laberne's horse is held by the other side, who still have a man beside it (2.36.4).",
    );
    const away = patch(theirs, 'krular', { hex: 'J1' });
    const taken = must(module, away, 'rebels', 'move', { unit: 'Rix', to: 'D3', lead: "Laberne's horse" });
    expect(horse(taken.state, 'laberne-horse').controller).toBe('rebels');
  });

  test('a riderless horse blocks the enemy like a counter; its own side passes it', () => {
    const { module, state } = leading(OPEN_FIELD, { krular: 'E6' });
    const orks = { ...state, active: 0 };
    expect(act(module, orks, 'orks', 'move', { unit: 'Krular', to: 'E8' }).error).toBe("E8 is occupied by Laberne's horse; a move cannot end on another living character (2.37).");
    expect(act(module, orks, 'orks', 'move', { unit: 'Krular', to: 'F7', via: 'E7' }).error).toContain('Krular cannot reach E7');
    const through = must(module, patch(state, 'rix', { hex: 'E6' }), 'rebels', 'move', { unit: 'Rix', to: 'F7', via: 'E7' });
    expect(through.text).toContain('E6→E7→');
  });
});
