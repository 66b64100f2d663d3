import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PUBLIC } from '../../src/engine/core/events.ts';
import type { DnState } from '../../src/engine/games/dragon-noir/state.ts';
import type { GameRecord } from '../../src/store/games.ts';
import { WebStore } from '../../src/store/web.ts';
import { WebLinks } from '../../src/web/links.ts';
import { startWeb, type WebServer } from '../../src/web/server.ts';
import { localTable, type LocalHarness } from '../support/local.ts';
import { AMBUSH_PLAYERS, playAmbush } from '../web/ambush.ts';

/**
 * `/game fork phase:N` on the local table. After the end anyone forks, and the fork is a game open
 * for players from the state as phase N ended, with new dice. While a game runs only its game
 * master asks, every player agrees by button, each seat keeps its player, and nobody may take
 * another seat in the fork: the game forked goes on untouched, its dice their own.
 */

/** The lines a typed command answered with. */
const answer = (harness: LocalHarness, line: string) => harness.type(line).then((lines) => lines.join('\n'));

/** The newest game of the table's channel (a fork takes the table's one channel). */
const here = async (harness: LocalHarness) => (await harness.service.gameHere(harness.table.context()))!;

describe('after the end: anyone forks, and the fork is a new game from that phase', () => {
  let harness: LocalHarness;
  let source: GameRecord;

  beforeAll(async () => {
    harness = await localTable('fork-after');
    await harness.table.script(readFileSync('examples/the-ford.txt', 'utf8'), false);
    source = await here(harness);
  }, 240_000);

  afterAll(async () => {
    await harness?.close();
  });

  test('the game is over, with phases to fork from', async () => {
    expect(source.status).toBe('ended');
    expect((await harness.service.store.phases(source.id)).length).toBeGreaterThan(3);
  });

  test('a phase that is not one is refused in one line that says which are', async () => {
    const phases = (await harness.service.store.phases(source.id)).length;
    expect(await answer(harness, '@carol /game fork phase:99')).toBe(`  [carol only] There is no phase 99. A fork starts from the end of a phase, numbered from 1: this game has had ${phases} (1 to ${phases}).`);
    expect(await answer(harness, '@carol /game fork')).toContain('Which phase?');
    expect(await answer(harness, '@carol /game fork phase:0')).toBe('  [carol only] phase must be a whole number from 1');
    expect((await here(harness)).id).toBe(source.id);
  });

  test('the phase whose end decided the game is no start for a fork', async () => {
    const module = harness.service.module('dragon-noir')!;
    const last = (await harness.service.store.phases(source.id)).length;
    expect(module.outcome(module.stateSchema.parse(await harness.service.store.phaseSnapshot(source.id, last)))).not.toBeNull();
    expect(await answer(harness, `@carol /game fork phase:${last}`)).toBe(`  [carol only] The game was decided as phase ${last} ended: a fork starts from a phase before that (1 to ${last - 1}).`);
    expect((await here(harness)).id).toBe(source.id);
  });

  test('one who never played forks it: a game open for players, which says where it came from, with new dice', async () => {
    const said = await answer(harness, '@carol /game fork phase:3');
    const fork = await here(harness);
    expect(fork.id).not.toBe(source.id);
    expect(fork).toMatchObject({ status: 'open', forkOf: source.id, forkPhase: 3, moduleId: 'dragon-noir', scenarioId: 'the-ford', createdBy: 'local:carol' });
    const label = (await harness.service.store.phases(source.id)).find((p) => p.index === 3)!.label;
    expect(said).toContain(`carol forks this game from the end of phase 3 (${label})`);
    expect(said).toContain(`is open for players: a fork of game ${source.id.slice(0, 6)} (<#table>) from the end of its phase 3 (${label}), with new dice.`.replace('<#table>', '<#fork-after>'));
    expect(said).toContain(`Dice commitment (SHA-256 of the secret seed): ${fork.seedCommitment}`);
    expect(fork.seed).not.toBe(source.seed);
    expect(fork.seedCommitment).not.toBe(source.seedCommitment);
    // Its position is the phase's, and its seats are free.
    expect(fork.state).toEqual(await harness.service.store.phaseSnapshot(source.id, 3));
    expect((await harness.service.store.seats(fork.id)).every((s) => s.userId === null)).toBe(true);
  });

  test('it is playable: players take seats, start it, and it goes on from that phase', async () => {
    const module = harness.service.module('dragon-noir')!;
    const snapshot = module.stateSchema.parse(await harness.service.store.phaseSnapshot(source.id, 3)) as DnState;
    await harness.type('@dave /game join seat:orks');
    await harness.type('@erin /game join seat:rebels');
    const started = await answer(harness, '@dave /game start');
    expect(started).toContain(`**Dragon Noir: The Ford** begins from the end of phase 3 of game ${source.id.slice(0, 6)}.`);
    const fork = await here(harness);
    expect(fork.status).toBe('running');
    expect(module.phase(fork.state).label).toBe(module.phase(snapshot).label);
    // The side to move gives its first legal order, and it is played.
    const seat = module.phase(snapshot).active[0]!;
    const player = seat === 'orks' ? 'dave' : 'erin';
    const [order] = module.legalOrders(snapshot, seat, {});
    expect(order).toBeDefined();
    await harness.type(`@${player} /${order!.verb} ${Object.entries(order!.options).map(([k, v]) => `${k}:${v}`).join(' ')}`);
    expect((await here(harness)).version).toBeGreaterThan(fork.version);
    // The game forked is as it was.
    const after = (await harness.service.store.game(source.id))!;
    expect({ version: after.version, status: after.status, state: after.state }).toEqual({ version: source.version, status: source.status, state: source.state });
  });
});

describe('during a game: the game master asks, every player agrees, each seat keeps its player', () => {
  let harness: LocalHarness;
  let source: GameRecord;

  beforeAll(async () => {
    harness = await localTable('fork-during');
    await playAmbush(harness);
    source = await here(harness);
  }, 240_000);

  afterAll(async () => {
    await harness?.close();
  });

  test('the game runs, with facts hidden from the Rebels', async () => {
    expect(source.status).toBe('running');
    expect(harness.service.module('dragon-noir')!.secrets!(harness.service.module('dragon-noir')!.stateSchema.parse(source.state), PUBLIC).length).toBeGreaterThan(0);
  });

  test('a player who is not its game master cannot fork it, nor can anyone answer a request nobody made', async () => {
    expect(await answer(harness, '@bob /game fork phase:2')).toBe('  [bob only] While the game runs, only its game master may fork it, and only with every player\u2019s agreement; once it is over, anyone may.');
    expect(await answer(harness, '@bob /game fork answer:yes')).toBe('  [bob only] Nobody is asking to fork this game now: while it runs, its game master asks with /game fork phase:<n>.');
    // A request of another kind is not answered by a fork's button, nor the other way round.
    await harness.type('@alice /game export what:scenario');
    expect(await answer(harness, '@bob /game fork answer:yes')).toContain('Nobody is asking to fork this game now');
    expect((await here(harness)).id).toBe(source.id);
  });

  test('a refusal ends the request: no game is made', async () => {
    expect(await answer(harness, '@alice /game fork phase:2')).toContain('alice asks to fork this game from the end of phase 2');
    expect(await answer(harness, '@bob /game fork answer:no')).toBe('  [#fork-during] bob refuses: the game is not forked.');
    expect(await answer(harness, '@alice /game fork answer:yes')).toContain('Nobody is asking to fork this game now');
    expect((await here(harness)).id).toBe(source.id);
  });

  test('the request says what a fork is and whom it waits for; one who does not play cannot answer it', async () => {
    const asked = await answer(harness, '@alice /game fork phase:4');
    expect(asked).toContain('a new game in a new thread, with new dice (a new seed and commitment), each seat kept by its player. This game goes on as it is.');
    expect(asked).toContain('It starts once every player agrees: bob, alice.');
    expect(asked).toContain('(buttons: Agree | Refuse)');
    expect(await answer(harness, '@carol /game fork answer:yes')).toBe('  [carol only] Only the players of this game answer its requests.');
    expect(await answer(harness, '@bob /game fork answer:yes')).toBe('  [#fork-during] bob agrees to fork the game. Waiting for: alice.');
    expect((await here(harness)).id).toBe(source.id);
  });

  test('the last agreement starts the fork at once: each seat with its player, new dice, the game forked untouched', async () => {
    const said = await answer(harness, '@alice /game fork answer:yes');
    const fork = await here(harness);
    expect(fork.id, said).not.toBe(source.id);
    expect(fork).toMatchObject({ status: 'running', forkOf: source.id, forkPhase: 4 });
    expect(said).toContain(`a fork of game ${source.id.slice(0, 6)}`);
    expect(said).toContain(`**Dragon Noir: The Watermill Ambush** begins from the end of phase 4 of game ${source.id.slice(0, 6)}.`);
    expect(fork.seed).not.toBe(source.seed);
    const seats = await harness.service.store.seats(fork.id);
    expect(Object.fromEntries(seats.map((s) => [s.seatId, s.userName]))).toEqual(AMBUSH_PLAYERS);
    const after = (await harness.service.store.game(source.id))!;
    expect({ version: after.version, status: after.status, state: after.state, seed: after.seed, diceCursor: after.diceCursor }).toEqual({
      version: source.version,
      status: 'running',
      state: source.state,
      seed: source.seed,
      diceCursor: source.diceCursor,
    });
  });

  test('nobody takes another side\'s seat in the fork while the game forked runs, not even a free one; its own player takes it back', async () => {
    const fork = await here(harness);
    await harness.service.store.leaveSeat(fork.id, 'orks', 'local:bob');
    expect(await answer(harness, '@alice /game join seat:orks')).toBe("  [alice only] This fork was made from a game that is still running: its seats stay with their players until that game is over, and the Orks seat there is bob's.");
    expect(await answer(harness, '@carol /game join seat:orks')).toContain('This fork was made from a game that is still running');
    expect((await harness.service.store.seats(fork.id)).find((s) => s.seatId === 'orks')!.userId).toBeNull();
    // The Orks' own player in the game forked takes his seat back.
    expect(await answer(harness, '@bob /game join seat:orks')).toContain('[bob only] You hold the Orks');
    expect((await harness.service.store.seats(fork.id)).find((s) => s.seatId === 'orks')!.userId).toBe('local:bob');
  });

  test('what the fork posted publicly holds none of the facts the game forked hides', async () => {
    const module = harness.service.module('dragon-noir')!;
    const secrets = module.secrets!(module.stateSchema.parse(source.state), PUBLIC);
    const fork = await here(harness);
    const posted = (await harness.service.store.events(fork.id)).filter((e) => e.visibleTo === 'all').map((e) => e.text).join('\n');
    const channel = harness.lines.filter((l) => l.startsWith('  [#fork-during]')).join('\n');
    for (const fact of secrets) {
      expect(posted, fact).not.toContain(fact);
      expect(channel, fact).not.toContain(fact);
    }
  });
});

describe('a fork made while its game ran keeps its secrets past its own end, until that game is over too', () => {
  let harness: LocalHarness;
  let server: WebServer;
  let links: WebLinks;
  let source: GameRecord;
  const [before, last] = readFileSync('examples/the-ford.txt', 'utf8').split('# Konrad and the wounded Hohmley strike');

  beforeAll(async () => {
    harness = await localTable('fork-reveal');
    links = new WebLinks(await new WebStore(harness.db.prisma).linkSecret());
    server = await startWeb({ service: harness.service, store: new WebStore(harness.db.prisma), links, port: 0, host: '127.0.0.1' });
    // The Ford, up to the Rebels' last combat: the game still runs.
    await harness.table.script(before!, false);
    source = await here(harness);
  }, 240_000);

  afterAll(async () => {
    await server?.close();
    await harness?.close();
  });

  /** Whose view a game's public link shows, and whether it offers the game master's. */
  const page = async (game: GameRecord) => {
    const link = links.publicPage(game.id)!;
    const html = await (await fetch(link)).text();
    return { gm: html.includes('the game master&#39;s view'), public: html.includes('the public view'), gmAsked: (await fetch(`${link}?view=gm`)).status };
  };

  test('the fork, agreed by both, ends the way the game would: its page stays the public view', async () => {
    expect(source.status).toBe('running');
    const phase = (await harness.service.store.phases(source.id)).length;
    await harness.type(`@alice /game fork phase:${phase}`);
    await harness.type('@alice /game fork answer:yes');
    await harness.type('@bob /game fork answer:yes');
    const fork = await here(harness);
    expect(fork.forkOf).toBe(source.id);
    // The phase it opens on closes, and the Rebels strike as they did: Black Fox falls, and the fork is over.
    await harness.type('@bob /done');
    await harness.table.script(last!, false);
    const ended = (await harness.service.store.game(fork.id))!;
    expect(ended.status).toBe('ended');
    expect(await page(ended)).toEqual({ gm: false, public: true, gmAsked: 404 });
    expect(await harness.service.games.revealed(ended)).toBe(false);
    // Its export says where it came from, and is the public's.
    const exported = (await (await fetch(`${links.publicPage(fork.id)!}/export.json`)).json()) as { viewer: unknown; forkOf: unknown };
    expect(exported).toMatchObject({ viewer: { kind: 'public' }, forkOf: { game: source.id, phase: (await harness.service.store.phases(source.id)).length } });
  });

  test('once the game it came from is over, the fork\'s reveal opens', async () => {
    const fork = (await here(harness))!;
    // The game forked plays its own last combat, with the example's dice. The fork has the table's
    // one channel now, so these orders name the game, as a button does.
    const bob = { ...harness.table.context(), userId: 'local:bob', userName: 'bob' };
    await harness.service.order(bob, 'attack', { with: 'Konrad, Hohmley', target: 'Black Fox' }, [2], source.id);
    await harness.service.order(bob, 'attack', { with: 'Grast', target: 'Black Fox' }, [1], source.id);
    expect((await harness.service.store.game(source.id))!.status).toBe('ended');
    expect(await page(fork)).toEqual({ gm: true, public: false, gmAsked: 200 });
  });
});
