import type { Dice } from '../../../core/dice.ts';
import type { GameEvent, SeatId } from '../../../core/events.ts';
import type { Applied, OrderFilter, OrderHint, PhaseSpec } from '../../../core/module.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import { labelOf, parseLabel } from '../../../hex/labels.ts';
import { findCharacter } from '../characters/characters.ts';
import type { Scenario } from '../scenario.ts';
import { UnitSchema, type DnState, type Unit } from '../state.ts';
import type { DnBoard } from '../terrain.ts';
import { definition, findUnit, sideLabel, withUnit } from '../units.ts';
import { facingName, type Shape } from '../../../hex/footprint.ts';
import type { Direction } from '../../../hex/hex.ts';
import type { Table } from '../world.ts';
import { costOf, deploying, deploymentOf, describeZone, placeFor, zoneOf } from './deployment.ts';
import { hiddenHex, hide } from './hidden.ts';
import { chooseReal, drawUnchosen, layMarkers, markerName, markersToChoose } from './markers.ts';
import { rollEntranceFour } from './entrance-four.ts';
import type { SecretState } from './state.ts';

/**
 * The secret set-up by post (checklist 105, 106): before turn 1, each side the scenario names
 * places its characters by DM, `/deploy unit:<name> hex:<hex or box>`; a side that buys its
 * counters (5.15.1) buys them the same way and takes one back with `hex:none`; a side that hides
 * markers names the real one with `real:<hex>`; `/deploy done` ends its set-up. Every answer
 * goes to that side alone. Each character starts in the hex the scenario gives him, so a side
 * whose deadline passes plays the scenario's own placement (and, buying, its own purchase).
 */

export interface DeployOrder {
  verb: 'deploy';
  unit?: string | undefined;
  hex?: string | undefined;
  real?: string | undefined;
  done?: boolean | undefined;
  facing?: string | undefined;
}

export const DEPLOY_LABEL = 'Secret set-up';

/** As the game is set up: hidden characters at their scenario hexes, buying sides' counters still in the pool, markers face down, the Jails cell rolled. */
export function setupSecrets(scenario: Scenario, board: DnBoard, units: Unit[], dice: Dice): { units: Unit[]; secret: SecretState } {
  const secret: SecretState = { deployment: [], hidden: [], markers: layMarkers(scenario, board, dice), entranceFour: rollEntranceFour(scenario, board, dice) };
  let kept = units;
  for (const d of scenario.deployment ?? []) {
    secret.deployment.push({ side: d.side, done: false, spent: 0 });
    if (d.pool) {
      kept = kept.filter((u) => u.side !== d.side);
      continue;
    }
    kept = kept.map((u) => {
      if (u.side !== d.side || !u.hex) return u;
      secret.hidden.push({ unit: u.id, hex: u.hex });
      return { ...u, hex: null };
    });
  }
  return { units: kept, secret };
}

/** The set-up as a phase: the sides still placing act at once, each in secret. */
export function deploymentPhase(state: DnState): PhaseSpec | undefined {
  if (!deploying(state)) return undefined;
  const sides = state.secret.deployment.map((d) => sideLabel(state, d.side)).join(', ');
  return { key: 'deployment', label: `${DEPLOY_LABEL} · ${sides}`, turn: 0, active: state.secret.deployment.filter((d) => !d.done).map((d) => d.side), mode: 'simultaneous' };
}

/**
 * A /deploy order. `begin` starts turn 1 once every side is done; its events and checkpoints
 * follow the set-up's own.
 */
export function orderDeploy(table: Table, seat: SeatId, order: DeployOrder, dice: Dice, begin: (state: DnState) => Applied<DnState>): Result<Applied<DnState>> {
  const { state } = table;
  const d = deploymentOf(table.scenario, seat);
  const mine = state.secret.deployment.find((x) => x.side === seat);
  if (!d || !mine) return err(deploying(state) ? 'Your side sets up in the open in this scenario: wait for the others\u2019 secret set-up to end.' : 'There is no secret set-up now: the game has begun.');
  if (mine.done) return err('Your side has finished its secret set-up; wait for the others.');
  const own = (events: GameEvent[], next: DnState): Result<Applied<DnState>> => ok({ state: next, events, checkpoints: [] });
  const tell = (text: string): GameEvent => ({ type: 'deployed', text, visibleTo: [seat] });

  if (order.done) return finish(table, seat, dice, begin);
  if (order.real) {
    const h = parseLabel(order.real);
    if (!h) return err('real: write the hex of the marker like F7.');
    const chosen = chooseReal(state, seat, h);
    if (!chosen.ok) return chosen;
    return own([tell(chosen.value.text)], chosen.value.state);
  }
  if (!order.unit) {
    if (order.hex) return err('hex: says where a character waits; name him with unit: too.');
    return own([tell(summary(table, seat))], state);
  }
  if (!order.hex) return err(`Where does ${order.unit.trim()} wait? /deploy unit:${order.unit.trim()} hex:<hex>${d.boxes?.length ? ' (or a holding box)' : ''}. /deploy alone lists your set-up.`);

  // A side that buys: a counter of the pool not yet bought is bought here; hex:none sells it back.
  const placed = state.units.filter((u) => u.side === seat);
  const found = findUnit(state, order.unit, placed);
  if (!found.ok) {
    if (!d.pool) return err(`You have no character called ${order.unit.trim()}. Yours: ${placed.map((u) => u.name).join(', ')}.`);
    const def = d.pool.map((p) => findCharacter(p.character)!).find((c) => c.name.toLowerCase() === order.unit!.trim().toLowerCase() || c.id === order.unit!.trim().toLowerCase());
    if (!def) return err(`${order.unit.trim()} is not in your pool. You may buy: ${d.pool.map((p) => `${findCharacter(p.character)!.name} (${p.cost})`).join(', ')}.`);
    if (order.hex.trim().toLowerCase() === 'none') return err(`${def.name} is not bought.`);
    const cost = costOf(d, def.id)!;
    if (mine.spent + cost > d.points!) return err(`${def.name} costs ${cost} points; you have ${d.points! - mine.spent} of ${d.points} left.`);
    const unit = UnitSchema.parse({ id: def.id, character: def.id, name: def.name, side: seat, hex: null, wounds: 0, stunned: false, dead: false });
    const at = placeFor(table, d, unit, order.hex, order.facing);
    if (!at.ok) return at;
    const bought = { ...state, units: [...state.units, { ...unit, facing: at.value.facing }] };
    const next = hide(withSpent(bought, seat, mine.spent + cost), unit.id, at.value.hex);
    return own([tell(`${def.name} is bought for ${cost} points (${d.points! - mine.spent - cost} left) and waits hidden in ${labelOf(at.value.hex)}${facingWords(def.shape, at.value.facing)}.`)], next);
  }
  const unit = found.value;
  if (order.hex.trim().toLowerCase() === 'none') {
    if (!d.pool) return err('Only a side that buys its counters may take one back (hex:none).');
    const cost = costOf(d, unit.character) ?? 0;
    const units = state.units.filter((u) => u.id !== unit.id);
    const hidden = state.secret.hidden.filter((h) => h.unit !== unit.id);
    const next = withSpent({ ...state, units, secret: { ...state.secret, hidden } }, seat, mine.spent - cost);
    return own([tell(`${unit.name} goes back to the pool: ${d.points! - mine.spent + cost} points left.`)], next);
  }
  const at = placeFor(table, d, unit, order.hex, order.facing);
  if (!at.ok) return at;
  const faced = at.value.facing === null ? state : withUnit(state, { ...unit, facing: at.value.facing });
  return own([tell(`${unit.name} will wait hidden in ${labelOf(at.value.hex)}${facingWords(definition(unit).shape, at.value.facing)}.`)], hide(faced, unit.id, at.value.hex));
}

function withSpent(state: DnState, side: string, spent: number): DnState {
  const deployment = state.secret.deployment.map((x) => (x.side === side ? { ...x, spent } : x));
  return { ...state, secret: { ...state.secret, deployment } };
}

/** Ends a side's set-up: the scenario's purchase if it bought nobody, the dice for a marker it left unchosen. */
function finish(table: Table, seat: SeatId, dice: Dice, begin: (state: DnState) => Applied<DnState>): Result<Applied<DnState>> {
  let state = table.state;
  const d = deploymentOf(table.scenario, seat)!;
  const events: GameEvent[] = [];
  if (d.pool && !state.units.some((u) => u.side === seat)) {
    const side = table.scenario.sides.find((s) => s.id === seat)!;
    let spent = 0;
    for (const placed of side.setup) {
      const def = findCharacter(placed.character)!;
      const unit = UnitSchema.parse({ id: def.id, character: def.id, name: def.name, side: seat, hex: null, wounds: 0, stunned: false, dead: false });
      state = hide({ ...state, units: [...state.units, unit] }, unit.id, parseLabel(placed.hex)!);
      spent += costOf(d, def.id) ?? 0;
    }
    state = withSpent(state, seat, spent);
    events.push({ type: 'deployed', text: `You bought nobody, so the scenario's own purchase is made: ${side.setup.map((s) => `${findCharacter(s.character)!.name} in ${s.hex.toUpperCase()}`).join(', ')}.`, visibleTo: [seat] });
  }
  const unchosen = markersToChoose(state, seat);
  if (unchosen.length) {
    state = drawUnchosen(state, seat, dice);
    for (const kind of unchosen) {
      const real = state.secret.markers.find((m) => m.kind === kind && m.owner === seat && m.real)!;
      events.push({ type: 'deployed', text: `You did not choose, so the dice put the real one under the ${markerName(kind)} in ${labelOf(real.hex)}.`, visibleTo: [seat] });
    }
  }
  const deployment = state.secret.deployment.map((x) => (x.side === seat ? { ...x, done: true } : x));
  state = { ...state, secret: { ...state.secret, deployment } };
  events.push({ type: 'deployed', text: `Your set-up is done: ${summary({ ...table, state }, seat)}`, visibleTo: [seat] });
  events.push({ type: 'deployment-done', text: `The ${sideLabel(state, seat)} have finished their secret set-up.`, visibleTo: 'all' });
  if (deploying(state)) return ok({ state, events, checkpoints: [] });
  const label = deploymentPhase(table.state)!.label;
  events.push({ type: 'phase-ended', text: `${label} ends.`, visibleTo: 'all', data: { turn: 0, phase: 'deployment' } });
  const started = begin(state);
  return ok({ state: started.state, events: [...events, ...started.events], checkpoints: [{ turn: 0, phaseKey: 'deployment', label, state }, ...started.checkpoints] });
}

/** What a side has set up so far, for its own eyes. */
function summary(table: Table, seat: SeatId): string {
  const { state } = table;
  const d = deploymentOf(table.scenario, seat)!;
  const placed = state.units
    .filter((u) => u.side === seat)
    .map((u) => {
      const h = hiddenHex(state, u.id);
      return `${u.name} ${h ? `hidden in ${labelOf(h)}` : u.hex ? `in ${labelOf(u.hex)}` : 'off the board'}`;
    });
  const lines = [placed.length ? `${placed.join(', ')}.` : 'Nobody placed yet.'];
  const spent = state.secret.deployment.find((x) => x.side === seat)?.spent ?? 0;
  if (d.pool) lines.push(`Points: ${spent} of ${d.points} spent. Pool: ${d.pool.map((p) => `${findCharacter(p.character)!.name} (${p.cost})`).join(', ')}.`);
  lines.push(`Zone: ${describeZone(d)}.`);
  for (const m of state.secret.markers.filter((x) => x.owner === seat && x.knownTo.includes(seat) && x.real)) lines.push(`The real ${markerName(m.kind)} is in ${labelOf(m.hex)}.`);
  for (const kind of markersToChoose(state, seat)) lines.push(`Choose the real ${markerName(kind)}: /deploy real:<hex>.`);
  return lines.join(' ');
}

/** The deploy orders open to a side, for autocomplete. */
export function deployHints(table: Table, seat: SeatId, filter: OrderFilter = {}): OrderHint[] {
  const { state } = table;
  const d = deploymentOf(table.scenario, seat);
  const mine = state.secret.deployment.find((x) => x.side === seat);
  if (!d || !mine || mine.done || (filter.verb && filter.verb !== 'deploy')) return [];
  const names = [...state.units.filter((u) => u.side === seat).map((u) => u.name), ...(d.pool ?? []).map((p) => findCharacter(p.character)!.name)];
  const wanted = filter.options?.unit?.trim().toLowerCase();
  const hints: OrderHint[] = [];
  if (wanted) {
    const name = names.find((n) => n.toLowerCase() === wanted);
    if (name) {
      for (const box of d.boxes ?? []) hints.push({ verb: 'deploy', options: { unit: name, hex: box.name }, label: `${name} into holding box ${box.name}` });
      for (const h of zoneOf(d, table.board)) hints.push({ verb: 'deploy', options: { unit: name, hex: labelOf(h) }, label: `${name} hides in ${labelOf(h)}` });
    }
  } else {
    for (const name of [...new Set(names)]) hints.push({ verb: 'deploy', options: { unit: name }, label: name });
  }
  for (const m of state.secret.markers.filter((x) => x.owner === seat && x.knownTo.includes(seat))) hints.push({ verb: 'deploy', options: { real: labelOf(m.hex) }, label: `The real ${markerName(m.kind)} is in ${labelOf(m.hex)}` });
  hints.push({ verb: 'deploy', options: { done: 'yes' }, label: 'My secret set-up is done' });
  return hints;
}

function facingWords(shape: Shape | undefined, facing: number | null): string {
  return shape && facing !== null ? `, facing ${facingName(shape, facing as Direction)}` : '';
}
