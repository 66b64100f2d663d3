import type { Dice } from '../../../core/dice.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import type { DiceBook } from '../dice/read.ts';
import type { Ruleset, UnitDie } from '../dice/types.ts';
import { armyCap, dragonsFor, poolOf, pointsOf, type DicePool } from './forces.ts';

/**
 * A player's army build (SFR 8; FAQ Set-up B): three armies of unit dice, the dragons brought, the
 * home terrain die and the proposed frontier die. Sealed in secret, revealed together (build.ts
 * checks it; setup/orders.ts seals it).
 */
export interface Build {
  home: string[];
  horde: string[];
  campaign: string[];
  dragons: string[];
  homeTerrain: string;
  frontier: string;
}

export const ARMIES = ['home', 'horde', 'campaign'] as const;
export type BuiltArmy = (typeof ARMIES)[number];
export const ARMY_NAME: Readonly<Record<BuiltArmy, string>> = { home: 'home army', horde: 'horde', campaign: 'campaign army' };

/** The rules a build must keep, each refusal one line naming what is wrong and what is allowed. */
export function checkBuild(book: DiceBook, _ruleset: Ruleset, force: number, build: Build, which: DicePool = 'base'): Result<Build> {
  const pool = poolOf(book, which);
  const inPool = new Set(pool.units.map((u) => u.id));
  const cap = armyCap(force);
  const seen = new Set<string>();
  let total = 0;
  for (const army of ARMIES) {
    const dice = build[army];
    // FAQ Set-up B3: exactly three armies, none empty.
    if (dice.length === 0) return err(`Your ${ARMY_NAME[army]} has no unit: each of the three armies needs at least one.`);
    let points = 0;
    for (const id of dice) {
      const die = book.units.get(id);
      if (!die || !inPool.has(id)) return err(`${id} is not a unit die you may build with: ${which === 'all' ? 'the dice of the twelve species, monsters included' : 'the non-monster dice of the Coral Elves, Dwarves, Goblins and Lava Elves'} (by id, like ${pool.units[0]?.id ?? 'dwarf-footman'}).`);
      if (seen.has(id)) return err(`${die.name} is in your build twice: you have one of each die.`);
      seen.add(id);
      points += pointsOf(die);
    }
    // SFR 8: no army over half the force, rounded down.
    if (points > cap) return err(`Your ${ARMY_NAME[army]} is ${points} points: in a ${force}-point force no army may have more than ${cap}.`);
    // FAQ Set-up B1: the home and campaign armies are each of one species; the horde may mix. The
    // seed's ruling, so it holds in both rulesets (issue 15; v4 alone has no such rule).
    if (army !== 'horde') {
      const species = new Set(dice.map((id) => book.units.get(id)!.species));
      if (species.size > 1) return err(`Your ${ARMY_NAME[army]} mixes ${[...species].map((s) => book.species.get(s)?.name ?? s).join(' and ')}: the home and campaign armies are each of one species (the horde may mix).`);
    }
    total += points;
  }
  if (total !== force) return err(`Your three armies come to ${total} points: the force is ${force}.`);
  const wanted = dragonsFor(force);
  if (build.dragons.length !== wanted) return err(`You bring ${build.dragons.length} dragon${build.dragons.length === 1 ? '' : 's'}: a ${force}-point force brings ${wanted} (one per 24 points or part).`);
  for (const id of build.dragons) {
    if (!pool.dragons.some((d) => d.id === id)) return err(`${id} is not a dragon you may bring: ${pool.dragons.map((d) => d.id).join(', ')}.`);
  }
  if (new Set(build.dragons).size !== build.dragons.length) return err('You name a dragon twice: bring different dragons.');
  if (!pool.homes.some((t) => t.id === build.homeTerrain)) return err(`${build.homeTerrain} is not a home terrain: ${pool.homes.map((t) => t.id).join(', ')}.`);
  if (!pool.frontiers.some((t) => t.id === build.frontier)) return err(`${build.frontier} is not a frontier terrain: ${pool.frontiers.map((t) => t.id).join(', ')}.`);
  return ok(build);
}

/** What a player leaves out of the build order is drawn at random (a default at the deadline leaves everything out). */
export type PartialBuild = Partial<Build>;

/**
 * A random legal build, drawn with the game's dice: the armies' sizes near a third of the force
 * each, their species (one each for home and campaign), the dice of each size picked at random,
 * largest first (a species' 5 dice of each health cover any army up to 30 points exactly); then
 * the dragons and the terrains. What the player named is kept.
 */
export function randomBuild(book: DiceBook, force: number, given: PartialBuild, dice: Dice, which: DicePool = 'base'): Build {
  const pool = poolOf(book, which);
  const pick = <T>(items: readonly T[], purpose: string): T => items[items.length === 1 ? 0 : dice.roll(items.length, 'A random army build', purpose).face - 1]!;
  const armies = given.home && given.horde && given.campaign ? { home: given.home, horde: given.horde, campaign: given.campaign } : randomArmies(pool.units, force, pick);
  const dragons = given.dragons ?? [];
  const spare = pool.dragons.filter((d) => !dragons.includes(d.id));
  while (dragons.length < dragonsFor(force) && spare.length > 0) dragons.push(spare.splice(pool.dragons.length > 1 ? dice.roll(spare.length, 'A random army build', 'a dragon').face - 1 : 0, 1)[0]!.id);
  return {
    ...armies,
    dragons,
    homeTerrain: given.homeTerrain ?? pick(pool.homes, 'the home terrain').id,
    frontier: given.frontier ?? pick(pool.frontiers, 'the proposed frontier').id,
  };
}

function randomArmies(units: readonly UnitDie[], force: number, pick: <T>(items: readonly T[], purpose: string) => T): Pick<Build, BuiltArmy> {
  const cap = armyCap(force);
  const third = Math.floor(force / 3);
  // Sizes near a third each, none over the cap: the horde takes what is over.
  const sizes: Record<BuiltArmy, number> = { home: third, campaign: third, horde: Math.min(cap, force - 2 * third) };
  sizes.home += force - sizes.home - sizes.campaign - sizes.horde;
  const used = new Set<string>();
  const species = [...new Set(units.map((u) => u.species))].sort();
  const fill = (from: readonly UnitDie[], size: number): string[] | null => {
    const chosen: string[] = [];
    let left = size;
    for (const health of [3, 2, 1]) {
      let free = from.filter((u) => u.health === health && !used.has(u.id));
      while (left >= health && free.length > 0) {
        const die = pick(free, `a ${health}-health unit`);
        chosen.push(die.id);
        used.add(die.id);
        left -= health;
        free = free.filter((u) => u.id !== die.id);
      }
    }
    if (left === 0) return chosen;
    chosen.forEach((id) => used.delete(id));
    return null;
  };
  const armies = {} as Pick<Build, BuiltArmy>;
  for (const army of ['home', 'campaign'] as const) {
    // One species each, as 1996 requires (FAQ Set-up B1); legal under either ruleset.
    const first = pick(species, `the ${ARMY_NAME[army]}'s species`);
    const order = [first, ...species.filter((s) => s !== first)];
    let got: string[] | null = null;
    for (const s of order) {
      got = fill(units.filter((u) => u.species === s), sizes[army]);
      if (got) break;
    }
    if (!got) throw new Error(`no species can field a ${sizes[army]}-point ${army} army`);
    armies[army] = got;
  }
  const horde = fill(units, sizes.horde);
  if (!horde) throw new Error(`the pool cannot field a ${sizes.horde}-point horde`);
  armies.horde = horde;
  return armies;
}

/** A build in words, army by army, as its owner is told it and as it is revealed. */
export function describeBuild(book: DiceBook, build: Build): string {
  const names = (ids: readonly string[]) => ids.map((id) => book.units.get(id)?.name ?? id).join(', ');
  const points = (ids: readonly string[]) => ids.reduce((n, id) => n + (book.units.get(id)?.health ?? 0), 0);
  const armies = ARMIES.map((a) => `${ARMY_NAME[a]} (${points(build[a])}): ${names(build[a])}`).join('; ');
  const dragons = build.dragons.map((id) => book.dragons.get(id)?.name ?? id).join(', ');
  const terrain = (id: string) => book.terrains.get(id)?.name ?? id;
  return `${armies}; dragons: ${dragons}; home terrain ${terrain(build.homeTerrain)}, proposed frontier ${terrain(build.frontier)}`;
}
