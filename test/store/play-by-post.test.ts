import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DeadlineStore } from '../../src/store/deadlines.ts';
import { GameStore } from '../../src/store/games.ts';
import { InteractionLog } from '../../src/store/interactions.ts';
import { PlayerStore } from '../../src/store/players.ts';
import { freshDatabase, type TestDatabase } from '../support/db.ts';

/** Deadlines that fire once across processes, interactions handled once, players' settings. */

let db: TestDatabase;
let games: GameStore;
let deadlines: DeadlineStore;
const T0 = new Date('2026-11-22T12:00:00Z');
const at = (hours: number) => new Date(T0.getTime() + hours * 3_600_000);

beforeAll(async () => {
  db = await freshDatabase();
  games = new GameStore(db.prisma);
  deadlines = new DeadlineStore(db.prisma);
  await games.ensureServer('s', 'Server');
});

afterAll(async () => {
  await db.close();
});

async function runningGame(status = 'running') {
  const game = await games.createGame({ serverId: 's', channelId: `c-${Math.random()}`, moduleId: 'dragon-noir', scenarioId: 'the-ford', options: {}, seed: 'x', seedCommitment: 'y', deadlineHours: 48, createdBy: 'u', seats: ['orks', 'rebels'] });
  await db.prisma.game.update({ where: { id: game.id }, data: { status } });
  return game;
}

const due = (gameId: string, hours: number, extra: Partial<Parameters<DeadlineStore['add']>[0][number]> = {}) => ({ gameId, kind: 'phase' as const, seatId: 'orks', phaseLabel: 'Turn 1', dueAt: at(hours), ...extra });

describe('deadlines', () => {
  test('two workers claiming at once share the due deadlines without overlap', async () => {
    const game = await runningGame();
    await deadlines.add(Array.from({ length: 30 }, (_, i) => due(game.id, -1 - i / 10)));
    const [a, b] = await Promise.all([deadlines.claimDue(T0, 'worker-a', 20), deadlines.claimDue(T0, 'worker-b', 20)]);
    const ids = [...a, ...b].map((d) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
    const rest = await deadlines.claimDue(T0, 'worker-c', 20);
    expect(ids.length + rest.length).toBe(30);
    expect(await deadlines.claimDue(T0, 'worker-d', 20)).toEqual([]);
  });

  test('only what is due, pending, unleased, and of a running game is claimed', async () => {
    const game = await runningGame();
    const paused = await runningGame('paused');
    await deadlines.add([due(game.id, 1), due(paused.id, -1), due(game.id, -2, { detail: 'fired' }), due(game.id, -3, { detail: 'cancelled' })]);
    const all = await deadlines.pending(game.id);
    await db.prisma.deadline.updateMany({ where: { gameId: game.id, detail: 'fired' }, data: { firedAt: T0 } });
    await deadlines.cancel(all.filter((d) => d.detail === 'cancelled').map((d) => d.id), T0);
    // Other tests' deadlines share the table; only this game's are looked at.
    const mine = async (when: Date, worker: string) => (await deadlines.claimDue(when, worker, 100)).filter((d) => d.gameId === game.id || d.gameId === paused.id);
    expect(await mine(T0, 'w')).toEqual([]);
    // The future one comes due; a lease held by a dead worker runs out after a minute.
    const [claimed] = await mine(at(1), 'dead-worker');
    expect(claimed?.lockedBy).toBe('dead-worker');
    expect(await mine(at(1), 'w')).toEqual([]);
    const [retaken] = await mine(new Date(at(1).getTime() + 61_000), 'w');
    expect(retaken?.id).toBe(claimed!.id);
    // Only the holder of the lease may mark it fired.
    expect(await deadlines.markFired(claimed!.id, 'dead-worker', at(2))).toBe(false);
    expect(await deadlines.markFired(claimed!.id, 'w', at(2))).toBe(true);
    expect(await mine(at(10), 'w')).toEqual([]);
  });

  test('a pause moves the pending deadlines of its game later', async () => {
    const game = await runningGame();
    await deadlines.add([due(game.id, 5)]);
    await deadlines.postpone(game.id, 3 * 3_600_000);
    const [d] = await deadlines.pending(game.id);
    expect(d!.dueAt.toISOString()).toBe(at(8).toISOString());
  });
});

describe('interactions and players', () => {
  test('an interaction is claimed once, however many ask at the same moment', async () => {
    const log = new InteractionLog(db.prisma);
    const results = await Promise.all(Array.from({ length: 8 }, () => log.claim('1234567890')));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await log.claim('1234567890')).toBe(false);
    expect(await log.claim('1234567891')).toBe(true);
  });

  test('reminders are on unless a player turns them off', async () => {
    const players = new PlayerStore(db.prisma);
    expect(await players.wantsReminders('p1')).toBe(true);
    await players.setReminders('p1', false);
    expect(await players.wantsReminders('p1')).toBe(false);
    await players.setReminders('p1', true);
    expect(await players.wantsReminders('p1')).toBe(true);
  });
});
