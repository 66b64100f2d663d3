import { describe, expect, test } from 'vitest';
import { SeededDice } from '../../../src/engine/core/dice.ts';
import { PUBLIC, seatViewer } from '../../../src/engine/core/events.ts';
import { playOrder } from '../../../src/engine/core/orders.ts';
import type { DnState } from '../../../src/engine/games/dragon-noir/state.ts';
import { act, at, must, OPEN_FIELD, patch, phase, table, unit } from '../../support/dragon-noir.ts';

/** Defensive fire by standing reactions: 2.23, 5.11.4 and 5.11.5, played by post. */

/** A lane three hexes wide: in column B, hexes apart = rows apart. */
const LANE = Array.from({ length: 12 }, () => '. . .');

const rebelsMoving = (orks: Record<string, string>, rebels: Record<string, string>, rows = LANE) => {
  const t = table(rows, { orks, rebels });
  return { module: t.module, state: { ...phase(t.state, 'rebels', 'movement'), playerTurn: 2 } };
};

describe('standing reactions fire hex by hex', () => {
  test('"first": the shooter fires at the first hex of the move, and the log says which reaction fired', () => {
    const { module, state } = rebelsMoving({ fnarad: 'B1' }, { rix: 'B12' });
    const set = must(module, state, 'orks', 'react', { shooter: 'Fnarad', when: 'first' });
    expect(set.events).toEqual([{ type: 'reactions', text: 'Standing reaction set: Fnarad fires at the first enemy in range.', visibleTo: ['orks'] }]);
    // A shortbow 9 reads row 11: a miss, so Rix walks on.
    const r = must(module, set.state, 'rebels', 'move', { unit: 'Rix', to: 'B8' }, [9]);
    expect(r.text).toContain('Fnarad (shortbow) fires defensively at Rix in B11: short range, none cover, d10 for the shot: 9 (forced) → miss (standing reaction: fires at the first enemy in range).');
    expect(at(r.state, 'rix')).toBe('B8');
  });

  test('a shooter with no reaction set fires at the first enemy he can, as at the table', () => {
    const { module, state } = rebelsMoving({ fnarad: 'B1' }, { rix: 'B12' });
    const r = must(module, state, 'rebels', 'move', { unit: 'Rix', to: 'B8' }, [9]);
    expect(r.rolls).toHaveLength(1);
    expect(r.rolls[0]!.label).toBe('Defensive fire: Fnarad at Rix');
  });

  test('"hold": no shot at all', () => {
    const { module, state } = rebelsMoving({ fnarad: 'B1' }, { rix: 'B12' });
    const held = must(module, state, 'orks', 'react', { shooter: 'Fnarad', when: 'hold' }).state;
    expect(must(module, held, 'rebels', 'move', { unit: 'Rix', to: 'B5' }).rolls).toEqual([]);
  });

  test('"within": the shot waits until the enemy is that close', () => {
    const { module, state } = rebelsMoving({ fnarad: 'B1' }, { rix: 'B12' });
    const set = must(module, state, 'orks', 'react', { shooter: 'Fnarad', when: 'within', within: '4' }).state;
    const r = must(module, set, 'rebels', 'move', { unit: 'Rix', to: 'B5' }, [9]);
    expect(r.text).toContain('fires defensively at Rix in B5');
    expect(r.text).toContain('(standing reaction: fires at the first enemy within 4 hexes)');
  });

  test('"target": only the named enemy is shot at; others walk by', () => {
    const { module, state } = rebelsMoving({ fnarad: 'B1' }, { rix: 'B12', barney: 'A12' });
    const set = must(module, state, 'orks', 'react', { shooter: 'Fnarad', when: 'target', target: 'Barney' }).state;
    expect(must(module, set, 'rebels', 'move', { unit: 'Rix', to: 'B8' }).rolls).toEqual([]);
    const r = must(module, set, 'rebels', 'move', { unit: 'Barney', to: 'A9' }, [9]);
    expect(r.text).toContain('fires defensively at Barney in A11');
  });

  test('several shooters may fire at the same hex, each once a phase (2.2, 2.23)', () => {
    const { module, state } = rebelsMoving({ fnarad: 'A1', gattog: 'C1' }, { rix: 'B12', barney: 'A12' });
    const r = must(module, state, 'rebels', 'move', { unit: 'Rix', to: 'B10' }, [9, 9]);
    expect(r.rolls.map((x) => x.label)).toEqual(['Defensive fire: Fnarad at Rix', 'Defensive fire: Gattog at Rix']);
    // Both have shot: Barney moves unopposed.
    expect(must(module, r.state, 'rebels', 'move', { unit: 'Barney', to: 'A9' }).rolls).toEqual([]);
  });
});

describe('5.11.4: what defensive fire does to the rest of a move (WE-DN-55)', () => {
  // Fnarad fires when Rix is within 8: in B9, after 3 of his 8 MP, with 5 left.
  const hit = (die: number) => {
    const { module, state } = rebelsMoving({ fnarad: 'B1' }, { rix: 'B12' });
    const set = must(module, state, 'orks', 'react', { shooter: 'Fnarad', when: 'within', within: '8' }).state;
    return must(module, set, 'rebels', 'move', { unit: 'Rix', to: 'B5' }, [die]);
  };

  test('B: wounded, and only half the 5 MP left, 2, may be used', () => {
    // Shortbow 2 reads row 4: B in the open.
    const r = hit(2);
    expect(r.rolls[0]).toMatchObject({ result: 'B' });
    expect(r.text).toContain('Rix, wounded, has MP left only to reach B7.');
    expect(at(r.state, 'rix')).toBe('B7');
    expect(unit(r.state, 'rix').wounds).toBe(1);
    expect(r.state.moves[0]).toMatchObject({ spent: 5, allowance: 5 });
  });

  test('A: the allowance is cut by 2, so 3 of the 5 are left', () => {
    // Shortbow 4 reads row 6: A.
    const r = hit(4);
    expect(r.rolls[0]).toMatchObject({ result: 'A' });
    expect(r.text).toContain('→ A: Rix has his movement cut by 2 (standing reaction');
    expect(r.text).toContain('Rix, under fire, has MP left only to reach B6.');
    expect(at(r.state, 'rix')).toBe('B6');
    expect(unit(r.state, 'rix').wounds).toBe(0);
  });

  test('C: killed where he stands; the move ends there', () => {
    const r = hit(1);
    expect(r.rolls[0]).toMatchObject({ result: 'C' });
    expect(unit(r.state, 'rix').dead).toBe(true);
    expect(at(r.state, 'rix')).toBe('B9');
    expect(r.text).toContain('Rix moves B12→B11→B10→B9 and falls in B9.');
  });
});

describe('2.23, 5.11.5: who may fire defensively', () => {
  test('WE-DN-56: a longbowman who moved in his own turn does not fire; a shortbowman who moved does', () => {
    const { module, state } = rebelsMoving({ gerfindel: 'A1', fnarad: 'C1' }, { rix: 'B12' });
    const moved = patch(patch(state, 'gerfindel', { movedInPlayerTurn: 1 }), 'fnarad', { movedInPlayerTurn: 1, firedInPlayerTurn: 1 });
    const r = must(module, moved, 'rebels', 'move', { unit: 'Rix', to: 'B10' }, [9]);
    expect(r.rolls.map((x) => x.label)).toEqual(['Defensive fire: Fnarad at Rix']);
  });

  test('a shooter in contact with an enemy does not fire (2.12.1)', () => {
    const { module, state } = rebelsMoving({ fnarad: 'B1' }, { rix: 'B12', barney: 'B2' });
    expect(must(module, state, 'rebels', 'move', { unit: 'Rix', to: 'B10' }).rolls).toEqual([]);
  });

  test('a reaction that can no longer apply lapses as the enemy starts to move, and only its owner is told', () => {
    const t = table(OPEN_FIELD, { orks: { krular: 'J8' }, rebels: { laberne: 'A1', rix: 'A3' } });
    // The Rebels play second: set Laberne's reaction, then move him in the Rebels' own turn.
    let state = phase({ ...t.state, playerTurn: 2 }, 'rebels', 'movement');
    state = must(t.module, state, 'rebels', 'react', { shooter: 'Laberne', when: 'first' }).state;
    state = must(t.module, state, 'rebels', 'move', { unit: 'Laberne', to: 'A2' }).state;
    const events = [];
    for (let i = 0; i < 6 && state.phase !== 'movement' || state.active !== 0; i++) {
      const done = must(t.module, state, state.sides[state.active]!.id, 'done');
      events.push(...done.events);
      state = done.state;
    }
    const lapse = events.find((e) => e.type === 'reaction-lapsed')!;
    expect(lapse.text).toBe('Your standing reaction "Laberne fires at the first enemy in range" lapses: Laberne moved in your turn, so his longbow cannot fire defensively (2.23).');
    expect(lapse.visibleTo).toEqual(['rebels']);
    expect(state.reactions).toEqual([]);
  });
});

describe('reactions are secret until they fire', () => {
  test('only the owner hears of his reactions; the public view and the other side do not hold them', () => {
    const { module, state } = rebelsMoving({ fnarad: 'B1' }, { rix: 'B12' });
    const set = must(module, state, 'orks', 'react', { shooter: 'Fnarad', when: 'target', target: 'Rix' });
    expect(set.events.every((e) => Array.isArray(e.visibleTo) && e.visibleTo.join() === 'orks')).toBe(true);
    expect(module.secrets!(set.state, seatViewer('rebels'))).toEqual(['Fnarad fires only at Rix']);
    expect(module.secrets!(set.state, seatViewer('orks'))).toEqual([]);
    expect(JSON.stringify(module.view(set.state, PUBLIC))).not.toContain('only at');
    expect(JSON.stringify(module.view(set.state, seatViewer('rebels')))).not.toContain('reaction');
  });

  test('once it fires the public log names it, so it is no longer a secret; set anew, it is one again', () => {
    const { module, state } = rebelsMoving({ fnarad: 'B1' }, { rix: 'B12' });
    const set = must(module, state, 'orks', 'react', { shooter: 'Fnarad', when: 'target', target: 'Rix' }).state;
    const fired = must(module, set, 'rebels', 'move', { unit: 'Rix', to: 'B8' }, [9]);
    const shot = fired.events.find((e) => e.type === 'shot')!;
    expect(shot.visibleTo).toBe('all');
    expect(shot.text).toContain('Fnarad (shortbow) fires defensively at Rix in B11');
    expect(shot.text).toMatch(/\(standing reaction: fires only at Rix\)\.$/);
    expect(module.secrets!(fired.state, seatViewer('rebels'))).toEqual([]);
    const again = must(module, fired.state, 'orks', 'react', { shooter: 'Fnarad', when: 'within', within: '3' }).state;
    expect(module.secrets!(again, seatViewer('rebels'))).toEqual(['Fnarad fires at the first enemy within 3 hexes']);
  });

  test('/react alone lists one side\'s reactions, the defaults included, to that side only', () => {
    const { module, state } = rebelsMoving({ fnarad: 'B1', graz: 'A1' }, { rix: 'B12' });
    const set = must(module, state, 'orks', 'react', { shooter: 'Graz', when: 'hold' }).state;
    const list = must(module, set, 'orks', 'react');
    expect(list.events).toEqual([
      { type: 'reactions', text: 'Your standing reactions: Fnarad fires at the first enemy in range (the default); Graz holds his fire.', visibleTo: ['orks'] },
    ]);
  });

  test('bad reactions are refused with one line, and nothing changes', () => {
    const { module, state } = rebelsMoving({ fnarad: 'B1', krular: 'A1' }, { rix: 'B12' });
    const cases: Array<[Record<string, string>, string]> = [
      [{ shooter: 'Krular', when: 'first' }, 'Krular carries no bow or crossbow. Your shooters: Fnarad (shortbow).'],
      [{ shooter: 'Fnarad', when: 'target' }, 'when:target needs target: the one enemy he fires at.'],
      [{ shooter: 'Fnarad', when: 'within' }, 'when:within needs within: how many hexes, like 4.'],
      [{ shooter: 'Fnarad', when: 'target', target: 'Gromrak' }, 'Gromrak is not a living enemy. Enemies: Rix.'],
      [{ shooter: 'Fnarad', when: 'first', ask: 'yes' }, 'This game has no reaction window (option reactionWindow), so your reactions fire by themselves; leave out ask.'],
      [{ shooter: 'Fnarad', when: 'sometimes' }, '/react when: when: one of first, target, within, hold.'],
    ];
    for (const [options, error] of cases) {
      const r = act(module, state, 'orks', 'react', options);
      expect(r.error).toBe(error);
      expect(r.state).toBe(state);
    }
  });
});

describe('the reaction window (option)', () => {
  test('a reaction that asks stops the move; the shooter\'s side answers in secret, then the move goes on', () => {
    const { module, state } = rebelsMoving({ fnarad: 'B1' }, { rix: 'B12' });
    const windowed = { ...state, options: { ...state.options, reactionWindow: true } };
    const set = must(module, windowed, 'orks', 'react', { shooter: 'Fnarad', when: 'first', ask: 'yes' }).state;
    const paused = must(module, set, 'rebels', 'move', { unit: 'Rix', to: 'B8' });
    expect(at(paused.state, 'rix')).toBe('B11');
    expect(paused.text).toContain('Rix moves B12→B11 (1 MP; 7 left), and stops: the other side may shoot.');
    const decision = module.phase(paused.state).decision!;
    expect(decision).toMatchObject({ seat: 'orks', verb: 'shoot', secret: true });
    expect(act(module, paused.state, 'rebels', 'move', { unit: 'Rix', to: 'B8' }).error).toBe('Not your move: orks must answer first.');
    // Fnarad fires: 4 is A, 2 MP off; Rix still reaches B8 (4 MP of the 6 left).
    const answered = must(module, paused.state, 'orks', 'shoot', { answer: 'yes' }, [4]);
    expect(answered.text).toContain('Fnarad (shortbow) fires defensively at Rix in B11');
    expect(at(answered.state, 'rix')).toBe('B8');
    expect(answered.state.moves[0]).toMatchObject({ spent: 4, allowance: 6 });
  });

  test('holding fire lets the move go on, and the same shooter is not asked again in that move', () => {
    const { module, state } = rebelsMoving({ fnarad: 'B1' }, { rix: 'B12' });
    const windowed = { ...state, options: { ...state.options, reactionWindow: true } };
    const set = must(module, windowed, 'orks', 'react', { shooter: 'Fnarad', when: 'first', ask: 'yes' }).state;
    const paused = must(module, set, 'rebels', 'move', { unit: 'Rix', to: 'B8' }).state;
    const held = must(module, paused, 'orks', 'shoot', { answer: 'no' });
    expect(held.rolls).toEqual([]);
    expect(at(held.state, 'rix')).toBe('B8');
    expect(held.state.steps).toEqual([]);
  });

  test('when the owner does not answer in time, a reaction that asks and wants him fires, and the log names it', () => {
    const { module, state } = rebelsMoving({ fnarad: 'B1' }, { rix: 'B12' });
    const windowed = { ...state, options: { ...state.options, reactionWindow: true } };
    const set = must(module, windowed, 'orks', 'react', { shooter: 'Fnarad', when: 'first', ask: 'yes' }).state;
    const paused = must(module, set, 'rebels', 'move', { unit: 'Rix', to: 'B8' }).state;
    const silence = module.defaultOrders(paused, 'orks');
    // The same default whatever the reactions: the public note of a missed deadline tells nothing.
    expect(silence).toEqual([{ verb: 'shoot', answer: 'standing' }]);
    // Applied as the deadline applies it, typed, without a trip through text: Fnarad fires (4 is A: Rix walks on to B8).
    const fired = playOrder<DnState>(module, paused, 'orks', silence[0]!, new SeededDice('test-seed', 0, [4]));
    if (!fired.ok) throw new Error(fired.error);
    expect(fired.value.events.map((e) => e.text).join('\n')).toContain('Fnarad (shortbow) fires defensively at Rix in B11: short range, none cover, d10 for the shot: 4 (forced) → A');
    expect(fired.value.events.map((e) => e.text).join('\n')).toContain('(standing reaction: fires at the first enemy in range).');
    expect(at(fired.value.state, 'rix')).toBe('B8');
    expect(fired.value.state.steps).toEqual([]);
  });

  /** The Orks' Fnarad in B1 under each reaction; the Rebels' Rix walks from B12 towards B8. */
  const windowGame = (reaction: Record<string, string>, orks: Record<string, string> = { fnarad: 'B1' }) => {
    const { module, state } = rebelsMoving(orks, { rix: 'B12', barney: 'A12' });
    const windowed = { ...state, options: { ...state.options, reactionWindow: true } };
    return { module, state: must(module, windowed, 'orks', 'react', { shooter: 'Fnarad', ...reaction }).state };
  };
  /** What the Rebels' side reads of a result: every event it may see. */
  const rebelsRead = (events: { text: string; visibleTo: unknown }[]) => events.filter((e) => e.visibleTo === 'all' || (Array.isArray(e.visibleTo) && e.visibleTo.includes('rebels'))).map((e) => e.text);

  test('the move stops alike whatever the reaction of a shooter who could fire and did not by himself: it asks, it holds, it waits for another', () => {
    const reactions: Record<string, string>[] = [{ when: 'first', ask: 'yes' }, { when: 'hold' }, { when: 'target', target: 'Barney' }, { when: 'within', within: '3' }, { when: 'within', within: '3', ask: 'yes' }];
    const seen = reactions.map((reaction) => {
      const { module, state } = windowGame(reaction);
      const paused = must(module, state, 'rebels', 'move', { unit: 'Rix', to: 'B8' });
      expect(paused.rolls).toEqual([]);
      const decision = module.phase(paused.state).decision!;
      expect(decision).toMatchObject({ seat: 'orks', verb: 'shoot', secret: true });
      return {
        read: rebelsRead(paused.events),
        phase: module.phase(paused.state).label,
        view: JSON.stringify(module.view(paused.state, seatViewer('rebels'))),
        orders: module.legalOrders(paused.state, 'rebels'),
        refused: act(module, paused.state, 'rebels', 'move', { unit: 'Barney', to: 'A10' }).error,
      };
    });
    expect(seen[0]!.read).toEqual(['Rix moves B12→B11 (1 MP; 7 left), and stops: the other side may shoot.']);
    expect(seen[0]!.refused).toBe('Not your move: orks must answer first.');
    for (const other of seen.slice(1)) expect(other).toEqual(seen[0]);
  });

  test('the Orks are asked about the shooter, with what silence does; "no" prints the same line as a hold, and he is not offered again in that move', () => {
    const { module, state } = windowGame({ when: 'hold' });
    const paused = must(module, state, 'rebels', 'move', { unit: 'Rix', to: 'B8' });
    expect(module.phase(paused.state).decision!.prompt).toBe(
      'Rix has just entered B11, in the line of fire of Fnarad (holds his fire). Does he fire at him now? /shoot answer:yes; answer:no (none fires; a reaction that asks stays silent for the rest of this move); answer:standing, or no answer in time: each does as his standing reaction says (none fires here).',
    );
    expect(module.defaultOrders(paused.state, 'orks')).toEqual([{ verb: 'shoot', answer: 'standing' }]);
    const silent = must(module, paused.state, 'orks', 'shoot', { answer: 'standing' });
    const refused = must(module, paused.state, 'orks', 'shoot', { answer: 'no' });
    for (const r of [silent, refused]) {
      expect(r.rolls).toEqual([]);
      expect(rebelsRead(r.events)).toEqual(['Orks hold their fire; Rix goes on.', 'Rix moves B11→B10→B9→B8 (3 MP; 4 left).']);
      expect(at(r.state, 'rix')).toBe('B8');
      expect(r.state.steps).toEqual([]);
    }
  });

  test('with no reaction set a shooter fires by himself, as without the window, and nothing stops', () => {
    const { module, state } = rebelsMoving({ fnarad: 'B1' }, { rix: 'B12' });
    const windowed = { ...state, options: { ...state.options, reactionWindow: true } };
    const r = must(module, windowed, 'rebels', 'move', { unit: 'Rix', to: 'B8' }, [9]);
    expect(r.text).toContain('Fnarad (shortbow) fires defensively at Rix in B11: short range, none cover, d10 for the shot: 9 (forced) → miss (standing reaction: fires at the first enemy in range).');
    expect(r.state.steps).toEqual([]);
    expect(at(r.state, 'rix')).toBe('B8');
  });

  test('two shooters are offered at once; answer:yes with: one fires, and neither is offered again in that move', () => {
    const { module, state } = windowGame({ when: 'hold' }, { fnarad: 'B1', gattog: 'C1' });
    const held = must(module, state, 'orks', 'react', { shooter: 'Gattog', when: 'hold' }).state;
    const paused = must(module, held, 'rebels', 'move', { unit: 'Rix', to: 'B8' });
    const head = paused.state.steps[0]!;
    expect(head).toMatchObject({ kind: 'reaction', shooters: ['fnarad', 'gattog'] });
    expect(module.legalOrders(paused.state, 'orks').map((h) => h.label)).toEqual(['Fnarad, Gattog fire at Rix', 'Only Fnarad fires at Rix', 'Only Gattog fires at Rix', 'Hold fire', 'As your standing reactions say']);
    expect(act(module, paused.state, 'orks', 'shoot', { answer: 'yes', with: 'Krular' }).error).toBe('Krular is not one of the shooters this window offers: Fnarad, Gattog.');
    expect(act(module, paused.state, 'orks', 'shoot', { answer: 'no', with: 'Gattog' }).error).toBe('with: names the shooters who fire; give it with answer:yes.');
    // A 9 misses: Rix walks on to B8, and Fnarad, who did not fire, is not asked again.
    const r = must(module, paused.state, 'orks', 'shoot', { answer: 'yes', with: 'Gattog' }, [9]);
    expect(r.rolls.map((x) => x.label)).toEqual(['Defensive fire: Gattog at Rix']);
    expect(at(r.state, 'rix')).toBe('B8');
    expect(r.state.steps).toEqual([]);
  });
});
