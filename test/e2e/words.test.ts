import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FakeChannel } from '../fake-discord/types.ts';
import { run, seen, world, type World, WAIT_MS } from './support.ts';

/**
 * What players read on Discord (issue 12, item 7), through the bot process and the Discord fake:
 * /help outside a game and in a game's thread, /game join answering what happened, the scenario
 * named by its title in /game status and the turn DMs (deadlines in Discord's own time tags), and
 * every map posted with alt text naming the game and its phase.
 */

let w: World;
let thread: FakeChannel;

beforeAll(async () => {
  w = await world({ seeds: ['words-e2e'] });
  await w.startBot();
});

afterAll(async () => {
  await w?.close();
});

describe('words for people, on Discord', () => {
  test('/help where no game is played says how to start one', async () => {
    const help = await run(w, w.carol, w.lobby, 'help');
    expect(help.handle.ephemeral()).toBe(true);
    expect(help.text).toContain('No game is played in this channel. To start one:');
    expect(help.text).toContain('1. /game new game:<game> scenario:<scenario> opens it in a thread of its own');
    expect(help.text).toContain('Dragon Noir (game:dragon-noir, ');
    expect(help.text).toContain('docs/dragon-noir.md');
    expect(help.text).toContain('docs/dungeon.md');
  });

  test("/game join answers with the seat taken; /help in the game's thread gives its commands and its docs", async () => {
    await run(w, w.mara, w.lobby, 'game', { game: 'dragon-noir', scenario: 'the-ford' }, 'new');
    thread = w.fake.threads(w.lobby).at(-1)!;
    await w.fake.waitFor(() => w.fake.messages(thread)[0], WAIT_MS);
    const joined = await run(w, w.alice, thread, 'game', { seat: 'orks' }, 'join');
    expect(joined.text).toBe('You hold the Orks in Dragon Noir: The Ford.');
    expect(joined.handle.ephemeral()).toBe(true);
    await seen(w, thread, 'alice takes the Orks.');
    await run(w, w.bob, thread, 'game', { seat: 'rebels' }, 'join');

    const help = await run(w, w.carol, thread, 'help');
    expect(help.handle.ephemeral()).toBe(true);
    expect(help.text).toContain('**Dragon Noir: The Ford** is played here (open for players).');
    expect(help.text).toContain('/order what: details: gives an order');
    expect(help.text).toMatch(/This game's orders: [^\n]*\bmove\b/);
    expect(help.text).toContain('The rules and every order, explained: docs/dragon-noir.md');
  });

  test('the turn DM and /game status name the scenario by its title, with Discord time tags for the deadline', async () => {
    await run(w, w.alice, thread, 'game', {}, 'start');
    const told = await w.fake.waitFor(() => w.fake.dms(w.alice).find((m) => m.content.startsWith('Your move in ')), WAIT_MS);
    expect(told.content).toMatch(/^Your move in Dragon Noir: The Ford: Turn 1 · Orks · Movement\. Deadline <t:\d+:F> \(<t:\d+:R>\)\.$/);
    const status = await run(w, w.bob, thread, 'game', {}, 'status');
    expect(status.text).toContain('**Dragon Noir: The Ford** (running)');
    expect(status.text).toContain('Turn 1 · Orks · Movement. Waiting for: Orks (alice).');
    expect(status.text).toMatch(/Deadline for the Orks: <t:\d+:F> \(<t:\d+:R>\)\./);
    expect(status.text).not.toContain('the-ford');
  });

  test('every map in the thread has alt text naming the game and its phase, and what moved', async () => {
    await run(w, w.alice, thread, 'move', { unit: 'Black Fox', to: 'J8' });
    await run(w, w.alice, thread, 'done');
    await seen(w, thread, '**Turn 1 · Orks · Movement** is over.');
    const pictures = w.fake.messages(thread).flatMap((m) => m.attachments);
    expect(pictures.length).toBeGreaterThanOrEqual(2);
    for (const picture of pictures) expect(picture.description).toMatch(/^Dragon Noir: The Ford: the map (as the game begins, |as )Turn 1 · Orks · Movement[. ]/);
    expect(pictures.map((p) => p.description)).toContainEqual(expect.stringMatching(/^Dragon Noir: The Ford: the map as Turn 1 · Orks · Movement ended\. What happened: Black Fox moves [^;]*J8/));
  });
});
