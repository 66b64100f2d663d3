import type { HeroId } from './heroes.ts';

/**
 * The shop's eighteen cards. The rules name the kinds (weapons striking diagonally, the crossbow,
 * thrown spears and hand-axes, armour by slot, the Heal Potion) and the example values of
 * Chainmail, Shield and Helmet; the cards themselves are not in the texts. Prices follow the
 * European cards where they are known and the American ones otherwise; `ours` lists the values
 * we made up (docs/dungeon.md). Owning a piece of armour is wearing it; owning a weapon card is
 * carrying it, and a hero chooses at each attack whether to strike with it.
 */

export type Slot = 'body' | 'shield' | 'helmet' | 'bracers' | 'cloak';

interface Common {
  id: string;
  name: string;
  price: number;
  /** Cards of it in the shop when a campaign begins. */
  stock: number;
  /** Only these heroes may own it. */
  only?: HeroId[];
  /** Values of ours, not from any printed card. */
  ours?: string[];
}

export interface WeaponDef extends Common {
  kind: 'weapon';
  attack: number;
  diagonal?: boolean;
  /** Shoots at any enemy in sight, but never at a square around the shooter. */
  ranged?: boolean;
  /** May be thrown at an enemy in sight that is not around the thrower, and is lost. */
  thrown?: boolean;
  twoHanded?: boolean;
}

export interface ArmourDef extends Common {
  kind: 'armour';
  slot: Slot;
  /** Body armour sets the defence dice ("Defence 3"); the rest add to them ("+1"). */
  defence?: number;
  bonus?: number;
  /** Plate armour leaves one movement die. */
  moveDice?: number;
}

export interface PotionDef extends Common {
  kind: 'potion';
  heal: number;
}

export type ItemDef = WeaponDef | ArmourDef | PotionDef;

const FIGHTERS: HeroId[] = ['warrior', 'dwarf', 'elf'];

export const ITEMS: readonly ItemDef[] = [
  { id: 'club', name: 'Club', kind: 'weapon', attack: 1, diagonal: true, twoHanded: true, price: 100, stock: 1 },
  { id: 'short-sword', name: 'Short Sword', kind: 'weapon', attack: 2, diagonal: true, price: 150, stock: 1, only: FIGHTERS },
  { id: 'broadsword', name: 'Broadsword', kind: 'weapon', attack: 3, price: 250, stock: 1, only: FIGHTERS },
  { id: 'spear', name: 'Spear', kind: 'weapon', attack: 2, diagonal: true, thrown: true, price: 150, stock: 1, only: FIGHTERS, ours: ['price'] },
  { id: 'hand-axe', name: 'Hand-Axe', kind: 'weapon', attack: 2, thrown: true, price: 150, stock: 1, only: FIGHTERS, ours: ['price', 'attack'] },
  { id: 'battle-axe', name: 'Battle Axe', kind: 'weapon', attack: 4, twoHanded: true, price: 450, stock: 1, only: FIGHTERS },
  { id: 'crossbow', name: 'Crossbow', kind: 'weapon', attack: 3, ranged: true, price: 350, stock: 1, only: FIGHTERS },
  { id: 'chainmail', name: 'Chainmail', kind: 'armour', slot: 'body', defence: 3, price: 450, stock: 1, only: FIGHTERS },
  { id: 'plate-armour', name: 'Plate Armour', kind: 'armour', slot: 'body', defence: 4, moveDice: 1, price: 850, stock: 1, only: FIGHTERS },
  { id: 'shield', name: 'Shield', kind: 'armour', slot: 'shield', bonus: 1, price: 100, stock: 1, only: FIGHTERS },
  { id: 'helmet', name: 'Helmet', kind: 'armour', slot: 'helmet', bonus: 1, price: 120, stock: 2, only: FIGHTERS },
  { id: 'bracers', name: 'Bracers', kind: 'armour', slot: 'bracers', bonus: 1, price: 200, stock: 1, only: ['magician'] },
  { id: 'cloak', name: 'Cloak of Protection', kind: 'armour', slot: 'cloak', bonus: 1, price: 350, stock: 1, only: ['magician'] },
  { id: 'heal-potion', name: 'Heal Potion', kind: 'potion', heal: 2, price: 50, stock: 4, ours: ['price', 'stock'] },
];

export function item(id: string): ItemDef {
  const found = ITEMS.find((i) => i.id === id);
  if (!found) throw new Error(`no item ${id}`);
  return found;
}

/** "broadsword", "Broadsword", "heal potion" → the item. */
export function findItem(text: string): ItemDef | undefined {
  const wanted = text.trim().toLowerCase().replace(/\s+/g, '-');
  return ITEMS.find((i) => i.id === wanted || i.name.toLowerCase().replace(/\s+/g, '-') === wanted);
}

export function initialStock(): Record<string, number> {
  return Object.fromEntries(ITEMS.map((i) => [i.id, i.stock]));
}

/**
 * Why one who owns `owned` may not also own `def`, or null if he may: one weapon card at a time,
 * one piece of armour a slot, and no Shield with a weapon that takes both hands. The shop and a
 * quest's starting equipment ask the same question.
 */
export function ownershipClash(name: string, owned: readonly ItemDef[], def: ItemDef): string | null {
  const weapon = owned.find((i): i is WeaponDef => i.kind === 'weapon');
  const armour = owned.filter((i): i is ArmourDef => i.kind === 'armour');
  if (def.kind === 'weapon') {
    if (weapon) return `${name} already owns a weapon card (${weapon.name}); a hero owns one weapon at a time. Sell or give it first.`;
    if (def.twoHanded && armour.some((a) => a.slot === 'shield')) return `The ${def.name} takes both hands, and ${name} carries a Shield.`;
  }
  if (def.kind === 'armour') {
    const clash = armour.find((a) => a.slot === def.slot);
    if (clash) {
      return clash.id === def.id
        ? `${name} already wears a ${def.name}; no one wears two of the same piece.`
        : `${name} wears ${clash.name}, and ${clash.name} and ${def.name} cannot be worn together.`;
    }
    if (def.slot === 'shield' && weapon?.twoHanded) return `${name}'s ${weapon.name} takes both hands: no Shield with it.`;
  }
  return null;
}

/** Half the price, rounded down (checklist 3.8 #35): 300 sells for 150, 75 for 37. */
export function resale(def: ItemDef): number {
  return Math.floor(def.price / 2);
}
