import type { DiceBook } from '../dice/read.ts';
import type { UnitDie } from '../dice/types.ts';
import type { Build, BuiltArmy } from '../setup/build.ts';
import { armyCap, dragonsFor, poolOf, type DicePool } from '../setup/forces.ts';
import { dieStrength } from './value.ts';

/**
 * The bot's army build (SFR 8; FAQ Set-up B): three armies near a third of the force each, none
 * over the cap (half the force), each filled with the strongest dice it can take, largest health
 * first (a species' five dice of each health fill any army up to 30 points exactly). The home and
 * campaign armies are each of one species under either ruleset (1996 requires it, FAQ Set-up B1;
 * v4 allows it); the horde takes the strongest dice left of any species. Its dragons are the
 * strongest the force brings (one per 24 points or part); its home terrain and proposed frontier
 * share the most elements with its home and campaign armies' species.
 */
export function botBuild(book: DiceBook, force: number, which: DicePool = 'base'): Build {
  const pool = poolOf(book, which);
  const cap = armyCap(force);
  const third = Math.floor(force / 3);
  const sizes: Record<BuiltArmy, number> = { home: third, campaign: third, horde: Math.min(cap, force - 2 * third) };
  sizes.home += force - sizes.home - sizes.campaign - sizes.horde;
  const used = new Set<string>();
  const ranked = [...pool.units].sort((a, b) => b.health - a.health || dieStrength(b) - dieStrength(a) || a.id.localeCompare(b.id));
  const fill = (from: readonly UnitDie[], size: number): string[] | null => {
    const chosen: string[] = [];
    let left = size;
    for (const die of from) {
      if (used.has(die.id) || die.health > left) continue;
      chosen.push(die.id);
      left -= die.health;
    }
    return left === 0 ? chosen : null;
  };
  const species = [...new Set(pool.units.map((u) => u.species))].sort();
  const strengthOf = (s: string) => ranked.filter((u) => u.species === s && !used.has(u.id)).reduce((n, u) => n + dieStrength(u), 0);
  const armies = {} as Pick<Build, BuiltArmy>;
  const speciesOf: Partial<Record<BuiltArmy, string>> = {};
  for (const army of ['home', 'campaign'] as const) {
    let got: string[] | null = null;
    for (const s of [...species].sort((a, b) => strengthOf(b) - strengthOf(a) || a.localeCompare(b))) {
      got = fill(ranked.filter((u) => u.species === s), sizes[army]);
      if (got) {
        speciesOf[army] = s;
        break;
      }
    }
    if (!got) throw new Error(`no species can field a ${sizes[army]}-point ${army} army`);
    got.forEach((id) => used.add(id));
    armies[army] = got;
  }
  const horde = fill(ranked, sizes.horde);
  if (!horde) throw new Error(`the pool cannot field a ${sizes.horde}-point horde`);
  armies.horde = horde;
  const dragons = [...pool.dragons].sort((a, b) => b.health - a.health || b.saves - a.saves || a.id.localeCompare(b.id)).slice(0, dragonsFor(force)).map((d) => d.id);
  const elementsOf = (s: string | undefined) => book.species.get(s ?? '')?.elements ?? [];
  const suits = (terrains: typeof pool.homes, s: string | undefined) =>
    [...terrains].sort((a, b) => shared(book, b.type, elementsOf(s)) - shared(book, a.type, elementsOf(s)) || a.id.localeCompare(b.id))[0]!.id;
  return { ...armies, dragons, homeTerrain: suits(pool.homes, speciesOf.home), frontier: suits(pool.frontiers, speciesOf.campaign) };
}

const shared = (book: DiceBook, type: string, elements: readonly string[]) => (book.terrainTypes.get(type)?.elements ?? []).filter((e) => elements.includes(e)).length;
