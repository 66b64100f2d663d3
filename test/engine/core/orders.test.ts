import { describe, expect, test } from 'vitest';
import { SeededDice } from '../../../src/engine/core/dice.ts';
import { playOrder, runOrder } from '../../../src/engine/core/orders.ts';
import { ok, unwrap } from '../../../src/engine/core/result.ts';
import { defineGame } from '../../../src/engine/core/game.ts';

import { toyRace, toyRaceSpec, type RaceOrder, type RaceState } from '../../support/toy-race.ts';

const dice = () => new SeededDice('seed', 0);
const race = toyRace();
const start = (): RaceState => unwrap(race.setup({ scenarioId: 'sprint', options: {}, seats: ['red', 'blue'] }, dice()));
const run = (state: RaceState, seat: string, verb: string, options: Record<string, string> = {}) => runOrder<RaceState>(race, state, { seat, verb, options }, dice());

describe('one definition per order', () => {
  test('the slash-command shape is derived from the definitions: options, kinds, choices, standing and query orders', () => {
    const step = race.verbs.find((v) => v.name === 'step')!;
    expect(step).toMatchObject({ description: 'Run forward', line: '{squares}', options: [{ name: 'squares', type: 'integer', required: true }] });
    expect(race.verbs.find((v) => v.name === 'block')!.options[0]).toMatchObject({ type: 'yesno', choices: [{ name: 'yes', value: 'yes' }, { name: 'no', value: 'no' }] });
    expect(race.verbs.find((v) => v.name === 'wish')!.anytime).toBe(true);
    expect(race.verbs.find((v) => v.name === 'where')!.query).toBe(true);
  });

  test('the order schema reads typed text and the engine’s own typed values alike', () => {
    expect(race.orderSchema.parse({ verb: 'step', squares: ' 2 ' })).toEqual({ verb: 'step', squares: 2 });
    expect(race.orderSchema.parse({ verb: 'step', squares: 2 })).toEqual({ verb: 'step', squares: 2 });
    expect(race.orderSchema.parse({ verb: 'block', answer: 'YES' })).toEqual({ verb: 'block', answer: true });
    expect(race.orderSchema.parse({ verb: 'block', answer: false })).toEqual({ verb: 'block', answer: false });
    expect(race.orderSchema.safeParse({ verb: 'block', answer: 'true' }).success).toBe(false);
    // What the schema produces, it reads again: a default built by the engine passes it.
    const typed = race.orderSchema.parse({ verb: 'step', squares: '3' });
    expect(race.orderSchema.parse(typed)).toEqual(typed);
  });

  test('a bad option is refused in one line naming the option and what it takes', () => {
    const refused = run(start(), 'red', 'step', { squares: '4' });
    expect(refused).toEqual({ ok: false, error: '/step squares: squares: at most 3.' });
    expect(run(start(), 'red', 'step', { squares: 'two' })).toEqual({ ok: false, error: '/step squares: squares: a whole number.' });
  });

  test('legal orders come from the definitions of the orders allowed now, for the seat that may act', () => {
    const state = start();
    expect(race.legalOrders(state, 'red').map((h) => h.label)).toEqual(['1 square', '2 squares', '3 squares', 'Cheer', 'End your turn']);
    // Out of turn, only what the rules allow at any time.
    expect(race.legalOrders(state, 'blue').map((h) => h.label)).toEqual(['Cheer']);
    expect(race.legalOrders(state, 'red', { verb: 'done' }).map((h) => h.verb)).toEqual(['done']);
  });

  test('an order outside its phase is refused with the definition’s own words', () => {
    const resting = { ...start(), phase: 'rest' as const };
    expect(run(resting, 'red', 'step', { squares: '1' })).toEqual({ ok: false, error: 'Runners step in the run phase.' });
  });

  test('a decision waiting: only its seat, only its verb; standing orders still go in, and the legal orders are the answers', () => {
    let state = unwrap(run(start(), 'red', 'step', { squares: '3' })).state;
    state = unwrap(run(state, 'red', 'done')).state;
    state = unwrap(run(state, 'blue', 'step', { squares: '2' })).state;
    state = unwrap(run(state, 'blue', 'done')).state;
    state = unwrap(run(state, 'red', 'step', { squares: '2' })).state;
    expect(race.phase(state).decision?.seat).toBe('blue');
    expect(run(state, 'red', 'done')).toEqual({ ok: false, error: 'Not your move: blue must answer first: block the runner on 5? /race block answer:yes|no.' });
    expect(run(state, 'blue', 'step', { squares: '1' })).toEqual({ ok: false, error: 'First answer: block the runner on 5? /race block answer:yes|no.' });
    expect(race.legalOrders(state, 'blue').map((h) => h.label)).toEqual(['Block', 'Let pass', 'Cheer']);
    expect(run(state, 'red', 'wish', { words: 'wings' }).ok).toBe(true);
    const blocked = unwrap(run(state, 'blue', 'block', { answer: 'yes' })).state;
    expect(blocked.at.red).toBe(4);
  });

  test('the defaults are typed orders, applied without text, and they pass the game’s own schema', () => {
    let state = unwrap(run(start(), 'red', 'step', { squares: '3' })).state;
    state = unwrap(run(state, 'red', 'done')).state;
    state = unwrap(run(state, 'blue', 'step', { squares: '3' })).state;
    state = unwrap(run(state, 'blue', 'done')).state;
    state = unwrap(run(state, 'red', 'step', { squares: '2' })).state;
    const [answer] = race.defaultOrders(state, 'blue');
    expect(answer).toEqual({ verb: 'block', answer: true });
    const after = unwrap(playOrder<RaceState>(race, state, 'blue', answer!, dice())).state;
    expect(after.at.red).toBe(4);
    expect(playOrder<RaceState>(race, state, 'blue', { verb: 'block', answer: 'true' }, dice())).toEqual({ ok: false, error: '/block answer: answer yes or no.' });
  });

  test('a gate refuses every order of a seat for a while, and offers none', () => {
    const gated = toyRace({ gate: (_s, seat) => (seat === 'red' ? 'The bot runs for red now.' : undefined) });
    const state = unwrap(gated.setup({ scenarioId: 'sprint', options: {}, seats: ['red', 'blue'] }, dice()));
    expect(runOrder<RaceState>(gated, state, { seat: 'red', verb: 'step', options: { squares: '1' } }, dice())).toEqual({ ok: false, error: 'The bot runs for red now.' });
    expect(gated.legalOrders(state, 'red')).toEqual([]);
  });

  test('an order the rules allow at any time is offered and played out of turn, unlike a turn order', () => {
    expect(race.verbs.find((v) => v.name === 'cheer')!.anytime).toBe(true);
    const state = start();
    expect(race.legalOrders(state, 'blue').map((h) => h.verb)).toEqual(['cheer']);
    const cheered = unwrap(run(state, 'blue', 'cheer')).state;
    expect(cheered.at.blue).toBe(1);
    expect(run(cheered, 'blue', 'cheer')).toEqual({ ok: false, error: 'You have cheered already: once a race.' });
    expect(race.legalOrders(cheered, 'blue')).toEqual([]);
  });

  test('the rules around every order may play another seat’s order through the same dispatch (a bot’s side)', () => {
    // A game that, after red's step, cheers blue on too: blue's order goes through blue's own definition.
    const echo = defineGame<RaceState, RaceOrder, { at: Record<string, number> }>({
      ...toyRaceSpec(),
      play: (state, seat, order, _dice, dispatch) => {
        const done = dispatch(state, seat, order);
        if (!done.ok || order.verb !== 'step') return done;
        const other = dispatch(done.value.state, 'blue', { verb: 'cheer' });
        return other.ok ? ok({ ...other.value, events: [...done.value.events, ...other.value.events] }) : done;
      },
    });
    const state = unwrap(echo.setup({ scenarioId: 'sprint', options: {}, seats: ['red', 'blue'] }, dice()));
    const after = unwrap(runOrder<RaceState>(echo, state, { seat: 'red', verb: 'step', options: { squares: '2' } }, dice())).state;
    expect(after.at).toEqual({ red: 2, blue: 1 });
    expect(after.cheered).toEqual(['blue']);
  });

  test('a query is answered from its definition and changes nothing', () => {
    expect(unwrap(race.query!(start(), 'red', { verb: 'where' })).text).toBe('red 0, blue 0');
    expect(run(start(), 'red', 'where')).toEqual({ ok: false, error: '/where is a question, not an order.' });
  });
});

describe('the end of a game, written by the core', () => {
  test('when the outcome says the game is over, the log says so and the final position is the last checkpoint', () => {
    const near: RaceState = { ...start(), at: { red: 8, blue: 0 } };
    const finished = unwrap(run(near, 'red', 'step', { squares: '2' }));
    expect(finished.events.map((e) => e.text)).toEqual(['red runs to 10.', 'red reaches square 10.', 'Turn 1 · red ends: the game is over.']);
    expect(finished.checkpoints).toHaveLength(1);
    expect(finished.checkpoints[0]!.state).toBe(finished.state);
    expect(run(finished.state, 'blue', 'done')).toEqual({ ok: false, error: 'This game is over; no more orders are taken.' });
  });

  test('an order that does not end the game adds nothing', () => {
    const moved = unwrap(run(start(), 'red', 'step', { squares: '1' }));
    expect(moved.events.map((e) => e.type)).toEqual(['step']);
    expect(moved.checkpoints).toEqual([]);
  });
});

describe('answers', () => {
  test('an answer is refused when no question waits for it', () => {
    expect(run(start(), 'red', 'block', { answer: 'no' })).toEqual({ ok: false, error: 'Nothing is waiting for /block now.' });
  });
});
