import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cycles, importGraph } from '../../architecture/imports.ts';

// Dragon Noir's files import one another in one direction only: the data and types a chapter
// shares sit below the rules that use them, so no rule needs another that needs it back.
describe('Dragon Noir imports', () => {
  it('hold no cycle', () => {
    const root = fileURLToPath(new URL('../../../src/engine/games/dragon-noir', import.meta.url));
    expect(cycles(importGraph(root))).toEqual([]);
  });
});
