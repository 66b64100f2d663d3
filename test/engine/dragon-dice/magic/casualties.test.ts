import { describe, expect, it } from 'vitest';
import { defaultCasualties } from '../../../../src/engine/games/dragon-dice/magic/casualties.ts';
import { game, testBook } from './fixtures.ts';

/** The casualties chosen for an army's owner (SFR 29): as much health-worth as the damage allows, never more. */
describe('casualties by health-worth (SFR 29)', () => {
  const army = game({
    units: [
      ['one', 'dwarf-footman', 'p1', 't1'],
      ['two', 'dwarf-sergeant', 'p1', 't1'],
      ['three', 'dwarf-wizard', 'p1', 't1'],
    ],
  });
  const units = Object.values(army.units);
  const ids = (damage: number) => defaultCasualties(testBook, units, damage).map((u) => u.id).sort();

  it('5 damage against units of 1, 2 and 3 health kills the 2 and the 3: enough to cover it all', () => {
    expect(ids(5)).toEqual(['three', 'two']);
  });
  it('3 damage kills the 3 rather than the 1 and the 2: as much health-worth in fewer units', () => {
    expect(ids(3)).toEqual(['three']);
  });
  it('damage short of every unit kills none; damage past the army kills it all', () => {
    expect(ids(0)).toEqual([]);
    expect(ids(9)).toEqual(['one', 'three', 'two']);
  });
});
