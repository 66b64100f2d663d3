import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FakeChannel, FakeMessage, FakeUser } from '../fake-discord/types.ts';
import { run, said, world, type World, WAIT_MS } from './support.ts';

/**
 * Decisions go to the deciding player by DM, with a menu to answer from; a player whose DMs are
 * closed is told in the game's channel, without the secret, and answers privately there.
 * Seed secret-6: Konrad's first blow on Black Fox comes up C, and Black Fox must give ground.
 */

let w: World;

beforeAll(async () => {
  w = await world({ seeds: ['secret-6'] });
  await w.startBot();
});

afterAll(async () => {
  await w?.close();
});

/** Opens a game, seats `orks` and `rebels`, and plays up to Konrad's attack on Black Fox. */
async function toTheBlow(orks: FakeUser, rebels: FakeUser): Promise<FakeChannel> {
  await run(w, w.mara, w.lobby, 'game', { game: 'dragon-noir', scenario: 'the-ford' }, 'new');
  const thread = w.fake.threads(w.lobby).at(-1)!;
  await run(w, orks, thread, 'game', { seat: 'orks' }, 'join');
  await run(w, rebels, thread, 'game', { seat: 'rebels' }, 'join');
  await run(w, orks, thread, 'game', {}, 'start');
  await run(w, orks, thread, 'move', { unit: 'Black Fox', to: 'J8' });
  await run(w, orks, thread, 'done');
  await run(w, orks, thread, 'done');
  await run(w, rebels, thread, 'move', { unit: 'Konrad', to: 'K8' });
  await run(w, rebels, thread, 'done');
  const blow = await run(w, rebels, thread, 'attack', { with: 'Konrad', target: 'Black Fox' });
  expect(blow.text).toContain('Konrad 20 v Black Fox 12 → 1-1; d10 for the combat: 2 +1 armour = 3 → C: defender retreats one hex.');
  return thread;
}

type Menu = { components: Array<{ type: number; custom_id: string; options: Array<{ label: string; value: string }> }> };

describe('secret orders by direct message', () => {
  test('the defender is asked by DM, answers from the menu there, and the game goes on', async () => {
    const thread = await toTheBlow(w.alice, w.bob);
    const prompt = await w.fake.waitFor(() => w.fake.dms(w.alice).find((m) => m.content.startsWith('Your decision in Dragon Noir')), WAIT_MS);
    expect(prompt.content).toContain('Black Fox must retreat 1 hex');
    // The thread says nothing of it beyond the combat result.
    expect(said(w, thread)).not.toContain('must retreat');
    const menu = (prompt.components as Menu[])[0]!.components[0]!;
    const choice = menu.options.find((o) => o.label === 'Black Fox retreats to I8')!;
    expect(choice).toBeDefined();
    const answered = w.fake.select(w.alice, prompt, menu.custom_id, [choice.value]);
    const reply = await answered.settled(WAIT_MS);
    expect(reply.content).toContain('Black Fox retreats J8→I8.');
    const status = await run(w, w.bob, thread, 'game', {}, 'status');
    expect(status.text).toContain('Turn 1 · Rebels · Combat. Waiting for: Rebels (bob).');
  });

  test('a menu used again once the decision is settled changes nothing', async () => {
    const prompt: FakeMessage = w.fake.dms(w.alice).filter((m) => m.content.startsWith('Your decision'))[0]!;
    const menu = (prompt.components as Menu[])[0]!.components[0]!;
    const again = w.fake.select(w.alice, prompt, menu.custom_id, [menu.options[0]!.value]);
    expect((await again.settled(WAIT_MS)).content).toBe('Not your move: it is Turn 1 · Rebels · Combat.');
  });

  test('a player with closed DMs is told in the channel, without the secret, and answers with /game prompt', async () => {
    const thread = await toTheBlow(w.carol, w.bob);
    const notice = await w.fake.waitFor(() => w.fake.messages(thread).find((m) => m.content.includes('I cannot send you direct messages')), WAIT_MS);
    expect(notice.content).toBe(`<@${w.carol.id}>, I cannot send you direct messages (your DMs are closed). Something is waiting for you: type /game prompt here to see it privately.`);
    expect(notice.content).not.toContain('retreat');
    const prompt = await run(w, w.carol, thread, 'game', {}, 'prompt');
    expect(prompt.handle.ephemeral()).toBe(true);
    expect(prompt.text).toContain('Your decision: Black Fox must retreat 1 hex');
    const menu = (prompt.reply.components as Menu[])[0]!.components[0]!;
    const answer = w.fake.select(w.carol, prompt.reply, menu.custom_id, [menu.options.find((o) => o.label === 'Black Fox retreats to I8')!.value]);
    expect((await answer.settled(WAIT_MS)).content).toContain('Black Fox retreats J8→I8.');
  });
});
