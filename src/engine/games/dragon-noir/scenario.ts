import { z } from 'zod';
import { CONDITION_FIELDS } from './condition-fields.ts';
import { SECRET_SCENARIO_FIELDS } from './secret/scenario.ts';

/**
 * A Dragon Noir scenario, kept as data (assets/scenarios/dragon-noir/*.json). The printed
 * scenario booklets are not available, so every scenario shipped is original; the format is
 * documented in docs/dragon-noir.md so a group can write its own.
 */

const LabelSchema = z.string().regex(/^[A-Za-z]{1,2}\d{1,3}$/, 'a hex label such as F10');
const FacingSchema = z.enum(['N', 'NE', 'SE', 'S', 'SW', 'NW']);
/** A Guard or the Queen faces a corner of its anchor hex (src/engine/hex/footprint.ts). */
const CornerFacingSchema = z.enum(['NNE', 'E', 'SSE', 'SSW', 'W', 'NNW']);

export const VictorySchema = z.discriminatedUnion('kind', [
  /** A side with no living character left loses. */
  z.object({ kind: z.literal('eliminate') }),
  /** The game ends at once when this character dies. */
  z.object({ kind: z.literal('kill'), character: z.string(), winner: z.string() }),
  /**
   * At the end of the last turn, `side` wins if it has more standing characters in `hexes`
   * than the other side; otherwise `otherwise` wins.
   */
  z.object({
    kind: z.literal('hold'),
    hexes: z.array(LabelSchema).min(1).optional(),
    /** Or a named area of the map (its `areas:` section), such as `mill`. */
    area: z.string().optional(),
    side: z.string(),
    otherwise: z.string(),
    name: z.string(),
  }),
  /** The game ends at once when `count` standing characters of `side` stand in `hexes` (or the map's `area`). */
  z.object({
    kind: z.literal('reach'),
    hexes: z.array(LabelSchema).min(1).optional(),
    area: z.string().optional(),
    side: z.string(),
    count: z.number().int().positive(),
    name: z.string(),
  }),
  /**
   * Ours, for the hidden markers of 1.53: the game ends at once when a character of `side` turns
   * the real marker of this kind (the real Khuzun?, the Sun? that is the way up).
   */
  z.object({
    kind: z.literal('find'),
    marker: z.enum(['orb', 'khuzun', 'sun']),
    side: z.string(),
    name: z.string(),
  }),
]);
export type Victory = z.infer<typeof VictorySchema>;

/** A scenario's fields that only DN2 has, with what they are. */
const DN2_SCENARIO_FIELDS = [
  ['webs', "spider webs are the Krobs' (2.46)"],
  ['boat', "the boat is the Dark Island's (2.34)"],
  ['pitGharvs', 'the Gharvs rise (5.3)'],
  ['deepDungeons', 'the deep dungeons are (5.3)'],
  ['plan', "the Strategic Plan is the campaign's (5.21)"],
] as const;

export const ScenarioSchema = z.object({
  id: z.string(),
  title: z.string(),
  volume: z.union([z.literal(1), z.literal(2)]),
  summary: z.string(),
  invented: z.boolean().default(true),
  board: z.object({
    id: z.string(),
    name: z.string(),
    maps: z
      .array(
        z.object({
          map: z.string(),
          col: z.number().int().nonnegative(),
          row: z.number().int().nonnegative(),
          /** 180 turns the map round (docs/map-format.md, "Boards"). */
          rotate: z.union([z.literal(0), z.literal(180)]).optional(),
        }),
      )
      .min(1),
  }),
  sides: z
    .array(
      z.object({
        id: z.string(),
        label: z.string(),
        /**
         * A rider may start mounted: `hex` is his horse's head, `facing` its way (N, NE, SE, S, SW, NW).
         * A counter of several hexes is placed by its anchor and facing: a dragon by its head (the
         * baby) or centre (the Black Dragon) facing N…NW; a Guard by its body and the Queen by her
         * centre, facing a corner: NNE, E, SSE, SSW, W or NNW (2.33).
         * A line may set his condition: stunned, wounds, partWounds, berserk, dead, energy, spells
         * (condition-fields.ts); a field it does not know is refused, not ignored.
         */
        setup: z
          .array(z.object({ character: z.string(), hex: LabelSchema, mounted: z.boolean().optional(), facing: z.union([FacingSchema, CornerFacingSchema]).optional(), ...CONDITION_FIELDS }).strict())
          .min(1),
        /** Riderless horses at the start, by their owner's id (2.36.4). */
        horses: z.array(z.object({ owner: z.string(), hex: LabelSchema, facing: FacingSchema })).optional(),
        /** Where the side comes on, for the card and the briefing ("the west edge"): its set-up hexes lie there. */
        enters: z.string().optional(),
      }),
    )
    .length(2),
  turns: z.number().int().positive(),
  /** Spider webs at the start (2.46), besides any the maps print (the `web` area). */
  webs: z.array(LabelSchema).optional(),
  /**
   * Magic (3): each spellcaster's level, by character id (level 1 if not said; a campaign
   * raises the survivors of The Exile to 2), and marker counts that differ from the box's (1.51).
   */
  magic: z
    .object({
      levels: z.record(z.string(), z.union([z.literal(1), z.literal(2)])).default({}),
      supply: z.record(z.string(), z.number().int().nonnegative()).default({}),
    })
    .optional(),
  victory: z.array(VictorySchema).min(1),
  /** DN2, 5.15.1: the boat's starting place on the Dark Island (1 to 10); rolled on d10 if not given. */
  boat: z.number().int().min(1).max(10).optional(),
  /** DN2, 5.3: where the Pit's two imprisoned Gharvs start (two hexes of the pit); placed by die if not given. */
  pitGharvs: z.array(LabelSchema).length(2).optional(),
  /** DN2, 5.3: the deep dungeons; `entranceOne` opens entrance 1 (the first Maze, D6) and its passages to 2 and 4, as in scenario 4. */
  deepDungeons: z.object({ entranceOne: z.boolean().default(false) }).optional(),
  /** Who wins when the last turn ends and no condition has decided, and why (a raid that failed). */
  nightfall: z.object({ winner: z.string(), reason: z.string() }).optional(),
  ...SECRET_SCENARIO_FIELDS,
}).superRefine((scenario, ctx) => {
  // What only DN2 has is kept only in a DN2 game's state (state.ts), so a DN1 scenario may not ask for it.
  if (scenario.volume === 2) return;
  for (const [field, what] of DN2_SCENARIO_FIELDS) {
    if (scenario[field] !== undefined) ctx.addIssue({ code: 'custom', path: [field], message: `${what}, in DN2; this is a DN1 scenario` });
  }
});
export type Scenario = z.infer<typeof ScenarioSchema>;
