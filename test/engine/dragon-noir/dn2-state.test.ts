import { describe, expect, test } from 'vitest';
import { gameModule } from '../../../src/app/modules.ts';
import { SeededDice } from '../../../src/engine/core/dice.ts';
import { runOrder } from '../../../src/engine/core/orders.ts';
import { createDragonNoir, type DragonNoir } from '../../../src/engine/games/dragon-noir/index.ts';
import { DnStateSchema, type DnState } from '../../../src/engine/games/dragon-noir/state.ts';
import { labelOf } from '../../../src/engine/hex/labels.ts';
import { nextDnOrder, PhaseMemory } from '../../support/dn-player.ts';
import { mapText, OPEN_FIELD } from '../../support/dragon-noir.ts';

/**
 * What only DN2 has lives only in DN2 games: the Gharvs (4.5), the Dark Island's boat (2.34), the
 * deep-dungeon journeys (5.3), the spider webs (2.46) and the campaign's Strategic Plan (5.21).
 * A DN1 game's state, as stored and as `!state` prints it, has none of these fields.
 */

const DN2_KEYS = ['gharvs', 'boats', 'deep', 'webs', 'plan'];

const dn = gameModule('dragon-noir') as DragonNoir;
const start = (id: string): DnState => {
  const r = dn.setup({ scenarioId: id, options: {}, seats: dn.seats(id).map((s) => s.id) }, new SeededDice('dn2-state', 0));
  if (!r.ok) throw new Error(r.error);
  return r.value;
};
const dn2Keys = (state: object) => Object.keys(state).filter((k) => DN2_KEYS.includes(k));
/** As the store keeps it and reads it back. */
const stored = (state: unknown): DnState => DnStateSchema.parse(JSON.parse(JSON.stringify(state)));

const volumeOne = dn.scenarios.filter((s) => dn.scenario(s.id).volume === 1).map((s) => s.id);
const volumeTwo = dn.scenarios.filter((s) => dn.scenario(s.id).volume === 2).map((s) => s.id);

describe('a DN1 game', () => {
  test('sets up without any DN2 field, and is read back from the store without one', () => {
    expect(volumeOne).toEqual(['breakout-from-the-arena', 'sorcerers-duel', 'the-dwarves-hoard', 'the-ford-at-dusk', 'the-ford', 'the-mill-at-dawn', 'the-watermill-ambush']);
    for (const id of volumeOne) {
      expect(dn2Keys(start(id)), id).toEqual([]);
      expect(dn2Keys(stored(start(id))), id).toEqual([]);
    }
  });

  test('gains none in a whole game turn of fire, movement and combat on both sides (The Sorcerers\' Duel)', () => {
    let state = start('sorcerers-duel');
    const dice = new SeededDice('dn2-state-turn', 1);
    const memory = new Map(state.sides.map((s) => [s.id, new PhaseMemory()]));
    const given = new Set<string>();
    for (let step = 0; step < 400 && state.turn === 1 && !state.outcome; step++) {
      const phase = dn.phase(state);
      const seat = phase.decision?.seat ?? phase.active[0]!;
      const order = nextDnOrder(dn, state, seat, 'K8', memory.get(seat)!);
      const r = runOrder<DnState>(dn, state, { seat, ...order }, dice);
      if (!r.ok) throw new Error(`${seat} ${order.verb}: ${r.error}`);
      state = r.value.state;
      given.add(order.verb);
      expect(dn2Keys(state), `after ${seat} ${order.verb} ${JSON.stringify(order.options)}`).toEqual([]);
    }
    // Both player-turns were played through, and the second game turn has begun.
    expect(state.turn).toBe(2);
    expect([...given].sort()).toEqual(['advance', 'attack', 'done', 'fire', 'move', 'retreat']);
    expect(dn2Keys(stored(state))).toEqual([]);
  });

  test('stored before this change, with DN2\'s fields empty, still reads, plays, and sheds them', () => {
    const now = start('the-ford');
    const old = { ...JSON.parse(JSON.stringify(now)), gharvs: { roster: [], queue: [] }, boats: [], deep: { journeys: [], pending: null }, plan: null, webs: [] };
    const read = stored(old);
    expect(dn2Keys(read)).toEqual([]);
    expect(read).toEqual(stored(now));
    // It plays as a game set up today does: the same order gives the same state.
    const seat = dn.phase(read).active[0]!;
    const move = { seat, verb: 'move', options: { unit: 'Black Fox', to: 'K8' } };
    const fromOld = runOrder<DnState>(dn, read, move, new SeededDice('old', 0));
    const fromNew = runOrder<DnState>(dn, now, move, new SeededDice('old', 0));
    expect(fromOld.ok).toBe(true);
    expect(fromOld).toEqual(fromNew);
    expect(fromOld.ok && dn2Keys(fromOld.value.state)).toEqual([]);
  });

  test('stored with something in a DN2 field keeps it rather than lose it', () => {
    const torn = { ...JSON.parse(JSON.stringify(start('the-ford'))), webs: [{ hex: { q: 3, r: 2 }, torn: true }], boats: [] };
    const read = stored(torn);
    expect(dn2Keys(read)).toEqual(['webs']);
    expect(read.webs!.map((w) => [labelOf(w.hex), w.torn])).toEqual([['D4', true]]);
  });
});

describe('a DN2 game', () => {
  test('has every DN2 field from its set-up, and keeps them through the store', () => {
    expect(volumeTwo.length).toBe(8);
    for (const id of volumeTwo) {
      expect(dn2Keys(start(id)).sort(), id).toEqual([...DN2_KEYS].sort());
      expect(dn2Keys(stored(start(id))).sort(), id).toEqual([...DN2_KEYS].sort());
    }
    // What each holds at the start: the rolled boat of the Dark Island, the Pit's two Gharvs, the scenario's webs.
    const road = start('the-drowned-road');
    expect(road.boats).toHaveLength(1);
    expect(road.gharvs!.roster.map((g) => g.imprisoned)).toEqual([true, true]);
    expect(road.deep).toEqual({ journeys: [], pending: null });
    expect(road.plan).toBeNull();
    expect(start('the-krobs-nest').webs!.map((w) => labelOf(w.hex))).toEqual(['H6', 'H8', 'H10', 'G4']);
    expect(start('the-kingdom-of-alkiram').plan).toMatchObject({ side: 'krobs', area: 'dwarves-cave' });
  });

  test('stored before one of its fields existed gets it empty as it is read', () => {
    const { webs: _webs, deep: _deep, ...older } = JSON.parse(JSON.stringify(start('the-swamp-road'))) as DnState;
    const read = stored(older);
    expect(read.webs).toEqual([]);
    expect(read.deep).toEqual({ journeys: [], pending: null });
  });
});

describe('a DN1 scenario that asks for what only DN2 has is refused as it loads', () => {
  const build = (extra: Record<string, unknown>) => {
    const scenario = {
      id: 'bad',
      title: 'Bad',
      volume: 1,
      summary: 'A mistake.',
      board: { id: 'test', name: 'Test', maps: [{ map: 'test', col: 0, row: 0 }] },
      sides: [
        { id: 'orks', label: 'Orks', setup: [{ character: 'black-fox', hex: 'B2' }] },
        { id: 'rebels', label: 'Rebels', setup: [{ character: 'rix', hex: 'F5' }] },
      ],
      turns: 4,
      victory: [{ kind: 'eliminate' }],
      ...extra,
    };
    return () => createDragonNoir({ maps: { test: mapText(OPEN_FIELD) }, scenarios: [JSON.stringify(scenario)] });
  };

  test.each([
    [{ webs: ['D4'] }, "webs: spider webs are the Krobs' (2.46), in DN2; this is a DN1 scenario"],
    [{ boat: 2 }, "boat: the boat is the Dark Island's (2.34), in DN2; this is a DN1 scenario"],
    [{ pitGharvs: ['B3', 'C3'] }, 'pitGharvs: the Gharvs rise (5.3), in DN2; this is a DN1 scenario'],
    [{ deepDungeons: { entranceOne: true } }, 'deepDungeons: the deep dungeons are (5.3), in DN2; this is a DN1 scenario'],
    [{ plan: { side: 'orks', area: 'dwarves-cave' } }, "plan: the Strategic Plan is the campaign's (5.21), in DN2; this is a DN1 scenario"],
  ])('%o', (extra, message) => {
    expect(build(extra)).toThrow(`Dragon Noir scenario: ${message}`);
  });

  test('the same scenario as DN2 loads', () => {
    expect(build({ volume: 2, webs: ['D4'] })).not.toThrow();
  });
});
