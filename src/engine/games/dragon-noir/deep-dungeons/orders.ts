import { orderFor } from '../../../core/order-def.ts';
import { option } from '../../../core/options.ts';
import { ok } from '../../../core/result.ts';
import { character } from '../options.ts';
import { applied, type DnRules } from '../rules.ts';
import type { DnState } from '../state.ts';
import type { DnView } from '../view.ts';
import { descend, emerge, writeNote } from './journey.ts';
import { verifyJourney } from './verify.ts';

/**
 * The deep dungeons (5.3, DN2).
 * - `/descend unit:` takes a Dwarf, Goblin or dog down at the entrance he stands on; his player is
 *   then asked by DM for the secret note, `/note exit: turn:` (or gives the whole order at once by
 *   DM: `/descend unit: exit: turn:`).
 * - `/emerge unit:` brings up a traveller whose turn has come but whose exit was taken.
 * - `/verify unit:` asks whether a traveller's note is legal, without learning it.
 */

/** The entrances of the deep dungeons are numbered 1 to 6 (5.3). */
const EXITS = { min: 1, max: 6 };
const turn = (description: string) => option.integer(description, 'turn', { min: 1 }, { optional: true });

export function deepDungeonOrders(rules: DnRules) {
  const order = orderFor<DnState, DnView>();

  const goDown = order({
    verb: 'descend',
    group: 'deep',
    description: 'Go down into the deep dungeons (Dwarves, Goblins, dogs); the note is asked by DM',
    options: {
      unit: character('The character on the entrance', 'goes down'),
      exit: option.integer('Only by DM: the entrance he comes up by, 1 to 6', 'exit', EXITS, { optional: true }),
      turn: turn('Only by DM: the game turn he comes up (default: the earliest)'),
    },
    legal: rules.legal('descend'),
    apply: (state, seat, o) => applied(descend(rules.table(state), seat, { unit: o.unit, exit: o.exit, turn: o.turn })),
  });

  const note = order({
    verb: 'note',
    group: 'deep',
    description: 'By DM: the secret note of one who went down, the exit and the game turn he comes up (5.3)',
    options: {
      exit: option.integer('The entrance he comes up by, 1 to 6', 'exit', EXITS),
      turn: turn('The game turn he comes up (default: the earliest, 3 turns a leg)'),
    },
    legal: rules.legal('note'),
    apply: (state, seat, o) => applied(writeNote(rules.table(state), seat, o.exit, o.turn)),
  });

  const comeUp = order({
    verb: 'emerge',
    group: 'deep',
    description: 'Bring up a traveller whose turn has come, once his exit is free',
    options: { unit: character('The traveller', 'comes up') },
    legal: rules.legal('emerge'),
    apply: (state, seat, o) => applied(emerge(rules.table(state), seat, o.unit)),
  });

  const verify = order({
    verb: 'verify',
    group: 'deep',
    kind: 'query',
    description: "Check that a traveller's secret note is legal, without seeing it (5.3)",
    options: { unit: option.text('The traveller', 'which character has his note checked') },
    answer: (state, seat, o) => {
      const answer = verifyJourney(rules.table(state), o.unit);
      return answer.ok ? ok({ text: answer.value, view: rules.view(state, seat) }) : answer;
    },
  });

  return [goDown, note, comeUp, verify] as const;
}
