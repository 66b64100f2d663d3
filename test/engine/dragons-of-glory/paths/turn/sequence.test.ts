import { describe, expect, it } from 'vitest';
import { verifyDraws, verifyShuffles } from '../../../../../src/engine/core/deck.ts';
import type { DogState } from '../../../../../src/engine/games/dragons-of-glory/state.ts';
import { startPathsTurn } from '../../../../../src/engine/games/dragons-of-glory/paths/turn.ts';
import { SIDES } from '../../../../../src/engine/games/dragons-of-glory/units.ts';
import { act, dice, game, Log, newGame, titleOf, withDeck } from './fixture.ts';

const step = (s: DogState) => `${s.phase}${s.phase === 'rebuild' || s.phase === 'discard' ? '' : `:${s.acting}`}`;

describe('PL "New Sequence of Play": the eleven steps of a turn', () => {
  it('a turn played through every phase, in the order of the rules, to the next turn\'s deal', () => {
    const pile = ['filler-01', 'filler-02', 'filler-03', 'filler-04', 'the-burning-of-solace', 'filler-05', 'filler-06', 'filler-07', 'filler-08', 'filler-09', 'mercenary-pay', 'filler-10', 'filler-11', 'filler-12'];
    const s0 = withDeck(newGame(), { highlord: [], whitestone: [] }, pile);
    const log = new Log();
    // Initiative: Highlords 7, Whitestone 3.
    const d = dice([7, 3]);
    const begun = startPathsTurn(game().rules, s0, d);
    log.add(begun.events);
    let s = begun.state;
    const seen = [step(s)];
    const go = (seat: 'highlord' | 'whitestone', order: Parameters<typeof act>[2]) => {
      s = act(s, seat, order, d, log);
      seen.push(step(s));
    };
    // 1. Hands filled to 5 (Era 1), the Highlords first.
    expect(s.pl!.deck.hands.highlord).toEqual(pile.slice(0, 5));
    expect(s.pl!.deck.hands.whitestone).toEqual(pile.slice(5, 10));
    // 2. Both sides asked for an initiative card: both pass, then the dice.
    expect(game().phase(s)).toMatchObject({ key: 'initiative', mode: 'simultaneous', active: ['highlord', 'whitestone'] });
    go('highlord', { verb: 'react', card: 'pass' });
    go('whitestone', { verb: 'react', card: 'pass' });
    expect(s.initiative).toBe('highlord');
    // 3. The event card: Mercenary Pay, no war status: the initiative side's to trade for.
    expect(s.pl!.eventCard!.card).toBe('mercenary-pay');
    go('highlord', { verb: 'pass' });
    // 4. The Highlords choose cards, and play The Burning of Solace (war status +1).
    go('highlord', { verb: 'begin', phase: 'cards' });
    go('highlord', { verb: 'play', card: 'the-burning-of-solace' });
    expect(s.pl!.warStatus).toBe(2);
    expect(s.pl!.removed).toContain('the-burning-of-solace');
    go('highlord', { verb: 'done' });
    // 5. The Whitestone move and fight.
    go('whitestone', { verb: 'begin', phase: 'move' });
    expect(step(s)).toBe('movement:whitestone');
    // Movement, the kender's taunts if any, combat: each `done` ends a step.
    const moveAndFight = (side: 'highlord' | 'whitestone') => {
      while (!s.pl!.done[side].includes('move')) go(s.acting, { verb: 'done' });
    };
    moveAndFight('whitestone');
    // 6. The Highlords' move-and-fight begins at once: their cards are played.
    expect(step(s)).toBe('movement:highlord');
    moveAndFight('highlord');
    // 7. The Whitestone's card phase, at once.
    expect(step(s)).toBe('cards:whitestone');
    go('whitestone', { verb: 'done' });
    // 8. Supply ran; 9. rebuilding: the Highlords have no RP before Dark Temple, so only the Whitestone is asked.
    expect(s.phase).toBe('rebuild');
    expect(game().phase(s).active).toEqual(['whitestone']);
    go('whitestone', { verb: 'done' });
    // 10 ran; 11. both discard at once.
    expect(s.phase).toBe('discard');
    expect(game().phase(s)).toMatchObject({ mode: 'simultaneous', active: ['highlord', 'whitestone'] });
    go('highlord', { verb: 'discard', card: 'filler-01' });
    expect(s.phase).toBe('discard');
    go('whitestone', { verb: 'done' });
    // The next turn: the Highlords' hand (5 − 1 played − 1 discarded) filled back to 5.
    expect(s.turn).toBe(2);
    expect(s.pl!.deck.hands.highlord).toHaveLength(5);
    expect(s.pl!.deck.hands.whitestone).toHaveLength(5);
    // The steps in order, each side's movement and combat steps in between as the base game runs them.
    const fighting = /^(movement|taunt|combat):/;
    expect(seen.filter((x) => !fighting.test(x))).toEqual([
      'initiative:highlord',
      'initiative:highlord',
      'event:highlord',
      'action:highlord',
      'cards:highlord',
      'cards:highlord',
      'action:whitestone',
      'cards:whitestone',
      'rebuild',
      'discard',
      'discard',
      'initiative:highlord',
    ]);
    const fights = seen.filter((x) => fighting.test(x));
    expect(fights[0]).toBe('movement:whitestone');
    expect(fights.filter((x) => x.startsWith('combat:'))).toEqual(['combat:whitestone', 'combat:highlord']);
    expect(fights.indexOf('movement:highlord')).toBeGreaterThan(fights.indexOf('combat:whitestone'));
    // 11. The discards (the event card and the Highlords' discard) went back into the pile with a logged shuffle.
    const shuffle = log.events.filter((e) => e.type === 'deck-shuffle').at(-1)!;
    expect((shuffle.data as { before: string[] }).before).toEqual(expect.arrayContaining(['mercenary-pay', 'filler-01']));
    expect(log.public).toContain('Turn 1 is over.');
  });

  it('step 11: the discards are shuffled back into the deck, and /dice verify replays every shuffle and draw of the game', () => {
    const d = dice([], 'verify');
    const log = new Log();
    const begun = game().begin!(newGame(), d);
    log.add(begun.events);
    let s = begun.state;
    for (let guard = 0; s.turn < 3 && guard < 200; guard++) {
      for (const seat of SIDES) {
        for (const order of game().defaultOrders(s, seat)) s = act(s, seat, order, d, log);
      }
    }
    expect(s.turn).toBe(3);
    const shuffles = verifyShuffles(log.events);
    const draws = verifyDraws(log.events);
    // The opening shuffle and the two turns' ends.
    expect(shuffles.checked).toBeGreaterThanOrEqual(3);
    expect(shuffles.mismatches).toEqual([]);
    expect(draws.checked).toBeGreaterThanOrEqual(10 + 2);
    expect(draws.mismatches).toEqual([]);
    expect(s.pl!.deck.discard).toEqual([]);
  });

  it('defaultOrders alone carry a Paths of the Lance game through two whole turns', () => {
    const d = dice([], 'defaults');
    let s = game().begin!(newGame(), d).state;
    const turns: number[] = [s.turn];
    for (let guard = 0; s.turn < 3 && guard < 200; guard++) {
      const seats = game().phase(s).active;
      expect(seats.length).toBeGreaterThan(0);
      for (const seat of seats) for (const order of game().defaultOrders(s, seat)) s = act(s, seat as 'highlord' | 'whitestone', order, d);
      if (turns.at(-1) !== s.turn) turns.push(s.turn);
    }
    expect(turns).toEqual([1, 2, 3]);
    expect(s.ended).toBeNull();
  });

  it('card privacy: no public line names a card played for a trade or discarded; the holder is told its hand', () => {
    const pile = ['zhakar-joins-the-war', 'filler-01', 'filler-02', 'filler-03', 'filler-04', 'filler-05', 'filler-06', 'filler-07', 'filler-08', 'filler-09', 'fizban-appears', 'filler-10', 'filler-11', 'filler-12', 'filler-13'];
    const log = new Log();
    const d = dice([7, 3]);
    let s = withDeck(newGame(), { highlord: [], whitestone: [] }, pile);
    s = { ...s, pl: { ...s.pl!, reactions: { highlord: 'pass', whitestone: 'pass' } } };
    const begun = startPathsTurn(game().rules, s, d);
    log.add(begun.events);
    s = begun.state;
    // Fizban is the Whitestone's: they have no card of total 6 and pass; the Highlords trade Zhakar.
    s = act(s, 'whitestone', { verb: 'pass' }, d, log);
    s = act(s, 'highlord', { verb: 'trade', card: 'zhakar-joins-the-war' }, d, log);
    s = act(s, 'highlord', { verb: 'begin', phase: 'cards' }, d, log);
    s = act(s, 'highlord', { verb: 'done' }, d, log);
    const pub = log.public.join('\n');
    expect(pub).toContain('Fizban Appears');
    for (const hidden of ['zhakar-joins-the-war', ...pile.slice(1, 10)]) expect(pub).not.toContain(titleOf(hidden));
    expect(log.privateTo('highlord').at(-1)).toMatch(/^Your hand: /);
    expect(log.privateTo('whitestone').join('\n')).not.toContain(titleOf('filler-01'));
  });
});
