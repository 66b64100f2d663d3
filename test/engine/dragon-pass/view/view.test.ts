import { describe, expect, it } from 'vitest';
import { PUBLIC, seatViewer } from '../../../../src/engine/core/events.ts';
import { passPicture } from '../../../../src/engine/games/dragon-pass/picture.ts';
import type { DpState } from '../../../../src/engine/games/dragon-pass/state.ts';
import { passView } from '../../../../src/engine/games/dragon-pass/view.ts';
import { loadBook, position } from '../book.ts';

const book = loadBook();
const picture = passPicture(book);
const at = (moon: string, swap = false): DpState => ({ ...position({ 'crimson-bat-1': 'M2', 'lunar-heavy-infantry-1': 'K9 in', 'sartar-clan-infantry-1': 'L13 in' }, { side: 'lunar', phase: 'movement' }), moon, options: { randomEvents: true, batHungerSwap: swap } });

describe('the view and the picture after a phase', () => {
  it('the title bar carries the turn, the Moon with the Bat\'s hunger (Bat Hunger Table: Full 8/12, swapped 16/24) and the phase', () => {
    expect(passView(book, at('full'), PUBLIC).batHunger).toEqual({ oneDay: 8, bothDays: 12 });
    expect(passView(book, at('full', true), PUBLIC).batHunger).toEqual({ oneDay: 16, bothDays: 24 });
    expect(passView(book, at('crescent-come'), PUBLIC).batHunger).toEqual({ oneDay: 2, bothDays: 3 });
    // The Dark Moon has no row: no hunger told.
    expect(passView(book, at('dark'), PUBLIC).batHunger).toBeNull();
    expect(picture(passView(book, at('full'), PUBLIC)).status).toBe('Turn 1 · Full Moon (Bat 8/12) · Lunar · Movement');
  });

  it('every unit on the map is drawn in its hex with its factors, "in" inside its structure, "D" disrupted', () => {
    const s = at('full');
    const disrupted: DpState = { ...s, pieces: { ...s.pieces, 'sartar-clan-infantry-1': { ...s.pieces['sartar-clan-infantry-1']!, disrupted: true } } };
    const scene = picture(passView(book, disrupted, PUBLIC));
    expect(scene.counters).toHaveLength(3);
    const sartar = scene.counters.find((c) => c.lines[0]!.text === 'Sartar clan infantry')!;
    expect(sartar.lines[1]!.text).toBe('3-0-5');
    expect(sartar.badges!.map((b) => b.text).sort()).toEqual(['D', 'in']);
  });

  it('a side sees its own diplomacy points, the public none', () => {
    const s: DpState = { ...at('full'), dp: { lunar: 7, sartar: 3 }, independents: { ...at('full').independents, ironhoof: { allied: null, points: { lunar: 12, sartar: 4 } } } };
    expect(passView(book, s, PUBLIC).dp).toBeUndefined();
    expect(passView(book, s, seatViewer('lunar')).dp).toEqual({ lunar: 7 });
    expect(passView(book, s, seatViewer('sartar')).independents.find((x) => x.id === 'ironhoof')!.points).toEqual({ sartar: 4 });
    // After the game, everything.
    expect(passView(book, { ...s, ended: { winners: ['lunar'], reason: 'x' } }, PUBLIC).dp).toEqual({ lunar: 7, sartar: 3 });
  });
});
