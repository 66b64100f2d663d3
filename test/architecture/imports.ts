import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * The import graph of a folder of TypeScript sources: every `import` and `export … from`,
 * type-only ones included, since a cycle of types still ties the files' meanings together.
 */

export type ImportGraph = Map<string, string[]>;

const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/g;
const DYNAMIC = /import\(\s*['"]([^'"]+)['"]\s*\)/g;

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name === 'generated') continue;
      out.push(...sources(path));
    } else if (name.endsWith('.ts')) out.push(path);
  }
  return out;
}

export function importGraph(root: string): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const file of sources(root)) {
    const text = readFileSync(file, 'utf8');
    const targets = new Set<string>();
    for (const re of [IMPORT, DYNAMIC]) {
      for (const m of text.matchAll(re)) {
        const spec = m[1]!;
        if (!spec.startsWith('.')) continue;
        targets.add(relative(root, resolve(dirname(file), spec)));
      }
    }
    graph.set(relative(root, file), [...targets]);
  }
  return graph;
}

/** Every strongly connected group of two files or more, and every file importing itself (Tarjan). */
export function cycles(graph: ImportGraph): string[][] {
  let index = 0;
  const stack: string[] = [];
  const on = new Set<string>();
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const found: string[][] = [];
  const visit = (v: string) => {
    idx.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return found;
}
