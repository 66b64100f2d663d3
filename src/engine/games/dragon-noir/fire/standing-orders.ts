/**
 * Dragon Noir's standing orders (standing reactions, 2.23; standing counterspells, 3.3) are the
 * core's (core/standing.ts): an id (the shooter or caster), an owner (his side), the rule, `ask`
 * and `revealed`. Before they were, each was stored flat: `{ shooter, side, kind, target, … }`.
 * Games last weeks, so a state stored then is read into the new shape.
 */
export function standingFromOld(old: Record<string, unknown>, idKey: string, ruleKeys: readonly string[]): Record<string, unknown> {
  const order = Object.fromEntries(ruleKeys.filter((k) => k in old).map((k) => [k, old[k]]));
  return { id: old[idKey], owner: old.side, order, ask: old.ask ?? false, revealed: old.revealed ?? false };
}
