import { describe, expect, test } from 'vitest';
import { rangeBand } from '../../../src/engine/games/dragon-noir/tables.ts';
import { act, at, must, OPEN_FIELD, patch, phase, table, unit } from '../../support/dragon-noir.ts';

/** Offensive missile fire, 2.2-2.25 and 5.11, played through the module with the dice forced. */

/** A field three hexes wide and `rows` long: in one column, hexes apart = rows apart. */
const lane = (rows: number, terrain: (row: number) => string = () => '.') => Array.from({ length: rows }, (_, i) => `. ${terrain(i + 1)} .`);

const firing = (rows: string[], orks: Record<string, string>, rebels: Record<string, string>, hexsides: string[] = []) => {
  const t = table(rows, { orks, rebels }, hexsides);
  return { module: t.module, state: phase(t.state, 'orks', 'offensive-fire') };
};

describe('5.11.1 range (DN1)', () => {
  test('WE-DN-46: the bands of each weapon, and nothing beyond long range', () => {
    expect([15, 16, 30, 31, 75, 76].map((n) => rangeBand('crossbow', n)?.modifier ?? 'impossible')).toEqual([0, 1, 1, 2, 2, 'impossible']);
    expect([12, 13, 30, 31, 90, 91].map((n) => rangeBand('longbow', n)?.modifier ?? 'impossible')).toEqual([0, 1, 1, 2, 2, 'impossible']);
    expect([10, 11, 25, 26, 50, 51].map((n) => rangeBand('shortbow', n)?.modifier ?? 'impossible')).toEqual([0, 1, 1, 2, 2, 'impossible']);
  });

  test('WE-DN-50: Fnarad at 11 hexes (+1) on an armoured target (+1), no cover, rolls 1: shortbow row 3 is B', () => {
    const { module, state } = firing(lane(14), { fnarad: 'B1' }, { matt: 'B12' });
    const r = must(module, state, 'orks', 'fire', { with: 'Fnarad', target: 'Matt' }, [1]);
    expect(r.rolls[0]).toMatchObject({ face: 1, total: 3, table: '5.11.4 shooting at characters on foot', column: 'none cover', result: 'B' });
    expect(r.rolls[0]!.modifiers).toEqual([
      { label: 'medium range', value: 1 },
      { label: 'armoured target', value: 1 },
    ]);
    expect(r.text).toContain('Fnarad (shortbow) shoots at Matt in B12: medium range, none cover');
    expect(unit(r.state, 'matt').wounds).toBe(1);
  });

  test('WE-DN-49: a crossbow at medium range on an armoured target in scrub rolls 2: 4 on light cover is B', () => {
    const { module, state } = firing(lane(20, (row) => (row === 18 ? ',' : '.')), { graz: 'B1' }, { matt: 'B18' });
    const r = must(module, state, 'orks', 'fire', { with: 'Graz', target: 'Matt' }, [2]);
    expect(r.rolls[0]).toMatchObject({ face: 2, total: 4, column: 'light cover', result: 'B' });
  });

  test('a target beyond long range cannot be shot, and the refusal says why', () => {
    const { module, state } = firing(lane(53), { fnarad: 'B1' }, { matt: 'B52' });
    const r = act(module, state, 'orks', 'fire', { with: 'Fnarad', target: 'Matt' });
    expect(r.error).toBe("Matt is 51 hexes away, beyond the shortbow's long range (5.11.1).");
    expect(r.state).toBe(state);
  });
});

describe('5.11.4 results on foot, offensive fire', () => {
  test('WE-DN-53: a wounded crossbowman adds 1 (DN1): short range 3 + 1 = 4 is B, not C', () => {
    const { module, state } = firing(lane(8), { graz: 'B1' }, { rix: 'B6' });
    const r = must(module, patch(state, 'graz', { wounds: 1 }), 'orks', 'fire', { with: 'Graz', target: 'Rix' }, [3]);
    expect(r.rolls[0]).toMatchObject({ total: 4, result: 'B', modifiers: [{ label: 'wounded shooter', value: 1 }] });
    expect(r.text).toContain('→ B: Rix is wounded.');
  });

  test('C kills; a 1 from a crossbow at short range in the open is C', () => {
    const { module, state } = firing(lane(8), { graz: 'B1' }, { rix: 'B6' });
    const r = must(module, state, 'orks', 'fire', { with: 'Graz', target: 'Rix' }, [1]);
    expect(r.rolls[0]).toMatchObject({ row: 'crossbow 1', result: 'C' });
    expect(unit(r.state, 'rix').dead).toBe(true);
  });

  test('A on offensive fire: the target retreats 2 hexes, his side choosing where', () => {
    const { module, state } = firing(OPEN_FIELD, { graz: 'E1' }, { rix: 'E5' });
    // 6 on the crossbow row, no cover: A.
    const r = must(module, state, 'orks', 'fire', { with: 'Graz', target: 'Rix' }, [6]);
    expect(r.rolls[0]).toMatchObject({ result: 'A' });
    expect(module.phase(r.state).decision).toMatchObject({ seat: 'rebels', verb: 'retreat' });
    const back = must(module, r.state, 'rebels', 'retreat', { unit: 'Rix', to: 'E7' });
    expect(at(back.state, 'rix')).toBe('E7');
  });

  test('the menu of a 2-hex retreat lists each way once: routes to one hex are told apart by the hex they pass (5.14 note)', () => {
    const { module, state } = firing(OPEN_FIELD, { graz: 'E1' }, { rix: 'E5' });
    const r = must(module, state, 'orks', 'fire', { with: 'Graz', target: 'Rix' }, [6]);
    const hints = module.legalOrders(r.state, 'rebels', { verb: 'retreat' });
    const labels = hints.map((h) => h.label);
    expect(new Set(labels).size).toBe(labels.length);
    expect(new Set(hints.map((h) => JSON.stringify(h.options))).size).toBe(hints.length);
    // E7 is two hexes straight south: one way only. F6 is reached through E6 or through F5.
    expect(labels).toContain('Rix retreats to E7');
    expect(labels).toEqual(expect.arrayContaining(['Rix retreats to F6 via E6', 'Rix retreats to F6 via F5']));
    expect(labels).toHaveLength(18);
    for (const hint of hints) {
      const back = must(module, r.state, 'rebels', 'retreat', hint.options as Record<string, string>);
      expect(back.text).toContain(`Rix retreats E5→${hint.options.via ? `${hint.options.via}→` : ''}`);
      expect(at(back.state, 'rix')).toBe(hint.options.to);
    }
  });

  test('a miss leaves the target alone: 7 and more on the crossbow in the open', () => {
    const { module, state } = firing(lane(8), { graz: 'B1' }, { rix: 'B6' });
    const r = must(module, state, 'orks', 'fire', { with: 'Graz', target: 'Rix' }, [7]);
    expect(r.text).toContain('→ miss.');
    expect(unit(r.state, 'rix')).toEqual(unit(state, 'rix'));
  });

  test('4.2: Elves take 1 off their die; a 2 becomes 1, the longbow best row it can read is C', () => {
    const { module, state } = firing(lane(8), { gerfindel: 'B1' }, { rix: 'B6' });
    const r = must(module, state, 'orks', 'fire', { with: 'Gerfindel', target: 'Rix' }, [2]);
    // Longbow offset +1: total 1 reads table row 2, C in the open.
    expect(r.rolls[0]).toMatchObject({ total: 1, result: 'C', modifiers: [{ label: 'elf', value: -1 }] });
  });
});

describe('2.2, 2.21, 5.11.5: who may shoot', () => {
  test('a character without a missile weapon cannot shoot', () => {
    const { module, state } = firing(lane(8), { krular: 'B1' }, { rix: 'B6' });
    expect(act(module, state, 'orks', 'fire', { with: 'Krular', target: 'Rix' }).error).toBe('Krular carries no bow or crossbow.');
  });

  test('2.2: a shooter in contact with an enemy able to attack him cannot shoot', () => {
    const { module, state } = firing(lane(8), { graz: 'B1' }, { rix: 'B6', barney: 'B2' });
    expect(act(module, state, 'orks', 'fire', { with: 'Graz', target: 'Rix' }).error).toBe('Graz is in contact with Barney and cannot shoot (2.2).');
  });

  test('2.2: each character shoots once a fire phase', () => {
    const { module, state } = firing(lane(8), { fnarad: 'B1' }, { rix: 'B6', barney: 'A7' });
    const first = must(module, state, 'orks', 'fire', { with: 'Fnarad', target: 'Rix' }, [9]);
    expect(act(module, first.state, 'orks', 'fire', { with: 'Fnarad', target: 'Barney' }).error).toBe('Fnarad has already shot in this fire phase; each character shoots once a phase (2.2).');
  });

  test('2.21: underground nothing is shot beyond 5 hexes; 5 is allowed (WE-DN-47)', () => {
    const tunnel = lane(9, () => '-').map((row) => row.replace(/\./g, '-'));
    const { module, state } = firing(tunnel, { graz: 'B1' }, { rix: 'B7', barney: 'A6' });
    expect(act(module, state, 'orks', 'fire', { with: 'Graz', target: 'Rix' }).error).toBe('Rix is 6 hexes away; underground nothing can be shot beyond 5 (2.21). Graz can shoot at: Barney.');
    const five = must(module, patch(state, 'rix', { hex: 'B6' }), 'orks', 'fire', { with: 'Graz', target: 'Rix' }, [9]);
    expect(five.rolls[0]!.modifiers).toEqual([]);
  });

  test('2.24: a wall between shooter and target blocks the shot, and the refusal names it', () => {
    const { module, state } = firing(lane(8), { graz: 'B1' }, { rix: 'B6' }, ['wall B3/B4']);
    expect(act(module, state, 'orks', 'fire', { with: 'Graz', target: 'Rix' }).error).toBe('Graz has no line of fire to Rix: a wall between B3 and B4 blocks the line. /sight shows the line.');
  });

  test('WE-DN-56: a crossbowman who shot in his fire phase cannot move, nor fire defensively in the enemy turn', () => {
    const { module, state } = firing(lane(8), { graz: 'B1' }, { rix: 'B6' });
    const shot = must(module, state, 'orks', 'fire', { with: 'Graz', target: 'Rix' }, [9]);
    const moving = { ...shot.state, phase: 'movement' as const };
    expect(act(module, moving, 'orks', 'move', { unit: 'Graz', to: 'A1' }).error).toBe("Graz shot his crossbow in this turn's fire phase, so he cannot move (5.11.5).");
    // The Rebels' turn: Rix walks past; Graz's default reaction would fire, but he is reloading.
    const theirs = { ...phase(shot.state, 'rebels', 'movement'), playerTurn: shot.state.playerTurn + 1 };
    const walk = must(module, theirs, 'rebels', 'move', { unit: 'Rix', to: 'C5' });
    expect(walk.rolls).toEqual([]);
    // And in his own next fire phase he may shoot again.
    const next = { ...phase(walk.state, 'orks', 'offensive-fire'), playerTurn: theirs.playerTurn + 1 };
    must(module, next, 'orks', 'fire', { with: 'Graz', target: 'Rix' }, [9]);
  });

  test('5.11.5: a crossbow that fired defensively cannot fire in its own next fire phase', () => {
    const { module, state } = firing(lane(8), { graz: 'B1' }, { rix: 'B8' });
    const theirs = phase(state, 'rebels', 'movement');
    const walk = must(module, theirs, 'rebels', 'move', { unit: 'Rix', to: 'B7' }, [9]);
    expect(walk.text).toContain('Graz (crossbow) fires defensively at Rix in B7');
    const own = { ...phase(walk.state, 'orks', 'offensive-fire'), playerTurn: theirs.playerTurn + 1 };
    expect(act(module, own, 'orks', 'fire', { with: 'Graz', target: 'Rix' }).error).toBe(
      'Graz is reloading: a crossbow shoots offensively or defensively, not both, and he shot in the last player-turn (5.11.5).',
    );
  });

  test('shots are made in the fire phase only', () => {
    const { module, state } = firing(lane(8), { graz: 'B1' }, { rix: 'B6' });
    expect(act(module, { ...state, phase: 'combat' }, 'orks', 'fire', { with: 'Graz', target: 'Rix' }).error).toBe(
      'Shots are made in your offensive fire phase; it is the combat phase. Fire at a moving enemy is set in advance with /react.',
    );
  });
});

describe('2.25 errare humanum est (optional)', () => {
  test('a miss may land in a numbered hex around the target and wound whoever is there; armour retreats instead', () => {
    const { module, state } = firing(OPEN_FIELD, { graz: 'E1' }, { rix: 'E5', barney: 'E6', matt: 'F5' });
    const errant = { ...state, options: { ...state.options, errare: true } };
    // 7 misses; the second die, 4, is the hex to the south (1 north, clockwise): Barney in E6.
    const r = must(module, errant, 'orks', 'fire', { with: 'Graz', target: 'Rix' }, [7, 4]);
    expect(r.text).toContain('The missed shot lands in E6 (d10 for where the missed shot lands: 4 (forced)): Barney is wounded (2.25).');
    expect(unit(r.state, 'barney').wounds).toBe(1);
    // 3 is south-east, F5: Matt wears armour and retreats 2 hexes instead.
    const armour = must(module, errant, 'orks', 'fire', { with: 'Graz', target: 'Rix' }, [7, 3]);
    expect(armour.text).toContain("strikes Matt's armour: he retreats 2 hexes (2.25)");
    expect(unit(armour.state, 'matt').wounds).toBe(0);
    // 7-10 on the second die: the shot is lost.
    expect(must(module, errant, 'orks', 'fire', { with: 'Graz', target: 'Rix' }, [7, 8]).text).toContain('The shot is lost');
  });

  test('without the option a miss is only a miss', () => {
    const { module, state } = firing(OPEN_FIELD, { graz: 'E1' }, { rix: 'E5', barney: 'E6' });
    const r = must(module, state, 'orks', 'fire', { with: 'Graz', target: 'Rix' }, [7]);
    expect(r.rolls).toHaveLength(1);
  });
});

describe('the fire phase by post', () => {
  test('a side with nobody able to shoot passes its fire phase at once', () => {
    const t = table(OPEN_FIELD, { orks: { krular: 'E1' }, rebels: { rix: 'E5' } });
    expect(t.state.phase).toBe('movement');
  });

  test('a side with a shooter in sight of an enemy waits in its fire phase, and /done ends it', () => {
    const t = table(OPEN_FIELD, { orks: { graz: 'E1' }, rebels: { rix: 'E5' } });
    expect(t.state.phase).toBe('offensive-fire');
    const hints = t.module.legalOrders(t.state, 'orks');
    expect(hints.map((h) => h.label)).toContain('Graz shoots at Rix');
    expect(must(t.module, t.state, 'orks', 'done').state.phase).toBe('movement');
  });
});
