import { afterAll, describe, expect, test } from 'vitest';
import { gameModules } from '../../src/app/modules.ts';
import type { AnyGameModule } from '../../src/engine/core/module.ts';
import { err, ok } from '../../src/engine/core/result.ts';
import { localTable, type LocalHarness } from '../support/local.ts';

/**
 * `/game map area:<nation or hex>`: a zoomed map, for a game whose module can narrow its view to
 * an area (`focus`); any other game answers one line and changes nothing.
 */

const harnesses: LocalHarness[] = [];
afterAll(async () => {
  for (const h of harnesses) await h.close();
});

const FORD = ['@alice /game new game:dragon-noir scenario:the-ford seed:area', '@alice /game join seat:orks', '@bob /game join seat:rebels', '@alice /game start'];

async function table(channel: string, games?: Map<string, AnyGameModule>) {
  const harness = await localTable(channel, undefined, games);
  harnesses.push(harness);
  for (const line of FORD) await harness.table.line(line);
  return harness;
}

const mapAsked = (harness: LocalHarness, options: Record<string, string>) => harness.router.run(harness.table.context(), { name: 'game', subcommand: 'map', options });

describe('/game map area:', () => {
  test("a game whose map has no areas (Dragon Noir) answers one line, draws nothing and changes nothing", async () => {
    const harness = await table('area-none');
    const before = await harness.service.stateJson(harness.table.context());
    const answer = await mapAsked(harness, { area: 'Hylo' });
    expect(answer).toHaveLength(1);
    expect(answer[0]).toMatchObject({ kind: 'ephemeral', text: "This game's map has no areas." });
    expect(answer[0]!.image).toBeUndefined();
    expect(await harness.service.stateJson(harness.table.context())).toBe(before);
    // Without an area, the whole map as before.
    const whole = await mapAsked(harness, {});
    expect(whole[0]!.image?.name).toBe('the-ford-now.png');
  });

  test("a game that can focus its map: the module's refusal is the answer, and a known area is drawn under its own name", async () => {
    // Dragon Noir's real module and picture; only the narrowing is added, so the app's part is what is tested.
    const dn = gameModules().get('dragon-noir')!;
    const focusing: AnyGameModule = { ...dn, focus: (view: unknown, area: string) => (area.toLowerCase() === 'the mill' ? ok(view) : err(`"${area}" is no area of this map: the mill.`)) };
    const harness = await table('area-some', new Map([['dragon-noir', focusing]]));
    const refused = await mapAsked(harness, { area: 'Atlantis' });
    expect(refused.map((r) => [r.kind, r.text, r.image])).toEqual([['ephemeral', '"Atlantis" is no area of this map: the mill.', undefined]]);
    const zoomed = await mapAsked(harness, { area: 'The Mill' });
    expect(zoomed[0]!.image?.name).toBe('the-ford-now-the-mill.png');
    expect(zoomed[0]!.image?.description).toMatch(/Zoomed on The Mill\.$/);
    // A past phase, zoomed the same way.
    for (const line of ['@alice /move unit:Black Fox to:J8', '@alice /done']) await harness.table.line(line);
    const past = await mapAsked(harness, { area: 'The Mill', phase: '1' });
    expect(past[0]!.text).toBe('Phase 1: Turn 1 · Orks · Movement.');
    expect(past[0]!.image?.name).toBe('the-ford-phase-1-the-mill.png');
  });
});
