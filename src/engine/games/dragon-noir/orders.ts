import { z } from 'zod';
import { option } from '../../core/options.ts';
import { yesNoOption, type VerbSpec } from '../../core/module.ts';
import { CastSchema, CounterAnswerSchema, CounterSchema, MAGIC_VERBS } from './magic/orders.ts';
import { BoardSchema, DescendSchema, DN2_VERBS, EmergeSchema, LandSchema, NoteSchema, RowSchema, VerifySchema } from './dn2-orders.ts';
import { DEPLOY_VERB, DeploySchema } from './secret/orders.ts';
import { PLAN_VERB, PlanOrderSchema } from './strategic/orders.ts';

/** The orders of Dragon Noir, as typed: `/move unit:Konrad to:F7`, `/attack with:Konrad,Aldus target:Gromrak`. */

const HEX = /^\s*[A-Za-z]{1,2}\s*\d{1,3}\s*$/;
const hex = (what: string) => z.string({ error: `which hex ${what}? Write it like F7.` }).regex(HEX, `write the hex like F7.`);
const hexList = (what: string) =>
  z
    .string({ error: `which hexes ${what}? Write them like E6,F7.` })
    .transform((s) => s.split(/[\s,]+/).filter(Boolean))
    .pipe(z.array(z.string().regex(HEX, 'write each hex like F7, separated by commas.')).min(1, `name at least one hex ${what}.`));
const name = (what: string) => z.string({ error: `which character ${what}?` }).trim().min(1, `which character ${what}?`);
const names = (what: string) =>
  z
    .string({ error: `which characters ${what}? Separate several with commas.` })
    .transform((s) => s.split(',').map((n) => n.trim()).filter(Boolean))
    .pipe(z.array(z.string()).min(1, `name at least one character ${what}.`));

// Yes or no as the core reads it: typed "yes"/"no", or true/false in an order the engine built (a default).
const yesNo = option.yesNo('').schema;
const FACINGS = ['N', 'NE', 'SE', 'S', 'SW', 'NW'] as const;
/** A Guard and the Queen face a corner of their anchor hex (2.33). */
const CORNER_FACINGS = ['NNE', 'E', 'SSE', 'SSW', 'W', 'NNW'] as const;
const ALL_FACINGS = [...FACINGS, ...CORNER_FACINGS] as const;
const facing = (what: string) =>
  z
    .string({ error: `which way ${what}? One of ${FACINGS.join(', ')} (a Guard or the Queen: ${CORNER_FACINGS.join(', ')}).` })
    .trim()
    .transform((s) => s.toUpperCase())
    .pipe(z.enum(ALL_FACINGS, { error: `a facing is one of ${FACINGS.join(', ')}; a Guard or the Queen faces ${CORNER_FACINGS.join(', ')}.` }));
const horse = (what: string) => z.string({ error: `which horse ${what}? Name it like "Konrad's horse".` }).trim().min(1, `which horse ${what}?`);

export const DnOrderSchema = z.discriminatedUnion('verb', [
  z.object({
    verb: z.literal('move'),
    unit: name('moves'),
    to: hex('to move to'),
    via: hexList('to pass through').optional(),
    carry: name('is carried').optional(),
    drop: hex('to lay the carried friend in').optional(),
    /** Riders: the way the horse faces at the end (2.36.1); a Guard, the Queen or a dragon: its counter (2.33). */
    facing: facing('should he face at the end').optional(),
    /** Riders: jump water or a crevasse on the way (2.36.3). */
    jump: yesNo.optional(),
    /** Horses to lead by the bridle, or "none" to let go (2.36.4). */
    lead: z.string().trim().min(1, 'name the horses to lead, or none.').optional(),
  }),
  z.object({ verb: z.literal('jump'), unit: name('jumps down'), to: hex('to jump down to') }),
  z.object({ verb: z.literal('clear'), with: names('move the bodies'), from: hex('the bodies lie in'), to: hex('to move the bodies to'), bodies: names('are moved').optional() }),
  z.object({ verb: z.literal('mount'), unit: name('mounts'), horse: horse('does he mount') }),
  z.object({ verb: z.literal('dismount'), unit: name('dismounts'), to: hex('to step down to').optional() }),
  z.object({ verb: z.literal('place'), unit: name('is put down'), to: hex('to put him in'), push: hex('to shift a friend into').optional() }),
  z.object({
    verb: z.literal('attack'),
    with: names('attack'),
    target: names('are attacked'),
    /** The Black Dragon's parts that strike or the part struck; a Guard's palp or legs (4.3, 4.44). */
    part: z.string().trim().min(1, 'which part? e.g. head, body, left claw; for a Guard palp or legs.').optional(),
  }),
  z.object({ verb: z.literal('casualty'), unit: name('takes the blow') }),
  z.object({
    verb: z.literal('retreat'),
    unit: name('retreats'),
    to: hex('to retreat to'),
    via: hex('to retreat through').optional(),
    push: hex('to push a friend into').optional(),
    facing: facing('should the horse face').optional(),
  }),
  z.object({ verb: z.literal('advance'), unit: name('advances, or "none"'), to: hex('to advance to').optional(), via: hex('to advance through').optional() }),
  z.object({ verb: z.literal('fire'), with: name('shoots'), target: name('is shot at') }),
  z.object({
    verb: z.literal('react'),
    shooter: name('reacts, or "all"').optional(),
    when: z.enum(['first', 'target', 'within', 'hold'], { error: 'when: one of first, target, within, hold.' }).optional(),
    target: name('is the only one to fire at').optional(),
    within: z.coerce.number({ error: 'within: a number of hexes, like 4.' }).int('within: a whole number of hexes.').positive('within: at least 1 hex.').optional(),
    ask: yesNo.optional(),
  }),
  z.object({ verb: z.literal('shoot'), answer: yesNo }),
  z.object({ verb: z.literal('sight'), from: z.string({ error: 'from: a hex like F7, or a character.' }).trim().min(1), to: z.string({ error: 'to: a hex like F7, or a character.' }).trim().min(1) }),
  CastSchema,
  CounterSchema,
  CounterAnswerSchema,
  BoardSchema,
  RowSchema,
  LandSchema,
  DescendSchema,
  NoteSchema,
  EmergeSchema,
  VerifySchema,
  DeploySchema,
  PlanOrderSchema,
  z.object({ verb: z.literal('autoplay') }),
  z.object({ verb: z.literal('done') }),
]);
export type DnOrder = z.infer<typeof DnOrderSchema>;

export const DN_VERBS: VerbSpec[] = [
  {
    name: 'move',
    group: 'movement',
    description: 'Move one of your characters',
    options: [
      { name: 'unit', description: 'The character who moves', type: 'unit', required: true },
      { name: 'to', description: 'Where he ends his move', type: 'hex', required: true },
      { name: 'via', description: 'Hexes to pass through on the way, in order (e.g. E6,F7)', type: 'hexes', required: false },
      { name: 'carry', description: 'A stunned friend to pick up on the way and carry (2.32.2)', type: 'unit', required: false },
      { name: 'drop', description: 'Where to lay the carried friend, beside the end of the move', type: 'hex', required: false },
      { name: 'facing', description: 'A rider, a dragon, a Guard or the Queen: which way it faces at the end', type: 'choice', required: false, choices: ALL_FACINGS.map((f) => ({ name: f, value: f })) },
      yesNoOption('jump', 'A rider: jump water or a crevasse on the way'),
      { name: 'lead', description: 'Riderless horses to lead by the bridle (commas), or none to let go', type: 'text', required: false },
    ],
  },
  {
    name: 'jump',
    group: 'movement',
    description: 'Jump down to a lower level, next to you (5.12.2)',
    options: [
      { name: 'unit', description: 'The character who jumps', type: 'unit', required: true },
      { name: 'to', description: 'The lower hex next to him where he lands', type: 'hex', required: true },
    ],
  },
  {
    name: 'clear',
    group: 'movement',
    line: '{with} {from} -> {to}',
    description: 'Two characters move three bodies one hex, and do nothing else this turn (2.32.1)',
    options: [
      { name: 'with', description: 'The two characters who move them, separated by a comma', type: 'units', required: true },
      { name: 'from', description: 'The hex where the bodies lie', type: 'hex', required: true },
      { name: 'to', description: 'The hex next to it where they go (into water they sink)', type: 'hex', required: true },
      { name: 'bodies', description: 'Which dead to move, up to three (default: any three)', type: 'units', required: false },
    ],
  },
  {
    name: 'mount',
    group: 'horses',
    description: 'Mount a horse standing next to your character',
    options: [
      { name: 'unit', description: 'The character who mounts', type: 'unit', required: true },
      { name: 'horse', description: "The horse (e.g. Konrad's horse)", type: 'text', required: true },
    ],
  },
  {
    name: 'dismount',
    group: 'horses',
    description: 'Get off a horse, stepping down beside it',
    options: [
      { name: 'unit', description: 'The rider who dismounts', type: 'unit', required: true },
      { name: 'to', description: 'The empty hex next to the horse he steps down to', type: 'hex', required: false },
    ],
  },
  {
    name: 'place',
    group: 'horses',
    description: 'Put a rider thrown from his horse on a hex beside it',
    options: [
      { name: 'unit', description: 'The thrown rider', type: 'unit', required: true },
      { name: 'to', description: 'The hex next to the horse', type: 'hex', required: true },
      { name: 'push', description: 'Where a friend shifts to make room, if every hex is taken', type: 'hex', required: false },
    ],
  },
  {
    name: 'attack',
    group: 'combat',
    line: '{with} -> {target}',
    description: 'Attack in melee, alone or together',
    options: [
      { name: 'with', description: 'Your attackers, separated by commas', type: 'units', required: true },
      { name: 'target', description: 'The enemy or enemies attacked, separated by commas; or "web D4" to destroy a web', type: 'units', required: true },
      { name: 'part', description: "The Black Dragon's part(s) that strike or are struck; a Guard: palp or legs", type: 'text', required: false },
    ],
  },
  {
    name: 'casualty',
    group: 'combat',
    description: 'Choose which of your characters takes a blow',
    options: [{ name: 'unit', description: 'The character who takes it', type: 'unit', required: true }],
  },
  {
    name: 'retreat',
    group: 'combat',
    description: 'Choose where your character retreats',
    options: [
      { name: 'unit', description: 'The retreating character', type: 'unit', required: true },
      { name: 'to', description: 'The hex he retreats to', type: 'hex', required: true },
      { name: 'via', description: 'The hex he passes through on a longer retreat', type: 'hex', required: false },
      { name: 'push', description: 'Where a displaced friend goes', type: 'hex', required: false },
      { name: 'facing', description: 'A rider: which way his horse faces at the end', type: 'choice', required: false, choices: FACINGS.map((f) => ({ name: f, value: f })) },
    ],
  },
  {
    name: 'advance',
    group: 'combat',
    description: 'Advance after combat, or decline with unit:none',
    options: [
      { name: 'unit', description: 'The character who advances, or none', type: 'unit', required: true },
      { name: 'to', description: 'Where he stops', type: 'hex', required: false },
      { name: 'via', description: 'The vacated hex he passes through', type: 'hex', required: false },
    ],
  },
  {
    name: 'fire',
    group: 'fire',
    line: '{with} -> {target}',
    description: 'Shoot with a bow or crossbow in your fire phase',
    options: [
      { name: 'with', description: 'Your shooter', type: 'unit', required: true },
      { name: 'target', description: 'The enemy shot at', type: 'unit', required: true },
    ],
  },
  {
    name: 'react',
    group: 'fire',
    description: "Set a shooter's standing reaction to the enemy's moves (secret); alone, lists yours",
    anytime: true,
    options: [
      { name: 'shooter', description: 'Your shooter, or all', type: 'unit', required: false },
      {
        name: 'when',
        description: 'When he fires at a moving enemy',
        type: 'choice',
        required: false,
        choices: [
          { name: 'at the first enemy in range', value: 'first' },
          { name: 'only at one enemy (target:)', value: 'target' },
          { name: 'at the first enemy within N hexes (within:)', value: 'within' },
          { name: 'hold fire', value: 'hold' },
        ],
      },
      { name: 'target', description: 'The only enemy to fire at (when:target)', type: 'unit', required: false },
      { name: 'within', description: 'How close an enemy must come (when:within)', type: 'integer', required: false },
      yesNoOption('ask', 'Ask me before firing (games with the reaction window)'),
    ],
  },
  {
    name: 'shoot',
    group: 'fire',
    description: 'Answer a reaction window: fire at the moving enemy, or not',
    options: [
      yesNoOption('answer', 'Fire now?', true),
    ],
  },
  {
    name: 'sight',
    group: 'fire',
    line: '{from} -> {to}',
    description: 'Show a line of fire on the map, and what blocks it',
    query: true,
    options: [
      { name: 'from', description: 'A hex (F7) or a character', type: 'text', required: true },
      { name: 'to', description: 'A hex (F7) or a character', type: 'text', required: true },
    ],
  },
  ...MAGIC_VERBS,
  ...DN2_VERBS,
  DEPLOY_VERB,
  PLAN_VERB,
  { name: 'autoplay', group: 'turn', description: 'Let the bot play the side it stands in for (or your own side, for the rest of this player-turn)', options: [] },
  { name: 'done', group: 'turn', description: 'End your phase', options: [] },
];
