import { readJsonFile } from '../../../core/json-file.ts';
import { z } from 'zod';
import { err, ok, type Result } from '../../../core/result.ts';
import {
  COLOURS, DRAGON_FACES, EIGHTH_FACES, ELEMENTS, ICONS, MINOR_FACES, MINOR_ICONS, PLAIN_ICONS, RULESETS, SourceSchema, TERRAIN_ACTIONS, UNIT_CLASSES,
  type DragonDie, type DragonForm, type EighthFace, type EighthFaceRule, type Icon, type MinorFace, type MinorFaceRule, type MinorTerrainDie, type Species, type Spell,
  type TerrainDie, type TerrainType, type UnitDie, type UnitFace,
} from './types.ts';
import { SaiRuleSchema, type SaiRule } from '../rolls/sais.ts';

/**
 * Every die, species, terrain and spell the game knows, read from `assets/dice/dragon-dice/`, by id.
 * Each file is one JSON object holding any of these lists (docs/dragon-dice.md, "The dice as data"):
 * - `species`: Species[] (elements, era, terrain abilities for each ruleset, and those tied to no terrain);
 * - `dice`: UnitDie[], each face written `"<icon> <count>"` (`"melee 3"`, `"id 2"`, `"smite 4"`); a Dragonkin's with its element and automatic saves;
 * - `forms`: DragonForm[] (drake, wyrm) and `dragons`: DragonDie[];
 * - `types`: TerrainType[] and `terrains`: TerrainDie[]; `eighths`: EighthFaceRule[] (what each eighth face does);
 * - `minors`: MinorTerrainDie[] and `minorFaces`: MinorFaceRule[] (what each of their faces does);
 * - `spells`: Spell[];
 * - `sais`: SaiRule[] (`rolls/sais.ts`, read with its schema).
 * By custom `species-<id>.json` holds one species and its dice, `dragons.json` the forms and
 * dragons, `terrains.json` the types and terrain dice, `eighth-faces.json`, `minor-terrains.json`,
 * `dragonkin.json` (the species and its 60 dice), `spells.json` and `sais.json` the rest; the
 * reader joins every file, so the split is only for people.
 */
export interface DiceBook {
  species: ReadonlyMap<string, Species>;
  units: ReadonlyMap<string, UnitDie>;
  forms: ReadonlyMap<string, DragonForm>;
  dragons: ReadonlyMap<string, DragonDie>;
  terrainTypes: ReadonlyMap<string, TerrainType>;
  terrains: ReadonlyMap<string, TerrainDie>;
  spells: ReadonlyMap<string, Spell>;
  sais: ReadonlyMap<string, SaiRule>;
  /*
   * Read by no rule yet (the game places no minor terrain and reads no eighth face's text): optional
   * so a test's hand-made book need not carry them; `readDiceBook` always fills them.
   */
  eighthFaces?: ReadonlyMap<EighthFace, EighthFaceRule>;
  minorTerrains?: ReadonlyMap<string, MinorTerrainDie>;
  minorFaces?: ReadonlyMap<MinorFace, MinorFaceRule>;
}

/** A record's id: lower-case words joined by hyphens, as every other id in the project. */
const Id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'an id is lower-case words joined by hyphens (dwarf-footman)');
const Name = z.string().min(1);
const Element = z.enum(ELEMENTS);
const Count = z.number().int().min(1);

/** A unit die's face as written in the file; turned into `{ icon, count }` after the checks below. */
const FaceText = z.string().regex(/^[a-z-]+ [0-9]+$/, 'a face is written "<icon> <count>", e.g. "melee 3"');

const UnitDieFile = z.strictObject({
  id: Id, name: Name, species: Id, class: z.enum(UNIT_CLASSES), health: z.number().int().min(1).max(4), faces: z.array(FaceText),
  element: Element.optional(), saves: z.number().int().min(0).optional(), source: SourceSchema,
});

const AnywhereSchema = z.strictObject({
  ruleset: z.enum(RULESETS),
  name: Name,
  effect: z.enum(['double', 'counts-as', 'other']),
  results: z.strictObject({ from: z.enum(PLAIN_ICONS), to: z.enum(PLAIN_ICONS).optional(), inRoll: z.string().optional() }).optional(),
  text: Name,
  source: SourceSchema,
});
const AbilitySchema = AnywhereSchema.extend({ at: z.union([z.strictObject({ type: Id }), z.strictObject({ element: Element })]) });
const SpeciesSchema = z.strictObject({
  id: Id, name: Name, elements: z.array(Element), era: z.enum(['tsr', 'kicker', 'sfr']), abilities: z.array(AbilitySchema), anywhere: z.array(AnywhereSchema).optional(), source: SourceSchema,
});
const FormSchema = z.strictObject({ id: z.enum(['drake', 'wyrm']), name: Name, faces: z.array(z.enum(DRAGON_FACES)), source: SourceSchema });
const DragonSchema = z.strictObject({
  id: Id, name: Name, colour: z.enum(COLOURS), form: z.enum(['drake', 'wyrm']), health: Count, saves: z.number().int().min(0), source: SourceSchema,
});
const TerrainTypeSchema = z.strictObject({
  id: Id, name: Name, elements: z.array(Element), kind: z.enum(['basic', 'minor', 'advanced']), faces: z.array(z.enum(TERRAIN_ACTIONS)), source: SourceSchema,
});
const TerrainDieSchema = z.strictObject({
  id: Id, name: Name, type: Id, eighth: z.enum(EIGHTH_FACES).nullable(), faces: z.array(z.enum(TERRAIN_ACTIONS)).optional(), source: SourceSchema,
});
const EighthSchema = z.strictObject({ id: z.enum(EIGHTH_FACES), name: Name, advanced: z.boolean(), text: Name, source: SourceSchema });
const MinorSchema = z.strictObject({
  id: Id, name: Name, elements: z.array(Element).min(1), icon: z.enum(MINOR_ICONS), faces: z.array(z.enum(MINOR_FACES)), anyTerrain: z.boolean().optional(), source: SourceSchema,
});
const MinorFaceSchema = z.strictObject({
  id: z.enum(MINOR_FACES), name: Name, effect: z.enum(['choose', 'action', 'double-ids', 'halve']),
  results: z.enum(['magic', 'melee', 'missile', 'maneuver', 'save']).optional(), text: Name, source: SourceSchema,
});
const SpellSchema = z.strictObject({
  id: Id, name: Name, element: z.union([Element, z.literal('elemental')]), cost: Count, reserve: z.boolean(), cantrip: z.boolean(),
  rulesets: z.array(z.enum(RULESETS)).min(1), text: Name, source: SourceSchema,
});

const FileSchema = z.strictObject({
  species: z.array(SpeciesSchema).optional(),
  dice: z.array(UnitDieFile).optional(),
  forms: z.array(FormSchema).optional(),
  dragons: z.array(DragonSchema).optional(),
  types: z.array(TerrainTypeSchema).optional(),
  terrains: z.array(TerrainDieSchema).optional(),
  eighths: z.array(EighthSchema).optional(),
  minors: z.array(MinorSchema).optional(),
  minorFaces: z.array(MinorFaceSchema).optional(),
  spells: z.array(SpellSchema).optional(),
  // What an SAI rule says is the rolls' (rolls/sais.ts); read whole here, so a misspelt effect is refused with its file.
  sais: z.array(SaiRuleSchema).optional(),
});
type FileData = z.infer<typeof FileSchema>;
const LISTS = Object.keys(FileSchema.shape) as Array<keyof FileData>;

/** What each list's records are called in a refusal. */
const RECORD: Record<keyof FileData, string> = {
  species: 'species', dice: 'die', forms: 'form', dragons: 'dragon', types: 'terrain type', terrains: 'terrain die', eighths: 'eighth face',
  minors: 'minor terrain', minorFaces: 'minor terrain face', spells: 'spell', sais: 'SAI rule',
};

/** A unit die rolls a d6, a monster a d10 (GAPS B2). */
const unitSides = (d: { class: string }): number => (d.class === 'monster' ? 10 : 6);
/** A dragon is a d12 (FACTS §2.2). */
const DRAGON_SIDES = 12;
/** A basic or advanced terrain is a d8 whose eighth face is the one captured (SFR 15). */
const TERRAIN_SIDES = 8;
/** A minor terrain is a smaller d8 (SFR 15), one of its faces its ID. */
const MINOR_SIDES = 8;

/**
 * Reads the files (by name without `.json`), joins their lists and checks them. The first mistake
 * comes back as one line: the file, the record, what is wrong and what is allowed.
 */
export function readDiceBook(files: Record<string, string>): Result<DiceBook> {
  const read: Array<{ file: string; data: FileData }> = [];
  for (const name of Object.keys(files).sort()) {
    const file = `${name}.json`;
    const data = parseFile(file, files[name]!);
    if (!data.ok) return data;
    read.push({ file, data: data.value });
  }

  // Every id once per list, over all files: a second record would silently replace the first.
  const seen = new Map<string, string>();
  for (const { file, data } of read) {
    for (const list of LISTS) {
      for (const record of data[list] ?? []) {
        const key = `${list}:${record.id}`;
        const first = seen.get(key);
        if (first !== undefined) return err(`${file}, ${RECORD[list]} ${record.id}: duplicate id (also in ${first}); every ${RECORD[list]} needs its own id.`);
        seen.set(key, file);
      }
    }
  }

  const all = <K extends keyof FileData>(list: K) => read.flatMap(({ file, data }) => (data[list] ?? []).map((record) => ({ file, record: record as NonNullable<FileData[K]>[number] })));
  const species = new Map(all('species').map(({ record }) => [record.id, record as Species]));
  const terrainTypes = new Map(all('types').map(({ record }) => [record.id, record as TerrainType]));

  const units = new Map<string, UnitDie>();
  for (const { file, record } of all('dice')) {
    const die = checkUnit(file, record, species);
    if (!die.ok) return die;
    units.set(die.value.id, die.value);
  }

  for (const { file, record } of all('species')) {
    for (const ability of record.abilities) {
      if ('type' in ability.at && !terrainTypes.has(ability.at.type)) {
        return err(`${file}, species ${record.id}: ability "${ability.name}" is at unknown terrain type "${ability.at.type}"; known: ${[...terrainTypes.keys()].join(', ') || 'none'}.`);
      }
    }
  }

  const forms = new Map<string, DragonForm>();
  for (const { file, record } of all('forms')) {
    if (record.faces.length !== DRAGON_SIDES) return err(`${file}, form ${record.id}: ${record.faces.length} faces; a dragon is a d12 with ${DRAGON_SIDES}.`);
    forms.set(record.id, record);
  }
  const dragons = new Map<string, DragonDie>();
  for (const { file, record } of all('dragons')) {
    if (!forms.has(record.form)) return err(`${file}, dragon ${record.id}: unknown form "${record.form}"; known: ${[...forms.keys()].join(', ') || 'none'}.`);
    dragons.set(record.id, record);
  }

  for (const { file, record } of all('types')) {
    // A minor terrain's faces are bonuses and disasters, not a terrain's actions: it is a die of its own.
    if (record.kind === 'minor') return err(`${file}, terrain type ${record.id}: kind "minor"; a minor terrain is a die of its own, in the list "minors" (a type is basic or advanced).`);
    const wrong = checkTerrainFaces(record.faces);
    if (wrong) return err(`${file}, terrain type ${record.id}: ${wrong}`);
  }
  const terrains = new Map<string, TerrainDie>();
  for (const { file, record } of all('terrains')) {
    if (!terrainTypes.has(record.type)) return err(`${file}, terrain die ${record.id}: unknown terrain type "${record.type}"; known: ${[...terrainTypes.keys()].join(', ') || 'none'}.`);
    const wrong = record.faces && checkTerrainFaces(record.faces);
    if (wrong) return err(`${file}, terrain die ${record.id}: ${wrong}`);
    terrains.set(record.id, record as TerrainDie);
  }

  const minorFaces = new Map<MinorFace, MinorFaceRule>();
  for (const { file, record } of all('minorFaces')) {
    const wrong = checkMinorFaceRule(record);
    if (wrong) return err(`${file}, minor terrain face ${record.id}: ${wrong}`);
    minorFaces.set(record.id, record as MinorFaceRule);
  }
  const minorTerrains = new Map<string, MinorTerrainDie>();
  for (const { file, record } of all('minors')) {
    const wrong = checkMinorFaces(record.faces, minorFaces);
    if (wrong) return err(`${file}, minor terrain ${record.id}: ${wrong}`);
    minorTerrains.set(record.id, record as MinorTerrainDie);
  }

  return ok({
    species,
    units,
    forms,
    dragons,
    terrainTypes,
    terrains,
    spells: new Map(all('spells').map(({ record }) => [record.id, record as Spell])),
    sais: new Map(all('sais').map(({ record }) => [record.id, record as SaiRule])),
    eighthFaces: new Map(all('eighths').map(({ record }) => [record.id, record as EighthFaceRule])),
    minorTerrains,
    minorFaces,
  });
}

function parseFile(file: string, text: string): Result<FileData> {
  return readJsonFile(file, text, FileSchema, (issue, json) => `${where(json, issue.path)}: ${explain(issue)}.`);
}

/** `, die dwarf-footman, faces.2` from a path such as ['dice', 0, 'faces', 2]. */
function where(json: unknown, path: readonly PropertyKey[]): string {
  if (path.length === 0) return '';
  const [list, index, ...rest] = path;
  const named = LISTS.includes(list as keyof FileData) ? RECORD[list as keyof FileData] : String(list);
  if (typeof index !== 'number') return `, ${named}`;
  const record = (json as Record<string, unknown[]>)[list as string]?.[index] as { id?: unknown } | undefined;
  const id = typeof record?.id === 'string' ? record.id : `number ${index + 1}`;
  return `, ${named} ${id}${rest.length ? `, ${rest.map(String).join('.')}` : ''}`;
}

/** zod's message, with what is allowed where zod leaves it out. */
function explain(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') {
    const top = issue.path.length === 0;
    return `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.join(', ')}${top ? `; a file holds only the lists ${LISTS.join(', ')}` : ''}`;
  }
  if (issue.path.at(-1) === 'at') {
    return `an ability says where it works, {"type": <terrain type>} or {"element": <element>}; one tied to no terrain goes in "anywhere"`;
  }
  return issue.message;
}

/** A die's faces parsed and checked: known icons, as many faces as its die has sides, ID faces showing its health. */
function checkUnit(file: string, die: z.infer<typeof UnitDieFile>, species: ReadonlyMap<string, Species>): Result<UnitDie> {
  const at = `${file}, die ${die.id}`;
  if (!species.has(die.species)) return err(`${at}: unknown species "${die.species}"; known: ${[...species.keys()].join(', ') || 'none'}.`);
  const sides = unitSides(die);
  if (die.faces.length !== sides) {
    return err(`${at}: ${die.faces.length} faces; a ${die.class === 'monster' ? 'monster is a d10' : 'unit is a d6'} with ${sides}.`);
  }
  if (die.class === 'monster' && die.health !== 4) return err(`${at}: health ${die.health}; a monster has 4.`);
  const elements = species.get(die.species)!.elements;
  if (die.element !== undefined && !elements.includes(die.element)) {
    return err(`${at}: element "${die.element}" is not one of its species' (${elements.join(', ') || 'none'}).`);
  }
  const faces: UnitFace[] = [];
  for (const [i, text] of die.faces.entries()) {
    const [icon, count] = text.split(' ') as [string, string];
    if (!(ICONS as readonly string[]).includes(icon)) {
      return err(`${at}: face ${i + 1} "${text}" has unknown icon "${icon}"; allowed: ${ICONS.join(', ')}.`);
    }
    const n = Number(count);
    if (n < 1) return err(`${at}: face ${i + 1} "${text}" shows ${n} icons; a face shows 1 or more.`);
    if (icon === 'id' && n !== die.health) return err(`${at}: face ${i + 1} "${text}" is an ID of ${n}; an ID face shows the unit's health, ${die.health}.`);
    faces.push({ icon: icon as Icon, count: n });
  }
  if (!faces.some((f) => f.icon === 'id')) return err(`${at}: no ID face; every unit die has one ("id ${die.health}").`);
  return ok({ ...die, faces });
}

/** Faces 1-7 an action, face 8 the eighth face, on every d8 terrain (SFR 15). Null when right. */
function checkTerrainFaces(faces: readonly string[]): string | null {
  if (faces.length !== TERRAIN_SIDES) return `${faces.length} faces; a terrain is a d8 with ${TERRAIN_SIDES}.`;
  if (faces[TERRAIN_SIDES - 1] !== 'eighth') return `face 8 is "${faces[TERRAIN_SIDES - 1]}"; face 8 is always "eighth".`;
  const i = faces.indexOf('eighth');
  if (i < TERRAIN_SIDES - 1) return `face ${i + 1} is "eighth"; faces 1-7 are magic, missile or melee.`;
  return null;
}

/** A minor terrain's 8 faces: one ID, and every face one the file says what it does (when it says any). Null when right. */
function checkMinorFaces(faces: readonly MinorFace[], rules: ReadonlyMap<MinorFace, MinorFaceRule>): string | null {
  if (faces.length !== MINOR_SIDES) return `${faces.length} faces; a minor terrain is a d8 with ${MINOR_SIDES}.`;
  const ids = faces.filter((f) => f === 'id').length;
  if (ids !== 1) return `${ids} ID faces; a minor terrain has exactly one.`;
  const unruled = rules.size > 0 ? faces.find((f) => !rules.has(f)) : undefined;
  if (unruled) return `face "${unruled}" has no rule in "minorFaces"; ruled: ${[...rules.keys()].join(', ')}.`;
  return null;
}

/** An action, a doubling or a disaster names the results it works on; the ID face names none. Null when right. */
function checkMinorFaceRule(rule: { effect: string; results?: string }): string | null {
  if (rule.effect === 'choose') return rule.results ? `a "choose" face names no results (it has "${rule.results}").` : null;
  return rule.results ? null : `a "${rule.effect}" face names the results it works on ("results": magic, melee, missile, maneuver or save).`;
}
