import type { Dice } from '../../../core/dice.ts';
import type { GameEvent } from '../../../core/events.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import { cellAt, resolveLabel } from '../../../hex/board.ts';
import { distance, type Hex } from '../../../hex/hex.ts';
import { labelOf } from '../../../hex/labels.ts';
import type { Scenario } from '../scenario.ts';
import type { DnState, Unit } from '../state.ts';
import type { DnBoard } from '../terrain.ts';
import { hexesOf, unitById } from '../units.ts';
import { canAttackUnit, cellOf, livingIn, type Table } from '../world.ts';
import { bringUp } from './appearance.ts';
import { pickByDie } from './by-die.ts';
import { GHARV_CHARACTERS, isGharv } from './counters.ts';
import { describePath, gharvContacts, gharvMayStop, gharvRoute, walkGharv } from './moves.ts';

/**
 * The Pit's two Gharvs (5.3): "When the Pit map is used, there are always two Gharvs
 * imprisoned in the pit. They are placed at least 2 hexes away from the trapdoor hex ... Before
 * each player turn they will attack, if possible, any character in the pit. The Challenges
 * rules also apply here."
 *
 * Ours: they are two of the eight counters, set up with the scenario (on the hexes it names, or
 * by die among the free pit hexes two or more from the trapdoor). Before each player turn is in
 * each Gharv interphase: one not already in contact crawls with its land allowance, inside the
 * pit, towards the nearest character in the pit, drawing challenges in the hexes it crosses;
 * then it attacks with the others. It never withdraws. They may always be attacked (2.12.2).
 */

export const PIT = 'pit';
export const TRAPDOOR = 'trapdoor';

export function inPit(table: Table, h: Hex): boolean {
  return cellOf(table, h)?.data.features.includes(PIT) ?? false;
}

/** The two Gharvs of the Pit, at set-up; the state unchanged on a board without the Pit. */
export function imprisonPitGharvs(board: DnBoard, scenario: Scenario, state: DnState, dice: Dice): Result<DnState> {
  // The Gharvs are DN2's (4.5): a DN1 game on the Pit's map has none, and no record of them.
  if (scenario.volume !== 2) return ok(state);
  const cells = [...board.cells.values()];
  const trapdoor = cells.find((c) => c.data.features.includes(TRAPDOOR));
  if (!trapdoor) {
    if (scenario.pitGharvs) return err('pitGharvs: the board has no Pit');
    return ok(state);
  }
  // Every hex a counter covers is taken: the Queen's seven, a Guard's three (2.33).
  const taken = (h: Hex) => state.units.some((u) => hexesOf(u).some((x) => distance(x, h) === 0));
  const allowed = (h: Hex) => cellAt(board, h)?.data.features.includes(PIT) === true && distance(h, trapdoor.hex) >= 2 && !taken(h);
  const hexes: Hex[] = [];
  if (scenario.pitGharvs) {
    for (const label of scenario.pitGharvs) {
      const at = resolveLabel(board, label);
      if (!at.ok) return err(`pitGharvs: ${at.error}`);
      if (!allowed(at.value) || hexes.some((h) => distance(h, at.value) === 0)) return err(`pitGharvs: ${label} is not a free hex of the pit at least 2 from the trapdoor (5.3)`);
      hexes.push(at.value);
    }
  } else {
    for (let i = 0; i < 2; i++) {
      const free = cells.filter((c) => allowed(c.hex) && !hexes.some((h) => distance(h, c.hex) === 0)).map((c) => c.hex);
      if (free.length === 0) return err('the pit has no room for its Gharvs');
      hexes.push(pickByDie(dice, free, `The Pit's Gharv ${i + 1}`, `the place of the Pit's Gharv ${i + 1}`, labelOf).item);
    }
  }
  let next = state;
  hexes.forEach((h, i) => (next = bringUp(next, GHARV_CHARACTERS[i]!.id, h, null, true)));
  return ok(next);
}

/** The characters in the pit: the Pit's Gharvs' prey. */
export function pitPrey(table: Table): Unit[] {
  return table.state.units.filter((u) => !u.dead && !isGharv(u) && u.hex !== null && inPit(table, u.hex));
}

/** A Pit Gharv out of contact crawls towards the nearest character in the pit. */
export function pitApproach(table: Table, gharvId: string, dice: Dice): { state: DnState; events: GameEvent[] } {
  const gharv = unitById(table.state, gharvId);
  const prey = pitPrey(table);
  if (gharv.dead || prey.length === 0 || gharvContacts(table, gharv).length > 0) return { state: table.state, events: [] };
  const strikes = (hex: Hex) => prey.some((p) => distance(p.hex!, hex) === 1 && canAttackUnit(table, { ...gharv, hex }, p));
  const route = gharvRoute(table, gharv, (p) => strikes(p.hex) && gharvMayStop(table, gharv, p) && livingIn(table, p).length === 0, (h) => inPit(table, h));
  if (!route || route.length < 2) return { state: table.state, events: [] };
  const walk = walkGharv(table, gharvId, route, dice, 'crawling through');
  if (walk.walked.length < 2) return { state: walk.state, events: walk.events };
  const text = `${gharv.name} crawls ${describePath(walk.walked)} towards its prey in the pit.`;
  const path = walk.walked.map((p) => p.hex);
  const state = { ...walk.state, moves: [...walk.state.moves.filter((m) => m.unit !== gharvId), { unit: gharvId, spent: 0, allowance: 0, path }] };
  return { state, events: [{ type: 'gharv-move', text, visibleTo: 'all', data: { unit: gharvId, path: path.map(labelOf) } }, ...walk.events] };
}
