import { describe, expect, test } from 'vitest';
import { act, at, must, OPEN_FIELD, patch, unit } from '../../support/dragon-noir.ts';
import { cover, horse, horseTable, mount, standHorse } from '../../support/horses.ts';

/** Mounting and dismounting (2.36.2) with the rules' own examples, WE-DN-26 to 29. */

const rebels = { laberne: 'E6', grast: 'H6', thrugg: 'B6', arlon: 'J8', konrad: 'A1', aldus: 'J1' };

const table = (orks: Record<string, string> = { krular: 'J5' }) => horseTable(OPEN_FIELD, { orks, rebels });

describe('2.36.2 dismounting', () => {
  test('WE-DN-26 Laberne rides 4 hexes and dismounts: 15 − 6 = 9, halved, 4 MP on foot', () => {
    const { module, state } = table();
    const mounted = mount(state, 'laberne', 'N');
    const rode = must(module, mounted, 'rebels', 'move', { unit: 'Laberne', to: 'E2' });
    expect(rode.text).toBe('Laberne rides E6→E5→E4→E3→E2, facing N (4 MP; 11 left).');
    const off = must(module, rode.state, 'rebels', 'dismount', { unit: 'Laberne', to: 'D2' });
    expect(off.text).toBe("Laberne dismounts to D2, leaving Laberne's horse in E2 (11 − 2 = 9, divided by 2: 4 MP left on foot).");
    expect(at(off.state, 'laberne')).toBe('D2');
    expect(unit(off.state, 'laberne').mounted).toBe(false);
    expect(cover(off.state, 'laberne-horse')).toBe('E2+E3');
    expect(horse(off.state, 'laberne-horse')).toMatchObject({ dead: false, controller: 'rebels', ledBy: null, owner: 'laberne' });
    // On foot now with 4 MP: D6 is 4 hexes away, D7 five.
    expect(must(module, off.state, 'rebels', 'move', { unit: 'Laberne', to: 'D6' }).text).toContain('(4 MP; 0 left)');
    expect(act(module, off.state, 'rebels', 'move', { unit: 'Laberne', to: 'D7' }).error).toContain('Laberne has 4 MP left; reaching D7 costs 5.');
  });

  test('2.36.2 Grast, armoured and wounded, rides 6 hexes and dismounts: 12 − 9 = 3, quartered, 0: he stays by his horse', () => {
    const { module, state } = table();
    const hurt = mount(patch(state, 'grast', { wounds: 1 }), 'grast', 'N', 'H7');
    const rode = must(module, hurt, 'rebels', 'move', { unit: 'Grast', to: 'H1' });
    expect(rode.text).toContain('(6 MP; 6 left)');
    const off = must(module, rode.state, 'rebels', 'dismount', { unit: 'Grast', to: 'G1' });
    expect(off.text).toContain('(6 − 3 = 3, divided by 4: 0 MP left on foot)');
    expect(act(module, off.state, 'rebels', 'move', { unit: 'Grast', to: 'G2' }).error).toBe('Grast has no MP left this phase.');
  });

  test('WE-DN-28 Thrugg rides 4 and dismounts: 12 − 6 = 6, divided by 4: 1; wounded, by 8: 0', () => {
    const { module, state } = table();
    const rides = (s: typeof state) => must(module, must(module, mount(s, 'thrugg', 'N'), 'rebels', 'move', { unit: 'Thrugg', to: 'B2' }).state, 'rebels', 'dismount', { unit: 'Thrugg', to: 'A2' });
    expect(rides(state).text).toContain('(8 − 2 = 6, divided by 4: 1 MP left on foot)');
    expect(rides(patch(state, 'thrugg', { wounds: 1 })).text).toContain('(8 − 2 = 6, divided by 8: 0 MP left on foot)');
  });

  test('dismounting needs the MP and an empty hex beside the horse; without to: he takes the safest', () => {
    const { module, state } = table({ krular: 'C2' });
    const mounted = mount(state, 'laberne', 'N', 'E2');
    // Laberne in E2+E3: the hexes next to him are E1, F1, F2, F3, E4, D3, D2 and D1.
    expect(act(module, mounted, 'rebels', 'dismount', { unit: 'Laberne', to: 'E5' }).error).toBe(
      'Laberne cannot step down to E5: it must be an empty hex next to his horse. He may go to E1, F1, F2, D2, D1, F3, E4, D3.',
    );
    const safe = must(module, mounted, 'rebels', 'dismount', { unit: 'Laberne' });
    expect(at(safe.state, 'laberne')).toBe('E1');
    const spent = { ...mounted, moves: [{ unit: 'laberne', spent: 14, allowance: 15, path: [] }] };
    expect(act(module, spent, 'rebels', 'dismount', { unit: 'Laberne' }).error).toBe('Laberne has 1 MP left; dismounting costs a light horseman 2 (2.36.2).');
    expect(act(module, state, 'rebels', 'dismount', { unit: 'Laberne' }).error).toBe('Laberne is not on horseback.');
    expect(act(module, { ...mounted, phase: 'combat' }, 'rebels', 'dismount', { unit: 'Laberne' }).error).toBe(
      'Horses are mounted and left in the movement phase (2.36.2); it is the combat phase.',
    );
  });

  test('4.1: Arlon reloads his crossbow when he dismounts', () => {
    const { module, state } = table();
    const shot = patch(mount(state, 'arlon', 'N', 'J6'), 'arlon', { unloaded: true });
    const off = must(module, shot, 'rebels', 'dismount', { unit: 'Arlon', to: 'I6' });
    expect(unit(off.state, 'arlon').unloaded).toBe(false);
  });
});

describe('2.36.2 mounting', () => {
  test('WE-DN-29 Laberne walks 2 hexes and mounts: 8 − 4 = 4, doubled, 8 mounted MP', () => {
    const { module, state } = table();
    const start = standHorse(patch(state, 'laberne', { hex: 'B6' }), 'laberne', 'E4', 'N', 'rebels');
    const walked = must(module, start, 'rebels', 'move', { unit: 'Laberne', to: 'D5', via: 'C6' });
    expect(walked.text).toContain('(2 MP; 6 left)');
    const on = must(module, walked.state, 'rebels', 'mount', { unit: 'Laberne', horse: "Laberne's horse" });
    expect(on.text).toBe("Laberne mounts Laberne's horse in E4 (6 − 2 = 4, doubled: 8 MP left).");
    expect(cover(on.state, 'laberne')).toBe('E4+E5');
    expect(on.state.horses).toEqual([]);
    expect(must(module, on.state, 'rebels', 'move', { unit: 'Laberne', to: 'E1', facing: 'N' }).text).toContain('(3 MP; 5 left)');
  });

  test('checklist 143: a wounded man mounting doubles too', () => {
    const { module, state } = table();
    const start = standHorse(patch(state, 'laberne', { hex: 'D5', wounds: 1 }), 'laberne', 'E4', 'N', 'rebels');
    // Wounded on foot Laberne has 4 MP: 4 − 2 = 2, doubled, 4.
    expect(must(module, start, 'rebels', 'mount', { unit: 'Laberne', horse: 'Laberne' }).text).toContain('(4 − 2 = 2, doubled: 4 MP left)');
  });

  test('a heavy horseman (in armour) spends 3', () => {
    const { module, state } = table();
    const start = standHorse(patch(state, 'konrad', { hex: 'D5' }), 'konrad', 'E4', 'N', 'rebels');
    expect(must(module, start, 'rebels', 'mount', { unit: 'Konrad', horse: "Konrad's horse" }).text).toContain('(8 − 3 = 5, doubled: 10 MP left)');
  });

  test('he must stand next to the horse, and neither he nor the horse next to an enemy able to attack', () => {
    const { module, state } = table({ krular: 'G4' });
    const start = standHorse(patch(state, 'laberne', { hex: 'C5' }), 'laberne', 'E4', 'N', 'rebels');
    expect(act(module, start, 'rebels', 'mount', { unit: 'Laberne', horse: "Laberne's horse" }).error).toBe(
      "Laberne must stand next to Laberne's horse (in E4 and E5) to mount it (2.36.2).",
    );
    const near = standHorse(patch(state, 'laberne', { hex: 'D5' }), 'laberne', 'E4', 'N', 'rebels');
    // Krular in G4 is not next to E4/E5 or D5: allowed. In F3 he is next to E4: refused.
    expect(act(module, near, 'rebels', 'mount', { unit: 'Laberne', horse: "Laberne's horse" }).error).toBeUndefined();
    const threat = patch(near, 'krular', { hex: 'F3' });
    const refused = act(module, threat, 'rebels', 'mount', { unit: 'Laberne', horse: "Laberne's horse" });
    expect(refused.error).toBe('Laberne cannot mount with Krular able to strike the horse: neither rider nor horse may be next to an enemy in a position to attack (2.36.2).');
    expect(refused.state).toBe(threat);
    expect(act(module, patch(near, 'krular', { hex: 'C5' }), 'rebels', 'mount', { unit: 'Laberne', horse: "Laberne's horse" }).error).toContain('able to strike him');
  });

  test("only riders mount, and riders may mount another's horse, which stays that horse", () => {
    const t = horseTable(OPEN_FIELD, { orks: { krular: 'J1', azrog: 'J8' }, rebels: { aldus: 'D5', rix: 'A1' } });
    const state = standHorse(t.state, 'konrad', 'E4', 'N', 'rebels');
    const aldus = must(t.module, state, 'rebels', 'mount', { unit: 'Aldus', horse: "Konrad's horse" });
    expect(unit(aldus.state, 'aldus')).toMatchObject({ mounted: true, rides: 'konrad' });
    // Aldus on foot has 6 MP; he is a heavy horseman (mounted 18/(12)-12): 3 to mount.
    expect(aldus.text).toContain('(6 − 3 = 3, doubled: 6 MP left)');
    const off = must(t.module, aldus.state, 'rebels', 'dismount', { unit: 'Aldus', to: 'F4' });
    expect(horse(off.state, 'konrad-horse').name).toBe("Konrad's horse");
    const orks = { ...standHorse(t.state, 'black-fox', 'E4', 'N', 'orks'), active: 0 };
    expect(act(t.module, patch(orks, 'krular', { hex: 'D4' }), 'orks', 'mount', { unit: 'Krular', horse: "Black Fox's horse" }).error).toBe(
      'Krular is no rider: only the characters with mounted values ride (2.36.2).',
    );
  });

  test('2.36.4: a horse held by the enemy is mounted only when none of theirs stands beside it', () => {
    const t = horseTable(OPEN_FIELD, { orks: { krular: 'J1', azrog: 'J8' }, rebels: { aldus: 'D5', rix: 'A1' } });
    const theirs = standHorse(t.state, 'black-fox', 'E4', 'N', 'orks');
    expect(must(t.module, theirs, 'rebels', 'mount', { unit: 'Aldus', horse: "Black Fox's horse" }).text).toContain("Aldus mounts Black Fox's horse");
    // A stunned ork beside it does not keep it; a standing one does.
    const guarded = patch(theirs, 'krular', { hex: 'F3', stunned: true });
    expect(act(t.module, guarded, 'rebels', 'mount', { unit: 'Aldus', horse: "Black Fox's horse" }).error).toBeUndefined();
    expect(act(t.module, patch(guarded, 'krular', { stunned: false }), 'rebels', 'mount', { unit: 'Aldus', horse: "Black Fox's horse" }).error).toBe(
      "Black Fox's horse is held by the Orks, who still have a man beside it (2.36.4).",
    );
    expect(act(t.module, theirs, 'rebels', 'mount', { unit: 'Aldus', horse: 'Pegasus' }).error).toBe("There is no horse called Pegasus here. Horses: Black Fox's horse.");
  });

  test('legal orders offer mounting and dismounting', () => {
    const { module, state } = table();
    const start = standHorse(patch(state, 'laberne', { hex: 'D5' }), 'laberne', 'E4', 'N', 'rebels');
    expect(module.legalOrders(start, 'rebels', { verb: 'mount' }).map((h) => h.label)).toEqual(["Laberne mounts Laberne's horse"]);
    const riding = mount(state, 'konrad', 'S', 'A2');
    expect(module.legalOrders(riding, 'rebels', { verb: 'dismount', options: { unit: 'Konrad' } }).map((h) => h.options.to)).toContain('B2');
  });
});
