import { readFileSync } from 'node:fs';
import { newDeck } from '../../../../../src/engine/core/deck.ts';
import { SeededDice } from '../../../../../src/engine/core/dice.ts';
import { unwrap } from '../../../../../src/engine/core/result.ts';
import type { CardEra, CardSpec } from '../../../../../src/engine/games/dragons-of-glory/paths/cards.ts';
import type { PathsRules, PathsWorld, WarStatusChart } from '../../../../../src/engine/games/dragons-of-glory/paths/rules.ts';
import type { PlState } from '../../../../../src/engine/games/dragons-of-glory/paths/state.ts';
import type { DogState } from '../../../../../src/engine/games/dragons-of-glory/state.ts';
import type { Side } from '../../../../../src/engine/games/dragons-of-glory/units.ts';
import { dragonsOfGlory } from '../../assets.ts';
import { startingPl } from '../fixture.ts';

/**
 * Paths of the Lance states on the real map for the politics rules (war status, knights,
 * activation, the VP ledger, victory). The scenario's setup does not build `pl` yet, so the tests
 * give it one with every field at its start: era 1, war status 1, VP 0. The cards are a few of
 * ours, enough to see an era's cards go into the deck; the chart is the data's.
 */

/** The War Status chart as assets/cards/dragons-of-glory/chart.json gives it. */
export function chart(): WarStatusChart {
  const raw = JSON.parse(readFileSync('assets/cards/dragons-of-glory/chart.json', 'utf8')) as Record<string, { value: unknown }>;
  const value = <T>(key: string) => raw[key]!.value as T;
  const eras = value<Record<string, number>>('eras');
  const hands = value<Record<string, number>>('handSize');
  return {
    knightSquares: value<number[]>('knightSquares'),
    vpBonus: value<WarStatusChart['vpBonus']>('vpBonus'),
    eras: { 2: eras['2']!, 3: eras['3']! },
    handSize: { 1: hands['1']!, 2: hands['2']!, 3: hands['3']! },
    lateKnightBonus: value<number>('lateKnightBonus'),
  };
}

const card = (id: string, title: string, era: CardEra, oval: CardSpec['oval'] = null): CardSpec => ({
  id,
  title,
  era,
  ap: 2,
  rp: 1,
  oval,
  asterisk: false,
  type: 'status',
  side: oval && oval.side !== 'neutral' ? oval.side : 'either',
  timing: 'card-phase',
  effect: { kind: 'status' },
  text: `${title}.`,
  sources: { title: 'invented', values: 'invented' },
});

/** Three cards of each era: enough to watch an era's cards join the deck. */
export const CARDS: CardSpec[] = [
  card('a-red-1', 'Red One', 1),
  card('a-red-2', 'Red Two', 1),
  card('a-red-3', 'Red Three', 1),
  card('b-blue-1', 'Blue One', 2, { side: 'whitestone', value: 2 }),
  card('b-blue-2', 'Blue Two', 2),
  card('b-blue-3', 'Blue Three', 2),
  card('c-green-1', 'Green One', 3, { side: 'highlord', value: 1 }),
  card('c-green-2', 'Green Two', 3),
  card('c-green-3', 'Green Three', 3),
];

export function pathsRules(): PathsRules {
  return { cards: new Map(CARDS.map((c) => [c.id, c])), chart: chart() };
}

/** Every PlState field at the start of a game, then `overrides`. */
export function plState(overrides: Partial<PlState> = {}): PlState {
  return startingPl(pathsRules(), newDeck('War', CARDS.filter((c) => c.era === 1).map((c) => c.id)), overrides);
}

export function ctx(): PathsWorld {
  return { world: dragonsOfGlory().world, paths: pathsRules() };
}

let start: DogState | undefined;

/** The Paths of the Lance scenario as set up on the real map, with a PL state and the Dark Temple in Neraka. */
export function plGame(pl: Partial<PlState> = {}): DogState {
  start ??= unwrap(dragonsOfGlory().module.setup({ scenarioId: 'paths-of-the-lance', options: {}, seats: ['highlord', 'whitestone'] }, new SeededDice('paths-politics', 0)));
  return { ...structuredClone(start), darkTemple: 'neraka', pl: plState(pl) };
}

/** Nations set to a side (and conquered, with `conquered`), as if the war had gone so. */
export function atWar(state: DogState, side: Side, nations: readonly string[], conquered = false): DogState {
  const next = { ...state, nations: { ...state.nations } };
  for (const n of nations) next.nations[n] = { ...next.nations[n]!, allegiance: side, conquered };
  return next;
}

/** Counters put on a hex of the real map (by label). */
export function put(state: DogState, label: string, ...ids: string[]): DogState {
  const at = dragonsOfGlory().world.map.parse(label);
  if (!at) throw new Error(`no hex ${label}`);
  const units = { ...state.units };
  for (const id of ids) units[id] = { id, at, depleted: false };
  return { ...state, units };
}

/** Dice that show `faces` in order; `remainingForced` tells when the rules rolled fewer. */
export const faces = (...shown: number[]): SeededDice => new SeededDice('paths-politics', 0, shown);
