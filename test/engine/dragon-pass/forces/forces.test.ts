import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hexKey } from '../../../../src/engine/hex/hex.ts';
import { MAP_PLACE_IDS } from '../../../../src/engine/games/dragon-pass/map/places.ts';
import { FORCE_FLAGS, hasFlag, replaceable, type Counter } from '../../../../src/engine/games/dragon-pass/forces/types.ts';
import { loadPassMap } from '../map/load.ts';
import { loadForces, unit } from './load.ts';

const all = (): Counter[] => [...loadForces().units.values()];
const flagsOf = (id: string) => [...unit(id).flags].sort();

describe('the named counters, with what the texts say of them', () => {
  it('Random Events 36, GAPS A2, Well of Daliath: the Red Emperor is a Lunar superhero with a Magic Factor who returns on an edge of the Lunar Empire', () => {
    const emperor = unit('red-emperor');
    expect(emperor.side).toBe('lunar');
    expect(flagsOf('red-emperor')).toEqual(['superhero']);
    expect(emperor.magic).toBeGreaterThan(0);
    expect(emperor.arrives).toEqual({ by: 'event-36', at: 'lunar-empire' });
  });

  it('GAPS A2: Jar-eel is a Lunar superhero', () => {
    expect(unit('jar-eel').side).toBe('lunar');
    expect(flagsOf('jar-eel')).toEqual(['superhero']);
  });

  it('Bat Hunger Table, GAPS A7: the Crimson Bat is a Lunar monster; no text makes it a spirit, disembodied or a superhero, so the plague can strike it', () => {
    const bat = unit('crimson-bat');
    expect([bat.side, bat.kind, bat.count]).toEqual(['lunar', 'monster', 1]);
    expect(bat.flags).toEqual([]);
    expect(bat.combat).toBeGreaterThan(0);
  });

  it('Random Events 42: the Twin Stars are Lunar spirits placed in the Temple of the Reaching Moon; the event does not call them disembodied', () => {
    const stars = unit('twin-stars');
    expect([stars.side, stars.kind]).toEqual(['lunar', 'spirit']);
    expect(flagsOf('twin-stars')).toEqual(['spirit']);
    expect(stars.arrives).toEqual({ by: 'event-42', at: 'temple-of-the-reaching-moon' });
  });

  it('GAPS A7, Random Events 34 and 44: each side has regular infantry and cavalry, and magicians with a Magic Factor', () => {
    for (const side of ['lunar', 'sartar'] as const) {
      const own = loadForces()[side];
      for (const kind of ['infantry', 'cavalry'] as const) expect(own.some((c) => c.kind === kind && c.combat > 0), `${side} ${kind}`).toBe(true);
      expect(own.some((c) => c.kind === 'magician' && c.magic > 0), `${side} magicians`).toBe(true);
    }
    expect(unit('lunar-heavy-infantry').kind).toBe('infantry');
    expect(unit('sartar-clan-infantry').kind).toBe('infantry');
    expect(unit('lunar-magicians').kind).toBe('magician');
    expect(unit('sartar-magicians').kind).toBe('magician');
  });

  it('GAPS A7, FACTS §3.4: Prince Argrath is a Sartar hero, not a superhero; Harrek the Berserk is a Sartar superhero', () => {
    expect([unit('argrath').side, unit('argrath').kind]).toEqual(['sartar', 'hero']);
    expect(unit('argrath').flags).toEqual([]);
    expect([unit('harrek').side, unit('harrek').kind]).toEqual(['sartar', 'hero']);
    expect(flagsOf('harrek')).toEqual(['superhero']);
  });

  it('Random Events 41, Well of Daliath: the Barbarian Horde belongs to Sartar, and Harrek is held with it (GAPS A7 reading)', () => {
    const horde = all().filter((c) => c.group === 'barbarian-horde');
    expect(horde.map((c) => c.id).sort()).toEqual(['barbarian-horde-shamans', 'barbarian-horde-warriors', 'harrek']);
    expect(horde.every((c) => c.side === 'sartar')).toBe(true);
  });

  it('Missile Fire unit modifiers: the Praxian herds are Sartar herds of the Bison and the Llama, with their clans and ancestors', () => {
    expect(flagsOf('bison-herd')).toEqual(['bison', 'herd']);
    expect(flagsOf('llama-herd')).toEqual(['herd', 'llama']);
    expect(flagsOf('bison-clan')).toEqual(['bison']);
    expect(flagsOf('llama-clan')).toEqual(['llama']);
    expect(flagsOf('bison-ancestors')).toEqual(['bison', 'spirit']);
    expect(flagsOf('llama-ancestors')).toEqual(['llama', 'spirit']);
    for (const id of ['bison-herd', 'llama-herd', 'bison-clan', 'llama-clan', 'bison-ancestors', 'llama-ancestors']) expect(unit(id).side, id).toBe('sartar');
  });

  it('Missile Fire unit modifiers, Random Events 61: the ducks are a counter with the duck flag', () => {
    expect(flagsOf('ducks')).toEqual(['duck']);
  });

  it('Random Events 21-26: a giant, with the giant flag, is placed in the giant hex on the eastern edge', () => {
    const giant = unit('giant');
    expect([giant.side, giant.independent]).toEqual(['independent', 'giants']);
    expect(flagsOf('giant')).toEqual(['giant']);
    expect(giant.arrives).toEqual({ by: 'event-21-26', at: 'giant-hex' });
  });

  it('Dwarf Luck Table: 2-3 a Stone Man, 4 the Cannon Cult, 5 the Alchemical Transformer, 6 the Dwarf himself, each a counter of the Dwarf', () => {
    const gifts: Record<string, string> = { 'stone-man': 'dwarf-luck-2-3', 'cannon-cult': 'dwarf-luck-4', 'alchemical-transformer': 'dwarf-luck-5', 'the-dwarf': 'dwarf-luck-6' };
    for (const [id, by] of Object.entries(gifts)) {
      expect(unit(id).independent, id).toBe('dwarf');
      expect(unit(id).arrives?.by, id).toBe(by);
    }
    expect(loadForces().independents.get('dwarf')!.units.map((c) => c.id).sort()).toEqual(Object.keys(gifts).sort());
  });

  it('Random Events 34 and 44: the South Soldiers and the provincial reserves are no counters of their own; each side has infantry and cavalry to replace, and no individual, spirit or magician is replaceable', () => {
    expect(loadForces().sartar.filter(replaceable).length).toBeGreaterThanOrEqual(2);
    expect(loadForces().lunar.filter(replaceable).length).toBeGreaterThanOrEqual(2);
    for (const id of ['argrath', 'harrek', 'red-emperor', 'jar-eel', 'twin-stars', 'bison-ancestors', 'lunar-magicians', 'sartar-magicians', 'sartar-emissary']) expect(replaceable(unit(id)), id).toBe(false);
    expect(all().some((c) => c.id.includes('south-soldier'))).toBe(false);
  });

  it('Major Independents Table: every major independent has its counters, territory and capital as the table gives them', () => {
    const table: Record<string, [string, string] | null> = {
      dragonewts: ['dragonewt-cities', 'dragonewt-city-1'],
      ethilrist: ['black-horse-country', 'muse-roost'],
      cragspider: ['cragspiders-mountain', 'cliffhome'],
      exiles: ['wintertop-mountain', 'wintertop'],
      ironhoof: ['beasts-valley', 'wild-temple'],
      grazelanders: ['grazelands', 'rich-post'],
      androgeus: null,
    };
    const majors = [...loadForces().independents.values()].filter((i) => i.major);
    expect(majors.map((i) => i.id).sort()).toEqual(Object.keys(table).sort());
    for (const major of majors) {
      const place = table[major.id]!;
      expect([major.territory, major.capital], major.id).toEqual(place ?? [undefined, undefined]);
      expect(major.units.length, major.id).toBeGreaterThan(0);
    }
  });

  it('Major Independents Table: the leaders and bands it names are counters (Sir Ethilrist and the Black Horse Troop, Cragspider and her allies, Ironhoof and the Half-Beasts; Random Events 51: the Feathered Horse Queen)', () => {
    const of = (id: string) => unit(id).independent;
    expect([of('sir-ethilrist'), of('black-horse-troop')]).toEqual(['ethilrist', 'ethilrist']);
    expect([of('cragspider'), of('cragspider-allies')]).toEqual(['cragspider', 'cragspider']);
    expect([of('ironhoof'), of('half-beast-infantry')]).toEqual(['ironhoof', 'ironhoof']);
    expect([of('feathered-horse-queen'), of('grazeland-cavalry')]).toEqual(['grazelanders', 'grazelanders']);
    expect([of('wintertop-exiles'), of('dragonewt-warriors'), of('androgeus')]).toEqual(['exiles', 'dragonewts', 'androgeus']);
  });

  it('Random Events 13: Androgeus has no territory and enters by rule 16.1', () => {
    expect(unit('androgeus').home).toBeUndefined();
    expect(unit('androgeus').arrives).toEqual({ by: 'rule-16-1' });
  });

  it('Random Events 12, 51-56, 61-66: every independent the events give DPs to has counters', () => {
    for (const id of ['dragonewts', 'grazelanders', 'ironhoof', 'ethilrist', 'exiles', 'cragspider']) expect(loadForces().independents.get(id)?.units.length, id).toBeGreaterThan(0);
  });

  it('Well of Daliath: the Sylphs are the Wind Children\'s physical agent, so the Wind Children are a disembodied spirit (our reading)', () => {
    expect(flagsOf('wind-children')).toEqual(['disembodied', 'spirit']);
    expect(unit('sylphs').independent).toBe('wind-children');
    expect(hasFlag(unit('sylphs'), 'spirit')).toBe(false);
  });
});

describe('what the tables read off the counters', () => {
  it('every flag a table reads is carried by at least one counter', () => {
    for (const flag of FORCE_FLAGS) expect(all().some((c) => hasFlag(c, flag)), flag).toBe(true);
  });

  it('Random Events 35 and 45-46: each kind the plague spares (treasure, dragon, superhero, disembodied spirit) is on the map in some counter, and a dragon sits with the Dragonewts', () => {
    expect(all().filter((c) => hasFlag(c, 'treasure')).length).toBeGreaterThan(0);
    expect(all().filter((c) => hasFlag(c, 'superhero')).map((c) => c.id).sort()).toEqual(['androgeus', 'harrek', 'jar-eel', 'red-emperor']);
    expect(all().filter((c) => hasFlag(c, 'disembodied')).every((c) => hasFlag(c, 'spirit'))).toBe(true);
    expect(unit('dragon').independent).toBe('dragonewts');
    expect(flagsOf('dragon')).toEqual(['dragon']);
  });

  it('Emissary Table: each side has an emissary, and herds and treasures exist to die with one', () => {
    expect(loadForces().lunar.some((c) => hasFlag(c, 'emissary'))).toBe(true);
    expect(loadForces().sartar.some((c) => hasFlag(c, 'emissary'))).toBe(true);
    expect(loadForces().sartar.some((c) => hasFlag(c, 'herd'))).toBe(true);
  });

  it('Attack Table ("if the total has a fraction, drop it"): every factor and movement is whole and not negative, every count at least 1', () => {
    for (const c of all()) {
      for (const value of [c.combat, c.magic, c.missile, c.leader, c.movement]) {
        expect(Number.isInteger(value) && value >= 0, `${c.id}: ${value}`).toBe(true);
      }
      expect(Number.isInteger(c.count) && c.count >= 1, c.id).toBe(true);
    }
  });

  it('GAPS A2: no text gives a counter\'s factors, so every counter is marked invented and names what a text says of it', () => {
    for (const c of all()) {
      expect(c.source, c.id).toBe('invented');
      expect(c.text, c.id).toBeTruthy();
    }
  });
});

describe('the forces on the map', () => {
  const places = () => loadPassMap().places;

  it('every home, arrival place, territory and capital is a place of the map', () => {
    const ids = new Set<string>(MAP_PLACE_IDS);
    for (const c of all()) {
      for (const place of [c.home, c.arrives?.at]) if (place !== undefined) expect(ids.has(place) && places().has(place), `${c.id}: ${place}`).toBe(true);
    }
    for (const i of loadForces().independents.values()) {
      for (const place of [i.territory, i.capital]) if (place !== undefined) expect(places().has(place), `${i.id}: ${place}`).toBe(true);
      if (i.capital !== undefined) expect(places().get(i.capital)!.capitalOf, i.id).toBe(i.territory);
    }
  });

  it('Emissary Table ("set up in the hex in which they normally reside"): every counter of an independent with a territory starts inside it', () => {
    for (const i of loadForces().independents.values()) {
      if (i.territory === undefined) continue;
      const territory = new Set(places().get(i.territory)!.hexes.map(hexKey));
      for (const c of i.units) {
        expect(c.home, c.id).toBeDefined();
        for (const h of places().get(c.home!)!.hexes) expect(territory.has(hexKey(h)), `${c.id} at ${c.home}`).toBe(true);
      }
    }
  });

  it('the sides start in scenario data: a side\'s counter has a home only where a text places it', () => {
    for (const c of [...loadForces().lunar, ...loadForces().sartar]) expect(c.home, c.id).toBeUndefined();
  });
});

describe('docs/dragon-pass.md, "The forces"', () => {
  it('lists every counter with its factors, so every invented value is written down', () => {
    const doc = readFileSync('docs/dragon-pass.md', 'utf8');
    const section = doc.slice(doc.indexOf('## The forces'));
    expect(doc.includes('## The forces')).toBe(true);
    for (const c of all()) {
      expect(section, c.id).toContain(`| \`${c.id}\` | ${c.name} | ${c.kind} | ${c.combat} | ${c.magic} | ${c.missile} | ${c.leader} | ${c.movement} |`);
    }
  });
});
