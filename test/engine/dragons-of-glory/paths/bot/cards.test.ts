import { describe, expect, it } from 'vitest';
import {
  assaultCards,
  chooseAction,
  combatCard,
  discardChoice,
  eventPhaseChoice,
  eventsToPlay,
  eventWorth,
  fewestNeeded,
  initiativeCard,
  rebuildChoice,
} from '../../../../../src/engine/games/dragons-of-glory/bot/cards.ts';
import { botFront } from '../../bot/front.ts';
import { PATHS, plState, withCards } from './fixture.ts';

/**
 * The bot's card choices in Paths of the Lance, on the fixture's deck: events when they help,
 * trades only for more, assault and rebuild points paid with the cards worth least, whole cards,
 * none more than needed (PL "Using the Event Cards" 1-3).
 */
const base = botFront({ 'hobgoblins-1': '0602a', 'kender-1': '0702a' }, []).state;
const at = (pl: Parameters<typeof plState>[0], phase: Parameters<typeof withCards>[2] = 'cards') => withCards(base, plState(pl), phase);

describe('the card phase: events that help the bot', () => {
  it('the Highlords play their wing, Dark Temple and their own war-status card, and keep the rest', () => {
    const s = at({ hands: { highlord: ['blue-wing', 'dark-temple', 'fall-of-tarsis', 'levies', 'ambush'] } });
    expect(eventsToPlay(PATHS, s, 'highlord').map((p) => p.card)).toEqual(['blue-wing', 'dark-temple', 'fall-of-tarsis']);
  });

  it('Dark Temple played once is not played again; the Whitestone Council is the Whitestone\'s', () => {
    const s = at({ darkTemplePlayed: true, hands: { highlord: ['dark-temple', 'whitestone-council'], whitestone: ['whitestone-council', 'fizban-appears', 'dragonlance'] } });
    expect(eventsToPlay(PATHS, s, 'highlord')).toEqual([]);
    expect(eventsToPlay(PATHS, s, 'whitestone').map((p) => p.card)).toEqual(['whitestone-council', 'dragonlance', 'fizban-appears']);
  });

  it('plays an activation at an even chance or better: Kern at 7 for the Highlords, not Thorbardin at 1', () => {
    const s = at({ hands: { highlord: ['kern-activation', 'thorbardin-activation'] } });
    expect(eventsToPlay(PATHS, s, 'highlord')).toEqual([{ card: 'kern-activation' }]);
  });

  it('adds a Diplomatic Coup to an activation that needs it to reach 5: Thorbardin at 4 for the Whitestone, +1', () => {
    const s = at({ hands: { whitestone: ['thorbardin-activation', 'diplomatic-coup-2', 'kern-activation'] } });
    expect(eventsToPlay(PATHS, s, 'whitestone')).toEqual([{ card: 'thorbardin-activation', coup: 'diplomatic-coup-2' }]);
    // Without a coup, 4 is under an even chance: kept.
    expect(eventsToPlay(PATHS, at({ hands: { whitestone: ['thorbardin-activation'] } }), 'whitestone')).toEqual([]);
  });

  it('does not play an activation for a nation already in the war', () => {
    const s = { ...at({ hands: { highlord: ['kern-activation'] } }), nations: { ...at({}).nations, kern: { allegiance: 'highlord' as const, conquered: false } } };
    expect(eventsToPlay(PATHS, s, 'highlord')).toEqual([]);
  });

  it('plays Everman Found while Berem waits, and not once he is placed', () => {
    expect(eventsToPlay(PATHS, at({ hands: { highlord: ['everman-found'] } }), 'highlord')).toEqual([{ card: 'everman-found' }]);
    expect(eventsToPlay(PATHS, at({ berem: { status: 'placed', at: { q: 1, r: 1 } }, hands: { highlord: ['everman-found'] } }), 'highlord')).toEqual([]);
  });

  it('begins with cards when it holds an event worth playing, else moves; each phase once', () => {
    expect(chooseAction(PATHS, at({ hands: { highlord: ['blue-wing', 'levies'] } }, 'action'), 'highlord')).toBe('cards');
    expect(chooseAction(PATHS, at({ hands: { highlord: ['levies', 'ambush'] } }, 'action'), 'highlord')).toBe('move');
    expect(chooseAction(PATHS, at({ done: { highlord: ['move'], whitestone: [] }, hands: { highlord: ['levies'] } }, 'action'), 'highlord')).toBe('cards');
    expect(chooseAction(PATHS, at({ done: { highlord: ['cards'], whitestone: [] }, hands: { highlord: ['blue-wing'] } }, 'action'), 'highlord')).toBe('move');
  });
});

describe('the event phase', () => {
  it('takes Fizban Appears (its own war status, AP+RP 6) for Zhakar Joins the War, the card of total 6 it holds', () => {
    const s = at({ eventCard: { card: 'fizban-appears', offers: ['whitestone'] }, hands: { whitestone: ['zhakar-joins-the-war', 'dragonlance'] } }, 'event');
    expect(eventPhaseChoice(PATHS, s, 'whitestone')).toEqual({ verb: 'trade', card: 'zhakar-joins-the-war' });
  });

  it('trades only for a card worth more than the one it gives, of the same total', () => {
    // Dragonlance (its DL11 event, AP+RP 3) is worth more to the Whitestone than Refugees? Refugees is 4: no card of total 3 in hand.
    const none = at({ eventCard: { card: 'dragonlance', offers: ['whitestone'] }, hands: { whitestone: ['refugees', 'ambush'] } }, 'event');
    expect(eventPhaseChoice(PATHS, none, 'whitestone')).toEqual({ verb: 'pass' });
    // Diplomatic Coup 2 (total 3, no event for it in a card phase but worth 3) given for the Dragonlance (worth 5).
    const up = at({ eventCard: { card: 'dragonlance', offers: ['whitestone'] }, hands: { whitestone: ['diplomatic-coup-2', 'fizban-appears'] } }, 'event');
    expect(eventPhaseChoice(PATHS, up, 'whitestone')).toEqual({ verb: 'trade', card: 'diplomatic-coup-2' });
    // The Highlords are offered the Dragonlance: nothing to them, while their card of total 3 is a coup.
    const down = at({ eventCard: { card: 'dragonlance', offers: ['highlord'] }, hands: { highlord: ['diplomatic-coup-2'] } }, 'event');
    expect(eventPhaseChoice(PATHS, down, 'highlord')).toEqual({ verb: 'pass' });
  });

  it('rolls for a face-up activation card from number 3, with its best coup; passes under 3', () => {
    const kern = { eventCard: { card: 'kern-activation', offers: ['highlord' as const, 'whitestone' as const] }, hands: { highlord: ['diplomatic-coup-2', 'diplomatic-coup-1'], whitestone: ['diplomatic-coup-1'] } };
    expect(eventPhaseChoice(PATHS, at(kern, 'event'), 'highlord')).toEqual({ verb: 'roll', coup: 'diplomatic-coup-1' });
    // Kern is a 1 for the Whitestone.
    expect(eventPhaseChoice(PATHS, at(kern, 'event'), 'whitestone')).toEqual({ verb: 'pass' });
    // Thorbardin is a 4 for the Whitestone: it rolls without a coup.
    const thor = at({ eventCard: { card: 'thorbardin-activation', offers: ['whitestone'] }, hands: { whitestone: ['ambush'] } }, 'event');
    expect(eventPhaseChoice(PATHS, thor, 'whitestone')).toEqual({ verb: 'roll' });
  });
});

describe('assault points: whole cards, the least worth first, none not needed', () => {
  it('pays 2 AP with the other side\'s war-status card before its own cards', () => {
    // Fizban Appears (AP 3) in the Highlords' hand is worth −2 to them: it goes first and covers 2 alone.
    const s = at({ hands: { highlord: ['fizban-appears', 'levies', 'ambush'] } }, 'movement');
    expect(assaultCards(PATHS, s, 'highlord', 2)).toEqual(['fizban-appears']);
  });

  it('keeps the events it will play in its card phase for last, and gives back a card the total does not need', () => {
    // Fizban Appears (AP 3, worth −2 to the Highlords), Refugees (AP 1, the Whitestone's event: 0), the Blue Wing (AP 2, an event it means to play).
    const s = at({ hands: { highlord: ['blue-wing', 'refugees', 'fizban-appears'] } }, 'movement');
    expect(assaultCards(PATHS, s, 'highlord', 3)).toEqual(['fizban-appears']);
    expect(assaultCards(PATHS, s, 'highlord', 4)).toEqual(['fizban-appears', 'refugees']);
    // 5: 3 + 1 + 2 = 6 reaches it; then Refugees is not needed (3 + 2 = 5), the wing is.
    expect(assaultCards(PATHS, s, 'highlord', 5)).toEqual(['fizban-appears', 'blue-wing']);
  });

  it('declares nothing when no attack needs a point', () => {
    expect(assaultCards(PATHS, at({ hands: { highlord: ['levies'] } }, 'movement'), 'highlord', 0)).toEqual([]);
  });

  it('fewestNeeded gives back the most valuable card the total can spare', () => {
    const points: Record<string, number> = { a: 1, b: 1, c: 3 };
    const worth: Record<string, number> = { a: 0, b: 5, c: 1 };
    // In order a, b, c: 1+1+3 = 5 ≥ 3; b (worth 5) and then a are not needed once c is in.
    expect(fewestNeeded(['a', 'b', 'c'], (id) => points[id]!, 3, (id) => worth[id]!)).toEqual(['c']);
  });
});

describe('cards at the appropriate time', () => {
  it('adds its largest combat card to an attack, and a defence-only card only when defending', () => {
    const s = at({ hands: { whitestone: ['shield-wall', 'ambush'], highlord: ['levies'] } }, 'combat');
    expect(combatCard(PATHS, s, 'whitestone', 'attack')).toBe('ambush');
    expect(combatCard(PATHS, at({ hands: { whitestone: ['shield-wall'] } }, 'combat'), 'whitestone', 'attack')).toBeUndefined();
    expect(combatCard(PATHS, at({ hands: { whitestone: ['shield-wall'] } }, 'combat'), 'whitestone', 'defence')).toBe('shield-wall');
    expect(combatCard(PATHS, s, 'highlord', 'defence')).toBeUndefined();
  });

  it('plays an initiative card it holds at the roll', () => {
    expect(initiativeCard(PATHS, at({ hands: { highlord: ['forced-march', 'levies'] } }, 'initiative'), 'highlord')).toBe('forced-march');
    expect(initiativeCard(PATHS, at({ hands: { highlord: ['levies'] } }, 'initiative'), 'highlord')).toBeUndefined();
  });
});

describe('rebuild points', () => {
  const cost = (rp: Record<string, number>) => (id: string) => rp[id];

  it('the Highlords rebuild nothing before Dark Temple (PL I)', () => {
    const s = at({ hands: { highlord: ['levies'] } }, 'rebuild');
    expect(rebuildChoice(PATHS, s, 'highlord', ['hobgoblins-2'], cost({ 'hobgoblins-2': 1 }))).toEqual({ cards: [], counters: [] });
  });

  it('brings back the cheapest first, with the cards worth least and none not needed', () => {
    // RP: Fizban Appears 3 (worth −2 to the Highlords), Refugees 3 (0), the Non-aggression Pact 1 (1); Levies (its DL11 event) is kept. Budget 7.
    const s = at({ darkTemplePlayed: true, hands: { highlord: ['levies', 'refugees', 'fizban-appears', 'non-aggression-pact'] } }, 'rebuild');
    // Riders 2, then Ogres 3 (5); Hobgoblins 2 at 4 would make 9: left.
    const choice = rebuildChoice(PATHS, s, 'highlord', ['hobgoblins-2', 'ogres', 'riders'], cost({ 'hobgoblins-2': 4, ogres: 3, riders: 2 }));
    expect(choice).toEqual({ cards: ['fizban-appears', 'refugees'], counters: ['riders', 'ogres'] });
    // One counter of 3: Fizban Appears alone pays it.
    expect(rebuildChoice(PATHS, s, 'highlord', ['ogres'], cost({ ogres: 3 }))).toEqual({ cards: ['fizban-appears'], counters: ['ogres'] });
  });

  it('plays no card when nothing can come back', () => {
    const s = at({ hands: { whitestone: ['refugees'] } }, 'rebuild');
    expect(rebuildChoice(PATHS, s, 'whitestone', ['elves'], () => undefined)).toEqual({ cards: [], counters: [] });
  });
});

describe('the discard', () => {
  it('discards the other side\'s war-status card first', () => {
    expect(discardChoice(PATHS, at({ hands: { highlord: ['levies', 'fizban-appears', 'blue-wing'] } }, 'discard'), 'highlord')).toBe('fizban-appears');
  });

  it('else a small card with no event for it, else none', () => {
    // Refugees: AP+RP 4, the Whitestone's event: nothing to the Highlords.
    expect(discardChoice(PATHS, at({ hands: { highlord: ['refugees', 'blue-wing'] } }, 'discard'), 'highlord')).toBe('refugees');
    expect(discardChoice(PATHS, at({ hands: { highlord: ['blue-wing', 'kern-activation'] } }, 'discard'), 'highlord')).toBeUndefined();
  });

  it('weighs a card of the other side\'s oval at minus its value', () => {
    expect(eventWorth(PATHS, at({}), 'highlord', 'fizban-appears')).toBe(-2);
    expect(eventWorth(PATHS, at({}), 'whitestone', 'fall-of-tarsis')).toBe(-1);
  });
});
