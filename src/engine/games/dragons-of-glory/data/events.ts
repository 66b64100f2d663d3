import { z } from 'zod';
import { err, ok, type Result } from '../../../core/result.ts';
import type { Side } from '../units.ts';
import { SOURCES } from './counters.ts';
import { readJson } from './read.ts';

/**
 * DL11's strategic event counters (the cup of the base Campaign), as data
 * (assets/counters/dragons-of-glory/events.json). The kinds are DL11's (GAPS §4.4); how many
 * of each the cup holds, and most values, are not in any source we have: they are ours and
 * marked `invented`.
 */

export const EVENT_KINDS = [
  'activation-bonus',
  'wizard',
  'dragonlance',
  'dragon-orb',
  'golden-general',
  'good-dragons-arrive',
  'gnomish-technology',
  'flying-citadel',
  'lord-soths-legion',
] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/** The mark on a counter's back: E1 counters start in the cup, E10 and E20 join it on turns 10 and 20. */
export const ERAS = ['E1', 'E10', 'E20'] as const;
export type Era = (typeof ERAS)[number];

export interface EventCounter {
  /** `activation-bonus-2-1`: numbered when the entry stands for several. */
  id: string;
  name: string;
  kind: EventKind;
  /** The side it serves; drawn by the other side it is wasted (DL11 Rule 10). */
  side: Side;
  /** An activation bonus's +N; a wizard's or dragonlance's count; 0 where nothing is counted. */
  value: number;
  era: Era;
  sources: { kind: (typeof SOURCES)[number]; value: (typeof SOURCES)[number]; count: (typeof SOURCES)[number] };
  note?: string;
}

const SourceSchema = z.enum(SOURCES);
const EntrySchema = z.strictObject({
  id: z.string().regex(/^[a-z][a-z0-9-]*[a-z0-9]$/, 'an id is lower-case letters, digits and dashes'),
  name: z.string().min(1),
  count: z.number().int().min(1).optional(),
  kind: z.enum(EVENT_KINDS),
  side: z.enum(['highlord', 'whitestone']),
  value: z.number().int().min(0),
  era: z.enum(ERAS),
  sources: z.strictObject({ kind: SourceSchema, value: SourceSchema, count: SourceSchema }),
  note: z.string().optional(),
});
const FileSchema = z.strictObject({ events: z.array(EntrySchema).min(1) });

export function readEvents(text: string, file = 'events.json'): Result<EventCounter[]> {
  const read = readJson(file, text, FileSchema, 'events');
  if (!read.ok) return read;
  const out: EventCounter[] = [];
  const seen = new Set<string>();
  for (const [i, e] of read.value.events.entries()) {
    for (let k = 1; k <= (e.count ?? 1); k++) {
      const id = e.count === undefined ? e.id : `${e.id}-${k}`;
      if (seen.has(id)) return err(`${file}: entry ${i + 1} (${e.id}): the event id ${id} is given twice.`);
      seen.add(id);
      const { count: _count, ...rest } = e;
      out.push({ ...rest, id, name: e.count === undefined ? e.name : `${e.name} ${k}` });
    }
  }
  return ok(out);
}

/** The counters in the cup on a turn: E1 from the start, E10 from turn 10, E20 from turn 20 (GAPS §4.4). */
export const ERA_TURN: Readonly<Record<Era, number>> = { E1: 1, E10: 10, E20: 20 };
