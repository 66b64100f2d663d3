import { afterAll, expect, test } from 'vitest';
import { PUBLIC } from '../../src/engine/core/events.ts';
import { parseCommand } from '../../src/app/local-table.ts';
import type { DnState } from '../../src/engine/games/dragon-noir/state.ts';
import { moduleWith, shippedScenario } from '../support/dn-secret.ts';
import { localTable, type LocalHarness } from '../support/local.ts';

/**
 * The deep dungeons by post (5.3, checklist 109): Barin goes down in the channel, the bot asks
 * Alice alone, by DM, for his note, she answers by DM, and nothing of the note reaches the
 * channel, Bob (the Krobs) or a spectator's /game log until he comes up.
 */

const harnesses: LocalHarness[] = [];
afterAll(async () => {
  for (const h of harnesses) await h.close();
});

test('the note is asked and answered by DM, and stays out of every other line', async () => {
  // The Drowned Road with Barin already on entrance 3, the Haunted Swamp's tower.
  const scenario = shippedScenario('the-drowned-road');
  const sides = scenario.sides as Array<{ setup: Array<{ character: string; hex: string }> }>;
  sides[0]!.setup.find((p) => p.character === 'barin')!.hex = 'AQ9';
  const module = moduleWith(scenario);
  const harness = await localTable('deep', undefined, new Map([['dragon-noir', module]]));
  harnesses.push(harness);
  for (const line of ['@alice /game new game:dragon-noir scenario:the-drowned-road seed:deep', '@alice /game join seat:adventurers', '@bob /game join seat:krobs', '@alice /game start']) {
    await harness.table.line(line);
  }
  const state = async () => module.stateSchema.parse((await harness.service.gameHere(harness.table.context()))!.state) as DnState;
  expect((await state()).phase).toBe('movement');

  const before = harness.lines.length;
  await harness.table.line('@alice /descend unit:Barin');
  const down = harness.lines.slice(before).join("\n");
  expect(down).toMatch(/Barin goes down into the deep dungeons by entrance 3 \(AQ9\)\./);
  expect(down).toMatch(/\[DM to alice\][^\n]*Barin went down by entrance 3 on turn 1: write his note in secret/);
  // The DM menu offers each exit the passages join to entrance 3, at its earliest turn.
  expect(down).toMatch(/\(menu: exit 2, turn 4 \| exit 5, turn 4\)/);

  // Alice answers by DM.
  const answer = parseCommand('/note exit:5');
  if (typeof answer === 'string') throw new Error(answer);
  const replies = await harness.router.run({ ...harness.table.context(), userId: 'local:alice', userName: 'alice', inDm: true }, answer);
  const texts = replies.map((r) => `${r.kind === 'channel' ? '#' : r.kind === 'dm' ? `DM ${r.userName}` : 'ephemeral'}: ${r.text}`);
  expect(texts.some((t) => /^(ephemeral|DM alice): .*Barin's note: exit 5, turn 4/.test(t))).toBe(true);
  expect(texts.filter((t) => t.startsWith('#') || t.startsWith('DM bob')).join('\n')).not.toMatch(/exit 5|turn 4/);

  const s = await state();
  expect(module.secrets!(s, PUBLIC)).toContain('Barin will come up at exit 5 on turn 4');
  // Nothing said in the channel, or by DM to Bob, names the note; nor does a spectator's log.
  // Each reply with its continuation lines; those for Alice alone are hers to see.
  const grouped: string[] = [];
  for (const line of harness.lines) {
    if (/^ {2}\[/.test(line) || grouped.length === 0) grouped.push(line);
    else grouped[grouped.length - 1] += `\n${line}`;
  }
  const others = grouped.filter((r) => !/^ {2}\[(DM to alice|alice only)\]/.test(r)).join('\n');
  expect(others).not.toMatch(/exit 5|turn 4 \(|Barin's note/);
  const log = await harness.router.run({ ...harness.table.context(), userId: 'local:carol', userName: 'carol' }, { name: 'game', subcommand: 'log', options: {} });
  expect(log.map((r) => r.text).join('\n')).not.toMatch(/exit 5|Barin's note/);
});
