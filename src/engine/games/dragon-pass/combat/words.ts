import type { Piece } from '../state.ts';

/** How combat's lines write factors and multipliers, the same in every step's account. */


const FRACTIONS: Record<string, string> = { '0.25': '¼', '0.5': '½', '0.75': '¾' };

/** 1.5 → "1½", 0.5 → "½", 2 → "2", 10.5 → "10½": the way the rules print factors and multipliers. */
export function factor(n: number): string {
  const whole = Math.floor(n);
  const part = FRACTIONS[String(n - whole)];
  if (part) return whole === 0 ? part : `${whole}${part}`;
  return Number.isInteger(n) ? String(n) : String(Math.round(n * 100) / 100);
}

/**
 * The pieces grouped by counter with the factor each gives: "3 lunar-heavy-infantry ×4,
 * 1 red-emperor ×6". `of` reads the factor from the counter (CF, MgF or missile).
 */
export function byCounter(pieces: readonly Piece[], of: (p: Piece) => number): string {
  const groups = new Map<string, { n: number; each: number }>();
  for (const p of pieces) {
    const g = groups.get(p.counter) ?? { n: 0, each: of(p) };
    groups.set(p.counter, { n: g.n + 1, each: g.each });
  }
  return [...groups].map(([counter, g]) => `${g.n} ${counter} ×${factor(g.each)}`).join(', ');
}

/** "sartar-clan-infantry-5, sartar-clan-archers-1", or "none". */
export const idList = (pieces: readonly Piece[]): string => (pieces.length ? pieces.map((p) => p.id).join(', ') : 'none');
