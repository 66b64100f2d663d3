import { SeededDice } from '../../../../../src/engine/core/dice.ts';
import { newDeck } from '../../../../../src/engine/core/deck.ts';
import { unwrap } from '../../../../../src/engine/core/result.ts';
import type { PathsWorld } from '../../../../../src/engine/games/dragons-of-glory/paths/rules.ts';
import type { PlState } from '../../../../../src/engine/games/dragons-of-glory/paths/state.ts';
import type { DogState } from '../../../../../src/engine/games/dragons-of-glory/state.ts';
import type { Side } from '../../../../../src/engine/games/dragons-of-glory/units.ts';
import { dragonsOfGlory } from '../../assets.ts';
import { CHART, startingPl } from '../fixture.ts';

/**
 * Paths of the Lance states on the real map of Ansalon: the scenario as the module sets it up, with
 * a PL state whose every field has its start-of-game value unless the test says otherwise. (The
 * scenario's own setup does not make `pl` yet: the integrator wires that.)
 */

export const { module, world } = dragonsOfGlory();

/** The chart's values as assets/cards/dragons-of-glory/chart.json gives them; these rules read none of it. */
export const ctx: PathsWorld = {
  world,
  paths: {
    cards: new Map(),
    chart: CHART,
  },
};

export function plFields(overrides: Partial<PlState> = {}): PlState {
  return startingPl(ctx.paths, newDeck('Event', []), overrides);
}

/** The Paths of the Lance scenario at its start (Ariakas and the mercenaries in Neraka), with a PL state. */
export function plState(overrides: Partial<PlState> = {}, state: Partial<DogState> = {}): DogState {
  const start = unwrap(module.setup({ scenarioId: 'paths-of-the-lance', options: {}, seats: ['highlord', 'whitestone'] }, new SeededDice('pl-forces', 0)));
  return { ...start, ...state, pl: plFields(overrides) };
}

export const hex = (label: string) => {
  const h = world.map.parse(label);
  if (!h) throw new Error(`no hex ${label}`);
  return h;
};

/** Puts counters on a hex (by label), on their full side. */
export function put(state: DogState, label: string, ...ids: string[]): DogState {
  const units = { ...state.units };
  for (const id of ids) {
    if (!world.counters.has(id)) throw new Error(`no counter ${id}`);
    units[id] = { id, at: hex(label), depleted: false };
  }
  return { ...state, units };
}

export function off(state: DogState, how: 'pool' | 'eliminated' | 'not-yet', ...ids: string[]): DogState {
  const units = { ...state.units };
  for (const id of ids) units[id] = { id, at: null, off: how, depleted: false };
  return { ...state, units };
}

export function deplete(state: DogState, ...ids: string[]): DogState {
  const units = { ...state.units };
  for (const id of ids) units[id] = { ...units[id]!, depleted: true };
  return { ...state, units };
}

export function ally(state: DogState, side: Side | 'neutral', ...nations: string[]): DogState {
  const next = { ...state, nations: { ...state.nations } };
  for (const n of nations) next.nations[n] = { ...next.nations[n]!, allegiance: side };
  return next;
}

export const where = (state: DogState, id: string): string => {
  const u = state.units[id]!;
  return u.at ? world.map.label(u.at) : (u.off ?? 'nowhere');
};

/** Dice that show the given faces in order. */
export const facesDice = (...faces: number[]) => new SeededDice('pl-forces', 0, faces);

export const texts = (events: ReadonlyArray<{ text: string }>) => events.map((e) => e.text);
