import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ASSETS, gameModule } from '../../../src/app/modules.ts';
import { SeededDice } from '../../../src/engine/core/dice.ts';
import { character } from '../../../src/engine/games/dragon-noir/characters/characters.ts';
import { createDragonNoir, type DragonNoir } from '../../../src/engine/games/dragon-noir/index.ts';
import type { DnState } from '../../../src/engine/games/dragon-noir/state.ts';
import { websOf } from '../../../src/engine/games/dragon-noir/webs/state.ts';
import { TERRAIN } from '../../../src/engine/games/dragon-noir/terrain.ts';
import { hexesOf } from '../../../src/engine/games/dragon-noir/units.ts';
import { cellAt } from '../../../src/engine/hex/board.ts';
import { distance, type Hex } from '../../../src/engine/hex/hex.ts';
import { labelOf } from '../../../src/engine/hex/labels.ts';
import { act, must, patch, phase } from '../../support/dragon-noir.ts';

/**
 * The three original DN2 scenarios (docs/dragon-noir.md, "Invented content"): each loads through
 * the module, its set-up is legal on its board, and each way it can be won is reached.
 */

const dn = gameModule('dragon-noir') as DragonNoir;
const DN2 = ['khuzun-in-the-jails', 'the-swamp-road', 'the-queens-hatchery'];

const start = (id: string, seed = 'dn2-scenarios'): DnState => {
  const r = dn.setup({ scenarioId: id, options: {}, seats: dn.seats(id).map((s) => s.id) }, new SeededDice(seed, 0));
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

const cellOf = (id: string, hex: Hex) => cellAt(dn.board(id), hex);

describe('the original DN2 scenarios load and set up legally', () => {
  test('each is a DN2 scenario on the underground maps, the Swamp Road joining three of them', () => {
    const listed = dn.scenarios.filter((s) => DN2.includes(s.id)).map((s) => s.title);
    expect(listed.sort()).toEqual(['Khuzun in the Jails', "The Queen's Hatchery", 'The Swamp Road']);
    for (const id of DN2) {
      expect(dn.scenario(id).volume).toBe(2);
      for (const m of dn.board(id).maps as Array<{ kind: string }>) expect(m.kind).toBe('underground');
    }
    expect(dn.board('the-swamp-road').maps.map((m: { id: string }) => m.id)).toEqual(['haunted-swamp', 'dark-island', 'the-pit']);
    expect(dn.board('the-queens-hatchery').maps.map((m: { id: string }) => m.id)).toEqual(['maze', 'the-pit']);
  });

  test.each(DN2)('%s: every counter fits on ground it may stand on, and no two share a hex', (id) => {
    const state = start(id);
    const taken = new Map<string, string>();
    for (const u of state.units) {
      for (const h of hexesOf(u)) {
        const cell = cellOf(id, h);
        expect(cell, `${u.name} at ${labelOf(h)} is off the board`).toBeDefined();
        expect(TERRAIN[cell!.data.terrain].mp, `${u.name} stands on ${cell!.data.terrain} at ${labelOf(h)}`).not.toBeNull();
        const key = labelOf(h);
        expect(taken.get(key), `${u.name} and ${taken.get(key)} both in ${key}`).toBeUndefined();
        taken.set(key, u.name);
      }
    }
    for (const web of websOf(state)) expect(TERRAIN[cellOf(id, web.hex)!.data.terrain].mp).not.toBeNull();
    // The markers lie on open ground and on nobody (1.53).
    for (const m of state.secret.markers) {
      expect(TERRAIN[cellOf(id, m.hex)!.data.terrain].mp).not.toBeNull();
      expect(taken.has(labelOf(m.hex))).toBe(false);
    }
  });

  test('the Krobs\u2019 counters of several hexes cover what 2.33 says: the Queen 7 hexes, a Guard 3', () => {
    const hatchery = start('the-queens-hatchery');
    const covers = (s: DnState, id: string) => hexesOf(s.units.find((u) => u.id === id)!).length;
    expect([covers(hatchery, 'alkiram'), covers(hatchery, 'migam'), covers(hatchery, 'tiom')]).toEqual([7, 3, 3]);
    // Alkiram broods in the pit itself: all seven hexes in the Pit map's area `pit`, at level −1.
    for (const h of hexesOf(hatchery.units.find((u) => u.id === 'alkiram')!)) {
      expect(cellOf('the-queens-hatchery', h)!.data.features).toContain('pit');
      expect(cellOf('the-queens-hatchery', h)!.data.level).toBe(-1);
    }
    expect(covers(start('the-swamp-road'), 'migam')).toBe(3);
    expect(covers(start('khuzun-in-the-jails'), 'zym')).toBe(3);
  });

  test('the markers: eight Khuzun? in the eight cells, one real, known to the Krobs; four Sun?, known to nobody', () => {
    const jails = start('khuzun-in-the-jails');
    expect(jails.secret.markers.map((m) => labelOf(m.hex))).toEqual(['E5', 'I6', 'L6', 'T6', 'O10', 'S10', 'I11', 'L11']);
    expect(jails.secret.markers.filter((m) => m.real)).toHaveLength(1);
    expect(jails.secret.markers.every((m) => m.knownTo.join() === 'krobs' && m.owner === 'krobs')).toBe(true);
    expect(jails.secret.entranceFour?.knownTo).toBe('krobs');
    const road = start('the-swamp-road');
    expect(road.secret.markers.map((m) => labelOf(m.hex))).toEqual(['R11', 'AK9', 'BK11', 'BR8']);
    expect(road.secret.markers.filter((m) => m.real)).toHaveLength(1);
    expect(road.secret.markers.every((m) => m.knownTo.length === 0 && m.owner === null)).toBe(true);
  });

  test('the Swamp Road\u2019s party wears no armour: the lake between its shores is water, which armour never enters (5.13.2)', () => {
    const road = start('the-swamp-road');
    const armoured = road.units.filter((x) => x.side === 'adventurers' && character(x.character).levels[0]!.armoured).map((x) => x.name);
    expect(armoured).toEqual([]);
    const board = dn.board('the-swamp-road');
    // Row 8 of the board from the Dark Island's eastern tunnel (AA8) to its beach (AF8): four hexes of water.
    const row = ['AB8', 'AC8', 'AD8', 'AE8'].map((l) => [...board.cells.values()].find((c) => labelOf(c.hex) === l)!.data.terrain);
    expect(row).toEqual(['water', 'water', 'water', 'water']);
    expect(TERRAIN.water.noArmour).toBe(true);
  });
});

/** A hex next to the marker, inside the same cell or on the same level, free of counters. */
function besideMarker(state: DnState, id: string, marker: Hex): string {
  const board = dn.board(id);
  const here = cellOf(id, marker)!;
  const cellArea = here.data.features.find((f: string) => /^cell-\d$/.test(f));
  const taken = new Set(state.units.flatMap((u) => hexesOf(u).map(labelOf)));
  const next = [...board.cells.values()].find(
    (c) =>
      distance(c.hex, marker) === 1 &&
      TERRAIN[c.data.terrain].mp !== null &&
      c.data.level === here.data.level &&
      !taken.has(labelOf(c.hex)) &&
      (!cellArea || c.data.features.includes(cellArea)),
  );
  if (!next) throw new Error(`nothing free beside ${labelOf(marker)}`);
  return labelOf(next.hex);
}

describe('each DN2 scenario can be won', () => {
  test.each([
    ['khuzun-in-the-jails', 'konrad', 'Konrad', 'Khuzun the prisoner', 'Konrad finds Khuzun.'],
    ['the-swamp-road', 'thrugg', 'Thrugg', 'the sun: the way up', 'Thrugg finds the way up to the sun.'],
  ])('%s: turning a decoy is nothing; turning the real marker wins at once', (id, unitId, name, face, reason) => {
    let state = phase(start(id), 'adventurers', 'movement');
    const real = state.secret.markers.find((m) => m.real)!;
    const decoy = state.secret.markers.find((m) => !m.real)!;
    const nearDecoy = besideMarker(state, id, decoy.hex);
    state = patch(state, unitId, { hex: nearDecoy });
    const first = must(dn, state, 'adventurers', 'move', { unit: name, to: labelOf(decoy.hex) });
    expect(first.text).toContain(`turns the ${id === 'the-swamp-road' ? 'Sun?' : 'Khuzun?'} in ${labelOf(decoy.hex)}: nothing beneath.`);
    expect(first.state.outcome).toBeNull();
    state = patch(phase(first.state, 'adventurers', 'movement'), unitId, { hex: besideMarker(first.state, id, real.hex) });
    const found = must(dn, state, 'adventurers', 'move', { unit: name, to: labelOf(real.hex) });
    expect(found.text).toContain(`${face}!`);
    expect(found.state.outcome).toEqual({ winners: ['adventurers'], reason });
  });

  test('the Krobs never win a find by turning their own markers: only their enemies turn them', () => {
    let state = phase(start('khuzun-in-the-jails'), 'krobs', 'movement');
    const real = state.secret.markers.find((m) => m.real)!;
    state = patch(state, 'hunter-1', { hex: besideMarker(state, 'khuzun-in-the-jails', real.hex) });
    const r = act(dn, state, 'krobs', 'move', { unit: 'Hunter 1', to: labelOf(real.hex) });
    expect(r.error).toBeUndefined();
    expect(r.state.outcome ?? null).toBeNull();
    expect(r.state.secret.markers.find((m) => m.real)!.flipped).toBe(false);
  });

  test("the Queen's Hatchery: Alkiram's death wins for the Adventurers; at nightfall she wins for the Krobs", () => {
    const state = start('the-queens-hatchery');
    const dead = must(dn, patch(phase(state, 'adventurers', 'movement'), 'alkiram', { dead: true }), 'adventurers', 'move', { unit: 'Konrad', to: 'D8' });
    expect(dead.state.outcome).toEqual({ winners: ['adventurers'], reason: 'Alkiram is dead.' });
    // DN2's game turn ends with Gharv interphase 2, after the Krobs' combat (2.12.2).
    const last = { ...phase(state, 'krobs', 'withdrawal'), turn: 12, playerTurn: 24 };
    expect(must(dn, last, 'krobs', 'done').state.outcome).toEqual({ winners: ['krobs'], reason: 'Queen Alkiram still lives when the twelfth turn ends.' });
  });

  test('nightfall in the Jails and on the Swamp Road: the Krobs win when the last turn ends', () => {
    // DN2's game turn ends with Gharv interphase 2, after the Krobs' combat (2.12.2).
    const jails = { ...phase(start('khuzun-in-the-jails'), 'krobs', 'withdrawal'), turn: 8, playerTurn: 16 };
    expect(must(dn, jails, 'krobs', 'done').state.outcome).toEqual({ winners: ['krobs'], reason: "Khuzun is still the Krobs' prisoner when the eighth turn ends." });
    const road = { ...phase(start('the-swamp-road'), 'krobs', 'withdrawal'), turn: 14, playerTurn: 28 };
    expect(must(dn, road, 'krobs', 'done').state.outcome?.winners).toEqual(['krobs']);
  });

  test('a find with no such markers in the scenario is refused when the module is built, in one line', () => {
    const maps = Object.fromEntries(readdirSync(join(ASSETS, 'maps', 'dragon-noir')).map((f) => [f.replace(/\.map$/, ''), readFileSync(join(ASSETS, 'maps', 'dragon-noir', f), 'utf8')]));
    const scenario = JSON.parse(readFileSync(join(ASSETS, 'scenarios', 'dragon-noir', 'khuzun-in-the-jails.json'), 'utf8'));
    delete scenario.markers;
    expect(() => createDragonNoir({ maps, scenarios: [JSON.stringify(scenario)] })).toThrow('Dragon Noir scenario khuzun-in-the-jails: find Khuzun: the scenario lays no khuzun markers.');
  });
});
