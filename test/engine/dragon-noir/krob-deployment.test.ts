import { describe, expect, test } from 'vitest';
import { gameModule } from '../../../src/app/modules.ts';
import { PUBLIC, canSee, seatViewer } from '../../../src/engine/core/events.ts';
import type { DragonNoir } from '../../../src/engine/games/dragon-noir/index.ts';
import type { DnState } from '../../../src/engine/games/dragon-noir/state.ts';
import { labelOf } from '../../../src/engine/hex/labels.ts';
import { act, must, patch } from '../../support/dragon-noir.ts';
import { hexesOf } from '../../../src/engine/games/dragon-noir/units.ts';
import { setUp } from '../../support/dn-secret.ts';

/**
 * DN2 scenario 2's secret deployment (checklist 106, WE-DN-91) in The Prisoner of the Jails: the
 * Krob player buys Krob counters with 30 points (Guard 7, Slayer 4, Warrior 2, Hunter 1) into
 * ten holding boxes over the Maze, the Jails and the Pit, and chooses Khuzun's cell, all by DM.
 */

const dn = gameModule('dragon-noir') as DragonNoir;
const SCENARIO = 'the-prisoner-of-the-jails';
const start = () => setUp(dn, SCENARIO);
const deploy = (s: DnState, options: Record<string, string>) => must(dn, s, 'krobs', 'deploy', options);

describe('the Krobs set up in secret in ten holding boxes (5.15.1)', () => {
  test('before turn 1 only the Krobs act; the Dwarves stand at the Maze\'s edge and no Krob is on the board', () => {
    const s = start();
    expect(dn.phase(s).active).toEqual(['krobs']);
    expect(s.units.filter((u) => u.side === 'krobs')).toEqual([]);
    expect(s.units.filter((u) => u.side === 'dwarves').map((u) => labelOf(u.hex!))).toEqual(['A7', 'A8', 'A9', 'A10', 'B7', 'B8', 'B9']);
    // Ten boxes over three maps: rows 1-16 the Maze, 17-32 the Jails, 33-48 the Pit.
    const boxes = dn.scenario(SCENARIO).deployment![0]!.boxes!;
    expect(boxes).toHaveLength(10);
    const mapOf = (label: string) => Math.floor((Number(label.replace(/^[A-Z]+/, '')) - 1) / 16);
    expect(new Set(boxes.map((b) => mapOf(b.hexes[0]!)))).toEqual(new Set([0, 1, 2]));
  });

  test('WE-DN-91: 2 Guards and 4 Slayers spend the 30 points exactly; a 31st point is refused in one line and nothing changes', () => {
    let s = start();
    const first = deploy(s, { unit: 'Migam', hex: 'box-4' });
    // A Guard waits with a facing, the first whose three hexes fit the box (NNE and E would reach into the walls).
    expect(first.text).toBe('Migam is bought for 7 points (23 left) and waits hidden in O20, facing SSE.');
    expect(first.events.every((e) => !canSee(seatViewer('dwarves'), e.visibleTo))).toBe(true);
    s = first.state;
    s = deploy(s, { unit: 'Tiom', hex: 'box-8' }).state;
    for (const n of [1, 2, 3, 4]) s = deploy(s, { unit: `Slayer ${n}`, hex: 'box-5' }).state;
    expect(s.secret.deployment[0]!.spent).toBe(30);
    const refused = act(dn, s, 'krobs', 'deploy', { unit: 'Hunter 1', hex: 'box-1' });
    expect(refused.error).toBe('Hunter 1 costs 1 points; you have 0 of 30 left.');
    expect(refused.state).toBe(s);
  });

  test('a Warrior is 2 points and a Hunter 1: 14 Warriors and 2 Hunters make 30; a box holds as many as it has hexes', () => {
    let s = start();
    for (let n = 1; n <= 14; n++) s = deploy(s, { unit: `Warrior ${n}`, hex: `box-${1 + Math.floor((n - 1) / 4)}` }).state;
    expect(act(dn, s, 'krobs', 'deploy', { unit: 'Hunter 3', hex: 'box-1' }).error).toBe('Holding box box-1 is full.');
    s = deploy(s, { unit: 'Hunter 1', hex: 'box-10' }).state;
    s = deploy(s, { unit: 'Hunter 2', hex: 'box-10' }).state;
    expect(s.secret.deployment[0]!.spent).toBe(30);
  });

  test("Khuzun's cell is chosen in secret among the eight Khuzun? markers; the Dwarves' views and secrets() keep it", () => {
    let s = start();
    const markers = s.secret.markers.filter((m) => m.kind === 'khuzun');
    expect(markers).toHaveLength(8);
    // Cell 6's number hex, L11 on the Jails, is L27 on this board.
    const chosen = deploy(s, { real: 'L27' });
    expect(chosen.text).toBe('Khuzun the prisoner is under the Khuzun? in L27.');
    s = chosen.state;
    s = deploy(s, { unit: 'Slayer 1', hex: 'box-6' }).state;
    s = deploy(s, { done: 'yes' }).state;
    const secrets = dn.secrets!(s, seatViewer('dwarves'));
    expect(secrets.some((x) => x.includes('L27'))).toBe(true);
    const pub = JSON.stringify(dn.view(s, PUBLIC)) + JSON.stringify(dn.view(s, seatViewer('dwarves')));
    for (const secret of secrets) expect(pub).not.toContain(secret);
    expect(pub).not.toContain('Slayer 1');
  });

  test('a counter not in the pool, or a box that does not exist, is named with what is allowed', () => {
    const s = start();
    expect(act(dn, s, 'krobs', 'deploy', { unit: 'Alkiram', hex: 'box-1' }).error).toMatch(/^Alkiram is not in your pool\. You may buy: Migam \(7\), /);
    expect(act(dn, s, 'krobs', 'deploy', { unit: 'Hunter 1', hex: 'box-11' }).error).toMatch(/box-11|holding box/);
  });

  test('the Dwarves win at once when one of them turns the real Khuzun? (our find victory); a decoy is only turned', () => {
    let s = start();
    s = deploy(s, { real: 'L27' }).state;
    s = deploy(s, { unit: 'Hunter 1', hex: 'box-10' }).state;
    s = deploy(s, { done: 'yes' }).state;
    expect(dn.phase(s).label).toBe('Turn 1 · Dwarves · Movement');
    // Hurin stands in cell 6 (the Jails' L10-M11, rows 26-27 here); Barin in cell 2, by its decoy.
    s = patch(patch(s, 'hurin', { hex: 'M27' }), 'barin', { hex: 'J23' });
    const decoy = must(dn, s, 'dwarves', 'move', { unit: 'Barin', to: 'I22' });
    expect(decoy.state.outcome).toBeNull();
    const found = must(dn, decoy.state, 'dwarves', 'move', { unit: 'Hurin', to: 'L27' });
    expect(found.state.outcome?.winners).toEqual(['dwarves']);
  });

  test('a Guard waits facing a corner (2.33): chosen with facing:, refused in one line where it does not fit, and found it covers its three hexes', () => {
    let s = start();
    expect(act(dn, s, 'krobs', 'deploy', { unit: 'Tiom', hex: 'box-4', facing: 'UP' }).error).toBe('Tiom faces one of NNE, E, SSE, SSW, W, NNW, not UP.');
    expect(act(dn, s, 'krobs', 'deploy', { unit: 'Tiom', hex: 'box-4', facing: 'NNE' }).error).toMatch(/^Holding box box-4 has no room for Tiom's 3 hexes facing NNE\.$/);
    s = deploy(s, { unit: 'Tiom', hex: 'box-8', facing: 'SSW' }).state;
    const hidden = s.secret.hidden.find((h) => h.unit === 'tiom')!;
    const tiom = s.units.find((u) => u.id === 'tiom')!;
    expect(tiom.hex).toBeNull();
    // Where he is found, he covers his anchor and two more hexes.
    const found = hexesOf({ ...tiom, hex: hidden.hex });
    expect(found).toHaveLength(3);
    expect(labelOf(found[0]!)).toBe(labelOf(hidden.hex));
  });
});
