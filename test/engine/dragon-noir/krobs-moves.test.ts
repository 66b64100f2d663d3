import { describe, expect, test } from 'vitest';
import { act, at, must, phase, unit } from '../../support/dragon-noir.ts';
import { covers, field, krobTable, type KrobPlacement } from '../../support/krobs.ts';

/**
 * Moving the counters of several hexes (2.33, 4.3, 5.3): exactly on the grid, turning for
 * nothing, never through a passage narrower than themselves, never ending on an entrance to the
 * deep dungeons; and the challenges their hexes draw.
 */

const ROCK_ROWS = (rows: number[], width: number) => Object.fromEntries(rows.flatMap((r) => Array.from({ length: width }, (_, c) => [`${String.fromCharCode(65 + c)}${r}`, '@'])));

function moving(rows: string[], placement: KrobPlacement) {
  const t = krobTable(rows, placement);
  return { module: t.module, state: phase(t.state, 'krobs', 'movement') };
}

describe('2.33 the Queen and the Guards on the move', () => {
  // Rows 2 and 3 open between rock: a passage two hexes wide.
  const corridor = field(ROCK_ROWS([1, 4], 8), 8, 6);

  test('a Guard (4 MP) goes along a passage two hexes wide, its whole counter moving hex by hex', () => {
    const { module, state } = moving(corridor, { krobs: { migam: { hex: 'B2', facing: 'E' } }, adventurers: { rix: 'H6' } });
    expect(covers(state, 'migam')).toEqual(['B2', 'C2', 'C3']);
    const r = must(module, state, 'krobs', 'move', { unit: 'Migam', to: 'D2', facing: 'E' });
    expect(r.text).toContain('Migam moves B2→C3→D2, facing E (2 MP; 2 left)');
    expect(covers(r.state, 'migam')).toEqual(['D2', 'E2', 'E3']);
  });

  test('it changes facing without MP penalty', () => {
    const { module, state } = moving(corridor, { krobs: { migam: { hex: 'B2', facing: 'E' } }, adventurers: { rix: 'H6' } });
    const r = must(module, state, 'krobs', 'move', { unit: 'Migam', to: 'B2', facing: 'W' });
    expect(r.text).toContain('Migam moves B2, facing W (0 MP; 4 left)');
    expect(covers(r.state, 'migam')).toEqual(['A2', 'A3', 'B2']);
  });

  test('the Queen, three hexes wide, cannot take a passage two hexes wide', () => {
    // An open field on the left, the passage of rows 2-3 on the right (columns E onwards).
    const rows = field({ ...ROCK_ROWS([1, 4], 10), A1: '.', B1: '.', C1: '.', A4: '.', B4: '.', C4: '.' }, 10, 6);
    const { module, state } = moving(rows, { krobs: { alkiram: { hex: 'B3', facing: 'E' } }, adventurers: { rix: 'J6' } });
    const r = act(module, state, 'krobs', 'move', { unit: 'Alkiram', to: 'E3' });
    expect(r.error).toMatch(/^Alkiram cannot stand at E3: solid rock at [A-J]\d cannot be entered \(2\.33\)\./);
    expect(r.state).toBe(state);
  });

  test('a facing the counter cannot take is refused with one line', () => {
    const { module, state } = moving(corridor, { krobs: { migam: { hex: 'B2', facing: 'E' } }, adventurers: { rix: 'H6' } });
    const r = act(module, state, 'krobs', 'move', { unit: 'Migam', to: 'C2', facing: 'N' });
    expect(r.error).toBe('Migam faces one of NNE, E, SSE, SSW, W, NNW, not N.');
    expect(r.state).toBe(state);
  });

  test('the Queen moves 2 from her centre', () => {
    const { module, state } = moving(field(), { krobs: { alkiram: { hex: 'C4', facing: 'E' } }, adventurers: { rix: 'J8' } });
    const r = must(module, state, 'krobs', 'move', { unit: 'Alkiram', to: 'E4' });
    expect(r.text).toContain('Alkiram moves C4→D3→E4, facing E (2 MP; 0 left)');
    expect(act(module, state, 'krobs', 'move', { unit: 'Alkiram', to: 'F4' }).error).toMatch(/^Alkiram has 2 MP left; reaching F4 costs 3\./);
  });
});

describe('5.3 a Krob never ends its move on an entrance to the deep dungeons', () => {
  const areas = { E4: ['deep-entrance-3'] };

  test('a Hunter passes over the entrance but may not stop on it', () => {
    const { module, state } = moving(field(), { krobs: { 'hunter-1': 'E2' }, adventurers: { rix: 'J8' }, areas });
    const stop = act(module, state, 'krobs', 'move', { unit: 'Hunter 1', to: 'E4' });
    expect(stop.error).toBe('E4 is entrance 3 to the deep dungeons: a Krob never ends its move on one (5.3).');
    expect(stop.state).toBe(state);
    const past = must(module, state, 'krobs', 'move', { unit: 'Hunter 1', to: 'E6', via: 'E4' });
    expect(at(past.state, 'hunter-1')).toBe('E6');
  });

  test('nor may any hex of a Guard rest on it', () => {
    const { module, state } = moving(field(), { krobs: { migam: { hex: 'E6', facing: 'NNE' } }, adventurers: { rix: 'J8' }, areas });
    // Facing NNE from E5 its palps would be E4 and F4.
    expect(act(module, state, 'krobs', 'move', { unit: 'Migam', to: 'E5', facing: 'NNE' }).error).toMatch(/^Migam /);
    expect(unit(must(module, state, 'krobs', 'move', { unit: 'Migam', to: 'E5', facing: 'SSW' }).state, 'migam').facing).toBe(3);
  });
});

describe('2.35 a counter of several hexes draws the challenges of every enemy beside it as it leaves a place', () => {
  test('a Guard leaving a place beside Matt rolls once for him: Matt, in armour, opposes at +1, so a 7 is 8, wounded', () => {
    const { module, state } = moving(field(), { krobs: { migam: { hex: 'E6', facing: 'NNE' } }, adventurers: { matt: 'G5' } });
    // G5 touches the palp F5; moving on from E6 to E4 crosses the first place.
    const r = must(module, state, 'krobs', 'move', { unit: 'Migam', to: 'E4', facing: 'NNE' }, [7]);
    expect(r.rolls[0]).toMatchObject({ table: '5.12.4 challenges', face: 7, total: 8, result: 'wounded' });
    expect(unit(r.state, 'migam').wounds).toBe(1);
  });
});

describe('5.12.3 the Krobs in water', () => {
  // Column E rows 3-5 water: a stream across the field.
  const stream = field({ D4: '~', E4: '~', F4: '~' });

  test('a Hunter wades at 2 MP a water hex, a Slayer swims at 5, a Warrior cannot enter it', () => {
    const { module, state } = moving(stream, { krobs: { 'hunter-1': 'E3', 'slayer-1': 'D3', 'warrior-1': 'F3' }, adventurers: { rix: 'J8' } });
    expect(must(module, state, 'krobs', 'move', { unit: 'Hunter 1', to: 'E4' }).text).toContain('(2 MP; 10 left)');
    expect(must(module, state, 'krobs', 'move', { unit: 'Slayer 1', to: 'D4' }).text).toContain('(5 MP; 2 left)');
    expect(act(module, state, 'krobs', 'move', { unit: 'Warrior 1', to: 'F4' }).error).toMatch(/^Warrior 1 /);
  });

  test('nor may a Guard put any of its hexes in water', () => {
    const { module, state } = moving(stream, { krobs: { migam: { hex: 'E6', facing: 'NNE' } }, adventurers: { rix: 'J8' } });
    // From E5 facing NNE its palps would be E4 and F4, both water.
    expect(act(module, state, 'krobs', 'move', { unit: 'Migam', to: 'E5', facing: 'NNE' }).error).toMatch(/^Migam cannot stand at E5 facing NNE: /);
  });
});
