import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { gameModule } from '../../src/app/modules.ts';
import { SeededDice } from '../../src/engine/core/dice.ts';
import { scriptStep } from '../../src/engine/games/dragons-of-glory/bot/script.ts';
import type { DragonsOfGlory } from '../../src/engine/games/dragons-of-glory/index.ts';
import type { DogState } from '../../src/engine/games/dragons-of-glory/state.ts';
import type { FakeChannel, FakeUser } from '../fake-discord/types.ts';
import { query } from '../support/db.ts';
import { run, seen, stateIn, world, type World } from './support.ts';

/**
 * Dragons of Glory's Kender Strike through Discord: the real bot process against the fake. Once
 * with both sides played by script (each step one /orders message, written by the scripted player
 * from the game's fixed seed and its dice cursor, as bot/script.ts writes examples), once with the
 * Whitestone left to the bot. Every game runs to its end by DL11's scenario book.
 */

const dog = gameModule('dragons-of-glory') as DragonsOfGlory;
const SEEDS = ['kender-e2e', 'kender-bot-e2e'];
let w: World;

beforeAll(async () => {
  w = await world({ seeds: SEEDS, global: true });
  await w.startBot();
});

afterAll(async () => {
  await w?.close();
});

async function gameIn(thread: FakeChannel): Promise<{ state: DogState; cursor: number; status: string }> {
  const [row] = await query<{ diceCursor: number; status: string }>(w.databaseUrl, 'SELECT "diceCursor", status FROM "Game" WHERE "channelId" = $1', [thread.id]);
  return { state: await stateIn(w, thread, dog), cursor: row!.diceCursor, status: row!.status };
}

async function open(seats: Array<[string, FakeUser]>): Promise<FakeChannel> {
  const opened = await run(w, w.alice, w.lobby, 'game', { game: 'dragons-of-glory', scenario: 'kender-strike' }, 'new');
  const thread = w.fake.threads(w.lobby).at(-1)!;
  expect(opened.text).toBe(`Your game is open in <#${thread.id}>.`);
  for (const [seat, user] of seats) await run(w, user, thread, 'game', { seat }, 'join');
  expect((await run(w, w.alice, thread, 'game', {}, 'start')).text).toBe('The game has started.');
  return thread;
}

/** Plays the game to its end: each step of a side its player holds is one /orders message; the bot's side is woken with /autoplay. */
async function playOut(thread: FakeChannel, seed: string, players: Partial<Record<string, FakeUser>>): Promise<{ state: DogState; messages: number }> {
  let messages = 0;
  for (let guard = 0; guard < 200; guard++) {
    const { state, cursor, status } = await gameIn(thread);
    if (status === 'ended' || state.ended) return { state, messages };
    const phase = dog.phase(state);
    const user = players[phase.active[0]!]!;
    if (dog.defaultOrders(state, phase.active[0]!).some((o) => o.verb === 'autoplay')) {
      const woke = await run(w, user, thread, 'autoplay');
      expect(woke.handle.ephemeral()).toBe(true);
      continue;
    }
    const step = scriptStep(dog, state, state.acting, new SeededDice(seed, cursor));
    const sent = await run(w, user, thread, 'orders', { lines: step.lines.join('; ') });
    expect(sent.text, `${phase.label}: ${step.lines.join('; ')}`).not.toContain('Nothing was applied');
    messages++;
  }
  throw new Error('the Kender Strike did not end in 200 messages');
}

/** DL11 scenario book: the Highlords win by taking Hylo by turn 5; the Whitestone if the Highlords lose more than half their strength; both or neither, a draw. */
function judged(state: DogState): string[] {
  const bled = state.lost.highlord > state.startStrength.highlord / 2;
  const taken = state.held.kenderhome === 'highlord';
  return bled === taken ? [] : bled ? ['whitestone'] : ['highlord'];
}

describe('the Kender Strike through Discord, both sides by script', () => {
  let thread: FakeChannel;

  test('a message of orders with one illegal line is refused whole, naming that line, and changes nothing', async () => {
    thread = await open([
      ['highlord', w.alice],
      ['whitestone', w.bob],
    ]);
    // Turn 1: the Whitestone hold the initiative and choose.
    expect((await run(w, w.bob, thread, 'orders', { lines: 'go first' })).text).not.toContain('Nothing was applied');
    const before = await gameIn(thread);
    // A legal first line (the scripted player's own), then a kender sent into the sea.
    const legal = scriptStep(dog, before.state, 'whitestone', new SeededDice(SEEDS[0]!, before.cursor)).lines[0]!;
    const kender = Object.values(before.state.units).find((u) => u.at && u.id.startsWith('hylo-kender') && !legal.includes(u.id))!;
    const refused = await run(w, w.bob, thread, 'orders', { lines: `${legal}; move ${kender.id} 0101a; done` });
    expect(refused.text).toMatch(new RegExp(`^Line 2 \\(move ${kender.id} 0101a\\): 0101a is out of reach .*Nothing was applied\\.$`, 's'));
    const after = await gameIn(thread);
    expect(after.state).toEqual(before.state);
    expect(after.cursor).toBe(before.cursor);
  });

  test('every step is one message of orders, and the game ends as the scenario book judges it', async () => {
    const { state, messages } = await playOut(thread, SEEDS[0]!, { highlord: w.alice, whitestone: w.bob });
    expect(messages).toBeGreaterThan(15);
    expect(state.turn).toBe(5);
    expect(state.ended!.winners).toEqual(judged(state));
    await seen(w, thread, '**Game over.**');
    // Each phase with moves or battles posted its map; the last one too.
    const pictures = w.fake.messages(thread).filter((m) => m.attachments.length > 0);
    expect(pictures.length).toBeGreaterThan(5);
    // A crop of Hylo, readable on a phone.
    const crop = await run(w, w.carol, thread, 'game', { area: 'hylo' }, 'map');
    expect(crop.reply.attachments).toHaveLength(1);
  });
});

describe('the Kender Strike through Discord, the Whitestone left to the bot', () => {
  test('the bot answers each of the player\u2019s steps, and the game ends as the scenario book judges it', async () => {
    const thread = await open([['highlord', w.alice]]);
    const { state } = await playOut(thread, SEEDS[1]!, { highlord: w.alice, whitestone: w.alice });
    expect(state.bot).toEqual(['whitestone']);
    expect(state.turn).toBe(5);
    expect(state.ended!.winners).toEqual(judged(state));
    const log = await seen(w, thread, '**Game over.**');
    // The bot's side moved and fought: its orders are in the thread's log like a player's.
    expect(log).toMatch(/Hylo Kender \d+(, Hylo Kender \d+)? move/);
  });
});

describe('Discord\u2019s rules', () => {
  test('nothing the bot sent was refused', () => {
    expect(w.fake.requests.filter((r) => r.status >= 400)).toEqual([]);
  });
});
