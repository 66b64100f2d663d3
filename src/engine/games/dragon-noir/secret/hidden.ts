import type { GameEvent } from '../../../core/events.ts';
import { distance, sameHex, spiral, type Hex } from '../../../hex/hex.ts';
import { labelOf } from '../../../hex/labels.ts';
import { sightBetween } from '../fire/sight.ts';
import type { DnState, Unit } from '../state.ts';
import { definition, isStanding, sideLabel, unitById, withUnit } from '../units.ts';
import type { Table } from '../world.ts';
import { whyNotHere } from '../magic/place.ts';
import type { Deployment } from './scenario.ts';

/**
 * Characters set up in secret (checklist 105, 106): off the board for the rules and for the
 * other side (no counter, no line, no target) while they wait where their player put them,
 * like an unseen caster (3.51). They are revealed, for everyone at once:
 * - when they act: an order of their side names them (move, shoot, attack, cast...);
 * - when an enemy walks into their hex, or stops there (the hidden one steps to the nearest free hex);
 * - when a standing enemy has a clear line of sight to them within the scenario's `reveal.sight` hexes;
 * - when the scenario's `reveal.turn` begins, and at nightfall, before victory is read.
 *
 * **Ours:** hidden, a character neither challenges nor shoots defensively: to strike he must
 * show himself. The rules read hexes through `unit.hex`, which stays null until he is seen.
 */

export function hiddenHex(state: DnState, unitId: string): Hex | undefined {
  return state.secret.hidden.find((h) => h.unit === unitId)?.hex;
}

export function isHidden(state: DnState, unitId: string): boolean {
  return state.secret.hidden.some((h) => h.unit === unitId);
}

/** Puts a character in hiding at `hex` (or moves his hiding place). */
export function hide(state: DnState, unitId: string, hex: Hex): DnState {
  const unit = unitById(state, unitId);
  const hidden = [...state.secret.hidden.filter((h) => h.unit !== unitId), { unit: unitId, hex }];
  return { ...withUnit(state, { ...unit, hex: null, below: false }), secret: { ...state.secret, hidden } };
}

/**
 * Whether `side` has a hidden bowman, who may show himself to shoot in its fire phase. The phase
 * then waits for its orders whether or not he has a target: passing it by itself would tell the
 * enemy that none of them has one.
 */
export function hiddenShooter(state: DnState, side: string): boolean {
  return state.secret.hidden.some((h) => {
    const unit = unitById(state, h.unit);
    return unit.side === side && !!definition(unit).weapon;
  });
}

/** Brings hidden characters onto the board where they wait, each with a public line saying why. */
export function reveal(table: Table, unitIds: string[], why: (unit: Unit) => string): { state: DnState; events: GameEvent[] } {
  let state = table.state;
  const events: GameEvent[] = [];
  for (const id of unitIds) {
    const at = hiddenHex(state, id);
    if (!at) continue;
    const unit = unitById(state, id);
    const rest = state.secret.hidden.filter((h) => h.unit !== id);
    const current: Table = { ...table, state: { ...state, secret: { ...state.secret, hidden: rest } } };
    const free = (h: Hex) => !whyNotHere(current, { ...unit, hex: null }, h);
    const spot = free(at) ? at : nearestFree(at, free);
    state = { ...withUnit(current.state, { ...unit, hex: spot ?? null }) };
    const where = !spot ? `, but there is no room near ${labelOf(at)} and he stays off the board` : sameHex(spot, at) ? '' : `; he steps aside to ${labelOf(spot)}`;
    events.push({ type: 'revealed', text: `${unit.name} of the ${sideLabel(state, unit.side)}, hidden in ${labelOf(at)}, is seen: ${why(unit)}${where}.`, visibleTo: 'all', data: { unit: id } });
  }
  return { state, events };
}

function nearestFree(centre: Hex, free: (h: Hex) => boolean): Hex | undefined {
  const around = spiral(centre, 6).filter((h) => !sameHex(h, centre));
  around.sort((a, b) => distance(centre, a) - distance(centre, b));
  return around.find(free);
}

/** The character names an order gives for its own side's actors (not its targets): they show themselves. */
export function actorsOf(order: Record<string, unknown>): string[] {
  const names: string[] = [];
  for (const key of ['unit', 'caster', 'shooter']) if (typeof order[key] === 'string') names.push(order[key] as string);
  if (Array.isArray(order.with)) names.push(...(order.with as string[]));
  else if (typeof order.with === 'string') names.push(order.with);
  return names;
}

/** What acting gives away: a hidden character of `seat` named by the order comes out before it is carried out. */
export function revealActors(table: Table, seat: string, order: { verb: string } & Record<string, unknown>): { state: DnState; events: GameEvent[] } {
  // Standing orders (reactions, counterspells) are themselves secret and show nobody.
  if (order.verb === 'react' || order.verb === 'counter' || order.verb === 'deploy') return { state: table.state, events: [] };
  const wanted = new Set(actorsOf(order).map((n) => n.trim().toLowerCase()));
  const ids = table.state.units.filter((u) => u.side === seat && isHidden(table.state, u.id) && (wanted.has(u.name.toLowerCase()) || wanted.has(u.id))).map((u) => u.id);
  return reveal(table, ids, () => 'he shows himself to act');
}

/** After any order: enemies who walked into a hiding place or came within sight of it find who waits there. */
export function revealFound(table: Table, deployments: Deployment[]): { state: DnState; events: GameEvent[] } {
  const { state } = table;
  if (state.secret.hidden.length === 0) return { state, events: [] };
  const finders = new Map<string, string>();
  for (const h of state.secret.hidden) {
    const unit = unitById(state, h.unit);
    const enemies = state.units.filter((u) => u.side !== unit.side && !u.dead && u.hex);
    const into = enemies.find((e) => sameHex(e.hex!, h.hex)) ?? enemies.find((e) => state.moves.some((m) => m.unit === e.id && m.path.some((p) => sameHex(p, h.hex))));
    if (into) {
      finders.set(h.unit, `${into.name} walks into him`);
      continue;
    }
    const sight = deployments.find((d) => d.side === unit.side)?.reveal.sight ?? 0;
    if (sight === 0) continue;
    const seer = enemies.find((e) => isStanding(e) && distance(e.hex!, h.hex) <= sight && sightBetween(table, e.hex!, h.hex).clear);
    if (seer) finders.set(h.unit, `${seer.name} sees him from ${labelOf(seer.hex!)}`);
  }
  return reveal(table, [...finders.keys()], (u) => finders.get(u.id)!);
}

/** Everyone still hidden comes out: the scenario's turn has come, or night falls. */
export function revealAll(table: Table, why: string): { state: DnState; events: GameEvent[] } {
  return reveal(table, table.state.secret.hidden.map((h) => h.unit), () => why);
}

/** As a game turn begins: the scenario's `reveal.turn` shows every hidden character of that side. */
export function revealByTurn(table: Table, deployments: Deployment[]): { state: DnState; events: GameEvent[] } {
  const { state } = table;
  const due = state.secret.hidden.filter((h) => {
    const side = unitById(state, h.unit).side;
    const turn = deployments.find((d) => d.side === side)?.reveal.turn;
    return turn !== undefined && state.turn >= turn;
  });
  return reveal(table, due.map((h) => h.unit), () => `turn ${state.turn} has come`);
}
