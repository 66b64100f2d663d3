import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { localTable, type LocalHarness } from '../support/local.ts';

/**
 * examples/the-ford-at-dusk.txt (docs/dragon-noir.md, "Conditions"): a position set up in one
 * step from a scenario whose characters start stunned, wounded, berserk, dead, with their energy
 * and a spell, on the local table.
 */

let harness: LocalHarness;

beforeAll(async () => {
  harness = await localTable('dusk');
  await harness.table.script(readFileSync('examples/the-ford-at-dusk.txt', 'utf8'));
});

afterAll(async () => {
  await harness.close();
});

describe('the example position of The Ford at Dusk', () => {
  test('/game start sets every condition of the scenario at once, and draws it', async () => {
    const game = await harness.service.gameHere(harness.table.context());
    expect(game?.status).toBe('running');
    // !state prints the game and its state as one JSON document, the script's last answer.
    const printed = harness.lines.slice(harness.lines.indexOf('> !state') + 1).join('\n');
    const { state } = JSON.parse(printed) as { state: { units: Array<Record<string, unknown>>; magic: { casters: unknown[] } } };
    const units = new Map(state.units.map((u) => [u.id, u]));
    expect(units.get('crazy-ork')).toMatchObject({ berserk: true, wounds: 0, stunned: false });
    expect(units.get('konrad')).toMatchObject({ mounted: true, wounds: 1 });
    expect(units.get('hohmley')).toMatchObject({ stunned: true });
    expect(units.get('gnurr')).toMatchObject({ wounds: 2 });
    expect(units.get('azrog')).toMatchObject({ dead: true });
    expect(units.get('matt')).toMatchObject({ dead: true });
    expect(units.get('shaman')).toMatchObject({ spells: [{ spell: 'increase-defence', caster: 'shaman', points: 2, until: 2, arrival: null }] });
    expect(state.magic.casters).toEqual(
      expect.arrayContaining([expect.objectContaining({ unit: 'shaman', ep: 40 }), expect.objectContaining({ unit: 'zacharie', ep: 60 })]),
    );
    // The start's map is drawn: one image, the position as the scenario gives it.
    expect(harness.table.images.length).toBeGreaterThanOrEqual(1);
    expect(readFileSync(harness.table.images[0]!).subarray(1, 4).toString()).toBe('PNG');
  });
});
