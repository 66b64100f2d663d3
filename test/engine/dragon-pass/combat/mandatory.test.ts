import { attackedInMelee } from '../../../../src/engine/games/dragon-pass/combat/record.ts';
import { describe, expect, test } from 'vitest';
import { unwrap } from '../../../../src/engine/core/result.ts';
import { fightMandatoryMelee, mandatoryMelee } from '../../../../src/engine/games/dragon-pass/combat/mandatory.ts';
import { meleeAttack } from '../../../../src/engine/games/dragon-pass/combat/melee.ts';
import { loadBook, position } from '../book.ts';
import { allRolled, forced } from './dice.ts';

const book = loadBook();
const heavy = (n: number) => `lunar-heavy-infantry-${n}`;
const clan = (n: number) => `sartar-clan-infantry-${n}`;

/** Sartar holds H7 (two clansmen) and G8 (one), both forest; Lunar stands in H8 (next to both) and I8 (next to H7 only). */
const front = () =>
  position({ [heavy(1)]: 'H8', [heavy(2)]: 'H8', [heavy(3)]: 'H8', [heavy(4)]: 'I8', [clan(1)]: 'H7', [clan(2)]: 'H7', [clan(3)]: 'G8' }, { side: 'lunar', phase: 'melee' });

describe('mandatory melee (GAPS A4): every unit next to an enemy attacks, every enemy next to one is attacked', () => {
  test('what is owed: both Lunar stacks, both Sartar hexes; less what has been fought', () => {
    expect(mandatoryMelee(book, front(), 'lunar')).toEqual({
      stacks: [
        { hex: 'H8', pieces: [heavy(1), heavy(2), heavy(3)] },
        { hex: 'I8', pieces: [heavy(4)] },
      ],
      targets: ['H7', 'G8'],
    });
    const fought = unwrap(meleeAttack(book, front(), 'lunar', [heavy(4)], 'H7', forced(1, 1)));
    expect(mandatoryMelee(book, fought.state, 'lunar')).toEqual({ stacks: [{ hex: 'H8', pieces: [heavy(1), heavy(2), heavy(3)] }], targets: ['G8'] });
  });

  test('fought as owed: the stack with one choice first, then the other on the hex still owed an attack', () => {
    const dice = forced(1, 1, 6, 1);
    const { state, events } = unwrap(fightMandatoryMelee(book, front(), 'lunar', dice));
    allRolled(dice);
    expect(events.map((e) => e.type)).toEqual(['mandatory-melee', 'melee', 'mandatory-melee', 'melee']);
    expect(events[0]!.text).toBe('Lunar in I8 must attack: lunar-heavy-infantry-4 attacks H7, the weakest enemy next to it still owed an attack.');
    expect(events[2]!.text).toContain('Lunar in H8 must attack');
    expect(events[2]!.text).toContain('attack G8');
    // I8 against H7: 4 against 9; die 1 → loss 0; die 1 → floor(9 × 1/6) = 1, covered by the heavy infantry.
    expect(events[1]!.rolls!.map((r) => r.result)).toEqual(['no loss', 'loss 1']);
    // H8 against G8: 12 against 3 ×1½ = 4½; die 6 → loss 12 takes the clansman; die 1 → 0.
    expect(events[3]!.rolls!.map((r) => [r.column, r.result])).toEqual([
      ['total 12', 'loss 12'],
      ['total 4', 'no loss'],
    ]);
    expect(state.pieces[heavy(4)]!.at.kind).toBe('eliminated');
    expect(state.pieces[clan(3)]!.at.kind).toBe('eliminated');
    expect(attackedInMelee(state)).toEqual(['H7', 'G8']);
    expect(mandatoryMelee(book, state, 'lunar')).toEqual({ stacks: [], targets: [] });
  });

  test('one stack next to two enemies attacks the weakest; the other stays owed with nobody left to attack it', () => {
    const state = position({ [heavy(1)]: 'H8', [clan(1)]: 'H7', [clan(2)]: 'H7', [clan(3)]: 'G8' }, { side: 'lunar', phase: 'melee' });
    const { state: after, events } = unwrap(fightMandatoryMelee(book, state, 'lunar', forced(1, 1)));
    expect(events[0]!.text).toContain('attacks G8');
    expect(mandatoryMelee(book, after, 'lunar')).toEqual({ stacks: [], targets: ['H7'] });
  });

  test('units in a fortress are exempt, attacking and defending; out of it they are not', () => {
    const inside = position({ [heavy(1)]: 'K14', [clan(5)]: 'L13 in' }, { side: 'lunar', phase: 'melee' });
    expect(mandatoryMelee(book, inside, 'lunar')).toEqual({ stacks: [], targets: [] });
    const outside = position({ [heavy(1)]: 'K14', [clan(5)]: 'L13' }, { side: 'lunar', phase: 'melee' });
    expect(mandatoryMelee(book, outside, 'lunar')).toEqual({ stacks: [{ hex: 'K14', pieces: [heavy(1)] }], targets: ['L13'] });
    const garrison = position({ [clan(5)]: 'L13 in', [heavy(1)]: 'K14' }, { side: 'sartar', phase: 'melee' });
    expect(mandatoryMelee(book, garrison, 'sartar')).toEqual({ stacks: [], targets: [] });
  });

  test('a disrupted unit owes nothing', () => {
    const state = position({ [heavy(1)]: 'H8', [clan(3)]: 'G8' }, { side: 'lunar', phase: 'melee' });
    state.pieces[heavy(1)] = { ...state.pieces[heavy(1)]!, disrupted: true };
    expect(mandatoryMelee(book, state, 'lunar')).toEqual({ stacks: [], targets: [] });
    expect(unwrap(fightMandatoryMelee(book, state, 'lunar', forced())).events).toEqual([]);
  });
});
