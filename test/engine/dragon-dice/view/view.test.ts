import { describe, expect, test } from 'vitest';
import { PUBLIC, seatViewer } from '../../../../src/engine/core/events.ts';
import { describePicture, ddPicture } from '../../../../src/engine/games/dragon-dice/picture.ts';
import type { Build } from '../../../../src/engine/games/dragon-dice/setup/build.ts';
import { unitId } from '../../../../src/engine/games/dragon-dice/setup/reveal.ts';
import { ddView, secrets } from '../../../../src/engine/games/dragon-dice/view.ts';
import { book, buildStep, fourPlayerBoard, revealed } from './fixture.ts';

/**
 * What each viewer sees. The armies are built in secret and revealed together (FAQ Set-up B;
 * SFR 8 step 2): before the reveal a player sees his own built armies and nothing of anyone
 * else's, not even how many dice they hold; after it, everyone sees them all.
 */


const p1 = seatViewer('p1');
const p2 = seatViewer('p2');

// Two games that differ only in p2's secret build: 4/4/4 dice of one mix, or 6/2/3 of another.
const buildA = buildStep({ counts: [4, 4, 4], from: 0 });
const buildB = buildStep({ counts: [6, 2, 3], from: 1 });

/** Everything a viewer is given: the view, the picture made of it, and its words. */
const shown = (state: typeof buildA, viewer: typeof p1) => {
  const view = ddView(book, state, viewer);
  return { view: JSON.stringify(view), scene: JSON.stringify(ddPicture(view)), alt: describePicture(view) };
};

describe('the secret army builds', () => {
  test('two builds of p2 look the same to p1 and to the public, byte for byte: view, picture and alt text', () => {
    for (const viewer of [p1, PUBLIC]) {
      const a = shown(buildA, viewer);
      const b = shown(buildB, viewer);
      expect(b.view).toBe(a.view);
      expect(b.scene).toBe(a.scene);
      expect(b.alt).toBe(a.alt);
    }
    // p2 does see the difference: the builds really differ.
    expect(shown(buildB, p2).view).not.toBe(shown(buildA, p2).view);
  });

  test('before the reveal a player sees his own three built armies and none of the others', () => {
    const view = ddView(book, buildB, p1);
    expect(view.built.map((a) => [a.owner, a.at, a.units.length])).toEqual([
      ['p1', 'home', 4],
      ['p1', 'horde', 4],
      ['p1', 'campaign', 4],
    ]);
    expect(view.builtDragons.map((d) => d.name)).toEqual(['Red Drake']);
    expect(ddPicture(view).shelves[0]!.groups.map((g) => g.title)).toEqual(["Player 1's home army · 4 dice, health " + view.built[0]!.units.reduce((n, u) => n + u.health, 0), expect.stringContaining("Player 1's horde army"), expect.stringContaining("Player 1's campaign army"), "Player 1's dragon"]);
    expect(ddView(book, buildB, PUBLIC).built).toEqual([]);
    expect(ddView(book, buildB, PUBLIC).builtDragons).toEqual([]);
    const own = ddView(book, buildB, p2);
    expect(own.built.filter((a) => a.owner === 'p2').map((a) => a.units.length)).toEqual([6, 2, 3]);
    // Who has sealed is public (the sealed choice announces it); what is not.
    expect(view.setup.sealed).toEqual(['p1', 'p2']);
  });

  test('who is still building is shown, and nothing of what the others built', () => {
    const waiting = buildStep({ counts: [6, 2, 3], from: 1 }, ['p2']);
    const view = ddView(book, waiting, p1);
    expect(view.setup.waiting).toEqual(['p1']);
    expect(view.setup.sealed).toEqual(['p2']);
    expect(view.built.every((a) => a.owner === 'p1')).toBe(true);
  });

  test('after the reveal everyone sees every army, and p2’s two builds look different to p1', () => {
    const a = ddView(book, revealed(buildA), p1);
    const b = ddView(book, revealed(buildB), p1);
    expect(b.built.filter((x) => x.owner === 'p2').map((x) => x.units.length)).toEqual([6, 2, 3]);
    expect(JSON.stringify(b)).not.toBe(JSON.stringify(a));
    expect(ddView(book, revealed(buildB), PUBLIC).built).toHaveLength(6);
    expect(secrets(revealed(buildB), p1, book)).toEqual([]);
  });

  test('secrets: the others’ built units, dragons and dice, none of them in anything p1 or the public is shown', () => {
    const hidden = secrets(buildB, p1, book);
    // p2's sealed build, by the ids its dice will have once revealed (setup/reveal.ts).
    const build = buildB.setup.builds!.choices.p2 as Build;
    const p2Units = [...build.home, ...build.horde, ...build.campaign].map((die) => ({ id: unitId('p2', die), die }));
    for (const u of p2Units) expect(hidden).toContain(u.id);
    const first = p2Units[0]!;
    // The unit, its die and its name; the dragon built with it; the home terrain named in the sealed build.
    expect(hidden).toEqual(expect.arrayContaining([first.id, first.die, book.units.get(first.die)!.name, 'p2-green-drake', 'Green Drake', 'Swampland Temple']));
    // p1's own dice are no secret to p1.
    expect(hidden.some((h) => h.startsWith('p1-'))).toBe(false);
    for (const viewer of [p1, PUBLIC]) {
      const all = Object.values(shown(buildB, viewer)).join('\n');
      for (const secret of secrets(buildB, viewer, book)) expect(all, secret).not.toContain(secret);
    }
    // The test can fail: p2's own picture holds what p1 must not see.
    expect(shown(buildB, p2).view).toContain(p2Units[0]!.id);
  });

  test('a roll shown does not show a hidden die that rolled', () => {
    const hiddenDie = (buildB.setup.builds!.choices.p2 as Build).home[0]!;
    const hiddenUnit = { id: unitId('p2', hiddenDie), die: hiddenDie };
    const die = book.units.get(hiddenUnit.die)!;
    const view = ddView(book, buildB, p1, [{ unit: hiddenUnit.id, die, face: 2 }]);
    expect(JSON.stringify(view)).not.toContain(hiddenUnit.id);
  });
});

describe('the board', () => {
  const state = fourPlayerBoard();
  const view = ddView(book, state, PUBLIC);

  test('each terrain: its type, elements, face and the action that face allows, its eighth face and who holds it', () => {
    const byId = new Map(view.terrains.map((t) => [t.id, t]));
    // v4 Highland: faces 1-3 magic, 4-5 missile, 6-7 melee, 8 the eighth face.
    expect(byId.get('t-p1')).toMatchObject({ typeName: 'Highland', elements: ['fire', 'earth'], face: 2, action: 'magic', eighth: 'tower', home: 'p1', heldBy: null });
    // v4 Swampland: faces 1-2 magic, 3-4 missile.
    expect(byId.get('t-p2')).toMatchObject({ typeName: 'Swampland', face: 3, action: 'missile', eighth: 'temple' });
    // v4 Flatland: faces 5-7 melee.
    expect(byId.get('t-p4')).toMatchObject({ typeName: 'Flatland', face: 5, action: 'melee' });
    expect(byId.get('t-frontier')).toMatchObject({ face: 8, action: 'eighth', eighth: 'city', heldBy: 'p2', home: null });
  });

  test('each army at each terrain as its units, with name, species and health', () => {
    const home = view.terrains.find((t) => t.id === 't-p1')!;
    expect(home.armies.map((a) => [a.owner, a.units.length])).toEqual([
      ['p1', 10],
      ['p4', 10],
    ]);
    const frontier = view.terrains.find((t) => t.id === 't-frontier')!;
    expect(frontier.armies.map((a) => a.owner)).toEqual(['p1', 'p2', 'p3', 'p4']);
    const warlord = home.armies[0]!.units.find((u) => u.name === 'Warlord')!;
    expect(warlord).toMatchObject({ species: 'dwarves', speciesName: 'Dwarves', elements: ['fire', 'earth'], health: 3 });
    expect(warlord.face).toBeUndefined();
    expect(frontier.dragons.map((d) => [d.name, d.owner])).toEqual([['Green Drake', 'p2']]);
  });

  test('the reserves, each player’s DUA and BUA, the summoning pool, whose turn and step', () => {
    expect(view.reserves.map((a) => [a.owner, a.units.length])).toEqual([
      ['p1', 3],
      ['p2', 3],
      ['p3', 3],
      ['p4', 3],
    ]);
    expect(view.dua.map((d) => d.units.length)).toEqual([2, 2, 2, 2]);
    expect(view.bua.map((d) => d.units.length)).toEqual([1, 1, 1, 1]);
    expect(view.pool.map((d) => d.name)).toEqual(['Red Drake']);
    expect(view.turn).toMatchObject({ round: 2, player: 'p1', step: 'first-march' });
    expect(view.heading).toBe('Round 2 · Player 1 · first march');
    // A march under way names its army by the terrain it stands at, and what it waits for.
    const marching = { ...state, turn: { ...state.turn!, march: { army: { owner: 'p1', at: 't-frontier' }, step: 'counter' as const, counter: null } } };
    expect(ddView(book, marching, PUBLIC).heading).toBe('Round 2 · Player 1 · first march · Highland City: counter-maneuvers');
  });

  test('a counter-maneuver sealed by p2 (yes or no) looks the same to p1 and the public until revealed (FAQ Turn D)', () => {
    const sealed = (choice: boolean) => ({
      ...state,
      turn: { ...state.turn!, march: { army: { owner: 'p1', at: 't-frontier' }, step: 'counter' as const, counter: { what: 'counter-maneuver', seats: ['p2', 'p3'], choices: { p2: choice }, defaulted: [] } } },
    });
    for (const viewer of [p1, PUBLIC]) {
      const yes = ddView(book, sealed(true), viewer);
      const no = ddView(book, sealed(false), viewer);
      expect(JSON.stringify(yes)).toBe(JSON.stringify(no));
      expect(JSON.stringify(ddPicture(yes))).toBe(JSON.stringify(ddPicture(no)));
    }
  });

  test('a roll being shown: each rolled unit shows its face', () => {
    const unit = Object.values(state.units).find((u) => u.die === 'dwarf-warlord' && u.at.kind === 'terrain')!;
    const die = book.units.get('dwarf-warlord')!;
    const shownView = ddView(book, state, PUBLIC, [{ unit: unit.id, die, face: 3 }]);
    const seen = shownView.terrains.flatMap((t) => t.armies.flatMap((a) => a.units)).find((u) => u.id === unit.id)!;
    // The Warlord's fourth face is Smite 4 (FACTS §2.2, the datasets' faces).
    expect(seen.face).toEqual({ index: 3, icon: 'smite', count: 4 });
  });
});
