import { z } from 'zod';
import { err, ok, type Result } from '../../../core/result.ts';
import { checkFace, IdSchema, NameSchema, readTableFile, SourceSchema } from './table-file.ts';

/**
 * The Random Events Table (d66: the first d6 the tens, the second the units). Each event is data:
 * its rolls, its name, our short wording of the seed's text, and its effect as a record the game
 * applies later. Places are plain ids (`places.ts`), map edges by compass point.
 */
export const RANDOM_EVENTS_TABLE = 'Random Events Table';

const Side = z.enum(['lunar', 'sartar']);
const Edge = z.enum(['north', 'south', 'east', 'west']);
const Faces = z.array(z.number().int().min(1).max(6)).min(1);
const Tie = z.literal('no-alliance');
/** Units immune to plague, in the seed's words (event 35). */
const PlagueImmune = z.enum(['treasure', 'dragon', 'superhero', 'disembodied-spirit']);

export const EventEffectSchema = z.discriminatedUnion('kind', [
  /** 11: the players swap the order of their player-turns. */
  z.strictObject({ kind: z.literal('turn-order-reversed') }),
  /** 12: sealed DP bids for an independent; the winner pays the bid from later DPs. */
  z.strictObject({
    kind: z.literal('sealed-bid'), independent: IdSchema, bidCappedByScheduledDp: z.boolean(), tie: Tie, debtPaidFromLaterDp: z.boolean(), earlierDpCount: z.boolean(),
  }),
  /** 13: both reveal the DPs assigned to an independent; the larger allies it. */
  z.strictObject({ kind: z.literal('reveal-and-ally'), independent: IdSchema, tie: Tie, entry: z.literal('rule-16-1') }),
  /** 14-16: the weather for a while. */
  z.strictObject({ kind: z.literal('weather'), weather: z.literal('rain'), lasts: z.literal('game-turn') }),
  /** 21-26, 42: a unit is placed at a named place. */
  z.strictObject({
    kind: z.literal('unit-arrives'), side: z.union([Side, z.literal('independent')]), unit: IdSchema, at: IdSchema,
    unlessHeldBy: Side.optional(), ifOnBoard: z.literal('nothing').optional(),
  }),
  /** 31: no glowline this game-turn. */
  z.strictObject({ kind: z.literal('glowline-fails'), at: IdSchema, lasts: z.literal('game-turn') }),
  /** 32, 33, 43: units with a clear path to these edges leave; all or none. */
  z.strictObject({ kind: z.literal('withdraw'), side: Side, count: z.number().int().min(1), edges: z.array(Edge).min(1), allOrNone: z.boolean(), chooses: z.literal('owner') }),
  /** 34, 44: lost infantry or cavalry come back at an edge. */
  z.strictObject({
    kind: z.literal('replace'), side: Side, upTo: z.number().int().min(1), unitKinds: z.array(z.enum(['infantry', 'cavalry'])).min(1),
    enter: z.union([
      z.strictObject({ edge: Edge, from: IdSchema, toward: Edge }),
      z.strictObject({ edge: Edge, within: IdSchema }),
    ]),
  }),
  /** 35, 45-46: plague in a side's fortresses. */
  z.strictObject({
    kind: z.literal('plague'), side: Side, fortressStruckOn: Faces, immune: z.array(PlagueImmune),
    unitRoll: z.strictObject({ unaffected: Faces, disrupted: Faces, eliminated: Faces }),
  }),
  /** 36: a unit leaves for a die's worth of game-turns, then returns as a reinforcement. */
  z.strictObject({
    kind: z.literal('unit-leaves'), side: Side, unit: IdSchema, awayTurns: z.literal('d6'),
    returns: z.strictObject({ edge: z.union([Edge, z.literal('any')]), within: IdSchema }), ifOffBoard: z.literal('nothing'),
  }),
  /** 41: units that may not move in a phase. */
  z.strictObject({ kind: z.literal('units-held'), side: Side, units: IdSchema, phase: z.literal('movement'), lasts: z.literal('game-turn') }),
  /** 51-66: DPs given to a side, assigned to an independent. */
  z.strictObject({ kind: z.literal('dp-gift'), side: Side, dp: z.number().int().min(1), independent: IdSchema }),
]);
export type EventEffect = z.infer<typeof EventEffectSchema>;

const EventSchema = z.strictObject({
  /** The d66 results that read this event: 14, 15 and 16 for rain. */
  rolls: z.array(z.number().int()).min(1),
  id: IdSchema,
  name: NameSchema,
  /** The seed's words, shortened into ours. */
  text: NameSchema,
  effect: EventEffectSchema,
  /** Where the event comes from (the seed), and where its structured effect does. */
  source: SourceSchema,
  effectSource: SourceSchema,
  /** What we read into the effect where the text is vague or silent. */
  reading: NameSchema.optional(),
});
export type RandomEvent = z.infer<typeof EventSchema>;

const D66 = [1, 2, 3, 4, 5, 6].flatMap((t) => [1, 2, 3, 4, 5, 6].map((u) => t * 10 + u));

export const RandomEventsTableSchema = z
  .strictObject({
    table: z.literal('random-events'),
    name: NameSchema,
    source: SourceSchema,
    option: z.strictObject({ defaultOn: z.boolean(), source: SourceSchema, why: NameSchema }),
    events: z.array(EventSchema),
  })
  .superRefine((t, ctx) => {
    const seen = new Map<number, string>();
    t.events.forEach((e, i) => {
      for (const roll of e.rolls) {
        if (!D66.includes(roll)) ctx.addIssue({ code: 'custom', path: ['events', i, 'rolls'], message: `${roll} is no d66 roll (11 to 66, each digit 1-6)` });
        else if (seen.has(roll)) ctx.addIssue({ code: 'custom', path: ['events', i, 'rolls'], message: `${roll} also reads event ${seen.get(roll)}` });
        seen.set(roll, e.id);
      }
      if (e.effectSource === 'invented' && !e.reading) ctx.addIssue({ code: 'custom', path: ['events', i], message: 'an invented effect says what we read into it ("reading")' });
    });
    const missing = D66.filter((r) => !seen.has(r));
    if (missing.length) ctx.addIssue({ code: 'custom', path: ['events'], message: `no event for roll ${missing.join(', ')}; every d66 roll reads one` });
  });
export type RandomEventsTable = z.infer<typeof RandomEventsTableSchema>;

export const readRandomEventsTable = (text: string, file = 'random-events.json'): Result<RandomEventsTable> =>
  readTableFile(file, text, RandomEventsTableSchema, { events: 'event' });

/** The event the d66 reads: `tens` from the first d6, `units` from the second. */
export function randomEvent(table: RandomEventsTable, tens: number, units: number): Result<{ roll: number; event: RandomEvent; line: string }> {
  const bad = checkFace(tens) ?? checkFace(units);
  if (bad) return err(`${RANDOM_EVENTS_TABLE}: ${bad}.`);
  const roll = tens * 10 + units;
  const event = table.events.find((e) => e.rolls.includes(roll))!;
  return ok({ roll, event, line: `${RANDOM_EVENTS_TABLE}, d66 ${tens} then ${units} = ${roll}: ${event.name}` });
}

/** Every place id an effect names, for the check that each is a known place. */
export function placesOfEffect(effect: EventEffect): string[] {
  switch (effect.kind) {
    case 'unit-arrives':
    case 'glowline-fails':
      return [effect.at];
    case 'replace':
      return ['from' in effect.enter ? effect.enter.from : effect.enter.within];
    case 'unit-leaves':
      return [effect.returns.within];
    default:
      return [];
  }
}

/** The independent an effect names, if any. */
export function independentOfEffect(effect: EventEffect): string | undefined {
  return effect.kind === 'sealed-bid' || effect.kind === 'reveal-and-ally' || effect.kind === 'dp-gift' ? effect.independent : undefined;
}
