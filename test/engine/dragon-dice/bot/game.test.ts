import { describe, expect, test } from 'vitest';
import { book } from '../flow/fixtures.ts';
import { botGame } from './play.ts';

/**
 * A bound no whole game of the bot's should need: rounds of turns (every player one turn a round).
 * 480 games tried while the bot was written (40 seeds; 2, 3 and 4 players; both rulesets; 15 and
 * 36 points) all ended, the longest in 14 rounds.
 */
const MAX_ROUNDS = 100;
const WON = /holds two captured terrains|is the last player with units in play/;

describe('bot against bot at engine level: every order taken by the module, a victory within the bound', () => {
  test.each([
    ['bot-a', ['p1', 'p2'], {}],
    ['bot-b', ['p1', 'p2'], {}],
    ['bot-c', ['p1', 'p2'], {}],
    ['bot-1996', ['p1', 'p2'], { ruleset: '1996' }],
    ['bot-24', ['p1', 'p2'], { force: 24 }],
    ['bot-36', ['p1', 'p2'], { force: 36, ruleset: '1996' }],
    ['bot-4p', ['p1', 'p2', 'p3', 'p4'], {}],
    ['bot-4p-b', ['p1', 'p2', 'p3', 'p4'], { ruleset: '1996' }],
  ] as Array<[string, string[], Record<string, unknown>]>)('seed %s (%j, %j)', (seed, seats, options) => {
    // botGame throws at the first order the module refuses.
    const g = botGame(seed, seats, options);
    expect(g.state.ended?.winners).toHaveLength(1);
    expect(g.state.ended?.reason).toMatch(WON);
    expect(g.rounds).toBeLessThanOrEqual(MAX_ROUNDS);
    const verbs = new Set(g.played.map((p) => p.order.verb));
    // It builds, picks the frontier, marches, maneuvers and turns dice, and acts.
    expect([...verbs]).toEqual(expect.arrayContaining(['build', 'frontier', 'march', 'turn', 'action', ...(seats.length > 2 ? ['place'] : [])]));
    expect(g.played.some((p) => p.order.verb === 'action' && p.order.kind !== 'none')).toBe(true);
  });

  test('a sweep of seeds (2, 3 and 4 players, both rulesets): every game ends in a victory within the bound', () => {
    const stalled: string[] = [];
    for (let i = 0; i < 8; i++) {
      for (const seats of [['p1', 'p2'], ['p1', 'p2', 'p3'], ['p1', 'p2', 'p3', 'p4']]) {
        for (const ruleset of ['v4', '1996']) {
          const g = botGame(`sweep-${i}`, seats, { ruleset }, 6000);
          if (!g.state.ended || g.rounds > MAX_ROUNDS) stalled.push(`sweep-${i}, ${seats.length} players, ${ruleset}: round ${g.rounds}, ${g.state.ended ? 'ended' : 'not ended'}`);
        }
      }
    }
    expect(stalled).toEqual([]);
  });

  test('with every species and its monsters (dice=all), 2 and 4 players: every game ends, and their SAIs are played, none left unplayed', () => {
    const stalled: string[] = [];
    const kinds = new Set<string>();
    let monsters = 0;
    for (let i = 0; i < 6; i++) {
      for (const seats of [['p1', 'p2'], ['p1', 'p2', 'p3', 'p4']]) {
        const g = botGame(`all-${i}`, seats, { dice: 'all', force: 36 }, 8000);
        if (!g.state.ended || g.rounds > MAX_ROUNDS) stalled.push(`all-${i}, ${seats.length} players: round ${g.rounds}`);
        for (const e of g.events) kinds.add(e.type);
        monsters += Object.values(g.state.units).filter((u) => book.units.get(u.die)?.class === 'monster').length;
      }
    }
    expect(stalled).toEqual([]);
    expect(monsters).toBeGreaterThan(0);
    expect(kinds.has('dd-sai-unplayed')).toBe(false);
    // Monsters' SAIs show in these games: an army held, or a unit's move offered, or an effect on an army.
    expect([...kinds].some((k) => ['dd-held', 'dd-move-offer', 'dd-sai', 'dd-promote', 'dd-return', 'dd-rise'].includes(k))).toBe(true);
  });

  test('the bot answers what an attack asks of it: a counter-attack (its casualties: decisions.test.ts)', () => {
    const verbs = new Set(['bot-a', 'bot-b', 'bot-c'].flatMap((seed) => botGame(seed, ['p1', 'p2']).played.map((p) => p.order.verb)));
    expect(verbs.has('counter-attack')).toBe(true);
  });
});
