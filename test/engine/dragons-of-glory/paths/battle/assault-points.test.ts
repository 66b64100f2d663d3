import { describe, expect, it } from 'vitest';
import { attackOrders } from '../../../../../src/engine/games/dragons-of-glory/attacks/orders.ts';
import { assaultOrders } from '../../../../../src/engine/games/dragons-of-glory/paths/assault.ts';
import { battleAt, withHands } from './fixture.ts';

/**
 * PL "Using the Event Cards" 2: no attack without assault points. Each card's crossbows let that
 * many stacks attack; cards are declared for assault in the movement phase; any stack that moves
 * into combat uses one point. The public learns the points, never the card (CHECKLIST §2.6 34, 37).
 */

// Open ground in Vingaard: 3004a touches 2904a and 3104a with no river or mountain between.
const FRONT = { 'draconians-1': '2904a', 'draconians-2': '3104a', 'vingaard-infantry-1': '3004a' };

describe('PL Using the Event Cards 2: assault points', () => {
  it('each attacking stack, by the hex it attacks from, uses one AP: two stacks from two hexes need 2, one stack needs 1', () => {
    const g = battleAt(FRONT, withHands({}, { ap: { points: 1, paid: [] }, reactions: { highlord: 'pass', whitestone: 'pass' } }));
    const before = g.state;
    const both = g.play('highlord', { verb: 'attack', target: '3004a', with: '2904a, 3104a' });
    expect(both).toEqual({ ok: false, error: 'No attack without assault points: this attack needs 2 (from 2904a, 3104a) and 1 is left. Declare a card for AP with /assault during your movement.' });
    expect(g.state).toBe(before);

    const one = g.play('highlord', { verb: 'attack', target: '3004a', with: '2904a' }, 5);
    expect(one.ok).toBe(true);
    expect(g.state.pl!.ap).toEqual({ points: 1, paid: ['2904a'] });
    expect(g.state.attacked).toEqual(['draconians-1']);
    const texts = one.ok ? one.value.events.map((e) => e.text) : [];
    expect(texts).toContain('1 assault point spent on 3004a (from 2904a); 0 left.');
  });

  it('with 2 AP both stacks attack, and both hexes have paid for this phase', () => {
    const g = battleAt(FRONT, withHands({}, { ap: { points: 2, paid: [] }, reactions: { highlord: 'pass', whitestone: 'pass' } }));
    const fought = g.play('highlord', { verb: 'attack', target: '3004a', with: '2904a, 3104a' }, 5);
    expect(fought.ok).toBe(true);
    expect(g.state.pl!.ap).toEqual({ points: 2, paid: ['2904a', '3104a'] });
    expect(g.state.attacked).toEqual(['draconians-1', 'draconians-2']);
  });

  it('with no AP declared, no stack attacks, and nothing changes', () => {
    const g = battleAt(FRONT, withHands({ highlord: ['dragonfear'] }));
    const before = g.state;
    expect(g.play('highlord', { verb: 'attack', target: '3004a', with: '2904a', card: 'Dragonfear' })).toEqual({
      ok: false,
      error: 'No attack without assault points: this attack needs 1 (from 2904a) and none is left. Declare a card for AP with /assault during your movement.',
    });
    expect(g.state).toBe(before);
  });

  it('cards are declared for AP in the movement phase only: not in combat, not in the other side\'s movement', () => {
    const combat = battleAt(FRONT, withHands({ highlord: ['war-machines'] }));
    expect(combat.play('highlord', { verb: 'assault', card: 'war-machines' })).toEqual({ ok: false, error: 'Cards are declared for assault during your movement; it is the combat step.' });

    const theirs = battleAt(FRONT, withHands({ whitestone: ['war-machines'] }), { phase: 'movement', acting: 'highlord' });
    expect(theirs.play('whitestone', { verb: 'assault', card: 'war-machines' })).toEqual({ ok: false, error: "It is the Highlord side's movement; declare your cards in your own." });

    const mine = battleAt(FRONT, withHands({ highlord: ['war-machines', 'scouts'] }), { phase: 'movement' });
    expect(mine.play('highlord', { verb: 'assault', card: 'War Machines' }).ok).toBe(true);
    expect(mine.play('highlord', { verb: 'assault', card: 'scouts' }).ok).toBe(true);
    // War Machines has 3 crossbows and Scouts 1: 4 stacks may attack this phase; both cards are discarded.
    expect(mine.state.pl!.ap).toEqual({ points: 4, paid: [] });
    expect(mine.state.pl!.deck.discard).toEqual(['war-machines', 'scouts']);
    expect(mine.state.pl!.deck.hands.highlord).toEqual([]);
  });

  it('the public line gives the points and never the card; the private line to its holder names it', () => {
    const g = battleAt(FRONT, withHands({ highlord: ['war-machines', 'dragonfear'] }), { phase: 'movement' });
    const played = g.play('highlord', { verb: 'assault', card: 'war-machines' });
    expect(played.ok).toBe(true);
    const events = played.ok ? played.value.events : [];
    const open = events.filter((e) => e.visibleTo === 'all');
    expect(open.map((e) => e.text)).toEqual(['The Highlord side plays a card for 3 assault points (3 to spend this phase).']);
    for (const e of open) expect(`${e.text} ${JSON.stringify(e.data ?? {})}`).not.toMatch(/war.machines/i);
    const mine = events.filter((e) => Array.isArray(e.visibleTo) && e.visibleTo.includes('highlord'));
    expect(mine.map((e) => e.text)).toEqual(['You play War Machines for 3 assault points. In your hand: Dragonfear.']);
    expect(events.filter((e) => Array.isArray(e.visibleTo) && e.visibleTo.includes('whitestone'))).toEqual([]);
  });

  it('WE-PL-25 card exclusivity: a card played for AP is gone from the hand, and cannot also be its event', () => {
    const g = battleAt(FRONT, withHands({ highlord: ['siege-towers', 'masons', 'war-machines'] }), { phase: 'movement' });
    expect(g.play('highlord', { verb: 'assault', card: 'siege-towers' }).ok).toBe(true);
    expect(g.state.pl!.ap.points).toBe(2);
    expect(g.state.pl!.assault).toBeNull();
    expect(g.play('highlord', { verb: 'assault', card: 'siege-towers', as: 'event' })).toEqual({ ok: false, error: 'siege-towers is not in your hand.' });
    // A card without crossbows gives no AP; a card that is no assault declaration is not played as one in movement.
    expect(g.play('highlord', { verb: 'assault', card: 'masons' })).toEqual({ ok: false, error: 'Masons has no assault points; a card is played as one thing only, so play it another way.' });
    expect(g.play('highlord', { verb: 'assault', card: 'war-machines', as: 'event' })).toEqual({ ok: false, error: 'War Machines is not an assault declaration: in your movement a card is played for its AP (as:ap).' });
    expect(g.state.pl!.deck.hands.highlord).toEqual(['masons', 'war-machines']);
  });
});

describe('PL Using the Event Cards 2: what autocomplete offers', () => {
  it("/assault offers the side in its movement its own cards, and the other side nothing of that hand", () => {
    const g = battleAt(FRONT, withHands({ highlord: ['war-machines', 'siege-towers', 'masons'], whitestone: ['scouts'] }), { phase: 'movement' });
    const [assault] = assaultOrders(g.rules);
    expect(assault.legal!(g.state, 'highlord', {}).map((h) => h.label)).toEqual(['War Machines for 3 AP', 'Siege Towers for 2 AP', 'Siege Towers as an assault declaration']);
    expect(assault.legal!(g.state, 'whitestone', {})).toEqual([]);
  });

  it('/attack offers a stack that has not paid only while assault points are left', () => {
    const none = battleAt(FRONT, withHands({}));
    const [attack] = attackOrders(none.rules);
    expect(attack.legal!(none.state, 'highlord', {})).toEqual([]);
    const one = battleAt(FRONT, withHands({}, { ap: { points: 1, paid: [] } }));
    expect(attack.legal!(one.state, 'highlord', {}).map((h) => h.label).sort()).toEqual(['3004a from 2904a', '3004a from 3104a']);
  });
});

describe("DL11's own rules: no cards, no assault points", () => {
  it('without Paths of the Lance an attack costs no AP, and neither /assault nor a card in an attack is accepted', () => {
    const g = battleAt(FRONT, undefined);
    expect(g.play('highlord', { verb: 'attack', target: '3004a', with: '2904a', card: 'Dragonfear' })).toEqual({ ok: false, error: "Cards are played in Paths of the Lance; this game plays by DL11's own rules." });
    expect(g.play('highlord', { verb: 'attack', target: '3004a', with: '2904a, 3104a' }, 5).ok).toBe(true);
    const moving = battleAt(FRONT, undefined, { phase: 'movement' });
    expect(moving.play('highlord', { verb: 'assault', card: 'war-machines' })).toEqual({ ok: false, error: "Assault points are Paths of the Lance's; this game plays by DL11's own rules." });
  });
});
