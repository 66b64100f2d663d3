import { ok, type Result } from '../../../core/result.ts';
import type { StrategicMap } from '../map/types.ts';
import type { DogScenario } from '../scenario.ts';
import type { Side } from '../units.ts';
import type { NationRules } from '../world.ts';
import type { Counter } from './counters.ts';
import type { Allegiance, NationSpec } from './nations.ts';
import { placeScenario } from './placement.ts';
import type { ScenarioSpec } from './scenarios.ts';

/**
 * From the data files to what the rules play: a nation's record as the rules read it, and a
 * scenario with every counter placed on the given map. The sides' own pools serve one side
 * whatever the scenario, so a counter's side is always its nation's (or pool's) allegiance.
 */

export const POOLS: Readonly<Record<string, Side>> = {
  dragonarmy: 'highlord',
  'highlord-wizards': 'highlord',
  'good-dragons': 'whitestone',
  'whitestone-wizards': 'whitestone',
  whitestone: 'whitestone',
};

export const nationRules = (n: NationSpec): NationRules => ({
  id: n.id,
  name: n.name,
  colour: n.colour,
  knight: n.knight,
  activation: n.activation,
  invasion: n.invasion,
  vp: n.vp,
  counts: n.countsForVictory,
});

/**
 * The scenario as the rules play it: the counters its set-up names, on their hexes, and those that
 * may still enter, waiting (`not-yet`): a neutral nation's counters if the scenario lets it be
 * activated (and the Tower's knights if a knight nation can be), the draconians if the Dark
 * Temple makes them, and what the event cup brings (wizards, citadels, Soth's legion, the good
 * dragons, Laurana) if there is a cup. A conquered nation's counters are gone. DL11's base play
 * loses leaders by DRAGON #107's errata; supply is off (an advanced rule, not in the scenario book).
 */
export function buildScenario(map: StrategicMap, counters: readonly Counter[], nations: readonly NationSpec[], spec: ScenarioSpec): Result<DogScenario> {
  const placed = placeScenario(map, counters, nations, spec);
  if (!placed.ok) return placed;
  const allegiance: Record<string, Allegiance> = { ...POOLS };
  for (const n of nations) allegiance[n.id] = n.campaign;
  Object.assign(allegiance, spec.conquered, spec.allegiance);
  const gone = new Set(Object.keys(spec.conquered));
  const activatable = (id: string): boolean =>
    !gone.has(id) && allegiance[id] === 'neutral' && nations.some((n) => n.id === id && n.kind === 'nation') && (spec.rules.activation === 'all' || (Array.isArray(spec.rules.activation) && spec.rules.activation.includes(id)));
  const knightsMayCome = nations.some((n) => n.knight && activatable(n.id));
  const mayEnter = (c: Counter): boolean => {
    if (c.nation in POOLS) {
      // Under the cards every pool counter not set up may come: wings bring highlords and dragons, events the rest.
      if (spec.rules.cards) return true;
      if (c.race === 'draconian') return spec.rules.draconianProduction;
      return spec.rules.events !== null && broughtByEvent(c);
    }
    if (c.nation === 'high-clerists-tower') return knightsMayCome;
    return activatable(c.nation);
  };
  type Placement = DogScenario['placements'][number];
  const placements = counters.flatMap((c): Placement[] => {
    const at = placed.value[c.id];
    if (at) return [{ id: c.id, at }];
    return mayEnter(c) ? [{ id: c.id, at: null, off: 'not-yet' }] : [];
  });
  return ok<DogScenario>({
    id: spec.id,
    title: spec.title,
    summary: spec.summary,
    firstTurn: spec.firstTurn,
    lastTurn: spec.lastTurn,
    initiative: spec.initiative,
    rules: {
      activation: spec.rules.activation !== 'none',
      events: spec.rules.events !== null,
      draconians: spec.rules.draconianProduction,
      replacements: spec.rules.replacements,
      // PL step 8 checks supply every turn (New Rule E is missing: DRAGON #107's, FACTS §1.2.3).
      supply: spec.rules.cards !== undefined,
      cards: spec.rules.cards !== undefined,
    },
    leaderLoss: spec.rules.cards ? 'paths-of-the-lance' : 'more-dragons-of-glory',
    ...(spec.map === 'all' ? {} : { area: spec.map }),
    ...(gone.size ? { conquered: [...gone] } : {}),
    allegiance,
    placements,
  });
}

/** The counters DL11's events bring into play (GAPS §4.4): wizards, citadels, Soth and his legion, the good dragons, Laurana. */
const broughtByEvent = (c: Counter): boolean => c.kind === 'wizard' || c.kind === 'citadel' || c.race === 'undead' || c.nation === 'good-dragons' || c.nation === 'whitestone';
