import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { Weapon } from '../../../src/engine/games/dragon-noir/characters/characters.ts';
import { loadBoard } from '../../../src/engine/games/dragon-noir/maps.ts';
import type { Scenario } from '../../../src/engine/games/dragon-noir/scenario.ts';
import { canFireFrom, hexRange, isUnderground, lineOfFire, sightBetween, type Sight } from '../../../src/engine/games/dragon-noir/fire/sight.ts';
import { DnStateSchema, HorseSchema, UnitSchema, type DnState, type Horse, type Unit } from '../../../src/engine/games/dragon-noir/state.ts';
import { LEVEL_SYMBOLS } from '../../../src/engine/games/dragon-noir/terrain.ts';
import type { Table } from '../../../src/engine/games/dragon-noir/world.ts';
import type { Hex } from '../../../src/engine/hex/hex.ts';
import { labelOf, parseLabel } from '../../../src/engine/hex/labels.ts';
import { mapText, OPEN_FIELD } from '../../support/dragon-noir.ts';

/*
 * Line of fire and cover, rules 2.21 and 2.24, on small maps drawn in each test, with the real
 * Krobs and dragons: Warrior 1, Baby Warrior 1, the Black Dragon's cross and the Baby Dragon's
 * two hexes, each laid by its anchor and facing.
 */

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

function scene(s: Scene & { map?: string } = {}): Table {
  const rows = s.rows ?? OPEN_FIELD;
  let text = s.map ? readFileSync(`assets/maps/dragon-noir/${s.map}.map`, 'utf8') : mapText(rows, s.hexsides ?? []);
  if (s.kind) text = text.replace('size:', `kind: ${s.kind}\nsize:`);
  const id = s.map ?? 'test';
  const built = loadBoard({ id, name: id, maps: [{ map: id, col: 0, row: 0 }] }, { [id]: text });
  if (!built.ok) throw new Error(built.error);
  const board = built.value;
  // Levels and features are set here on a test map; a shipped map keeps its own.
  for (const cell of s.map ? [] : board.cells.values()) {
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

/** A map of flat ground with some hexes changed: `{ C3: 'T' }` puts trees on C3. */
function grid(changes: Record<string, string> = {}, width = 10, height = 8): string[] {
  const cells = Array.from({ length: height }, () => Array.from({ length: width }, () => '.'));
  for (const [label, symbol] of Object.entries(changes)) {
    const h = L(label);
    cells[h.r + (h.q - (h.q & 1)) / 2]![h.q] = symbol;
  }
  return cells.map((row) => row.join(' '));
}

/** The same, for the `levels:` layer: every hex at level 0 unless given. */
const levels = (changes: Record<string, string>, width = 10, height = 8) => grid(Object.fromEntries(Object.entries(changes)), width, height).map((r) => r.replace(/\./g, '0'));

/** Several hexes at once: `many('C2 C3 C4', '~')`. */
const many = (labels: string, symbol: string): Record<string, string> => Object.fromEntries(labels.split(/\s+/).map((l) => [l, symbol]));

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
    const oneSide = scene({ rows: grid({ B2: 'T' }) });
    const s = look(oneSide, 'A3', 'E3');
    expect(verdict(s)).toBe('clear none');
    expect(labels(s)).toBe('A3 B3 C3 D3 E3');
    const bothSides = scene({ rows: grid({ B2: 'T', B3: 'T' }) });
    expect(look(bothSides, 'A3', 'E3')).toMatchObject({ clear: false, why: 'the trees at B2 block the line', at: L('B2') });
  });
});

// --- 2.24, in the rules' order -----------------------------------------------------------------------

describe('2.24 arrow-slits', () => {
  // A two-hex tower, E3 and E4, with an arrow-slit in the south side of E4.
  const tower = (rebels: Record<string, string>, orks: Record<string, string>) =>
    scene({ rows: grid(many('E3 E4', '#')), hexsides: ['arrow-slit E4/E5'], rebels, orks });

  test('2.24 arrow-slits: from inside, a character on the arrow-slit hex fires out, from the opening of the slit', () => {
    const t = tower({ laberne: 'E4' }, { krular: 'H6' });
    // From the centre of E4 the line to H6 would leave through the wall E4/F4; from the slit it does not.
    const s = shot(t, 'laberne', 'krular');
    expect(verdict(s)).toBe('clear none');
    expect(labels(s)).toBe('E4 E5 F4 F5 G6 H6');
  });

  test('2.24 arrow-slits: from inside, nobody but the one on the arrow-slit hex fires through it', () => {
    const t = tower({ laberne: 'E3' }, { krular: 'E8' });
    expect(shot(t, 'laberne', 'krular')).toMatchObject({ clear: false, at: L('E5') });
  });

  test('2.24 arrow-slits: from outside, only in an exact straight line, and the target has heavy cover', () => {
    const t = tower({ laberne: 'E4' }, { graz: 'E8', attrag: 'F8' });
    expect(verdict(shot(t, 'graz', 'laberne'))).toBe('clear heavy');
    const aslant = shot(t, 'attrag', 'laberne');
    expect(aslant).toMatchObject({ clear: false, why: expect.stringContaining('arrow-slit E5/E4') });
  });

  test('2.24 arrow-slits: from outside, nobody else inside can be shot through it', () => {
    const t = tower({ laberne: 'E3' }, { graz: 'E8' });
    expect(verdict(shot(t, 'graz', 'laberne'))).toBe('blocked');
  });
});

describe('2.24 bridges', () => {
  // A pond in rows 3, 5 and 6 with a wooden bridge along row 4.
  const pond = () => scene({ rows: grid({ ...many('A3 B3 C3 D3 E3 A5 B5 C5 D5 E5 A6 B6 C6 D6 E6', '~'), ...many('A4 B4 C4 D4 E4', '=') }) });

  test('2.24 wooden bridge: it never blocks a line of fire', () => {
    expect(verdict(look(pond(), 'C1', 'C8'))).toBe('clear none');
    expect(verdict(look(pond(), 'C1', 'C4'))).toBe('clear none');
  });

  test('2.24 wooden bridge: a character in the water has medium cover when the line crosses the bridge, light when not', () => {
    const across = look(pond(), 'C1', 'C5');
    expect(labels(across)).toBe('C1 C2 C3 C4 C5');
    expect(verdict(across)).toBe('clear medium');
    expect(verdict(look(pond(), 'C1', 'C3'))).toBe('clear light');
  });

  // A stream down column E (rows 2 to 7), the stone bridge at E4 with its low walls to the water.
  const stream = (extra: Partial<Scene> = {}) =>
    scene({ rows: grid({ ...many('E2 E3 E5 E6 E7', '~'), E4: 'S' }), hexsides: ['low-wall E3/E4 E4/E5'], ...extra });

  test('2.24 stone bridge: a line over a low wall gives medium cover, on the bridge or beyond it', () => {
    expect(verdict(look(stream(), 'E8', 'E1'))).toBe('clear medium');
    expect(verdict(look(stream(), 'E8', 'E4'))).toBe('clear medium');
  });

  test('2.24 stone bridge: a character in the water is not seen over the low wall (infinite cover)', () => {
    const s = look(stream(), 'E8', 'E3');
    expect(s).toMatchObject({ clear: false, at: L('E4') });
    expect(s.clear || s.why).toContain('cannot see him');
  });

  test('2.24 stone bridge, special rule: a line along the bridge, over no low wall, gives no cover on solid ground', () => {
    const s = look(stream(), 'B4', 'H3');
    expect(labels(s)).toContain('D4 E4 F3');
    expect(verdict(s)).toBe('clear none');
  });

  test('2.24 stone bridge, special rule: a shooter on the bridge beside the low wall: none on solid ground, light in the water', () => {
    expect(verdict(look(stream(), 'E4', 'E6'))).toBe('clear light');
    expect(verdict(look(stream(), 'E4', 'E8'))).toBe('clear none');
  });
});

describe('2.24 rubble (translator\'s note), marsh, scrub', () => {
  test('2.24 rubble: medium cover, and it does not block', () => {
    const t = scene({ rows: grid({ C4: '%', C6: '%' }) });
    expect(verdict(look(t, 'C1', 'C6'))).toBe('clear medium');
  });

  test('2.24 marsh: light cover (the game aid card says none, wrongly)', () => {
    expect(verdict(look(scene({ rows: grid({ C6: '"' }) }), 'C1', 'C6'))).toBe('clear light');
  });

  test('2.24 scrub: fired into and across; light cover for the one in it', () => {
    const t = scene({ rows: grid({ C3: ',', C4: ',', C6: ',' }) });
    const s = look(t, 'C1', 'C6');
    expect(verdict(s)).toBe('clear light');
    expect(s.clear && s.notes).toEqual(['a character at C6 is in the scrub at C6: light cover']);
  });
});

describe('2.24 characters', () => {
  const column = (extra: Partial<Scene> = {}, height = 8) => scene({ rows: grid({}, 10, height), ...extra });

  test('2.24 characters: a standing character between blocks a crossbow', () => {
    const t = column({ orks: { graz: 'C1', krular: 'C3' }, rebels: { rix: 'C6' } });
    expect(shot(t, 'graz', 'rix')).toMatchObject({ clear: false, why: 'Krular at C3 is in the way', at: L('C3') });
  });

  test('2.24 characters: the shooter and the target are never in their own way, wherever the fire module asks from', () => {
    // Graz stands in C3 but the shot is asked from C1, as for a hex of a planned move; Rix's counter is still at C4.
    const t = column({ orks: { graz: 'C3' }, rebels: { rix: 'C4' } });
    expect(verdict(lineOfFire(t, { unit: who(t, 'graz'), weapon: 'crossbow', at: L('C1') }, { ...who(t, 'rix'), hex: L('C6') }))).toBe('clear none');
    // Nor is a rider in his own way, head or back (Arlon's counter covers C3 and C4).
    const rider = column({ rebels: { arlon: { at: 'C3', mounted: true, facing: 0 } }, orks: { krular: 'C7' } });
    expect(verdict(lineOfFire(rider, { unit: who(rider, 'arlon'), weapon: 'crossbow', at: L('C1') }, who(rider, 'krular')))).toBe('clear none');
  });

  test('2.24 characters: the stunned and the dead do not block', () => {
    expect(verdict(shot(column({ orks: { graz: 'C1', krular: { at: 'C3', stunned: true } }, rebels: { rix: 'C6' } }), 'graz', 'rix'))).toBe('clear none');
    expect(verdict(shot(column({ orks: { graz: 'C1', krular: { at: 'C3', dead: true } }, rebels: { rix: 'C6' } }), 'graz', 'rix'))).toBe('clear none');
  });

  test('2.24 characters: a bow fires over characters at medium or long range, not at short range (DN1)', () => {
    // A longbow's short range is 12 hexes (5.11.1).
    const near = column({ rebels: { laberne: 'C1', rix: 'C3' }, orks: { krular: 'C14' } }, 20);
    expect(shot(near, 'laberne', 'krular')).toMatchObject({ clear: true, range: 13 });
    const blockedNear = column({ rebels: { laberne: 'C1', rix: 'C3' }, orks: { krular: 'C13' } }, 20);
    expect(shot(blockedNear, 'laberne', 'krular')).toMatchObject({ clear: false, why: expect.stringContaining('only at medium or long range') });
    expect(verdict(shot(near, 'laberne', 'krular', 'crossbow'))).toBe('blocked');
  });

  test('2.24 characters: in DN2 all fire is at short range, so bows are blocked like crossbows', () => {
    const t = column({ volume: 2, rebels: { laberne: 'C1', rix: 'C3' }, orks: { krular: 'C16' } }, 20);
    expect(shot(t, 'laberne', 'krular')).toMatchObject({ clear: false, why: expect.stringContaining('underground every shot is at short range') });
  });

  test('2.24 characters, exception 1: a character in the water never blocks', () => {
    const t = scene({ rows: grid({ C3: '~' }), orks: { graz: 'C1', krular: 'C3' }, rebels: { rix: 'C6' } });
    expect(verdict(shot(t, 'graz', 'rix'))).toBe('clear none');
  });

  test('2.24 characters, exception 2 and 4.1: dogs block only the Dwarves\' shots', () => {
    const t = column({ rebels: { lucifer: 'C3', rix: 'C6' }, orks: { graz: 'C1', barin: 'D1' } });
    expect(verdict(shot(t, 'graz', 'rix'))).toBe('clear none');
    const dwarf = column({ rebels: { lucifer: 'C3', rix: 'C6' }, orks: { barin: 'C1' } });
    expect(shot(dwarf, 'barin', 'rix')).toMatchObject({ clear: false, why: 'Lucifer at C3 is in the way (a bow fires over heads only at medium or long range)' });
  });

  test('2.24 characters, exception 2: baby Krobs block only the Dwarves\' shots', () => {
    const t = column({ volume: 2, orks: { 'baby-warrior-1': 'C3', graz: 'C6' }, rebels: { laberne: 'C1', hurin: 'D1' } });
    expect(verdict(shot(t, 'laberne', 'graz'))).toBe('clear none');
    const dwarf = column({ volume: 2, orks: { 'baby-warrior-1': 'C3', graz: 'C6' }, rebels: { hurin: 'C1' } });
    expect(verdict(shot(dwarf, 'hurin', 'graz'))).toBe('blocked');
  });

  test('2.24 characters, exception 3: a shooter on a slope fires over the heads of those below him (DN1)', () => {
    // C1 is on the level above; C2 is the slope down from it.
    const hill = (shooterAt: string) =>
      scene({ rows: grid({ C2: '/' }), levels: levels({ C1: '+', B1: '+', D1: '+' }), orks: { graz: shooterAt, krular: 'C4' }, rebels: { rix: 'C6' } });
    expect(verdict(shot(hill('C2'), 'graz', 'rix'))).toBe('clear none');
    expect(verdict(shot(scene({ orks: { graz: 'C2', krular: 'C4' }, rebels: { rix: 'C6' } }), 'graz', 'rix'))).toBe('blocked');
  });

  test('2.24 characters, exception 4: from an upper level, characters a level below are no obstacle; those up there still are', () => {
    const balcony = (blocker: string) =>
      scene({ levels: levels({ C1: '+', C2: '+', B1: '+', B2: '+', D1: '+', D2: '+' }), orks: { graz: 'C1', krular: blocker }, rebels: { rix: 'C6' } });
    expect(verdict(shot(balcony('C4'), 'graz', 'rix'))).toBe('clear none');
    expect(verdict(shot(balcony('C2'), 'graz', 'rix'))).toBe('blocked');
    // And the other way: a shooter below at a target up there.
    const up = scene({ levels: levels({ C1: '+', C2: '+', B1: '+', B2: '+', D1: '+', D2: '+' }), rebels: { rix: 'C1', simon: 'C4' }, orks: { graz: 'C6' } });
    expect(verdict(shot(up, 'graz', 'rix'))).toBe('clear none');
  });

  test('2.24 characters, exception 5: Arlon on horseback fires over a friend next to him, not over an enemy or a friend farther off', () => {
    const ride = (rebels: Record<string, string | Partial<Placed>>, orks: Record<string, string>) =>
      scene({ rebels: { arlon: { at: 'C2', mounted: true, facing: 3 }, ...rebels }, orks });
    expect(verdict(shot(ride({ rix: 'C3' }, { krular: 'C6' }), 'arlon', 'krular'))).toBe('clear none');
    expect(verdict(shot(ride({}, { zarad: 'C3', krular: 'C6' }), 'arlon', 'krular'))).toBe('blocked');
    expect(verdict(shot(ride({ rix: 'C4' }, { krular: 'C6' }), 'arlon', 'krular'))).toBe('blocked');
    const onFoot = scene({ rebels: { arlon: 'C2', rix: 'C3' }, orks: { krular: 'C6' } });
    expect(verdict(shot(onFoot, 'arlon', 'krular'))).toBe('blocked');
  });

  test('2.24 characters: a riderless horse is an animal in the way; a dead one is not', () => {
    const horse = (dead: boolean) => scene({ orks: { graz: 'C1' }, rebels: { rix: 'C7' }, horses: [{ owner: 'konrad', at: 'C3', facing: 0, dead }] });
    expect(shot(horse(false), 'graz', 'rix')).toMatchObject({ clear: false, why: "Konrad's horse at C3 is in the way" });
    expect(verdict(shot(horse(true), 'graz', 'rix'))).toBe('clear none');
  });
});

describe('2.24 DN2: no shot at a Krob in contact with an Adventurer', () => {
  test('2.24 DN2: a Krob next to an Adventurer it can attack cannot be shot at', () => {
    const t = scene({ volume: 2, rebels: { laberne: 'C1', rix: 'C7' }, orks: { 'warrior-1': 'C6' } });
    expect(shot(t, 'laberne', 'warrior-1')).toMatchObject({ clear: false, why: expect.stringContaining('Warrior 1 is next to Rix') });
  });

  test('2.24 DN2: unless the Krob cannot attack him (a wall between them, or another level)', () => {
    const wall = scene({ volume: 2, rebels: { laberne: 'C1', rix: 'C7' }, orks: { 'warrior-1': 'C6' }, hexsides: ['wall C6/C7'] });
    expect(verdict(shot(wall, 'laberne', 'warrior-1'))).toBe('clear none');
    const below = scene({ volume: 2, levels: levels({ C7: '-' }), rebels: { laberne: 'C1', rix: 'C7' }, orks: { 'warrior-1': 'C6' } });
    expect(verdict(shot(below, 'laberne', 'warrior-1'))).toBe('clear none');
  });

  test('2.24 DN2: the rule is DN2\'s; in DN1 the same shot is allowed, and an Ork next to a Rebel may be shot in DN2', () => {
    expect(verdict(shot(scene({ rebels: { laberne: 'C1', rix: 'C7' }, orks: { 'warrior-1': 'C6' } }), 'laberne', 'warrior-1'))).toBe('clear none');
    expect(verdict(shot(scene({ volume: 2, rebels: { laberne: 'C1', rix: 'C7' }, orks: { krular: 'C6' } }), 'laberne', 'krular'))).toBe('clear none');
  });
});

describe('2.24 crevasses and doorways', () => {
  test('2.24 crevasses: a crevasse never blocks the line', () => {
    expect(verdict(look(scene({ rows: grid(many('C3 C4', 'X')) }), 'C1', 'C6'))).toBe('clear none');
  });

  // A house down column D (D3 to D6); its door is in the south side of D6, the doorway hex.
  const house = (extra: Partial<Scene> = {}) => scene({ rows: grid(many('D3 D4 D5 D6', '#')), hexsides: ['door D6/D7'], ...extra });

  test('2.24 doorways: shot at through a doorway, a character has medium cover', () => {
    expect(verdict(look(house(), 'D8', 'D4'))).toBe('clear medium');
  });

  test('2.24 doorways: not when the target is in the doorway hex, nor when the shooter is', () => {
    expect(verdict(look(house(), 'D8', 'D6'))).toBe('clear none');
    expect(verdict(look(house(), 'D6', 'D8'))).toBe('clear none');
  });

  test('2.24 doorways: a shot from the doorway hex runs from the middle of the doorway', () => {
    // From the centre of D6, the line to G8 would leave through the wall D6/E7.
    const s = look(house(), 'D6', 'G8');
    expect(verdict(s)).toBe('clear none');
    expect(labels(s)).toBe('D6 D7 E7 F7 G8');
  });

  test('2.24 doorways: a section of wall beside the door still blocks', () => {
    expect(look(house(), 'C8', 'D4')).toMatchObject({ clear: false, why: 'a wall between C7 and D6 blocks the line', at: L('D6') });
  });
});

describe('2.24 dragons, horsemen', () => {
  test('2.24 dragons: the adult Black Dragon cannot be shot', () => {
    const t = scene({ rebels: { laberne: 'C1' }, orks: { 'black-dragon': { at: 'C6', facing: 0 } } });
    expect(shot(t, 'laberne', 'black-dragon')).toMatchObject({ clear: false, why: expect.stringContaining('Black Dragon') });
  });

  test('2.24 dragons: the baby dragon is shot like a rider, two hexes long, in the heavier cover of the two', () => {
    const t = scene({ rows: grid({ C6: ',' }), rebels: { laberne: 'C1' }, orks: { 'baby-dragon': { at: 'C5', facing: 0 } } });
    expect(shot(t, 'laberne', 'baby-dragon')).toMatchObject({ clear: true, cover: 'light', range: 4 });
  });

  test('2.24 horsemen: a rider on flat ground and scrub has light cover (the rules\' example)', () => {
    const t = scene({ rows: grid({ C6: ',' }), orks: { graz: 'C1' }, rebels: { konrad: { at: 'C5', mounted: true, facing: 0 } } });
    const s = shot(t, 'graz', 'konrad');
    expect(s).toMatchObject({ clear: true, cover: 'light', range: 4 });
    expect(s.clear && s.notes.join(' ')).toContain("the heavier of a rider's two hexes");
  });

  test('2.24 horsemen and 2.47: a riderless horse takes the heavier cover of its two hexes', () => {
    const t = scene({ rows: grid({ C6: '"' }), orks: { graz: 'C1' }, horses: [{ owner: 'konrad', at: 'C5', facing: 0 }] });
    expect(verdict(shot(t, 'graz', 'konrad-horse'))).toBe('clear light');
  });

  test('2.24 horsemen: a rider half hidden is shot at the half that can be seen', () => {
    // A wall covers the head (C5) from C1; the back (C6) is seen past it.
    const t = scene({ orks: { graz: 'B1' }, rebels: { konrad: { at: 'C5', mounted: true, facing: 0 } }, hexsides: ['wall C4/C5 B5/C5'] });
    const s = shot(t, 'graz', 'konrad');
    expect(s.clear).toBe(true);
    expect(s.path.at(-1)).toEqual(L('C6'));
  });
});

describe('2.24 prison', () => {
  test('2.24 prison: a line across the bars of a cell gives light cover', () => {
    expect(verdict(look(scene({ hexsides: ['bars C4/C5'] }), 'C1', 'C7'))).toBe('clear light');
    expect(verdict(look(scene({ hexsides: ['cell-door C4/C5'] }), 'C1', 'C7'))).toBe('clear light');
  });

  test('2.24 prison: no cover when the shooter is next to the bars', () => {
    expect(verdict(look(scene({ hexsides: ['bars C4/C5'] }), 'C4', 'C7'))).toBe('clear none');
  });
});

describe('2.24 slopes', () => {
  // C1 and C2 are on the level above; C3 is the slope; C4 onwards is the level below.
  const UPPER = levels(Object.fromEntries('A1 B1 C1 D1 E1 A2 B2 C2 D2 E2'.split(' ').map((l) => [l, '+'])));
  const hill = (extra: Partial<Scene> = {}) => scene({ rows: grid(many('A3 B3 C3 D3 E3', '/')), levels: UPPER, ...extra });

  test('2.24 slopes: over the lip, the one below must be at least as far from the slope as the one above', () => {
    expect(look(hill(), 'C1', 'C4')).toMatchObject({ clear: false, why: expect.stringContaining('over the lip of the slope between C2 and C3') });
    expect(verdict(look(hill(), 'C1', 'C5'))).toBe('clear none');
    expect(verdict(look(hill(), 'C2', 'C4'))).toBe('clear none');
  });

  test('2.24 slopes: they cannot see each other either way', () => {
    expect(verdict(look(hill(), 'C4', 'C1'))).toBe('blocked');
    expect(verdict(look(hill(), 'C5', 'C1'))).toBe('clear none');
  });

  test('2.24 slopes: the one on the slope hex itself is half-way up: he is seen, and has medium cover when shot over the lip', () => {
    expect(verdict(look(hill(), 'C1', 'C3'))).toBe('clear medium');
    expect(verdict(look(hill(), 'C3', 'C1'))).toBe('clear none');
    // From below, the line does not pass the lip: no cover.
    expect(verdict(look(hill(), 'C6', 'C3'))).toBe('clear none');
  });

  test('2.24 slopes: a slope does not block a line that does not cross its lip', () => {
    expect(verdict(look(hill(), 'A4', 'E4'))).toBe('clear none');
  });

  test('2.24 slopes, Ours: a slope whose map gives no levels has its medium cover from any side', () => {
    expect(verdict(look(scene({ rows: grid({ C3: '/' }) }), 'C6', 'C3'))).toBe('clear medium');
  });

  test('2.24 slopes, DN2: the slope is so steep that only a shooter next to it at the top can shoot at someone on it', () => {
    expect(verdict(look(hill({ volume: 2 }), 'C2', 'C3'))).toBe('clear medium');
    expect(look(hill({ volume: 2 }), 'C1', 'C3')).toMatchObject({ clear: false, why: expect.stringContaining('too steep') });
    expect(verdict(look(hill({ volume: 2 }), 'C5', 'C3'))).toBe('blocked');
  });

  test('2.24 slopes, DN2: or the one on it shoot at someone at the top next to him', () => {
    expect(verdict(look(hill({ volume: 2 }), 'C3', 'C2'))).toBe('clear none');
    expect(verdict(look(hill({ volume: 2 }), 'C3', 'C1'))).toBe('blocked');
  });
});

describe('2.24 spider webs, streams and pools', () => {
  test('2.24 spider webs: a web between blocks like trees', () => {
    expect(look(scene({ features: { C3: ['web'] } }), 'C1', 'C6')).toMatchObject({ clear: false, why: 'the spider web at C3 blocks the line' });
  });

  test('2.24 spider webs: a Krob on a web hex has light cover', () => {
    const t = scene({ volume: 2, features: { C6: ['web'] }, rebels: { laberne: 'C1' }, orks: { 'warrior-1': 'C6' } });
    expect(verdict(shot(t, 'laberne', 'warrior-1'))).toBe('clear light');
  });

  test('2.24 streams and pools: a character in the water cannot fire, and has light cover', () => {
    const t = scene({ rows: grid(many('C1 C6', '~')), rebels: { laberne: 'C1' }, orks: { fnarad: 'C6', graz: 'C8' } });
    expect(canFireFrom(t, who(t, 'laberne'))).toEqual({ ok: false, why: 'Laberne is in the water and cannot fire (2.24 Streams)' });
    expect(canFireFrom(t, who(t, 'graz'))).toEqual({ ok: true });
    expect(shot(t, 'laberne', 'fnarad')).toMatchObject({ clear: false, why: 'Laberne is in the water and cannot fire (2.24 Streams)' });
    expect(verdict(shot(t, 'graz', 'laberne'))).toBe('clear light');
  });
});

describe('2.24 towers (DN1 magic terrain)', () => {
  // A tower down column D: ramparts D3 and D5 round the centre D4.
  const TOWER = { D3: ['tower-rampart'], D4: ['tower-centre'], D5: ['tower-rampart'] };
  const tower = (extra: Partial<Scene>, height = 16) => scene({ rows: grid({}, 10, height), features: TOWER, ...extra });

  test('2.24 towers: within 8 hexes the shooter on the tower does not count characters below', () => {
    expect(verdict(shot(tower({ orks: { graz: 'D5', krular: 'D7' }, rebels: { rix: 'D12' } }), 'graz', 'rix'))).toBe('clear none');
    expect(verdict(shot(tower({ orks: { graz: 'D5', krular: 'D7' }, rebels: { rix: 'D14' } }), 'graz', 'rix'))).toBe('blocked');
  });

  test('2.24 towers: trees and other towers still block', () => {
    expect(verdict(shot(tower({ rows: grid({ D7: 'T' }, 10, 16), orks: { graz: 'D5' }, rebels: { rix: 'D10' } }), 'graz', 'rix'))).toBe('blocked');
    const two = tower({ features: { ...TOWER, D8: ['tower-rampart'] }, orks: { graz: 'D5' }, rebels: { rix: 'D10' } });
    expect(shot(two, 'graz', 'rix')).toMatchObject({ clear: false, why: 'the tower at D8 blocks the line' });
  });

  test('2.24 towers: the shooter on the tower fires from the middle of the side he chooses', () => {
    // From the centre of D5 every line to G8 passes the trees in E7; from the middle of its north-east side, none does.
    const s = shot(tower({ rows: grid({ E7: 'T' }, 10, 16), orks: { graz: 'D5' }, rebels: { rix: 'G8' } }), 'graz', 'rix');
    expect(verdict(s)).toBe('clear none');
    expect(labels(s)).toBe('D5 E5 E6 F6 F7 G8');
    // Not from the ground: the same shot from D5 without the tower is blocked.
    expect(verdict(shot(scene({ rows: grid({ E7: 'T' }, 10, 16), orks: { graz: 'D5' }, rebels: { rix: 'G8' } }), 'graz', 'rix'))).toBe('blocked');
  });

  test('2.24 towers: the shooter\'s own tower does not stand in his way', () => {
    expect(verdict(shot(tower({ orks: { graz: 'D3' }, rebels: { rix: 'D10' } }), 'graz', 'rix'))).toBe('clear none');
  });

  test('2.24 towers: within 8 hexes scrub and slopes give no cover; beyond, they do', () => {
    expect(verdict(shot(tower({ rows: grid({ D12: ',' }, 10, 16), orks: { graz: 'D5' }, rebels: { rix: 'D12' } }), 'graz', 'rix'))).toBe('clear none');
    expect(verdict(shot(tower({ rows: grid({ D14: ',' }, 10, 16), orks: { graz: 'D5' }, rebels: { rix: 'D14' } }), 'graz', 'rix'))).toBe('clear light');
  });

  test('2.24 towers: from outside, heavy cover behind the rampart, and none can reach the centre', () => {
    expect(verdict(shot(tower({ orks: { graz: 'D9' }, rebels: { rix: 'D5' } }), 'graz', 'rix'))).toBe('clear heavy');
    expect(shot(tower({ orks: { graz: 'D9' }, rebels: { rix: 'D4' } }), 'graz', 'rix')).toMatchObject({ clear: false, why: expect.stringContaining('centre of the tower') });
  });
});

describe('2.24 trees', () => {
  test('2.24 trees: any tree hex between shooter and target blocks', () => {
    expect(look(scene({ rows: grid({ C4: 'T' }) }), 'C1', 'C6')).toMatchObject({ clear: false, why: 'the trees at C4 block the line', at: L('C4') });
  });

  test('2.24 trees: a character in a tree hex can be shot, with light cover, and can shoot out', () => {
    const t = scene({ rows: grid(many('C6 C1', 'T')) });
    expect(verdict(look(t, 'C1', 'C6'))).toBe('clear light');
    expect(verdict(look(t, 'C6', 'C1'))).toBe('clear light');
  });
});

describe('2.24 underground caverns', () => {
  const cavern = (volume: 1 | 2) => scene({ kind: 'underground', volume, rows: grid({ C4: '~', C6: 'E', C8: ',' }) });

  test('2.24 underground, DN1: the target has no cover whatever his hex, except in an entrance (medium)', () => {
    expect(verdict(look(cavern(1), 'C1', 'C4'))).toBe('clear none');
    expect(verdict(look(cavern(1), 'C1', 'C8'))).toBe('clear none');
    expect(verdict(look(cavern(1), 'C1', 'C6'))).toBe('clear medium');
  });

  test('2.24 underground: in DN2 the ground gives its cover as usual', () => {
    expect(verdict(look(cavern(2), 'C1', 'C4'))).toBe('clear light');
  });

  test('2.21: a map of kind underground is underground; Ours: so is a tunnel, rock or an entrance on any map', () => {
    expect(isUnderground(scene({ kind: 'underground' }), L('C1'))).toBe(true);
    expect(isUnderground(scene({ kind: 'surface' }), L('C1'))).toBe(false);
    const mouth = scene({ kind: 'surface', rows: grid({ J8: '-', J7: 'E' }) });
    expect([isUnderground(mouth, L('J8')), isUnderground(mouth, L('J7')), isUnderground(mouth, L('J6'))]).toEqual([true, true, false]);
  });
});

describe('2.24 walls', () => {
  test('2.24 walls: a wall crossed by the line blocks it (the target behind it has infinite cover)', () => {
    expect(look(scene({ hexsides: ['wall C3/C4'] }), 'C1', 'C6')).toMatchObject({ clear: false, why: 'a wall between C3 and C4 blocks the line', at: L('C4') });
  });

  test('2.24 walls: with someone in the way before the wall, the answer names the wall, which blocks for good', () => {
    const t = scene({ orks: { graz: 'C1', krular: 'C2' }, rebels: { rix: 'C6' }, hexsides: ['wall C3/C4'] });
    expect(shot(t, 'graz', 'rix')).toMatchObject({ clear: false, why: 'a wall between C3 and C4 blocks the line', at: L('C4') });
    // Without the wall, Krular is what blocks the line.
    const open = scene({ orks: { graz: 'C1', krular: 'C2' }, rebels: { rix: 'C6' } });
    expect(shot(open, 'graz', 'rix')).toMatchObject({ clear: false, why: 'Krular at C2 is in the way', at: L('C2') });
  });

  test('2.24 walls: a demolished wall neither blocks nor gives cover', () => {
    expect(verdict(look(scene({ hexsides: ['demolished C3/C4'] }), 'C1', 'C6'))).toBe('clear none');
  });

  test('2.24 walls: solid rock blocks like a wall', () => {
    expect(look(scene({ rows: grid({ C3: '@' }) }), 'C1', 'C6')).toMatchObject({ clear: false, why: 'the solid rock at C3 blocks the line' });
  });
});

describe('2.24 windows', () => {
  // Two rooms down column D: D2-D3, and D4-D6 with a window in the south side of D6; a door between.
  const house = () => scene({ rows: grid(many('D2 D3 D4 D5 D6', '#')), hexsides: ['window D6/D7', 'door D3/D4'] });

  test('2.24 windows: from inside, only the character in the window hex fires out', () => {
    expect(verdict(look(house(), 'D6', 'D8'))).toBe('clear none');
    expect(look(house(), 'D4', 'D8')).toMatchObject({ clear: false, why: expect.stringContaining('window D6/D7'), at: L('D7') });
  });

  test('2.24 windows: from outside, only at the character right behind the window, who has medium cover', () => {
    expect(verdict(look(house(), 'D8', 'D6'))).toBe('clear medium');
    expect(verdict(look(house(), 'D8', 'D5'))).toBe('blocked');
  });

  test('2.24 windows, special rule: a shooter next to the sill fires into that room only, at medium cover', () => {
    expect(verdict(look(house(), 'D7', 'D4'))).toBe('clear medium');
    expect(look(house(), 'D7', 'D2')).toMatchObject({ clear: false, why: expect.stringContaining('only the room behind it') });
  });
});

describe('2.24 levels (balconies, the Dragon\'s Lake, the Maze)', () => {
  test('2.24 levels, Ours: ground higher than both ends blocks the line', () => {
    const ridge = scene({ levels: levels(many('A4 B4 C4 D4 E4', '+')) });
    expect(look(ridge, 'C1', 'C7')).toMatchObject({ clear: false, why: 'the higher ground at C4 blocks the line' });
  });

  test('2.24 levels: the Dragon\'s Lake, from level 0 over the balcony (-1) to the beach (-2)', () => {
    const lake = (blocker: Record<string, string>) =>
      scene({ levels: levels({ ...many('B3 C3 D3', '-'), ...many('A4 B4 C4 D4 A5 B5 C5 D5 A6 B6 C6 D6 A7 B7 C7 D7 A8 B8 C8 D8', '=') }), features: { C3: ['balcony'] }, orks: { graz: 'C1', ...blocker }, rebels: { rix: 'C5' } });
    expect(verdict(shot(lake({}), 'graz', 'rix'))).toBe('clear none');
    // Someone on the balcony is a level below the shooter: no obstacle.
    expect(verdict(shot(lake({ krular: 'C3' }), 'graz', 'rix'))).toBe('clear none');
    // Under the edge of level 0, the beach is out of sight from farther back.
    expect(verdict(look(lake({}), 'C1', 'C4'))).toBe('clear none');
    expect(look(scene({ levels: levels(many('A4 B4 C4 D4 A5 B5 C5 D5', '=')) }), 'C1', 'C4')).toMatchObject({ clear: false, why: expect.stringContaining('over the edge between C3 and C4') });
  });

  test('2.24 levels, Ours: a Maze walkway hides the one under it from the level above', () => {
    const maze = (placed: Partial<Placed>) =>
      scene({ levels: levels(many('B1 C1 D1 B2 C2 D2', '+')), features: { C4: ['walkway'] }, orks: { graz: 'C1', fnarad: 'C8' }, rebels: { rix: { at: 'C4', ...placed } } });
    expect(shot(maze({ below: true }), 'graz', 'rix')).toMatchObject({ clear: false, why: expect.stringContaining('walkway at C4 hides') });
    expect(verdict(shot(maze({ below: true }), 'fnarad', 'rix'))).toBe('clear none');
    expect(verdict(shot(maze({ below: false }), 'graz', 'rix'))).toBe('clear none');
    expect(verdict(shot(maze({ below: false }), 'fnarad', 'rix'))).toBe('clear none');
  });

  test('2.24 levels, Ours: someone on a walkway does not block a line passing under it', () => {
    const t = scene({ features: { C4: ['walkway'] }, orks: { graz: 'C1', krular: { at: 'C4', below: false } }, rebels: { rix: 'C7' } });
    expect(verdict(shot(t, 'graz', 'rix'))).toBe('clear none');
    const under = scene({ features: { C4: ['walkway'] }, orks: { graz: 'C1', krular: { at: 'C4', below: true } }, rebels: { rix: 'C7' } });
    expect(verdict(shot(under, 'graz', 'rix'))).toBe('blocked');
  });
});

// --- Properties over random boards ---------------------------------------------------------------------

/** mulberry32: a small seeded generator, so a failing board can be rebuilt from its seed. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SIZE = 12;
const pick = <T,>(next: () => number, items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
const anyHex = (next: () => number) => `${String.fromCharCode(65 + Math.floor(next() * SIZE))}${1 + Math.floor(next() * SIZE)}`;
const STEPS = [
  [0, -1],
  [1, -1],
  [1, 0],
  [0, 1],
  [-1, 1],
  [-1, 0],
] as const;

/** Random neighbouring pairs on the board, written as a map's hexsides are. */
function randomSides(next: () => number, count: number): string[] {
  const out: string[] = [];
  while (out.length < count) {
    const a = L(anyHex(next));
    const [dq, dr] = pick(next, STEPS);
    const b = { q: a.q + dq, r: a.r + dr };
    const row = b.r + (b.q - (b.q & 1)) / 2;
    if (b.q < 0 || row < 0 || b.q >= SIZE || row >= SIZE) continue;
    out.push(`${labelOf(a)}/${labelOf(b)}`);
  }
  return out;
}

describe('properties of the line of fire, over random boards', () => {
  test('2.21: with nothing that has a direction on the board, a line is clear one way exactly when it is clear the other way', () => {
    // Directional: arrow-slits, windows, doorways, towers, slopes, levels, the water a shooter stands in, low walls.
    const symbols = ['.', '.', '.', '.', ',', 'T', '~', '"', '%', 'X', '@', '=', 'o', ':'];
    const seen = { clear: 0, blocked: 0 };
    for (let seed = 1; seed <= 60; seed++) {
      const next = random(seed);
      const cells: Record<string, string> = {};
      for (let i = 0; i < 30; i++) cells[anyHex(next)] = pick(next, symbols);
      const walls = randomSides(next, 8);
      const bars = randomSides(next, 3);
      const demolished = randomSides(next, 3);
      const orks: Record<string, string> = {};
      for (const id of ['krular', 'azrog', 'aruk', 'zarad']) orks[id] = anyHex(next);
      const t = scene({
        rows: grid(cells, SIZE, SIZE),
        hexsides: [`wall ${walls.join(' ')}`, `bars ${bars.join(' ')}`, `demolished ${demolished.join(' ')}`],
        orks,
        rebels: { lucifer: anyHex(next) },
      });
      for (let k = 0; k < 40; k++) {
        const a = anyHex(next);
        const b = anyHex(next);
        if (cells[a] === '~' || cells[b] === '~' || a === b) continue;
        const there = look(t, a, b);
        const back = look(t, b, a);
        expect(there.clear, `seed ${seed}: ${a} to ${b} is ${verdict(there)}, back is ${verdict(back)}`).toBe(back.clear);
        expect([there.path[0], there.path.at(-1)]).toEqual([L(a), L(b)]);
        seen[there.clear ? 'clear' : 'blocked']++;
      }
    }
    expect(seen.clear).toBeGreaterThan(300);
    expect(seen.blocked).toBeGreaterThan(300);
  });

  test('2.24 walls: a wall the line crosses always blocks it; a line touching no wall is clear (flat ground)', () => {
    // Exact geometry, independent of the walk: stretch x by 2 and y by 2/√3, and hex (q, r) has its
    // centre at (3q, 2r + q) and the corners of side d at these offsets.
    const SIDE_CORNERS = [
      [[-1, -1], [1, -1]],
      [[1, -1], [2, 0]],
      [[2, 0], [1, 1]],
      [[1, 1], [-1, 1]],
      [[-1, 1], [-2, 0]],
      [[-2, 0], [-1, -1]],
    ] as const;
    type P = { x: number; y: number };
    const at = (h: { q: number; r: number }): P => ({ x: 3 * h.q, y: 2 * h.r + h.q });
    const orient = (a: P, b: P, c: P) => Math.sign((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x));
    const onSegment = (a: P, b: P, c: P) => Math.min(a.x, b.x) <= c.x && c.x <= Math.max(a.x, b.x) && Math.min(a.y, b.y) <= c.y && c.y <= Math.max(a.y, b.y);
    const properly = (a: P, b: P, p: P, q: P) => orient(a, b, p) * orient(a, b, q) < 0 && orient(p, q, a) * orient(p, q, b) < 0;
    const touches = (a: P, b: P, p: P, q: P) => {
      const [o1, o2, o3, o4] = [orient(a, b, p), orient(a, b, q), orient(p, q, a), orient(p, q, b)];
      if (o1 * o2 < 0 && o3 * o4 < 0) return true;
      return (o1 === 0 && onSegment(a, b, p)) || (o2 === 0 && onSegment(a, b, q)) || (o3 === 0 && onSegment(p, q, a)) || (o4 === 0 && onSegment(p, q, b));
    };
    let crossed = 0;
    let untouched = 0;
    for (let seed = 100; seed < 160; seed++) {
      const next = random(seed);
      const walls = randomSides(next, 14);
      const t = scene({ rows: grid({}, SIZE, SIZE), hexsides: [`wall ${walls.join(' ')}`] });
      const segments = walls.map((pair) => {
        const [a, b] = pair.split('/').map(L) as [Hex, Hex];
        const d = STEPS.findIndex(([dq, dr]) => a.q + dq === b.q && a.r + dr === b.r);
        const c = at(a);
        const [p, q] = SIDE_CORNERS[d]!;
        return [{ x: c.x + p[0], y: c.y + p[1] }, { x: c.x + q[0], y: c.y + q[1] }] as const;
      });
      for (let k = 0; k < 60; k++) {
        const a = L(anyHex(next));
        const b = L(anyHex(next));
        if (a.q === b.q && a.r === b.r) continue;
        const s = sightBetween(t, a, b);
        const A = at(a);
        const B = at(b);
        if (segments.some(([p, q]) => properly(A, B, p, q))) {
          crossed++;
          expect(s.clear, `seed ${seed}: ${labelOf(a)} to ${labelOf(b)} crosses a wall`).toBe(false);
        } else if (!segments.some(([p, q]) => touches(A, B, p, q))) {
          untouched++;
          expect(s.clear, `seed ${seed}: ${labelOf(a)} to ${labelOf(b)} touches no wall`).toBe(true);
        }
      }
    }
    // Both halves of the property were exercised.
    expect(crossed).toBeGreaterThan(200);
    expect(untouched).toBeGreaterThan(200);
  });
});

// --- On the shipped maps ---------------------------------------------------------------------------------

describe('2.24 on the shipped maps', () => {
  test('2.24 arrow-slits on the Haunted Swamp: the ruined tower\'s slit E8/D8', () => {
    const swamp = scene({ map: 'haunted-swamp', volume: 2 });
    // B9, C9 and D8 are the straight row out from E8 through the slit.
    expect(verdict(look(swamp, 'B9', 'E8'))).toBe('clear heavy');
    expect(verdict(look(swamp, 'C8', 'E8'))).toBe('blocked');
    expect(verdict(look(swamp, 'E8', 'A9'))).toBe('clear none');
    expect(verdict(look(swamp, 'F8', 'A9'))).toBe('blocked');
  });

  test('2.24 stone bridge and the DN2 slope on the Wights\' Bridge', () => {
    const bridge = scene({ map: 'wights-bridge', volume: 2 });
    expect(look(bridge, 'J14', 'F8')).toMatchObject({ clear: true, cover: 'medium', notes: ['the line crosses the low wall G10/F9 of the stone bridge: medium cover'] });
    expect(look(bridge, 'J14', 'E8')).toMatchObject({ clear: false, why: expect.stringContaining('below the low wall G10/F9') });
    expect(verdict(look(bridge, 'Q4', 'Q5'))).toBe('clear medium');
    expect(verdict(look(bridge, 'Q3', 'Q5'))).toBe('blocked');
  });

  test('2.24 prison on the Jails: bars give light cover, except to a shooter against them', () => {
    const jails = scene({ map: 'jails', volume: 2 });
    expect(verdict(look(jails, 'E9', 'E6'))).toBe('clear light');
    expect(verdict(look(jails, 'E8', 'E6'))).toBe('clear none');
  });

  test('2.24 underground (DN1) and levels on Dragon\'s Lake: from the balcony and down the stairs to the lake, no cover', () => {
    const lake = scene({ map: 'dragons-lake', volume: 1 });
    expect(verdict(look(lake, 'L11', 'L13'))).toBe('clear none');
    expect(verdict(look(lake, 'F7', 'F13'))).toBe('clear none');
    // Through the lower room's door onto the balcony: the doorway's medium cover still counts.
    expect(verdict(look(lake, 'L8', 'L12'))).toBe('clear medium');
  });

  test('2.24 levels on the Maze: across a walkway, and under it', () => {
    const maze = scene({ map: 'maze', volume: 2, orks: { graz: 'L3' }, rebels: { rix: { at: 'L4', below: true }, simon: 'L5' } });
    expect(verdict(shot(maze, 'graz', 'simon'))).toBe('clear none');
    expect(shot(maze, 'graz', 'rix')).toMatchObject({ clear: false, why: expect.stringContaining('walkway at L4 hides Rix') });
  });

  test('2.21 every shipped map: any line is answered, from the shooter\'s hex to the target\'s', () => {
    for (const file of readdirSync('assets/maps/dragon-noir')) {
      const map = file.replace(/\.map$/, '');
      const t = scene({ map });
      const next = random(map.length);
      for (let k = 0; k < 200; k++) {
        const a = labelOf({ q: Math.floor(next() * 24), r: 0 }).replace(/\d+$/, String(1 + Math.floor(next() * 16)));
        const b = labelOf({ q: Math.floor(next() * 24), r: 0 }).replace(/\d+$/, String(1 + Math.floor(next() * 16)));
        const s = look(t, a, b);
        if (s.clear || s.path.length > 1) expect([labelOf(s.path[0]!), labelOf(s.path.at(-1)!)], `${map} ${a} to ${b}`).toEqual([a, b]);
      }
    }
  });
});
