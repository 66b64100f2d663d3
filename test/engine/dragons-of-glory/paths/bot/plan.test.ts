import { describe, expect, it } from 'vitest';
import { openSealed } from '../../../../../src/engine/core/sealed.ts';
import { openWindow } from '../../../../../src/engine/core/standing.ts';
import { botToAct } from '../../../../../src/engine/games/dragons-of-glory/bot/acting.ts';
import { stacksToAttack } from '../../../../../src/engine/games/dragons-of-glory/bot/combat.ts';
import { freshMemo, planOrders } from '../../../../../src/engine/games/dragons-of-glory/bot/plan.ts';
import type { PlState } from '../../../../../src/engine/games/dragons-of-glory/paths/state.ts';
import type { DogState } from '../../../../../src/engine/games/dragons-of-glory/state.ts';
import type { Side } from '../../../../../src/engine/games/dragons-of-glory/units.ts';
import { botFront } from '../../bot/front.ts';
import { PATHS, plState, withCards } from './fixture.ts';

/**
 * The bot's orders in Paths of the Lance's steps, on the test front with the fixture's deck: who
 * it plays in the steps both sides play at once and in a question, and the orders it gives there.
 */

// Draconians 1 and the Ogres (12) at 0602a, Hobgoblins 1 (4) at 0703a, both beside Kender 1 (4) at 0702a.
const front = () => botFront({ 'draconians-1': '0602a', ogres: '0602a', 'hobgoblins-1': '0703a', 'kender-1': '0702a' }, []);
const f = front();
const rules = { ...f.rules, paths: PATHS };
const at = (pl: Partial<PlState> & { hands?: Partial<Record<Side, string[]>> }, phase: DogState['phase'], acting: Side = 'highlord', bot: Side[] = ['highlord', 'whitestone']): DogState => ({
  ...withCards(f.state, plState(pl), phase, acting),
  bot,
});

describe('who the bot plays (botToAct)', () => {
  it('answers a question put to its side, whoever is acting, and waits while a player is asked', () => {
    const window = openWindow({ seat: 'whitestone', prompt: 'Play a combat card against the attack on 0702a?', verb: 'react', silence: { card: 'pass' } });
    const question = { kind: 'combat-card' as const, window, pending: {} };
    expect(botToAct(at({ question }, 'combat', 'highlord'))).toBe('whitestone');
    expect(botToAct(at({ question }, 'combat', 'highlord', ['highlord']))).toBeUndefined();
  });

  it('plays each of its sides not yet ready in the rebuild and the discard', () => {
    expect(botToAct(at({}, 'rebuild'))).toBe('highlord');
    expect(botToAct(at({ ready: ['highlord'] }, 'rebuild'))).toBe('whitestone');
    expect(botToAct(at({ ready: ['whitestone'] }, 'discard', 'highlord', ['whitestone']))).toBeUndefined();
    expect(botToAct(at({}, 'discard', 'highlord', ['whitestone']))).toBe('whitestone');
  });

  it('seals the initiative cards of its sides still to seal', () => {
    const sealed = { ...openSealed('initiative card', ['highlord', 'whitestone']), choices: { highlord: null } };
    expect(botToAct(at({ initiativeCards: sealed }, 'initiative', 'highlord'))).toBe('whitestone');
    expect(botToAct(at({ initiativeCards: sealed }, 'initiative', 'highlord', ['highlord']))).toBeUndefined();
  });

  it('otherwise plays the side to act, as in DL11', () => {
    expect(botToAct(at({}, 'cards', 'whitestone', ['whitestone']))).toBe('whitestone');
    expect(botToAct(at({}, 'cards', 'highlord', ['whitestone']))).toBeUndefined();
  });
});

describe('the orders it gives with the cards', () => {
  it('begins with its card phase when it holds an event worth playing, the other phase as second choice', () => {
    expect(planOrders(rules, at({ hands: { highlord: ['blue-wing'] } }, 'action'), 'highlord')).toEqual([
      { verb: 'begin', phase: 'cards' },
      { verb: 'begin', phase: 'move' },
    ]);
  });

  it('plays its events in its card phase, then done', () => {
    expect(planOrders(rules, at({ hands: { highlord: ['levies', 'kern-activation', 'blue-wing'] } }, 'cards'), 'highlord')).toEqual([
      { verb: 'play', card: 'blue-wing' },
      { verb: 'play', card: 'kern-activation' },
      { verb: 'done' },
    ]);
  });

  it('in its movement, once nothing more moves, declares the assault points its attacks need: 2 stacks, Fizban Appears\'s 3 AP', () => {
    const s = at({ hands: { highlord: ['levies', 'fizban-appears'] } }, 'movement');
    expect(stacksToAttack(s, f.world, 'highlord')).toEqual(['0602a', '0703a']);
    const memo = { ...freshMemo(s), handled: new Set(['draconians-1', 'ogres', 'hobgoblins-1']) };
    expect(planOrders(rules, s, 'highlord', memo)).toEqual([{ verb: 'assault', card: 'fizban-appears' }, { verb: 'done' }]);
    // Declared already: nothing more.
    const declared = at({ ap: { points: 3, paid: [] }, hands: { highlord: ['levies'] } }, 'movement');
    expect(planOrders(rules, declared, 'highlord', { ...freshMemo(declared), handled: memo.handled })).toEqual([{ verb: 'done' }]);
  });

  it('attacks only with the stacks its points pay for, with its combat card', () => {
    const two = at({ ap: { points: 2, paid: [] }, hands: { highlord: ['ambush'] } }, 'combat');
    expect(planOrders(rules, two, 'highlord')).toEqual([
      { verb: 'attack', target: '0702a', with: ['draconians-1', 'ogres', 'hobgoblins-1'], card: 'ambush' },
      { verb: 'attack', target: '0702a', with: ['draconians-1', 'ogres', 'hobgoblins-1'] },
      { verb: 'done' },
    ]);
    // One point: the weaker stack (Hobgoblins 1, 4) stays out; 12 to 4 is still 3-1.
    const one = at({ ap: { points: 1, paid: [] } }, 'combat');
    expect(planOrders(rules, one, 'highlord')[0]).toEqual({ verb: 'attack', target: '0702a', with: ['draconians-1', 'ogres'] });
    // No point: no attack.
    expect(planOrders(rules, at({}, 'combat'), 'highlord')).toEqual([{ verb: 'done' }]);
  });

  it('answers a combat-card question with a defence card, else as the window\'s silence says', () => {
    const window = openWindow({ seat: 'whitestone', prompt: 'Play a combat card?', verb: 'react', silence: { card: 'pass' } });
    const question = { kind: 'combat-card' as const, window, pending: {} };
    expect(planOrders(rules, at({ question, hands: { whitestone: ['shield-wall'] } }, 'combat'), 'whitestone')).toEqual([
      { verb: 'react', card: 'shield-wall' },
      { verb: 'react', card: 'pass' },
    ]);
    expect(planOrders(rules, at({ question, hands: { whitestone: ['levies'] } }, 'combat'), 'whitestone')).toEqual([{ verb: 'react', card: 'pass' }]);
  });

  it('answers where Berem stands (its choice on a 9 or 10) as the window\'s silence says', () => {
    const window = openWindow({ seat: 'highlord', prompt: 'Berem: name a neutral city', verb: 'berem', silence: { place: 'first' } });
    const question = { kind: 'berem-place' as const, window, pending: {} };
    expect(planOrders(rules, at({ question, hands: { highlord: ['ambush'] } }, 'cards'), 'highlord')).toEqual([{ verb: 'berem', place: 'first' }]);
  });

  it('trades, rolls or passes in the event phase; plays its initiative card; discards the other side\'s war-status card', () => {
    const fizban = at({ eventCard: { card: 'fizban-appears', offers: ['whitestone'] }, hands: { whitestone: ['zhakar-joins-the-war'] } }, 'event', 'whitestone');
    expect(planOrders(rules, fizban, 'whitestone')).toEqual([{ verb: 'trade', card: 'zhakar-joins-the-war' }, { verb: 'pass' }]);
    expect(planOrders(rules, at({ hands: { highlord: ['forced-march'] } }, 'initiative'), 'highlord')).toEqual([{ verb: 'react', card: 'forced-march' }, { verb: 'react', card: 'pass' }]);
    expect(planOrders(rules, at({ hands: { highlord: ['fizban-appears', 'blue-wing'] } }, 'discard'), 'highlord')).toEqual([{ verb: 'discard', card: 'fizban-appears' }, { verb: 'done' }]);
    expect(planOrders(rules, at({ hands: { highlord: ['blue-wing'] } }, 'discard'), 'highlord')).toEqual([{ verb: 'done' }]);
  });
});

describe('rebuilding by the rules\' prices', () => {
  it('the Whitestone replenish the Hylo Guard in Kenderhome (2 RP) with their card worth least, and leave Kender 2 (4 RP) for want of points', () => {
    const f2 = botFront({ 'hylo-guard': '0205a', 'kender-1': '0702a', 'hobgoblins-1': '0602a' }, []);
    const r2 = { ...f2.rules, paths: PATHS };
    const base2 = withCards(f2.state, plState({ hands: { whitestone: ['levies', 'fall-of-tarsis', 'blue-wing'] } }), 'rebuild', 'whitestone');
    const s: DogState = {
      ...base2,
      bot: ['highlord', 'whitestone'],
      units: {
        ...base2.units,
        'hylo-guard': { ...base2.units['hylo-guard']!, depleted: true },
        'kender-2': { id: 'kender-2', at: null, off: 'eliminated', depleted: false },
      },
    };
    // RP it may spare: Levies 1, the Fall of Tarsis 2 (the Highlords' war status: worth −1 to it), the Blue Wing 2: 5 in all.
    expect(planOrders(r2, s, 'whitestone')).toEqual([{ verb: 'rebuild', cards: ['fall-of-tarsis'], counters: ['hylo-guard'] }, { verb: 'done' }]);
  });
});
