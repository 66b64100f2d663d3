import { describe, expect, it } from 'vitest';
import { readForces } from '../../../../src/engine/games/dragon-pass/forces/read.ts';
import { forceFiles } from './load.ts';

type UnitJson = Record<string, unknown> & { id: string; flags: string[] };
type FileJson = Record<string, unknown> & { units?: UnitJson[]; independents?: Array<Record<string, unknown> & { id: string; units: UnitJson[] }> };

/** The real files with one of them changed, read again: the refusal, which must be one line naming that file. */
function refusal(file: string, change: (json: FileJson) => void): string {
  const files = forceFiles();
  const json = JSON.parse(files[file]!) as FileJson;
  change(json);
  const result = readForces({ ...files, [file]: JSON.stringify(json) });
  if (result.ok) throw new Error('the changed forces were read');
  expect(result.error).not.toContain('\n');
  expect(result.error.startsWith(file)).toBe(true);
  return result.error;
}
const lunarUnit = (json: FileJson, id: string) => json.units!.find((u) => u.id === id)!;
const independent = (json: FileJson, id: string) => json.independents!.find((i) => i.id === id)!;

describe('reading the forces', () => {
  it('reads the three real files, whatever order they come in', () => {
    const files = forceFiles();
    const reversed = Object.fromEntries(Object.entries(files).reverse());
    const a = readForces(files);
    const b = readForces(reversed);
    expect(a.ok && b.ok).toBe(true);
    if (a.ok && b.ok) expect([...a.value.units.keys()].sort()).toEqual([...b.value.units.keys()].sort());
  });

  it('refuses an unknown flag, naming the unit and the flags the tables read', () => {
    expect(refusal('lunar.json', (j) => lunarUnit(j, 'crimson-bat').flags.push('flying'))).toBe(
      'lunar.json, unit crimson-bat, flags[0]: "flying" is no flag; one of superhero, spirit, disembodied, herd, dragon, giant, duck, bison, llama, treasure, emissary, minor.',
    );
  });

  it('refuses a negative factor and a fraction (the Attack Table drops fractions, so a counter has none)', () => {
    expect(refusal('sartar.json', (j) => (lunarUnit(j, 'argrath').combat = -1))).toBe('sartar.json, unit argrath, combat: a factor is 0 or more.');
    expect(refusal('sartar.json', (j) => (lunarUnit(j, 'argrath').magic = 2.5))).toBe('sartar.json, unit argrath, magic: a factor is a whole number.');
  });

  it('refuses a home, or an arrival place, that is no place of the map', () => {
    expect(refusal('independents.json', (j) => (independent(j, 'exiles').units[0]!.home = 'glorantha'))).toBe(
      'independents.json, unit wintertop-exiles: home "glorantha" is no place of the map (MAP_PLACE_IDS).',
    );
    expect(refusal('lunar.json', (j) => (lunarUnit(j, 'twin-stars').arrives = { by: 'event-42', at: 'the-temple' }))).toBe(
      'lunar.json, unit twin-stars: arrives at "the-temple", which is no place of the map (MAP_PLACE_IDS).',
    );
    expect(refusal('independents.json', (j) => (independent(j, 'ironhoof').capital = 'wild-temples'))).toBe(
      'independents.json, independent ironhoof: "wild-temples" is no place of the map (MAP_PLACE_IDS).',
    );
  });

  it('refuses an id used twice, in one file or across files', () => {
    expect(refusal('sartar.json', (j) => (lunarUnit(j, 'argrath').id = 'jar-eel'))).toBe('sartar.json, unit jar-eel: the id is used already in lunar.json; every counter needs its own.');
    const files = forceFiles();
    const json = JSON.parse(files['lunar.json']!) as FileJson;
    json.units!.push({ ...lunarUnit(json, 'red-emperor') });
    const result = readForces({ ...files, 'lunar.json': JSON.stringify(json) });
    expect(result).toEqual({ ok: false, error: 'lunar.json, unit red-emperor: the id is used already in lunar.json; every counter needs its own.' });
  });

  it('refuses a spirit, herd, treasure or emissary without its flag, and a disembodied counter that is no spirit', () => {
    expect(refusal('sartar.json', (j) => (lunarUnit(j, 'bison-herd').flags = ['bison']))).toBe('sartar.json, unit bison-herd: a herd carries the herd flag, which the tables read.');
    expect(refusal('lunar.json', (j) => (lunarUnit(j, 'crimson-bat').flags = ['disembodied']))).toBe(
      'lunar.json, unit crimson-bat: only a spirit is disembodied (the plague spares "a disembodied spirit").',
    );
  });

  it('refuses an unknown kind and an unknown field', () => {
    expect(refusal('lunar.json', (j) => (lunarUnit(j, 'crimson-bat').kind = 'bat'))).toContain('unit crimson-bat, kind: "bat" is no kind; one of infantry, cavalry');
    expect(refusal('lunar.json', (j) => (lunarUnit(j, 'jar-eel').armour = 2))).toMatch(/^lunar\.json, unit jar-eel: .*armour/);
  });

  it('refuses text that is not JSON, a side given twice, and a missing side', () => {
    const files = forceFiles();
    expect(readForces({ ...files, 'lunar.json': '{' })).toMatchObject({ ok: false, error: expect.stringMatching(/^lunar\.json: not JSON/) });
    expect(readForces({ ...files, 'more-lunars.json': files['lunar.json']! })).toMatchObject({
      ok: false, error: expect.stringMatching(/^(more-lunars|lunar)\.json: the lunar battalia is given already in (lunar|more-lunars)\.json; one file a side\.$/),
    });
    const { 'sartar.json': _sartar, ...noSartar } = files;
    expect(readForces(noSartar)).toEqual({ ok: false, error: 'forces: no file gives the sartar battalia; the game needs lunar, sartar and the independents.' });
  });
});
