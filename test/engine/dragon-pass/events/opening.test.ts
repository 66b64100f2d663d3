import { describe, expect, it } from 'vitest';
import { openGameTurn } from '../../../../src/engine/games/dragon-pass/events/opening.ts';
import { freshGame, loadBook, position } from '../book.ts';
import { forced } from './helpers.ts';

describe('the opening of a game-turn (GAPS A1 row 0)', () => {
  it('game-turn 1 keeps the set-up Moon (Dark); the schedule gives each side its DPs, told only to that side', () => {
    const state = freshGame('the-border-fort');
    const dice = forced();
    const { state: opened, events } = openGameTurn(loadBook(), state, dice);
    expect(opened.moon).toBe('dark');
    // The Border Fort's schedule: 5 DPs a game-turn to each side.
    expect(opened.dp).toEqual({ lunar: 5, sartar: 5 });
    const lunarDp = events.find((e) => e.type === 'dp-received' && (e.data as { side: string }).side === 'lunar')!;
    expect(lunarDp.visibleTo).toEqual(['lunar']);
    expect(lunarDp.text).toContain('You receive 5 DPs');
    // Random events are off in the Border Fort: no die is rolled.
    expect(dice.rolls).toHaveLength(0);
  });

  it('from game-turn 2 the Red Moon moves on one phase on its track, and what lasted a game-turn ends', () => {
    const state = { ...freshGame('the-border-fort'), gameTurn: 2, moon: 'dark', weather: 'rain' as const, glowlineOut: true, held: ['barbarian-horde'], dp: { lunar: 3, sartar: 0 } };
    const { state: opened, events } = openGameTurn(loadBook(), state, forced());
    expect(opened.moon).toBe('crescent-come');
    expect(opened).toMatchObject({ weather: 'fair', glowlineOut: false, held: [] });
    // DPs not yet assigned stay: 3 + 5.
    expect(opened.dp).toEqual({ lunar: 8, sartar: 5 });
    expect(events[0]!.text).toContain('Crescent-come');
    // Dying turns back to Dark.
    expect(openGameTurn(loadBook(), { ...state, moon: 'dying' }, forced()).state.moon).toBe('dark');
  });

  it('with the random events on, two d6 read the d66 (tens then units), each explained, and the event is applied', () => {
    const state = { ...position({}), turn: { side: null, phase: 'game-turn' as const, done: [] } };
    const dice = forced(1, 5);
    const { state: opened, events } = openGameTurn(loadBook(), state, dice);
    // Random Events Table, d66 1 then 5 = 15: rain.
    expect(opened.weather).toBe('rain');
    const line = events.find((e) => e.type === 'random-event')!;
    expect(line.visibleTo).toBe('all');
    expect(line.text).toContain('d66 1 then 5 = 15: Rain');
    expect(line.rolls!.map((r) => [r.column, r.face])).toEqual([['tens', 1], ['units', 5]]);
    expect(line.rolls![1]!.result).toBe('15: Rain');
    expect(dice.remainingForced).toEqual([]);
  });

  it('no public line carries a side\'s DPs', () => {
    const { events } = openGameTurn(loadBook(), freshGame('the-border-fort'), forced());
    for (const e of events.filter((x) => x.visibleTo === 'all')) expect(e.text).not.toMatch(/DP/);
  });
});
