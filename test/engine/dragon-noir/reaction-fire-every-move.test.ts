import { describe, expect, test } from 'vitest';
import type { DnState } from '../../../src/engine/games/dragon-noir/state.ts';
import { labelOf } from '../../../src/engine/hex/labels.ts';
import { act, at, must, phase } from '../../support/dragon-noir.ts';
import { mount } from '../../support/horses.ts';
import { field, krobTable, type Placed } from '../../support/krobs.ts';

/**
 * 2.23 by post: a standing reaction is read hex by hex as any move unfolds, whoever moves. A man
 * on foot, a rider and a counter of several hexes walk the same route here, up column F towards
 * Fnarad's shortbow in F1, each alone on the field, under the same reaction: "fire at the first
 * enemy within 4 hexes". The hex read is the one the mover enters: his own, his horse's head, the
 * Guard's anchor (here leading: Migam faces SSW, so his palps trail behind).
 */

interface Mover {
  kind: string;
  id: string;
  name: string;
  where: Placed;
  ride?: boolean;
}

const MOVERS: Mover[] = [
  { kind: 'on foot', id: 'rix', name: 'Rix', where: 'F8' },
  { kind: 'on horseback', id: 'laberne', name: 'Laberne', where: 'F8', ride: true },
  { kind: 'a counter of several hexes', id: 'migam', name: 'Migam', where: { hex: 'F8', facing: 'SSW' } },
];

/** The mover in F8 (Matt looks on from A12, so no kill ends the game), Fnarad's reaction set, the Adventurers' movement phase. */
function setting(mover: Mover, options: Partial<DnState['options']> = {}, ask = false) {
  const t = krobTable(field({}, 12, 12), { volume: 1, krobs: { fnarad: 'F1' }, adventurers: { [mover.id]: mover.where, matt: 'A12' } });
  let state: DnState = { ...phase(t.state, 'krobs', 'movement'), playerTurn: 2, options: { ...t.state.options, ...options } };
  if (mover.ride) state = mount(state, mover.id, 'N');
  state = must(t.module, state, 'krobs', 'react', { shooter: 'Fnarad', when: 'within', within: '4', ...(ask ? { ask: 'yes' } : {}) }).state;
  return { module: t.module, state: { ...phase(state, 'adventurers', 'movement'), playerTurn: 2 } };
}

const pathOf = (state: DnState, id: string) => state.moves.find((m) => m.unit === id)!.path.map(labelOf);

describe('one standing reaction fires alike at every way of moving (2.23)', () => {
  test.each(MOVERS)('$kind: no shot at 7, 6 or 5 hexes; the shot comes as he enters F5, 4 hexes away', (mover) => {
    const { module, state } = setting(mover);
    // A 9 misses on both tables (5.11.4, 5.11.3), the Guard's +2 too: he walks on to F4.
    const r = must(module, state, 'adventurers', 'move', { unit: mover.name, to: 'F4' }, [9]);
    expect(r.rolls.map((x) => x.label)).toEqual([`Defensive fire: Fnarad at ${mover.name}`]);
    expect(r.text).toContain(`Fnarad (shortbow) fires defensively at ${mover.name} in F5: short range, none cover, d10 for the shot: 9 (forced)`);
    expect(r.text).toContain('(standing reaction: fires at the first enemy within 4 hexes)');
    expect(at(r.state, mover.id)).toBe('F4');
    expect(pathOf(r.state, mover.id)).toEqual(['F8', 'F7', 'F6', 'F5', 'F4']);
  });

  test.each(MOVERS)('$kind: with the reaction window, the move stops in F7, where Fnarad could first fire, whatever his reaction; let pass, his reaction fires by itself in F5', (mover) => {
    const { module, state } = setting(mover, { reactionWindow: true }, true);
    const paused = must(module, state, 'adventurers', 'move', { unit: mover.name, to: 'F4' });
    expect(paused.rolls).toEqual([]);
    // F7 is 6 hexes from F1: the stop says nothing of "within 4" or of "ask".
    expect(at(paused.state, mover.id)).toBe('F7');
    expect(paused.text).toContain('F8→F7');
    expect(paused.text).toContain(', and stops: the other side may shoot.');
    expect(module.phase(paused.state).decision).toMatchObject({ seat: 'krobs', verb: 'shoot', secret: true });
    // Silence: "within 4" does not want him in F7, so Fnarad holds there, and fires by himself as he enters F5 (a 9 misses).
    const silent = must(module, paused.state, 'krobs', 'shoot', { answer: 'standing' }, [9]);
    expect(silent.text).toContain('Krobs hold their fire');
    expect(silent.text).toContain(`Fnarad (shortbow) fires defensively at ${mover.name} in F5`);
    expect(silent.text).toContain('(standing reaction: fires at the first enemy within 4 hexes)');
    expect(silent.state.steps).toEqual([]);
    expect(at(silent.state, mover.id)).toBe('F4');
    // No: he holds for the rest of the move, which goes on to F4 unshot.
    const held = must(module, paused.state, 'krobs', 'shoot', { answer: 'no' });
    expect(held.rolls).toEqual([]);
    expect(held.state.steps).toEqual([]);
    expect(at(held.state, mover.id)).toBe('F4');
    expect(pathOf(held.state, mover.id)).toEqual(['F8', 'F7', 'F6', 'F5', 'F4']);
    expect(held.state.moves.find((m) => m.unit === mover.id)).toMatchObject({ spent: 4 });
  });

  test('a 1 ends each move in F5, each by its own table: Rix killed (C), Laberne thrown (D), Migam wounded (B) with half of 1 MP left', () => {
    const results = MOVERS.map((mover) => {
      const { module, state } = setting(mover);
      const r = act(module, state, 'adventurers', 'move', { unit: mover.name, to: 'F4' }, [1]);
      return { mover, r };
    });
    const [rix, laberne, migam] = results.map((x) => x.r);
    // Shortbow +2: a 1 reads row 3, C on foot; D on the mounted table; the Guard's +2 reads row 5, B.
    expect(rix!.text).toContain('→ C: Rix is killed');
    expect(rix!.text).toContain('Rix moves F8→F7→F6→F5 and falls in F5.');
    expect(laberne!.text).toContain('→ D: horse killed, rider wounded and thrown');
    expect(laberne!.text).toContain('Laberne rides F8→F7→F6→F5 (3 MP;');
    expect(migam!.text).toContain('→ B: Migam is wounded, and may use only half his remaining MP');
    expect(migam!.text).toContain('Migam, wounded, has MP left only to reach F5.');
    for (const { mover, r } of results) {
      expect(pathOf(r.state, mover.id)).toEqual(['F8', 'F7', 'F6', 'F5']);
      expect(r.state.moves.find((m) => m.unit === mover.id)).toMatchObject({ spent: 3 });
    }
  });
});
