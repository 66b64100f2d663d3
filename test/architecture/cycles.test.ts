import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cycles, importGraph } from './imports.ts';

describe('the import graph of src/', () => {
  it('has no cycle: every module can be read, tested and replaced from the bottom up', () => {
    const found = cycles(importGraph(resolve(import.meta.dirname, '../../src')));
    expect(found.map((c) => c.join(' -> '))).toEqual([]);
  });
});
