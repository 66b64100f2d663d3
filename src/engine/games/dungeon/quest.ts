import { err, ok, type Result } from '../../core/result.ts';
import { edgeLabel, parseEdge, type EdgeKey } from '../../grid/edges.ts';
import { columnLetters, labelOf, parseLabel } from '../../grid/labels.ts';
import { squareKey, type Square, type SquareKey } from '../../grid/square.ts';
import { findItem, ownershipClash, type ItemDef } from './equipment.ts';
import { heroDef, HEROES, SPELLS, type HeroId, type SpellId } from './heroes.ts';
import { findMonsterKind, monsterDef, type MonsterKind } from './monsters.ts';

/**
 * A quest, read from its plain-text file (assets/quests/dungeon/<id>.quest; the format is in
 * docs/quest-format.md). The file is the Demon King's quest book page: the dungeon's layout and
 * everything hidden in it. Mistakes are reported with their line number.
 */

export const FURNITURE = ['table', 'chest', 'tomb', 'rack', 'bookcase', 'throne', 'altar', 'cupboard', 'fireplace', 'bench'] as const;
export type FurnitureKind = (typeof FURNITURE)[number];

export interface Room {
  id: string;
  name: string;
  squares: Square[];
}

export interface Furniture {
  id: string;
  kind: FurnitureKind;
  name: string;
  squares: Square[];
}

export interface QuestMonster {
  id: string;
  kind: MonsterKind;
  name: string;
  at: Square;
  /** Body points it starts with, when the quest sets them (`body:1`): a monster already hurt. */
  body?: number;
}

/** How a hero starts this quest, where the quest says so (`heroes:`); what it leaves out comes from the campaign or the village. */
export interface HeroCondition {
  hero: HeroId;
  body?: number;
  gold?: number;
  /** Item ids, replacing what he would bring. */
  equipment?: string[];
  /** The Elf's spell, already chosen. */
  spell?: SpellId;
}

export interface QuestTrap {
  id: string;
  kind: 'pitfall' | 'crush';
  at: Square;
}

export interface ChestTrap {
  /** The chest's furniture id. */
  chest: string;
  name: string;
  damage: number;
}

export interface Treasure {
  id: string;
  room: string;
  name: string;
  gold: number;
  /** An item from the shop's list, handed to the finder. */
  item?: string;
}

export type Goal = { kind: 'kill'; monster: string } | { kind: 'find'; treasure: string } | { kind: 'escape' };

export interface Quest {
  id: string;
  title: string;
  number: number;
  summary: string;
  briefing: string;
  cols: number;
  rows: number;
  /** Per square (`y·cols + x`): null for rock, "corridor", or a room's id. */
  areas: Array<string | null>;
  rooms: Room[];
  doors: EdgeKey[];
  hiddenDoors: EdgeKey[];
  stairs: Square[];
  furniture: Furniture[];
  monsters: QuestMonster[];
  traps: QuestTrap[];
  chestTraps: ChestTrap[];
  treasure: Treasure[];
  wandering: MonsterKind;
  goals: Goal[];
  /** Heroes' starting conditions, set by the quest. */
  heroConditions: HeroCondition[];
  reward: number;
  /** The heroes lose if the quest is not done when this turn ends. */
  turnLimit: number | null;
}

interface Line {
  text: string;
  line: number;
}

const SIZE = /^(\d+)\s*[x×]\s*(\d+)$/i;

/** Splits a line into words, keeping "quoted phrases" whole. */
function words(text: string): string[] {
  return [...text.matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2]!);
}

export function parseQuest(text: string): Result<Quest> {
  const meta: Record<string, Line[]> = {};
  const sections: Record<string, Line[]> = {};
  let section: string | undefined;
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trimEnd();
    // Map rows start with their number, so a line starting with # is always a comment.
    if (!line.trim() || line.trim().startsWith('#')) return;
    const header = /^([a-z][a-z-]*):\s*(.*)$/i.exec(line);
    if (header) {
      const key = header[1]!.toLowerCase();
      if (header[2] === '') {
        section = key;
        sections[key] = [];
      } else {
        section = undefined;
        (meta[key] ??= []).push({ text: header[2]!.trim(), line: index + 1 });
      }
      return;
    }
    if (section === undefined) return;
    sections[section]!.push({ text: line, line: index + 1 });
  });
  const one = (key: string) => meta[key]?.[0]?.text;
  const id = one('quest');
  if (!id) return err('quest: the header needs "quest: <id>".');
  const where = (line: number) => `quest ${id} line ${line}`;
  const size = SIZE.exec(one('size') ?? '');
  if (!size) return err(`quest ${id}: the header needs "size: COLSxROWS", e.g. "size: 26x19".`);
  const cols = Number(size[1]);
  const rows = Number(size[2]);
  const inside = (s: Square) => s.x >= 0 && s.y >= 0 && s.x < cols && s.y < rows;

  // The map: one symbol a square; # rock, . passage, a letter a room.
  const areas: Array<string | null> = [];
  let rowsRead = 0;
  for (const { text: entry, line } of sections.map ?? []) {
    const tokens = entry.trim().split(/\s+/);
    if (rowsRead === 0 && tokens.every((t) => /^[A-Z]{1,2}$/.test(t))) {
      const expected = Array.from({ length: cols }, (_, c) => columnLetters(c)).join(' ');
      if (tokens.join(' ') !== expected) return err(`${where(line)}: the column header should read ${columnLetters(0)} to ${columnLetters(cols - 1)}.`);
      continue;
    }
    const number = Number(tokens.shift());
    if (number !== rowsRead + 1) return err(`${where(line)}: expected row ${rowsRead + 1} of the map.`);
    if (tokens.length !== cols) return err(`${where(line)}: row ${number} has ${tokens.length} squares; the quest is ${cols} wide.`);
    for (const t of tokens) {
      if (t === '#') areas.push(null);
      else if (t === '.') areas.push('corridor');
      else if (/^[a-z]$/.test(t)) areas.push(t);
      else return err(`${where(line)}: "${t}" is not a square: use # for rock, . for a passage, a lowercase letter for a room.`);
    }
    rowsRead++;
  }
  if (rowsRead !== rows) return err(`quest ${id}: the map has ${rowsRead} rows; the quest is ${rows} high.`);
  const areaAt = (s: Square) => (inside(s) ? areas[s.y * cols + s.x]! : null);

  const rooms: Room[] = [];
  for (const { text: entry, line } of sections.rooms ?? []) {
    const [roomId, ...name] = words(entry);
    if (!roomId || !/^[a-z]$/.test(roomId) || name.length === 0) return err(`${where(line)}: a room is its letter and its name, e.g. "a The Guard Post".`);
    if (rooms.some((r) => r.id === roomId)) return err(`${where(line)}: room ${roomId} is named twice.`);
    rooms.push({ id: roomId, name: name.join(' '), squares: [] });
  }
  for (let y = 0; y < rows; y++) {
    for (let x = 0; x < cols; x++) {
      const area = areas[y * cols + x]!;
      if (area === null || area === 'corridor') continue;
      const room = rooms.find((r) => r.id === area);
      if (!room) return err(`quest ${id}: square ${labelOf({ x, y })} is in room ${area}, which the rooms: list does not name.`);
      room.squares.push({ x, y });
    }
  }
  const empty = rooms.find((r) => r.squares.length === 0);
  if (empty) return err(`quest ${id}: room ${empty.id} (${empty.name}) has no square on the map.`);

  const square = (label: string, line: number, what: string): Result<Square> => {
    const s = parseLabel(label);
    if (!s || !inside(s)) return err(`${where(line)}: ${what} "${label}" is not a square of this quest (A1 to ${labelOf({ x: cols - 1, y: rows - 1 })}).`);
    if (areaAt(s) === null) return err(`${where(line)}: ${what} ${labelOf(s)} is solid rock.`);
    return ok(s);
  };
  const doorEdges = (entries: Line[], what: string): Result<EdgeKey[]> => {
    const out: EdgeKey[] = [];
    for (const { text: entry, line } of entries) {
      for (const token of entry.trim().split(/[\s,]+/).filter(Boolean)) {
        const edge = parseEdge(token);
        if (edge === undefined) return err(`${where(line)}: ${what} "${token}" should be two neighbouring squares, like C7/C8.`);
        const [a, b] = token.split('/').map((t) => parseLabel(t)!);
        if (!inside(a!) || !inside(b!) || areaAt(a!) === null || areaAt(b!) === null) return err(`${where(line)}: ${what} ${edgeLabel(edge)} must join two floor squares.`);
        if (areaAt(a!) === areaAt(b!)) return err(`${where(line)}: ${what} ${edgeLabel(edge)} joins two squares of the same ${areaAt(a!) === 'corridor' ? 'passage' : 'room'}; a door stands in a wall.`);
        if (out.includes(edge)) return err(`${where(line)}: ${what} ${edgeLabel(edge)} is listed twice.`);
        out.push(edge);
      }
    }
    return ok(out);
  };
  const doors = doorEdges(sections.doors ?? [], 'door');
  if (!doors.ok) return doors;
  const hiddenDoors = doorEdges(sections['hidden-doors'] ?? [], 'hidden door');
  if (!hiddenDoors.ok) return hiddenDoors;
  const both = hiddenDoors.value.find((e) => doors.value.includes(e));
  if (both !== undefined) return err(`quest ${id}: ${edgeLabel(both)} is both a door and a hidden door.`);

  const taken = new Map<SquareKey, string>();
  const claim = (s: Square, what: string, line: number): Result<Square> => {
    const k = squareKey(s);
    const holder = taken.get(k);
    if (holder) return err(`${where(line)}: ${labelOf(s)} already holds ${holder}; it cannot also hold ${what}.`);
    taken.set(k, what);
    return ok(s);
  };

  const stairs: Square[] = [];
  for (const { text: entry, line } of sections.stairs ?? []) {
    for (const token of entry.trim().split(/[\s,]+/).filter(Boolean)) {
      const s = square(token, line, 'stairs');
      if (!s.ok) return s;
      const c = claim(s.value, 'the stairs', line);
      if (!c.ok) return c;
      stairs.push(s.value);
    }
  }
  if (stairs.length < 4) return err(`quest ${id}: the stairs: list needs 4 squares, where the heroes come in.`);

  const furniture: Furniture[] = [];
  for (const { text: entry, line } of sections.furniture ?? []) {
    const [kind, ...rest] = words(entry);
    if (!FURNITURE.includes(kind as FurnitureKind)) return err(`${where(line)}: "${kind}" is not furniture. Furniture: ${FURNITURE.join(', ')}.`);
    const squares: Square[] = [];
    let name = '';
    for (const token of rest) {
      const s = parseLabel(token);
      if (!s || !/^[A-Za-z]{1,2}\d{1,3}$/.test(token)) {
        name = token;
        continue;
      }
      const at = square(token, line, kind!);
      if (!at.ok) return at;
      if (areaAt(at.value) === 'corridor') return err(`${where(line)}: furniture stands in rooms; ${labelOf(at.value)} is in a passage.`);
      const c = claim(at.value, `a ${kind}`, line);
      if (!c.ok) return c;
      squares.push(at.value);
    }
    if (squares.length === 0) return err(`${where(line)}: the ${kind} needs the squares it covers.`);
    const fid = `${kind}-${furniture.filter((f) => f.kind === kind).length + 1}`;
    furniture.push({ id: fid, kind: kind as FurnitureKind, name: name || `the ${kind}`, squares });
  }

  const monsters: QuestMonster[] = [];
  const counts = new Map<MonsterKind, number>();
  for (const { text: entry, line } of sections.monsters ?? []) {
    // A monster's condition (`body:1`) may stand anywhere on its line.
    const all = words(entry);
    const conditions = all.filter((w) => /^[a-z-]+:\S*$/i.test(w));
    const [kindText, label, name] = all.filter((w) => !conditions.includes(w));
    const def = findMonsterKind(kindText ?? '');
    if (!def) return err(`${where(line)}: "${kindText}" is not a monster of the box.`);
    const at = square(label ?? '', line, def.name);
    if (!at.ok) return at;
    const n = (counts.get(def.kind) ?? 0) + 1;
    if (n > def.figures) return err(`${where(line)}: the box holds ${def.figures} ${def.name} figures; this quest places more.`);
    counts.set(def.kind, n);
    const monsterName = name ?? `${def.name} ${n}`;
    const c = claim(at.value, monsterName, line);
    if (!c.ok) return c;
    if (monsters.some((m) => m.name.toLowerCase() === monsterName.toLowerCase())) return err(`${where(line)}: two monsters are called ${monsterName}.`);
    let body: number | undefined;
    for (const condition of conditions) {
      const [key, value] = condition.split(':') as [string, string];
      if (key.toLowerCase() !== 'body') return err(`${where(line)}: "${condition}" is not a condition a monster can start with; a monster may start with body:N, its body points.`);
      body = Number(value);
      if (!/^\d+$/.test(value) || body < 1) return err(`${where(line)}: ${monsterName} starts alive: body is a whole number from 1, not "${value}".`);
      if (body > def.bp) return err(`${where(line)}: ${monsterName} starts with body:${body}, over the ${def.bp} body point${def.bp === 1 ? '' : 's'} ${/^[AEIOU]/.test(def.name) ? 'an' : 'a'} ${def.name} has.`);
    }
    monsters.push({ id: `m${monsters.length + 1}`, kind: def.kind, name: monsterName, at: at.value, ...(body !== undefined ? { body } : {}) });
  }

  const traps: QuestTrap[] = [];
  for (const { text: entry, line } of sections.traps ?? []) {
    const [kind, label] = words(entry);
    if (kind !== 'pitfall' && kind !== 'crush') return err(`${where(line)}: a trap is "pitfall <square>" or "crush <square>" (a trapped chest goes under chest-traps:).`);
    const at = square(label ?? '', line, kind);
    if (!at.ok) return at;
    const c = claim(at.value, `a ${kind}`, line);
    if (!c.ok) return c;
    traps.push({ id: `t${traps.length + 1}`, kind, at: at.value });
  }

  const chestTraps: ChestTrap[] = [];
  for (const { text: entry, line } of sections['chest-traps'] ?? []) {
    const [label, damage, name] = words(entry);
    const at = parseLabel(label ?? '');
    const chest = at && furniture.find((f) => f.kind === 'chest' && f.squares.some((s) => s.x === at.x && s.y === at.y));
    if (!chest) return err(`${where(line)}: a chest trap names a square of a chest, its damage and its name: K5 2 "a poison needle".`);
    if (!/^\d+$/.test(damage ?? '') || !name) return err(`${where(line)}: a chest trap names a square of a chest, its damage and its name: K5 2 "a poison needle".`);
    chestTraps.push({ chest: chest.id, name, damage: Number(damage) });
  }

  const treasure: Treasure[] = [];
  for (const { text: entry, line } of sections.treasure ?? []) {
    const [roomId, kind, value, name] = words(entry);
    const room = rooms.find((r) => r.id === roomId);
    if (!room) return err(`${where(line)}: treasure is hidden in a room; "${roomId}" is not one.`);
    if (!name) return err(`${where(line)}: a treasure reads "<room> gold <amount> "<name>"" or "<room> item <item> "<name>"".`);
    if (kind === 'gold' && /^\d+$/.test(value ?? '')) treasure.push({ id: `x${treasure.length + 1}`, room: room.id, name, gold: Number(value) });
    else if (kind === 'item' && findItem(value ?? '')?.kind === 'potion') treasure.push({ id: `x${treasure.length + 1}`, room: room.id, name, gold: 0, item: findItem(value!)!.id });
    else return err(`${where(line)}: a treasure reads "<room> gold <amount> "<name>"" or "<room> item heal-potion "<name>"" (quest treasure carries gold, or a potion).`);
  }

  const heroConditions: HeroCondition[] = [];
  for (const { text: entry, line } of sections.heroes ?? []) {
    const read = heroCondition(entry);
    if (!read.ok) return err(`${where(line)}: ${read.error}`);
    if (heroConditions.some((c) => c.hero === read.value.hero)) return err(`${where(line)}: the ${heroDef(read.value.hero).name} is given twice; one line a hero.`);
    heroConditions.push(read.value);
  }

  const goals: Goal[] = [];
  for (const { text: entry, line } of meta.goal ?? []) {
    const [verb, ...rest] = entry.split(/\s+/);
    const object = rest.join(' ');
    if (verb === 'kill') {
      const m = monsters.find((x) => x.name.toLowerCase() === object.toLowerCase());
      if (!m) return err(`${where(line)}: the goal names ${object}, who is not among the monsters.`);
      goals.push({ kind: 'kill', monster: m.id });
    } else if (verb === 'find') {
      const t = treasure.find((x) => x.name.toLowerCase() === object.toLowerCase());
      if (!t) return err(`${where(line)}: the goal names ${object}, which is not among the treasure.`);
      goals.push({ kind: 'find', treasure: t.id });
    } else if (verb === 'escape') goals.push({ kind: 'escape' });
    else return err(`${where(line)}: a goal is "kill <monster>", "find <treasure>" or "escape".`);
  }
  if (!goals.some((g) => g.kind !== 'escape')) return err(`quest ${id}: a quest needs a goal: "goal: kill <monster>" or "goal: find <treasure>".`);

  const wandering = findMonsterKind(one('wandering') ?? '');
  if (!wandering) return err(`quest ${id}: "wandering: <monster>" names the monster a Wandering Monster card brings.`);
  const reward = Number(one('reward') ?? 'x');
  if (!Number.isInteger(reward) || reward < 0) return err(`quest ${id}: "reward: <gold>" is what each surviving hero is paid.`);
  const turns = one('turns');
  if (turns !== undefined && !/^\d+$/.test(turns)) return err(`quest ${id}: "turns:" is a whole number of turns.`);

  const quest: Quest = {
    id,
    title: one('title') ?? id,
    number: Number(one('number') ?? 0),
    summary: one('summary') ?? '',
    briefing: one('briefing') ?? one('summary') ?? '',
    cols,
    rows,
    areas,
    rooms,
    doors: doors.value,
    hiddenDoors: hiddenDoors.value,
    stairs,
    furniture,
    monsters,
    traps,
    chestTraps,
    treasure,
    wandering: monsterDef(wandering.kind).kind,
    goals,
    heroConditions,
    reward,
    turnLimit: turns === undefined ? null : Number(turns),
  };
  return ok(quest);
}


const HERO_CONDITIONS = 'body, gold, equipment and spell';

/**
 * One line of `heroes:`, "elf body:3 gold:40 equipment:short-sword,heal-potion spell:holy-flame":
 * how that hero starts the quest. A condition that cannot exist (body over his maximum, an item
 * he may not own, a spell he does not choose) is refused with what is wrong.
 */
function heroCondition(entry: string): Result<HeroCondition> {
  const [who, ...conditions] = entry.trim().split(/\s+/);
  const def = HEROES.find((h) => h.id === who?.toLowerCase());
  if (!def) return err(`"${who}" is not a hero; heroes: ${HEROES.map((h) => h.id).join(', ')}.`);
  const out: HeroCondition = { hero: def.id };
  for (const condition of conditions) {
    const colon = condition.indexOf(':');
    const key = condition.slice(0, colon).toLowerCase();
    const value = condition.slice(colon + 1);
    if (colon < 1) return err(`"${condition}" should read condition:value, e.g. body:5; a hero may start with ${HERO_CONDITIONS}.`);
    if (key in out) return err(`the ${def.name}'s ${key} is given twice.`);
    switch (key) {
      case 'body': {
        const body = Number(value);
        if (!/^\d+$/.test(value)) return err(`the ${def.name}'s body is a whole number of body points, not "${value}".`);
        if (body < 1) return err(`the ${def.name} starts the quest alive: body is at least 1.`);
        if (body > def.bp) return err(`the ${def.name} starts with body:${body}, over his maximum of ${def.bp} body points.`);
        out.body = body;
        break;
      }
      case 'gold':
        if (!/^\d+$/.test(value)) return err(`the ${def.name}'s gold is a whole number of coins, 0 or more, not "${value}".`);
        out.gold = Number(value);
        break;
      case 'equipment': {
        const owned: ItemDef[] = [];
        for (const name of value === 'none' || value === '' ? [] : value.split(',')) {
          const found = findItem(name);
          if (!found) return err(`the ${def.name}'s equipment names "${name}", which is not an item of the shop (write its id, e.g. short-sword, heal-potion).`);
          if (found.only && !found.only.includes(def.id)) return err(`the ${found.name} is not for the ${def.name}: only the ${found.only.map((h) => heroDef(h).name).join(', ')} may own it.`);
          const clash = ownershipClash(`the ${def.name}`, owned, found);
          if (clash) return err(clash.replace(/ Sell or give it first\.$/, ''));
          owned.push(found);
        }
        out.equipment = owned.map((i) => i.id);
        break;
      }
      case 'spell': {
        const spell = Object.keys(SPELLS).find((s) => s === value.toLowerCase()) as SpellId | undefined;
        if (def.spells !== 'one') return err(`only the Elf chooses a spell; the ${def.name} ${def.spells === 'both' ? 'casts both' : 'casts none'}.`);
        if (!spell) return err(`the Elf's spell is ${Object.keys(SPELLS).join(' or ')}, not "${value}".`);
        out.spell = spell;
        break;
      }
      case 'mind':
        return err(`mind points never change in these rules (the ${def.name} always has ${def.mp}), so a quest does not set them; a hero may start with ${HERO_CONDITIONS}.`);
      default:
        return err(`"${key}" is not a condition a hero can start with; a hero may start with ${HERO_CONDITIONS}.`);
    }
  }
  return ok(out);
}
