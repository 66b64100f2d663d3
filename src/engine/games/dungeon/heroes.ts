/**
 * The four heroes. Their values are the widely known standard of this game family (GAPS-heroquest
 * §3, confidence H); the Japanese edition's own panels were not found. The attack on a panel is
 * the dice a hero rolls with the weapon he starts with, which strikes only orthogonally.
 */

export type HeroId = 'warrior' | 'dwarf' | 'elf' | 'magician';

export type SpellId = 'healing' | 'holy-flame';

export interface HeroDef {
  id: HeroId;
  name: string;
  /** Combat dice in attack with the weapon on his panel. */
  attack: number;
  /** Combat dice in defence, before armour. */
  defence: number;
  /** Body points: at 0 he dies. */
  bp: number;
  /** Mind points. */
  mp: number;
  /** Which spells he may cast: the Magician both; the Elf one, chosen before each quest. */
  spells: 'none' | 'both' | 'one';
  /** Dice rolled to level up; two white shields or more succeed. */
  levelDice: number;
  /** Removes found pitfalls and crushes from a neighbouring square while he moves. */
  disarms: boolean;
  /** Wears no armour but the pieces made for him, and fights only with the club. */
  caster: boolean;
}

export const HEROES: readonly HeroDef[] = [
  { id: 'warrior', name: 'Warrior', attack: 3, defence: 2, bp: 8, mp: 2, spells: 'none', levelDice: 4, disarms: false, caster: false },
  { id: 'dwarf', name: 'Dwarf', attack: 2, defence: 2, bp: 7, mp: 3, spells: 'none', levelDice: 4, disarms: true, caster: false },
  { id: 'elf', name: 'Elf', attack: 2, defence: 2, bp: 6, mp: 4, spells: 'one', levelDice: 3, disarms: false, caster: false },
  { id: 'magician', name: 'Magician', attack: 1, defence: 2, bp: 4, mp: 6, spells: 'both', levelDice: 3, disarms: false, caster: true },
];

export function heroDef(id: HeroId): HeroDef {
  return HEROES.find((h) => h.id === id)!;
}

export const HERO_IDS = HEROES.map((h) => h.id);

export const SPELLS: Record<SpellId, { name: string; dice: number }> = {
  /** Roll 4 combat dice: the target regains 1 BP per white shield, up to his maximum. */
  healing: { name: 'Healing', dice: 4 },
  /** Roll 2 combat dice: 1 damage per skull; the monster defends with as many dice as its MP. */
  'holy-flame': { name: 'Holy Flame', dice: 2 },
};

/** Gold a hero brings to his first quest of chapter 2: what chapter 1's rewards come to (ours). */
export const STARTING_GOLD = 250;

export const LEVEL_UP_COST = 500;
