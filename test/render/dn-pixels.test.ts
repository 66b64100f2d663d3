import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { renderToPng } from '../support/pictures.ts';
import { dnBoards } from './dn-boards.ts';

/**
 * The Dragon Noir maps and counters come out pixel for pixel as they did before the hex geometry
 * took parameters and the counter became generic: dn-pixels.json holds the hash of each board's
 * PNG, captured with the renderer as it was on main before that change.
 */

const captured = JSON.parse(readFileSync(new URL('./dn-pixels.json', import.meta.url), 'utf8')) as Record<string, string>;

describe('the Dragon Noir boards, drawn again', () => {
  const boards = dnBoards();
  test('are the boards that were captured', () => {
    expect(boards.map((b) => b.name).sort()).toEqual(Object.keys(captured).sort());
  });
  for (const { name, view } of boards) {
    test(`${name}: the same pixels`, async () => {
      const { png, width, height } = await renderToPng({ view });
      expect(`${width}x${height} ${createHash('sha256').update(png).digest('hex')}`).toBe(captured[name]);
    });
  }
});
