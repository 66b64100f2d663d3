import type { GameEvent } from '../../../core/events.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import { adjacent, directionTo, hexKey, sameHex, type Hex } from '../../../hex/hex.ts';
import { labelOf } from '../../../hex/labels.ts';
import { findHorse, horseHexes, isCaparisoned, ledBy, liveHorseAt, mayTake, withHorse } from './horses.ts';
import { horsePassage } from './riding.ts';
import type { DnState, Horse, Unit } from '../state.ts';
import { hexesOf, unitById } from '../units.ts';
import { livingAt, neighbourHexes, terrainAt, type Table } from '../world.ts';

/**
 * Horses led by the bridle (2.36.4). A character, even wounded, picks up a riderless horse by
 * passing a hex next to it; it then follows him as an extension of his counter. A man on foot
 * leads up to three, a rider one. Led horses may go through trees, and through water if they are
 * not caparisoned; elsewhere they are bound as ridden horses are.
 *
 * **Ours:** the order is `/move … lead:<horse>[,<horse>…]`: the horses named are taken up when
 * the route passes next to them (or at once, if he already stands there), and led horses keep
 * following his later moves; `lead:none` lets go of them where they stand before he moves.
 */

export const LEAD_ON_FOOT = 3;
export const LEAD_MOUNTED = 1;

/** Ground a led horse may stand on or cross (2.31 items 2-3, 5.13.2 note 3). */
export function ledHorseMayEnter(table: Table, horse: Horse, from: Hex, to: Hex): boolean {
  const terrain = terrainAt(table, to);
  if (!terrain) return false;
  const open = terrain.mounted !== null || terrain.id === 'trees' || (terrain.id === 'water' && !isCaparisoned(horse));
  if (!open || (terrain.id === 'bridge' && table.state.options.horsesOnBridges === 'never')) return false;
  const fromTerrain = terrainAt(table, from);
  // 2.31 item 4: no step between a wooden bridge and the water under it.
  if (fromTerrain && ((fromTerrain.id === 'bridge' && terrain.id === 'water') || (fromTerrain.id === 'water' && terrain.id === 'bridge'))) return false;
  return horsePassage(table, from, to).extra !== null;
}

export interface LeadPlan {
  /** Horses already led, in order. */
  kept: Horse[];
  /** Horses to take up on the way. */
  taken: Horse[];
  /** `lead:none`: let go of every led horse first. */
  release: boolean;
}

/** Reads `lead:`: horse names, or "none". */
export function readLead(table: Table, unit: Unit, text: string | undefined): Result<LeadPlan> {
  const { state } = table;
  const current = ledBy(state, unit.id);
  if (text === undefined) return ok({ kept: current, taken: [], release: false });
  const names = text.split(',').map((n) => n.trim()).filter(Boolean);
  if (names.length === 1 && names[0]!.toLowerCase() === 'none') return ok({ kept: [], taken: [], release: true });
  const taken: Horse[] = [];
  for (const name of names) {
    const found = findHorse(state, name, state.horses.filter((h) => !h.dead));
    if (!found.ok) return found;
    const horse = found.value;
    if (horse.ledBy === unit.id || taken.includes(horse)) continue;
    if (horse.ledBy) return err(`${horse.name} is led by ${unitById(state, horse.ledBy).name}; he must let go of it first (lead:none).`);
    if (!mayTake(state, horse, unit.side)) return err(`${horse.name} is held by the other side, who still have a man beside it (2.36.4).`);
    taken.push(horse);
  }
  const limit = unit.mounted ? LEAD_MOUNTED : LEAD_ON_FOOT;
  if (current.length + taken.length > limit) {
    return err(`${unit.name} can lead ${limit === 1 ? 'one horse on horseback' : 'three horses on foot'} (2.36.4)${current.length ? `; he already leads ${current.map((h) => h.name).join(', ')}` : ''}.`);
  }
  return ok({ kept: current, taken, release: false });
}

/** The way a leader may take: every step into ground all his led horses can follow (from the start). */
export function leaderAllows(table: Table, horses: Horse[]): ((from: Hex, to: Hex) => boolean) | undefined {
  if (horses.length === 0) return undefined;
  return (from, to) => horses.every((h) => ledHorseMayEnter(table, h, from, to));
}

/**
 * Checks that the route passes next to each horse to take up, and that from there the horse can
 * follow; `counters` are the leader's hexes at each point of the route, first the start.
 */
export function checkPickups(table: Table, unit: Unit, taken: Horse[], counters: Hex[][]): Result<true> {
  for (const horse of taken) {
    const hexes = horseHexes(horse);
    const at = counters.findIndex((c) => c.some((x) => hexes.some((h) => adjacent(x, h))));
    if (at < 0) {
      const near = [...new Set(hexes.flatMap((h) => neighbourHexes(table, h)).filter((n) => !hexes.some((h) => sameHex(h, n))).map(labelOf))];
      return err(`${unit.name}'s route does not pass next to ${horse.name} (in ${hexes.map(labelOf).join(' and ')}); add via: one of ${near.slice(0, 8).join(', ')}.`);
    }
    for (let i = at + 1; i < counters.length; i++) {
      const from = counters[i - 1]![0]!;
      const to = counters[i]![0]!;
      if (!ledHorseMayEnter(table, horse, from, to)) return err(`${horse.name} cannot follow ${unit.name} into ${labelOf(to)}.`);
    }
  }
  return ok(true);
}

/**
 * Puts the led horses behind their leader after a move: the first touching him (a rider: his back
 * hex if it can), each next one touching the one before, in the hexes he has just walked through
 * by preference, most recent first.
 */
export function placeLed(table: Table, leaderId: string, trail: Hex[], horses: Horse[]): Result<{ state: DnState; events: GameEvent[] }> {
  let { state } = table;
  if (horses.length === 0) return ok({ state, events: [] });
  const leader = unitById(state, leaderId);
  const own = hexesOf(leader);
  const moving = new Set(horses.map((h) => h.id));
  const order: Hex[] = [];
  const seen = new Set<number>(own.map(hexKey));
  for (const h of [...[...trail].reverse(), ...horses.flatMap(horseHexes)]) {
    if (seen.has(hexKey(h))) continue;
    seen.add(hexKey(h));
    order.push(h);
  }
  const rank = (h: Hex) => {
    const i = order.findIndex((x) => sameHex(x, h));
    return i < 0 ? order.length : i;
  };
  const taken = new Set<number>(own.map(hexKey));
  const free = (h: Hex) => !taken.has(hexKey(h)) && livingAt(table, h).length === 0 && !otherHorse(table, h, moving);
  let anchors = leader.mounted ? [...own].reverse() : own;
  const placed: Horse[] = [];
  for (const horse of horses) {
    let found: { head: Hex; tail: Hex } | undefined;
    for (const anchor of anchors) {
      const heads = neighbourHexes(table, anchor)
        .filter((h) => free(h) && ledHorseMayEnter(table, horse, anchor, h))
        .sort((a, b) => rank(a) - rank(b));
      for (const head of heads) {
        const tails = neighbourHexes(table, head)
          .filter((t) => !sameHex(t, anchor) && free(t) && ledHorseMayEnter(table, horse, head, t))
          .sort((a, b) => rank(a) - rank(b));
        if (tails.length) {
          found = { head, tail: tails[0]! };
          break;
        }
      }
      if (found) break;
    }
    if (!found) return err(`There is no room for ${horse.name} behind ${leader.name} there; choose another hex, or let go with lead:none.`);
    taken.add(hexKey(found.head));
    taken.add(hexKey(found.tail));
    anchors = [found.tail];
    placed.push({ ...horse, hex: found.head, facing: directionTo(found.tail, found.head)!, ledBy: leader.id, controller: leader.side });
  }
  for (const horse of placed) state = withHorse(state, horse);
  const events: GameEvent[] = [
    { type: 'led', text: `${leader.name} leads ${placed.map((h) => `${h.name} (${labelOf(h.hex)})`).join(', ')}.`, visibleTo: 'all', data: { unit: leader.id, horses: placed.map((h) => h.id) } },
  ];
  return ok({ state, events });
}

function otherHorse(table: Table, h: Hex, moving: Set<string>): boolean {
  const horse = liveHorseAt(table.state, h);
  return horse !== undefined && !moving.has(horse.id);
}

/** Lets go of every horse `unit` leads, where they stand. */
export function letGo(state: DnState, unit: Unit): { state: DnState; events: GameEvent[] } {
  const led = ledBy(state, unit.id);
  if (led.length === 0) return { state, events: [] };
  let next = state;
  for (const horse of led) next = withHorse(next, { ...horse, ledBy: null });
  return { state: next, events: [{ type: 'led', text: `${unit.name} lets go of ${led.map((h) => h.name).join(', ')}.`, visibleTo: 'all' }] };
}
