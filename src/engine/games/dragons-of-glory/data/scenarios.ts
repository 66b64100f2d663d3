import { z } from 'zod';
import { err, ok, type Result } from '../../../core/result.ts';
import type { Side } from '../units.ts';
import { KINDS, RACES, type Counter } from './counters.ts';
import { ERAS, EVENT_KINDS } from './events.ts';
import type { NationSpec } from './nations.ts';
import { readJson } from './read.ts';

/**
 * A DL11 scenario as data (assets/scenarios/dragons-of-glory/<id>.json, format in
 * docs/dragons-of-glory-data.md): its turns, the rules it plays with, the part of the map it
 * draws, each side's forces and where they set up, and its victory conditions as typed data the
 * rules evaluate. Set-up places are names (a nation, an area, a place of the map), never hexes:
 * `placement.ts` turns them into hexes on a given map.
 */

const ID_RE = /^[a-z][a-z0-9-]*[a-z0-9]$/;
const Id = z.string().regex(ID_RE, 'an id is lower-case letters, digits and dashes');
const SideSchema = z.enum(['highlord', 'whitestone']);
const Level = z.enum(['total', 'major', 'victory', 'partial', 'marginal', 'poor', 'indecisive']);
export type VictoryLevel = z.infer<typeof Level>;

/** Where a force sets up: anywhere in a nation or area (or several), only on its hexes next to another nation, or at a place of the map. */
const PlaceSchema = z.union([
  z.strictObject({ in: z.union([Id, z.array(Id).min(1)]), adjacentTo: Id.optional() }),
  z.strictObject({ at: Id }),
]);
export type SetupPlace = z.infer<typeof PlaceSchema>;

/** Counters named one by one, or every counter of a nation (of the given kinds and races, less some). */
const ForceSchema = z
  .strictObject({
    counters: z.array(Id).min(1).optional(),
    nation: Id.optional(),
    kinds: z.array(z.enum(KINDS)).min(1).optional(),
    races: z.array(z.enum(RACES)).min(1).optional(),
    except: z.array(Id).optional(),
    place: PlaceSchema,
  })
  .refine((f) => (f.counters === undefined) !== (f.nation === undefined), { message: 'a force names its counters or its nation, not both' })
  .refine((f) => f.nation !== undefined || (f.kinds === undefined && f.races === undefined && f.except === undefined), { message: 'kinds, races and except go with nation' });
export type Force = z.infer<typeof ForceSchema>;

export const VictorySchema = z.discriminatedUnion('kind', [
  /** Paths of the Lance's VP track (PL G): automatic at 25 VP, Berem or the Dark Temple; scored after the last turn. */
  z.strictObject({ kind: z.literal('victory-points') }),
  /** `side` wins if it has conquered every one of `nations` (all their fortified cities and fortresses held) by the end of `byTurn`. */
  z.strictObject({ kind: z.literal('conquer'), side: SideSchema, nations: z.array(Id).min(1), byTurn: z.number().int().min(1) }),
  /** `side` wins if `of` has lost more than `above` (a fraction) of the combat strength it set up with. */
  z.strictObject({ kind: z.literal('loss-ratio'), side: SideSchema, of: SideSchema, above: z.number().gt(0).lt(1) }),
  /** At the end of the last turn `side` wins if it holds the place, `otherwise` if not. */
  z.strictObject({ kind: z.literal('hold'), side: SideSchema, place: Id, atEnd: z.literal(true), otherwise: SideSchema }),
  /**
   * At the end, each side counts the countries it holds (nations that count for victory and
   * started with, or were activated with, armies; held if its capital was never taken by the
   * enemy or was last taken by this side). The first level whose `atLeast` a side reaches is its
   * result; `below` if none.
   */
  z.strictObject({
    kind: z.literal('countries-held'),
    levels: z.array(z.strictObject({ atLeast: z.number().int().min(1), level: Level })).min(1),
    below: Level,
  }),
  /**
   * Silvanesti's graded result: `side` wins `takenBeforeMove` if it takes `nation`'s capital before
   * the capital moves; if it has moved, `side` wins `originalSiteAfterMove` by holding the
   * original capital's hex at the end of `byTurn`. Otherwise `otherwise.side` wins,
   * `otherwise.notMoved` if the capital never moved, `otherwise.moved` if it did.
   */
  z.strictObject({
    kind: z.literal('capital-taken'),
    side: SideSchema,
    nation: Id,
    byTurn: z.number().int().min(1),
    takenBeforeMove: Level,
    originalSiteAfterMove: Level,
    otherwise: z.strictObject({ side: SideSchema, notMoved: Level, moved: Level }),
  }),
]);
export type VictoryCondition = z.infer<typeof VictorySchema>;

const EventsSchema = z.strictObject({
  /** The eras whose counters are in the cup at the start. */
  cup: z.array(z.enum(ERAS)).min(1),
  /** Eras whose counters join the cup later, and when. */
  later: z.array(z.strictObject({ era: z.enum(ERAS), turn: z.number().int().min(1) })).default([]),
  /** Counters drawn before play (Silvanesti: 2 each, HL first), and kinds thrown away when drawn so. */
  beforePlay: z.strictObject({ draws: z.number().int().min(1), order: z.array(SideSchema).min(1), discard: z.array(z.enum(EVENT_KINDS)) }).optional(),
});

const ScenarioSchema = z
  .strictObject({
    id: Id,
    title: z.string().min(1),
    summary: z.string().min(1),
    /** Where the scenario is in DL11 (`RB p. 5`), or `ours`. */
    reference: z.string().min(1),
    firstTurn: z.number().int().min(1).max(30),
    lastTurn: z.number().int().min(1).max(30),
    initiative: SideSchema,
    rules: z.strictObject({
      /** The event cup, or null for none. */
      events: EventsSchema.nullable(),
      /** Which neutral nations may be activated: all, none, or those listed. */
      activation: z.union([z.enum(['all', 'none']), z.array(Id).min(1)]),
      draconianProduction: z.boolean(),
      replacements: z.boolean(),
      /** Paths of the Lance: the card-driven turn (paths/); DL11's own turn when absent. */
      cards: z.literal('paths-of-the-lance').optional(),
    }),
    /** The nations and areas drawn, or the whole map. */
    map: z.union([z.literal('all'), z.array(Id).min(1)]),
    /** Sides at the start, where they differ from the nations' Campaign allegiance. */
    allegiance: z.record(Id, z.enum(['highlord', 'whitestone', 'neutral'])).default({}),
    /** Nations already conquered at the start, and by whom: their armies are gone. */
    conquered: z.record(Id, SideSchema).default({}),
    forces: z.strictObject({ highlord: z.array(ForceSchema), whitestone: z.array(ForceSchema) }),
    /** Markers set up with the forces (the Dark Temple). */
    markers: z.array(z.strictObject({ id: z.enum(['dark-temple']), side: SideSchema, place: PlaceSchema })).default([]),
    victory: z.array(VictorySchema).min(1),
    /** What in this scenario is ours, not DL11's, one line each. */
    invented: z.array(z.string().min(1)).default([]),
  })
  .refine((s) => s.firstTurn <= s.lastTurn, { message: 'the first turn comes before the last' });

export type ScenarioSpec = z.infer<typeof ScenarioSchema>;

export function readScenario(text: string, file = 'scenario'): Result<ScenarioSpec> {
  return readJson(file, text, ScenarioSchema);
}

/** A force with its counters named: what placement works on. */
export interface ResolvedForce {
  side: Side;
  counters: string[];
  place: SetupPlace;
}

/**
 * Names every force's counters and checks the scenario against the counters and nations: every
 * counter and nation id exists, no counter sets up twice, and a counter serves the side it sets
 * up for (its own `side`, or its nation's allegiance in this scenario).
 */
export function resolveForces(s: ScenarioSpec, counters: readonly Counter[], nations: readonly NationSpec[]): Result<ResolvedForce[]> {
  const byId = new Map(counters.map((c) => [c.id, c]));
  const nationIds = new Set(nations.map((n) => n.id));
  const bad = (what: string) => err<ResolvedForce[]>(`${s.id}: ${what}`);
  const nationRef = (id: string, where: string): string | undefined => (nationIds.has(id) ? undefined : `${where} names ${id}, which is no nation or area.`);

  const refs: [string, string][] = [];
  if (s.map !== 'all') for (const id of s.map) refs.push([id, 'the map']);
  for (const id of Object.keys(s.allegiance)) refs.push([id, 'allegiance']);
  for (const id of Object.keys(s.conquered)) refs.push([id, 'conquered']);
  if (Array.isArray(s.rules.activation)) for (const id of s.rules.activation) refs.push([id, 'activation']);
  for (const v of s.victory) {
    if (v.kind === 'conquer') for (const id of v.nations) refs.push([id, 'a conquer condition']);
    if (v.kind === 'capital-taken') refs.push([v.nation, 'a capital-taken condition']);
  }
  const places = [...s.forces.highlord, ...s.forces.whitestone].map((f) => f.place).concat(s.markers.map((m) => m.place));
  for (const p of places) {
    if ('in' in p) for (const id of [p.in].flat()) refs.push([id, 'a set-up place']);
    if ('in' in p && p.adjacentTo) refs.push([p.adjacentTo, 'a set-up place']);
  }
  for (const [id, where] of refs) {
    const wrong = nationRef(id, where);
    if (wrong) return bad(wrong);
  }

  const allegiance = (nation: string): string => s.allegiance[nation] ?? nations.find((n) => n.id === nation)?.campaign ?? 'neutral';
  const out: ResolvedForce[] = [];
  const placed = new Set<string>();
  for (const side of ['highlord', 'whitestone'] as const) {
    for (const [i, f] of s.forces[side].entries()) {
      const where = `${side} force ${i + 1}`;
      let ids: string[];
      if (f.counters) {
        const missing = f.counters.find((id) => !byId.has(id));
        if (missing) return bad(`${where} names ${missing}, which is no counter.`);
        ids = f.counters;
      } else {
        // A force may also name a side's own pool (the dragonarmy, the good dragons, the wizards).
        if (!counters.some((c) => c.nation === f.nation)) {
          const wrong = nationRef(f.nation!, where);
          if (wrong) return bad(wrong);
        }
        const missing = f.except?.find((id) => !byId.has(id));
        if (missing) return bad(`${where} excepts ${missing}, which is no counter.`);
        ids = counters.filter((c) => c.nation === f.nation && (!f.kinds || f.kinds.includes(c.kind)) && (!f.races || f.races.includes(c.race)) && !f.except?.includes(c.id)).map((c) => c.id);
        if (ids.length === 0) return bad(`${where}: ${f.nation} has no counter of those kinds and races.`);
      }
      for (const id of ids) {
        if (placed.has(id)) return bad(`${id} sets up twice.`);
        placed.add(id);
        const c = byId.get(id)!;
        const serves = c.side ?? allegiance(c.nation);
        if (serves !== side) return bad(`${where}: ${id} serves ${serves}, not ${side}.`);
      }
      out.push({ side, counters: ids, place: f.place });
    }
  }
  return ok(out);
}
