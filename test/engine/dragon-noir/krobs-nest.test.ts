import { describe, expect, test } from 'vitest';
import { gameModule } from '../../../src/app/modules.ts';
import { SeededDice } from '../../../src/engine/core/dice.ts';
import { seatViewer } from '../../../src/engine/core/events.ts';
import type { DragonNoir } from '../../../src/engine/games/dragon-noir/index.ts';
import type { DnState } from '../../../src/engine/games/dragon-noir/state.ts';
import { websOf } from '../../../src/engine/games/dragon-noir/webs/state.ts';
import { labelOf } from '../../../src/engine/hex/labels.ts';
import { act, at, must, patch } from '../../support/dragon-noir.ts';
import { covers } from '../../support/krobs.ts';

/** The Krobs' Nest, an original DN2 scenario on the Pit: Migam's nest against Adventurers, loaded and played through the module. */

const dn = gameModule('dragon-noir') as DragonNoir;
const start = (): DnState => {
  const r = dn.setup({ scenarioId: 'the-krobs-nest', options: {}, seats: dn.seats('the-krobs-nest').map((s) => s.id) }, new SeededDice('nest', 0));
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

/**
 * Ends phases until `side`'s `phase` comes. A decision on the way (the Pit's Gharvs attack
 * whoever is in the pit in each Gharv interphase, 5.3) is answered with its default.
 */
function until(state: DnState, side: string, phase: DnState['phase']): DnState {
  let s = state;
  for (let guard = 0; guard < 20 && !(s.sides[s.active]!.id === side && s.phase === phase); guard++) {
    const decision = dn.phase(s).decision;
    if (decision) {
      const [answer] = dn.defaultOrders(s, decision.seat);
      const { verb, ...options } = answer!;
      s = must(dn, s, decision.seat, verb, Object.fromEntries(Object.entries(options).map(([k, v]) => [k, String(v)]))).state;
    } else s = must(dn, s, s.sides[s.active]!.id, 'done').state;
  }
  return s;
}

describe('The Krobs\' Nest', () => {
  test('sets up: the Adventurers play first, Migam covers three hexes facing E, four webs guard the nest', () => {
    const s = start();
    expect(s.sides.map((x) => x.id)).toEqual(['adventurers', 'krobs']);
    expect(covers(s, 'migam')).toEqual(['E8', 'F7', 'F8']);
    expect(websOf(s).map((w) => labelOf(w.hex))).toEqual(['H6', 'H8', 'H10', 'G4']);
    expect(dn.view(s, seatViewer('adventurers')).webs).toHaveLength(4);
  });

  test('plays: the Krobs close in over their webs; an Adventurer is stopped by one and tears it down', () => {
    let s = until(start(), 'krobs', 'movement');
    // Hunter 1 crosses its web in H8 (1 MP) and goes on; Migam advances two hexes, still facing E.
    s = must(dn, s, 'krobs', 'move', { unit: 'Hunter 1', to: 'J8', via: 'H8' }).state;
    expect(at(s, 'hunter-1')).toBe('J8');
    s = must(dn, s, 'krobs', 'move', { unit: 'Migam', to: 'G8', facing: 'E' }).state;
    expect(covers(s, 'migam')).toEqual(['G8', 'H7', 'H8']);
    // Back to the Adventurers: Gnurr walks up to the web in H10 but cannot enter it.
    s = until(s, 'adventurers', 'movement');
    expect(act(dn, s, 'adventurers', 'move', { unit: 'Gnurr', to: 'H10' }).error).toContain('a spider web blocks H10');
    s = must(dn, patch(s, 'gnurr', { hex: 'I10' }), 'adventurers', 'done').state;
    s = until(s, 'adventurers', 'combat');
    const torn = must(dn, s, 'adventurers', 'attack', { with: 'Gnurr', target: 'web H10' });
    expect(websOf(torn.state).find((w) => labelOf(w.hex) === 'H10')!.torn).toBe(true);
  });
});
