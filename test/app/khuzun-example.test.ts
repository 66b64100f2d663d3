import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RollRecord } from '../../src/engine/core/dice.ts';
import { localTable, type LocalHarness } from '../support/local.ts';

/**
 * examples/khuzun-in-the-jails.txt, a DN2 scenario played on the local table from set-up to its
 * end: a decoy Khuzun? turned, a longbow's reach underground, a wound through a Warrior's shell,
 * a joint attack, a Krob's attack on the foot table, challenges by Krobs, and the real Khuzun?
 * found, each checked with the rules' own numbers.
 */

let harness: LocalHarness;
let output: string;
let rolls: RollRecord[];

beforeAll(async () => {
  harness = await localTable('jails');
  await harness.table.script(readFileSync('examples/khuzun-in-the-jails.txt', 'utf8'));
  output = harness.lines.join('\n');
  const game = await harness.service.gameHere(harness.table.context());
  rolls = (await harness.service.store.events(game!.id)).flatMap((e) => e.rolls ?? []);
});

afterAll(async () => {
  await harness.close();
});

function roll(label: string): RollRecord {
  const found = rolls.find((r) => r.label === label);
  if (!found) throw new Error(`no roll "${label}": ${rolls.map((r) => r.label).join('; ')}`);
  return found;
}

function answerTo(command: string): string {
  const i = harness.lines.findIndex((l) => l === `> ${command}`);
  if (i < 0) throw new Error(`the script has no line ${command}`);
  return harness.lines[i + 1]!;
}

describe('the example game of Khuzun in the Jails', () => {
  test('ends in turn 3 when Grast turns the real Khuzun? in cell 7: the Adventurers win', async () => {
    expect(output).toContain('Grast of the Adventurers turns the Khuzun? in O10: Khuzun the prisoner!');
    expect(output).toContain('**Game over.** Grast finds Khuzun. Winner: Adventurers.');
    const game = await harness.service.gameHere(harness.table.context());
    expect(game?.status).toBe('ended');
    expect(game?.seedRevealed).toBe(true);
    expect(output).toContain('5 rolls recomputed from the seed: every one matches the log.');
  });

  test('a decoy turned is nothing beneath, and the game goes on', () => {
    expect(answerTo('/move unit:Konrad to:E5')).toBe('  [alice only] Konrad moves B8→C8→D8→E8→F8→F7→F6→F5→E5 (8 MP; 0 left).');
    expect(output).toContain('Konrad of the Adventurers turns the Khuzun? in E5: nothing beneath.');
  });

  test('a Guard of three hexes moves with a facing, and may not end where a hex of his would cross a wall (2.33)', () => {
    expect(answerTo('/move unit:Zym to:S8 facing:W')).toMatch(/^ {2}\[bob only\] Zym cannot stand at S8 facing W: a wall runs between S8 and R7 \(2\.33\)\./);
    // A Guard moves 4 (17-17/17(5)-4): V8 to T8 is two hexes of paved corridor.
    expect(answerTo('/move unit:Zym to:T8 facing:W')).toBe('  [bob only] Zym moves V8→U9→T8, facing W (2 MP; 2 left).');
  });

  test('underground a bow reaches 5 hexes (2.21): Laberne shoots at 5, and at 6 her fire phase passes', () => {
    expect(answerTo('@alice /sight from:Laberne to:Warrior 1')).toBe('  [alice only] Line of fire from Laberne (F8) to Warrior 1 (K8): clear, 5 hexes, none cover.');
    // 5.11.4: the longbow's 3, +1 for the Warrior's shell, his armour (4.45, ruling 141), reads 4 on the longbow row: B, a wound.
    expect(answerTo('/fire with:Laberne target:Warrior 1')).toBe('  [alice only] Laberne (longbow) shoots at Warrior 1 in K8: short range, none cover, d10 for the shot: 3 (forced) +1 a Warrior = 4 → B: Warrior 1 is wounded.');
    expect(roll('Fire: Laberne at Warrior 1')).toMatchObject({ face: 3, total: 4, table: '5.11.4 shooting at characters on foot', result: 'B' });
    // In turn 3 the wounded Hunter stands at L9, six hexes from Laberne: no shot, the phase passes.
    expect(output).toContain('**Turn 3 · Adventurers · Offensive fire** is over. Nothing happened.');
    expect(rolls.filter((r) => r.label.startsWith('Fire: Laberne'))).toHaveLength(1);
  });

  test('a joint attack on the wounded Warrior: 28 against his shell of 5 is 5-1, one column right for the joint attack', () => {
    // 4.45: a Warrior 10/(8)-5 wounded is 6/(5)-3; armoured, so +1 to the die (2.43.2).
    expect(answerTo('/attack with:Hohmley, Grast target:Warrior 1')).toBe(
      '  [alice only] Hohmley 14 + Grast 14 v Warrior 1 5 → 5-1; joint attack, 1 right; → 6-1; d10 for the combat: 1 (forced) +1 armour = 2 → F: defender killed.',
    );
    expect(roll('Combat: Hohmley and Grast against Warrior 1')).toMatchObject({ face: 1, total: 2, result: 'F' });
  });

  test('a Krob attacks on the foot table: Hunter 1 7 against Grast 6 is 1-1, and an A wounds the attacker', () => {
    expect(answerTo('/attack with:Hunter 1 target:Grast')).toBe('  [bob only] Hunter 1 7 v Grast 6 → 1-1; d10 for the combat: 5 (forced) +1 armour = 6 → A: attacker wounded.');
    expect(roll('Combat: Hunter 1 against Grast')).toMatchObject({ face: 5, total: 6, result: 'A' });
  });

  test('the Krobs challenge a passer-by (2.35): armour −1 for Grast, +1 for the Warrior\u2019s shell, −2 for the wounded Hunter; a wound halves what is left', () => {
    expect(output).toContain('Challenge at L8: Grast passing Hunter 1, d10 for the challenge: 5 −1 armoured −2 opposer wounded = 2: no effect.');
    expect(output).toContain('Challenge at N8: Grast passing Warrior 2, d10 for the challenge: 1 −1 armoured +1 opposer Warrior = 1: no effect.');
    expect(output).toContain('Challenge at O9: Grast passing Warrior 2, d10 for the challenge: 9 −1 armoured +1 opposer Warrior = 9: Grast is wounded.');
    // Grast has 6 MP; at O9 he has spent 4, and the wound halves the 2 left to 1: O10 still costs 1.
    expect(answerTo('@alice /move unit:Grast to:O10')).toBe('  [alice only] Grast moves K9→L8→M8→N8→O9→O10 (5 MP; 0 left).');
    expect(rolls.filter((r) => r.label.startsWith('Challenge: Grast'))).toHaveLength(3);
  });

  test('the spectator\u2019s log of turn 3 reads as the channel did', () => {
    const i = harness.lines.findIndex((l) => l === '> @carol /game log turn:3');
    expect(harness.lines.slice(i + 1, i + 12).join('\n')).toContain('Grast finds Khuzun. Victory: Adventurers.');
  });
});
