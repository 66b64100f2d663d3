import { describe, expect, test, vi } from 'vitest';
import type { CharacterDef, Weapon } from '../../../src/engine/games/dragon-noir/characters.ts';
import { loadBoard } from '../../../src/engine/games/dragon-noir/maps.ts';
import type { Scenario } from '../../../src/engine/games/dragon-noir/scenario.ts';
import { canFireFrom, hexRange, isUnderground, lineOfFire, sightBetween, type Sight } from '../../../src/engine/games/dragon-noir/sight.ts';
import { DnStateSchema, HorseSchema, UnitSchema, type DnState, type Horse, type Unit } from '../../../src/engine/games/dragon-noir/state.ts';
import { LEVEL_SYMBOLS } from '../../../src/engine/games/dragon-noir/terrain.ts';
import type { Table } from '../../../src/engine/games/dragon-noir/world.ts';
import { labelOf, parseLabel } from '../../../src/engine/hex/labels.ts';
import { mapText, OPEN_FIELD } from '../../support/dragon-noir.ts';

/*
 * Line of fire and cover, rules 2.21 and 2.24, on small maps drawn in each test. The Krobs and
 * the dragons are not in the character data yet; a few stand-ins with their traits are added
 * here so that the rules keyed on them can be tried now.
 */

vi.mock('../../../src/engine/games/dragon-noir/characters.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/engine/games/dragon-noir/characters.ts')>();
  const like = (id: string, name: string, people: string, traits: string[]): CharacterDef =>
    ({ ...real.character('krular'), id, name, people, traits }) as unknown as CharacterDef;
  const extra = new Map<string, CharacterDef>([
    ['krob-warrior', like('krob-warrior', 'Krob Warrior', 'krob', ['krob'])],
    ['baby-krob', like('baby-krob', 'Baby Krob', 'krob', ['krob', 'baby'])],
    ['black-dragon', like('black-dragon', 'Black Dragon', 'dragon', ['black-dragon'])],
    ['baby-dragon', like('baby-dragon', 'Baby Dragon', 'dragon', ['baby-dragon'])],
  ]);
  return {
    ...real,
    character: (id: string) => extra.get(id) ?? real.character(id),
    findCharacter: (id: string) => extra.get(id) ?? real.findCharacter(id),
  };
});

// --- Small tables ---------------------------------------------------------------------------------

interface Scene {
  rows?: string[];
  hexsides?: string[];
  /** One symbol a hex, as a map's `levels:` layer: + 1, 0 0, - -1, = -2, h 0.5. */
  levels?: string[];
  features?: Record<string, string[]>;
  kind?: 'surface' | 'underground';
  volume?: 1 | 2;
  /** Characters by id: where they stand, and anything else about them. */
  rebels?: Record<string, string | Partial<Placed>>;
  orks?: Record<string, string | Partial<Placed>>;
  horses?: Array<{ owner: string; at: string; facing: number; dead?: boolean; controller?: string }>;
}
type Placed = Omit<Partial<Unit>, 'hex'> & { at: string };

const L = (text: string) => {
  const h = parseLabel(text);
  if (!h) throw new Error(`test setup: ${text}`);
  return h;
};

function scene(s: Scene = {}): Table {
  const rows = s.rows ?? OPEN_FIELD;
  let text = mapText(rows, s.hexsides ?? []);
  if (s.kind) text = text.replace('size:', `kind: ${s.kind}\nsize:`);
  const built = loadBoard({ id: 'test', name: 'Test', maps: [{ map: 'test', col: 0, row: 0 }] }, { test: text });
  if (!built.ok) throw new Error(built.error);
  const board = built.value;
  // Levels and features are set here, whatever the map loader reads of them.
  for (const cell of board.cells.values()) {
    const { col, row } = { col: cell.hex.q, row: cell.hex.r + (cell.hex.q - (cell.hex.q & 1)) / 2 };
    const symbol = s.levels?.[row]?.trim().split(/\s+/)[col];
    cell.data = { ...cell.data, level: symbol === undefined ? 0 : LEVEL_SYMBOLS[symbol]!, features: s.features?.[cell.label] ?? [] };
  }
  const units: Unit[] = [];
  for (const [side, placed] of [['rebels', s.rebels ?? {}], ['orks', s.orks ?? {}]] as const) {
    for (const [id, where] of Object.entries(placed)) {
      const { at, ...rest } = typeof where === 'string' ? { at: where } : (where as Placed);
      units.push(UnitSchema.parse({ id, character: id, name: nameOf(id), side, hex: L(at!), wounds: 0, stunned: false, dead: false, ...rest }));
    }
  }
  const horses: Horse[] = (s.horses ?? []).map((h) =>
    HorseSchema.parse({ id: `${h.owner}-horse`, owner: h.owner, name: `${nameOf(h.owner)}'s horse`, hex: L(h.at), facing: h.facing, dead: h.dead ?? false, controller: h.controller ?? 'rebels', ledBy: null }),
  );
  const state: DnState = DnStateSchema.parse({
    game: 'dragon-noir',
    scenario: 'test',
    options: {},
    sides: [
      { id: 'orks', label: 'Orks' },
      { id: 'rebels', label: 'Rebels' },
    ],
    turn: 1,
    turns: 8,
    active: 0,
    playerTurn: 1,
    phase: 'movement',
    units,
    horses,
    moves: [],
    combats: [],
    attacked: [],
    engaged: [],
    steps: [],
    advanceOffer: null,
    outcome: null,
  });
  const scenario = { id: 'test', title: 'Test', volume: s.volume ?? 1 } as Scenario;
  return { board, scenario, state };
}

const nameOf = (id: string) => id.replace(/(^|-)(\w)/g, (_, dash: string, c: string) => (dash ? ' ' : '') + c.toUpperCase());

const who = (table: Table, id: string): Unit => {
  const u = table.state.units.find((x) => x.id === id);
  if (!u) throw new Error(`test setup: no ${id}`);
  return u;
};

/** `shooter` shoots at `target` with his own weapon, or the one given. */
function shot(table: Table, shooter: string, target: string, weapon?: Weapon, at?: string): Sight {
  const unit = who(table, shooter);
  const horse = table.state.horses.find((h) => h.id === target);
  const weaponUsed = weapon ?? (shooterWeapon[unit.character] as Weapon | undefined) ?? 'crossbow';
  return lineOfFire(table, { unit, weapon: weaponUsed, ...(at ? { at: L(at) } : {}) }, horse ?? who(table, target));
}
const shooterWeapon: Record<string, Weapon> = { laberne: 'longbow', jon: 'longbow', arlon: 'crossbow', barin: 'shortbow', fnarad: 'shortbow', graz: 'crossbow', gerfindel: 'longbow' };

const look = (table: Table, from: string, to: string, weapon?: Weapon) => sightBetween(table, L(from), L(to), weapon);

/** The answer in a line, for readable expectations: "clear none", "clear medium", "blocked". */
const verdict = (s: Sight) => (s.clear ? `clear ${s.cover}` : 'blocked');
const labels = (s: Sight) => s.path.map(labelOf).join(' ');

/** A row of the map, from a picture of it: symbols separated by spaces. */
const field = (changes: Record<number, string>, width = 10, height = 8) =>
  Array.from({ length: height }, (_, r) => changes[r + 1] ?? Array.from({ length: width }, () => '.').join(' '));

// --- 2.21 ------------------------------------------------------------------------------------------

describe('2.21 line of fire and range', () => {
  test('2.21 range counts the target hex and not the shooter\'s', () => {
    expect(hexRange(L('C1'), L('C2'))).toBe(1);
    expect(hexRange(L('C1'), L('C6'))).toBe(5);
    expect(hexRange(L('A1'), L('E3'))).toBe(4);
  });

  test('2.21 the line runs centre to centre over flat ground: clear, no cover, and the path names both ends', () => {
    const s = look(scene(), 'C1', 'C6');
    expect(s).toMatchObject({ clear: true, cover: 'none', range: 5 });
    expect(labels(s)).toBe('C1 C2 C3 C4 C5 C6');
  });

  test('2.21 Ours: a line along a hexside is blocked only if it is blocked on both sides', () => {
    // A3 to E3 runs along the hexsides between B2 and B3, and between D2 and D3.
    const oneSide = scene({ rows: field({ 2: '. T . . . . . . . .' }) });
    const s = look(oneSide, 'A3', 'E3');
    expect(verdict(s)).toBe('clear none');
    expect(labels(s)).toBe('A3 B3 C3 D3 E3');
    const bothSides = scene({ rows: field({ 2: '. T . . . . . . . .', 3: '. T . . . . . . . .' }) });
    expect(look(bothSides, 'A3', 'E3')).toMatchObject({ clear: false, why: 'the trees at B2 block the line.', at: L('B2') });
  });
});
