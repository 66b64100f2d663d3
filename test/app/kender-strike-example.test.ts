import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { localTable, type LocalHarness } from '../support/local.ts';

/**
 * examples/kender-strike.txt: a whole game of Dragons of Glory's Kender Strike on the local table,
 * each side's step one /orders message, from set-up to the end of turn 5, where DL11's scenario
 * book judges it: the Highlords win by taking Hylo, the Whitestone if the Highlords lose more than
 * half their combat strength; both or neither is a draw.
 */

let harness: LocalHarness;

beforeAll(async () => {
  harness = await localTable('kender-strike');
  await harness.table.script(readFileSync('examples/kender-strike.txt', 'utf8'));
}, 600_000);

afterAll(async () => {
  await harness.close();
});

describe('the example game of the Kender Strike', () => {
  test('every message of orders is taken, and the game ends by the scenario book', async () => {
    const refused = harness.lines.filter((l) => /Nothing was applied/.test(l));
    expect(refused).toEqual([]);
    const game = await harness.service.gameHere(harness.table.context());
    expect(game?.status).toBe('ended');
    const state = game!.state as { turn: number; lost: Record<string, number>; startStrength: Record<string, number>; ended: { winners: string[]; reason: string }; held: Record<string, string> };
    expect(state.turn).toBe(5);
    const hlBled = state.lost.highlord! > state.startStrength.highlord! / 2;
    const hyloTaken = state.held.kenderhome === 'highlord';
    const expected = hlBled === hyloTaken ? [] : hlBled ? ['whitestone'] : ['highlord'];
    expect(state.ended.winners).toEqual(expected);
    // The last map is drawn: a PNG.
    expect(harness.table.images.length).toBeGreaterThan(10);
    expect(readFileSync(harness.table.images.at(-1)!).subarray(1, 4).toString()).toBe('PNG');
  });
});
