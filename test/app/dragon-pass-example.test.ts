import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { localTable, type LocalHarness } from '../support/local.ts';

/**
 * examples/dragon-pass.txt and examples/dragon-pass-border-fort.txt: whole games of Dragon Pass on
 * the local table, each phase of each side one /orders message (written by
 * scripts/dragon-pass/write-example.ts from the bot's choices). The scripts' seeds fix the dice,
 * so every line is taken. The Pass has random events, event 12's sealed bid, alliances and every
 * kind of combat.
 */

for (const [file, scenario] of [['examples/dragon-pass.txt', 'The Pass'], ['examples/dragon-pass-border-fort.txt', 'The Border Fort']] as const) {
  describe(`the example game of Dragon Pass: ${scenario}`, () => {
    let harness: LocalHarness;

    beforeAll(async () => {
      harness = await localTable(file.replace(/^examples\/|\.txt$/g, ''));
      await harness.table.script(readFileSync(file, 'utf8'));
    }, 600_000);

    afterAll(async () => {
      await harness.close();
    });

    test('every message of orders is taken, and the game ends', async () => {
      expect(harness.lines.filter((l) => /Nothing was applied/.test(l))).toEqual([]);
      const game = await harness.service.gameHere(harness.table.context());
      expect(game?.status).toBe('ended');
      expect(harness.lines.join('\n')).toContain('**Game over.**');
      const played = harness.lines.slice(0, harness.lines.findIndex((l) => l.includes('**Game over.**'))).join('\n');
      // Every kind of combat, each roll told with its table.
      for (const said of ['Magic at', 'Missile fire at', 'Melee at', 'Attack Table, total', 'Missile Fire Table, missile factor']) expect(played, said).toContain(said);
      if (scenario === 'The Pass') {
        for (const said of ['Random Events Table, d66', 'The bids are revealed', 'Alliance: ']) expect(played, said).toContain(said);
        // The diplomacy points assigned were told to their side alone.
        const assigned = harness.lines.filter((l) => l.includes('You assign'));
        expect(assigned.length).toBeGreaterThan(0);
        for (const line of assigned) expect(line).toMatch(/^\s*\[(alice only|bob only|DM to alice|DM to bob)\]/);
      }
    });
  });
}
