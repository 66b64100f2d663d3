import type { SideResult } from './crt.ts';
import { hasStrength } from './odds.ts';
import type { Combatant, LossKind, UnitLoss } from './types.ts';

/**
 * One side's result applied to its counters (DL11 Rule 7, GAPS §2.2): a result falls on every
 * defender in the hex and on every attacking army.
 * - E: every army is eliminated;
 * - D: every army loses one step;
 * - a number: that many step losses, spread over the side's armies (D1: D, then one more);
 * - R: every army still standing retreats one hex, with the leaders and wizards stacked with it.
 * A step loss flips a full-strength army to its depleted side and eliminates a depleted army or a
 * one-step counter (a dragon, a citadel). Leaders and wizards are no armies and take no steps.
 */

export interface ApplyOptions {
  /** The defender in a fortified city or dwarven fortress who keeps his place on an R. */
  ignoreRetreat?: boolean;
  /** The owner's choice: counter ids in the order they absorb numbered steps, one per step. */
  absorb?: readonly string[];
}

export interface SideOutcome {
  losses: UnitLoss[];
  /**
   * Leaders left in a hex where none of the side's armies survives: each rolls for its escape
   * (leader-loss.ts). Wizards so left are listed in `wizardsLeft`: a wizard must always be stacked
   * with an army or ship, so its owner places it again.
   */
  leadersAtRisk: string[];
  wizardsLeft: string[];
  /** Numbered steps the side could not take because no army was left. */
  unabsorbed: number;
}

interface Track {
  unit: Combatant;
  steps: number;
  lost: number;
}

/** The default choice of who takes a numbered step: a full-strength army flips before any counter goes; the weakest first. */
function defaultAbsorber(alive: readonly Track[]): Track | undefined {
  const weakest = (list: readonly Track[]) => list.reduce<Track | undefined>((w, t) => (!w || t.unit.strength < w.unit.strength ? t : w), undefined);
  return weakest(alive.filter((t) => t.steps - t.lost === 2)) ?? weakest(alive);
}

export function applySideResult(result: SideResult, units: readonly Combatant[], options: ApplyOptions = {}): SideOutcome {
  const tracks: Track[] = units.filter(hasStrength).map((unit) => ({ unit, steps: unit.canDeplete && !unit.depleted ? 2 : 1, lost: 0 }));
  const alive = () => tracks.filter((t) => t.lost < t.steps);
  if (result.eliminated) for (const t of tracks) t.lost = t.steps;
  if (result.eachLoses) for (const t of tracks) t.lost = Math.min(t.lost + 1, t.steps);
  const chosen = [...(options.absorb ?? [])];
  let unabsorbed = 0;
  for (let step = 0; step < result.steps; step++) {
    const standing = alive();
    let target: Track | undefined;
    while (!target && chosen.length) {
      const id = chosen.shift()!;
      target = standing.find((t) => t.unit.id === id);
    }
    target ??= defaultAbsorber(standing);
    if (!target) {
      unabsorbed++;
      continue;
    }
    target.lost++;
  }

  const survivorsByHex = new Set(alive().map((t) => t.unit.hex));
  const hexesWithArmies = new Set(tracks.map((t) => t.unit.hex));
  const retreat = result.retreat && !options.ignoreRetreat;
  const losses: UnitLoss[] = [];
  const leadersAtRisk: string[] = [];
  const wizardsLeft: string[] = [];
  for (const unit of units) {
    const track = tracks.find((t) => t.unit === unit);
    const effects: LossKind[] = [];
    if (track) {
      if (track.lost >= track.steps) effects.push('eliminated');
      else if (track.lost > 0) effects.push('depleted');
    }
    // A leader or wizard stands while an army of its side stands in its hex (or none ever stood there).
    const standing = track ? track.lost < track.steps : survivorsByHex.has(unit.hex) || !hexesWithArmies.has(unit.hex);
    if (retreat && standing) effects.push('retreat');
    if (!track && !standing) (unit.kind === 'leader' ? leadersAtRisk : wizardsLeft).push(unit.id);
    if (effects.length) losses.push({ id: unit.id, name: unit.name, effects });
  }
  return { losses, leadersAtRisk, wizardsLeft, unabsorbed };
}
