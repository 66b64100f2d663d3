import { SeededDice } from '../../../../src/engine/core/dice.ts';
import { parseStrategicMap } from '../../../../src/engine/games/dragons-of-glory/map/parse.ts';
import type { DogState, UnitState } from '../../../../src/engine/games/dragons-of-glory/state.ts';
import type { CounterSpec, Race, UnitKind } from '../../../../src/engine/games/dragons-of-glory/units.ts';
import type { NationRules, World } from '../../../../src/engine/games/dragons-of-glory/world.ts';
import type { Hex } from '../../../../src/engine/hex/hex.ts';

/**
 * A small sea for the fleets' tests: open sea to the north with the Maelstrom at 0902a, a coast
 * running west to east with the port of Kalaman at 0404a, and a major river (deep-river sides)
 * between rows 06 and 07 from the coast at column 9 inland to column 5. The top bank (row 06) is
 * coastal; the bottom bank (row 07) is inland, so river stacking applies there. 1206a is a
 * coastal marsh, 0408a plain inland ground, 0908a a mountain, and a sea barrier closes
 * 0101a/0201a.
 */
export const SEA_MAP = `
map: sea
size: 12x8
terrain:
01 ~ ~ ~ ~ ~ ~ ~ ~ ~ ~ ~ ~
02  ~ ~ ~ ~ ~ ~ ~ ~ @ ~ ~ ~
03 ~ ~ ~ ~ ~ ~ ~ ~ ~ ~ ~ ~
04  . . . . ~ ~ ~ ~ ~ ~ ~ ~
05 . . . . . . ~ ~ ~ ~ ~ ~
06  . . . . . . . . . . . s
07 . . . . . . . . . . . .
08  . . . . . . . . m . . .
nations:
01 . . . . . . . . . . . .
02  . . . . . . . . . . . .
03 . . . . . . . . . . . .
04  . . . . . . . . . . . .
05 . . . . . . . . . . . .
06  . . . . . . . . . . . .
07 . . . . . . . . . . . .
08  . . . . . . . . . . . .
places:
  kalaman 0404a fortified-city port "Kalaman"
hexsides:
  deep-river 0906a/1007a 0906a/0907a 0806a/0907a 0806a/0807a 0706a/0807a 0706a/0707a 0606a/0707a 0606a/0607a 0506a/0607a
  sea-barrier 0101a/0201a
`;

const spec = (id: string, name: string, kind: UnitKind, race: Race, nation: string, strength: number, depleted: number | null, movement: number): CounterSpec => ({
  id,
  name,
  kind,
  race,
  nation,
  strength,
  depleted,
  movement,
  sources: { strength: 'invented', movement: 'invented' },
});

/** Fleets rate 4-5 (damaged one less) and move 35-40 as the counters do; armies 3-4, griffons 16. */
export const COUNTERS: CounterSpec[] = [
  spec('sanction-fleet-1', 'Sanction Fleet 1', 'fleet', 'human', 'sanction', 4, 3, 40),
  spec('sanction-fleet-2', 'Sanction Fleet 2', 'fleet', 'human', 'sanction', 4, 3, 40),
  spec('sanction-fleet-3', 'Sanction Fleet 3', 'fleet', 'human', 'sanction', 4, 3, 40),
  spec('sanction-fleet-4', 'Sanction Fleet 4', 'fleet', 'human', 'sanction', 4, 3, 40),
  spec('sanction-fleet-5', 'Sanction Fleet 5', 'fleet', 'human', 'sanction', 4, 3, 40),
  spec('mithas-fleet-1', 'Mithas Fleet 1', 'fleet', 'minotaur', 'mithas', 5, 4, 35),
  spec('palanthus-fleet-1', 'Palanthus Fleet 1', 'fleet', 'human', 'palanthus', 5, 4, 40),
  spec('palanthus-fleet-2', 'Palanthus Fleet 2', 'fleet', 'human', 'palanthus', 5, 4, 40),
  spec('silvanesti-fleet-1', 'Silvanesti Fleet 1', 'fleet', 'elf', 'silvanesti', 3, 2, 40),
  spec('sanction-infantry-1', 'Sanction Infantry 1', 'infantry', 'human', 'sanction', 4, 2, 6),
  spec('sanction-infantry-2', 'Sanction Infantry 2', 'infantry', 'human', 'sanction', 4, 2, 6),
  spec('sanction-infantry-3', 'Sanction Infantry 3', 'infantry', 'human', 'sanction', 4, 2, 6),
  spec('red-wing-1', 'Red Wing 1', 'infantry', 'draconian', 'dragonarmy', 3, 2, 6),
  spec('red-wing-2', 'Red Wing 2', 'cavalry', 'human', 'dragonarmy', 3, 2, 8),
  spec('red-wing-3', 'Red Wing 3', 'infantry', 'hobgoblin', 'dragonarmy', 3, 2, 6),
  spec('red-wing-4', 'Red Wing 4', 'infantry', 'hobgoblin', 'dragonarmy', 3, 2, 6),
  spec('palanthus-infantry-1', 'Palanthus Infantry 1', 'infantry', 'human', 'palanthus', 4, 2, 6),
  spec('qualinesti-griffons', 'Qualinesti Griffons', 'air', 'griffon', 'qualinesti', 3, 1, 16),
  spec('qualinesti-infantry-1', 'Qualinesti Infantry 1', 'infantry', 'elf', 'qualinesti', 4, 2, 7),
  spec('mithas-leader', 'Mithas Leader', 'leader', 'minotaur', 'mithas', 3, null, 10),
  spec('maquesta', 'Maquesta', 'leader', 'human', 'maelstrom', 2, null, 10),
  spec('toede', 'Toede', 'leader', 'hobgoblin', 'dragonarmy', 1, null, 10),
  spec('black-robe', 'Black Robe', 'wizard', 'human', 'sanction', 0, null, 0),
  spec('flying-citadel', 'Flying Citadel', 'citadel', 'none', 'dragonarmy', 0, null, 4),
];

const nation = (id: string): NationRules => ({ id, name: id, colour: '#000', knight: false, activation: null, invasion: null, vp: 1, counts: true });

export const WORLD: World = (() => {
  const read = parseStrategicMap(SEA_MAP);
  if (!read.ok) throw new Error(read.error);
  const ids = ['sanction', 'mithas', 'maelstrom', 'dragonarmy', 'palanthus', 'qualinesti', 'silvanesti'];
  return { map: read.value, counters: new Map(COUNTERS.map((c) => [c.id, c])), nations: new Map(ids.map((n) => [n, nation(n)])) };
})();

export const at = (label: string): Hex => {
  const h = WORLD.map.parse(label);
  if (!h) throw new Error(`no hex ${label}`);
  return h;
};

/** A game in the Highlords' movement step with the named counters placed (`aboard` carries the carrier's hex). */
export function seaState(placed: Record<string, string | { aboard: string }>, changes: Partial<DogState> = {}): DogState {
  const units: Record<string, UnitState> = {};
  for (const [id, where] of Object.entries(placed)) {
    if (typeof where === 'string') units[id] = { id, at: at(where), depleted: false };
  }
  for (const [id, where] of Object.entries(placed)) {
    if (typeof where !== 'string') units[id] = { id, at: { ...units[where.aboard]!.at! }, depleted: false, aboard: where.aboard };
  }
  return {
    scenario: 'test',
    turn: 1,
    lastTurn: 30,
    initiative: 'highlord',
    first: 'highlord',
    phase: 'movement',
    acting: 'highlord',
    half: 1,
    units,
    nations: {
      sanction: { allegiance: 'highlord', conquered: false },
      mithas: { allegiance: 'highlord', conquered: false },
      maelstrom: { allegiance: 'highlord', conquered: false },
      dragonarmy: { allegiance: 'highlord', conquered: false },
      palanthus: { allegiance: 'whitestone', conquered: false },
      qualinesti: { allegiance: 'whitestone', conquered: false },
      silvanesti: { allegiance: 'neutral', conquered: false },
    },
    held: {},
    spent: {},
    attacked: [],
    defended: [],
    taunts: [],
    advance: null,
    moves: [],
    battles: [],
    startStrength: { highlord: 0, whitestone: 0 },
    lost: { highlord: 0, whitestone: 0 },
    draconiansRaised: 0,
    darkTemple: null,
    bot: [],
    ended: null,
    ...changes,
  };
}

/** Dice that show the given faces in turn; every face a test names must be used (`unused`). */
export function dice(...faces: number[]): SeededDice {
  return new SeededDice('fleets', 0, faces);
}

export const label = (h: Hex | null | undefined): string | null => (h ? WORLD.map.label(h) : null);
