import { expect } from 'vitest';
import type { Reply } from '../../src/app/io.ts';
import { seatViewer } from '../../src/engine/core/events.ts';
import type { DnState } from '../../src/engine/games/dragon-noir/state.ts';
import type { DnView } from '../../src/engine/games/dragon-noir/view.ts';
import { localTable, TestClock, type DrawnView, type LocalHarness } from './local.ts';

/**
 * Differential leak tests for Dragon Noir's answer windows (issue 11, item 8): two games played
 * with the same seed and the same lines, differing only in one hidden standing order, and all
 * that the watcher (alice, who plays the Orks) can see recorded after every line, so that the
 * two records can be compared character for character.
 */

/** The player whose eyes the comparison uses, and her side. */
const WATCHER = { user: 'alice', seat: 'orks' };

export interface Game {
  harness: LocalHarness;
  clock: TestClock;
  /** Everything the watcher saw, one entry per line played, in order. */
  seen: string[];
  replies: Reply[];
  views: DrawnView[];
}

/** Opens a local table on its own channel and plays `lines` there, recording what the watcher sees. */
export async function openGame(channel: string, lines: readonly string[], keep: LocalHarness[]): Promise<Game> {
  const clock = new TestClock();
  const views: DrawnView[] = [];
  const harness = await localTable(channel, clock, undefined, (drawn) => views.push(drawn));
  keep.push(harness);
  const replies: Reply[] = [];
  // Every reply the table is given, whole (the printed lines leave out a picture's alt text).
  const run = harness.router.run.bind(harness.router);
  harness.router.run = async (ctx, invocation) => {
    const out = await run(ctx, invocation);
    replies.push(...out.map((r) => (r.kind === 'ephemeral' ? { ...r, text: `[to ${ctx.userName}] ${r.text}` } : r)));
    return out;
  };
  const game: Game = { harness, clock, seen: [], replies, views };
  for (const line of lines) await play(game, line);
  return game;
}

export const stateOf = async (game: Game): Promise<DnState> => {
  const module = game.harness.service.module('dragon-noir')!;
  return module.stateSchema.parse((await game.harness.service.gameHere(game.harness.table.context()))!.state) as DnState;
};

/** What the watcher can see of one reply: the channel's, hers, her DMs; a picture by its name and alt text. */
function forWatcher(reply: Reply): string | undefined {
  const image = reply.image ? ` [picture ${reply.image.name}: ${reply.image.description}]` : '';
  const controls = reply.controls ? ` ${JSON.stringify(reply.controls)}` : '';
  const text = `${reply.text}${image}${controls}`;
  if (reply.kind === 'channel') return `#${text}`;
  if (reply.kind === 'ephemeral') return text.startsWith(`[to ${WATCHER.user}]`) ? text : undefined;
  return reply.userName === WATCHER.user ? `DM ${text}` : undefined;
}

/** Plays one line (none: only looks) and records all the watcher sees after it, asking as she would. */
export async function play(game: Game, line: string, replies: Reply[] = []): Promise<void> {
  const { harness } = game;
  const before = game.replies.length;
  const drawn = game.views.length;
  if (line) await harness.table.line(line);
  const watcher = { ...harness.table.context(), userId: `local:${WATCHER.user}`, userName: WATCHER.user };
  const got = [...game.replies.slice(before), ...replies];
  const pictures = game.views.slice(drawn).map((d) => d.view as DnView).filter((v) => v.viewer.kind === 'public' || (v.viewer.kind === 'seat' && v.viewer.seat === WATCHER.seat));
  const asks: string[] = [];
  for (const [name, subcommand, options] of [
    ['game', 'status', {}],
    ['game', 'log', {}],
    ['game', 'map', { view: 'mine' }],
  ] as const) {
    const out = await harness.router.run(watcher, { name, subcommand, options: { ...options } });
    asks.push(out.map((r) => `${r.text}${r.image ? ` [picture: ${r.image.description}]` : ''}`).join('\n'));
  }
  const verbs = await harness.router.autocomplete(watcher, { name: 'order', options: { what: '' } }, 'what');
  const details = [];
  for (const verb of verbs) details.push(await harness.router.autocomplete(watcher, { name: 'order', options: { what: String(verb.value), details: '' } }, 'details'));
  const state = await stateOf(game).catch(() => undefined);
  const view = state ? JSON.stringify(harness.service.module('dragon-noir')!.view(state, seatViewer(WATCHER.seat))) : '';
  const id = (await harness.service.gameHere(harness.table.context()))?.id ?? '';
  const record = JSON.stringify({
    // The other player's lines are his own; the watcher sees only what they cause.
    line: line.startsWith(`@${WATCHER.user}`) ? line : line.split(' ')[0],
    replies: got.map(forWatcher).filter((r) => r !== undefined),
    pictures: pictures.map((p) => JSON.stringify(p)),
    asks,
    autocomplete: [verbs, details],
    view,
  });
  // A game's own id (in buttons and menus) is the one thing that differs by construction.
  game.seen.push(id ? record.split(id).join('<game>') : record);
}

/** Claims and fires whatever deadline is due now, as the bot's scheduler does. */
export async function fireDue(game: Game): Promise<Reply[]> {
  const { harness, clock } = game;
  const due = await harness.app.deadlines.claimDue(clock.now(), 'test-worker');
  const out: Reply[] = [];
  for (const d of due) {
    out.push(...(await harness.service.fireDeadline(d)));
    await harness.app.deadlines.markFired(d.id, 'test-worker', clock.now());
  }
  return out;
}

/** Fails at the first thing the watcher saw differently in the two games, with that line and some text around it. */
export function same(a: readonly string[], b: readonly string[]): void {
  expect(a.length).toBe(b.length);
  for (const [i, x] of a.entries()) {
    const y = b[i]!;
    if (x === y) continue;
    let at = 0;
    while (x[at] === y[at]) at++;
    const line = (JSON.parse(x) as { line: string }).line;
    throw new Error(`after line ${i} ("${line}") ${WATCHER.user} sees a difference:\n  ${x.slice(Math.max(0, at - 200), at + 200)}\n  ${y.slice(Math.max(0, at - 200), at + 200)}`);
  }
}

/** Plays the same line in both games, then compares all the watcher saw. */
export async function both(games: [Game, Game], line: string): Promise<void> {
  for (const g of games) await play(g, line);
  same(games[0].seen, games[1].seen);
}

/** Lets time pass in both games, fires what comes due, and records what the watcher sees then. */
export async function wait(games: [Game, Game], hours: number): Promise<void> {
  for (const g of games) g.clock.advance(hours);
  const due = await Promise.all(games.map(fireDue));
  for (const [i, g] of games.entries()) await play(g, '', due[i]);
}
