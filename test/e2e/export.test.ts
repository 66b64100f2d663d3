import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ASSETS, gameModules } from '../../src/app/modules.ts';
import { SeededDice } from '../../src/engine/core/dice.ts';
import type { DragonNoir } from '../../src/engine/games/dragon-noir/index.ts';
import { createDragonNoir } from '../../src/engine/games/dragon-noir/index.ts';
import type { DnState } from '../../src/engine/games/dragon-noir/state.ts';
import { labelOf } from '../../src/engine/hex/labels.ts';
import type { FakeChannel, FakeMessage } from '../fake-discord/types.ts';
import { run, seen, stateIn, world, type World, WAIT_MS } from './support.ts';

/**
 * `/game export what:scenario` on Discord, against the bot process and the fake Discord: the game
 * master asks, each player presses Agree, and the scenario file comes to the game master alone,
 * by DM, as an attachment; another group starts from it in the same position.
 */

let w: World;
let thread: FakeChannel;
const dn = gameModules().get('dragon-noir') as unknown as DragonNoir;

beforeAll(async () => {
  w = await world({ seeds: ['e2e-export'] });
  await w.startBot();
});

afterAll(async () => {
  await w?.close();
});

const buttons = (m: FakeMessage) => (m.components as Array<{ components: Array<{ custom_id: string; label: string }> }>).flatMap((row) => row.components);

function position(state: DnState) {
  return Object.fromEntries(state.units.filter((u) => u.hex).map((u) => [u.id, { hex: labelOf(u.hex!), dead: u.dead, wounds: u.wounds, stunned: u.stunned, berserk: u.berserk, mounted: u.mounted }]));
}

describe('saving a position as a scenario, by button', () => {
  test('every player agrees by button; the file goes by DM to the game master alone', async () => {
    await run(w, w.mara, w.lobby, 'game', { game: 'dragon-noir', scenario: 'the-ford-at-dusk' }, 'new');
    thread = w.fake.threads(w.lobby)[0]!;
    await run(w, w.alice, thread, 'game', { seat: 'orks' }, 'join');
    await run(w, w.bob, thread, 'game', { seat: 'rebels' }, 'join');
    await run(w, w.mara, thread, 'game', {}, 'start');
    await run(w, w.mara, thread, 'game', { what: 'scenario' }, 'export');
    const request = await w.fake.waitFor(() => w.fake.messages(thread).find((m) => m.content.startsWith('mara asks to save this position as a scenario file')), WAIT_MS);
    expect(request.content).toContain('It goes by DM to mara once every player agrees: alice, bob.');
    const agree = buttons(request).find((b) => b.label === 'Agree')!.custom_id;
    await w.fake.click(w.alice, request, agree).settled(WAIT_MS);
    await seen(w, thread, 'alice agrees to save the position. Waiting for: bob.');
    await w.fake.click(w.bob, request, agree).settled(WAIT_MS);
    await seen(w, thread, 'Everyone agreed: the scenario file');
    const dm = await w.fake.waitFor(() => w.fake.dms(w.mara).find((m) => m.content.startsWith('The position of The Ford at Dusk, saved as a scenario')), WAIT_MS);
    expect(dm.attachments).toHaveLength(1);
    const file = dm.attachments[0]!;
    expect(file.name).toMatch(/^the-ford-at-dusk-[0-9a-z]{6}-v\d+\.json$/);
    // Nobody else receives it, and the thread holds no file.
    expect(w.fake.dms(w.alice).some((m) => m.attachments.some((a) => a.name.endsWith('.json')))).toBe(false);
    expect(w.fake.dms(w.bob).some((m) => m.attachments.some((a) => a.name.endsWith('.json')))).toBe(false);
    expect(w.fake.messages(thread).some((m) => m.attachments.some((a) => a.name.endsWith('.json')))).toBe(false);

    const text = Buffer.from(file.bytes).toString('utf8');
    const id = file.name.replace(/\.json$/, '');
    const another = createDragonNoir({ maps: { ford: readFileSync(join(ASSETS, 'maps', 'dragon-noir', 'ford.map'), 'utf8') }, scenarios: [text] });
    const started = another.setup({ scenarioId: id, options: {}, seats: ['orks', 'rebels'] }, new SeededDice('another group', 0));
    if (!started.ok) throw new Error(started.error);
    expect(position(started.value)).toEqual(position(await stateIn<DnState>(w, thread, dn)));
  });

});
