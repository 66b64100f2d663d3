import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../../../src/engine/core/dice.ts';
import { PUBLIC, type GameEvent } from '../../../../../src/engine/core/events.ts';
import { unwrap } from '../../../../../src/engine/core/result.ts';
import type { DogOrder } from '../../../../../src/engine/games/dragons-of-glory/index.ts';
import type { DogState } from '../../../../../src/engine/games/dragons-of-glory/state.ts';
import { pathsOfTheLance } from '../assets.ts';

/**
 * The real deck on the real map: at every step each seat that may act tries a legal order picked
 * by a die (cards played, traded, rolled for, discarded), and its default if that one is refused.
 * The game must never stall and never throw, turn after turn.
 */
const QUIET = new Set(['trade', 'discard', 'pass', 'begin', 'done', 'rebuild']);

describe('Paths of the Lance with the real cards: orders picked at random keep the turn going', () => {
  for (const seed of ['alpha', 'beta', 'gamma']) {
    it(`seed ${seed}: eight turns, every phase reached by a legal order`, () => {
      const { module, paths } = pathsOfTheLance();
      const texts = [...paths.cards.values()].map((c) => c.text);
      const d = new SeededDice(seed, 0);
      const pick = new SeededDice(`${seed}-pick`, 0);
      let s: DogState = unwrap(module.setup({ scenarioId: 'paths-of-the-lance', options: {}, seats: ['highlord', 'whitestone'] }, d));
      s = module.begin!(s, d).state;
      const phases = new Set<string>();
      const verbs: string[] = [];
      const leaks: string[] = [];
      // No public line of an order names a card still hidden in a hand once it is applied; and an
      // order that plays no event (a trade, a discard, a pass, the end of a phase) names no card
      // that was hidden before it either: which card was given or discarded is never said.
      const leaked = (events: readonly GameEvent[], after: DogState) => {
        // A title that is also a phrase of the cards' own texts ("the Dark Temple" the place) proves nothing.
        const hidden = module.secrets!(after, PUBLIC).filter((f) => !f.includes(' deck order: ') && !texts.some((t) => t.includes(f)));
        // The era change's reveal shows both hands by rule.
        const said = events.filter((e) => e.visibleTo === 'all' && !e.type.startsWith('pl-era')).map((e) => e.text);
        return said.flatMap((t) => hidden.filter((f) => new RegExp(`${f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w])`).test(t)).map((f) => `${f} in: ${t}`));
      };
      for (let guard = 0; s.turn < 9 && !s.ended && guard < 1500; guard++) {
        phases.add(s.phase);
        const seats = module.phase(s).active;
        expect(seats.length).toBeGreaterThan(0);
        const seat = seats[0]!;
        const before = s;
        const hints = module.legalOrders(s, seat).filter((h) => !['autoplay', 'move', 'attack', 'rebuild', 'knights', 'reactions'].includes(h.verb));
        let moved = false;
        if (hints.length && pick.roll(3, 'try', 'whether to try a hint').face > 1) {
          const hint = hints[pick.roll(hints.length, 'hint', 'which hint').face - 1]!;
          const parsed = module.orderSchema.safeParse({ verb: hint.verb, ...hint.options });
          if (parsed.success) {
            const tried = module.apply(s, seat, parsed.data as DogOrder, d);
            if (tried.ok) {
              verbs.push(hint.verb);
              s = tried.value.state;
              leaks.push(...leaked(tried.value.events, s), ...(QUIET.has(hint.verb) ? leaked(tried.value.events, before) : []));
              moved = true;
            }
          }
        }
        if (!moved) {
          const [order] = module.defaultOrders(s, seat);
          expect(order, `no default for ${seat} in ${s.phase}`).toBeDefined();
          const done = unwrap(module.apply(s, seat, order!, d));
          s = done.state;
          leaks.push(...leaked(done.events, s), ...(QUIET.has(order!.verb) ? leaked(done.events, before) : []));
        }
      }
      expect(s.ended ? true : s.turn).toSatisfy((x: unknown) => x === true || x === 9);
      expect(leaks).toEqual([]);
      // Cards were played as events, traded or rolled for, and discarded, not only passed.
      expect(verbs.filter((v) => ['play', 'trade', 'roll', 'discard'].includes(v)).length).toBeGreaterThan(0);
      for (const p of ['initiative', 'event', 'action', 'cards', 'movement', 'combat', 'discard']) if (!s.ended) expect(phases).toContain(p);
    });
  }
});

describe('Paths of the Lance with the real cards: deadlines alone', () => {
  it('defaultOrders alone carry the game through two whole turns', () => {
    const { module } = pathsOfTheLance();
    const d = new SeededDice('deadlines', 0);
    let s: DogState = unwrap(module.setup({ scenarioId: 'paths-of-the-lance', options: {}, seats: ['highlord', 'whitestone'] }, d));
    s = module.begin!(s, d).state;
    for (let guard = 0; s.turn < 3 && guard < 300; guard++) {
      const seats = module.phase(s).active;
      expect(seats.length).toBeGreaterThan(0);
      for (const seat of seats) for (const order of module.defaultOrders(s, seat)) s = unwrap(module.apply(s, seat, order, d)).state;
    }
    expect(s.turn).toBe(3);
    expect(s.phase).toBe('initiative');
    expect(s.pl!.deck.hands.highlord).toHaveLength(5);
  });
});
