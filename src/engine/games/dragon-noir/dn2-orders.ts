import { z } from 'zod';
import type { VerbSpec } from '../../core/module.ts';

/**
 * The orders DN2 adds: the boat (2.34) and the deep dungeons (5.3).
 *
 * - `/board unit: at:` gets a character into the boat beside him.
 * - `/row unit: to: facing:` takes the boat's bow to a hex, turned a way if he says.
 * - `/land unit: to:` gets him out onto a jetty or beach hex beside the boat.
 * - `/descend unit:` takes a Dwarf, Goblin or dog down at the entrance he stands on; his
 *   player is then asked by DM for the secret note, `/note exit: turn:` (or gives the whole
 *   order at once by DM: `/descend unit: exit: turn:`).
 * - `/emerge unit:` brings up a traveller whose turn has come but whose exit was taken.
 * - `/verify unit:` asks whether a traveller's note is legal, without learning it.
 */

const HEX = /^\s*[A-Za-z]{1,2}\s*\d{1,3}\s*$/;
const hex = (what: string) => z.string({ error: `which hex ${what}? Write it like F7.` }).regex(HEX, 'write the hex like F7.');
const name = (what: string) => z.string({ error: `which character ${what}?` }).trim().min(1, `which character ${what}?`);
const FACINGS = ['N', 'NE', 'SE', 'S', 'SW', 'NW'] as const;

export const BoardSchema = z.object({ verb: z.literal('board'), unit: name('gets into the boat'), at: hex('of the boat to sit in').optional() });
export const RowSchema = z.object({
  verb: z.literal('row'),
  unit: name('rows'),
  to: hex("for the boat's bow"),
  facing: z
    .string()
    .trim()
    .transform((s) => s.toUpperCase())
    .pipe(z.enum(FACINGS, { error: `a facing is one of ${FACINGS.join(', ')}.` }))
    .optional(),
});
export const LandSchema = z.object({ verb: z.literal('land'), unit: name('gets out'), to: hex('to step out onto (a jetty or a beach)') });
const exit = z.coerce.number({ error: 'exit: the entrance he comes up by, 1 to 6.' }).int('exit: a whole number, 1 to 6.').min(1, 'exit: 1 to 6.').max(6, 'exit: 1 to 6.');
const turn = z.coerce.number({ error: 'turn: the game turn he comes up, like 8.' }).int('turn: a whole game turn.').positive('turn: a game turn, like 8.');
export const DescendSchema = z.object({ verb: z.literal('descend'), unit: name('goes down'), exit: exit.optional(), turn: turn.optional() });
export const NoteSchema = z.object({ verb: z.literal('note'), exit, turn: turn.optional() });
export const EmergeSchema = z.object({ verb: z.literal('emerge'), unit: name('comes up') });
export const VerifySchema = z.object({ verb: z.literal('verify'), unit: name("has his note checked") });

export const DN2_VERBS: VerbSpec[] = [
  {
    name: 'board',
    group: 'boats',
    description: 'Get into the boat beside your character (2.34): 1 MP from a jetty or beach, 2 from the water',
    options: [
      { name: 'unit', description: 'The Adventurer who gets in', type: 'unit', required: true },
      { name: 'at', description: 'Which hex of the boat, if both are beside him', type: 'hex', required: false },
    ],
  },
  {
    name: 'row',
    group: 'boats',
    description: 'Row the boat: 4 hexes, or 2 (a turn wider than 60° counts as a hex)',
    options: [
      { name: 'unit', description: 'The rower, aboard', type: 'unit', required: true },
      { name: 'to', description: "Where the boat's bow goes", type: 'hex', required: true },
      { name: 'facing', description: 'Which way the bow points at the end', type: 'choice', required: false, choices: FACINGS.map((f) => ({ name: f, value: f })) },
    ],
  },
  {
    name: 'land',
    group: 'boats',
    description: 'Get out of the boat onto a jetty (moored) or a beach (the boat on it)',
    options: [
      { name: 'unit', description: 'The character who gets out', type: 'unit', required: true },
      { name: 'to', description: 'The jetty or beach hex beside the boat', type: 'hex', required: true },
    ],
  },
  {
    name: 'descend',
    group: 'deep',
    description: 'Go down into the deep dungeons (Dwarves, Goblins, dogs); the note is asked by DM',
    options: [
      { name: 'unit', description: 'The character on the entrance', type: 'unit', required: true },
      { name: 'exit', description: 'Only by DM: the entrance he comes up by, 1 to 6', type: 'integer', required: false },
      { name: 'turn', description: 'Only by DM: the game turn he comes up (default: the earliest)', type: 'integer', required: false },
    ],
  },
  {
    name: 'note',
    group: 'deep',
    description: "By DM: the secret note of one who went down, the exit and the game turn he comes up (5.3)",
    options: [
      { name: 'exit', description: 'The entrance he comes up by, 1 to 6', type: 'integer', required: true },
      { name: 'turn', description: 'The game turn he comes up (default: the earliest, 3 turns a leg)', type: 'integer', required: false },
    ],
  },
  {
    name: 'emerge',
    group: 'deep',
    description: 'Bring up a traveller whose turn has come, once his exit is free',
    options: [{ name: 'unit', description: 'The traveller', type: 'unit', required: true }],
  },
  {
    name: 'verify',
    group: 'deep',
    description: "Check that a traveller's secret note is legal, without seeing it (5.3)",
    query: true,
    options: [{ name: 'unit', description: 'The traveller', type: 'text', required: true }],
  },
];
