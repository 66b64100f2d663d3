import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FakeChannel } from '../fake-discord/types.ts';
import { run, seen, slash, world, type World, WAIT_MS } from './support.ts';

/**
 * Two players play The Ford through slash commands, against the bot process and the fake
 * Discord, from the card to the victory. The seed is fixed (e2e-20) so the dice fall the same way
 * each run: Black Fox, wounded in the Rebels' first attack, dies in their second.
 */

let w: World;
let thread: FakeChannel;

beforeAll(async () => {
  w = await world({ seeds: ['e2e-20'] });
  await w.startBot();
});

afterAll(async () => {
  await w?.close();
});

describe('a skirmish through slash commands', () => {
  test('the game opens in a thread of its own, with a card to join from', async () => {
    const opened = await run(w, w.mara, w.lobby, 'game', { game: 'dragon-noir', scenario: 'the-ford' }, 'new');
    thread = w.fake.threads(w.lobby)[0]!;
    expect(thread).toBeDefined();
    expect(opened.text).toBe(`Your game is open in <#${thread.id}>.`);
    expect(opened.handle.ephemeral()).toBe(true);
    const card = await w.fake.waitFor(() => w.fake.messages(thread)[0], WAIT_MS);
    expect(card.content).toContain('**Dragon Noir: The Ford** is open for players.');
    expect(card!.content).toMatch(/Dice commitment \(SHA-256 of the secret seed\): [0-9a-f]{64}/);
    // Tom and Mara's buttons: here alice takes the Orks with the card's button, bob the Rebels by command.
    const joined = w.fake.click(w.alice, card, (card.components as Array<{ components: Array<{ custom_id: string; label: string }> }>)[0]!.components.find((b) => b.label === 'Orks')!.custom_id);
    await joined.settled(WAIT_MS);
    await run(w, w.bob, thread, 'game', { seat: 'rebels' }, 'join');
    await seen(w, thread, 'alice takes the Orks.');
    await seen(w, thread, 'bob takes the Rebels.');
  });

  test('autocomplete offers the caller\u2019s own characters and the hexes they can reach', async () => {
    const started = await run(w, w.alice, thread, 'game', {}, 'start');
    expect(started.text).toBe('The game has started.');
    // /order's first option offers the orders Alice can give now, in Dragon Noir's words.
    const orders = await w.fake.autocomplete(w.alice, thread, 'order', { what: 'mo' }, 'what');
    expect(orders.map((o) => o.value)).toEqual(['move']);
    expect(orders[0]!.name).toMatch(/^move: /);
    // Its second, the legal forms of a move, as lines; typing a name narrows them.
    const moves = await w.fake.autocomplete(w.alice, thread, 'order', { what: 'move', details: 'Black Fox J' }, 'details');
    expect(moves.map((h) => h.value)).toContain('Black Fox J8');
    for (const h of moves) expect(String(h.value)).toMatch(/^Black Fox J\d+$/);
    expect(moves.length).toBeLessThanOrEqual(25);
    // Bob may not move now: neither the order nor its forms are offered to him.
    expect((await w.fake.autocomplete(w.bob, thread, 'order', { what: '' }, 'what')).map((o) => o.value)).not.toContain('move');
    expect(await w.fake.autocomplete(w.bob, thread, 'order', { what: 'move', details: '' }, 'details')).toEqual([]);
  });

  test('orders are answered privately; the map goes to the thread as each phase ends', async () => {
    const move = await run(w, w.alice, thread, 'move', { unit: 'Black Fox', to: 'J8', via: 'G10' });
    expect(move.text).toBe('Black Fox moves C8→D8→E9→F9→G10→H9→I9→J8 (7 MP; 1 left).');
    expect(move.handle.ephemeral()).toBe(true);
    const wrong = await run(w, w.bob, thread, 'move', { unit: 'Konrad', to: 'K8' });
    expect(wrong.text).toBe('Not your move: it is Turn 1 · Orks · Movement.');
    await run(w, w.alice, thread, 'done');
    await seen(w, thread, '**Turn 1 · Orks · Movement** is over.');
    const posted = w.fake.messages(thread).filter((m) => m.content.startsWith('**Turn 1 · Orks · Movement** is over.'));
    expect(posted).toHaveLength(1);
    expect(posted[0]!.attachments[0]).toMatchObject({ name: 'the-ford-t1-movement.png', contentType: 'image/png' });
    expect(posted[0]!.attachments[0]!.bytes.subarray(1, 4).toString()).toBe('PNG');
  });

  test('the players fight it out to the Rebels\u2019 victory', async () => {
    await run(w, w.alice, thread, 'done');
    const told = await w.fake.waitFor(() => w.fake.dms(w.bob).find((m) => m.content.startsWith('Your move in Dragon Noir: The Ford: Turn 1 · Rebels · Movement.')), WAIT_MS);
    expect(told.content).toMatch(/Deadline <t:\d+:F>/);
    for (const [unit, to] of [['Konrad', 'K8'], ['Hohmley', 'K9'], ['Grast', 'J9'], ['Aldus', 'J7']] as const) await run(w, w.bob, thread, 'move', { unit, to });
    await run(w, w.bob, thread, 'done');
    const first = await run(w, w.bob, thread, 'attack', { with: 'Konrad, Hohmley, Grast, Aldus', target: 'Black Fox' });
    expect(first.text).toContain('Konrad 20 + Hohmley 14 + Grast 14 + Aldus 10 v Black Fox 12 → 4-1; joint attack, 1 right; → 5-1; d10 for the combat: 2 +1 armour = 3 → E: defender wounded.');
    await run(w, w.bob, thread, 'done');
    await run(w, w.alice, thread, 'done');
    await run(w, w.alice, thread, 'done');
    await run(w, w.bob, thread, 'done');
    const last = await run(w, w.bob, thread, 'attack', { with: 'Konrad, Hohmley, Grast, Aldus', target: 'Black Fox' });
    expect(last.text).toContain('→ F: defender killed.');
    const all = await seen(w, thread, '**Game over.** Black Fox is dead. Winner: Rebels.');
    expect(all).toContain('The dice seed was e2e-20');
  });

  test('every phase is reported in the thread, with a map wherever something happened, and the dice check out', async () => {
    // 4 phases a player-turn for the 4 player-turns, less the opening fire and the last recovery.
    const isPhase = (content: string) => / is over\./.test(content.split('\n')[0]!);
    const phases = await w.fake.waitFor(() => {
      const found = w.fake.messages(thread).filter((m) => isPhase(m.content));
      return found.length >= 14 ? found : undefined;
    }, WAIT_MS);
    expect(phases).toHaveLength(14);
    const eventful = phases.filter((m) => !m.content.endsWith('Nothing happened.'));
    expect(eventful.length).toBeGreaterThan(0);
    for (const m of eventful) expect(m.attachments.map((a) => a.contentType)).toEqual(['image/png']);
    // An empty phase is a line with no picture: the board is as the last map showed it.
    for (const m of phases.filter((p) => p.content.endsWith('Nothing happened.'))) expect(m.attachments).toEqual([]);
    expect(phases.length - eventful.length).toBeGreaterThan(0);
    const verified = await run(w, w.alice, thread, 'dice', {}, 'verify');
    expect(verified.text).toContain('Its SHA-256 matches the commitment posted at the start');
    expect(verified.text).toMatch(/\d+ rolls? recomputed from the seed: every one matches the log\./);
  });

  test('a command in a channel with no game, or a game order from a spectator, is told so', async () => {
    const nowhere = await run(w, w.alice, w.lobby, 'move', { unit: 'Konrad', to: 'K8' });
    expect(nowhere.text).toBe('There is no game in this channel. Start one with /game new, or use the thread of your game.');
    const over = await run(w, w.carol, thread, 'done');
    expect(over.text).toBe('This game is over. /game log and /dice verify still work.');
  });
});

describe('Discord\u2019s rules', () => {
  test('every interaction was acknowledged within three seconds, and nothing was refused', () => {
    const refused = w.fake.requests.filter((r) => r.status >= 400);
    expect(refused).toEqual([]);
  });

  test('an interaction delivered twice is applied once', async () => {
    const game = await run(w, w.mara, w.lobby, 'game', { game: 'dragon-noir', scenario: 'the-ford' }, 'new');
    const second = w.fake.threads(w.lobby).at(-1)!;
    expect(game.text).toBe(`Your game is open in <#${second.id}>.`);
    await run(w, w.alice, second, 'game', { seat: 'orks' }, 'join');
    await run(w, w.bob, second, 'game', { seat: 'rebels' }, 'join');
    await run(w, w.alice, second, 'game', {}, 'start');
    const move = slash(w, w.alice, second, 'move', { unit: 'Kuruz', to: 'F5' });
    await move.settled(WAIT_MS);
    const again = w.fake.redeliver(move);
    expect(again.id).toBe(move.id);
    // The bot says when it has dropped the second delivery; only then can nothing more follow.
    await w.bots[0]!.logged(`interaction ${move.id} was delivered again`);
    // The second delivery was neither answered nor applied: one callback, one move in the log.
    const callbacks = w.fake.requests.filter((r) => r.path === `/interactions/${move.id}/${move.token}/callback`);
    expect(callbacks).toHaveLength(1);
    const log = await run(w, w.alice, second, 'game', {}, 'log');
    expect(log.text.match(/Kuruz moves E6→F5/g)).toHaveLength(1);
  });
});
