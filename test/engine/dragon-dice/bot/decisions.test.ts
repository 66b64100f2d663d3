import { describe, expect, test } from 'vitest';
import { SeededDice } from '../../../../src/engine/core/dice.ts';
import { unwrap } from '../../../../src/engine/core/result.ts';
import { openSealed, waitingFor } from '../../../../src/engine/core/sealed.ts';
import { botOrders } from '../../../../src/engine/games/dragon-dice/bot/choose.ts';
import { dieExpects } from '../../../../src/engine/games/dragon-dice/bot/value.ts';
import { startDragonAttacks } from '../../../../src/engine/games/dragon-dice/dragons/start.ts';
import type { DdState } from '../../../../src/engine/games/dragon-dice/state.ts';
import { book, game, placed } from '../flow/fixtures.ts';

/** A march under way at `at`: the army marching, at the step named. */
function marching(state: DdState, at: string, step: 'counter' | 'direction' | 'action'): DdState {
  const counter = step === 'counter' ? openSealed('counter-maneuver', state.players.filter((p) => p !== state.turn!.player)) : null;
  return { ...state, turn: { ...state.turn!, marched: [at], march: { army: { owner: state.turn!.player, at }, step, counter } } };
}

const maneuvers = (dice: string[]) => dice.reduce((n, d) => n + dieExpects(book.units.get(d)!, 'maneuver'), 0);

describe("the bot's choices, each by the rule it follows (bot/choose.ts)", () => {
  test('it maneuvers the army nearest a capture: at the seventh face before the third', () => {
    const state = placed(['p1', 'p2'], { p1: { 'home-p1': ['dwarf-footman'], frontier: ['dwarf-sergeant'] }, p2: { 'home-p2': ['goblin-thug'] } }, { 'home-p1': 3, frontier: 7 });
    expect(botOrders(book, state, 'p1')[0]).toEqual({ verb: 'march', army: 'frontier', maneuver: true });
  });

  test('it counter-maneuvers only when its army expects more maneuvers than the marcher (FAQ Turn E: a tie is the marcher\'s)', () => {
    const big = ['goblin-thug', 'goblin-cutthroat', 'goblin-marauder'];
    expect(maneuvers(big)).toBeGreaterThan(maneuvers(['dwarf-footman']));
    const weak = marching(placed(['p1', 'p2'], { p1: { frontier: big }, p2: { frontier: ['dwarf-footman'] } }), 'frontier', 'counter');
    expect(botOrders(book, weak, 'p2')[0]).toEqual({ verb: 'counter', answer: false });
    const strong = marching(placed(['p1', 'p2'], { p1: { frontier: ['dwarf-footman'] }, p2: { frontier: big } }), 'frontier', 'counter');
    expect(botOrders(book, strong, 'p2')[0]).toEqual({ verb: 'counter', answer: true });
  });

  test('it turns the die up where its army holds the majority of points, down where an opponent\'s does, down from the eighth face', () => {
    const mine = marching(placed(['p1', 'p2'], { p1: { frontier: ['dwarf-footman', 'dwarf-sergeant'] }, p2: { frontier: ['goblin-thug'] } }), 'frontier', 'direction');
    expect(botOrders(book, mine, 'p1')).toEqual([{ verb: 'turn', way: 'up' }]);
    const theirs = marching(placed(['p1', 'p2'], { p1: { frontier: ['dwarf-footman'] }, p2: { frontier: ['goblin-thug', 'goblin-cutthroat'] } }), 'frontier', 'direction');
    expect(botOrders(book, theirs, 'p1')).toEqual([{ verb: 'turn', way: 'down' }]);
    const held = marching(placed(['p1', 'p2'], { p1: { frontier: ['dwarf-footman'] }, p2: { 'home-p2': ['goblin-thug'] } }, { frontier: 8 }), 'frontier', 'direction');
    expect(botOrders(book, held, 'p1')).toEqual([{ verb: 'turn', way: 'down' }]);
  });

  test('it attacks the weakest enemy army there (by health)', () => {
    // Coastland faces: find one that allows melee.
    const faces = book.terrainTypes.get(book.terrains.get('coastland-tower')!.type)!.faces;
    const melee = faces.indexOf('melee') + 1;
    const state = marching(placed(['p1', 'p2', 'p3'], { p1: { frontier: ['dwarf-footman', 'dwarf-sergeant', 'dwarf-warlord'] }, p2: { frontier: ['goblin-cutthroat', 'goblin-marauder'] }, p3: { frontier: ['goblin-thug'] } }, { frontier: melee }), 'frontier', 'action');
    expect(botOrders(book, state, 'p1')[0]).toMatchObject({ verb: 'action', kind: 'melee', target: 'p3' });
  });

  test('it reinforces its home when an enemy army stands there, with all its reserves', () => {
    const state = { ...placed(['p1', 'p2'], { p1: { reserve: ['dwarf-footman', 'dwarf-sergeant'], frontier: ['dwarf-warlord'] }, p2: { 'home-p1': ['goblin-thug'] } }), turn: { round: 1, player: 'p1', step: 'reinforce' as const, marched: [], march: null } };
    expect(botOrders(book, state, 'p1')[0]).toEqual({ verb: 'reinforce', units: ['p1-dwarf-footman', 'p1-dwarf-sergeant'], to: 'home-p1' });
  });

  test('its dragons aim at the army of the player whose turn it is, and in its own turn at another dragon (1996: FAQ3 D)', () => {
    const base = placed(['p1', 'p2'], { p1: { frontier: ['dwarf-footman'] }, p2: { frontier: ['goblin-thug'] } });
    const state: DdState = {
      ...base,
      ruleset: '1996',
      turn: { ...base.turn!, step: 'dragons' },
      dragons: {
        'p1-red': { id: 'p1-red', die: 'red-drake', owner: 'p1', at: { kind: 'terrain', terrain: 'frontier' } },
        'p2-green': { id: 'p2-green', die: 'green-drake', owner: 'p2', at: { kind: 'terrain', terrain: 'frontier' } },
      },
    };
    const waiting = unwrap(startDragonAttacks(book, state, 'p1', new SeededDice('aim', 0))).state;
    expect(waiting.dragonAttack && waitingFor(waiting.dragonAttack.targets).sort()).toEqual(['p1', 'p2']);
    expect(botOrders(book, waiting, 'p1')[0]).toEqual({ verb: 'aim', at: 'p1-red=p2-green' });
    // Each owner answers in turn (the phase puts the question to one seat at a time).
    const aimed = unwrap(game.apply(waiting, 'p1', { verb: 'aim', at: 'p1-red=p2-green' }, new SeededDice('aim', 10))).state;
    expect(botOrders(book, aimed, 'p2')[0]).toEqual({ verb: 'aim', at: 'p2-green=army' });
  });

  test('casualties: the cheapest units its army can lose for the damage, so its rares live', () => {
    const base = placed(['p1', 'p2'], { p1: { frontier: ['goblin-marauder'] }, p2: { frontier: ['dwarf-footman', 'dwarf-sergeant', 'dwarf-warlord'] } });
    const state: DdState = {
      ...base,
      action: { kind: 'melee', attacker: { owner: 'p1', at: 'frontier' }, target: { owner: 'p2', at: 'frontier' }, counterAttack: false, hits: 3, carried: 0, queue: [{ step: 'casualties', chooser: 'p2', army: { owner: 'p2', at: 'frontier' }, damage: 3, to: 'dua', cause: 'the melee hits' }] },
    };
    // 3 damage kills 3 health-worth (SFR 29): the footman (1) and sergeant (2), not the warlord (3).
    const order = botOrders(book, state, 'p2')[0] as { verb: string; units: string[] };
    expect(order.verb).toBe('casualties');
    expect([...order.units].sort()).toEqual(['p2-dwarf-footman', 'p2-dwarf-sergeant']);
    expect(unwrap(game.apply(state, 'p2', order as never, new SeededDice('cas', 0))).state.units['p2-dwarf-warlord']!.at).toEqual({ kind: 'terrain', terrain: 'frontier' });
  });

  test('spells: damage on the enemy army first, then what the magic still pays on its own army; the cast order takes the list', () => {
    const base = placed(['p1', 'p2'], { p1: { frontier: ['dwarf-wizard'] }, p2: { frontier: ['goblin-thug'] } });
    // 4 air and 2 earth: Hailstorm (air, 2) twice on p2's army, then Stone Skin (earth, 2) on its own.
    const state: DdState = { ...base, action: { kind: 'magic', army: { owner: 'p1', at: 'frontier' }, magic: { air: 4, earth: 2 }, cantrip: 0, cantripElements: [] } as never };
    const order = botOrders(book, state, 'p1')[0] as { verb: string; spells: string };
    expect(order.verb).toBe('cast');
    expect(order.spells.split('; ')).toEqual(['hailstorm p2@frontier', 'hailstorm p2@frontier', 'stone-skin p1@frontier']);
    expect(game.apply(state, 'p1', order as never, new SeededDice('cast', 0)).ok).toBe(true);
  });

  test('it retreats an army under half the points of the enemy there, never its only army in the field', () => {
    const step = (s: DdState): DdState => ({ ...s, turn: { round: 1, player: 'p1', step: 'retreat', marched: [], march: null } });
    const two = step(placed(['p1', 'p2'], { p1: { frontier: ['dwarf-footman'], 'home-p1': ['dwarf-warlord'] }, p2: { frontier: ['goblin-marauder'] } }));
    expect(botOrders(book, two, 'p1')[0]).toEqual({ verb: 'retreat', units: ['p1-dwarf-footman'] });
    const alone = step(placed(['p1', 'p2'], { p1: { frontier: ['dwarf-footman'] }, p2: { frontier: ['goblin-marauder'] } }));
    expect(botOrders(book, alone, 'p1')).toEqual([{ verb: 'done' }]);
  });

  test('it reads no sealed choice: its counter-maneuver is the same whatever another opponent has sealed', () => {
    const base = marching(placed(['p1', 'p2', 'p3'], { p1: { frontier: ['dwarf-footman'] }, p2: { frontier: ['goblin-marauder'] }, p3: { frontier: ['goblin-thug'] } }), 'frontier', 'counter');
    const sealedBy = (answer: boolean): DdState => ({ ...base, turn: { ...base.turn!, march: { ...base.turn!.march!, counter: { ...base.turn!.march!.counter!, choices: { p3: answer } } } } });
    expect(botOrders(book, sealedBy(true), 'p2')).toEqual(botOrders(book, sealedBy(false), 'p2'));
  });
});
