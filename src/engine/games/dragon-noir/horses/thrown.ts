import type { GameEvent } from '../../../core/events.ts';
import { adjacent, hexKey, sameHex, type Direction, type Hex } from '../../../hex/hex.ts';
import { labelOf } from '../../../hex/labels.ts';
import { poseHexes } from '../../../hex/two-hex.ts';
import { kill, stun, wound } from '../combat/harm.ts';
import { horseIdOf, horseInTheWay, horseNameOf, liveHorseAt, ownerOfMount, releaseStrayLeads, withHorse } from './horses.ts';
import type { DismountStep, DnState, MountedHarm, Unit } from '../state.ts';
import { character } from '../characters/characters.ts';
import { isStanding, unitById, withUnit } from '../units.ts';
import { challengers, livingAt, neighbourHexes, stepCost, type Table } from '../world.ts';

/**
 * A rider leaving his horse against his will (2.47): the mounted results of combat and fire, a
 * refused or bad jump (5.12.1), a rider killed or stunned anywhere. The horse stays where it was,
 * alive or dead; the rider's side then puts him (stunned, wounded or dead) on a hex next to it.
 */

export interface Unseated {
  state: DnState;
  events: GameEvent[];
}

/**
 * Takes `unitId` off his horse: the horse stays in place as a riderless (or dead) horse, the
 * rider waits off the board for the placement step put first in the queue.
 */
export function unseat(state: DnState, unitId: string, horseDead: boolean, advance: { victors?: string[]; advanceFor?: string } = {}): Unseated {
  const unit = unitById(state, unitId);
  if (!unit.mounted || !unit.hex || unit.facing === null) return { state, events: [] };
  const pose = { head: unit.hex, facing: unit.facing as Direction };
  const owner = ownerOfMount(unit);
  const ownerUnit = state.units.find((u) => u.id === owner);
  const name = horseNameOf(ownerUnit?.name ?? character(owner).name);
  let next = withHorse(state, { id: horseIdOf(owner), owner, name, hex: pose.head, facing: pose.facing, dead: horseDead, controller: unit.side, ledBy: null });
  // A crossbow is reloaded on foot (4.1, Arlon).
  next = withUnit(next, { ...unit, mounted: false, facing: null, rides: null, hex: null, unloaded: false });
  const step: DismountStep = {
    kind: 'dismount',
    seat: unit.side,
    unit: unit.id,
    horse: poseHexes(pose),
    victors: advance.victors ?? [],
    ...(advance.advanceFor ? { advanceFor: advance.advanceFor } : {}),
  };
  next = releaseStrayLeads({ ...next, steps: [step, ...next.steps] });
  const text = horseDead ? `${name} is killed; ${unit.name} is thrown.` : `${unit.name} is thrown from ${name}.`;
  return { state: next, events: [{ type: 'thrown', text, visibleTo: 'all', data: { unit: unit.id, horse: horseIdOf(owner), horseDead } }] };
}

/**
 * Applies a mounted result to a rider: his harm through the usual ladder (a wounded or stunned
 * rider harmed afresh dies), the horse's death, and the fall when the horse dies or the rider is
 * stunned or killed. A rider only wounded stays in the saddle.
 */
export function harmRider(state: DnState, unitId: string, harm: MountedHarm, advance: { victors?: string[]; advanceFor?: string } = {}): Unseated & { rider: Unit } {
  const unit = unitById(state, unitId);
  const events: GameEvent[] = [];
  let next = state;
  let rider = unit;
  if (harm.rider !== 'none') {
    const harmed = harm.rider === 'stunned' ? stun(next, unit) : harm.rider === 'wounded' ? wound(next, unit) : kill(next, unit);
    next = harmed.state;
    rider = harmed.unit;
    events.push({ type: 'casualty', text: `${harmed.text}.`, visibleTo: 'all', data: { unit: unit.id, effect: harm.rider } });
  }
  if (!unit.mounted) return { state: next, events, rider };
  if (harm.horse === 'killed' || rider.dead || rider.stunned) {
    const thrown = unseat(next, unit.id, harm.horse === 'killed', advance);
    next = thrown.state;
    events.push(...thrown.events);
    rider = unitById(next, unit.id);
  }
  return { state: next, events, rider };
}

/** Anyone still in the saddle though dead or stunned (a challenge, a failed retreat) falls now. */
export function throwFallen(state: DnState): Unseated {
  let next = state;
  const events: GameEvent[] = [];
  for (const unit of state.units) {
    if (!unit.mounted || !(unit.dead || unit.stunned)) continue;
    const thrown = unseat(next, unit.id, false);
    next = thrown.state;
    events.push(...thrown.events);
  }
  return { state: releaseStrayLeads(next), events };
}

export interface Placement {
  to: Hex;
  /** In a hex of two places (an entrance), the place a step from the horse would take him to (2.37). */
  below?: boolean;
  /** 2.47: when every hex beside the horse is taken, a friend there shifts one hex. */
  push?: { unit: string; to: Hex };
}

/** The hexes beside the horse, excluding its own. */
function around(table: Table, horse: Hex[]): Hex[] {
  const seen = new Set<number>(horse.map(hexKey));
  const result: Hex[] = [];
  for (const h of horse) {
    for (const n of neighbourHexes(table, h)) {
      const key = hexKey(n);
      if (seen.has(key)) continue;
      seen.add(key);
      result.push(n);
    }
  }
  return result;
}

/** Where the rider would land stepping from the horse into `h`, walls and terrain allowing; undefined if he could not. */
function landing(table: Table, unit: Unit, horse: Hex[], h: Hex): { below: boolean } | undefined {
  for (const x of horse) {
    if (!adjacent(x, h)) continue;
    const step = stepCost(table, unit, x, h, false);
    if (step.mp !== null) return { below: step.below };
  }
  return undefined;
}

function free(table: Table, h: Hex): boolean {
  return livingAt(table, h).length === 0 && !liveHorseAt(table.state, h);
}

/**
 * Where the thrown rider may go (2.47): an empty hex beside the horse; if there is none, a hex
 * beside it held by one friend, who shifts one hex to a free one. None at all: he is surrounded.
 */
export function placementOptions(table: Table, step: DismountStep): Placement[] {
  const unit = unitById(table.state, step.unit);
  const hexes = around(table, step.horse).filter((h) => landing(table, unit, step.horse, h));
  const empty = hexes.filter((h) => free(table, h));
  if (empty.length) return empty.map((to) => (landing(table, unit, step.horse, to)!.below ? { to, below: true } : { to }));
  const options: Placement[] = [];
  for (const h of hexes) {
    const there = livingAt(table, h);
    const friend = there.length === 1 && there[0]!.side === unit.side && isStanding(there[0]!) && !there[0]!.mounted ? there[0]! : undefined;
    if (!friend || horseInTheWay(table.state, unit.side, h)) continue;
    for (const spot of neighbourHexes(table, h)) {
      if (step.horse.some((x) => sameHex(x, spot)) || !free(table, spot)) continue;
      if (stepCost(table, friend, h, spot).mp === null) continue;
      options.push({ to: h, push: { unit: friend.id, to: spot } });
    }
  }
  return options;
}

/** The placement a side that does not answer would choose: the hex fewest enemies can reach, then no push. */
export function defaultPlacement(table: Table, step: DismountStep, options: Placement[]): Placement | undefined {
  const unit = unitById(table.state, step.unit);
  let best: Placement | undefined;
  let bestScore = Infinity;
  for (const option of options) {
    const score = challengers(table, unit.side, option.to).length * 10 + (option.push ? 1 : 0);
    if (score < bestScore) {
      best = option;
      bestScore = score;
    }
  }
  return best;
}

/** Puts the rider down; with no option he is killed where his horse stands (2.47, surrounded). */
export function placeRider(state: DnState, step: DismountStep, option: Placement | undefined): Unseated {
  const unit = unitById(state, step.unit);
  const popped = { ...state, steps: state.steps.slice(1) };
  if (!option) {
    const down = withUnit(popped, { ...unit, hex: step.horse[0]! });
    const harmed = kill(down, unitById(down, unit.id));
    const text = unit.dead ? `${unit.name}'s body lies under his horse in ${labelOf(step.horse[0]!)}.` : `${unit.name}, thrown among enemies on every side, ${harmed.text.replace(`${unit.name} `, '')} (2.47).`;
    return { state: harmed.state, events: [{ type: 'placed', text, visibleTo: 'all', data: { unit: unit.id, hex: labelOf(step.horse[0]!) } }] };
  }
  let next = popped;
  const events: GameEvent[] = [];
  if (option.push) {
    const friend = unitById(next, option.push.unit);
    const from = friend.hex!;
    next = withUnit(next, { ...friend, hex: option.push.to });
    events.push({ type: 'displaced', text: `${friend.name} shifts ${labelOf(from)}→${labelOf(option.push.to)} to make room.`, visibleTo: 'all' });
  }
  next = withUnit(next, { ...unitById(next, unit.id), hex: option.to, below: option.below ?? false });
  const how = unit.dead ? 'falls dead' : unit.stunned ? 'falls stunned' : unit.wounds > 0 ? 'falls wounded' : 'lands';
  events.unshift({ type: 'placed', text: `${unit.name} ${how} in ${labelOf(option.to)}.`, visibleTo: 'all', data: { unit: unit.id, hex: labelOf(option.to) } });
  return { state: next, events };
}
