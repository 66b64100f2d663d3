import { err, ok, type Result } from '../../../core/result.ts';
import { findCharacter } from '../characters/characters.ts';
import type { Scenario } from '../scenario.ts';
import type { Carried } from './carried.ts';
import type { CampaignFile, Join } from './format.ts';
import { linkFor } from './progress.ts';

/**
 * A scenario set up as a game of a campaign (checklist 113, 114): played in order; the fallen
 * stay dead for the rest of the volume and are left out; those the campaign or an earlier
 * result brings in join; wounds carry where the campaign says the scenario follows at once;
 * and in DN2 each spellcaster plays at the level The Exile left him (3 intro).
 */

export interface CampaignPlan {
  sides: Scenario['sides'];
  /** Wounds each character starts with. */
  wounds: Record<string, number>;
  /** Spellcasters' levels that replace the scenario's. */
  levels: Record<string, 1 | 2>;
}

/** Outside a campaign: the scenario as written. */
export function plainPlan(scenario: Scenario): CampaignPlan {
  return { sides: scenario.sides, wounds: {}, levels: {} };
}

export function campaignPlan(scenario: Scenario, carried: Carried, campaigns: CampaignFile[], titleOf: (id: string) => string): Result<CampaignPlan> {
  const found = linkFor(carried, scenario.id, campaigns, titleOf);
  if ('error' in found) return err(found.error);
  const { campaign, link } = found;
  // The fallen of an earlier volume are back (3 intro: a caster who fell in The Exile plays DN2 at level 1).
  const sameVolume = carried.campaign === campaign.id;
  const fallen = new Set(sameVolume ? carried.fallen : []);
  const joins: Join[] = [...link.join];
  for (const effect of link.effects) {
    const result = carried.played.find((p) => p.campaign === campaign.id && p.scenario === effect.after);
    if (result?.winners.includes(effect.winner)) joins.push(...effect.join);
  }
  const present = new Set(scenario.sides.flatMap((s) => s.setup.map((p) => p.character)));
  const sides = scenario.sides.map((side) => ({
    ...side,
    setup: [
      ...side.setup.filter((p) => !fallen.has(p.character)),
      ...joins.filter((j) => j.side === side.id && !fallen.has(j.character) && !present.has(j.character)).map((j) => ({ character: j.character, hex: j.hex })),
    ],
  }));
  const empty = sides.find((s) => s.setup.length === 0);
  if (empty) return err(`Nobody of the ${empty.label} is left alive in ${campaign.title} to play ${scenario.title}: the campaign cannot go on (ours).`);
  const wounds = link.wounds === 'keep' && sameVolume ? carried.wounds : {};
  const levels = scenario.volume === 2 ? carried.levels : {};
  return ok({ sides, wounds, levels });
}

/** 3.2: a spellcaster who starts wounded (a wound carried over) has half his EP. */
export function halveWounded<M extends { casters: Array<{ unit: string; ep: number }> }>(magic: M, wounded: (unit: string) => boolean): M {
  return { ...magic, casters: magic.casters.map((c) => (wounded(c.unit) ? { ...c, ep: Math.floor(c.ep / 2) } : c)) };
}

/** A campaign file's mistakes, found when the module is built: one line for its author. */
export function checkCampaign(campaign: CampaignFile, scenarios: Map<string, Scenario>, all: CampaignFile[]): string | undefined {
  const seen = new Set<string>();
  for (const link of campaign.scenarios) {
    const scenario = scenarios.get(link.scenario);
    if (!scenario) return `${campaign.id}: no scenario ${link.scenario}`;
    if (scenario.volume !== campaign.volume) return `${campaign.id}: ${link.scenario} is a DN${scenario.volume} scenario in a DN${campaign.volume} campaign`;
    const sides = scenario.sides.map((s) => s.id);
    for (const effect of link.effects) {
      if (!seen.has(effect.after)) return `${campaign.id}: ${link.scenario} depends on ${effect.after}, which is not played before it`;
      const before = scenarios.get(effect.after)!;
      if (!before.sides.some((s) => s.id === effect.winner)) return `${campaign.id}: ${effect.winner} is not a side of ${effect.after}`;
    }
    for (const j of [...link.join, ...link.effects.flatMap((e) => e.join)]) {
      if (!sides.includes(j.side)) return `${campaign.id}: ${link.scenario}: "${j.side}" is not a side (${sides.join(', ')})`;
      if (!findCharacter(j.character)) return `${campaign.id}: ${link.scenario}: no character ${j.character}`;
    }
    seen.add(link.scenario);
  }
  if (campaign.next && !all.some((c) => c.id === campaign.next)) return `${campaign.id}: the next campaign ${campaign.next} is not shipped`;
  return undefined;
}
