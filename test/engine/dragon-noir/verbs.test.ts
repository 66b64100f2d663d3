import { describe, expect, test } from 'vitest';
import { gameModule } from '../../../src/app/modules.ts';

/**
 * Dragon Noir's orders as a front end lists them: each under its chapter of the rules, each
 * description within Discord's 100 characters (no silent truncation), and each line pattern
 * naming only options the order has.
 */

const dn = gameModule('dragon-noir')!;
const CHAPTERS = ['movement', 'horses', 'combat', 'fire', 'magic', 'boats', 'deep', 'set-up', 'krobs', 'turn'];

describe('Dragon Noir orders', () => {
  test.each(dn.verbs.map((v) => [v.name, v] as const))('/%s sits in a chapter of the rules, within Discord\'s limits', (_name, verb) => {
    expect(CHAPTERS).toContain(verb.group);
    expect(verb.description.length).toBeLessThanOrEqual(100);
    for (const o of verb.options) expect(o.description.length, `${verb.name} ${o.name}`).toBeLessThanOrEqual(100);
    const named = [...(verb.line ?? '').matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    for (const name of named) expect(verb.options.map((o) => o.name)).toContain(name);
  });
});
