/**
 * The Treasure deck of 21 cards: 6 of gold and jewels, 7 medicines, 3 traps, 5 wandering
 * monsters (DQ II). The rules give the kinds and the counts; what each card says is ours, kept
 * here as data. Which monster a wandering-monster card brings is the quest's (`wandering:`).
 */

export type TreasureCard =
  | { id: string; kind: 'gold'; name: string; gold: number }
  | { id: string; kind: 'medicine'; name: string; heal: number | 'full' }
  | { id: string; kind: 'trap'; name: string; damage: number; endsTurn?: boolean }
  | { id: string; kind: 'wandering'; name: string };

export const TREASURE_CARDS: readonly TreasureCard[] = [
  { id: 'gold-1', kind: 'gold', name: 'a few silver coins', gold: 25 },
  { id: 'gold-2', kind: 'gold', name: 'a purse of gold', gold: 50 },
  { id: 'gold-3', kind: 'gold', name: 'a purse of gold', gold: 50 },
  { id: 'gold-4', kind: 'gold', name: 'a jewelled ring', gold: 75 },
  { id: 'gold-5', kind: 'gold', name: 'a small casket of gold', gold: 100 },
  { id: 'gold-6', kind: 'gold', name: 'a ruby the size of an egg', gold: 150 },
  { id: 'medicine-1', kind: 'medicine', name: 'Healing Herbs', heal: 2 },
  { id: 'medicine-2', kind: 'medicine', name: 'Healing Herbs', heal: 2 },
  { id: 'medicine-3', kind: 'medicine', name: 'Healing Herbs', heal: 2 },
  { id: 'medicine-4', kind: 'medicine', name: 'Restoring Balm', heal: 3 },
  { id: 'medicine-5', kind: 'medicine', name: 'Healing Draught', heal: 4 },
  { id: 'medicine-6', kind: 'medicine', name: 'Healing Draught', heal: 4 },
  { id: 'medicine-7', kind: 'medicine', name: 'Elixir of Life', heal: 'full' },
  { id: 'trap-1', kind: 'trap', name: 'a poisoned dart', damage: 1 },
  { id: 'trap-2', kind: 'trap', name: 'a falling stone', damage: 2 },
  { id: 'trap-3', kind: 'trap', name: 'a cloud of choking gas', damage: 1, endsTurn: true },
  { id: 'wandering-1', kind: 'wandering', name: 'a wandering monster' },
  { id: 'wandering-2', kind: 'wandering', name: 'a wandering monster' },
  { id: 'wandering-3', kind: 'wandering', name: 'a wandering monster' },
  { id: 'wandering-4', kind: 'wandering', name: 'a wandering monster' },
  { id: 'wandering-5', kind: 'wandering', name: 'a wandering monster' },
];

export function card(id: string): TreasureCard {
  const found = TREASURE_CARDS.find((c) => c.id === id);
  if (!found) throw new Error(`no treasure card ${id}`);
  return found;
}

/** The whole deck, in a fixed order: each draw picks one card with a die, so the order is no secret. */
export function fullDeck(): string[] {
  return TREASURE_CARDS.map((c) => c.id);
}
