import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { gameModule } from '../../src/app/modules.ts';
import { PUBLIC, seatViewer } from '../../src/engine/core/events.ts';
import { SeededDice } from '../../src/engine/core/dice.ts';
import { scriptStep } from '../../src/engine/games/dragon-dice/bot/script.ts';
import type { DragonDice } from '../../src/engine/games/dragon-dice/index.ts';
import type { Build } from '../../src/engine/games/dragon-dice/setup/build.ts';
import type { DdState } from '../../src/engine/games/dragon-dice/state.ts';
import type { FakeChannel, FakeUser } from '../fake-discord/types.ts';
import { query } from '../support/db.ts';
import { loadBook } from '../engine/dragon-dice/book.ts';
import { dmText, publicText, run, stateIn, type World, world } from './support.ts';

/**
 * Dragon Dice through Discord: the real bot process against the fake, a 2-player and a 4-player
 * game of the 15-point skirmish from `/game new` to a victory. Every step is one /orders message.
 * Each message's lines are the bot's scripted player's (bot/script.ts), written from the game's seed
 * and dice cursor as the app will roll them: its builds, marches, counter-maneuvers and actions.
 *
 * After every message nothing sealed (an army build, a counter-maneuver, a dragon's target)
 * may be seen where the public or another player reads: the thread's posts and their alt text,
 * the bot's log, the autocomplete offered to another player. The builder's own DMs show his build
 * (the control).
 */

const dd = gameModule('dragon-dice') as DragonDice;
/** A game is a hundred-odd messages, each a round trip through the bot process and the database. */
const GAME_MS = 6 * 60_000;
// Fixed seeds: the scripted players end the games in 59 and 88 messages (the v4 winner of the roll for order now chooses to play first, SFR 8), the second with counter-maneuvers asked of two players at once.
const SEEDS = ['dd-e2e-2p', 'dd-4p-b'];
const book = loadBook();
const catalogue = new Set([...book.units.values(), ...book.terrains.values(), ...book.dragons.values()].flatMap((d) => [d.id, d.name]));
const SEATS = ['p1', 'p2', 'p3', 'p4'] as const;
let w: World;
let dave: FakeUser;

beforeAll(async () => {
  w = await world({ seeds: SEEDS, global: true });
  // A fourth player: support.ts's world has three besides the server's owner.
  dave = w.fake.addUser({ username: 'dave' });
  w.fake.addMember(w.guild, dave);
  await w.startBot();
});

afterAll(async () => {
  await w?.close();
});

async function gameIn(thread: FakeChannel): Promise<{ state: DdState; status: string; id: string; seed: string; cursor: number }> {
  const [row] = await query<{ status: string; id: string; seed: string; diceCursor: number }>(w.databaseUrl, 'SELECT id, status, seed, "diceCursor" FROM "Game" WHERE "channelId" = $1', [thread.id]);
  return { state: await stateIn(w, thread, dd), status: row!.status, id: row!.id, seed: row!.seed, cursor: row!.diceCursor };
}

async function open(users: FakeUser[]): Promise<FakeChannel> {
  const opened = await run(w, users[0]!, w.lobby, 'game', { game: 'dragon-dice', scenario: 'skirmish-15' }, 'new');
  const thread = w.fake.threads(w.lobby).at(-1)!;
  expect(opened.text).toBe(`Your game is open in <#${thread.id}>.`);
  for (const [i, user] of users.entries()) await run(w, user, thread, 'game', { seat: SEATS[i]! }, 'join');
  expect((await run(w, users[0]!, thread, 'game', {}, 'start')).text).toBe('The game has started.');
  return thread;
}

/** A fact named in a text as a whole: "Dwarf Hero" is not named by "Dwarf Heroes". */
const mentions = (text: string, fact: string): boolean => new RegExp(`(?<![\\w-])${fact.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`).test(text);

/**
 * Every fact still sealed, by the player it belongs to: what the module's `secrets` hides from the
 * public, and, for a sealed build, each of its dice by id and by name (a leak need not quote the
 * whole description).
 */
function sealedFacts(state: DdState): Map<string, string[]> {
  const facts = new Map<string, string[]>();
  const hidden = new Set(dd.secrets!(state, PUBLIC));
  for (const seat of state.players) {
    const own = new Set(dd.secrets!(state, seatViewer(seat)));
    // What the public may not see but this seat may: its own sealed choices.
    const mine = [...hidden].filter((f) => !own.has(f));
    const build = state.setup.builds?.choices[seat] as Build | undefined;
    if (build && state.setup.step === 'build') {
      for (const id of [...build.home, ...build.horde, ...build.campaign]) mine.push(id, book.units.get(id)?.name ?? id);
    }
    facts.set(seat, [...new Set(mine)]);
  }
  return facts;
}


interface Played {
  state: DdState;
  messages: number;
  checks: number;
  autocompletes: number;
  /** How many sealed facts were searched for in the public text (a build's dice, a counter-maneuver kept while another is awaited). */
  sealedChecked: number;
  /** The answer to a counter-maneuver sent by a player with no army at the terrain. */
  outsiderRefused?: string;
  /** Each counter-maneuver asked: the seats the game waited on, and the opponents with an army at that terrain. */
  counters: Array<{ asked: string[]; pending: string[]; sealedFor: string[]; there: string[] }>;
  /** Each build's dice, as its builder's DMs showed them before the reveal. */
  builds: Map<string, string[]>;
}

/**
 * Plays the game to its end, each step of each seat the game waits on one /orders message. After
 * each message the public text gained is searched for every fact still sealed after it (a build
 * revealed by the last one sealed is no secret after), and the other players are offered
 * autocomplete for the sealed orders: nothing sealed of another player is in it.
 */
async function playOut(thread: FakeChannel, players: Record<string, FakeUser>): Promise<Played> {
  const played: Played = { state: null as unknown as DdState, messages: 0, checks: 0, autocompletes: 0, sealedChecked: 0, counters: [], builds: new Map() };
  let seenText = publicText(w, thread).length;
  for (let guard = 0; guard < 600; guard++) {
    const { state, status, seed, cursor } = await gameIn(thread);
    if (status === 'ended' || state.ended) return { ...played, state };
    const phase = dd.phase(state);
    const seat = state.players.find((p) => phase.active.includes(p))!;
    if (phase.key === 'counter') {
      const at = state.turn!.march!.army.at;
      const there = state.players.filter((p) => p !== state.turn!.player && Object.values(state.units).some((u) => u.owner === p && u.at.kind === 'terrain' && u.at.terrain === at));
      const counter = state.turn!.march!.counter!;
      // A player with no army there is not asked, and his counter-maneuver is refused in one line, changing nothing (once a game).
      const outsider = state.players.find((p) => p !== state.turn!.player && !there.includes(p));
      if (outsider && !played.outsiderRefused) {
        const tried = await run(w, players[outsider]!, thread, 'orders', { lines: 'counter yes' });
        expect(tried.text).toMatch(/^Line 1 \(counter yes\): Not your move: it is .*Counter-maneuvers at .*Nothing was applied\.$/);
        expect(tried.text.split('\n')).toHaveLength(1);
        expect((await gameIn(thread)).state).toEqual(state);
        played.outsiderRefused = tried.text;
      }
      played.counters.push({ asked: [...phase.active].sort(), pending: counter.seats.filter((p) => !(p in counter.choices)).sort(), sealedFor: [...counter.seats].sort(), there: there.sort() });
    }
    // The bot's scripted player writes the seat's step from the game's seed and dice cursor, as the app will roll them.
    const step = scriptStep(dd, book, state, seat, new SeededDice(seed, cursor));
    expect(step.lines.length, `${phase.label}: the script has nothing to play for ${seat}`).toBeGreaterThan(0);
    const line = step.lines.join('\n');
    const sent = await run(w, players[seat]!, thread, 'orders', { lines: line });
    expect(sent.text, `${phase.label}: ${line}`).not.toContain('Nothing was applied');
    played.messages++;
    const after = (await gameIn(thread)).state;
    const still = sealedFacts(after);
    // A sealed build: its builder's own DMs (or the ephemeral reply) show it; the thread does not.
    if (phase.key === 'build' && after.setup.step === 'build') {
      const build = after.setup.builds!.choices[seat] as Build;
      const names = [...build.home, ...build.horde, ...build.campaign].map((id) => book.units.get(id)!.name);
      const shown = await w.fake.waitFor(() => {
        const mine = `${dmText(w, players[seat]!)}\n${sent.text}`;
        return names.every((n) => mine.includes(n)) ? mine : undefined;
      }, 60_000);
      expect(shown).toBeTruthy();
      played.builds.set(seat, names);
    }
    // Autocomplete for a sealed order, asked by every other player: nothing of this player's sealed choices.
    if (phase.key === 'build' || phase.key === 'counter') {
      for (const other of after.players.filter((p) => p !== seat)) {
        for (const what of ['build', 'counter']) {
          const offered = JSON.stringify(await w.fake.autocomplete(players[other]!, thread, 'order', { what, details: '' }, 'details'));
          for (const fact of still.get(seat) ?? []) {
            // The catalogue of dice and terrains is offered to everyone alike: a name there says nothing of whose build holds it.
            if (catalogue.has(fact)) continue;
            expect(mentions(offered, fact), `/order ${what} offered ${fact} to ${other}`).toBe(false);
          }
          played.autocompletes++;
        }
      }
    }
    const all = publicText(w, thread);
    const fresh = all.slice(seenText);
    seenText = all.length;
    for (const [owner, facts] of still) {
      // Sealed after this message (newly, or still): not in what it made public.
      for (const fact of facts) expect(mentions(fresh, fact), `${phase.label}: ${owner}'s sealed "${fact}" seen in public`).toBe(false);
      played.sealedChecked += facts.length;
      // The other players' DMs never show a sealed build of this one.
      for (const [other, user] of Object.entries(players)) {
        if (other === owner || !played.builds.has(owner)) continue;
        for (const fact of facts.filter((f) => played.builds.get(owner)!.includes(f) && !(played.builds.get(other) ?? []).includes(f))) {
          expect(mentions(dmText(w, user), fact), `${owner}'s sealed die ${fact} in ${other}'s DMs`).toBe(false);
        }
      }
    }
    played.checks++;
  }
  throw new Error('the game did not end in 600 messages');
}

describe('Dragon Dice through Discord, two players', () => {
  let thread: FakeChannel;
  let played: Played;

  test('the builds are sealed by /orders, and the game plays to a victory with nothing sealed seen in public', async () => {
    thread = await open([w.alice, w.bob]);
    played = await playOut(thread, { p1: w.alice, p2: w.bob });
    console.log(`dragon-dice 2p (${SEEDS[0]}): ${played.messages} messages`);
    expect(played.builds.size).toBe(1); // The second build reveals both at once.
    expect(played.checks).toBe(played.messages);
    expect(played.autocompletes).toBeGreaterThan(0);
    expect(played.sealedChecked).toBeGreaterThan(10);
    expect(played.counters.length).toBeGreaterThan(0);
    // FAQ Victory: two captured terrains, or the last player with units.
    expect(played.state.ended!.winners).toHaveLength(1);
    expect(played.state.ended!.reason).toMatch(/holds two captured terrains|last player with units/);
    await w.fake.waitFor(() => (publicText(w, thread).includes('**Game over.**') ? true : undefined), 60_000);
  }, GAME_MS);

  test('/dice verify recomputes every roll of the game', async () => {
    const verified = await run(w, w.carol, thread, 'dice', {}, 'verify');
    expect(verified.text).toMatch(/^✓ \d+ rolls recomputed from the seed: every one matches the log\./);
    const rolls = Number(/^✓ (\d+) rolls/.exec(verified.text)![1]);
    expect(rolls).toBeGreaterThan(played.messages);
  });
});

describe('Dragon Dice through Discord, four players', () => {
  test('a counter-maneuver asks only the players with an army at that terrain, and the game plays to a victory', async () => {
    const players = { p1: w.alice, p2: w.bob, p3: w.carol, p4: dave };
    const thread = await open(Object.values(players));
    const played = await playOut(thread, players);
    console.log(`dragon-dice 4p (${SEEDS[1]}): ${played.messages} messages`);
    expect(played.builds.size).toBe(3);
    expect(played.sealedChecked).toBeGreaterThan(30);
    expect(played.counters.length).toBeGreaterThan(0);
    // FAQ Turn C: only the opponents whose armies are at the terrain may counter-maneuver; nobody else is waited on.
    for (const c of played.counters) {
      expect(c.sealedFor).toEqual(c.there);
      expect(c.asked).toEqual(c.pending);
    }
    expect(played.counters.some((c) => c.there.length < 3)).toBe(true);
    expect(played.counters.some((c) => c.there.length > 1)).toBe(true);
    expect(played.outsiderRefused).toBeDefined();
    console.log(`a counter-maneuver from a player with no army there: ${played.outsiderRefused}`);
    expect(played.state.ended!.winners).toHaveLength(1);
    expect(played.state.ended!.reason).toMatch(/holds two captured terrains|last player with units/);
    await w.fake.waitFor(() => (publicText(w, thread).includes('**Game over.**') ? true : undefined), 60_000);
    const verified = await run(w, dave, thread, 'dice', {}, 'verify');
    expect(verified.text).toMatch(/^✓ \d+ rolls recomputed from the seed: every one matches the log\./);
  }, GAME_MS);
});

describe('Discord\u2019s rules', () => {
  test('nothing the bot sent was refused but the DMs carol keeps closed', () => {
    // Carol (support.ts) takes no DMs: her build's confirmation is her ephemeral reply alone, and the DMs tried are refused (50007).
    const refused = w.fake.requests.filter((r) => r.status >= 400);
    expect(refused.filter((r) => (r.response as { code?: number } | undefined)?.code !== 50007)).toEqual([]);
  });
});
