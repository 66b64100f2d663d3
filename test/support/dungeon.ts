import { readFileSync, readdirSync } from 'node:fs';
import { SeededDice, type RollRecord } from '../../src/engine/core/dice.ts';
import type { GameEvent } from '../../src/engine/core/events.ts';
import { runOrder } from '../../src/engine/core/orders.ts';
import { columnLetters, labelOf, parseLabel } from '../../src/engine/grid/labels.ts';
import { createDungeon, type DungeonGame } from '../../src/engine/games/dungeon/index.ts';
import { emptyDkTurn, emptyHeroTurn, type DqState, type Hero, type Monster } from '../../src/engine/games/dungeon/state.ts';

/**
 * Small dungeons for rules tests: a map drawn as rows of symbols, the quest's other sections as
 * lines, and orders given with the dice forced, all through the real module. Combat dice are
 * d6s: 1–3 skull, 4–5 white shield, 6 black shield.
 */

export const SKULL = 1;
export const WHITE = 4;
export const BLACK = 6;

export interface QuestParts {
  map: string[];
  rooms?: string[];
  doors?: string[];
  hiddenDoors?: string[];
  stairs?: string;
  furniture?: string[];
  monsters?: string[];
  traps?: string[];
  chestTraps?: string[];
  treasure?: string[];
  /** How heroes start, one line a hero: "elf body:3 spell:holy-flame". */
  heroes?: string[];
  goals?: string[];
  wandering?: string;
  reward?: number;
  turns?: number;
}

/**
 * The quest file for these parts. Unless the test gives goals, a Gargoyle called Sentinel stands
 * on the map's last floor square (bottom right), and killing it is the goal.
 */
export function questText(parts: QuestParts): string {
  const cols = parts.map[0]!.trim().split(/\s+/).length;
  let monsters = parts.monsters ?? [];
  if (!parts.goals) {
    const cells = parts.map.flatMap((row, y) => row.trim().split(/\s+/).map((c, x) => ({ c, x, y })));
    const last = cells.reverse().find((cell) => cell.c !== '#')!;
    monsters = [...monsters, `gargoyle ${columnLetters(last.x)}${last.y + 1} "Sentinel"`];
  }
  const lines = [
    'quest: test',
    'title: The Test Cellar',
    'number: 1',
    'summary: A rules test.',
    `size: ${cols}x${parts.map.length}`,
    `wandering: ${parts.wandering ?? 'orc'}`,
    `reward: ${parts.reward ?? 100}`,
    ...(parts.turns ? [`turns: ${parts.turns}`] : []),
    ...(parts.goals ?? ['kill Sentinel']).map((g) => `goal: ${g}`),
    'map:',
    `     ${Array.from({ length: cols }, (_, c) => columnLetters(c)).join(' ')}`,
    ...parts.map.map((row, i) => `${String(i + 1).padStart(3)}  ${row.trim()}`),
  ];
  const section = (name: string, entries: string[] | undefined) => {
    if (entries?.length) lines.push(`${name}:`, ...entries.map((e) => `  ${e}`));
  };
  section('rooms', parts.rooms);
  section('doors', parts.doors);
  section('hidden-doors', parts.hiddenDoors);
  section('stairs', [parts.stairs ?? 'A1 B1 C1 D1']);
  section('furniture', parts.furniture);
  section('monsters', monsters);
  section('traps', parts.traps);
  section('chest-traps', parts.chestTraps);
  section('treasure', parts.treasure);
  section('heroes', parts.heroes);
  return lines.join('\n');
}

/** A 12×8 floor of open passage. */
export const OPEN_FLOOR = Array.from({ length: 8 }, () => Array.from({ length: 12 }, () => '.').join(' '));

export function dungeon(parts: QuestParts): DungeonGame {
  return createDungeon({ quests: [questText(parts)] });
}

export function shipped(): DungeonGame {
  const dir = new URL('../../assets/quests/dungeon/', import.meta.url);
  return createDungeon({ quests: readdirSync(dir).filter((f) => f.endsWith('.quest')).map((f) => readFileSync(new URL(f, dir), 'utf8')) });
}

export interface Acted {
  state: DqState;
  events: GameEvent[];
  rolls: RollRecord[];
  text: string;
  error?: string;
}

/** An order through the same path as the bot's (parse, seat and phase, rules), with forced dice. */
export function act(module: DungeonGame, state: DqState, seat: string, verb: string, options: Record<string, string> = {}, dice: number[] = []): Acted {
  const roller = new SeededDice('test-seed', 0, dice);
  const result = runOrder<DqState>(module, state, { seat, verb, options }, roller);
  if (!result.ok) return { state, events: [], rolls: [], text: '', error: result.error };
  if (roller.remainingForced.length) throw new Error(`forced dice left unused: ${roller.remainingForced.join(' ')}`);
  const events = result.value.events;
  return { state: result.value.state, events, rolls: [...roller.rolls], text: events.map((e) => e.text).join('\n') };
}

export function must(module: DungeonGame, state: DqState, seat: string, verb: string, options: Record<string, string> = {}, dice: number[] = []): Acted {
  const acted = act(module, state, seat, verb, options, dice);
  if (acted.error) throw new Error(`/${verb} refused: ${acted.error}`);
  return acted;
}

/** Sets up the test quest with these seats; the heroes stand on the stairs, preparing. */
export function setup(module: DungeonGame, seats: string[] = ['warrior', 'dwarf', 'elf', 'magician'], options: Record<string, unknown> = {}, carried?: unknown): DqState {
  const id = module.scenarios[0]!.id;
  const result = module.setup({ scenarioId: id, options, seats, ...(carried !== undefined ? { carried } : {}) }, new SeededDice('setup', 0));
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

/** Puts the game in a hero's turn with `move` squares of movement rolled, as if play had reached it. */
export function heroTurn(state: DqState, id: Hero['id'], move = 0): DqState {
  return { ...state, phase: 'hero', current: id, turn: Math.max(1, state.turn), heroTurn: { ...emptyHeroTurn(), moveRoll: move, moveLeft: move }, moves: [], fights: [], pending: null };
}

/** Puts the game in the Demon King's turn, a player holding his seat. */
export function dkTurn(state: DqState): DqState {
  return { ...state, phase: 'demon-king', current: null, dk: 'human', turn: Math.max(1, state.turn), dkTurn: emptyDkTurn(), moves: [], fights: [], pending: null };
}

export function patchHero(state: DqState, id: Hero['id'], change: Partial<Omit<Hero, 'at'>> & { at?: string | null }): DqState {
  const { at, ...rest } = change;
  return {
    ...state,
    heroes: state.heroes.map((h) => (h.id === id ? { ...h, ...rest, ...(at !== undefined ? { at: at === null ? null : parseLabel(at)! } : {}) } : h)),
  };
}

export function patchMonster(state: DqState, name: string, change: Partial<Omit<Monster, 'at'>> & { at?: string }): DqState {
  const { at, ...rest } = change;
  if (!state.monsters.some((m) => m.name === name)) throw new Error(`no monster ${name}`);
  return { ...state, monsters: state.monsters.map((m) => (m.name === name ? { ...m, ...rest, ...(at ? { at: parseLabel(at)! } : {}) } : m)) };
}

export function hero(state: DqState, id: Hero['id']): Hero {
  return state.heroes.find((h) => h.id === id)!;
}

export function monster(state: DqState, name: string): Monster {
  const m = state.monsters.find((x) => x.name === name);
  if (!m) throw new Error(`no monster ${name}`);
  return m;
}

export function where(state: DqState, id: Hero['id']): string {
  const h = hero(state, id);
  return h.at ? labelOf(h.at) : 'off';
}

/** Reveals every square, as if the heroes had seen the whole dungeon (for tests of other rules). */
export function revealAll(module: DungeonGame, state: DqState): DqState {
  const d = module.dungeon(state.quest);
  return { ...state, revealed: d.floor.map((s) => s.y * 1024 + s.x).sort((a, b) => a - b) };
}

/**
 * The faces that make the Treasure pile's shuffle (Fisher–Yates from the last card down, core
 * deck.ts) bring `card` to the top and leave every other card where it lies: each die shows its
 * own position, save the one at the card's position, which shows 1 and swaps it with the top.
 */
export function treasureOnTop(state: DqState, card: string): number[] {
  const pile = state.deck.pile;
  const at = pile.indexOf(card);
  if (at < 0) throw new Error(`${card} is not in the Treasure pile`);
  const faces: number[] = [];
  for (let i = pile.length - 1; i > 0; i--) faces.push(i === at ? 1 : i + 1);
  return faces;
}

/**
 * Whether a text gives a fact away. "Orc 3 at F5" is given away by any line naming Orc 3 and F5;
 * the other facts by their own words ("pitfall at C7", "hidden door at C7/C8", a room's name).
 */
export function leaks(text: string, fact: string): boolean {
  const monster = /^(.+) at ([A-Z]{1,2}\d{1,3})$/.exec(fact);
  if (monster && !/^(pitfall|crush trap|hidden door)$/.test(monster[1]!)) {
    const [, name, label] = monster;
    return text.split('\n').some((line) => line.includes(name!) && new RegExp(`\\b${label}\\b`).test(line));
  }
  return text.includes(fact);
}
