import { describe, expect, it } from 'vitest';
import { hexKey } from '../../../../../src/engine/hex/hex.ts';
import type { DogState } from '../../../../../src/engine/games/dragons-of-glory/state.ts';
import { dragonsOfGlory } from '../../assets.ts';
import { act, dice, game, Log, newGame, refusal, withDeck } from './fixture.ts';

/** The Highlords' movement on turn 1, their stacks where the scenario sets them. */
function highlordMovement(): DogState {
  const s = withDeck(newGame(), { highlord: [], whitestone: [] }, []);
  return { ...s, phase: 'movement', acting: 'highlord', pl: { ...s.pl!, slot: 1, done: { highlord: ['cards'], whitestone: [] } } };
}

/** A hex the stack at `from` can reach inside a neutral nation, with that nation. */
function neutralTarget(state: DogState, seat: 'highlord' | 'whitestone', knight?: boolean): { from: string; to: string; nation: string } | undefined {
  const { world } = dragonsOfGlory();
  for (const hint of game().legalOrders(state, seat, { verb: 'move' })) {
    for (const to of game().legalOrders(state, seat, { verb: 'move', options: { units: hint.options.units! } })) {
      const hex = world.map.parse(to.options.to!)!;
      const nation = world.map.hexes.get(hexKey(hex))?.nation;
      const info = nation ? world.nations.get(nation) : undefined;
      if (!nation || !info || state.nations[nation]?.allegiance !== 'neutral') continue;
      if (knight !== undefined && info.knight !== knight) continue;
      return { from: hint.options.units!, to: to.options.to!, nation };
    }
  }
  return undefined;
}

describe('PL B.3 on the map: the Highlords move in, stop and declare; the rolls come when their movement ends', () => {
  it('a Highlord stack entering a neutral nation stops there and the nation waits in pl.invading; its movement\'s end rolls it', () => {
    const s = highlordMovement();
    const target = neutralTarget(s, 'highlord')!;
    expect(target).toBeDefined();
    const log = new Log();
    const d = dice();
    const moved = act(s, 'highlord', { verb: 'move', units: [target.from], to: target.to }, d, log);
    expect(moved.pl!.invading).toEqual([target.nation]);
    expect(moved.nations[target.nation]!.allegiance).toBe('neutral');
    expect(log.public.some((t) => /declare an invasion/.test(t))).toBe(true);
    const ended = act(moved, 'highlord', { verb: 'done' }, d, log);
    expect(ended.pl!.invading).toEqual([]);
    expect(ended.nations[target.nation]!.allegiance).not.toBe('neutral');
  });

  it('an `invade` order rolls at once, and only for a nation declared', () => {
    const s = highlordMovement();
    const target = neutralTarget(s, 'highlord')!;
    const d = dice();
    const moved = act(s, 'highlord', { verb: 'move', units: [target.from], to: target.to }, d);
    expect(refusal(moved, 'highlord', { verb: 'invade', nation: 'palanthus' }, d)).toMatch(/no invasion of palanthus/);
    const rolled = act(moved, 'highlord', { verb: 'invade', nation: target.nation }, d);
    expect(rolled.pl!.invading).toEqual([]);
    expect(rolled.nations[target.nation]!.allegiance).not.toBe('neutral');
    expect(rolled.phase).toBe('movement');
  });
});

describe('PL B.3: the Whitestone\'s Diplomatic Coup on an invasion roll', () => {
  it('the Whitestone, asked and holding a card, answer before the roll; their Coup is played, and the movement then ends', () => {
    const s0 = highlordMovement();
    const s = { ...s0, pl: { ...s0.pl!, deck: { ...s0.pl!.deck, hands: { highlord: [], whitestone: ['diplomatic-coup', 'filler-01'] } } } };
    const target = neutralTarget(s, 'highlord', false)!;
    const d = dice();
    const moved = act(s, 'highlord', { verb: 'move', units: [target.from], to: target.to }, d);
    const asked = act(moved, 'highlord', { verb: 'done' }, d);
    expect(asked.phase).toBe('movement');
    expect(game().phase(asked)).toMatchObject({ active: ['whitestone'], decision: { seat: 'whitestone', verb: 'react' } });
    expect(game().defaultOrders(asked, 'whitestone')).toEqual([{ verb: 'react', card: 'pass' }]);
    expect(refusal(asked, 'highlord', { verb: 'done' }, d)).toMatch(/wait for its answer/);
    expect(refusal(asked, 'whitestone', { verb: 'react', card: 'filler-01' }, d)).toMatch(/no Diplomatic Coup/);
    const log = new Log();
    const answered = act(asked, 'whitestone', { verb: 'react', card: 'diplomatic-coup' }, d, log);
    expect(answered.pl!.question).toBeNull();
    expect(answered.pl!.deck.discard).toContain('diplomatic-coup');
    expect(answered.nations[target.nation]!.allegiance).not.toBe('neutral');
    expect(['taunt', 'combat']).toContain(answered.phase);
    expect(log.public.some((t) => /plays Diplomatic Coup on its invasion roll \(\+2\)/.test(t))).toBe(true);
  });
});

describe('FACTS §1.3 on the map: the Whitestone and the neutral nations under the cards', () => {
  /** A Whitestone army of `nation` (now at war on their side) standing at each of its hexes in turn, until `found` says yes. */
  function whitestoneBeside(nation: string, found: (s: DogState, from: string) => boolean): DogState | undefined {
    const { world } = dragonsOfGlory();
    const army = [...world.counters.values()].find((c) => c.nation === nation && c.kind === 'infantry')!;
    const base = withDeck(newGame(), { highlord: [], whitestone: [] }, []);
    for (const hex of world.map.nations.get(nation) ?? []) {
      const s: DogState = {
        ...base,
        phase: 'movement',
        acting: 'whitestone',
        nations: { ...base.nations, [nation]: { allegiance: 'whitestone', conquered: false } },
        units: { ...base.units, [army.id]: { id: army.id, at: hex, depleted: false } },
        pl: { ...base.pl!, slot: 2, done: { highlord: [], whitestone: ['cards'] } },
      };
      if (found(s, world.map.label(hex))) return s;
    }
    return undefined;
  }

  it('a knight nation entered by the Whitestone joins them on contact; any other neutral nation is closed to them', () => {
    const { world } = dragonsOfGlory();
    const reach = (s: DogState, from: string, knight: boolean) =>
      game()
        .legalOrders(s, 'whitestone', { verb: 'move', options: { units: from } })
        .map((h) => h.options.to!)
        .find((to) => {
          const n = world.map.hexes.get(hexKey(world.map.parse(to)!))?.nation;
          return !!n && s.nations[n]?.allegiance === 'neutral' && world.nations.get(n)?.knight === knight;
        });
    let target: string | undefined;
    const s = whitestoneBeside('palanthus', (x, from) => !!(target = reach(x, from, true)))!;
    expect(s).toBeDefined();
    const knight = world.map.hexes.get(hexKey(world.map.parse(target!)!))!.nation!;
    const from = world.map.label(Object.values(s.units).find((u) => u.at && specNation(u.id) === 'palanthus')!.at!);
    const moved = act(s, 'whitestone', { verb: 'move', units: [from], to: target! }, dice());
    expect(moved.nations[knight]!.allegiance).toBe('whitestone');

    let closed: string | undefined;
    const t = whitestoneBeside('palanthus', (x, f) => !!(closed = reach(x, f, false)))!;
    const tFrom = world.map.label(Object.values(t.units).find((u) => u.at && specNation(u.id) === 'palanthus')!.at!);
    expect(refusal(t, 'whitestone', { verb: 'move', units: [tFrom], to: closed! }, dice())).toMatch(/may not enter a neutral nation, except a knight nation/);
  });
});

function specNation(id: string): string {
  return dragonsOfGlory().world.counters.get(id)!.nation;
}
