import { SeededDice, type Dice } from '../../../../../src/engine/core/dice.ts';
import type { GameEvent } from '../../../../../src/engine/core/events.ts';
import { unwrap } from '../../../../../src/engine/core/result.ts';
import { createDragonsOfGlory, type DogOrder, type DragonsOfGlory } from '../../../../../src/engine/games/dragons-of-glory/index.ts';
import type { CardSpec } from '../../../../../src/engine/games/dragons-of-glory/paths/cards.ts';
import type { PathsRules } from '../../../../../src/engine/games/dragons-of-glory/paths/rules.ts';
import type { PlState } from '../../../../../src/engine/games/dragons-of-glory/paths/state.ts';
import type { DogState } from '../../../../../src/engine/games/dragons-of-glory/state.ts';
import { strategyFor } from '../../../../../src/engine/games/dragons-of-glory/strategy.ts';
import type { Side } from '../../../../../src/engine/games/dragons-of-glory/units.ts';
import { dragonsOfGlory } from '../../assets.ts';
import { CHART } from '../fixture.ts';

/**
 * Paths of the Lance's turn on the real map, with a small deck of our own making so each test
 * knows every card: the two PL names in its trade example (Fizban Appears, Zhakar Joins the War,
 * both AP+RP 6), war-status cards of each side, the Non-aggression Pact, a Diplomatic Coup, an
 * initiative card, a card of AP 2 and RP 1 (WE-PL-25), one with an asterisk, and plain fillers.
 */

const spec = (id: string, title: string, ap: number, rp: number, more: Partial<CardSpec> = {}): CardSpec => ({
  id,
  title,
  era: 1,
  ap,
  rp,
  oval: null,
  asterisk: false,
  type: 'event',
  side: 'either',
  timing: 'card-phase',
  effect: { kind: 'status' },
  text: `${title}.`,
  sources: { title: 'invented', values: 'invented' },
  ...more,
});

export const CARDS: CardSpec[] = [
  spec('fizban-appears', 'Fizban Appears', 3, 3, { type: 'status', side: 'whitestone', oval: { side: 'whitestone', value: 2 } }),
  spec('zhakar-joins-the-war', 'Zhakar Joins the War', 3, 3, { type: 'activation', effect: { kind: 'activation', nation: 'zhakar', highlord: 4, whitestone: 3 } }),
  spec('nordmaar-joins-the-war', 'Nordmaar Joins the War', 2, 2, { type: 'activation', effect: { kind: 'activation', nation: 'nordmaar', highlord: 3, whitestone: 3 } }),
  spec('kern-joins-the-war', 'Kern Joins the War', 1, 1, { type: 'activation', effect: { kind: 'activation', nation: 'kern', highlord: 7, whitestone: 1 } }),
  spec('the-heroes-return', 'The Heroes Return', 2, 2, { type: 'status', side: 'whitestone', oval: { side: 'whitestone', value: 2 } }),
  spec('the-burning-of-solace', 'The Burning of Solace', 2, 1, { type: 'status', side: 'highlord', oval: { side: 'highlord', value: 1 } }),
  spec('non-aggression-pact', 'Non-aggression Pact', 1, 2, { oval: { side: 'neutral', value: -1 }, effect: { kind: 'non-aggression-pact' } }),
  spec('diplomatic-coup', 'Diplomatic Coup', 2, 1, { asterisk: true, timing: 'activation', effect: { kind: 'diplomatic-coup', bonus: 2 } }),
  spec('outriders', 'Outriders', 1, 1, { asterisk: true, type: 'initiative-modifier', timing: 'initiative', effect: { kind: 'initiative', bonus: 1 } }),
  spec('mercenary-pay', 'Mercenary Pay', 2, 1),
  spec('rumours-of-war', 'Rumours of War', 1, 2, { asterisk: true }),
  spec('everman-found', 'Everman Found', 2, 2, { effect: { kind: 'everman-found' } }),
  ...Array.from({ length: 20 }, (_, i) => spec(`filler-${String(i + 1).padStart(2, '0')}`, `Filler ${i + 1}`, (i % 3) + 1, (i % 2) + 1)),
];

export { CHART };

export const PATHS: PathsRules = { cards: new Map(CARDS.map((c) => [c.id, c])), chart: CHART };

let built: DragonsOfGlory | undefined;

/** The module on the real map and scenarios, with this deck. */
export function game(): DragonsOfGlory {
  if (built) return built;
  const { world, scenarios } = dragonsOfGlory();
  built = createDragonsOfGlory({ world, scenarios, strategy: (s) => strategyFor(world, s, { victory: [] }), paths: PATHS });
  return built;
}

/** A new Paths of the Lance game, set up but not begun: the deck in id order, hands empty. */
export function newGame(): DogState {
  return unwrap(game().setup({ scenarioId: 'paths-of-the-lance', options: {}, seats: ['highlord', 'whitestone'] }, new SeededDice('setup', 0)));
}

/** `state` with its PL part changed. */
export function withPl(state: DogState, change: Partial<PlState>): DogState {
  return { ...state, pl: { ...state.pl!, ...change } };
}

/** The deck laid out: each hand, and the pile top first. */
export function withDeck(state: DogState, hands: Record<Side, string[]>, pile: string[], discard: string[] = []): DogState {
  return withPl(state, { deck: { ...state.pl!.deck, hands: { ...hands }, pile: [...pile], discard: [...discard] } });
}

export const dice = (forced: number[] = [], seed = 'pl-turn'): SeededDice => new SeededDice(seed, 0, forced);

/** A log of everything a game has said, to read after a run. */
export class Log {
  events: GameEvent[] = [];
  add(events: readonly GameEvent[]) {
    this.events.push(...events);
  }
  get public(): string[] {
    return this.events.filter((e) => e.visibleTo === 'all').map((e) => e.text);
  }
  privateTo(side: Side): string[] {
    return this.events.filter((e) => Array.isArray(e.visibleTo) && e.visibleTo.includes(side)).map((e) => e.text);
  }
}

/** Applies `order` by `seat`, which must be accepted; its events go to `log`. */
export function act(state: DogState, seat: Side, order: DogOrder, d: Dice, log?: Log): DogState {
  const done = game().apply(state, seat, order, d);
  if (!done.ok) throw new Error(`${seat} ${JSON.stringify(order)} refused: ${done.error}`);
  log?.add(done.value.events);
  return done.value.state;
}

/** The refusal of `order` by `seat`, which must be refused. */
export function refusal(state: DogState, seat: Side, order: DogOrder, d: Dice): string {
  const done = game().apply(state, seat, order, d);
  if (done.ok) throw new Error(`${seat} ${JSON.stringify(order)} was accepted`);
  return done.error;
}

export const titleOf = (id: string): string => PATHS.cards.get(id)!.title;
