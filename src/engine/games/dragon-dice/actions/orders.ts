import type { OrderHint } from '../../../core/module.ts';
import { orderFor } from '../../../core/order-def.ts';
import { option } from '../../../core/options.ts';
import { ok } from '../../../core/result.ts';
import type { DiceBook } from '../dice/read.ts';
import { armyUnits, type DdState } from '../state.ts';
import { actionDefault, answerCasualties, answerCounterAttack, answerMove, waitingOn } from './answers.ts';
import { movePlaces } from './moves.ts';
import { terrainName } from './names.ts';
import { candidates } from './casualties.ts';

/**
 * The orders that answer a melee's or missile's choices: `casualties` (the units that die for the
 * damage waiting) and `counter-attack` (yes or no, the target of a melee). Both are answers: given
 * only while the attack waits on that seat.
 */
export function attackOrders(book: DiceBook) {
  const order = orderFor<DdState>();

  const casualties = order({
    verb: 'casualties',
    kind: 'answer',
    group: 'actions',
    description: 'Choose the units that die for the damage your army (or your target) takes, by health',
    options: { units: option.units('The units that die, by name or id, separated by commas', 'which units') },
    line: 'units:{units}',
    legal: (state, seat) => {
      const waiting = waitingOn(state);
      if (!waiting || waiting.seat !== seat || waiting.step.step !== 'casualties') return [];
      const hints: OrderHint[] = [];
      const fallback = actionDefault(book, state);
      if (fallback?.order.verb === 'casualties' && fallback.order.units.length) hints.push({ verb: 'casualties', options: { units: fallback.order.units.join(',') }, label: `The default: ${fallback.order.units.join(', ')}` });
      for (const u of candidates(book, armyUnits(state, waiting.step.army))) hints.push({ verb: 'casualties', options: { units: u.id }, label: `${u.name}, health ${u.health}` });
      return hints;
    },
    apply: (state, seat, o, dice) => {
      const answered = answerCasualties(book, state, seat, o.units, dice);
      return answered.ok ? ok({ ...answered.value, checkpoints: [] }) : answered;
    },
  });

  const counterAttack = order({
    verb: 'counter-attack',
    kind: 'answer',
    group: 'actions',
    description: 'Counter-attack the army that made a melee attack on yours, or not',
    options: { answer: option.yesNo('Yes to counter-attack, no to let it be') },
    line: '{answer}',
    legal: (state, seat) => {
      const waiting = waitingOn(state);
      if (!waiting || waiting.seat !== seat || waiting.step.step !== 'counter-attack') return [];
      return [
        { verb: 'counter-attack', options: { answer: 'yes' }, label: 'Counter-attack' },
        { verb: 'counter-attack', options: { answer: 'no' }, label: 'Do not counter-attack' },
      ];
    },
    apply: (state, seat, o, dice) => {
      const answered = answerCounterAttack(book, state, seat, o.answer, dice);
      return answered.ok ? ok({ ...answered.value, checkpoints: [] }) : answered;
    },
  });

  const move = order({
    verb: 'move',
    kind: 'answer',
    group: 'actions',
    description: 'Move the unit a Teleport, Vanish, Firewalking or Ferry lets go, or let it stay',
    options: {
      to: option.name('Where it goes: a terrain where you have an army (home-p1, frontier…), reserve, or stay', 'where to'),
      units: option.units('Ferry only: the units it takes, up to its health-worth (by default the Ferry unit itself)', 'which units', { optional: true }),
    },
    line: 'to:{to} units:{units}',
    legal: (state, seat) => {
      const waiting = waitingOn(state);
      if (!waiting || waiting.seat !== seat || waiting.step.step !== 'move') return [];
      return [...movePlaces(book, state, waiting.step), 'stay'].map((to) => ({ verb: 'move', options: { to }, label: to === 'stay' ? 'Stay' : to === 'reserve' ? 'To the reserves' : `To ${terrainName(book, state, to)}` }));
    },
    apply: (state, seat, o, dice) => {
      const answered = answerMove(book, state, seat, o.to, o.units ?? [], dice);
      return answered.ok ? ok({ ...answered.value, checkpoints: [] }) : answered;
    },
  });

  return [casualties, counterAttack, move] as const;
}
