import { distance, hexKey, type Hex, type HexKey } from '../../../hex/hex.ts';
import { fortificationFactor } from '../combat/odds.ts';
import type { Place } from '../map/types.ts';
import type { DogState, UnitState } from '../state.ts';
import { otherSide, type Side } from '../units.ts';
import { ARMIES, cellOf, sideOf, specOf, strengthOf, type World } from '../world.ts';

/**
 * The bot's reading of the board: the stacks of each side with their strength, the fortified
 * places and who holds them, and which of a side's places an enemy army could reach this turn.
 * Plain data, read once per step and shared by the movement and combat choices.
 */

export interface Stack {
  at: Hex;
  key: HexKey;
  label: string;
  side: Side;
  units: UnitState[];
  /** The combat strength of its armies and dragons, before any fortification. */
  strength: number;
  armies: number;
}

export interface Board {
  side: Side;
  stacks: Map<HexKey, Stack>;
  ours: Stack[];
  theirs: Stack[];
  /** Fortified places (and capitals) held by the side to act, and by the enemy. */
  ownPlaces: Place[];
  enemyPlaces: Place[];
  /** Own places an enemy army could reach and attack this turn: each keeps an army in it. */
  threatened: Set<HexKey>;
  /**
   * Neutral nations the side means to invade, and their capitals as goals: under Paths of the
   * Lance the Highlords bring nations in by invasion (PL B.3), so the bot walks into those whose
   * invasion number favours it (HL# 4 or more), never into a knight nation (it joins the Whitestone).
   */
  invading: ReadonlySet<string>;
  invasionGoals: Place[];
}

/** The neutral nations worth invading for `side` under Paths of the Lance: the Highlords', where PL B.3's number is 4 or more. */
export function nationsToInvade(state: DogState, world: World, side: Side): Set<string> {
  if (!state.pl || side !== 'highlord') return new Set();
  return new Set([...world.nations.values()].filter((n) => !n.knight && (n.invasion?.highlord ?? 0) >= 4 && state.nations[n.id]?.allegiance === 'neutral').map((n) => n.id));
}

const FORTIFIED = new Set(['fortified-city', 'fortress', 'dwarven-fortress']);

/** A place worth defending or taking: fortified, or a capital. */
export const mattersAsPlace = (place: Place | undefined): place is Place => !!place && (FORTIFIED.has(place.kind) || !!place.capitalOf);

/** Who holds a place: the side that took it, or its own nation's side (null while neutral). */
export function holderOf(state: DogState, world: World, place: Place): Side | null {
  const held = state.held[place.id];
  if (held) return held;
  const nation = place.capitalOf ?? cellOf(world, place.hex)?.nation;
  const allegiance = nation ? state.nations[nation]?.allegiance : undefined;
  return allegiance && allegiance !== 'neutral' ? allegiance : null;
}

export function readBoard(state: DogState, world: World, side: Side): Board {
  const stacks = new Map<HexKey, Stack>();
  for (const u of Object.values(state.units)) {
    if (!u.at || u.aboard) continue;
    const owner = sideOf(state, world, u.id);
    if (!owner) continue;
    const key = hexKey(u.at);
    // Two sides never share a hex, so one stack a hex.
    let stack = stacks.get(key);
    if (!stack) stacks.set(key, (stack = { at: u.at, key, label: world.map.label(u.at), side: owner, units: [], strength: 0, armies: 0 }));
    stack.units.push(u);
    if (ARMIES.has(specOf(world, u.id).kind)) {
      stack.strength += strengthOf(world, u);
      stack.armies++;
    }
  }
  const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label);
  const all = [...stacks.values()].sort(byLabel);
  const ours = all.filter((s) => s.side === side);
  const theirs = all.filter((s) => s.side === otherSide(side));
  const ownPlaces: Place[] = [];
  const enemyPlaces: Place[] = [];
  for (const place of [...world.map.places.values()].sort((a, b) => world.map.label(a.hex).localeCompare(world.map.label(b.hex)))) {
    if (!mattersAsPlace(place)) continue;
    const holder = holderOf(state, world, place);
    if (holder === side) ownPlaces.push(place);
    else if (holder === otherSide(side)) enemyPlaces.push(place);
  }
  const threatened = new Set<HexKey>();
  for (const place of ownPlaces) {
    // An enemy army threatens a place if its whole move, and one hex more to attack, could get there.
    const reach = theirs.some((s) => s.armies > 0 && s.units.some((u) => ARMIES.has(specOf(world, u.id).kind) && distance(s.at, place.hex) <= specOf(world, u.id).movement + 1));
    if (reach) threatened.add(hexKey(place.hex));
  }
  const invading = nationsToInvade(state, world, side);
  const invasionGoals = [...world.map.places.values()].filter((p) => p.capitalOf && invading.has(p.capitalOf)).sort((a, b) => a.id.localeCompare(b.id));
  return { side, stacks, ours, theirs, ownPlaces, enemyPlaces, threatened, invading, invasionGoals };
}

/** A stack's strength as its attacker sees it: multiplied by the place it holds. */
export function defenceOf(world: World, stack: Stack): number {
  return stack.strength * fortificationFactor(cellOf(world, stack.at)?.place?.kind);
}
