import { canSee, type Viewer } from '../../../core/events.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import type { DnState } from '../state.ts';
import { findUnit } from '../units.ts';
import type { Table } from '../world.ts';
import { legsBetween, TURNS_PER_LEG } from './passages.ts';
import { deepOf, type Journey } from './state.ts';

/**
 * 5.3: "the Krobs player can insist on checking" the exit written for a traveller. `/verify
 * unit:<name>` asks the bot, which holds the note: while the traveller is below it answers only
 * whether the note is legal (an exit joined to his entrance by the passages, a turn at least
 * three a leg after he went down), checked afresh, never which exit or turn; once he has come up
 * it shows the note, so anyone can see he came up where and when it said.
 */

export function noteIsLegal(table: Table, j: Journey): boolean {
  const legs = legsBetween(j.from, j.exit, table.scenario.deepDungeons?.entranceOne ?? false);
  return legs !== undefined && j.out >= j.turn + TURNS_PER_LEG * legs;
}

export function verifyJourney(table: Table, name: string): Result<string> {
  const { state } = table;
  const travellers = state.units.filter((u) => deepOf(state).journeys.some((j) => j.unit === u.id));
  const found = findUnit(state, name, travellers);
  if (!found.ok) return err(travellers.length ? `${name.trim()} has not gone down into the deep dungeons. Those who have: ${travellers.map((u) => u.name).join(', ')}.` : 'Nobody has gone down into the deep dungeons.');
  const unit = found.value;
  const journey = [...deepOf(state).journeys].reverse().find((j) => j.unit === unit.id)!;
  const legal = noteIsLegal(table, journey);
  const verdict = legal ? 'legal' : 'NOT legal';
  const went = `${unit.name} went down by entrance ${journey.from} on turn ${journey.turn}`;
  if (journey.cameUp === null) {
    return ok(`${went}. The note written then names an exit the passages join to entrance ${journey.from}, and a turn at least ${TURNS_PER_LEG} a leg later: it is ${verdict} (5.3). Which exit and turn is shown once he comes up.`);
  }
  const legs = legsBetween(journey.from, journey.exit, table.scenario.deepDungeons?.entranceOne ?? false) ?? 0;
  return ok(`${went} and came up at exit ${journey.exit} on turn ${journey.cameUp}. His note said exit ${journey.exit}, turn ${journey.out} (${legs} leg${legs === 1 ? '' : 's'}, ${TURNS_PER_LEG * legs} turns): it is ${verdict} (5.3).`);
}

/** The facts of the deep dungeons a viewer may not know yet: the travellers' notes, until they come up. */
export function deepSecrets(table: Table, viewer: Viewer): string[] {
  const { state } = table;
  const facts: string[] = [];
  for (const j of deepOf(state).journeys) {
    if (j.cameUp !== null || canSee(viewer, [j.side])) continue;
    const name = state.units.find((u) => u.id === j.unit)?.name ?? j.unit;
    facts.push(`${name} will come up at exit ${j.exit} on turn ${j.out}`);
  }
  return facts;
}

export interface DeepView {
  /** Who is below: for his own side, the note too. */
  travellers: Array<{ unit: string; name: string; from: number; since: number; exit?: number; out?: number }>;
}

export function deepView(state: DnState, viewer: Viewer): DeepView {
  const travellers = deepOf(state).journeys
    .filter((j) => j.cameUp === null)
    .map((j) => {
      const name = state.units.find((u) => u.id === j.unit)?.name ?? j.unit;
      const mine = canSee(viewer, [j.side]);
      return { unit: j.unit, name, from: j.from, since: j.turn, ...(mine ? { exit: j.exit, out: j.out } : {}) };
    });
  return { travellers };
}
