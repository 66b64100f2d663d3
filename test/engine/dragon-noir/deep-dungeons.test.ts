import { describe, expect, test } from 'vitest';
import { PUBLIC, seatViewer } from '../../../src/engine/core/events.ts';
import { legsBetween, TURNS_PER_LEG } from '../../../src/engine/games/dragon-noir/deep-dungeons/passages.ts';
import type { DnState } from '../../../src/engine/games/dragon-noir/state.ts';
import { deepOf } from '../../../src/engine/games/dragon-noir/deep-dungeons/state.ts';
import { act, at, patch, phase } from '../../support/dragon-noir.ts';
import { drownedRoad } from '../../support/drowned-road.ts';

/**
 * The deep dungeons (5.3; checklist 109; WE-DN-94) on The Drowned Road: entrance 2 on the Dark
 * Island (O7), 3 in the Haunted Swamp's tower (AQ9), 5 the Pit's trapdoor (BK11).
 */

function onEntranceThree(turn: number) {
  const { module, state } = drownedRoad();
  const s = phase(patch({ ...state, turn }, 'barin', { hex: 'AQ9' }), 'adventurers', 'movement');
  return { module, state: s };
}

/** Everything the public and the Krobs are shown: the view, the phase, and the events they may read. */
function shownTo(module: ReturnType<typeof drownedRoad>['module'], state: DnState, events: Array<{ text: string; visibleTo: unknown }>, seat?: string): string {
  const viewer = seat ? seatViewer(seat) : PUBLIC;
  const visible = events.filter((e) => e.visibleTo === 'all' || (seat !== undefined && Array.isArray(e.visibleTo) && e.visibleTo.includes(seat)));
  return JSON.stringify(module.view(state, viewer)) + JSON.stringify(module.phase(state)) + visible.map((e) => e.text).join('\n');
}

describe('5.3 the passages', () => {
  test('1-2 and 1-4 in scenario 4 only, 2-3, 3-4, 3-5, 5-6; three game turns a leg', () => {
    expect(TURNS_PER_LEG).toBe(3);
    expect(legsBetween(3, 5, false)).toBe(1);
    expect(legsBetween(2, 3, false)).toBe(1);
    expect(legsBetween(3, 4, false)).toBe(1);
    expect(legsBetween(5, 6, false)).toBe(1);
    expect(legsBetween(2, 5, false)).toBe(2);
    expect(legsBetween(2, 6, false)).toBe(3);
    expect(legsBetween(1, 2, false)).toBeUndefined();
    expect(legsBetween(1, 2, true)).toBe(1);
    expect(legsBetween(1, 4, true)).toBe(1);
  });
});

describe('5.3 a journey, WE-DN-94', () => {
  test('a Dwarf goes down at entrance 3 on turn 5 and his player writes exit 5 in secret: turn 8 at the earliest', () => {
    const { module, state } = onEntranceThree(5);
    const down = act(module, state, 'adventurers', 'descend', { unit: 'Barin' });
    expect(down.error).toBeUndefined();
    expect(down.text).toBe('Barin goes down into the deep dungeons by entrance 3 (AQ9).');
    expect(at(down.state, 'barin')).toBe('off');
    // The note is asked of the Adventurers alone, as a secret decision (by DM).
    const decision = module.phase(down.state).decision!;
    expect(decision).toMatchObject({ seat: 'adventurers', secret: true, verb: 'note' });
    expect(decision.prompt).toMatch(/Barin went down by entrance 3 on turn 5: write his note in secret, \/note exit: turn: \(exits 2 \(1 leg\), 5 \(1 leg\)/);
    // Nothing else is played meanwhile.
    expect(act(module, down.state, 'krobs', 'done').error).toMatch(/adventurers must answer first/);
    expect(act(module, down.state, 'adventurers', 'done').error).toMatch(/^First write the note/);
    // 3 turns a leg: exit 5 on turn 7 is too soon, and exit 6 is not on this board; each refused, nothing changed.
    expect(act(module, down.state, 'adventurers', 'note', { exit: '5', turn: '7' }).error).toBe('Barin cannot come up at exit 5 before turn 8: 1 leg of 3 turns from turn 5 (5.3).');
    expect(act(module, down.state, 'adventurers', 'note', { exit: '6' }).error).toBe('Exit 6 is not on this board. Exits: 2 (1 leg), 5 (1 leg).');
    const noted = act(module, down.state, 'adventurers', 'note', { exit: '5' });
    expect(noted.error).toBeUndefined();
    expect(noted.events).toEqual([expect.objectContaining({ text: "Barin's note: exit 5, turn 8 (1 leg, 3 turns from entrance 3).", visibleTo: ['adventurers'] })]);
    expect(module.phase(noted.state).decision).toBeUndefined();

    // Nothing of the note reaches the public or the Krobs: not the view, nor the phase, nor a log line.
    const secrets = module.secrets!(noted.state, PUBLIC);
    expect(secrets).toContain('Barin will come up at exit 5 on turn 8');
    expect(module.secrets!(noted.state, seatViewer('adventurers'))).not.toContain('Barin will come up at exit 5 on turn 8');
    for (const seat of [undefined, 'krobs']) {
      const shown = shownTo(module, noted.state, [...down.events, ...noted.events], seat);
      expect(shown).not.toMatch(/exit 5|turn 8|"exit":|"out":/);
    }
    // His own side sees his note in the view.
    expect(module.view(noted.state, seatViewer('adventurers')).deep.travellers).toEqual([{ unit: 'barin', name: 'Barin', from: 3, since: 5, exit: 5, out: 8 }]);
    expect(module.view(noted.state, seatViewer('krobs')).deep.travellers).toEqual([{ unit: 'barin', name: 'Barin', from: 3, since: 5 }]);

    // The Krobs insist on checking: the bot says only whether the note is legal.
    const checked = module.query!(noted.state, 'krobs', { verb: 'verify', unit: 'Barin' });
    expect(checked.ok && checked.value.text).toBe(
      'Barin went down by entrance 3 on turn 5. The note written then names an exit the passages join to entrance 3, and a turn at least 3 a leg later: it is legal (5.3). Which exit and turn is shown once he comes up.',
    );

    // On turn 8, as the Adventurers' movement begins, he comes up at exit 5, the Pit's trapdoor.
    const eighth = phase({ ...noted.state, turn: 8 }, 'adventurers', 'offensive-fire');
    const up = act(module, eighth, 'adventurers', 'done');
    expect(up.text).toMatch(/Barin comes up out of the deep dungeons at exit 5 \(BK11\)\./);
    expect(at(up.state, 'barin')).toBe('BK11');
    expect(module.secrets!(up.state, PUBLIC).some((f) => f.startsWith('Barin'))).toBe(false);
  });

  test('the whole note may be given at once (by DM), and a later turn lingers in the passages', () => {
    const { module, state } = onEntranceThree(5);
    const r = act(module, state, 'adventurers', 'descend', { unit: 'Barin', exit: '2', turn: '10' });
    expect(r.error).toBeUndefined();
    expect(deepOf(r.state).journeys).toEqual([{ unit: 'barin', side: 'adventurers', from: 3, turn: 5, exit: 2, out: 10, legs: 1, cameUp: null }]);
    expect(module.phase(r.state).decision).toBeUndefined();
    // Turn 8 is not his turn: he stays below.
    const eighth = act(module, phase({ ...r.state, turn: 8 }, 'adventurers', 'offensive-fire'), 'adventurers', 'done');
    expect(at(eighth.state, 'barin')).toBe('off');
    expect(act(module, eighth.state, 'adventurers', 'emerge', { unit: 'Barin' }).error).toBe("Barin's note says turn 10: he comes up then, not before (5.3).");
  });

  test('only Dwarves, Goblins and dogs fit the passages: not Barney, not a Krob', () => {
    const { module, state } = drownedRoad();
    const s = phase(patch(state, 'barney', { hex: 'AQ9' }), 'adventurers', 'movement');
    expect(act(module, s, 'adventurers', 'descend', { unit: 'Barney' }).error).toBe('Only Dwarves, Goblins and dogs fit through the passages of the deep dungeons (5.3); Barney does not.');
    const dog = act(module, phase(patch(state, 'lucifer', { hex: 'AQ9' }), 'adventurers', 'movement'), 'adventurers', 'descend', { unit: 'Lucifer' });
    expect(dog.error).toBeUndefined();
    const goblin = act(module, phase(patch(state, 'krobek', { hex: 'O7' }), 'adventurers', 'movement'), 'adventurers', 'descend', { unit: 'Krobek' });
    expect(goblin.text).toBe('Krobek goes down into the deep dungeons by entrance 2 (O7).');
  });

  test('a Krob may never end a move on an entrance, only beside it', () => {
    const { module, state } = drownedRoad();
    const s = phase(patch(state, 'hunter-1', { hex: 'AQ8' }), 'krobs', 'movement');
    expect(act(module, s, 'krobs', 'move', { unit: 'Hunter 1', to: 'AQ9' }).error).toBe('AQ9 is entrance 3 to the deep dungeons: a Krob never ends its move on one (5.3).');
  });

  test('not on an entrance: one line naming the entrances', () => {
    const { module, state } = drownedRoad();
    const r = act(module, phase(state, 'adventurers', 'movement'), 'adventurers', 'descend', { unit: 'Barin' });
    expect(r.error).toBe('Barin is not on an entrance to the deep dungeons. Entrances: 2 (O7), 3 (AQ9), 5 (BK11).');
  });
});
