import { z } from 'zod';
import { readJsonFile } from '../../core/json-file.ts';
import { err, ok, type Result } from '../../core/result.ts';
import { fromOffset, labelOf } from '../../hex/labels.ts';
import type { Forces } from './forces/types.ts';
import type { PassMap } from './map/types.ts';
import { SIDE_SEATS, type SideSeat } from './state.ts';

/**
 * A scenario of Dragon Pass, as data (`assets/scenarios/dragon-pass/`): its length, who plays first,
 * whether the random events are on, each side's counters and where they start, and who wins. The
 * scenarios are ours (the rulebook's are in no public source: FACTS §3.4), marked `invented`.
 *
 * Victory is read at the end of the last game-turn, in this order: the Lunar side wins if it holds
 * every place of `lunar`; Sartar if it holds every place of `sartar`; otherwise the side holding
 * more of `otherwise` wins, and equal (or an empty list) is a draw.
 */

const PlacementSchema = z.strictObject({
  counter: z.string(),
  count: z.number().int().min(1),
  /** A place of the map that is one hex (a site: `boldhome`), or a hex by its label (`L9`). */
  at: z.string(),
});

export const PassScenarioSchema = z.strictObject({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  turns: z.number().int().min(1),
  first: z.enum(SIDE_SEATS),
  randomEvents: z.boolean(),
  /** The diplomacy points each side receives at the start of every game-turn: the schedule (GAPS A6; the amounts are ours). */
  dp: z.strictObject({ lunar: z.number().int().min(0), sartar: z.number().int().min(0) }),
  placements: z.strictObject({ lunar: z.array(PlacementSchema), sartar: z.array(PlacementSchema) }),
  victory: z.strictObject({ text: z.string(), lunar: z.array(z.string()), sartar: z.array(z.string()), otherwise: z.array(z.string()) }),
  source: z.enum(['invented', 'printed-scenario']),
});
export type PassScenario = z.infer<typeof PassScenarioSchema>;

/** The scenarios, by file name, each checked against the map and the forces; the first mistake refused in one line. */
export function readPassScenarios(files: Readonly<Record<string, string>>, map: PassMap, forces: Forces): Result<PassScenario[]> {
  const out: PassScenario[] = [];
  for (const [name, text] of Object.entries(files)) {
    const file = `${name}.json`;
    const read = readJsonFile(file, text, PassScenarioSchema, (issue) => `, ${issue.path.join('.') || 'the file'}: ${issue.message}.`);
    if (!read.ok) return read;
    const s = read.value;
    if (s.id !== name) return err(`${file}: its id is ${s.id}; a scenario's id is its file's name.`);
    for (const side of SIDE_SEATS) {
      const fault = placementFault(s, side, map, forces);
      if (fault) return err(`${file}, ${side}: ${fault}`);
    }
    for (const [list, places] of Object.entries({ lunar: s.victory.lunar, sartar: s.victory.sartar, otherwise: s.victory.otherwise })) {
      const unknown = places.find((p) => !map.places.has(p));
      if (unknown) return err(`${file}, victory.${list}: "${unknown}" is no place of the map.`);
    }
    out.push(s);
  }
  return ok(out.sort((a, b) => a.turns - b.turns));
}

/** The hex a placement names: a one-hex place, or a printed label; undefined when it names neither. */
export function placementHex(map: PassMap, at: string): string | undefined {
  const place = map.places.get(at);
  if (place) return place.hexes.length === 1 ? map.label(place.hexes[0]!) : undefined;
  const hex = map.parse(at);
  return hex ? map.label(hex) : undefined;
}

/** Why a side's placements break the map or the forces, or null: each counter is the side's, placed no more often than it has counters. */
function placementFault(s: PassScenario, side: SideSeat, map: PassMap, forces: Forces): string | null {
  const placed = new Map<string, number>();
  for (const p of s.placements[side]) {
    const counter = forces.units.get(p.counter);
    if (!counter) return `${p.counter} is no counter of the forces.`;
    if (counter.side !== side) return `${p.counter} is not a ${side} counter (it is ${counter.side}'s).`;
    if (!placementHex(map, p.at)) return `${p.counter} is placed at "${p.at}", which is neither a place of one hex nor a hex of the map (A1 to ${labelOf(fromOffset(map.cols - 1, map.rows - 1))}).`;
    placed.set(p.counter, (placed.get(p.counter) ?? 0) + p.count);
    if (placed.get(p.counter)! > counter.count) return `${placed.get(p.counter)} ${p.counter} placed, and the side has ${counter.count}.`;
  }
  return null;
}
