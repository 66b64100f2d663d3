import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../../src/engine/core/result.ts';
import { largerOffer, payDragonewtDebt, sealedBid } from '../../../../src/engine/games/dragon-pass/tables/event-bids.ts';
import { randomEvent, readRandomEventsTable, type EventEffect } from '../../../../src/engine/games/dragon-pass/tables/random-events.ts';
import { loadTables, tableFiles } from './files.ts';

const PLAGUE = { fortressStruckOn: [1], immune: ['treasure', 'dragon', 'superhero', 'disembodied-spirit'], unitRoll: { unaffected: [5, 6], disrupted: [3, 4], eliminated: [1, 2] } };
const gift = (side: 'lunar' | 'sartar', dp: number, independent: string): EventEffect => ({ kind: 'dp-gift', side, dp, independent });

/**
 * The Random Events Table as the seed gives it, typed from dragon-pass-tables.txt: the d66 rolls,
 * the seed's title, and what happens, with its numbers.
 */
const PRINTED: ReadonlyArray<[number[], string, EventEffect]> = [
  [[11], 'initiative shifts', { kind: 'turn-order-reversed' }],
  [[12], 'Dragonewts offer to ally', { kind: 'sealed-bid', independent: 'dragonewts', bidCappedByScheduledDp: true, tie: 'no-alliance', debtPaidFromLaterDp: true, earlierDpCount: false }],
  [[13], 'Androgeus allies', { kind: 'reveal-and-ally', independent: 'androgeus', tie: 'no-alliance', entry: 'rule-16-1' }],
  [[14, 15, 16], 'Rain', { kind: 'weather', weather: 'rain', lasts: 'game-turn' }],
  [[21, 22, 23, 24, 25, 26], 'giant appears', { kind: 'unit-arrives', side: 'independent', unit: 'giant', at: 'giant-hex' }],
  [[31], 'glowline fails', { kind: 'glowline-fails', at: 'temple-of-the-reaching-moon', lasts: 'game-turn' }],
  [[32], 'Revolt in the Redlands', { kind: 'withdraw', side: 'lunar', count: 3, edges: ['north', 'west'], allOrNone: true, chooses: 'owner' }],
  [[33], 'Unrest in the provinces', { kind: 'withdraw', side: 'lunar', count: 2, edges: ['north', 'east'], allOrNone: true, chooses: 'owner' }],
  [[34], 'South Soldiers arrive', { kind: 'replace', side: 'sartar', upTo: 2, unitKinds: ['infantry', 'cavalry'], enter: { edge: 'south', from: 'stone-cross', toward: 'east' } }],
  [[35], 'Plague in the Empire', { kind: 'plague', side: 'lunar', ...PLAGUE } as EventEffect],
  [[36], 'Imperial attention diverted', { kind: 'unit-leaves', side: 'lunar', unit: 'red-emperor', awayTurns: 'd6', returns: { edge: 'any', within: 'lunar-empire' }, ifOffBoard: 'nothing' }],
  [[41], 'Barbarian Horde strikes', { kind: 'units-held', side: 'sartar', units: 'barbarian-horde', phase: 'movement', lasts: 'game-turn' }],
  [[42], 'Twin Stars appear', { kind: 'unit-arrives', side: 'lunar', unit: 'twin-stars', at: 'temple-of-the-reaching-moon', unlessHeldBy: 'sartar', ifOnBoard: 'nothing' }],
  [[43], 'Problems in Prax', { kind: 'withdraw', side: 'sartar', count: 2, edges: ['east'], allOrNone: true, chooses: 'owner' }],
  [[44], 'Provincial reserves arrive', { kind: 'replace', side: 'lunar', upTo: 2, unitKinds: ['infantry', 'cavalry'], enter: { edge: 'north', within: 'lunar-empire' } }],
  [[45, 46], 'Plague in Sartar', { kind: 'plague', side: 'sartar', ...PLAGUE } as EventEffect],
  [[51], 'Sartar sends gifts to the Feathered Horse Queen', gift('sartar', 10, 'grazelanders')],
  [[52], "Sartar sends stores to Beasts' Valley", gift('sartar', 10, 'ironhoof')],
  [[53], 'Imperial officials snub Sir Ethilrist', gift('sartar', 10, 'ethilrist')],
  [[54], 'Imperial spies caught at Wintertop', gift('sartar', 10, 'exiles')],
  [[55], 'Sartar offers slaves to the Dragonewts', gift('sartar', 10, 'dragonewts')],
  [[56], 'Sartar offers Cragspider a blank Truestone', gift('sartar', 15, 'cragspider')],
  [[61], 'between the ducks and the half-beasts', gift('lunar', 5, 'ironhoof')],
  [[62], 'Sartar horse thieves are caught in the Grazelands', gift('lunar', 10, 'grazelanders')],
  [[63], 'Lunars offer Cragspider spell lore', gift('lunar', 10, 'cragspider')],
  [[64], 'Lunars send Sir Ethilrist steel weapons', gift('lunar', 15, 'ethilrist')],
  [[65], 'Lunar spies succeed in Wintertop', gift('lunar', 15, 'exiles')],
  [[66], 'offer slaves to the Dragonewts', gift('lunar', 10, 'dragonewts')],
];

const table = () => loadTables().randomEvents;
const read = (roll: number) => unwrap(randomEvent(table(), Math.floor(roll / 10), roll % 10));

describe('Random Events Table: every printed row', () => {
  for (const [rolls, title, effect] of PRINTED) {
    it(`${rolls.join(', ')}: ${title}`, () => {
      for (const roll of rolls) {
        const { event } = read(roll);
        expect(event.rolls).toEqual(rolls);
        expect(event.name.toLowerCase()).toContain(title.toLowerCase());
        expect(event.effect).toEqual(effect);
      }
    });
  }

  it('reads every one of the 36 d66 rolls, 28 printed rows in all, each roll once', () => {
    expect(table().events).toHaveLength(PRINTED.length);
    const rolls = table().events.flatMap((e) => e.rolls).sort((a, b) => a - b);
    expect(rolls).toEqual([1, 2, 3, 4, 5, 6].flatMap((t) => [1, 2, 3, 4, 5, 6].map((u) => t * 10 + u)));
  });

  it('says why wherever it reads more into an effect than the seed states', () => {
    const invented = table().events.filter((e) => e.effectSource === 'invented').map((e) => e.id);
    expect(invented).toEqual(['a-giant-appears', 'the-barbarian-horde-strikes']);
    for (const e of table().events.filter((x) => x.effectSource !== 'seed')) expect(e.reading).toBeTruthy();
  });

  it('explains the d66 in one line: the tens die, the units die, the roll and the event', () => {
    expect(read(45).line).toBe('Random Events Table, d66 4 then 5 = 45: Plague in Sartar');
    expect(randomEvent(table(), 7, 1)).toEqual({ ok: false, error: 'Random Events Table: a d6 shows 1 to 6, not 7.' });
  });
});

describe('Random Events Table: the worked examples', () => {
  it('WE-DP-14 Random Events Table, event 12: bids of Lunar 20 and Sartar 15 → Lunar allies and owes 20; 12 DP next turn all go (8 owed), then 8 more and the rest is free', () => {
    const bid = unwrap(sealedBid({ lunar: 20, sartar: 15 }, { lunar: 60, sartar: 60 }));
    expect(bid).toEqual({ winner: 'lunar', owed: 20 });
    const first = payDragonewtDebt(bid.owed, 12);
    expect(first).toEqual({ paid: 12, stillOwed: 8, free: 0 });
    expect(payDragonewtDebt(first.stillOwed, 12)).toEqual({ paid: 8, stillOwed: 0, free: 4 });
    expect(unwrap(sealedBid({ lunar: 15, sartar: 15 }, { lunar: 60, sartar: 60 }))).toEqual({ winner: null, owed: 0 });
    expect(sealedBid({ lunar: 61, sartar: 15 }, { lunar: 60, sartar: 60 })).toEqual({
      ok: false, error: 'Random Events Table, event 12: Lunar bids 61 DPs but is scheduled to receive only 60 before the end of the game.',
    });
  });

  it('WE-DP-15 Random Events Table, event 13: Androgeus with Sartar 12 and Lunar 12 → no alliance; 13 against 12 → Sartar', () => {
    expect(read(13).event.effect).toMatchObject({ independent: 'androgeus', tie: 'no-alliance' });
    expect(largerOffer({ lunar: 12, sartar: 12 })).toBeNull();
    expect(largerOffer({ lunar: 12, sartar: 13 })).toBe('sartar');
  });

  it('WE-DP-17 Random Events Table, event 32: three Lunar units toward the north or west, all or none, the Lunar player choosing', () => {
    expect(read(32).event.effect).toEqual({ kind: 'withdraw', side: 'lunar', count: 3, edges: ['north', 'west'], allOrNone: true, chooses: 'owner' });
  });

  it('WE-DP-18 Random Events Table, event 36: the Red Emperor leaves for a d6 of game-turns and returns on a Lunar Empire edge; off the board, nothing', () => {
    expect(read(36).event.effect).toMatchObject({ unit: 'red-emperor', awayTurns: 'd6', returns: { within: 'lunar-empire' }, ifOffBoard: 'nothing' });
  });
});

describe('Random Events Table: refusals', () => {
  it('refuses a table that leaves a roll unread, or reads one twice, in one line naming the event', () => {
    const json = JSON.parse(tableFiles()['random-events']!);
    json.events[3].rolls = [14, 15];
    expect(readRandomEventsTable(JSON.stringify(json))).toEqual({ ok: false, error: 'random-events.json, events: no event for roll 16; every d66 roll reads one.' });
    json.events[3].rolls = [14, 15, 16, 21];
    expect(readRandomEventsTable(JSON.stringify(json))).toEqual({ ok: false, error: 'random-events.json, event a-giant-appears, rolls: 21 also reads event rain.' });
  });

  it('refuses an effect of no known kind, and a malformed one, naming the event', () => {
    const json = JSON.parse(tableFiles()['random-events']!);
    json.events[0].effect = { kind: 'earthquake' };
    expect(readRandomEventsTable(JSON.stringify(json))).toMatchObject({ ok: false, error: expect.stringMatching(/^random-events\.json, event initiative-shifts, effect\.kind: /) });
    const again = JSON.parse(tableFiles()['random-events']!);
    again.events[6].effect.count = 0;
    expect(readRandomEventsTable(JSON.stringify(again))).toEqual({ ok: false, error: 'random-events.json, event revolt-in-the-redlands, effect.count: Too small: expected number to be >=1.' });
  });
});
