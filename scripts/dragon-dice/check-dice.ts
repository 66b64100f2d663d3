/**
 * Checks every die in our Dragon Dice data against the two public datasets, by machine (FACTS §2.6:
 * "cross-check the two public datasets by machine before trusting a face"):
 * - TS: tsullivan/dragon-dice, `models/test/snapshots/{unit,terrain,dragon_form,dragon_type}_data.json`
 *   and the minor terrains' faces in `models/minor_terrain_model.py` (read as text, for the facts);
 * - OC: StormyWaters2021/DragonDice (an OCTGN module), `Game Package/sets/<id>/set.xml` (the
 *   Species, Dragonkin, Terrain and Dragons sets).
 * For each die it compares the number of faces, and per kind of icon the number of faces showing
 * it and their summed count (and a unit's health and automatic saves, a dragon's health or saves,
 * a minor terrain's elements, each as a kind of its own). It prints one line per disagreement, a
 * line per group of dice saying which datasets it was checked against ("60 Dragonkin: OC only"),
 * and a summary; dice a dataset lacks are listed as lacking, not as disagreements. Exit 1 on any
 * disagreement.
 *
 *   npx tsx scripts/dragon-dice/check-dice.ts <ts-mirror-dir> <oc-mirror-dir>
 *
 * A directory may be a git repository (read at HEAD, as the mirrors are) or a plain checkout.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { unwrap } from '../../src/engine/core/result.ts';
import { readDiceBook, type DiceBook } from '../../src/engine/games/dragon-dice/dice/read.ts';

const DATA = 'assets/dice/dragon-dice';

/** How each dataset names our species. */
const TS_SPECIES: Record<string, string> = {
  'coral-elves': 'Coral Elf', dwarves: 'Dwarf', goblins: 'Goblin', 'lava-elves': 'Lava Elf', amazons: 'Amazon', feral: 'Feral', firewalkers: 'Firewalker',
  frostwings: 'Frostwing', scalders: 'Scalder', 'swamp-stalkers': 'Swamp Stalker', treefolk: 'Treefolk', undead: 'Undead',
};
const OC_SPECIES: Record<string, string> = { ...Object.fromEntries(Object.keys(TS_SPECIES).map((id) => [id, ''])), firewalkers: 'Fire Walkers' };
/** OC's spelling where it differs from the name on our die (and TS's). */
const OC_NAME: Record<string, string> = { 'treefolk-willowling': 'Willowing', 'scalder-will-o-wisps': "Will o' Wisp" };

/**
 * OC folds some icons into a plainer one: a Flaming or Scorching Shield is a save, Frost Magic is
 * magic, a Hoof or Paw a maneuver, Scorching Wings a Fly. Compared with OC, ours fold the same way.
 */
const OC_KIND: Record<string, string> = {
  'flaming-shield': 'save', 'scorching-shield': 'save', 'frost-magic': 'magic', hoof: 'maneuver', paw: 'maneuver', 'scorching-wings': 'fly',
  'scorching-counter': 'counter', 'frost-cantrip': 'cantrip', 'fire-breath': 'firebreath', 'rise-from-the-ashes': 'rise-from-ashes',
};
/** TS's icon names that are not simply ours with spaces as hyphens. */
const TS_ICON: Record<string, string> = { move: 'maneuver', 'counter (scorching)': 'scorching-counter' };

const norm = (s: string): string => s.toLowerCase().replace(/[^a-z]/g, '');
/** An eighth face's icon, however spelt (TS "Dragon Lair", OC "Dragons Lair", ours `dragons-lair`). */
const eighth = (s: string): string => `eighth ${norm(s).replace(/^dragonlair$/, 'dragonslair')}`;

/**
 * Where we knowingly differ from a dataset, and why. Printed on every run, not counted as a
 * disagreement: the rulebook outranks a dataset.
 */
const KNOWN: Array<[RegExp, string]> = [
  [/^OC white-(drake|wyrm): ours saves 5, theirs 10$/, 'SFR 17 (the rulebook, in TS): a white dragon has 10 health and 5 automatic saves'],
  [/^TS [a-z]+-knoll: ours (duststorm on 1 faces, theirs 0|landslide on 0 faces, theirs 1)$/, "SFR 15 (the rulebook, in TS's assets/15_terrains.md) names Dust Storm among a minor terrain's faces and no Landslide; OC's Knoll has Dust Storm"],
];
const known = (line: string): string | undefined => KNOWN.find(([re]) => re.test(line))?.[1];
const iconId = (s: string): string => s.toLowerCase().replace(/[ _]+/g, '-');

/** A file of a mirror: through git when the directory is a repository, else from the disk. */
function reader(dir: string): (path: string) => string {
  const git = existsSync(join(dir, 'HEAD')) || existsSync(join(dir, '.git'));
  return (path) => (git ? execFileSync('git', ['-C', dir, 'show', `HEAD:${path}`], { encoding: 'utf8', maxBuffer: 64 << 20 }) : readFileSync(join(dir, path), 'utf8'));
}
function gitFiles(dir: string, under: string): string[] {
  return execFileSync('git', ['-C', dir, 'ls-tree', '-r', '--name-only', 'HEAD', under], { encoding: 'utf8' }).split('\n').filter(Boolean);
}

/** One face as a dataset prints it: an icon kind and its count (null where the dataset prints none). */
interface Face { kind: string; count: number | null }
interface Tally { faces: number; kinds: Map<string, { faces: number; sum: number; uncounted: number }> }

/** Not faces: a die's health or saves, or an element it has (`element air`), compared alongside its faces. */
const isTrait = (kind: string): boolean => kind === 'health' || kind === 'saves' || kind.startsWith('element ');

function tally(faces: readonly Face[]): Tally {
  const kinds = new Map<string, { faces: number; sum: number; uncounted: number }>();
  for (const f of faces) {
    const k = kinds.get(f.kind) ?? { faces: 0, sum: 0, uncounted: 0 };
    k.faces += 1;
    if (f.count === null) k.uncounted += 1;
    else k.sum += f.count;
    kinds.set(f.kind, k);
  }
  return { faces: faces.filter((f) => !isTrait(f.kind)).length, kinds };
}

/** The disagreements of two tallies, one phrase each; a kind the dataset prints without counts is compared by faces only. */
function compare(ours: Tally, theirs: Tally): string[] {
  const out: string[] = [];
  if (ours.faces !== theirs.faces) out.push(`${ours.faces} faces, theirs ${theirs.faces}`);
  for (const kind of new Set([...ours.kinds.keys(), ...theirs.kinds.keys()])) {
    const a = ours.kinds.get(kind) ?? { faces: 0, sum: 0, uncounted: 0 };
    const b = theirs.kinds.get(kind) ?? { faces: 0, sum: 0, uncounted: 0 };
    if (isTrait(kind)) {
      if (a.sum !== b.sum) out.push(`${kind} ${a.sum}, theirs ${b.sum}`);
    } else if (a.faces !== b.faces) out.push(`${kind} on ${a.faces} faces, theirs ${b.faces}`);
    else if (b.uncounted === 0 && a.sum !== b.sum) out.push(`${kind} totals ${a.sum}, theirs ${b.sum}`);
  }
  return out;
}

interface Dataset {
  name: string;
  units: Map<string, Face[]>;
  terrains: Map<string, Face[]>;
  dragons: Map<string, Face[]>;
  minors: Map<string, Face[]>;
  /** Kinds of ours as this dataset writes them. */
  kind(icon: string): string;
}

function readTs(dir: string): Dataset {
  const read = reader(dir);
  const json = (name: string) => JSON.parse(read(`models/test/snapshots/${name}.json`)) as Record<string, Record<string, unknown>>;
  const units = new Map<string, Face[]>();
  for (const u of Object.values(json('unit_data'))) {
    const faces = (u.face_names as string[]).map((f) => {
      const m = /^(.*?)(?:_(\d+))?$/.exec(f)!;
      const kind = TS_ICON[m[1]!.toLowerCase()] ?? iconId(m[1]!);
      return { kind, count: m[2] ? Number(m[2]) : null };
    });
    units.set(`${norm(u.species_name as string)}/${norm(u.name as string)}`, [...faces, { kind: 'health', count: u.health as number }]);
  }
  const terrains = new Map<string, Face[]>();
  for (const t of Object.values(json('terrain_data'))) {
    const faces = (t.face_names as string[]).map((f, i) => ({ kind: i === 7 ? eighth(f) : norm(f.replace(/ Terrain$/, '')), count: 1 }));
    terrains.set(norm(t.name as string), faces);
  }
  const forms = json('dragon_form_data');
  const types = json('dragon_type_data');
  const dragons = new Map<string, Face[]>();
  for (const t of Object.values(types)) {
    if (t.dragon_type === 'HYBRID' || (t.dragon_type as string)?.includes('HYBRID')) continue;
    const colour = t.is_white ? 'white' : (t.elements as string[])[0] === 'IVORY' ? 'ivory' : COLOUR_OF[(t.elements as string[])[0]!.toLowerCase()];
    for (const f of Object.values(forms)) {
      const faces = (f.face_names as string[]).map((n) => ({ kind: norm(n.split('_')[0]!.replace('Dragon', '')) || 'breath', count: 1 }));
      faces.push({ kind: 'health', count: t.health as number });
      dragons.set(`${colour}/${norm(f.name as string)}`, faces);
    }
  }
  return { name: 'TS', units, terrains, dragons, minors: readTsMinors(read), kind: (icon) => icon };
}

/**
 * TS's minor terrains are in its model code, not a snapshot: each `MinorTerrain(name=…, faces=[…],
 * elements=[…])` read for its facts only. TS calls the Woods a Forest.
 */
function readTsMinors(read: (path: string) => string): Map<string, Face[]> {
  const text = read('models/minor_terrain_model.py');
  const minors = new Map<string, Face[]>();
  for (const m of text.matchAll(/MinorTerrain\(\s*name="([^"]*)",\s*eighth_face="[^"]*",\s*faces=\[([\s\S]*?)\],\s*elements=\[([^\]]*)\]/g)) {
    const faces: Face[] = [...m[2]!.matchAll(/"name": "([^"]*)"/g)].map((f) => ({ kind: norm(f[1]!), count: 1 }));
    for (const e of m[3]!.matchAll(/"([A-Z]+)"/g)) faces.push({ kind: `element ${e[1]!.toLowerCase()}`, count: 1 });
    minors.set(norm(m[1]!.replace(/Forest$/, 'Woods')), faces);
  }
  return minors;
}

/** OC gives a unit's size, not its health. */
const SIZE_HEALTH: Record<string, number> = { Small: 1, Medium: 2, Large: 3, Monster: 4, Champion: 4 };
const COLOUR_OF: Record<string, string> = { air: 'blue', death: 'black', earth: 'yellow', fire: 'red', water: 'green' };

/** OCTGN's set.xml: each card's first face and its alternates, icons written "<count> <Icon>". */
function cards(xml: string): Array<{ name: string; props: Record<string, string>; faces: string[] }> {
  const out = [];
  const unescape = (s: string) => s.replace(/&apos;/g, "'").replace(/&amp;/g, '&').replace(/&quot;/g, '"').trim();
  for (const m of xml.matchAll(/<card\s+id="[^"]*"\s+name="([^"]*)"[^>]*>([\s\S]*?)<\/card>/g)) {
    const [head, ...alts] = m[2]!.split('<alternate');
    const props: Record<string, string> = {};
    for (const p of head!.matchAll(/<property name="([^"]*)" value="([^"]*)"\s*\/>/g)) props[p[1]!] = unescape(p[2]!);
    const faces = [props.Icons ?? '', ...alts.map((a) => unescape(/<property name="Icons" value="([^"]*)"/.exec(a)?.[1] ?? ''))];
    out.push({ name: unescape(m[1]!), props, faces });
  }
  return out;
}

function readOc(dir: string): Dataset {
  const read = reader(dir);
  const sets = new Map<string, string>();
  for (const path of gitFiles(dir, 'Game Package/sets').filter((p) => p.endsWith('set.xml'))) {
    const xml = read(path);
    const name = /<set\s+name="([^"]*)"/.exec(xml)?.[1];
    if (name) sets.set(name, xml);
  }
  const face = (text: string): Face => {
    const m = /^(\d+) (.*)$/.exec(text);
    return m ? { kind: iconId(m[2]!), count: Number(m[1]) } : { kind: iconId(text), count: null };
  };
  const kindOf = (k: string) => OC_KIND[k] ?? k;
  const units = new Map<string, Face[]>();
  for (const c of cards(sets.get('Species') ?? '')) {
    const faces = c.faces.map(face).map((f) => ({ ...f, kind: kindOf(f.kind) }));
    units.set(`${norm(c.props.Species ?? '')}/${norm(c.name)}`, [...faces, { kind: 'health', count: SIZE_HEALTH[c.props.Size ?? ''] ?? 0 }]);
  }
  // The Dragonkin: one species of five elements, each element's die named alike ("Dragonfoal").
  for (const c of cards(sets.get('Dragonkin') ?? '')) {
    const faces = c.faces.map(face).map((f) => ({ ...f, kind: kindOf(f.kind) }));
    faces.push({ kind: 'health', count: SIZE_HEALTH[c.props.Size ?? ''] ?? 0 }, { kind: 'saves', count: Number(c.props.Autosaves) });
    units.set(`dragonkin/${elementsOf(c.props.Element ?? '')[0]}/${norm(c.name)}`, faces);
  }
  const terrains = new Map<string, Face[]>();
  for (const c of cards(sets.get('Terrain') ?? '')) {
    if (c.props.Type !== 'Major Terrain') continue;
    // OC lists the eighth face first ("8 City"), then faces 1-7 by number.
    const faces = c.faces.map((t) => /^(\d+) (.*)$/.exec(t)!).sort((a, b) => Number(a[1]) - Number(b[1]));
    terrains.set(norm(c.name.replace(/Standing Stone$/, 'Standing Stones').replace(/Dragons Lair$/, 'Dragon Lair')), faces.map((m, i) => ({ kind: i === 7 ? eighth(m[2]!) : norm(m[2]!), count: 1 })));
  }
  const minors = new Map<string, Face[]>();
  for (const c of cards(sets.get('Terrain') ?? '')) {
    if (c.props.Type !== 'Minor Terrain') continue;
    // The first face is the ID, pictured by the die's icon ("1 Bridge").
    const faces: Face[] = c.faces.map((t, i) => ({ kind: i === 0 ? 'id' : norm(t.replace(/^\d+ /, '')), count: 1 }));
    for (const e of elementsOf(c.props.Element ?? '')) faces.push({ kind: `element ${e}`, count: 1 });
    minors.set(norm(c.name), faces);
  }
  const dragons = new Map<string, Face[]>();
  for (const c of cards(sets.get('Dragons') ?? '')) {
    if (c.name.includes('/')) continue;
    const faces: Face[] = c.faces.map((t) => ({ kind: norm(t.replace(/^\d+ /, '')).replace(/^jaw$/, 'jaws'), count: 1 }));
    faces.push({ kind: 'saves', count: Number(c.props.Saves) });
    dragons.set(norm(c.name).replace(/(drake|wyrm)$/, '/$1'), faces);
  }
  return { name: 'OC', units, terrains, dragons, minors, kind: kindOf };
}

/** OC's elements: "Blue (Air), Green (Water)" is air and water; "Ivory" is none. */
const elementsOf = (text: string): string[] => [...text.matchAll(/\(([A-Za-z]+)\)/g)].map((m) => m[1]!.toLowerCase());

interface Outcome { checked: number; lacking: string[]; mismatches: string[]; known: string[]; uncounted: number; groups: Map<string, { dice: number; lacking: number }> }

/** The groups of dice the summary names, as "60 Dragonkin: OC only". */
const GROUP = { units: 'species dice', dragonkin: 'Dragonkin', terrains: 'terrain dice', minors: 'minor terrains', dragons: 'dragons' } as const;

function check(book: DiceBook, data: Dataset): Outcome {
  const out: Outcome = { checked: 0, lacking: [], mismatches: [], known: [], uncounted: 0, groups: new Map() };
  const judge = (group: keyof typeof GROUP, id: string, ours: Face[], theirs: Face[] | undefined) => {
    const g = out.groups.get(GROUP[group]) ?? { dice: 0, lacking: 0 };
    out.groups.set(GROUP[group], g);
    g.dice += 1;
    if (!theirs) {
      g.lacking += 1;
      return out.lacking.push(id);
    }
    out.checked += 1;
    const t = tally(theirs);
    for (const k of t.kinds.values()) out.uncounted += k.uncounted;
    for (const wrong of compare(tally(ours), t)) {
      const line = `${data.name} ${id}: ours ${wrong}`;
      const why = known(line);
      if (why) out.known.push(`${line} (known: ${why})`);
      else out.mismatches.push(line);
    }
  };
  for (const die of book.units.values()) {
    const faces = [...die.faces.map((f) => ({ kind: data.kind(f.icon), count: f.count })), { kind: 'health', count: die.health }];
    if (die.saves !== undefined) faces.push({ kind: 'saves', count: die.saves });
    if (die.species === 'dragonkin') {
      // "Fire Dragonfoal" is OC's Dragonfoal of Red (Fire).
      judge('dragonkin', die.id, faces, data.units.get(`dragonkin/${die.element}/${norm(die.name.split(' ').slice(1).join(' '))}`));
      continue;
    }
    const species = data.name === 'TS' ? TS_SPECIES[die.species] : OC_SPECIES[die.species] || book.species.get(die.species)?.name;
    const name = (data.name === 'OC' && OC_NAME[die.id]) || die.name;
    judge('units', die.id, faces, species ? data.units.get(`${norm(species)}/${norm(name)}`) : undefined);
  }
  for (const die of book.minorTerrains?.values() ?? []) {
    const faces: Face[] = [...die.faces.map((f) => ({ kind: norm(f), count: 1 })), ...die.elements.map((e) => ({ kind: `element ${e}`, count: 1 }))];
    judge('minors', die.id, faces, data.minors.get(norm(die.name)));
  }
  for (const die of book.terrains.values()) {
    const type = book.terrainTypes.get(die.type)!;
    const faces = (die.faces ?? type.faces).map((a, i) => ({ kind: i === 7 ? eighth(die.eighth ?? '') : a, count: 1 }));
    judge('terrains', die.id, faces, data.terrains.get(norm(`${type.name} ${die.eighth === 'dragons-lair' ? 'dragon lair' : die.eighth}`)));
  }
  for (const die of book.dragons.values()) {
    const form = book.forms.get(die.form)!;
    const faces: Face[] = form.faces.map((f) => ({ kind: f, count: 1 }));
    faces.push(data.name === 'TS' ? { kind: 'health', count: die.health } : { kind: 'saves', count: die.saves });
    judge('dragons', die.id, faces, data.dragons.get(`${die.colour}/${die.form}`));
  }
  return out;
}

/** The group a die of ours is in, by its id. */
function groupOf(book: DiceBook, id: string): string {
  if (book.units.has(id)) return book.units.get(id)!.species === 'dragonkin' ? GROUP.dragonkin : GROUP.units;
  if (book.minorTerrains?.has(id)) return GROUP.minors;
  return book.terrains.has(id) ? GROUP.terrains : GROUP.dragons;
}

function main(): void {
  const [tsDir, ocDir] = process.argv.slice(2);
  if (!tsDir || !ocDir) {
    console.error('usage: npx tsx scripts/dragon-dice/check-dice.ts <ts-mirror-dir> <oc-mirror-dir>');
    process.exit(2);
  }
  const files = Object.fromEntries(readdirSync(DATA).filter((n) => n.endsWith('.json')).map((n) => [n.slice(0, -5), readFileSync(join(DATA, n), 'utf8')]));
  const book = unwrap(readDiceBook(files));
  const results = [check(book, readTs(tsDir)), check(book, readOc(ocDir))];
  const [ts, oc] = results as [Outcome, Outcome];
  for (const r of results) for (const line of [...r.mismatches, ...r.known]) console.log(line);
  // A group one dataset lacks whole is said once ("60 Dragonkin: OC only"); a stray die lacking is named.
  const whole = (r: Outcome, group: string) => r.groups.get(group)!.lacking === r.groups.get(group)!.dice;
  for (const group of ts.groups.keys()) {
    const n = ts.groups.get(group)!.dice;
    const against = whole(ts, group) ? (whole(oc, group) ? 'in neither dataset' : 'OC only') : whole(oc, group) ? 'TS only' : 'TS and OC';
    console.log(`${n} ${group}: ${against}`);
  }
  for (const [name, r] of [['TS', ts], ['OC', oc]] as const) {
    const stray = r.lacking.filter((id) => ![...r.groups.keys()].some((g) => whole(r, g) && groupOf(book, id) === g));
    if (stray.length) console.log(`${name} lacks ${stray.length}: ${stray.join(', ')}`);
  }
  const said = (r: Outcome) => (r.mismatches.length ? `${r.mismatches.length} disagreement${r.mismatches.length > 1 ? 's' : ''}` : 'all agree') + (r.known.length ? ` but ${r.known.length} known` : '');
  console.log(
    `${ts.checked} dice checked against TS: ${said(ts)} (${ts.uncounted} TS faces print no count: compared by faces only); ` +
      `${oc.checked} against OC: ${said(oc)}; ${ts.lacking.length} lacking in TS, ${oc.lacking.length} in OC.`,
  );
  process.exit(ts.mismatches.length + oc.mismatches.length ? 1 : 0);
}

main();
