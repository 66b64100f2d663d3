import { describe, expect, test } from 'vitest';
import { PUBLIC, seatViewer } from '../../../src/engine/core/events.ts';
import { viewFacts, type DqView } from '../../../src/engine/games/dungeon/view.ts';
import { dkTurn, dungeon, heroTurn, must, patchHero, setup } from '../../support/dungeon.ts';

/** Fog of war: the heroes' shared view, the Demon King's whole map, and the secrets between them. */

const MAP = [
  '. . . . . . . . . .',
  '. . . . . . . . . .',
  '. . # # a a a a . .',
  '. . # # a a a a . .',
  '. . # # a a a a . .',
  '. . . . . . . . . .',
];
const module = dungeon({
  map: MAP,
  stairs: 'A1 B1 A2 B2',
  rooms: ['a the Ossuary'],
  doors: ['E2/E3'],
  hiddenDoors: ['H5/I5'],
  traps: ['pitfall I6'],
  treasure: ['a gold 40 "a silver censer"'],
  monsters: ['zombie F4', 'skeleton J4'],
});
const view = (s: Parameters<typeof module.view>[0], viewer = PUBLIC) => module.view(s, viewer) as DqView;

describe('what the heroes see', () => {
  test('the passage in their line of sight; a room only once they see into it, and then all of it', () => {
    const s = setup(module);
    const v = view(s);
    const labels = v.squares.map((q) => q.label);
    expect(labels).toContain('J1');
    expect(labels).not.toContain('F4');
    expect(v.rooms).toEqual([]);
    expect(v.figures.map((f) => f.name)).toEqual(['Warrior', 'Dwarf', 'Elf', 'Magician']);
    const opened = must(module, patchHero(heroTurn(s, 'warrior', 0), 'warrior', { at: 'E2' }), 'warrior', 'open', { door: 'E2/E3' });
    expect(opened.text).toBe('Warrior opens the door E2/E3.\nWarrior sees the Ossuary: Zombie 1 at F4.');
    const after = view(opened.state);
    expect(after.rooms.map((r) => r.name)).toEqual(['the Ossuary']);
    expect(after.squares.filter((q) => q.room === 'a')).toHaveLength(12);
    expect(after.figures.map((f) => f.name)).toContain('Zombie 1');
  });

  test('a monster shows only while a hero sees it; its moves out of sight are the Demon King\u2019s secret', () => {
    let s = setup(module);
    for (const id of ['dwarf', 'elf', 'magician'] as const) s = patchHero(s, id, { dead: true, at: null, bp: 0 });
    s = dkTurn(patchHero(s, 'warrior', { at: 'I1' }));
    expect(view(s).figures.map((f) => f.name)).toContain('Skeleton 1');
    const moved = must(module, s, 'demon-king', 'move', { unit: 'Skeleton 1', to: 'F6' });
    const lines = moved.events.filter((e) => e.type !== 'seen').map((e) => [e.visibleTo === 'all' ? 'all' : 'dk', e.text]);
    expect(lines).toEqual([
      ['dk', 'Skeleton 1 moves J4→J5→J6→I6→H6→G6→F6.'],
      ['all', 'Skeleton 1 moves out of sight.'],
    ]);
    expect(view(moved.state).figures.map((f) => f.name)).not.toContain('Skeleton 1');
    expect(module.secrets!(moved.state, PUBLIC)).toContain('Skeleton 1 at F6');
    expect(view(moved.state).moves).toEqual([]);
    expect(view(moved.state, { kind: 'gm' }).moves).toHaveLength(1);
  });

  test('the Demon King\u2019s view holds everything, the hidden marked; the public view holds none of the heroes\u2019 secrets', () => {
    const s = setup(module);
    const secrets = module.secrets!(s, PUBLIC);
    expect(secrets).toContain('Zombie 1 at F4');
    expect(secrets).toContain('pitfall at I6');
    expect(secrets).toContain('hidden door at H5/I5');
    expect(secrets).toContain('the Ossuary');
    expect(secrets).toContain('a silver censer is in the Ossuary');
    expect(module.secrets!(s, seatViewer('warrior'))).toEqual(secrets);
    expect(module.secrets!({ ...s, dk: 'human' }, seatViewer('demon-king'))).toEqual([]);
    // With the bot as Demon King, a player who takes his empty seat later learns nothing new.
    expect(module.secrets!(s, seatViewer('demon-king'))).toEqual(secrets);
    expect(module.secrets!(s, { kind: 'gm' })).toEqual([]);
    const shown = new Set(viewFacts(view(s)));
    for (const fact of secrets) expect(shown.has(fact)).toBe(false);
    const dk = new Set(viewFacts(view(s, { kind: 'gm' })));
    for (const fact of secrets) expect(dk.has(fact)).toBe(true);
    expect(view(s, { kind: 'gm' }).markers.map((m) => m.kind).sort()).toEqual(['hidden-pitfall', 'stairs', 'stairs', 'stairs', 'stairs', 'treasure']);
    expect(view(s, { kind: 'gm' }).doors.find((d) => d.label === 'H5/I5')?.state).toBe('hidden');
    expect(view(s).doors.find((d) => d.label === 'H5/I5')).toBeUndefined();
  });

  test('once the quest is over there are no secrets', () => {
    const s = { ...setup(module), outcome: { winners: ['demon-king'], reason: 'x' } };
    expect(module.secrets!(s, PUBLIC)).toEqual([]);
  });
});
