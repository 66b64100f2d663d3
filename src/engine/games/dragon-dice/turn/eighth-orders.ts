import { option } from '../../../core/options.ts';
import { orderFor } from '../../../core/order-def.ts';
import { ok, type Result } from '../../../core/result.ts';
import type { Applied, OrderHint } from '../../../core/module.ts';
import type { DiceBook } from '../dice/read.ts';
import type { DdState } from '../state.ts';
import type { Stepped } from '../stepped.ts';
import { playerName } from '../words.ts';
import { answerBurial, answerCity, answerTemple, cityChoices, eighthAsk, templeVictims } from './eighth.ts';

/**
 * The eighth-face phase's answers (v4; SFR 11 phase 2, SFR 15), each the answer to the one question
 * the phase puts (`turn.eighth`): a City's recruit or promotion, a Temple's player named, and that
 * player's burial.
 */
const order = orderFor<DdState>();

const applied = (r: Result<Stepped>): Result<Applied<DdState>> => (r.ok ? ok({ state: r.value.state, events: r.value.events, checkpoints: [] }) : r);
const askedOf = (state: DdState, seat: string, kind: 'city' | 'temple' | 'burial') => {
  const now = eighthAsk(state);
  return now && now.seat === seat && now.ask.kind === kind ? now.ask : null;
};

export function eighthOrders(book: DiceBook) {
  const city = order({
    verb: 'city',
    description: 'Your held City: promote a unit of its army, recruit a 1-health unit from your DUA, or none',
    kind: 'answer',
    group: 'eighth-face',
    options: {
      way: option.choice('Promote, recruit, or none', ['promote', 'recruit', 'none'], 'the City promotes, recruits, or none.'),
      unit: option.name('The unit promoted (in the army) or recruited (from your DUA), by id or die', 'which unit', { optional: true }),
      into: option.name('The DUA unit the promoted one becomes (else the first that fits)', 'into which unit', { optional: true }),
    },
    line: '{way} {unit} {into}',
    legal: (state, seat) => {
      const ask = askedOf(state, seat, 'city');
      if (!ask) return [];
      const c = cityChoices(book, state, { owner: seat, at: ask.terrain });
      const name = (id: string) => book.units.get(state.units[id]?.die ?? '')?.name ?? id;
      const hints: OrderHint[] = [];
      for (const p of c.promotions) for (const into of p.into) hints.push({ verb: 'city', options: { way: 'promote', unit: p.unit.id, into: into.id }, label: `promote ${name(p.unit.id)} to ${name(into.id)}` });
      for (const r of c.recruits) hints.push({ verb: 'city', options: { way: 'recruit', unit: r.id }, label: `recruit ${name(r.id)}` });
      return [...hints, { verb: 'city', options: { way: 'none' }, label: 'neither' }];
    },
    apply: (state, seat, o, dice) => applied(answerCity(book, state, seat, o.way, o.unit, o.into, dice)),
  });

  const temple = order({
    verb: 'temple',
    description: 'Your held Temple: name another player, who buries a unit of his DUA (or none)',
    kind: 'answer',
    group: 'eighth-face',
    options: { player: option.name('The player who buries (p2…), or none', 'which player') },
    line: '{player}',
    legal: (state, seat) => (askedOf(state, seat, 'temple') ? [...templeVictims(state, seat).map((p) => ({ verb: 'temple', options: { player: p }, label: `${playerName(p)} buries a unit` })), { verb: 'temple', options: { player: 'none' }, label: 'nobody' }] : []),
    apply: (state, seat, o, dice) => applied(answerTemple(book, state, seat, o.player, dice)),
  });

  const buryOrder = order({
    verb: 'bury',
    description: 'A Temple made you bury a unit of your DUA: which one',
    kind: 'answer',
    group: 'eighth-face',
    options: { unit: option.name('The unit of your DUA, by id or die', 'which unit') },
    line: '{unit}',
    legal: (state, seat) =>
      askedOf(state, seat, 'burial')
        ? Object.values(state.units)
            .filter((u) => u.owner === seat && u.at.kind === 'dua')
            .map((u) => ({ verb: 'bury', options: { unit: u.id }, label: `bury ${book.units.get(u.die)?.name ?? u.die}` }))
        : [],
    apply: (state, seat, o, dice) => applied(answerBurial(book, state, seat, o.unit, dice)),
  });

  return [city, temple, buryOrder] as const;
}
