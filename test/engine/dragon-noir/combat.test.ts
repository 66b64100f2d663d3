import { describe, expect, test } from 'vitest';
import { parseLabel } from '../../../src/engine/hex/labels.ts';
import { act, at, must, OPEN_FIELD, patch, phase, table, unit } from '../../support/dragon-noir.ts';

/** Melee, 2.4-2.44 and 5.14.2, played through the module with the dice forced. */

const field = (orks: Record<string, string>, rebels: Record<string, string>, rows = OPEN_FIELD, hexsides: string[] = []) => {
  const t = table(rows, { orks, rebels }, hexsides);
  return { module: t.module, state: phase(t.state, 'orks', 'combat') };
};

describe('odds and columns', () => {
  test('WE-DN-01: Krular 8 against Santiago 3 fights at 2-1; a 1 wounds him', () => {
    const { module, state } = field({ krular: 'C4' }, { santiago: 'C5' });
    const r = must(module, state, 'orks', 'attack', { with: 'Krular', target: 'Santiago' }, [1]);
    expect(r.text).toContain('Krular 8 v Santiago 3 → 2-1');
    expect(r.text).toContain('→ E: defender wounded');
    expect(unit(r.state, 'santiago').wounds).toBe(1);
    expect(r.rolls[0]).toMatchObject({ face: 1, table: '5.14.2 combat against foot', row: '2-1', result: 'E' });
  });

  test('WE-DN-02: an attack below 1-1 is refused and nothing changes', () => {
    const { module, state } = field({ krular: 'C4' }, { matt: 'C5' });
    const wounded = patch(state, 'krular', { wounds: 1 });
    const r = act(module, wounded, 'orks', 'attack', { with: 'Krular', target: 'Matt' });
    expect(r.error).toBe('Krular 4 v Matt 6 is below 1-1; attacks at odds under 1-1 are impossible (2.41).');
    expect(r.state).toBe(wounded);
  });

  test('WE-DN-04: a joint attack from trees and open ground at 4-1 stays at 4-1', () => {
    const rows = [...OPEN_FIELD];
    rows[3] = '. T . . . . . . . .';
    const { module, state } = field({ gromrak: 'B4', krular: 'C3' }, { matt: 'C4' }, rows);
    // 24 against 6 is 4-1; the attackers count as in the trees (1 left); together they shift 1 right.
    const r = must(module, state, 'orks', 'attack', { with: 'Gromrak, Krular', target: 'Matt' }, [1]);
    expect(r.text).toContain('Gromrak 16 + Krular 8 v Matt 6 → 4-1; terrain − v 0, 1 left; joint attack, 1 right; → 4-1');
    // Matt is armoured: 1 + 1 = 2 on the 4-1 row is E.
    expect(r.rolls[0]).toMatchObject({ face: 1, total: 2, row: '4-1', result: 'E' });
    expect(unit(r.state, 'matt').wounds).toBe(1);
  });

  test('WE-DN-05: the same attacker alone from the trees is shifted one column left', () => {
    const rows = [...OPEN_FIELD];
    rows[3] = '. T . . . . . . . .';
    const { module, state } = field({ gromrak: 'B4' }, { barney: 'C4' }, rows);
    const r = must(module, state, 'orks', 'attack', { with: 'Gromrak', target: 'Barney' }, [3]);
    expect(r.text).toContain('Gromrak 16 v Barney 4 → 4-1; terrain − v 0, 1 left; → 3-1');
    expect(r.rolls[0]).toMatchObject({ row: '3-1', result: 'D' });
    expect(unit(r.state, 'barney').stunned).toBe(true);
  });

  test('WE-DN-07: from the trees against a doorway is two columns left', () => {
    const rows = [...OPEN_FIELD];
    rows[1] = '. . T # # . . . . .';
    const { module, state } = field({ shraggag: 'C2' }, { rix: 'D2' }, rows, ['door C2/D2']);
    const r = must(module, state, 'orks', 'attack', { with: 'Shraggag', target: 'Rix' }, [1]);
    expect(r.text).toContain('Shraggag 12 v Rix 4 → 3-1; terrain − v +, 2 left; → 1-1');
    expect(r.rolls[0]).toMatchObject({ row: '1-1', result: 'D' });
  });

  test('ruling 138: a shifted column below 1-1 is clamped, or refused when the option forbids it', () => {
    const rows = [...OPEN_FIELD];
    rows[1] = '. . T # # . . . . .';
    const { module, state } = field({ krular: 'C2' }, { rix: 'D2' }, rows, ['door C2/D2']);
    const clamped = must(module, state, 'orks', 'attack', { with: 'Krular', target: 'Rix' }, [6]);
    expect(clamped.rolls[0]).toMatchObject({ row: '1-1', result: 'A' });
    const forbidding = { ...state, options: { ...state.options, oddsBelowOne: 'forbid' as const } };
    const refused = act(module, forbidding, 'orks', 'attack', { with: 'Krular', target: 'Rix' });
    expect(refused.error).toContain('falls below 1-1');
  });

  test('WE-DN-17: +1 against armour, and 10 + 1 stays 10', () => {
    const { module, state } = field({ 'black-fox': 'C4' }, { grast: 'C5' });
    const eight = must(module, state, 'orks', 'attack', { with: 'Black Fox', target: 'Grast' }, [8]);
    expect(eight.rolls[0]).toMatchObject({ face: 8, total: 9, row: '3-1', result: 'A' });
    expect(unit(eight.state, 'black-fox').wounds).toBe(1);
    const ten = must(module, state, 'orks', 'attack', { with: 'Black Fox', target: 'Grast' }, [10]);
    expect(ten.rolls[0]).toMatchObject({ face: 10, total: 10, result: '-' });
  });

  test('2.43.2: the armour bonus needs every defender armoured', () => {
    const { module, state } = field({ gromrak: 'C4' }, { santiago: 'C5', matt: 'D4' });
    const r = must(module, state, 'orks', 'attack', { with: 'Gromrak', target: 'Santiago, Matt' }, [5]);
    // 16 against 3 + 6 is 1-1, no armour bonus: 5 is B.
    expect(r.text).toContain('Gromrak 16 v Santiago 3 + Matt 6 → 1-1');
    expect(r.rolls[0]).toMatchObject({ face: 5, total: 5, result: 'B' });
  });
});

describe('results and their consequences', () => {
  test('WE-DN-20: a stunned character stunned again is dead', () => {
    const { module, state } = field({ krular: 'C4' }, { santiago: 'C5' });
    const stunned = patch(state, 'santiago', { stunned: true, stunnedInPlayerTurn: 0 });
    // Stunned, Santiago defends with 1: 8-1, where 7 is D.
    const r = must(module, stunned, 'orks', 'attack', { with: 'Krular', target: 'Santiago' }, [7]);
    expect(r.text).toContain('Krular 8 v Santiago 1 → 8-1');
    expect(unit(r.state, 'santiago').dead).toBe(true);
  });

  test('WE-DN-20: a wounded character wounded or stunned again is dead', () => {
    const { module, state } = field({ krular: 'C4' }, { santiago: 'C5' });
    const wounded = patch(state, 'santiago', { wounds: 1 });
    // Wounded, Santiago defends with 2: 4-1. 1 is E, 3 is D.
    expect(unit(must(module, wounded, 'orks', 'attack', { with: 'Krular', target: 'Santiago' }, [1]).state, 'santiago').dead).toBe(true);
    const d = must(module, wounded, 'orks', 'attack', { with: 'Krular', target: 'Santiago' }, [3]);
    expect(d.text).toContain('Santiago is killed (wounded and stunned afresh)');
  });

  test('WE-DN-22: a defender who cannot retreat is wounded, and killed if already wounded', () => {
    const { module, state } = field({ krular: 'A2', azrog: 'B1' }, { santiago: 'A1' });
    const r = must(module, state, 'orks', 'attack', { with: 'Krular', target: 'Santiago' }, [3]);
    expect(r.rolls[0]!.result).toBe('C');
    expect(r.text).toContain('Santiago cannot retreat 1 hex: Santiago is wounded instead');
    expect(at(r.state, 'santiago')).toBe('A1');
    const wounded = patch(state, 'santiago', { wounds: 1 });
    const again = must(module, wounded, 'orks', 'attack', { with: 'Krular', target: 'Santiago' }, [5]);
    expect(again.rolls[0]).toMatchObject({ row: '4-1', result: 'C' });
    expect(unit(again.state, 'santiago').dead).toBe(true);
  });

  test('5.14 note: a stunned character who must retreat is dead', () => {
    const { module, state } = field({ krular: 'C4' }, { santiago: 'C5' });
    const stunned = patch(state, 'santiago', { stunned: true, stunnedInPlayerTurn: 0 });
    const r = must(module, stunned, 'orks', 'attack', { with: 'Krular', target: 'Santiago' }, [9]);
    expect(r.rolls[0]!.result).toBe('C');
    expect(r.text).toContain('Santiago is stunned and must retreat');
    expect(unit(r.state, 'santiago').dead).toBe(true);
  });

  test('a retreat with a choice waits for the defender, who picks the hex', () => {
    const { module, state } = field({ krular: 'C4' }, { santiago: 'C5' });
    const r = must(module, state, 'orks', 'attack', { with: 'Krular', target: 'Santiago' }, [3]);
    const waiting = module.phase(r.state);
    expect(waiting.active).toEqual(['rebels']);
    expect(waiting.decision?.prompt).toContain('Santiago must retreat 1 hex');
    expect(act(module, r.state, 'orks', 'attack', { with: 'Krular', target: 'Santiago' }).error).toContain('Not your move');
    // C4 holds Krular; C5's other neighbours are the choices, and E3 is not one of them.
    expect(act(module, r.state, 'rebels', 'retreat', { unit: 'Santiago', to: 'E3' }).error).toContain('Allowed: ');
    const done = must(module, r.state, 'rebels', 'retreat', { unit: 'Santiago', to: 'C6' });
    expect(at(done.state, 'santiago')).toBe('C6');
    expect(done.text).toContain('Santiago retreats C5→C6');
    // The retreat is kept among the phase's moves, to be drawn as an arrow on its map.
    expect(done.state.moves).toContainEqual(expect.objectContaining({ unit: 'santiago', path: [parseLabel('C5'), parseLabel('C6')] }));
  });

  test('the default retreat is the one that draws fewest challenges', () => {
    const { module, state } = field({ krular: 'C4' }, { santiago: 'C5' });
    const r = must(module, state, 'orks', 'attack', { with: 'Krular', target: 'Santiago' }, [3]);
    const [answer] = module.defaultOrders(r.state, 'rebels');
    // D4 and B4 touch Krular; C6, D5 and B5 do not.
    expect(answer).toMatchObject({ verb: 'retreat', unit: 'Santiago' });
    expect(['C6', 'D5', 'B5']).toContain((answer as { to: string }).to);
  });

  test('retreating next to an enemy draws a challenge', () => {
    const { module, state } = field({ krular: 'C4' }, { santiago: 'C5' });
    const r = must(module, state, 'orks', 'attack', { with: 'Krular', target: 'Santiago' }, [3]);
    const retreat = must(module, r.state, 'rebels', 'retreat', { unit: 'Santiago', to: 'D4' }, [8]);
    expect(retreat.text).toContain('Challenge at D4: Santiago passing Krular, d10 for the challenge: 8 (forced): Santiago is wounded.');
    expect(unit(retreat.state, 'santiago').wounds).toBe(1);
  });

  test('a retreat may displace a friend standing at the right distance', () => {
    const { module, state } = field({ krular: 'C4' }, { santiago: 'C5', rix: 'C6' });
    const r = must(module, state, 'orks', 'attack', { with: 'Krular', target: 'Santiago' }, [3]);
    expect(act(module, r.state, 'rebels', 'retreat', { unit: 'Santiago', to: 'C6', push: 'D5' }).error).toContain('not a legal retreat');
    const pushed = must(module, r.state, 'rebels', 'retreat', { unit: 'Santiago', to: 'C6', push: 'C7' });
    expect(at(pushed.state, 'santiago')).toBe('C6');
    expect(at(pushed.state, 'rix')).toBe('C7');
    expect(pushed.text).toContain('Rix is displaced C6→C7');
  });

  test('WE-DN-23: a joint attack that draws B sends both attackers back', () => {
    const { module, state } = field({ gromrak: 'C3', krular: 'C5' }, { matt: 'C4' });
    // 24 against 6 is 4-1, 5-1 with the joint bonus; 9 + 1 armour = 10 is B.
    const r = must(module, state, 'orks', 'attack', { with: 'Gromrak, Krular', target: 'Matt' }, [9]);
    expect(r.rolls[0]).toMatchObject({ row: '5-1', total: 10, result: 'B' });
    expect(module.phase(r.state).decision?.prompt).toContain('Gromrak must retreat');
    const first = must(module, r.state, 'orks', 'retreat', { unit: 'Gromrak', to: 'C2' });
    expect(module.phase(first.state).decision?.prompt).toContain('Krular must retreat');
    const second = must(module, first.state, 'orks', 'retreat', { unit: 'Krular', to: 'C6' });
    expect(at(second.state, 'gromrak')).toBe('C2');
    expect(at(second.state, 'krular')).toBe('C6');
    // The attackers' retreat lets the defender advance: his decision, declined here.
    expect(module.phase(second.state).decision).toMatchObject({ seat: 'rebels', verb: 'advance' });
    const declined = must(module, second.state, 'rebels', 'advance', { unit: 'none' });
    expect(module.phase(declined.state).active).toEqual(['orks']);
  });

  test('WE-DN-23: a joint attack that draws A wounds the attacker their side chooses', () => {
    const { module, state } = field({ krular: 'C3', azrog: 'C5' }, { aldus: 'C4' });
    // 18 against 8 is 2-1, 3-1 together; 8 + 1 armour = 9 is A.
    const r = must(module, state, 'orks', 'attack', { with: 'Krular, Azrog', target: 'Aldus' }, [8]);
    expect(r.rolls[0]).toMatchObject({ row: '3-1', result: 'A' });
    expect(module.phase(r.state).decision).toMatchObject({ seat: 'orks', verb: 'casualty' });
    expect(act(module, r.state, 'orks', 'casualty', { unit: 'Aldus' }).error).toContain('Choose one of Krular, Azrog');
    const chosen = must(module, r.state, 'orks', 'casualty', { unit: 'Azrog' });
    expect(unit(chosen.state, 'azrog').wounds).toBe(1);
    expect(unit(chosen.state, 'krular').wounds).toBe(0);
  });

  test('a stun among several defenders falls on the one their side chooses', () => {
    const { module, state } = field({ gromrak: 'C4' }, { santiago: 'C5', barney: 'D4' });
    const r = must(module, state, 'orks', 'attack', { with: 'Gromrak', target: 'Santiago, Barney' }, [2]);
    expect(r.rolls[0]).toMatchObject({ row: '2-1', result: 'D' });
    expect(module.phase(r.state).decision).toMatchObject({ seat: 'rebels', verb: 'casualty' });
    const chosen = must(module, r.state, 'rebels', 'casualty', { unit: 'Barney' });
    expect(unit(chosen.state, 'barney').stunned).toBe(true);
    expect(unit(chosen.state, 'santiago').stunned).toBe(false);
  });
});

describe('2.44 advance after combat (DN1)', () => {
  test('WE-DN-25: after a kill one victor may advance two hexes, through the vacated hex first', () => {
    const { module, state } = field({ gromrak: 'C4' }, { santiago: 'C5', rix: 'J8' });
    const r = must(module, state, 'orks', 'attack', { with: 'Gromrak', target: 'Santiago' }, [1]);
    expect(r.rolls[0]).toMatchObject({ row: '5-1', result: 'F' });
    expect(unit(r.state, 'santiago').dead).toBe(true);
    expect(r.state.advanceOffer).toMatchObject({ seat: 'orks', hexes: 2 });
    expect(act(module, r.state, 'orks', 'advance', { unit: 'Gromrak', to: 'B3' }).error).toContain('the first hex must be one the enemy left');
    const adv = must(module, r.state, 'orks', 'advance', { unit: 'Gromrak', to: 'C6' });
    expect(adv.text).toContain('Gromrak advances after combat C4→C5→C6');
    expect(at(adv.state, 'gromrak')).toBe('C6');
  });

  test('the advance lapses as soon as the victor gives another order', () => {
    const { module, state } = field({ gromrak: 'C4', krular: 'E5' }, { santiago: 'C5', rix: 'E6' });
    const r = must(module, state, 'orks', 'attack', { with: 'Gromrak', target: 'Santiago' }, [1]);
    const next = must(module, r.state, 'orks', 'attack', { with: 'Krular', target: 'Rix' }, [10]);
    expect(next.text).toContain('The advance after combat lapses.');
    expect(next.state.advanceOffer).toBeNull();
    expect(act(module, next.state, 'orks', 'advance', { unit: 'Gromrak', to: 'C5' }).error).toContain('no advance');
  });

  test('an enemy who is not engaged challenges the advance; one engaged in combat does not', () => {
    const { module, state } = field({ gromrak: 'C4', krular: 'E5' }, { santiago: 'C5', rix: 'D5' });
    const r = must(module, state, 'orks', 'attack', { with: 'Gromrak', target: 'Santiago' }, [1]);
    // Crossing C5 to C6 passes next to Rix in D5.
    const challenged = must(module, r.state, 'orks', 'advance', { unit: 'Gromrak', to: 'C6' }, [4]);
    expect(challenged.text).toContain('Challenge at C5: Gromrak passing Rix, d10 for the challenge: 4 (forced): no effect.');
    // Once Rix has been in a combat this phase, he does not roll.
    const engaged = must(module, r.state, 'orks', 'attack', { with: 'Krular', target: 'Rix' }, [10]);
    const withOffer = { ...engaged.state, advanceOffer: r.state.advanceOffer };
    const quiet = must(module, withOffer, 'orks', 'advance', { unit: 'Gromrak', to: 'C6' });
    expect(quiet.rolls).toHaveLength(0);
  });
});

describe('who may attack whom', () => {
  test('an attack must be between neighbours, through no wall', () => {
    const { module, state } = field({ krular: 'C4' }, { santiago: 'C5', rix: 'F6' }, OPEN_FIELD, ['wall C4/C5']);
    expect(act(module, state, 'orks', 'attack', { with: 'Krular', target: 'Rix' }).error).toContain('Krular is not next to Rix.');
    expect(act(module, state, 'orks', 'attack', { with: 'Krular', target: 'Santiago' }).error).toContain('a wall or window is between them');
  });

  test('2.45: armour cannot attack into water; an unarmoured attacker can', () => {
    const rows = [...OPEN_FIELD];
    rows[4] = '. . ~ . . . . . . .';
    const { module, state } = field({ ashrak: 'C4', krular: 'B5' }, { santiago: 'C5' }, rows);
    expect(act(module, state, 'orks', 'attack', { with: 'Ashrak', target: 'Santiago' }).error).toContain('could not enter that hex');
    // Santiago in water is on unfavourable ground: 8 against 3 is 2-1, shifted 1 right.
    const r = must(module, state, 'orks', 'attack', { with: 'Krular', target: 'Santiago' }, [10]);
    expect(r.text).toContain('terrain 0 v −, 1 right; → 3-1');
  });

  test('each character attacks once a turn; only in the combat phase; only with his own side', () => {
    const { module, state } = field({ krular: 'C4' }, { santiago: 'C5' });
    const once = must(module, state, 'orks', 'attack', { with: 'Krular', target: 'Santiago' }, [10]);
    expect(act(module, once.state, 'orks', 'attack', { with: 'Krular', target: 'Santiago' }).error).toContain('already attacked this turn');
    expect(act(module, state, 'orks', 'attack', { with: 'Santiago', target: 'Krular' }).error).toBe('Santiago is not yours: he fights for the Rebels.');
    const moving = { ...state, phase: 'movement' as const };
    expect(act(module, moving, 'orks', 'attack', { with: 'Krular', target: 'Santiago' }).error).toContain('Attacks are made in the combat phase');
    expect(act(module, state, 'orks', 'attack', { with: 'Krular', target: 'Nobody' }).error).toContain('Nobody is not an enemy on the board');
    expect(act(module, state, 'orks', 'attack', { with: 'Krular' }).error).toContain('target:');
  });
});
