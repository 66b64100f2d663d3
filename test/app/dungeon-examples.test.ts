import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { localTable, type LocalHarness } from '../support/local.ts';

/**
 * The dungeon's scripted quests, played on the local table from set-up to the end: one with the
 * bot as Demon King (examples/dungeon-warren.txt), one with a player as Demon King
 * (examples/dungeon-demon-king.txt), and a three-quest campaign (examples/dungeon-campaign.txt).
 */

async function play(file: string, channel: string): Promise<{ harness: LocalHarness; output: string; lines: string[] }> {
  const harness = await localTable(channel);
  await harness.table.script(readFileSync(file, 'utf8'));
  return { harness, output: harness.lines.join('\n'), lines: harness.lines };
}

/** The reply lines right after a typed line, up to the next typed line. */
function answer(lines: string[], typed: string, nth = 0): string[] {
  let index = -1;
  for (let i = 0, seen = 0; i < lines.length; i++) {
    if (lines[i] === `> ${typed}` && seen++ === nth) {
      index = i;
      break;
    }
  }
  if (index < 0) throw new Error(`"${typed}" was not typed`);
  const end = lines.findIndex((l, i) => i > index && l.startsWith('> '));
  return lines.slice(index + 1, end < 0 ? undefined : end);
}

describe('the Warren of Ulgrath with the bot as Demon King', () => {
  let run: Awaited<ReturnType<typeof play>>;
  beforeAll(async () => {
    run = await play('examples/dungeon-warren.txt', 'warren');
  });
  afterAll(async () => run?.harness.close());

  test('plays to the heroes\u2019 victory, each paid the quest\u2019s reward', async () => {
    expect(run.output).toContain("Warrior sees Ulgrath's hall: Orc 6 at P9 and Ulgrath at Q10.");
    expect(run.output).toContain('Elf casts Holy Flame on Orc 6: 2 dice: 2 skulls; Orc 6 defends with 2 dice: 2 white shields. 2 damage: Orc 6 is killed.');
    expect(run.output).toContain('Ulgrath attacks Warrior: 4 dice: 4 white shields; Warrior defends with 3 dice: 3 skulls. No damage.');
    expect(run.output).toContain('**Game over.** The heroes kill Ulgrath. Each surviving hero is paid 100 gold. Winner: Warrior, Elf.');
    const game = (await run.harness.service.gameHere(run.harness.table.context()))!;
    expect(game.status).toBe('ended');
    const state = game.state as { heroes: Array<{ id: string; gold: number }> };
    expect(state.heroes.map((h) => [h.id, h.gold])).toEqual([['warrior', 230], ['elf', 350]]);
  });

  test('bad input gets one line saying what is wrong and what is allowed', () => {
    expect(answer(run.lines, '/buy item:Chainmail')).toEqual(['  [alice only] The Chainmail costs 450 gold and Warrior has 130.']);
    expect(answer(run.lines, '/search kind:treasure')).toEqual(['  [alice only] Treasure is hidden only in rooms, and Warrior is in a passage at K7. A Trap Search (/search kind:traps) may be made here.']);
    expect(answer(run.lines, '/attack with:Warrior target:Orc 6')).toEqual(['  [alice only] Warrior at O8 cannot reach Orc 6 at P9; only a weapon that strikes diagonally (Club, Short Sword, Spear) reaches a diagonal square.']);
    expect(answer(run.lines, '/cast spell:holy-flame target:Ulgrath')).toEqual(['  [bob only] Elf has already cast a spell this turn: one action from (b), combat, magic or a search, a turn. Elf may still end his turn with /done.']);
    expect(answer(run.lines, '@bob /done')).toEqual(['  [bob only] Elf must choose his spell for this quest first: /choose spell:healing or /choose spell:holy-flame.']);
  });

  test('every phase leaves a map, and the seeded rolls check out', async () => {
    expect(run.harness.table.images.length).toBeGreaterThan(8);
    for (const file of run.harness.table.images) {
      const png = readFileSync(file);
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([984, 776]);
    }
    expect(run.output).toMatch(/[1-9]\d* rolls? recomputed from the seed: every one matches the log\./);
  });
});

describe('the Warren of Ulgrath with a player as Demon King', () => {
  let run: Awaited<ReturnType<typeof play>>;
  beforeAll(async () => {
    run = await play('examples/dungeon-demon-king.txt', 'demon-king');
  });
  afterAll(async () => run?.harness.close());

  test('the Demon King acts through commands, and the heroes win', () => {
    expect(answer(run.lines, '@mara /place monster:goblin at:G12')).toEqual(['  [mara only] The Demon King places Goblin 5 at G12.']);
    expect(run.output).toContain('      • The Demon King rules: A goblin\'s shriek echoes through the warren; the orcs are awake.');
    expect(run.output).toContain('**Game over.** The heroes kill Ulgrath. Each surviving hero is paid 100 gold. Winner: Warrior, Dwarf.');
  });

  test('her moves out of the heroes\u2019 sight are hers alone; her map comes by DM after each phase', () => {
    expect(answer(run.lines, '/move unit:Ulgrath to:P10')).toEqual(['  [mara only] Ulgrath moves Q10→P10.']);
    const channel = run.lines.filter((l) => l.startsWith('  [#demon-king]') || l.startsWith('      • '));
    expect(channel.some((l) => l.includes('Q10→P10'))).toBe(false);
    const dms = run.lines.filter((l) => l.startsWith('  [DM to mara] Your own view of The Demon King'));
    expect(dms.length).toBeGreaterThan(10);
    expect(run.lines.some((l) => l.startsWith('  [DM to alice] Your own view') || l.startsWith('  [DM to bob] Your own view'))).toBe(false);
  });

  test('the Dwarf takes apart the pitfall the Warrior found', () => {
    expect(answer(run.lines, '/search kind:traps')).toEqual(['  [alice only] Warrior searches the passage for traps and hidden doors: a pitfall at G9.']);
    expect(answer(run.lines, '/disarm at:G9')).toEqual(['  [bob only] Dwarf disarms the pitfall at G9; his move ends there.']);
  });
});

describe('a campaign of three quests', () => {
  let run: Awaited<ReturnType<typeof play>>;
  beforeAll(async () => {
    run = await play('examples/dungeon-campaign.txt', 'campaign');
  });
  afterAll(async () => run?.harness.close());

  test('the heroes carry their gold and equipment from quest to quest, shopping in between', () => {
    expect(run.output).toContain('Warrior (alice): 230 gold · Helmet · max BP 8.');
    expect(answer(run.lines, '@alice /buy item:Shield')).toEqual(['  [alice only] Warrior buys a Shield for 100 gold (130 left).']);
    expect(answer(run.lines, '@bob /sell item:Short Sword')).toEqual(['  [bob only] Elf sells his Short Sword for 75 gold (455 now).']);
    expect(run.output).toContain('The heroes find the Silver Reliquary and come back to the stairway. Each surviving hero is paid 150 gold.');
    expect(run.output).toContain('Elf throws his Spear at Vethrak: 2 dice: 2 skulls; Vethrak defends with 5 dice: 5 white shields. 2 damage: Vethrak has 1 BP left.');
    const card = answer(run.lines, '/campaign status', 1);
    expect(card).toContain('      Quests: The Warren of Ulgrath (won), The Abbey of Bones (won), The Gargoyle\'s Vault (won).');
    expect(card).toContain('      Warrior (alice): 400 gold · Helmet, Shield, Heal Potion · max BP 8.');
    expect(card).toContain('      Elf (bob): 505 gold · no equipment · max BP 6.');
  });
});
