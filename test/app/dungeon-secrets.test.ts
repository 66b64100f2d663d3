import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, test } from 'vitest';
import { gameModule } from '../../src/app/modules.ts';
import type { Viewer } from '../../src/engine/core/events.ts';
import type { AnyGameModule } from '../../src/engine/core/module.ts';
import { PUBLIC } from '../../src/engine/core/events.ts';
import { viewFacts, type DqView } from '../../src/engine/games/dungeon/view.ts';
import type { RenderRequest } from '../../src/render/render.ts';
import { localTable, type LocalHarness } from '../support/local.ts';

/**
 * No unrevealed fact reaches the heroes or the public. Whole scripted quests are played line by
 * line, with the bot as Demon King and with a player as Demon King; after each line, every fact
 * in secrets(state, PUBLIC) is looked for in everything that line produced for anyone but the
 * Demon King's player: channel posts, answers and DMs to the heroes' players, the views behind
 * every picture not drawn for the Demon King, and /game log as read by a spectator.
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

/**
 * Whether a text gives a fact away. "Orc 3 at F5" is given away by any line naming Orc 3 and F5;
 * the other facts by their own words ("pitfall at C7", "hidden door at C7/C8", a room's name).
 */
function leaks(text: string, fact: string): boolean {
  const monster = /^(.+) at ([A-Z]{1,2}\d{1,3})$/.exec(fact);
  if (monster && !/^(pitfall|crush trap|hidden door)$/.test(monster[1]!)) {
    const [, name, label] = monster;
    return text.split('\n').some((line) => line.includes(name!) && new RegExp(`\\b${label}\\b`).test(line));
  }
  return text.includes(fact);
}

const seesAll = (viewer: Viewer) => viewer.kind === 'gm' || (viewer.kind === 'seat' && viewer.seat === 'demon-king');

interface Played {
  checked: number;
  /** Every fact that was secret at some point. */
  everSecret: Set<string>;
  /** All the public text, for checking that facts do come out once revealed. */
  publicText: string;
  /** What the Demon King's player was told. */
  dkText: string;
}

async function playChecked(file: string, channel: string, dkPlayer?: string, modules?: Map<string, AnyGameModule>): Promise<Played> {
  const views: RenderRequest[] = [];
  const harness: LocalHarness = await localTable(channel, undefined, modules, (r) => views.push(r));
  harnesses.push(harness);
  const module = harness.service.module('dungeon')!;
  const result: Played = { checked: 0, everSecret: new Set(), publicText: '', dkText: '' };
  const script = readFileSync(file, 'utf8').split('\n');
  for (const raw of script) {
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
  return result;
}

const harnesses: LocalHarness[] = [];
afterAll(async () => {
  for (const h of harnesses) await h.close();
});

describe('no hidden fact reaches the heroes or the public', () => {
  test('the Warren with the bot as Demon King', async () => {
    const played = await playChecked('examples/dungeon-warren.txt', 'leak-bot');
    expect(played.checked).toBeGreaterThan(50);
    // The checker can fail: facts that were secret did come out, in these very words, once revealed.
    for (const fact of ['Orc 6 at P9', 'Ulgrath at Q10', "Ulgrath's hall"]) {
      expect(played.everSecret.has(fact)).toBe(true);
      expect(leaks(played.publicText, fact)).toBe(true);
    }
  });

  test('the Warren with a player as Demon King, whose secret moves reach only her', async () => {
    const played = await playChecked('examples/dungeon-demon-king.txt', 'leak-dk', 'mara');
    expect(played.checked).toBeGreaterThan(100);
    expect(played.everSecret.has('Ulgrath at P10')).toBe(true);
    expect(leaks(played.dkText, 'Ulgrath at P10')).toBe(true);
    for (const fact of ['pitfall at G9', 'the larder', 'Orc 5 at L11']) {
      expect(played.everSecret.has(fact)).toBe(true);
      expect(leaks(played.publicText, fact)).toBe(true);
    }
  });

  test('the check fails on a game that shows the heroes the Demon King\u2019s map', async () => {
    const dungeon = gameModule('dungeon')!;
    const leaky: AnyGameModule = { ...dungeon, view: (state: unknown, viewer: Viewer) => ({ ...(dungeon.view(state, { kind: 'gm' }) as DqView), viewer }) };
    await expect(playChecked('examples/dungeon-warren.txt', 'leak-leaky', undefined, new Map([['dungeon', leaky]]))).rejects.toThrow(/a picture for \{"kind":"public"\} shows "Orc 1 at J4"/);
  });

  test('a three-quest campaign', async () => {
    const played = await playChecked('examples/dungeon-campaign.txt', 'leak-campaign');
    expect(played.checked).toBeGreaterThan(200);
    for (const fact of ['crush trap at Q9', 'hidden door at P11/Q11', 'the reliquary chapel', 'Vethrak at P14']) {
      expect(played.everSecret.has(fact)).toBe(true);
      expect(leaks(played.publicText, fact)).toBe(true);
    }
  });
});
