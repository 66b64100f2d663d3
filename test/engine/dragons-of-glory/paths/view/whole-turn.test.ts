import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../../../src/engine/core/dice.ts';
import type { GameEvent } from '../../../../../src/engine/core/events.ts';
import { unwrap } from '../../../../../src/engine/core/result.ts';
import { totalOf } from '../../../../../src/engine/games/dragons-of-glory/paths/cards.ts';
import type { DogState } from '../../../../../src/engine/games/dragons-of-glory/state.ts';
import { dragonsOfGlory } from '../../assets.ts';

/**
 * The whole-turn differential leak test: two games from the same seed, alike but for one card of
 * the Whitestone's hand (swapped with a card of the same era and AP+RP total from the bottom of the
 * pile, so no rule that reads the totals tells them apart), played for a whole turn by each seat's
 * default orders, must read the same in every public line.
 */

const { module } = dragonsOfGlory();
const paths = module.rules.paths!;
const SEED = 'whole-turn-leak';

function begun(): { state: DogState; dice: SeededDice; events: GameEvent[] } {
  const dice = new SeededDice(SEED, 0);
  const set = unwrap(module.setup({ scenarioId: 'paths-of-the-lance', options: {}, seats: ['highlord', 'whitestone'] }, dice));
  const start = module.begin!(set, dice);
  return { state: start.state, dice, events: start.events };
}

/** Each seat's default orders, in turn, until the turn is over: every line the orders wrote. */
function playTurn(state: DogState, dice: SeededDice): GameEvent[] {
  const events: GameEvent[] = [];
  const turn = state.turn;
  for (let step = 0; step < 400 && state.turn === turn && !state.ended; step++) {
    const seat = (['highlord', 'whitestone'] as const).find((s) => module.defaultOrders!(state, s).length > 0);
    if (!seat) throw new Error(`nobody has an order to give in ${module.phase(state).label}`);
    for (const order of module.defaultOrders!(state, seat)) {
      const done = unwrap(module.apply(state, seat, order, dice));
      state = done.state;
      events.push(...done.events);
    }
  }
  expect(state.turn === turn + 1 || state.ended !== null).toBe(true);
  return events;
}
const publicText = (events: GameEvent[]) => events.filter((e) => e.visibleTo === 'all').map((e) => e.text);

// The turn (pl-turn) deals the hands as the game begins: until it is in the module, there is no turn to play.
describe.skipIf(!module.begin)("a whole turn, the Whitestone's hand unseen", () => {
  it('reads the same in public whichever of two cards of equal AP+RP the Whitestone holds', () => {
    const a = begun();
    const b = begun();
    const pl = b.state.pl!;
    const hand = pl.deck.hands.whitestone!;
    // A card of the hand and its twin by era and total, as deep in the pile as there is one.
    const pile = [...pl.deck.pile].reverse();
    const swap = hand
      .map((card) => ({ card, twin: pile.find((p) => paths.cards.get(p)!.era === paths.cards.get(card)!.era && totalOf(paths.cards.get(p)!) === totalOf(paths.cards.get(card)!)) }))
      .find((s) => s.twin !== undefined)!;
    expect(swap).toBeDefined();
    const { card, twin } = swap as { card: string; twin: string };
    b.state = {
      ...b.state,
      pl: { ...pl, deck: { ...pl.deck, hands: { ...pl.deck.hands, whitestone: hand.map((c) => (c === card ? twin : c)) }, pile: pl.deck.pile.map((c) => (c === twin ? card : c)) } },
    };
    // The control: the two games do differ, and the Whitestone's own view says so.
    expect(JSON.stringify(module.view(a.state, { kind: 'seat', seat: 'whitestone' }))).not.toEqual(JSON.stringify(module.view(b.state, { kind: 'seat', seat: 'whitestone' })));
    const turnA = playTurn(a.state, a.dice);
    const turnB = playTurn(b.state, b.dice);
    expect(publicText(turnA).length).toBeGreaterThan(5);
    expect(publicText(turnB)).toEqual(publicText(turnA));
    for (const text of publicText(turnA)) expect(text).not.toContain(paths.cards.get(card)!.title);
  });
});
