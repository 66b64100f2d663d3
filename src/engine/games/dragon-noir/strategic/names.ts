import type { KrobKind } from './kinds.ts';
import { KIND_LABEL, KROB_COUNTERS } from './kinds.ts';
import type { PlanKrob } from './state.ts';

/**
 * The Krob counters' names as the krobs branch spells them (krobs/data.ts): the Queen is
 * Alkiram, the Guards are named, the rest numbered; a baby is "Baby " and its adult's name.
 */
const GUARD_NAMES = ['Migam', 'Tiom', 'Valim', 'Golom', 'Karm', 'Hum', 'Zym'];

function adultName(kind: KrobKind, n: number): string {
  if (kind === 'queen') return 'Alkiram';
  if (kind === 'guard') return GUARD_NAMES[n - 1]!;
  return `${KIND_LABEL[kind]} ${n}`;
}

export function counterId(kind: KrobKind, n: number): string {
  return adultName(kind, n).toLowerCase().replace(/\s+/g, '-');
}

export function krobName(krob: PlanKrob): string {
  const base = krob.kind === 'guard' ? GUARD_NAMES.find((g) => g.toLowerCase() === krob.id)! : krob.kind === 'queen' ? 'Alkiram' : `${KIND_LABEL[krob.kind]} ${krob.id.split('-').at(-1)}`;
  return krob.baby ? `Baby ${base}` : base;
}

/** The first counter of `kind` not on the plan, or undefined when the box has none left (1.51). */
export function freeCounter(kind: KrobKind, taken: readonly PlanKrob[]): string | undefined {
  for (let n = 1; n <= KROB_COUNTERS[kind]; n++) {
    const id = counterId(kind, n);
    if (!taken.some((k) => k.id === id)) return id;
  }
  return undefined;
}

export function findKrob(krobs: readonly PlanKrob[], text: string): PlanKrob | undefined {
  const key = text.trim().toLowerCase();
  return krobs.find((k) => krobName(k).toLowerCase() === key || k.id === key);
}
