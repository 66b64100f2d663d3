import { describe, expect, it } from 'vitest';
import { rally } from '../../../../src/engine/games/dragon-pass/turn/rally.ts';
import { victoryAtEnd, wipedOut } from '../../../../src/engine/games/dragon-pass/turn/victory.ts';
import type { DpState } from '../../../../src/engine/games/dragon-pass/state.ts';
import { loadBook, position } from '../book.ts';

const book = loadBook();
const disrupt = (s: DpState, ...ids: string[]): DpState => ({ ...s, pieces: Object.fromEntries(Object.entries(s.pieces).map(([id, p]) => [id, ids.includes(id) ? { ...p, disrupted: true } : p])) });
const lastTurn = (s: DpState, scenario = 'the-pass'): DpState => ({ ...s, scenario, gameTurn: s.lastTurn });

describe('rally (GAPS A1 6; our reading: not in an enemy\'s zone of control)', () => {
  it('the side\'s disrupted units rally, but one next to an enemy stays disrupted; the other side\'s are not touched', () => {
    // K5 and K6 are neighbours: the infantry at K6 is in the Sartar stack's zone of control.
    const s = disrupt(position({ 'lunar-heavy-infantry-1': 'C3', 'lunar-heavy-infantry-2': 'K6', 'sartar-clan-infantry-1': 'K5' }, { side: 'lunar', phase: 'rally' }), 'lunar-heavy-infantry-1', 'lunar-heavy-infantry-2', 'sartar-clan-infantry-1');
    const done = rally(book, s, 'lunar');
    expect(done.state.pieces['lunar-heavy-infantry-1']!.disrupted).toBe(false);
    expect(done.state.pieces['lunar-heavy-infantry-2']!.disrupted).toBe(true);
    expect(done.state.pieces['sartar-clan-infantry-1']!.disrupted).toBe(true);
    expect(done.events[0]!.text).toBe("Lunar rally: lunar-heavy-infantry-1 rallies; lunar-heavy-infantry-2 stays disrupted in the enemy's zone of control.");
  });
});

describe('victory (the scenario\'s data: GAPS A9, invented)', () => {
  it('The Pass: the Lunar side holding Boldhome (E15) and the Border Fort (L13) at the end wins', () => {
    const s = lastTurn(position({ 'lunar-heavy-infantry-1': 'E15 in', 'lunar-heavy-infantry-2': 'L13 in', 'sartar-clan-infantry-1': 'L7' }));
    expect(victoryAtEnd(book, s)).toEqual({ winners: ['lunar'], reason: 'The Lunar Empire holds Boldhome, Border Fort at the end of game-turn 12.' });
  });

  it('The Pass: Sartar holding both and the Temple (L7) wins; otherwise the count of the five places decides, equal a draw', () => {
    const sartar = lastTurn(position({ 'sartar-clan-infantry-1': 'E15 in', 'sartar-clan-infantry-2': 'L13 in', 'sartar-clan-infantry-3': 'L7', 'lunar-heavy-infantry-1': 'H3' }));
    expect(victoryAtEnd(book, sartar)!.winners).toEqual(['sartar']);
    // Sartar holds Boldhome and the Border Fort, the Lunar side both road forts (H3, S3): two each.
    const level = lastTurn(position({ 'sartar-clan-infantry-1': 'E15 in', 'sartar-clan-infantry-2': 'L13 in', 'lunar-heavy-infantry-1': 'H3', 'lunar-heavy-infantry-2': 'S3' }));
    const draw = victoryAtEnd(book, level)!;
    expect(draw.winners).toEqual([]);
    expect(draw.reason).toMatch(/^A draw at the end of game-turn 12: the Lunar side holds 2 \(.*\), Sartar 2 \(Boldhome, Border Fort\)/);
    const more = lastTurn(position({ 'sartar-clan-infantry-1': 'E15 in', 'lunar-heavy-infantry-1': 'H3', 'lunar-heavy-infantry-2': 'S3' }));
    expect(victoryAtEnd(book, more)!.winners).toEqual(['lunar']);
  });

  it('The Border Fort: the Lunar side wins only by holding the fort at the end; else Sartar', () => {
    const held = { ...lastTurn(position({ 'lunar-heavy-infantry-1': 'L13 in', 'sartar-clan-infantry-1': 'L15' }), 'the-border-fort'), lastTurn: 4, gameTurn: 4 };
    expect(victoryAtEnd(book, held)!.winners).toEqual(['lunar']);
    const not = { ...lastTurn(position({ 'lunar-heavy-infantry-1': 'L12', 'sartar-clan-infantry-1': 'L13 in' }), 'the-border-fort'), lastTurn: 4, gameTurn: 4 };
    expect(victoryAtEnd(book, not)).toEqual({ winners: ['sartar'], reason: 'Sartar wins: the Lunar side does not hold Border Fort at the end of game-turn 4.' });
  });

  it('a side with no unit on the map has lost at once', () => {
    expect(wipedOut(position({ 'lunar-heavy-infantry-1': 'K5' }))).toEqual({ winners: ['lunar'], reason: 'Sartar has no unit left on the map: the Lunar Empire wins.' });
    expect(wipedOut(position({ 'lunar-heavy-infantry-1': 'K5', 'sartar-clan-infantry-1': 'K9' }))).toBeNull();
  });
});
