import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RollRecord } from '../../src/engine/core/dice.ts';
import type { GameEvent } from '../../src/engine/core/events.ts';
import { GameStore, VersionConflict, type Commit } from '../../src/store/games.ts';
import { freshDatabase, query, type TestDatabase } from '../support/db.ts';

let db: TestDatabase;
let store: GameStore;
const SERVER = 'server-1';
const CHANNEL = 'channel-1';

beforeAll(async () => {
  db = await freshDatabase();
  store = new GameStore(db.prisma);
  await store.ensureServer(SERVER, 'The Keep');
  await store.ensureChannel({ id: CHANNEL, serverId: SERVER, name: 'ford', kind: 'text' });
});

afterAll(async () => {
  await db?.close();
});

let gameCounter = 0;
async function newGame(overrides: { channelId?: string; serverId?: string; seats?: string[] } = {}) {
  gameCounter++;
  return store.createGame({
    serverId: overrides.serverId ?? SERVER,
    channelId: overrides.channelId ?? CHANNEL,
    moduleId: 'dragon-noir',
    scenarioId: 'the-ford',
    options: { variant: gameCounter },
    seed: `seed-${gameCounter}`,
    seedCommitment: `commitment-${gameCounter}`,
    deadlineHours: 24,
    createdBy: 'alice',
    seats: overrides.seats ?? ['blue', 'red'],
  });
}

const event = (text: string, extra: Partial<GameEvent> = {}): GameEvent => ({ type: 'note', text, visibleTo: 'all', ...extra });

function change(events: GameEvent[], extra: Partial<Commit> = {}): Commit {
  return { state: { step: events.map((e) => e.text) }, diceCursor: 0, events, checkpoints: [], ...extra };
}

describe('servers, channels and games', () => {
  test('ensureServer and ensureChannel are idempotent and leave what is there alone', async () => {
    await store.ensureServer('server-2', 'First name');
    await store.ensureServer('server-2', 'Second name');
    await store.ensureChannel({ id: 'channel-2', serverId: 'server-2', name: 'thread', kind: 'thread', parentId: 'channel-x' });
    await store.ensureChannel({ id: 'channel-2', serverId: 'server-2', name: 'renamed', kind: 'text' });
    expect(await db.prisma.server.findMany({ where: { id: 'server-2' } })).toMatchObject([{ id: 'server-2', name: 'First name' }]);
    expect(await db.prisma.channel.findMany({ where: { id: 'channel-2' } })).toMatchObject([
      { id: 'channel-2', serverId: 'server-2', name: 'thread', kind: 'thread', parentId: 'channel-x' },
    ]);
  });

  test('createGame makes an open game at version 0 with every seat free', async () => {
    const game = await newGame({ seats: ['red', 'blue', 'gm'] });
    expect(game).toMatchObject({ status: 'open', version: 0, diceCursor: 0, seedRevealed: false, endedAt: null, state: null, deadlineHours: 24, moduleId: 'dragon-noir' });
    expect(game.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await store.game(game.id)).toEqual(game);
    const seats = await store.seats(game.id);
    expect(seats.map((s) => [s.seatId, s.userId, s.userName])).toEqual([
      ['blue', null, null],
      ['gm', null, null],
      ['red', null, null],
    ]);
  });

  test('a game needs a known server', async () => {
    await expect(newGame({ serverId: 'no-such-server' })).rejects.toThrow(/Game_serverId_fkey/);
  });

  test('gameInChannel returns the newest game of that channel on that server', async () => {
    await store.ensureChannel({ id: 'channel-3', serverId: SERVER, name: 'other', kind: 'text' });
    expect(await store.gameInChannel(SERVER, 'channel-3')).toBeNull();
    const older = await newGame({ channelId: 'channel-3' });
    await new Promise((resolve) => setTimeout(resolve, 5)); // createdAt has millisecond precision
    const newer = await newGame({ channelId: 'channel-3' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await newGame({ channelId: 'channel-4' });
    expect(older.createdAt.getTime()).toBeLessThan(newer.createdAt.getTime());
    expect((await store.gameInChannel(SERVER, 'channel-3'))?.id).toBe(newer.id);
    expect(await store.gameInChannel('server-2', 'channel-3')).toBeNull();
    // Finished games still count: the channel is about its newest game.
    await store.commit(newer.id, 0, change([], { ended: true }));
    expect((await store.gameInChannel(SERVER, 'channel-3'))?.id).toBe(newer.id);
  });
});

describe('seats', () => {
  test('a seat is taken once; a second taker gets false', async () => {
    const game = await newGame();
    expect(await store.takeSeat(game.id, 'red', 'u1', 'Alice')).toBe(true);
    expect(await store.takeSeat(game.id, 'red', 'u2', 'Bob')).toBe(false);
    expect(await store.takeSeat(game.id, 'red', 'u1', 'Alice')).toBe(false);
    expect(await store.takeSeat(game.id, 'green', 'u2', 'Bob')).toBe(false);
    const seats = await store.seats(game.id);
    expect(seats.find((s) => s.seatId === 'red')).toMatchObject({ userId: 'u1', userName: 'Alice' });
    expect(seats.find((s) => s.seatId === 'blue')).toMatchObject({ userId: null });
  });

  test('a request every player agrees to ends once: of two players agreeing last at the same moment, one carries it out', async () => {
    const game = await newGame();
    await store.takeSeat(game.id, 'blue', 'u-blue', 'Blue');
    await store.takeSeat(game.id, 'red', 'u-red', 'Red');
    await store.ask(game.id, { by: { id: 'gm', name: 'The GM' }, asking: { kind: 'fork', phase: 3 } });
    expect(await store.game(game.id)).toMatchObject({ askedBy: 'gm', asking: 'fork', askedPhase: 3 });
    const [blueWaits, redWaits] = await Promise.all([store.agree(game.id, ['blue']), store.agree(game.id, ['red'])]);
    expect([...blueWaits, ...redWaits].length).toBeLessThanOrEqual(1);
    const closed = await Promise.all([store.closeRequest(game.id, 'gm'), store.closeRequest(game.id, 'gm')]);
    expect(closed.filter(Boolean)).toHaveLength(1);
    expect(await store.game(game.id)).toMatchObject({ askedBy: null, askedByName: null, asking: null, askedPhase: null });
    // A request asked afresh is a new one, agreed from nobody.
    await store.ask(game.id, { by: { id: 'gm', name: 'The GM' }, asking: { kind: 'scenario' } });
    expect(await store.agree(game.id, ['blue'])).toEqual([{ seatId: 'red', userName: 'Red' }]);
  });

  test('two players racing for one seat: exactly one gets it', async () => {
    const game = await newGame();
    const results = await Promise.all(['u1', 'u2', 'u3', 'u4'].map((u) => store.takeSeat(game.id, 'blue', u, u)));
    expect(results.filter(Boolean)).toHaveLength(1);
    const winner = ['u1', 'u2', 'u3', 'u4'][results.indexOf(true)];
    expect((await store.seats(game.id)).find((s) => s.seatId === 'blue')?.userId).toBe(winner);
  });

  test('leaveSeat frees only the seat its holder leaves', async () => {
    const game = await newGame();
    await store.takeSeat(game.id, 'red', 'u1', 'Alice');
    expect(await store.leaveSeat(game.id, 'red', 'u2')).toBe(false);
    expect((await store.seats(game.id)).find((s) => s.seatId === 'red')?.userId).toBe('u1');
    expect(await store.leaveSeat(game.id, 'red', 'u1')).toBe(true);
    expect((await store.seats(game.id)).find((s) => s.seatId === 'red')).toMatchObject({ userId: null, userName: null });
    expect(await store.leaveSeat(game.id, 'red', 'u1')).toBe(false);
    expect(await store.takeSeat(game.id, 'red', 'u2', 'Bob')).toBe(true);
  });
});

describe('commit', () => {
  test('each commit raises the version, writes the state and numbers events 1..n across commits', async () => {
    const game = await newGame();
    expect(await store.commit(game.id, 0, change([event('a'), event('b')], { diceCursor: 3, status: 'running' }))).toEqual({ version: 1, firstSeq: 1, postIds: [] });
    expect(await store.commit(game.id, 1, change([event('c')], { diceCursor: 4 }))).toEqual({ version: 2, firstSeq: 3, postIds: [] });
    expect(await store.commit(game.id, 2, change([], { diceCursor: 4 }))).toEqual({ version: 3, firstSeq: 4, postIds: [] });
    expect(await store.commit(game.id, 3, change([event('d'), event('e')], { diceCursor: 5 }))).toEqual({ version: 4, firstSeq: 4, postIds: [] });

    const stored = await store.game(game.id);
    expect(stored).toMatchObject({ version: 4, diceCursor: 5, status: 'running', state: { step: ['d', 'e'] }, seedRevealed: false, endedAt: null });
    const events = await store.events(game.id);
    expect(events.map((e) => [e.seq, e.version, e.text])).toEqual([
      [1, 1, 'a'],
      [2, 1, 'b'],
      [3, 2, 'c'],
      [4, 4, 'd'],
      [5, 4, 'e'],
    ]);
    expect((await store.events(game.id, { fromSeq: 3 })).map((e) => e.seq)).toEqual([3, 4, 5]);
  });

  test('phases are numbered from 1 across commits, each with its snapshot', async () => {
    const game = await newGame();
    await store.commit(game.id, 0, change([], {
      checkpoints: [
        { turn: 1, phaseKey: 'move', label: 'Turn 1 movement', state: { units: ['a'] } },
        { turn: 1, phaseKey: 'melee', label: 'Turn 1 melee', state: { units: ['a', 'b'] } },
      ],
    }));
    await store.commit(game.id, 1, change([]));
    await store.commit(game.id, 2, change([], { checkpoints: [{ turn: 2, phaseKey: 'move', label: 'Turn 2 movement', state: { units: [], nested: { deep: [1, 2] } } }] }));

    const phases = await store.phases(game.id);
    expect(phases.map(({ endedAt, ...rest }) => (expect(endedAt).toBeInstanceOf(Date), rest))).toEqual([
      { index: 1, turn: 1, phaseId: 'move', label: 'Turn 1 movement', version: 1 },
      { index: 2, turn: 1, phaseId: 'melee', label: 'Turn 1 melee', version: 1 },
      { index: 3, turn: 2, phaseId: 'move', label: 'Turn 2 movement', version: 3 },
    ]);
    expect(phases[0]).not.toHaveProperty('state');
    expect(await store.phaseSnapshot(game.id, 1)).toEqual({ units: ['a'] });
    expect(await store.phaseSnapshot(game.id, 2)).toEqual({ units: ['a', 'b'] });
    expect(await store.phaseSnapshot(game.id, 3)).toEqual({ units: [], nested: { deep: [1, 2] } });
    expect(await store.phaseSnapshot(game.id, 4)).toBeNull();
  });

  test('ending a game sets endedAt, reveals the seed and marks it ended', async () => {
    const game = await newGame();
    await store.commit(game.id, 0, change([event('start')], { status: 'running' }));
    const before = Date.now();
    await store.commit(game.id, 1, change([event('the end')], { status: 'running', ended: true }));
    const stored = await store.game(game.id);
    expect(stored).toMatchObject({ status: 'ended', seedRevealed: true, version: 2 });
    expect(stored?.endedAt).toBeInstanceOf(Date);
    expect(stored!.endedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });
});

describe('optimistic locking', () => {
  test('two commits from the same version at once: one wins, the other gets VersionConflict and writes nothing', async () => {
    const game = await newGame();
    await store.commit(game.id, 0, change([event('setup')]));
    const mine = change([event('mine 1', { visibleTo: ['red'] }), event('mine 2')], {
      diceCursor: 7,
      checkpoints: [{ turn: 1, phaseKey: 'move', label: 'mine', state: { who: 'mine' } }],
    });
    const theirs = change([event('theirs 1'), event('theirs 2'), event('theirs 3')], {
      diceCursor: 9,
      checkpoints: [{ turn: 1, phaseKey: 'move', label: 'theirs', state: { who: 'theirs' } }],
    });

    const results = await Promise.allSettled([store.commit(game.id, 1, mine), store.commit(game.id, 1, theirs)]);

    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]?.reason).toBeInstanceOf(VersionConflict);
    expect((lost[0]?.reason as Error).message).toBe(`game ${game.id} changed since version 1 was read`);
    expect(won[0]).toEqual({ status: 'fulfilled', value: { version: 2, firstSeq: 2, postIds: [] } });

    const winner = results[0]?.status === 'fulfilled' ? mine : theirs;
    const events = await store.events(game.id);
    expect(events.map((e) => e.text)).toEqual(['setup', ...winner.events.map((e) => e.text)]);
    expect(events.map((e) => e.seq)).toEqual(Array.from({ length: 1 + winner.events.length }, (_, i) => i + 1));
    expect(events.slice(1).every((e) => e.version === 2)).toBe(true);
    expect(await store.game(game.id)).toMatchObject({ version: 2, diceCursor: winner.diceCursor, state: winner.state });
    expect((await store.phases(game.id)).map((p) => p.label)).toEqual([winner.checkpoints[0]?.label]);
  });

  test('a commit from a stale version after a successful one is refused and writes nothing', async () => {
    const game = await newGame();
    await store.commit(game.id, 0, change([event('first')], { diceCursor: 2, checkpoints: [{ turn: 1, phaseKey: 'move', label: 'first', state: { n: 1 } }] }));
    const before = await store.game(game.id);

    await expect(
      store.commit(game.id, 0, change([event('stale')], { diceCursor: 99, status: 'paused', ended: true, checkpoints: [{ turn: 1, phaseKey: 'x', label: 'stale', state: {} }] })),
    ).rejects.toBeInstanceOf(VersionConflict);

    expect(await store.game(game.id)).toEqual(before);
    expect((await store.events(game.id)).map((e) => e.text)).toEqual(['first']);
    expect((await store.phases(game.id)).map((p) => p.label)).toEqual(['first']);
    // A version from the future is as wrong as one from the past.
    await expect(store.commit(game.id, 5, change([event('future')]))).rejects.toBeInstanceOf(VersionConflict);
    expect((await store.events(game.id)).map((e) => e.text)).toEqual(['first']);
  });

  test('a commit to a game that does not exist is a conflict too', async () => {
    await expect(store.commit('00000000-0000-0000-0000-000000000000', 0, change([event('x')]))).rejects.toBeInstanceOf(VersionConflict);
  });
});

describe('the event log', () => {
  test('is append-only: UPDATE, DELETE and TRUNCATE are refused by the database', async () => {
    const game = await newGame();
    await store.commit(game.id, 0, change([event('kept 1'), event('kept 2')]));
    await expect(query(db.url, `UPDATE "GameEvent" SET text = 'x'`)).rejects.toThrow(/GameEvent is append-only/);
    await expect(query(db.url, `UPDATE "GameEvent" SET text = 'x' WHERE "gameId" = $1`, [game.id])).rejects.toThrow(/GameEvent is append-only/);
    await expect(query(db.url, `DELETE FROM "GameEvent"`)).rejects.toThrow(/GameEvent is append-only/);
    await expect(query(db.url, `DELETE FROM "GameEvent" WHERE "gameId" = $1`, [game.id])).rejects.toThrow(/GameEvent is append-only/);
    await expect(db.prisma.gameEvent.deleteMany({ where: { gameId: game.id } })).rejects.toThrow(/append-only/);
    await expect(query(db.url, `TRUNCATE "GameEvent"`)).rejects.toThrow(/GameEvent is append-only/);
    expect((await store.events(game.id)).map((e) => e.text)).toEqual(['kept 1', 'kept 2']);
  });

  test('round-trips rolls, data and visibility', async () => {
    const game = await newGame();
    const rolls: RollRecord[] = [
      {
        index: 0,
        sides: 10,
        face: 7,
        label: 'Challenge: Konrad passing Gromrak',
        table: '5.14.2 combat against foot',
        row: '2-1',
        column: 'C',
        modifiers: [
          { label: 'armoured', value: 1 },
          { label: 'wounded', value: -2 },
        ],
        total: 6,
        result: 'pushed back',
      },
      { sides: 6, face: 3, forced: true, label: 'Forced roll' },
    ];
    const data = { hex: { q: 1, r: -2 }, units: ['konrad', 'gromrak'], note: null, ok: true };
    await store.commit(game.id, 0, change([
      event('with rolls', { type: 'melee', rolls, data }),
      event('secret', { type: 'hidden-move', visibleTo: ['red', 'gm'] }),
      event('plain'),
      event('empty extras', { rolls: [], data: {} }),
    ]));

    const events = await store.events(game.id);
    expect(events.map(({ at, ...rest }) => (expect(at).toBeInstanceOf(Date), rest))).toEqual([
      { seq: 1, version: 1, type: 'melee', text: 'with rolls', visibleTo: 'all', rolls, data },
      { seq: 2, version: 1, type: 'hidden-move', text: 'secret', visibleTo: ['red', 'gm'] },
      { seq: 3, version: 1, type: 'note', text: 'plain', visibleTo: 'all' },
      { seq: 4, version: 1, type: 'note', text: 'empty extras', visibleTo: 'all' },
    ]);
    expect(events[1]).not.toHaveProperty('rolls');
    expect(events[1]).not.toHaveProperty('data');
  });

  test('each game has its own sequence', async () => {
    const a = await newGame();
    const b = await newGame();
    await store.commit(a.id, 0, change([event('a1'), event('a2')]));
    await store.commit(b.id, 0, change([event('b1')]));
    await store.commit(a.id, 1, change([event('a3')]));
    expect((await store.events(a.id)).map((e) => `${e.seq}:${e.text}`)).toEqual(['1:a1', '2:a2', '3:a3']);
    expect((await store.events(b.id)).map((e) => `${e.seq}:${e.text}`)).toEqual(['1:b1']);
  });
});
