import type { Dice } from '../../../core/dice.ts';
import { publicEvent, type GameEvent } from '../../../core/events.ts';
import type { OrderHint } from '../../../core/module.ts';
import { orderFor } from '../../../core/order-def.ts';
import { option } from '../../../core/options.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import { hexKey, type Hex } from '../../../hex/hex.ts';
import { readMovers, stackAt } from '../counters.ts';
import { applied, type DogRules } from '../rules.ts';
import type { DogState } from '../state.ts';
import type { DogView } from '../view.ts';
import type { Stepped } from '../turn/sequence.ts';
import type { Side } from '../units.ts';
import { sideOf, specOf } from '../world.ts';
import { invadeByPaths } from '../paths/invasion.ts';
import { cannotMove, planMove, reachableHexes, type MoveContext } from './plan.ts';

/** A hex of the map of Ansalon as players type it: column, row, sheet. */
export const SHEET_LABEL = { pattern: /^\s*\d{4,5}\s*[A-Za-z]\s*$/, example: '1823a' };

/**
 * `move`: a stack, or counters named from one hex, to a hex by the cheapest way or along the
 * path given (`move 1823a 1925a`, `move Toede, Throtyl Hobgoblins 1 0513a 0614a`). Several
 * moves make a side's whole movement phase in one message (`/orders`).
 */
export function movementOrders(rules: DogRules) {
  const order = orderFor<DogState, DogView>();

  const move = order({
    verb: 'move',
    group: 'movement',
    description: 'Move a stack (its hex) or counters by name to a hex, or along a path of hexes',
    options: {
      units: option.units('A stack by its hex (1823a), or counters by name, separated by commas; path hexes may follow', 'moves'),
      to: option.hex('Where they end their move', 'to move to', SHEET_LABEL),
    },
    line: '{units} {to}',
    phases: ['movement'],
    outOfPhase: (state) => `Moves are made in your movement phase; it is ${state.phase === 'over' ? 'over' : `the ${state.phase} step`}.`,
    legal: (state, seat, chosen) => moveHints(rules, state, seat as Side, chosen),
    apply: (state, seat, o, dice) => applied(moveCounters(rules, state, seat as Side, o.units, o.to, dice)),
  });

  return [move] as const;
}

export function moveContext(rules: DogRules, state: DogState): MoveContext {
  // Under the cards a move into a neutral nation stops there: the Highlords' invasion (PL B.3), or the Whitestone meeting a knight nation.
  return { neutral: rules.scenarioOf(state).rules.activation || state.pl ? 'invade' : 'closed' };
}

/**
 * Paths of the Lance, a stack entering a neutral nation (PL B.3; FACTS §1.3): the Highlords stop
 * and declare an invasion, rolled when their movement ends (or at /invade); the Whitestone may
 * enter only a knight nation, which joins them on contact; any other is closed to them.
 */
function pathsEntry(rules: DogRules, state: DogState, side: Side, nation: string, dice: Dice): Result<Stepped> {
  const name = rules.world.nations.get(nation)?.name ?? nation;
  if (side === 'whitestone') {
    if (!rules.world.nations.get(nation)?.knight) return err(`${name} is neutral: the Whitestone may not enter a neutral nation, except a knight nation, which joins them.`);
    const joined = invadeByPaths(state, { world: rules.world, paths: rules.paths! }, nation, 0, dice);
    return joined.ok ? ok(joined.value) : joined;
  }
  const pl = state.pl!;
  const declared: DogState = { ...state, pl: { ...pl, invading: pl.invading.includes(nation) ? pl.invading : [...pl.invading, nation] } };
  return ok({ state: declared, events: [publicEvent('pl-invasion-declared', `The Highlords stop inside ${name} and declare an invasion: it is rolled when their movement ends (or now, with /invade).`, { data: { nation } })] });
}

export function moveCounters(rules: DogRules, state: DogState, side: Side, names: readonly string[], to: string, dice: Dice): Result<Stepped> {
  const world = rules.world;
  if (state.acting !== side) return err(`It is the ${state.acting === 'highlord' ? 'Highlord' : 'Whitestone'} side's movement phase, not yours.`);
  const goal = world.map.parse(to);
  if (!goal) return err(`${to} is not a hex of this map (hexes are written like 1823a).`);
  const movers = readMovers(state, world, side, names);
  if (!movers.ok) return movers;
  const plan = planMove(state, world, side, movers.value.ids, [...movers.value.via, goal], moveContext(rules, state));
  if (!plan.ok) return plan;
  const { units, path, cost, stopped, invades } = plan.value;
  const nextUnits = { ...state.units };
  const spent = { ...state.spent };
  for (const id of units) {
    nextUnits[id] = { ...nextUnits[id]!, at: goal };
    const spec = specOf(world, id);
    // A walker that enters an enemy zone of control, or invades, moves no further this phase.
    spent[id] = stopped || invades ? spec.movement : (spent[id] ?? 0) + cost[id]!;
  }
  // Carried counters go where their carrier goes.
  for (const u of Object.values(state.units)) if (u.aboard && units.includes(u.aboard)) nextUnits[u.id] = { ...u, at: goal };
  let s: DogState = { ...state, units: nextUnits, spent, advance: null, moves: [...state.moves, { side, units, path }] };
  const names2 = units.map((id) => specOf(world, id).name);
  const events: GameEvent[] = [publicEvent('move', `${list(names2)} move${units.length === 1 ? 's' : ''} ${path.map((h) => world.map.label(h)).join(' → ')}${stopped ? ' and stop in an enemy zone of control' : ''}.`, { data: { units, path: path.map((h) => world.map.label(h)) } })];
  if (invades && state.pl && rules.paths) {
    const entered = pathsEntry(rules, s, side, invades, dice);
    if (!entered.ok) return entered;
    s = entered.value.state;
    events.push(...entered.value.events);
  } else if (invades) {
    const answer = rules.invade(s, invades, side, dice);
    s = answer.state;
    events.push(...answer.events);
  }
  const settled = rules.settle(s);
  return ok({ state: settled.state, events: [...events, ...settled.events] });
}

function moveHints(rules: DogRules, state: DogState, side: Side, chosen: Record<string, string>): OrderHint[] {
  const world = rules.world;
  const hints: OrderHint[] = [];
  const ctx = moveContext(rules, state);
  const stacks = new Map<number, Hex>();
  for (const u of Object.values(state.units)) {
    if (u.at && !u.aboard && sideOf(state, world, u.id) === side && !cannotMove(state, world, side, u.id)) stacks.set(hexKey(u.at), u.at);
  }
  const wanted = chosen.units?.trim();
  for (const at of stacks.values()) {
    const label = world.map.label(at);
    if (wanted && wanted.toLowerCase() !== label.toLowerCase()) continue;
    const ids = stackAt(state, world, side, at).filter((id) => !cannotMove(state, world, side, id));
    if (!ids.length) continue;
    if (!wanted) {
      hints.push({ verb: 'move', options: { units: label }, label: `${label}: ${list(ids.map((id) => specOf(world, id).name))}` });
      continue;
    }
    for (const h of reachableHexes(state, world, side, ids, ctx)) hints.push({ verb: 'move', options: { units: label, to: world.map.label(h) }, label: `${label} → ${world.map.label(h)}` });
  }
  return hints;
}

export function list(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
