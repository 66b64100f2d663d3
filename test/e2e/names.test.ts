import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { run, seen, world, type World, WAIT_MS } from './support.ts';

/**
 * Names players bring are posted to channels (issue 11, item 9): a display name that would ping
 * everyone, or turn the line around with bidi controls, or hide characters, is posted clean and
 * pings nobody; and a campaign cannot be opened inside a running game's thread.
 */

let w: World;

beforeAll(async () => {
  w = await world();
  await w.startBot();
});

afterAll(async () => {
  await w?.close();
});

describe('names posted to channels', () => {
  test('a display name with @everyone, a right-to-left override and zero-width characters is posted clean, and pings nobody', async () => {
    const eve = w.fake.addUser({ username: 'eve', globalName: '@everyone\u202E  won\u200B\u200Dthe game' });
    w.fake.addMember(w.guild, eve);
    await run(w, w.mara, w.lobby, 'game', { game: 'dragon-noir', scenario: 'the-ford' }, 'new');
    const thread = w.fake.threads(w.lobby)[0]!;
    await w.fake.waitFor(() => w.fake.messages(thread)[0], WAIT_MS);
    await run(w, eve, thread, 'game', { seat: 'orks' }, 'join');
    const line = await seen(w, thread, 'takes the Orks.');
    expect(line).toContain('@everyone wonthe game takes the Orks.');
    const posted = w.fake.messages(thread).find((m) => m.content.includes('takes the Orks.'))!;
    expect(posted.content).not.toMatch(/[\u202A-\u202E\u200B-\u200F]/);
    expect(posted.pings).toEqual({ everyone: false, users: [], roles: [] });
  });

  test('a campaign cannot be opened inside a running game\u2019s thread', async () => {
    const thread = w.fake.threads(w.lobby)[0]!;
    const refused = await run(w, w.mara, thread, 'campaign', { name: 'The Exile', game: 'dragon-noir' }, 'new');
    expect(refused.text).toBe('This thread holds a game of Dragon Noir that is not over: open a campaign in a text channel of its own.');
    expect(refused.handle.ephemeral()).toBe(true);
  });
});
