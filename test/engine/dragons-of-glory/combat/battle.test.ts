import { describe, expect, it } from 'vitest';
import { commitmentOf, SeededDice, totalOf, verifyRolls } from '../../../../src/engine/core/dice.ts';
import { checkBattle, rereadCombat, resolveBattle, type BattleInput } from '../../../../src/engine/games/dragons-of-glory/combat/battle.ts';
import { attacker, defender, dragon, faces, leader } from './counters.ts';

const OPEN = { terrain: 'clear', pass: false } as const;

describe('Rule 7 battle: one d10 on the table', () => {
  it('Rule 7 CRT: 12 against 4 is 3-1; a roll of 4 reads 2/D: the attackers lose two steps, the defender one', () => {
    const input: BattleInput = { attackers: [attacker('Throtyl 1', 6), attacker('Throtyl 2', 6)], defenders: [defender('Hylo 1', 4)], ground: OPEN };
    const out = resolveBattle(input, faces(4));
    expect(out).toMatchObject({ attackStrength: 12, defenceStrength: 4, column: '3-1', columnClamped: null, face: 4, total: 4, row: '4', result: { attacker: '2', defender: 'D' } });
    expect(out.losses.attacker).toEqual([
      { id: 'Throtyl 1', name: 'Throtyl 1', effects: ['depleted'] },
      { id: 'Throtyl 2', name: 'Throtyl 2', effects: ['depleted'] },
    ]);
    expect(out.losses.defender).toEqual([{ id: 'Hylo 1', name: 'Hylo 1', effects: ['depleted'] }]);
    expect(out.text).toBe(
      'Battle for 1011a: Throtyl 1 (6), Throtyl 2 (6) against Hylo 1 (4). Odds 12 to 4 → 3-1; d10 for the battle: 4 (forced) on DL11 combat results table, roll 4, 3-1 → 2/D. ' +
        'Attacker: Throtyl 1 depleted, Throtyl 2 depleted. Defender: Hylo 1 depleted.',
    );
  });

  it('the roll records its table, row, column, modifiers and total, so /dice verify can re-add and re-read it', () => {
    const input: BattleInput = { attackers: [attacker('a', 8), leader('Toede', 3)], defenders: [defender('d', 2)], ground: { terrain: 'clear', place: 'fortified-city', pass: false } };
    const out = resolveBattle(input, faces(6));
    // 8 against 2 ×2 = 4: 2-1; 6 +3 Toede −2 fortified city = 7: 2/DR, and the city ignores the R.
    expect(out.roll).toMatchObject({
      sides: 10,
      face: 6,
      forced: true,
      table: 'DL11 combat results table',
      row: 'roll 7',
      column: '2-1',
      modifiers: [
        { label: 'Toede leads the attack', value: 3 },
        { label: 'fortified city', value: -2 },
      ],
      min: -5,
      max: 16,
      total: 7,
      result: '2/DR',
      purpose: 'the battle',
    });
    expect(totalOf(out.roll)).toBe(7);
    expect(rereadCombat(out.roll)).toBe('2/DR');
    // The lone attacking army takes both steps and goes, leaving Toede to roll; the defender loses a step and holds.
    expect(out.losses.attacker).toEqual([{ id: 'a', name: 'a', effects: ['eliminated'] }]);
    expect(out.losses.defender).toEqual([{ id: 'd', name: 'd', effects: ['depleted'] }]);
    expect(out.leadersAtRisk).toEqual({ attacker: ['Toede'], defender: [] });
    expect(out.text).toContain('Odds 8 to 2 ×2 fortified city = 4 → 2-1');
    expect(out.text).toContain('+3 Toede leads the attack −2 fortified city = 7');
  });

  it('a fortified city ignores R by default; with the defender’s choice not to, its army retreats', () => {
    const input: BattleInput = { attackers: [attacker('a', 8), leader('Toede', 2)], defenders: [defender('d', 4)], ground: { terrain: 'clear', place: 'fortified-city', pass: false } };
    // 8 against 4 ×2 = 8: 1-1; 9 +2 Toede −2 fortified city = 9 reads 1/1R.
    const held = resolveBattle(input, faces(9));
    expect(held.result).toEqual({ attacker: '1', defender: '1R' });
    expect(held.losses.defender).toEqual([{ id: 'd', name: 'd', effects: ['depleted'] }]);
    expect(held.text).toContain('the fortification holds: no retreat');
    const left = resolveBattle({ ...input, options: { defenderIgnoresRetreat: false } }, faces(9));
    expect(left.losses.defender).toEqual([{ id: 'd', name: 'd', effects: ['depleted', 'retreat'] }]);
  });

  it('a fortress does not ignore R (only fortified cities and dwarven fortresses may)', () => {
    const input: BattleInput = { attackers: [attacker('a', 12)], defenders: [defender('d', 4)], ground: { terrain: 'clear', place: 'fortress', pass: false } };
    // 12 against 4 ×3 = 12: 1-1. 10 +8 Ariakas −4 fortress = 14 reads 2/E.
    const out = resolveBattle({ ...input, attackers: [...input.attackers, leader('Ariakas', 8)] }, faces(10));
    expect(out.total).toBe(14);
    expect(out.result).toEqual({ attacker: '2', defender: 'E' });
    const retreat = resolveBattle({ ...input, attackers: [...input.attackers, leader('Ariakas', 7)] }, faces(10));
    // 10 +7 Ariakas −4 fortress = 13 reads -/DR, and the fortress's army retreats.
    expect(retreat.result).toEqual({ attacker: '-', defender: 'DR' });
    expect(retreat.losses.defender).toEqual([{ id: 'd', name: 'd', effects: ['depleted', 'retreat'] }]);
  });

  it('a modified roll below −5 reads the −5 row, and the record says so: 1 −10 dwarven fortress = −9 → −5', () => {
    const input: BattleInput = { attackers: [attacker('a', 12)], defenders: [defender('d', 1, { race: 'dwarf' })], ground: { terrain: 'mountain', place: 'dwarven-fortress', pass: false } };
    // 12 against 1 ×3 = 3: 4-1. 1 −10 −1 (dwarves in the mountains) = −10 → the −5 row: E/2.
    const out = resolveBattle(input, faces(1));
    expect(out).toMatchObject({ column: '4-1', total: -5, row: '-5', result: { attacker: 'E', defender: '2' } });
    expect(out.roll.min).toBe(-5);
    expect(totalOf(out.roll)).toBe(-5);
    expect(out.text).toContain('(-10 reads the -5 row)');
  });

  it('a modified roll of 16 or more reads the 16+ row: 10 +6 dragon +1 flying = 17 → 16+', () => {
    const input: BattleInput = { attackers: [attacker('a', 2), dragon('Red', 6)], defenders: [defender('d', 4)], ground: OPEN };
    const out = resolveBattle(input, faces(10));
    expect(out).toMatchObject({ column: '2-1', total: 16, row: '16+', result: { attacker: '1', defender: 'E' } });
    expect(rereadCombat(out.roll)).toBe('1/E');
  });

  it('odds past the table are read at its end columns and the line says so: 1 against 4 is read at 1-3', () => {
    const out = resolveBattle({ attackers: [attacker('a', 1)], defenders: [defender('d', 4)], ground: OPEN }, faces(7));
    expect(out).toMatchObject({ column: '1-3', columnClamped: 'below', result: { attacker: '2', defender: '-' } });
    expect(out.text).toContain('below 1-3, read at 1-3');
  });

  it('a flying citadel in the attack strips the fortress: 8 against 2 is 4-1, no −4', () => {
    const input: BattleInput = {
      attackers: [attacker('a', 8, { kind: 'air', race: 'none' }), attacker('Citadel', 0, { kind: 'citadel', race: 'none', canDeplete: false })],
      defenders: [defender('d', 2)],
      ground: { terrain: 'clear', place: 'fortress', pass: false },
    };
    const out = resolveBattle(input, faces(5));
    expect(out).toMatchObject({ defenceStrength: 2, column: '4-1', total: 6, result: { attacker: '1', defender: '1R' } });
    expect(out.text).toContain('a flying citadel joins the attack');
  });

  it('a flying citadel defending counts as a fortified city against the air attack: ×2 and −2', () => {
    const input: BattleInput = {
      attackers: [dragon('Gold', 6, { side: 'whitestone' })],
      defenders: [defender('Citadel', 0, { side: 'highlord', kind: 'citadel', race: 'none', canDeplete: false }), defender('d', 3, { side: 'highlord' })],
      ground: OPEN,
    };
    const out = resolveBattle(input, faces(5));
    // 6 against 3 ×2 = 6: 1-1; 5 +6 dragon +1 flying −1 flying −2 fortified city = 9: 1/1R, the citadel ignores the R.
    expect(out).toMatchObject({ defenceStrength: 6, column: '1-1', total: 9, result: { attacker: '1', defender: '1R' } });
    expect(out.losses.defender.every((l) => !l.effects.includes('retreat'))).toBe(true);
  });

  it('the whole game’s log verifies: the seed’s faces, the totals re-added, the table re-read', () => {
    const seed = 'a dragons of glory battle';
    const dice = new SeededDice(seed, 0);
    resolveBattle({ attackers: [attacker('a', 9), leader('Toede', 3)], defenders: [defender('d', 4)], ground: { terrain: 'forest', pass: false } }, dice);
    const log = { seed, commitment: commitmentOf(seed), cursor: dice.cursor, forcedAllowed: false, rolls: dice.rolls, reread: rereadCombat };
    expect(verifyRolls(log).ok).toBe(true);
    const edited = dice.rolls.map((r) => ({ ...r, result: r.result === 'E/-' ? '-/E' : 'E/-' }));
    expect(verifyRolls({ ...log, rolls: edited }).ok).toBe(false);
  });
});

describe('Rule 7 battle: what cannot be fought, in one line', () => {
  const base: BattleInput = { attackers: [attacker('a', 4)], defenders: [defender('d', 4)], ground: OPEN };
  it('a legal battle passes', () => {
    expect(checkBattle(base)).toBeUndefined();
  });
  it('leaders alone do not attack', () => {
    expect(checkBattle({ ...base, attackers: [leader('Toede', 3)] })).toBe('The attack has no strength: leaders and wizards do not attack alone.');
  });
  it('only dwarves, ogres and flyers attack across a mountain side', () => {
    expect(checkBattle({ ...base, attackers: [attacker('Throtyl 1', 4, { across: 'mountain-side' })] })).toBe('Throtyl 1 cannot attack across a mountain side: only dwarves, ogres and flyers may.');
    expect(checkBattle({ ...base, attackers: [attacker('Zhakar', 4, { race: 'dwarf', across: 'mountain-side' })] })).toBeUndefined();
    expect(checkBattle({ ...base, attackers: [dragon('Red', 6, { across: 'mountain-side' })] })).toBeUndefined();
  });
  it('the defenders stand in one hex', () => {
    expect(checkBattle({ ...base, defenders: [defender('d', 4), defender('e', 4, { hex: '1012a' })] })).toBe('e is in 1012a, not in 1011a: one hex is attacked at a time.');
  });
  it('the sides are kept apart', () => {
    expect(checkBattle({ ...base, attackers: [attacker('a', 4), attacker('x', 4, { side: 'whitestone' })] })).toBe('x is not on the attacking side.');
  });
  it('ground armies cannot attack a flying citadel', () => {
    const defenders = [defender('Citadel', 0, { kind: 'citadel', race: 'none', canDeplete: false })];
    expect(checkBattle({ ...base, defenders })).toBe('a cannot attack a flying citadel: only air units may.');
  });
  it('Rule 10: a taunted stack attacks the kender alone', () => {
    const kender = [defender('Kender 1', 2, { race: 'kender' })];
    expect(checkBattle({ ...base, defenders: kender, taunted: true })).toBeUndefined();
    expect(checkBattle({ ...base, attackers: [attacker('a', 4), attacker('b', 4, { hex: '1110a' })], defenders: kender, taunted: true })).toBe('b cannot join: a taunted stack attacks the kender alone.');
  });
  it('resolveBattle refuses what checkBattle refuses, and rolls nothing', () => {
    const dice = faces(5);
    expect(() => resolveBattle({ ...base, attackers: [] }, dice)).toThrow('No counter attacks.');
    expect(dice.rolls).toHaveLength(0);
  });
});

describe('rereadCombat', () => {
  it('reads the CRT from the roll’s column and total', () => {
    expect(rereadCombat({ sides: 10, face: 3, label: 'x', table: 'DL11 combat results table', column: '3-1', total: 4, result: '2/D' })).toBe('2/D');
  });
  it('knows nothing of another game’s table', () => {
    expect(rereadCombat({ sides: 10, face: 3, label: 'x', table: '5.14.2 combat against foot' })).toBeUndefined();
  });
});
