import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../../src/engine/core/dice.ts';
import { orderSchemaOf } from '../../../../src/engine/core/order-def.ts';
import { moveOrder, moveStack } from '../../../../src/engine/games/dragon-pass/movement/move.ts';
import type { DpState, SideSeat } from '../../../../src/engine/games/dragon-pass/state.ts';
import { loadBook, position } from '../book.ts';

/** The `move` order: a stack to a hex by the rules of reach.ts, each piece once a phase (play.json "movement", GAPS A3). */

const book = loadBook();
const costs = book.rules.movement;
const HI = 'lunar-heavy-infantry-1';
const dice = new SeededDice('dp-move', 0);

/** Lunar heavy infantry (movement 4) in U10, Sartar clan infantry in V11 (its zone: V10, W11, W12, V12, U12, U11). */
const around = (extra: Record<string, string> = {}, at: { side?: SideSeat } = {}) => position({ [HI]: 'U10', 'sartar-clan-infantry-1': 'V11', ...extra }, at);

/** A refusal: one line, and the state untouched. */
function refused(state: DpState, side: SideSeat, ids: string[], to: string, inside?: boolean): string {
  const before = structuredClone(state);
  const r = moveStack(book, state, side, ids, to, inside);
  expect(r.ok).toBe(false);
  expect(state).toEqual(before);
  const error = r.ok ? '' : r.error;
  expect(error).not.toContain('\n');
  return error;
}

describe('moveStack: a stack moves', () => {
  it('goes round the zone and stops on entering it: U10 → T10 → T11 → U12, 3 MP of 4, told in one public line', () => {
    const s = around();
    const r = moveStack(book, s, 'lunar', [HI], 'u12');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const moved = r.value.state;
    expect(moved.pieces[HI]!.at).toEqual({ kind: 'hex', hex: 'U12', inside: false });
    expect(moved.turn.done).toEqual([HI]);
    expect(moved.activity.moves).toEqual([{ side: 'lunar', from: 'U10', to: 'U12' }]);
    expect(r.value.events).toHaveLength(1);
    expect(r.value.events[0]).toMatchObject({ type: 'moved', visibleTo: 'all', data: { path: ['U10', 'T10', 'T11', 'U12'], cost: 3 } });
    expect(r.value.events[0]!.text).toBe("Lunar: Lunar heavy infantry U10 → T10 → T11 → U12 (3 MP of 4; stops in Sartar's zone of control).");
  });

  it('a hex named alone moves every piece of the side there that may still move', () => {
    const s = around({ 'lunar-heavy-infantry-2': 'U10', 'lunar-archers-1': 'U10' });
    const r = moveStack(book, s, 'lunar', ['U10'], 'T9');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(['lunar-archers-1', HI, 'lunar-heavy-infantry-2'].map((id) => r.value.state.pieces[id]!.at)).toEqual(Array(3).fill({ kind: 'hex', hex: 'T9', inside: false }));
    expect(r.value.events[0]!.text).toBe('Lunar: Lunar archers and 2 Lunar heavy infantry U10 → T9 (1 MP of 4).');
  });

  it('ends in the Dragonewt city of J8 with inside:yes, for hill 2 + 1 to go in = 3', () => {
    const r = moveStack(book, position({ [HI]: 'K9' }), 'lunar', [HI], 'J8', true);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.state.pieces[HI]!.at).toEqual({ kind: 'hex', hex: 'J8', inside: true });
    expect(r.value.events[0]!.data).toMatchObject({ cost: costs.costs.hill + costs.inOrOut });
  });

  it('by default a stack out of a structure ends out of one; one that was in ends in, when it has the points', () => {
    const out = moveStack(book, position({ [HI]: 'K9' }), 'lunar', [HI], 'J8');
    expect(out.ok && out.value.state.pieces[HI]!.at).toEqual({ kind: 'hex', hex: 'J8', inside: false });
    // From the fortress of H3 (in) to the stockade of G4 next door: out 1, clear 1, in 1 = 3 of 4.
    const inside = moveStack(book, position({ [HI]: 'H3 in' }), 'lunar', [HI], 'G4');
    expect(inside.ok && inside.value.state.pieces[HI]!.at).toEqual({ kind: 'hex', hex: 'G4', inside: true });
  });

  it('goes into the structure of its own hex for 1 point, with inside:yes', () => {
    const r = moveStack(book, position({ [HI]: 'J8' }), 'lunar', [HI], 'J8', true);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.state.pieces[HI]!.at).toEqual({ kind: 'hex', hex: 'J8', inside: true });
    expect(r.value.state.turn.done).toEqual([HI]);
    expect(r.value.events[0]!.text).toBe('Lunar: Lunar heavy infantry go into the Dragonewt city of J8 (1 MP of 4).');
  });
});

describe('moveStack: refusals, one line each, nothing changed', () => {
  it('a piece moved once this phase is refused a second move', () => {
    const first = moveStack(book, around(), 'lunar', [HI], 'T9');
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(refused(first.value.state, 'lunar', [HI], 'S9')).toBe(`${HI} has moved this phase: each piece moves once in its movement phase.`);
  });

  it('the Barbarian Horde held by event 41 may not move', () => {
    const s = { ...position({ 'harrek-1': 'K9' }, { side: 'sartar' }), held: ['barbarian-horde'] };
    expect(refused(s, 'sartar', ['harrek-1'], 'L9')).toBe('The Barbarian Horde may not move this game-turn (event 41, The Barbarian Horde strikes).');
    expect(moveStack(book, { ...s, held: [] }, 'sartar', ['harrek-1'], 'L9').ok).toBe(true);
  });

  it('a hex beyond the slowest piece\'s allowance: F1 is 5 from A1, heavy infantry has 4', () => {
    const s = position({ [HI]: 'A1', 'lunar-light-cavalry-1': 'A1' });
    expect(refused(s, 'lunar', [HI, 'lunar-light-cavalry-1'], 'F1')).toBe(`F1 is 5 movement points away; the stack's allowance is 4 (${HI}, 4).`);
  });

  it('an enemy\'s hex, and an unallied independent\'s', () => {
    expect(refused(around(), 'lunar', [HI], 'V11')).toBe("V11 is held by Sartar: a stack may not enter an enemy's hex; attack it in the combat phase.");
    expect(refused(around({ 'giant-1': 'T9' }), 'lunar', [HI], 'T9')).toMatch(/^T9 is held by .+, who have joined neither side: a stack may not enter their hex\.$/);
  });

  it('a disrupted unit into the enemy\'s zone', () => {
    const s = around();
    const shaken = { ...s, pieces: { ...s.pieces, [HI]: { ...s.pieces[HI]!, disrupted: true } } };
    expect(refused(shaken, 'lunar', [HI], 'V10')).toBe(`${HI} is disrupted: a disrupted unit may not enter the enemy's zone of control, and V10 is in Sartar's.`);
  });

  it('past a hex of the zone, where no way keeps clear of it', () => {
    // The corner A1 is entered only from B1 or A2, both in the zone of clan infantry in B2: a stack stops there.
    const s = position({ [HI]: 'E1', 'sartar-clan-infantry-1': 'B2' });
    expect(refused(s, 'lunar', [HI], 'A1')).toMatch(/^No way to A1 is open: /);
  });

  it('an unknown piece, another side\'s piece, a piece with no movement, pieces in two hexes, an unknown hex, out of turn', () => {
    const s = around({ 'lunar-archers-1': 'T9' });
    expect(refused(s, 'lunar', ['lunar-heavy-infantry-99'], 'T9')).toBe('There is no piece lunar-heavy-infantry-99: pieces are named by counter and number, like lunar-heavy-infantry-1.');
    expect(refused(s, 'lunar', ['sartar-clan-infantry-1'], 'W10')).toBe("sartar-clan-infantry-1 is Sartar's: the Lunar Empire moves its own pieces and its allies'.");
    expect(refused(s, 'lunar', [HI, 'lunar-archers-1'], 'S9')).toBe(`${HI} stands in U10 and lunar-archers-1 in T9: a stack moves from one hex; move each hex's pieces in their own order.`);
    expect(refused(s, 'lunar', [HI], 'Z99')).toBe('Z99 is not a hex of the map: hexes run from A1 to X18.');
    expect(refused(s, 'sartar', ['sartar-clan-infantry-1'], 'W10')).toBe("It is the Lunar Empire's movement phase: Sartar moves in its own.");
    const treasure = position({ 'sartar-treasure-1': 'K9' }, { side: 'sartar' });
    expect(refused(treasure, 'sartar', ['sartar-treasure-1'], 'L9')).toMatch(/^sartar-treasure-1 has no movement allowance/);
  });

  it('inside:yes where the points fall short: L10 → L9 → K9 → J8 is 4, and going in is 1 more than heavy infantry\'s 4', () => {
    const s = position({ [HI]: 'L10' });
    expect(refused(s, 'lunar', [HI], 'J8', true)).toBe("Ending in the Dragonewt city of J8 costs 5 movement points (4 to get there, 1 to go in); the stack's allowance is 4.");
    const out = moveStack(book, s, 'lunar', [HI], 'J8');
    expect(out.ok && out.value.state.pieces[HI]!.at).toEqual({ kind: 'hex', hex: 'J8', inside: false });
  });

  it('a hex named alone where none of the side\'s pieces may still move', () => {
    expect(refused(around(), 'lunar', ['T9'], 'S9')).toBe('The Lunar Empire has no piece in T9 that may still move this phase.');
  });

  it('its own hex without inside, or inside where there is no structure', () => {
    expect(refused(around(), 'lunar', [HI], 'U10')).toMatch(/^The stack already stands in U10: /);
    expect(refused(around(), 'lunar', [HI], 'U10', true)).toBe('U10 has no structure to go into or out of: name another hex to move to.');
    expect(refused(around(), 'lunar', [HI], 'T9', true)).toBe('T9 has no structure to end in: leave out inside, or say inside:no.');
  });
});

describe('the move order', () => {
  const move = moveOrder(book);
  const schema = orderSchemaOf<{ verb: 'move'; units: string[]; to: string; inside?: boolean }>([move]);

  it('is given in the movement phase, and reads its options: units by commas, a hex in any case, yes or no', () => {
    expect(move.phases).toEqual(['movement']);
    expect(schema.parse({ verb: 'move', units: `${HI}, lunar-archers-1`, to: 'u12 ', inside: 'no' })).toEqual({ verb: 'move', units: [HI, 'lunar-archers-1'], to: 'u12', inside: false });
  });

  it('applies for the side whose turn it is, and refuses the other seat', () => {
    const order = schema.parse({ verb: 'move', units: HI, to: 'u12' });
    const done = move.apply!(around(), 'lunar', order, dice);
    expect(done.ok && done.value.state.pieces[HI]!.at).toEqual({ kind: 'hex', hex: 'U12', inside: false });
    expect(done.ok && done.value.checkpoints).toEqual([]);
    expect(move.apply!(around(), 'sartar', order, dice).ok).toBe(false);
  });

  it('offers each stack with pieces free to move, then the hexes it reaches, nearest first, at most 25', () => {
    const s = around({ 'lunar-archers-1': 'U10', 'lunar-light-cavalry-1': 'S9' });
    const stacksOffered = move.legal!(s, 'lunar', {});
    expect(stacksOffered.map((h) => h.options.units).sort()).toEqual([`lunar-archers-1,${HI}`, 'lunar-light-cavalry-1']);
    expect(move.legal!(s, 'sartar', {})).toEqual([]);
    const hexes = move.legal!(s, 'lunar', { units: 'lunar-light-cavalry-1' });
    expect(hexes).toHaveLength(25);
    const mp = hexes.map((h) => Number(/\((\d+) MP/.exec(h.label)![1]));
    expect(mp).toEqual([...mp].sort((a, b) => a - b));
    expect(mp[0]).toBe(1);
    // Once moved, a stack is no longer offered.
    const moved = moveStack(book, s, 'lunar', ['lunar-light-cavalry-1'], 'S8');
    expect(moved.ok && move.legal!(moved.value.state, 'lunar', {}).map((h) => h.options.units)).toEqual([`lunar-archers-1,${HI}`]);
  });
});
