import { existsSync } from 'node:fs';
import { afterAll, describe, expect, test } from 'vitest';
import { formatDeadline } from '../../src/app/formatting.ts';
import { gameModules } from '../../src/app/modules.ts';
import type { Reply } from '../../src/app/io.ts';
import { docsOf } from '../../src/commands/help.ts';
import { localTable, TestClock, type LocalHarness } from '../support/local.ts';

/**
 * What players read on the local table (issue 12, item 7): deadlines written out as a reader
 * would read them, /help in a game's channel and outside one, and every map's alt text naming
 * the game, the phase and what happened in it, without a word of what its viewer may not see.
 */

const harnesses: LocalHarness[] = [];
afterAll(async () => {
  for (const h of harnesses) await h.close();
});

/** A table whose every reply is kept as well as printed, pictures' alt texts included. */
async function table(channel: string, clock?: TestClock) {
  const harness = await localTable(channel, clock);
  harnesses.push(harness);
  const replies: Array<Reply & { by: string }> = [];
  const run = harness.router.run.bind(harness.router);
  harness.router.run = async (ctx, invocation, forced) => {
    const answer = await run(ctx, invocation, forced);
    replies.push(...answer.map((r) => ({ ...r, by: ctx.userName })));
    return answer;
  };
  const play = async (lines: string[]) => {
    for (const line of lines) await harness.table.line(line);
  };
  return { harness, replies, play };
}

const FORD = ['@alice /game new game:dragon-noir scenario:the-ford seed:words', '@alice /game join seat:orks', '@bob /game join seat:rebels', '@alice /game start'];

describe('deadlines', () => {
  test('on Discord, its time tags; on the local table, the time in UTC and how far off it is', () => {
    const now = new Date('2026-11-24T18:00:00Z');
    const at = new Date('2026-11-26T18:00:00Z');
    expect(formatDeadline(at)).toBe('<t:1795716000:F> (<t:1795716000:R>)');
    expect(formatDeadline(at, { now })).toBe('Thu 26 Nov 18:00 UTC (in 2 days)');
    expect(formatDeadline(new Date('2026-11-24T23:30:00Z'), { now })).toBe('Tue 24 Nov 23:30 UTC (in 6 hours)');
    expect(formatDeadline(new Date('2026-11-24T18:20:00Z'), { now })).toBe('Tue 24 Nov 18:20 UTC (in 20 minutes)');
    expect(formatDeadline(new Date('2026-11-24T15:00:00Z'), { now })).toBe('Tue 24 Nov 15:00 UTC (3 hours ago)');
  });

  test("the local table's turn DM and /game status write the deadline out, and name the scenario by its title", async () => {
    const clock = new TestClock(new Date('2026-11-24T18:00:00Z'));
    const { harness, play } = await table('words-deadline', clock);
    await play(FORD);
    const printed = harness.lines.join('\n');
    expect(printed).toContain('[DM to alice] Your move in Dragon Noir: The Ford: Turn 1 · Orks · Movement. Deadline Thu 26 Nov 18:00 UTC (in 2 days).');
    expect(printed).not.toContain('<t:');
    harness.lines.length = 0;
    await play(['@bob /game status']);
    const status = harness.lines.join('\n');
    expect(status).toContain('**Dragon Noir: The Ford** (running)');
    expect(status).toContain('Turn 1 · Orks · Movement. Waiting for: Orks (alice).');
    expect(status).toContain('Deadline for the Orks: Thu 26 Nov 18:00 UTC (in 2 days).');
    expect(status).not.toMatch(/the-ford|<t:/);
  });
});

describe('/help', () => {
  test("outside a game: how to start one, with every game and its docs", async () => {
    const { harness, play } = await table('words-help-none');
    await play(['@carol /help']);
    const printed = harness.lines.join('\n');
    expect(printed).toContain('[carol only] No game is played in this channel. To start one:');
    expect(printed).toContain('1. /game new game:<game> scenario:<scenario> opens it here');
    for (const module of gameModules().values()) expect(printed).toContain(`${module.title} (game:${module.id}, ${module.scenarios.length} scenarios; ${docsOf(module)})`);
  });

  test("in a game's channel: the game by its title, its seats while it is open, its orders as typed here, and its docs", async () => {
    const { harness, play } = await table('words-help-game');
    await play(['@alice /game new game:dragon-noir scenario:the-ford seed:help', '@carol /help']);
    const open = harness.lines.join('\n');
    expect(open).toContain('[carol only] **Dragon Noir: The Ford** is played here (open for players).');
    expect(open).toContain('/game join seat:<Orks, Rebels> takes a seat');
    expect(open).toContain('Orders are typed by their verb');
    const module = gameModules().get('dragon-noir')!;
    for (const verb of ['move', 'attack', 'fire', 'cast', 'counter']) expect(module.verbs.some((v) => v.name === verb)).toBe(true);
    expect(open).toMatch(/This game's orders: [^\n]*\bmove\b[^\n]*\battack\b/);
    expect(open).toContain('The rules and every order, explained: docs/dragon-noir.md');
  });

  test('every game has the docs /help links to', () => {
    for (const module of gameModules().values()) expect(existsSync(docsOf(module)), docsOf(module)).toBe(true);
  });
});

describe("a map's alt text", () => {
  // A phase as Dragon Noir labels it: `Turn 1 · Orks · Movement`, or the set-up before the first turn.
  const PHASE = /(?:begins, |as |, in )(?:Turn \d+ · [A-Z][a-z]+ · [A-Z][a-z ]+|Secret set-up · [A-Z][a-z]+)[. ]/;

  test('names the game and the phase, and what moved in it', async () => {
    const { replies, play } = await table('words-alt');
    await play([...FORD, '@alice /move unit:Black Fox to:J8', '@alice /done', '@alice /done']);
    const pictures = replies.filter((r) => r.image).map((r) => r.image!.description);
    expect(pictures.length).toBeGreaterThan(2);
    for (const alt of pictures) {
      expect(alt).toMatch(/^Dragon Noir: The Ford: /);
      expect(alt).toMatch(PHASE);
    }
    expect(pictures[0]).toBe('Dragon Noir: The Ford: the map as the game begins, Turn 1 · Orks · Movement.');
    const movement = pictures.find((a) => a.includes('as Turn 1 · Orks · Movement ended'))!;
    expect(movement).toMatch(/^Dragon Noir: The Ford: the map as Turn 1 · Orks · Movement ended\. What happened: Black Fox moves [^;]*J8/);
    // A phase in which nothing happened says so.
    expect(pictures).toContain('Dragon Noir: The Ford: the map as Turn 1 · Orks · Combat ended. Nothing was seen to happen.');
  });

  test('of a public picture says nothing of a hidden unit or a secret reaction; the owner’s own picture is his', async () => {
    const { replies, play } = await table('words-alt-hidden');
    await play([
      '@alice /game new game:dragon-noir scenario:the-watermill-ambush seed:ambush',
      '@alice /game join seat:rebels',
      '@bob /game join seat:orks',
      '@alice /game start',
      '@bob /deploy unit:Black Fox hex:P9',
      '/deploy unit:Shaman hex:T5',
      '/deploy',
      '/deploy done:yes',
      '@alice /move unit:Konrad to:H9',
      '@alice /done',
    ]);
    const channel = replies.filter((r) => r.kind === 'channel' && r.image).map((r) => r.image!.description);
    expect(channel.length).toBeGreaterThan(1);
    for (const alt of channel) {
      expect(alt).toMatch(PHASE);
      expect(alt).not.toMatch(/P9|T5|hidden|Black Fox|Shaman/);
    }
    expect(channel.some((a) => /ended\. What happened: Konrad moves/.test(a))).toBe(true);
    // The Orks' own map, by DM, says whose view it is.
    const orks = replies.filter((r) => r.kind === 'dm' && r.userName === 'bob' && r.image).map((r) => r.image!.description);
    expect(orks.some((a) => a.startsWith('Dragon Noir: The Watermill Ambush: the map as the Orks see it, in Turn 1 ·'))).toBe(true);

    const duel = await table('words-alt-counter');
    await duel.play([
      '@alice /game new game:dragon-noir scenario:sorcerers-duel seed:duel',
      '@alice /game join seat:orks',
      '@bob /game join seat:rebels',
      '@alice /game start',
      '@alice /counter caster:Shaman when:cost:30',
    ]);
    // The standing counterspell is the Orks' secret; the phases that end while it stands never tell of it.
    for (let i = 0; i < 4; i++) await duel.play(['@alice /done']);
    const posted = duel.replies.filter((r) => r.kind === 'channel' && r.image).map((r) => r.image!.description);
    expect(posted.length).toBeGreaterThan(1);
    for (const alt of posted) {
      expect(alt).toMatch(PHASE);
      expect(alt).not.toMatch(/counter|30 EP/i);
    }
  });

  test("of /game map phase:N tells that phase's events as the asker may see them", async () => {
    const { harness, play } = await table('words-alt-map');
    await play([...FORD, '@alice /move unit:Black Fox to:J8', '@alice /done']);
    const answer = await harness.router.run({ ...harness.table.context(), userId: 'local:carol', userName: 'carol' }, { name: 'game', subcommand: 'map', options: { phase: '1' } });
    expect(answer[0]!.image!.description).toMatch(/^Dragon Noir: The Ford: the map as Turn 1 · Orks · Movement ended\. What happened: Black Fox moves [^;]*J8/);
  });
});
