import { z } from 'zod';

/**
 * The Strategic Plan of the DN2 campaign (5.21). The printed plan (its areas and red arrows) is
 * not in the texts, so this one is ours, drawn from the maps of both volumes (docs/dragon-noir.md,
 * "The Strategic Plan"): each underground map is an area, the red arrows join maps that the
 * rules or their features say meet (the Pit's trapdoor leads down to the Dark Island, the
 * Haunted Swamp's tower stands over the same deep passages, 1.42), and the Adventurers come in
 * and go out by the black arrows.
 */

export const AreaSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string(),
  /** The map a battle in this area is fought on (assets/maps/dragon-noir). */
  map: z.string(),
  /** 5.21: the Haunted Swamp, closed to the strategic movement of Guards and adult Warriors. */
  swamp: z.boolean().default(false),
});

export const StrategicPlanSchema = z.object({
  areas: z.array(AreaSchema).min(2),
  /** Red arrows: the areas a Krob may move between, both ways. */
  links: z.array(z.tuple([z.string(), z.string()])),
  /** Black arrows: where the Adventurers come in from above, and the areas with a way out (Sun?). */
  entries: z.array(z.string()).min(1),
  exits: z.array(z.string()).min(1),
  /** Where the Queen lies; reinforcements are born there. */
  queen: z.string(),
  /** The area whose eight cells may hold the dwarf prisoner (5.21: "cell number ..."). */
  jails: z.string(),
});
export type StrategicPlan = z.infer<typeof StrategicPlanSchema>;
export type Area = z.infer<typeof AreaSchema>;

export const STRATEGIC_PLAN: StrategicPlan = StrategicPlanSchema.parse({
  areas: [
    { id: 'dwarves-cave', name: "The Dwarves' Cave", map: 'dwarves-cave' },
    { id: 'wights-bridge', name: "The Wights' Bridge", map: 'wights-bridge' },
    { id: 'maze', name: 'The Maze', map: 'maze' },
    { id: 'haunted-swamp', name: 'The Haunted Swamp', map: 'haunted-swamp', swamp: true },
    { id: 'jails', name: 'The Jails', map: 'jails' },
    { id: 'the-pit', name: 'The Pit', map: 'the-pit' },
    { id: 'dark-island', name: 'The Dark Island', map: 'dark-island' },
    { id: 'dragons-lake', name: "The Dragon's Lake", map: 'dragons-lake' },
  ],
  links: [
    ['dwarves-cave', 'wights-bridge'],
    ['wights-bridge', 'maze'],
    ['wights-bridge', 'haunted-swamp'],
    ['maze', 'jails'],
    ['maze', 'the-pit'],
    ['jails', 'the-pit'],
    ['the-pit', 'dark-island'],
    ['haunted-swamp', 'dark-island'],
    ['haunted-swamp', 'dragons-lake'],
    ['dark-island', 'dragons-lake'],
  ],
  entries: ['dwarves-cave', 'dragons-lake'],
  exits: ['dwarves-cave', 'dragons-lake', 'maze', 'haunted-swamp'],
  queen: 'the-pit',
  jails: 'jails',
});

/** The plan's own mistakes, found when the module is built. */
export function checkPlan(plan: StrategicPlan): string | undefined {
  const ids = new Set(plan.areas.map((a) => a.id));
  for (const id of [...plan.links.flat(), ...plan.entries, ...plan.exits, plan.queen, plan.jails]) {
    if (!ids.has(id)) return `the Strategic Plan names an area ${id} it does not have`;
  }
  return undefined;
}

export function areaOf(plan: StrategicPlan, id: string): Area | undefined {
  return plan.areas.find((a) => a.id === id);
}

/** Finds an area by its id or its name as typed ("the pit", "Jails"). */
export function findArea(plan: StrategicPlan, text: string): Area | undefined {
  const key = text.trim().toLowerCase().replace(/^the\s+/, '').replace(/['’]/g, '').replace(/\s+/g, '-');
  return plan.areas.find((a) => a.id === key || a.id === `the-${key}` || a.name.toLowerCase().replace(/^the\s+/, '').replace(/['’]/g, '').replace(/\s+/g, '-') === key);
}

export function neighbours(plan: StrategicPlan, id: string): string[] {
  return plan.links.flatMap(([a, b]) => (a === id ? [b] : b === id ? [a] : []));
}

/**
 * The fewest red arrows from `from` to every area, never entering a barred area (the swamp for
 * an armoured Krob): a Krob may neither stop in it nor pass through it.
 */
export function areaDistances(plan: StrategicPlan, from: string, barred: (area: Area) => boolean): Map<string, number> {
  const seen = new Map<string, number>([[from, 0]]);
  const queue = [from];
  while (queue.length) {
    const at = queue.shift()!;
    for (const next of neighbours(plan, at)) {
      if (seen.has(next) || barred(areaOf(plan, next)!)) continue;
      seen.set(next, seen.get(at)! + 1);
      queue.push(next);
    }
  }
  return seen;
}
