import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseStrategicMap } from '../../../src/engine/games/dragons-of-glory/map/parse.ts';
import type { MapHex, Place, StrategicMap } from '../../../src/engine/games/dragons-of-glory/map/types.ts';
import { centreOf, offsetOf } from '../../../src/engine/hex/geometry.ts';
import { distance, hexKey, neighbours, type Hex, type HexKey } from '../../../src/engine/hex/hex.ts';
import { sideBetween } from '../../../src/engine/hex/hexsides.ts';
import { reachable, routeTo, type StepCostFn } from '../../../src/engine/hex/path.ts';

/*
 * Our map of Ansalon (assets/maps/dragons-of-glory/ansalon.map) is invented, so nothing but these
 * walks keeps it fit for the rules: each `it` is an adjacency a rule or a scenario of DL11 leans on
 * (FACTS §1.2.2 and §1.2.4, GAPS §3), walked the way an army or a fleet would go.
 */

const text = readFileSync(new URL('../../../assets/maps/dragons-of-glory/ansalon.map', import.meta.url), 'utf8');
const parsed = parseStrategicMap(text);
if (!parsed.ok) throw new Error(parsed.error);
const map: StrategicMap = parsed.value;

const NATIONS = [
  'blode', 'caergoth', 'goodlund', 'gunthar', 'hylo', 'kaolyn', 'kern', 'khur', 'kothas', 'lemish', 'maelstrom', 'mithas',
  'nordmaar', 'northern-ergoth', 'palanthus', 'qualinesti', 'sanction', 'silvanesti', 'solanthus', 'tarsis', 'thorbardin', 'throtyl', 'vingaard', 'zhakar',
];
const AREAS = ['neraka', 'estwilde', 'abanasinia', 'kalaman', 'dargaard', 'high-clerists-tower', 'southern-ergoth', 'balifor'];
const FORTIFIED = new Set(['fortified-city', 'fortress', 'dwarven-fortress']);

const cell = (h: Hex): MapHex | undefined => map.hexes.get(hexKey(h));
const place = (id: string): Place => {
  const p = map.places.get(id);
  if (!p) throw new Error(`no place ${id} on the map`);
  return p;
};
const placesIn = (nation: string) => [...map.places.values()].filter((p) => cell(p.hex)?.nation === nation);
const features = (a: Hex, b: Hex) => sideBetween(map.sides, a, b);
const keys = (hexes: readonly Hex[]) => new Set(hexes.map(hexKey));
const area = (id: string): readonly Hex[] => map.areas.get(id) ?? [];

interface GroundWalk {
  /** Fords and bridges carry armies over deep rivers; without them a deep river is a wall. */
  crossings?: boolean;
  /** Hexes the walk may not enter. */
  avoid?: ReadonlySet<HexKey>;
  /** Hexes the walk may not leave (when given). */
  within?: ReadonlySet<HexKey>;
}

/**
 * An army's step, at one a hex: it may not enter sea, marsh or desert (GAPS §1.2), cross a
 * mountain side, or cross a deep river but at a ford or bridge.
 */
function groundStep({ crossings = true, avoid, within }: GroundWalk = {}): StepCostFn {
  return (from, to) => {
    const target = cell(to);
    if (!target || ['sea', 'maelstrom', 'marsh', 'desert'].includes(target.terrain)) return null;
    if (avoid?.has(hexKey(to)) || (within && !within.has(hexKey(to)))) return null;
    const side = features(from, to);
    if (side.includes('mountain-side')) return null;
    if (side.includes('deep-river') && !(crossings && (side.includes('ford') || side.includes('bridge')))) return null;
    return { mp: 1 };
  };
}

/** A fleet's step: sea hexes only (the Maelstrom is entered by choice, never on the way), no sea barrier. */
const seaStep: StepCostFn = (from, to) => {
  const target = cell(to);
  if (!target || target.terrain !== 'sea' || features(from, to).includes('sea-barrier')) return null;
  return { mp: 1 };
};

/** Any land step at all, whatever the terrain and the sides: what "joined by land" means. */
const landStep: StepCostFn = (_from, to) => {
  const target = cell(to);
  return target && target.terrain !== 'sea' && target.terrain !== 'maelstrom' ? { mp: 1 } : null;
};

/** The fewest steps from one hex to another, or undefined if not within the budget. */
function steps(from: Hex, to: Hex, budget: number, step: StepCostFn): number | undefined {
  return reachable(from, budget, step, to).cost.get(hexKey(to))?.mp;
}

describe('the map of Ansalon', () => {
  it('is the whole map at DL11 scale: 64 columns by 53 rows on two sheets', () => {
    expect(map.id).toBe('ansalon');
    expect([map.cols, map.rows]).toEqual([64, 53]);
    expect(map.hexes.size).toBe(64 * 53);
    expect(map.label(map.parse('3201a')!)).toBe('3201a');
    expect(map.label(map.parse('0101b')!)).toBe('0101b');
  });

  it('says it is an original map standing for the printed one', () => {
    expect(text).toContain("An original map standing for DL11's printed map; no part copied.");
  });

  it("keeps DL11's scale: Neraka 20-35 hexes from Palanthus, the Solamnic plain 10-20 hexes across", () => {
    expect(distance(place('neraka').hex, place('palanthus').hex)).toBeGreaterThanOrEqual(20);
    expect(distance(place('neraka').hex, place('palanthus').hex)).toBeLessThanOrEqual(35);
    // from Solanthus in the west of the plain to Dargaard Keep on its eastern edge
    expect(distance(place('solanthus').hex, place('dargaard-keep').hex)).toBeGreaterThanOrEqual(10);
    expect(distance(place('solanthus').hex, place('dargaard-keep').hex)).toBeLessThanOrEqual(20);
  });
});

describe('nations and areas', () => {
  it.each([...NATIONS, ...AREAS])('%s has hexes, its capital inside them, and a fortified city or fortress', (id) => {
    expect(map.nations.get(id)?.length ?? 0).toBeGreaterThan(0);
    const capitals = [...map.places.values()].filter((p) => p.capitalOf === id);
    expect(capitals).toHaveLength(1);
    expect(cell(capitals[0]!.hex)?.nation).toBe(id);
    expect(placesIn(id).some((p) => FORTIFIED.has(p.kind))).toBe(true);
  });

  it.each(NATIONS)('%s has a port if it touches the sea', (id) => {
    const coastal = map.nations.get(id)!.some((h) => cell(h)!.coastal);
    if (coastal) expect(placesIn(id).filter((p) => p.port).length).toBeGreaterThan(0);
    for (const p of placesIn(id).filter((q) => q.port)) expect(cell(p.hex)!.coastal).toBe(true);
  });

  it('names every area the rules and scenarios use, seas as sea and islands as land', () => {
    for (const sea of ['blood-sea', 'kalaman-bay', 'maelstrom-ring', 'new-sea']) {
      expect(area(sea).length, sea).toBeGreaterThan(0);
      expect(area(sea).every((h) => cell(h)!.terrain === 'sea'), sea).toBe(true);
    }
    for (const land of ['sancrist', 'northern-ergoth-isle', 'southern-ergoth-isle', 'mithas-isle', 'kothas-isle', 'icewall', 'throtyl-gap', 'thelgaard-gap', 'vingaard-river']) {
      expect(area(land).length, land).toBeGreaterThan(0);
      expect(area(land).every((h) => !['sea', 'maelstrom'].includes(cell(h)!.terrain)), land).toBe(true);
    }
    expect(area('icewall').every((h) => cell(h)!.terrain === 'glacier')).toBe(true);
    for (const range of ['vingaard-mountains', 'garnet-mountains', 'dargaard-mountains', 'khalkist-mountains', 'kharolis-mountains']) expect(area(range).length, range).toBeGreaterThan(0);
  });

  it('puts the places the facts name where the setting has them', () => {
    // FACTS §1.2.4: Mithas with a fortress; the Dark Temple site at Neraka; Pax Tharkas north of Thorbardin.
    expect(placesIn('mithas').some((p) => p.kind === 'fortress')).toBe(true);
    expect([...map.places.values()].filter((p) => p.darkTempleSite).map((p) => p.id)).toEqual(['neraka']);
    expect(cell(place('neraka').hex)!.nation).toBe('neraka');
    expect(place('pax-tharkas').kind).toBe('fortress');
    expect(cell(place('pax-tharkas').hex)!.terrain).toBe('pass');
    expect(place('pax-tharkas').hex.r).toBeLessThan(place('thorbardin').hex.r);
    expect(distance(place('pax-tharkas').hex, place('thorbardin').hex)).toBeLessThanOrEqual(6);
    expect(place('thorbardin').kind).toBe('dwarven-fortress');
    expect(place('kenderhome').kind).toBe('fortified-city');
    expect(place('kenderhome').port).toBe(true);
    expect(cell(place('thelgaard').hex)!.nation).toBe('solanthus');
    // PL names the fortress south-west of Qualinesti's capital.
    const porliost = place('porliost');
    expect(porliost.kind).toBe('fortress');
    expect(cell(porliost.hex)!.nation).toBe('qualinesti');
    expect(centreOf(map.geometry, porliost.hex).x).toBeLessThan(centreOf(map.geometry, place('qualinost').hex).x);
    expect(porliost.hex.r).toBeGreaterThan(place('qualinost').hex.r);
  });
});

describe('the Kender Strike border (DL11 scenario 3)', () => {
  // Pairs of a Throtyl hex and a Hylo hex side by side.
  const border = map.nations.get('throtyl')!.flatMap((t) => neighbours(t).filter((n) => cell(n)?.nation === 'hylo').map((h) => ({ t, h })));
  const mountainous = border.filter(({ t, h }) => features(t, h).includes('mountain-side'));
  const open = border.filter(({ t, h }) => !features(t, h).includes('mountain-side'));
  const x = (h: Hex) => centreOf(map.geometry, h).x;

  it('Throtyl touches Hylo, with a mountain line on part of the border', () => {
    expect(border.length).toBeGreaterThan(0);
    expect(mountainous.length).toBeGreaterThan(0);
    expect(open.length).toBeGreaterThan(0);
  });

  it('the hobgoblins start on Throtyl hexes just north of the border, east of the mountains', () => {
    const starts = open.map(({ t }) => t);
    const mountainsEastEdge = Math.max(...mountainous.map(({ t }) => x(t)));
    for (const start of starts) {
      expect(x(start)).toBeGreaterThan(mountainsEastEdge);
      expect(open.some(({ t, h }) => t === start && h.r > t.r)).toBe(true);
    }
    // four Throtyl armies, stacked at most two a hex, need at least two start hexes
    expect(new Set(starts.map(hexKey)).size).toBeGreaterThanOrEqual(2);
  });

  it('a ground path leads from the start hexes into Hylo and to Kenderhome', () => {
    for (const { t } of open) expect(steps(t, place('kenderhome').hex, 20, groundStep())).toBeDefined();
  });
});

/** A gap's mouths: the land hexes just outside it at its northern and southern ends. */
function mouths(id: string): { north: Hex; south: Hex } {
  const gap = keys(area(id));
  const rows = area(id).map((h) => h.r);
  const outside = (r: number, dr: number) =>
    area(id)
      .filter((h) => h.r === r)
      .flatMap((h) => neighbours(h))
      .find((n) => n.r === r + dr && !gap.has(hexKey(n)) && ['clear', 'forest', 'steppe'].includes(cell(n)?.terrain ?? 'sea'));
  const north = outside(Math.min(...rows), -1);
  const south = outside(Math.max(...rows), 1);
  if (!north || !south) throw new Error(`${id} has no open ground at its ends`);
  return { north, south };
}

describe('the Throtyl and Thelgaard gaps', () => {
  it.each([
    ['throtyl-gap', 'vingaard', 'throtyl'],
    ['thelgaard-gap', 'solanthus', 'hylo'],
  ])('%s is an open corridor between ranges, from %s to %s', (id, northNation, southNation) => {
    const gap = keys(area(id));
    const { north, south } = mouths(id);
    expect(cell(north)!.nation).toBe(northNation);
    expect(cell(south)!.nation).toBe(southNation);
    // a ground path through the gap itself, crossing no mountain side
    const inside = new Set([...gap, hexKey(north), hexKey(south)]);
    expect(steps(north, south, 12, groundStep({ within: inside }))).toBeDefined();
    // mountains flank it: on each row of the gap, a mountain hex lies within 3 hexes west and east
    const x = (h: Hex) => centreOf(map.geometry, h).x;
    const hexWidth = Math.sqrt(3);
    for (const r of new Set(area(id).map((h) => h.r))) {
      const xs = area(id).filter((h) => h.r === r).map(x);
      const [west, east] = [Math.min(...xs), Math.max(...xs)];
      const mountains = [...map.hexes.values()].filter((c) => c.hex.r === r && c.terrain === 'mountain').map((c) => x(c.hex));
      expect(mountains.some((m) => m < west && west - m <= 3 * hexWidth), `${id} row ${r + 1}, west`).toBe(true);
      expect(mountains.some((m) => m > east && m - east <= 3 * hexWidth), `${id} row ${r + 1}, east`).toBe(true);
    }
  });

  it.each(['throtyl-gap', 'thelgaard-gap'])('%s is the only way between its ends for armies within 15 hexes', (id) => {
    const { north, south } = mouths(id);
    const through = steps(north, south, 15, groundStep())!;
    expect(through).toBeLessThanOrEqual(8);
    expect(steps(north, south, 15, groundStep({ avoid: keys(area(id)) }))).toBeUndefined();
  });
});

describe('the Vingaard river', () => {
  const deep = [...map.sides.sides.values()].filter(({ features: f }) => f.includes('deep-river'));
  const crossings = deep.filter(({ features: f }) => f.includes('ford') || f.includes('bridge'));

  it('is a deep river with at least two fords and a bridge, Vingaard Keep on its bank', () => {
    expect(deep.length).toBeGreaterThan(10);
    expect(crossings.filter(({ features: f }) => f.includes('ford')).length).toBeGreaterThanOrEqual(2);
    expect(crossings.filter(({ features: f }) => f.includes('bridge')).length).toBeGreaterThanOrEqual(1);
    for (const { side } of deep) {
      expect(map.areas.get('vingaard-river')!.some((h) => hexKey(h) === hexKey(side.a))).toBe(true);
      expect(map.areas.get('vingaard-river')!.some((h) => hexKey(h) === hexKey(side.b))).toBe(true);
    }
    const keep = place('vingaard-keep').hex;
    expect(neighbours(keep).some((n) => features(keep, n).includes('deep-river'))).toBe(true);
  });

  it('separates its banks: without the fords and the bridge, no army crosses it on the plain', () => {
    // From Solanthus, everything an army reaches in 15 hexes without the crossings is one bank.
    const bank = reachable(place('solanthus').hex, 15, groundStep({ crossings: false })).cost;
    let bordering = 0;
    for (const { side, features: f } of deep) {
      const [inA, inB] = [bank.has(hexKey(side.a)), bank.has(hexKey(side.b))];
      if (f.includes('ford') || f.includes('bridge')) continue;
      expect(inA && inB, `${map.label(side.a)}/${map.label(side.b)}`).toBe(false);
      if (inA || inB) bordering++;
    }
    expect(bordering).toBeGreaterThan(5);
    // with them, each crossing leads to the far bank
    for (const { side } of crossings) expect(steps(side.a, side.b, 1, groundStep())).toBe(1);
    const far = reachable(place('solanthus').hex, 25, groundStep()).cost;
    expect(far.has(hexKey(place('kalaman').hex))).toBe(true);
  });
});

describe('the Silvanesti scenario (DL11 scenario 1)', () => {
  it('Silvanesti and Khur lie on the southern half of the east sheet, where the scenario is played', () => {
    // Sheet b is columns 32-63; its southern half, rows 27-53 as printed.
    for (const id of ['silvanesti', 'khur']) {
      for (const h of map.nations.get(id)!) {
        const { col, row } = offsetOf(map.geometry, h);
        expect(col >= 32 && row >= 26, `${id} ${map.label(h)}`).toBe(true);
      }
    }
  });
});

describe('Kalaman and the Siege of Kalaman (DL11 scenario 4)', () => {
  it('Kalaman is a port on Kalaman Bay', () => {
    const kalaman = place('kalaman');
    expect(kalaman.port).toBe(true);
    const bay = keys(area('kalaman-bay'));
    expect(neighbours(kalaman.hex).some((n) => bay.has(hexKey(n)))).toBe(true);
  });

  it('a fleet reaches Kalaman Bay from the Blood Sea, Palanthus and Sancrist by sea', () => {
    const bay = area('kalaman-bay')[0]!;
    const fromBloodSea = area('blood-sea').find((h) => cell(h)!.terrain === 'sea')!;
    expect(steps(fromBloodSea, bay, 60, seaStep)).toBeDefined();
    const offPalanthus = neighbours(place('palanthus').hex).find((n) => cell(n)?.terrain === 'sea')!;
    expect(steps(offPalanthus, bay, 60, seaStep)).toBeDefined();
    const offWistan = neighbours(place('castle-wistan').hex).find((n) => cell(n)?.terrain === 'sea')!;
    expect(steps(offWistan, bay, 200, seaStep)).toBeDefined();
  });

  it.each(['dargaard-keep', 'estwilde-hold', 'neraka'])('Kalaman is reachable overland from %s', (from) => {
    expect(steps(place(from).hex, place('kalaman').hex, 40, groundStep())).toBeDefined();
  });
});

describe('Neraka', () => {
  it.each(['dargaard-keep', 'estwilde-hold', 'kalaman'])('is reachable overland from %s, by a mountain pass', (from) => {
    const reach = reachable(place(from).hex, 40, groundStep(), place('neraka').hex);
    const route = routeTo(reach, place('neraka').hex);
    expect(route).toBeDefined();
    expect(route!.some((h) => cell(h)!.terrain === 'pass')).toBe(true);
  });

  it('its valley is closed but at its passes', () => {
    const passes = keys([...area('neraka-pass'), ...area('sanction-pass')]);
    expect(passes.size).toBeGreaterThan(0);
    for (const from of ['estwilde-hold', 'kalaman', 'sanction', 'lemish']) expect(steps(place(from).hex, place('neraka').hex, 500, groundStep({ avoid: passes })), from).toBeUndefined();
  });

  it('Sanction is a port on the New Sea, a short march from Neraka', () => {
    const sanction = place('sanction');
    expect(sanction.port).toBe(true);
    const newSea = keys(area('new-sea'));
    expect(neighbours(sanction.hex).some((n) => newSea.has(hexKey(n)))).toBe(true);
    expect(steps(sanction.hex, place('neraka').hex, 12, groundStep())).toBeDefined();
  });
});

describe('Palanthus and the High Clerist\'s Tower', () => {
  it('the Tower holds the only way from the plain to Palanthus', () => {
    const tower = place('high-clerists-tower');
    expect(tower.kind).toBe('fortress');
    expect(cell(tower.hex)!.terrain).toBe('pass');
    expect(steps(place('solanthus').hex, place('palanthus').hex, 40, groundStep())).toBeDefined();
    const pass = keys(area('westgate-pass'));
    expect(pass.has(hexKey(tower.hex))).toBe(true);
    expect(steps(place('solanthus').hex, place('palanthus').hex, 500, groundStep({ avoid: pass }))).toBeUndefined();
  });
});

describe('the Maelstrom', () => {
  const whirl = [...map.hexes.values()].filter((c) => c.terrain === 'maelstrom').map((c) => c.hex);
  const ring = keys(area('maelstrom-ring'));

  it('is a whirl of Maelstrom hexes in the Blood Sea, wholly surrounded by its ring of sea', () => {
    expect(whirl.length).toBeGreaterThan(0);
    const inWhirl = keys(whirl);
    for (const h of whirl) for (const n of neighbours(h)) expect(inWhirl.has(hexKey(n)) || ring.has(hexKey(n))).toBe(true);
    const bloodSea = keys(area('blood-sea'));
    for (const h of area('maelstrom-ring')) {
      expect(bloodSea.has(hexKey(h))).toBe(true);
      expect(neighbours(h).some((n) => inWhirl.has(hexKey(n)))).toBe(true);
    }
  });

  it('its ring is one unbroken ring a fleet can sail round', () => {
    const ringHexes = area('maelstrom-ring');
    const round = reachable(ringHexes[0]!, 100, (from, to) => (ring.has(hexKey(to)) ? seaStep(from, to, 0) : null)).cost;
    expect(round.size).toBe(ringHexes.length);
  });

  it("the pirates' port lies on the Blood Sea", () => {
    const saifhum = [...map.places.values()].find((p) => p.capitalOf === 'maelstrom')!;
    expect(saifhum.port).toBe(true);
    const bloodSea = keys(area('blood-sea'));
    expect(neighbours(saifhum.hex).some((n) => bloodSea.has(hexKey(n)))).toBe(true);
  });
});

describe('the islands', () => {
  it.each([
    ['gunthar', 'sancrist'],
    ['northern-ergoth', 'northern-ergoth-isle'],
    ['southern-ergoth', 'southern-ergoth-isle'],
    ['mithas', 'mithas-isle'],
    ['kothas', 'kothas-isle'],
  ])('%s has a port on its island (%s), which no land joins to the mainland', (nation, isle) => {
    const ports = placesIn(nation).filter((p) => p.port);
    expect(ports.length).toBeGreaterThan(0);
    const island = keys(area(isle));
    for (const p of placesIn(nation)) expect(island.has(hexKey(p.hex))).toBe(true);
    const byLand = reachable(ports[0]!.hex, 10_000, landStep).cost;
    expect(byLand.has(hexKey(place('palanthus').hex))).toBe(false);
    expect(byLand.has(hexKey(place('neraka').hex))).toBe(false);
    expect([...byLand.keys()].every((k) => island.has(k))).toBe(true);
  });

  it('Mithas and Kothas lie east of the Blood Sea, a fleet from either reaching it', () => {
    const bloodSea = area('blood-sea')[0]!;
    for (const id of ['nethosak', 'kalpethis']) {
      const offshore = neighbours(place(id).hex).find((n) => cell(n)?.terrain === 'sea')!;
      expect(steps(offshore, bloodSea, 50, seaStep), id).toBeDefined();
    }
  });
});
