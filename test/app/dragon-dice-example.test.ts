import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { localTable, type LocalHarness } from '../support/local.ts';

/**
 * examples/dragon-dice-2p.txt: a whole game of Dragon Dice for two players on the local table,
 * each step one /orders message, from the sealed builds to a victory (FAQ Victory: two captured
 * terrains, or the last player with units). The script's seed fixes the dice, so every line is taken.
 */

let harness: LocalHarness;

beforeAll(async () => {
  harness = await localTable('dragon-dice-2p');
  await harness.table.script(readFileSync('examples/dragon-dice-2p.txt', 'utf8'));
}, 600_000);

afterAll(async () => {
  await harness.close();
});

describe('the example game of Dragon Dice', () => {
  test('every message of orders is taken, and the game ends in a victory', async () => {
    expect(harness.lines.filter((l) => /Nothing was applied/.test(l))).toEqual([]);
    const game = await harness.service.gameHere(harness.table.context());
    expect(game?.status).toBe('ended');
    const state = game!.state as { ended: { winners: string[]; reason: string } };
    expect(state.ended.winners).toHaveLength(1);
    expect(state.ended.reason).toMatch(/holds two captured terrains|last player with units/);
    expect(harness.lines.join('\n')).toContain('**Game over.**');
    // The builds were sealed: each player's own build is told to him alone before the reveal.
    // (Up to the game's end: the log asked for after it shows every private line, the secrets being over.)
    const played = harness.lines.slice(0, harness.lines.findIndex((l) => l.includes('**Game over.**')));
    const sealed = played.filter((l) => l.includes('Your army build is sealed'));
    expect(sealed).toHaveLength(2);
    for (const who of ['alice', 'bob']) expect(sealed.some((l) => l.includes(`[${who} only]`) || l.includes(`[DM to ${who}]`))).toBe(true);
    for (const line of sealed) expect(line).toMatch(/^\s*\[(alice only|bob only|DM to alice|DM to bob)\]/);
  });
});
