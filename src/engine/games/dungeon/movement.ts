import type { Dice } from '../../core/dice.ts';
import type { GameEvent } from '../../core/events.ts';
import { err, ok, type Result } from '../../core/result.ts';
import { edgeBetween } from '../../grid/edges.ts';
import { cheapestRoute, reachable, routeTo, type Move, type MovesFrom, type Reached } from '../../grid/path.ts';
import { ORTHOGONAL, offset, sameSquare, squareKey, type Square, type SquareKey } from '../../grid/square.ts';
import { describeFaces, rollCombatDice } from './combat-dice.ts';
import { woundHero, woundMonster } from './combat.ts';
import { inSight, monsterInSight, partySight, reveal, revealedSet } from './fog.ts';
import { demonKingOnly, type DqState, type Hero, type Monster, type Trap } from './state.ts';
import { at, doorOpen, edgeOpen, figureAt, isPit, isRock, listed, trapAt, type Table } from './world.ts';
import type { Link } from './dungeon.ts';

/**
 * Moving: heroes by the movement dice, monsters by their fixed allowance; orthogonally only, never
 * through furniture, a fallen rock, a wall or a closed door. Heroes pass through each other but
 * never through a monster; monsters pass through each other but never through a hero; nobody
 * stops on another figure. A pitfall on the board may be jumped, in a straight line over that one
 * square onto an empty square beyond, for two squares of movement and a combat die: a skull and
 * the jumper falls in (DQ IV).
 *
 * A hero plans only with what the heroes know: the squares they have uncovered and the monsters
 * in sight. Hidden traps he walks onto spring; a monster he could not see stops him short.
 */

export interface Step {
  to: Square;
  /** The pitfall jumped to get here. */
  over?: Square;
}

function heroCanStand(table: Table, s: Square): boolean {
  return table.dungeon.isFloor(s) && !table.dungeon.furnitureAt(s) && !isRock(table.state, s);
}

/** The moves a hero may plan from a square: steps, and jumps over pitfalls the heroes know of. */
export function heroMoves(table: Table, hero: Hero, jumps: boolean): MovesFrom {
  const { dungeon, state } = table;
  const revealed = revealedSet(state.revealed);
  const sight = partySight(table);
  const open = (link: Link) => link.kind === 'open' || doorOpen(table, link.edge);
  const passable = (s: Square) => revealed.has(squareKey(s)) && heroCanStand(table, s) && !(figureAt(state, s)?.side === 'monster' && sight.has(squareKey(s)));
  return (from: Square): Move[] => {
    const moves: Move[] = [];
    for (const link of dungeon.links(from)) {
      const to = link.to;
      if (!open(link) || !passable(to)) continue;
      if (isPit(state, to) && !(hero.inPit && sameSquare(hero.at!, to))) {
        if (!jumps) continue;
        const land = { x: 2 * to.x - from.x, y: 2 * to.y - from.y };
        const beyond = dungeon.links(to).find((l) => l.to.x === land.x && l.to.y === land.y);
        if (beyond && open(beyond) && passable(land) && !isPit(state, land) && !figureAt(state, land)) moves.push({ to: land, cost: 2, kind: 'jump' });
        continue;
      }
      moves.push({ to, cost: 1 });
    }
    return moves;
  };
}

/** Where a hero may end a move: not on another figure, not in a pitfall. */
function heroMayStop(table: Table, hero: Hero, s: Square): boolean {
  const f = figureAt(table.state, s);
  if (f && !(f.side === 'hero' && f.hero.id === hero.id)) return false;
  return !isPit(table.state, s);
}

export interface Reachable {
  square: Square;
  cost: number;
}

/** Every square a hero may end his move on with the movement he has left. */
export function heroReach(table: Table, hero: Hero, budget: number): Reachable[] {
  if (!hero.at) return [];
  const out = new Map<SquareKey, Reachable>();
  for (const jumps of [false, true]) {
    for (const [k, r] of reachable(hero.at, budget, heroMoves(table, hero, jumps))) {
      if (r.cost === 0 || out.has(k) || !heroMayStop(table, hero, r.square)) continue;
      out.set(k, { square: r.square, cost: r.cost });
    }
  }
  return [...out.values()].sort((a, b) => a.cost - b.cost || a.square.y - b.square.y || a.square.x - b.square.x);
}

/** The route for a hero's move: through `via` in order, jumping only where no other way fits. */
export function planHeroMove(table: Table, hero: Hero, to: Square, via: Square[], budget: number): Result<{ steps: Step[]; cost: number }> {
  const start = hero.at!;
  const legs = [...via, to];
  for (const jumps of [false, true]) {
    const steps: Step[] = [];
    let from = start;
    let spent = 0;
    let failed = false;
    for (const goal of legs) {
      const found = cheapestRoute(from, goal, budget - spent, heroMoves(table, hero, jumps));
      if (!found) {
        failed = true;
        break;
      }
      for (let i = 1; i < found.route.length; i++) {
        const a = found.route[i - 1]!;
        const b = found.route[i]!;
        const over = Math.abs(a.x - b.x) + Math.abs(a.y - b.y) === 2 ? { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } : undefined;
        steps.push({ to: b, ...(over ? { over } : {}) });
      }
      spent += found.cost;
      from = goal;
    }
    if (failed) continue;
    if (!heroMayStop(table, hero, to)) break;
    return ok({ steps, cost: spent });
  }
  return err(whyNot(table, hero, to, budget));
}

function whyNot(table: Table, hero: Hero, to: Square, budget: number): string {
  const name = hero.name;
  const reach = heroReach(table, hero, budget).map((r) => at(r.square));
  const tail = reach.length ? ` Reachable: ${reach.slice(0, 20).join(', ')}${reach.length > 20 ? '…' : ''}.` : ' He cannot move anywhere.';
  if (!table.dungeon.inside(to)) return `${at(to)} is off the map; this dungeon runs from A1 to ${at({ x: table.dungeon.cols - 1, y: table.dungeon.rows - 1 })}.`;
  if (!table.state.revealed.includes(squareKey(to))) return `The heroes have not seen ${at(to)}; a hero moves only where the heroes have been or can see.${tail}`;
  const f = figureAt(table.state, to);
  if (f && f.side === 'hero' && f.hero.id !== hero.id) return `${f.hero.name} stands on ${at(to)}; heroes pass through each other but do not stop on each other.${tail}`;
  if (f && f.side === 'monster' && monsterInSight(table, f.monster)) return `${f.monster.name} stands on ${at(to)}.${tail}`;
  if (table.dungeon.furnitureAt(to)) return `${at(to)} holds ${table.dungeon.furnitureAt(to)!.name}; no one stands on furniture.${tail}`;
  if (isRock(table.state, to)) return `A fallen rock blocks ${at(to)}.${tail}`;
  if (isPit(table.state, to)) return `${at(to)} is a pitfall; it may be jumped, but no one walks into it.${tail}`;
  if (!table.dungeon.isFloor(to)) return `${at(to)} is solid rock.${tail}`;
  return `${name} has ${budget} square${budget === 1 ? '' : 's'} of movement left and cannot reach ${at(to)}.${tail}`;
}

export interface Walked {
  state: DqState;
  events: GameEvent[];
  /** Squares of movement used. */
  spent: number;
  /** A trap caught him: his turn is over. */
  caught: boolean;
}

/** Walks a hero along a planned route, springing what lies hidden on it. */
export function walkHero(table0: Table, heroId: Hero['id'], steps: Step[], dice: Dice): Walked {
  let table = table0;
  const events: GameEvent[] = [];
  const hero = () => table.state.heroes.find((h) => h.id === heroId)!;
  const walked: Square[] = [hero().at!];
  let spent = 0;
  let caught = false;
  const place = (to: Square, inPit = false) => {
    table = { ...table, state: { ...table.state, heroes: table.state.heroes.map((h) => (h.id === heroId ? { ...h, at: to, inPit } : h)) } };
  };
  for (const step of steps) {
    const from = hero().at!;
    if (step.over) {
      const roll = rollCombatDice(dice, 1, `${hero().name} jumps the pitfall at ${at(step.over)}`, `${hero().name}'s jump`);
      spent += 2;
      if (roll.faces[0] === 'skull') {
        place(step.over, true);
        walked.push(step.over);
        events.push({ type: 'jump', text: `${hero().name} jumps the pitfall at ${at(step.over)} and rolls a skull: he falls in.`, visibleTo: 'all', rolls: roll.rolls });
        const hurt = woundHero(table.state, heroId, 1);
        table = { ...table, state: hurt.state };
        events.push(...hurt.events);
        caught = true;
        break;
      }
      events.push({ type: 'jump', text: `${hero().name} jumps the pitfall at ${at(step.over)} (${describeFaces(roll.faces)}).`, visibleTo: 'all', rolls: roll.rolls });
    } else spent += 1;
    const there = figureAt(table.state, step.to);
    if (there?.side === 'monster') {
      // A monster the heroes could not see: he walks into it and stops.
      spent -= step.over ? 2 : 1;
      events.push({ type: 'bump', text: `${hero().name} runs into ${there.monster.name} at ${at(step.to)} and stops.`, visibleTo: 'all' });
      break;
    }
    place(step.to);
    walked.push(step.to);
    const trap = trapAt(table.state, step.to);
    if (trap && trap.status === 'hidden') {
      const sprung = springTrap(table, heroId, trap, from);
      table = sprung.table;
      events.push(...sprung.events);
      caught = true;
      break;
    }
  }
  // A walk cut short while passing through a friend ends on the last free square.
  const h = hero();
  if (h.at && !h.dead) {
    const other = table.state.heroes.find((x) => x.id !== heroId && !x.dead && x.at && sameSquare(x.at, h.at!));
    if (other) {
      const free = [...walked].reverse().find((s) => !figureAt({ ...table.state, heroes: table.state.heroes.filter((x) => x.id !== heroId) }, s));
      if (free) place(free);
    }
  }
  const last = hero();
  const path = walked.filter((s, i) => i === 0 || !sameSquare(s, walked[i - 1]!));
  if (path.length > 1) events.unshift({ type: 'move', text: `${last.name} moves ${path.map(at).join('→')}.`, visibleTo: 'all' });
  const state = { ...table.state, moves: [...table.state.moves, { who: last.name, path, public: true }] };
  const seen = reveal({ ...table, state }, last.name);
  return { state: seen.table.state, events: [...events, ...seen.events], spent, caught };
}

/** A hero steps on a hidden trap (DQ IV): he stops, the trap is on the board, and it does its harm. */
export function springTrap(table: Table, heroId: Hero['id'], trap: Trap, cameFrom: Square): { table: Table; events: GameEvent[] } {
  const events: GameEvent[] = [];
  let state: DqState = { ...table.state, traps: table.state.traps.map((t) => (t.id === trap.id ? { ...t, status: 'found' as const } : t)) };
  const name = state.heroes.find((h) => h.id === heroId)!.name;
  if (trap.kind === 'pitfall') {
    state = { ...state, heroes: state.heroes.map((h) => (h.id === heroId ? { ...h, inPit: true } : h)) };
    events.push({ type: 'trap', text: `${name} falls into a pitfall at ${at(trap.at)} and loses 1 BP; his turn ends.`, visibleTo: 'all', data: { trap: trap.id } });
    const hurt = woundHero(state, heroId, 1);
    return { table: { ...table, state: hurt.state }, events: [...events, ...hurt.events] };
  }
  events.push({ type: 'trap', text: `A crush trap at ${at(trap.at)}: a rock falls on ${name}, who loses 2 BP; his turn ends.`, visibleTo: 'all', data: { trap: trap.id } });
  const hurt = woundHero(state, heroId, 2);
  state = hurt.state;
  events.push(...hurt.events);
  if (hurt.killed) return { table: { ...table, state }, events };
  const pushed = crushOptions({ ...table, state }, trap.at, cameFrom);
  if (pushed.back) {
    state = { ...state, heroes: state.heroes.map((h) => (h.id === heroId ? { ...h, at: pushed.back! } : h)) };
    events.push({ type: 'pushed', text: `${name} is thrown back to ${at(pushed.back)}.`, visibleTo: 'all' });
  } else if (pushed.options.length === 1) {
    state = { ...state, heroes: state.heroes.map((h) => (h.id === heroId ? { ...h, at: pushed.options[0]! } : h)) };
    events.push({ type: 'pushed', text: `${name} is thrown aside to ${at(pushed.options[0]!)}.`, visibleTo: 'all' });
  } else if (pushed.options.length > 1) {
    state = { ...state, pending: { kind: 'crush', hero: heroId, options: pushed.options } };
    events.push({ type: 'pushed', text: `${name} must get out from under the rock: to ${listed(pushed.options.map(at))}.`, visibleTo: 'all' });
  } else {
    state = { ...state, heroes: state.heroes.map((h) => (h.id === heroId ? { ...h, bp: 0, dead: true, at: null, inPit: false } : h)) };
    events.push({ type: 'killed', text: `There is no open square beside the rock: ${name} is crushed to death.`, visibleTo: 'all', data: { hero: heroId } });
  }
  return { table: { ...table, state }, events };
}

/**
 * Checklist 3.8 #36: the hero goes back to the square he came from; if that is taken, to another
 * open square next to the rock, of his choosing; if there is none, he dies.
 */
export function crushOptions(table: Table, rock: Square, cameFrom: Square): { back?: Square; options: Square[] } {
  const open = (s: Square) => heroCanStand(table, s) && !isPit(table.state, s) && !figureAt(table.state, s) && table.dungeon.isFloor(s);
  if (edgeOpen(table, rock, cameFrom) && open(cameFrom) && !sameSquare(cameFrom, rock)) return { back: cameFrom, options: [] };
  const options = ORTHOGONAL.map((d) => offset(rock, d)).filter((s) => table.dungeon.inside(s) && edgeOpen(table, rock, s) && open(s));
  return { options };
}

// --- Monsters --------------------------------------------------------------------------

function monsterCanEnter(table: Table, s: Square): boolean {
  return table.dungeon.isFloor(s) && !table.dungeon.furnitureAt(s) && !isRock(table.state, s);
}

/** Whether a monster may cross a link: open floor, an open door, a found hidden door; a closed door only if monsters open doors. */
function monsterLink(table: Table, monstersOpenDoors: boolean, link: Link): boolean {
  if (link.kind === 'open') return true;
  if (doorOpen(table, link.edge)) return true;
  return monstersOpenDoors && link.kind === 'door';
}

export function monsterMoves(table: Table, monstersOpenDoors: boolean, jumps: boolean): MovesFrom {
  const { dungeon, state } = table;
  return (from: Square): Move[] => {
    const moves: Move[] = [];
    for (const link of dungeon.links(from)) {
      const to = link.to;
      if (!monsterLink(table, monstersOpenDoors, link) || !monsterCanEnter(table, to)) continue;
      if (figureAt(state, to)?.side === 'hero') continue;
      if (isPit(state, to)) {
        if (!jumps) continue;
        const land = { x: 2 * to.x - from.x, y: 2 * to.y - from.y };
        const beyond = dungeon.links(to).find((l) => l.to.x === land.x && l.to.y === land.y);
        if (beyond && monsterLink(table, monstersOpenDoors, beyond) && monsterCanEnter(table, land) && !isPit(state, land) && !figureAt(state, land)) {
          moves.push({ to: land, cost: 2, kind: 'jump' });
        }
        continue;
      }
      moves.push({ to, cost: 1 });
    }
    return moves;
  };
}

export function monsterMayStop(table: Table, m: Monster, s: Square): boolean {
  const f = figureAt(table.state, s);
  if (f && !(f.side === 'monster' && f.monster.id === m.id)) return false;
  return !isPit(table.state, s);
}

// The bot works out where a monster can go, then gives the move that takes it there: the same
// search, on the same state, done once.
const searches = new WeakMap<DqState, Map<string, Map<SquareKey, Reached>>>();

function monsterSearch(table: Table, m: Monster, budget: number, monstersOpenDoors: boolean, jumps: boolean): Map<SquareKey, Reached> {
  let byKey = searches.get(table.state);
  if (!byKey) searches.set(table.state, (byKey = new Map()));
  const key = `${m.id}|${budget}|${monstersOpenDoors}|${jumps}`;
  let found = byKey.get(key);
  if (!found) byKey.set(key, (found = reachable(m.at!, budget, monsterMoves(table, monstersOpenDoors, jumps))));
  return found;
}

export function monsterReach(table: Table, m: Monster, budget: number, monstersOpenDoors: boolean, jumps: boolean): Reachable[] {
  if (!m.at) return [];
  const out: Reachable[] = [];
  for (const r of monsterSearch(table, m, budget, monstersOpenDoors, jumps).values()) {
    if (r.cost > 0 && monsterMayStop(table, m, r.square)) out.push({ square: r.square, cost: r.cost });
  }
  return out.sort((a, b) => a.cost - b.cost || a.square.y - b.square.y || a.square.x - b.square.x);
}

export function planMonsterMove(table: Table, m: Monster, to: Square, budget: number, monstersOpenDoors: boolean): Result<{ steps: Step[]; cost: number }> {
  for (const jumps of [false, true]) {
    const reached = monsterSearch(table, m, budget, monstersOpenDoors, jumps);
    if (!reached.has(squareKey(to)) || !monsterMayStop(table, m, to)) continue;
    const route = routeTo(reached, squareKey(to));
    const steps: Step[] = [];
    for (let i = 1; i < route.length; i++) {
      const a = route[i - 1]!;
      const b = route[i]!;
      const over = Math.abs(a.x - b.x) + Math.abs(a.y - b.y) === 2 ? { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } : undefined;
      steps.push({ to: b, ...(over ? { over } : {}) });
    }
    return ok({ steps, cost: reached.get(squareKey(to))!.cost });
  }
  const reach = monsterReach(table, m, budget, monstersOpenDoors, true).map((r) => at(r.square));
  return err(`${m.name} cannot reach ${at(to)} with ${budget} square${budget === 1 ? '' : 's'} of movement${reach.length ? `; reachable: ${reach.slice(0, 20).join(', ')}${reach.length > 20 ? '…' : ''}` : '; it cannot move'}.`);
}

/** Moves a monster along a route. Hidden traps do nothing to monsters (DQ IV); pitfalls on the board may be jumped. */
export function walkMonster(table0: Table, monsterId: string, steps: Step[], dice: Dice): { state: DqState; events: GameEvent[] } {
  let table = table0;
  const m0 = table.state.monsters.find((m) => m.id === monsterId)!;
  const seenBefore = monsterInSight(table, m0);
  const path: Square[] = [m0.at!];
  const events: GameEvent[] = [];
  const secret: GameEvent[] = [];
  const opened: string[] = [];
  // Sight does not depend on where monsters stand, so the monster is put down once, at the end.
  let end: Square = m0.at!;
  let inPit = m0.inPit;
  let fellIn = false;
  for (const step of steps) {
    const e = edgeBetween(end, step.over ?? step.to);
    const door = e !== undefined ? table.dungeon.doors.get(e) : undefined;
    if (door && !door.hidden && !table.state.openDoors.includes(door.label)) {
      opened.push(door.label);
      table = { ...table, state: { ...table.state, openDoors: [...table.state.openDoors, door.label] } };
    }
    if (step.over) {
      const roll = rollCombatDice(dice, 1, `${m0.name} jumps the pitfall at ${at(step.over)}`, `${m0.name}'s jump`);
      const fell = roll.faces[0] === 'skull';
      const visible = seenBefore || inSight(table, step.over);
      const line = { type: 'jump', text: `${m0.name} jumps the pitfall at ${at(step.over)}${fell ? ' and falls in' : ''} (${describeFaces(roll.faces)}).`, visibleTo: visible ? ('all' as const) : demonKingOnly(table.state), rolls: roll.rolls };
      (visible ? events : secret).push(line);
      if (fell) {
        end = step.over;
        inPit = true;
        fellIn = true;
        path.push(step.over);
        break;
      }
    }
    end = step.to;
    inPit = false;
    path.push(step.to);
  }
  table = { ...table, state: { ...table.state, monsters: table.state.monsters.map((m) => (m.id === monsterId ? { ...m, at: end, inPit } : m)) } };
  if (fellIn) {
    const hurt = woundMonster(table.state, monsterId, 1);
    table = { ...table, state: hurt.state };
    const visible = seenBefore || inSight(table, end);
    if (hurt.killed) (visible ? events : secret).push({ type: 'killed', text: `${m0.name} is killed by the fall.`, visibleTo: visible ? 'all' : demonKingOnly(table.state) });
  }
  const m1 = table.state.monsters.find((m) => m.id === monsterId)!;
  const seenAfter = monsterInSight(table, m1);
  const full = `${m0.name} moves ${path.map(at).join('→')}${opened.length ? `, opening the door ${listed(opened)}` : ''}.`;
  if (seenBefore && seenAfter && m1.at) {
    events.unshift({ type: 'monster-move', text: `${m0.name} moves ${at(path[0]!)}→${at(m1.at)}${opened.length ? `, opening the door ${listed(opened)}` : ''}.`, visibleTo: 'all' });
    table = { ...table, state: { ...table.state, monsters: table.state.monsters.map((m) => (m.id === monsterId ? { ...m, lastSeen: m.at } : m)) } };
  } else if (seenBefore) {
    events.unshift({ type: 'monster-move', text: `${m0.name} moves out of sight.`, visibleTo: 'all' });
  }
  if (!(seenBefore && seenAfter)) secret.unshift({ type: 'monster-move', text: full, visibleTo: demonKingOnly(table.state) });
  const record = { who: m0.name, path: seenBefore && seenAfter && m1.at ? [path[0]!, m1.at] : path, public: seenBefore && seenAfter };
  const state = { ...table.state, moves: [...table.state.moves, record] };
  const seen = reveal({ ...table, state });
  return { state: seen.table.state, events: [...secret, ...events, ...seen.events] };
}

