import { z } from 'zod';
import { DeckSchema } from '../../../core/deck.ts';
import { AnswerWindowSchema } from '../../../core/standing.ts';
import { SealedSchema } from '../../../core/sealed.ts';

/**
 * What Paths of the Lance adds to a game's state (CHECKLIST §2.7): the era and war status, the VP
 * marker, the deck with both hands, the cards out of the game, this turn's phases done and assault
 * points, the rebuild track, the Dark Temple and Whitestone Council cards, the highlords replaced,
 * Berem, and a question waiting on one side. Absent (`DogState.pl` undefined) in a game played by
 * DL11's own rules. This file reads nothing of the state, so there is no import cycle.
 */

const SideSchema = z.enum(['highlord', 'whitestone']);
const HexSchema = z.object({ q: z.number().int(), r: z.number().int() });

/** A card a side has named in the open: taken face up in the event phase, or shown at an era change. */
export const ShownCardSchema = z.object({ card: z.string(), side: SideSchema });

/**
 * A question put to one side in the middle of its own or the other's order (PL's "at the
 * appropriate time"): a combat card against a battle just declared, Berem's place on a 9 or 10,
 * the Whitestone's Diplomatic Coup on an invasion roll (PL B.3).
 * Asked by DM with a short deadline; `window.silence` is what applies if nobody answers ("pass").
 * `pending` is what the rules do once it is answered, in the terms of the order that asked.
 */
export const PlQuestionSchema = z.object({
  kind: z.enum(['combat-card', 'berem-place', 'invasion-coup']),
  window: AnswerWindowSchema,
  pending: z.record(z.string(), z.unknown()),
});
export type PlQuestion = z.infer<typeof PlQuestionSchema>;

export const BeremSchema = z.object({
  /** `waiting`: Everman Found not played yet; `placed`: on the map, uncaptured; `captured`: with `side`'s stack. */
  status: z.enum(['waiting', 'placed', 'captured']),
  at: HexSchema.nullable(),
  side: SideSchema.optional(),
  /** Captured: the counter of the capturing side he travels with (his hex is its hex). */
  with: z.string().optional(),
});
export type Berem = z.infer<typeof BeremSchema>;

export const PlStateSchema = z.object({
  era: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  /** Starts at 1 (PL H); no longer tracked past 30 except for the knights' rolls. */
  warStatus: z.number().int(),
  /** The knight squares already rolled for (PL B.2: each square reached rolls once). */
  knightSquares: z.array(z.number().int()),
  /** The WS player's order of preference for the knight nation a knight roll activates (a standing choice). */
  knightPreference: z.array(z.string()),
  /** The VP marker: positive in the Highlords' favour, negative in the Whitestone's (PL G). */
  vp: z.number().int(),
  /** The event deck; hands are keyed by side. Its pile order and hands are secret. */
  deck: DeckSchema,
  /** Cards out of the game for good (events played, activations that worked, exchanged activations). */
  removed: z.array(z.string()),
  /** Cards the rules have shown in a hand: those stay known while they stay there. */
  shown: z.array(ShownCardSchema),
  /** Neutral nations the Highlords have entered this movement and will roll for when it ends (PL B.3: move in, stop, declare). */
  invading: z.array(z.string()),
  /** The event phase's face-up card, and the sides still to be offered it, in order. */
  eventCard: z.object({ card: z.string(), offers: z.array(SideSchema) }).nullable(),
  /** Which of its two action phases each side has had this turn (PL steps 4-7). */
  done: z.object({ highlord: z.array(z.enum(['cards', 'move'])), whitestone: z.array(z.enum(['cards', 'move'])) }),
  /** Steps 4-7: which of the four action phases it is (1-4). */
  slot: z.number().int().min(0).max(4),
  /** This move-and-fight phase's assault points: declared, and the hexes whose stacks have spent one (by label). */
  ap: z.object({ points: z.number().int().nonnegative(), paid: z.array(z.string()) }),
  /** An assault declaration waiting for its side's next battle this phase. */
  assault: z.object({ side: SideSchema, ignore: z.enum(['river', 'terrain']), card: z.string() }).nullable(),
  /** Initiative modifiers played for this turn's roll (sealed, step 2). */
  initiativeCards: SealedSchema.nullable(),
  /** Sides that have finished the simultaneous step in progress (rebuild, discard). */
  ready: z.array(SideSchema),
  /** Armies rebuilt with RP, waiting on the turn track for the end of `turn` (PL "Using the Event Cards" 3). */
  rebuilt: z.array(z.object({ counter: z.string(), turn: z.number().int() })),
  /** PL I: the Highlords rebuild only once Dark Temple is played; the Whitestone attack with several nations only once Whitestone Council is. */
  darkTemplePlayed: z.boolean(),
  whitestoneCouncilPlayed: z.boolean(),
  /** Highlords whose death has brought in their replacement (PL A: there is no second replacement). */
  replaced: z.array(z.string()),
  berem: BeremSchema,
  /** The era the deck changed to during this turn: both hands are shown at its end, before RP (PL H). */
  eraChanged: z.union([z.literal(2), z.literal(3)]).nullable(),
  question: PlQuestionSchema.nullable(),
  /**
   * Whether each side wants to be asked, at each battle against it and at each initiative roll, if
   * it will play a card "at the appropriate time" (`ask`), or never (`pass`): its own public
   * setting. A window opens whenever a side set to `ask` holds any card (hand sizes are public),
   * never because of which cards it holds, so a window tells the other side nothing of the hand.
   */
  reactions: z.object({ highlord: z.enum(['ask', 'pass']), whitestone: z.enum(['ask', 'pass']) }),
  /** Game options (PL Optional Rules B and C), off by default. */
  options: z.object({ winter: z.boolean(), commandAndControl: z.boolean() }),
});
export type PlState = z.infer<typeof PlStateSchema>;
