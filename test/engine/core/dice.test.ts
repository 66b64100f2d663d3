import { describe, expect, test } from 'vitest';
import { commitmentOf, dieRead, rollArithmetic, SeededDice, totalOf, verifyRolls, type RollLog } from '../../../src/engine/core/dice.ts';

/** verifyRolls on rolls made by the seeded dice, as the engine makes them, and on edited copies. */

function played(forced: number[] = []) {
  const dice = new SeededDice('core', 0, forced);
  for (const label of ['a', 'b', 'c', 'd']) dice.roll(10, label, `the ${label} roll`);
  return { rolls: dice.rolls.map((r) => ({ ...r })), cursor: dice.cursor };
}

const log = (rolls: RollLog['rolls'], cursor: number, forcedAllowed = false): RollLog => ({ seed: 'core', commitment: commitmentOf('core'), cursor, forcedAllowed, rolls });

describe('verifyRolls', () => {
  test('rolls as the dice made them check out; the forced ones only where the game allowed them', () => {
    const seeded = played();
    expect(verifyRolls(log(seeded.rolls, seeded.cursor)).mismatches).toEqual([]);
    const forced = played([7]);
    expect(forced.cursor).toBe(3);
    expect(verifyRolls(log(forced.rolls, forced.cursor, true))).toMatchObject({ ok: true, checked: 3, forced: 1 });
    expect(verifyRolls(log(forced.rolls, forced.cursor, false)).mismatches[0]!.text).toBe('Roll 1 (a) is marked forced, but this game never allowed forced dice.');
  });

  test("a place taken twice, a place beyond the cursor, a place left empty, the game's cursor short", () => {
    const { rolls, cursor } = played();
    const twice = rolls.map((r, i) => (i === 3 ? { ...r, index: 2 } : r));
    expect(verifyRolls(log(twice, cursor)).mismatches.map((m) => m.text)).toContain('Roll 4 (d) claims seeded roll 2, which roll 3 already took.');
    expect(verifyRolls(log(rolls.slice(0, 3), cursor)).mismatches.map((m) => m.text)).toEqual(['Seeded roll 3 is missing from the log: the game drew 4 rolls from the seed, and the log holds 3 of them.']);
    expect(verifyRolls(log(rolls, cursor - 1)).mismatches.map((m) => m.text)).toContain('Roll 4 (d) claims seeded roll 3, but the game drew only 3 from the seed (0 to 2).');
  });

  test('a total is the face plus its modifiers, within the bounds the rules recorded', () => {
    // "10+1=10": a modified die that never passes 10.
    expect(totalOf({ face: 10, modifiers: [{ label: 'armour', value: 1 }], max: 10 })).toBe(10);
    expect(totalOf({ face: 1, modifiers: [{ label: 'Slayer', value: -1 }], min: 1 })).toBe(1);
    expect(totalOf({ face: 4, modifiers: [{ label: 'armoured', value: -1 }, { label: 'opposer armoured', value: 1 }] })).toBe(4);
    const { rolls, cursor } = played();
    const capped = rolls.map((r, i) => (i === 0 ? { ...r, modifiers: [{ label: 'armour', value: 20 }], max: 10, total: 10 } : r));
    expect(verifyRolls(log(capped, cursor)).mismatches).toEqual([]);
    const uncapped = capped.map((r, i) => (i === 0 ? { ...r, max: undefined } : r));
    expect(verifyRolls(log(uncapped, cursor)).mismatches[0]!.text).toBe(`Roll 1 (a) does not add up: d10 for the a roll: ${rolls[0]!.face} +20 armour = ${rolls[0]!.face + 20}, but the log says 10.`);
  });

  test("a result is checked against the game's own reading, where it has one", () => {
    const { rolls, cursor } = played();
    const read = rolls.map((r) => ({ ...r, result: r.face > 5 ? 'high' : 'low' }));
    const reread = (roll: { face: number }) => (roll.face > 5 ? 'high' : 'low');
    expect(verifyRolls({ ...log(read, cursor), reread }).mismatches).toEqual([]);
    const edited = read.map((r, i) => (i === 1 ? { ...r, result: r.result === 'high' ? 'low' : 'high' } : r));
    expect(verifyRolls({ ...log(edited, cursor), reread }).mismatches[0]!.text).toBe(`Roll 2 (b) gives ${read[1]!.result}, but the log says ${edited[1]!.result}.`);
  });

  test('a seed that is not the one committed to', () => {
    const { rolls, cursor } = played();
    expect(verifyRolls({ ...log(rolls, cursor), commitment: commitmentOf('another') }).mismatches[0]!.text).toBe(
      `The seed's SHA-256 does not match the commitment ${commitmentOf('another')} posted at the start.`,
    );
  });
});

describe('a roll names what it is for, before its face', () => {
  test('the purpose given to the roll is recorded, and read before the face and its modifiers', () => {
    const dice = new SeededDice('core', 0, [3]);
    const roll = dice.roll(10, "Slayer's venom: who struck Konrad", 'the venom');
    expect(roll.record.purpose).toBe('the venom');
    expect(dieRead(roll.record)).toBe('d10 for the venom: 3 (forced)');
    roll.explain({ modifiers: [{ label: 'wounded', value: 2 }], total: 5 });
    expect(rollArithmetic(roll.record)).toBe('d10 for the venom: 3 (forced) +2 wounded = 5');
  });

  test('a roll stored before purposes were kept still reads, without one', () => {
    expect(dieRead({ sides: 10, face: 7 })).toBe('d10 7');
  });
});
