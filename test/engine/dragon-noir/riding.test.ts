import { describe, expect, test } from 'vitest';
import { act, must, OPEN_FIELD, patch, unit } from '../../support/dragon-noir.ts';
import { cover, field, horseTable, mount } from '../../support/horses.ts';

/**
 * Riding (2.31 items 2 and 7, 2.36.1, 2.37, 2.35). Konrad's counter has its head in E4 and faces
 * north, so it covers E4 and E5: E3 is ahead, F3 and D3 the front diagonals, F4 and D4 the sides,
 * F5 and D5 the rear diagonals, and E6 straight behind.
 */

const riding = (rows = OPEN_FIELD, orks: Record<string, string> = { krular: 'J8' }, hexsides: string[] = [], options: Record<string, unknown> = {}) => {
  const t = horseTable(rows, { orks, rebels: { konrad: 'E4', aldus: 'A8' } }, { hexsides, options });
  return { module: t.module, state: mount(t.state, 'konrad', 'N') };
};

describe('2.36.1 the cost of turning a horse', () => {
  test('ahead and the front diagonals cost the terrain; the sides +1, the rear diagonals +2, straight back +3', () => {
    const { module, state } = riding();
    const ride = (to: string, facing?: string) => must(module, state, 'rebels', 'move', { unit: 'Konrad', to, ...(facing ? { facing } : {}) });
    expect(ride('E3').text).toBe('Konrad rides E4→E3, facing N (1 MP; 11 left).');
    expect(ride('F3', 'NE').text).toContain('(1 MP; 11 left)');
    expect(ride('D3', 'NW').text).toContain('(1 MP; 11 left)');
    expect(ride('F4', 'SE').text).toContain('(2 MP; 10 left)');
    expect(ride('D4', 'SW').text).toContain('(2 MP; 10 left)');
    expect(ride('F5', 'SE').text).toContain('(3 MP; 9 left)');
    expect(ride('D5', 'SW').text).toContain('(3 MP; 9 left)');
    expect(ride('E6', 'S').text).toContain('(4 MP; 8 left)');
  });

  test('a half-turn on the spot costs 3, and the counter then covers the same hexes the other way', () => {
    const { module, state } = riding();
    const r = must(module, state, 'rebels', 'move', { unit: 'Konrad', to: 'E5', facing: 'S' });
    expect(r.text).toBe('Konrad rides E4→E5, facing S (3 MP; 9 left).');
    expect(cover(r.state, 'konrad')).toBe('E5+E4');
  });

  test("the translator's correction for DN: scrub on a front diagonal 4, scrub beside 5; the tree behind is closed", () => {
    // F3 and F4 are scrub, D5 trees.
    const rows = field({ 3: '. . . . . , . . . .', 4: '. . . . . , . . . .', 5: '. . . T . . . . . .' });
    const { module, state } = riding(rows);
    expect(must(module, state, 'rebels', 'move', { unit: 'Konrad', to: 'F3', facing: 'NE' }).text).toContain('(4 MP; 8 left)');
    expect(must(module, state, 'rebels', 'move', { unit: 'Konrad', to: 'F4', facing: 'SE' }).text).toContain('(5 MP; 7 left)');
    expect(act(module, state, 'rebels', 'move', { unit: 'Konrad', to: 'D5' }).error).toContain('Konrad cannot ride into D5: trees is closed to horses (2.31).');
  });

  test('without facing: the cheapest way; the counter follows its head', () => {
    const { module, state } = riding();
    const r = must(module, state, 'rebels', 'move', { unit: 'Konrad', to: 'E1' });
    expect(r.text).toBe('Konrad rides E4→E3→E2→E1, facing N (3 MP; 9 left).');
    expect(cover(r.state, 'konrad')).toBe('E1+E2');
    // Going south, the cheapest is a half-turn and three hexes: 3 + 3.
    const south = must(module, state, 'rebels', 'move', { unit: 'Konrad', to: 'E8' });
    expect(south.text).toContain('(6 MP; 6 left)');
    expect(cover(south.state, 'konrad')).toBe('E8+E7');
  });

  test('more than the MP left is refused with the cost, and nothing changes', () => {
    // Rows 2 and 3 are steep slopes: 8 each for a horse.
    const { module, state } = riding(field({ 3: '/ / / / / / / / / /', 2: '/ / / / / / / / / /' }));
    const r = act(module, state, 'rebels', 'move', { unit: 'Konrad', to: 'E1' });
    expect(r.error).toMatch(/^Konrad has 12 MP left; riding to E1 costs 17 /);
    expect(r.state).toBe(state);
    expect(act(module, state, 'rebels', 'move', { unit: 'Konrad', to: 'E4' }).error).toBe('Konrad is already in E4.');
    expect(act(module, state, 'rebels', 'move', { unit: 'Konrad', to: 'E4', facing: 'n' }).error).toBe('Konrad is already in E4 facing N.');
    expect(act(module, state, 'rebels', 'move', { unit: 'Konrad', to: 'E3', facing: 'up' }).error).toBe('/move facing: a facing is one of N, NE, SE, S, SW, NW; a Guard or the Queen faces NNE, E, SSE, SSW, W, NNW.');
  });
});

describe('2.31 and 5.13.2: where a horse goes', () => {
  test('steep slope 8, marsh 4; trees, water, interiors, stepping stones, stairways, entrances closed', () => {
    // Row 3 from A: slope, marsh, trees, water, interior, stepping stones, stairway, entrance.
    const rows = field({ 3: '/ " T ~ # o H E . .' });
    const t = horseTable(rows, { rebels: { konrad: 'A5', aldus: 'B5', grast: 'C5', hohmley: 'D5', dill: 'E5', matt: 'F5', evans: 'G5', gustav: 'H5' } });
    let state = t.state;
    for (const id of ['konrad', 'aldus', 'grast', 'hohmley', 'dill', 'matt', 'evans', 'gustav']) state = mount(state, id, 'N');
    const up = (name: string, to: string) => act(t.module, state, 'rebels', 'move', { unit: name, to });
    // A5 to A3 is one flat hex then the slope: 1 + 8.
    expect(up('Konrad', 'A3').text).toContain('(9 MP; 3 left)');
    expect(up('Aldus', 'B3').text).toContain('(5 MP; 7 left)');
    for (const [name, to, what] of [
      ['Grast', 'C3', 'trees'],
      ['Dill', 'E3', 'building interior'],
      ['Matt', 'F3', 'stepping stones'],
      ['Evans', 'G3', 'stairway'],
      ['Gustav', 'H3', 'underground entrance'],
    ] as const) {
      expect(up(name, to).error).toContain(`cannot ride into ${to}: ${what} is closed to horses (2.31)`);
    }
    expect(up('Hohmley', 'D3').error).toContain('D3 is water: a horse never stops there; it may only jump over it (jump:yes)');
  });

  test('2.31 item 7: a horse passes no door or window; a demolished wall costs 1 more', () => {
    const rows = field({ 3: '. . . . # . . . . .' });
    const door = riding(rows, undefined, ['door E3/E4']);
    expect(act(door.module, door.state, 'rebels', 'move', { unit: 'Konrad', to: 'E3' }).error).toContain('Konrad cannot ride into E3: building interior is closed to horses');
    const open = riding(OPEN_FIELD, undefined, ['demolished E3/E4']);
    expect(must(open.module, open.state, 'rebels', 'move', { unit: 'Konrad', to: 'E3' }).text).toContain('(2 MP; 10 left)');
    const wall = riding(OPEN_FIELD, undefined, ['wall E3/E4']);
    expect(must(wall.module, wall.state, 'rebels', 'move', { unit: 'Konrad', to: 'E3' }).text).not.toContain('E4→E3,');
  });

  test('5.13.2 note 3: wooden bridges ridden, only led, or never, by the option', () => {
    const rows = field({ 3: '. . . . = . . . . .' });
    expect(must(riding(rows).module, riding(rows).state, 'rebels', 'move', { unit: 'Konrad', to: 'E3' }).text).toContain('(1 MP; 11 left)');
    for (const option of ['lead', 'never']) {
      const r = riding(rows, undefined, [], { horsesOnBridges: option });
      expect(act(r.module, r.state, 'rebels', 'move', { unit: 'Konrad', to: 'E3' }).error).toContain(`this game's option horsesOnBridges is ${option}`);
    }
  });
});

describe('2.37 and 2.31 item 1: a counter two hexes long', () => {
  test('nobody ends on either hex of a rider; his enemies cannot pass through either', () => {
    const { module, state } = riding(OPEN_FIELD, { krular: 'D6', azrog: 'J8' });
    const orks = { ...state, active: 0 };
    expect(act(module, orks, 'orks', 'move', { unit: 'Krular', to: 'E5' }).error).toBe('E5 is occupied by Konrad; a move cannot end on another living character (2.37).');
    // From D5 to F4 the short way crosses E5 or E4; Krular must go round the horse.
    const blocked = patch(orks, 'krular', { hex: 'D5' });
    const round = must(module, blocked, 'orks', 'move', { unit: 'Krular', to: 'F4' }, [1, 1]);
    expect(round.text).toContain('Krular moves D5→E6→F5→F4');
  });

  test('a rider cannot end with his horse on a friend, and passes friends on the way', () => {
    const { module, state } = riding();
    const friend = patch(state, 'aldus', { hex: 'E2' });
    // Ending with the head in E1 facing north puts the back in E2, where Aldus stands.
    const r = must(module, friend, 'rebels', 'move', { unit: 'Konrad', to: 'E1' });
    expect(cover(r.state, 'konrad')).not.toContain('E2');
    const through = must(module, friend, 'rebels', 'move', { unit: 'Konrad', to: 'E1', facing: 'NE' });
    expect(through.text).toMatch(/^Konrad rides E4→.*→D1→E1, facing NE \(4 MP; 8 left\)\.$/);
    const passing = must(module, patch(state, 'aldus', { hex: 'E3' }), 'rebels', 'move', { unit: 'Konrad', to: 'E1' });
    expect(passing.text).toBe('Konrad rides E4→E3→E2→E1, facing N (3 MP; 9 left).');
    expect(act(module, friend, 'rebels', 'move', { unit: 'Konrad', to: 'E1', facing: 'N' }).error).toContain('cannot end in E1 facing N: the hex behind would be taken or closed to horses');
  });

  test('5.11.5: a crossbowman who shot in this fire phase does not ride', () => {
    const t = horseTable(OPEN_FIELD, { rebels: { arlon: 'E4', aldus: 'A8' } });
    const shot = patch(mount(t.state, 'arlon', 'N'), 'arlon', { firedInPlayerTurn: t.state.playerTurn });
    expect(act(t.module, shot, 'rebels', 'move', { unit: 'Arlon', to: 'E2' }).error).toBe("Arlon shot his crossbow in this turn's fire phase, so he cannot move (5.11.5).");
  });

  test('legal orders list the hexes his horse can reach', () => {
    const { module, state } = riding();
    const tos = module.legalOrders(state, 'rebels', { verb: 'move', options: { unit: 'Konrad' } }).map((h) => h.options.to);
    expect(tos).toContain('E1');
    expect(tos).toContain('E8');
    expect(tos).not.toContain('E4');
  });
});

describe('2.35 and 5.12.4: challenges on horseback', () => {
  test('the hexes his head passes through are challenged; the two he stops on are not', () => {
    // Krular in F3 is next to E2 and E3 (and F2, F4, G3, G4).
    const { module, state } = riding(OPEN_FIELD, { krular: 'F3' });
    const stop = must(module, state, 'rebels', 'move', { unit: 'Konrad', to: 'E2' });
    expect(stop.rolls).toHaveLength(0);
    const pass = must(module, state, 'rebels', 'move', { unit: 'Konrad', to: 'E1' }, [1]);
    // E3 is crossed; E2 is the back of the counter at the end.
    expect(pass.rolls.map((r) => r.label)).toEqual(['Challenge: Konrad riding past E3, next to Krular']);
  });

  test('an armoured rider infiltrates at -2, an unarmoured one at -1; riders oppose at +2 armoured, +1 not', () => {
    // Shaman (mounted 9/6-12, no armour) faces north from G2, covering G2 and G3, next to F3.
    // Black Fox (mounted 28/(18)-12, armoured) faces north from A2, covering A2 and A3, next to B3.
    const t = horseTable(OPEN_FIELD, { orks: { shaman: 'G2', 'black-fox': 'A2' }, rebels: { konrad: 'F5', laberne: 'B5' } });
    let state = mount(mount(t.state, 'konrad', 'N'), 'laberne', 'N');
    state = mount(mount(state, 'shaman', 'N'), 'black-fox', 'N');
    const armoured = must(t.module, state, 'rebels', 'move', { unit: 'Konrad', to: 'F1', via: 'F3' }, [10]);
    expect(armoured.rolls[0]!.label).toBe('Challenge: Konrad riding past F3, next to Shaman');
    expect(armoured.rolls[0]!.modifiers).toEqual([
      { label: 'armoured rider', value: -2 },
      { label: 'opposer rider', value: 1 },
    ]);
    expect(armoured.rolls[0]).toMatchObject({ face: 10, total: 9, result: 'wounded' });
    const light = must(t.module, state, 'rebels', 'move', { unit: 'Laberne', to: 'B1', via: 'B3' }, [8]);
    expect(light.rolls[0]!.modifiers).toEqual([
      { label: 'rider', value: -1 },
      { label: 'opposer armoured rider', value: 2 },
    ]);
    expect(light.rolls[0]).toMatchObject({ face: 8, total: 9, result: 'wounded' });
    expect(unit(light.state, 'laberne').wounds).toBe(1);
  });

  test('a rider killed by a challenge falls from his horse, which stays where it was', () => {
    const { module, state } = riding(OPEN_FIELD, { krular: 'F3' });
    // Wounded (+2) and in armour (-2), a 10 kills him.
    const r = must(module, patch(state, 'konrad', { wounds: 1 }), 'rebels', 'move', { unit: 'Konrad', to: 'E1' }, [10]);
    expect(unit(r.state, 'konrad').dead).toBe(true);
    expect(r.text).toContain("Konrad is thrown from Konrad's horse.");
    expect(cover(r.state, 'konrad-horse')).toBe('E3+E4');
  });
});
