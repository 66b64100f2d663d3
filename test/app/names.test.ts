import { describe, expect, test } from 'vitest';
import { cleanName, NAME_LENGTH } from '../../src/app/names.ts';

describe('names brought by players', () => {
  test('bidi controls, zero-width and control characters are taken out, and spaces made one', () => {
    expect(cleanName('Ko\u200Bnrad\u202E')).toBe('Konrad');
    expect(cleanName('  Black\u2066 \u2069 Fox\u0007 ')).toBe('Black Fox');
    expect(cleanName('\uFEFFAldus\u200D\u2060')).toBe('Aldus');
  });

  test('a name is capped at Discord’s 32 characters, counting characters, not UTF-16 units', () => {
    const long = '🐉'.repeat(40);
    expect([...cleanName(long)]).toHaveLength(NAME_LENGTH);
    expect(cleanName('a'.repeat(100), 80)).toHaveLength(80);
  });

  test('a name of nothing but hidden characters is empty, so the caller can refuse or fall back', () => {
    expect(cleanName('\u200B\u202E\u200F')).toBe('');
  });
});
