import type { DiceBook } from '../../../../src/engine/games/dragon-dice/dice/read.ts';
import type { RollContext, RollCount, RolledDie } from '../../../../src/engine/games/dragon-dice/rolls/types.ts';

/**
 * A LOCAL STAND-IN for the rolls' count (the rolls helper's `countRoll` lands later), enough for
 * the flow's tests: in a maneuver or order roll, maneuver icons count and an ID counts as the
 * unit's health; nothing else counts, nothing doubles.
 */
export function standInCount(_book: DiceBook, rolled: readonly RolledDie[], context: RollContext): RollCount {
  let maneuver = 0;
  const lines: string[] = [];
  for (const r of rolled) {
    const face = r.die.faces[r.face]!;
    const counts = context.kind === 'maneuver' || context.kind === 'order' ? (face.icon === 'maneuver' ? face.count : face.icon === 'id' ? r.die.health : 0) : 0;
    maneuver += counts;
    lines.push(`${r.die.name}: ${face.icon} ${face.count} → ${counts}`);
  }
  return { results: { melee: 0, missile: 0, save: 0, maneuver }, magic: {}, cantrip: 0, effects: [], rerolls: [], lines };
}
