import { newDeck } from '../../../../../src/engine/core/deck.ts';
import { SeededDice } from '../../../../../src/engine/core/dice.ts';
import { orderDispatch } from '../../../../../src/engine/core/game.ts';
import { orderSchemaOf } from '../../../../../src/engine/core/order-def.ts';
import { unwrap } from '../../../../../src/engine/core/result.ts';
import { attackOrders } from '../../../../../src/engine/games/dragons-of-glory/attacks/orders.ts';
import { assaultOrders } from '../../../../../src/engine/games/dragons-of-glory/paths/assault.ts';
import type { CardEffect, CardSpec } from '../../../../../src/engine/games/dragons-of-glory/paths/cards.ts';
import type { PathsRules } from '../../../../../src/engine/games/dragons-of-glory/paths/rules.ts';
import type { PlState } from '../../../../../src/engine/games/dragons-of-glory/paths/state.ts';
import type { DogRules } from '../../../../../src/engine/games/dragons-of-glory/rules.ts';
import type { DogState } from '../../../../../src/engine/games/dragons-of-glory/state.ts';
import { phaseOf } from '../../../../../src/engine/games/dragons-of-glory/turn/phases.ts';
import type { Side } from '../../../../../src/engine/games/dragons-of-glory/units.ts';
import { dragonsOfGlory } from '../../assets.ts';
import { startingPl } from '../fixture.ts';

/**
 * Battles with Paths of the Lance's cards on the real map of Ansalon: a PL state with every field
 * at its start, a handful of test cards (ours, for these tests only), and the attack and assault
 * orders run through the same dispatch the module uses, so a step's phase is checked as in play.
 */

const card = (id: string, title: string, more: { ap: number; rp: number; type: CardSpec['type']; side: CardSpec['side']; timing: CardSpec['timing']; effect: CardEffect; asterisk?: boolean }): CardSpec => ({
  id,
  title,
  era: 1,
  oval: null,
  asterisk: more.asterisk ?? false,
  text: `${title}: a test card.`,
  sources: { title: 'invented', values: 'invented' },
  ...more,
});

/** The test cards: points only, combat modifiers each way, two assault declarations, Whitestone Council. */
export const CARDS: CardSpec[] = [
  card('war-machines', 'War Machines', { ap: 3, rp: 1, type: 'status', side: 'either', timing: 'card-phase', effect: { kind: 'status' } }),
  card('scouts', 'Scouts', { ap: 1, rp: 2, type: 'status', side: 'either', timing: 'card-phase', effect: { kind: 'status' } }),
  card('masons', 'Masons', { ap: 0, rp: 3, type: 'status', side: 'either', timing: 'card-phase', effect: { kind: 'status' } }),
  card('dragonfear', 'Dragonfear', { ap: 2, rp: 1, type: 'combat-modifier', side: 'highlord', timing: 'battle', effect: { kind: 'combat', drm: 2, when: 'attack' } }),
  card('shield-wall', 'Shield Wall', { ap: 1, rp: 1, type: 'combat-modifier', side: 'whitestone', timing: 'battle', effect: { kind: 'combat', drm: 2, when: 'defence' } }),
  card('charge', 'Charge', { ap: 2, rp: 0, type: 'combat-modifier', side: 'either', timing: 'battle', effect: { kind: 'combat', drm: 1, when: 'attack' } }),
  card('hold-fast', 'Hold Fast', { ap: 0, rp: 2, type: 'combat-modifier', side: 'either', timing: 'battle', effect: { kind: 'combat', drm: 1, when: 'defence' } }),
  card('valour', 'Valour', { ap: 1, rp: 2, type: 'combat-modifier', side: 'either', timing: 'battle', effect: { kind: 'combat', drm: 1, when: 'either' }, asterisk: true }),
  card('siege-towers', 'Siege Towers', { ap: 2, rp: 2, type: 'assault-declaration', side: 'highlord', timing: 'movement', effect: { kind: 'assault', ignore: 'terrain' } }),
  card('bridging-party', 'Bridging Party', { ap: 1, rp: 1, type: 'assault-declaration', side: 'either', timing: 'movement', effect: { kind: 'assault', ignore: 'river' }, asterisk: true }),
  card('whitestone-council', 'Whitestone Council', { ap: 2, rp: 2, type: 'event', side: 'whitestone', timing: 'card-phase', effect: { kind: 'whitestone-council' } }),
];

export const PATHS: PathsRules = {
  cards: new Map(CARDS.map((c) => [c.id, c])),
  chart: { knightSquares: [16, 18], vpBonus: [], eras: { 2: 15, 3: 30 }, handSize: { 1: 5, 2: 6, 3: 7 }, lateKnightBonus: 2 },
};

/** A Paths of the Lance state as at the start of the war, with `overrides` on top. */
export function plState(overrides: Partial<PlState> = {}): PlState {
  return startingPl(PATHS, { ...newDeck('Event', []), hands: { highlord: [], whitestone: [] } }, overrides);
}

/** The PL state with these hands (the deck's other fields at their start). */
export const withHands = (hands: Partial<Record<Side, string[]>>, overrides: Partial<PlState> = {}): PlState =>
  plState({ deck: { ...newDeck('Event', []), hands: { highlord: hands.highlord ?? [], whitestone: hands.whitestone ?? [] } }, ...overrides });

/**
 * A war on the real map with only the counters given, where they are given, in `phase` of the
 * Highlords' move-and-fight (the nations of those counters at war on their usual sides).
 */
export function battleAt(at: Record<string, string>, pl: PlState | undefined, more: { phase?: DogState['phase']; acting?: Side } = {}) {
  const loaded = dragonsOfGlory();
  const world = loaded.world;
  const rules: DogRules = { ...loaded.module.rules, paths: PATHS };
  const base = unwrap(loaded.module.setup({ scenarioId: 'campaign', options: {}, seats: ['highlord', 'whitestone'] }, new SeededDice('battle', 0)));
  const units: DogState['units'] = {};
  for (const [id, label] of Object.entries(at)) {
    const hex = world.map.parse(label);
    if (!hex || !world.counters.has(id)) throw new Error(`fixture: ${id} at ${label}`);
    units[id] = { id, at: hex, depleted: false };
  }
  const nations = { ...base.nations };
  for (const n of ['vingaard', 'solanthus', 'qualinesti', 'silvanesti', 'gunthar']) nations[n] = { allegiance: 'whitestone', conquered: false };
  let state: DogState = { ...base, units, nations, phase: more.phase ?? 'combat', acting: more.acting ?? 'highlord', ...(pl ? { pl } : {}) };
  const defs = [...attackOrders(rules), ...assaultOrders(rules)];
  const schema = orderSchemaOf<{ verb: string }>(defs);
  const dispatch = orderDispatch(defs, phaseOf, 'Dragons of Glory');
  /** Gives an order as a player types it, with these faces forced on the dice; the state moves on only if it is accepted. */
  const play = (seat: Side, order: Record<string, unknown>, ...faces: number[]) => {
    const parsed = schema.safeParse(order);
    if (!parsed.success) throw new Error(parsed.error.issues[0]?.message);
    const done = dispatch(state, seat, parsed.data, new SeededDice('battle', 0, faces));
    if (done.ok) state = done.value.state;
    return done;
  };
  return {
    world,
    rules,
    play,
    get state() {
      return state;
    },
    set state(s: DogState) {
      state = s;
    },
  };
}
