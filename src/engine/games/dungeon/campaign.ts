import { z } from 'zod';
import type { CampaignRules } from '../../core/module.ts';
import { initialStock, item } from './equipment.ts';
import { heroDef, HEROES, STARTING_GOLD, type HeroId } from './heroes.ts';
import { DK_SEAT, HeroIdSchema, type DqState } from './state.ts';

/**
 * What a campaign carries from quest to quest (DQ VI, VII; checklist 3.5): each hero's player,
 * gold, equipment, max BP and level; the shop's stock, which buying, selling and lost weapons
 * change; and the quests played. A hero killed in a quest is gone: his player begins the next
 * one with a new hero of the same kind, fresh from the village (ours).
 */

export const CarriedHeroSchema = z.object({
  player: z.string().nullable(),
  gold: z.number().int().nonnegative(),
  equipment: z.array(z.string()),
  maxBp: z.number().int().positive(),
  level: z.number().int().nonnegative(),
  /** Heroes lost so far with this seat. */
  fallen: z.number().int().nonnegative().default(0),
});
export type CarriedHero = z.infer<typeof CarriedHeroSchema>;

export const CarriedSchema = z.object({
  heroes: z.partialRecord(HeroIdSchema, CarriedHeroSchema),
  shop: z.record(z.string(), z.number().int().nonnegative()),
  quests: z.array(z.object({ quest: z.string(), won: z.boolean() })),
});
export type Carried = z.infer<typeof CarriedSchema>;

export function freshHero(id: HeroId, player: string | null = null): CarriedHero {
  return { player, gold: STARTING_GOLD, equipment: [], maxBp: heroDef(id).bp, level: 0, fallen: 0 };
}

export function campaignRules(titleOf: (questId: string) => string, order: string[]): CampaignRules<DqState, Carried> {
  return {
    schema: CarriedSchema,
    initial: () => ({ heroes: {}, shop: initialStock(), quests: [] }),
    carry(state, previous) {
      const heroes = { ...previous.heroes };
      for (const h of state.heroes) {
        const before = previous.heroes[h.id];
        heroes[h.id] = h.dead
          ? { ...freshHero(h.id, h.player), fallen: (before?.fallen ?? 0) + 1 }
          : { player: h.player, gold: h.gold, equipment: h.equipment, maxBp: h.maxBp, level: h.level, fallen: before?.fallen ?? 0 };
      }
      const won = !!state.outcome && !state.outcome.winners.includes(DK_SEAT);
      return { heroes, shop: state.shop, quests: [...previous.quests, { quest: state.quest, won }] };
    },
    describe(carried) {
      const lines: string[] = [];
      if (carried.quests.length) lines.push(`Quests: ${carried.quests.map((q) => `${titleOf(q.quest)} (${q.won ? 'won' : 'lost'})`).join(', ')}.`);
      const next = order.find((id) => !carried.quests.some((q) => q.quest === id && q.won));
      lines.push(next ? `Next quest: ${titleOf(next)} (/game new game:dungeon scenario:${next}); players join by choosing a hero.` : 'Every quest is won.');
      for (const def of HEROES) {
        const h = carried.heroes[def.id];
        if (!h) continue;
        const gear = h.equipment.length ? h.equipment.map((e) => item(e).name).join(', ') : 'no equipment';
        const fallen = h.fallen ? `; ${h.fallen} fallen before him` : '';
        lines.push(`${def.name}${h.player ? ` (${h.player})` : ''}: ${h.gold} gold · ${gear} · max BP ${h.maxBp}${h.level ? ` (level ${h.level + 1})` : ''}${fallen}.`);
      }
      return lines;
    },
  };
}
