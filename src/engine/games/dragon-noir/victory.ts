import { parseLabel } from '../../hex/labels.ts';
import { sameHex } from '../../hex/hex.ts';
import type { Victory } from './scenario.ts';
import type { DnState } from './state.ts';
import { hexesOf, isStanding, sideLabel } from './units.ts';
import { isSpirit } from './magic/spirit-defs.ts';

/**
 * Victory is the scenario's (checklist 1.10): the death of a named character, the elimination of
 * a side, or who holds a place when the last turn ends.
 */

export type DnOutcome = NonNullable<DnState['outcome']>;

/** Conditions that can end the game at any moment. */
export function suddenVictory(state: DnState, conditions: Victory[]): DnOutcome | null {
  for (const condition of conditions) {
    if (condition.kind === 'kill') {
      const unit = state.units.find((u) => u.character === condition.character);
      if (unit?.dead) return { winners: [condition.winner], reason: `${unit.name} is dead.` };
    }
    if (condition.kind === 'eliminate') {
      // Spirits called up by a spell (3.55) are not the side's own people: they keep nobody in the game.
      const wiped = state.sides.filter((side) => state.units.every((u) => u.side !== side.id || u.dead || isSpirit(u)));
      if (wiped.length === 2) return { winners: [], reason: 'Both sides are wiped out.' };
      if (wiped.length === 1) {
        const loser = wiped[0]!;
        const winner = state.sides.find((s) => s.id !== loser.id)!;
        return { winners: [winner.id], reason: `Every one of the ${loser.label} is dead.` };
      }
    }
  }
  return null;
}

/** Conditions read when the last turn ends. */
export function finalVictory(state: DnState, conditions: Victory[]): DnOutcome {
  for (const condition of conditions) {
    if (condition.kind !== 'hold') continue;
    const hexes = condition.hexes.map((label) => parseLabel(label)!);
    // Spirits (3.55) hold nothing for their side; a rider holds a place with either hex of his counter.
    const holders = (side: string) => state.units.filter((u) => u.side === side && isStanding(u) && !isSpirit(u) && hexesOf(u).some((x) => hexes.some((h) => sameHex(h, x)))).length;
    const other = state.sides.find((s) => s.id !== condition.side)!.id;
    const mine = holders(condition.side);
    const theirs = holders(other);
    if (mine > theirs) {
      return { winners: [condition.side], reason: `At nightfall ${sideLabel(state, condition.side)} hold ${condition.name} (${mine} against ${theirs}).` };
    }
    return { winners: [condition.otherwise], reason: `At nightfall ${sideLabel(state, condition.side)} do not hold ${condition.name} (${mine} against ${theirs}).` };
  }
  return { winners: [], reason: 'The last turn ends with no winner.' };
}
