import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { decodeOptions } from '../../src/app/formatting.ts';
import { gameModule } from '../../src/app/modules.ts';
import { PUBLIC, seatViewer } from '../../src/engine/core/events.ts';
import type { DragonNoir } from '../../src/engine/games/dragon-noir/index.ts';
import type { DnState } from '../../src/engine/games/dragon-noir/state.ts';
import { sideLabel } from '../../src/engine/games/dragon-noir/units.ts';
import type { FakeChannel, FakeMessage, FakeUser, OptionValue } from '../fake-discord/types.ts';
import { query } from '../support/db.ts';
import { nextDnOrder, PhaseMemory, reactionsFor, type PlannedOrder } from '../support/dn-player.ts';
import { run, seen, world, type World, WAIT_MS, stateIn } from './support.ts';

/**
 * Dragon Noir's three DN1 scenarios played to their end through Discord: the real bot process
 * against the fake, each side played by the plain player (test/support/dn-player.ts), which gives
 * only orders the rules list as legal, through the slash commands a player would type. Each side
 * sets its standing reactions by DM (`/react`), anew whenever one has fired, and answers the
 * reaction window (option reactionWindow) from the menu of the DM that asks it. The games are
 * shortened with turns=2 (the scenario's nightfall rule is read when turn 2 ends), and each has a
 * seed of its own, fixed so a run plays the same way every time.
 *
 * Then the whole game is searched for leaks: every fact the module's secrets() hid from the
 * public at some moment (each standing reaction before it fired), every reaction window's
 * question, and the dice seed before the game ended, in every message anyone but their owner
 * could read: the thread, the lobby, other players' DMs and private answers, a spectator's
 * /game log, each picture's alt text, and the public view behind the pictures.
 */

const dn = gameModule('dragon-noir') as DragonNoir;
const SCENARIOS = [
  // Each side makes for a hex: the place to take or hold, or the enemy's way in.
  { id: 'the-mill-at-dawn', seed: 'mill-e2e', turns: 2, goals: { orks: 'N8', rebels: 'K9' } },
  { id: 'breakout-from-the-arena', seed: 'arena-e2e', turns: 2, goals: { rebels: 'X8', orks: 'L8' } },
  { id: 'the-dwarves-hoard', seed: 'hoard-e2e', turns: 3, goals: { orks: 'AN8', dwarves: 'Y8' } },
] as const;

let w: World;
/** Over the three games: what the games put the reactions through. */
const tally = { windowsAnswered: 0, reactionsFired: 0 };

beforeAll(async () => {
  w = await world({ seeds: SCENARIOS.map((s) => s.seed), global: true });
  await w.startBot();
});

afterAll(async () => {
  await w?.close();
});

async function stateOf(thread: FakeChannel): Promise<DnState> {
  return (await stateIn(w, thread, dn)) as DnState;
}

/** Options as Discord types them: the rules' integer options are numbers. */
function typed(order: PlannedOrder): Record<string, OptionValue> {
  const verb = dn.verbs.find((v) => v.name === order.verb);
  return Object.fromEntries(Object.entries(order.options).map(([k, v]) => [k, verb?.options.find((o) => o.name === k)?.type === 'integer' ? Number(v) : v]));
}

/**
 * Which of the scenario's victory conditions gave the game's outcome, checked against the final
 * state: the named character is dead, enough stand in the place, or the last turn (turns=N) ended.
 */
function conditionBehind(scenarioId: string, turns: number, state: DnState): string {
  const { reason, winners } = state.outcome!;
  const scenario = dn.scenario(scenarioId);
  for (const v of scenario.victory) {
    if (v.kind === 'kill') {
      const unit = state.units.find((u) => u.character === v.character)!;
      if (reason !== `${unit.name} is dead.`) continue;
      expect(unit.dead).toBe(true);
      expect(winners).toEqual([v.winner]);
      return `kill ${unit.name}`;
    }
    if (v.kind === 'reach') {
      const there = new RegExp(`^(\\d+) of the ${sideLabel(state, v.side)} stand in ${v.name}\\.$`).exec(reason);
      if (!there) continue;
      expect(Number(there[1])).toBeGreaterThanOrEqual(v.count);
      expect(winners).toEqual([v.side]);
      return `reach ${v.name}`;
    }
    if (v.kind === 'eliminate') {
      const wiped = state.sides.filter((side) => state.units.every((u) => u.side !== side.id || u.dead));
      if (reason !== `Every one of the ${wiped[0]?.label} is dead.`) continue;
      expect(winners).toEqual(state.sides.filter((side) => side !== wiped[0]).map((side) => side.id));
      return 'eliminate';
    }
    if (v.kind === 'hold') {
      const held = new RegExp(`^At nightfall ${sideLabel(state, v.side)} (do not )?hold ${v.name} \\((\\d+) against (\\d+)\\)\\.$`).exec(reason);
      if (!held) continue;
      expect(state.turn).toBe(turns);
      expect(Number(held[2]) > Number(held[3])).toBe(!held[1]);
      expect(winners).toEqual([held[1] ? v.otherwise : v.side]);
      return `hold ${v.name}`;
    }
  }
  if (scenario.nightfall && reason === scenario.nightfall.reason) {
    expect(state.turn).toBe(turns);
    expect(winners).toEqual([scenario.nightfall.winner]);
    return 'nightfall';
  }
  throw new Error(`no victory condition of ${scenarioId} gives "${reason}"`);
}

/** Everything a message shows its reader: its text, embeds, menus and buttons, and its pictures' alt text. */
const readable = (m: FakeMessage) => [m.content, JSON.stringify(m.embeds), JSON.stringify(m.components), ...m.attachments.map((a) => a.description ?? '')].join('\n');

interface Played {
  thread: FakeChannel;
  state: DnState;
  players: Map<string, FakeUser>;
  /** Each hidden fact, with the seats that may know it. */
  secrets: Map<string, string[]>;
  /** Public views that showed a fact hidden at the time. */
  viewLeaks: string[];
  reactionsSet: number;
  windowsAnswered: number;
  orders: number;
  /** Messages that existed before the game was opened: not this game's. */
  before: Set<string>;
}

function everyMessage(): FakeMessage[] {
  const channels = [w.lobby, ...w.fake.threads(w.lobby)];
  const dms = [w.alice, w.bob, w.carol, w.mara].flatMap((u) => w.fake.dms(u));
  return [...channels.flatMap((c) => w.fake.messages(c, { ephemeral: true })), ...dms];
}

/** Who reads a message: one user (a DM, a private answer), or null for everyone in the channel. */
function readerOf(m: FakeMessage): string | null {
  if (m.ephemeral) return m.visibleTo;
  for (const u of [w.alice, w.bob, w.carol, w.mara]) if (w.fake.dmChannel(u)?.id === m.channelId) return u.id;
  return null;
}

/** Sets the side's standing reactions by DM; returns how many. */
async function setReactions(user: FakeUser, state: DnState, seat: string): Promise<number> {
  const dm = w.fake.openDm(user);
  const orders = reactionsFor(state, seat);
  for (const order of orders) {
    const set = await run(w, user, dm, 'react', typed(order));
    expect(set.text).toMatch(/^Standing reactions? set: /);
  }
  return orders.length;
}

async function play(spec: (typeof SCENARIOS)[number]): Promise<Played> {
  const before = new Set(everyMessage().map((m) => m.id));
  const opened = await run(w, w.mara, w.lobby, 'game', { game: 'dragon-noir', scenario: spec.id, options: `turns=${spec.turns},reactionWindow=yes` }, 'new');
  const thread = w.fake.threads(w.lobby).at(-1)!;
  expect(opened.text).toBe(`Your game is open in <#${thread.id}>.`);
  const seats = dn.seats(spec.id).map((s) => s.id);
  const players = new Map([
    [seats[0]!, w.alice],
    [seats[1]!, w.bob],
  ]);
  for (const [seat, user] of players) await run(w, user, thread, 'game', { seat }, 'join');
  expect((await run(w, w.alice, thread, 'game', {}, 'start')).text).toBe('The game has started.');

  const played: Played = { thread, state: await stateOf(thread), players, secrets: new Map(), viewLeaks: [], reactionsSet: 0, windowsAnswered: 0, orders: 0, before };
  for (const [seat, user] of players) played.reactionsSet += await setReactions(user, played.state, seat);
  // `/react` alone lists the side's reactions, privately.
  const listed = await run(w, w.bob, w.fake.openDm(w.bob), 'react');
  expect(listed.handle.ephemeral()).toBe(true);

  const memory = new Map(seats.map((s) => [s, new PhaseMemory()]));
  const goals: Record<string, string> = spec.goals;
  let playerTurn = played.state.playerTurn;
  for (;;) {
    const state = await stateOf(thread);
    played.state = state;
    const hidden = dn.secrets!(state, PUBLIC);
    for (const fact of hidden) played.secrets.set(fact, seats.filter((s) => !dn.secrets!(state, seatViewer(s)).includes(fact)));
    const publicView = JSON.stringify(dn.view(state, PUBLIC));
    for (const fact of hidden) if (publicView.includes(fact)) played.viewLeaks.push(fact);
    if (state.outcome) {
      // Each line the log keeps for one side alone (a reaction set, one that lapsed) is that side's secret too.
      const lines = await query<{ text: string; visibleTo: unknown }>(w.databaseUrl, 'SELECT e.text, e."visibleTo" FROM "GameEvent" e JOIN "Game" g ON g.id = e."gameId" WHERE g."channelId" = $1', [thread.id]);
      for (const line of lines) if (Array.isArray(line.visibleTo)) played.secrets.set(line.text, line.visibleTo as string[]);
      return played;
    }
    if (++played.orders > 400) throw new Error(`${spec.id} did not end: ${dn.phase(state).label}`);

    // A new player-turn: the side that waits sets reactions for shooters left without one.
    if (state.playerTurn !== playerTurn) {
      playerTurn = state.playerTurn;
      // A spectator reads the log as it stands; the search below reads his answer too.
      await run(w, w.carol, thread, 'game', {}, 'log');
      const waiting = state.sides.find((_, i) => i !== state.active)!.id;
      played.reactionsSet += await setReactions(players.get(waiting)!, state, waiting);
    }
    const phase = dn.phase(state);
    const seat = phase.decision?.seat ?? phase.active[0]!;
    const user = players.get(seat)!;
    const order = nextDnOrder(dn, state, seat, goals[seat]!, memory.get(seat)!);
    if (phase.decision?.secret) {
      // The reaction window: asked by DM, answered from its menu there.
      played.secrets.set(phase.decision.prompt, [seat]);
      const prompt = await w.fake.waitFor(() => w.fake.dms(user).findLast((m) => m.content.includes(phase.decision!.prompt) && m.components.length > 0), WAIT_MS);
      const menu = (prompt.components as Array<{ components: Array<{ custom_id: string; options: Array<{ label: string; value: string }> }> }>)[0]!.components[0]!;
      const choice = menu.options.find((o) => JSON.stringify(decodeOptions(o.value)) === JSON.stringify(order.options))!;
      expect(choice, `the menu offers ${JSON.stringify(order.options)}`).toBeDefined();
      await w.fake.select(user, prompt, menu.custom_id, [choice.value]).settled(WAIT_MS);
      played.windowsAnswered++;
      continue;
    }
    const answer = await run(w, user, thread, order.verb, typed(order));
    expect(answer.handle.ephemeral()).toBe(true);
  }
}

/** The leaks of one game: each hidden fact, or the seed, read before the end by someone who may not know it. */
function leaksOf(played: Played, seed: string, gameOver: FakeMessage, messages = everyMessage()): { leaks: string[]; ownerSaw: Set<string>; seedAfter: boolean } {
  const seatOf = new Map([...played.players].map(([seat, user]) => [user.id, seat]));
  const leaks: string[] = [];
  const ownerSaw = new Set<string>();
  let seedAfter = false;
  for (const m of messages.filter((m) => !played.before.has(m.id))) {
    const text = readable(m);
    const reader = readerOf(m);
    const seat = reader ? seatOf.get(reader) : undefined;
    // Once the game is over, the log shows everyone everything.
    const beforeTheEnd = BigInt(m.id) < BigInt(gameOver.id);
    for (const [fact, owners] of beforeTheEnd ? played.secrets : []) {
      if (!text.includes(fact)) continue;
      if (seat && owners.includes(seat)) ownerSaw.add(fact);
      else leaks.push(`"${fact}" (${owners.join(', ')}'s) read by ${reader ?? 'everyone'} in: ${m.content.slice(0, 200)}`);
    }
    if (text.includes(seed)) {
      if (beforeTheEnd) leaks.push(`the seed read by ${reader ?? 'everyone'} before the end, in: ${m.content.slice(0, 200)}`);
      else seedAfter = true;
    }
  }
  return { leaks, ownerSaw, seedAfter };
}

for (const spec of SCENARIOS) {
  describe(`${spec.id}, played to its end through Discord`, () => {
    let played: Played;

    test('the plain player gives every order by slash command, sets standing reactions by DM, and the game ends by the scenario\u2019s rule', async () => {
      played = await play(spec);
      const { outcome } = played.state;
      expect(outcome).toBeTruthy();
      expect(conditionBehind(spec.id, spec.turns, played.state)).toBeTruthy();
      expect(played.state.turn).toBeLessThanOrEqual(spec.turns);
      expect(played.reactionsSet).toBeGreaterThan(0);
      tally.windowsAnswered += played.windowsAnswered;
      tally.reactionsFired += w.fake.messages(played.thread).flatMap((m) => m.content.match(/\(standing reaction: /g) ?? []).length;
      const winners = outcome!.winners.map((id) => dn.seats(spec.id).find((s) => s.id === id)!.label).join(', ');
      const all = await seen(w, played.thread, `**Game over.** ${outcome!.reason} Winner: ${winners}.`, 20_000);
      expect(all).toContain(`The dice seed was ${spec.seed}; anyone can check every roll with /dice verify.`);
      const verified = await run(w, w.carol, played.thread, 'dice', {}, 'verify');
      expect(verified.text).toContain('Its SHA-256 matches the commitment posted at the start');
      expect(verified.text).toMatch(/\d+ rolls? recomputed from the seed: every one matches the log\./);
    });

    test('no standing reaction, reaction window or seed reached anyone but its owner before its time', async () => {
      const gameOver = w.fake.messages(played.thread).find((m) => m.content.startsWith('**Game over.**'))!;
      const { leaks, ownerSaw, seedAfter } = leaksOf(played, spec.seed, gameOver);
      expect(leaks).toEqual([]);
      expect(played.viewLeaks).toEqual([]);
      // The search can fail: each secret was found where its owner reads it, and the seed once it was out.
      expect(played.secrets.size).toBeGreaterThan(0);
      expect([...played.secrets.keys()].filter((fact) => !ownerSaw.has(fact))).toEqual([]);
      expect(seedAfter).toBe(true);
      // And a secret posted in the thread is caught: the owner's own answer to /react, as if it had gone to everyone.
      const told = everyMessage().find((m) => !played.before.has(m.id) && BigInt(m.id) < BigInt(gameOver.id) && m.content.startsWith('Standing reaction') && readerOf(m) !== null)!;
      const posted = { ...told, channelId: played.thread.id, ephemeral: false, visibleTo: null };
      const caught = leaksOf(played, spec.seed, gameOver, [...everyMessage(), posted]).leaks;
      expect(caught.length).toBeGreaterThan(0);
      for (const leak of caught) expect(leak).toMatch(/^".+" \(\w+'s\) read by everyone in: Standing reactions? set: /);
    });
  });
}

describe('what the three games went through', () => {
  test('standing reactions fired inside moves, and reaction windows were asked by DM and answered', () => {
    expect(tally.reactionsFired).toBeGreaterThan(0);
    expect(tally.windowsAnswered).toBeGreaterThan(0);
  });
});

describe('Discord\u2019s rules', () => {
  test('nothing the bot sent was refused', () => {
    expect(w.fake.requests.filter((r) => r.status >= 400)).toEqual([]);
  });
});
