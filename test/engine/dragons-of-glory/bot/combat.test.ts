import { describe, expect, it } from 'vitest';
import { planOrders } from '../../../../src/engine/games/dragons-of-glory/bot/plan.ts';
import { botFront } from './front.ts';

/**
 * The bot's combat step (DL11 Rule 7 read through the CRT): it attacks where its adjacent stacks
 * reach 2-1 with no net penalty on the die, or 3-2 against a stack that cannot retreat, and
 * nowhere else. The Highlords are the bot's here; the numbers are the counters' on the front.
 */
describe('the bot attacks at good odds and not at bad', () => {
  it('attacks at 2-1: Hobgoblins 1 (4) and Draconians 1 (6) against Kender 1 (4) in the open, 10 to 4', () => {
    const f = botFront({ 'hobgoblins-1': '0602a', 'draconians-1': '0602a', 'kender-1': '0702a' }, ['whitestone']);
    expect(planOrders(f.rules, f.at1('combat', 'highlord'), 'highlord')).toEqual([
      { verb: 'attack', target: '0702a', with: ['hobgoblins-1', 'draconians-1'] },
      { verb: 'done' },
    ]);
  });

  it('does not attack at 2-3: Hobgoblins 1 (4) against the Elves (5)', () => {
    const f = botFront({ 'hobgoblins-1': '0602a', elves: '0702a' }, ['whitestone']);
    expect(planOrders(f.rules, f.at1('combat', 'highlord'), 'highlord')).toEqual([{ verb: 'done' }]);
  });

  it('does not attack at 2-1 when the die would be modified against it: kender in the forest defend at −1', () => {
    const f = botFront({ 'hobgoblins-1': '0402a', 'draconians-1': '0402a', 'kender-1': '0403a' }, ['whitestone']);
    expect(planOrders(f.rules, f.at1('combat', 'highlord'), 'highlord')).toEqual([{ verb: 'done' }]);
  });

  it('attacks at 3-2 a stack with nowhere to retreat, and not one that can', () => {
    // Kender 1 at 0202a: the sea at 0201a and 0102a, the Draconians' zone over 0301a and 0303a, the Hobgoblins' over 0203a.
    const trapped = botFront({ 'draconians-1': '0302a', 'hobgoblins-1': '0204a', 'kender-1': '0202a' }, ['whitestone']);
    expect(planOrders(trapped.rules, trapped.at1('combat', 'highlord'), 'highlord')).toEqual([
      { verb: 'attack', target: '0202a', with: ['draconians-1'] },
      { verb: 'done' },
    ]);
    const open = botFront({ 'draconians-1': '0302a', 'kender-1': '0202a' }, ['whitestone']);
    expect(planOrders(open.rules, open.at1('combat', 'highlord'), 'highlord')).toEqual([{ verb: 'done' }]);
  });

  it('keeps back a stack the battle does not need, for another battle', () => {
    // Draconians 1 (6) and the Ogres (6) make 12 to Kender 1's 4: 3-1. Hobgoblins 1, depleted (2), would make 14 to 4: still 3-1, so it stays out.
    const f = botFront({ 'draconians-1': '0602a', ogres: '0602a', 'hobgoblins-1': '0703a', 'kender-1': '0702a' }, ['whitestone']);
    const state = f.at1('combat', 'highlord');
    const depleted = { ...state, units: { ...state.units, 'hobgoblins-1': { ...state.units['hobgoblins-1']!, depleted: true } } };
    expect(planOrders(f.rules, depleted, 'highlord')[0]).toEqual({ verb: 'attack', target: '0702a', with: ['draconians-1', 'ogres'] });
    // Undepleted (4) it makes 16 to 4, 4-1: it joins.
    expect(planOrders(f.rules, state, 'highlord')[0]).toEqual({ verb: 'attack', target: '0702a', with: ['draconians-1', 'ogres', 'hobgoblins-1'] });
  });

  it('advances into a fortified place its battle emptied', () => {
    const f = botFront({ 'draconians-1': '0104a', 'hobgoblins-1': '0204a' }, ['whitestone']);
    const state = { ...f.at1('combat', 'highlord'), advance: { hex: f.world.map.parse('0205a')!, units: ['draconians-1'] } };
    expect(planOrders(f.rules, state, 'highlord')[0]).toEqual({ verb: 'advance', with: ['all'] });
  });

  it('does not advance into an open hex that leads away from the enemy places', () => {
    // From 0602a, Hylo Keep (0707a) is 5 hexes away; 0601a, emptied, is 6.
    const f = botFront({ 'draconians-1': '0602a', 'hylo-guard': '0707a' }, ['whitestone']);
    const state = { ...f.at1('combat', 'highlord'), advance: { hex: f.world.map.parse('0601a')!, units: ['draconians-1'] } };
    expect(planOrders(f.rules, state, 'highlord')).toEqual([{ verb: 'done' }]);
    // Toward it, 0603a (4 hexes from the Keep), it advances.
    const forward = { ...state, advance: { hex: f.world.map.parse('0603a')!, units: ['draconians-1'] } };
    expect(planOrders(f.rules, forward, 'highlord')[0]).toEqual({ verb: 'advance', with: ['all'] });
  });
});

describe('the bot taunts with its kender (Rule 10)', () => {
  it('the Whitestone bot taunts the strongest enemy stack beside its kender', () => {
    const f = botFront({ 'kender-1': '0505a', 'hobgoblins-1': '0404a', 'draconians-1': '0506a' }, ['highlord']);
    expect(planOrders(f.rules, f.at1('taunt', 'whitestone'), 'whitestone')).toEqual([
      { verb: 'taunt', kender: '0505a', target: '0506a' },
      { verb: 'taunt', kender: '0505a', target: '0404a' },
      { verb: 'done' },
    ]);
  });
});
