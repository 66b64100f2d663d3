import { describe, expect, it } from 'vitest';
import { distance } from '../../../../src/engine/hex/hex.ts';
import { planOrders, freshMemo } from '../../../../src/engine/games/dragons-of-glory/bot/plan.ts';
import { botFront } from './front.ts';

/**
 * The bot's movement on the test front: Throtl (0502a) is the Highlords' capital, a fortified city;
 * Kenderhome (0205a) Hylo's, Hylo Keep (0707a) a fortress of Hylo.
 */
describe('the bot keeps its capital and advances on the enemy', () => {
  it('keeps Hobgoblins 1 in Throtl while the Elves (MA 5) stand 3 hexes away, within a move and an attack', () => {
    const f = botFront({ 'hobgoblins-1': '0502a', elves: '0505a' }, ['whitestone']);
    expect(planOrders(f.rules, f.at1('movement', 'highlord'), 'highlord')).toEqual([{ verb: 'done' }]);
  });

  it('leaves Throtl when no enemy army could reach it: Kender 1 (MA 3) is 5 hexes away', () => {
    const f = botFront({ 'hobgoblins-1': '0502a', 'kender-1': '0507a' }, ['whitestone']);
    const [first] = planOrders(f.rules, f.at1('movement', 'highlord'), 'highlord');
    expect(first).toMatchObject({ verb: 'move', units: ['hobgoblins-1'] });
  });

  it('sends the nearest army into its empty threatened capital', () => {
    const f = botFront({ 'hobgoblins-2': '0602a', ogres: '0802a', elves: '0505a' }, ['whitestone']);
    expect(planOrders(f.rules, f.at1('movement', 'highlord'), 'highlord')[0]).toEqual({ verb: 'move', units: ['hobgoblins-2'], to: '0502a' });
  });

  it('a threatened place keeps its strongest army; the other may go', () => {
    const f = botFront({ ogres: '0502a', 'hobgoblins-1': '0502a', elves: '0505a' }, ['whitestone']);
    const [first] = planOrders(f.rules, f.at1('movement', 'highlord'), 'highlord');
    expect(first).toMatchObject({ verb: 'move', units: ['hobgoblins-1'] });
  });

  it('an army with nothing to defend ends its move nearer the nearest enemy place (Hylo Keep, 0707a)', () => {
    const f = botFront({ 'draconians-1': '0801a' }, ['whitestone']);
    const state = f.at1('movement', 'highlord');
    const [first] = planOrders(f.rules, state, 'highlord');
    expect(first).toMatchObject({ verb: 'move', units: ['draconians-1'] });
    const to = f.world.map.parse((first as { to: string }).to)!;
    const keep = f.world.map.parse('0707a')!;
    expect(distance(f.world.map.parse('0801a')!, keep)).toBe(6);
    expect(distance(to, keep)).toBeLessThan(6);
  });

  it('plans each group once a step: after its moves are refused the bot goes on to the next group, then ends', () => {
    const f = botFront({ 'draconians-1': '0801a', 'hobgoblins-1': '0901a' }, ['whitestone']);
    const state = f.at1('movement', 'highlord');
    const memo = freshMemo(state);
    const first = planOrders(f.rules, state, 'highlord', memo);
    const second = planOrders(f.rules, state, 'highlord', memo);
    expect(first[0]).toMatchObject({ units: ['draconians-1'] });
    expect(second[0]).toMatchObject({ units: ['hobgoblins-1'] });
    expect(planOrders(f.rules, state, 'highlord', memo)).toEqual([{ verb: 'done' }]);
  });
});

describe('the bot chooses to move first', () => {
  it('holding the initiative, it goes first', () => {
    const f = botFront({ 'hobgoblins-1': '0502a' }, ['whitestone']);
    expect(planOrders(f.rules, f.at1('initiative', 'highlord'), 'highlord')[0]).toEqual({ verb: 'go', when: 'first' });
  });
});
