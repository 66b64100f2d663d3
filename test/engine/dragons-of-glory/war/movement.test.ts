import { describe, expect, it } from 'vitest';
import { frontAt } from './world.ts';

/**
 * DL11 Rules 5 and 6 on the test front (world.ts): terrain costs, rivers and mountain sides,
 * zones of control, stacking, flight. Each test names its rule and uses the rule's numbers.
 */
describe('DL11 Rule 5: ground movement', () => {
  it('Rule 5: clear ground costs 1 a hex, so infantry of MA 3 walks 3 hexes and no further', () => {
    const g = frontAt({ 'hobgoblins-1': '0502a' });
    expect(g.play('highlord', { verb: 'move', units: ['hobgoblins-1'], to: '0202a' }).ok).toBe(true);
    expect(g.at('hobgoblins-1')).toBe('0202a');
    expect(g.state.spent['hobgoblins-1']).toBe(3);
    const g2 = frontAt({ 'hobgoblins-1': '0502a' });
    const refused = g2.play('highlord', { verb: 'move', units: ['hobgoblins-1'], to: '0102a' });
    expect(refused).toMatchObject({ ok: false, error: expect.stringMatching(/^0102a is out of reach with 3 movement points/) });
    expect(g2.at('hobgoblins-1')).toBe('0502a');
  });

  it('Rule 5: forest costs 2, but 1 for elves and kender', () => {
    const g = frontAt({ 'hobgoblins-1': '0203a', elves: '0404a' }, { allegiance: { throtyl: 'highlord', dragonarmy: 'highlord', hylo: 'highlord' } });
    // 0303a and 0403a are forest: hobgoblins pay 2 + 2 = 4 > 3.
    expect(g.play('highlord', { verb: 'move', units: ['Hobgoblins 1 0303a'], to: '0403a' })).toMatchObject({ ok: false, error: 'That path costs 4 movement points; they have 3.' });
    expect(g.play('highlord', { verb: 'move', units: ['elves 0304a 0303a'], to: '0403a' }).ok).toBe(true);
    expect(g.state.spent.elves).toBe(3);
  });

  it('Rule 5: a hex entered across a river costs 2; a bridge carries a deep river at no extra cost, and a deep river is closed elsewhere', () => {
    const g = frontAt({ 'hobgoblins-1': '0504a', 'hobgoblins-2': '0904a', 'hobgoblins-3': '0804a' });
    expect(g.play('highlord', { verb: 'move', units: ['0504a'], to: '0505a' }).ok).toBe(true);
    expect(g.state.spent['hobgoblins-1']).toBe(2);
    expect(g.play('highlord', { verb: 'move', units: ['0904a'], to: '0905a' }).ok).toBe(true);
    expect(g.state.spent['hobgoblins-2']).toBe(1);
    expect(g.play('highlord', { verb: 'move', units: ['hobgoblins-3 0805a'], to: '0805a' })).toMatchObject({ ok: false, error: expect.stringMatching(/cannot cross there \(clear, across a deep-river\)/) });
  });

  it('Rule 5: a mountain side is closed to armies but dwarves and ogres, who pay 1 more', () => {
    const g = frontAt({ 'hobgoblins-1': '0403a', ogres: '0403a' });
    expect(g.play('highlord', { verb: 'move', units: ['hobgoblins-1 0404a'], to: '0404a' })).toMatchObject({ ok: false, error: expect.stringMatching(/Hobgoblins 1 cannot cross there \(clear, across a mountain-side\)/) });
    expect(g.play('highlord', { verb: 'move', units: ['ogres'], to: '0404a' }).ok).toBe(true);
    expect(g.state.spent.ogres).toBe(2);
  });

  it('Rule 5: an army entering a hex next to an enemy army stops there; cavalry and leaders do not', () => {
    const g = frontAt({ 'hobgoblins-1': '0502a', riders: '0502a', toede: '0502a', 'kender-1': '0505a' });
    expect(g.play('highlord', { verb: 'move', units: ['hobgoblins-1'], to: '0504a' })).toMatchObject({ ok: true });
    expect(g.state.spent['hobgoblins-1']).toBe(3);
    expect(g.play('highlord', { verb: 'move', units: ['hobgoblins-1'], to: '0604a' })).toMatchObject({ ok: false, error: 'Hobgoblins 1 has no movement points left this phase.' });
    // Cavalry rides on past the kender.
    expect(g.play('highlord', { verb: 'move', units: ['riders 0503a 0504a 0604a'], to: '0705a' }).ok).toBe(true);
    expect(g.at('riders')).toBe('0705a');
    // A leader too.
    expect(g.play('highlord', { verb: 'move', units: ['toede 0503a 0504a'], to: '0404a' }).ok).toBe(true);
  });

  it('Rule 5: an army starting next to the enemy may leave only to a hex next to no enemy army', () => {
    const g = frontAt({ 'hobgoblins-1': '0504a', 'kender-1': '0505a' });
    expect(g.play('highlord', { verb: 'move', units: ['hobgoblins-1 0404a'], to: '0304a' })).toMatchObject({ ok: false, error: 'The path cannot go from 0504a into 0404a: an enemy zone of control stops the move before it.' });
    expect(g.play('highlord', { verb: 'move', units: ['hobgoblins-1'], to: '0503a' }).ok).toBe(true);
  });

  it('Rule 5: no adjacency across a mountain side, so no zone of control over it', () => {
    const g = frontAt({ 'hobgoblins-1': '0402a', 'kender-1': '0404a' });
    // 0403a touches 0404a only across the ridge: the hobgoblins pass through it.
    expect(g.play('highlord', { verb: 'move', units: ['hobgoblins-1 0403a'], to: '0503a' }).ok).toBe(true);
    expect(g.state.spent['hobgoblins-1']).toBe(3);
  });

  it('Rule 5: enemy-occupied hexes are never entered', () => {
    const g = frontAt({ riders: '0502a', 'kender-1': '0503a' });
    expect(g.play('highlord', { verb: 'move', units: ['riders'], to: '0503a' })).toMatchObject({ ok: false });
  });
});

describe('DL11 Rule 5: stacking', () => {
  it('Rule 5: two ground armies a hex, three in a fortified city', () => {
    const g = frontAt({ 'hobgoblins-1': '0602a', 'hobgoblins-2': '0602a', 'hobgoblins-3': '0702a', ogres: '0501a' });
    expect(g.play('highlord', { verb: 'move', units: ['hobgoblins-3'], to: '0602a' })).toMatchObject({ ok: false, error: '0602a would hold 3 ground armies; at most 2 (3 in a fortified city).' });
    expect(g.play('highlord', { verb: 'move', units: ['hobgoblins-3'], to: '0502a' }).ok).toBe(true);
    expect(g.play('highlord', { verb: 'move', units: ['ogres'], to: '0502a' }).ok).toBe(true);
    expect(g.play('highlord', { verb: 'move', units: ['0602a'], to: '0502a' })).toMatchObject({ ok: false, error: '0502a would hold 4 ground armies; at most 3 in a fortified city.' });
  });

  it('Rule 5: leaders stack without limit, and kender stack with no other army', () => {
    const g = frontAt({ 'kender-1': '0606a', 'kender-2': '0706a', elves: '0705a', 'hylo-lord': '0606a' });
    g.state = { ...g.state, acting: 'whitestone' };
    expect(g.play('whitestone', { verb: 'move', units: ['elves'], to: '0606a' })).toMatchObject({ ok: false, error: 'Kender stack with no other army (Rule 5): 0606a would hold kender and Elves.' });
    expect(g.play('whitestone', { verb: 'move', units: ['kender-2'], to: '0606a' }).ok).toBe(true);
  });
});

describe('DL11 Rule 6: air movement', () => {
  it('Rule 6: a dragon flies 1 a hex over anything, ignores zones of control, and must end on land', () => {
    const g = frontAt({ 'red-dragon': '0502a', 'kender-1': '0504a', 'kender-2': '0605a' });
    expect(g.play('highlord', { verb: 'move', units: ['red-dragon'], to: '0101a' })).toMatchObject({ ok: false, error: 'A flight ends on land (not sea, marsh or desert); 0101a is sea.' });
    expect(g.play('highlord', { verb: 'move', units: ['red-dragon 0603a 0604a'], to: '0705a' }).ok).toBe(true);
    expect(g.state.spent['red-dragon']).toBe(3);
  });
});
