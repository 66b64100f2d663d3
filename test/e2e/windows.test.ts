import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { gameModule } from '../../src/app/modules.ts';
import type { DnState } from '../../src/engine/games/dragon-noir/state.ts';
import type { FakeChannel, OptionValue } from '../fake-discord/types.ts';
import { query } from '../support/db.ts';
import { nextDnOrder, PhaseMemory, type PlannedOrder } from '../support/dn-player.ts';
import { run, WAIT_MS, world, type World, stateIn } from './support.ts';

/**
 * Answer windows left unanswered go on at their deadline, through the app and the Discord fake
 * (issue 10, item 8): the owner of a standing reaction or counterspell that asks is asked by DM,
 * says nothing, and when the decision's deadline (12 hours) passes the window's stored default
 * applies (the reaction that asks fires, the counterspell is cast) and play goes on. Before, the
 * default went through text as "true", the yes/no schema refused it, and the game waited for ever.
 */

const dn = gameModule('dragon-noir')!;
let w: World;

beforeAll(async () => {
  w = await world({ seeds: ['mill-e2e', 'counter-e2e'], global: true });
  await w.startBot();
});

afterAll(async () => {
  await w?.close();
});

async function stateOf(thread: FakeChannel): Promise<DnState> {
  return (await stateIn(w, thread, dn)) as DnState;
}

function typed(order: PlannedOrder): Record<string, OptionValue> {
  return { ...order.options };
}

async function open(scenario: string, options: string): Promise<FakeChannel> {
  await run(w, w.mara, w.lobby, 'game', { game: 'dragon-noir', scenario, options }, 'new');
  const thread = w.fake.threads(w.lobby).at(-1)!;
  const seats = dn.seats(scenario).map((s) => s.id);
  await run(w, w.alice, thread, 'game', { seat: seats[0]! }, 'join');
  await run(w, w.bob, thread, 'game', { seat: seats[1]! }, 'join');
  await run(w, w.alice, thread, 'game', {}, 'start');
  return thread;
}

/** The game's log as stored: the default's note is in it, public, as soon as it applies. */
async function logOf(thread: FakeChannel): Promise<string> {
  const rows = await query<{ text: string; visibleTo: unknown }>(w.databaseUrl, 'SELECT e.text, e."visibleTo" FROM "GameEvent" e JOIN "Game" g ON g.id = e."gameId" WHERE g."channelId" = $1 ORDER BY e.seq', [thread.id]);
  return rows
    .filter((r) => r.visibleTo === 'all')
    .map((r) => r.text)
    .join('\n');
}

describe('an answer window nobody answers', () => {
  test('a reaction window goes on at its deadline: the reaction fires, and the move goes on', async () => {
    const thread = await open('the-mill-at-dawn', 'turns=2,reactionWindow=yes');
    let state = await stateOf(thread);
    const players = new Map([
      [state.sides[0]!.id, w.alice],
      [state.sides[1]!.id, w.bob],
    ]);
    // Every shooter of both sides fires at the first enemy in range, asking first.
    for (const user of players.values()) await run(w, user, w.fake.openDm(user), 'react', { shooter: 'all', when: 'first', ask: 'yes' });
    const memory = new Map([...players.keys()].map((s) => [s, new PhaseMemory()]));
    const goals: Record<string, string> = { orks: 'N8', rebels: 'K9' };
    // Play on until a reaction window opens.
    for (let guard = 0; ; guard++) {
      expect(guard, 'no reaction window opened').toBeLessThan(200);
      state = await stateOf(thread);
      expect(state.outcome).toBeFalsy();
      const phase = dn.phase(state);
      if (phase.decision?.verb === 'shoot') break;
      const seat = phase.decision?.seat ?? phase.active[0]!;
      const order = nextDnOrder(dn, state, seat, goals[seat]!, memory.get(seat)!);
      await run(w, players.get(seat)!, thread, order.verb, typed(order));
    }
    const window = dn.phase(state).decision!;
    const owner = players.get(window.seat)!;
    await w.fake.waitFor(() => w.fake.dms(owner).find((m) => m.content.includes(window.prompt)), WAIT_MS);
    // The owner stays silent past the window's 12 hours.
    await w.advance(12.01);
    const label = dn.seats('the-mill-at-dawn').find((s) => s.id === window.seat)!.label;
    expect(await logOf(thread)).toContain(`The ${label} did not answer in time; the default applies: /shoot answer:standing.`);
    const after = await stateOf(thread);
    expect(dn.phase(after).decision?.prompt).not.toBe(window.prompt);
    // Silence lets each shooter offered do as his standing reaction says: each fires at the first
    // enemy in range, so the shot is in the log, naming the reaction, and nobody holds.
    const log = await logOf(thread);
    expect(log).toMatch(/fires defensively at .*\(standing reaction: fires at the first enemy in range\)/);
    expect(log).not.toContain('hold their fire');
  });

  test('a counterspell window goes on at its deadline: the counterspell is cast, and the game goes on', async () => {
    const thread = await open('sorcerers-duel', 'reactionWindow=yes');
    // Given in the game's thread: the answer is Alice's alone.
    const set = await run(w, w.alice, thread, 'counter', { caster: 'Shaman', when: 'always', ask: 'yes' });
    expect(set.text).toMatch(/^Counterspell order set: /);
    // The Orks end their player-turn; the Rebels come to their movement phase.
    for (let guard = 0; guard < 10; guard++) {
      const s = await stateOf(thread);
      if (s.sides[s.active]!.id === 'rebels' && s.phase === 'movement') break;
      await run(w, s.sides[s.active]!.id === 'orks' ? w.alice : w.bob, thread, 'done');
    }
    const cast = await run(w, w.bob, thread, 'cast', { caster: 'Zacharie', spell: 'invisibility', hex: 'U12' });
    expect(cast.handle.ephemeral()).toBe(true);
    const window = dn.phase(await stateOf(thread)).decision!;
    expect(window).toMatchObject({ seat: 'orks', verb: 'counterspell', secret: true });
    await w.advance(12.01);
    // Silence lets the standing order do as it was set: it counters every enemy spell, so Shaman counters, named in the log.
    const log = await logOf(thread);
    expect(log).toContain('The Orks did not answer in time; the default applies: /counterspell answer:standing.');
    expect(log).toMatch(/Shaman counters Zacharie's Invisibility at 30 EP \(standing order: counters every enemy spell\)/);
    const after = await stateOf(thread);
    expect(dn.phase(after).decision).toBeUndefined();
    expect(dn.phase(after).active).toEqual(['rebels']);
  });
});
