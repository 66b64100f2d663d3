/**
 * The Krobs on the Strategic Plan and in the holding boxes, by type (4.45, 5.15.1, 5.21.1,
 * 5.21.3). The type names are those of the Krob counters (krobs/data.ts on the krobs branch):
 * queen, guard, warrior, slayer, hunter; a baby is the same type with `baby: true`.
 */

export const KROB_KINDS = ['queen', 'guard', 'warrior', 'slayer', 'hunter'] as const;
export type KrobKind = (typeof KROB_KINDS)[number];

/** What may be bought (5.15.1, 5.21.3): the Queen never is. */
export type BuyableKind = Exclude<KrobKind, 'queen'>;
export const BUYABLE_KINDS: readonly BuyableKind[] = ['guard', 'slayer', 'warrior', 'hunter'];

/** 5.15.1 and 5.21.3, the same figures: Guard 7, Slayer 4, Warrior 2, Hunter 1. */
export const KROB_COST: Record<BuyableKind, number> = { guard: 7, slayer: 4, warrior: 2, hunter: 1 };

/** How many counters of each type the box holds (1.51): a purchase may not need more. */
export const KROB_COUNTERS: Record<KrobKind, number> = { queen: 1, guard: 7, slayer: 8, warrior: 16, hunter: 28 };

export const KIND_LABEL: Record<KrobKind, string> = { queen: 'Queen', guard: 'Guard', warrior: 'Warrior', slayer: 'Slayer', hunter: 'Hunter' };

export interface KrobOnPlan {
  kind: KrobKind;
  baby: boolean;
  wounded: boolean;
}

/**
 * 5.21.1, strategic movement in areas per game turn: the Queen and the wounded cannot move;
 * Warrior and Guard 1; Slayer, baby Guard and baby Warrior 2; Hunter, baby Slayer and baby
 * Hunter 3.
 */
export function strategicAllowance(krob: KrobOnPlan): number {
  if (krob.kind === 'queen' || krob.wounded) return 0;
  if (krob.baby) return krob.kind === 'guard' || krob.kind === 'warrior' ? 2 : 3;
  if (krob.kind === 'guard' || krob.kind === 'warrior') return 1;
  return krob.kind === 'slayer' ? 2 : 3;
}

/**
 * 5.21 and 5.23: Guards and adult Warriors, armoured, may not move strategically through the
 * Haunted Swamp (they may still enter its map to fight, the slow way). Their babies may (5.21.1
 * gives the babies the speed of the small, and the prohibition names the adults).
 */
export function barredFromSwamp(krob: KrobOnPlan): boolean {
  return !krob.baby && (krob.kind === 'guard' || krob.kind === 'warrior');
}

export function describeKrob(krob: KrobOnPlan): string {
  return `${krob.baby ? 'baby ' : ''}${KIND_LABEL[krob.kind]}${krob.wounded ? ' (wounded)' : ''}`;
}

/** Reads a type as a player types it: "Guard", "guards", "baby hunter". */
export function parseKind(text: string): { kind: KrobKind; baby: boolean } | undefined {
  const words = text.trim().toLowerCase().replace(/s$/, '').split(/\s+/);
  const baby = words[0] === 'baby';
  const name = (baby ? words.slice(1) : words).join(' ');
  const kind = KROB_KINDS.find((k) => k === name);
  return kind ? { kind, baby } : undefined;
}
