import type { GameEvent } from '../../../core/events.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import { adjacent, sameHex, type Direction, type Hex } from '../../../hex/hex.ts';
import { labelOf } from '../../../hex/labels.ts';
import { poseHexes } from '../../../hex/two-hex.ts';
import { horseHexes, horseIdOf, horseNameOf, ledBy, liveHorseAt, mayTake, ownerOfMount, withHorse, withoutHorse } from './horses.ts';
import { allowanceLeft, moveRecord } from '../movement/record.ts';
import type { DnState, Horse, MoveRecord, Unit } from '../state.ts';
import { character } from '../characters/characters.ts';
import { counterNow, definition, isRider, withUnit } from '../units.ts';
import { challengers, livingAt, neighbourHexes, stepCost, type Table } from '../world.ts';

/**
 * Getting on and off a horse (2.36.2). It costs a light horseman 2 MP and a heavy (armoured) one
 * 3, taken from what is left of the allowance he had before the change; what remains is doubled
 * on mounting and halved on dismounting (quartered if wounded; Thrugg quarters, or eighths if
 * wounded). Always rounded down.
 */

/** 2 MP for a light horseman, 3 for one in armour: his mounted counter shows which. */
export function mountingCost(unit: Unit): number {
  const mounted = definition(unit).mounted;
  return mounted?.healthy.armoured ? 3 : 2;
}

/** Checklist 143: mounting doubles what is left, wounded or not. */
export function afterMounting(left: number, cost: number): number {
  return (left - cost) * 2;
}

/** 2 (4 wounded); Thrugg 4 (8 wounded). */
export function dismountDivisor(unit: Unit): number {
  const thrugg = definition(unit).traits.includes('thrugg');
  const wounded = unit.wounds > 0;
  return thrugg ? (wounded ? 8 : 4) : wounded ? 4 : 2;
}

export function afterDismounting(unit: Unit, left: number, cost: number): number {
  return Math.floor((left - cost) / dismountDivisor(unit));
}

function record(state: DnState, unit: Unit): MoveRecord {
  return moveRecord(state, unit) ?? { unit: unit.id, spent: 0, allowance: counterNow(unit).move, path: [unit.hex!] };
}

/** The record after a change of counter: what is spent stays spent, what is left becomes `left`. */
function withRecord(state: DnState, rec: MoveRecord, left: number, extraPath: Hex[]): DnState {
  const next: MoveRecord = { ...rec, allowance: rec.spent + left, path: [...rec.path, ...extraPath] };
  return { ...state, moves: [...state.moves.filter((m) => m.unit !== rec.unit), next] };
}

function touchesHorse(unit: Unit, horse: Horse): boolean {
  return unit.hex !== null && horseHexes(horse).some((h) => adjacent(h, unit.hex!));
}

/** `/mount unit: horse:` in the movement phase. */
export function mount(table: Table, unit: Unit, horse: Horse): Result<{ state: DnState; events: GameEvent[] }> {
  const { state } = table;
  if (unit.mounted) return err(`${unit.name} is already on horseback.`);
  if (unit.dead || unit.stunned || !unit.hex) return err(`${unit.name} cannot mount now.`);
  if (!isRider(unit)) return err(`${unit.name} is no rider: only the characters with mounted values ride (2.36.2).`);
  if (horse.dead) return err(`${horse.name} is dead.`);
  if (!touchesHorse(unit, horse)) return err(`${unit.name} must stand next to ${horse.name} (in ${horseHexes(horse).map(labelOf).join(' and ')}) to mount it (2.36.2).`);
  if (!mayTake(state, horse, unit.side)) return err(`${horse.name} is held by the ${sideName(state, horse.controller)}, who still have a man beside it (2.36.4).`);
  const near = [...challengers(table, unit.side, unit.hex), ...horseHexes(horse).flatMap((h) => challengers(table, unit.side, h))];
  if (near.length) return err(`${unit.name} cannot mount with ${near[0]!.name} able to strike ${near[0]!.hex && adjacent(near[0]!.hex, unit.hex) ? 'him' : 'the horse'}: neither rider nor horse may be next to an enemy in a position to attack (2.36.2).`);
  const left = allowanceLeft(state, unit);
  const cost = mountingCost(unit);
  if (left < cost) return err(`${unit.name} has ${left} MP left; mounting costs a ${cost === 3 ? 'heavy horseman 3' : 'light horseman 2'} (2.36.2).`);
  const rec = record(state, unit);
  const mountedLeft = afterMounting(left, cost);
  let next = withoutHorse(state, horse.id);
  next = withUnit(next, { ...unit, mounted: true, hex: horse.hex, facing: horse.facing, rides: horse.owner === unit.id ? null : horse.owner });
  next = withRecord(next, rec, mountedLeft, [horse.hex]);
  // A rider leads one horse at most (2.36.4): the first he led stays with him, the rest stand.
  const led = ledBy(next, unit.id);
  for (const extra of led.slice(1)) next = withHorse(next, { ...extra, ledBy: null });
  const events: GameEvent[] = [
    {
      type: 'mount',
      text: `${unit.name} mounts ${horse.name} in ${labelOf(horse.hex)} (${left} − ${cost} = ${left - cost}, doubled: ${mountedLeft} MP left).`,
      visibleTo: 'all',
      data: { unit: unit.id, horse: horse.id },
    },
  ];
  if (led.length > 1) events.push({ type: 'led-horse-lost', text: `A rider leads one horse: ${led.slice(1).map((h) => h.name).join(', ')} ${led.length > 2 ? 'stand' : 'stands'} where ${led.length > 2 ? 'they are' : 'it is'}.`, visibleTo: 'all' });
  return ok({ state: next, events });
}

/** The hexes a dismounting rider may step down to: empty, next to the horse, and open to him on foot. */
export function dismountHexes(table: Table, unit: Unit): Hex[] {
  if (!unit.mounted || !unit.hex || unit.facing === null) return [];
  const horse = poseHexes({ head: unit.hex, facing: unit.facing as Direction });
  const afoot = { ...unit, mounted: false, facing: null };
  const result: Hex[] = [];
  for (const h of horse) {
    for (const n of neighbourHexes(table, h)) {
      if (horse.some((x) => sameHex(x, n)) || result.some((x) => sameHex(x, n))) continue;
      if (livingAt(table, n).length > 0 || liveHorseAt(table.state, n)) continue;
      if (!horse.some((x) => adjacent(x, n) && stepCost(table, afoot, x, n).mp !== null)) continue;
      result.push(n);
    }
  }
  return result;
}

/** `/dismount unit: to:` in the movement phase. Without `to`, the hex fewest enemies reach. */
export function dismount(table: Table, unit: Unit, to: Hex | undefined): Result<{ state: DnState; events: GameEvent[] }> {
  const { state } = table;
  if (!unit.mounted || !unit.hex || unit.facing === null) return err(`${unit.name} is not on horseback.`);
  const left = allowanceLeft(state, unit);
  const cost = mountingCost(unit);
  if (left < cost) return err(`${unit.name} has ${left} MP left; dismounting costs a ${cost === 3 ? 'heavy horseman 3' : 'light horseman 2'} (2.36.2).`);
  const options = dismountHexes(table, unit);
  if (options.length === 0) return err(`${unit.name} has no empty hex beside his horse to step down to.`);
  let where: Hex;
  if (to) {
    const found = options.find((h) => sameHex(h, to));
    if (!found) return err(`${unit.name} cannot step down to ${labelOf(to)}: it must be an empty hex next to his horse. He may go to ${options.map(labelOf).join(', ')}.`);
    where = found;
  } else {
    where = [...options].sort((a, b) => challengers(table, unit.side, a).length - challengers(table, unit.side, b).length)[0]!;
  }
  const rec = record(state, unit);
  const footLeft = afterDismounting(unit, left, cost);
  const owner = ownerOfMount(unit);
  const ownerUnit = state.units.find((u) => u.id === owner);
  const name = horseNameOf(ownerUnit?.name ?? character(owner).name);
  let next = withHorse(state, { id: horseIdOf(owner), owner, name, hex: unit.hex, facing: unit.facing, dead: false, controller: unit.side, ledBy: null });
  // 4.1: Arlon reloads his crossbow on foot.
  // Stepping down into a hex of two places (an entrance), he takes the place a step would (2.37).
  const afoot: Unit = { ...unit, mounted: false, facing: null };
  const from = poseHexes({ head: unit.hex, facing: unit.facing as Direction }).find((h) => adjacent(h, where))!;
  const step = stepCost(table, afoot, from, where, false);
  next = withUnit(next, { ...afoot, rides: null, hex: where, below: step.mp === null ? false : step.below, unloaded: false });
  next = withRecord(next, rec, footLeft, [where]);
  const divisor = left - cost === 0 ? '' : `, divided by ${dismountDivisor(unit)}`;
  const text = `${unit.name} dismounts to ${labelOf(where)}, leaving ${name} in ${labelOf(unit.hex)} (${left} − ${cost} = ${left - cost}${divisor}: ${footLeft} MP left on foot).`;
  return ok({ state: next, events: [{ type: 'dismount', text, visibleTo: 'all', data: { unit: unit.id, horse: horseIdOf(owner), to: labelOf(where) } }] });
}

function sideName(state: DnState, side: string): string {
  return state.sides.find((s) => s.id === side)?.label ?? side;
}
