import type { Dice } from '../../../core/dice.ts';
import { publicEvent } from '../../../core/events.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import type { DiceBook } from '../dice/read.ts';
import { mayMove } from '../holds.ts';
import { armyUnits, type DdState } from '../state.ts';
import type { Stepped } from '../stepped.ts';
import { readChoice, type Candidate, candidates } from './casualties.ts';
import { listed, terrainName } from './names.ts';
import type { MoveStep } from './move-step.ts';
import type { SaiEffect } from '../rolls/types.ts';

/**
 * The moving SAIs' choice (Teleport, Vanish, Firewalking, Ferry; `MoveStep`): where the unit may
 * go, and the owner's answer. A unit moves only from where it rolled, if nothing holds it there.
 */

/** The moving SAIs' effect codes: where the unit may go (Ferry takes up to X health-worth of its army along). */
export const MOVING = { teleport: 'any', 'move-units': 'any', 'move-unit': 'fire', vanish: 'reserve' } as const;

/** A moving SAI's step: its unit's owner may move it (and, Ferry, others of its army) once the roll's action is over. */
export function moveStepFor(state: DdState, effect: SaiEffect, cause: string): MoveStep {
  const unit = state.units[effect.unit]!;
  const from = { owner: unit.owner, at: unit.at.kind === 'terrain' ? unit.at.terrain : 'reserve' };
  const code = effect.effect as keyof typeof MOVING;
  return { step: 'move', chooser: unit.owner, unit: unit.id, from, where: MOVING[code], ...(code === 'move-units' ? { most: effect.count } : {}), cause };
}

/**
 * The moves still to offer after an action (`state.action` of kind `moves`): those whose unit can
 * no longer move are dropped; with none left the action is over.
 */
export function settleMoves(book: DiceBook, state: DdState, queue: readonly MoveStep[]): DdState {
  const first = queue.findIndex((step) => movePlaces(book, state, step).length > 0);
  const kept = first < 0 ? [] : queue.slice(first);
  return { ...state, action: kept.length ? { kind: 'moves', queue: kept } : null };
}

const hereNow = (state: DdState, step: MoveStep) => {
  const unit = state.units[step.unit];
  if (!unit) return false;
  return step.from.at === 'reserve' ? unit.at.kind === 'reserve' : unit.at.kind === 'terrain' && unit.at.terrain === step.from.at;
};

/** The places the step's unit may go now: terrain ids, or `reserve`; none if it may not move. */
export function movePlaces(book: DiceBook, state: DdState, step: MoveStep): string[] {
  const unit = state.units[step.unit];
  if (!unit || !hereNow(state, step) || !mayMove(unit)) return [];
  if (step.where === 'reserve') return step.from.at === 'reserve' ? [] : ['reserve'];
  return state.terrains
    .filter((t) => t.id !== step.from.at && armyUnits(state, { owner: step.chooser, at: t.id }).length > 0)
    .filter((t) => step.where !== 'fire' || (book.terrainTypes.get(book.terrains.get(t.die)?.type ?? '')?.elements ?? []).includes('fire'))
    .map((t) => t.id);
}

/** The units that may go with a Ferry: its army's, unheld, at most `most` health-worth in all. */
export function ferryable(book: DiceBook, state: DdState, step: MoveStep): Candidate[] {
  return candidates(book, armyUnits(state, step.from).filter(mayMove)).filter((u) => u.health <= (step.most ?? 0));
}

const placeWords = (book: DiceBook, state: DdState, places: readonly string[]) => listed(places.map((p) => (p === 'reserve' ? 'reserve' : `${p} (${terrainName(book, state, p)})`)));

/**
 * The owner's answer: `to` a place from `movePlaces`, or `stay`; a Ferry names the units it takes
 * (`units`, up to its health-worth; by default the unit itself). Returns the state with the units
 * moved and the step done; the caller goes on with the attack.
 */
export function answerMoveStep(book: DiceBook, state: DdState, step: MoveStep, to: string, names: readonly string[], _dice: Dice): Result<Stepped> {
  const where = to.trim().toLowerCase();
  const places = movePlaces(book, state, step);
  if (where === 'stay' || where === 'no' || where === 'none') return ok({ state, events: [publicEvent('dd-move', `${step.cause}: the unit stays.`)] });
  const place = places.find((p) => p.toLowerCase() === where);
  if (!place) return err(`${to} is not a place ${step.cause} may take it: ${places.length ? placeWords(book, state, places) : 'nowhere'}, or stay.`);
  if (step.most === undefined && names.length) return err(`${step.cause} moves its own unit only; units: is for a Ferry. Write /order move to:<place> alone.`);
  let moving: Candidate[] = candidates(book, [state.units[step.unit]!]);
  if (step.most !== undefined && names.length) {
    const army = ferryable(book, state, step);
    const read = readChoice(army, names);
    if (!read.ok) return err(`${read.error} ${step.cause} takes units of this army of at most ${step.most} health-worth in all: ${listed(army.map((u) => `${u.name} ${u.health}`))}.`);
    const worth = read.units.reduce((s, u) => s + u.health, 0);
    if (worth > step.most) return err(`${worth} health-worth is more than ${step.cause}'s ${step.most}: name units of at most ${step.most} health in all.`);
    moving = read.units;
  }
  const units = { ...state.units };
  for (const u of moving) {
    const { status: _left, ...free } = units[u.id]!;
    units[u.id] = { ...free, at: place === 'reserve' ? { kind: 'reserve' } : { kind: 'terrain', terrain: place } };
  }
  const there = place === 'reserve' ? `${step.chooser}'s reserves` : terrainName(book, state, place);
  return ok({ state: { ...state, units }, events: [publicEvent('dd-move', `${step.cause}: ${listed(moving.map((u) => u.name))} ${moving.length === 1 ? 'moves' : 'move'} to ${there}.`, { data: { units: moving.map((u) => u.id), to: place } })] });
}
