import { describe, expect, it } from 'vitest';
import { councilProblem } from '../../../../../src/engine/games/dragons-of-glory/paths/council.ts';
import { ally, plState, world } from './fixture.ts';

const state = ally(plState(), 'whitestone', 'solanthus', 'qualinesti', 'palanthus', 'caergoth');

describe('PL I Whitestone Council', () => {
  it('WE-PL-31 Whitestone Council restriction: a Solamnic army and an elven army attacking one hex before Whitestone Council → illegal', () => {
    expect(councilProblem(state, world, ['solanthus-knights-1', 'qualinesti-elves-1'])).toBe(
      'Until Whitestone Council is played, the Whitestone may not attack one hex with armies of different countries (PL I): Solanthus and Qualinesti.',
    );
    // Two knight nations are two countries too.
    expect(councilProblem(state, world, ['solanthus-knights-1', 'caergoth-knights-1'])).toMatch(/Solanthus and Caergoth\.$/);
  });

  it('WE-PL-31: once Whitestone Council is played, the same attack is allowed', () => {
    const council = { ...state, pl: { ...state.pl!, whitestoneCouncilPlayed: true } };
    expect(councilProblem(council, world, ['solanthus-knights-1', 'qualinesti-elves-1'])).toBeUndefined();
  });

  it('PL I: one country with its leaders, wizards and the good dragons is one country; the Highlords and DL11 have no such limit', () => {
    expect(councilProblem(state, world, ['solanthus-knights-1', 'solanthus-knights-2', 'solanthus-leader', 'gold-dragon', 'par-salian', 'laurana'])).toBeUndefined();
    expect(councilProblem(state, world, ['palanthus-infantry-1', 'palanthus-fleet-1', 'qualinesti-griffons-1'])).toMatch(/Palanthus and Qualinesti\.$/);
    const hl = ally(state, 'highlord', 'khur', 'kern');
    expect(councilProblem(hl, world, ['khur-infantry-1', 'kern-ogres-1', 'mercenary-infantry-1'])).toBeUndefined();
    expect(councilProblem({ ...state, pl: undefined }, world, ['solanthus-knights-1', 'qualinesti-elves-1'])).toBeUndefined();
  });
});
