import { describe, expect, test } from 'vitest';
import { gameModule } from '../../../src/app/modules.ts';
import { SeededDice } from '../../../src/engine/core/dice.ts';
import { createDragonNoir, type DragonNoir } from '../../../src/engine/games/dragon-noir/index.ts';
import type { DnState } from '../../../src/engine/games/dragon-noir/state.ts';
import { at, mapText, must, OPEN_FIELD, patch, phase } from '../../support/dragon-noir.ts';

/** The shipped scenarios and the scenario format: set-up, entry, and each kind of victory (checklist 1.10). */

const dn = gameModule('dragon-noir') as DragonNoir;
const start = (id: string): DnState => {
  const r = dn.setup({ scenarioId: id, options: {}, seats: dn.seats(id).map((s) => s.id) }, new SeededDice('scenarios', 0));
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

describe('the original DN1 scenarios', () => {
  test('each sets up, with riders mounted where the scenario says and the sides on their entry ground', () => {
    const mill = start('the-mill-at-dawn');
    expect(mill.units.filter((u) => u.mounted).map((u) => u.name)).toEqual(['Black Fox', 'Konrad', 'Arlon']);
    expect(dn.scenario('the-mill-at-dawn').sides.map((s) => s.enters)).toEqual(['the west edge', 'the mill and the bridge']);
    const arena = start('breakout-from-the-arena');
    expect(arena.horses.map((h) => h.name)).toEqual(["Godiva's horse", "Grast's horse", "Hohmley's horse", "Thrugg's horse"]);
    const hoard = start('the-dwarves-hoard');
    expect(dn.board('the-dwarves-hoard').maps.map((m: { id: string }) => m.id)).toEqual(['dragons-lake', 'dwarves-cave']);
    expect(hoard.sides.map((s) => s.label)).toEqual(['Orks', 'Black Dwarves']);
  });

  test('the Dwarves stand in their great hall, and underground a bow reaches 5 hexes (2.21)', () => {
    const hoard = start('the-dwarves-hoard');
    const board = dn.board('the-dwarves-hoard');
    for (const u of hoard.units.filter((x) => x.side === 'dwarves')) {
      const cell = [...board.cells.values()].find((c) => c.hex.q === u.hex!.q && c.hex.r === u.hex!.r)!;
      expect(cell.data.features).toContain('great-hall');
    }
  });
});

describe('victory', () => {
  test('hold by area: at nightfall the Orks hold the mill if more of them stand in it', () => {
    let state = start('the-mill-at-dawn');
    // Three Orks inside the mill; the Rebels on foot gone up the east edge; the last player-turn ends.
    for (const [id, hex] of [['zed', 'M7'], ['ashrak', 'N7'], ['kuruz', 'O7']] as const) state = patch(state, id, { hex });
    ['laberne', 'jon', 'aldus', 'dill', 'matt', 'evans'].forEach((id, i) => (state = patch(state, id, { hex: `X${i + 1}` })));
    state = { ...phase(state, 'rebels', 'combat'), turn: 10, playerTurn: 20 };
    const end = must(dn, state, 'rebels', 'done');
    expect(end.state.outcome).toEqual({ winners: ['orks'], reason: 'At nightfall Orks hold the mill (3 against 0).' });
  });

  test('reach: the Rebels win at once when a third of them stands on the eastern road', () => {
    let state = phase(start('breakout-from-the-arena'), 'rebels', 'movement');
    state = patch(patch(patch(state, 'grast', { hex: 'W4' }), 'hohmley', { hex: 'X4' }), 'gustav', { hex: 'U4' });
    const r = must(dn, state, 'rebels', 'move', { unit: 'Gustav', to: 'V4' });
    expect(r.state.outcome).toBeNull();
    const third = must(dn, r.state, 'rebels', 'move', { unit: 'Gustav', to: 'W5' });
    expect(third.state.outcome).toEqual({ winners: ['rebels'], reason: '3 of the Rebels stand in the eastern road.' });
  });

  test('nightfall: when no condition decides, the scenario says who wins', () => {
    const state = { ...phase(start('breakout-from-the-arena'), 'orks', 'combat'), turn: 8, playerTurn: 16 };
    const end = must(dn, state, 'orks', 'done');
    expect(end.state.outcome).toEqual({ winners: ['orks'], reason: 'Night falls with the Rebels still inside the arena.' });
  });
});

describe('options typed with /game new', () => {
  const setup = (id: string, options: Record<string, unknown>) => dn.setup({ scenarioId: id, options, seats: dn.seats(id).map((s) => s.id) }, new SeededDice('options', 0));

  test('yes and no are read as a player types them; anything else is refused, naming the option', () => {
    const r = setup('the-mill-at-dawn', { reactionWindow: 'yes', errare: 'off', levelTwoSurfaceRange: 'true' });
    expect(r.ok && r.value.options).toMatchObject({ reactionWindow: true, errare: false, levelTwoSurfaceRange: true });
    expect(setup('the-mill-at-dawn', { errare: 'maybe' })).toEqual({ ok: false, error: 'Options: errare: write yes or no.' });
  });

  test('turns: a shorter game ends when its last turn ends, and the scenario\'s nightfall is read then', () => {
    const r = setup('breakout-from-the-arena', { turns: '2' });
    if (!r.ok) throw new Error(r.error);
    expect(r.value.turns).toBe(2);
    // The Orks' combat of turn 2 is the last phase but one; the game ends as the turn does.
    const state = { ...phase(r.value, 'orks', 'combat'), turn: 2, playerTurn: 4 };
    const end = must(dn, state, 'orks', 'done');
    expect(end.state.outcome).toEqual({ winners: ['orks'], reason: 'Night falls with the Rebels still inside the arena.' });
    expect(end.events.map((e) => e.text)).toContain('Night falls with the Rebels still inside the arena. Victory: Orks.');
  });

  test('turns: longer than the scenario, or not a number of turns, is refused', () => {
    expect(setup('the-mill-at-dawn', { turns: '11' })).toEqual({ ok: false, error: 'Options: turns: The Mill at Dawn lasts 10 turns; a game may be made shorter, not longer.' });
    expect(setup('the-mill-at-dawn', { turns: 'two' })).toEqual({ ok: false, error: 'Options: turns: a number of turns, like 3.' });
    expect(setup('the-mill-at-dawn', { turns: '0' })).toEqual({ ok: false, error: 'Options: turns: at least 1 turn.' });
  });
});

describe('the scenario format refuses mistakes with one line', () => {
  const scenario = (patchIt: (s: Record<string, unknown>) => void) => {
    const s: Record<string, unknown> = {
      id: 'bad',
      title: 'Bad',
      volume: 1,
      summary: 'A mistake.',
      board: { id: 'test', name: 'Test', maps: [{ map: 'test', col: 0, row: 0 }] },
      sides: [
        { id: 'orks', label: 'Orks', setup: [{ character: 'black-fox', hex: 'B2', mounted: true, facing: 'S' }] },
        { id: 'rebels', label: 'Rebels', setup: [{ character: 'rix', hex: 'F5' }] },
      ],
      turns: 4,
      victory: [{ kind: 'eliminate' }],
    };
    patchIt(s);
    return JSON.stringify(s);
  };
  const build = (text: string) => createDragonNoir({ maps: { test: mapText(OPEN_FIELD) }, scenarios: [text] });

  test('two counters on one hex, a horse\'s back hex included (2.37)', () => {
    const module = build(scenario((s) => ((s.sides as Array<{ setup: unknown[] }>)[1]!.setup = [{ character: 'rix', hex: 'B1' }])));
    const r = module.setup({ scenarioId: 'bad', options: {}, seats: ['orks', 'rebels'] }, new SeededDice('x', 0));
    expect(r).toEqual({ ok: false, error: 'Scenario bad: Black Fox on horseback and Rix both stand in B1 (2.37: one character a hex).' });
  });

  test('an area the board does not have, or a winner who is not a side', () => {
    expect(() => build(scenario((s) => (s.victory = [{ kind: 'hold', name: 'the keep', area: 'keep', side: 'orks', otherwise: 'rebels' }])))).toThrow(
      'Dragon Noir scenario bad: hold the keep: no hex of the board is in the area "keep".',
    );
    expect(() => build(scenario((s) => (s.nightfall = { winner: 'elves', reason: 'x' })))).toThrow('Dragon Noir scenario bad: nightfall: "elves" is not a side (orks, rebels).');
  });

  test('a rider set up where his horse cannot stand', () => {
    const module = build(scenario((s) => ((s.sides as Array<{ setup: unknown[] }>)[0]!.setup = [{ character: 'black-fox', hex: 'A1', mounted: true, facing: 'S' }])));
    const r = module.setup({ scenarioId: 'bad', options: {}, seats: ['orks', 'rebels'] }, new SeededDice('x', 0));
    expect(r.ok).toBe(false);
  });
});

test('the enter edges and the victory of every shipped scenario read as the card shows them', () => {
  for (const spec of dn.scenarios) {
    const s = dn.scenario(spec.id);
    expect(s.summary.length).toBeGreaterThan(40);
    expect(start(spec.id).units.length).toBeGreaterThan(1);
  }
  expect(at(start('the-mill-at-dawn'), 'laberne')).toBe('N6');
});
