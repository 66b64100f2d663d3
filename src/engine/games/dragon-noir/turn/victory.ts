import { resolveLabel } from '../../../hex/board.ts';
import { sameHex, type Hex } from '../../../hex/hex.ts';
import type { DnBoard } from '../terrain.ts';
import type { Scenario, Victory } from '../scenario.ts';
import type { DnState } from '../state.ts';
import { hexesOf, isStanding, sideLabel } from '../units.ts';
import { isSpirit } from '../magic/spirit-defs.ts';
import { foundReal } from '../secret/markers.ts';

/**
 * Victory is the scenario's (checklist 1.10): the death of a named character, the elimination of
 * a side, reaching a place, finding the real one of the hidden markers, or who holds a place
 * when the last turn ends.
 */

export type DnOutcome = NonNullable<DnState['outcome']>;

/** The hexes a condition names: listed, or every hex of one of the map's areas. */
export function placesOf(condition: { hexes?: string[] | undefined; area?: string | undefined }, board: DnBoard): Hex[] {
  if (condition.hexes) return condition.hexes.map((label) => resolveLabel(board, label)).flatMap((r) => (r.ok ? [r.value] : []));
  return [...board.cells.values()].filter((c) => condition.area !== undefined && c.data.features.includes(condition.area)).map((c) => c.hex);
}

/** Standing characters of `side` in those hexes: spirits hold nothing (3.55); a rider holds with either hex of his counter. */
function standingIn(state: DnState, side: string, hexes: Hex[]): number {
  return state.units.filter((u) => u.side === side && isStanding(u) && !isSpirit(u) && hexesOf(u).some((h) => hexes.some((x) => sameHex(x, h)))).length;
}

/** Conditions that can end the game at any moment. */
export function suddenVictory(state: DnState, conditions: Victory[], board: DnBoard): DnOutcome | null {
  for (const condition of conditions) {
    if (condition.kind === 'reach') {
      const there = standingIn(state, condition.side, placesOf(condition, board));
      if (there >= condition.count) return { winners: [condition.side], reason: `${there} of the ${sideLabel(state, condition.side)} stand in ${condition.name}.` };
    }
    if (condition.kind === 'find') {
      const real = foundReal(state, condition.marker);
      const finder = real && state.units.find((u) => u.id === real.flippedBy);
      if (finder && finder.side === condition.side) return { winners: [condition.side], reason: `${finder.name} finds ${condition.name}.` };
    }
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
export function finalVictory(state: DnState, conditions: Victory[], board: DnBoard, nightfall?: { winner: string; reason: string }): DnOutcome {
  for (const condition of conditions) {
    if (condition.kind !== 'hold') continue;
    const hexes = placesOf(condition, board);
    const holders = (side: string) => standingIn(state, side, hexes);
    const other = state.sides.find((s) => s.id !== condition.side)!.id;
    const mine = holders(condition.side);
    const theirs = holders(other);
    if (mine > theirs) {
      return { winners: [condition.side], reason: `At nightfall ${sideLabel(state, condition.side)} hold ${condition.name} (${mine} against ${theirs}).` };
    }
    return { winners: [condition.otherwise], reason: `At nightfall ${sideLabel(state, condition.side)} do not hold ${condition.name} (${mine} against ${theirs}).` };
  }
  if (nightfall) return { winners: [nightfall.winner], reason: nightfall.reason };
  return { winners: [], reason: 'The last turn ends with no winner.' };
}

/** A scenario's victory, checked against its board when the module is built: one clear line for its author. */
export function checkVictory(scenario: Scenario, board: DnBoard): string | undefined {
  const sides = scenario.sides.map((s) => s.id);
  const side = (id: string, where: string) => (sides.includes(id) ? undefined : `${where}: "${id}" is not a side (${sides.join(', ')})`);
  for (const condition of scenario.victory) {
    if (condition.kind === 'kill') {
      const wrong = side(condition.winner, 'kill');
      if (wrong) return wrong;
    }
    if (condition.kind === 'find') {
      const wrong = side(condition.side, 'find');
      if (wrong) return wrong;
      if (!scenario.markers?.some((m) => m.kind === condition.marker)) return `find ${condition.name}: the scenario lays no ${condition.marker} markers`;
    }
    if (condition.kind === 'hold' || condition.kind === 'reach') {
      const wrong = side(condition.side, condition.kind) ?? (condition.kind === 'hold' ? side(condition.otherwise, 'hold') : undefined);
      if (wrong) return wrong;
      if (!condition.hexes && !condition.area) return `${condition.kind} ${condition.name}: give hexes or an area`;
      if (placesOf(condition, board).length === 0) return `${condition.kind} ${condition.name}: ${condition.area ? `no hex of the board is in the area "${condition.area}"` : 'none of its hexes is on the board'}`;
    }
  }
  if (scenario.nightfall) return side(scenario.nightfall.winner, 'nightfall');
  return undefined;
}
