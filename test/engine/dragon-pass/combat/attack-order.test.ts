import { describe, expect, test } from 'vitest';
import { totalOf } from '../../../../src/engine/core/dice.ts';
import { unwrap } from '../../../../src/engine/core/result.ts';
import { attackOrder } from '../../../../src/engine/games/dragon-pass/combat/attack.ts';
import type { DpState } from '../../../../src/engine/games/dragon-pass/state.ts';
import { rereadTableRoll } from '../../../../src/engine/games/dragon-pass/tables/reread.ts';
import { loadBook, position } from '../book.ts';
import { allRolled, forced } from './dice.ts';

const book = loadBook();
const attack = attackOrder(book);
const apply = (state: DpState, seat: string, w: string[], at: string, dice = forced()) => attack.apply!(state, seat, { verb: 'attack', with: w, at }, dice);

/** Lunar magicians and archers in L11, heavy infantry in L12, Sartar clansmen out of the L13 fortress. */
const field = (phase: DpState['turn']['phase']) =>
  position(
    { 'lunar-magicians-1': 'L11', 'lunar-archers-1': 'L11', 'lunar-heavy-infantry-1': 'L12', 'lunar-heavy-infantry-2': 'L12', 'sartar-clan-infantry-5': 'L13', 'sartar-clan-infantry-6': 'L13' },
    { side: 'lunar', phase },
  );

describe('the attack order', () => {
  test('is given in the three steps of combat, with units and a hex', () => {
    expect(attack.verb).toBe('attack');
    expect(attack.phases).toEqual(['magic', 'missile', 'melee']);
    expect(attack.options.with.kind).toBe('units');
    expect(attack.options.with.required).toBe(true);
    expect(attack.options.at.kind).toBe('hex');
    expect(attack.options.at.required).toBe(true);
    expect(attack.outOfPhase!(field('movement'))).toBe("Attacks are made in the combat phase's magic, missile and melee steps; it is the movement phase.");
  });

  test("calls the step under way: magic, missile fire, melee, each on its own table", () => {
    const magic = unwrap(apply({ ...field('magic'), moon: 'empty-half' }, 'lunar', ['lunar-magicians-1'], 'L13', forced(6)));
    expect(magic.events[0]!.type).toBe('magic-attack');
    expect(magic.events[0]!.rolls![0]).toMatchObject({ table: 'Attack Table', column: 'total 4', result: 'loss 4' });
    const missile = unwrap(apply(field('missile'), 'lunar', ['lunar-archers-1'], 'L13', forced(6)));
    // missile 3, die 6 −1 hill = 5 → column 3-4 → 1DD.
    expect(missile.events[0]!.rolls![0]).toMatchObject({ table: 'Missile Fire Table', column: 'factor 3-4', total: 5, result: '1DD' });
    // A hex names the stack: both heavy infantry in L12.
    const dice = forced(4, 1);
    const melee = unwrap(apply(field('melee'), 'lunar', ['L12'], 'L13', dice));
    allRolled(dice);
    expect(melee.state.turn.done).toEqual(['lunar-heavy-infantry-1', 'lunar-heavy-infantry-2']);
    expect(melee.events[0]!.rolls![0]).toMatchObject({ column: 'total 8', result: 'loss 4' });
    expect(melee.checkpoints).toEqual([]);
  });

  test('refusals, one line each, the state unchanged and no die rolled', () => {
    const state = field('magic');
    const before = structuredClone(state);
    const dice = forced(6);
    expect(apply(state, 'sartar', ['sartar-clan-infantry-5'], 'L12', dice)).toEqual({ ok: false, error: "It is Lunar's combat; Sartar attacks in its own player-turn." });
    expect(apply(state, 'lunar', ['lunar-heavy-infantry-1'], 'L13', dice)).toEqual({ ok: false, error: 'lunar-heavy-infantry-1 has no magic factor: only magicians attack in the magic step.' });
    expect(apply(state, 'lunar', ['L12'], 'L13', dice)).toEqual({ ok: false, error: 'L12 holds none of your units that can attack in the magic step.' });
    expect(apply(state, 'lunar', ['nobody-1'], 'L13', dice)).toEqual({ ok: false, error: 'nobody-1 is neither a unit nor a hex; name units by id (lunar-heavy-infantry-1) or a stack by its hex.' });
    expect(apply(field('melee'), 'lunar', ['lunar-magicians-1'], 'L13', dice)).toEqual({ ok: false, error: 'L13 is not next to L11 (lunar-magicians-1): melee is fought against an adjacent hex.' });
    expect(state).toEqual(before);
    expect(dice.rolls).toHaveLength(0);
  });

  test('legal: each stack that may attack in this step, at each enemy hex in its reach', () => {
    const labels = (phase: DpState['turn']['phase'], chosen = {}) => attack.legal!(field(phase), 'lunar', chosen).map((h) => `${h.options.with}>${h.options.at}`);
    expect(labels('magic')).toEqual(['L11>L13']);
    expect(labels('missile')).toEqual(['L11>L13']);
    expect(labels('melee')).toEqual(['L12>L13']);
    expect(labels('melee', { at: 'K9' })).toEqual([]);
    expect(labels('melee', { with: 'L11' })).toEqual([]);
    expect(attack.legal!(field('melee'), 'sartar', {})).toEqual([]);
    const done = { ...field('magic'), turn: { ...field('magic').turn, done: ['lunar-magicians-1'] } };
    expect(attack.legal!(done, 'lunar', {})).toEqual([]);
  });

  test('every roll it logs reads again from its record, and its total re-adds (the verify of /dice)', () => {
    const rolls = [
      ...unwrap(apply({ ...field('magic'), moon: 'full' }, 'lunar', ['lunar-magicians-1'], 'L13', forced(3))).events,
      ...unwrap(apply(field('missile'), 'lunar', ['lunar-archers-1'], 'L13', forced(2))).events,
      ...unwrap(apply(field('melee'), 'lunar', ['L12'], 'L13', forced(5, 3))).events,
    ].flatMap((e) => e.rolls!);
    expect(rolls).toHaveLength(4);
    for (const r of rolls) {
      expect(rereadTableRoll(book.tables, r)).toBe(r.result);
      expect(totalOf(r)).toBe(r.total);
    }
  });
});
