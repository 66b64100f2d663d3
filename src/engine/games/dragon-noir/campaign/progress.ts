import type { Carried } from './carried.ts';
import type { CampaignFile, CampaignLink } from './format.ts';

/**
 * Where a campaign stands: which campaign is being played (the one whose first scenario is
 * opened first, or the one after a finished campaign), and its next scenario in order (2.11).
 */

export interface Standing {
  campaign: CampaignFile;
  /** The next link to play, or null when the campaign is over (and none follows). */
  next: CampaignLink | null;
  /** How many of its scenarios are played. */
  played: number;
}

export function standing(carried: Carried, campaigns: CampaignFile[]): Standing | null {
  let campaign = carried.campaign ? campaigns.find((c) => c.id === carried.campaign) : undefined;
  if (!campaign) return null;
  let played = carried.played.filter((p) => p.campaign === campaign!.id).length;
  // A finished campaign hands over to the one that follows it.
  if (played >= campaign.scenarios.length && campaign.next) {
    const following = campaigns.find((c) => c.id === campaign!.next);
    if (following) {
      campaign = following;
      played = carried.played.filter((p) => p.campaign === following.id).length;
    }
  }
  return { campaign, next: campaign.scenarios[played] ?? null, played };
}

/** The campaign a new group begins with a scenario: the one that opens with it. */
export function openedBy(scenario: string, campaigns: CampaignFile[]): CampaignFile | undefined {
  return campaigns.find((c) => c.scenarios[0]?.scenario === scenario);
}

/** The campaign and link a game of `scenario` plays, or why it may not be played now. */
export function linkFor(carried: Carried, scenario: string, campaigns: CampaignFile[], titleOf: (id: string) => string): { campaign: CampaignFile; link: CampaignLink } | { error: string } {
  const now = standing(carried, campaigns);
  if (!now) {
    const campaign = openedBy(scenario, campaigns);
    if (campaign) return { campaign, link: campaign.scenarios[0]! };
    const starts = campaigns.map((c) => `${c.title} (begins with ${titleOf(c.scenarios[0]!.scenario)}, scenario:${c.scenarios[0]!.scenario})`).join('; ');
    return { error: `${titleOf(scenario)} does not begin a campaign. Campaigns: ${starts}.` };
  }
  if (!now.next) return { error: `The campaign ${now.campaign.title} is over; start a new campaign channel for another.` };
  if (now.next.scenario !== scenario) {
    return { error: `In ${now.campaign.title} the scenarios are played in order (2.11): next is ${titleOf(now.next.scenario)} (scenario:${now.next.scenario}), number ${now.played + 1} of ${now.campaign.scenarios.length}.` };
  }
  return { campaign: now.campaign, link: now.next };
}
