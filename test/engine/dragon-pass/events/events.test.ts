import { describe, expect, it } from 'vitest';
import { applyEvent } from '../../../../src/engine/games/dragon-pass/events/apply.ts';
import { openGameTurn } from '../../../../src/engine/games/dragon-pass/events/opening.ts';
import type { DpState } from '../../../../src/engine/games/dragon-pass/state.ts';
import { loadBook, position } from '../book.ts';
import { eliminated, eventOf, forced, whereIs } from './helpers.ts';

const apply = (state: DpState, roll: number, ...faces: number[]) => {
  const dice = forced(...faces);
  const done = applyEvent(loadBook(), state, eventOf(roll), dice);
  expect(dice.remainingForced).toEqual([]);
  return { ...done, dice };
};
const withPoints = (state: DpState, id: string, points: { lunar: number; sartar: number }): DpState => ({ ...state, independents: { ...state.independents, [id]: { ...state.independents[id]!, points } } });

describe('the Random Events Table applied to the game', () => {
  it('every d66 roll applies its event on the Pass as it is set up, each with a public line naming it', () => {
    const book = loadBook();
    for (let tens = 1; tens <= 6; tens++) {
      for (let units = 1; units <= 6; units++) {
        const event = eventOf(tens * 10 + units);
        const state = { ...position({ 'lunar-heavy-infantry-1': 'H3 in', 'red-emperor-1': 'L2' }), gameTurn: 2 };
        const { events } = applyEvent(book, state, event, forced(6, 6, 6, 6, 6));
        expect(events.some((e) => e.visibleTo === 'all' && e.text.startsWith(event.name)), `${event.id}`).toBe(true);
      }
    }
  });

  it('11: the initiative shifts, and the order of the player-turns is swapped', () => {
    const state = position({});
    expect(state.order).toEqual(['lunar', 'sartar']);
    expect(apply(state, 11).state.order).toEqual(['sartar', 'lunar']);
  });

  it('14-16: rain for the rest of the game-turn, fair again as the next opens', () => {
    const rained = apply(position({}), 16).state;
    expect(rained.weather).toBe('rain');
    expect(openGameTurn(loadBook(), { ...rained, gameTurn: 2, options: { ...rained.options, randomEvents: false } }, forced()).state.weather).toBe('fair');
  });

  it('31: the glowline fails this game-turn', () => {
    expect(apply(position({}), 31).state.glowlineOut).toBe(true);
  });

  it('41: the Barbarian Horde is held in the Sartar movement phase', () => {
    expect(apply(position({}), 41).state.held).toEqual(['barbarian-horde']);
  });
});

describe('13: Androgeus allies (the DPs assigned to him revealed)', () => {
  it('Sartar 12 against Lunar 7: both revealed in public, Sartar allies him, and he enters at Stone Cross (our rule 16.1)', () => {
    const { state, events } = apply(withPoints(position({}), 'androgeus', { lunar: 7, sartar: 12 }), 13);
    expect(state.independents['androgeus']!.allied).toBe('sartar');
    expect(events[0]!.visibleTo).toBe('all');
    expect(events[0]!.text).toContain('Lunar 7, Sartar 12');
    expect(state.pieces['androgeus-1']).toMatchObject({ owner: 'sartar', at: { kind: 'hex', hex: 'H18' } });
  });

  it('WE-DP-15: 12 against 12 is no alliance; 13 against 12 allies Sartar', () => {
    const level = apply(withPoints(position({}), 'androgeus', { lunar: 12, sartar: 12 }), 13).state;
    expect(level.independents['androgeus']!.allied).toBeNull();
    expect(whereIs(level, 'androgeus-1')).toBe('off-map');
    expect(apply(withPoints(position({}), 'androgeus', { lunar: 12, sartar: 13 }), 13).state.independents['androgeus']!.allied).toBe('sartar');
  });

  it('allied to the Lunar side, he enters on the Lunar edge, a free hex first', () => {
    const state = apply(withPoints(position({ 'sartar-clan-infantry-1': 'A1' }), 'androgeus', { lunar: 20, sartar: 3 }), 13).state;
    expect(state.pieces['androgeus-1']).toMatchObject({ owner: 'lunar', at: { kind: 'hex', hex: 'B1' } });
  });
});

describe('21-26 and 42: a unit arrives', () => {
  it('21: a giant is placed in the giant\'s hex (X7), the giants\' own piece while they are unallied', () => {
    const { state } = apply(position({}), 21);
    expect(state.pieces['giant-1']).toMatchObject({ owner: 'giants', at: { kind: 'hex', hex: 'X7' } });
    // The next giant comes when another event reads 21-26.
    expect(whereIs(apply(state, 25).state, 'giant-2')).toBe('X7');
  });

  it('a giant is not placed where a side\'s units stand in the giant\'s hex', () => {
    const { state, events } = apply(position({ 'sartar-clan-infantry-1': 'X7' }), 23);
    expect(whereIs(state, 'giant-1')).toBe('off-map');
    expect(events[0]!.text).toContain('cannot come there');
  });

  it('42: the Twin Stars are placed in the Temple of the Reaching Moon (L7), in it', () => {
    expect(apply(position({}), 42).state.pieces['twin-stars-1']!.at).toEqual({ kind: 'hex', hex: 'L7', inside: true });
  });

  it('42: not placed while Sartar units hold the Temple', () => {
    const { state, events } = apply(position({ 'sartar-clan-infantry-1': 'L7' }), 42);
    expect(whereIs(state, 'twin-stars-1')).toBe('off-map');
    expect(events[0]!.text).toContain('Sartar units hold L7');
  });

  it('42: nothing while they are on the map (WD 1983); once eliminated they may come again', () => {
    const on = position({ 'twin-stars-1': 'K9' });
    expect(whereIs(apply(on, 42).state, 'twin-stars-1')).toBe('K9');
    expect(whereIs(apply(eliminated(on, 'twin-stars-1'), 42).state, 'twin-stars-1')).toBe('L7');
  });
});

describe('32, 33, 43: withdrawals by a clear path, all or none', () => {
  // J10 is shut in: Sartar stacks north and south of it put every other neighbour in their zone of control.
  const shutIn = { 'sartar-clan-infantry-1': 'J9', 'sartar-clan-infantry-2': 'J11', 'lunar-heavy-infantry-3': 'J10' };

  it('WE-DP-17: event 32 with only 2 Lunar units having a clear path to the north or west edge: none are removed', () => {
    const state = position({ 'lunar-heavy-infantry-1': 'K2', 'lunar-heavy-infantry-2': 'L2', ...shutIn });
    const { state: after, events } = apply(state, 32);
    expect(after.pieces).toEqual(state.pieces);
    expect(events[0]!.text).toContain('only 2 Lunar units have a clear path');
    expect((events[0]!.data as { eligible: string[] }).eligible).toEqual(['lunar-heavy-infantry-1', 'lunar-heavy-infantry-2']);
  });

  it('WE-DP-17: with 4 that may go, 3 are removed, by default the weakest by CF (archers 1, light infantry 2, then a heavy 4)', () => {
    const state = position({ 'lunar-heavy-infantry-1': 'K2', 'lunar-heavy-infantry-2': 'L2', 'lunar-light-infantry-1': 'M5', 'lunar-archers-1': 'C6', ...shutIn });
    const { state: after } = apply(state, 32);
    expect(['lunar-archers-1', 'lunar-light-infantry-1', 'lunar-heavy-infantry-1'].map((id) => whereIs(after, id))).toEqual(['off-map', 'off-map', 'off-map']);
    expect(whereIs(after, 'lunar-heavy-infantry-2')).toBe('L2');
    expect(whereIs(after, 'lunar-heavy-infantry-3')).toBe('J10');
  });

  it('43: Sartar units need a clear path to the east edge; an enemy line with its zone of control closes it', () => {
    // A Lunar wall down column T, a stack on every odd row (T1 to T17): their zones of control cover the rest of T and all of S and U.
    const walls = [...[1, 2, 3, 4, 5, 6].map((n) => `lunar-heavy-infantry-${n}`), ...[1, 2, 3].map((n) => `lunar-light-infantry-${n}`)];
    const wall = Object.fromEntries(walls.map((id, i) => [id, `T${2 * i + 1}`]));
    const blocked = position({ ...wall, 'sartar-clan-infantry-1': 'P11', 'sartar-clan-infantry-2': 'P11' });
    expect(apply(blocked, 43).events[0]!.text).toContain('only 0 Sartar units');
    const open = position({ 'sartar-clan-infantry-1': 'P11', 'sartar-clan-infantry-2': 'P11' });
    const { state } = apply(open, 43);
    expect([whereIs(state, 'sartar-clan-infantry-1'), whereIs(state, 'sartar-clan-infantry-2')]).toEqual(['off-map', 'off-map']);
  });
});

describe('34, 44: replacements at an edge', () => {
  it('34: up to two lost Sartar infantry or cavalry enter on the south edge from Stone Cross (H18) east, free hexes first; no magician', () => {
    const lost = eliminated(position({ 'lunar-heavy-infantry-1': 'H18' }), 'sartar-clan-infantry-1', 'sartar-clan-cavalry-1', 'sartar-magicians-1', 'sartar-clan-archers-1');
    const { state, events } = apply(lost, 34);
    // CF 3 each for the clan infantry and cavalry, 1 for the archers: the two strongest come; H18 is held by the enemy.
    expect(whereIs(state, 'sartar-clan-cavalry-1')).toBe('I18');
    expect(whereIs(state, 'sartar-clan-infantry-1')).toBe('J18');
    expect(whereIs(state, 'sartar-clan-archers-1')).toBe('eliminated');
    expect(whereIs(state, 'sartar-magicians-1')).toBe('eliminated');
    expect(events[0]!.text).toContain('the Sartar player replaces');
  });

  it('34 with nothing lost: a line, and nothing changes', () => {
    const state = position({});
    const { state: after, events } = apply(state, 34);
    expect(after).toEqual(state);
    expect(events[0]!.text).toContain('has lost no infantry or cavalry');
  });

  it('44: lost Lunar infantry or cavalry enter on the north edge within the Lunar Empire', () => {
    const lost = eliminated(position({}), 'lunar-heavy-cavalry-1', 'lunar-light-infantry-1', 'lunar-archers-1');
    const { state } = apply(lost, 44);
    expect(whereIs(state, 'lunar-heavy-cavalry-1')).toBe('A1');
    expect(whereIs(state, 'lunar-light-infantry-1')).toBe('B1');
    expect(whereIs(state, 'lunar-archers-1')).toBe('eliminated');
  });
});

describe('35, 45-46: plague in a side\'s fortresses', () => {
  it('35: North Road Fort (H3) struck on a 1; each unit rolls: 6 unharmed, 3 disrupted, 1 eliminated, a disrupted one on 4 eliminated; Jar-eel (superhero) immune; East Road Fort spared on a 2', () => {
    const base = position({ 'lunar-heavy-infantry-1': 'H3 in', 'lunar-heavy-infantry-2': 'H3 in', 'lunar-heavy-infantry-3': 'H3 in', 'lunar-heavy-infantry-4': 'H3 in', 'jar-eel-1': 'H3 in', 'lunar-light-infantry-1': 'S3 in' });
    const state = { ...base, pieces: { ...base.pieces, 'lunar-heavy-infantry-4': { ...base.pieces['lunar-heavy-infantry-4']!, disrupted: true } } };
    // H3 then its units in id order (heavy infantry 1-4; Jar-eel rolls nothing), then S3.
    const { state: after, events, dice } = apply(state, 35, 1, 6, 3, 1, 4, 2);
    expect(after.pieces['lunar-heavy-infantry-1']).toMatchObject({ at: { hex: 'H3' }, disrupted: false });
    expect(after.pieces['lunar-heavy-infantry-2']).toMatchObject({ at: { hex: 'H3' }, disrupted: true });
    expect(whereIs(after, 'lunar-heavy-infantry-3')).toBe('eliminated');
    expect(whereIs(after, 'lunar-heavy-infantry-4')).toBe('eliminated');
    expect(after.pieces['jar-eel-1']).toMatchObject({ at: { hex: 'H3' }, disrupted: false });
    expect(after.pieces['lunar-light-infantry-1']).toMatchObject({ at: { hex: 'S3' }, disrupted: false });
    expect(dice.rolls.map((r) => r.result)).toEqual(['struck', 'unaffected', 'disrupted', 'eliminated', 'disrupted again: eliminated', 'spared']);
    expect(events[0]!.text).toContain('(jar-eel-1) immune');
  });

  it('45: the Sartar fortresses (the border fort L13, Boldhome E15) are the ones that roll', () => {
    const state = position({ 'sartar-clan-infantry-1': 'E15 in', 'lunar-heavy-infantry-1': 'H3 in' });
    const { state: after, dice } = apply(state, 45, 2, 1, 2);
    const name = loadBook().forces.units.get('sartar-clan-infantry')!.name;
    expect(dice.rolls.map((r) => r.label)).toEqual(['Plague in Sartar: Border Fort (L13)', 'Plague in Sartar: Boldhome (E15)', `Plague in Sartar: ${name} (sartar-clan-infantry-1)`]);
    expect(whereIs(after, 'sartar-clan-infantry-1')).toBe('eliminated');
    expect(whereIs(after, 'lunar-heavy-infantry-1')).toBe('H3');
  });
});

describe('36: Imperial attention diverted (the Red Emperor)', () => {
  it('WE-DP-18: on the map, he leaves for a d6 of game-turns (4) and returns as game-turn 3 + 4 = 7 opens, on a Lunar Empire edge hex', () => {
    const state = { ...position({ 'red-emperor-1': 'L2' }), gameTurn: 3, options: { randomEvents: false, batHungerSwap: false } };
    const { state: gone, dice } = apply(state, 36, 4);
    expect(whereIs(gone, 'red-emperor-1')).toBe('off-map');
    expect(gone.away).toEqual([{ piece: 'red-emperor-1', back: 7, edge: 'any', within: 'lunar-empire' }]);
    expect(dice.rolls[0]!.result).toBe('back on game-turn 7');
    const sixth = openGameTurn(loadBook(), { ...gone, gameTurn: 6 }, forced()).state;
    expect(whereIs(sixth, 'red-emperor-1')).toBe('off-map');
    // A1 is held by Sartar: he takes the next free edge hex.
    const withEnemy = { ...gone, gameTurn: 7, pieces: { ...gone.pieces, 'sartar-clan-infantry-1': { ...gone.pieces['sartar-clan-infantry-1']!, at: { kind: 'hex' as const, hex: 'A1', inside: false } } } };
    const seventh = openGameTurn(loadBook(), withEnemy, forced());
    expect(whereIs(seventh.state, 'red-emperor-1')).toBe('B1');
    expect(seventh.state.away).toEqual([]);
    expect(seventh.events.some((e) => e.type === 'returns' && e.text.includes('B1'))).toBe(true);
  });

  it('off the map: nothing happens, and no die is rolled', () => {
    const { state, events, dice } = apply(position({}), 36);
    expect(state.away).toEqual([]);
    expect(dice.rolls).toHaveLength(0);
    expect(events[0]!.text).toContain('not on the map');
  });
});

describe('51-66: DPs given to a side, assigned to an independent', () => {
  it('61 tips Ironhoof to the Lunar side: 10 + 5 = 15 against 0 reaches the advantage of 15 (WE-DP-12)', () => {
    const { state, events } = apply(withPoints(position({}), 'ironhoof', { lunar: 10, sartar: 0 }), 61);
    expect(state.independents['ironhoof']).toEqual({ allied: 'lunar', points: { lunar: 15, sartar: 0 } });
    expect(state.pieces['ironhoof-1']).toMatchObject({ owner: 'lunar', at: { kind: 'hex', hex: 'U16' } });
    // The totals stay the side's own: no public line names them.
    for (const e of events.filter((x) => x.visibleTo === 'all')) expect(e.text).not.toMatch(/\b1[05]\b DPs assigned|Lunar 15/);
    expect(events.find((e) => e.type === 'dp-assigned')!.visibleTo).toEqual(['lunar']);
  });

  it('a gift short of the advantage allies no one: 52 gives Sartar 10 on Ironhoof against Lunar 0', () => {
    const { state } = apply(position({}), 52);
    expect(state.independents['ironhoof']).toEqual({ allied: null, points: { lunar: 0, sartar: 10 } });
  });
});
