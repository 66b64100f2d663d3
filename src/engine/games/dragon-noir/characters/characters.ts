import type { CharacterDef, People, Trait, Weapon } from './character-def.ts';
import { DRAGON_CHARACTERS } from '../dragons/data.ts';
import { GHARV_CHARACTERS } from '../gharvs/counters.ts';
import { KROB_CHARACTERS } from '../krobs/data.ts';
import { SPIRIT_CHARACTERS } from '../magic/spirit-defs.ts';
import { counter, footValues, mountedValues, type Counter, type DefenceOnly } from '../values.ts';

/**
 * Every adventurer of Dragon Noir 4.1 and 4.2, with the values printed on their counters; the
 * dragons (4.3) and the Krobs (4.45) are kept in their own folders and listed here.
 *
 * A character on foot is a ladder of counters by wounds taken: `levels[0]` healthy,
 * `levels[1]` wounded, and so on; taking `levels.length` wounds kills. Ordinary characters have
 * two rungs (a second wound kills: "wounded afresh"). Trolls have three. Dogs have one.
 */

export type { CharacterDef, People, Trait, Weapon } from './character-def.ts';

function standard(
  id: string,
  name: string,
  people: People,
  foot: string,
  extra: { mounted?: string; weapon?: Weapon; traits?: Trait[] } = {},
): CharacterDef {
  const values = footValues(foot);
  return {
    id,
    name,
    people,
    levels: [values.healthy, values.wounded],
    stunned: values.stunned,
    traits: extra.traits ?? [],
    ...(extra.weapon ? { weapon: extra.weapon } : {}),
    ...(extra.mounted ? { mounted: mountedValues(extra.mounted) } : {}),
  };
}

function many(names: string[], people: People, foot: string, extra: { weapon?: Weapon; traits?: Trait[] } = {}): CharacterDef[] {
  return names.map((name) => standard(slug(name), name, people, foot, extra));
}

export function slug(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const rebels: CharacterDef[] = [
  standard('konrad', 'Konrad', 'rebel', '20/(18)-8, 10/(9)-4, (4)', { mounted: '30/(28)-12, 15/(14)-12, (5)' }),
  // 4.1 prints Godiva's horse as "2", without brackets: an uncaparisoned horse.
  standard('godiva', 'Godiva', 'rebel', '14/(7)-6, 7/(3)-3, (2)', { mounted: '24/(10)-12, 12/(5)-12, 2' }),
  standard('zacharie', 'Zacharie', 'rebel', '4/3-6, 2/2-3, 1', { mounted: '8/5-10, 4/3-10, 2', traits: ['spellcaster'] }),
  standard('grast', 'Grast', 'rebel', '14/(6)-6, 7/(3)-3, (3)', { mounted: '26/(11)-12, 13/(5)-12, (4)' }),
  standard('hohmley', 'Hohmley', 'rebel', '14/(7)-6, 7/(3)-3, (3)', { mounted: '24/(10)-12, 12/(5)-12, (4)' }),
  standard('thrugg', 'Thrugg', 'rebel', '20/12-4, 10/6-2, 2', { mounted: '28/20-12, 14/10-12, (4)', traits: ['thrugg'] }),
  standard('laberne', 'Laberne', 'rebel', '6/3-8, 3/2-4, 1', { mounted: '8/4-15, 4/3-15, 2', weapon: 'longbow' }),
  standard('jon', 'Jon', 'rebel', '4/3-8, 2/2-4, 1', { mounted: '7/4-15, 3/3-15, 1', weapon: 'longbow' }),
  standard('arlon', 'Arlon', 'rebel', '6/(3)-6, 3/(2)-3, (1)', { mounted: '8/(6)-12, 4/(3)-12, 1', weapon: 'crossbow' }),
  standard('aldus', 'Aldus', 'rebel', '10/(8)-6, 6/(4)-3, (1)', { mounted: '18/(12)-12, 9/(6)-12, 1' }),
  standard('dill', 'Dill', 'rebel', '9/(7)-6, 5/(4)-3, (1)', { mounted: '16/(10)-12, 8/(5)-12, 1' }),
  standard('matt', 'Matt', 'rebel', '9/(6)-6, 5/(3)-3, (1)', { mounted: '16/(9)-12, 8/(5)-12, 1' }),
  standard('evans', 'Evans', 'rebel', '9/(8)-6, 5/(4)-3, (1)', { mounted: '15/(12)-12, 8/(6)-12, 1' }),
  standard('gustav', 'Gustav', 'rebel', '8/(5)-6, 5/(3)-3, (1)', { mounted: '15/(7)-12, 8/(4)-12, 1' }),
  standard('paul', 'Paul', 'rebel', '8/(6)-6, 5/(3)-3, (1)', { mounted: '14/(8)-12, 7/(4)-12, 1' }),
  standard('roberts', 'Roberts', 'rebel', '8/(5)-6, 5/(3)-3, (1)', { mounted: '14/(8)-12, 7/(4)-12, 1' }),
  standard('davrich', 'Davrich', 'rebel', '10/4-8, 5/2-4, 1', { mounted: '14/6-15, 7/3-15, 1' }),
  standard('santiago', 'Santiago', 'rebel', '7/3-8, 4/2-4, 1', { mounted: '12/4-15, 6/3-15, 1' }),
  standard('barney', 'Barney', 'rebel', '8/4-8, 4/2-4, 1', { mounted: '10/6-15, 5/3-15, 1' }),
  standard('simon', 'Simon', 'rebel', '6/4-8, 3/2-4, 1', { mounted: '10/6-15, 5/3-15, 1' }),
  standard('rix', 'Rix', 'rebel', '6/4-8, 3/2-4, 1', { mounted: '10/6-15, 5/3-15, 1' }),
  { id: 'lucifer', name: 'Lucifer', people: 'dog', levels: [counter('14/10-12')], traits: ['dog', 'guards-godiva'] },
];

const orks: CharacterDef[] = [
  standard('black-fox', 'Black Fox', 'ork', '18/(12)-8, 9/(6)-4, (5)', { mounted: '28/(18)-12, 14/(9)-12, 2' }),
  standard('zed', 'Zed', 'ork', '10/(6)-6, 5/(3)-3, (3)', { mounted: '18/(11)-12, 9/(5)-12, 2', traits: ['poison'] }),
  standard('shaman', 'Shaman', 'ork', '3/3-6, 2/1-3, 1', { mounted: '9/6-12, 4/3-12, 2', traits: ['spellcaster'] }),
  ...many(['Ashrak', 'Ugluk', 'Grishnak'], 'ork', '16/(10)-6, 8/(5)-3, (2)'),
  ...many(['Kuruz', 'Radak'], 'ork', '14/(9)-6, 7/(4)-3, (2)'),
  standard('zorak', 'Zorak', 'ork', '10/(5)-6, 5/(4)-3, (2)'),
  // 4.2 prints the drummer's wounded value as "4-(4)-3", a typo for 4/(4)-3.
  standard('guruz', 'Guruz', 'ork', '8/(4)-6, 4/(4)-3, (2)'),
  // Crazy Ork: the first wound or stun turns his counter to the berserk side (not a wound); a wound then kills.
  { id: 'crazy-ork', name: 'Crazy Ork', people: 'ork', levels: [counter('18/12-6')], berserk: counter('24/16-8'), traits: ['berserk'] },
  standard('gromrak', 'Gromrak', 'ork', '16/10-6, 8/5-3, 1'),
  ...many(['Zugun', 'Gromuz'], 'ork', '14/9-6, 7/4-3, 1'),
  ...many(['Shraggag', 'Zarad'], 'ork', '12/8-6, 6/4-3, 1'),
  ...many(['Azrog', 'Aruk'], 'ork', '10/6-6, 5/2-3, 1'),
  standard('krular', 'Krular', 'ork', '8/5-6, 4/2-3, 1'),
  ...many(['Fnarad', 'Gattog', 'Kommog'], 'ork', '8/4-6, 4/2-3, 1', { weapon: 'shortbow' }),
  ...many(['Attrag', 'Graz'], 'ork', '6/3-6, 3/2-3, 1', { weapon: 'crossbow' }),
  ...['Wardog 1', 'Wardog 2'].map(
    (name): CharacterDef => ({ id: slug(name), name, people: 'dog', levels: [counter('10/(6)-8')], traits: ['dog'] }),
  ),
];

const elves: CharacterDef[] = [
  standard('gerfindel', 'Gerfindel', 'elf', '16/(10)-8, 8/(5)-4, (1)', { weapon: 'longbow', traits: ['elf'] }),
  ...many(['Ceodoras', 'Cerenbril'], 'elf', '14/(8)-8, 7/(4)-4, (1)', { weapon: 'longbow', traits: ['elf'] }),
  standard('findarfin', 'Findarfin', 'elf', '10/(5)-8, 5/(2)-4, (1)', { weapon: 'longbow', traits: ['elf'] }),
];

const goblins: CharacterDef[] = [
  standard('krobek', 'Krobek', 'goblin', '12/6-8, 6/3-4, 1', { traits: ['goblin'] }),
  ...many(['Zabek', 'Arek', 'Garek', 'Krak', 'Zrodek'], 'goblin', '6/2-8, 3/1-4, 1', { traits: ['goblin'] }),
  standard('grunek', 'Grunek', 'goblin', '6/2-8, 3/1-4, 1', { weapon: 'shortbow', traits: ['goblin'] }),
];

const dwarves: CharacterDef[] = [
  ...many(['Kerin', 'Khuzun', 'Ferin', 'Gorin', 'Thorin'], 'dwarf', '12/8-4, 6/4-2, 1', { traits: ['dwarf'] }),
  ...many(['Barin', 'Uzun'], 'dwarf', '12/8-4, 6/4-2, 1', { weapon: 'shortbow', traits: ['dwarf'] }),
  standard('hurin', 'Hurin', 'dwarf', '12/8-4, 6/4-2, 1', { weapon: 'crossbow', traits: ['dwarf'] }),
];

const trolls: CharacterDef[] = ['Gnurr', 'Gromr', 'Throda'].map((name) => ({
  id: slug(name),
  name,
  people: 'troll',
  levels: ['22/12-4', '16/9-3', '10/6-2'].map(counter),
  traits: ['troll'],
}));

function twoVolumes(id: string, name: string, dn1: string, dn2: string): CharacterDef {
  const one = footValues(dn1);
  const two = footValues(dn2);
  return {
    id,
    name,
    people: 'kahilua',
    levels: [one.healthy, one.wounded],
    stunned: one.stunned,
    traits: [],
    dn2: { levels: [two.healthy, two.wounded], stunned: two.stunned },
  };
}

const kahilua: CharacterDef[] = [
  twoVolumes('sarah', 'Sarah', '3/2-6, 1/1-3, 1', '7/4-6, 4/2-3, 1'),
  twoVolumes('gotmar', 'Gotmar', '4/2-6, 2/1-3, 1', '12/10-8, 6/5-4, 1'),
];

export const CHARACTERS: readonly CharacterDef[] = [...rebels, ...orks, ...elves, ...goblins, ...dwarves, ...trolls, ...kahilua, ...SPIRIT_CHARACTERS, ...DRAGON_CHARACTERS, ...KROB_CHARACTERS, ...GHARV_CHARACTERS];

const byId = new Map(CHARACTERS.map((c) => [c.id, c]));

export function character(id: string): CharacterDef {
  const found = byId.get(id);
  if (!found) throw new Error(`no Dragon Noir character ${id}`);
  return found;
}

export function findCharacter(id: string): CharacterDef | undefined {
  return byId.get(id);
}

export type { Counter, DefenceOnly };
