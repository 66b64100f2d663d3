import { describe, expect, test } from 'vitest';
import { SeededDice } from '../../../src/engine/core/dice.ts';
import { botDeploy, botOrders, botSpawn } from '../../../src/engine/games/dragon-noir/strategic/bot.ts';
import { spawningPoints, turnCounter } from '../../../src/engine/games/dragon-noir/strategic/calendar.ts';
import { HOLDING_BOXES, checkCell, checkPurchase } from '../../../src/engine/games/dragon-noir/strategic/holding-boxes.ts';
import { KROB_COST, strategicAllowance } from '../../../src/engine/games/dragon-noir/strategic/kinds.ts';
import { krobName } from '../../../src/engine/games/dragon-noir/strategic/names.ts';
import { STRATEGIC_PLAN as plan, areaDistances, checkPlan } from '../../../src/engine/games/dragon-noir/strategic/plan.ts';
import { beginGameTurn, deployKrob, finishDeployment, newPlan, orderMove, planSecrets, setCell, spawn } from '../../../src/engine/games/dragon-noir/strategic/rules.ts';
import type { PlanKrob, PlanState } from '../../../src/engine/games/dragon-noir/strategic/state.ts';

/**
 * The DN2 campaign's Strategic Plan (checklist 106, 107, 115, 116; WE-DN-91, WE-DN-92): costs,
 * the holding boxes, strategic movement by type, the swamp closed to the armoured, the turn
 * counter, the spawning calendar, the prisoner's cell, and the bot that plays the Krobs.
 */

function ok<T>(r: { ok: true; value: T } | { ok: false; error: string }): T {
  if (!r.ok) throw new Error(r.error);
  return r.value;
}
function refused(r: { ok: boolean; error?: string }): string {
  expect(r.ok).toBe(false);
  return r.error!;
}

/** A plan with the set-up done and these Krobs on it (the Queen in her area). */
function planWith(krobs: Array<Partial<PlanKrob> & Pick<PlanKrob, 'id' | 'kind' | 'area'>>, extra: Partial<PlanState> = {}): PlanState {
  const s = newPlan(plan);
  return { ...s, krobs: [...s.krobs, ...krobs.map((k) => ({ baby: false, wounded: false, ...k }))], deployed: true, cell: 3, ...extra };
}

describe('WE-DN-91: the Krob budget for DN2 scenario 2 (5.15.1)', () => {
  test('Guard 7, Slayer 4, Warrior 2, Hunter 1', () => {
    expect(KROB_COST).toEqual({ guard: 7, slayer: 4, warrior: 2, hunter: 1 });
  });
  test('2 Guards and 4 Slayers make exactly 30: legal', () => {
    const purchase = [...[1, 2].map((box) => ({ kind: 'guard' as const, box })), ...[3, 4, 5, 6].map((box) => ({ kind: 'slayer' as const, box }))];
    expect(ok(checkPurchase(purchase))).toEqual({ spent: 30, left: 0 });
  });
  test('31 points is refused in one line that gives the costs', () => {
    const purchase = [...[1, 2].map((box) => ({ kind: 'guard' as const, box })), ...[3, 4, 5, 6].map((box) => ({ kind: 'slayer' as const, box })), { kind: 'hunter' as const, box: 7 }];
    expect(refused(checkPurchase(purchase))).toBe('That costs 31 points; the Krobs have 30 to spend (5.15.1: Guard 7, Slayer 4, Warrior 2, Hunter 1).');
  });
  test('ten holding boxes over three maps; box 11 does not exist', () => {
    expect(HOLDING_BOXES).toHaveLength(10);
    expect(new Set(HOLDING_BOXES.map((b) => b.map)).size).toBe(3);
    expect(refused(checkPurchase([{ kind: 'hunter', box: 11 }]))).toBe('There is no holding box 11: the plan has boxes 1 to 10.');
  });
  test('no more counters than the box holds: 30 Hunters cost 30 but there are 28', () => {
    expect(refused(checkPurchase(Array.from({ length: 30 }, () => ({ kind: 'hunter' as const, box: 1 }))))).toBe('The box holds 28 Hunter counters; 30 were bought.');
  });
  test("the prisoner's cell is one of the Jails' eight", () => {
    expect(ok(checkCell(8))).toBe(8);
    expect(refused(checkCell(9))).toBe('The Jails have cells 1 to 8; 9 is not one of them.');
  });
});

describe('WE-DN-92: the spawning calendar and the game-turn counter (5.21, 5.21.2)', () => {
  test('turn 3 → 10, 12 → 15, 21 → 20, 30 → 20, 33 → 25, 4 → 0', () => {
    expect([3, 12, 21, 30, 33, 4].map(spawningPoints)).toEqual([10, 15, 20, 20, 25, 0]);
  });
  test('every row: 3, 6, 9 → 10; 15, 18 → 15; 24, 27 → 20; and (our reading) every third turn from 33: 36, 39 → 25, 34 → 0', () => {
    expect([6, 9, 15, 18, 24, 27, 36, 39, 34, 1, 2].map(spawningPoints)).toEqual([10, 10, 15, 15, 20, 20, 25, 25, 0, 0, 0]);
  });
  test('the counter shows tens and units', () => {
    expect(turnCounter(7)).toEqual({ tens: 0, units: 7 });
    expect(turnCounter(34)).toEqual({ tens: 3, units: 4 });
  });
  test('a new game turn adds the calendar\'s points and says so in public, nothing of where the Krobs are', () => {
    const s = planWith([{ id: 'hunter-1', kind: 'hunter', area: 'maze' }], { turn: 11, points: 2 });
    const t = beginGameTurn(s, 12);
    expect(t.state.turn).toBe(12);
    expect(t.state.points).toBe(17);
    expect(t.lines).toEqual(['Game turn 12 on the Strategic Plan (tens 1, units 2).', 'Spawning calendar (5.21.2): the Krobs receive 15 reinforcement points.']);
    expect(beginGameTurn(t.state, 13).state.points).toBe(17);
  });
});

describe('strategic movement by type (5.21.1)', () => {
  test('the table: Queen and wounded 0; Warrior, Guard 1; Slayer, baby Guard, baby Warrior 2; Hunter, baby Slayer, baby Hunter 3', () => {
    const a = (kind: PlanKrob['kind'], baby = false, wounded = false) => strategicAllowance({ kind, baby, wounded });
    expect([a('queen'), a('hunter', false, true), a('warrior'), a('guard'), a('slayer'), a('guard', true), a('warrior', true), a('hunter'), a('slayer', true), a('hunter', true)]).toEqual([0, 0, 1, 1, 2, 2, 2, 3, 3, 3]);
  });
  test('a Warrior moves one area: the Maze to the Jails, not on to the Pit... then Dark Island', () => {
    const s = planWith([{ id: 'warrior-1', kind: 'warrior', area: 'maze' }]);
    expect(ok(orderMove(plan, s, 'Warrior 1', 'the jails')).to).toBe('jails');
    expect(refused(orderMove(plan, s, 'Warrior 1', 'Dark Island'))).toBe(
      "Warrior 1 (Warrior) moves 1 area a turn (5.21.1), never through the Haunted Swamp: The Dark Island is out of reach. It can reach: The Wights' Bridge, The Jails, The Pit.",
    );
  });
  test('a Hunter moves three: the Maze to the Dragon\'s Lake by the Pit and the Dark Island', () => {
    const s = planWith([{ id: 'hunter-2', kind: 'hunter', area: 'maze' }]);
    expect(ok(orderMove(plan, s, 'Hunter 2', "dragon's lake")).to).toBe('dragons-lake');
  });
  test('the Queen and the wounded cannot move', () => {
    const s = planWith([{ id: 'slayer-1', kind: 'slayer', area: 'maze', wounded: true }]);
    expect(refused(orderMove(plan, s, 'Alkiram', 'maze'))).toBe('Alkiram cannot move on the plan: the Queen and the wounded stay where they are (5.21.1).');
    expect(refused(orderMove(plan, s, 'Slayer 1', 'jails'))).toBe('Slayer 1 cannot move on the plan: the Queen and the wounded stay where they are (5.21.1).');
  });
  test('Guards and adult Warriors may not use the Haunted Swamp, to stop in or to pass through; their babies and the others may', () => {
    const s = planWith([
      { id: 'migam', kind: 'guard', area: 'wights-bridge' },
      { id: 'slayer-2', kind: 'slayer', area: 'wights-bridge' },
      { id: 'warrior-3', kind: 'warrior', area: 'wights-bridge', baby: true },
    ]);
    expect(refused(orderMove(plan, s, 'Migam', 'haunted swamp'))).toBe('Migam may not move through the Haunted Swamp: it is closed to Guards and adult Warriors (5.21, 5.23).');
    // Two areas by the swamp to the Dark Island: a baby Warrior goes, and so does a Slayer.
    expect(ok(orderMove(plan, s, 'Baby Warrior 3', 'dark island')).to).toBe('dark-island');
    expect(ok(orderMove(plan, s, 'Slayer 2', 'haunted swamp')).to).toBe('haunted-swamp');
  });
  test('orders are carried out as the next game turn begins, and a new order replaces the old', () => {
    let s = planWith([{ id: 'hunter-1', kind: 'hunter', area: 'maze' }]);
    s = ok(orderMove(plan, s, 'Hunter 1', 'jails')).state;
    s = ok(orderMove(plan, s, 'Hunter 1', 'the pit')).state;
    expect(s.orders).toEqual([{ krob: 'hunter-1', to: 'the-pit' }]);
    const t = beginGameTurn(s, 1).state;
    expect(t.krobs.find((k) => k.id === 'hunter-1')!.area).toBe('the-pit');
    expect(t.orders).toEqual([]);
  });
  test('an unknown Krob or area is named, with what there is', () => {
    const s = planWith([]);
    expect(refused(orderMove(plan, s, 'Hunter 9', 'maze'))).toBe('No Krob "Hunter 9" on the Strategic Plan. Yours: Alkiram.');
    expect(refused(orderMove(plan, s, 'Alkiram', 'the moon'))).toMatch(/^No area "the moon" on the Strategic Plan\. Areas: The Dwarves' Cave, /);
  });
});

describe('the secret set-up on the plan and the reinforcements (checklist 107, 115)', () => {
  test('30 points of Krobs into areas the Adventurers do not hold; the 31st point refused', () => {
    let s = newPlan(plan);
    for (const kind of ['guard', 'guard', 'slayer', 'slayer', 'slayer', 'slayer']) s = ok(deployKrob(plan, s, kind, 'jails')).state;
    expect(s.budget).toBe(0);
    expect(s.krobs.map(krobName)).toEqual(['Alkiram', 'Migam', 'Tiom', 'Slayer 1', 'Slayer 2', 'Slayer 3', 'Slayer 4']);
    expect(refused(deployKrob(plan, s, 'hunter', 'maze'))).toBe('A Hunter costs 1 points and 0 of the 30 are left (5.15.1: Guard 7, Slayer 4, Warrior 2, Hunter 1).');
    expect(refused(deployKrob(plan, newPlan(plan), 'hunter', "dwarves' cave"))).toBe("The Dwarves' Cave holds the Adventurers: the Krobs set up elsewhere.");
    expect(refused(deployKrob(plan, newPlan(plan), 'queen', 'maze'))).toBe('"queen" is not a Krob that can be bought: Guard 7, Slayer 4, Warrior 2, Hunter 1 points.');
  });
  test('the set-up ends only with the prisoner\'s cell set; it cannot change after', () => {
    let s = newPlan(plan);
    expect(refused(finishDeployment(s))).toBe("Set the dwarf prisoner's cell first: /plan cell:<1 to 8>.");
    s = ok(setCell(s, 5));
    s = ok(finishDeployment(s));
    expect(s.cell).toBe(5);
    expect(refused(setCell(s, 2))).toBe("The prisoner's cell was set with the Krobs' set-up; it cannot change now.");
  });
  test('reinforcements cost Hunter 1, Warrior 2, Slayer 4, Guard 7 and are born as babies in the Queen\'s area', () => {
    let s = planWith([], { points: 10 });
    const born = ok(spawn(plan, s, 'Slayer'));
    expect(born.krob).toMatchObject({ kind: 'slayer', baby: true, area: 'the-pit' });
    s = born.state;
    expect(s.points).toBe(6);
    s = ok(spawn(plan, s, 'warrior')).state;
    s = ok(spawn(plan, s, 'hunter')).state;
    expect(s.points).toBe(3);
    expect(refused(spawn(plan, s, 'guard'))).toBe('A Guard costs 7 reinforcement points and the Krobs have 3 (5.21.3: Guard 7, Slayer 4, Warrior 2, Hunter 1).');
  });
  test('a baby grows up three game turns after its birth (ours), and moves as an adult from then', () => {
    let s = planWith([], { points: 2, turn: 3 });
    s = ok(spawn(plan, s, 'warrior')).state;
    expect(s.krobs.at(-1)).toMatchObject({ baby: true, born: 3 });
    s = beginGameTurn(beginGameTurn(s, 4).state, 5).state;
    expect(s.krobs.at(-1)!.baby).toBe(true);
    s = beginGameTurn(s, 6).state;
    expect(s.krobs.at(-1)!.baby).toBe(false);
  });
  test("the plan's secrets name where each Krob is, its orders and the cell", () => {
    let s = planWith([{ id: 'hunter-1', kind: 'hunter', area: 'maze' }]);
    s = ok(orderMove(plan, s, 'Hunter 1', 'jails')).state;
    expect(planSecrets(plan, s)).toEqual(['Alkiram in The Pit', 'Hunter 1 in The Maze', 'Hunter 1 to The Jails', 'Khuzun is in cell 3']);
  });
  test('the shipped plan names only its own areas, and each area is reachable from the entries', () => {
    expect(checkPlan(plan)).toBeUndefined();
    expect(areaDistances(plan, plan.entries[0]!, () => false).size).toBe(plan.areas.length);
    expect(checkPlan({ ...plan, links: [...plan.links, ['maze', 'mordor']] })).toBe('the Strategic Plan names an area mordor it does not have');
  });
});

describe('the solitaire Krobs on the plan (checklist 116, ours)', () => {
  test('set-up: 30 points down the rota Guard, Slayer, Warrior, Hunter, a Guard by the Queen, the cell rolled', () => {
    const s = botDeploy(plan, newPlan(plan), new SeededDice('bot-deploy', 0));
    const bought = s.krobs.filter((k) => k.kind !== 'queen');
    expect(bought.reduce((sum, k) => sum + KROB_COST[k.kind as 'guard'], 0)).toBe(30);
    expect(bought.map((k) => k.kind)).toEqual(['guard', 'slayer', 'warrior', 'hunter', 'guard', 'slayer', 'warrior', 'hunter', 'warrior']);
    expect(bought[0]!.area).toBe(plan.queen);
    expect(s.deployed).toBe(true);
    expect(s.cell).toBeGreaterThanOrEqual(1);
    expect(s.cell).toBeLessThanOrEqual(8);
    expect(bought.every((k) => !s.adventurers.includes(k.area))).toBe(true);
  });
  test('each turn every Krob that may move goes toward the nearest Adventurer area; the Queen\'s Guard stays; the swamp is never an armoured Krob\'s way', () => {
    const s = planWith(
      [
        { id: 'hunter-1', kind: 'hunter', area: 'dark-island' },
        { id: 'warrior-1', kind: 'warrior', area: 'dark-island' },
        { id: 'migam', kind: 'guard', area: 'the-pit' },
        { id: 'slayer-1', kind: 'slayer', area: 'dwarves-cave' },
      ],
      { adventurers: ['wights-bridge'] },
    );
    const ordered = botOrders(plan, s);
    const to = (id: string) => ordered.orders.find((o) => o.krob === id)?.to;
    // Hunter: the Dark Island to the Wights' Bridge by the swamp, 2 areas of its 3.
    expect(to('hunter-1')).toBe('wights-bridge');
    // Warrior: 1 area, round the swamp: to the Pit (Pit, Maze, Bridge).
    expect(to('warrior-1')).toBe('the-pit');
    expect(to('migam')).toBeUndefined();
    expect(to('alkiram')).toBeUndefined();
    expect(to('slayer-1')).toBe('wights-bridge');
  });
  test('reinforcements: all points spent, dearest first', () => {
    const s = botSpawn(plan, planWith([], { points: 15 }));
    expect(s.points).toBe(0);
    expect(s.krobs.filter((k) => k.baby).map((k) => k.kind)).toEqual(['guard', 'guard', 'hunter']);
  });
});
