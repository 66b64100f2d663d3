import type { DiceGroup, DiceShelf, DiceSite, DiceTableScene, DieFace, Glyph, LegendEntry } from '../../scene/dice-table.ts';
import type { DiceBook } from './dice/read.ts';
import { ELEMENT_COLOUR, PLAIN_ICONS, type Colour, type EighthFace, type Element, type Icon, type Sai, type TerrainAction } from './dice/types.ts';
import { ROLLED_FOR } from './rolls/count.ts';
import { countsAsFor } from './rolls/doubling.ts';
import { saiRollFor } from './rolls/sais.ts';
import type { ResultKind, RollContext, RollCount, RolledDie } from './rolls/types.ts';
import type { DdView, DdViewArmy, DdViewDragon, DdViewTerrain, DdViewUnit } from './view.ts';
import { playerName } from './words.ts';

/**
 * How Dragon Dice looks, as a table of dice: each terrain as its d8 showing the face up (the
 * face's number and the action it allows, or the eighth face's mark), the armies there as rows of
 * their dice in their species' colours, then the reserves, the built armies, the dead, the buried
 * and the summoning pool. A unit not being rolled shows its ID face (its initials and health); a
 * roll's picture shows each die as it came up, the faces that counted outlined.
 */

/** The dice's colours (FACTS §2: an element's colour), as the picture paints them. */
const PAINT: Readonly<Record<Colour, string>> = {
  black: '#2a2a2e',
  blue: '#2f6db5',
  green: '#23875a',
  red: '#c0392b',
  yellow: '#c9a227',
  ivory: '#d9cfb4',
  white: '#f2f2f2',
};
const PLAYER_ACCENTS = ['#ff9f43', '#b58cf0', '#4fd1c5', '#ff6fa8', '#9bd35a', '#f6e05e'];
export const COUNTED = '#ffd166';

export function elementPaint(element: Element): string {
  return PAINT[ELEMENT_COLOUR[element] as Colour];
}

function accentOf(view: { players: string[] }, owner: string): string {
  const i = view.players.indexOf(owner);
  return PLAYER_ACCENTS[(i < 0 ? 0 : i) % PLAYER_ACCENTS.length]!;
}

const ACTION_GLYPH: Readonly<Record<Exclude<(typeof PLAIN_ICONS)[number], 'id'>, Glyph>> = {
  melee: 'sword',
  missile: 'bow',
  magic: 'star',
  save: 'shield',
  maneuver: 'boot',
};
const EIGHTH_GLYPH: Readonly<Record<EighthFace, Glyph>> = {
  city: 'city',
  temple: 'temple',
  tower: 'tower',
  'standing-stones': 'stones',
  castle: 'castle',
  'dragons-lair': 'lair',
  grove: 'grove',
  vortex: 'vortex',
};
const EIGHTH_WORDS: Readonly<Record<EighthFace, string>> = {
  city: 'City',
  temple: 'Temple',
  tower: 'Tower',
  'standing-stones': 'Standing Stones',
  castle: 'Castle',
  'dragons-lair': "Dragon's Lair",
  grove: 'Grove',
  vortex: 'Vortex',
};

/**
 * A special icon's badge: three letters, so it reads at the preview's smallest text on a die,
 * each set by hand so no two meet (Charge and Charm, the fire and frost icons). The picture's
 * legend spells out each badge it shows.
 */
export const SAI_BADGES: Readonly<Record<Sai, string>> = {
  bash: 'Bsh', belly: 'Bly', breath: 'Bth', bullseye: 'Bul', cantrip: 'Cnt', charge: 'Chg', charm: 'Chm', choke: 'Chk', cloak: 'Clk', coil: 'Coi',
  confuse: 'Cnf', convert: 'Cnv', counter: 'Ctr', 'create-fireminions': 'CFm', 'dispel-magic': 'DsM', 'double-strike': 'DbS',
  entangle: 'Ent', ferry: 'Fry', firebreath: 'FBr', firecloud: 'FCl', firewalking: 'FWk', flame: 'Flm', 'flaming-arrow': 'FlA',
  'flaming-shield': 'FlS', fly: 'Fly', 'frost-breath': 'FrB', 'frost-cantrip': 'FrC', 'frost-magic': 'FrM', galeforce: 'Gal',
  gore: 'Gor', hoof: 'Hf', howl: 'Hwl', hug: 'Hug', 'hypnotic-glare': 'HyG', illusion: 'Ill', kick: 'Kck', logo: 'Lgo', net: 'Net', paw: 'Paw',
  plague: 'Plg', poison: 'Psn', regenerate: 'Rgn', rend: 'Rnd', 'rise-from-ashes': 'RfA', roar: 'Roa', scare: 'Scr',
  'scorching-counter': 'SCt', 'scorching-shield': 'SSh', 'scorching-wings': 'SWg', screech: 'Sch', seize: 'Sze', slay: 'Sly',
  sleep: 'Slp', smite: 'Smt', smother: 'Smo', stomp: 'Stp', stone: 'Stn', stun: 'Stu', surprise: 'Sur', swallow: 'Swl',
  tail: 'Tai', teleport: 'Tel', trample: 'Trm', trumpet: 'Tpt', vanish: 'Van', volley: 'Vol', wave: 'Wav', web: 'Web',
  'wild-growth': 'WGr', wither: 'Wth',
};

/** The badges of the special icons among these faces, spelled out for the legend: "Trm Trample". */
function badgeLegend(icons: Iterable<Icon>): LegendEntry[] {
  const sais = [...new Set(icons)].filter((i): i is Sai => i in SAI_BADGES).sort();
  return sais.map((sai) => ({ badge: SAI_BADGES[sai], label: sai.split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ') }));
}

/** A unit's initials for its ID face: "Pony Rider" PR, "Crack-Shot" CS, "Warlord" Wa (two letters tell Warlord from Wizard). */
export function initials(name: string): string {
  const words = name.split(/[\s-]+/).filter(Boolean);
  if (words.length === 1) return words[0]!.charAt(0).toUpperCase() + words[0]!.charAt(1).toLowerCase();
  return words.slice(0, 2).map((w) => w.charAt(0).toUpperCase()).join('') || '?';
}

function fillOf(elements: readonly Element[]): string[] {
  return elements.length ? elements.slice(0, 2).map(elementPaint) : [PAINT.ivory];
}

/** A unit's die showing a face: an action glyph, a special icon's badge, or its ID (initials). */
export function faceOf(unit: { name: string; elements: readonly Element[]; class: string | null }, icon: Icon, count: number): DieFace {
  const fill = fillOf(unit.elements);
  // A monster is a d10, drawn as a kite; every other unit a d6, a square.
  const shape = unit.class === 'monster' ? 'kite' : 'square';
  if (icon === 'id') return { shape, fill, top: { mark: initials(unit.name) }, text: String(count) };
  if (icon in ACTION_GLYPH) return { shape, fill, top: { glyph: ACTION_GLYPH[icon as keyof typeof ACTION_GLYPH] }, text: String(count) };
  return { shape, fill, top: { badge: SAI_BADGES[icon as Sai] ?? icon.slice(0, 3) }, text: String(count) };
}

function unitFace(u: DdViewUnit): DieFace {
  return u.face ? faceOf(u, u.face.icon, u.face.count) : faceOf(u, 'id', u.health);
}

function dragonFace(d: DdViewDragon): DieFace {
  return { shape: 'pentagon', fill: [d.colour ? PAINT[d.colour] : PAINT.ivory], top: { mark: 'Dr' }, text: String(d.health) };
}

function terrainDie(t: DdViewTerrain): DieFace {
  const glyph: Glyph | null = t.action === 'eighth' ? (t.eighth ? EIGHTH_GLYPH[t.eighth] : null) : t.action ? ACTION_GLYPH[t.action] : null;
  return { shape: 'octagon', fill: fillOf(t.elements), top: glyph ? { glyph } : { mark: '8' }, text: String(t.face) };
}

function faceWords(action: TerrainAction | null, eighth: EighthFace | null): string {
  if (action === 'eighth') return eighth ? EIGHTH_WORDS[eighth] : 'eighth face';
  return action ?? 'unknown';
}

function healthOf(units: readonly DdViewUnit[]): number {
  return units.reduce((n, u) => n + u.health, 0);
}

/** ", 2 stunned": the units an SAI holds, by what holds them. */
function heldWords(units: readonly DdViewUnit[]): string {
  const by = new Map<string, number>();
  for (const u of units) if (u.held) by.set(u.held, (by.get(u.held) ?? 0) + 1);
  return [...by].map(([what, n]) => `, ${n} ${what}`).join('');
}

function armyGroup(view: DdView, army: DdViewArmy, title?: string): DiceGroup {
  const dice = army.units.length;
  return {
    title: `${title ?? playerName(army.owner)} · ${dice} ${dice === 1 ? 'die' : 'dice'}, health ${healthOf(army.units)}${heldWords(army.units)}`,
    accent: accentOf(view, army.owner),
    dice: army.units.map(unitFace),
  };
}

/** Dragons by owner: "p2's dragon". */
function dragonGroups(view: DdView, dragons: readonly DdViewDragon[]): DiceGroup[] {
  return view.players
    .map((owner) => dragons.filter((d) => d.owner === owner))
    .filter((own) => own.length)
    .map((own) => ({ title: `${playerName(own[0]!.owner)}'s ${own.length === 1 ? 'dragon' : `${own.length} dragons`}`, accent: accentOf(view, own[0]!.owner), dice: own.map(dragonFace) }));
}

function terrainTitle(t: DdViewTerrain): string {
  return t.home ? `${t.name} · ${playerName(t.home)}'s home` : `${t.name} · frontier`;
}

function terrainSite(view: DdView, t: DdViewTerrain): DiceSite {
  const groups = t.armies.map((a) => armyGroup(view, a));
  groups.push(...dragonGroups(view, t.dragons));
  const lines = [`Face ${t.face}: ${faceWords(t.action, t.eighth)}`];
  if (t.eighth && t.action !== 'eighth') lines.push(`8th: ${EIGHTH_WORDS[t.eighth]}`);
  if (t.heldBy) lines.push(`Held by ${playerName(t.heldBy)}`);
  return { title: terrainTitle(t), lines, die: terrainDie(t), ...(t.home ? { accent: accentOf(view, t.home) } : {}), groups };
}

const LEGEND: LegendEntry[] = [
  { glyph: 'sword', label: 'melee' },
  { glyph: 'bow', label: 'missile' },
  { glyph: 'star', label: 'magic' },
  { glyph: 'shield', label: 'save' },
  { glyph: 'boot', label: 'maneuver' },
];

export function ddPicture(view: DdView): DiceTableScene {
  const shelves: DiceShelf[] = [];
  const add = (title: string, groups: DiceGroup[]) => {
    if (groups.some((g) => g.dice.length)) shelves.push({ title, groups: groups.filter((g) => g.dice.length) });
  };
  add('Armies built', [...view.built.map((a) => armyGroup(view, a, `${playerName(a.owner)}'s ${a.at} army`)), ...dragonGroups(view, view.builtDragons)]);
  add('Reserves', view.reserves.map((a) => armyGroup(view, a)));
  add(
    'Dead unit area',
    view.dua.map((d) => ({ title: `${playerName(d.owner)} · ${d.units.length + d.dragons.length} dead`, accent: accentOf(view, d.owner), dice: [...d.units.map(unitFace), ...d.dragons.map(dragonFace)] })),
  );
  add(
    'Buried',
    view.bua.map((d) => ({ title: `${playerName(d.owner)} · ${d.units.length} buried`, accent: accentOf(view, d.owner), dice: d.units.map(unitFace) })),
  );
  add('Summoning pool', dragonGroups(view, view.pool));
  const eighths = [...new Set(view.terrains.filter((t) => t.action === 'eighth' && t.eighth).map((t) => t.eighth!))];
  return {
    kind: 'dice-table',
    title: 'Dragon Dice',
    status: view.heading,
    sites: view.terrains.map((t) => terrainSite(view, t)),
    shelves,
    legend: [...LEGEND, ...eighths.map((e) => ({ glyph: EIGHTH_GLYPH[e], label: EIGHTH_WORDS[e] })), ...badgeLegend(shownIcons(view))],
  };
}

/** The icons the units of a view show (in a roll being shown). */
function shownIcons(view: DdView): Icon[] {
  const armies = [...view.terrains.flatMap((t) => t.armies), ...view.reserves, ...view.built];
  return armies.flatMap((a) => a.units.flatMap((u) => (u.face ? [u.face.icon] : [])));
}

/** Discord takes 1024 characters of alt text. */
const ALT_LIMIT = 1000;

/**
 * The picture in words, for its alt text: each terrain with its face and the armies there (by
 * owner, dice and health), then the built armies the viewer may see, the reserves, the dead and
 * the pool; cut short to fit an alt text.
 */
export function describePicture(view: DdView): string {
  const army = (a: DdViewArmy) => `${playerName(a.owner)} ${a.units.length} dice, health ${healthOf(a.units)}${heldWords(a.units)}`;
  const parts = view.terrains.map((t) => `${terrainTitle(t)}, face ${t.face} ${faceWords(t.action, t.eighth)}${t.heldBy ? `, held by ${playerName(t.heldBy)}` : ''}: ${t.armies.map(army).join('; ') || 'no armies'}`);
  if (view.built.length) parts.push(`Built: ${view.built.map((a) => `${playerName(a.owner)}'s ${a.at} army ${a.units.length} dice`).join('; ')}`);
  if (view.reserves.length) parts.push(`Reserves: ${view.reserves.map(army).join('; ')}`);
  const dead = view.dua.filter((d) => d.units.length + d.dragons.length);
  if (dead.length) parts.push(`Dead: ${dead.map((d) => `${playerName(d.owner)} ${d.units.length + d.dragons.length}`).join('; ')}`);
  if (view.pool.length) parts.push(`Summoning pool: ${view.pool.map((d) => d.name).join(', ')}`);
  const text = `Dragon Dice, ${view.heading}. ${parts.join('. ')}.`;
  return text.length > ALT_LIMIT ? `${text.slice(0, ALT_LIMIT - 1)}…` : text;
}


/**
 * Whether a rolled face counted in this roll, read as the count reads it: an ID always does (it
 * is the unit's health in any roll); an action icon when the roll reads it (a charge reads
 * maneuvers too), or when its species' ability makes it count as one here (`countsAsFor`); a
 * special icon when its rule gives it results or an effect in this kind of roll (`saiRollFor`),
 * cantrips only when the count kept cantrip results, or when the count lists an effect of it for
 * this unit.
 */
export function faceCounted(book: DiceBook, rolled: RolledDie, count: RollCount, context: RollContext): boolean {
  const face = rolled.die.faces[rolled.face];
  if (!face) return false;
  if (face.icon === 'id') return true;
  const reads: readonly ResultKind[] = context.charge && context.kind === 'melee' ? ['melee', 'maneuver'] : ROLLED_FOR[context.kind];
  if ((PLAIN_ICONS as readonly string[]).includes(face.icon)) {
    return reads.includes(face.icon as ResultKind) || countsAsFor(book, [rolled], context).length > 0;
  }
  if (count.effects.some((e) => e.unit === rolled.unit && e.sai === face.icon)) return true;
  const rule = book.sais.get(face.icon);
  if (!rule) return false;
  return saiRollFor(rule, context).some((entry) => {
    if (entry.effect === 'cantrip') return count.cantrip > 0;
    return Boolean(entry.effect) || (entry.counts ?? []).length > 0;
  });
}

const KIND_WORDS: Readonly<Record<RollContext['kind'], string>> = {
  melee: 'melee',
  missile: 'missile',
  magic: 'magic',
  save: 'save',
  maneuver: 'maneuver',
  dragon: 'against a dragon',
  order: 'for the order of play',
};

/** The totals a roll reached, in a line: "melee 7 · fire magic 3 · cantrip 2". */
export function totalsLine(count: RollCount): string {
  const parts = (Object.entries(count.results) as Array<[string, number]>).filter(([, n]) => n > 0).map(([k, n]) => `${k} ${n}`);
  for (const [element, n] of Object.entries(count.magic)) if (n) parts.push(`${element} magic ${n}`);
  if (count.cantrip) parts.push(`cantrip ${count.cantrip}`);
  return parts.join(' · ') || 'nothing';
}

/**
 * A roll's picture: the dice as they came up, in the order rolled, the faces that counted
 * outlined and the others faint; the totals in the title bar. `who` names the army ("p1 at
 * Highland"); the context is the one the roll was counted with, which says what each face read.
 */
export function rollScene(book: DiceBook, rolled: readonly RolledDie[], count: RollCount, context: RollContext, who: string): DiceTableScene {
  const dice = rolled.map((r) => {
    const face = r.die.faces[r.face] ?? { icon: 'id' as const, count: r.die.health };
    const elements = book.species.get(r.die.species)?.elements ?? [];
    const counted = faceCounted(book, r, count, context);
    return { ...faceOf({ name: r.die.name, elements, class: r.die.class }, face.icon, face.count), ...(counted ? { highlight: COUNTED } : { faded: true }) };
  });
  const counted = dice.filter((d) => d.highlight).length;
  return {
    kind: 'dice-table',
    title: `${who}: ${KIND_WORDS[context.kind]}`,
    status: totalsLine(count),
    sites: [],
    shelves: [{ title: `${rolled.length} dice rolled, ${counted} counted`, groups: [{ title: 'Outlined: counted · faint: did not count', accent: COUNTED, dice }] }],
    legend: [...LEGEND, ...badgeLegend(rolled.map((r) => r.die.faces[r.face]?.icon ?? 'id'))],
  };
}
