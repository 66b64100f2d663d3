import { afterAll, beforeAll, expect, test } from 'vitest';
import { gameModule } from '../../src/app/modules.ts';
import type { Viewer } from '../../src/engine/core/events.ts';
import type { AnyGameModule } from '../../src/engine/core/module.ts';
import type { DnState } from '../../src/engine/games/dragon-noir/state.ts';
import type { DnView } from '../../src/engine/games/dragon-noir/view.ts';
import { labelOf } from '../../src/engine/hex/labels.ts';
import { localTable, type LocalHarness } from '../support/local.ts';

/**
 * A seat that knows more than the public gets its own map by DM after each phase. Dragon Noir's
 * first slice hides nothing, so this plays it with one secret added: Black Fox is hidden from
 * everyone but the Orks (a fixture, not a rule).
 */

const dn = gameModule('dragon-noir')!;
const knows = (viewer: Viewer) => viewer.kind === 'gm' || (viewer.kind === 'seat' && viewer.seat === 'orks');
const fog: AnyGameModule = {
  ...dn,
  id: 'fog',
  title: 'Dragon Noir in fog',
  view(state: DnState, viewer: Viewer): DnView {
    const view = dn.view(state, viewer) as DnView;
    return knows(viewer) ? view : { ...view, units: view.units.filter((u) => u.id !== 'black-fox') };
  },
  secrets(state: DnState, viewer: Viewer): string[] {
    if (knows(viewer)) return [];
    const fox = state.units.find((u) => u.id === 'black-fox')!;
    return [`Black Fox in ${labelOf(fox.hex!)}`];
  },
};

let harness: LocalHarness;

beforeAll(async () => {
  harness = await localTable('fog', undefined, new Map([['fog', fog]]));
  await harness.table.script(
    ['@mara /game new game:fog scenario:the-ford', '@alice /game join seat:orks', '@bob /game join seat:rebels', '@alice /game start', '/move unit:Kuruz to:F5', '/done'].join('\n'),
    false,
  );
});

afterAll(async () => {
  await harness.close();
});

test('the Orks, who know more, get their own map by DM at the start and after each phase; the Rebels do not', () => {
  const dms = harness.lines.filter((l) => l.includes('[DM to'));
  const own = dms.filter((l) => l.includes('Your own view of Dragon Noir in fog'));
  expect(own.length).toBe(2);
  expect(own.every((l) => l.includes('[DM to alice]'))).toBe(true);
  expect(dms.some((l) => l.startsWith('  [DM to bob]') && l.includes('Your own view'))).toBe(false);
});

test('the public map leaves out what the public may not see', async () => {
  const game = (await harness.service.gameHere(harness.table.context()))!;
  const state = fog.stateSchema.parse(game.state) as DnState;
  expect((fog.view(state, { kind: 'public' }) as DnView).units.some((u) => u.id === 'black-fox')).toBe(false);
  expect((fog.view(state, { kind: 'seat', seat: 'orks' }) as DnView).units.some((u) => u.id === 'black-fox')).toBe(true);
  expect(fog.secrets!(state, { kind: 'seat', seat: 'rebels' })).toEqual(['Black Fox in C8']);
});
