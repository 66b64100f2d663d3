import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { createApp, type App } from '../../src/app/app.ts';
import { LocalTable } from '../../src/app/local-table.ts';
import type { RollRecord } from '../../src/engine/core/dice.ts';
import { challengeResult } from '../../src/engine/games/dragon-noir/tables.ts';
import type { GameRecord, StoredEvent } from '../../src/store/games.ts';
import { RenderPool } from '../../src/render/pool.ts';
import { freshDatabase, query, type TestDatabase } from '../support/db.ts';

/**
 * /dice verify against a log edited in the database behind the bot's back (issue 11, item 3): each
 * of the six edits the issue lists, made directly to a finished Discord game's rows by the tables'
 * owner (who alone can switch the append-only trigger off), is caught, and the answer's first line
 * says what and where. The game is The Ford cut to two turns with a fixed seed, so it draws three
 * rolls from the seed: Grishnak's challenge (two modifiers) and two attacks (an armour modifier,
 * the die capped at 1 to 10). After each edit the log is put back as the bot wrote it.
 */

const FORD = `
@alice /game new game:dragon-noir scenario:the-ford options:turns=2
@alice /game join seat:orks
@bob /game join seat:rebels
@alice /game start
@alice /move unit:Black Fox to:J8
/move unit:Ashrak to:J7
/move unit:Ugluk to:J9
/move unit:Grishnak to:I9
/move unit:Shraggag to:I8
/move unit:Kuruz to:I6
/done
/done
@bob /move unit:Konrad to:K8
/move unit:Hohmley to:K9
/done
/done
@alice /move unit:Grishnak to:K10
/done
/attack with:Black Fox, Ashrak target:Konrad
@bob /retreat unit:Konrad to:L8
@alice /attack with:Ugluk target:Hohmley
/done
/done
@bob /move unit:Grast to:J8
/done
/done
`;

let db: TestDatabase;
let pool: RenderPool;
let app: App;
let table: LocalTable;
let game: GameRecord;
/** The log as the bot wrote it. */
let events: StoredEvent[];
/** The events that carry a roll, in order: the challenge, Black Fox's attack, Ugluk's attack. */
let challenge: StoredEvent;
let attack: StoredEvent;
const lines: string[] = [];

beforeAll(async () => {
  db = await freshDatabase();
  pool = new RenderPool(1);
  // A Discord game: the app is not the local table's, so no roll of it may be forced.
  app = createApp(db.prisma, { renderer: pool, local: false, newSeed: () => 'tampered-ford' });
  table = new LocalTable({ service: app.service, router: app.router, outDir: mkdtempSync(join(tmpdir(), 'dragonpost-tamper-')), channel: 'ford', print: (l) => lines.push(l) });
  await table.script(FORD);
  game = (await app.service.gameHere(table.context()))!;
  events = await app.service.store.events(game.id);
  [challenge, attack] = events.filter((e) => e.rolls?.length) as [StoredEvent, StoredEvent];
  await query(db.url, 'CREATE TABLE "GameEventAsWritten" AS SELECT * FROM "GameEvent" WHERE "gameId" = $1', [game.id]);
});

afterAll(async () => {
  await pool.close();
  await db.close();
});

/** Edits the game's rows as the tables' owner, with the append-only trigger off for the edit alone. */
async function tamper(sql: string, params: unknown[] = []): Promise<void> {
  const owner = new pg.Client({ connectionString: db.url });
  await owner.connect();
  try {
    await owner.query('BEGIN');
    await owner.query('ALTER TABLE "GameEvent" DISABLE TRIGGER USER');
    await owner.query(sql, params);
    await owner.query('ALTER TABLE "GameEvent" ENABLE TRIGGER USER');
    await owner.query('COMMIT');
  } finally {
    await owner.end();
  }
}

/** Sets one field of the k-th roll of the event `seq` (null removes it). */
const editRoll = (seq: number, k: number, field: string, value: unknown) =>
  value === null
    ? tamper(`UPDATE "GameEvent" SET data = data #- $1 WHERE "gameId" = $2 AND seq = $3`, [`{rolls,${k},${field}}`, game.id, seq])
    : tamper(`UPDATE "GameEvent" SET data = jsonb_set(data, $1, $2::jsonb) WHERE "gameId" = $3 AND seq = $4`, [`{rolls,${k},${field}}`, JSON.stringify(value), game.id, seq]);

afterEach(async () => {
  await tamper('DELETE FROM "GameEvent" WHERE "gameId" = $1', [game.id]);
  await tamper('INSERT INTO "GameEvent" SELECT * FROM "GameEventAsWritten"');
  await query(db.url, 'UPDATE "Game" SET "forcedDiceAllowed" = false WHERE id = $1', [game.id]);
});

async function verify(): Promise<string[]> {
  const [reply] = await app.service.verify(table.context());
  return reply!.text.split('\n');
}

/** A roll's name in the verdict: its place in the log, counted from 1, and its label. */
function named(roll: RollRecord): string {
  const rolls = events.flatMap((e) => e.rolls ?? []);
  return `Roll ${rolls.indexOf(roll) + 1} (${roll.label})`;
}

describe('/dice verify on a Discord game whose log was edited in the database', () => {
  test('the game is over, drew three rolls from the seed, forced none, and was created with no forced dice allowed', () => {
    expect(game.status).toBe('ended');
    expect(game.forcedDiceAllowed).toBe(false);
    expect(game.diceCursor).toBe(3);
    const rolls = events.flatMap((e) => e.rolls ?? []);
    expect(rolls.map((r) => r.index)).toEqual([0, 1, 2]);
    expect(rolls.some((r) => r.forced)).toBe(false);
    expect(challenge.rolls![0]!.modifiers).toEqual([
      { label: 'armoured', value: -1 },
      { label: 'opposer armoured', value: 1 },
    ]);
  });

  test('untouched, every roll checks out', async () => {
    const answer = await verify();
    expect(answer[0]).toBe('✓ 3 rolls recomputed from the seed: every one matches the log.');
    expect(answer).toContain('Its SHA-256 matches the commitment posted at the start (' + game.seedCommitment + ').');
  });

  test('a face changed is caught: the seed gives another', async () => {
    const roll = challenge.rolls![0]!;
    const edited = (roll.face % 10) + 1;
    await editRoll(challenge.seq, 0, 'face', edited);
    const answer = await verify();
    expect(answer[0]).toBe(`✗ ${named(roll)} does not match: recorded ${edited}, the seed gives ${roll.face}.`);
  });

  test('an index shifted is caught: the roll is not the one the seed gives there, and its place is left empty', async () => {
    const [first, second] = [attack.rolls![0]!, events.filter((e) => e.rolls?.length)[2]!.rolls![0]!];
    // The seed gives another face at the next place, so the face no longer matches there.
    expect(first.face).not.toBe(second.face);
    await editRoll(attack.seq, 0, 'index', first.index! + 1);
    const answer = await verify();
    expect(answer[0]).toBe(`✗ ${named(first)} does not match: recorded ${first.face}, the seed gives ${second.face}.`);
    expect(answer[1]).toBe('3 problems in all; the first is shown.');
  });

  test('a face changed and marked forced is caught: a Discord game never allowed forced dice', async () => {
    const roll = challenge.rolls![0]!;
    await editRoll(challenge.seq, 0, 'face', (roll.face % 10) + 1);
    await editRoll(challenge.seq, 0, 'forced', true);
    const answer = await verify();
    expect(answer[0]).toBe(`✗ ${named(roll)} is marked forced, but this game never allowed forced dice.`);
  });

  test('a face changed and marked forced is caught on a game that allowed forced dice too: its place in the seeded stream is left empty', async () => {
    const roll = challenge.rolls![0]!;
    await query(db.url, 'UPDATE "Game" SET "forcedDiceAllowed" = true WHERE id = $1', [game.id]);
    // A careful edit: the total and the result made to follow the new face (the two modifiers cancel out).
    const edited = (roll.face % 10) + 1;
    expect(roll.total).toBe(roll.face);
    await editRoll(challenge.seq, 0, 'face', edited);
    await editRoll(challenge.seq, 0, 'total', edited);
    const result = challengeResult(edited);
    await editRoll(challenge.seq, 0, 'result', result === 'none' ? 'no effect' : result);
    await editRoll(challenge.seq, 0, 'forced', true);
    await editRoll(challenge.seq, 0, 'index', null);
    const answer = await verify();
    expect(answer[0]).toBe('✗ Seeded roll 0 is missing from the log: the game drew 3 rolls from the seed, and the log holds 2 of them.');
  });

  test('a face changed and its index removed is caught: the roll is neither drawn nor forced', async () => {
    const roll = challenge.rolls![0]!;
    await editRoll(challenge.seq, 0, 'face', (roll.face % 10) + 1);
    await editRoll(challenge.seq, 0, 'index', null);
    const answer = await verify();
    expect(answer[0]).toBe(`✗ ${named(roll)} has no place in the seeded stream, and is not marked forced.`);
  });

  test('a roll deleted from the log is caught: the seeded stream has a gap', async () => {
    await tamper(`UPDATE "GameEvent" SET data = jsonb_set(data, '{rolls}', '[]'::jsonb) WHERE "gameId" = $1 AND seq = $2`, [game.id, attack.seq]);
    const answer = await verify();
    expect(answer[0]).toBe(`✗ Seeded roll ${attack.rolls![0]!.index} is missing from the log: the game drew 3 rolls from the seed, and the log holds 2 of them.`);
  });

  test('an event deleted with its roll is caught: the log skips its number', async () => {
    await tamper(`DELETE FROM "GameEvent" WHERE "gameId" = $1 AND seq = $2`, [game.id, attack.seq]);
    const answer = await verify();
    expect(answer[0]).toBe(`✗ Event ${attack.seq} of the log is missing: the log goes from event ${attack.seq - 1} to event ${attack.seq + 1}.`);
  });

  test("a total, its result and the event's text changed together are caught: the face and the modifiers do not add up to it", async () => {
    const roll = attack.rolls![0]!;
    const total = roll.total! + 1;
    expect(attack.text).toContain(`= ${roll.total} → ${roll.result}:`);
    await editRoll(attack.seq, 0, 'total', total);
    await editRoll(attack.seq, 0, 'result', 'D');
    await tamper(`UPDATE "GameEvent" SET text = $1 WHERE "gameId" = $2 AND seq = $3`, [attack.text.replace(`= ${roll.total} → ${roll.result}:`, `= ${total} → D:`), game.id, attack.seq]);
    const answer = await verify();
    const modifiers = roll.modifiers!.map((m) => ` +${m.value} ${m.label}`).join('');
    expect(answer[0]).toBe(`✗ ${named(roll)} does not add up: d10 for the combat: ${roll.face}${modifiers} = ${roll.total}, but the log says ${total}.`);
  });

  test("a result and the event's text changed, the total left as it was, are caught: the table gives another result for that total", async () => {
    const roll = attack.rolls![0]!;
    // 5.14.2 at 2-1: a modified 4 is C, the defender retreats; D would have stunned him.
    expect([roll.table, roll.row, roll.total, roll.result]).toEqual(['5.14.2 combat against foot', '2-1', 4, 'C']);
    await editRoll(attack.seq, 0, 'result', 'D');
    await tamper(`UPDATE "GameEvent" SET text = $1 WHERE "gameId" = $2 AND seq = $3`, [attack.text.replace('→ C: defender retreats one hex.', '→ D: defender stunned.'), game.id, attack.seq]);
    const answer = await verify();
    expect(answer[0]).toBe(`✗ ${named(roll)} gives C on 5.14.2 combat against foot, 2-1, die 4, but the log says D.`);
  });

  test('once the log is as the bot wrote it again, it checks out again', async () => {
    expect((await verify())[0]).toBe('✓ 3 rolls recomputed from the seed: every one matches the log.');
  });
});
