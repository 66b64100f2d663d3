import { readFileSync, writeFileSync } from 'node:fs';

/** Timing helpers for `npm run bench`: medians over many runs, and ratios against a saved baseline. */

export interface Measured {
  name: string;
  /** Milliseconds (lower is better), or a rate the bot keeps up with (higher is better). */
  unit: 'ms' | 'orders/s';
  median: number;
  p95: number;
  runs: number;
  /** The target for this figure, if it has one. */
  target?: number;
  /** The figure the target is for: the median unless the issue names the 95th percentile. */
  targetOn?: 'median' | 'p95';
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function summarise(name: string, samples: number[], target?: number): Measured {
  return { name, unit: 'ms', median: median(samples), p95: percentile(samples, 95), runs: samples.length, ...(target !== undefined ? { target } : {}) };
}

export function time<T>(fn: () => T): [number, T] {
  const start = performance.now();
  const value = fn();
  return [performance.now() - start, value];
}

export async function timeAsync<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const value = await fn();
  return [performance.now() - start, value];
}

const BASELINE = new URL('./baseline.json', import.meta.url);

export function loadBaseline(): Record<string, number> {
  try {
    return JSON.parse(readFileSync(BASELINE, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

export function saveBaseline(results: Measured[]): void {
  const data = Object.fromEntries(results.map((r) => [r.name, Number(r.median.toFixed(4))]));
  writeFileSync(BASELINE, `${JSON.stringify(data, null, 2)}\n`);
}

export function report(results: Measured[], baseline: Record<string, number>): string {
  const rows = results.map((r) => {
    const base = baseline[r.name];
    const ratio = base ? `${(r.median / base).toFixed(2)}×` : '—';
    const figure = r.targetOn === 'p95' ? r.p95 : r.median;
    const met = r.unit === 'orders/s' ? figure >= (r.target ?? 0) : figure <= (r.target ?? 0);
    const target = r.target !== undefined ? `${r.targetOn === 'p95' ? 'p95 ' : ''}${fmt(r.target)} ${met ? 'ok' : r.unit === 'orders/s' ? 'UNDER' : 'OVER'}` : '';
    return [r.unit === 'ms' ? r.name : `${r.name} [${r.unit}]`, fmt(r.median), fmt(r.p95), String(r.runs), ratio, target];
  });
  const header = ['benchmark', 'median ms', 'p95 ms', 'runs', 'vs baseline', 'target'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

function fmt(ms: number): string {
  return ms >= 100 ? ms.toFixed(0) : ms >= 1 ? ms.toFixed(2) : ms.toFixed(4);
}
