import { describe, expect, test } from 'vitest';
import { SeededDice } from '../../../../src/engine/core/dice.ts';
import { readOrderLines } from '../../../../src/engine/core/order-lines.ts';
import { playOrder, type TypedOrder } from '../../../../src/engine/core/orders.ts';
import { unwrap } from '../../../../src/engine/core/result.ts';
import { seatsToAct } from '../../../../src/engine/games/dragon-dice/bot/acting.ts';
import { scriptStep } from '../../../../src/engine/games/dragon-dice/bot/script.ts';
import type { DdState } from '../../../../src/engine/games/dragon-dice/state.ts';
import { book, game } from '../flow/fixtures.ts';

/** The lines of a message, read back as a player's /orders are read, and played one by one on fresh dice of the same seed and place. */
function replay(state: DdState, seat: string, lines: string[], seed: string, cursor: number): DdState {
  const read = unwrap(readOrderLines(game.verbs, lines.join('\n')));
  const dice = new SeededDice(seed, cursor);
  let s = state;
  for (const line of read) {
    const done = playOrder<DdState>(game, s, seat, { verb: line.verb, ...line.options } as TypedOrder, dice);
    if (!done.ok) throw new Error(`${line.text}: ${done.error}`);
    s = done.value.state;
  }
  return s;
}

describe("scriptStep: a seat's /orders message, written as lines the module reads back", () => {
  test.each([
    ['script-a', ['p1', 'p2'], {}],
    ['script-1996', ['p1', 'p2'], { ruleset: '1996' }],
    ['script-4p', ['p1', 'p2', 'p3', 'p4'], {}],
  ] as Array<[string, string[], Record<string, unknown>]>)('seed %s: every message read back and played gives the very state the typed orders gave, to the end of the game', (seed, seats, options) => {
    let state = unwrap(game.setup({ scenarioId: 'skirmish-15', options, seats }, new SeededDice(seed, 0)));
    let cursor = 0;
    let messages = 0;
    const verbs = new Set<string>();
    for (; messages < 1500 && !game.outcome(state); messages++) {
      const seat = seatsToAct(state)[0]!;
      const dice = new SeededDice(seed, cursor);
      const step = scriptStep(game, book, state, seat, dice);
      expect(step.lines.length, `${game.phase(state).label}: ${seat} has no line`).toBeGreaterThan(0);
      expect(replay(state, seat, step.lines, seed, cursor)).toEqual(step.state);
      for (const l of step.lines) verbs.add(l.split(' ')[0]!);
      cursor += dice.rolls.filter((r) => r.index !== undefined).length;
      state = step.state;
    }
    expect(game.outcome(state)?.winners).toHaveLength(1);
    expect([...verbs]).toEqual(expect.arrayContaining(['build', 'frontier', 'march', 'turn', 'action', 'counter']));
  });

  test('a march is one message: the march, the turn of the die and the action, written as a player types them', () => {
    let state = unwrap(game.setup({ scenarioId: 'skirmish-15', options: {}, seats: ['p1', 'p2'] }, new SeededDice('script-lines', 0)));
    let cursor = 0;
    for (let n = 0; n < 50 && game.phase(state).key !== 'march'; n++) {
      const dice = new SeededDice('script-lines', cursor);
      state = scriptStep(game, book, state, seatsToAct(state)[0]!, dice).state;
      cursor += dice.rolls.filter((r) => r.index !== undefined).length;
    }
    expect(game.phase(state).key).toBe('march');
    const step = scriptStep(game, book, state, state.turn!.player, new SeededDice('script-lines', cursor));
    expect(step.lines[0]).toMatch(/^(march \S+ (yes|no)|done)$/);
    expect(step.lines.every((l) => /^(march|turn|action|done|casualties|counter-attack|cast) ?/.test(l))).toBe(true);
  });
});
