import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, test } from 'vitest';
import type { Carried } from '../../src/engine/games/dragon-noir/campaign/carried.ts';
import type { DnState } from '../../src/engine/games/dragon-noir/state.ts';
import { localTable, type LocalHarness } from '../support/local.ts';

/**
 * The DN1 campaign on the local table (checklist 113, 114, 117): examples/dn-exile-campaign.txt
 * plays The Exile's first three scenarios in one campaign channel, and each game is checked as
 * it starts and as it ends: who is left out, who joins, whose wounds carry, what the card says.
 */

const harnesses: LocalHarness[] = [];
afterAll(async () => {
  for (const h of harnesses) await h.close();
});

interface Games {
  first: Map<string, DnState>;
  last: Map<string, DnState>;
  harness: LocalHarness;
}

async function play(): Promise<Games> {
  const harness = await localTable('exile');
  harnesses.push(harness);
  const module = harness.service.module('dragon-noir')!;
  const first = new Map<string, DnState>();
  const last = new Map<string, DnState>();
  for (const raw of readFileSync('examples/dn-exile-campaign.txt', 'utf8').split('\n')) {
    if (raw.trim() && !raw.trim().startsWith('#')) harness.lines.push(`> ${raw.trim()}`);
    await harness.table.line(raw);
    const game = await harness.service.gameHere(harness.table.context());
    if (!game?.state) continue;
    const state = module.stateSchema.parse(game.state) as DnState;
    if (!first.has(state.scenario)) first.set(state.scenario, state);
    last.set(state.scenario, state);
  }
  return { first, last, harness };
}

const unit = (s: DnState, id: string) => s.units.find((u) => u.id === id);

describe('The Exile, four scenarios in one campaign channel', async () => {
  const games = await play();
  const mill = games.last.get('the-mill-at-dawn')!;
  const ambush = games.first.get('the-watermill-ambush')!;
  const arena = games.first.get('breakout-from-the-arena')!;

  test('each scenario is a game of the campaign, played to its end', () => {
    expect(mill.outcome?.winners).toEqual(['rebels']);
    expect(games.last.get('the-watermill-ambush')!.outcome?.winners).toEqual(['orks']);
    expect(games.last.get('breakout-from-the-arena')!.outcome?.winners).toEqual(['orks']);
  });

  test('the dead stay dead: Fnarad, killed at the mill, is left out of the ambush and the arena', () => {
    expect(unit(mill, 'fnarad')!.dead).toBe(true);
    expect(unit(mill, 'evans')!.dead).toBe(true);
    expect(unit(ambush, 'fnarad')).toBeUndefined();
    expect(unit(arena, 'fnarad')).toBeUndefined();
  });

  test('the result of one scenario changes the next: the Rebels held the mill, so Arlon rides with Godiva and Graz stays away', () => {
    expect(unit(ambush, 'arlon')).toMatchObject({ side: 'rebels' });
    expect(unit(ambush, 'graz')).toBeUndefined();
    // The ambush worked: Shaman joins the Orks at the east gate of the arena.
    expect(unit(arena, 'shaman')).toMatchObject({ side: 'orks' });
  });

  test('wounds carry into a scenario that follows at once, and are healed before one that does not (ours)', () => {
    expect(unit(mill, 'konrad')!.wounds).toBe(1);
    expect(unit(ambush, 'konrad')!.wounds).toBe(1);
    expect(unit(games.last.get('the-watermill-ambush')!, 'jon')!.wounds).toBe(1);
    expect(unit(arena, 'jon')!.wounds).toBe(0);
  });

  test('the Orks set up the ambush in secret, hidden until they act', () => {
    expect(ambush.secret.deployment).toEqual([{ side: 'orks', done: false, spent: 0 }]);
    expect(ambush.units.filter((u) => u.side === 'orks').every((u) => u.hex === null)).toBe(true);
  });

  test('what the campaign keeps, and its card', async () => {
    const campaign = await games.harness.service.store.campaignInChannel('local', 'exile');
    const carried = campaign!.carried as Carried;
    expect(carried.campaign).toBe('the-exile');
    expect(carried.played.map((p) => `${p.scenario}: ${p.winners.join()}`).slice(0, 3)).toEqual(['the-mill-at-dawn: rebels', 'the-watermill-ambush: orks', 'breakout-from-the-arena: orks']);
    expect(carried.played.map((p) => p.scenario)[3]).toBe('the-dwarves-hoard');
    expect([...carried.fallen].sort()).toEqual(['evans', 'fnarad']);
    const card = games.harness.lines.filter((l) => l.includes('Next: The Dwarves')).at(-1);
    expect(card).toContain("Next: The Dwarves' Hoard (/game new game:dragon-noir scenario:the-dwarves-hoard). The arena held: Ashrak and Ugluk come under the mountain with Black Fox.");
  });

  test('The Hoard ends The Exile: Shaman and Zacharie, who fought in it and lived, are level 2 for DN2 (3 intro); The Challenge follows', async () => {
    const hoard = games.last.get('the-dwarves-hoard')!;
    expect(unit(hoard, 'shaman')).toMatchObject({ side: 'orks', dead: false });
    const campaign = await games.harness.service.store.campaignInChannel('local', 'exile');
    const carried = campaign!.carried as Carried;
    expect(carried.levels).toEqual({ shaman: 2, zacharie: 2 });
    const card = games.harness.lines.filter((l) => l.includes('Spellcasters for DN2')).at(-1);
    expect(card).toMatch(/Spellcasters for DN2 \(3\): (Shaman level 2, Zacharie level 2|Zacharie level 2, Shaman level 2)\./);
    expect(games.harness.lines.some((l) => l.includes('Next: The Prisoner of the Jails (/game new game:dragon-noir scenario:the-prisoner-of-the-jails).'))).toBe(true);
  });

  test('a scenario out of order is refused when the game starts, in one line (2.11)', () => {
    expect(games.harness.lines.at(-1)).toBe('  [alice only] The game could not be set up: In The Challenge the scenarios are played in order (2.11): next is The Prisoner of the Jails (scenario:the-prisoner-of-the-jails), number 1 of 2.');
  });
});
