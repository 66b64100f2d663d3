import type { DiceBook } from '../dice/read.ts';
import type { SpeciesAbility, UnitDie } from '../dice/types.ts';
import type { ResultKind, RollContext, RolledDie } from './types.ts';

/** How many times one die's results of one kind count, and why (for the roll's lines). */
export interface Doubling {
  factor: number;
  why: string;
}

export function terrainName(book: DiceBook, context: Pick<RollContext, 'terrain'>): string {
  const type = context.terrain?.type ?? '';
  return book.terrainTypes.get(type)?.name ?? type;
}

/** Does a species ability work at the army's terrain (by its type, or by one of its elements)? */
function worksHere(ability: SpeciesAbility, context: RollContext): boolean {
  const t = context.terrain;
  // An ability with no terrain (a DUA-based one, say) never doubles a roll's results.
  if (!t || !ability.at || ability.ruleset !== context.ruleset) return false;
  // A charge is a melee roll that also reads maneuvers, so a maneuver-roll ability works in it; a
  // counter-attack is a melee roll, where the abilities for counter-attacks work.
  const inRoll = ability.results?.inRoll;
  if (inRoll !== undefined && inRoll !== context.kind && !(context.kind === 'melee' && ((context.charge && inRoll === 'maneuver') || (context.counterAttack && inRoll === 'counter-attack')))) return false;
  return 'type' in ability.at ? ability.at.type === t.type : t.elements.includes(ability.at.element);
}

/**
 * The terrain doubling of one die's results of one kind. The order roll has none (FAQ Set-up D3),
 * nor has an army with no terrain (reserves). TSR 1996: a species ability that doubles these results
 * here (Dwarves' maneuvers at a Highland, read from the book), and holding the eighth face doubles
 * those again (FAQ SAI D: Rend ×4; Trample's maneuvers 3×4, its melee not). v4: the eighth face
 * doubles ID results (SFR 15); a `double` ability in the v4 data (none yet) would work as in 1996,
 * the eighth face doubling its results again, but never twice.
 */
export function doublingOf(book: DiceBook, die: UnitDie, result: ResultKind, fromId: boolean, context: RollContext): Doubling {
  const t = context.terrain;
  if (context.kind === 'order' || !t) return { factor: 1, why: '' };
  const place = terrainName(book, context);
  const abilities = book.species.get(die.species)?.abilities ?? [];
  const racial = abilities.some((a) => a.effect === 'double' && a.results?.from === result && worksHere(a, context));
  let factor = racial ? 2 : 1;
  // The eighth face doubles once: the species' doubled results again (FAQ SAI D), or in v4 the IDs.
  if (t.eighthHeld && (racial || (context.ruleset === 'v4' && fromId))) factor *= 2;
  const why = t.eighthHeld && factor > (racial ? 2 : 1) ? `${place}, eighth face` : place;
  return { factor, why };
}

/**
 * "Counts as" abilities, applied last (SFR 27): at their terrain, a species' plain icons of one kind
 * also count as another in this roll (Coral Elves' maneuvers as saves at water, v4). IDs are not
 * converted: they already count as what the roll is for.
 */
export function countsAsFor(book: DiceBook, rolled: readonly RolledDie[], context: RollContext): Array<{ to: ResultKind; count: number; line: string }> {
  if (context.kind === 'order') return [];
  const out: Array<{ to: ResultKind; count: number; line: string }> = [];
  for (const r of rolled) {
    const face = r.die.faces[r.face];
    const abilities = book.species.get(r.die.species)?.abilities ?? [];
    for (const a of abilities) {
      if (a.effect !== 'counts-as' || !a.results?.to || a.results.to === 'id' || !face || face.icon !== a.results.from || !worksHere(a, context)) continue;
      if (a.results.to === 'magic') continue; // magic is kept by element; no ability in the data makes other results magic
      out.push({ to: a.results.to, count: face.count, line: `${r.die.name}: ${face.icon} ${face.count} counts as ${face.count} ${a.results.to} (${a.name}, ${terrainName(book, context)})` });
    }
  }
  return out;
}
