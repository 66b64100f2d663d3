import { distance, hexKey, neighbours, sameHex, type Hex } from '../../../hex/hex.ts';
import { attackProblem, battleInput, retreatHex, touches, type Attack } from '../attacks/battle.ts';
import { COLUMN_RATIO, type Column } from '../combat/crt.ts';
import { battleModifiers } from '../combat/modifiers.ts';
import { battleOdds } from '../combat/odds.ts';
import type { DogState } from '../state.ts';
import { otherSide, type Side } from '../units.ts';
import { ARMIES, cellOf, GROUND, specOf, strengthOf, type World } from '../world.ts';
import { mattersAsPlace, readBoard, type Board } from './board.ts';
import type { BotOrder } from './orders.ts';
import { HIGHLORDS } from '../paths/highlords.ts';

/**
 * The bot's battles: which enemy hexes to attack and with which stacks, whether to advance into
 * a hex a battle emptied, and which enemy stack its kender taunt.
 */

/** The odds the bot needs: 2-1, or 3-2 when the defenders have nowhere to retreat (an R destroys them). */
const GOOD_ODDS = COLUMN_RATIO['2-1'];
const TRAP_ODDS = COLUMN_RATIO['3-2'];

export interface BattleEstimate {
  target: Hex;
  attackers: string[];
  column: Column;
  drm: number;
  trapped: boolean;
}

/** How a possible battle looks before the die: its column, its modifiers, and whether the defenders are trapped. */
export function estimate(state: DogState, world: World, attack: Attack): BattleEstimate {
  const input = battleInput(state, world, attack);
  const place = cellOf(world, attack.target)?.place?.kind;
  const odds = battleOdds(input.attackers, input.defenders, place, !input.attackers.some((c) => c.kind === 'citadel'));
  const drm = battleModifiers(input).reduce((s, m) => s + m.value, 0);
  const defenders = input.defenders.filter((c) => GROUND.has(c.kind) || c.kind === 'air' || c.kind === 'dragon').map((c) => c.id);
  const trapped = defenders.length > 0 && !retreatHex(state, world, otherSide(attack.side), defenders, attack.target);
  return { target: attack.target, attackers: attack.attackers, column: odds.column, drm, trapped };
}

/** Whether the bot fights this battle (the brief's rule: 2-1 with no net penalty, 3-2 against a trapped stack). */
export function worthFighting(e: BattleEstimate): boolean {
  if (e.drm < 0) return false;
  const ratio = COLUMN_RATIO[e.column];
  return ratio >= GOOD_ODDS || (e.trapped && ratio >= TRAP_ODDS);
}

/**
 * Under Paths of the Lance the Whitestone go for the highlords: a highlord left with no army flees
 * or dies (PL C) and, dead, is replaced once only (PL A). A stack with one is attacked first, and
 * at 3-2 with no net penalty as well as at the usual odds.
 */
function huntsHighlord(state: DogState, side: Side, defenders: ReadonlyArray<{ id: string }>): boolean {
  return !!state.pl && side === 'whitestone' && defenders.some((u) => HIGHLORDS.has(u.id));
}
const worthRisking = (e: BattleEstimate): boolean => e.drm >= 0 && COLUMN_RATIO[e.column] >= TRAP_ODDS;

/** The counters of one of `side`'s stacks that may join an attack on `target`: armies that could, and the leaders and wizards with them. */
function stackAttackers(state: DogState, world: World, side: Side, from: Hex, target: Hex): string[] {
  const own = Object.values(state.units).filter((u) => u.at && !u.aboard && sameHex(u.at, from) && !state.attacked.includes(u.id) && specOf(world, u.id).kind !== 'fleet');
  const armies = own.filter((u) => ARMIES.has(specOf(world, u.id).kind) && !attackProblem(state, world, { side, target, attackers: [u.id] }));
  if (!armies.length) return [];
  const helpers = own.filter((u) => !ARMIES.has(specOf(world, u.id).kind));
  return [...armies, ...helpers].map((u) => u.id);
}

/**
 * The assault points a battle may spend (Paths of the Lance: one a stack that attacks, PL "Using
 * the Event Cards" 2): `left` still to spend, and the hexes whose stacks have paid theirs already.
 */
export interface AssaultPoints {
  left: number;
  paid: readonly string[];
}

/**
 * The best attack the bot can make now, or none: every enemy hex with all the bot's stacks next to
 * it, the best odds first; then any stack whose strength is not needed for the column and the
 * modifiers is kept back for another battle. With assault points, a battle takes no more stacks
 * that have not paid than the points left: the weakest are left out first.
 */
export function bestAttack(state: DogState, world: World, side: Side, board: Board = readBoard(state, world, side), ap?: AssaultPoints): BattleEstimate | undefined {
  const candidates: Array<{ e: BattleEstimate; groups: Map<string, string[]>; highlord: boolean }> = [];
  for (const enemy of board.theirs) {
    if (state.defended.includes(enemy.label)) continue;
    if (!enemy.units.some((u) => specOf(world, u.id).kind !== 'fleet')) continue;
    const groups = new Map<string, string[]>();
    for (const n of neighbours(enemy.at)) {
      const ours = board.stacks.get(hexKey(n));
      if (!ours || ours.side !== side) continue;
      const ids = stackAttackers(state, world, side, n, enemy.at);
      if (ids.length) groups.set(ours.label, ids);
    }
    if (!groups.size) continue;
    // The attacking stacks in the order of their hexes, so the order reads the same every time.
    const sorted = new Map([...groups.entries()].sort(([a], [b]) => a.localeCompare(b)));
    groups.clear();
    for (const [k, v] of sorted) groups.set(k, v);
    if (ap) fitToPoints(state, world, groups, ap);
    if (!groups.size) continue;
    const attackers = [...groups.values()].flat();
    if (attackProblem(state, world, { side, target: enemy.at, attackers })) continue;
    const e = estimate(state, world, { side, target: enemy.at, attackers });
    const highlord = huntsHighlord(state, side, enemy.units);
    if (worthFighting(e) || (highlord && worthRisking(e))) candidates.push({ e, groups, highlord });
  }
  candidates.sort((a, b) => Number(b.highlord) - Number(a.highlord) || COLUMN_RATIO[b.e.column] - COLUMN_RATIO[a.e.column] || b.e.drm - a.e.drm || world.map.label(a.e.target).localeCompare(world.map.label(b.e.target)));
  const best = candidates[0];
  if (!best) return undefined;
  return trim(state, world, side, best.e, best.groups);
}

/** Leaves out the weakest stacks that have not paid a point until the rest can pay (ties: the last hex first). */
function fitToPoints(state: DogState, world: World, groups: Map<string, string[]>, ap: AssaultPoints): void {
  const strength = (ids: string[]) => ids.reduce((s, id) => s + (ARMIES.has(specOf(world, id).kind) ? strengthOf(world, state.units[id]!) : 0), 0);
  const unpaid = () => [...groups.keys()].filter((label) => !ap.paid.includes(label));
  while (unpaid().length > Math.max(0, ap.left)) {
    const weakest = unpaid().sort((a, b) => strength(groups.get(a)!) - strength(groups.get(b)!) || b.localeCompare(a))[0]!;
    groups.delete(weakest);
  }
}

/**
 * The stacks (by hex) the bot means to attack with this turn from where its armies stand: the
 * battles bestAttack would choose one after another, each as if fought with no advance. Paths of
 * the Lance asks for their assault points before the combat step (declared in the movement).
 */
export function stacksToAttack(state: DogState, world: World, side: Side): string[] {
  const hexes = new Set<string>();
  let s = state;
  // No battle is fought twice at a hex, so this ends; the guard is for safety alone.
  for (let guard = 0; guard < 100; guard++) {
    const battle = bestAttack(s, world, side);
    if (!battle) break;
    for (const id of battle.attackers) hexes.add(world.map.label(s.units[id]!.at!));
    s = { ...s, attacked: [...s.attacked, ...battle.attackers], defended: [...s.defended, world.map.label(battle.target)] };
  }
  return [...hexes].sort();
}

/** Keeps back the stacks a battle does not need: its column and modifiers stay as good without them. */
function trim(state: DogState, world: World, side: Side, full: BattleEstimate, groups: Map<string, string[]>): BattleEstimate {
  let kept = new Map(groups);
  let current = full;
  for (const label of [...groups.keys()].sort()) {
    if (kept.size <= 1) break;
    const without = new Map(kept);
    without.delete(label);
    const attackers = [...without.values()].flat();
    if (attackProblem(state, world, { side, target: full.target, attackers })) continue;
    const e = estimate(state, world, { side, target: full.target, attackers });
    if (e.column === current.column && e.drm >= current.drm && worthFighting(e)) {
      kept = without;
      current = e;
    }
  }
  return current;
}

/**
 * Whether to advance into the hex a battle emptied: a fortified place or a capital is always
 * worth holding; otherwise only forward, toward the nearest enemy place, and not into a hex next
 * to an enemy stronger than the advancing armies.
 */
export function worthAdvancing(state: DogState, world: World, side: Side): boolean {
  const open = state.advance;
  if (!open) return false;
  if (mattersAsPlace(cellOf(world, open.hex)?.place)) return true;
  const board = readBoard(state, world, side);
  const movers = open.units.filter((id) => state.units[id]?.at);
  if (!movers.length) return false;
  const from = state.units[movers[0]!]!.at!;
  const goal = nearest(world, from, board.enemyPlaces.map((p) => p.hex));
  const strength = movers.reduce((s, id) => s + strengthOf(world, state.units[id]!), 0);
  const danger = board.theirs.filter((t) => distance(t.at, open.hex) === 1 && touches(world, t.at, open.hex)).reduce((s, t) => s + t.strength, 0);
  if (danger > strength * 2) return false;
  return goal ? distance(open.hex, goal) < distance(from, goal) : true;
}

function nearest(world: World, from: Hex, hexes: Hex[]): Hex | undefined {
  let best: Hex | undefined;
  for (const h of hexes) {
    if (!best || distance(from, h) < distance(from, best) || (distance(from, h) === distance(from, best) && world.map.label(h) < world.map.label(best))) best = h;
  }
  return best;
}

/**
 * The taunts the bot's kender make now: each kender stack at the strongest enemy stack beside it,
 * since a taunted stack attacks at −2 and then may not attack again this step.
 */
export function taunts(state: DogState, world: World, side: Side): BotOrder[] {
  const board = readBoard(state, world, side);
  const orders: BotOrder[] = [];
  for (const ours of board.ours) {
    const kender = ours.units.some((u) => specOf(world, u.id).race === 'kender' && GROUND.has(specOf(world, u.id).kind));
    if (!kender || state.taunts.some((t) => sameHex(t.kender, ours.at))) continue;
    const targets = board.theirs
      .filter((t) => distance(t.at, ours.at) === 1 && touches(world, ours.at, t.at) && t.units.some((u) => GROUND.has(specOf(world, u.id).kind) && !state.attacked.includes(u.id)))
      .sort((a, b) => b.strength - a.strength || a.label.localeCompare(b.label));
    for (const t of targets) orders.push({ verb: 'taunt', kender: ours.label, target: t.label });
  }
  return orders;
}
