import { z } from 'zod';
import { option } from '../../../core/options.ts';
import { yesNoOption, type VerbSpec } from '../../../core/module.ts';

/**
 * The orders of magic: `/cast` a spell, `/counter` to set a standing counterspell (secret, at
 * any time), `/counterspell` to answer the counterspell window.
 */

const HEX = /^\s*[A-Za-z]{1,2}\s*\d{1,3}\s*$/;

// Yes or no as the core reads it: typed "yes"/"no", or true/false in an order the engine built (a default).
const yesNo = option.yesNo('').schema;

const hexList = z
  .string()
  .transform((s) => s.split(/[\s,]+/).filter(Boolean))
  .pipe(z.array(z.string().regex(HEX, 'write each hex like F7, separated by commas.')).min(1, 'name at least one hex.'));

const count = (what: string) => z.coerce.number({ error: `${what}: a whole number.` }).int(`${what}: a whole number.`).positive(`${what}: at least 1.`);

export const CastSchema = z.object({
  verb: z.literal('cast'),
  caster: z.string({ error: 'which of your spellcasters casts?' }).trim().min(1, 'which of your spellcasters casts?'),
  spell: z.string({ error: 'which spell? /cast caster:Zacharie spell:fireball hex:F7' }).trim().min(1, 'which spell?'),
  target: z.string().trim().min(1).optional(),
  hex: z.string().regex(HEX, 'write the hex like F7.').optional(),
  hexes: hexList.optional(),
  points: count('points').optional(),
  shape: z.enum(['straight', 'curved', 'junction'], { error: 'shape: straight, curved or junction.' }).optional(),
  leads: z.string().trim().min(1).optional(),
});

/** `when:` may carry its value inline, as the by-post shorthand `when:target:Konrad` or `when:cost:20`; `/counter` reads it. */
export const CounterSchema = z.object({
  verb: z.literal('counter'),
  caster: z.string().trim().min(1).optional(),
  when: z
    .string()
    .trim()
    .regex(/^(always|target|cost|never)(:.*)?$/i, 'when: one of always, target, cost, never.')
    .optional(),
  target: z.string().trim().min(1).optional(),
  cost: count('cost').optional(),
  ask: yesNo.optional(),
});

export const CounterAnswerSchema = z.object({ verb: z.literal('counterspell'), answer: yesNo });

export const MAGIC_VERBS: VerbSpec[] = [
  {
    name: 'cast',
    group: 'magic',
    description: 'Cast a spell with Zacharie or Shaman (3); by DM for a secret one (Invisibility)',
    // In DN2 a caster may cast in the enemy's player-turn too (3.3); the rules check when.
    anytime: true,
    options: [
      { name: 'caster', description: 'Your spellcaster', type: 'unit', required: true },
      { name: 'spell', description: 'The spell (fireball, teleport, heal, circle, tunnel…)', type: 'name', required: true },
      { name: 'target', description: 'The character it is cast on (or the map a detection searches)', type: 'unit', required: false },
      { name: 'hex', description: 'The hex: where a fireball strikes, where he teleports or reappears', type: 'hex', required: false },
      { name: 'hexes', description: 'The hexes a terrain spell, a circle or spirits cover (e.g. E6,F7)', type: 'hexes', required: false },
      { name: 'points', description: 'Points bought: MA, attack, defence, or off a shooting die', type: 'integer', required: false },
      {
        name: 'shape',
        description: 'A 1-hex tunnel: straight, curved or junction',
        type: 'choice',
        required: false,
        choices: [
          { name: 'straight', value: 'straight' },
          { name: 'curved', value: 'curved' },
          { name: 'junction', value: 'junction' },
        ],
      },
      { name: 'leads', description: 'An underground entrance: the tunnel it opens into', type: 'text', required: false },
    ],
  },
  {
    name: 'counter',
    group: 'magic',
    description: "Set a caster's standing counterspell against enemy spells (secret); alone, lists yours",
    anytime: true,
    options: [
      { name: 'caster', description: 'Your spellcaster', type: 'unit', required: false },
      {
        name: 'when',
        description: 'Which enemy spells he counters',
        type: 'choice',
        required: false,
        choices: [
          { name: 'every enemy spell', value: 'always' },
          { name: 'spells cast on one character (target:)', value: 'target' },
          { name: 'spells of N EP or more (cost:)', value: 'cost' },
          { name: 'never', value: 'never' },
        ],
      },
      { name: 'target', description: 'The character whose spells he counters (when:target)', type: 'unit', required: false },
      { name: 'cost', description: 'The least EP a spell must cost to be countered (when:cost)', type: 'integer', required: false },
      yesNoOption('ask', 'Ask me before countering (games with the reaction window)'),
    ],
  },
  {
    name: 'counterspell',
    group: 'magic',
    description: 'Answer the counterspell window: counter the enemy spell now, or not',
    options: [
      yesNoOption('answer', 'Counter it?', true),
    ],
  },
];
