import { z } from 'zod';

/**
 * A Dragon Noir campaign as data (assets/campaigns/dragon-noir/*.json): its scenarios in the
 * order they must be played (2.11), and for each what the games before it change. The printed
 * campaign rules are in the lost scenario booklets (checklist 113, GAP), so every campaign
 * shipped is original; docs/dragon-noir.md, "The DN1 campaign", gives the format.
 */

const LabelSchema = z.string().regex(/^[A-Za-z]{1,2}\d{1,3}$/, 'a hex label such as F10');

/** A character who joins a side for one scenario of the campaign, at a set-up hex (in a secret set-up, his default hex). */
export const JoinSchema = z.object({ side: z.string(), character: z.string(), hex: LabelSchema });
export type Join = z.infer<typeof JoinSchema>;

export const CampaignLinkSchema = z.object({
  scenario: z.string(),
  /**
   * Whether wounds carry into this scenario ("keep") or are healed before it ("heal"). The rules
   * are silent; **ours:** healed, unless the campaign says the scenario follows at once.
   */
  wounds: z.enum(['heal', 'keep']).default('heal'),
  /** Who always joins in this scenario of the campaign (a spellcaster who goes along). */
  join: z.array(JoinSchema).default([]),
  /** What an earlier result changes (1.2: "the way in which one scenario ends will then have an effect on the following one"). */
  effects: z
    .array(
      z.object({
        /** The scenario whose result counts, and the side that must have won it. */
        after: z.string(),
        winner: z.string(),
        /** One line for the campaign card: what this result brings. */
        note: z.string(),
        join: z.array(JoinSchema).default([]),
      }),
    )
    .default([]),
});
export type CampaignLink = z.infer<typeof CampaignLinkSchema>;

export const CampaignFileSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string(),
  volume: z.union([z.literal(1), z.literal(2)]),
  invented: z.boolean().default(true),
  summary: z.string(),
  scenarios: z.array(CampaignLinkSchema).min(1),
  /**
   * 3 intro: the spellcasters who survive this campaign play the next volume at this level; those
   * who fell in it come back at the other (DN1: 2 and 1).
   */
  levels: z.object({ survived: z.union([z.literal(1), z.literal(2)]), fallen: z.union([z.literal(1), z.literal(2)]) }).optional(),
  /** The campaign that follows in the same channel (DN1's The Exile is followed by DN2's). */
  next: z.string().optional(),
});
export type CampaignFile = z.infer<typeof CampaignFileSchema>;
