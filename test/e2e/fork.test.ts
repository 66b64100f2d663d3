import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FakeChannel, FakeMessage } from '../fake-discord/types.ts';
import { query } from '../support/db.ts';
import { run, seen, world, type World, WAIT_MS } from './support.ts';

/**
 * `/game fork` on Discord, against the bot process and the fake Discord: during a game the game
 * master asks in the game's thread, each player presses Agree, and the fork opens in a new thread
 * beside the game's (in the same channel), its card saying where it came from; the game forked
 * goes on in its own thread, its seed and dice its own.
 */

let w: World;
let thread: FakeChannel;

beforeAll(async () => {
  w = await world({ seeds: ['e2e-fork', 'e2e-fork-2'] });
  await w.startBot();
});

afterAll(async () => {
  await w?.close();
});

const buttons = (m: FakeMessage) => (m.components as Array<{ components: Array<{ custom_id: string; label: string }> }>).flatMap((row) => row.components);

interface GameRow {
  id: string;
  channelId: string;
  seed: string;
  seedCommitment: string;
  version: number;
  status: string;
  forkOf: string | null;
  forkPhase: number | null;
}

const games = () => query<GameRow>(w.databaseUrl, 'SELECT id, "channelId", seed, "seedCommitment", version, status, "forkOf", "forkPhase" FROM "Game" ORDER BY "createdAt"');

describe('a fork during a game, by button', () => {
  test('the game master asks in the game\u2019s thread; each player agrees; the fork opens in a new thread beside it', async () => {
    await run(w, w.mara, w.lobby, 'game', { game: 'dragon-noir', scenario: 'the-ford-at-dusk' }, 'new');
    thread = w.fake.threads(w.lobby)[0]!;
    await run(w, w.alice, thread, 'game', { seat: 'orks' }, 'join');
    await run(w, w.bob, thread, 'game', { seat: 'rebels' }, 'join');
    await run(w, w.mara, thread, 'game', {}, 'start');
    // The side to move ends its phase: there is a phase to fork from.
    const [first] = await query<{ state: { active: number; sides: Array<{ id: string }> } }>(w.databaseUrl, 'SELECT state FROM "Game"');
    const mover = first!.state.sides[first!.state.active]!.id === 'orks' ? w.alice : w.bob;
    await run(w, mover, thread, 'done');
    await w.fake.waitFor(async () => ((await query(w.databaseUrl, 'SELECT 1 FROM "PhaseRecord"')).length > 0 ? true : undefined), WAIT_MS);

    const refused = await run(w, w.alice, thread, 'game', { phase: 1 }, 'fork');
    expect(refused.text).toBe('While the game runs, only its game master may fork it, and only with every player\u2019s agreement; once it is over, anyone may.');

    await run(w, w.mara, thread, 'game', { phase: 1 }, 'fork');
    const request = await w.fake.waitFor(() => w.fake.messages(thread).find((m) => m.content.startsWith('mara asks to fork this game from the end of phase 1')), WAIT_MS);
    const agree = buttons(request).find((b) => b.label === 'Agree')!.custom_id;
    await w.fake.click(w.alice, request, agree).settled(WAIT_MS);
    await seen(w, thread, 'alice agrees to fork the game. Waiting for: bob.');
    await w.fake.click(w.bob, request, agree).settled(WAIT_MS);

    const fork = await w.fake.waitFor(() => w.fake.threads(w.lobby)[1], WAIT_MS);
    expect(fork.name).toContain('fork of phase 1');
    const [source, made] = await games();
    await seen(w, thread, `mara forks this game from the end of phase 1`);
    await seen(w, thread, `the fork is in <#${fork.id}>`);
    const card = await w.fake.waitFor(() => w.fake.messages(fork).find((m) => m.content.includes(`a fork of game ${source!.id.slice(0, 6)} (<#${thread.id}>) from the end of its phase 1`)), WAIT_MS);
    expect(card.content).toContain('Each seat is kept by its player: Orks (alice), Rebels (bob).');
    await seen(w, fork, 'begins from the end of phase 1');
    expect(made).toMatchObject({ channelId: fork.id, status: 'running', forkOf: source!.id, forkPhase: 1 });
    expect(made!.seed).not.toBe(source!.seed);
    expect(made!.seedCommitment).not.toBe(source!.seedCommitment);
    expect(source).toMatchObject({ channelId: thread.id, status: 'running' });
  });

  test('the game forked goes on in its own thread', async () => {
    const [before] = await games();
    const [row] = await query<{ state: { active: number; sides: Array<{ id: string }> } }>(w.databaseUrl, 'SELECT state FROM "Game" WHERE id = $1', [before!.id]);
    const mover = row!.state.sides[row!.state.active]!.id === 'orks' ? w.alice : w.bob;
    await run(w, mover, thread, 'done');
    await w.fake.waitFor(async () => (((await games())[0]!.version > before!.version) ? true : undefined), WAIT_MS);
  });
});
