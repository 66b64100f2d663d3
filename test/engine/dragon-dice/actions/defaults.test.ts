import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../../src/engine/core/dice.ts';
import { orderSchemaOf } from '../../../../src/engine/core/order-def.ts';
import { unwrap } from '../../../../src/engine/core/result.ts';
import { actionDefault, actionOrders, meleeTargets, startMelee, startMissile } from '../../../../src/engine/games/dragon-dice/actions/start.ts';
import { DdStateSchema, type DdState } from '../../../../src/engine/games/dragon-dice/state.ts';
import { loadBook } from '../book.ts';
import { gameWith } from './fixture.ts';

/**
 * Whole attacks played by defaults alone (docs/adding-a-game.md: a property test applies every
 * seat's default at every step): random armies of the base races' dice, a melee or a missile, and
 * at each choice the default answer through the order's own schema. Every attack must end, every
 * default be legal, and only the two armies' units move, to the DUA, the BUA or the reserves.
 */
const book = loadBook();
const defs = actionOrders(book);
const schema = orderSchemaOf<{ verb: string } & Record<string, unknown>>(defs);
const BASE = ['dwarves', 'goblins', 'coral-elves', 'lava-elves'];
// Dice whose every icon the count knows (sais.json describes the base races' rares so far).
const DICE = [...book.units.values()].filter((d) => BASE.includes(d.species) && d.health <= 3 && d.faces.every((f) => ['id', 'melee', 'missile', 'magic', 'save', 'maneuver'].includes(f.icon) || book.sais.has(f.icon)));

/** A small seeded generator for the test's own choices (the engine's dice are `SeededDice`). */
function generator(seed: number) {
  let x = seed * 2654435761 + 1;
  return (n: number) => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x % n;
  };
}

function randomBattle(seed: number): DdState {
  const pick = generator(seed);
  const side = (owner: string) => Array.from({ length: 1 + pick(6) }, () => [owner, DICE[pick(DICE.length)]!.id, 't-front'] as [string, string, string]);
  return gameWith([...side('p1'), ...side('p2')]);
}

describe('attacks played by their defaults', () => {
  it('has dice to play with', () => {
    expect(DICE.length).toBeGreaterThan(40);
  });

  it('end every time, each default legal, only the two armies touched', () => {
    const answered = { casualties: 0, 'counter-attack': 0, move: 0 };
    for (let seed = 1; seed <= 150; seed++) {
      const before = randomBattle(seed);
      const dice = new SeededDice(`defaults-${seed}`, 0);
      const p1 = { owner: 'p1', at: 't-front' };
      const p2 = { owner: 'p2', at: 't-front' };
      expect(meleeTargets(before, p1)).toEqual([p2]);
      let state = unwrap((seed % 3 === 0 ? startMissile : startMelee)(book, before, p1, p2, dice)).state;
      let answers = 0;
      while (state.action) {
        const fallback = actionDefault(book, state);
        expect(fallback, `seed ${seed}: an action waits on nobody`).not.toBeNull();
        const def = defs.find((d) => d.verb === fallback!.order.verb)!;
        answered[fallback!.order.verb]++;
        const applied = def.apply!(state, fallback!.seat, schema.parse(fallback!.order), dice);
        expect(applied.ok ? '' : applied.error, `seed ${seed}`).toBe('');
        state = unwrap(applied).state;
        expect(++answers, `seed ${seed}: the attack does not end`).toBeLessThan(20);
      }
      DdStateSchema.parse(state);
      for (const [id, unit] of Object.entries(state.units)) {
        const was = before.units[id]!;
        if (JSON.stringify(unit.at) !== JSON.stringify(was.at)) expect(['dua', 'bua', 'reserve']).toContain(unit.at.kind);
      }
    }
    // The runs met both choices many times, not only attacks that play alone.
    expect(answered.casualties).toBeGreaterThan(20);
    expect(answered['counter-attack']).toBeGreaterThan(20);
  });
});
