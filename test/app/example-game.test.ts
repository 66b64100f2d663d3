import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { localTable, type LocalHarness } from '../support/local.ts';

/** examples/the-ford.txt, played on the local table from set-up to victory. */

let harness: LocalHarness;
let output: string;

beforeAll(async () => {
  harness = await localTable();
  await harness.table.script(readFileSync('examples/the-ford.txt', 'utf8'));
  output = harness.lines.join('\n');
});

afterAll(async () => {
  await harness.close();
});

describe('the example game of The Ford', () => {
  test('plays to the Rebels\u2019 victory when Black Fox falls', async () => {
    expect(output).toContain('Black Fox is killed (stunned and stunned afresh).');
    expect(output).toContain('**Game over.** Black Fox is dead. Winner: Rebels.');
    const game = await harness.service.gameHere(harness.table.context());
    expect(game?.status).toBe('ended');
    expect(game?.seedRevealed).toBe(true);
    // Made on the local table, whose !dice forced eight of its rolls: the game's row allows that.
    expect(game?.forcedDiceAllowed).toBe(true);
  });

  test('leaves a map image for the start and for every phase', async () => {
    const game = await harness.service.gameHere(harness.table.context());
    const phases = await harness.service.store.phases(game!.id);
    // 4 phases a player-turn for 4 player-turns, less the Orks' opening offensive fire (it passes
    // as the game is set up, and the start image shows it) and the Rebels' last recovery.
    expect(phases.map((p) => p.label)).toHaveLength(14);
    expect(phases[0]!.label).toBe('Turn 1 · Orks · Movement');
    expect(phases.at(-1)!.label).toBe('Turn 2 · Rebels · Combat');
    expect(harness.table.images).toHaveLength(1 + phases.length);
    for (const file of harness.table.images) {
      const png = readFileSync(file);
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      // IHDR: width and height of the one-map board.
      expect(png.readUInt32BE(16)).toBe(1573);
      expect(png.readUInt32BE(20)).toBe(1294);
    }
  });

  test('every roll is logged with what read it, and /dice verify recomputes the seeded ones', () => {
    expect(output).toContain('Black Fox 18 + Ashrak 16 v Konrad 18 → 1-1; joint attack, 1 right; → 2-1; d10 for the combat: 4 (forced) +1 armour = 5 → C: defender retreats one hex.');
    expect(output).toContain('Challenge at J9: Grishnak passing Hohmley, d10 for the challenge: 4 −1 armoured +1 opposer armoured = 4: no effect.');
    expect(output).toContain('1 roll recomputed from the seed: every one matches the log.');
    expect(output).toContain('8 rolls were forced on the local table, not drawn from the seed.');
  });

  test('a refused order gets one line and changes nothing', () => {
    const index = harness.lines.findIndex((l) => l === '> @bob /move unit:Matt to:L7');
    expect(harness.lines[index + 1]).toMatch(/^ {2}\[bob only\] Matt cannot reach L7: a character in armour cannot enter water\. Reachable: /);
    expect(harness.lines[index + 2]).toMatch(/^> /);
  });
});
