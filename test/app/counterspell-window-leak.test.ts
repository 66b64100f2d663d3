import { afterAll, describe, expect, test } from 'vitest';
import { both, openGame, same, stateOf, wait, type Game } from '../support/dn-differential.ts';
import type { LocalHarness } from '../support/local.ts';

/**
 * The counterspell window without a side channel (issue 11, item 8). Two games of The Sorcerers'
 * Duel with the reaction window, the same seed and the same orders, differ only in Zacharie's
 * secret standing counterspell: in one he counters every enemy spell and asks first (`ask:yes`),
 * in the other he has no order (Bob only lists his orders, so both games have the same lines).
 * Shaman casts twice, in two of the Orks' player-turns, and Zacharie could counter each time (his
 * EP and his place are public). After every line of either game, what the Orks' player (alice,
 * the caster) can see must be the same in both, character for character: the channel's posts and
 * their pictures' alt text, her own answers and DMs, the views drawn for her or for all, /game
 * status, /game log and /game map as she asks them, and the orders autocompleted for her. The
 * first window Bob answers "no"; the second he leaves unanswered, and when its deadline passes the
 * rules reveal the difference: the order that asks counters, no order does nothing. That reveal is
 * where the two may first differ, and they must (the comparison can fail). Counterspells are DN1's
 * alone (3.3, 3.55), so the test plays a DN1 scenario.
 */

const harnesses: LocalHarness[] = [];
afterAll(async () => {
  for (const h of harnesses) await h.close();
});

const open = (counter: string): Promise<Game> =>
  openGame('duel', [
    '@alice /game new game:dragon-noir scenario:sorcerers-duel seed:duel options:reactionWindow=yes',
    '@alice /game join seat:orks',
    '@bob /game join seat:rebels',
    '@alice /game start',
    `@bob ${counter}`,
  ], harnesses);

/** Ends phases in both games alike, by whoever's phase it is, until it is the Orks' turn again. */
async function untilOrksAgain(games: [Game, Game], after: number): Promise<void> {
  for (let guard = 0; guard < 20; guard++) {
    const s = await stateOf(games[0]);
    if (s.playerTurn > after && s.sides[s.active]!.id === 'orks') return;
    await both(games, `@${s.sides[s.active]!.id === 'orks' ? 'alice' : 'bob'} /done`);
  }
  throw new Error('the Orks\u2019 turn never came back');
}

describe('a hidden counterspell that asks leaves no trace for the caster until the rules reveal it', () => {
  test('two games differing only in Zacharie\'s secret counter order look the same to the Orks, window after window', { timeout: 300_000 }, async () => {
    const games: [Game, Game] = [await open('/counter caster:Zacharie when:always ask:yes'), await open('/counter')];
    // Until now the games differ only in what Bob was told: alice saw the same.
    same(games[0].seen, games[1].seen);
    expect((await stateOf(games[0])).magic.counters).toEqual([{ id: 'zacharie', owner: 'rebels', order: { kind: 'always', target: null, cost: null }, ask: true, revealed: false }]);
    expect((await stateOf(games[1])).magic.counters).toEqual([]);

    // Shaman casts: Zacharie could counter (100 EP, twice the Fireball's 10), so the cast waits in both.
    await both(games, '@alice /cast caster:Shaman spell:fireball hex:M9');
    for (const g of games) expect((await stateOf(g)).magic.pending).toMatchObject({ seat: 'orks', asked: 'rebels', offered: ['zacharie'] });
    expect(games[0].seen.at(-1)).toContain('Shaman begins to cast Fireball on M9; the Rebels are asked whether they counter it.');
    // While the Rebels are asked, alice's orders are refused alike, and she waits alike.
    await both(games, '@alice /done');
    // Bob lets it be cast: the same public line in both games, and the spell is rolled.
    await both(games, '@bob /counterspell answer:no');
    expect(games[0].seen.at(-1)).toContain('The Rebels let the spell be cast.');
    for (const g of games) expect((await stateOf(g)).magic.pending).toBeNull();

    // The Orks' next player-turn: Shaman casts again; Bob stays silent this time.
    await untilOrksAgain(games, (await stateOf(games[0])).playerTurn);
    await both(games, '@alice /cast caster:Shaman spell:fireball hex:M11');
    for (const g of games) expect((await stateOf(g)).magic.pending).toMatchObject({ asked: 'rebels' });
    // Hours pass (2, 6, then 11.9 of the window's 12): nothing comes due, and alice sees the same.
    for (const hours of [2, 4, 5.9]) {
      await wait(games, hours);
      same(games[0].seen, games[1].seen);
    }

    // The window's deadline passes: silence lets the standing order do as it was set. Zacharie,
    // who counters every enemy spell and asked, counters; with no order nobody does. Only now may
    // alice tell them apart, as she would at the table when the counter is announced.
    await wait(games, 0.2);
    const [asked, none] = games.map((g) => g.seen.at(-1)!);
    for (const seen of [asked, none]) expect(seen).toContain('The Rebels did not answer in time; the default applies: /counterspell answer:standing.');
    expect(asked).toMatch(/Zacharie counters Shaman's Fireball on M11 at 20 EP \(standing order: counters every enemy spell\)/);
    expect(none).not.toContain('Zacharie counters');
    expect(none).toContain('The Rebels let the spell be cast.');
    // The comparison that found nothing before finds this.
    expect(() => same(games[0].seen, games[1].seen)).toThrow(/alice sees a difference/);
  });
});
