import { describe, expect, test } from 'vitest';
import { PUBLIC, canSee, seatViewer } from '../../../src/engine/core/events.ts';
import { SeededDice } from '../../../src/engine/core/dice.ts';
import { createDragonNoir, type DragonNoir } from '../../../src/engine/games/dragon-noir/index.ts';
import { gameModule } from '../../../src/app/modules.ts';
import { labelOf } from '../../../src/engine/hex/labels.ts';
import { sameHex } from '../../../src/engine/hex/hex.ts';
import { hexesOf } from '../../../src/engine/games/dragon-noir/units.ts';
import { krobName } from '../../../src/engine/games/dragon-noir/strategic/names.ts';
import { botChoice, keyOf } from '../../../src/engine/games/dragon-noir/bot.ts';
import type { OrderHint } from '../../../src/engine/core/module.ts';
import type { DnState } from '../../../src/engine/games/dragon-noir/state.ts';
import { act, must } from '../../support/dragon-noir.ts';
import { moduleWith } from '../../support/dn-secret.ts';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { ASSETS } from '../../../src/app/modules.ts';

/**
 * The Strategic Plan inside the games of the DN2 campaign (checklist 107, 115, 116): the Krob
 * player's /plan orders by DM, answered to him alone and named by secrets() for everyone else,
 * the plan moving on with each game turn, carried from one battle to the next, and the bot
 * playing the Krobs (on the plan and on the map) when nobody takes their seat. The Krob counters
 * come with the krobs branch: until then Orks stand in for them on the map.
 */

const battle = (id: string, area: string, map: string, hexes: { dwarves: string[]; krobs: string[] }) => ({
  id,
  title: `Battle in ${area}`,
  volume: 2,
  summary: 'A test battle of the DN2 campaign.',
  board: { id: map, name: map, maps: [{ map, col: 0, row: 0 }] },
  sides: [
    { id: 'dwarves', label: 'Dwarves', setup: ['hurin', 'barin', 'uzun'].map((character, i) => ({ character, hex: hexes.dwarves[i] })) },
    { id: 'krobs', label: 'Krobs', setup: ['zorak', 'guruz', 'gromrak'].map((character, i) => ({ character, hex: hexes.krobs[i] })) },
  ],
  turns: 4,
  plan: { side: 'krobs', area },
  bot: 'krobs',
  victory: [{ kind: 'eliminate' }],
});

const CAVE = battle('battle-in-the-cave', 'dwarves-cave', 'dwarves-cave', { dwarves: ['A8', 'A9', 'B8'], krobs: ['W7', 'W8', 'X9'] });
const seats = ['dwarves', 'krobs'];

function start(module = moduleWith(CAVE), withSeats = seats, seed = 'plan'): DnState {
  const r = module.setup({ scenarioId: CAVE.id, options: {}, seats: withSeats }, new SeededDice(seed, 0));
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

const dn = moduleWith(CAVE);

describe('the Strategic Plan in a battle of the DN2 campaign', () => {
  test('a new plan: the Queen in her area, the Adventurers in the battle\'s, game turn 1 counted; both seats taken, the bot plays nobody', () => {
    const s = start();
    expect(s.plan).toMatchObject({ side: 'krobs', bot: false, area: 'dwarves-cave' });
    expect(s.plan!.state).toMatchObject({ turn: 1, adventurers: ['dwarves-cave'], deployed: false, budget: 30 });
    expect(s.bots).toEqual([]);
  });

  test('the Krob player sets up by /plan, answered to him alone; the Dwarves may not give plan orders', () => {
    let s = start();
    const bought = must(dn, s, 'krobs', 'plan', { action: 'deploy', kind: 'Guard', area: 'The Pit' });
    expect(bought.text).toBe('Migam waits in The Pit. 23 points left.');
    expect(bought.events.every((e) => e.visibleTo !== 'all' && !canSee(seatViewer('dwarves'), e.visibleTo))).toBe(true);
    s = bought.state;
    s = must(dn, s, 'krobs', 'plan', { action: 'deploy', kind: 'hunter', area: 'maze' }).state;
    expect(act(dn, s, 'krobs', 'plan', { action: 'done' }).error).toBe("Set the dwarf prisoner's cell first: /plan cell:<1 to 8>.");
    s = must(dn, s, 'krobs', 'plan', { action: 'cell', cell: '6' }).state;
    const done = must(dn, s, 'krobs', 'plan', { action: 'done' });
    expect(done.events.filter((e) => e.visibleTo === 'all').map((e) => e.text)).toEqual(['The Krobs have taken their places on the Strategic Plan.']);
    expect(act(dn, done.state, 'dwarves', 'plan', { action: 'show' }).error).toBe('Only the Krobs give orders on the Strategic Plan.');
    // The plan orders never move play on.
    expect(dn.phase(done.state).label).toBe(dn.phase(start()).label);
  });

  test('a refused plan order is one line and changes nothing', () => {
    const s = start();
    const refused = act(dn, s, 'krobs', 'plan', { action: 'deploy', kind: 'Guard', area: "The Dwarves' Cave" });
    expect(refused.error).toBe("The Dwarves' Cave holds the Adventurers: the Krobs set up elsewhere.");
    expect(refused.state).toBe(s);
  });

  test('secret orders move the Krobs as the next game turn begins; the public log says only the counter and the calendar', () => {
    let s = start();
    s = must(dn, s, 'krobs', 'plan', { action: 'deploy', kind: 'Hunter', area: 'The Maze' }).state;
    s = must(dn, s, 'krobs', 'plan', { action: 'cell', cell: '6' }).state;
    s = must(dn, s, 'krobs', 'plan', { action: 'done' }).state;
    s = must(dn, s, 'krobs', 'plan', { action: 'move', krob: 'Hunter 1', area: 'The Jails' }).state;
    // The Adventurers' side may not learn any of it: secrets() names it for them, not for the Krobs.
    const hidden = dn.secrets!(s, seatViewer('dwarves'));
    expect(hidden).toEqual(['Alkiram in The Pit', 'Hunter 1 in The Maze', 'Hunter 1 to The Jails', 'Khuzun is in cell 6']);
    expect(dn.secrets!(s, seatViewer('krobs'))).not.toContain('Hunter 1 to The Jails');
    // Play on to game turn 3: the order is carried out on turn 2, the calendar pays on turn 3.
    const log: string[] = [];
    for (let guard = 0; guard < 100 && s.turn < 3; guard++) {
      const seat = dn.phase(s).active[0]!;
      const acted = must(dn, s, seat, 'done');
      log.push(...acted.events.filter((e) => e.visibleTo === 'all').map((e) => e.text));
      for (const e of acted.events) for (const secret of hidden) if (canSee(PUBLIC, e.visibleTo)) expect(e.text).not.toContain(secret);
      s = acted.state;
    }
    expect(s.plan!.state.turn).toBe(3);
    expect(s.plan!.state.krobs.find((k) => k.id === 'hunter-1')!.area).toBe('jails');
    expect(s.plan!.state.points).toBe(10);
    expect(log).toContain('Game turn 2 on the Strategic Plan (tens 0, units 2).');
    expect(log).toContain('Spawning calendar (5.21.2): the Krobs receive 10 reinforcement points.');
    // The public view and every public line are searched for the secrets (leak test).
    const pub = JSON.stringify(dn.view(s, PUBLIC)) + log.join('\n');
    for (const secret of dn.secrets!(s, seatViewer('dwarves'))) expect(pub).not.toContain(secret);
    expect(JSON.stringify(dn.view(s, seatViewer('dwarves')))).not.toContain('Hunter 1');
  });
});

describe('the DN2 campaign carries the plan from one battle to the next (CampaignRules)', () => {
  const MAPS = Object.fromEntries(
    readdirSync(join(ASSETS, 'maps', 'dragon-noir'))
      .filter((f) => f.endsWith('.map'))
      .map((f) => [basename(f, '.map'), readFileSync(join(ASSETS, 'maps', 'dragon-noir', f), 'utf8')]),
  );
  const BRIDGE = battle('battle-on-the-bridge', 'wights-bridge', 'wights-bridge', { dwarves: ['A8', 'A9', 'B8'], krobs: ['V7', 'V8', 'W9'] });
  const campaign = { id: 'test-challenge', title: 'The Test Challenge', volume: 2, summary: 'Two battles.', scenarios: [{ scenario: CAVE.id }, { scenario: BRIDGE.id }] };
  const module = createDragonNoir({ maps: MAPS, scenarios: [JSON.stringify(CAVE), JSON.stringify(BRIDGE)], campaigns: [JSON.stringify(campaign)] });

  test('the second battle starts with the plan the first left: its counter, its Krobs, its cell; the card tells only the counter', () => {
    const rules = module.campaign!;
    let s = start(module);
    s = must(module, s, 'krobs', 'plan', { action: 'deploy', kind: 'Slayer', area: 'The Maze' }).state;
    s = must(module, s, 'krobs', 'plan', { action: 'cell', cell: '2' }).state;
    s = must(module, s, 'krobs', 'plan', { action: 'done' }).state;
    s = { ...s, plan: { ...s.plan!, state: { ...s.plan!.state, turn: 4 } }, outcome: { winners: ['dwarves'], reason: 'test' } };
    const carried = rules.carry(s, rules.initial());
    const next = module.setup({ scenarioId: BRIDGE.id, options: {}, seats, carried }, new SeededDice('next', 0));
    if (!next.ok) throw new Error(next.error);
    // Game turn 1 of the new battle is game turn 5 of the campaign.
    expect(next.value.plan!.state).toMatchObject({ turn: 5, cell: 2, deployed: true, adventurers: ['wights-bridge'] });
    expect(next.value.plan!.state.krobs.map((k) => `${k.id}@${k.area}`)).toEqual(['alkiram@the-pit', 'slayer-1@maze']);
    const card = rules.describe(carried).join('\n');
    expect(card).toContain("Strategic Plan: game turn 4 (tens 0, units 4); the Krobs' next reinforcements come on turn 6 (5.21.2).");
    expect(card).not.toContain('Slayer');
    expect(card).not.toContain('cell 2');
  });
});

describe('the bot plays the Krobs when nobody takes their seat (solitaire, checklist 116)', () => {
  test('their seat is optional; the bot sets up on the plan and hides the cell itself', () => {
    expect(dn.seats(CAVE.id).find((s) => s.id === 'krobs')).toMatchObject({ optional: true });
    const s = start(dn, ['dwarves']);
    expect(s.bots).toEqual(['krobs']);
    expect(s.plan!.bot).toBe(true);
    expect(s.plan!.state.deployed).toBe(true);
    expect(s.plan!.state.cell).not.toBeNull();
    expect(act(dn, s, 'krobs', 'plan', { action: 'show' }).error).toBe('The bot plays the Krobs on the plan in this solitaire game.');
  });

  test('as the Dwarves end their player-turn, the bot plays the Krobs\' whole player-turn with legal orders: it closes in', () => {
    let s = start(dn, ['dwarves']);
    const before = s.units.filter((u) => u.side === 'krobs').map((u) => u.hex);
    // The Dwarves pass their phases; the bot answers at once, and play comes back to them.
    for (let guard = 0; guard < 10 && s.turn === 1; guard++) s = must(dn, s, 'dwarves', 'done').state;
    expect(s.turn).toBe(2);
    expect(dn.phase(s).active).toEqual(['dwarves']);
    const after = s.units.filter((u) => u.side === 'krobs').map((u) => u.hex);
    expect(after).not.toEqual(before);
    // Each Krob stand-in is nearer the Dwarves than it was.
    const dwarf = s.units.find((u) => u.id === 'hurin')!.hex!;
    const dist = (h: { q: number; r: number }) => Math.max(Math.abs(h.q - dwarf.q), Math.abs(h.r - dwarf.r), Math.abs(h.q + h.r - dwarf.q - dwarf.r));
    after.forEach((h, i) => expect(dist(h!)).toBeLessThan(dist(before[i]!)));
  });

  test('within reach, the bot closes in and attacks at the best odds on offer', () => {
    const close = battle('close-quarters', 'dwarves-cave', 'dwarves-cave', { dwarves: ['H8', 'H9', 'G8'], krobs: ['K8', 'K9', 'L8'] });
    const m = moduleWith(close);
    const r = m.setup({ scenarioId: close.id, options: {}, seats: ['dwarves'] }, new SeededDice('close', 0));
    if (!r.ok) throw new Error(r.error);
    let s = r.value;
    const events = [];
    for (let guard = 0; guard < 10 && s.turn === 1; guard++) {
      const acted = must(m, s, 'dwarves', 'done');
      events.push(...acted.events);
      s = acted.state;
    }
    const combats = events.filter((e) => e.type === 'combat');
    expect(combats.length).toBeGreaterThan(0);
    expect(combats.every((e) => /Zorak|Guruz|Gromrak/.test(e.text))).toBe(true);
  });

  test('a scenario where the bot moves first waits for a player\'s /autoplay, which is all the player may give then', () => {
    const first = { ...CAVE, id: 'krobs-first', sides: [CAVE.sides[1], CAVE.sides[0]] };
    const m = moduleWith(first);
    const r = m.setup({ scenarioId: first.id, options: {}, seats: ['dwarves'] }, new SeededDice('first', 0));
    if (!r.ok) throw new Error(r.error);
    let s = r.value;
    expect(m.phase(s).active).toEqual(['dwarves']);
    expect(m.legalOrders(s, 'dwarves')).toEqual([{ verb: 'autoplay', options: {}, label: 'Let the bot play the Krobs' }]);
    expect(act(m, s, 'dwarves', 'done').error).toBe('The bot plays the Krobs now: /autoplay lets it.');
    expect(m.defaultOrders(s, 'dwarves')).toEqual([{ verb: 'autoplay' }]);
    const played = must(m, s, 'dwarves', 'autoplay');
    s = played.state;
    expect(s.sides[s.active]!.id).toBe('dwarves');
    expect(played.events.some((e) => e.type === 'moved' || /moves|to [A-Z]+\d+/.test(e.text))).toBe(true);
  });

  test('a player may hand his own player-turn to the bot with /autoplay', () => {
    const s = start();
    const played = must(dn, s, 'dwarves', 'autoplay');
    expect(played.state.sides[played.state.active]!.id).toBe('krobs');
    expect(played.state.bots).toEqual([]);
  });
});

describe('the shipped DN2 campaign (ours): The Challenge and its solitaire twin', () => {
  const shipped = gameModule('dragon-noir') as DragonNoir;

  test('The Kingdom of Alkiram is a battle on the plan in the Dwarves\' Cave, both seats needed; Alone in the Kingdom leaves the Krobs to the bot', () => {
    expect(shipped.seats('the-kingdom-of-alkiram').every((s) => !s.optional)).toBe(true);
    expect(shipped.seats('alone-in-the-kingdom').find((s) => s.id === 'krobs')).toMatchObject({ optional: true });
    const alone = shipped.setup({ scenarioId: 'alone-in-the-kingdom', options: {}, seats: ['adventurers'] }, new SeededDice('alone', 0));
    if (!alone.ok) throw new Error(alone.error);
    expect(alone.value.plan).toMatchObject({ side: 'krobs', bot: true, area: 'dwarves-cave' });
    expect(alone.value.plan!.state.deployed).toBe(true);
  });

  test('Krobs killed in a battle leave the plan; the wounded stay, and can no longer move on it (5.21.1)', () => {
    const rules = shipped.campaign!;
    const r = shipped.setup({ scenarioId: 'the-prisoner-of-the-jails', options: {}, seats: ['dwarves', 'krobs'] }, new SeededDice('p', 0));
    if (!r.ok) throw new Error(r.error);
    let carried = rules.carry({ ...r.value, outcome: { winners: ['krobs'], reason: 'test' } }, rules.initial());
    const k = shipped.setup({ scenarioId: 'the-kingdom-of-alkiram', options: {}, seats: ['adventurers', 'krobs'], carried }, new SeededDice('k', 0));
    if (!k.ok) throw new Error(k.error);
    let s = k.value;
    // The battle's own Krobs stand in its area of the plan; those bought on the plan take the next counters.
    expect(s.plan!.state.krobs.filter((x) => x.area === 'dwarves-cave').map((x) => x.id)).toEqual(['warrior-1', 'warrior-2', 'hunter-1', 'hunter-2', 'hunter-3', 'hunter-4']);
    s = must(shipped, s, 'krobs', 'plan', { action: 'deploy', kind: 'Hunter', area: 'The Maze' }).state;
    s = must(shipped, s, 'krobs', 'plan', { action: 'deploy', kind: 'Warrior', area: 'The Maze' }).state;
    s = must(shipped, s, 'krobs', 'plan', { action: 'cell', cell: '4' }).state;
    s = must(shipped, s, 'krobs', 'plan', { action: 'done' }).state;
    // On the map, Hunter 1 dies and Warrior 1 is wounded; Hunter 5 and Warrior 3 wait in the Maze.
    s = { ...s, units: s.units.map((u) => (u.id === 'hunter-1' ? { ...u, dead: true } : u.id === 'warrior-1' ? { ...u, wounds: 1 } : u)), outcome: { winners: ['adventurers'], reason: 'test' } };
    carried = rules.carry(s, carried);
    const plan = (carried as { extra: { plan: { krobs: Array<{ id: string; wounded: boolean }> } } }).extra.plan;
    expect(plan.krobs.map((x) => `${x.id}${x.wounded ? ' (wounded)' : ''}`)).toEqual(['alkiram', 'warrior-1 (wounded)', 'warrior-2', 'hunter-2', 'hunter-3', 'hunter-4', 'hunter-5', 'warrior-3']);
  });
});

describe('a bot side that sets up in secret', () => {
  test('the set-up waits on the player\'s /autoplay; the bot keeps the scenario\'s placement, hidden, and play begins', () => {
    const hiding = { ...CAVE, id: 'hiding-krobs', deployment: [{ side: 'krobs', columns: 'T-X', reveal: { sight: 4 } }] };
    const m = moduleWith(hiding);
    const r = m.setup({ scenarioId: hiding.id, options: {}, seats: ['dwarves'] }, new SeededDice('hiding', 0));
    if (!r.ok) throw new Error(r.error);
    let s = r.value;
    expect(m.phase(s).active).toEqual(['dwarves']);
    expect(m.legalOrders(s, 'dwarves').map((h) => h.verb)).toEqual(['autoplay']);
    s = must(m, s, 'dwarves', 'autoplay').state;
    expect(s.secret.deployment).toEqual([{ side: 'krobs', done: true, spent: 0 }]);
    expect(s.secret.hidden.map((h) => h.unit).sort()).toEqual(['gromrak', 'guruz', 'zorak']);
    expect(m.phase(s).active).toEqual(['dwarves']);
    expect(s.turn).toBe(1);
  });
});

describe('Krobs the plan brings into the battle\'s area come onto its map', () => {
  test('a Hunter ordered from the Wights\' Bridge into the Dwarves\' Cave comes on at the first free entry hex as game turn 2 begins, in public', () => {
    const shipped = gameModule('dragon-noir') as DragonNoir;
    const r = shipped.setup({ scenarioId: 'the-kingdom-of-alkiram', options: {}, seats: ['adventurers', 'krobs'] }, new SeededDice('arrive', 0));
    if (!r.ok) throw new Error(r.error);
    let s = r.value;
    s = must(shipped, s, 'krobs', 'plan', { action: 'deploy', kind: 'Hunter', area: "The Wights' Bridge" }).state;
    s = must(shipped, s, 'krobs', 'plan', { action: 'cell', cell: '1' }).state;
    s = must(shipped, s, 'krobs', 'plan', { action: 'done' }).state;
    s = must(shipped, s, 'krobs', 'plan', { action: 'move', krob: 'Hunter 5', area: "The Dwarves' Cave" }).state;
    expect(shipped.secrets!(s, seatViewer('adventurers'))).toContain("Hunter 5 in The Wights' Bridge");
    const log: string[] = [];
    for (let guard = 0; guard < 20 && s.turn < 2; guard++) {
      const acted = must(shipped, s, shipped.phase(s).active[0]!, 'done');
      log.push(...acted.events.filter((e) => e.visibleTo === 'all').map((e) => e.text));
      s = acted.state;
    }
    const hunter = s.units.find((u) => u.id === 'hunter-5')!;
    expect(hunter).toMatchObject({ side: 'krobs', wounds: 0, dead: false });
    // X8 holds Hunter 4 from the set-up: X7 is the first free entry hex.
    expect(labelOf(hunter.hex!)).toBe('X7');
    expect(log).toContain('Hunter 5 comes on at X7, from the Strategic Plan.');
    // On the map he is no secret any more; the others on the plan still are.
    const secrets = shipped.secrets!(s, seatViewer('adventurers'));
    expect(secrets.some((x) => x.startsWith('Hunter 5'))).toBe(false);
    expect(secrets).toContain('Alkiram in The Pit');
  });
});

describe('a Guard the plan brings into the battle comes on with a facing', () => {
  test('ordered from the Wights\' Bridge (one area, 5.21.1) into the Dwarves\' Cave, it comes on at an entry hex with the first facing whose three hexes are free and open', () => {
    const shipped = gameModule('dragon-noir') as DragonNoir;
    const r = shipped.setup({ scenarioId: 'the-kingdom-of-alkiram', options: {}, seats: ['adventurers', 'krobs'] }, new SeededDice('arrive', 0));
    if (!r.ok) throw new Error(r.error);
    let s = r.value;
    s = must(shipped, s, 'krobs', 'plan', { action: 'deploy', kind: 'Guard', area: "The Wights' Bridge" }).state;
    const guard = s.plan!.state.krobs.find((k) => k.area === 'wights-bridge')!;
    s = must(shipped, s, 'krobs', 'plan', { action: 'cell', cell: '1' }).state;
    s = must(shipped, s, 'krobs', 'plan', { action: 'done' }).state;
    s = must(shipped, s, 'krobs', 'plan', { action: 'move', krob: krobName(guard), area: "The Dwarves' Cave" }).state;
    const log: string[] = [];
    for (let g = 0; g < 20 && s.turn < 2; g++) {
      const acted = must(shipped, s, shipped.phase(s).active[0]!, 'done');
      log.push(...acted.events.filter((e) => e.visibleTo === 'all').map((e) => e.text));
      s = acted.state;
    }
    const unit = s.units.find((u) => u.id === guard.id)!;
    expect(unit, `${guard.id} on the map`).toBeDefined();
    expect(unit.facing).not.toBeNull();
    const covered = hexesOf(unit);
    expect(covered).toHaveLength(3);
    // Nobody else stands in any of its three hexes.
    for (const h of covered) expect(s.units.filter((u) => !u.dead && u.id !== unit.id && hexesOf(u).some((x) => sameHex(x, h)))).toEqual([]);
    expect(log).toContain(`${unit.name} comes on at ${labelOf(unit.hex!)}, from the Strategic Plan.`);
  });
});

describe('the bot\'s choice among legal orders (ours, documented)', () => {
  test('in combat it takes the attack at the best odds on offer, then ends the phase; a refused order is not given twice', () => {
    const s = { ...start(), phase: 'combat' as const, steps: [], advanceOffer: null };
    const board = dn.board(CAVE.id);
    const hints: OrderHint[] = [
      { verb: 'attack', options: { with: 'Zorak', target: 'Hurin' }, label: 'Zorak attacks Hurin at 1-1' },
      { verb: 'attack', options: { with: 'Gromrak', target: 'Barin' }, label: 'Gromrak attacks Barin at 3-1' },
      { verb: 'attack', options: { with: 'Guruz', target: 'Uzun' }, label: 'Guruz attacks Uzun at 2-1' },
      { verb: 'done', options: {}, label: 'End the phase' },
    ];
    const tried = new Set<string>();
    const order: string[] = [];
    for (let i = 0; i < 4; i++) {
      const hint = botChoice(s, board, 'krobs', hints, tried)!;
      tried.add(keyOf(hint));
      order.push(hint.label);
    }
    expect(order).toEqual(['Gromrak attacks Barin at 3-1', 'Guruz attacks Uzun at 2-1', 'Zorak attacks Hurin at 1-1', 'End the phase']);
  });
});
