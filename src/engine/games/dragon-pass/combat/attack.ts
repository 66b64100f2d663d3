import type { Dice } from '../../../core/dice.ts';
import type { OrderHint } from '../../../core/module.ts';
import { orderFor } from '../../../core/order-def.ts';
import { option } from '../../../core/options.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import { distance } from '../../../hex/hex.ts';
import type { PassBook } from '../book.ts';
import { enemyOf, isSide, sideOf, stacks } from '../pieces.ts';
import { COMBAT_STEPS, type CombatStep, type DpState, type SideSeat } from '../state.ts';
import { cannotAttack, reachOf } from './attackers.ts';
import { magicAttack } from './magic.ts';
import { meleeAttack } from './melee.ts';
import { missileAttack } from './missile.ts';
import type { Fought } from './record.ts';
import { SIDE_SHORT } from '../words.ts';

/** Each step's attack, by its phase key. */
const STEP: Record<CombatStep, (book: PassBook, state: DpState, side: SideSeat, ids: readonly string[], at: string, dice: Dice) => Result<Fought>> = {
  magic: magicAttack,
  missile: missileAttack,
  melee: meleeAttack,
};

const isStep = (phase: string): phase is CombatStep => (COMBAT_STEPS as readonly string[]).includes(phase);

/**
 * The one order of combat: `attack` an enemy hex `with` units (their ids, or a hex for its whole
 * stack), in the step under way: magic, missile fire or melee (GAPS A1 5). Made in a function of
 * the book, which the rules read besides the state.
 */
export function attackOrder(book: PassBook) {
  const order = orderFor<DpState>();
  return order({
    verb: 'attack',
    group: 'combat',
    description: 'Attack an enemy hex with your units in this combat step: magic, missile fire or melee',
    options: {
      with: option.units('The attacking units by id (lunar-magicians-1), or a hex for its stack, separated by commas', 'attacks'),
      at: option.hex('The enemy hex attacked', 'to attack'),
    },
    line: '{with} at {at}',
    phases: [...COMBAT_STEPS],
    outOfPhase: (state) => `Attacks are made in the combat phase's magic, missile and melee steps; it is the ${state.turn.phase} phase.`,
    legal: (state, seat, chosen) => attackHints(book, state, seat, chosen),
    apply: (state, seat, o, dice) => {
      if (!isSide(seat) || state.turn.side !== seat) return err(`It is ${state.turn.side ? SIDE_SHORT[state.turn.side] : 'nobody'}'s combat; ${isSide(seat) ? SIDE_SHORT[seat] : seat} attacks in its own player-turn.`);
      const step = state.turn.phase;
      if (!isStep(step)) return err(`Attacks are made in the combat phase's magic, missile and melee steps; it is the ${step} phase.`);
      const fought = STEP[step](book, state, seat, o.with, o.at, dice);
      if (!fought.ok) return fought;
      return ok({ state: fought.value.state, events: fought.value.events, checkpoints: [] });
    },
  });
}

/** The stacks that may attack in this step, each with every enemy hex in its reach (narrowed by the `with` hex and the `at` hex when chosen). */
export function attackHints(book: PassBook, state: DpState, seat: string, chosen: Record<string, string> = {}): OrderHint[] {
  const step = state.turn.phase;
  if (!isSide(seat) || state.turn.side !== seat || !isStep(step)) return [];
  const all = stacks(state);
  const reach = reachOf(book, step);
  const hints: OrderHint[] = [];
  for (const [from, here] of all) {
    if (chosen.with && book.map.parse(chosen.with) && chosen.with.toUpperCase() !== from.toUpperCase()) continue;
    const able = here.filter((p) => cannotAttack(book, state, seat, p, step) === null);
    if (!able.length) continue;
    const origin = book.map.parse(from)!;
    for (const [at, there] of all) {
      if (!there.some((p) => sideOf(p) === enemyOf(seat))) continue;
      if (chosen.at && chosen.at.toUpperCase() !== at.toUpperCase()) continue;
      if (distance(origin, book.map.parse(at)!) > reach) continue;
      hints.push({ verb: 'attack', options: { with: from, at }, label: `${step}: ${able.length} unit${able.length === 1 ? '' : 's'} in ${from} at ${at}` });
    }
  }
  return hints;
}
