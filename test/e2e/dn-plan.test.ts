import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { gameModule } from '../../src/app/modules.ts';
import { seatViewer } from '../../src/engine/core/events.ts';
import type { DragonNoir } from '../../src/engine/games/dragon-noir/index.ts';
import type { DnState } from '../../src/engine/games/dragon-noir/state.ts';
import type { FakeChannel } from '../fake-discord/types.ts';
import { query } from '../support/db.ts';
import { run, said, world, type World, WAIT_MS, stateIn } from './support.ts';

/**
 * The Strategic Plan through Discord (checklist 107, 116): the Krob player's /plan orders go by
 * DM and are answered privately; the game's thread never shows where a Krob is or goes, nor
 * Khuzun's cell. In the solitaire battle one player starts the game alone and the bot plays the
 * Krobs in the thread as soon as his player-turn ends.
 */

let w: World;
const dn = gameModule('dragon-noir') as DragonNoir;

beforeAll(async () => {
  w = await world({ seeds: ['plan-1'], global: true });
  await w.startBot();
});

afterAll(async () => {
  await w?.close();
});

async function stateOf(thread: FakeChannel): Promise<DnState> {
  return (await stateIn(w, thread, dn)) as DnState;
}

describe('the Krobs on the Strategic Plan, by DM', () => {
  test('set-up, the cell and a strategic move are answered in private, and the thread never learns them', async () => {
    await run(w, w.mara, w.lobby, 'game', { game: 'dragon-noir', scenario: 'the-kingdom-of-alkiram' }, 'new');
    const thread = w.fake.threads(w.lobby).at(-1)!;
    await run(w, w.alice, thread, 'game', { seat: 'adventurers' }, 'join');
    await run(w, w.bob, thread, 'game', { seat: 'krobs' }, 'join');
    expect((await run(w, w.alice, thread, 'game', {}, 'start')).text).toBe('The game has started.');
    const dm = w.fake.openDm(w.bob);
    const bought = await run(w, w.bob, dm, 'plan', { action: 'deploy', kind: 'Slayer', area: 'The Maze' });
    expect(bought.text).toContain('Slayer 1 waits in The Maze. 26 points left.');
    await run(w, w.bob, dm, 'plan', { action: 'cell', cell: 7 });
    const done = await run(w, w.bob, dm, 'plan', { action: 'done' });
    expect(done.text).toContain("Prisoner's cell: 7.");
    const moved = await run(w, w.bob, dm, 'plan', { action: 'move', krob: 'Slayer 1', area: 'The Jails' });
    expect(moved.text).toContain('Slayer 1 will move to The Jails as the next game turn begins.');
    // The Adventurers may not give plan orders.
    const refused = await run(w, w.alice, w.fake.openDm(w.alice), 'plan', { action: 'show' });
    expect(refused.text).toContain('Only the Krobs give orders on the Strategic Plan.');
    // Nothing of it in the thread; secrets() names it for the Adventurers and the thread has none.
    const state = await stateOf(thread);
    const secrets = dn.secrets!(state, seatViewer('adventurers'));
    expect(secrets).toContain('Slayer 1 to The Jails');
    expect(secrets).toContain('Khuzun is in cell 7');
    // The public line that the Krobs are ready is logged, to be posted with the phase's log.
    const [logged] = await query<{ n: number }>(w.databaseUrl, `SELECT count(*)::int AS n FROM "GameEvent" WHERE text = 'The Krobs have taken their places on the Strategic Plan.'`);
    expect(logged!.n).toBe(1);
    const text = said(w, thread);
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).not.toContain('Slayer 1');
  });
});

describe('alone in the Kingdom: the bot plays the Krobs', () => {
  test('one player starts the game; as his player-turn ends the bot plays the Krobs in the thread, and it is his turn again', async () => {
    await run(w, w.mara, w.lobby, 'game', { game: 'dragon-noir', scenario: 'alone-in-the-kingdom' }, 'new');
    const thread = w.fake.threads(w.lobby).at(-1)!;
    await run(w, w.alice, thread, 'game', { seat: 'adventurers' }, 'join');
    expect((await run(w, w.alice, thread, 'game', {}, 'start')).text).toBe('The game has started.');
    let state = await stateOf(thread);
    expect(state.bots).toEqual(['krobs']);
    const krobsBefore = state.units.filter((u) => u.side === 'krobs').map((u) => JSON.stringify(u.hex));
    for (let guard = 0; guard < 6 && state.turn === 1; guard++) {
      await run(w, w.alice, thread, 'done');
      state = await stateOf(thread);
    }
    expect(state.turn).toBe(2);
    expect(state.sides[state.active]!.id).toBe('adventurers');
    const krobsAfter = state.units.filter((u) => u.side === 'krobs').map((u) => JSON.stringify(u.hex));
    expect(krobsAfter).not.toEqual(krobsBefore);
    // The bot's phases are posted to the thread like a player's (the posts may trail the reply).
    await w.fake.waitFor(() => w.fake.messages(thread).find((m) => m.content.includes('Turn 1 · Krobs · Movement')), WAIT_MS);
    // The bot's strategic secrets stay out of the thread too.
    const text = said(w, thread);
    for (const secret of dn.secrets!(state, seatViewer('adventurers'))) expect(text).not.toContain(secret);
  });
});
