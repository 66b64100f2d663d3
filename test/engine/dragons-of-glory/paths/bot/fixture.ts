import { newDeck } from '../../../../../src/engine/core/deck.ts';
import type { CardSpec } from '../../../../../src/engine/games/dragons-of-glory/paths/cards.ts';
import type { PathsRules } from '../../../../../src/engine/games/dragons-of-glory/paths/rules.ts';
import type { PlState } from '../../../../../src/engine/games/dragons-of-glory/paths/state.ts';
import type { DogState } from '../../../../../src/engine/games/dragons-of-glory/state.ts';
import type { Side } from '../../../../../src/engine/games/dragons-of-glory/units.ts';
import { startingPl } from '../fixture.ts';

/**
 * A small deck for the bot's card choices: one card of each kind the bot weighs, with the values
 * PL gives where it gives them (Fizban Appears: Whitestone war status, AP+RP 6) and ours elsewhere.
 */
function card(id: string, more: Partial<CardSpec> & Pick<CardSpec, 'effect' | 'type'>): CardSpec {
  return {
    id,
    title: id.split('-').map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' '),
    era: 1,
    ap: 1,
    rp: 1,
    oval: null,
    asterisk: false,
    side: 'either',
    timing: 'card-phase',
    text: 'A test card.',
    sources: { title: 'invented', values: 'invented' },
    ...more,
  };
}

export const CARDS: CardSpec[] = [
  card('blue-wing', { type: 'wing', side: 'highlord', ap: 2, rp: 2, effect: { kind: 'wing', highlord: 'kitiara', dragons: ['blue-dragon'] } }),
  card('dark-temple', { type: 'event', side: 'highlord', ap: 1, rp: 2, effect: { kind: 'dark-temple' } }),
  card('whitestone-council', { type: 'event', side: 'whitestone', ap: 1, rp: 2, effect: { kind: 'whitestone-council' } }),
  card('fizban-appears', { type: 'status', side: 'whitestone', ap: 3, rp: 3, oval: { side: 'whitestone', value: 2 }, sources: { title: 'paths-of-the-lance', values: 'paths-of-the-lance' }, effect: { kind: 'status' } }),
  card('fall-of-tarsis', { type: 'status', side: 'highlord', ap: 2, rp: 2, oval: { side: 'highlord', value: 1 }, effect: { kind: 'status' } }),
  card('zhakar-joins-the-war', { type: 'activation', ap: 3, rp: 3, effect: { kind: 'activation', nation: 'zhakar', highlord: 6, whitestone: 2 } }),
  card('kern-activation', { type: 'activation', ap: 1, rp: 2, effect: { kind: 'activation', nation: 'kern', highlord: 7, whitestone: 1 } }),
  card('thorbardin-activation', { type: 'activation', ap: 2, rp: 1, effect: { kind: 'activation', nation: 'thorbardin', highlord: 1, whitestone: 4 } }),
  card('diplomatic-coup-1', { type: 'event', timing: 'activation', ap: 1, rp: 1, asterisk: true, effect: { kind: 'diplomatic-coup', bonus: 2 } }),
  card('diplomatic-coup-2', { type: 'event', timing: 'activation', ap: 2, rp: 1, asterisk: true, effect: { kind: 'diplomatic-coup', bonus: 1 } }),
  card('everman-found', { type: 'event', ap: 1, rp: 1, effect: { kind: 'everman-found' } }),
  card('dragonlance', { type: 'event', side: 'whitestone', ap: 2, rp: 1, effect: { kind: 'dl11-event', event: 'dragonlance', value: 1 } }),
  card('ambush', { type: 'combat-modifier', timing: 'battle', ap: 2, rp: 0, asterisk: true, effect: { kind: 'combat', drm: 2, when: 'either' } }),
  card('shield-wall', { type: 'combat-modifier', timing: 'battle', side: 'whitestone', ap: 1, rp: 0, effect: { kind: 'combat', drm: 1, when: 'defence' } }),
  card('forced-march', { type: 'initiative-modifier', timing: 'initiative', ap: 1, rp: 1, effect: { kind: 'initiative', bonus: 2 } }),
  card('river-crossing', { type: 'assault-declaration', timing: 'movement', ap: 1, rp: 1, effect: { kind: 'assault', ignore: 'river' } }),
  card('non-aggression-pact', { type: 'event', ap: 1, rp: 1, oval: { side: 'neutral', value: -1 }, effect: { kind: 'non-aggression-pact' } }),
  // Cards whose event the other side plays: to the bot, only their points.
  card('refugees', { type: 'event', side: 'whitestone', ap: 1, rp: 3, effect: { kind: 'dl11-event', event: 'good-dragons-arrive', value: 0 }, timing: 'battle' }),
  card('levies', { type: 'event', side: 'highlord', ap: 3, rp: 1, effect: { kind: 'dl11-event', event: 'lord-soths-legion', value: 0 }, timing: 'battle' }),
];

export const PATHS: PathsRules = {
  cards: new Map(CARDS.map((c) => [c.id, c])),
  chart: {
    knightSquares: [16, 18, 20, 22, 24, 26, 28],
    vpBonus: [],
    eras: { 2: 15, 3: 30 },
    handSize: { 1: 5, 2: 6, 3: 7 },
    lateKnightBonus: 2,
  },
};

/** A PL state with every field at its start-of-game value, the hands given, the rest of the deck in the pile. */
export function plState(overrides: Partial<PlState> & { hands?: Partial<Record<Side, string[]>> } = {}): PlState {
  const { hands = {}, ...rest } = overrides;
  const held = new Set(Object.values(hands).flat());
  const deck = newDeck('Event', CARDS.map((c) => c.id).filter((id) => !held.has(id)));
  deck.hands = { highlord: hands.highlord ?? [], whitestone: hands.whitestone ?? [] };
  return startingPl(PATHS, deck, rest);
}

/** The neutral nations the fixture's activation cards name. */
export const NEUTRALS: DogState['nations'] = {
  zhakar: { allegiance: 'neutral', conquered: false },
  kern: { allegiance: 'neutral', conquered: false },
  thorbardin: { allegiance: 'neutral', conquered: false },
};

/** `base` played with cards: the PL state given, and the fixture's neutral nations beside its own. */
export function withCards(base: DogState, pl: PlState, phase: DogState['phase'] = base.phase, acting: Side = base.acting): DogState {
  return { ...base, phase, acting, nations: { ...NEUTRALS, ...base.nations }, pl };
}
