import type { GameEvent, SeatId } from '../../core/events.ts';
import type { Applied, OrderHint } from '../../core/module.ts';
import type { Result } from '../../core/result.ts';
import { botChoice, botMove, keyOf } from './bot.ts';
import { decisionOf } from './decisions.ts';
import { legalOrders } from './legal.ts';
import type { DnRules } from './rules.ts';
import { deploying } from './secret/deployment.ts';
import type { DnState } from './state.ts';

/**
 * When the bot plays (a side left empty in a scenario that allows it, checklist 116, or a side
 * handed over by `/autoplay`), and its turns: each order chosen among the legal ones (bot.ts) and
 * played through the same rules as a player's.
 */

/** The side the bot must play now: its phase, a question put to it, or its secret set-up. */
export function botToAct(rules: DnRules, state: DnState): string | undefined {
  if (!state.bots.length || state.outcome) return undefined;
  if (deploying(state)) return state.secret.deployment.find((d) => !d.done && state.bots.includes(d.side))?.side;
  const decision = decisionOf(rules.table(state));
  const seat = decision ? decision.seat : state.sides[state.active]!.id;
  return state.bots.includes(seat) ? seat : undefined;
}

/** The sides players hold. */
export function humans(state: DnState): string[] {
  return state.sides.map((s) => s.id).filter((id) => !state.bots.includes(id));
}

/**
 * The bot plays its sides (and `extra`, for the rest of its player-turn) until a player must act or
 * the game ends. `read` turns a legal order's hint into a typed order (the game's own schema);
 * `play` plays it as a player's order is played.
 */
export function playBots<O>(
  rules: DnRules,
  state: DnState,
  extra: string[],
  read: (hint: OrderHint) => O | undefined,
  play: (state: DnState, seat: SeatId, order: O) => Result<Applied<DnState>>,
): Applied<DnState> {
  let s = state;
  const events: GameEvent[] = [];
  const checkpoints: Applied<DnState>['checkpoints'] = [];
  const handedOver = extra.length ? s.playerTurn : -1;
  let tried = new Set<string>();
  let moved = new Set<string>();
  let stage = '';
  for (let guard = 0; guard < 2000; guard++) {
    const sides = s.playerTurn === handedOver ? [...s.bots, ...extra] : s.bots;
    const seat = botToAct(rules, { ...s, bots: sides });
    if (!seat) break;
    const now = `${s.playerTurn}/${s.phase}`;
    if (now !== stage) {
      stage = now;
      tried = new Set();
      moved = new Set();
    }
    const table = rules.table(s);
    let hint: OrderHint | undefined;
    if (deploying(s)) hint = { verb: 'deploy', options: { done: 'yes' }, label: 'done' };
    else if (s.phase === 'movement' && !s.steps.length && !s.advanceOffer && s.sides[s.active]!.id === seat) {
      hint = botMove(s, table.board, seat, (unit) => legalOrders(table, seat, { verb: 'move', options: { unit } }).filter((h) => h.options.to), moved);
    }
    hint ??= botChoice(s, table.board, seat, legalOrders(table, seat), tried);
    if (!hint) break;
    tried.add(keyOf(hint));
    const order = read(hint);
    if (!order) continue;
    const done = play(s, seat, order);
    if (!done.ok) continue;
    s = done.value.state;
    events.push(...done.value.events);
    checkpoints.push(...done.value.checkpoints);
  }
  return { state: s, events, checkpoints };
}
