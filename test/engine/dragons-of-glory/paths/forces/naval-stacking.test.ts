import { describe, expect, it } from 'vitest';
import { orderSchemaOf, type AnyOrderDef } from '../../../../../src/engine/core/order-def.ts';
import { stackingProblem } from '../../../../../src/engine/games/dragons-of-glory/movement/stacking.ts';
import { navalOrders } from '../../../../../src/engine/games/dragons-of-glory/naval/orders.ts';
import type { DogState } from '../../../../../src/engine/games/dragons-of-glory/state.ts';
import { ally, facesDice, hex, plState, put, where, world } from './fixture.ts';

const defs = navalOrders(world);
const schema = orderSchemaOf<{ verb: string } & Record<string, unknown>>(defs as unknown as ReadonlyArray<AnyOrderDef<unknown>>);
const sail = (state: DogState, fleet: string, to: string) => {
  const order = schema.parse({ verb: 'sail', fleet, to });
  return defs.find((d) => d.verb === 'sail')!.apply!(state, 'highlord', order as never, facesDice());
};

/** Four Sanction fleets in the New Sea off Sanction (0531b), a pirate fleet in Sanction's port. */
function fourAtSea(): DogState {
  let state = ally(plState({}, { phase: 'movement', acting: 'highlord' }), 'highlord', 'sanction', 'maelstrom');
  state = put(state, '0531b', 'sanction-fleet-1', 'sanction-fleet-2', 'sanction-fleet-3', 'sanction-fleet-4');
  return put(state, '0631b', 'pirate-fleet-1');
}

describe('PL J naval stacking', () => {
  it('WE-PL-28 Naval stacking: a hex holding 4 fleets takes no 5th', () => {
    const state = fourAtSea();
    expect(stackingProblem(state, world, hex('0531b'), ['pirate-fleet-1'])).toBe('0531b would hold 5 fleets; at most 4 stack in one hex (PL J).');
    expect(stackingProblem(state, world, hex('0531b'), [])).toBeUndefined();
    // DL11 itself sets no limit at sea.
    expect(stackingProblem({ ...state, pl: undefined }, world, hex('0531b'), ['pirate-fleet-1'])).toBeUndefined();
  });

  it('WE-PL-28 Naval stacking: a 5th fleet cannot end its move there under Paths of the Lance, but may by DL11', () => {
    const state = fourAtSea();
    expect(sail(state, 'Pirate Fleet 1', '0531b')).toEqual({ ok: false, error: '0531b already holds 4 fleets, the most a hex may hold there (4).' });
    const dl11 = sail({ ...state, pl: undefined }, 'Pirate Fleet 1', '0531b');
    if (!dl11.ok) throw new Error(dl11.error);
    expect(where(dl11.value.state, 'pirate-fleet-1')).toBe('0531b');
  });
});
