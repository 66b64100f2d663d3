import { describe, expect, it } from 'vitest';
import { canSee, PUBLIC, seatViewer } from '../../../../src/engine/core/events.ts';
import { SeededDice } from '../../../../src/engine/core/dice.ts';
import { unwrap } from '../../../../src/engine/core/result.ts';
import type { DpState } from '../../../../src/engine/games/dragon-pass/state.ts';
import { passGame, playWhole } from './module.ts';

/**
 * Whole games through the module, both sides played by the scripted player (the bot's choices as
 * orders), with the seeded dice as the app rolls them. The Pass with seed `dp-e2e-3` has random
 * events, event 12's sealed bid, independents joining and every kind of combat.
 */
describe('whole games of Dragon Pass', () => {
  it('The Pass (seed dp-e2e-3) plays its twelve game-turns to a result, with random events, a sealed bid, alliances and each combat', () => {
    const played = playWhole('the-pass', 'dp-e2e-3');
    const kinds = new Set(played.events.map((e) => e.type));
    expect(played.state.ended).not.toBeNull();
    expect(played.state.gameTurn).toBe(12);
    expect(played.state.ended!.reason).toMatch(/at the end of game-turn 12/);
    for (const kind of ['random-event', 'sealed-revealed', 'allied', 'magic-attack', 'missile-fire', 'melee']) expect(kinds, kind).toContain(kind);
    // Every roll explained with its table.
    for (const e of played.events) for (const r of e.rolls ?? []) expect(r.table, e.text).toBeTruthy();
  });

  it('The Border Fort plays to its end', () => {
    const played = playWhole('the-border-fort', 's4');
    expect(played.state.ended).not.toBeNull();
    expect(played.state.gameTurn).toBeLessThanOrEqual(4);
  });

  it('nothing a side assigns or bids is in a line the other side or the public can read while it is secret', () => {
    const played = playWhole('the-pass', 'dp-e2e-3');
    const g = passGame();
    // Each private line of the game, and the secrets the module lists for the other side at the end of the game-turn.
    const lunarOnly = played.events.filter((e) => Array.isArray(e.visibleTo) && e.visibleTo.length === 1 && e.visibleTo[0] === 'lunar');
    expect(lunarOnly.some((e) => e.type === 'dp-assigned')).toBe(true);
    for (const e of played.events) {
      if (canSee(PUBLIC, e.visibleTo)) expect(e.text).not.toMatch(/You assign|You receive|left to assign|You now have|Your ledger|sealed:/);
    }
    expect(g.secrets!(played.state, PUBLIC)).toEqual([]); // over: nothing is secret any more
  });
});

describe('a differential test: two games that differ only in a secret look the same to the other side', () => {
  it('Lunar assigning its 10 DP to Ironhoof or to the Grazelanders: Sartar and the public see the same view, lines and picture', () => {
    const g = passGame();
    const start = (): { state: DpState; dice: SeededDice } => {
      const dice = new SeededDice('dp-differential', 0);
      const set = unwrap(g.setup({ scenarioId: 'the-pass', options: { events: 'off' }, seats: ['lunar', 'sartar'] }, dice));
      return { state: g.begin!(set, dice).state, dice };
    };
    const a = start();
    const b = start();
    const play = (game: { state: DpState; dice: SeededDice }, who: string) => {
      const assigned = unwrap(g.apply(game.state, 'lunar', { verb: 'assign', independent: who, dp: 10 } as never, game.dice));
      const done = unwrap(g.apply(assigned.state, 'lunar', { verb: 'done' } as never, game.dice));
      return { state: done.state, events: [...assigned.events, ...done.events] };
    };
    const one = play(a, 'ironhoof');
    const two = play(b, 'grazelanders');
    expect(one.state).not.toEqual(two.state);
    for (const viewer of [PUBLIC, seatViewer('sartar')]) {
      expect(g.view(one.state, viewer)).toEqual(g.view(two.state, viewer));
      expect(one.events.filter((e) => canSee(viewer, e.visibleTo)).map((e) => e.text)).toEqual(two.events.filter((e) => canSee(viewer, e.visibleTo)).map((e) => e.text));
      expect(g.picture!(g.view(one.state, viewer))).toEqual(g.picture!(g.view(two.state, viewer)));
    }
    expect(g.view(one.state, seatViewer('lunar'))).not.toEqual(g.view(two.state, seatViewer('lunar')));
  });

  it('event 12: Lunar bidding 5 or 25 while Sartar has not sealed: Sartar and the public see the same view, lines, picture and orders offered', () => {
    const g = passGame();
    // The opening's d66 forced to 1 then 2: event 12, the Dragonewts' sealed bid.
    const start = () => {
      const dice = new SeededDice('dp-bid-differential', 0, [1, 2]);
      const set = unwrap(g.setup({ scenarioId: 'the-pass', options: {}, seats: ['lunar', 'sartar'] }, dice));
      return { state: g.begin!(set, dice).state, dice };
    };
    const a = start();
    expect(g.phase(a.state).key).toBe('bid');
    const bid = (game: ReturnType<typeof start>, dp: number) => unwrap(g.apply(game.state, 'lunar', { verb: 'bid', dp } as never, game.dice));
    const low = bid(a, 5);
    const high = bid(start(), 25);
    expect(low.state.sealed!.choices.choices).not.toEqual(high.state.sealed!.choices.choices);
    for (const viewer of [PUBLIC, seatViewer('sartar')]) {
      expect(g.view(low.state, viewer)).toEqual(g.view(high.state, viewer));
      expect(low.events.filter((e) => canSee(viewer, e.visibleTo)).map((e) => e.text)).toEqual(high.events.filter((e) => canSee(viewer, e.visibleTo)).map((e) => e.text));
      expect(g.picture!(g.view(low.state, viewer))).toEqual(g.picture!(g.view(high.state, viewer)));
    }
    expect(g.legalOrders(low.state, 'sartar')).toEqual(g.legalOrders(high.state, 'sartar'));
    expect(g.secrets!(low.state, seatViewer('sartar')).join(' ')).toMatch(/5 DP/);
  });
});

describe('play by post: what a silent side does at its deadline', () => {
  it('ends its phase (its stacks stand, it attacks nothing but the melee owed); bids 0 on event 12; the other side gives nothing', () => {
    const g = passGame();
    const dice = new SeededDice('dp-defaults', 0, [1, 2]);
    const begun = g.begin!(unwrap(g.setup({ scenarioId: 'the-pass', options: {}, seats: ['lunar', 'sartar'] }, dice)), dice).state;
    expect(g.phase(begun).key).toBe('bid');
    expect(g.defaultOrders(begun, 'lunar')).toEqual([{ verb: 'bid', dp: 0 }]);
    expect(g.defaultOrders(begun, 'sartar')).toEqual([{ verb: 'bid', dp: 0 }]);
    // Both bids 0 by default: equal, no alliance (seed), and play runs on to the Lunar player-turn.
    let s = unwrap(g.apply(begun, 'lunar', g.defaultOrders(begun, 'lunar')[0]!, dice)).state;
    s = unwrap(g.apply(s, 'sartar', g.defaultOrders(s, 'sartar')[0]!, dice)).state;
    expect(s.independents.dragonewts!.allied).toBeNull();
    expect(g.phase(s)).toMatchObject({ key: 'diplomacy', active: ['lunar'] });
    expect(g.defaultOrders(s, 'lunar')).toEqual([{ verb: 'done' }]);
    expect(g.defaultOrders(s, 'sartar')).toEqual([]);
    const moved = unwrap(g.apply(s, 'lunar', { verb: 'done' } as never, dice)).state;
    expect(g.phase(moved).key).toBe('movement');
    const stood = unwrap(g.apply(moved, 'lunar', g.defaultOrders(moved, 'lunar')[0]!, dice)).state;
    // Nobody moved: every Lunar piece where it stood.
    for (const [id, p] of Object.entries(moved.pieces)) if (p.owner === 'lunar') expect(stood.pieces[id]!.at, id).toEqual(p.at);
  });
});
