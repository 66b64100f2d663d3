import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, test } from 'vitest';
import { seatViewer } from '../../src/engine/core/events.ts';
import type { DragonNoir } from '../../src/engine/games/dragon-noir/index.ts';
import type { Carried } from '../../src/engine/games/dragon-noir/campaign/carried.ts';
import type { DnState } from '../../src/engine/games/dragon-noir/state.ts';
import { PlanStateSchema } from '../../src/engine/games/dragon-noir/strategic/state.ts';
import { localTable, type LocalHarness } from '../support/local.ts';

/**
 * The Challenge, DN2's campaign (ours), on the local table through the app and its store
 * (checklist 106, 107, 115): examples/dn-challenge-campaign.txt plays The Prisoner of the Jails
 * (the Krobs bought into holding boxes by DM, Khuzun hidden) and The Kingdom of Alkiram on the
 * Strategic Plan (/plan by DM, a Hunter sent into the battle's area who comes onto the map), and
 * the campaign keeps the plan. Nothing secret reaches the channel.
 */

const harnesses: LocalHarness[] = [];
afterAll(async () => {
  for (const h of harnesses) await h.close();
});

/** The channel's messages, each with the lines that continue it. */
function channelBlocks(lines: string[]): string[] {
  const blocks: string[] = [];
  let current: string[] | null = null;
  for (const line of lines) {
    if (line.startsWith('  [')) {
      if (current) blocks.push(current.join('\n'));
      current = line.startsWith('  [#challenge]') ? [line] : null;
    } else if (line.startsWith('      ') && current) current.push(line);
    else if (current) {
      blocks.push(current.join('\n'));
      current = null;
    }
  }
  if (current) blocks.push(current.join('\n'));
  return blocks;
}

describe('The Challenge in one campaign channel', async () => {
  const harness = await localTable('challenge');
  harnesses.push(harness);
  const module = harness.service.module('dragon-noir')! as unknown as DragonNoir;
  const states: DnState[] = [];
  for (const raw of readFileSync('examples/dn-challenge-campaign.txt', 'utf8').split('\n')) {
    if (raw.trim() && !raw.trim().startsWith('#')) harness.lines.push(`> ${raw.trim()}`);
    await harness.table.line(raw);
    const game = await harness.service.gameHere(harness.table.context());
    if (game?.state) states.push(module.stateSchema.parse(game.state) as DnState);
  }
  const prisoner = states.filter((s) => s.scenario === 'the-prisoner-of-the-jails');
  const kingdom = states.filter((s) => s.scenario === 'the-kingdom-of-alkiram');
  const split = harness.lines.findIndex((l) => l.includes('/game new game:dragon-noir scenario:the-kingdom-of-alkiram'));
  const prisonerOver = harness.lines.findIndex((l) => l.includes('is seen: night falls'));

  test('the Krobs bought by DM wait hidden, and the channel never names where until night falls', () => {
    expect(prisonerOver).toBeGreaterThan(0);
    const during = prisoner.find((s) => s.turn === 1 && s.secret.deployment.every((d) => d.done))!;
    expect(during.secret.hidden.map((h) => h.unit).sort()).toEqual(['slayer-1', 'warrior-1']);
    expect(during.secret.deployment[0]!.spent).toBe(6);
    const before = channelBlocks(harness.lines.slice(0, prisonerOver)).join('\n');
    for (const secret of ['U25', 'A24', 'L27', 'Slayer 1', 'Warrior 1']) expect(before).not.toContain(secret);
  });

  test('the Strategic Plan: set up, hidden cell, a secret move carried out as game turn 2 begins, the Hunter on the map', () => {
    const last = kingdom.at(-1)!;
    expect(last.outcome?.winners).toEqual(['krobs']);
    expect(last.plan!.state).toMatchObject({ turn: 2, cell: 3, deployed: true });
    expect(last.units.find((u) => u.id === 'hunter-5')).toMatchObject({ side: 'krobs', dead: false });
    const after = channelBlocks(harness.lines.slice(split)).join('\n');
    expect(after).toContain('Game turn 2 on the Strategic Plan (tens 0, units 2).');
    expect(after).toContain('Hunter 5 comes on at X7, from the Strategic Plan.');
    // Every secret of the plan, as the module names them for the Adventurers, stays out of the channel.
    const planted = kingdom.find((s) => s.plan!.state.orders.length > 0)!;
    const secrets = module.secrets!(planted, seatViewer('adventurers'));
    expect(secrets).toEqual(expect.arrayContaining(['Migam in The Pit', "Hunter 5 to The Dwarves' Cave", 'Khuzun is in cell 3']));
    for (const secret of [...secrets, ...module.secrets!(last, seatViewer('adventurers'))]) expect(after).not.toContain(secret);
    expect(after).not.toContain('Hunter 5 moves from');
  });

  test('the campaign keeps the plan, and its card shows only the counter', async () => {
    const campaign = await harness.service.store.campaignInChannel('local', 'challenge');
    const carried = campaign!.carried as Carried;
    expect(carried.played.map((p) => `${p.scenario}: ${p.winners.join()}`)).toEqual(['the-prisoner-of-the-jails: krobs', 'the-kingdom-of-alkiram: krobs']);
    const plan = PlanStateSchema.parse(carried.extra.plan);
    expect(plan.turn).toBe(2);
    expect(plan.cell).toBe(3);
    expect(plan.krobs.find((k) => k.id === 'hunter-5')!.area).toBe('dwarves-cave');
    expect(plan.krobs.find((k) => k.id === 'migam')!.area).toBe('the-pit');
    const card = harness.lines.filter((l) => l.includes('Strategic Plan: game turn')).at(-1);
    expect(card).toContain("Strategic Plan: game turn 2 (tens 0, units 2); the Krobs' next reinforcements come on turn 3 (5.21.2).");
  });
});
