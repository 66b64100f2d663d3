import type { OrderHint } from '../../../core/module.ts';
import { distance, type Hex } from '../../../hex/hex.ts';
import { counterOf, type PassBook } from '../book.ts';
import { freeMajors } from '../diplomacy/assign.ts';
import { hasFlag } from '../forces/types.ts';
import { reachFor } from '../movement/reach.ts';
import { holderOf, onMap, sideOf, stacks } from '../pieces.ts';
import type { DpState, SideSeat } from '../state.ts';
import { canMeet, freeMinors } from '../diplomacy/emissary.ts';

/**
 * The bot's choices for a side, best first, as orders a player could type; the module plays the
 * first the rules accept. It plays plainly: all its diplomacy points on the major independent it
 * has given most (the cheapest to win on a tie), its emissaries to any minor independent they
 * stand by; each stack towards the nearest place the scenario's victory names that it does not
 * hold yet (a stack on such a place stays as its garrison), its emissaries towards a minor
 * independent; every attack the rules offer; and a share of what it may bid, the larger the fewer allies it has.
 */
export type BotOrder = { verb: string } & Record<string, unknown>;

export function botOrders(book: PassBook, state: DpState, side: SideSeat, hints: (verb: string) => OrderHint[]): BotOrder[] {
  switch (state.turn.phase) {
    case 'bid': {
      // The fewer allies it has, the more it offers: half its cap with none, a third with one…
      const cap = state.sealed?.caps[side] ?? 0;
      const allies = Object.values(state.independents).filter((x) => x.allied === side).length;
      return [{ verb: 'bid', dp: Math.floor(cap / (2 + allies)) }];
    }
    case 'diplomacy':
      return [...assignments(book, state, side), ...hints('emissary').map(fromHint), { verb: 'done' }];
    case 'movement':
      return [...moves(book, state, side), { verb: 'done' }];
    case 'magic':
    case 'missile':
    case 'melee':
      return [...hints('attack').map(fromHint), { verb: 'done' }];
    default:
      return [{ verb: 'done' }];
  }
}

const fromHint = (h: OrderHint): BotOrder => ({ verb: h.verb, ...h.options });

function assignments(book: PassBook, state: DpState, side: SideSeat): BotOrder[] {
  if (state.dp[side] <= 0) return [];
  const needed = (id: string) => book.tables.majorIndependents.independents.find((x) => x.id === id)?.advantageNeeded ?? 99;
  const best = freeMajors(book, state).sort((a, b) => (state.independents[b]!.points[side] ?? 0) - (state.independents[a]!.points[side] ?? 0) || needed(a) - needed(b))[0];
  return best ? [{ verb: 'assign', independent: best, dp: state.dp[side] }] : [];
}

/** One move per stack not yet moved: the hex it can reach nearest its goal, if nearer than where it stands. */
function moves(book: PassBook, state: DpState, side: SideSeat): BotOrder[] {
  const out: BotOrder[] = [];
  const goals = goalHexes(book, state, side);
  const garrisons = placeHexes(book, state, side);
  const minors = freeMinors(book, state);
  for (const [label, here] of stacks(state)) {
    const movers = here.filter((p) => sideOf(p) === side && !state.turn.done.includes(p.id) && counterOf(book, p).movement > 0 && !state.held.includes(counterOf(book, p).group ?? ''));
    if (!movers.length) continue;
    const envoys = movers.filter((p) => hasFlag(counterOf(book, p), 'emissary'));
    const troops = movers.filter((p) => !envoys.includes(p));
    // A stack on a place the side's victory names holds it: it stays as its garrison.
    if (troops.length && !garrisons.includes(label)) {
      const to = bestStep(book, state, troops.map((p) => p.id), label, goals);
      if (to) out.push({ verb: 'move', units: troops.map((p) => p.id), to });
    }
    if (envoys.length && !minors.some((id) => canMeet(book, state, id, label))) {
      const meet = [...book.map.hexes.values()].filter((h) => minors.some((id) => canMeet(book, state, id, h.label)) && holderOf(state, h.label) === null).map((h) => h.label);
      const to = bestStep(book, state, envoys.map((p) => p.id), label, meet);
      if (to) out.push({ verb: 'move', units: envoys.map((p) => p.id), to });
    }
  }
  return out;
}

/**
 * Where the side's stacks go: the hexes of the places its victory names (its own list first, then
 * the places counted otherwise) that it does not hold; once it holds them all, the enemy's stacks.
 */
function goalHexes(book: PassBook, state: DpState, side: SideSeat): string[] {
  const open = placeHexes(book, state, side).filter((h) => holderOf(state, h) !== side);
  if (open.length) return open;
  return onMap(state).filter((p) => sideOf(p) && sideOf(p) !== side).map((p) => (p.at.kind === 'hex' ? p.at.hex : '')).filter(Boolean);
}

/** The hexes of every place the scenario's victory names for the side, its own list first. */
function placeHexes(book: PassBook, state: DpState, side: SideSeat): string[] {
  const scenario = book.scenarios.find((s) => s.id === state.scenario);
  const places = scenario ? [...new Set([...scenario.victory[side], ...scenario.victory.otherwise])] : [];
  return places.flatMap((p) => (book.map.places.get(p)?.hexes ?? []).map((h) => book.map.label(h)));
}

function bestStep(book: PassBook, state: DpState, ids: string[], from: string, goals: readonly string[]): string | undefined {
  if (!goals.length) return undefined;
  const reach = reachFor(book, state, ids);
  if (!reach.ok) return undefined;
  const hex = (l: string): Hex => book.map.parse(l)!;
  const gap = (l: string) => Math.min(...goals.map((g) => distance(hex(l), hex(g))));
  let best: { label: string; gap: number; cost: number } | undefined;
  for (const [label, { cost }] of reach.value) {
    if (label === from) continue;
    const g = gap(label);
    if (!best || g < best.gap || (g === best.gap && cost < best.cost)) best = { label, gap: g, cost };
  }
  return best && best.gap < gap(from) ? best.label : undefined;
}
