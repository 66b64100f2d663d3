import { describe, expect, it } from 'vitest';
import type { VerbSpec } from '../../../src/engine/core/module.ts';
import { readOrderLine, readOrderLines, writeOrderLine } from '../../../src/engine/core/order-lines.ts';

/** Order lines as a player writes them: the verb's pattern, `name:value`, and the message around them. */

const verbs: VerbSpec[] = [
  {
    name: 'move',
    description: 'Move a character',
    options: [
      { name: 'unit', description: 'Who', type: 'unit', required: true },
      { name: 'to', description: 'Where', type: 'hex', required: true },
      { name: 'facing', description: 'Facing', type: 'choice', required: false, choices: [{ name: 'up', value: 'up' }] },
    ],
  },
  {
    name: 'attack',
    description: 'Attack',
    options: [
      { name: 'with', description: 'Attackers', type: 'units', required: true },
      { name: 'target', description: 'Target', type: 'unit', required: true },
    ],
    line: '{with} -> {target}',
  },
  { name: 'mount', description: 'Mount', group: 'horses', options: [{ name: 'unit', description: 'Rider', type: 'unit', required: true }] },
  { name: 'sight', description: 'A line of fire', query: true, options: [{ name: 'from', description: 'From', type: 'hex', required: true }] },
  { name: 'done', description: 'End your phase', options: [] },
  { name: 'walk', description: 'Walk a hero', options: [{ name: 'unit', description: 'Who', type: 'unit', required: true }, { name: 'to', description: 'Where', type: 'hex', required: true }], line: '{unit} to {to}' },
];

describe('an order line', () => {
  it('reads a name of several words before a one-word hex', () => {
    expect(readOrderLine(verbs, 'move Black Fox J8')).toMatchObject({ ok: true, value: { verb: 'move', options: { unit: 'Black Fox', to: 'J8' } } });
  });

  it('reads a pattern with its own separator, several attackers on one side', () => {
    expect(readOrderLine(verbs, 'attack Black Fox, Ashrak -> Konrad')).toMatchObject({ ok: true, value: { options: { with: 'Black Fox, Ashrak', target: 'Konrad' } } });
  });

  it('takes name:value, alone or after the pattern, and the slash of a command', () => {
    expect(readOrderLine(verbs, '/move unit:Black Fox to:J8')).toMatchObject({ ok: true, value: { options: { unit: 'Black Fox', to: 'J8' } } });
    expect(readOrderLine(verbs, 'move Konrad K8 facing:up')).toMatchObject({ ok: true, value: { options: { unit: 'Konrad', to: 'K8', facing: 'up' } } });
  });

  it('reads a pattern\'s word whether it is written or left out, but never a sign', () => {
    expect(readOrderLine(verbs, 'walk Warrior to E6')).toMatchObject({ ok: true, value: { options: { unit: 'Warrior', to: 'E6' } } });
    expect(readOrderLine(verbs, 'walk Black Fox E6')).toMatchObject({ ok: true, value: { options: { unit: 'Black Fox', to: 'E6' } } });
    expect(readOrderLine(verbs, 'attack Konrad Black Fox')).toMatchObject({ ok: false });
  });

  it('takes a grouped order with its group first, as its chapter names it', () => {
    expect(readOrderLine(verbs, 'horses mount Konrad')).toMatchObject({ ok: true, value: { verb: 'mount', options: { unit: 'Konrad' } } });
  });

  it('says what it could not read and how to write it', () => {
    expect(readOrderLine(verbs, 'fly Konrad')).toEqual({ ok: false, error: '"fly" is not an order here. Orders: move, attack, mount, sight, done, walk.' });
    expect(readOrderLine(verbs, 'attack Konrad')).toEqual({ ok: false, error: 'write it as: attack {with} -> {target}; options may also be given as name:value (with, target).' });
    expect(readOrderLine(verbs, 'move to:J8 to:J9')).toEqual({ ok: false, error: 'to is given twice.' });
  });

  it('is written back as a line that reads as the same order; ambiguous values fall back to name:value', () => {
    const move = verbs[0]!;
    expect(writeOrderLine(move, { unit: 'Black Fox', to: 'J8', facing: 'up' })).toBe('move Black Fox J8 facing:up');
    // A hex with a space in it cannot stand in its one-word place.
    expect(writeOrderLine(move, { unit: 'Konrad', to: 'J 8' })).toBe('move unit:Konrad to:J 8');
    expect(writeOrderLine(verbs[1]!, { with: 'Grast', target: 'Black Fox' })).toBe('attack Grast -> Black Fox');
  });
});

describe('an order message', () => {
  it('is read line by line, skipping blanks and comments, each with its line number', () => {
    const read = readOrderLines(verbs, 'move Konrad K8\n\n# then\nattack Konrad -> Black Fox\ndone');
    expect(read.ok && read.value.map((l) => [l.n, l.verb])).toEqual([
      [1, 'move'],
      [4, 'attack'],
      [5, 'done'],
    ]);
  });

  it('is refused whole at the first line it cannot read, or that asks a question', () => {
    expect(readOrderLines(verbs, 'move Konrad K8\nfly away')).toEqual({ ok: false, error: 'Line 2 (fly away): "fly" is not an order here. Orders: move, attack, mount, sight, done, walk.' });
    expect(readOrderLines(verbs, 'sight K8')).toEqual({ ok: false, error: 'Line 1 (sight K8): sight is a question, not an order; ask it with /order.' });
    expect(readOrderLines(verbs, '\n# nothing\n')).toMatchObject({ ok: false });
  });
});
