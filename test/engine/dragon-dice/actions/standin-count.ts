import type { DiceBook } from '../../../../src/engine/games/dragon-dice/dice/read.ts';
import type { RollContext, RollCount, RolledDie, SaiEffect } from '../../../../src/engine/games/dragon-dice/rolls/types.ts';

/**
 * STAND-IN for `countRoll` (the rolls helper's, not on main yet): the plain icons only (an ID gives
 * the unit's health in results of the roll's kind; an icon counts in a roll of its own kind), and
 * the few SAIs these tests roll, with the effect codes of `rolls/sais.ts` (SAI_EFFECTS): Smite in melee and Bullseye
 * in missile `kill-no-save`; Rend in melee counts melee and re-rolls; Counter counts in melee, and
 * in a save roll counts saves and `counter-attack` (the unit strikes back); in melee Flame `bury`,
 * Poison `bury-one`, Gore `damage-one`, Roar `reserve`, Plague `kill-one-if-no-save`; in a save roll Scorching Shield counts saves and
 * `damage-attacker-no-save`. No terrain doubling.
 */
/** The targeting SAIs the tests roll in melee, by the code `rolls/sais.ts` gives each (SFR v4 meanings). */
const TARGETING: Record<string, string> = { flame: 'bury', poison: 'bury-one', gore: 'damage-one', roar: 'reserve', plague: 'kill-one-if-no-save' };

/** Every context counted, so a test may check what a roll was counted as. */
export const contexts: RollContext[] = [];

export function standInCountRoll(book: DiceBook, rolled: readonly RolledDie[], context: RollContext): RollCount {
  void book;
  contexts.push(context);
  const results = { melee: 0, missile: 0, save: 0, maneuver: 0 };
  const effects: SaiEffect[] = [];
  const rerolls: string[] = [];
  const lines: string[] = [];
  const kind = context.kind === 'save' ? 'save' : context.kind === 'melee' || context.kind === 'missile' || context.kind === 'maneuver' ? context.kind : null;
  for (const d of rolled) {
    const face = d.die.faces[d.face]!;
    let got = 0;
    if (kind && (face.icon === 'id' || face.icon === kind)) got = face.count;
    else if (face.icon === 'smite' && kind === 'melee') effects.push({ sai: 'smite', unit: d.unit, count: face.count, effect: 'kill-no-save' });
    else if (face.icon === 'bullseye' && kind === 'missile') effects.push({ sai: 'bullseye', unit: d.unit, count: face.count, effect: 'kill-no-save' });
    else if (face.icon in TARGETING && kind === 'melee') effects.push({ sai: face.icon as SaiEffect['sai'], unit: d.unit, count: face.count, effect: TARGETING[face.icon]! });
    else if (face.icon === 'rend' && kind === 'melee') {
      got = face.count;
      rerolls.push(d.unit);
    } else if (face.icon === 'counter' && kind === 'melee') got = face.count;
    else if (face.icon === 'scorching-shield' && kind === 'save') {
      got = face.count;
      effects.push({ sai: 'scorching-shield', unit: d.unit, count: face.count, effect: 'damage-attacker-no-save' });
    } else if (face.icon === 'counter' && kind === 'save') {
      got = face.count;
      effects.push({ sai: 'counter', unit: d.unit, count: face.count, effect: 'counter-attack' });
    }
    if (kind) results[kind] += got;
    lines.push(`${d.die.name}: ${face.icon} ${face.count} → ${got} ${kind ?? ''}`.trim());
  }
  lines.push(`Total: ${kind ? `${results[kind]} ${kind}` : 'nothing'}.`);
  return { results, magic: {}, cantrip: 0, effects, rerolls, lines };
}
