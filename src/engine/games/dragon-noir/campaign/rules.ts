import type { CampaignRules } from '../../../core/module.ts';
import { findCharacter } from '../characters/characters.ts';
import { isSpirit } from '../magic/spirit-defs.ts';
import type { DnState } from '../state.ts';
import { CarriedSchema, NOTHING_CARRIED, type Carried } from './carried.ts';
import type { CampaignFile } from './format.ts';
import { linkFor, standing } from './progress.ts';
import { nextSpawning, turnCounter } from '../strategic/calendar.ts';
import { planOf, PlanStateSchema } from '../strategic/state.ts';
import { afterBattle } from '../strategic/rules.ts';

/**
 * The Dragon Noir campaign through the module's contract (checklist 113, 114, 117): what a
 * finished game hands on, and what the campaign card says.
 */
export function campaignRules(
  campaigns: CampaignFile[],
  titleOf: (scenario: string) => string,
  sideLabel: (scenario: string, side: string) => string,
  /** The Jails cell where Khuzun is still held at the end of a game, if its markers say so. */
  prisonerCell: (state: DnState) => number | null = () => null,
): CampaignRules<DnState, Carried> {
  const nameOf = (id: string) => findCharacter(id)?.name ?? id;
  return {
    schema: CarriedSchema,
    initial: () => NOTHING_CARRIED,
    carry(state, previous) {
      const found = linkFor(previous, state.scenario, campaigns, titleOf);
      if ('error' in found) return previous;
      const { campaign } = found;
      // A new volume's campaign: the dead of the last are back and its wounds are gone; levels carry (3 intro).
      const fresh = previous.campaign !== campaign.id;
      const fallen = new Set(fresh ? [] : previous.fallen);
      const wounds = { ...(fresh ? {} : previous.wounds) };
      const fought = { ...(fresh ? {} : previous.fought) };
      for (const u of state.units) {
        if (isSpirit(u)) continue;
        fought[u.character] = (fought[u.character] ?? 0) + 1;
        delete wounds[u.character];
        if (u.dead) fallen.add(u.character);
        else if (u.wounds > 0) wounds[u.character] = u.wounds;
      }
      const played = [...previous.played, { campaign: campaign.id, scenario: state.scenario, winners: state.outcome?.winners ?? [], reason: state.outcome?.reason ?? '' }];
      const levels = { ...previous.levels };
      const over = played.filter((p) => p.campaign === campaign.id).length >= campaign.scenarios.length;
      // 3 intro: a spellcaster who survives the campaign of The Exile is raised to level 2 for DN2; one who fell stays at 1.
      if (over && campaign.levels) {
        for (const id of Object.keys(fought)) {
          if (findCharacter(id)?.traits.includes('spellcaster')) levels[id] = fallen.has(id) ? campaign.levels.fallen : campaign.levels.survived;
        }
      }
      // The DN2 campaign's Strategic Plan goes on from where this battle left it (5.21).
      const battle = planOf(state);
      const extra: Carried['extra'] = battle ? { ...previous.extra, plan: afterBattle(battle.state, state.units) } : { ...previous.extra };
      // Khuzun not found stays in his cell: the plan of the next battle starts with it (ours).
      const cell = prisonerCell(state) ?? battle?.state.cell ?? null;
      if (cell !== null) extra.cell = cell;
      else if (state.secret.markers.some((m) => m.kind === 'khuzun' && m.real && m.flipped)) delete extra.cell;
      return { ...previous, campaign: campaign.id, played, fallen: [...fallen], wounds, fought, levels, extra };
    },
    describe(carried) {
      const now = standing(carried, campaigns);
      if (!now) {
        const starts = campaigns.map((c) => `${c.title} (DN${c.volume}): open its first scenario, ${titleOf(c.scenarios[0]!.scenario)}, with /game new game:dragon-noir scenario:${c.scenarios[0]!.scenario}`);
        return [`Dragon Noir campaigns play their scenarios in order (2.11). ${starts.join('; ')}.`];
      }
      const { campaign, next, played } = now;
      const lines = [`${campaign.title} (DN${campaign.volume}): ${played} of ${campaign.scenarios.length} scenarios played.`];
      const results = carried.played.map((p, i) => `${i + 1}. ${titleOf(p.scenario)}: ${p.winners.map((w) => sideLabel(p.scenario, w)).join(', ') || 'nobody'}`);
      if (results.length) lines.push(`Results: ${results.join('; ')}.`);
      if (next) {
        const effects = next.effects.filter((e) => carried.played.some((p) => p.campaign === campaign.id && p.scenario === e.after && p.winners.includes(e.winner))).map((e) => e.note);
        lines.push(`Next: ${titleOf(next.scenario)} (/game new game:dragon-noir scenario:${next.scenario}).${effects.length ? ` ${effects.join(' ')}` : ''}`);
        const wounded = Object.entries(carried.wounds).filter(([id]) => !carried.fallen.includes(id));
        if (wounded.length && carried.campaign === campaign.id) lines.push(`Wounded: ${wounded.map(([id]) => nameOf(id)).join(', ')}; ${next.wounds === 'keep' ? 'they carry their wounds into it' : 'healed before it (ours)'}.`);
      } else {
        lines.push(`${campaign.title} is over.`);
      }
      if (carried.fallen.length && carried.campaign === campaign.id) lines.push(`Fallen, and dead for the rest of ${campaign.title}: ${carried.fallen.map(nameOf).join(', ')}.`);
      // Only the counter: where the Krobs are and what they have to spend is the Krob player's secret.
      const plan = PlanStateSchema.safeParse(carried.extra.plan);
      if (plan.success && carried.campaign === campaign.id) {
        const { tens, units } = turnCounter(plan.data.turn);
        lines.push(`Strategic Plan: game turn ${plan.data.turn} (tens ${tens}, units ${units}); the Krobs' next reinforcements come on turn ${nextSpawning(plan.data.turn)} (5.21.2).`);
      }
      const casters = Object.entries(carried.levels);
      if (casters.length) lines.push(`Spellcasters for DN2 (3): ${casters.map(([id, level]) => `${nameOf(id)} level ${level}`).join(', ')}.`);
      else if (campaign.levels && next) lines.push(`A spellcaster who survives ${campaign.title} plays DN2 at level ${campaign.levels.survived} (3).`);
      return lines;
    },
  };
}
