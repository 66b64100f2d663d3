import { describe, expect, it } from 'vitest';
import { reckon } from '../../../../../src/engine/games/dragons-of-glory/paths/ledger.ts';
import type { DogState } from '../../../../../src/engine/games/dragons-of-glory/state.ts';
import { atWar, ctx, faces, plGame, put } from './fixture.ts';

const paths = ctx();
const texts = (events: Array<{ text: string }>) => events.map((e) => e.text);

describe('PL G conquest VP (WE-PL-22)', () => {
  it('PL G: Kern, worth 3, joining the Highlords moves the marker 3 their way and war status by 1', () => {
    const before = plGame({ warStatus: 2 });
    const dice = faces();
    const { state, events } = reckon(before, atWar(before, 'highlord', ['kern']), paths, dice);
    expect(state.pl!.vp).toBe(3);
    expect(state.pl!.warStatus).toBe(3);
    expect(texts(events)).toEqual(['Kern joins the Highlords: 3 VP to them, the Highlords lead by 3; war status 2 → 3.']);
    expect(dice.rolls).toEqual([]);
  });

  it('PL G: Kern conquered moves it twice its value, 6, towards the conqueror', () => {
    const before = atWar(plGame({ warStatus: 3, vp: 3 }), 'highlord', ['kern']);
    const { state, events } = reckon(before, atWar(before, 'highlord', ['kern'], true), paths, faces());
    expect(state.pl!.vp).toBe(-3);
    expect(state.pl!.warStatus).toBe(4);
    expect(texts(events)).toEqual(['Kern is conquered by the Whitestone: 6 VP to them, the Whitestone lead by 3; war status 3 → 4.']);
  });

  it('PL G, H: two nations in one order count each, in the data\'s order', () => {
    const before = plGame({ warStatus: 5, vp: -2 });
    const after = atWar(atWar(before, 'highlord', ['kern']), 'whitestone', ['hylo']);
    const { state, events } = reckon(before, after, paths, faces());
    // Hylo is worth 2, Kern 3.
    expect(state.pl!.vp).toBe(-1);
    expect(state.pl!.warStatus).toBe(7);
    expect(texts(events)).toEqual([
      'Hylo joins the Whitestone: 2 VP to them, the Whitestone lead by 4; war status 5 → 6.',
      'Kern joins the Highlords: 3 VP to them, the Whitestone lead by 1; war status 6 → 7.',
    ]);
  });

  it('PL G: the map\'s areas (the High Clerist\'s Tower) move neither the marker nor war status', () => {
    const before = plGame({ warStatus: 4 });
    const { state, events } = reckon(before, atWar(before, 'whitestone', ['high-clerists-tower']), paths, faces());
    expect(state.pl).toEqual(before.pl);
    expect(events).toEqual([]);
  });

  it('PL G: nothing changed, nothing reckoned', () => {
    const before = plGame({ warStatus: 4 });
    expect(reckon(before, before, paths, faces())).toEqual({ state: before, events: [] });
  });
});

describe('PL G the Maelstrom conquered when its last fleet is eliminated', () => {
  const fleets = [...paths.world.counters.values()].filter((c) => c.nation === 'maelstrom' && c.kind === 'fleet').map((c) => c.id);
  const withFleets = (afloat: string[]): DogState => {
    let state = atWar(plGame({ warStatus: 8 }), 'highlord', ['maelstrom']);
    for (const id of fleets) state.units[id] = { id, at: null, off: 'eliminated', depleted: false };
    if (afloat.length) state = put(state, '3242a', ...afloat);
    return state;
  };

  it('PL G: the last pirate fleet sunk by the Whitestone: the Maelstrom (1 VP) counts as conquered, 2 VP to them', () => {
    expect(fleets.length).toBeGreaterThan(1);
    const before = withFleets([fleets[0]!]);
    const { state, events } = reckon(before, withFleets([]), paths, faces());
    expect(state.nations.maelstrom).toMatchObject({ allegiance: 'highlord', conquered: true });
    expect(state.pl!.vp).toBe(-2);
    expect(state.pl!.warStatus).toBe(9);
    expect(texts(events)).toEqual([
      'The last fleet of the Maelstrom is gone: it counts as conquered by the Whitestone.',
      'Maelstrom is conquered by the Whitestone: 2 VP to them, the Whitestone lead by 2; war status 8 → 9.',
    ]);
  });

  it('PL G: a fleet sunk while another sails on changes nothing', () => {
    const before = withFleets([fleets[0]!, fleets[1]!]);
    const { state, events } = reckon(before, withFleets([fleets[1]!]), paths, faces());
    expect(state.nations.maelstrom!.conquered).toBe(false);
    expect(events).toEqual([]);
  });
});

describe('PL B.2 with H: a knight nation brought in by the war status is reckoned too', () => {
  it('PL B.2, G, H: Kern joining takes war status to the knight square 16; Caergoth comes in and is counted, to 17', () => {
    const before = plGame({ era: 2, warStatus: 15, vp: 12 });
    const dice = faces(1);
    const { state, events } = reckon(before, atWar(before, 'highlord', ['kern']), paths, dice);
    expect(state.nations.caergoth!.allegiance).toBe('whitestone');
    // Kern +3 to the Highlords (15), Caergoth 3 to the Whitestone (12); the Tower, an area, counts nothing.
    expect(state.pl!.vp).toBe(12);
    expect(state.pl!.warStatus).toBe(17);
    expect(state.pl!.knightSquares).toEqual([16]);
    expect(texts(events.filter((e) => e.type.startsWith('dog-pl-')))).toEqual([
      'Kern joins the Highlords: 3 VP to them, the Highlords lead by 15; war status 15 → 16.',
      'War status reaches the knight square 16: the Whitestone roll for the knights, needing 2 or less (the Highlords lead by 15 VP +2): d10 1, Caergoth joins them.',
      'Caergoth joins the Whitestone: 3 VP to them, the Highlords lead by 12; war status 16 → 17.',
    ]);
    expect(dice.remainingForced).toEqual([]);
  });
});
