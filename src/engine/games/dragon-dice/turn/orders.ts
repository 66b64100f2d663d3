import { option } from '../../../core/options.ts';
import { mayMove } from '../holds.ts';
import { orderFor } from '../../../core/order-def.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import type { Applied, OrderHint } from '../../../core/module.ts';
import type { ArmyRef } from '../army.ts';
import type { DiceBook } from '../dice/read.ts';
import type { DdState } from '../state.ts';
import type { Stepped } from '../stepped.ts';
import { meleeTargets, missileTargets } from '../actions/targets.ts';
import { armiesAt } from '../setup/place.ts';
import { playerName, terrainName } from '../words.ts';
import { advance, fieldUnits, marchable, reserveUnits } from './flow.ts';
import { ACTION_KINDS, actionsAllowed, beginMarch, sealCounter, takeAction, turnDie } from './march.ts';
import { reinforce, retreat } from './reserves.ts';
import { eighthOrders } from './eighth-orders.ts';

/**
 * The turn's orders (SFR 11; FAQ Turn A-F): march an army (maneuvering or not), counter-maneuver
 * in secret, turn the terrain die, take the action, reinforce, retreat, and `done` to pass a
 * march or end a reserves step.
 */
const order = orderFor<DdState>();

const applied = (r: Result<Stepped>): Result<Applied<DdState>> => (r.ok ? ok({ state: r.value.state, events: r.value.events, checkpoints: [] }) : r);
const isPlayer = (state: DdState, seat: string) => state.turn?.player === seat;

export function turnOrders(book: DiceBook) {
  const march = order({
    verb: 'march',
    description: 'March an army that has not marched this turn: maneuver first (yes) or not (no)',
    options: {
      army: option.name('The army: the terrain it stands at (home-p1, frontier…) or reserve', 'which army'),
      maneuver: option.yesNo('Maneuver first (the opponents there may counter-maneuver)'),
    },
    line: '{army} {maneuver}',
    group: 'march',
    phases: ['march'],
    legal: (state, seat) => (isPlayer(state, seat) ? marchable(state, seat).flatMap((a) => (a === 'reserve' ? ['no'] : ['yes', 'no']).map((m) => ({ verb: 'march', options: { army: a, maneuver: m }, label: `${terrainName(state, a)}, ${m === 'yes' ? 'maneuvering' : 'without a maneuver'}` }))) : []),
    apply: (state, seat, o) => applied(beginMarch(state, seat, o.army.trim().toLowerCase(), o.maneuver)),
  });

  const counter = order({
    verb: 'counter',
    description: 'Counter-maneuver against the march at your terrain, in secret (yes or no)',
    options: { answer: option.yesNo('Counter-maneuver (yes) or not (no)') },
    line: '{answer}',
    group: 'march',
    phases: ['counter'],
    legal: (state, seat) => (state.turn?.march?.counter?.seats.includes(seat) ? ['yes', 'no'].map((a) => ({ verb: 'counter', options: { answer: a }, label: a === 'yes' ? 'counter-maneuver' : 'do not counter' })) : []),
    apply: (state, seat, o, dice) => applied(sealCounter(book, state, seat, o.answer, dice)),
  });

  const turn = order({
    verb: 'turn',
    description: 'Turn the terrain die one face after a maneuver that succeeded: up (nearer) or down',
    options: { way: option.choice('Up (toward the eighth face) or down', ['up', 'down'], 'turn the die up or down.') },
    line: '{way}',
    group: 'march',
    phases: ['direction'],
    legal: (state, seat) => {
      if (!isPlayer(state, seat)) return [];
      const face = state.terrains.find((t) => t.id === state.turn?.march?.army.at)?.face ?? 1;
      return (['up', 'down'] as const).filter((w) => (w === 'up' ? face < 8 : face > 1)).map((w) => ({ verb: 'turn', options: { way: w }, label: `${w}, to face ${w === 'up' ? face + 1 : face - 1}` }));
    },
    apply: (state, seat, o) => applied(turnDie(state, seat, o.way)),
  });

  const action = order({
    verb: 'action',
    description: 'The marching army\'s action: what the terrain\'s face allows, or none',
    options: {
      kind: option.choice('Melee, missile, magic, or none', ACTION_KINDS, `the action is one of ${ACTION_KINDS.join(', ')}.`),
      target: option.name('The player whose army you attack (melee, missile)', 'whose army', { optional: true }),
      at: option.name('Where that army stands (missile; melee is at your own terrain)', 'which terrain', { optional: true }),
    },
    line: '{kind} {target} {at}',
    group: 'march',
    phases: ['action'],
    legal: (state, seat) => {
      const army = state.turn?.march?.army;
      if (!army || !isPlayer(state, seat)) return [];
      const hints: OrderHint[] = [{ verb: 'action', options: { kind: 'none' }, label: 'no action' }];
      for (const kind of actionsAllowed(book, state, army)) {
        if (kind === 'magic') hints.push({ verb: 'action', options: { kind }, label: 'a magic action' });
        // The targets the actions' rules allow (actions/targets.ts: melee at the same terrain; missile not from a home at another home).
        if (kind === 'melee') for (const t of meleeTargets(state, army)) hints.push({ verb: 'action', options: { kind, target: t.owner }, label: `melee ${playerName(t.owner)}'s army here` });
        if (kind === 'missile') for (const t of missileTargets(state, army, book)) hints.push({ verb: 'action', options: { kind, target: t.owner, at: String(t.at) }, label: `shoot at ${playerName(t.owner)}'s army at ${terrainName(state, String(t.at))}` });
      }
      return hints;
    },
    apply: (state, seat, o, dice) => {
      const army = state.turn!.march!.army;
      let target: ArmyRef | null = null;
      if (o.kind === 'melee' || o.kind === 'missile') {
        const here = armiesAt(state, army.at).filter((p) => p !== seat);
        const owner = o.target?.trim().toLowerCase() ?? (o.kind === 'melee' && here.length === 1 ? here[0]! : undefined);
        if (!owner) return err(`Name the army you attack: target:<player>${o.kind === 'missile' ? ' at:<terrain>' : ''}${here.length ? ` (here: ${here.join(', ')})` : ''}.`);
        target = { owner, at: o.at?.trim().toLowerCase() ?? army.at };
      }
      return applied(takeAction(book, state, seat, o.kind, target, dice));
    },
  });

  const reinforceOrder = order({
    verb: 'reinforce',
    description: 'Move units from your reserves to a terrain (the reserves phase)',
    options: {
      units: option.units('The units, by die (dwarf-footman) or id', 'which units'),
      to: option.name('The terrain they go to (home-p1, frontier…)', 'which terrain'),
    },
    line: '{units} {to}',
    group: 'reserves',
    phases: ['reinforce'],
    legal: (state, seat) => (isPlayer(state, seat) ? state.terrains.map((t) => ({ verb: 'reinforce', options: { units: reserveUnits(state, seat).map((u) => u.die).join(','), to: t.id }, label: `all reserves to ${terrainName(state, t.id)}` })) : []),
    apply: (state, seat, o) => applied(reinforce(book, state, seat, o.units, o.to.trim().toLowerCase())),
  });

  const retreatOrder = order({
    verb: 'retreat',
    description: 'Move units from terrains to your reserves (the reserves phase)',
    options: { units: option.units('The units, by die (dwarf-footman) or id', 'which units') },
    line: '{units}',
    group: 'reserves',
    phases: ['retreat'],
    legal: (state, seat) => (isPlayer(state, seat) ? fieldUnits(state, seat).filter(mayMove).map((u) => ({ verb: 'retreat', options: { units: u.die }, label: `${book.units.get(u.die)?.name ?? u.die} to the reserves` })) : []),
    apply: (state, seat, o) => applied(retreat(book, state, seat, o.units)),
  });

  const done = order({
    verb: 'done',
    description: 'Pass this march, or end the reinforce or retreat step',
    options: {},
    group: 'march',
    phases: ['march', 'reinforce', 'retreat'],
    legal: (state, seat) => (isPlayer(state, seat) ? [{ verb: 'done', options: {}, label: state.turn?.step === 'retreat' ? 'end the turn' : 'pass' }] : []),
    apply: (state, seat, _o, dice) => {
      if (!isPlayer(state, seat)) return err(`It is ${playerName(state.turn?.player ?? '')}'s turn.`);
      return applied(ok(advance(book, state, dice)));
    },
  });

  return [march, counter, turn, action, reinforceOrder, retreatOrder, done, ...eighthOrders(book)] as const;
}
