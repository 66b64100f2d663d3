import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { localTable, type LocalHarness } from '../support/local.ts';

/**
 * A phase's orders in one message (issue 10, item 9): a whole Dragon Noir player-turn and a whole
 * dungeon hero turn, sent at once on the local table, end exactly where the same orders typed one
 * by one end; a message with one illegal line changes nothing.
 */

const FORD_SETUP = ['@alice /game new game:dragon-noir scenario:the-ford seed:the-ford', '@alice /game join seat:orks', '@bob /game join seat:rebels', '@alice /game start'];
/** The Orks' first player-turn of examples/the-ford.txt: movement, then the empty combat phase. */
const FORD_TURN = ['move Black Fox J8', 'move Ashrak J7', 'move Ugluk J9', 'move Grishnak I9', 'move Shraggag I8', 'move Kuruz I6', 'done', 'done'];

const WARREN_SETUP = [
  '@alice /game new game:dungeon scenario:the-warren-of-ulgrath seed:warren',
  '@alice /game join seat:warrior',
  '@bob /game join seat:elf',
  '@alice /game start',
  '@alice /buy item:Helmet',
  '/done',
  '@bob /done',
  '/choose spell:holy-flame',
  // The heroes' movement dice for turn 1, as in the example.
  '!dice 6 6',
  '/done',
];
/** The Warrior's first turn of examples/dungeon-warren.txt: out of the stair, along the passage, searching for traps. */
const WARREN_TURN = ['move Warrior E6', 'open E6/E7', 'move Warrior E7', 'move Warrior K7', 'search traps', 'done'];

const tables: LocalHarness[] = [];
afterAll(async () => {
  for (const t of tables) await t.close();
});

async function table(channel: string, lines: string[]): Promise<LocalHarness> {
  const harness = await localTable(channel);
  tables.push(harness);
  for (const line of lines) await harness.table.line(line);
  return harness;
}

async function position(harness: LocalHarness) {
  const game = (await harness.service.gameHere(harness.table.context()))!;
  const events = await harness.service.store.events(game.id);
  return { state: game.state, diceCursor: game.diceCursor, events: events.map((e) => e.text) };
}

/** A turn's orders typed one by one, as slash commands. */
const oneByOne = (user: string, orders: string[]) => orders.map((o, i) => `${i === 0 ? `@${user} ` : ''}/${o.replace(/^(\w+) (.*)$/, (_, verb: string, rest: string) => `${verb} ${rest}`)}`);

describe('a Dragon Noir player-turn in one message', () => {
  let typed: LocalHarness;
  let sent: LocalHarness;
  beforeAll(async () => {
    typed = await table('ford-typed', [...FORD_SETUP, '@alice /move unit:Black Fox to:J8', '/move unit:Ashrak to:J7', '/move unit:Ugluk to:J9', '/move unit:Grishnak to:I9', '/move unit:Shraggag to:I8', '/move unit:Kuruz to:I6', '/done', '/done']);
    sent = await table('ford-sent', [...FORD_SETUP, '@alice /orders', ...FORD_TURN, '/end']);
  });

  test('ends where the same orders typed one by one end: the same state, dice and log', async () => {
    const a = await position(typed);
    const b = await position(sent);
    expect(b.state).toEqual(a.state);
    expect(b.diceCursor).toBe(a.diceCursor);
    expect(b.events).toEqual(a.events);
    // And it is the Rebels' turn now: the message ran through the Orks' movement and combat.
    expect(sent.lines.join('\n')).toContain('Your move in Dragon Noir: The Ford: Turn 1 · Rebels');
  });

  test('a message with one illegal line is refused whole, naming the line, and changes nothing', async () => {
    const harness = await table('ford-illegal', FORD_SETUP);
    const before = await position(harness);
    const from = harness.lines.length;
    await harness.table.line('@alice /orders lines:move Black Fox J8; move Ashrak Z99; done');
    const said = harness.lines.slice(from).join('\n');
    expect(said).toContain('Line 2 (move Ashrak Z99):');
    expect(said).toContain('Nothing was applied.');
    expect(await position(harness)).toEqual(before);
  });

  test('a line the rules refuse (a move beyond reach) refuses the whole message too', async () => {
    const harness = await table('ford-too-far', FORD_SETUP);
    const before = await position(harness);
    const from = harness.lines.length;
    await harness.table.line('@alice /orders lines:move Black Fox J8; move Ashrak A1; done');
    expect(harness.lines.slice(from).join('\n')).toMatch(/Line 2 \(move Ashrak A1\): .+ Nothing was applied\./);
    expect(await position(harness)).toEqual(before);
  });
});

describe('a dungeon hero turn in one message', () => {
  test('ends where the same orders typed one by one end', async () => {
    const typed = await table('warren-typed', [...WARREN_SETUP, ...oneByOne('alice', ['move unit:Warrior to:E6', 'open door:E6/E7', 'move unit:Warrior to:E7', 'move unit:Warrior to:K7', 'search kind:traps', 'done'])]);
    const sent = await table('warren-sent', [...WARREN_SETUP, '@alice /orders', ...WARREN_TURN, '/end']);
    const a = await position(typed);
    const b = await position(sent);
    expect(b.state).toEqual(a.state);
    expect(b.events).toEqual(a.events);
  });

  test('one illegal line changes nothing', async () => {
    const harness = await table('warren-illegal', WARREN_SETUP);
    const before = await position(harness);
    const from = harness.lines.length;
    await harness.table.line('@alice /orders lines:move Warrior E6; open E6/E7; move Warrior Q20; done');
    expect(harness.lines.slice(from).join('\n')).toMatch(/Line 3 \(move Warrior Q20\): .+ Nothing was applied\./);
    expect(await position(harness)).toEqual(before);
  });
});

describe('orders sent ahead, past the other side\'s turn', () => {
  test('what must wait for the other side is kept, and played when play comes back, told by DM', async () => {
    const harness = await table('ford-ahead', FORD_SETUP);
    const from = harness.lines.length;
    // The Orks end their movement and combat at once, and already give their next turn's first move.
    await harness.table.line('@alice /orders lines:done; done; move Black Fox J8');
    expect(harness.lines.slice(from).join('\n')).toContain('1 more line of your orders will be played when play comes back to you.');
    const kept = await position(harness);
    expect(kept.events.filter((e) => e.startsWith('Black Fox moves'))).toEqual([]);
    // The Rebels play their turn; play comes back to the Orks, and the kept line is played.
    const before = harness.lines.length;
    await harness.table.line('@bob /done');
    await harness.table.line('/done');
    const after = harness.lines.slice(before).join('\n');
    expect(after).toMatch(/\[DM to alice\] Dragon Noir: The Ford, your orders sent ahead:\n\s+Black Fox moves .*→J8/);
    const played = await position(harness);
    expect(played.events.filter((e) => e.startsWith('Black Fox moves'))).toHaveLength(1);
    expect(played.events.filter((e) => e.startsWith('Black Fox moves'))[0]).toMatch(/→J8/);
    expect((played.state as { turn: number }).turn).toBe(2);
  });

  test('kept lines a dead process did not get to play are played by the next pass, once (issue 11, item 1)', async () => {
    const harness = await table('ford-ahead-crash', FORD_SETUP);
    await harness.table.line('@alice /orders lines:done; done; move Black Fox J8');
    await harness.table.line('@bob /done');
    // The write that brings play back to the Orks is committed, and the process dies there: nothing after it runs.
    const deps = harness.service.games.deps;
    deps.observe = (step) => {
      if (step === 'order-committed') throw new Error('the process died here');
    };
    await harness.table.line('/done');
    delete deps.observe;
    const game = (await harness.service.gameHere(harness.table.context()))!;
    expect((await position(harness)).events.filter((e) => e.startsWith('Black Fox moves'))).toEqual([]);
    const resumed = await harness.service.orders.resumeWaiting(game.id);
    expect(resumed.map((r) => r.text).join('\n')).toMatch(/your orders sent ahead:\nBlack Fox moves .*→J8/);
    expect(await harness.service.orders.resumeWaiting(game.id)).toEqual([]);
    expect((await position(harness)).events.filter((e) => e.startsWith('Black Fox moves'))).toHaveLength(1);
  });

  test('a kept line the position no longer allows is dropped, and its player told why with the deadline', async () => {
    const harness = await table('ford-dropped', FORD_SETUP);
    await harness.table.line('@alice /orders lines:done; done; move Black Fox Z99');
    const before = harness.lines.length;
    await harness.table.line('@bob /done');
    await harness.table.line('/done');
    const after = harness.lines.slice(before).join('\n');
    expect(after).toMatch(/\[DM to alice\] Dragon Noir: The Ford, your orders sent ahead:\n\s+Your orders sent ahead for Turn 2 · Orks · Movement were dropped: Line 3 \(move Black Fox Z99\): .+ Give this phase's orders again; deadline \w{3} \d{1,2} \w{3} \d\d:\d\d UTC \(in 2 days\)/);
    // Nothing of it was played, and nothing is kept any more: the Orks move as they like.
    const game = (await harness.service.gameHere(harness.table.context()))!;
    expect(await harness.service.store.queued(game.id, 'orks')).toBeNull();
    const move = harness.lines.length;
    await harness.table.line('@alice /move unit:Black Fox to:J8');
    expect(harness.lines.slice(move).join('\n')).toContain('Black Fox moves');
  });
  test('only the phase whose kept lines no longer fit is dropped; the next phase’s lines are played when it begins', async () => {
    const harness = await table('ford-phase-dropped', FORD_SETUP);
    // Turn 1 ends at once; turn 2's movement has a line that cannot be played, and its combat one that can.
    await harness.table.line('@alice /orders lines:done; done; move Black Fox Z99; done; done');
    const before = harness.lines.length;
    await harness.table.line('@bob /done');
    await harness.table.line('/done');
    const dropped = harness.lines.slice(before).join('\n');
    expect(dropped).toMatch(/Your orders sent ahead for Turn 2 · Orks · Movement were dropped: Line 3 \(move Black Fox Z99\): .+ deadline \w{3} \d{1,2} \w{3} \d\d:\d\d UTC \(in 2 days\)\. Your 1 line for the phases after it waits until this one is over\./);
    const game = (await harness.service.gameHere(harness.table.context()))!;
    expect(await harness.service.store.queued(game.id, 'orks')).toEqual({ lines: [{ n: 5, text: 'done' }], waitPast: 'Turn 2 · Orks · Movement' });
    // The Orks play their movement themselves: the combat line waits through it.
    await harness.table.line('@alice /move unit:Black Fox to:J8');
    expect((await position(harness)).state).toMatchObject({ turn: 2, phase: 'movement' });
    const end = harness.lines.length;
    await harness.table.line('/done');
    // Their combat begins, and the kept `done` ends it: the Rebels' turn 2 begins.
    expect(harness.lines.slice(end).join('\n')).toContain('Turn 2 · Orks · Combat');
    expect((await position(harness)).state).toMatchObject({ turn: 2, active: 1 });
    expect(await harness.service.store.queued(game.id, 'orks')).toBeNull();
  });
});
