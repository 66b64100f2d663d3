import { describe, expect, test } from 'vitest';
import { PUBLIC, seatViewer } from '../../../src/engine/core/events.ts';
import { openWindow, setStanding, standingOf, standingSecrets, windowDecision, windowDefault } from '../../../src/engine/core/standing.ts';

describe('standing orders with an answer window', () => {
  test('standing orders are their owner’s secret until revealed, and replaced by id', () => {
    let list = setStanding([], { id: 'laberne', owner: 'rebels', order: { when: 'first' }, ask: false, revealed: false });
    list = setStanding(list, { id: 'laberne', owner: 'rebels', order: { when: 'hold' }, ask: true, revealed: false });
    list = setStanding(list, { id: 'fnarad', owner: 'orks', order: { when: 'first' }, ask: false, revealed: true });
    expect(standingOf(list, 'rebels')).toEqual([{ id: 'laberne', owner: 'rebels', order: { when: 'hold' }, ask: true, revealed: false }]);
    const describe = (s: (typeof list)[number]) => `${s.id} ${s.order.when}`;
    expect(standingSecrets(list, seatViewer('orks'), describe)).toEqual(['laberne hold']);
    expect(standingSecrets(list, PUBLIC, describe)).toEqual(['laberne hold']);
    expect(standingSecrets(list, seatViewer('rebels'), describe)).toEqual([]);
  });

  test('a window is a secret decision of one seat, and its default is the typed answer stored when it opened', () => {
    const window = openWindow({ seat: 'rebels', prompt: 'does Laberne fire at Gromrak?', verb: 'shoot', silence: { answer: true }, standing: 'laberne' });
    expect(windowDecision(window)).toEqual({ seat: 'rebels', prompt: 'does Laberne fire at Gromrak?', secret: true, verb: 'shoot', refusal: 'First answer: does Laberne fire at Gromrak?' });
    expect(windowDefault(window)).toEqual({ verb: 'shoot', answer: true });
    expect(() => openWindow({ seat: 'rebels', prompt: '?', verb: 'shoot', silence: { verb: 'done' } })).toThrow(/defaults to \/done/);
  });
});
