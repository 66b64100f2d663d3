import type { DiceBook } from '../dice/read.ts';
import { armyUnits, type ArmyRef, type DdState, type Unit } from '../state.ts';
import { hasAbility, healthOf, speciesOf, terrainHas } from '../species-rows.ts';

/**
 * The v4 species abilities an attack reads (SFR 21, as `species-*.json` gives them), beyond those the
 * count applies (doubling, "counts as"): Goblins' Foul Stench, Lava Elves' Cursed Bullets, Coral
 * Elves' Defensive Volley, Scalders' Scorching Touch, Treefolk's Replanting, Undead's Bone Magic and
 * Stepped Damage. Each works only in the ruleset its row names. Pure.
 */

/** How many of `owner`'s units of `species` lie in his DUA. */
function deadOf(book: DiceBook, state: DdState, owner: string, species: string): number {
  return Object.values(state.units).filter((u) => u.owner === owner && u.at.kind === 'dua' && speciesOf(book, u) === species).length;
}

/** Whether `army` has a unit of `species`. */
const fields = (book: DiceBook, state: DdState, army: ArmyRef, species: string) => armyUnits(state, army).some((u) => speciesOf(book, u) === species);

/**
 * Foul Stench: when Goblins make a melee attack, the defender picks units that may not
 * counter-attack, one per Goblin in the Goblin player's DUA, at most three. The defender would pick;
 * our default takes its smallest units, so its strongest still may (docs).
 */
export function foulStench(book: DiceBook, state: DdState, attacker: ArmyRef, target: ArmyRef): Unit[] {
  if (!fields(book, state, attacker, 'goblins') || !hasAbility(book, state, 'goblins', 'Foul Stench')) return [];
  const n = Math.min(3, deadOf(book, state, attacker.owner, 'goblins'));
  return [...armyUnits(state, target)].sort((a, b) => healthOf(book, a) - healthOf(book, b) || a.id.localeCompare(b.id)).slice(0, n);
}

/**
 * Cursed Bullets: Lava Elves' missile damage on an army at their own terrain is saved only by saves
 * from spells, for up to one missile result per Lava Elf in their DUA, at most three.
 */
export function cursedBullets(book: DiceBook, state: DdState, attacker: ArmyRef, target: ArmyRef, hits: number): number {
  if (attacker.at === 'reserve' || attacker.at !== target.at || !fields(book, state, attacker, 'lava-elves') || !hasAbility(book, state, 'lava-elves', 'Cursed Bullets')) return 0;
  return Math.min(hits, 3, deadOf(book, state, attacker.owner, 'lava-elves'));
}

/**
 * Replanting: at a terrain with water, Treefolk killed there are rolled first, and those that show
 * their ID go to the reserves instead (the roll is `rise.ts`'s). Which units it saves, as a test.
 */
export function replanting(book: DiceBook, state: DdState): (unit: Unit) => boolean {
  if (!hasAbility(book, state, 'treefolk', 'Replanting')) return () => false;
  return (u) => speciesOf(book, u) === 'treefolk' && u.at.kind === 'terrain' && terrainHas(book, state, u.at.terrain, 'water');
}

/**
 * Scorching Touch: at a terrain with fire, each save Scalders roll against a melee attack (not a
 * counter-attack) deals one damage back, saved only by spells. The Scalders' dice in the roll.
 */
export function scorchingTouch(book: DiceBook, state: DdState, target: ArmyRef): (unit: string) => boolean {
  if (target.at === 'reserve' || !hasAbility(book, state, 'scalders', 'Scorching Touch') || !terrainHas(book, state, target.at, 'fire')) return () => false;
  return (id) => speciesOf(book, state.units[id]!) === 'scalders';
}

/**
 * Bone Magic: in a magic action, each Undead that rolls a magic result other than its ID adds one
 * magic, up to one per Undead in their DUA, at most four. How many, from the roll's faces.
 */
export function boneMagic(book: DiceBook, state: DdState, army: ArmyRef, rolled: readonly { unit: string; die: { species: string; faces: ReadonlyArray<{ icon: string }> }; face: number }[]): number {
  if (!hasAbility(book, state, 'undead', 'Bone Magic')) return 0;
  const casting = rolled.filter((r) => r.die.species === 'undead' && r.die.faces[r.face]?.icon === 'magic').length;
  return Math.min(casting, 4, deadOf(book, state, army.owner, 'undead'));
}

/**
 * Stepped Damage: a killed Undead may instead be swapped for a smaller Undead from its owner's DUA.
 * Our default always swaps (a unit kept is better than none), the largest smaller one first.
 * Returns the swaps to make: the killed unit and the one that takes its place.
 */
export function steppedDamage(book: DiceBook, state: DdState, killed: readonly Unit[]): Array<[Unit, Unit]> {
  if (!hasAbility(book, state, 'undead', 'Stepped Damage')) return [];
  const taken = new Set<string>();
  const swaps: Array<[Unit, Unit]> = [];
  for (const u of killed) {
    if (speciesOf(book, u) !== 'undead' || u.at.kind === 'dua' || u.at.kind === 'bua') continue;
    const smaller = Object.values(state.units)
      .filter((d) => d.owner === u.owner && d.at.kind === 'dua' && !taken.has(d.id) && speciesOf(book, d) === 'undead' && healthOf(book, d) < healthOf(book, u))
      .sort((a, b) => healthOf(book, b) - healthOf(book, a) || a.id.localeCompare(b.id))[0];
    if (!smaller) continue;
    taken.add(smaller.id);
    swaps.push([u, smaller]);
  }
  return swaps;
}

/**
 * Defensive Volley: at a terrain with air, Coral Elves may answer a missile attack with a
 * counter-attack of their own missile results. The units that roll it: the army's Coral Elves.
 */
export function defensiveVolley(book: DiceBook, state: DdState, target: ArmyRef): Unit[] {
  if (target.at === 'reserve' || !hasAbility(book, state, 'coral-elves', 'Defensive Volley') || !terrainHas(book, state, target.at, 'air')) return [];
  return armyUnits(state, target).filter((u) => speciesOf(book, u) === 'coral-elves');
}
