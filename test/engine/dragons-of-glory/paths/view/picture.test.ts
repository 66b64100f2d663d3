import { describe, expect, it } from 'vitest';
import { PUBLIC, seatViewer, type Viewer } from '../../../../../src/engine/core/events.ts';
import { hexKey } from '../../../../../src/engine/hex/hex.ts';
import { ERA_COLOUR, OVAL_LOOK } from '../../../../../src/engine/games/dragons-of-glory/picture/cards.ts';
import type { PlState } from '../../../../../src/engine/games/dragons-of-glory/paths/state.ts';
import type { DogState } from '../../../../../src/engine/games/dragons-of-glory/state.ts';
import { buildView } from '../../../../../src/engine/games/dragons-of-glory/view.ts';
import type { HexBoardScene } from '../../../../../src/engine/scene/hex-board.ts';
import { PATHS, plGame, plState } from './fixture.ts';

/** The picture of a Paths of the Lance game: the war's state in the title bar, Berem on the map, a player's own hand under it. */

const { world, module, state: base } = plGame();
const withPl = (pl: Partial<PlState>): DogState => ({ ...base, pl: plState(pl) });
const scene = (state: DogState, viewer: Viewer) => module.picture!(buildView(state, world, 'Paths of the Lance', undefined, viewer, PATHS)) as HexBoardScene;

describe('the Paths of the Lance picture', () => {
  it('carries the era, the war status and the VP marker in the status line', () => {
    expect(scene(withPl({ warStatus: 7, vp: 4 }), PUBLIC).status).toContain('Era 1 · War status 7 · VP Highlords 4');
    expect(scene(withPl({ era: 3, warStatus: 33, vp: -2 }), PUBLIC).status).toContain('Era 3 · War status past 30 · VP Whitestone 2');
  });

  it("draws a side's own hand as cards under the map, the era's colour round each, and never on the public picture", () => {
    const state = withPl({});
    expect(scene(state, PUBLIC).hand).toBeUndefined();
    expect(scene(state, { kind: 'gm' }).hand).toBeUndefined();
    const hand = scene(state, seatViewer('whitestone')).hand!;
    // Fizban 3+3, Knights Charge 2+0, the Pact 2+1.
    expect(hand.title).toBe('Your hand, Whitestone: 3 cards · AP 7 · RP 4');
    expect(hand.cells.map((c) => c.text)).toEqual(['Fizban Appears', 'Knights Charge *', 'Non-aggression Pact']);
    const [fizban, charge, pact] = hand.cells;
    expect(fizban!.frame).toBe(ERA_COLOUR[1]);
    expect(fizban!.lines).toEqual(['war status']);
    expect(fizban!.tags).toEqual([
      expect.objectContaining({ text: 'AP 3', corner: 'bottom-left' }),
      expect.objectContaining({ text: 'RP 3', corner: 'bottom-right' }),
      { text: '+2', corner: 'top-right', oval: true, ...OVAL_LOOK.whitestone },
    ]);
    expect(charge!.tags).toHaveLength(2);
    expect(pact!.tags![2]).toMatchObject({ text: '−1', ...OVAL_LOOK.neutral });
  });

  it('draws no strip for a side holding no cards', () => {
    const empty = withPl({ deck: { ...plState().deck, hands: { highlord: [], whitestone: [...plState().deck.hands.whitestone!] } } });
    expect(scene(empty, seatViewer('highlord')).hand).toBeUndefined();
    expect(scene(empty, seatViewer('whitestone')).hand!.cells).toHaveLength(3);
  });

  it('draws Berem in his hex, beside the stack there, once he is placed', () => {
    const stack = base.units[Object.keys(base.units).find((id) => base.units[id]!.at)!]!;
    expect(scene(withPl({}), PUBLIC).counters.some((c) => c.lines[0]?.text === 'Berem')).toBe(false);
    const counters = scene(withPl({ berem: { status: 'placed', at: stack.at } }), PUBLIC).counters;
    const here = counters.filter((c) => hexKey(c.hexes[0]!) === hexKey(stack.at!));
    expect(here.map((c) => c.stack)).toEqual([{ place: 0, of: 2 }, { place: 1, of: 2 }]);
    expect(here[1]!.lines[0]!.text).toBe('Berem');
  });
});
