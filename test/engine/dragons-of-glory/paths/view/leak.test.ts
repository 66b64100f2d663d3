import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../../../src/engine/core/dice.ts';
import { PUBLIC, seatViewer, type Viewer } from '../../../../../src/engine/core/events.ts';
import { handOrders } from '../../../../../src/engine/games/dragons-of-glory/paths/hand-query.ts';
import { describeHand } from '../../../../../src/engine/games/dragons-of-glory/paths/words.ts';
import { PHASE_KEYS, type DogState } from '../../../../../src/engine/games/dragons-of-glory/state.ts';
import { altText } from '../../../../../src/app/pictures.ts';
import { plGame, plState } from './fixture.ts';

/**
 * Differential leak tests (DESIGN: "two games that differ only in a secret must look the same to
 * the other side"): two games alike but for one card of the Whitestone's hand, X in one and Y in
 * the other (each in the other's pile, which is in another order too), from the game's own deck,
 * which its orders read. The public and the Highlords must see the same view, the same picture,
 * the same alt text, the same orders offered and the same refusals; the Whitestone sees its own card.
 */

const { module, state: base } = plGame();
const PATHS = module.rules.paths!;
const TITLE = 'Paths of the Lance';

// The game's own cards, in id order: three for the Highlords, two the Whitestone holds in both games, and the two that differ.
const ids = [...PATHS.cards.keys()].sort();
const [h1, h2, h3, w1, w2, x, y, ...rest] = ids as [string, string, string, string, string, string, string, ...string[]];
const X = PATHS.cards.get(x)!.title;
const Y = PATHS.cards.get(y)!.title;

function game(card: string, pile: string[]): DogState {
  const deck = { name: 'Event', pile, discard: [], hands: { highlord: [h1, h2, h3], whitestone: [w1, card, w2] }, shuffles: 1 };
  return { ...base, pl: plState({ deck }) };
}
const a = game(x, [y, ...rest]);
const b = game(y, [...rest].reverse().concat(x));

const OTHER_SIDE: Viewer[] = [PUBLIC, seatViewer('highlord')];
const name = (v: Viewer) => (v.kind === 'seat' ? v.seat : v.kind);
const ourView = (s: DogState, v: Viewer) => module.view(s, v);
/** Whatever a call answers or throws, as text to compare. */
const said = (f: () => unknown): string => {
  try {
    return JSON.stringify(f());
  } catch (e) {
    return `threw: ${(e as Error).message}`;
  }
};
/** Both games at every phase, each side acting: where the cards may matter to an order. */
const moments = PHASE_KEYS.flatMap((phase) => (['highlord', 'whitestone'] as const).map((acting) => ({ phase, acting })));
const at = (s: DogState, m: (typeof moments)[number]): DogState => ({ ...s, phase: m.phase, acting: m.acting });

describe("the Whitestone's hand, unseen by the other side", () => {
  it('the two games differ for the Whitestone: its own view, its hand in words (the control)', () => {
    const own = (s: DogState) => JSON.stringify(ourView(s, seatViewer('whitestone')));
    expect(own(a)).toContain(X);
    expect(own(b)).toContain(Y);
    expect(own(a)).not.toEqual(own(b));
    expect(describeHand(PATHS, a.pl!.deck.hands.whitestone!)).toContain(X);
    expect(module.secrets!(a, seatViewer('highlord'))).toContain(X);
  });

  for (const viewer of OTHER_SIDE) {
    it(`gives the ${name(viewer)} the same view, picture and alt text in both`, () => {
      expect(JSON.stringify(ourView(a, viewer))).toEqual(JSON.stringify(ourView(b, viewer)));
      const scene = (s: DogState) => JSON.stringify(module.picture!(ourView(s, viewer)));
      expect(scene(a)).toEqual(scene(b));
      for (const secret of [X, x, Y, y]) expect(scene(a)).not.toContain(secret);
      const alt = (s: DogState) => altText(TITLE, `the map as the ${name(viewer)} see it, in ${module.phase(s).label}`);
      expect(alt(a)).toEqual(alt(b));
    });
  }

  it('offers the Highlords the same orders, every verb, at every moment of the turn (the autocomplete)', () => {
    for (const m of moments) {
      expect(said(() => module.legalOrders(at(a, m), 'highlord')), `${m.acting} ${m.phase}`).toEqual(said(() => module.legalOrders(at(b, m), 'highlord')));
      for (const verb of module.verbs) {
        expect(said(() => module.legalOrders(at(a, m), 'highlord', { verb: verb.name }))).toEqual(said(() => module.legalOrders(at(b, m), 'highlord', { verb: verb.name })));
      }
    }
  });

  it("refuses the Highlords' orders naming the Whitestone's card in the same words in both", () => {
    const guesses = [X, x, Y, y];
    let tried = 0;
    for (const m of moments) {
      for (const verb of module.verbs.filter((v) => !v.query)) {
        for (const guess of guesses) {
          const options = Object.fromEntries(verb.options.map((o) => [o.name, o.choices?.[0]?.value ?? guess]));
          const parsed = module.orderSchema.safeParse({ verb: verb.name, ...options });
          if (!parsed.success) continue;
          tried++;
          const outcome = (s: DogState) =>
            said(() => {
              const done = module.apply(at(s, m), 'highlord', parsed.data, new SeededDice('leak', 0));
              if (!done.ok) return done;
              return { events: done.value.events.filter((e) => e.visibleTo === 'all' || e.visibleTo.includes('highlord')).map((e) => e.text), view: module.view(done.value.state, seatViewer('highlord')) };
            });
          expect(outcome(a), `/${verb.name} ${guess}, ${m.acting} ${m.phase}`).toEqual(outcome(b));
        }
      }
    }
    expect(tried).toBeGreaterThan(0);
  });

  it('answers the Highlords\u2019 /hand the same in both', () => {
    const [hand] = handOrders(module.rules, ourView);
    expect(said(() => hand.answer!(a, 'highlord', { verb: 'hand' }))).toEqual(said(() => hand.answer!(b, 'highlord', { verb: 'hand' })));
  });
});
