import { describe, expect, test } from 'vitest';
import { SeededDice } from '../../../src/engine/core/dice.ts';
import { runOrder } from '../../../src/engine/core/orders.ts';
import type { DnState } from '../../../src/engine/games/dragon-noir/state.ts';
import { act, must, OPEN_FIELD, patch, phase, table, unit } from '../../support/dragon-noir.ts';

/** The sequence of play (2.12.1), getting up, deadlines' defaults and victory. */

describe('2.12.1 the DN1 player turn', () => {
  test('the first side opens with offensive fire, which passes at once, then moves', () => {
    const { module, state } = table();
    expect(module.phase(state)).toMatchObject({ key: 'movement', label: 'Turn 1 · Orks · Movement', active: ['orks'], turn: 1 });
  });

  test('movement, combat and getting up, then the other side; a new game turn after both', () => {
    const { module, state } = table();
    const combat = must(module, state, 'orks', 'done');
    expect(module.phase(combat.state).label).toBe('Turn 1 · Orks · Combat');
    const rebels = must(module, combat.state, 'orks', 'done');
    expect(module.phase(rebels.state).label).toBe('Turn 1 · Rebels · Movement');
    const rebelsCombat = must(module, rebels.state, 'rebels', 'done');
    const turnTwo = must(module, rebelsCombat.state, 'rebels', 'done');
    expect(module.phase(turnTwo.state).label).toBe('Turn 2 · Orks · Movement');
    expect(turnTwo.state.playerTurn).toBe(3);
  });

  test('every phase that ends leaves a checkpoint for its map, in order', () => {
    const { module, state } = table();
    const combat = runOrder<DnState>(module, state, { seat: 'orks', verb: 'done', options: {} }, new SeededDice('s', 0));
    expect(combat.ok && combat.value.checkpoints.map((c) => c.label)).toEqual(['Turn 1 · Orks · Movement']);
    const next = runOrder<DnState>(module, combat.ok ? combat.value.state : state, { seat: 'orks', verb: 'done', options: {} }, new SeededDice('s', 0));
    expect(next.ok && next.value.checkpoints.map((c) => c.label)).toEqual(['Turn 1 · Orks · Combat', 'Turn 1 · Orks · Stunned characters get up', 'Turn 1 · Rebels · Offensive fire']);
  });

  test('ruling 136: a character gets up in his own fourth phase if stunned before his player-turn began', () => {
    const { module, state } = table(OPEN_FIELD, { orks: { krular: 'J8' }, rebels: { rix: 'A1', simon: 'A3' } });
    // Rix was stunned in the Orks' player-turn (1); Simon in the Rebels' own (2).
    let s = patch(state, 'rix', { stunned: true, stunnedInPlayerTurn: 1 });
    s = must(module, s, 'orks', 'done').state;
    s = must(module, s, 'orks', 'done').state;
    s = patch(s, 'simon', { stunned: true, stunnedInPlayerTurn: 2 });
    s = must(module, s, 'rebels', 'done').state;
    const up = must(module, s, 'rebels', 'done');
    expect(up.text).toContain('Rix gets back on his feet.');
    expect(unit(up.state, 'rix').stunned).toBe(false);
    expect(unit(up.state, 'simon').stunned).toBe(true);
  });

  test('an Ork stunned in the Rebels\u2019 turn does not get up in the Rebels\u2019 recovery', () => {
    const { module, state } = table();
    let s = must(module, must(module, state, 'orks', 'done').state, 'orks', 'done').state;
    s = patch(s, 'krular', { stunned: true, stunnedInPlayerTurn: 2 });
    s = must(module, must(module, s, 'rebels', 'done').state, 'rebels', 'done').state;
    expect(unit(s, 'krular').stunned).toBe(true);
    s = must(module, must(module, s, 'orks', 'done').state, 'orks', 'done').state;
    expect(unit(s, 'krular').stunned).toBe(false);
  });
});

describe('decisions and deadlines', () => {
  test('a pending decision holds the phase; the default answer settles it', () => {
    const t = table(OPEN_FIELD, { orks: { krular: 'C4' }, rebels: { santiago: 'C5', rix: 'J1' } });
    const state = phase(t.state, 'orks', 'combat');
    const hit = must(t.module, state, 'orks', 'attack', { with: 'Krular', target: 'Santiago' }, [3]);
    expect(act(t.module, hit.state, 'orks', 'done').error).toContain('Not your move: rebels must answer first');
    expect(t.module.defaultOrders(hit.state, 'orks')).toEqual([]);
    const [answer] = t.module.defaultOrders(hit.state, 'rebels');
    const settled = must(t.module, hit.state, 'rebels', answer!.verb, answer as unknown as Record<string, string>);
    expect(settled.state.steps).toEqual([]);
    expect(t.module.defaultOrders(settled.state, 'orks')).toEqual([{ verb: 'done' }]);
  });

  test('out of turn, and after the end, orders are refused', () => {
    const { module, state } = table();
    expect(act(module, state, 'rebels', 'done').error).toBe('Not your move: it is Turn 1 · Orks · Movement.');
    const over = { ...state, outcome: { winners: ['orks'], reason: 'test' } };
    expect(act(module, over, 'orks', 'done').error).toBe('This game is over; no more orders are taken.');
  });
});

describe('victory', () => {
  test('the death of a named character ends the game at once', () => {
    const t = table(OPEN_FIELD, {
      orks: { gromrak: 'C4', krular: 'J8' },
      rebels: { godiva: 'C5', rix: 'A1' },
      victory: [{ kind: 'kill', character: 'godiva', winner: 'orks' }, { kind: 'eliminate' }],
    });
    const state = phase(t.state, 'orks', 'combat');
    // Stunned, Godiva defends with (2): Gromrak 16 is at 8-1, and 1 + 1 armour = 2 is F.
    const r = must(t.module, patch(state, 'godiva', { stunned: true, stunnedInPlayerTurn: 0 }), 'orks', 'attack', { with: 'Gromrak', target: 'Godiva' }, [1]);
    expect(r.state.outcome).toEqual({ winners: ['orks'], reason: 'Godiva is dead.' });
    expect(r.text).toContain('Godiva is dead. Victory: Orks.');
    expect(t.module.outcome(r.state)).toEqual(r.state.outcome);
  });

  test('the game ends once, by the core: the victory in the game\'s words, then its last phase and checkpoint', () => {
    const t = table(OPEN_FIELD, { orks: { gromrak: 'C4' }, rebels: { santiago: 'C5' } });
    const r = runOrder<DnState>(t.module, phase(t.state, 'orks', 'combat'), { seat: 'orks', verb: 'attack', options: { with: 'Gromrak', target: 'Santiago' } }, new SeededDice('test-seed', 0, [1]));
    if (!r.ok) throw new Error(r.error);
    const texts = r.value.events.map((e) => e.text);
    expect(r.value.events.filter((e) => e.type === 'game-over').map((e) => e.text)).toEqual(['Every one of the Rebels is dead. Victory: Orks.']);
    expect(texts.at(-1)).toBe('Turn 1 · Orks · Combat ends: the game is over.');
    expect(r.value.checkpoints.map((c) => [c.label, c.phaseKey, c.state === r.value.state])).toEqual([['Turn 1 · Orks · Combat', 'combat', true]]);
  });

  test('a side with no one left alive loses', () => {
    const t = table(OPEN_FIELD, { orks: { gromrak: 'C4' }, rebels: { santiago: 'C5' } });
    const r = must(t.module, phase(t.state, 'orks', 'combat'), 'orks', 'attack', { with: 'Gromrak', target: 'Santiago' }, [1]);
    expect(r.state.outcome).toEqual({ winners: ['orks'], reason: 'Every one of the Rebels is dead.' });
  });

  test('when the last turn ends, whoever holds the place wins', () => {
    const hold = { kind: 'hold', name: 'the hill', hexes: ['E4', 'E5'], side: 'orks', otherwise: 'rebels' };
    const t = table(OPEN_FIELD, { orks: { krular: 'E4' }, rebels: { rix: 'A1' }, turns: 1, victory: [hold] });
    let s = must(t.module, t.state, 'orks', 'done').state;
    s = must(t.module, s, 'orks', 'done').state;
    s = must(t.module, s, 'rebels', 'done').state;
    const end = must(t.module, s, 'rebels', 'done');
    expect(end.state.outcome).toEqual({ winners: ['orks'], reason: 'At nightfall Orks hold the hill (1 against 0).' });
    // Stunned, Krular would not count, and the Rebels would win.
    const stunned = patch(s, 'krular', { stunned: true, stunnedInPlayerTurn: 2 });
    expect(must(t.module, stunned, 'rebels', 'done').state.outcome?.winners).toEqual(['rebels']);
  });
});

describe('determinism', () => {
  test('the same seed and the same orders give the same state and the same rolls', () => {
    const play = () => {
      const t = table(OPEN_FIELD, { orks: { gromrak: 'C2', krular: 'D2' }, rebels: { santiago: 'C5', rix: 'E5' } });
      let s = t.state;
      const rolls: number[] = [];
      const orders: Array<[string, string, Record<string, string>]> = [
        ['orks', 'move', { unit: 'Gromrak', to: 'C4' }],
        ['orks', 'move', { unit: 'Krular', to: 'D4' }],
        ['orks', 'done', {}],
        ['orks', 'attack', { with: 'Gromrak, Krular', target: 'Santiago' }],
      ];
      let cursor = 0;
      for (const [seat, verb, options] of orders) {
        const dice = new SeededDice('determinism', cursor);
        const r = runOrder<DnState>(t.module, s, { seat, verb, options }, dice);
        if (!r.ok) throw new Error(r.error);
        s = r.value.state;
        cursor = dice.cursor;
        rolls.push(...dice.rolls.map((x) => x.face));
      }
      return { s, rolls };
    };
    const a = play();
    const b = play();
    expect(a.rolls.length).toBeGreaterThan(0);
    expect(b.s).toEqual(a.s);
    expect(b.rolls).toEqual(a.rolls);
  });
});
