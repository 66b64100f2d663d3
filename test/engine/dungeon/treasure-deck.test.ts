import { describe, expect, test } from 'vitest';
import { commitmentOf, SeededDice, verifyRolls } from '../../../src/engine/core/dice.ts';
import { canSee, PUBLIC, seatViewer, type GameEvent, type Viewer } from '../../../src/engine/core/events.ts';
import { runOrder } from '../../../src/engine/core/orders.ts';
import type { DqState } from '../../../src/engine/games/dungeon/state.ts';
import { TREASURE_CARDS, verifyTreasureDeck } from '../../../src/engine/games/dungeon/treasure-deck.ts';
import { dungeon, heroTurn, patchHero, revealAll, setup } from '../../support/dungeon.ts';

/** The Treasure deck on the core's deck (DQ II: 21 cards, the pile shuffled before each draw). */

const module = dungeon({
  map: ['. . . . . .', '. a a a a .', '. a a a a .', '. . . . . .'],
  stairs: 'A1 B1 A4 B4',
  rooms: ['a the Crypt'],
  doors: ['B1/B2'],
});

const inRoom = (dk: 'human' | 'bot' = 'bot') => ({ ...revealAll(module, patchHero(heroTurn(setup(module), 'warrior', 0), 'warrior', { at: 'C2' })), dk });

/** Treasure searches by the Warrior with the seeded dice, as the bot would roll them; every event kept. */
function searches(state: DqState, times: number, seed: string): { state: DqState; events: GameEvent[] } {
  const dice = new SeededDice(seed, 0);
  const events: GameEvent[] = [];
  let s = state;
  for (let i = 0; i < times; i++) {
    const played = runOrder<DqState>(module, heroTurn(patchHero(s, 'warrior', { bp: 8 }), 'warrior', 0), { seat: 'warrior', verb: 'search', options: { kind: 'treasure' } }, dice);
    if (!played.ok) throw new Error(played.error);
    s = played.value.state;
    events.push(...played.value.events);
  }
  return { state: s, events };
}

const VIEWERS: Viewer[] = [PUBLIC, seatViewer('warrior'), seatViewer('dwarf'), seatViewer('elf'), seatViewer('magician'), seatViewer('demon-king'), { kind: 'gm' }];

describe('the Treasure deck', () => {
  test('a quest begins with all 21 cards in the pile and none set aside or held', () => {
    const deck = setup(module).deck;
    expect(deck.name).toBe('Treasure');
    expect([...deck.pile].sort()).toEqual(TREASURE_CARDS.map((c) => c.id).sort());
    expect(deck.pile).toHaveLength(21);
    expect(deck.discard).toEqual([]);
    expect(deck.hands).toEqual({});
  });

  test('the order of the pile is in no view, not the heroes’, not the Demon King’s, not a game master’s', () => {
    for (const dk of ['human', 'bot'] as const) {
      const { state } = searches(inRoom(dk), 3, `order-${dk}`);
      expect(state.deck.pile.length).toBeGreaterThan(15);
      for (const viewer of VIEWERS) {
        const seen = JSON.stringify(module.view(state, viewer));
        for (const id of state.deck.pile) expect(seen, `${JSON.stringify(viewer)} sees ${id}`).not.toContain(id);
      }
    }
  });

  test('the shuffle is sealed until the game ends; what everyone reads is that it was shuffled, and the card drawn', () => {
    const { events } = searches(inRoom(), 1, 'sealed');
    const sealed = events.filter((e) => e.type === 'deck-shuffle');
    expect(sealed).toHaveLength(1);
    // No seat reads it, the Demon King's included. (A game master's log shows every event; the
    // order is stale by then anyway: the pile is shuffled again, with dice not yet rolled, before
    // the next draw.)
    for (const viewer of VIEWERS.filter((v) => v.kind !== 'gm')) expect(canSee(viewer, sealed[0]!.visibleTo)).toBe(false);
    expect(canSee(PUBLIC, sealed[0]!.visibleTo, true)).toBe(true);
    const drawn = events.find((e) => e.type === 'treasure-card')!;
    expect(drawn.visibleTo).toBe('all');
    expect(drawn.data).toEqual({ card: (sealed[0]!.data as { after: string[] }).after[0] });
  });

  test('/dice verify recomputes every shuffle from the seed, matches each card drawn to its shuffle, and catches an edited one', () => {
    const { events } = searches(inRoom(), 4, 'verify');
    // Every roll here is drawn from the seed, so the stream's length is the number of rolls.
    const rolls = events.flatMap((e) => e.rolls ?? []);
    expect(verifyRolls({ seed: 'verify', commitment: commitmentOf('verify'), cursor: rolls.length, forcedAllowed: false, rolls }).mismatches).toEqual([]);
    expect(verifyTreasureDeck(events)).toEqual({ checked: 4, mismatches: [], draws: 4, wrongDraws: [] });
    const first = events.find((e) => e.type === 'deck-shuffle')!;
    const after = (first.data as { after: string[] }).after;
    const swapped = [after[1]!, after[0]!, ...after.slice(2)];
    const edited = events.map((e) => (e === first ? { ...e, data: { ...e.data, after: swapped } } : e));
    const report = verifyTreasureDeck(edited);
    expect(report.mismatches).toEqual([{ deck: 'Treasure', shuffle: 1 }]);
    expect(report.wrongDraws).toEqual([after[0]]);
  });

  test('a state stored before the deck moved to the core still parses: pile kept, medicines to their holders, the rest set aside', () => {
    const current = setup(module);
    const { deck: _deck, heroes, ...rest } = current;
    const old = {
      ...rest,
      deck: TREASURE_CARDS.map((c) => c.id).filter((id) => !['gold-2', 'medicine-3', 'medicine-5'].includes(id)),
      heroes: heroes.map((h) => ({ ...h, medicines: h.id === 'elf' ? ['medicine-3'] : [] })),
    };
    const parsed = module.stateSchema.parse(JSON.parse(JSON.stringify(old))) as DqState;
    expect(parsed.deck.pile).toHaveLength(18);
    expect(parsed.deck.hands).toEqual({ elf: ['medicine-3'] });
    expect(parsed.deck.discard).toEqual(['gold-2', 'medicine-5']);
    expect(parsed.heroes.every((h) => !('medicines' in h))).toBe(true);
    expect(module.stateSchema.parse(JSON.parse(JSON.stringify(parsed)))).toEqual(parsed);
    expect(module.legalOrders(heroTurn(parsed, 'elf', 0), 'elf', { verb: 'drink' }).map((h) => h.options.item)).toContain('Healing Herbs');
  });
});
