import { afterAll, describe, expect, test } from 'vitest';
import type { Reply } from '../../src/app/io.ts';
import { seatViewer } from '../../src/engine/core/events.ts';
import type { DnState } from '../../src/engine/games/dragon-noir/state.ts';
import type { DnView } from '../../src/engine/games/dragon-noir/view.ts';
import { localTable, TestClock, type DrawnView, type LocalHarness } from '../support/local.ts';

/**
 * The reaction window without a side channel (issue 11, item 8). Two games of The Mill at Dawn
 * with the reaction window, the same seed and the same orders, differ only in Arlon's secret
 * standing reaction: in one he fires only at Black Fox and asks first (`ask:yes`), in the other
 * he holds his fire. Black Fox rides into Arlon's line of fire twice. After every line of either
 * game, what the Orks' player (alice, the mover) can see must be the same in both, character for
 * character: the channel's posts and their pictures' alt text, her own answers and DMs, the
 * views drawn for her or for all, /game status, /game log and /game map as she asks them, and
 * the orders autocompleted for her. The first window Bob answers "no"; the second he leaves
 * unanswered, and when its deadline passes the rules reveal the difference: the reaction that
 * asks fires, the one that holds does not. That reveal is where the two may first differ, and
 * they must (the comparison can fail).
 */

const harnesses: LocalHarness[] = [];
afterAll(async () => {
  for (const h of harnesses) await h.close();
});

interface Game {
  harness: LocalHarness;
  clock: TestClock;
  /** Everything alice saw, one entry per line played, in order. */
  seen: string[];
  replies: Reply[];
  views: DrawnView[];
}

async function open(reaction: string): Promise<Game> {
  const clock = new TestClock();
  const views: DrawnView[] = [];
  const harness = await localTable('mill', clock, undefined, (drawn) => views.push(drawn));
  harnesses.push(harness);
  const replies: Reply[] = [];
  // Every reply the table is given, whole (the printed lines leave out a picture's alt text).
  const run = harness.router.run.bind(harness.router);
  harness.router.run = async (ctx, invocation) => {
    const out = await run(ctx, invocation);
    replies.push(...out.map((r) => (r.kind === 'ephemeral' ? { ...r, text: `[to ${ctx.userName}] ${r.text}` } : r)));
    return out;
  };
  const game: Game = { harness, clock, seen: [], replies, views };
  for (const line of [
    '@alice /game new game:dragon-noir scenario:the-mill-at-dawn seed:mill options:reactionWindow=yes',
    '@alice /game join seat:orks',
    '@bob /game join seat:rebels',
    '@alice /game start',
    `@bob /react shooter:Arlon ${reaction}`,
    '@bob /react shooter:Laberne when:hold',
    '@bob /react shooter:Jon when:hold',
  ]) {
    await play(game, line);
  }
  return game;
}

const stateOf = async (game: Game): Promise<DnState> => {
  const module = game.harness.service.module('dragon-noir')!;
  return module.stateSchema.parse((await game.harness.service.gameHere(game.harness.table.context()))!.state) as DnState;
};

/** What alice can see of one reply: the channel's, hers, her DMs; a picture by its name and alt text. */
function forAlice(reply: Reply): string | undefined {
  const image = reply.image ? ` [picture ${reply.image.name}: ${reply.image.description}]` : '';
  const controls = reply.controls ? ` ${JSON.stringify(reply.controls)}` : '';
  const text = `${reply.text}${image}${controls}`;
  if (reply.kind === 'channel') return `#${text}`;
  if (reply.kind === 'ephemeral') return text.startsWith('[to alice]') ? text : undefined;
  return reply.userName === 'alice' ? `DM ${text}` : undefined;
}

/** Plays one line and records all that alice sees after it, asking as she would. */
async function play(game: Game, line: string, replies: Reply[] = []): Promise<void> {
  const { harness } = game;
  const before = game.replies.length;
  const drawn = game.views.length;
  if (line) await harness.table.line(line);
  const alice = { ...harness.table.context(), userId: 'local:alice', userName: 'alice' };
  const got = [...game.replies.slice(before), ...replies];
  const pictures = game.views.slice(drawn).map((d) => d.view as DnView).filter((v) => v.viewer.kind === 'public' || (v.viewer.kind === 'seat' && v.viewer.seat === 'orks'));
  const asks: string[] = [];
  for (const [name, subcommand, options] of [
    ['game', 'status', {}],
    ['game', 'log', {}],
    ['game', 'map', { view: 'mine' }],
  ] as const) {
    const out = await harness.router.run(alice, { name, subcommand, options: { ...options } });
    asks.push(out.map((r) => `${r.text}${r.image ? ` [picture: ${r.image.description}]` : ''}`).join('\n'));
  }
  const verbs = await harness.router.autocomplete(alice, { name: 'order', options: { what: '' } }, 'what');
  const details = [];
  for (const verb of verbs) details.push(await harness.router.autocomplete(alice, { name: 'order', options: { what: String(verb.value), details: '' } }, 'details'));
  const state = await stateOf(game).catch(() => undefined);
  const view = state ? JSON.stringify(harness.service.module('dragon-noir')!.view(state, seatViewer('orks'))) : '';
  const id = (await harness.service.gameHere(harness.table.context()))?.id ?? '';
  const record = JSON.stringify({
    // Bob's lines are his own; alice sees only what they cause.
    line: line.startsWith('@bob') ? '@bob' : line,
    replies: got.map(forAlice).filter((r) => r !== undefined),
    pictures: pictures.map((p) => JSON.stringify(p)),
    asks,
    autocomplete: [verbs, details],
    view,
  });
  // A game's own id (in buttons and menus) is the one thing that differs by construction.
  game.seen.push(id ? record.split(id).join('<game>') : record);
}

/** Claims and fires whatever deadline is due now, as the bot's scheduler does. */
async function fireDue(game: Game): Promise<Reply[]> {
  const { harness, clock } = game;
  const due = await harness.app.deadlines.claimDue(clock.now(), 'test-worker');
  const out: Reply[] = [];
  for (const d of due) {
    out.push(...(await harness.service.fireDeadline(d)));
    await harness.app.deadlines.markFired(d.id, 'test-worker', clock.now());
  }
  return out;
}

/** Fails at the first thing alice saw differently in the two games, with that line and some text around it. */
function same(a: readonly string[], b: readonly string[]): void {
  expect(a.length).toBe(b.length);
  for (const [i, x] of a.entries()) {
    const y = b[i]!;
    if (x === y) continue;
    let at = 0;
    while (x[at] === y[at]) at++;
    const line = (JSON.parse(x) as { line: string }).line;
    throw new Error(`after line ${i} ("${line}") alice sees a difference:\n  ${x.slice(Math.max(0, at - 200), at + 200)}\n  ${y.slice(Math.max(0, at - 200), at + 200)}`);
  }
}

/** Plays the same line in both games, then compares all alice saw. */
async function both(games: [Game, Game], line: string): Promise<void> {
  for (const g of games) await play(g, line);
  same(games[0].seen, games[1].seen);
}

describe('a hidden reaction that asks leaves no trace for the mover until the rules reveal it', () => {
  test('two games differing only in Arlon\'s secret reaction look the same to the Orks, window after window', { timeout: 300_000 }, async () => {
    const games: [Game, Game] = [await open('when:target target:Black Fox ask:yes'), await open('when:hold')];
    // Until now the games differ only in what Bob was told: alice saw the same.
    same(games[0].seen, games[1].seen);
    expect((await stateOf(games[0])).reactions.find((r) => r.id === 'arlon')).toMatchObject({ ask: true, order: { kind: 'target', target: 'black-fox' } });
    expect((await stateOf(games[1])).reactions.find((r) => r.id === 'arlon')).toMatchObject({ ask: false, order: { kind: 'hold' } });

    // The Orks pass their fire phase; Black Fox rides into Arlon's line of fire and stops there in both.
    await both(games, '@alice /done');
    await both(games, '@alice /move unit:Black Fox to:K9 facing:SE');
    for (const g of games) expect((await stateOf(g)).steps[0]).toMatchObject({ kind: 'reaction', seat: 'rebels', mover: 'black-fox' });
    expect(games[0].seen.at(-1)).toContain('and stops: the other side may shoot.');
    // While the Rebels are asked, alice's orders are refused alike, and she waits alike.
    await both(games, '@alice /move unit:Ashrak to:G6');
    // Bob holds: the same public line in both games, and the ride goes on.
    await both(games, '@bob /shoot answer:no');
    expect(games[0].seen.at(-1)).toContain('Rebels hold their fire; Black Fox goes on.');
    for (const g of games) expect((await stateOf(g)).steps).toEqual([]);
    // Ashrak walks into the Rebels' line of fire too: a window in both games alike, and Bob holds.
    await both(games, '@alice /move unit:Ashrak to:G6');
    for (const g of games) expect((await stateOf(g)).steps[0]).toMatchObject({ kind: 'reaction', seat: 'rebels', mover: 'ashrak' });
    await both(games, '@bob /shoot answer:no');
    for (const g of games) expect((await stateOf(g)).steps).toEqual([]);

    // Black Fox rides on: a new move, so Arlon may be offered again; Bob stays silent this time.
    await both(games, '@alice /move unit:Black Fox to:L10');
    for (const g of games) expect((await stateOf(g)).steps[0]).toMatchObject({ kind: 'reaction', seat: 'rebels', mover: 'black-fox' });
    // Hours pass (2, 6, then 11.9 of the window's 12): nothing comes due, and alice sees the same.
    for (const hours of [2, 4, 5.9]) {
      for (const g of games) g.clock.advance(hours);
      const due = await Promise.all(games.map(fireDue));
      for (const [i, g] of games.entries()) await play(g, '', due[i]);
      same(games[0].seen, games[1].seen);
    }

    // The window's deadline passes: silence lets each reaction do as it was set. Arlon, who fires
    // at Black Fox alone and asked, fires; Arlon holding does not. Only now may alice tell them apart.
    for (const g of games) g.clock.advance(0.2);
    const due = await Promise.all(games.map(fireDue));
    for (const [i, g] of games.entries()) await play(g, '', due[i]);
    const [asked, held] = games.map((g) => g.seen.at(-1)!);
    expect(asked).toContain('The Rebels did not answer in time; the default applies: /shoot answer:standing.');
    expect(held).toContain('The Rebels did not answer in time; the default applies: /shoot answer:standing.');
    expect(asked).toMatch(/Arlon \(crossbow\) fires defensively at Black Fox in .*\(standing reaction: fires only at Black Fox\)/);
    expect(held).not.toContain('Arlon (crossbow) fires');
    expect(held).toContain('Rebels hold their fire; Black Fox goes on.');
    // The comparison that found nothing before finds this.
    expect(() => same(games[0].seen, games[1].seen)).toThrow(/alice sees a difference/);
  });
});
