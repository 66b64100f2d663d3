import { describe, expect, it } from 'vitest';
import { battleAt, withHands } from './fixture.ts';

/** PL I: the Whitestone may not attack an enemy hex with armies from different countries until Whitestone Council is played. */

// Draconians hold 3004a (open ground in Vingaard); Solamnic knights at 2904a and Qualinesti elves at 3104a touch it.
const FRONT = { 'draconians-1': '3004a', 'solanthus-knights-1': '2904a', 'qualinesti-elves-1': '3104a' };
const WHITESTONE_COMBAT = { phase: 'combat' as const, acting: 'whitestone' as const };

describe('PL I: Whitestone Council', () => {
  it('WE-PL-31: a Solamnic army and an elven army attacking one hex before Whitestone Council is illegal, and no AP is spent', () => {
    const g = battleAt(FRONT, withHands({}, { ap: { points: 2, paid: [] }, reactions: { highlord: 'pass', whitestone: 'pass' } }), WHITESTONE_COMBAT);
    const before = g.state;
    const refused = g.play('whitestone', { verb: 'attack', target: '3004a', with: '2904a, 3104a' });
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.error).toMatch(/^Until Whitestone Council is played, the Whitestone may not attack one hex with armies of different countries \(PL I\)/);
    expect(g.state).toBe(before);
  });

  it('each country alone may attack before the Council, and both together once it is played', () => {
    const alone = battleAt(FRONT, withHands({}, { ap: { points: 1, paid: [] }, reactions: { highlord: 'pass', whitestone: 'pass' } }), WHITESTONE_COMBAT);
    expect(alone.play('whitestone', { verb: 'attack', target: '3004a', with: '2904a' }, 5).ok).toBe(true);

    const allied = battleAt(FRONT, withHands({}, { ap: { points: 2, paid: [] }, whitestoneCouncilPlayed: true, reactions: { highlord: 'pass', whitestone: 'pass' } }), WHITESTONE_COMBAT);
    expect(allied.play('whitestone', { verb: 'attack', target: '3004a', with: '2904a, 3104a' }, 5).ok).toBe(true);
    expect(allied.state.pl!.ap.paid).toEqual(['2904a', '3104a']);
  });
});
