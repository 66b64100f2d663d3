import { describe, expect, test } from 'vitest';
import { SeededDice } from '../../../../src/engine/core/dice.ts';
import { PUBLIC } from '../../../../src/engine/core/events.ts';
import { playOrder } from '../../../../src/engine/core/orders.ts';
import { unwrap } from '../../../../src/engine/core/result.ts';
import { campaignMayStand, placeArmies, rollDistances } from '../../../../src/engine/games/dragon-dice/setup/place.ts';
import type { DdState } from '../../../../src/engine/games/dragon-dice/state.ts';
import { book, game, placed } from './fixtures.ts';


const start = (seats = ['p1', 'p2'], options: Record<string, unknown> = {}) => unwrap(game.setup({ scenarioId: 'skirmish-15', options, seats }, new SeededDice('setup', 0)));

const refusal = (state: DdState, seat: string, order: { verb: string } & Record<string, unknown>) => {
  const done = playOrder<DdState>(game, state, seat, order, new SeededDice('x', 0));
  return done.ok ? '' : done.error;
};

function play(state: DdState, seat: string, order: { verb: string } & Record<string, unknown>, forced: number[] = []) {
  const done = playOrder<DdState>(game, state, seat, order, new SeededDice('setup-play', 0, forced));
  if (!done.ok) throw new Error(done.error);
  return done.value;
}

/**
 * A 15-point build: home 5 and campaign 5 of one species each, horde 5. The hordes' faces: the
 * Skirmisher's 3 is maneuver 3, the Patroller's 3 maneuver 2, 2 and 4 none; the Filcher's 2 is
 * maneuver 3, 4 none; the Ambusher's 3 maneuver 3, 5 maneuver 2, 4 none.
 */
const BUILD = {
  p1: { verb: 'build', home: 'dwarf-warlord,dwarf-sergeant', horde: 'dwarf-skirmisher,dwarf-patroller', campaign: 'goblin-marauder,goblin-cutthroat', dragons: 'red-drake', terrain: 'highland-city', frontier: 'coastland-city' },
  p2: { verb: 'build', home: 'goblin-marauder,goblin-cutthroat', horde: 'goblin-filcher,goblin-ambusher', campaign: 'dwarf-warlord,dwarf-sergeant', dragons: 'green-drake', terrain: 'swampland-city', frontier: 'flatland-city' },
};

describe('the army build, sealed by DM (FAQ Set-up B; SFR 8)', () => {
  test('both seats build at once; a bad build is refused in one line and changes nothing', () => {
    const s = start();
    expect(game.phase(s)).toMatchObject({ key: 'build', active: ['p1', 'p2'], mode: 'simultaneous' });
    const bad = playOrder<DdState>(game, s, 'p1', { ...BUILD.p1, horde: 'dwarf-skirmisher' }, new SeededDice('x', 0));
    expect(bad.ok ? '' : bad.error).toBe('Your three armies come to 13 points: the force is 15.');
    const half = playOrder<DdState>(game, s, 'p1', { verb: 'build', home: 'dwarf-warlord' }, new SeededDice('x', 0));
    expect(half.ok ? '' : half.error).toBe('Name all three armies (home, horde, campaign), or none of them for a random legal build.');
  });

  test('the build appears in no public event before the reveal, and in the reveal', () => {
    const s = start();
    const one = play(s, 'p1', BUILD.p1);
    const facts = game.secrets!(one.state, PUBLIC);
    // The build in words, and each of its dice by id and by name.
    expect(facts.filter((f) => f.includes('Warlord, Sergeant'))).toHaveLength(1);
    expect(facts).toEqual(expect.arrayContaining(['dwarf-warlord', 'Warlord']));
    for (const e of one.events.filter((e) => e.visibleTo === 'all')) expect(e.text).not.toMatch(/Warlord|Skirmisher|Marauder/);
    for (const e of one.events.filter((e) => e.visibleTo === 'all')) for (const f of facts) expect(e.text).not.toContain(f);
    // The seat itself is told its build; the other seat and the public view see no choice.
    expect(one.events.find((e) => e.visibleTo !== 'all')?.visibleTo).toEqual(['p1']);
    expect(JSON.stringify(game.view(one.state, { kind: 'seat', seat: 'p2' }))).not.toContain('dwarf-warlord');
    expect(JSON.stringify(game.view(one.state, { kind: 'seat', seat: 'p1' }))).toContain('dwarf-warlord');
    expect(Object.keys(one.state.units)).toEqual([]);
    // p2's build reveals both; every horde die rolls for order: p1's two, p2's two.
    const both = play(one.state, 'p2', BUILD.p2, [3, 3, 4, 4]);
    expect(both.events.find((e) => e.type === 'sealed-revealed')?.text).toContain(facts[0]);
    expect(game.secrets!(both.state, PUBLIC)).toEqual([]);
  });

  test('a random build at the deadline is legal, and its dice go with the private line only', () => {
    const s = start();
    const [order] = game.defaultOrders(s, 'p1');
    expect(order).toEqual({ verb: 'build' });
    const one = play(s, 'p1', order!);
    expect(one.events.filter((e) => e.rolls?.length).every((e) => e.visibleTo !== 'all')).toBe(true);
    expect(one.events.find((e) => e.visibleTo !== 'all')?.rolls?.length).toBeGreaterThan(0);
  });

  test('revealed, the dice stand built and the dragons wait in their owner\'s DUA under either ruleset (FAQ Set-up B2, kept in the v4 default)', () => {
    const v4 = play(play(start(), 'p1', BUILD.p1).state, 'p2', BUILD.p2, [3, 3, 4, 4]).state;
    expect(v4.units['p1-dwarf-skirmisher']).toMatchObject({ owner: 'p1', at: { kind: 'built', army: 'horde' } });
    expect(v4.dragons['p1-red-drake']?.at).toEqual({ kind: 'dua' });
    const tsr = play(play(start(['p1', 'p2'], { ruleset: '1996' }), 'p1', BUILD.p1).state, 'p2', BUILD.p2, [3, 3, 4, 4]).state;
    expect(tsr.dragons['p2-green-drake']?.at).toEqual({ kind: 'dua' });
  });
});

describe('FAQ Set-up D: the roll for order', () => {
  test('1996 (FACTS §2.3): the higher horde wins: it picks the frontier and plays first, with nothing to choose', () => {
    const one = play(start(['p1', 'p2'], { ruleset: '1996' }), 'p1', BUILD.p1).state;
    // p1's horde: 3 + 2 maneuvers; p2's: nothing.
    const both = play(one, 'p2', BUILD.p2, [3, 3, 4, 4]);
    expect(both.state.setup.first).toBe('p1');
    expect(game.phase(both.state)).toMatchObject({ key: 'frontier', active: ['p1'] });
    const choose = playOrder<DdState>(game, both.state, 'p1', { verb: 'choose', take: 'first' }, new SeededDice('x', 0));
    expect(choose.ok ? '' : choose.error).toBe('In the 1996 rules the winner of the roll for order both picks the frontier and plays first: there is nothing to choose.');
  });

  test('v4 (SFR 8): the higher horde wins and chooses to play first or to pick the frontier', () => {
    const one = play(start(), 'p1', BUILD.p1).state;
    const both = play(one, 'p2', BUILD.p2, [3, 3, 4, 4]);
    expect(both.state.setup.first).toBe('p1');
    expect(game.phase(both.state)).toMatchObject({ key: 'order-choice', active: ['p1'] });
    expect(game.legalOrders(both.state, 'p1').map((h) => h.options.take)).toEqual(['first', 'frontier']);
    expect(game.legalOrders(both.state, 'p2')).toEqual([]);
    // The deadline's default (and the bot's): to play first.
    expect(game.defaultOrders(both.state, 'p1')).toEqual([{ verb: 'choose', take: 'first' }]);
  });

  test('v4 (SFR 8): playing first, the next player picks the frontier; picking the frontier, the next player plays first', () => {
    const won = play(play(start(['p1', 'p2', 'p3']), 'p1', BUILD.p1).state, 'p2', BUILD.p2).state;
    // p1's horde 3 + 2, the others none.
    const s = play(won, 'p3', { ...BUILD.p2, frontier: 'highland-city' }, [3, 3, 4, 4, 4, 4]).state;
    expect(refusal(s, 'p2', { verb: 'choose', take: 'first' })).toMatch(/^Not your move/);
    expect(refusal(s, 'p1', { verb: 'frontier', of: 'p1' })).toBe('/frontier cannot be given now: it is Set-up · Player 1 won the roll for order: play first or pick the frontier.');
    const first = play(s, 'p1', { verb: 'choose', take: 'first' });
    expect(first.state.players).toEqual(['p1', 'p2', 'p3']);
    expect(game.phase(first.state)).toMatchObject({ key: 'frontier', active: ['p2'] });
    expect(refusal(first.state, 'p1', { verb: 'frontier', of: 'p1' })).toMatch(/^Not your move/);
    expect(game.defaultOrders(first.state, 'p2')).toEqual([{ verb: 'frontier', of: 'p2' }]);
    const frontier = play(s, 'p1', { verb: 'choose', take: 'frontier' });
    // The next player plays first and the order goes on round the table: the winner plays last.
    expect(frontier.state.players).toEqual(['p2', 'p3', 'p1']);
    expect(frontier.state.setup.first).toBe('p1');
    expect(game.phase(frontier.state)).toMatchObject({ key: 'frontier', active: ['p1'] });
    expect(frontier.events.find((e) => e.type === 'order-chosen')?.text).toBe('Player 1 chooses to pick the frontier; Player 2 plays first. The order of play: Player 2, Player 3, Player 1.');
    // Placement follows the order of play: Player 2 places its horde first.
    const picked = play(frontier.state, 'p1', { verb: 'frontier', of: 'p3' }).state;
    expect(game.phase(picked)).toMatchObject({ key: 'place', active: ['p2'] });
  });

  test('WE-DD-05 (FAQ Set-up D1): a cantrip does not count in the roll for order', () => {
    const one = play(start(), 'p1', { ...BUILD.p1, horde: 'dwarf-wizard,dwarf-patroller' }).state;
    // The Wizard shows cantrip 4 (face 6), the Patroller maneuver 2: the total is 2.
    const both = play(one, 'p2', BUILD.p2, [6, 3, 4, 4]);
    const mine = both.events.find((e) => e.type === 'order-roll' && e.data?.seat === 'p1')!;
    expect(mine.data?.total).toBe(2);
    expect(mine.rolls?.map((r) => r.result)).toEqual(['cantrip 4', 'maneuver 2']);
  });

  test('WE-DD-06 (FAQ Set-up D2-D3): a tie re-rolls the whole hordes of the tied players, who face off', () => {
    const one = play(start(), 'p1', BUILD.p1).state;
    // 5 against 5 (3 + 2 each), then p1 0 against p2 3.
    const both = play(one, 'p2', BUILD.p2, [3, 3, 2, 5, 2, 2, 2, 4]);
    const rolls = both.events.filter((e) => e.type === 'order-roll');
    expect(rolls.map((e) => e.data)).toEqual([
      { seat: 'p1', total: 5 },
      { seat: 'p2', total: 5 },
      { seat: 'p1', total: 0 },
      { seat: 'p2', total: 3 },
    ]);
    // Each re-roll is the whole horde: two dice each.
    expect(rolls.map((e) => e.rolls?.length)).toEqual([2, 2, 2, 2]);
    expect(both.events.find((e) => e.type === 'order-tie')?.text).toContain('re-roll their whole hordes');
    expect(both.state.setup.first).toBe('p2');
    expect(both.state.players).toEqual(['p2', 'p1']);
  });

  test('with three players only those tied for the highest re-roll (CHECKLIST 4.5 item 22)', () => {
    let s = start(['p1', 'p2', 'p3']);
    s = play(s, 'p1', BUILD.p1).state;
    s = play(s, 'p2', BUILD.p2).state;
    // p1 5, p2 5, p3 0; then p1 3 + 0 against p2 0 + 0.
    const all = play(s, 'p3', { ...BUILD.p2, frontier: 'highland-city' }, [3, 3, 2, 5, 4, 4, 3, 2, 4, 4]);
    expect(all.events.filter((e) => e.type === 'order-roll').map((e) => e.data?.seat)).toEqual(['p1', 'p2', 'p3', 'p1', 'p2']);
    expect(all.state.players).toEqual(['p1', 'p2', 'p3']);
  });
});

describe('FAQ Set-up E: placement', () => {
  test('WE-DD-08 (FAQ Set-up E4): two players: A\'s horde at B\'s home, both campaigns at the frontier, B\'s horde at A\'s home', () => {
    let s = play(start(), 'p1', BUILD.p1).state;
    s = play(s, 'p2', BUILD.p2, [3, 3, 4, 4]).state;
    // v4 (SFR 8): p1 won the roll and chooses to pick the frontier, so p2 plays first.
    s = play(s, 'p1', { verb: 'choose', take: 'frontier' }).state;
    const picked = play(s, 'p1', { verb: 'frontier', of: 'p2' }, [3, 4, 5]);
    const at = (id: string) => picked.state.units[id]!.at;
    expect(at('p1-dwarf-warlord')).toEqual({ kind: 'terrain', terrain: 'home-p1' });
    expect(at('p1-dwarf-skirmisher')).toEqual({ kind: 'terrain', terrain: 'home-p2' });
    expect(at('p1-goblin-marauder')).toEqual({ kind: 'terrain', terrain: 'frontier' });
    expect(at('p2-goblin-marauder')).toEqual({ kind: 'terrain', terrain: 'home-p2' });
    expect(at('p2-goblin-filcher')).toEqual({ kind: 'terrain', terrain: 'home-p1' });
    expect(at('p2-dwarf-warlord')).toEqual({ kind: 'terrain', terrain: 'frontier' });
    // FAQ Set-up D4: the winner's pick is the frontier, the other proposal leaves.
    expect(picked.state.terrains.map((t) => [t.id, t.die]).sort()).toEqual([
      ['frontier', 'flatland-city'],
      ['home-p1', 'highland-city'],
      ['home-p2', 'swampland-city'],
    ]);
    // The first turn is the other player's (the winner picked the frontier), at its first march (no dragons attack at the start).
    expect(game.phase(picked.state)).toMatchObject({ key: 'march', active: ['p2'] });
  });

  test('FAQ Set-up E1, E3: with three players each places its horde at another\'s home, then its campaign army, in the order of play', () => {
    let s = start(['p1', 'p2', 'p3']);
    s = play(s, 'p1', BUILD.p1).state;
    s = play(s, 'p2', BUILD.p2).state;
    // p1's horde rolls 5, the others 0: p1 plays first.
    s = play(s, 'p3', { ...BUILD.p2, frontier: 'highland-city' }, [3, 3, 4, 4, 4, 4]).state;
    // v4 (SFR 8): p1 plays first; the next in the order of play, p2, picks the frontier.
    s = play(s, 'p1', { verb: 'choose', take: 'first' }).state;
    s = play(s, 'p2', { verb: 'frontier', of: 'p3' }).state;
    expect(game.phase(s)).toMatchObject({ key: 'place', active: ['p1'] });
    expect(game.legalOrders(s, 'p1').map((h) => h.options.at)).toEqual(['home-p2', 'home-p3']);
    const own = playOrder<DdState>(game, s, 'p1', { verb: 'place', at: 'home-p1' }, new SeededDice('x', 0));
    expect(own.ok ? '' : own.error).toBe("Your horde cannot stand at home-p1: a horde stands at another player's home terrain (FAQ Set-up E1); allowed: home-p2, home-p3.");
    s = play(s, 'p1', { verb: 'place', at: 'home-p3' }).state;
    s = play(s, 'p2', { verb: 'place', at: 'home-p3' }).state;
    s = play(s, 'p3', { verb: 'place', at: 'home-p1' }).state;
    // The campaign armies: home-p3 holds three armies (p3's home, p1's and p2's hordes), so it is closed to all.
    expect(game.phase(s)).toMatchObject({ key: 'place', active: ['p1'], label: 'Set-up · Player 1 places its campaign army' });
    expect(game.legalOrders(s, 'p1').map((h) => h.options.at)).toEqual(['frontier', 'home-p2']);
    const full = playOrder<DdState>(game, s, 'p1', { verb: 'place', at: 'home-p3' }, new SeededDice('x', 0));
    expect(full.ok ? '' : full.error).toMatch(/^Your campaign army cannot stand at home-p3: .*FAQ Set-up E3/);
    s = play(s, 'p1', { verb: 'place', at: 'frontier' }).state;
    s = play(s, 'p2', { verb: 'place', at: 'frontier' }).state;
    const last = play(s, 'p3', { verb: 'place', at: 'home-p2' }, [3, 4, 5, 6]);
    expect(last.state.setup.step).toBe('done');
    expect(last.state.terrains.map((t) => t.face)).toEqual([3, 4, 5, 6]);
    expect(game.phase(last.state)).toMatchObject({ key: 'march', active: ['p1'] });
    expect(Object.values(last.state.units).filter((u) => u.at.kind === 'built')).toEqual([]);
  });

  test('WE-DD-09 (FAQ Set-up E3): a campaign army may not stand where 3 armies stand, nor with a friendly army', () => {
    const s = placed(['p1', 'p2', 'p3', 'p4'], { p1: { frontier: ['dwarf-footman'] }, p2: { frontier: ['dwarf-footman'], 'home-p1': ['dwarf-sergeant'] }, p3: { frontier: ['dwarf-footman'] } });
    expect(campaignMayStand(s, 'frontier', 'p4')).toBe(false);
    expect(campaignMayStand(s, 'home-p1', 'p2')).toBe(false);
    expect(campaignMayStand(s, 'home-p1', 'p4')).toBe(true);
  });

  test('WE-DD-09 (FAQ Set-up E5): with four players, a campaign army with no legal place begins in reserve', () => {
    const players = ['p1', 'p2', 'p3', 'p4'];
    // Three other armies already at every terrain: the campaign armies find no place.
    const crowd = { frontier: ['dwarf-footman'], 'home-p1': ['dwarf-sergeant'], 'home-p2': ['dwarf-warlord'], 'home-p3': ['dwarf-sentry'], 'home-p4': ['dwarf-patroller'] };
    let s = placed(players, { x1: crowd, x2: crowd, x3: crowd });
    s = { ...s, setup: { ...s.setup, step: 'frontier' }, turn: null };
    for (const p of players) s.units[`${p}-camp`] = { id: `${p}-camp`, die: 'goblin-thug', owner: p, at: { kind: 'built', army: 'campaign' } };
    const done = placeArmies(s);
    for (const p of players) expect(done.state.units[`${p}-camp`]!.at).toEqual({ kind: 'reserve' });
    expect(done.events.filter((e) => e.type === 'campaign-reserve')).toHaveLength(4);
  });
});

describe('SFR 8 (GAPS B4, B13): starting distances', () => {
  test('an 8 is rolled again, a 7 becomes 6', () => {
    const s = placed(['p1', 'p2'], {});
    // home-p1 rolls 8 then 3; home-p2 rolls 7; the frontier 8, 8, then 5.
    const done = rollDistances(book, s, new SeededDice('distances', 0, [8, 3, 7, 8, 8, 5]));
    expect(done.state.terrains.map((t) => t.face)).toEqual([3, 6, 5]);
    expect(done.events.map((e) => e.rolls?.map((r) => r.face))).toEqual([[8, 3], [7], [8, 8, 5]]);
    expect(done.events[1]!.text).toContain('a 7 is turned to 6');
  });

  test('every terrain starts at a face from 1 to 6, whatever the seed', () => {
    const s = placed(['p1', 'p2', 'p3', 'p4'], {});
    for (let seed = 0; seed < 50; seed++) {
      for (const t of rollDistances(book, s, new SeededDice(`d-${seed}`, 0)).state.terrains) {
        expect(t.face).toBeGreaterThanOrEqual(1);
        expect(t.face).toBeLessThanOrEqual(6);
      }
    }
  });
});
