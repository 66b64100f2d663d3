import { describe, expect, it } from 'vitest';
import { checkVictory, countriesHeld, type VictoryCondition } from '../../../../src/engine/games/dragons-of-glory/strategic/victory.ts';
import type { DogState } from '../../../../src/engine/games/dragons-of-glory/state.ts';
import type { CounterSpec } from '../../../../src/engine/games/dragons-of-glory/units.ts';
import type { NationRules, World } from '../../../../src/engine/games/dragons-of-glory/world.ts';
import { ally, put, testMap, testState, testWorld } from './fixture.ts';

const world = testWorld();
const conquered = (state: DogState, ...nations: string[]): DogState => ({
  ...state,
  nations: { ...state.nations, ...Object.fromEntries(nations.map((n) => [n, { ...state.nations[n]!, conquered: true }])) },
});

// The Kender Strike's conditions as the scenario data gives them.
const KENDER_STRIKE: VictoryCondition[] = [
  { kind: 'conquer', side: 'highlord', nations: ['hylo'], byTurn: 5 },
  { kind: 'loss-ratio', side: 'whitestone', of: 'highlord', above: 0.5 },
];
const strike = (turn: number, lost: number, hyloFalls: boolean): DogState => {
  const state: DogState = { ...ally(testState(world, turn), 'whitestone', 'hylo'), lastTurn: 5, startStrength: { highlord: 28, whitestone: 24 }, lost: { highlord: lost, whitestone: 0 } };
  return hyloFalls ? conquered(state, 'hylo') : state;
};

describe('DL11 scenario victory', () => {
  it('Kender Strike: HL wins by conquering Hylo by turn 5', () => {
    expect(checkVictory(strike(5, 4, true), world, KENDER_STRIKE)).toEqual({
      winners: ['highlord'],
      reason: 'The Highlords conquered Hylo by turn 5; the Highlords lost 4 of 28: the Highlords win.',
    });
  });

  it('Kender Strike: WS wins if HL loses more than 50% of its initial combat strength', () => {
    expect(checkVictory(strike(5, 15, false), world, KENDER_STRIKE)!.winners).toEqual(['whitestone']);
    // Exactly half is not more than half: neither side wins.
    expect(checkVictory(strike(5, 14, false), world, KENDER_STRIKE)).toEqual({
      winners: [],
      reason: 'Hylo stood at turn 5; the Highlords lost 14 of 28: neither side won, so it is a draw.',
    });
  });

  it('Kender Strike: both is a draw', () => {
    expect(checkVictory(strike(5, 15, true), world, KENDER_STRIKE)!.reason).toBe(
      'The Highlords conquered Hylo by turn 5; the Highlords lost 15 of their 28 combat strength, more than 50%: both sides won, so it is a draw.',
    );
  });

  it('Victory: the game goes on while a condition is still open, and ends early once all are decided', () => {
    expect(checkVictory(strike(3, 0, true), world, KENDER_STRIKE)).toBeNull(); // the Highlords may still lose half
    expect(checkVictory(strike(3, 15, false), world, KENDER_STRIKE)).toBeNull(); // Hylo may still fall
    expect(checkVictory(strike(3, 15, true), world, KENDER_STRIKE)!.winners).toEqual([]);
  });

  it('Siege of Kalaman: HL must hold the city at the end of the last turn', () => {
    const hold: VictoryCondition[] = [{ kind: 'hold', side: 'highlord', place: 'caergoth', atEnd: true, otherwise: 'whitestone' }];
    const siege = (turn: number, held: DogState['held']): DogState => ({ ...ally(testState(world, turn), 'whitestone', 'caergoth'), lastTurn: 30, held });
    expect(checkVictory(siege(29, { caergoth: 'highlord' }), world, hold)).toBeNull();
    expect(checkVictory(siege(30, { caergoth: 'highlord' }), world, hold)).toEqual({ winners: ['highlord'], reason: 'The Highlords hold Caergoth at the end: the Highlords win.' });
    expect(checkVictory(siege(30, {}), world, hold)!.winners).toEqual(['whitestone']);
  });
});

describe('DL11 Silvanesti graded result', () => {
  const SILVANESTI: VictoryCondition[] = [
    { kind: 'capital-taken', side: 'highlord', nation: 'hylo', byTurn: 9, takenBeforeMove: 'major', originalSiteAfterMove: 'marginal', otherwise: { side: 'whitestone', notMoved: 'major', moved: 'marginal' } },
  ];
  const silvanesti = (turn: number, extra: Partial<DogState> = {}): DogState => ({ ...ally(ally(testState(world, turn), 'whitestone', 'hylo'), 'highlord', 'throtyl'), lastTurn: 9, ...extra });

  it('Silvanesti: HL wins a major victory by taking the capital before it moves', () => {
    expect(checkVictory(silvanesti(6, { held: { kenderhome: 'highlord' } }), world, SILVANESTI)).toEqual({
      winners: ['highlord'],
      reason: 'The Highlords took Kenderhome before it moved: a major victory: the Highlords win.',
    });
    expect(checkVictory(silvanesti(6), world, SILVANESTI)).toBeNull();
  });

  it('Silvanesti: WS wins a major victory if the capital neither falls nor moves by turn 9', () => {
    expect(checkVictory(silvanesti(9), world, SILVANESTI)!.reason).toBe('Kenderhome neither fell nor moved: a major victory for the Whitestone: the Whitestone win.');
  });

  it("Silvanesti: after the capital moves, HL wins a marginal victory on the old site at the end of turn 9, else WS does", () => {
    const moved = silvanesti(9, { movedCapitals: ['hylo'], held: { kenderhome: 'highlord' } });
    expect(checkVictory(put(moved, world, '0201a', 'throtyl-hobgoblins-1'), world, SILVANESTI)!.reason).toBe(
      "The Highlords stand on Kenderhome's old site after it moved: a marginal victory: the Highlords win.",
    );
    expect(checkVictory(moved, world, SILVANESTI)).toEqual({
      winners: ['whitestone'],
      reason: "Hylo's capital moved and the Highlords do not stand on its old site: a marginal victory for the Whitestone: the Whitestone win.",
    });
  });
});

describe('DL11 Campaign: countries held', () => {
  // 25 one-column nations with a fortified capital each and one army; the last is an area with no armies.
  const CODES = 'abcdefghijklmnopqrstuvwxy';
  const id = (i: number) => `nation-${CODES[i]}`;
  const col = (i: number) => String(i + 1).padStart(2, '0');
  const text = [
    'map: countries',
    'size: 25x2',
    'terrain:',
    `01 ${Array(25).fill('.').join(' ')}`,
    `02  ${Array(25).fill('.').join(' ')}`,
    'nations:',
    `01 ${[...CODES].join(' ')}`,
    `02  ${[...CODES].join(' ')}`,
    'nation-codes:',
    ...[...CODES].map((c, i) => `  ${c} ${id(i)}`),
    'places:',
    ...[...CODES].map((c, i) => `  capital-${c} ${col(i)}01a fortified-city capital=${id(i)} "Capital ${c.toUpperCase()}"`),
  ].join('\n');
  const counters: CounterSpec[] = [...CODES].slice(0, 24).map((_, i) => ({ id: `${id(i)}-army`, name: `Army ${i}`, kind: 'infantry', race: 'human', nation: id(i), strength: 4, depleted: 2, movement: 4, sources: { strength: 'dl11', movement: 'dl11' } }));
  const nations: NationRules[] = [...CODES].map((_, i) => ({ id: id(i), name: `Nation ${CODES[i]!.toUpperCase()}`, colour: '#888888', knight: false, activation: { whitestone: 3, highlord: 3 }, invasion: null, vp: 1, counts: true }));
  const big: World = { map: testMap(text), counters: new Map(counters.map((c) => [c.id, c])), nations: new Map(nations.map((n) => [n.id, n])) };
  const CAMPAIGN: VictoryCondition[] = [
    {
      kind: 'countries-held',
      levels: [
        { atLeast: 20, level: 'total' },
        { atLeast: 19, level: 'victory' },
        { atLeast: 18, level: 'partial' },
        { atLeast: 17, level: 'marginal' },
        { atLeast: 16, level: 'poor' },
      ],
      below: 'indecisive',
    },
  ];
  /** The first `hl` nations with the Highlords, the next `ws` with the Whitestone, the rest neutral; turn 30 of 30. */
  const campaign = (hl: number, ws: number): DogState => {
    const state = testState(big, 30);
    for (let i = 0; i < 25; i++) state.nations[id(i)] = { allegiance: i < hl ? 'highlord' : i < hl + ws ? 'whitestone' : 'neutral', conquered: false };
    return state;
  };
  const result = (state: DogState) => checkVictory(state, big, CAMPAIGN)!.reason;

  it('Campaign: 20 or more countries held is a total victory, 19 a victory, 18 partial, 17 marginal, 16 poor', () => {
    expect(result(campaign(20, 4))).toBe('The Highlords hold 20 countries, the Whitestone 4: a total victory for the Highlords: the Highlords win.');
    expect(result(campaign(19, 5))).toMatch(/: a victory for the Highlords: the Highlords win\.$/);
    expect(result(campaign(6, 18))).toMatch(/: a partial victory for the Whitestone: the Whitestone win\.$/);
    expect(result(campaign(17, 7))).toMatch(/a marginal victory for the Highlords/);
    expect(result(campaign(16, 8))).toMatch(/a poor victory for the Highlords/);
  });

  it('Campaign: 15 or fewer is indecisive, a draw', () => {
    expect(checkVictory(campaign(15, 9), big, CAMPAIGN)).toEqual({ winners: [], reason: 'The Highlords hold 15 countries, the Whitestone 9: an indecisive result: neither side won, so it is a draw.' });
  });

  it('Campaign: a country is held by the side that took its capital last, or by its own side if the enemy never did; neutrals and nations without armies do not count', () => {
    let state = campaign(14, 11); // nation-y (an area with no armies) is the Whitestone's 11th
    state = { ...state, held: { 'capital-o': 'highlord', 'capital-p': 'highlord', 'capital-a': 'highlord' } };
    const held = countriesHeld(state, big);
    expect(held.highlord).toHaveLength(16);
    expect(held.whitestone).toHaveLength(8);
    expect(held.whitestone).not.toContain('nation-y');
    expect(countriesHeld(campaign(10, 0), big).highlord).toHaveLength(10);
  });
});
