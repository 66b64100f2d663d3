import { err, ok, type Result } from '../../../core/result.ts';
import { adjacent, hexKey, type Direction, type Hex, type HexKey } from '../../../hex/hex.ts';
import { poseHexes } from '../../../hex/two-hex.ts';
import { character, type DefenceOnly } from '../characters/characters.ts';
import type { DnState, Horse, Unit } from '../state.ts';
import { hexesOf, isStanding, normalise } from '../units.ts';

/**
 * Horses without riders (2.36.4, 2.47): who owns each, where it stands (two hexes, like a
 * mounted counter), who controls it, and the dead ones, which are bodies. Every character with
 * mounted values has one horse, named after him; a rider on another's horse rides that one.
 */

export function horseIdOf(owner: string): string {
  return `${owner}-horse`;
}

export function horseNameOf(ownerName: string): string {
  return `${ownerName}'s horse`;
}

/** The horse a mounted character sits on: his own, or the one whose owner `rides` names. */
export function ownerOfMount(unit: Unit): string {
  return unit.rides ?? unit.id;
}

export function horseHexes(horse: Horse): Hex[] {
  return poseHexes({ head: horse.hex, facing: horse.facing as Direction });
}

/** A riderless horse's defence, circled if caparisoned (4.1, 4.2: the third mounted value). */
export function horseDefence(horse: Horse): DefenceOnly {
  const values = character(horse.owner).mounted;
  if (!values) throw new Error(`${horse.owner} has no horse`);
  return values.horse;
}

export function isCaparisoned(horse: Horse): boolean {
  return horseDefence(horse).armoured;
}

// States are never changed in place, so where the horses stand can be worked out once per state.
const standingOf = new WeakMap<DnState, Map<HexKey, Horse[]>>();

function horseIndex(state: DnState): Map<HexKey, Horse[]> {
  let index = standingOf.get(state);
  if (index) return index;
  index = new Map();
  for (const horse of state.horses) {
    for (const h of horseHexes(horse)) {
      const key = hexKey(h);
      const list = index.get(key);
      if (list) list.push(horse);
      else index.set(key, [horse]);
    }
  }
  standingOf.set(state, index);
  return index;
}

/** Every horse counter covering `h`, the dead included. */
export function horsesAt(state: DnState, h: Hex): Horse[] {
  return state.horses.length === 0 ? [] : (horseIndex(state).get(hexKey(h)) ?? []);
}

export function liveHorseAt(state: DnState, h: Hex): Horse | undefined {
  return horsesAt(state, h).find((x) => !x.dead);
}

export function deadHorsesAt(state: DnState, h: Hex): number {
  return horsesAt(state, h).filter((x) => x.dead).length;
}

/** A living horse is in the way of `side` unless that side controls it (2.31 item 1, as for a character). */
export function horseInTheWay(state: DnState, side: string, h: Hex): Horse | undefined {
  return horsesAt(state, h).find((x) => !x.dead && x.controller !== side);
}

/** Whether a character of `unit`'s side standing and able to act touches the horse. */
function touches(unit: Unit, hexes: Hex[]): boolean {
  return hexesOf(unit).some((u) => hexes.some((h) => adjacent(u, h)));
}

/**
 * 2.36.4: the controlling side keeps the horse while one of its living, unstunned characters is
 * next to it; otherwise the first side to take it (mount or lead it) has it.
 */
export function mayTake(state: DnState, horse: Horse, side: string): boolean {
  if (horse.dead) return false;
  if (horse.controller === side) return true;
  const hexes = horseHexes(horse);
  return !state.units.some((u) => u.side === horse.controller && isStanding(u) && touches(u, hexes));
}

/** Finds a horse by its name ("Konrad's horse"), its owner's name ("Konrad") or its id. */
export function findHorse(state: DnState, text: string, among: Horse[] = state.horses): Result<Horse> {
  const wanted = normalise(text).replace(/'s-horse$|-horse$|'s$/, '');
  const found = among.find((x) => x.id === normalise(text) || normalise(x.name) === normalise(text) || x.owner === wanted || normalise(ownerName(state, x)) === wanted);
  if (found) return ok(found);
  const names = among.filter((x) => !x.dead).map((x) => x.name);
  return err(names.length ? `There is no horse called ${text.trim()} here. Horses: ${names.join(', ')}.` : `There is no riderless horse on the board.`);
}

function ownerName(state: DnState, horse: Horse): string {
  return state.units.find((u) => u.id === horse.owner)?.name ?? character(horse.owner).name;
}

/** Replaces one horse, or adds it, keeping the state immutable. */
export function withHorse(state: DnState, horse: Horse): DnState {
  const others = state.horses.filter((x) => x.id !== horse.id);
  return { ...state, horses: [...others, horse] };
}

export function withoutHorse(state: DnState, id: string): DnState {
  return { ...state, horses: state.horses.filter((x) => x.id !== id) };
}

/** The horses a character leads by the bridle. */
export function ledBy(state: DnState, unitId: string): Horse[] {
  return state.horses.filter((x) => x.ledBy === unitId && !x.dead);
}

/**
 * Lets go of led horses whose leader can no longer lead them: dead, stunned, off the board, or
 * no longer beside them (after a retreat, a push or an advance, which they do not follow).
 */
export function releaseStrayLeads(state: DnState): DnState {
  let changed = false;
  const horses = state.horses.map((horse) => {
    if (!horse.ledBy) return horse;
    const leader = state.units.find((u) => u.id === horse.ledBy);
    if (!horse.dead && leader && isStanding(leader) && touches(leader, horseHexes(horse))) return horse;
    changed = true;
    return { ...horse, ledBy: null };
  });
  return changed ? { ...state, horses } : state;
}
