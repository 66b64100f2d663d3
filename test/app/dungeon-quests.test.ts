import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { gameModule } from '../../src/app/modules.ts';
import type { Viewer } from '../../src/engine/core/events.ts';
import { PUBLIC } from '../../src/engine/core/events.ts';
import type { AnyGameModule } from '../../src/engine/core/module.ts';
import { viewFacts, type DqView } from '../../src/engine/games/dungeon/view.ts';
import { leaks } from '../support/dungeon.ts';
import { localTable, type LocalHarness, type DrawnView } from '../support/local.ts';

/**
 * The dungeon's scripted quests, played on the local table from set-up to the end: the Warren
 * with the bot as Demon King (examples/dungeon-warren.txt), the Warren with a player as Demon
 * King (examples/dungeon-demon-king.txt), and a three-quest campaign (examples/dungeon-campaign.txt).
 *
 * Each is played line by line, and no unrevealed fact may reach the heroes or the public: after
 * each line every fact in secrets(state, PUBLIC) is looked for in everything the line produced for
 * anyone but the Demon King's player (channel posts, answers and DMs to the heroes' players), in
 * the views behind every picture not drawn for the Demon King, and in /game log as a spectator
 * reads it.
 */

interface Reply {
  to: string;
  text: string;
}

/** Groups printed lines into replies: "  [who] first line" and its "      more" lines. */
function replies(lines: string[]): Reply[] {
  const out: Reply[] = [];
  for (const line of lines) {
    const head = /^ {2}\[(.+?)\] (.*)$/.exec(line);
    if (head) out.push({ to: head[1]!, text: head[2]! });
    else if (line.startsWith('      ') && out.length) out.at(-1)!.text += `\n${line.trim()}`;
  }
  return out;
}

const seesAll = (viewer: Viewer) => viewer.kind === 'gm' || (viewer.kind === 'seat' && viewer.seat === 'demon-king');

interface Played {
  harness: LocalHarness;
  lines: string[];
  output: string;
  checked: number;
  /** Every fact that was secret at some point. */
  everSecret: Set<string>;
  /** All the public text, for checking that facts do come out once revealed. */
  publicText: string;
  /** What the Demon King's player was told. */
  dkText: string;
}

async function playChecked(file: string, channel: string, dkPlayer?: string, modules?: Map<string, AnyGameModule>): Promise<Played> {
  const views: DrawnView[] = [];
  const harness: LocalHarness = await localTable(channel, undefined, modules, (r) => views.push(r));
  harnesses.push(harness);
  const module = harness.service.module('dungeon')!;
  const result: Played = { harness, lines: harness.lines, output: '', checked: 0, everSecret: new Set(), publicText: '', dkText: '' };
  const script = readFileSync(file, 'utf8').split('\n');
  for (const raw of script) {
    // Echo the line as a script run does, so answers can be found after it.
    if (raw.trim() && !raw.trim().startsWith('#')) harness.lines.push(`> ${raw.trim()}`);
    const before = harness.lines.length;
    const seenViews = views.length;
    await harness.table.line(raw);
    const game = await harness.service.gameHere(harness.table.context());
    if (!game?.state || game.moduleId !== 'dungeon') continue;
    const state = module.stateSchema.parse(game.state);
    const secrets = module.secrets!(state, PUBLIC);
    for (const s of secrets) result.everSecret.add(s);
    const out = replies(harness.lines.slice(before));
    const user = harness.table.currentUser;
    for (const reply of out) {
      const toDk = dkPlayer !== undefined && (reply.to === `DM to ${dkPlayer}` || (reply.to === `${dkPlayer} only` && user === dkPlayer));
      if (toDk) {
        result.dkText += `${reply.text}\n`;
        continue;
      }
      result.publicText += `${reply.text}\n`;
      for (const fact of secrets) {
        if (leaks(reply.text, fact)) throw new Error(`after "${raw}", [${reply.to}] gives away "${fact}":\n${reply.text}`);
      }
      result.checked++;
    }
    for (const request of views.slice(seenViews)) {
      const view = request.view as DqView;
      if (seesAll(view.viewer)) continue;
      const shown = new Set(viewFacts(view));
      for (const fact of secrets) if (shown.has(fact)) throw new Error(`after "${raw}", a picture for ${JSON.stringify(view.viewer)} shows "${fact}"`);
      result.checked++;
    }
    if (secrets.length && game.status !== 'ended') {
      const log = await harness.router.run({ ...harness.table.context(), userId: 'local:carol', userName: 'carol' }, { name: 'game', subcommand: 'log', options: {} });
      const text = log.map((r) => r.text).join('\n');
      for (const fact of secrets) if (leaks(text, fact)) throw new Error(`after "${raw}", /game log read by a spectator gives away "${fact}"`);
      result.checked++;
    }
  }
  result.output = harness.lines.join('\n');
  return result;
}

const harnesses: LocalHarness[] = [];
afterAll(async () => {
  for (const h of harnesses) await h.close();
});

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
  let run: Played;
  beforeAll(async () => {
    run = await playChecked('examples/dungeon-warren.txt', 'warren');
  });

  test('plays to the heroes\u2019 victory, each paid the quest\u2019s reward', async () => {
    expect(run.output).toContain("Warrior sees Ulgrath's hall: Orc 6 at P9 and Ulgrath at Q10.");
    expect(run.output).toContain('Elf casts Holy Flame on Orc 6: 2 dice: 2 skulls; Orc 6 defends with 2 dice: 2 white shields. 2 damage: Orc 6 is killed.');
    expect(run.output).toContain('Ulgrath attacks Warrior: 4 dice: 4 white shields; Warrior defends with 3 dice: 3 skulls. No damage.');
    expect(run.output).toContain('**Game over.** The quest is won: The heroes kill Ulgrath. Each surviving hero is paid 100 gold. Winner: Warrior, Elf.');
    const game = (await run.harness.service.gameHere(run.harness.table.context()))!;
    expect(game.status).toBe('ended');
    const state = game.state as { heroes: Array<{ id: string; gold: number }> };
    expect(state.heroes.map((h) => [h.id, h.gold])).toEqual([['warrior', 230], ['elf', 350]]);
  });

  test('bad input gets one line saying what is wrong and what is allowed', () => {
    expect(answer(run.lines, '/buy item:Chainmail')).toEqual(['  [alice only] The Chainmail costs 450 gold and Warrior has 130. Within his purse: Club 100, Shield 100, Heal Potion 50.']);
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

  test('no hidden fact reached the heroes or the public, and those revealed came out in these words', () => {
    expect(run.checked).toBeGreaterThan(50);
    for (const fact of ['Orc 6 at P9', 'Ulgrath at Q10', "Ulgrath's hall"]) {
      expect(run.everSecret.has(fact)).toBe(true);
      expect(leaks(run.publicText, fact)).toBe(true);
    }
  });
});

describe('the Warren of Ulgrath with a player as Demon King', () => {
  let run: Played;
  beforeAll(async () => {
    run = await playChecked('examples/dungeon-demon-king.txt', 'demon-king', 'mara');
  });

  test('the Demon King acts through commands, and the heroes win', () => {
    expect(answer(run.lines, '@mara /place monster:goblin at:G12')).toEqual(['  [mara only] The Demon King places Goblin 5 at G12.']);
    expect(run.output).toContain('      • The Demon King rules: A goblin\'s shriek echoes through the warren; the orcs are awake.');
    expect(run.output).toContain('**Game over.** The quest is won: The heroes kill Ulgrath. Each surviving hero is paid 100 gold. Winner: Warrior, Dwarf.');
  });

  test('her moves out of the heroes\u2019 sight are hers alone; her map comes by DM after each phase', () => {
    expect(answer(run.lines, '/move unit:Ulgrath to:P10')).toEqual(['  [mara only] Ulgrath moves Q10→P10.']);
    const channel = run.lines.filter((l) => l.startsWith('  [#demon-king]') || l.startsWith('      • '));
    expect(channel.some((l) => l.includes('Q10→P10'))).toBe(false);
    const dms = run.lines.filter((l) => l.startsWith('  [DM to mara] Your own view of The Demon King'));
    expect(dms.length).toBeGreaterThan(10);
    expect(run.lines.some((l) => l.startsWith('  [DM to alice] Your own view') || l.startsWith('  [DM to bob] Your own view'))).toBe(false);
  });

  test('no hidden fact reached the heroes or the public; her secret move reached her', () => {
    expect(run.checked).toBeGreaterThan(100);
    expect(run.everSecret.has('Ulgrath at P10')).toBe(true);
    expect(leaks(run.dkText, 'Ulgrath at P10')).toBe(true);
    for (const fact of ['pitfall at G9', 'the larder', 'Orc 5 at L11']) {
      expect(run.everSecret.has(fact)).toBe(true);
      expect(leaks(run.publicText, fact)).toBe(true);
    }
  });

  test('the Dwarf takes apart the pitfall the Warrior found', () => {
    expect(answer(run.lines, '/search kind:traps')).toEqual(['  [alice only] Warrior searches the passage for traps and hidden doors: a pitfall at G9.']);
    expect(answer(run.lines, '/disarm at:G9')).toEqual(['  [bob only] Dwarf disarms the pitfall at G9; his move ends there.']);
  });
});

describe('a campaign of three quests', () => {
  let run: Played;
  beforeAll(async () => {
    run = await playChecked('examples/dungeon-campaign.txt', 'campaign');
  });

  test('the heroes carry their gold and equipment from quest to quest, shopping in between', () => {
    expect(run.output).toContain('Warrior (alice): 230 gold · Helmet · max BP 8.');
    expect(answer(run.lines, '@alice /buy item:Shield')).toEqual(['  [alice only] Warrior buys a Shield for 100 gold (130 left).']);
    // The Elf has not yet chosen his spell for this quest: his answer reminds him (issue 12, item 6).
    expect(answer(run.lines, '@bob /sell item:Short Sword')).toEqual(['  [bob only] Elf sells his Short Sword for 75 gold (455 now).', '      The Elf has not chosen a spell: /choose spell:healing or /choose spell:holy-flame. Then /done when ready.']);
    expect(run.output).toContain('The heroes find the Silver Reliquary and come back to the stairway. Each surviving hero is paid 150 gold.');
    expect(run.output).toContain('Elf throws his Spear at Vethrak: 2 dice: 2 skulls; Vethrak defends with 5 dice: 5 white shields. 2 damage: Vethrak has 1 BP left.');
    const card = answer(run.lines, '/campaign status', 1);
    expect(card).toContain('      Quests: The Warren of Ulgrath (won), The Abbey of Bones (won), The Gargoyle\'s Vault (won).');
    expect(card).toContain('      Warrior (alice): 400 gold · Helmet, Shield, Heal Potion · max BP 8.');
    expect(card).toContain('      Elf (bob): 505 gold · no equipment · max BP 6.');
  });

  test('no hidden fact reached the heroes or the public in any of the three quests', () => {
    expect(run.checked).toBeGreaterThan(200);
    for (const fact of ['crush trap at Q9', 'hidden door at P11/Q11', 'the reliquary chapel', 'Vethrak at P14']) {
      expect(run.everSecret.has(fact)).toBe(true);
      expect(leaks(run.publicText, fact)).toBe(true);
    }
  });
});

describe('the leak check can fail', () => {
  test('on a game that shows the heroes the Demon King\u2019s map', async () => {
    const dungeon = gameModule('dungeon')!;
    const leaky: AnyGameModule = { ...dungeon, view: (state: unknown, viewer: Viewer) => ({ ...(dungeon.view(state, { kind: 'gm' }) as DqView), viewer }) };
    await expect(playChecked('examples/dungeon-warren.txt', 'leaky', undefined, new Map([['dungeon', leaky]]))).rejects.toThrow(/a picture for \{"kind":"public"\} shows "Orc 1 at J4"/);
  });
});
