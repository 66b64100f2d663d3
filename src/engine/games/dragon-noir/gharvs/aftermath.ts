import type { Dice } from '../../../core/dice.ts';
import type { GameEvent } from '../../../core/events.ts';
import { labelOf } from '../../../hex/labels.ts';
import { applyCasualty, applyRetreat, retreatOptions, settle, type RetreatOption } from '../combat/aftermath.ts';
import { wound } from '../combat/harm.ts';
import type { AdvanceStep, DnState, RetreatStep } from '../state.ts';
import { unitById, withUnit } from '../units.ts';
import { terrainAt, type Table } from '../world.ts';
import { boatIn } from '../boats/boat.ts';
import { pickByDie, pickDice } from './by-die.ts';
import { GHARV_SIDE } from './counters.ts';
import { gharvMayEnter, isWet } from './ground.ts';
import { gharvStep } from './moves.ts';

/**
 * The consequences of a combat that fall to the Gharvs, settled by the rules since no player
 * commands them: the blow a Gharv takes (it is alone), its retreat (ruling 128: a stun is a
 * retreat of one hex; ours: into water or marsh if it can, the die choosing among equals), and
 * its advance (4.52: it always advances into the hex its prey left, if it can enter it).
 *
 * In a Gharv interphase the characters do not advance after a Gharv's retreat (ours: the
 * interphase is the Gharvs'; 2.44's advance belongs to the player-turns).
 */

export interface InterphaseSettled {
  state: DnState;
  events: GameEvent[];
  /** A player must answer before play goes on (a casualty or a retreat of his). */
  waiting: boolean;
}

export function settleWithGharvs(table: Table, dice: Dice, interphase: boolean): InterphaseSettled {
  let state = table.state;
  const events: GameEvent[] = [];
  const push = (done: { state: DnState; events: GameEvent[] }) => {
    state = done.state;
    events.push(...done.events);
  };
  for (let guard = 0; guard < 200; guard++) {
    const head = state.steps[0];
    if (!head) return { state, events, waiting: false };
    const current: Table = { ...table, state };
    if (head.seat === GHARV_SIDE) {
      if (head.kind === 'casualty') push(applyCasualty(current, head, head.candidates.find((id) => !unitById(state, id).dead) ?? head.candidates[0]!, dice));
      else if (head.kind === 'retreat') push(gharvRetreat(current, head, dice));
      else if (head.kind === 'advance') push(gharvAdvance(current, head));
      else state = { ...state, steps: state.steps.slice(1) };
      continue;
    }
    if (interphase && head.kind === 'advance') {
      state = { ...state, steps: state.steps.slice(1) };
      continue;
    }
    const settled = settle(current, dice);
    push(settled);
    if (interphase && state.advanceOffer) state = { ...state, advanceOffer: null };
    if (state.steps[0] === head) return { state, events, waiting: true };
  }
  throw new Error('the Gharvs\u2019 aftermath does not end');
}

/** Where a Gharv may retreat: where it could go, and not onto a boat. */
function gharvRetreats(table: Table, step: RetreatStep): RetreatOption[] {
  const unit = unitById(table.state, step.unit);
  return retreatOptions(table, unit, step.hexes).filter((o) =>
    o.path.every((h) => {
      const terrain = terrainAt(table, h);
      return terrain !== undefined && gharvMayEnter(unit, terrain.id) && !boatIn(table.state, h);
    }),
  );
}

function gharvRetreat(table: Table, step: RetreatStep, dice: Dice): { state: DnState; events: GameEvent[] } {
  const unit = unitById(table.state, step.unit);
  if (unit.dead) return { state: { ...table.state, steps: table.state.steps.slice(1) }, events: [] };
  const options = gharvRetreats(table, step);
  if (options.length === 0) {
    const harmed = wound(table.state, unit);
    return {
      state: { ...harmed.state, steps: harmed.state.steps.slice(1) },
      events: [{ type: 'retreat', text: `${unit.name} cannot retreat ${step.hexes} hex${step.hexes > 1 ? 'es' : ''}: ${harmed.text} instead (5.14 note).`, visibleTo: 'all' }],
    };
  }
  const wet = options.filter((o) => isWet(terrainAt(table, o.path[o.path.length - 1]!)?.id));
  const preferred = wet.length ? wet : options;
  const picked = pickByDie(dice, preferred, `${unit.name} retreats`, `${unit.name}'s retreat`, (o) => o.path.map(labelOf).join('→'));
  const done = applyRetreat(table, step, picked.item, dice);
  if (picked.rolls.length && done.events[0]) done.events[0] = { ...done.events[0], text: `${done.events[0].text.replace(/\.$/, '')} (${pickDice(picked)}).`, rolls: [...(done.events[0].rolls ?? []), ...picked.rolls] };
  return done;
}

/** 4.52: "If the character retreats or dies, the Gharv will always advance into the vacated hex." */
function gharvAdvance(table: Table, step: AdvanceStep): { state: DnState; events: GameEvent[] } {
  let state: DnState = { ...table.state, steps: table.state.steps.slice(1) };
  const events: GameEvent[] = [];
  for (const id of step.candidates) {
    const gharv = unitById(state, id);
    if (gharv.dead || !gharv.hex) continue;
    for (const hex of step.vacated) {
      const into = gharvStep({ ...table, state }, gharv, { hex: gharv.hex, below: gharv.below }, hex);
      if (!into) continue;
      const from = gharv.hex;
      state = withUnit(state, { ...gharv, hex: into.place.hex, below: into.place.below });
      const record = state.moves.find((m) => m.unit === id);
      const path = record ? [...record.path, hex] : [from, hex];
      state = { ...state, moves: [...state.moves.filter((m) => m.unit !== id), { unit: id, spent: 0, allowance: 0, path }] };
      events.push({ type: 'advance', text: `${gharv.name} advances into ${labelOf(hex)} (4.52).`, visibleTo: 'all', data: { unit: id, path: [labelOf(hex)] } });
      return { state, events };
    }
  }
  return { state, events };
}
