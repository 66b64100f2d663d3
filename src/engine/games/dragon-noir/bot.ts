import type { OrderHint } from '../../core/module.ts';
import { distance, type Hex } from '../../hex/hex.ts';
import { resolveLabel } from '../../hex/board.ts';
import type { DnState } from './state.ts';
import type { DnBoard } from './terrain.ts';

/**
 * The bot's choice of order for a side it plays (the solitaire Krobs of scenario 7, checklist
 * 116; any side a scenario lets it play). The printed solitaire tables are lost, so the opponent
 * is ours, plain and documented (docs/dragon-noir.md, "The solitaire Krobs"), and it picks only
 * among the module's legal orders for its seat:
 * - a question put to it: shoot at a mover (yes), a casualty, a retreat, a horse to place, an
 *   advance: the first the rules list, but it advances only onto a hex next to an enemy; a
 *   counterspell window: as its standing orders say (it sets none, so it lets the spell be cast);
 * - offensive fire: each shot on offer, nearest target first;
 * - movement: each of its characters once, to the hex in reach nearest the nearest enemy it can
 *   see (only characters on the board: the hidden stay hidden to it too), if nearer than now;
 * - combat: the attack at the best odds on offer, again and again while any is offered;
 * - then it ends the phase.
 * `tried` holds the orders that were refused or already given this phase, so it never loops.
 */
export function botChoice(state: DnState, board: DnBoard, seat: string, hints: OrderHint[], tried: Set<string>): OrderHint | undefined {
  const fresh = hints.filter((h) => !tried.has(keyOf(h)));
  const enemies = state.units.filter((u) => u.side !== seat && !u.dead && u.hex).map((u) => u.hex!);
  const hexOf = (label: string | undefined): Hex | undefined => {
    if (!label) return undefined;
    const r = resolveLabel(board, label);
    return r.ok ? r.value : undefined;
  };
  const nearest = (h: Hex | undefined) => (h ? Math.min(Infinity, ...enemies.map((e) => distance(h, e))) : Infinity);
  // The counterspell window put to it: its standing orders decide, as if it had let the window pass.
  if (state.magic.pending?.asked === seat) return fresh.find((h) => h.verb === 'counterspell' && h.options.answer === 'standing') ?? fresh.find((h) => h.options.answer === 'no') ?? fresh[0];
  const head = state.steps[0];
  if (head && head.seat === seat) {
    if (head.kind === 'reaction') return fresh.find((h) => h.options.answer === 'yes') ?? fresh[0];
    if (head.kind === 'advance') return fresh.find((h) => nearest(hexOf(h.options.to)) === 1) ?? fresh.find((h) => h.options.unit === 'none') ?? fresh.find((h) => !h.options.to) ?? fresh[0];
    return fresh[0];
  }
  if (state.advanceOffer) {
    const onto = fresh.find((h) => h.verb === 'advance' && nearest(hexOf(h.options.to)) === 1);
    if (onto) return onto;
  }
  const done = fresh.find((h) => h.verb === 'done');
  if (state.phase === 'offensive-fire') {
    const unitHex = (name: string | undefined) => state.units.find((u) => u.name === name)?.hex ?? undefined;
    const shots = fresh.filter((h) => h.verb === 'fire').sort((a, b) => dist(unitHex(a.options.with), unitHex(a.options.target)) - dist(unitHex(b.options.with), unitHex(b.options.target)));
    return shots[0] ?? done;
  }
  if (state.phase === 'combat') {
    const attacks = fresh.filter((h) => h.verb === 'attack').sort((a, b) => oddsOf(b) - oddsOf(a));
    return attacks[0] ?? done;
  }
  return done;
}

/** The movement phase: one move per character, toward the nearest enemy it can see. */
export function botMove(state: DnState, board: DnBoard, seat: string, reach: (unit: string) => OrderHint[], moved: Set<string>): OrderHint | undefined {
  const enemies = state.units.filter((u) => u.side !== seat && !u.dead && u.hex).map((u) => u.hex!);
  if (!enemies.length) return undefined;
  const nearest = (h: Hex) => Math.min(...enemies.map((e) => distance(h, e)));
  for (const u of state.units) {
    if (u.side !== seat || u.dead || !u.hex || moved.has(u.id)) continue;
    moved.add(u.id);
    const now = nearest(u.hex);
    if (now <= 1) continue;
    let best: { hint: OrderHint; d: number } | undefined;
    for (const hint of reach(u.name)) {
      const to = resolveLabel(board, hint.options.to ?? '');
      if (!to.ok) continue;
      const d = nearest(to.value);
      if (d >= 1 && d < (best?.d ?? now)) best = { hint, d };
    }
    if (best) return best.hint;
  }
  return undefined;
}

export function keyOf(h: OrderHint): string {
  return `${h.verb} ${JSON.stringify(h.options)}`;
}

function dist(a: Hex | undefined | null, b: Hex | undefined | null): number {
  return a && b ? distance(a, b) : Infinity;
}

/** The odds column a combat hint names ("… at 3-1"). */
function oddsOf(h: OrderHint): number {
  const m = / at (\d+)-1/.exec(h.label);
  return m ? Number(m[1]) : 0;
}
