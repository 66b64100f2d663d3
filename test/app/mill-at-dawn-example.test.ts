import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RollRecord } from '../../src/engine/core/dice.ts';
import { localTable, type LocalHarness } from '../support/local.ts';

/**
 * examples/the-mill-at-dawn.txt, played on the local table from set-up to the end: missile fire,
 * standing reactions on both sides, and riders thrown, dismounting, mounting and charging. Each
 * key line is checked with the rules' own numbers, and each roll's record with the table, row
 * and column that read it.
 */

let harness: LocalHarness;
let output: string;
let rolls: RollRecord[];

beforeAll(async () => {
  harness = await localTable('mill');
  await harness.table.script(readFileSync('examples/the-mill-at-dawn.txt', 'utf8'));
  output = harness.lines.join('\n');
  const game = await harness.service.gameHere(harness.table.context());
  rolls = (await harness.service.store.events(game!.id)).flatMap((e) => e.rolls ?? []);
});

afterAll(async () => {
  await harness.close();
});

/** The one roll with this label (the n-th, from 0, if there are several). */
function roll(label: string, n = 0): RollRecord {
  const found = rolls.filter((r) => r.label === label)[n];
  if (!found) throw new Error(`no roll "${label}" #${n}: ${rolls.map((r) => r.label).join('; ')}`);
  return found;
}

/** The line after the one that echoes `command` (its first answer). */
function answerTo(command: string): string {
  const i = harness.lines.findIndex((l) => l === `> ${command}`);
  if (i < 0) throw new Error(`the script has no line ${command}`);
  return harness.lines[i + 1]!;
}

describe('the example game of The Mill at Dawn', () => {
  test('ends in turn 3 when Arlon\u2019s standing reaction kills Black Fox: the Rebels win', async () => {
    expect(output).toContain(
      'Arlon (crossbow) fires defensively at Black Fox in K9: short range, none cover, d10 for the shot: 1 (forced) +1 armoured target = 2 → E: horse unharmed, rider killed and thrown (standing reaction: fires only at Black Fox).',
    );
    // 5.11.3: the crossbow reads the modified die as it is; 2 in no cover is E, the rider killed.
    expect(roll('Defensive fire: Arlon at Black Fox', 2)).toMatchObject({ face: 1, total: 2, table: '5.11.3 shooting at mounted characters', row: 'crossbow 2', column: 'none cover', result: 'E' });
    expect(output).toContain('**Game over.** Black Fox is dead. Winner: Rebels.');
    const game = await harness.service.gameHere(harness.table.context());
    expect(game?.status).toBe('ended');
    expect(game?.seedRevealed).toBe(true);
  });

  test('offensive fire: a retreat the target\u2019s side chooses, and a wound', () => {
    expect(answerTo('/fire with:Gattog target:Evans')).toBe(
      '  [alice only] Gattog (shortbow) shoots at Evans in N9: medium range, none cover, d10 for the shot: 2 (forced) +1 medium range +1 armoured target = 4 → A: Evans retreats 2 hexes.',
    );
    // 12 hexes is beyond a shortbow's short range of 10 (5.11.1): +1; Evans's armour +1.
    expect(roll('Fire: Gattog at Evans')).toMatchObject({
      total: 4,
      table: '5.11.4 shooting at characters on foot',
      row: 'shortbow 4',
      column: 'none cover',
      result: 'A',
      modifiers: [
        { label: 'medium range', value: 1 },
        { label: 'armoured target', value: 1 },
      ],
    });
    expect(output).toMatch(/\[DM to bob\] Your decision in Dragon Noir: The Mill at Dawn: Evans must retreat 2 hexes/);
    expect(answerTo('@bob /retreat unit:Evans to:P9')).toBe('  [bob only] Evans retreats N9→O9→P9.');
    // The wound comes from the seed: Fnarad's 1, +1 for Aldus's armour, is B at short range.
    expect(answerTo('@alice /fire with:Fnarad target:Aldus')).toBe('  [alice only] Fnarad (shortbow) shoots at Aldus in K10: short range, none cover, d10 for the shot: 1 +1 armoured target = 2 → B: Aldus is wounded.');
    expect(roll('Fire: Fnarad at Aldus')).toMatchObject({ face: 1, total: 2, row: 'shortbow 2', column: 'none cover', result: 'B' });
    expect(roll('Fire: Fnarad at Aldus').forced).toBeFalsy();
  });

  test('a rider shot from the saddle is put beside his horse by his side (5.11.3, 2.47)', () => {
    expect(output).toContain('Graz (crossbow) shoots at Konrad in O10: short range, none cover, d10 for the shot: 4 (forced) +1 armoured target = 5 → B: horse unharmed, rider stunned and thrown.');
    expect(roll('Fire: Graz at Konrad')).toMatchObject({ total: 5, table: '5.11.3 shooting at mounted characters', row: 'crossbow 5', column: 'none cover', result: 'B' });
    expect(output).toContain('[DM to bob] Your decision in Dragon Noir: The Mill at Dawn: Konrad is thrown: put him beside his horse in O10/O11: /place unit:Konrad to: one of O9, P10, N10, N9, P11, O12, N11.');
    expect(answerTo('@bob /place unit:Konrad to:N10')).toBe('  [bob only] Konrad falls stunned in N10.');
    expect(output).toContain('[bob only] Konrad gets back on his feet.');
  });

  test('standing reactions fire inside the enemy\u2019s moves: an A cuts a move short, a B halves what is left', () => {
    // A rider: the mounted A takes 4 MP (5.11.3); 12 − 4 = 8 do not reach K9.
    expect(answerTo('/move unit:Black Fox to:K9 facing:SE')).toBe('  [alice only] Black Fox rides B8→C9→D8→E8→F7→G7→H7→I8→J8, facing SE (8 MP; 0 left).');
    expect(output).toContain('Arlon (crossbow) fires defensively at Black Fox in C9: short range, none cover, d10 for the shot: 5 (forced) +1 armoured target = 6 → A: movement cut by 4 (standing reaction: fires only at Black Fox).');
    expect(output).toContain('Black Fox, under fire, has MP left only to reach J8.');
    expect(roll('Defensive fire: Arlon at Black Fox', 0)).toMatchObject({ total: 6, row: 'crossbow 6', result: 'A' });
    // On foot, B: Dill has 3 of his 6 MP left at M10, halved to 1: the bridge, not K11 (5.11.4).
    expect(output).toContain('Fnarad (shortbow) fires defensively at Dill in M10: short range, none cover, d10 for the shot: 1 (forced) +1 armoured target = 2 → B: Dill is wounded, and may use only half his remaining MP (standing reaction: fires at the first enemy in range).');
    expect(output).toContain('Dill, wounded, has MP left only to reach L10.');
    // On foot, A: 2 MP off; Aldus, 2 MP from J9, stops where he was shot, 3 hexes from Gattog.
    expect(output).toContain('Gattog (shortbow) fires defensively at Aldus in K10: short range, none cover, d10 for the shot: 3 (forced) +1 armoured target = 4 → A: Aldus has his movement cut by 2 (standing reaction: fires at the first enemy within 3 hexes).');
    expect(output).toContain('Aldus, under fire, has MP left only to reach K10.');
    expect(roll('Defensive fire: Gattog at Aldus')).toMatchObject({ total: 4, table: '5.11.4 shooting at characters on foot', row: 'shortbow 4', result: 'A' });
    // Jon holds his fire, so nothing of his is ever rolled.
    expect(rolls.some((r) => r.label.includes('Jon'))).toBe(false);
  });

  test('reactions are set and listed privately, and a lapse is told to its owner alone', () => {
    expect(answerTo('@bob /react shooter:Arlon when:target target:Black Fox')).toBe('  [bob only] Standing reaction set: Arlon fires only at Black Fox.');
    expect(answerTo('/react shooter:Jon when:hold')).toBe('  [bob only] Standing reaction set: Jon holds his fire.');
    expect(answerTo('/react shooter:Gattog when:within within:3')).toBe('  [alice only] Standing reaction set: Gattog fires at the first enemy within 3 hexes.');
    expect(answerTo('@bob /react')).toBe('  [bob only] Your standing reactions: Arlon fires only at Black Fox; Laberne fires at the first enemy within 6 hexes; Jon holds his fire.');
    const lapse = 'Your standing reaction "Graz fires only at Konrad" lapses: Graz shot his crossbow in your turn and is reloading (5.11.5).';
    expect(output).toContain(`[alice only] ${lapse}`);
    expect(harness.lines.filter((l) => l.includes('standing reaction "'))).toEqual([`  [alice only] ${lapse}`]);
    const publicLines = harness.lines.filter((l) => l.startsWith('  [#') || l.startsWith('      •'));
    expect(publicLines.filter((l) => /Standing reaction set|Your standing reaction/.test(l))).toEqual([]);
  });

  test('riders: dismounting, mounting, a ride ending with a facing, and a charge on the mounted table', () => {
    expect(answerTo('/dismount unit:Arlon')).toBe("  [bob only] Arlon dismounts to M11, leaving Arlon's horse in M12 (12 − 3 = 9, divided by 2: 4 MP left on foot).");
    expect(answerTo("@bob /mount unit:Konrad horse:Konrad's horse")).toBe("  [bob only] Konrad mounts Konrad's horse in O10 (8 − 3 = 5, doubled: 10 MP left).");
    expect(answerTo('/move unit:Konrad to:K10 facing:NW')).toBe('  [bob only] Konrad rides O10→N9→M10→L10→K10, facing NW (4 MP; 6 left).');
    // 30 against 18 is 1-1; Black Fox's armour adds 1 to the die; 2 on the mounted 1-1 row is C.
    expect(answerTo('/attack with:Konrad target:Black Fox')).toBe('  [bob only] Konrad 30 v Black Fox 18 → 1-1; d10 for the combat: 1 (forced) +1 armour = 2 on the mounted table → C: defender retreats one hex.');
    expect(roll('Combat: Konrad against Black Fox')).toMatchObject({ table: '5.14.1 combat against mounted', row: '1-1', column: 'die 2', result: 'C' });
    expect(answerTo('@alice /retreat unit:Black Fox to:K7 facing:N')).toBe('  [alice only] Black Fox retreats K9→K7.');
    // On foot Aldus was struck on the foot table: 60 against 4 is 12-1+.
    expect(roll('Combat: Black Fox and Ugluk and Grishnak against Aldus')).toMatchObject({ table: '5.14.2 combat against foot', row: '12-1+', column: 'die 3', result: 'F' });
  });

  test('/sight answers privately with the line, its range and cover, or what blocks it', () => {
    expect(answerTo('/sight from:Graz to:Konrad')).toBe('  [alice only] Line of fire from Graz (A11) to Konrad (O10): clear, 14 hexes, none cover.');
    expect(answerTo('/sight from:Laberne to:J8')).toBe('  [bob only] Line of fire from Laberne (N6) to J8: blocked: a wall between M7 and L7 blocks the line.');
  });

  test('a map for the start and for every phase, each the one-map board', async () => {
    const game = await harness.service.gameHere(harness.table.context());
    const phases = await harness.service.store.phases(game!.id);
    // Four phases a player-turn for five player-turns, less the last two: Black Fox dies in the
    // Orks' movement of turn 3.
    expect(phases.map((p) => p.label)).toHaveLength(18);
    expect(phases[0]!.label).toBe('Turn 1 · Orks · Offensive fire');
    expect(phases.at(-1)!.label).toBe('Turn 3 · Orks · Movement');
    const posted = harness.lines.filter((l) => /^ {2}\[#mill\] \*\*Turn \d · \w+ · .+\*\* is over\./.test(l));
    expect(posted).toHaveLength(18);
    const channelImages: string[] = [];
    let channel = false;
    for (const line of harness.lines) {
      if (line.startsWith('  [')) channel = line.startsWith('  [#mill]');
      const image = /^ {6}image: (.+)$/.exec(line);
      if (image && channel) channelImages.push(image[1]!);
    }
    expect(channelImages).toHaveLength(1 + 18);
    for (const file of channelImages) {
      const png = readFileSync(file);
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect(png.readUInt32BE(16)).toBe(1573);
      expect(png.readUInt32BE(20)).toBe(1294);
    }
  });

  test('every seeded roll checks out with /dice verify; the forced ones are counted apart', () => {
    expect(output).toContain('6 rolls recomputed from the seed: every one matches the log.');
    expect(output).toContain('7 rolls were forced on the local table, not drawn from the seed.');
    expect(rolls.filter((r) => r.forced)).toHaveLength(7);
  });
});
