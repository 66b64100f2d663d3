import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../../src/engine/core/result.ts';
import { EVENT_KINDS, readEvents } from '../../../../src/engine/games/dragons-of-glory/data/events.ts';
import { EVENTS_FILE } from './load.ts';

describe('Dragons of Glory strategic events', () => {
  const text = readFileSync(EVENTS_FILE, 'utf8');
  const events = unwrap(readEvents(text));

  it("hold every kind of DL11's event counters (GAPS §4.4), each marked E1, E10 or E20", () => {
    expect(new Set(events.map((e) => e.kind))).toEqual(new Set(EVENT_KINDS));
    for (const e of events) expect(['E1', 'E10', 'E20']).toContain(e.era);
    expect(new Set(events.map((e) => e.id)).size).toBe(events.length);
  });

  it('bring the wizards 3 a side, as many as there are wizard counters', () => {
    expect(events.filter((e) => e.kind === 'wizard' && e.side === 'highlord')).toHaveLength(3);
    expect(events.filter((e) => e.kind === 'wizard' && e.side === 'whitestone')).toHaveLength(3);
  });

  it('say that their counts are ours', () => {
    // No source gives the cup's counts (the counter sheet is not in our sources), but for the unique counters.
    const unique = new Set(['golden-general', 'good-dragons-arrive', 'lord-soths-legion']);
    for (const e of events) expect([e.id, e.sources.count]).toEqual([e.id, unique.has(e.kind) ? 'dl11' : e.kind === 'flying-citadel' ? 'fan-redraw' : 'invented']);
  });

  it('a broken file comes back as one line naming the entry', () => {
    expect(readEvents(text.replace('"era": "E20"', '"era": "E30"'))).toMatchObject({ ok: false, error: expect.stringMatching(/^events\.json: entry \d+ \(dragonlance\), era: [^\n]+\.$/) });
  });
});
