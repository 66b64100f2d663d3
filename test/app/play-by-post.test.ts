import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { Reply } from '../../src/commands/types.ts';
import { localTable, TestClock, type LocalHarness } from '../support/local.ts';

/**
 * Play by post through the game service, on a real database with a clock the test moves:
 * deadlines and reminders, missed turns, substitutes, pausing, the game master, campaigns.
 */

let harness: LocalHarness;
let clock: TestClock;

beforeEach(async () => {
  clock = new TestClock();
  harness = await localTable('pbp', clock);
  await harness.table.script(
    ['@mara /game new game:dragon-noir scenario:the-ford seed:pbp', '@alice /game join seat:orks', '@bob /game join seat:rebels', '@alice /game start'].join('\n'),
    false,
  );
});

afterEach(async () => {
  await harness.close();
});

const game = async () => (await harness.service.gameHere(harness.table.context()))!;
const pending = async () => (await harness.app.deadlines.pending((await game()).id)).map((d) => ({ kind: d.kind, seat: d.seatId, phase: d.phaseLabel, detail: d.detail, hours: (d.dueAt.getTime() - clock.now().getTime()) / 3_600_000 }));

/** Claims and fires whatever is due now, as the bot's scheduler does. */
async function fire(): Promise<Reply[]> {
  const due = await harness.app.deadlines.claimDue(clock.now(), 'test-worker');
  const replies: Reply[] = [];
  for (const d of due) {
    replies.push(...(await harness.service.fireDeadline(d)));
    await harness.app.deadlines.markFired(d.id, 'test-worker', clock.now());
  }
  return replies;
}

const texts = (replies: Reply[], kind: Reply['kind']) => replies.filter((r) => r.kind === kind).map((r) => r.text);

describe('deadlines', () => {
  test('a phase gets a 48-hour deadline, with reminders 24 h and 2 h before', async () => {
    expect(await pending()).toEqual([
      { kind: 'reminder', seat: 'orks', phase: 'Turn 1 · Orks · Movement', detail: '24', hours: 24 },
      { kind: 'reminder', seat: 'orks', phase: 'Turn 1 · Orks · Movement', detail: '2', hours: 46 },
      { kind: 'phase', seat: 'orks', phase: 'Turn 1 · Orks · Movement', detail: '', hours: 48 },
    ]);
  });

  test('orders inside a phase keep its deadline; the next phase gets a new one', async () => {
    clock.advance(5);
    await harness.table.line('@alice /move unit:Kuruz to:F5');
    expect((await pending()).find((d) => d.kind === 'phase')?.hours).toBe(43);
    await harness.table.line('@alice /done');
    expect(await pending()).toContainEqual({ kind: 'phase', seat: 'orks', phase: 'Turn 1 · Orks · Combat', detail: '', hours: 48 });
    expect((await pending()).some((d) => d.phase === 'Turn 1 · Orks · Movement')).toBe(false);
  });

  test('reminders come by DM, unless the player turned them off', async () => {
    clock.advance(24);
    const first = await fire();
    expect(first).toEqual([expect.objectContaining({ kind: 'dm', userName: 'alice', text: expect.stringMatching(/^Reminder: Dragon Noir: The Ford is waiting for you: Turn 1 · Orks · Movement\. Deadline \w{3} \d{1,2} \w{3} \d\d:\d\d UTC \(in 24 hours\), in 24 h\./) })]);
    await harness.table.line('@alice /game reminders set:off');
    clock.advance(22);
    expect(await fire()).toEqual([]);
  });

  test('a missed deadline applies the default orders, says so, and counts the miss', async () => {
    clock.advance(48);
    const replies = await fire();
    const channel = texts(replies, 'channel');
    expect(channel[0]).toContain('**Turn 1 · Orks · Movement** is over.');
    expect(channel[0]).toContain('The Orks missed the deadline for Turn 1 · Orks · Movement; the default applies: /done.');
    const seats = await harness.service.store.seats((await game()).id);
    expect(seats.find((s) => s.seatId === 'orks')?.missed).toBe(1);
    // The Orks' combat phase now has its own deadline, and firing the old one again does nothing.
    expect((await pending()).filter((d) => d.kind === 'phase')).toEqual([{ kind: 'phase', seat: 'orks', phase: 'Turn 1 · Orks · Combat', detail: '', hours: 48 }]);
    expect(await fire()).toEqual([]);
  });

  test('a deadline for a phase that has moved on does nothing', async () => {
    const [stale] = (await harness.app.deadlines.pending((await game()).id)).filter((d) => d.kind === 'phase');
    await harness.table.line('@alice /done');
    expect(await harness.service.fireDeadline(stale!)).toEqual([]);
  });

  test('a player who gives an order starts his count again; a refused one does not', async () => {
    clock.advance(48);
    await fire();
    const missed = async () => (await harness.service.store.seats((await game()).id)).find((s) => s.seatId === 'orks')?.missed;
    expect(await missed()).toBeGreaterThan(0);
    const before = await missed();
    await harness.table.line('@alice /move unit:Nobody to:A1');
    expect(await missed()).toBe(before);
    await harness.table.line('@alice /done');
    expect((await harness.service.store.seats((await game()).id)).find((s) => s.seatId === 'orks')?.missed).toBe(0);
  });

  test('after three misses in a row the seat opens for a substitute, who is briefed by DM', async () => {
    // Nobody plays: the Orks miss their movement and combat, the Rebels theirs, and so on.
    let opened: Reply[] = [];
    for (let i = 0; i < 10 && opened.length === 0; i++) {
      clock.advance(48);
      const replies = await fire();
      if (texts(replies, 'channel').some((t) => t.includes('is open for a substitute'))) opened = replies;
    }
    expect(texts(opened, 'channel').join('\n')).toContain('alice has missed 3 deadlines in a row, so the Orks seat is open for a substitute: /game join seat:orks.');
    expect(texts(opened, 'dm').join('\n')).toContain('You missed 3 deadlines in a row');
    const seats = await harness.service.store.seats((await game()).id);
    expect(seats.find((s) => s.seatId === 'orks')?.userId).toBeNull();
    // The Orks keep playing by default meanwhile; carol takes the seat over.
    const before = harness.lines.length;
    await harness.table.line('@carol /game join seat:orks');
    const said = harness.lines.slice(before).join('\n');
    expect(said).toContain('[#pbp] carol takes over the Orks.');
    expect(said).toMatch(/\[DM to carol\] You now play the Orks in Dragon Noir: The Ford\. Turn 2 · Orks/);
    expect(said).toContain('image:');
  });

  test('an unanswered decision takes its default after a shorter deadline', async () => {
    // Black Fox comes to the bridge's western end; Konrad steps onto the bridge and attacks him.
    // 20 against 12 is 1-1; 1 + 1 armour = 2 is C: Black Fox must retreat, and Alice chooses where.
    await harness.table.script(
      ['@alice /move unit:Black Fox to:K8', '/done', '/done', '@bob /move unit:Konrad to:L8', '/done', '!dice 1', '/attack with:Konrad target:Black Fox'].join('\n'),
      false,
    );
    const decision = (await pending()).find((d) => d.kind === 'decision');
    expect(decision).toMatchObject({ seat: 'orks', hours: 12 });
    clock.advance(12);
    const replies = await fire();
    expect(texts(replies, 'ephemeral')).toEqual([]);
    const state = JSON.parse(await harness.service.stateJson(harness.table.context())).state;
    expect(state.steps).toEqual([]);
    expect((await harness.service.store.events((await game()).id)).some((e) => e.text.startsWith('The Orks did not answer in time; the default applies: /retreat unit:Black Fox'))).toBe(true);
    expect((await harness.service.store.seats((await game()).id)).find((s) => s.seatId === 'orks')?.missed).toBe(1);
  });
});

describe('pausing and the game master', () => {
  test('players pause by a vote of all; a paused game\u2019s deadlines wait, and move on by the pause', async () => {
    await harness.table.line('@bob /game pause');
    expect(harness.lines.at(-1)).toBe('  [#pbp] bob votes to pause the game. Waiting for: alice (/game pause).');
    expect((await game()).status).toBe('running');
    await harness.table.line('@alice /game pause');
    expect((await game()).status).toBe('paused');
    expect(harness.lines.at(-1)).toContain('The game is paused (by a vote of the players).');
    await harness.table.line('@alice /move unit:Kuruz to:F5');
    expect(harness.lines.at(-1)).toContain('This game is paused. /game resume takes it up again.');
    clock.advance(100);
    expect(await fire()).toEqual([]);
    // mara created the game, so she may resume it alone.
    await harness.table.line('@mara /game resume');
    expect((await game()).status).toBe('running');
    expect((await pending()).find((d) => d.kind === 'phase')?.hours).toBe(48);
  });

  test('a game master may give an order for a seat; nobody else may', async () => {
    await harness.table.line('@bob /move unit:Black Fox to:E8 as:orks');
    expect(harness.lines.at(-1)).toBe('  [bob only] Only a game master can give orders for another seat.');
    await harness.table.line('@carol /move unit:Black Fox to:E8');
    expect(harness.lines.at(-1)).toContain('You hold no seat in this game');
    const local = harness.table.context();
    const replies = await harness.service.order({ ...local, userId: 'local:mara', userName: 'mara' }, 'move', { unit: 'Konrad', to: 'L8', as: 'rebels' });
    expect(replies.replies[0]).toMatchObject({ kind: 'ephemeral', text: 'Not your move: it is Turn 1 · Orks · Movement.' });
  });
});

describe('campaigns', () => {
  test('a campaign channel pins a card, and its games are listed on it as they go', async () => {
    const camp = await localTable('campaign-channel', clock);
    try {
      await camp.table.script(['@mara /campaign new name:"The Exile" game:dragon-noir'].join('\n'), false);
      expect(camp.lines.join('\n')).toContain('**The Exile**: a Dragon Noir campaign.');
      const campaign = await camp.service.store.campaignInChannel('local', 'campaign-channel');
      expect(campaign?.pinnedMessageId).toBeTruthy();
      await camp.table.script(['@mara /game new game:dragon-noir scenario:the-ford'].join('\n'), false);
      const linked = await camp.service.store.campaign(campaign!.id);
      expect(linked?.games).toHaveLength(1);
      expect(camp.lines.join('\n')).toMatch(/1\. The Ford in <#campaign-channel> \(Orks: free, Rebels: free\): open\./);
      await camp.table.line('@mara /campaign new name:Again game:dragon-noir');
      expect(camp.lines.at(-1)).toContain('This channel already holds the campaign The Exile.');
    } finally {
      await camp.close();
    }
  });
});

describe('servers keep to themselves', () => {
  test('a channel of another server never reaches this game, nor do its buttons', async () => {
    const elsewhere = { ...harness.table.context(), serverId: 'other-server', serverName: 'Elsewhere', userId: 'local:alice', userName: 'alice' };
    const status = await harness.service.status(elsewhere);
    expect(status[0]).toMatchObject({ kind: 'ephemeral', text: 'There is no game in this channel. Start one with /game new, or use the thread of your game.' });
    const order = await harness.service.order(elsewhere, 'move', { unit: 'Kuruz', to: 'F5' });
    expect(order.replies[0]).toMatchObject({ text: 'There is no game in this channel. Start one with /game new, or use the thread of your game.' });
    const g = await game();
    const button = await harness.router.control(elsewhere, `start|${g.id}`, []);
    expect(button[0]).toMatchObject({ text: 'That game belongs to another server.' });
  });
});
