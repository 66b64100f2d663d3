import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../../../src/engine/core/dice.ts';
import { windowDecision, windowDefault } from '../../../../../src/engine/core/standing.ts';
import { answerCombatCard } from '../../../../../src/engine/games/dragons-of-glory/paths/battle-cards.ts';
import type { PlState } from '../../../../../src/engine/games/dragons-of-glory/paths/state.ts';
import { battleAt, withHands } from './fixture.ts';

/**
 * PL "Using the Event Cards" 1: combat modifiers and assault declarations are played "at the
 * appropriate time". The attacker names its combat card with the attack; the defender is asked by
 * DM, pass by default, whenever it asked to be asked and holds any card (CHECKLIST §2.1 item 9).
 */

// One draconian army (6) against one Vingaard army (4) on open ground: 3-2, no modifier of the map.
const FRONT = { 'draconians-1': '2904a', 'vingaard-infantry-1': '3004a' };
const PAID = { ap: { points: 1, paid: [] } };
const battleRoll = (events: ReadonlyArray<{ type: string; rolls?: unknown[] }>) => events.find((e) => e.type === 'battle')?.rolls?.[0];

describe('PL Using the Event Cards 1: combat cards', () => {
  it("the attacker's combat card adds its DRM to the battle's die: Dragonfear +2 turns a 5 into 7", () => {
    const g = battleAt(FRONT, withHands({ highlord: ['dragonfear'] }, { ...PAID, reactions: { highlord: 'ask', whitestone: 'pass' } }));
    const fought = g.play('highlord', { verb: 'attack', target: '3004a', with: '2904a', card: 'Dragonfear' }, 5);
    expect(fought.ok).toBe(true);
    const events = fought.ok ? fought.value.events : [];
    expect(battleRoll(events)).toMatchObject({ face: 5, column: '3-2', modifiers: [{ label: "Dragonfear (attacker's card)", value: 2 }], total: 7 });
    // Played as an event, it is named in public and removed from the game (no asterisk).
    expect(events.find((e) => e.type === 'combat-card')).toMatchObject({ visibleTo: 'all', text: "The Highlord side plays Dragonfear with its attack on 3004a: 2 in its favour on the battle's roll." });
    expect(g.state.pl!.removed).toEqual(['dragonfear']);
    expect(g.state.pl!.deck.discard).toEqual([]);
  });

  it('a card that is no combat card, or not one for attacking, goes with no attack; nothing is spent', () => {
    const g = battleAt(FRONT, withHands({ highlord: ['masons', 'shield-wall'] }, PAID));
    const before = g.state;
    expect(g.play('highlord', { verb: 'attack', target: '3004a', with: '2904a', card: 'masons' })).toEqual({ ok: false, error: 'Masons is not a combat card: only combat cards are played in a battle.' });
    expect(g.play('highlord', { verb: 'attack', target: '3004a', with: '2904a', card: 'shield wall' })).toEqual({ ok: false, error: "Shield Wall is the Whitestone side's to play as an event." });
    expect(g.state).toBe(before);
  });

  it("the defender's window opens when it asks to be asked and holds a card, and nothing is fought until it answers", () => {
    const g = battleAt(FRONT, withHands({ highlord: ['dragonfear'], whitestone: ['shield-wall'] }, PAID));
    const declared = g.play('highlord', { verb: 'attack', target: '3004a', with: '2904a', card: 'dragonfear' });
    expect(declared.ok).toBe(true);
    const question = g.state.pl!.question!;
    expect(question).toMatchObject({ kind: 'combat-card', window: { seat: 'whitestone', prompt: 'The Highlords attack 3004a: play a combat card? (pass if not)', verb: 'react', silence: { verb: 'react', card: 'pass' } } });
    expect(windowDecision(question.window)).toMatchObject({ seat: 'whitestone', secret: true, verb: 'react' });
    expect(g.state.attacked).toEqual([]);
    expect(g.state.units['vingaard-infantry-1']).toMatchObject({ depleted: false, at: g.world.map.parse('3004a') });
    expect(g.state.pl!.ap.paid).toEqual(['2904a']);
    expect(declared.ok && declared.value.events.some((e) => e.type === 'battle')).toBe(false);
    // While it waits, no other battle is declared.
    const waiting = g.state;
    expect(g.play('highlord', { verb: 'attack', target: '3004a', with: '2904a' })).toEqual({ ok: false, error: 'First answer: The Highlords attack 3004a: play a combat card? (pass if not)' });
    expect(g.state).toBe(waiting);
  });

  it("the defender's card counts for the defence: Shield Wall's 2 takes Dragonfear's 5+2 down to 5", () => {
    const g = battleAt(FRONT, withHands({ highlord: ['dragonfear'], whitestone: ['shield-wall'] }, PAID));
    expect(g.play('highlord', { verb: 'attack', target: '3004a', with: '2904a', card: 'dragonfear' }).ok).toBe(true);
    const answered = answerCombatCard(g.state, 'whitestone', 'Shield Wall', new SeededDice('battle', 0, [5]), g.rules);
    expect(answered.ok).toBe(true);
    const events = answered.ok ? answered.value.events : [];
    expect(battleRoll(events)).toMatchObject({
      face: 5,
      modifiers: [
        { label: "Dragonfear (attacker's card)", value: 2 },
        { label: "Shield Wall (defender's card)", value: -2 },
      ],
      total: 5,
    });
    const after = answered.ok ? answered.value.state : g.state;
    expect(after.pl!.question).toBeNull();
    expect(after.pl!.removed).toEqual(['dragonfear', 'shield-wall']);
    expect(after.attacked).toEqual(['draconians-1']);
  });

  it('a combat card with an asterisk is discarded, not removed from the game', () => {
    const g = battleAt(FRONT, withHands({ whitestone: ['valour'] }, PAID));
    expect(g.play('highlord', { verb: 'attack', target: '3004a', with: '2904a' }).ok).toBe(true);
    const answered = answerCombatCard(g.state, 'whitestone', 'valour', new SeededDice('battle', 0, [6]), g.rules);
    expect(answered.ok && battleRoll(answered.value.events)).toMatchObject({ face: 6, modifiers: [{ label: "Valour (defender's card)", value: -1 }], total: 5 });
    expect(answered.ok && answered.value.state.pl!).toMatchObject({ removed: [], deck: { discard: ['valour'] } });
  });

  it("the window's default, pass, fights the battle with the attacker's card alone", () => {
    const g = battleAt(FRONT, withHands({ highlord: ['dragonfear'], whitestone: ['shield-wall'] }, PAID));
    expect(g.play('highlord', { verb: 'attack', target: '3004a', with: '2904a', card: 'dragonfear' }).ok).toBe(true);
    const silence = windowDefault<{ verb: string; card: string }>(g.state.pl!.question!.window);
    expect(silence).toEqual({ verb: 'react', card: 'pass' });
    const answered = answerCombatCard(g.state, 'whitestone', silence.card, new SeededDice('battle', 0, [5]), g.rules);
    expect(answered.ok).toBe(true);
    expect(answered.ok && battleRoll(answered.value.events)).toMatchObject({ modifiers: [{ label: "Dragonfear (attacker's card)", value: 2 }], total: 7 });
    expect(answered.ok && answered.value.state.pl!.question).toBeNull();
    expect(answered.ok && answered.value.state.pl!.deck.hands.whitestone).toEqual(['shield-wall']);
  });

  it('no window when the defender said pass, nor when its hand is empty: the battle is fought at once', () => {
    const passing = battleAt(FRONT, withHands({ whitestone: ['shield-wall'] }, { ...PAID, reactions: { highlord: 'ask', whitestone: 'pass' } }));
    const fought = passing.play('highlord', { verb: 'attack', target: '3004a', with: '2904a' }, 5);
    expect(fought.ok && battleRoll(fought.value.events)).toMatchObject({ face: 5, total: 5 });
    expect(passing.state.pl!.question).toBeNull();

    const empty = battleAt(FRONT, withHands({}, PAID));
    const fought2 = empty.play('highlord', { verb: 'attack', target: '3004a', with: '2904a' }, 5);
    expect(fought2.ok && battleRoll(fought2.value.events)).toMatchObject({ face: 5, total: 5 });
    expect(empty.state.pl!.question).toBeNull();
  });

  it('a wrong answer is one line and changes nothing: the attacker, a card not held, not a combat card, not for defending', () => {
    const g = battleAt(FRONT, withHands({ highlord: ['dragonfear'], whitestone: ['masons', 'siege-towers'] }, PAID));
    expect(g.play('highlord', { verb: 'attack', target: '3004a', with: '2904a' }).ok).toBe(true);
    const asked = g.state;
    const dice = () => new SeededDice('battle', 0, [5]);
    expect(answerCombatCard(asked, 'highlord', 'dragonfear', dice(), g.rules)).toEqual({ ok: false, error: "The battle waits on the Whitestone side's answer, not yours." });
    expect(answerCombatCard(asked, 'whitestone', 'shield-wall', dice(), g.rules)).toEqual({ ok: false, error: 'shield-wall is not in your hand.' });
    expect(answerCombatCard(asked, 'whitestone', 'masons', dice(), g.rules)).toEqual({ ok: false, error: 'Masons is not a combat card: only combat cards are played in a battle.' });
    expect(answerCombatCard(asked, 'whitestone', 'siege-towers', dice(), g.rules)).toEqual({ ok: false, error: 'Siege Towers is not a combat card: only combat cards are played in a battle.' });
    expect(g.state).toBe(asked);
    expect(answerCombatCard({ ...asked, pl: { ...asked.pl!, question: null } }, 'whitestone', 'pass', dice(), g.rules)).toEqual({ ok: false, error: 'No battle waits on a combat card now.' });
  });

  it("a combat card is played on its side and at its moment: another side's card, an attacking card in defence, a defending card in attack", () => {
    const g = battleAt(FRONT, withHands({ highlord: ['hold-fast'], whitestone: ['dragonfear', 'charge'] }, PAID));
    const before = g.state;
    expect(g.play('highlord', { verb: 'attack', target: '3004a', with: '2904a', card: 'hold fast' })).toEqual({ ok: false, error: 'Hold Fast is played defending, not attacking.' });
    expect(g.state).toBe(before);
    expect(g.play('highlord', { verb: 'attack', target: '3004a', with: '2904a' }).ok).toBe(true);
    const asked = g.state;
    expect(answerCombatCard(asked, 'whitestone', 'dragonfear', new SeededDice('battle', 0, [5]), g.rules)).toEqual({ ok: false, error: "Dragonfear is the Highlord side's to play as an event." });
    expect(answerCombatCard(asked, 'whitestone', 'charge', new SeededDice('battle', 0, [5]), g.rules)).toEqual({ ok: false, error: 'Charge is played attacking, not defending.' });
  });

  it('the window tells the attacker nothing: with a combat card or without one, a pass gives the same battle, the same lines', () => {
    const run = (hand: string[]) => {
      const pl: PlState = withHands({ whitestone: hand }, PAID);
      const g = battleAt(FRONT, pl);
      const declared = g.play('highlord', { verb: 'attack', target: '3004a', with: '2904a' });
      const answered = answerCombatCard(g.state, 'whitestone', 'pass', new SeededDice('battle', 0, [5]), g.rules);
      if (!declared.ok || !answered.ok) throw new Error('the attack or the pass was refused');
      const open = [...declared.value.events, ...answered.value.events].filter((e) => e.visibleTo === 'all').map((e) => e.text);
      const s = answered.value.state;
      return { asked: g.state.pl!.question !== null, open, units: s.units, lost: s.lost, battles: s.battles };
    };
    const holding = run(['shield-wall']);
    const without = run(['masons']);
    expect(holding.open.some((t) => t.startsWith('Battle for 3004a'))).toBe(true);
    expect(without).toEqual(holding);
  });
});

describe('PL Using the Event Cards 1: assault declarations', () => {
  it("an assault declaration for terrain: the next battle ignores the fortress's −4, then it is spent", () => {
    // Thelgaard (2421a), a fortress on clear ground, held by Solamnic knights; draconians at 2420a.
    const at = { 'draconians-1': '2420a', 'draconians-2': '2420a', 'solanthus-knights-1': '2421a' };
    const plain = battleAt(at, withHands({}, PAID));
    const without = plain.play('highlord', { verb: 'attack', target: '2421a', with: '2420a' }, 6);
    expect(without.ok && battleRoll(without.value.events)).toMatchObject({ modifiers: [{ label: 'fortress', value: -4 }], total: 2 });

    const g = battleAt(at, withHands({ highlord: ['siege-towers', 'war-machines'] }), { phase: 'movement' });
    const declared = g.play('highlord', { verb: 'assault', card: 'Siege Towers', as: 'event' });
    expect(declared.ok && declared.value.events.filter((e) => e.visibleTo === 'all').map((e) => e.text)).toEqual([
      "The Highlord side plays Siege Towers as an assault declaration: its next battle this phase ignores the defender's terrain and fortifications.",
    ]);
    expect(g.state.pl!).toMatchObject({ assault: { side: 'highlord', ignore: 'terrain', card: 'siege-towers' }, removed: ['siege-towers'], ap: { points: 0 } });
    expect(g.play('highlord', { verb: 'assault', card: 'war-machines' }).ok).toBe(true);
    g.state = { ...g.state, phase: 'combat' };
    const fought = g.play('highlord', { verb: 'attack', target: '2421a', with: '2420a' }, 6);
    expect(fought.ok && battleRoll(fought.value.events)).toMatchObject({ modifiers: [], total: 6 });
    expect(g.state.pl!.assault).toBeNull();
  });

  it('an assault declaration for rivers lifts the −4 of a river crossing; with an asterisk it is discarded', () => {
    // 1808b and 1908b: clear ground with a river between.
    const at = { 'draconians-1': '1808b', 'vingaard-infantry-1': '1908b' };
    const plain = battleAt(at, withHands({}, PAID));
    const without = plain.play('highlord', { verb: 'attack', target: '1908b', with: '1808b' }, 8);
    expect(without.ok && battleRoll(without.value.events)).toMatchObject({ modifiers: [{ label: 'across a river', value: -4 }], total: 4 });

    const g = battleAt(at, withHands({ highlord: ['bridging-party'] }, PAID), { phase: 'movement' });
    expect(g.play('highlord', { verb: 'assault', card: 'bridging party', as: 'event' }).ok).toBe(true);
    expect(g.state.pl!).toMatchObject({ removed: [], deck: { discard: ['bridging-party'] } });
    g.state = { ...g.state, phase: 'combat' };
    const fought = g.play('highlord', { verb: 'attack', target: '1908b', with: '1808b' }, 8);
    expect(fought.ok && battleRoll(fought.value.events)).toMatchObject({ modifiers: [], total: 8 });
  });

  it("an assault declaration is its side's own: a Highlord card is not the Whitestone's, and one waits at a time", () => {
    const g = battleAt(FRONT, withHands({ whitestone: ['siege-towers'], highlord: ['siege-towers', 'bridging-party'] }), { phase: 'movement', acting: 'whitestone' });
    expect(g.play('whitestone', { verb: 'assault', card: 'siege-towers', as: 'event' })).toEqual({ ok: false, error: "Siege Towers is the Highlord side's to play as an event." });
    g.state = { ...g.state, acting: 'highlord' };
    expect(g.play('highlord', { verb: 'assault', card: 'siege-towers', as: 'event' }).ok).toBe(true);
    expect(g.play('highlord', { verb: 'assault', card: 'bridging-party', as: 'event' })).toEqual({ ok: false, error: 'An assault declaration waits already for your next battle (Siege Towers).' });
  });
});
