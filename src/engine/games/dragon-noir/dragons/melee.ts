import { err, ok, type Result } from '../../../core/result.ts';
import { distance, hexKey, type Hex } from '../../../hex/hex.ts';
import { labelOf } from '../../../hex/labels.ts';
import type { DnState, Unit } from '../state.ts';
import { definition, hexesOf } from '../units.ts';
import { canAttackInto, canStrikeBetween, hexCombatValue, stepCost, terrainAt, type Table } from '../world.ts';
import { dragonGround } from './ground.ts';
import { besideTheTail, hexOfDragonPart, isSpent, parsePart, partValues, PARTS, type Part } from './parts.ts';

/**
 * The Black Dragon in melee (4.3, checklist 86).
 *
 * It attacks with its parts, each once a turn: the head, the tail and the two front claws (the
 * body's attack is 0). Parts that touch one enemy may strike him together, their attacks added,
 * one column to the right ("two parts of its body": the head and a claw, or the tail and a
 * claw). It is struck part by part, each with its own defence: the head, tail or a claw from a
 * hex next to it; the body only from the two hexes either side of the tail, or from the hex of a
 * part with two wounds (no defence left), where a character stands for the melee only.
 *
 * **Ours:**
 * - `part:` names the parts that strike (`part:head,left claw`), or the part struck
 *   (`part:body`). Without it the dragon strikes with every part that can reach the enemy and
 *   has not struck this turn, and an attacker strikes the one part he can reach, or is asked to
 *   name it.
 * - A part with two wounds can no longer be struck (its defence is 0); it still strikes.
 * - The dragon is attacked alone, and attacks alone: its parts join no one else's attack.
 * - Terrain: the body is not affected by it (2.42 note); a part fights from its own hex's ground.
 * - A character striking the body from a part's hex stands there only for the melee: he steps
 *   back to his own hex at once, so he must be able to step onto it (next to it, ground and
 *   hexside allowing), and the dragon's part being spent, nothing bars him.
 */

export function struckParts(state: DnState, dragon: Unit): string[] {
  return state.strikes.filter((s) => s.unit === dragon.id && s.playerTurn === state.playerTurn).map((s) => s.part);
}

/** Whether the dragon has a part left to strike with this turn. */
export function dragonCanStrike(state: DnState, dragon: Unit): boolean {
  const done = struckParts(state, dragon);
  return PARTS.some((p) => p !== 'body' && !done.includes(p));
}

/** The dragon cannot strike into ground it may not enter (2.45): trees and water (dragons/ground.ts). */
function mayStrikeInto(table: Table, dragon: Unit, h: Hex): boolean {
  const terrain = terrainAt(table, h);
  return terrain !== undefined && terrain.mp !== null && dragonGround(definition(dragon), 1, terrain) === undefined;
}

/** Whether one part of the dragon can strike the defender. */
export function partReaches(table: Table, dragon: Unit, part: Part, defender: Unit): boolean {
  if (part === 'body') return false;
  const from = hexOfDragonPart(dragon, part);
  return hexesOf(defender).some(
    (h, i) => distance(from, h) === 1 && canStrikeBetween(table, { hex: from, below: false }, { hex: h, below: i === 0 ? defender.below : false }) && mayStrikeInto(table, dragon, h),
  );
}

function readParts(text: string): Result<Part[]> {
  const parts: Part[] = [];
  for (const name of text.split(',').map((t) => t.trim()).filter(Boolean)) {
    const part = parsePart(name);
    if (!part) return err(`The Black Dragon's parts are the head, the body, the left claw, the right claw and the tail, not "${name}".`);
    if (!parts.includes(part)) parts.push(part);
  }
  return ok(parts);
}

const partName = (p: Part) => p.replace('-', ' ');

export interface DragonAttack {
  parts: Part[];
  value: number;
  label: string;
  shift: number;
  terrain: number;
}

export function dragonAttack(table: Table, dragon: Unit, others: Unit[], defenders: Unit[], asked: string | undefined): Result<DragonAttack> {
  if (others.length > 1) return err('The Black Dragon attacks alone: its parts join no one else\'s attack.');
  const done = struckParts(table.state, dragon);
  let parts: Part[];
  if (asked) {
    const read = readParts(asked);
    if (!read.ok) return read;
    parts = read.value;
    for (const p of parts) {
      if (p === 'body') return err('The Black Dragon\'s body does not strike (its attack is 0).');
      if (done.includes(p)) return err(`The Black Dragon's ${partName(p)} has already struck this turn.`);
      const out = defenders.find((d) => !partReaches(table, dragon, p, d));
      if (out) return err(`The Black Dragon's ${partName(p)} cannot reach ${out.name}.`);
    }
  } else {
    parts = PARTS.filter((p) => p !== 'body' && !done.includes(p) && defenders.every((d) => partReaches(table, dragon, p, d)));
    if (parts.length === 0) return err(`No part of the Black Dragon that has not yet struck this turn can reach ${defenders.map((d) => d.name).join(' and ')}.`);
  }
  const value = parts.reduce((sum, p) => sum + partValues(dragon, p).attack, 0);
  const label = `Black Dragon ${parts.map((p) => `${partName(p)} ${partValues(dragon, p).attack}`).join(' + ')}`;
  const shift = parts.length >= 2 && defenders.length === 1 ? 1 : 0;
  const terrain = Math.min(...parts.map((p) => hexCombatValue(table, hexOfDragonPart(dragon, p))));
  return ok({ parts, value, label, shift, terrain });
}

/** Whether an attacker can strike the body: beside the tail, or from the hex of a spent part he can step onto. */
function reachesBody(table: Table, attacker: Unit, dragon: Unit): boolean {
  const mine = hexesOf(attacker);
  const beside = besideTheTail(dragon);
  if (mine.some((h) => beside.some((b) => hexKey(b) === hexKey(h))) && canAttackInto(table, attacker, dragon.hex!)) return true;
  return PARTS.some((p) => {
    if (p === 'body' || !isSpent(dragon, p)) return false;
    const at = hexOfDragonPart(dragon, p);
    return !attacker.mounted && attacker.hex !== null && distance(attacker.hex, at) === 1 && stepCost(table, attacker, attacker.hex, at).mp !== null;
  });
}

function reachesPart(table: Table, attacker: Unit, dragon: Unit, part: Part): boolean {
  if (part === 'body') return reachesBody(table, attacker, dragon);
  return !isSpent(dragon, part) && canAttackInto(table, attacker, hexOfDragonPart(dragon, part));
}

export interface DragonDefence {
  part: Part;
  value: number;
  label: string;
  terrain: number;
}

export function dragonDefence(table: Table, dragon: Unit, attackers: Unit[], others: Unit[], asked: string | undefined): Result<DragonDefence> {
  if (others.length > 1) return err('The Black Dragon is attacked alone, one part at a time.');
  let part: Part;
  if (asked) {
    const read = readParts(asked);
    if (!read.ok) return read;
    if (read.value.length !== 1) return err('Strike one part of the Black Dragon at a time.');
    part = read.value[0]!;
    if (isSpent(dragon, part)) return err(`The Black Dragon's ${partName(part)} has two wounds and no defence left: it can no longer be struck; stand on it to strike the body (4.3).`);
    const out = attackers.find((a) => !reachesPart(table, a, dragon, part));
    if (out) {
      if (part === 'body') {
        const beside = besideTheTail(dragon).map(labelOf).join(' and ');
        return err(`${out.name} cannot reach the Black Dragon's body: it is struck from the two hexes beside the tail (${beside}), or from the hex of a part with two wounds (4.3).`);
      }
      return err(`${out.name} cannot reach the Black Dragon's ${partName(part)} in ${labelOf(hexOfDragonPart(dragon, part))}.`);
    }
  } else {
    const open = PARTS.filter((p) => attackers.every((a) => reachesPart(table, a, dragon, p)));
    if (open.length === 0) return err(`${attackers.map((a) => a.name).join(' and ')} can reach no part of the Black Dragon that can still be struck.`);
    if (open.length > 1) return err(`Which part of the Black Dragon? part: one of ${open.map(partName).join(', ')}.`);
    part = open[0]!;
  }
  const value = partValues(dragon, part).defence;
  const terrain = part === 'body' ? 0 : hexCombatValue(table, hexOfDragonPart(dragon, part));
  return ok({ part, value, label: `Black Dragon ${partName(part)} ${value}`, terrain });
}
