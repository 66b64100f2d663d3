import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../../../../src/engine/core/events.ts';
import { handOrders } from '../../../../../src/engine/games/dragons-of-glory/paths/hand-query.ts';
import { describeCard } from '../../../../../src/engine/games/dragons-of-glory/paths/words.ts';
import type { DogState } from '../../../../../src/engine/games/dragons-of-glory/state.ts';
import { buildView } from '../../../../../src/engine/games/dragons-of-glory/view.ts';
import { HANDS, PATHS, plGame, plState } from './fixture.ts';

/** `/hand`: a player's own hand, in words and drawn, asked for at any time. */

const { world, module, state } = plGame();
const view = (s: DogState, viewer: Viewer) => buildView(s, world, 'Paths of the Lance', undefined, viewer, PATHS);
const [hand] = handOrders({ ...module.rules, paths: PATHS }, view);
const ask = (s: DogState, seat: string) => hand.answer!(s, seat, { verb: 'hand' });

describe('the hand query', () => {
  it('is a question: offered to nobody as an order, answered to the asker alone', () => {
    expect(hand.kind).toBe('query');
    expect(hand.verb).toBe('hand');
  });

  it("answers with the asker's hand card by card, and his own view to draw it under the map", () => {
    const answer = ask(state, 'whitestone');
    expect(answer.ok).toBe(true);
    if (!answer.ok) return;
    expect(answer.value.text.split('\n')[0]).toBe('Your hand: 3 cards, AP 7 and RP 4 in all (AP+RP 11):');
    for (const card of HANDS.whitestone) expect(answer.value.text).toContain(describeCard(PATHS, card));
    for (const card of HANDS.highlord) expect(answer.value.text).not.toContain(PATHS.cards.get(card)!.title);
    expect(answer.value.view.paths!.own).toBe('whitestone');
    expect(answer.value.view.paths!.hands.whitestone.map((c) => c.id)).toEqual(HANDS.whitestone);
  });

  it("draws, by default, the whole map in the module's own view", () => {
    const [byDefault] = handOrders(module.rules);
    const answer = byDefault.answer!(state, 'highlord', { verb: 'hand' });
    expect(answer.ok && answer.value.view).toEqual(module.view(state, { kind: 'seat', seat: 'highlord' }));
  });

  it('adds the cards the rules have shown of the other hand', () => {
    const shown = { ...state, pl: plState({ shown: [{ card: 'dark-temple', side: 'highlord' }] }) };
    const answer = ask(shown, 'whitestone');
    expect(answer.ok && answer.value.text.split('\n').at(-1)).toBe(`Known in the Highlord hand: ${describeCard(PATHS, 'dark-temple')}`);
  });

  it('refuses a spectator, and a game played by DL11 alone, in one line', () => {
    expect(ask(state, '')).toEqual({ ok: false, error: "Only a side's player holds a hand: each side's hand size is on the map." });
    const { pl: _pl, ...dl11 } = state;
    expect(ask(dl11, 'highlord')).toEqual({ ok: false, error: "This game is played by DL11's own rules: there are no cards." });
  });
});
