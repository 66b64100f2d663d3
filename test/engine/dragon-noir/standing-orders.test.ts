import { describe, expect, test } from 'vitest';
import { SeededDice } from '../../../src/engine/core/dice.ts';
import { playOrder } from '../../../src/engine/core/orders.ts';
import type { DnState } from '../../../src/engine/games/dragon-noir/state.ts';
import { during, magicTable } from '../../support/dn-magic.ts';
import { at, must, phase, table } from '../../support/dragon-noir.ts';

/**
 * Standing reactions (2.23) and standing counterspells (3.3) are the core's standing orders with
 * an answer window (core/standing.ts). Games last weeks: a state stored before, with its orders
 * flat and its windows without their question and default, still reads and plays on the same.
 */

const LANE = Array.from({ length: 12 }, () => '. . .');

/** Fnarad's reaction asks first; Rix walks into his range, and the Orks are asked. */
function reactionWaiting() {
  const t = table(LANE, { orks: { fnarad: 'B1' }, rebels: { rix: 'B12' } });
  const state = { ...phase(t.state, 'rebels', 'movement'), playerTurn: 2, options: { ...t.state.options, reactionWindow: true } };
  const set = must(t.module, state, 'orks', 'react', { shooter: 'Fnarad', when: 'first', ask: 'yes' }).state;
  return { module: t.module, paused: must(t.module, set, 'rebels', 'move', { unit: 'Rix', to: 'B8' }).state };
}

/** The same position as an older version stored it. */
function storedBefore(state: DnState): unknown {
  const json = JSON.parse(JSON.stringify(state)) as Record<string, any>;
  json.reactions = json.reactions.map((r: any) => ({ shooter: r.id, side: r.owner, ...r.order, ask: r.ask, revealed: r.revealed }));
  json.magic.counters = json.magic.counters.map((c: any) => ({ caster: c.id, side: c.owner, ...c.order, ask: c.ask }));
  // Then a window offered one shooter, the one whose reaction asked.
  json.steps = json.steps.map(({ window: _, shooters: __, ...step }: any) => step);
  // And a counterspell window asked about one caster, the one whose order asked.
  if (json.magic.pending) {
    delete json.magic.pending.window;
    delete json.magic.pending.offered;
  }
  return json;
}

describe('a reaction window', () => {
  test('stores its question and its default as it opens: the reaction fires', () => {
    const { module, paused } = reactionWaiting();
    expect(paused.reactions).toEqual([{ id: 'fnarad', owner: 'orks', order: { kind: 'first', target: null, within: null }, ask: true, revealed: false }]);
    const step = paused.steps[0]!;
    const prompt =
      'Rix has just entered B11, in the line of fire of Fnarad (fires at the first enemy in range, asking you first). Does he fire at him now? /shoot answer:yes; answer:no (none fires; a reaction that asks stays silent for the rest of this move); answer:standing, or no answer in time: each does as his standing reaction says (Fnarad fires now).';
    expect(step.kind === 'reaction' && step.window).toEqual({ seat: 'orks', prompt, verb: 'shoot', silence: { verb: 'shoot', answer: 'standing' }, standing: 'fnarad' });
    expect(module.phase(paused).decision).toEqual({ seat: 'orks', prompt, secret: true, verb: 'shoot', refusal: `First answer: ${prompt}` });
    // Unanswered, the reaction does as it was set: it fires (4 is A, 2 MP off; Rix still reaches B8).
    const fired = playOrder<DnState>(module, paused, 'orks', module.defaultOrders(paused, 'orks')[0]!, new SeededDice('test-seed', 0, [4]));
    if (!fired.ok) throw new Error(fired.error);
    expect(fired.value.events.map((e) => e.text).join('\n')).toContain('Fnarad (shortbow) fires defensively at Rix in B11');
    expect(at(fired.value.state, 'rix')).toBe('B8');
  });

  test('stored before windows were the core\'s, it reads, asks the same question and goes on with the same default', () => {
    const { module, paused } = reactionWaiting();
    const old = module.stateSchema.parse(storedBefore(paused)) as DnState;
    expect(old.reactions).toEqual(paused.reactions);
    // It keeps the question it was opened with, about its one shooter, and its default: he fires.
    const prompt = 'Rix has just entered B11: does Fnarad fire at him? /shoot answer:yes or answer:no';
    expect(module.phase(old).decision).toEqual({ seat: 'orks', prompt, secret: true, verb: 'shoot', refusal: `First answer: ${prompt}.` });
    expect(module.defaultOrders(old, 'orks')).toEqual([{ verb: 'shoot', answer: true }]);
    // Fnarad fires: 4 is A, 2 MP off; Rix still reaches B8.
    const fired = playOrder<DnState>(module, old, 'orks', { verb: 'shoot', answer: true }, new SeededDice('test-seed', 0, [4]));
    if (!fired.ok) throw new Error(fired.error);
    expect(at(fired.value.state, 'rix')).toBe('B8');
  });
});

describe('a counterspell window', () => {
  function asking() {
    const t = magicTable({ orks: { shaman: 'F8', 'black-fox': 'H8' }, rebels: { zacharie: 'F2' }, options: { reactionWindow: true } });
    const state = during(t.state, 'rebels', 'movement');
    const set = must(t.module, state, 'orks', 'counter', { caster: 'Shaman', when: 'always', ask: 'yes' }).state;
    return { module: t.module, cast: must(t.module, set, 'rebels', 'cast', { caster: 'Zacharie', spell: 'fireball', hex: 'D6' }).state };
  }

  test('stores its question and its default as it opens: each caster offered does as his standing order says', () => {
    const { module, cast } = asking();
    const prompt =
      'Zacharie is casting Fireball, and Shaman counters every enemy spell (asking you first). Does Shaman counter it? /counterspell answer:yes (Shaman counters now) or answer:no (nobody counters); answer:standing, or no answer in time: as the standing order says.';
    expect(cast.magic.pending!.window).toEqual({ seat: 'orks', prompt, verb: 'counterspell', silence: { verb: 'counterspell', answer: 'standing' }, standing: 'shaman' });
    expect(module.defaultOrders(cast, 'orks')).toEqual([{ verb: 'counterspell', answer: 'standing' }]);
    // Unanswered, his order does as it was set: it counters every enemy spell, so he counters, and the log names it.
    const countered = playOrder<DnState>(module, cast, 'orks', module.defaultOrders(cast, 'orks')[0]!, new SeededDice('test-seed', 0, [1, 9]));
    if (!countered.ok) throw new Error(countered.error);
    expect(countered.value.events.map((e) => e.text).join('\n')).toContain("Shaman counters Zacharie's Fireball on D6 at 20 EP (standing order: counters every enemy spell)");
  });

  test('stored before, with the order flat and the window bare and offering one caster, it asks its old question and keeps its old default: he counters', () => {
    const { module, cast } = asking();
    const old = module.stateSchema.parse(storedBefore(cast)) as DnState;
    expect(old.magic.counters).toEqual(cast.magic.counters);
    expect(old.magic.pending!.window).toBeUndefined();
    const prompt = 'Zacharie is casting Fireball: does Shaman counter it? /counterspell answer:yes or answer:no';
    expect(module.phase(old).decision).toEqual({ seat: 'orks', prompt, secret: true, verb: 'counterspell', refusal: `First answer: ${prompt}.` });
    expect(module.defaultOrders(old, 'orks')).toEqual([{ verb: 'counterspell', answer: true }]);
    const countered = playOrder<DnState>(module, old, 'orks', { verb: 'counterspell', answer: true }, new SeededDice('test-seed', 0, [1, 9]));
    if (!countered.ok) throw new Error(countered.error);
    expect(countered.value.events.flatMap((e) => e.rolls ?? []).map((r) => r.label)).toEqual(["Counterspell: Shaman against Zacharie's Fireball", 'Spell: Zacharie casts Fireball']);
    expect(countered.value.state.magic.pending).toBeNull();
  });
});
