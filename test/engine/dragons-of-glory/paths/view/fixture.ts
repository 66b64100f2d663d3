import { newDeck } from '../../../../../src/engine/core/deck.ts';
import { SeededDice } from '../../../../../src/engine/core/dice.ts';
import { unwrap } from '../../../../../src/engine/core/result.ts';
import type { DogState } from '../../../../../src/engine/games/dragons-of-glory/state.ts';
import { dragonsOfGlory } from '../../assets.ts';
import type { CardSpec } from '../../../../../src/engine/games/dragons-of-glory/paths/cards.ts';
import type { PathsRules } from '../../../../../src/engine/games/dragons-of-glory/paths/rules.ts';
import type { PlState } from '../../../../../src/engine/games/dragons-of-glory/paths/state.ts';
import { startingPl } from '../fixture.ts';

/**
 * A Paths of the Lance state with every field at its start (era 1, war status 1, no VP), and a
 * few cards of our own to hold: until the turn builds `pl` in setup, the view's tests build it
 * here.
 */

const card = (id: string, title: string, fields: Partial<CardSpec> & Pick<CardSpec, 'type' | 'effect'>): CardSpec => ({
  id,
  title,
  era: 1,
  ap: 1,
  rp: 1,
  oval: null,
  asterisk: false,
  side: 'either',
  timing: 'card-phase',
  text: `${title}: a card of the view's tests.`,
  sources: { title: 'invented', values: 'invented' },
  ...fields,
});

export const CARDS: CardSpec[] = [
  card('fizban-appears', 'Fizban Appears', { ap: 3, rp: 3, oval: { side: 'whitestone', value: 2 }, type: 'status', side: 'whitestone', effect: { kind: 'status' }, text: 'The old wizard turns up: Whitestone war status +2.' }),
  card('zhakar-joins-the-war', 'Zhakar Joins the War', { ap: 4, rp: 2, type: 'activation', side: 'either', effect: { kind: 'activation', nation: 'zhakar', highlord: 6, whitestone: 3 }, text: 'Roll a d10: at or under your number, Zhakar joins your side.' }),
  card('diplomatic-coup-1', 'Diplomatic Coup I', { ap: 1, rp: 1, asterisk: true, type: 'event', timing: 'activation', effect: { kind: 'diplomatic-coup', bonus: 2 }, text: '+2 to one activation roll.' }),
  card('diplomatic-coup-2', 'Diplomatic Coup II', { ap: 1, rp: 1, asterisk: true, type: 'event', timing: 'activation', effect: { kind: 'diplomatic-coup', bonus: 2 }, text: '+2 to one activation roll.' }),
  card('non-aggression-pact', 'Non-aggression Pact', { ap: 2, rp: 1, oval: { side: 'neutral', value: -1 }, type: 'status', effect: { kind: 'non-aggression-pact' }, text: 'War status −1.' }),
  card('blue-wing', 'The Blue Wing Flies', { ap: 3, rp: 0, oval: { side: 'highlord', value: 1 }, type: 'wing', side: 'highlord', effect: { kind: 'wing', highlord: 'kitiara', dragons: ['blue-dragons'] }, text: 'Kitiara and the blue dragons enter at the Dark Temple.' }),
  card('dark-temple', 'Dark Temple', { ap: 0, rp: 4, type: 'event', side: 'highlord', effect: { kind: 'dark-temple' }, text: 'The Dark Temple is raised: the Highlords may rebuild.' }),
  card('knights-charge', 'Knights Charge', { ap: 2, rp: 0, asterisk: true, type: 'combat-modifier', side: 'whitestone', timing: 'battle', effect: { kind: 'combat', drm: 1, when: 'attack' }, text: '+1 to the Whitestone attack.' }),
  card('whitestone-council', 'Whitestone Council', { era: 2, ap: 1, rp: 2, type: 'event', side: 'whitestone', effect: { kind: 'whitestone-council' }, text: 'The Whitestone may attack with several nations.' }),
  card('gnomish-engines', 'Gnomish Engines', { era: 3, ap: 2, rp: 3, type: 'event', side: 'either', effect: { kind: 'initiative', bonus: 1 }, text: '+1 to your initiative roll.' }),
];

export const PATHS: PathsRules = {
  cards: new Map(CARDS.map((c) => [c.id, c])),
  chart: {
    knightSquares: [16, 18, 20, 22, 24, 26, 28],
    vpBonus: [{ side: 'highlord', from: 12, to: 24, bonus: 1 }],
    eras: { 2: 15, 3: 30 },
    handSize: { 1: 5, 2: 6, 3: 7 },
    lateKnightBonus: 2,
  },
};

/** The hands both sides hold unless a test says otherwise; the rest of the cards are the pile, in this order. */
export const HANDS = { highlord: ['blue-wing', 'dark-temple', 'diplomatic-coup-1'], whitestone: ['fizban-appears', 'knights-charge', 'non-aggression-pact'] };

export function plState(overrides: Partial<PlState> = {}): PlState {
  const held = new Set([...HANDS.highlord, ...HANDS.whitestone]);
  const deck = newDeck(
    'Event',
    CARDS.map((c) => c.id).filter((id) => !held.has(id)),
  );
  return startingPl(PATHS, { ...deck, hands: { highlord: [...HANDS.highlord], whitestone: [...HANDS.whitestone] } }, overrides);
}

/** The Paths of the Lance scenario set up by the real module, with `pl` as given. */
export function plGame(pl: PlState = plState()) {
  const loaded = dragonsOfGlory();
  const setup = unwrap(loaded.module.setup({ scenarioId: 'paths-of-the-lance', options: {}, seats: ['highlord', 'whitestone'] }, new SeededDice('paths-view', 0)));
  const state: DogState = { ...setup, pl };
  return { ...loaded, state };
}
