import { dieRead, type Dice, type RollModifier, type RollRecord } from '../../../core/dice.ts';
import type { GameEvent } from '../../../core/events.ts';
import { hexKey, neighbours, ring, type Hex } from '../../../hex/hex.ts';
import { labelOf } from '../../../hex/labels.ts';
import { placeOf } from '../places.ts';
import { UnitSchema, type DnState, type Unit } from '../state.ts';
import { gharvsOf } from './state.ts';
import { canStrikeBetween, livingIn, onBoard, terrainAt, type Table } from '../world.ts';
import { boatIn, boatOf } from '../boats/boat.ts';
import { isSpirit } from '../magic/spirit-defs.ts';
import { pickByDie, pickDice } from './by-die.ts';
import { GHARV_CHARACTERS, GHARV_SIDE, isGharv } from './counters.ts';
import { isWet } from './ground.ts';

/**
 * Appearance, the first step of a Gharv interphase (2.12.2, 4.51, 5.15.2). Every character in
 * the water, on a beach, in a boat or in the marsh rolls a d10: a Gharv comes up on 1-2 in the
 * water (−2 to the die if he is wounded), on 1 on a beach or in a boat, on 1-3 in the marsh
 * (−1 wounded). It is placed at once on a hex of water or marsh next to him: the free hexes
 * are numbered clockwise from the north and the die re-rolled until one of them comes up. If
 * none is free, the translator's suggestion: as close to him as possible (the nearest free
 * water or marsh, the nearest ones numbered the same way).
 *
 * Ours: characters roll in the order of play (the first side's, then the second's); a
 * character in a boat rolls on the boat's column whatever the hex under it; the spirits called
 * up by magic (3.55) do not roll, being no living prey; when all eight counters are on the map,
 * no more Gharvs can come up.
 */

export type AppearanceColumn = 'water' | 'beach' | 'boat' | 'marsh';

/** 5.15.2 as data: a Gharv comes up on a die of `upTo` or less, after the wounded modifier. */
export const APPEARANCE_TABLE: Record<AppearanceColumn, { upTo: number; wounded: number; where: string }> = {
  water: { upTo: 2, wounded: -2, where: 'in the water' },
  beach: { upTo: 1, wounded: 0, where: 'on a beach' },
  boat: { upTo: 1, wounded: 0, where: 'in a boat' },
  marsh: { upTo: 3, wounded: -1, where: 'in the marsh' },
};

/** Which column of the appearance table a character rolls on, if any. */
export function appearanceColumn(table: Table, unit: Unit): AppearanceColumn | null {
  if (!unit.hex || unit.dead || isGharv(unit) || isSpirit(unit)) return null;
  if (boatOf(table.state, unit)) return 'boat';
  const terrain = terrainAt(table, unit.hex)?.id;
  return terrain === 'water' || terrain === 'beach' || terrain === 'marsh' ? terrain : null;
}

/** Water or marsh with nobody in it and no boat on it: where a Gharv may come up. */
function freeWet(table: Table, h: Hex): boolean {
  return onBoard(table, h) && isWet(terrainAt(table, h)?.id) && livingIn(table, { hex: h, below: false }).length === 0 && !boatIn(table.state, h);
}

/** The hexes a Gharv may come up in for `unit`: next to him and able to reach him, or else the nearest free ones. */
export function placements(table: Table, unit: Unit): Hex[] {
  const at = unit.hex!;
  const beside = neighbours(at).filter((h) => freeWet(table, h) && canStrikeBetween(table, { hex: h, below: false }, placeOf(unit)));
  if (beside.length) return beside;
  const reach = table.board.cols + table.board.rows;
  for (let radius = 2; radius <= reach; radius++) {
    const found = ring(at, radius).filter((h) => freeWet(table, h));
    if (found.length) return found;
  }
  return [];
}

/** The first of the eight counters not on the map. */
function freeCounter(state: DnState): string | undefined {
  const used = new Set(state.units.map((u) => u.id));
  return GHARV_CHARACTERS.find((c) => !used.has(c.id))?.id;
}

/** Puts a Gharv counter on the map. */
export function bringUp(state: DnState, id: string, at: Hex, summoner: string | null, imprisoned = false): DnState {
  const def = GHARV_CHARACTERS.find((c) => c.id === id)!;
  const unit = UnitSchema.parse({ id, character: id, name: def.name, side: GHARV_SIDE, hex: at, wounds: 0, stunned: false, dead: false });
  const gharvs = gharvsOf(state);
  return { ...state, units: [...state.units, unit], gharvs: { ...gharvs, roster: [...gharvs.roster, { id, summoner, imprisoned }] } };
}

export function appearance(table: Table, dice: Dice): { state: DnState; events: GameEvent[] } {
  let state = table.state;
  const events: GameEvent[] = [];
  const order = state.sides.flatMap((side) => state.units.filter((u) => u.side === side.id));
  for (const candidate of order) {
    const unit = state.units.find((u) => u.id === candidate.id)!;
    const column = appearanceColumn({ ...table, state }, unit);
    if (!column) continue;
    const line = APPEARANCE_TABLE[column];
    const roll = dice.roll(10, `Gharv appearance: ${unit.name} ${line.where}`, 'a Gharv coming up');
    const modifiers: RollModifier[] = unit.wounds > 0 && line.wounded ? [{ label: 'wounded', value: line.wounded }] : [];
    const total = roll.face + modifiers.reduce((s, m) => s + m.value, 0);
    const comes = total <= line.upTo;
    roll.explain({ table: '5.15.2 Gharv appearance', column: `${line.where}, ${line.upTo === 1 ? '1' : `1-${line.upTo}`}`, modifiers, total, result: comes ? 'a Gharv' : 'none' });
    const mods = modifiers.map((m) => ` ${m.value < 0 ? '−' : '+'}${Math.abs(m.value)} ${m.label} = ${total}`).join('');
    const head = `${unit.name} ${line.where}: ${dieRead(roll.record)}${mods}`;
    const rolls: RollRecord[] = [roll.record];
    if (!comes) {
      events.push({ type: 'gharv-appearance', text: `${head}: no Gharv.`, visibleTo: 'all', rolls, data: { unit: unit.id } });
      continue;
    }
    const id = freeCounter(state);
    const where = id ? placements({ ...table, state }, unit) : [];
    if (!id || where.length === 0) {
      const why = id ? 'there is no free water or marsh for it' : 'all eight Gharvs are already on the map';
      events.push({ type: 'gharv-appearance', text: `${head}: a Gharv, but none comes up: ${why}.`, visibleTo: 'all', rolls, data: { unit: unit.id } });
      continue;
    }
    const picked = pickByDie(dice, where, `Gharv placement beside ${unit.name}`, "the Gharv's place", labelOf);
    rolls.push(...picked.rolls);
    state = bringUp(state, id, picked.item, unit.id);
    const name = GHARV_CHARACTERS.find((c) => c.id === id)!.name;
    const beside = neighbours(unit.hex!).some((h) => hexKey(h) === hexKey(picked.item)) ? 'beside him' : 'as close to him as it can';
    events.push({
      type: 'gharv-appearance',
      text: `${head}: ${name} comes up in ${labelOf(picked.item)}, ${beside}${picked.rolls.length ? ` (${pickDice(picked)})` : ''}.`,
      visibleTo: 'all',
      rolls,
      data: { unit: unit.id, gharv: id, hex: labelOf(picked.item) },
    });
  }
  return { state, events };
}
