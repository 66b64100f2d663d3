import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, test } from 'vitest';
import { gameModule } from '../../src/app/modules.ts';
import { PUBLIC, seatViewer, type Viewer } from '../../src/engine/core/events.ts';
import type { AnyGameModule } from '../../src/engine/core/module.ts';
import type { DnState } from '../../src/engine/games/dragon-noir/state.ts';
import type { DnView } from '../../src/engine/games/dragon-noir/view.ts';
import { labelOf } from '../../src/engine/hex/labels.ts';
import { moduleWith, shippedScenario } from '../support/dn-secret.ts';
import { localTable, type LocalHarness, type DrawnView } from '../support/local.ts';

/**
 * Whole games of Dragon Noir with hidden information, played on the local table (real Postgres,
 * the app's service layer), and after every line every fact secrets() names is searched for in
 * every public output: channel posts, the views behind the public pictures, the public view of
 * the state, and /game log and /game map asked by a spectator. Each fact must also turn up in
 * its owner's private output (a control: the same search finds it where it may be), and a
 * module that draws the owner's view for everyone is caught.
 *
 * The games: The Watermill Ambush (the Orks placed in secret by /deploy, seen as the Rebels
 * come near), The Prisoner of the Jails (Krobs bought into holding boxes, the real Khuzun?
 * chosen by the Krob player), Khuzun in the Jails (the real Khuzun? and the Jails cell of the deep entrance
 * No. 4, known to the Krobs: the example script to its end), The Sorcerers' Duel (a standing
 * counterspell, Zacharie invisible until he reappears), and the Jails with Zacharie at level 2
 * casting detection spells, whose answers go to his side alone (3.54).
 */

interface Reply {
  to: string;
  text: string;
}

function replies(lines: string[]): Reply[] {
  const out: Reply[] = [];
  for (const line of lines) {
    const head = /^ {2}\[(.+?)\] (.*)$/.exec(line);
    if (head) out.push({ to: head[1]!, text: head[2]! });
    else if (line.startsWith('      ') && out.length) out.at(-1)!.text += `\n${line.trim()}`;
  }
  return out;
}

const has = (line: string, label: string) => new RegExp(`\\b${label}\\b`).test(line);

/** Whether a text gives the fact away: the fact's own words, or a line naming both its who (or what) and its where. */
export function leaks(text: string, fact: string): boolean {
  if (text.includes(fact)) return true;
  const lines = text.split('\n');
  const hidden = /^(.+) (?:is hidden|will reappear) in ([A-Z]{1,2}\d{1,3})$/.exec(fact);
  if (hidden) return lines.some((l) => l.includes(hidden[1]!) && has(l, hidden[2]!));
  const marker = /^(.+) is under the (.+?) in ([A-Z]{1,2}\d{1,3})$/.exec(fact);
  if (marker) return lines.some((l) => has(l, marker[3]!) && (l.includes(marker[1]!) || l.includes(`real ${marker[2]}`)));
  const four = /^The deep entrance No\. 4 is in Jails cell (\d) \(([A-Z]{1,2}\d{1,3})\)$/.exec(fact);
  if (four) return lines.some((l) => /entrance No\. 4/.test(l) && (has(l, `cell ${four[1]}`) || has(l, four[2]!)));
  return false;
}

/** Whether a picture's view shows the fact. */
export function viewShows(view: DnView, fact: string): boolean {
  const unit = /^(.+) (?:is hidden|will reappear) in ([A-Z]{1,2}\d{1,3})$/.exec(fact);
  if (unit) return view.units.some((u) => u.name === unit[1]);
  const marker = /^(.+) is under the (.+?) in ([A-Z]{1,2}\d{1,3})$/.exec(fact);
  if (marker) return view.secret.markers.some((m) => m.known === true && labelOf(m.hex) === marker[3]);
  if (fact.startsWith('The deep entrance No. 4')) return view.secret.entranceFour !== undefined;
  return JSON.stringify(view).includes(fact);
}

interface Checked {
  harness: LocalHarness;
  everSecret: Set<string>;
  /** Facts found in their owner's private output (replies or pictures meant for him). */
  ownerSaw: Set<string>;
  publicChecks: number;
  /** Every private answer of a detection spell, every public line, and the spectator's last /game log. */
  detections: string[];
  publicText: string;
  spectatorLog: string;
}

const harnesses: LocalHarness[] = [];
afterAll(async () => {
  for (const h of harnesses) await h.close();
});

/** Until the state says so, the side to move ends its phase: `/done` from its player. */
interface Until {
  until: (s: DnState) => boolean;
}
type Step = string | Until;

const movementOf = (side: string, turn: number) => ({ until: (s: DnState) => s.turn === turn && s.sides[s.active]!.id === side && s.phase === 'movement' });

/** Plays `script` line by line, searching every public output for every fact secrets() names at that moment. */
async function playChecked(channel: string, script: Step[], players: Record<string, string>, modules?: Map<string, AnyGameModule>): Promise<Checked> {
  const views: DrawnView[] = [];
  const harness = await localTable(channel, undefined, modules, (r) => views.push(r));
  harnesses.push(harness);
  const module = harness.service.module('dragon-noir')!;
  const out: Checked = { harness, everSecret: new Set(), ownerSaw: new Set(), publicChecks: 0, detections: [], publicText: '', spectatorLog: '' };
  const playerOf = (seat: string) => players[seat]!;
  // The pictures posted in the channel carry a description (their alt text): caught as the table runs each command.
  const posted: string[] = [];
  const run = harness.router.run.bind(harness.router);
  harness.router.run = async (ctx, invocation) => {
    const answer = await run(ctx, invocation);
    for (const r of answer) if (r.kind === 'channel' && r.image) posted.push(r.image.description);
    return answer;
  };
  const current = async (): Promise<DnState> => module.stateSchema.parse((await harness.service.gameHere(harness.table.context()))!.state) as DnState;
  const lines = async function* (): AsyncGenerator<string> {
    for (const step of script) {
      if (typeof step === 'string') {
        yield step;
        continue;
      }
      for (let guard = 0; !step.until(await current()); guard++) {
        if (guard > 40) throw new Error('the game never reached the state the script waits for');
        const s = await current();
        // A decision (a Gharv's victim retreating, say) is answered first, with the first answer on its menu.
        const decision = module.phase(s).decision;
        const answer = decision && module.legalOrders(s, decision.seat, { verb: decision.verb })[0];
        if (decision && answer) {
          yield `@${playerOf(decision.seat)} /${answer.verb} ${Object.entries(answer.options).map(([k, v]) => `${k}:${v}`).join(' ')}`;
          continue;
        }
        yield `@${playerOf(s.sides[s.active]!.id)} /done`;
      }
    }
  };
  for await (const raw of lines()) {
    const before = harness.lines.length;
    const seenViews = views.length;
    const seenPosted = posted.length;
    await harness.table.line(raw);
    const game = await harness.service.gameHere(harness.table.context());
    const fresh = replies(harness.lines.slice(before));
    for (const r of fresh) {
      if (r.to.startsWith('#')) out.publicText += `${r.text}\n`;
      else for (const line of r.text.split('\n')) if (/^\S+'s Detect/.test(line)) out.detections.push(line);
    }
    if (!game?.state) continue;
    const state = module.stateSchema.parse(game.state) as DnState;
    const facts = module.secrets!(state, PUBLIC);
    if (facts.length === 0) continue;
    const seats = state.sides.map((s) => s.id);
    // A fact's owners: the seats from whom secrets() does not hide it.
    const owners = new Map(facts.map((f) => [f, seats.filter((s) => !module.secrets!(state, seatViewer(s)).includes(f))]));
    for (const f of facts) out.everSecret.add(f);
    const fail = (where: string, fact: string, text: string) => {
      throw new Error(`after "${raw}", ${where} gives away "${fact}":\n${text}`);
    };
    for (const r of fresh) {
      for (const fact of facts) {
        const ownerPlayers = owners.get(fact)!.map(playerOf);
        const toOwner = ownerPlayers.some((p) => r.to === `DM to ${p}` || r.to === `${p} only`);
        if (toOwner) {
          if (leaks(r.text, fact)) out.ownerSaw.add(fact);
          continue;
        }
        // The channel, and every other player's answers and DMs: none may hold what only the owner knows.
        if (leaks(r.text, fact)) fail(`[${r.to}]`, fact, r.text);
        out.publicChecks++;
      }
    }
    for (const description of posted.slice(seenPosted)) {
      for (const fact of facts) if (leaks(description, fact)) fail('a picture\'s description in the channel', fact, description);
      out.publicChecks++;
    }
    for (const request of views.slice(seenViews)) {
      const view = request.view as DnView;
      const viewer: Viewer = view.viewer;
      for (const fact of facts) {
        const owner = viewer.kind === 'gm' || (viewer.kind === 'seat' && owners.get(fact)!.includes(viewer.seat));
        if (owner) {
          if (viewShows(view, fact)) out.ownerSaw.add(fact);
        } else if (viewShows(view, fact)) fail(`a picture for ${JSON.stringify(viewer)}`, fact, JSON.stringify(view.secret));
        out.publicChecks++;
      }
    }
    // The public view of the state, as /game map draws it for anyone.
    const open = module.view(state, PUBLIC) as DnView;
    for (const fact of facts) if (viewShows(open, fact) || JSON.stringify(open).includes(fact)) fail('the public view of the state', fact, JSON.stringify(open.secret));
    // What a spectator reads: the log of the game so far.
    const spectator = { ...harness.table.context(), userId: 'local:carol', userName: 'carol' };
    const log = (await harness.router.run(spectator, { name: 'game', subcommand: 'log', options: {} })).map((r) => r.text).join('\n');
    out.spectatorLog = log;
    for (const fact of facts) if (leaks(log, fact)) fail('/game log read by a spectator', fact, log);
    out.publicChecks += facts.length;
  }
  // A spectator's map at the end, and its picture's description.
  const spectator = { ...harness.table.context(), userId: 'local:carol', userName: 'carol' };
  const seen = views.length;
  const map = await harness.router.run(spectator, { name: 'game', subcommand: 'map', options: {} });
  const game = await harness.service.gameHere(harness.table.context());
  const facts = game?.state ? module.secrets!(module.stateSchema.parse(game.state) as DnState, PUBLIC) : [];
  for (const fact of facts) {
    const text = map.map((r) => `${r.text}\n${r.image?.description ?? ''}`).join('\n');
    if (leaks(text, fact)) throw new Error(`the spectator's /game map gives away "${fact}"`);
    for (const request of views.slice(seen)) if (viewShows(request.view as DnView, fact)) throw new Error(`the spectator's map shows "${fact}"`);
  }
  return out;
}

const AMBUSH: Step[] = [
  '@alice /game new game:dragon-noir scenario:the-watermill-ambush seed:ambush',
  '@alice /game join seat:rebels',
  '@bob /game join seat:orks',
  '@alice /game start',
  '@bob /deploy unit:Black Fox hex:P9',
  '/deploy unit:Shaman hex:T5',
  '/deploy',
  '/deploy done:yes',
  '@alice /move unit:Konrad to:H9',
  '/move unit:Grast to:G7',
  '/move unit:Godiva to:F8',
  movementOf('orks', 1),
  // A hidden Ork ordered to act shows himself first.
  '@bob /move unit:Fnarad to:M8',
  movementOf('rebels', 2),
  // Konrad comes within 4 hexes of Ashrak, Ugluk and Fnarad: whoever he can see is seen.
  '@alice /move unit:Konrad to:L10',
  movementOf('rebels', 3),
];

// Whole games searched after every line take their time on a busy machine.
describe('no hidden fact of Dragon Noir reaches a public output, in whole games', { timeout: 180_000 }, () => {
  test('The Watermill Ambush: where each Ork waits, set by /deploy, until he is seen or acts', async () => {
    const played = await playChecked('ambush-leak', AMBUSH, { rebels: 'alice', orks: 'bob' });
    expect(played.everSecret).toContain('Black Fox is hidden in P9');
    expect(played.everSecret).toContain('Shaman is hidden in T5');
    // The Orks' own answers and their own picture name where each waits.
    expect(played.ownerSaw).toContain('Black Fox is hidden in P9');
    expect(played.ownerSaw).toContain('Shaman is hidden in T5');
    // The game went on past the set-up: an Ork showed himself to act, and others were seen.
    expect(played.publicText).toContain('Fnarad of the Orks, hidden in M7, is seen: he shows himself to act.');
    expect(played.publicText).toMatch(/of the Orks, hidden in [A-Z]\d+, is seen/);
    expect(played.publicChecks).toBeGreaterThan(100);
  });

  test('Khuzun in the Jails, the example to its end: the real Khuzun? and the entrance No. 4, known to the Krobs alone', async () => {
    const script = readFileSync('examples/khuzun-in-the-jails.txt', 'utf8')
      .split('\n')
      .filter((l) => l.trim() && !l.startsWith('#'));
    const played = await playChecked('jails-leak', script, { adventurers: 'alice', krobs: 'bob' });
    expect(played.everSecret).toContain('Khuzun the prisoner is under the Khuzun? in O10');
    expect(played.everSecret).toContain('The deep entrance No. 4 is in Jails cell 5 (I11)');
    // The Krobs' picture marks the real one and the entrance's cell.
    expect(played.ownerSaw).toContain('Khuzun the prisoner is under the Khuzun? in O10');
    expect(played.ownerSaw).toContain('The deep entrance No. 4 is in Jails cell 5 (I11)');
    // Once Grast turns it, the channel says so, in words the search knows.
    expect(leaks(played.publicText, 'Khuzun the prisoner is under the Khuzun? in O10')).toBe(true);
  });

  test('The Prisoner of the Jails: Krobs bought into holding boxes and Khuzun hidden by the Krob player, by /deploy', async () => {
    const script: Step[] = [
      '@alice /game new game:dragon-noir scenario:the-prisoner-of-the-jails seed:prisoner',
      '@alice /game join seat:dwarves',
      '@bob /game join seat:krobs',
      '@alice /game start',
      '@bob /deploy real:L22',
      '/deploy',
      '/deploy done:yes',
      movementOf('dwarves', 1),
      '@alice /move unit:Hurin to:D7',
      '/move unit:Barin to:D8',
      movementOf('dwarves', 2),
      '@alice /move unit:Hurin to:F6',
      movementOf('dwarves', 3),
    ];
    const played = await playChecked('prisoner-leak', script, { dwarves: 'alice', krobs: 'bob' });
    expect(played.everSecret).toContain('Khuzun the prisoner is under the Khuzun? in L22');
    expect(played.everSecret).toContain('Slayer 1 is hidden in B2');
    // The Krob player's own answers name the real Khuzun? and where each Krob waits.
    expect(played.ownerSaw).toContain('Khuzun the prisoner is under the Khuzun? in L22');
    expect(played.ownerSaw).toContain('Slayer 1 is hidden in B2');
    expect(played.publicText).toContain('The Krobs have finished their secret set-up.');
    expect(played.publicText).toMatch(/Hurin moves A7→.*→D7/);
    expect(played.publicChecks).toBeGreaterThan(100);
  });

  test('The Swamp Road: the real Sun? is known to nobody, so no answer to anyone may name it', async () => {
    const script: Step[] = [
      '@alice /game new game:dragon-noir scenario:the-swamp-road seed:swamp',
      '@alice /game join seat:adventurers',
      '@bob /game join seat:krobs',
      '@alice /game start',
      '@alice /move unit:Thrugg to:D8',
      '/move unit:Jon to:D10',
      movementOf('krobs', 1),
      '@bob /move unit:Hunter 1 to:H8',
      movementOf('adventurers', 2),
    ];
    const played = await playChecked('swamp-leak', script, { adventurers: 'alice', krobs: 'bob' });
    expect([...played.everSecret].filter((f) => f.startsWith('the sun: the way up is under the Sun? in '))).toHaveLength(1);
    expect(played.publicText).toMatch(/Thrugg moves A8→/);
    expect(played.publicChecks).toBeGreaterThan(20);
  });

  test("The Sorcerers' Duel: a standing counterspell and Zacharie invisible, until he reappears", async () => {
    const script = [
      '@alice /game new game:dragon-noir scenario:sorcerers-duel seed:duel',
      '@alice /game join seat:orks',
      '@bob /game join seat:rebels',
      '@alice /game start',
      '@alice /counter caster:Shaman when:cost:30',
      movementOf('rebels', 1),
      '@bob !dice 9',
      '@bob /cast caster:Zacharie spell:invisibility hex:U12',
      movementOf('orks', 2),
      '@alice /move unit:Black Fox to:H8',
      movementOf('rebels', 2),
      movementOf('rebels', 3),
    ];
    const played = await playChecked('duel-leak', script, { orks: 'alice', rebels: 'bob' });
    expect(played.everSecret).toContain('Shaman counters spells of 30 EP or more');
    expect(played.everSecret).toContain('Zacharie will reappear in U12');
    expect(played.ownerSaw).toContain('Zacharie will reappear in U12');
  });

  test('Detection spells in the Jails: the answers go to the caster\u2019s side alone, never to the channel', async () => {
    const jails = shippedScenario('khuzun-in-the-jails') as { sides: Array<{ setup: Array<{ character: string; hex: string }> }>; magic?: unknown; id: string };
    jails.id = 'khuzun-with-zacharie';
    jails.sides[0]!.setup = jails.sides[0]!.setup.map((s) => (s.character === 'dill' ? { character: 'zacharie', hex: s.hex } : s));
    jails.magic = { levels: { zacharie: 2 } };
    const dn = moduleWith(jails as unknown as Record<string, unknown>);
    const modules = new Map<string, AnyGameModule>([['dragon-noir', dn as unknown as AnyGameModule]]);
    const script = [
      '@alice /game new game:dragon-noir scenario:khuzun-with-zacharie seed:khuzun',
      '@alice /game join seat:adventurers',
      '@bob /game join seat:krobs',
      '@alice /game start',
      '!dice 9 7',
      '/cast caster:Zacharie spell:detect target:The Jails',
      movementOf('adventurers', 2),
      '@alice !dice 9',
      '/cast caster:Zacharie spell:detect-locate target:Zym',
    ];
    const played = await playChecked('detect-leak', script, { adventurers: 'alice', krobs: 'bob' }, modules);
    expect(played.everSecret).toContain('Khuzun the prisoner is under the Khuzun? in O10');
    expect(played.detections.length).toBeGreaterThanOrEqual(2);
    for (const answer of played.detections) {
      // "Detect on The Jails: something is there, about 13 …": what was found, in any words of the answer.
      const found = answer.split(': ').slice(1).join(': ');
      expect(found.length).toBeGreaterThan(10);
      expect(played.publicText).not.toContain(found);
      expect(played.spectatorLog).not.toContain(found);
    }
    // The search can fail: the answers are there, privately, in the words looked for.
    expect(played.detections.join('\n')).toMatch(/Detect and Locate: Zym is in V8/);
  });

  test('the search is not blind: a module that draws the Krobs\u2019 own map for everyone is caught', async () => {
    const dn = gameModule('dragon-noir')!;
    const leaky: AnyGameModule = { ...dn, view: (state: unknown, viewer: Viewer) => ({ ...(dn.view(state, { kind: 'seat', seat: 'krobs' }) as DnView), viewer }) };
    const script = readFileSync('examples/khuzun-in-the-jails.txt', 'utf8')
      .split('\n')
      .filter((l) => l.trim() && !l.startsWith('#'))
      .slice(0, 6);
    await expect(playChecked('jails-leaky', script, { adventurers: 'alice', krobs: 'bob' }, new Map([['dragon-noir', leaky]]))).rejects.toThrow(/gives away "Khuzun the prisoner is under the Khuzun\? in O10"|shows "/);
  });
});
