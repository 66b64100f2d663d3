import type { AnyGameModule, OrderHint } from '../../src/engine/core/module.ts';
import { distance } from '../../src/engine/hex/hex.ts';
import { parseLabel } from '../../src/engine/hex/labels.ts';
import type { DnState } from '../../src/engine/games/dragon-noir/state.ts';
import { weaponOf } from '../../src/engine/games/dragon-noir/fire/fire.ts';

/**
 * A plain player for a side of Dragon Noir, for tests that play whole scenarios without knowing
 * the dice in advance (the Discord end-to-end test). It asks the rules for the legal orders, so
 * it only gives orders a player could give: it answers whatever it is asked, shoots whoever its
 * bowmen can see, mounts any horse beside a rider, walks or rides each character towards the
 * side's goal, strikes at the best odds it has, and ends each phase.
 */

export interface PlannedOrder {
  verb: string;
  options: Record<string, string>;
}

/** What the player has already tried in the phase it is playing (an order refused is not tried twice). */
export class PhaseMemory {
  private phase = '';
  private readonly tried = new Set<string>();

  /** Forgets everything when a new phase (or a new player-turn) has begun. */
  at(state: DnState): this {
    const key = `${state.playerTurn}|${state.phase}`;
    if (key !== this.phase) {
      this.phase = key;
      this.tried.clear();
    }
    return this;
  }

  /** True the first time this is asked in the phase. */
  first(what: string): boolean {
    if (this.tried.has(what)) return false;
    this.tried.add(what);
    return true;
  }
}

const hints = (module: AnyGameModule, state: DnState, seat: string, verb: string, options?: Record<string, string>) =>
  module.legalOrders(state, seat, { verb, ...(options ? { options } : {}) }) as OrderHint[];

const order = (hint: OrderHint): PlannedOrder => ({ verb: hint.verb, options: { ...(hint.options as Record<string, string>) } });

/** The odds in an attack hint's label ("Konrad attacks Zed at 3-1"). */
const oddsOf = (hint: OrderHint) => Number(/at (\d+)-1/.exec(hint.label)?.[1] ?? 0);

/**
 * The next order for `seat`: the answer to its decision, or an order of its phase, or `done`.
 * `goal` is the hex the side makes for (a label on the scenario's board).
 */
export function nextDnOrder(module: AnyGameModule, state: DnState, seat: string, goal: string, memory: PhaseMemory): PlannedOrder {
  memory.at(state);
  const phase = module.phase(state);
  if (phase.decision) {
    // A decision's menu: the first answer on it (a reaction window is answered "fire").
    const answers = hints(module, state, seat, phase.decision.verb);
    return order(answers.find((h) => h.options.answer === 'yes') ?? answers[0]!);
  }
  if (state.phase === 'offensive-fire') {
    for (const shot of hints(module, state, seat, 'fire')) if (memory.first(`fire ${shot.options.with}`)) return order(shot);
  }
  if (state.phase === 'movement') {
    for (const mount of hints(module, state, seat, 'mount')) if (memory.first(`mount ${mount.options.unit}`)) return order(mount);
    const target = parseLabel(goal)!;
    for (const unit of state.units.filter((u) => u.side === seat && u.hex && !u.dead && !u.stunned)) {
      if (!memory.first(`move ${unit.name}`)) continue;
      const here = distance(unit.hex!, target);
      // Bowmen who can already see an enemy stay where they are, to shoot next turn.
      if (weaponOf(unit) && here > 0 && hints(module, state, seat, 'fire', { with: unit.name }).length) continue;
      const reach = hints(module, state, seat, 'move', { unit: unit.name }).map((h) => ({ h, away: distance(parseLabel(h.options.to!)!, target) }));
      const best = reach.sort((a, b) => a.away - b.away)[0];
      if (best && best.away < here) return order(best.h);
    }
  }
  if (state.phase === 'combat') {
    const attacks = hints(module, state, seat, 'attack').sort((a, b) => oddsOf(b) - oddsOf(a));
    for (const attack of attacks) if (memory.first(`attack ${attack.options.with}`)) return order(attack);
  }
  return { verb: 'done', options: {} };
}

/**
 * The standing reactions the side sets now, by DM: one for each shooter that has none standing,
 * or whose reaction has fired (and so is known to all); the kinds taken in turn, so a game sees
 * each. With the reaction window on, the first that may ask does (`ask:yes`).
 */
export function reactionsFor(state: DnState, seat: string): PlannedOrder[] {
  const enemies = state.units.filter((u) => u.side !== seat && !u.dead);
  const standing = new Map(state.reactions.filter((r) => r.owner === seat).map((r) => [r.id, r]));
  const shooters = state.units.filter((u) => u.side === seat && !u.dead && u.hex && weaponOf(u));
  const kinds: Array<Record<string, string>> = [{ when: 'first' }, { when: 'within', within: '5' }, { when: 'target', target: enemies[0]?.name ?? '' }, { when: 'hold' }];
  let asking = state.options.reactionWindow;
  const orders: PlannedOrder[] = [];
  shooters.forEach((u, i) => {
    const now = standing.get(u.id);
    if (now && !now.revealed) return;
    const kind = kinds[(i + state.turn) % kinds.length]!;
    if (kind.when === 'target' && !enemies.length) return;
    const ask = asking && kind.when !== 'hold';
    if (ask) asking = false;
    orders.push({ verb: 'react', options: { shooter: u.name, ...kind, ...(ask ? { ask: 'yes' } : {}) } });
  });
  return orders;
}
