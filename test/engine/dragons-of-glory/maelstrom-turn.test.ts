import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../src/engine/core/dice.ts';
import { playOrder } from '../../../src/engine/core/orders.ts';
import { unwrap } from '../../../src/engine/core/result.ts';
import { hexKey } from '../../../src/engine/hex/hex.ts';
import type { DogState } from '../../../src/engine/games/dragons-of-glory/state.ts';
import { dragonsOfGlory } from './assets.ts';

/**
 * DL11 Rule 4: a ship that stays in the Maelstrom rolls again at the start of its side's movement
 * step, each turn: 1 sunk, 2-5 stuck for the turn, 6-8 out at the opponent's choice, 9-0 at the owner's.
 */
describe('DL11 Rule 4: the Maelstrom at the start of a movement step', () => {
  const { module, world } = dragonsOfGlory();
  const eye = [...world.map.hexes.values()].find((c) => c.terrain === 'maelstrom')!.hex;

  /** The Kender Strike's set-up, with Sanction's fleet for the Highlords caught in the Maelstrom. */
  function caught(): DogState {
    const state = unwrap(module.setup({ scenarioId: 'kender-strike', options: {}, seats: ['highlord', 'whitestone'] }, new SeededDice('m', 0)));
    return { ...state, nations: { ...state.nations, sanction: { allegiance: 'highlord', conquered: false } }, units: { ...state.units, 'sanction-fleet-1': { id: 'sanction-fleet-1', at: eye, depleted: false } } };
  }

  it('Rule 4: a roll of 1 sinks it as the Highlords\u2019 movement begins', () => {
    // The Whitestone hold the initiative on turn 1 and let the Highlords move first.
    const done = unwrap(playOrder(module, caught(), 'whitestone', { verb: 'go', when: 'second' }, new SeededDice('m', 0, [1])));
    expect(done.state).toMatchObject({ phase: 'movement', acting: 'highlord' });
    expect(done.state.units['sanction-fleet-1']).toMatchObject({ at: null, off: 'eliminated' });
    expect(done.events.find((e) => e.type === 'maelstrom')!.rolls![0]).toMatchObject({ face: 1, result: 'sunk' });
  });

  it('Rule 4: a roll of 2-5 keeps it there, stuck for the turn', () => {
    const done = unwrap(playOrder(module, caught(), 'whitestone', { verb: 'go', when: 'second' }, new SeededDice('m', 0, [4])));
    expect(hexKey(done.state.units['sanction-fleet-1']!.at!)).toBe(hexKey(eye));
    expect(done.state.spent['sanction-fleet-1']).toBe(world.counters.get('sanction-fleet-1')!.movement);
  });
});
