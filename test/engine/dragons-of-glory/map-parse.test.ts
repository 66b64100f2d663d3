import { describe, expect, it } from 'vitest';
import { hexKey } from '../../../src/engine/hex/hex.ts';
import { sideBetween } from '../../../src/engine/hex/hexsides.ts';
import { parseStrategicMap } from '../../../src/engine/games/dragons-of-glory/map/parse.ts';

const SMALL = `
map: small
name: A small test map
size: 6x4
terrain:
01 ~ ~ . . m m
02  ~ . f p m .
03 ~ . . . m .
04  ~ ~ . . . .
nations:
01 . . h h t t
02  . h h t t t
03 . h h h t t
04  . . h h t t
nation-codes:
  h hylo
  t throtyl
places:
  kenderhome 0202a fortified-city port capital=hylo "Kenderhome"
  throtl 0603a city capital=throtyl "Throtl"
hexsides:
  river 0303a/0403a
  ford 0303a/0403a
  deep-river 0304a/0404a
  open 0401a/0402a
areas:
  gap 0402a
`;

describe('the strategic map format', () => {
  const map = (() => {
    const read = parseStrategicMap(SMALL);
    if (!read.ok) throw new Error(read.error);
    return read.value;
  })();
  const at = (l: string) => map.parse(l)!;

  it('reads terrain, nations and places by their sheet labels', () => {
    expect(map.hexes.get(hexKey(at('0302a')))!.terrain).toBe('forest');
    expect(map.hexes.get(hexKey(at('0202a')))!.nation).toBe('hylo');
    expect(map.places.get('kenderhome')).toMatchObject({ kind: 'fortified-city', port: true, capitalOf: 'hylo' });
    expect(map.nations.get('throtyl')).toHaveLength(9);
    expect(map.label(at('0603A'))).toBe('0603a');
  });

  it('marks land touching the sea coastal', () => {
    expect(map.hexes.get(hexKey(at('0202a')))!.coastal).toBe(true);
    expect(map.hexes.get(hexKey(at('0403a')))!.coastal).toBe(false);
  });

  it('closes the sides between a mountain hex and lower ground, but not a pass or an opened side', () => {
    expect(sideBetween(map.sides, at('0403a'), at('0503a'))).toContain('mountain-side');
    expect(sideBetween(map.sides, at('0402a'), at('0502a'))).toContain('mountain-side'); // pass to mountain
    expect(sideBetween(map.sides, at('0302a'), at('0402a'))).toEqual([]); // lower ground to pass
    expect(sideBetween(map.sides, at('0401a'), at('0402a'))).toEqual([]); // opened
    expect(sideBetween(map.sides, at('0501a'), at('0601a'))).toEqual([]); // inside the range
  });

  it('keeps listed hexsides, a ford with its river', () => {
    expect(sideBetween(map.sides, at('0403a'), at('0303a'))).toEqual(['river', 'ford']);
    expect(sideBetween(map.sides, at('0304a'), at('0404a'))).toEqual(['deep-river']);
    expect(map.areas.get('gap')).toEqual([at('0402a')]);
  });

  it('refuses a mistake with one line naming the file line', () => {
    const bad = (from: string, to: string) => parseStrategicMap(SMALL.replace(from, to));
    expect(bad('01 ~ ~ . . m m', '01 ~ ~ . . m')).toEqual({ ok: false, error: 'map line 6: terrain row 1 has 5 hexes; the map is 6 columns wide.' });
    expect(bad('03 ~ . . . m .', '03 ~ . . . x .')).toEqual({ ok: false, error: 'map line 8: column 5 of terrain row 3: "x" is no terrain; one of ~ @ . f m p s d g t j.' });
    expect(bad('ford 0303a/0403a', 'ford 0303a/0304a')).toEqual({ ok: false, error: expect.stringMatching(/crosses no river/) });
    expect(bad('river 0303a/0403a', 'river 0303a/0603a')).toEqual({ ok: false, error: 'map line 22: 0303a and 0603a are not neighbours, so no side lies between them.' });
    expect(bad('kenderhome 0202a', 'kenderhome 0101a')).toEqual({ ok: false, error: 'map line 19: kenderhome stands at 0101a, which is sea.' });
    expect(bad('  t throtyl', '  t Throtyl')).toEqual({ ok: false, error: 'map line 17: a nation code is one symbol and a lower-case id, e.g. "h hylo".' });
  });
});
