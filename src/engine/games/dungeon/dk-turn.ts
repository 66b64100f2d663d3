import type { Dice } from '../../core/dice.ts';
import type { GameEvent } from '../../core/events.ts';
import { err, ok, type Result } from '../../core/result.ts';
import { parseEdge } from '../../grid/edges.ts';
import { parseLabel } from '../../grid/labels.ts';
import { squareKey } from '../../grid/square.ts';
import { heroDefence, lessInPit, monsterAttackDice, reaches, strike, woundHero } from './combat.ts';
import { inSight, monsterInSight, reveal } from './fog.ts';
import { findMonsterKind, monsterDef, startingBody } from './monsters.ts';
import { planMonsterMove, walkMonster } from './movement.ts';
import { demonKingOnly, type DqOptions, type DqState, type Monster } from './state.ts';
import { at, doorOpen, figureAt, findFigure, isPit, isRock, listed, monsterOf, type Table } from './world.ts';

/**
 * The Demon King's turn: each monster may move (its fixed allowance, no dice) and attack once, in
 * either order, the move not split around the attack; monsters strike orthogonally only. He may
 * also open doors, place monsters (wandering ones, say) and rule on what the quest does not say.
 * What he does in the heroes' sight is public; the rest only he sees, until the game ends.
 */

type Outcome = Result<{ state: DqState; events: GameEvent[] }>;

const secretly = (state: DqState, text: string): GameEvent => ({ type: 'demon-king', text, visibleTo: demonKingOnly(state) });


function monsterNamed(state: DqState, text: string): Result<Monster> {
  const found = findFigure(state, text);
  if (found?.side === 'monster' && !found.monster.dead) return ok(found.monster);
  const names = state.monsters.filter((m) => !m.dead).map((m) => m.name);
  return err(`The Demon King has no living monster called ${text.trim()}. His monsters: ${names.length ? listed(names) : 'none'}.`);
}

export function movesLeft(state: DqState, m: Monster): number {
  return monsterOf(m).move - (state.dkTurn.steps[m.id] ?? 0);
}

/** A monster moves its fixed allowance at most, by the shortest way, the move not split around its attack. */
export function dkMove(table: Table, order: { unit: string; to: string; via?: string[] | undefined }, dice: Dice, options: DqOptions): Outcome {
  const { state } = table;
  const found = monsterNamed(state, order.unit);
  if (!found.ok) return found;
  const m = found.value;
  if (state.dkTurn.moveOver.includes(m.id)) return err(`${m.name} moved and then attacked: its move is over this turn.`);
  const budget = movesLeft(state, m);
  if (budget <= 0) return err(`${m.name} has moved its ${monsterOf(m).move} squares this turn.`);
  const to = parseLabel(order.to)!;
  if (order.via?.length) return err('Monsters move by the shortest way: give the squares one /move at a time to choose a route.');
  const plan = planMonsterMove(table, m, to, budget, options.monstersOpenDoors);
  if (!plan.ok) return plan;
  const walked = walkMonster(table, m.id, plan.value.steps, dice);
  const state2 = { ...walked.state, dkTurn: { ...walked.state.dkTurn, steps: { ...walked.state.dkTurn.steps, [m.id]: (state.dkTurn.steps[m.id] ?? 0) + plan.value.cost } } };
  return ok({ state: state2, events: walked.events });
}

/** A monster strikes a hero beside it, orthogonally; the hero defends with his white shields. */
export function dkAttack(table: Table, order: { with: string; target: string }, dice: Dice): Outcome {
  const { state } = table;
  const found = monsterNamed(state, order.with);
  if (!found.ok) return found;
  const m = found.value;
  if (state.dkTurn.attacked.includes(m.id)) return err(`${m.name} has already attacked this turn.`);
  const target = findFigure(state, order.target);
  if (target?.side !== 'hero' || target.hero.dead) return err(`${order.target.trim()} is not a living hero.`);
  const h = target.hero;
  if (!reaches(table, m.at!, h.at!, false)) return err(`${m.name} at ${at(m.at!)} cannot reach ${h.name} at ${at(h.at!)}: monsters strike only an orthogonal neighbour with no wall or closed door between.`);
  const blow = strike(dice, m.name, h.name, monsterAttackDice(m), lessInPit(heroDefence(h), h.inPit), true);
  const hurt = woundHero(state, h.id, blow.damage);
  const moved = (state.dkTurn.steps[m.id] ?? 0) > 0;
  const next: DqState = {
    ...hurt.state,
    dkTurn: { ...hurt.state.dkTurn, attacked: [...hurt.state.dkTurn.attacked, m.id], moveOver: moved ? [...hurt.state.dkTurn.moveOver, m.id] : hurt.state.dkTurn.moveOver },
    fights: [...hurt.state.fights, { at: h.at!, from: m.at!, text: blow.damage ? `−${blow.damage}` : '0', public: true }],
  };
  // An attack on a hero is seen by him, wherever the monster stands.
  const text = `${m.name} attacks ${h.name}: ${blow.account}. ${blow.damage ? `${blow.damage} damage.` : 'No damage.'}`;
  const seen = reveal({ ...table, state: next });
  return ok({ state: seen.table.state, events: [{ type: 'attack', text, visibleTo: 'all', rolls: blow.rolls }, ...hurt.events, ...seen.events] });
}

/** The Demon King opens an ordinary door; out of the heroes' sight, only he knows. */
export function dkOpen(table: Table, order: { door: string }): Outcome {
  const { state } = table;
  const edge = parseEdge(order.door);
  const door = edge === undefined ? undefined : table.dungeon.doors.get(edge);
  if (!door || door.hidden) return err(`There is no ordinary door at ${order.door.trim()} (hidden doors stand open once found).`);
  if (doorOpen(table, door.edge)) return err(`The door ${door.label} is already open.`);
  const next = { ...state, openDoors: [...state.openDoors, door.label] };
  const seen = reveal({ ...table, state: next });
  const visible = door.squares.some((s) => inSight(table, s) || state.revealed.includes(squareKey(s)));
  const line = `The Demon King opens the door ${door.label}.`;
  return ok({ state: seen.table.state, events: [visible ? { type: 'demon-king', text: line, visibleTo: 'all' } : secretly(state, line), ...seen.events] });
}

/** A monster from the box onto an empty floor square (a wandering one, say); it moves no more this turn. */
export function dkPlace(table: Table, order: { monster: string; at: string }, options: DqOptions): Outcome {
  const { state } = table;
  const def = findMonsterKind(order.monster);
  if (!def) return err(`There is no monster called ${order.monster.trim()} in the box.`);
  const onBoard = state.monsters.filter((m) => m.kind === def.kind && !m.dead).length;
  if (onBoard >= def.figures) return err(`The box holds ${def.figures} ${def.name} figures, and all are on the board.`);
  const s = parseLabel(order.at)!;
  if (!table.dungeon.inside(s) || !table.dungeon.isFloor(s)) return err(`${order.at.trim()} is not a floor square of this dungeon.`);
  if (figureAt(state, s) || table.dungeon.furnitureAt(s) || isRock(state, s) || isPit(state, s)) return err(`${at(s)} is not empty.`);
  let n = 1;
  while (state.monsters.some((m) => m.name === `${def.name} ${n}`)) n++;
  const m: Monster = { id: `p${state.placed + 1}`, kind: def.kind, name: `${def.name} ${n}`, bp: startingBody(monsterDef(def.kind), options.monsterBody), at: s, dead: false, seen: false, lastSeen: null, inPit: false };
  const next = { ...state, placed: state.placed + 1, monsters: [...state.monsters, m], dkTurn: { ...state.dkTurn, steps: { ...state.dkTurn.steps, [m.id]: monsterDef(def.kind).move } } };
  const line = `The Demon King places ${m.name} at ${at(s)}.`;
  const seen = reveal({ ...table, state: next });
  const visible = seen.table.state.monsters.find((x) => x.id === m.id)!.seen;
  return ok({ state: seen.table.state, events: [visible ? { type: 'demon-king', text: line, visibleTo: 'all' } : secretly(state, line)] });
}

/** A ruling on what the quest does not say, with a change of body points if it has one. */
export function dkRule(table: Table, order: { text: string; unit?: string | undefined; bp?: number | undefined }): Outcome {
  const { state } = table;
  let next = state;
  let extra = '';
  let secret = false;
  if (order.unit !== undefined) {
    const f = findFigure(state, order.unit);
    if (!f) return err(`There is no hero or monster called ${order.unit}.`);
    if (order.bp === undefined) return err('Say what the ruling does to it with bp:, e.g. bp:-1.');
    if (f.side === 'hero') {
      if (f.hero.dead) return err(`${f.hero.name} is dead.`);
      if (order.bp < 0) {
        const hurt = woundHero(state, f.hero.id, -order.bp);
        next = hurt.state;
      } else next = { ...state, heroes: state.heroes.map((h) => (h.id === f.hero.id ? { ...h, bp: Math.min(h.maxBp, h.bp + order.bp!) } : h)) };
      const h = next.heroes.find((x) => x.id === f.hero.id)!;
      extra = ` (${f.hero.name} ${order.bp >= 0 ? '+' : '−'}${Math.abs(order.bp)} BP: ${h.dead ? 'killed' : `${h.bp} BP`})`;
    } else {
      const m = f.monster;
      if (m.dead) return err(`${m.name} is dead.`);
      const bp = Math.max(0, Math.min(monsterOf(m).bp + 10, m.bp + order.bp));
      next = { ...state, monsters: state.monsters.map((x) => (x.id === m.id ? { ...x, bp, ...(bp === 0 ? { dead: true, at: null } : {}) } : x)) };
      secret = !monsterInSight(table, m);
      extra = ` (${m.name} ${order.bp >= 0 ? '+' : '−'}${Math.abs(order.bp)} BP: ${bp === 0 ? 'killed' : `${bp} BP`})`;
    }
  } else if (order.bp !== undefined) return err('Name who the ruling affects with unit:.');
  const line = `The Demon King rules: ${order.text.trim()}${extra}`;
  return ok({ state: next, events: [secret ? secretly(state, line) : { type: 'demon-king', text: line, visibleTo: 'all' }] });
}

export function hasActed(state: DqState, m: Monster): boolean {
  return (state.dkTurn.steps[m.id] ?? 0) > 0 || state.dkTurn.attacked.includes(m.id);
}

