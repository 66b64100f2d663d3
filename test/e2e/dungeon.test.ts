import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { gameModule } from '../../src/app/modules.ts';
import { PUBLIC } from '../../src/engine/core/events.ts';
import { parseLabel } from '../../src/engine/grid/labels.ts';
import { squareKey } from '../../src/engine/grid/square.ts';
import type { DqState } from '../../src/engine/games/dungeon/state.ts';
import type { FakeChannel, FakeUser } from '../fake-discord/types.ts';
import { nextHeroOrder, WARREN_ROUTE } from '../support/dungeon-player.ts';
import { run, said, seen, world, type World, WAIT_MS, stateIn } from './support.ts';

/**
 * The dungeon game through Discord: the real bot process against the fake, two quests of the
 * Warren of Ulgrath played to their end through slash commands, one with the bot as Demon King
 * and one with mara at his seat. The heroes are played by a plain player that asks the rules for
 * the legal orders (test/support/dungeon-player.ts), so the quests end whatever the dice; the seed
 * is fixed, so they end the same way each run.
 */

const dungeon = gameModule('dungeon')!;
let w: World;

beforeAll(async () => {
  w = await world({ seeds: ['e2e-4'] });
  await w.startBot();
});

afterAll(async () => {
  await w?.close();
});

async function stateOf(thread: FakeChannel): Promise<DqState> {
  return (await stateIn(w, thread, dungeon)) as DqState;
}

async function open(dk?: FakeUser): Promise<FakeChannel> {
  await run(w, w.mara, w.lobby, 'game', { game: 'dungeon', scenario: 'the-warren-of-ulgrath' }, 'new');
  const thread = w.fake.threads(w.lobby).at(-1)!;
  await run(w, w.alice, thread, 'game', { seat: 'warrior' }, 'join');
  await run(w, w.bob, thread, 'game', { seat: 'elf' }, 'join');
  if (dk) await run(w, dk, thread, 'game', { seat: 'demon-king' }, 'join');
  const started = await run(w, w.alice, thread, 'game', {}, 'start');
  expect(started.text).toBe('The game has started.');
  await run(w, w.alice, thread, 'done');
  await run(w, w.bob, thread, 'choose', { spell: 'holy-flame' });
  await run(w, w.bob, thread, 'done');
  return thread;
}

/** Plays the heroes (and, with `demonKing`, the Demon King's turns) until the quest is over. */
async function playOut(thread: FakeChannel, demonKing?: (state: DqState) => Promise<void>): Promise<DqState> {
  const players: Record<string, FakeUser> = { warrior: w.alice, elf: w.bob, 'demon-king': w.mara };
  for (let i = 0; i < 200; i++) {
    const state = await stateOf(thread);
    if (state.outcome) return state;
    const seat = dungeon.phase(state).active[0]!;
    if (seat === 'demon-king') {
      await demonKing!(state);
      continue;
    }
    const order = nextHeroOrder(dungeon, state, seat, WARREN_ROUTE);
    const answer = await run(w, players[seat]!, thread, order.verb, order.options);
    expect(answer.handle.ephemeral()).toBe(true);
  }
  throw new Error('the quest did not end');
}

describe('a quest with the bot as Demon King', () => {
  let thread: FakeChannel;

  test('opens in a thread; the heroes prepare; autocomplete offers only squares the heroes know', async () => {
    thread = await open();
    await seen(w, thread, '**Preparation** is over.');
    const squares = await w.fake.autocomplete(w.alice, thread, 'order', { what: 'move', details: 'Warrior' }, 'details');
    expect(squares.length).toBeGreaterThan(0);
    const state = await stateOf(thread);
    const known = new Set(state.revealed);
    for (const choice of squares) {
      // Each is a line of the dungeon's move: "Warrior to E6".
      const square = parseLabel(String(choice.value).replace(/^Warrior to /, ''))!;
      expect(known.has(squareKey(square))).toBe(true);
    }
    const wrong = await run(w, w.alice, thread, 'search', { kind: 'treasure', area: 'passage' });
    expect(wrong.text).toBe('A Treasure Search is made in the room the hero stands in; it takes no area.');
  });

  test('is played to its end through slash commands, the bot playing the monsters', async () => {
    const end = await playOut(thread);
    expect(end.outcome).toEqual({ winners: ['warrior', 'elf'], reason: 'The quest is won: The heroes kill Ulgrath. Each surviving hero is paid 100 gold.' });
    const all = await seen(w, thread, '**Game over.** The quest is won: The heroes kill Ulgrath. Each surviving hero is paid 100 gold. Winner: Warrior, Elf.', 20_000);
    expect(all).toContain('**Turn 1 · Demon King** is over.');
    const maps = w.fake.messages(thread).filter((m) => m.attachments.some((a) => a.contentType === 'image/png'));
    expect(maps.length).toBeGreaterThan(3);
    expect(w.fake.dms(w.alice).some((m) => m.content.startsWith('Your own view'))).toBe(false);
  });
});

describe('a quest with a player as Demon King', () => {
  let thread: FakeChannel;

  test('mara takes the Demon King\u2019s seat; her map, not the heroes\u2019, comes by DM', async () => {
    thread = await open(w.mara);
    const dm = await w.fake.waitFor(() => w.fake.dms(w.mara).find((m) => m.content.startsWith("Your own view of The Demon King's Dungeon")), WAIT_MS);
    expect(dm.attachments[0]).toMatchObject({ contentType: 'image/png' });
    expect(w.fake.dms(w.bob).some((m) => m.content.startsWith('Your own view'))).toBe(false);
  });

  test('her orders come through commands; what she does out of the heroes\u2019 sight stays hers', async () => {
    let first = true;
    const end = await playOut(thread, async (state) => {
      if (first) {
        first = false;
        const secret = await run(w, w.mara, thread, 'move', { unit: 'Orc 3', to: 'D10' });
        expect(secret.text).toBe('Orc 3 moves D9→D10.');
        expect(secret.handle.ephemeral()).toBe(true);
        const free = ['S12', 'S13', 'R13'].find((label) => !state.heroes.some((h) => h.at && `${String.fromCharCode(65 + h.at.x)}${h.at.y + 1}` === label))!;
        await run(w, w.mara, thread, 'place', { monster: 'goblin', at: free });
        const ruled = await run(w, w.mara, thread, 'rule', { text: 'Ulgrath has heard you coming.' });
        expect(ruled.text).toBe('The Demon King rules: Ulgrath has heard you coming.');
        const heroesTry = await run(w, w.alice, thread, 'autoplay');
        expect(heroesTry.text).toMatch(/^Not your move/);
      }
      await run(w, w.mara, thread, 'autoplay');
    });
    const all = await seen(w, thread, '**Game over.**', 20_000);
    expect(all).toContain('The Demon King rules: Ulgrath has heard you coming.');
    expect(all).not.toContain('Orc 3');
    expect(end.outcome?.reason).toBe('The quest is won: The heroes kill Ulgrath. Each surviving hero is paid 100 gold.');
    expect(dungeon.secrets!(end, PUBLIC)).toEqual([]);
  });

  test('nothing Discord refused along the way', () => {
    expect(w.fake.requests.filter((r) => r.status >= 400)).toEqual([]);
    expect(said(w, thread).length).toBeGreaterThan(0);
  });
});
