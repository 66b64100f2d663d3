import { afterAll, describe, expect, test } from 'vitest';
import { both, fireDue, openGame, play, same, stateOf, type Game } from '../support/dn-differential.ts';
import type { LocalHarness } from '../support/local.ts';

/**
 * The reaction window without a side channel (issue 11, item 8). Two games of The Mill at Dawn
 * with the reaction window, the same seed and the same orders, differ only in Arlon's secret
 * standing reaction: in one he fires only at Black Fox and asks first (`ask:yes`), in the other
 * he holds his fire. Black Fox rides into Arlon's line of fire twice. After every line of either
 * game, what the Orks' player (alice, the mover) can see must be the same in both, character for
 * character: the channel's posts and their pictures' alt text, her own answers and DMs, the
 * views drawn for her or for all, /game status, /game log and /game map as she asks them, and
 * the orders autocompleted for her. The first window Bob answers "no"; the second he leaves
 * unanswered, and when its deadline passes the rules reveal the difference: the reaction that
 * asks fires, the one that holds does not. That reveal is where the two may first differ, and
 * they must (the comparison can fail).
 */

const harnesses: LocalHarness[] = [];
afterAll(async () => {
  for (const h of harnesses) await h.close();
});

const open = (reaction: string): Promise<Game> =>
  openGame('mill', [
    '@alice /game new game:dragon-noir scenario:the-mill-at-dawn seed:mill options:reactionWindow=yes',
    '@alice /game join seat:orks',
    '@bob /game join seat:rebels',
    '@alice /game start',
    `@bob /react shooter:Arlon ${reaction}`,
    '@bob /react shooter:Laberne when:hold',
    '@bob /react shooter:Jon when:hold',
  ], harnesses);

describe('a hidden reaction that asks leaves no trace for the mover until the rules reveal it', () => {
  test('two games differing only in Arlon\'s secret reaction look the same to the Orks, window after window', { timeout: 300_000 }, async () => {
    const games: [Game, Game] = [await open('when:target target:Black Fox ask:yes'), await open('when:hold')];
    // Until now the games differ only in what Bob was told: alice saw the same.
    same(games[0].seen, games[1].seen);
    expect((await stateOf(games[0])).reactions.find((r) => r.id === 'arlon')).toMatchObject({ ask: true, order: { kind: 'target', target: 'black-fox' } });
    expect((await stateOf(games[1])).reactions.find((r) => r.id === 'arlon')).toMatchObject({ ask: false, order: { kind: 'hold' } });

    // The Orks pass their fire phase; Black Fox rides into Arlon's line of fire and stops there in both.
    await both(games, '@alice /done');
    await both(games, '@alice /move unit:Black Fox to:K9 facing:SE');
    for (const g of games) expect((await stateOf(g)).steps[0]).toMatchObject({ kind: 'reaction', seat: 'rebels', mover: 'black-fox' });
    expect(games[0].seen.at(-1)).toContain('and stops: the other side may shoot.');
    // While the Rebels are asked, alice's orders are refused alike, and she waits alike.
    await both(games, '@alice /move unit:Ashrak to:G6');
    // Bob holds: the same public line in both games, and the ride goes on.
    await both(games, '@bob /shoot answer:no');
    expect(games[0].seen.at(-1)).toContain('Rebels hold their fire; Black Fox goes on.');
    for (const g of games) expect((await stateOf(g)).steps).toEqual([]);
    // Ashrak walks into the Rebels' line of fire too: a window in both games alike, and Bob holds.
    await both(games, '@alice /move unit:Ashrak to:G6');
    for (const g of games) expect((await stateOf(g)).steps[0]).toMatchObject({ kind: 'reaction', seat: 'rebels', mover: 'ashrak' });
    await both(games, '@bob /shoot answer:no');
    for (const g of games) expect((await stateOf(g)).steps).toEqual([]);

    // Black Fox rides on: a new move, so Arlon may be offered again; Bob stays silent this time.
    await both(games, '@alice /move unit:Black Fox to:L10');
    for (const g of games) expect((await stateOf(g)).steps[0]).toMatchObject({ kind: 'reaction', seat: 'rebels', mover: 'black-fox' });
    // Hours pass (2, 6, then 11.9 of the window's 12): nothing comes due, and alice sees the same.
    for (const hours of [2, 4, 5.9]) {
      for (const g of games) g.clock.advance(hours);
      const due = await Promise.all(games.map(fireDue));
      for (const [i, g] of games.entries()) await play(g, '', due[i]);
      same(games[0].seen, games[1].seen);
    }

    // The window's deadline passes: silence lets each reaction do as it was set. Arlon, who fires
    // at Black Fox alone and asked, fires; Arlon holding does not. Only now may alice tell them apart.
    for (const g of games) g.clock.advance(0.2);
    const due = await Promise.all(games.map(fireDue));
    for (const [i, g] of games.entries()) await play(g, '', due[i]);
    const [asked, held] = games.map((g) => g.seen.at(-1)!);
    expect(asked).toContain('The Rebels did not answer in time; the default applies: /shoot answer:standing.');
    expect(held).toContain('The Rebels did not answer in time; the default applies: /shoot answer:standing.');
    expect(asked).toMatch(/Arlon \(crossbow\) fires defensively at Black Fox in .*\(standing reaction: fires only at Black Fox\)/);
    expect(held).not.toContain('Arlon (crossbow) fires');
    expect(held).toContain('Rebels hold their fire; Black Fox goes on.');
    // The comparison that found nothing before finds this.
    expect(() => same(games[0].seen, games[1].seen)).toThrow(/alice sees a difference/);
  });
});
