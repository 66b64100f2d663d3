import type { SeatId } from '../../core/events.ts';
import type { OrderFilter, OrderHint } from '../../core/module.ts';
import { labelOf } from '../../hex/labels.ts';
import { reachableBig } from './big-counters/moves.ts';
import { isBig } from './big-counters/footprints.ts';
import { advanceHints, retreatHints } from './combat/orders.ts';
import { computeOdds, targetsOf } from './combat/melee.ts';
import { noteChoices } from './deep-dungeons/journey.ts';
import { targetsInSight } from './fire/fire.ts';
import { offeredBy } from './fire/reactions.ts';
import { horseDecisions } from './horses/orders.ts';
import { reachableOnHorse } from './horses/riding.ts';
import { magicHints } from './magic/hints.ts';
import { jumpTargets } from './movement/jump.ts';
import { reachableHexes } from './movement/on-foot.ts';
import { deployHints } from './secret/deploy.ts';
import { deploying } from './secret/deployment.ts';
import { findUnit, isStanding, unitById } from './units.ts';
import { deepOf } from './deep-dungeons/state.ts';
import type { Table } from './world.ts';

/**
 * The orders a seat may give now, with their options, for autocomplete, DM menus, the refusal's
 * "allowed" list and the bot: first what holds every order back (the secret set-up, a note to
 * write, the counterspell window, a combat result to settle, the other side's turn), then each
 * verb's own forms. Each order's definition asks for its own verb (`filter.verb`).
 */
export function legalOrders(table: Table, seat: SeatId, filter: OrderFilter = {}): OrderHint[] {
  const { state } = table;
  if (state.outcome) return [];
  const hints: OrderHint[] = [];
  const want = (verb: string) => !filter.verb || filter.verb === verb;
  if (deploying(state)) return deployHints(table, seat, filter);
  const below = deepOf(state).pending;
  if (below) {
    if (below.side !== seat || !want('note')) return [];
    return noteChoices(table).map((c) => ({ verb: 'note', options: { exit: String(c.exit), turn: String(c.turn) }, label: `exit ${c.exit}, turn ${c.turn}` }));
  }
  const magic = magicHints(table, seat, filter);
  if (magic.only) return magic.hints;
  hints.push(...magic.hints);
  const head = state.steps[0];
  if (head) {
    if (head.seat !== seat) return [];
    if (head.kind === 'casualty' && want('casualty')) {
      for (const id of head.candidates) {
        const u = unitById(state, id);
        if (!u.dead) hints.push({ verb: 'casualty', options: { unit: u.name }, label: `${u.name} takes the blow` });
      }
    }
    if (head.kind === 'retreat' && want('retreat')) hints.push(...retreatHints(table, unitById(state, head.unit), head.hexes));
    if (head.kind === 'advance' && want('advance')) hints.push(...advanceHints(table, head));
    if (head.kind === 'reaction' && want('shoot')) {
      const shooters = offeredBy(head).map((id) => unitById(state, id).name);
      const mover = unitById(state, head.mover).name;
      hints.push({ verb: 'shoot', options: { answer: 'yes' }, label: `${shooters.join(', ')} fire${shooters.length > 1 ? '' : 's'} at ${mover}` });
      if (shooters.length > 1) for (const name of shooters) hints.push({ verb: 'shoot', options: { answer: 'yes', with: name }, label: `Only ${name} fires at ${mover}` });
      hints.push({ verb: 'shoot', options: { answer: 'no' }, label: 'Hold fire' });
      if (head.shooters) hints.push({ verb: 'shoot', options: { answer: 'standing' }, label: 'As your standing reactions say' });
    }
    if (head.kind === 'dismount' && want('place')) hints.push(...horseDecisions.hints(table, head));
    return hints;
  }
  if (state.sides[state.active]!.id !== seat) return [];
  if (state.advanceOffer && want('advance')) hints.push(...advanceHints(table, state.advanceOffer));
  const mine = state.units.filter((u) => u.side === seat && isStanding(u));
  const unitFilter = filter.options?.unit ?? filter.options?.with;
  const picked = unitFilter ? findUnit(state, unitFilter.split(',')[0]!, mine) : undefined;
  hints.push(...horseDecisions.orders(table, picked?.ok ? [picked.value] : mine, want));
  if (state.phase === 'movement' && want('move')) {
    for (const u of picked?.ok ? [picked.value] : mine) {
      const reach = u.mounted ? reachableOnHorse(table, u) : isBig(u) ? reachableBig(table, u) : reachableHexes(table, u);
      if (!reach.length) continue;
      if (picked?.ok || filter.options?.unit) {
        for (const r of reach) hints.push({ verb: 'move', options: { unit: u.name, to: labelOf(r.hex) }, label: `${u.name} to ${labelOf(r.hex)} (${r.mp} MP)` });
      } else {
        hints.push({ verb: 'move', options: { unit: u.name }, label: `${u.name} (${reach.length} hexes in reach)` });
      }
    }
  }
  if (state.phase === 'movement' && want('jump')) {
    for (const u of picked?.ok ? [picked.value] : mine) {
      for (const h of jumpTargets(table, u)) hints.push({ verb: 'jump', options: { unit: u.name, to: labelOf(h) }, label: `${u.name} jumps down to ${labelOf(h)}` });
    }
  }
  if (state.phase === 'combat' && want('attack')) {
    for (const u of picked?.ok ? [picked.value] : mine) {
      for (const t of targetsOf(table, u)) {
        const odds = computeOdds(table, [u], [t]);
        if (odds.ok) hints.push({ verb: 'attack', options: { with: u.name, target: t.name }, label: `${u.name} attacks ${t.name} at ${odds.value.column}-1` });
      }
    }
  }
  if (state.phase === 'offensive-fire' && want('fire')) {
    for (const u of picked?.ok ? [picked.value] : mine) {
      for (const t of targetsInSight(table, u, 'offensive')) hints.push({ verb: 'fire', options: { with: u.name, target: t.name }, label: `${u.name} shoots at ${t.name}` });
    }
  }
  if (want('done')) hints.push({ verb: 'done', options: {}, label: 'End the phase' });
  return hints;
}
