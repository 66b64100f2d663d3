import { adjacent } from '../../../hex/hex.ts';
import { placeOf } from '../places.ts';
import type { DnOptions, Unit } from '../state.ts';
import { definition, hexesOf, isStanding } from '../units.ts';
import { canStrikeBetween, type Table } from '../world.ts';

/**
 * What the characters' special rules add to the odds of a melee (4.1, 4.2).
 *
 * - Lucifer (4.1): "if anyone attacks Godiva, the defence strength of Lucifer must be added to
 *   that of his mistress if the dog is in a hex adjacent to the young woman." Ours: he must be
 *   standing and able to reach her (no wall between them, levels one could walk between); only
 *   his defence is added: he is not a defender, so the result falls on Godiva alone, and the
 *   armour bonus is read from the defenders only. If he is himself among the defenders, his
 *   defence counts once.
 * - The Black Dwarves (4.2): "When they make a multiple attack, shift the odds total column one
 *   column to the right for each dwarf present in the combat." A multiple attack is one made
 *   by several attackers together. Checklist ruling 137: the shifts add to the joint attack's
 *   +1 (option `dwarfShift: add`), or replace it (`replace`).
 */

/** The guards whose defence is added to a defender's: Lucifer beside Godiva. */
export function guardsOf(table: Table, defenders: Unit[]): Unit[] {
  const guards: Unit[] = [];
  for (const ward of defenders) {
    if (!ward.hex || ward.character !== 'godiva') continue;
    for (const guard of table.state.units) {
      if (!definition(guard).traits.includes('guards-godiva') || guard.side !== ward.side || !isStanding(guard)) continue;
      if (defenders.some((d) => d.id === guard.id) || guards.some((g) => g.id === guard.id)) continue;
      const beside = hexesOf(ward).some((h) => adjacent(h, guard.hex!) && canStrikeBetween(table, placeOf(guard), { hex: h, below: ward.below }));
      if (beside) guards.push(guard);
    }
  }
  return guards;
}

/** The columns the dwarves shift a joint attack, over and above the joint attack's own +1. */
export function dwarfShift(attackers: Unit[], option: DnOptions['dwarfShift']): number {
  if (attackers.length < 2) return 0;
  const dwarves = attackers.filter((u) => definition(u).traits.includes('dwarf')).length;
  if (dwarves === 0) return 0;
  return option === 'add' ? dwarves : dwarves - 1;
}
