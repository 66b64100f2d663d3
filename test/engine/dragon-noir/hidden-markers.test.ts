import { describe, expect, test } from 'vitest';
import { SeededDice } from '../../../src/engine/core/dice.ts';
import { PUBLIC, seatViewer } from '../../../src/engine/core/events.ts';
import { entranceFour } from '../../../src/engine/games/dragon-noir/secret/entrance-four.ts';
import { hiddenObjects } from '../../../src/engine/games/dragon-noir/secret/detect.ts';
import type { DnState } from '../../../src/engine/games/dragon-noir/state.ts';
import { labelOf } from '../../../src/engine/hex/labels.ts';
import { act, must, patch } from '../../support/dragon-noir.ts';
import { JAILS_SEARCH, moduleWith, setUp } from '../../support/dn-secret.ts';

/**
 * In the Jails (a test scenario; the Orks stand in for the Krobs): a side that buys its
 * counters with points into holding boxes (the mechanism of DN2 scenario 2, checklist 106),
 * Khuzun? and Sun? markers face down (checklist 108, 1.53), and the Jails cell of the deep
 * entrance No. 4 rolled at set-up (5.3, checklist 103, 109).
 */

const dn = moduleWith(JAILS_SEARCH);
// The dice at set-up: the Sun? drawn (2: the one in L1), then the Jails cell: 9 and 10 are rolled again, then 3.
const jails = () => setUp(dn, 'jails-search', [2, 9, 10, 3]);
const markerAt = (s: DnState, label: string) => s.secret.markers.find((m) => labelOf(m.hex) === label)!;

describe('buying counters into holding boxes (5.15.1, checklist 106)', () => {
  test('the buying side starts with nobody on the board and its points to spend', () => {
    const s = jails();
    expect(s.units.filter((u) => u.side === 'orks')).toEqual([]);
    expect(s.secret.deployment).toEqual([{ side: 'orks', done: false, spent: 0 }]);
  });

  test('a counter is bought into a box by name, taking its first free hex; the points are counted', () => {
    let r = must(dn, jails(), 'orks', 'deploy', { unit: 'Gnurr', hex: 'box-1' });
    expect(r.text).toBe('Gnurr is bought for 7 points (5 left) and waits hidden in O5.');
    r = must(dn, r.state, 'orks', 'deploy', { unit: 'Zorak', hex: 'box-1' });
    expect(r.text).toBe('Zorak is bought for 2 points (3 left) and waits hidden in P5.');
    expect(r.state.secret.deployment[0]!.spent).toBe(9);
    expect(act(dn, r.state, 'orks', 'deploy', { unit: 'Gromr', hex: 'box-2' }).error).toBe('Gromr costs 7 points; you have 3 of 12 left.');
    const back = must(dn, r.state, 'orks', 'deploy', { unit: 'Gnurr', hex: 'none' });
    expect(back.text).toBe('Gnurr goes back to the pool: 10 points left.');
    expect(back.state.units.some((u) => u.id === 'gnurr')).toBe(false);
  });

  test('outside the boxes, or a counter not in the pool, is refused in one line', () => {
    const s = jails();
    expect(act(dn, s, 'orks', 'deploy', { unit: 'Gnurr', hex: 'A1' }).error).toBe("A1 is outside the Orks' set-up zone (holding boxes box-1, box-2).");
    expect(act(dn, s, 'orks', 'deploy', { unit: 'Black Fox', hex: 'box-1' }).error).toBe('Black Fox is not in your pool. You may buy: Gnurr (7), Gromr (7), Zorak (2), Guruz (2), Krular (1).');
  });

  test('a side that bought nobody when its set-up ends gets the scenario\u2019s own purchase', () => {
    const r = must(dn, jails(), 'orks', 'deploy', { done: 'yes' }, [4]);
    expect(r.state.units.filter((u) => u.side === 'orks').map((u) => u.id)).toEqual(['gnurr', 'zorak', 'guruz']);
    expect(r.state.secret.hidden.map((h) => labelOf(h.hex))).toEqual(['O5', 'P5', 'Q5']);
    expect(r.state.secret.deployment[0]).toEqual({ side: 'orks', done: true, spent: 11 });
  });
});

describe('hidden markers (1.53, checklist 108)', () => {
  test('eight Khuzun? lie face down, one in each cell; the Orks name the real one in their set-up', () => {
    const s = jails();
    const khuzun = s.secret.markers.filter((m) => m.kind === 'khuzun');
    expect(khuzun.map((m) => labelOf(m.hex)).sort()).toEqual(['E5', 'I11', 'I6', 'L11', 'L6', 'O10', 'S10', 'T6']);
    expect(khuzun.some((m) => m.real)).toBe(false);
    const r = must(dn, s, 'orks', 'deploy', { real: 'L11' });
    expect(r.events).toEqual([{ type: 'deployed', text: 'Khuzun the prisoner is under the Khuzun? in L11.', visibleTo: ['orks'] }]);
    expect(markerAt(r.state, 'L11').real).toBe(true);
    expect(act(dn, s, 'orks', 'deploy', { real: 'A8' }).error).toMatch(/^There is no marker of yours in A8\. Yours: Khuzun\? /);
  });

  test('left unchosen, the real Khuzun? is drawn by the dice when the set-up ends, and told to the Orks alone', () => {
    const r = must(dn, jails(), 'orks', 'deploy', { done: 'yes' }, [4]);
    const real = r.state.secret.markers.find((m) => m.kind === 'khuzun' && m.real)!;
    expect(r.events.find((e) => e.text.startsWith('You did not choose'))).toMatchObject({ visibleTo: ['orks'], text: `You did not choose, so the dice put the real one under the Khuzun? in ${labelOf(real.hex)}.` });
  });

  test('the dice choose the real Sun? at set-up, and nobody is told (ours)', () => {
    const s = jails();
    expect(markerAt(s, 'L1').real).toBe(true);
    expect(dn.secrets!(s, seatViewer('orks'))).toContain('the sun: the way up is under the Sun? in L1');
    expect(dn.secrets!(s, seatViewer('dwarves'))).toContain('the sun: the way up is under the Sun? in L1');
  });

  test('face down for all; the real one marked only for the side told', () => {
    const s = must(dn, jails(), 'orks', 'deploy', { real: 'L11' }).state;
    const known = (seat?: string) => dn.view(s, seat ? seatViewer(seat) : PUBLIC).secret.markers.filter((m) => m.known).map((m) => labelOf(m.hex));
    expect(known('orks')).toEqual(['L11']);
    expect(known('dwarves')).toEqual([]);
    expect(known()).toEqual([]);
    expect(dn.view(s, PUBLIC).secret.markers.every((m) => m.face === 'down')).toBe(true);
    expect(dn.secrets!(s, PUBLIC)).toContain('Khuzun the prisoner is under the Khuzun? in L11');
    expect(dn.secrets!(s, seatViewer('orks'))).not.toContain('Khuzun the prisoner is under the Khuzun? in L11');
  });

  test('a Dwarf who reaches a marker turns it, for everyone; the Orks who hid it do not', () => {
    let s = must(dn, must(dn, jails(), 'orks', 'deploy', { real: 'L11' }).state, 'orks', 'deploy', { done: 'yes' }).state;
    s = patch(s, 'hurin', { hex: 'M11' });
    const r = must(dn, s, 'dwarves', 'move', { unit: 'Hurin', to: 'L11' });
    expect(r.events.find((e) => e.type === 'marker-turned')).toMatchObject({ visibleTo: 'all', text: 'Hurin of the Dwarves turns the Khuzun? in L11: Khuzun the prisoner!' });
    expect(dn.view(r.state, PUBLIC).secret.markers.find((m) => labelOf(m.hex) === 'L11')!.face).toBe('real');
    expect(dn.secrets!(r.state, PUBLIC).filter((f) => f.startsWith('Khuzun'))).toEqual([]);
  });

  test('detection finds what lies under a marker (3.54 hook): the real thing, not the empty ones', () => {
    const s = must(dn, jails(), 'orks', 'deploy', { real: 'L11' }).state;
    expect(hiddenObjects(s, 'dwarves').map((o) => `${o.name} ${labelOf(o.hex)}`).sort()).toEqual(['Khuzun L11', 'Sun L1']);
  });

  test('a scenario that lays more markers than the box holds is refused in one line', () => {
    expect(() => moduleWith({ ...JAILS_SEARCH, markers: [{ kind: 'orb', hexes: ['A8', 'A9', 'B8', 'B9'] }] })).toThrow('Dragon Noir scenario jails-search: Orb?: the box holds 3, the scenario lays 4 (1.53).');
  });
});

describe('the deep entrance No. 4 (5.3, checklist 103, 109)', () => {
  test('a d10 picks the Jails cell at set-up, 9 and 0 rolled again', () => {
    const four = entranceFour(jails())!;
    expect({ cell: four.cell, hex: labelOf(four.hex), revealed: four.revealed }).toEqual({ cell: 3, hex: 'L6', revealed: false });
    const dice = new SeededDice('secrets', 0, [2, 9, 10, 3]);
    dn.setup({ scenarioId: 'jails-search', options: {}, seats: ['dwarves', 'orks'] }, dice);
    expect(dice.rolls.filter((r) => r.label.startsWith('Deep entrance No. 4')).map((r) => r.face)).toEqual([9, 10, 3]);
  });

  test('only the Orks are told; everyone else has it as a secret', () => {
    const s = jails();
    expect(dn.view(s, seatViewer('orks')).secret.entranceFour).toEqual({ cell: 3, hex: s.secret.entranceFour!.hex });
    expect(dn.view(s, seatViewer('dwarves')).secret.entranceFour).toBeUndefined();
    expect(dn.view(s, PUBLIC).secret.entranceFour).toBeUndefined();
    expect(dn.secrets!(s, PUBLIC)).toContain('The deep entrance No. 4 is in Jails cell 3 (L6)');
    expect(dn.secrets!(s, seatViewer('orks'))).not.toContain('The deep entrance No. 4 is in Jails cell 3 (L6)');
  });

  test('a Dwarf who enters that cell finds it, and it is public', () => {
    let s = must(dn, jails(), 'orks', 'deploy', { done: 'yes' }, [4]).state;
    s = patch(s, 'hurin', { hex: 'M8' });
    const r = must(dn, s, 'dwarves', 'move', { unit: 'Hurin', to: 'M7' });
    expect(r.events.find((e) => e.type === 'entrance-four')).toMatchObject({ visibleTo: 'all', text: 'The deep entrance No. 4 is in Jails cell 3 (L6): Hurin finds it.' });
    expect(dn.view(r.state, PUBLIC).secret.entranceFour?.cell).toBe(3);
  });
});
