import { describe, expect, it } from 'vitest';
import { orderSchemaOf } from '../../../../src/engine/core/order-def.ts';
import { unwrap } from '../../../../src/engine/core/result.ts';
import { actionOrders, startMelee } from '../../../../src/engine/games/dragon-dice/actions/start.ts';
import { loadBook } from '../book.ts';
import { faces6, gameWith, places } from './fixture.ts';


const book = loadBook();
const defs = actionOrders(book);
const def = (verb: string) => defs.find((d) => d.verb === verb)!;
const schema = orderSchemaOf<{ verb: string } & Record<string, unknown>>(defs);

const waitingForCasualties = () => {
  const state = gameWith([
    ['p1', 'dwarf-warlord', 't-front'],
    ['p2', 'goblin-marauder', 't-front'],
    ['p2', 'goblin-cutthroat', 't-front'],
    ['p2', 'goblin-thug', 't-front'],
    ['p2', 'goblin-thug', 't-front'],
  ]);
  // Warlord melee 3 against no saves (melee, maneuver, melee, melee): 3 damage over 3 + 2 + 1 + 1: the Marauder, or the Cutthroat and a Thug.
  return unwrap(startMelee(book, state, { owner: 'p1', at: 't-front' }, { owner: 'p2', at: 't-front' }, faces6(3, 3, 4, 3, 3))).state;
};

describe('the answer orders of an attack', () => {
  it('are casualties, counter-attack and a moving SAI\'s move, answers all', () => {
    expect(defs.map((d) => [d.verb, d.kind])).toEqual([
      ['casualties', 'answer'],
      ['counter-attack', 'answer'],
      ['move', 'answer'],
    ]);
    expect(defs.every((d) => d.description.length <= 100)).toBe(true);
  });

  it('offer the waiting seat the cheapest choice and each of its units, and nobody else anything', () => {
    const state = waitingForCasualties();
    const hints = def('casualties').legal!(state, 'p2', {});
    expect(hints[0]).toEqual({ verb: 'casualties', options: { units: 'p2-goblin-thug-1,p2-goblin-cutthroat-1' }, label: 'The default: p2-goblin-thug-1, p2-goblin-cutthroat-1' });
    expect(hints.slice(1).map((h) => h.options.units)).toEqual(['p2-goblin-marauder-1', 'p2-goblin-cutthroat-1', 'p2-goblin-thug-1', 'p2-goblin-thug-2']);
    expect(def('casualties').legal!(state, 'p1', {})).toEqual([]);
    expect(def('counter-attack').legal!(state, 'p2', {})).toEqual([]);
  });

  it('read "units:Cutthroat, Thug" as typed and play it; a refusal is one line and changes nothing', () => {
    const state = waitingForCasualties();
    const order = schema.parse({ verb: 'casualties', units: 'Cutthroat, Thug' });
    const applied = unwrap(def('casualties').apply!(state, 'p2', order, faces6()));
    expect(places(applied.state)).toMatchObject({ 'p2-goblin-cutthroat-1': 'dua', 'p2-goblin-thug-1': 'dua', 'p2-goblin-thug-2': 'terrain:t-front' });
    expect(applied.checkpoints).toEqual([]);
    const before = JSON.stringify(state);
    const refused = def('casualties').apply!(state, 'p2', schema.parse({ verb: 'casualties', units: 'Cutthroat' }), faces6());
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.error.split('\n')).toHaveLength(1);
    expect(JSON.stringify(state)).toBe(before);
    // p2 keeps the Marauder and a Thug, and is offered the counter-attack.
    expect(def('counter-attack').legal!(applied.state, 'p2', {}).map((h) => h.options.answer)).toEqual(['yes', 'no']);
    const declined = unwrap(def('counter-attack').apply!(applied.state, 'p2', schema.parse({ verb: 'counter-attack', answer: 'no' }), faces6()));
    expect(declined.state.action).toBeNull();
  });
});
