import { describe, expect, it } from 'vitest';
import { COMBAT_STEPS, DpStateSchema, PHASE_KEYS, PLAYER_PHASES } from '../../../../src/engine/games/dragon-pass/state.ts';

/** The contract the turn's parts are written against: a state reads back with its schema, and a broken one is refused. */
const state = {
  game: 'dragon-pass',
  scenario: 'the-pass',
  options: { randomEvents: true, batHungerSwap: false },
  gameTurn: 1,
  lastTurn: 12,
  weather: 'fair',
  moon: 'full',
  order: ['lunar', 'sartar'],
  turn: { side: 'lunar', phase: 'random-movement', done: [] },
  activity: { moves: [], attacks: [] },
  dp: { lunar: 10, sartar: 0 },
  glowlineOut: false,
  held: [],
  away: [],
  pieces: { 'lunar-regular-infantry-1': { id: 'lunar-regular-infantry-1', counter: 'lunar-regular-infantry', owner: 'lunar', at: { kind: 'hex', hex: 'M2', inside: false }, disrupted: false } },
  independents: { dragonewts: { allied: null, points: { lunar: 0, sartar: 0 } } },
  sealed: null,
  ledgers: { lunar: [], sartar: [{ what: 'event 12: the Dragonewt debt', owed: 2, to: 'dragonewts' }] },
  bot: [],
  ended: null,
};

describe('the Dragon Pass state (GAPS A1: a game-turn of two player-turns, six phases each)', () => {
  it('reads back a state with its schema; the phases are WB&RM\'s, in order', () => {
    expect(DpStateSchema.parse(state)).toEqual(state);
    expect(PLAYER_PHASES).toEqual(['random-movement', 'diplomacy', 'movement', 'exotic', 'combat', 'rally']);
    expect(PHASE_KEYS.filter((k) => (COMBAT_STEPS as readonly string[]).includes(k))).toEqual(['magic', 'missile', 'melee']);
  });

  it('refuses a piece nowhere, a third side in the order, a phase of no player-turn', () => {
    expect(DpStateSchema.safeParse({ ...state, pieces: { x: { ...state.pieces['lunar-regular-infantry-1'], at: { kind: 'limbo' } } } }).success).toBe(false);
    expect(DpStateSchema.safeParse({ ...state, order: ['lunar', 'sartar', 'dragonewts'] }).success).toBe(false);
    expect(DpStateSchema.safeParse({ ...state, turn: { ...state.turn, phase: 'supply' } }).success).toBe(false);
  });
});
