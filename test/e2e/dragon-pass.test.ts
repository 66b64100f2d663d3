import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { gameModule } from '../../src/app/modules.ts';
import { PUBLIC, seatViewer } from '../../src/engine/core/events.ts';
import { SeededDice } from '../../src/engine/core/dice.ts';
import { scriptStep } from '../../src/engine/games/dragon-pass/bot/script.ts';
import type { DragonPass } from '../../src/engine/games/dragon-pass/index.ts';
import type { DpState, SideSeat } from '../../src/engine/games/dragon-pass/state.ts';
import type { FakeChannel, FakeUser } from '../fake-discord/types.ts';
import { query } from '../support/db.ts';
import { loadBook } from '../engine/dragon-pass/book.ts';
import { dmText, publicText, run, stateIn, type World, world } from './support.ts';

/**
 * Dragon Pass through Discord: the real bot process against the fake, both scenarios from
 * `/game new` to their end. Every phase a side plays is one /orders message, its lines the
 * scripted player's (bot/script.ts) written from the game's seed and dice cursor as the app will
 * roll them: its diplomacy points, emissaries, moves, attacks and event 12's sealed bid.
 *
 * After every message nothing secret (a side's diplomacy points for an independent, its bid while
 * the other's is awaited, its debt) may be seen where the public or the other side reads: the
 * thread's posts and their alt text, and the other side's DMs.
 */

const dp = gameModule('dragon-pass') as DragonPass;
const GAME_MS = 10 * 60_000;
// Fixed seeds: The Pass with `dp-e2e-3` has random events, a sealed bid that leaves a debt, alliances and all three kinds of combat.
const SEEDS = ['dp-e2e-3', 'dp-e2e-fort'];
const book = loadBook();
let w: World;

beforeAll(async () => {
  w = await world({ seeds: SEEDS, global: true });
  await w.startBot();
});

afterAll(async () => {
  await w?.close();
});

async function gameIn(thread: FakeChannel): Promise<{ state: DpState; status: string; seed: string; cursor: number }> {
  const [row] = await query<{ status: string; seed: string; diceCursor: number }>(w.databaseUrl, 'SELECT status, seed, "diceCursor" FROM "Game" WHERE "channelId" = $1', [thread.id]);
  return { state: await stateIn(w, thread, dp), status: row!.status, seed: row!.seed, cursor: row!.diceCursor };
}

async function open(scenario: string): Promise<FakeChannel> {
  const opened = await run(w, w.alice, w.lobby, 'game', { game: 'dragon-pass', scenario }, 'new');
  const thread = w.fake.threads(w.lobby).at(-1)!;
  expect(opened.text).toBe(`Your game is open in <#${thread.id}>.`);
  await run(w, w.alice, thread, 'game', { seat: 'lunar' }, 'join');
  await run(w, w.bob, thread, 'game', { seat: 'sartar' }, 'join');
  expect((await run(w, w.alice, thread, 'game', {}, 'start')).text).toBe('The game has started.');
  return thread;
}

/** A fact named in a text as a whole. */
const mentions = (text: string, fact: string): boolean => new RegExp(`(?<![\\w-])${fact.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`).test(text);

interface Played {
  state: DpState;
  messages: number;
  /** How many secret facts were looked for in what each message made public, or sent the other side. */
  secretsChecked: number;
  kinds: Set<string>;
  /** What each side was answered, for its eyes only (the ephemeral replies to its /orders). */
  replies: Record<SideSeat, string>;
}

async function playOut(thread: FakeChannel): Promise<Played> {
  const users: Record<SideSeat, FakeUser> = { lunar: w.alice, sartar: w.bob };
  const played: Played = { state: null as unknown as DpState, messages: 0, secretsChecked: 0, kinds: new Set(), replies: { lunar: '', sartar: '' } };
  let seenText = publicText(w, thread).length;
  const seenDm: Record<SideSeat, number> = { lunar: dmText(w, w.alice).length, sartar: dmText(w, w.bob).length };
  for (let guard = 0; guard < 400; guard++) {
    const { state, status, seed, cursor } = await gameIn(thread);
    if (status === 'ended' || state.ended) return { ...played, state };
    const phase = dp.phase(state);
    const side = phase.active[0] as SideSeat;
    const step = scriptStep(dp, book, state, side, new SeededDice(seed, cursor));
    expect(step.lines.length, `${phase.label}: the script has nothing to play for ${side}`).toBeGreaterThan(0);
    for (const e of step.events) played.kinds.add(e.type);
    const sent = await run(w, users[side], thread, 'orders', { lines: step.lines.join('\n') });
    expect(sent.text, `${phase.label}: ${step.lines.join(' / ')}`).not.toContain('Nothing was applied');
    played.messages++;
    played.replies[side] += `${sent.text}\n`;
    const after = (await gameIn(thread)).state;
    // What the public may not know now; and what each side may not know of the other's.
    const hidden = dp.secrets!(after, PUBLIC);
    const all = publicText(w, thread);
    const fresh = all.slice(seenText);
    seenText = all.length;
    for (const fact of hidden) expect(mentions(fresh, fact), `${phase.label}: "${fact}" seen in public`).toBe(false);
    played.secretsChecked += hidden.length;
    for (const viewer of ['lunar', 'sartar'] as const) {
      const dms = dmText(w, users[viewer]);
      const newDms = dms.slice(seenDm[viewer]);
      seenDm[viewer] = dms.length;
      for (const fact of dp.secrets!(after, seatViewer(viewer))) expect(mentions(newDms, fact), `${phase.label}: the other side's "${fact}" in ${viewer}'s DMs`).toBe(false);
    }
  }
  throw new Error('the game did not end in 400 messages');
}

describe('Dragon Pass through Discord', () => {
  let thread: FakeChannel;
  let played: Played;

  test('The Pass: twelve game-turns to a result, with random events, a sealed bid, an alliance and every kind of combat, nothing secret seen', async () => {
    thread = await open('the-pass');
    played = await playOut(thread);
    console.log(`dragon-pass the-pass (${SEEDS[0]}): ${played.messages} messages, ${played.secretsChecked} secrets checked`);
    expect(played.state.ended!.reason).toMatch(/at the end of game-turn 12/);
    for (const kind of ['random-event', 'sealed-revealed', 'allied', 'magic-attack', 'missile-fire', 'melee', 'dp-assigned']) expect([...played.kinds], kind).toContain(kind);
    expect(played.secretsChecked).toBeGreaterThan(20);
    // The sides' own DMs tell them their diplomacy; the thread shows the bids only once both are in.
    expect(`${played.replies.lunar}${dmText(w, w.alice)}`).toMatch(/You assign \d+ DP to /);
    expect(`${played.replies.sartar}${dmText(w, w.bob)}`).toMatch(/You assign \d+ DP to /);
    expect(publicText(w, thread)).toMatch(/The bids are revealed|Event 12/);
    await w.fake.waitFor(() => (publicText(w, thread).includes('**Game over.**') ? true : undefined), 60_000);
  }, GAME_MS);

  test('/dice verify recomputes every roll of the game', async () => {
    const verified = await run(w, w.carol, thread, 'dice', {}, 'verify');
    expect(verified.text).toMatch(/^✓ \d+ rolls recomputed from the seed: every one matches the log\./);
  });

  test('The Border Fort, the teaching scenario, plays to its end', async () => {
    const fort = await open('the-border-fort');
    const result = await playOut(fort);
    console.log(`dragon-pass the-border-fort (${SEEDS[1]}): ${result.messages} messages`);
    expect(result.state.ended).not.toBeNull();
    await w.fake.waitFor(() => (publicText(w, fort).includes('**Game over.**') ? true : undefined), 60_000);
  }, GAME_MS);
});
