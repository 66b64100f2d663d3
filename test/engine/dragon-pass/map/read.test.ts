import { describe, expect, it } from 'vitest';
import { readPassMap } from '../../../../src/engine/games/dragon-pass/map/read.ts';
import { MAP_FILE, mapText } from './load.ts';

type MapJson = {
  terrain: string[];
  key: Record<string, string>;
  places: Array<Record<string, unknown> & { id: string }>;
  structures: Array<Record<string, unknown>>;
  rivers: Array<{ id: string; sides: string[] }>;
  ridges: Array<{ id: string; sides: string[] }>;
} & Record<string, unknown>;

/** The real map with one change, read again: the refusal, which must be one line naming the file. */
function refusal(change: (json: MapJson) => void): string {
  const json = JSON.parse(mapText()) as MapJson;
  change(json);
  const result = readPassMap(MAP_FILE, JSON.stringify(json));
  if (result.ok) throw new Error('the changed map was read');
  expect(result.error).not.toContain('\n');
  expect(result.error.startsWith(MAP_FILE)).toBe(true);
  return result.error;
}
const placeOf = (json: MapJson, id: string) => json.places.find((p) => p.id === id)!;

describe('reading the map of the pass', () => {
  it('reads the real map', () => {
    expect(readPassMap(MAP_FILE, mapText()).ok).toBe(true);
  });

  it('refuses a place on a hex off the map, naming the place and the hex', () => {
    expect(refusal((j) => (placeOf(j, 'stone-cross').hexes = ['Y18']))).toBe(`${MAP_FILE}, place stone-cross: hex Y18 is off the map, which runs from A1 to X18.`);
    expect(refusal((j) => (placeOf(j, 'sartar').hexes = ['H19']))).toContain('place sartar: hex H19 is off the map');
  });

  it('refuses a structure off the map', () => {
    expect(refusal((j) => j.structures.push({ hex: 'Z1', kind: 'altar', source: 'invented' }))).toMatch(/structure \d+ \(altar at Z1\): hex Z1 is off the map/);
  });

  it('refuses a symbol the key does not name, and a key naming no terrain', () => {
    expect(refusal((j) => (j.terrain[4] = j.terrain[4]!.replace(/ \.$/, ' x')))).toBe(`${MAP_FILE}, terrain row 5: column 24 "x" is no terrain symbol; the key has . f h w s m.`);
    expect(refusal((j) => (j.key.s = 'swamp'))).toBe(`${MAP_FILE}, key "s": "swamp" is no terrain; one of clear, forest, hill, hill-and-forest, marsh, mountain.`);
  });

  it('refuses a terrain grid of the wrong size', () => {
    expect(refusal((j) => j.terrain.pop())).toBe(`${MAP_FILE}, terrain: 17 rows; the map is 18 rows high.`);
    expect(refusal((j) => (j.terrain[0] = `${j.terrain[0]} .`))).toBe(`${MAP_FILE}, terrain row 1: 25 hexes; the map is 24 columns wide.`);
    expect(refusal((j) => (j.terrain[2] = j.terrain[2]!.replace(/^03/, '04')))).toContain('terrain row 3: the line should start with its row number, 03');
  });

  it('refuses a river or a ridge on a side between hexes that are not neighbours', () => {
    expect(refusal((j) => j.rivers[0]!.sides.push('A1/C1'))).toBe(`${MAP_FILE}, river pass-river, side A1/C1: the two hexes are not neighbours, so no side lies between them.`);
    expect(refusal((j) => (j.ridges[0]!.sides[0] = 'A13/A15'))).toContain('ridge sartar-escarpment, side A13/A15: the two hexes are not neighbours');
    expect(refusal((j) => j.rivers[0]!.sides.push('X18/Y18'))).toContain('river pass-river, side X18/Y18: hex Y18 is off the map');
    expect(refusal((j) => j.rivers[0]!.sides.push('A1-A2'))).toContain('river pass-river, sides.');
  });

  it('refuses a place with no hex', () => {
    expect(refusal((j) => (placeOf(j, 'wintertop').hexes = []))).toBe(`${MAP_FILE}, place wintertop: it has no hex.`);
    expect(refusal((j) => delete placeOf(j, 'beasts-valley').hexes)).toBe(`${MAP_FILE}, place beasts-valley: it has no hex.`);
    expect(refusal((j) => delete placeOf(j, 'prax').edges)).toContain('place prax: it has no hex');
  });

  it('refuses a site of two hexes, an edge place off the edge, a place given twice', () => {
    expect(refusal((j) => (placeOf(j, 'giant-hex').hexes = ['X7', 'X8']))).toBe(`${MAP_FILE}, place giant-hex: a site is one hex; this one lists 2.`);
    expect(refusal((j) => (placeOf(j, 'west-exit').hexes = ['B2']))).toBe(`${MAP_FILE}, place west-exit: hex B2 is not on the map's edge.`);
    expect(refusal((j) => j.places.push({ ...placeOf(j, 'cliffhome') }))).toContain('place cliffhome: the id is given twice');
  });

  it('refuses a capital outside its territory, or of a territory the map lacks', () => {
    expect(refusal((j) => (placeOf(j, 'rich-post').hexes = ['A18']))).toBe(`${MAP_FILE}, place rich-post: the capital stands at A18, outside its territory grazelands.`);
    expect(refusal((j) => (placeOf(j, 'muse-roost').capitalOf = 'black-horse-county'))).toContain('place muse-roost: capitalOf "black-horse-county" is not a territory of this map');
  });

  it('refuses an unknown structure, two structures in a hex, and an unknown field, naming the record', () => {
    expect(refusal((j) => (j.structures[0]!.kind = 'castle'))).toMatch(new RegExp(`^${MAP_FILE}, structure 1 \\(at [A-X]\\d+\\), kind: `));
    expect(refusal((j) => j.structures.push({ hex: 'L7', kind: 'ruin', source: 'invented' }))).toContain('L7 already holds a temple; a hex holds one structure');
    expect(refusal((j) => (placeOf(j, 'stone-cross').colour = 'grey'))).toMatch(new RegExp(`^${MAP_FILE}, place stone-cross: `));
  });

  it('refuses text that is not JSON', () => {
    const result = readPassMap(MAP_FILE, '{ "map": ');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(new RegExp(`^${MAP_FILE}: not JSON`));
  });
});
