import { z } from 'zod';
import type { VerbSpec } from '../../core/module.ts';

/**
 * The orders of the dungeon, as typed. A hero names himself as the unit that moves or attacks
 * (autocomplete offers his name), so the Demon King's orders for his monsters read the same:
 * `/move unit:Warrior to:C7`, `/attack with:Orc 1 target:Elf`.
 */

const SQUARE = /^\s*[A-Za-z]{1,2}\s*\d{1,3}\s*$/;
const square = (what: string) => z.string({ error: `which square ${what}? Write it like C7.` }).regex(SQUARE, 'write the square like C7.');
const squares = (what: string) =>
  z
    .string({ error: `which squares ${what}? Write them like C6,C7.` })
    .transform((s) => s.split(/[\s,]+/).filter(Boolean))
    .pipe(z.array(z.string().regex(SQUARE, 'write each square like C7, separated by commas.')).min(1, `name at least one square ${what}.`));
const name = (what: string) => z.string({ error: `${what}?` }).trim().min(1, `${what}?`);
const spell = z
  .string({ error: 'which spell? healing or holy-flame.' })
  .transform((s) => s.trim().toLowerCase().replace(/\s+/g, '-'))
  .pipe(z.enum(['healing', 'holy-flame'], { error: 'the spells are healing and holy-flame.' }));

export const DqOrderSchema = z.discriminatedUnion('verb', [
  z.object({ verb: z.literal('move'), unit: name('who moves'), to: square('to move to'), via: squares('to pass through').optional() }),
  z.object({
    verb: z.literal('attack'),
    with: name('who attacks'),
    target: name('whom does he attack'),
    weapon: z
      .string()
      .transform((s) => s.trim().toLowerCase())
      .pipe(z.enum(['use', 'none', 'throw'], { error: 'weapon is use (the default), none (bare panel dice) or throw.' }))
      .optional(),
  }),
  z.object({ verb: z.literal('cast'), spell, target: name('on whom') }),
  z.object({
    verb: z.literal('search'),
    kind: z
      .string({ error: 'search for what? kind:treasure or kind:traps.' })
      .transform((s) => s.trim().toLowerCase().replace(/s$/, ''))
      .pipe(z.enum(['treasure', 'trap'], { error: 'search for treasure or for traps: kind:treasure or kind:traps.' })),
    area: z.string().optional(),
  }),
  z.object({ verb: z.literal('drink'), item: name('which potion or medicine') }),
  z.object({ verb: z.literal('open'), door: name('which door? Name it by its two squares, like C7/C8') }),
  z.object({ verb: z.literal('disarm'), at: square('holds the trap') }),
  z.object({ verb: z.literal('retreat'), unit: name('who gets out from under the rock'), to: square('to go to') }),
  z.object({ verb: z.literal('buy'), item: name('which item') }),
  z.object({ verb: z.literal('sell'), item: name('which item') }),
  z.object({
    verb: z.literal('give'),
    to: name('to which hero'),
    item: z.string().trim().min(1).optional(),
    gold: z.string().regex(/^\s*\d+\s*$/, 'gold is a whole number.').transform(Number).optional(),
  }),
  z.object({ verb: z.literal('choose'), spell }),
  z.object({ verb: z.literal('levelup') }),
  z.object({ verb: z.literal('place'), monster: name('which monster'), at: square('to place it on') }),
  z.object({
    verb: z.literal('rule'),
    text: name('what is the ruling'),
    unit: z.string().trim().min(1).optional(),
    bp: z.string().regex(/^\s*[+-]?\d+\s*$/, 'bp is a change such as -1 or +2.').transform(Number).optional(),
  }),
  z.object({ verb: z.literal('autoplay') }),
  z.object({ verb: z.literal('done') }),
]);
export type DqOrder = z.infer<typeof DqOrderSchema>;

export const DQ_VERBS: VerbSpec[] = [
  {
    name: 'move',
    description: 'Move one of your characters',
    options: [
      { name: 'unit', description: 'The character who moves', type: 'unit', required: true },
      { name: 'to', description: 'Where he ends his move', type: 'hex', required: true },
      { name: 'via', description: 'Squares to pass through on the way, in order (e.g. C6,C7)', type: 'hexes', required: false },
    ],
  },
  {
    name: 'attack',
    description: 'Attack in melee, alone or together',
    options: [
      { name: 'with', description: 'Your attackers, separated by commas', type: 'units', required: true },
      { name: 'target', description: 'The enemy or enemies attacked, separated by commas', type: 'units', required: true },
      {
        name: 'weapon',
        description: 'Dungeon: use your weapon card (default), none, or throw it',
        type: 'choice',
        required: false,
        choices: [
          { name: 'use', value: 'use' },
          { name: 'none', value: 'none' },
          { name: 'throw', value: 'throw' },
        ],
      },
    ],
  },
  {
    name: 'cast',
    description: 'Cast a spell instead of fighting (Magician, Elf)',
    options: [
      { name: 'spell', description: 'healing or holy-flame', type: 'choice', required: true, choices: [{ name: 'Healing', value: 'healing' }, { name: 'Holy Flame', value: 'holy-flame' }] },
      { name: 'target', description: 'Yourself, a hero or a monster in sight', type: 'unit', required: true },
    ],
  },
  {
    name: 'search',
    description: 'Search for treasure, or for traps and hidden doors',
    options: [
      { name: 'kind', description: 'treasure or traps', type: 'choice', required: true, choices: [{ name: 'treasure', value: 'treasure' }, { name: 'traps', value: 'traps' }] },
      { name: 'area', description: 'For traps: "passage", or a room you can see', type: 'name', required: false },
    ],
  },
  { name: 'drink', description: 'Drink a Heal Potion (instead of moving) or a medicine', options: [{ name: 'item', description: 'The potion or medicine', type: 'name', required: true }] },
  { name: 'open', description: 'Open a door beside you (free)', options: [{ name: 'door', description: 'The door, by its two squares (C7/C8)', type: 'name', required: true }] },
  { name: 'disarm', description: 'The Dwarf removes a pitfall or rock beside him; his move ends', options: [{ name: 'at', description: 'The trap\u2019s square', type: 'hex', required: true }] },
  { name: 'buy', description: 'Buy from the shop, before the quest', options: [{ name: 'item', description: 'What to buy', type: 'name', required: true }] },
  { name: 'sell', description: 'Sell to the shop at half price, before the quest', options: [{ name: 'item', description: 'What to sell', type: 'name', required: true }] },
  {
    name: 'give',
    description: 'Give an item or gold to another hero, before the quest',
    options: [
      { name: 'to', description: 'The hero who receives it', type: 'unit', required: true },
      { name: 'item', description: 'The item given', type: 'name', required: false },
      { name: 'gold', description: 'Gold given', type: 'integer', required: false },
    ],
  },
  { name: 'choose', description: 'The Elf chooses his spell for this quest', options: [{ name: 'spell', description: 'healing or holy-flame', type: 'choice', required: true, choices: [{ name: 'Healing', value: 'healing' }, { name: 'Holy Flame', value: 'holy-flame' }] }] },
  { name: 'levelup', description: 'Pay 500 gold and try to level up, before the quest', options: [] },
  {
    name: 'place',
    description: 'The Demon King places a monster',
    options: [
      { name: 'monster', description: 'Which kind of monster', type: 'name', required: true },
      { name: 'at', description: 'Its square', type: 'hex', required: true },
    ],
  },
  {
    name: 'rule',
    description: 'The Demon King rules on what the quest does not say',
    options: [
      { name: 'text', description: 'The ruling, as the heroes will read it', type: 'text', required: true },
      { name: 'unit', description: 'A hero or monster it affects', type: 'unit', required: false },
      { name: 'bp', description: 'A change of body points, e.g. -1', type: 'integer', required: false },
    ],
  },
  { name: 'autoplay', description: 'The Demon King lets the bot play his other monsters, and ends his turn', options: [] },
  { name: 'retreat', description: 'Choose where your character retreats', options: [
    { name: 'unit', description: 'The retreating character', type: 'unit', required: true },
    { name: 'to', description: 'The hex he retreats to', type: 'hex', required: true },
  ] },
  { name: 'done', description: 'End your phase', options: [] },
];
