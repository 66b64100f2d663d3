import { dieRead, type Dice } from '../../../core/dice.ts';
import type { GameEvent } from '../../../core/events.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import { adjacent, type Hex } from '../../../hex/hex.ts';
import { labelOf } from '../../../hex/labels.ts';
import { busyClearing } from './bodies.ts';
import { liveHorseAt } from '../horses/horses.ts';
import { krobCannotStop } from '../krobs/entrances.ts';
import { runChallenges } from './challenges.ts';
import { kill, wound } from '../combat/harm.ts';
import { canStop } from './on-foot.ts';
import { allowanceLeft, moveRecord } from './record.ts';
import { levelBetween, onWalkway, placeLevel, placeOf, twoPlaces, type Place } from '../places.ts';
import { fireAtStep } from './execute.ts';
import type { DnState, MoveRecord, ReactionWindowStep, Unit } from '../state.ts';
import { jumpDown, type JumperKind } from '../tables.ts';
import { DEMOLISHED_SURCHARGE, WINDOW_SURCHARGE } from '../terrain.ts';
import { counterNow, definition, isArmoured, unitById, withUnit } from '../units.ts';
import { waterCost } from './water.ts';
import { bodiesSurcharge, hexsideAt, ignoresBodies, livingIn, neighbourHexes, stepCost, terrainAt, WALKWAY_MP, type Table } from '../world.ts';

/**
 * Jumping down (2.31 item 10, 5.12.2): "The daredevil Adventurer has, however, the possibility of
 * jumping from an upper to a lower level, but the Adventurer Player must then roll the die and
 * consult the Jump Table." "Jumps can only be made from upper to lower levels. The arrival hex
 * must be adjacent to the departure hex."
 *
 * Ours, where the text is silent:
 * - A jump is a step of the character's move, in the movement phase: it costs what stepping
 *   into the arrival hex would cost (its terrain, a window, the bodies there), and he may go on
 *   moving afterwards with what is left.
 * - It lands where he may stop: no other living character in that place (2.37).
 * - A drop he could walk down (a stairway, a slope) is walked, not jumped.
 * - Any drop may be jumped, one level or more.
 * - A wall, an arrow-slit or bars stop a jump as they stop a step. Translator's clarification
 *   (option `jumpOverLowWall`, on by default): he may climb over the Wights' Bridge low wall to
 *   jump, at 2 MP more; ours, a balcony railing likewise, and from the top of the wall he may
 *   jump to his own level (our map has the island at the bridge's level).
 * - A character in armour may not jump into water (the translator: he would drown).
 * - Results go through the ordinary pipeline (checklist ruling 139): "wounded" is a wound, so
 *   Lucifer, whom one wound kills, dies on 7-10; a wounded character wounded afresh dies; a troll
 *   takes "dead" as two wounds. A wound on the jump halves the MP left, as one on the way does.
 */

/** 2.31 item 10: what a climb over a low wall or railing adds to a jump (translator, 5.12.2). */
export const LOW_WALL_CLIMB = 2;

/** Which line of the jump table a character rolls on (5.12.2 and its note). */
export function jumperKind(unit: Unit): JumperKind {
  const def = definition(unit);
  // "Unlike Lucifer, the Ork Wardogs roll on the armoured line."
  if (def.traits.includes('dog')) return def.id === 'lucifer' ? 'lucifer' : 'armoured';
  return isArmoured(unit) ? 'armoured' : 'unarmoured';
}

export interface JumpPlan {
  from: Place;
  to: Place;
  mp: number;
  /** Why the cost is what it is: "1 MP", "1 MP + 2 climbing the low wall". */
  account: string;
  /** The low wall or railing he climbs over, if any. */
  over?: string;
}

/** The place of `h` a jump from `from` lands in: the highest one lower than `from`. */
function landing(table: Table, unit: Unit, from: Place, h: Hex, fromWallTop: boolean): Place | undefined {
  const start = placeLevel(table, from)!;
  const kind = twoPlaces(table, h);
  const places: Place[] = kind === 'walkway' ? [{ hex: h, below: false }, { hex: h, below: true }] : [{ hex: h, below: kind === 'entrance' ? freeEntrance(table, unit, h) : false }];
  return places.find((p) => {
    const level = placeLevel(table, p) ?? Infinity;
    return level < start || (fromWallTop && level === start);
  });
}

function freeEntrance(table: Table, unit: Unit, h: Hex): boolean {
  return livingIn(table, { hex: h, below: true }).every((u) => u.id === unit.id);
}

/** Checks a jump and works out its cost, or says in one line why it cannot be made. */
export function planJump(table: Table, unit: Unit, to: Hex): Result<JumpPlan> {
  return checkJump(table, unit, to, true);
}

function checkJump(table: Table, unit: Unit, to: Hex, hints: boolean): Result<JumpPlan> {
  const { state } = table;
  const offer = (u: Unit) => (hints ? jumpOffer(table, u) : '');
  if (!unit.hex) return err(`${unit.name} is not on the board.`);
  if (unit.dead) return err(`${unit.name} is dead.`);
  if (unit.stunned) return err(`${unit.name} is stunned and cannot move until he gets up.`);
  if (unit.mounted) return err(`${unit.name} is on horseback; only a character on foot jumps down a level (5.12.2).`);
  const busy = busyClearing(state, unit);
  if (busy) return err(busy);
  if (definition(unit).weapon === 'crossbow' && unit.firedInPlayerTurn === state.playerTurn) {
    return err(`${unit.name} shot his crossbow in this turn's fire phase, so he cannot move (5.11.5).`);
  }
  const from = placeOf(unit);
  if (!adjacent(unit.hex, to)) return err(`The arrival hex must be next to the departure hex (5.12.2); ${labelOf(to)} is not next to ${labelOf(unit.hex)}.${offer(unit)}`);
  const terrain = terrainAt(table, to);
  if (!terrain) return err(`${labelOf(to)} is off the map.`);
  // Ours: from the top of a low wall or a railing he jumps down even to his own level (the
  // translator's jump from the Wights' Bridge onto the island, which our map puts at the bridge's level).
  const over = hexsideAt(table, unit.hex, to);
  const place = landing(table, unit, from, to, state.options.jumpOverLowWall && (over === 'low-wall' || over === 'railing'));
  if (!place) {
    return err(`${labelOf(to)} is not lower than ${labelOf(unit.hex)}: jumps are made only from an upper to a lower level (5.12.2).${offer(unit)}`);
  }
  if (levelBetween(table, from, place) === undefined && stepCost(table, unit, unit.hex, to).mp !== null) {
    return err(`${unit.name} can walk down to ${labelOf(to)}: use /move.`);
  }
  let mp: number;
  const parts: string[] = [];
  if (onWalkway(table, place)) {
    mp = WALKWAY_MP;
  } else {
    if (terrain.mp === null) return err(`${unit.name} cannot jump into ${labelOf(to)}: ${terrain.name} cannot be entered.`);
    mp = terrain.mp;
    if (terrain.id === 'water') {
      const swim = waterCost(unit);
      if (swim.mp === null) return err(`${unit.name} cannot jump into the water of ${labelOf(to)}: ${swim.why}; he would drown.`);
      mp = swim.mp;
    }
  }
  parts.push(`${mp} MP for ${onWalkway(table, place) ? 'the walkway' : terrain.name}`);
  const side = hexsideAt(table, unit.hex, to);
  if (side === 'low-wall' || side === 'railing') {
    const what = side === 'low-wall' ? 'the low wall' : 'the railing';
    if (!state.options.jumpOverLowWall) return err(`${what[0]!.toUpperCase()}${what.slice(1)} is in the way; this game's options do not let a character climb over it to jump.`);
    mp += LOW_WALL_CLIMB;
    parts.push(`${LOW_WALL_CLIMB} climbing over ${what}`);
  } else if (side === 'window') {
    mp += WINDOW_SURCHARGE;
    parts.push(`${WINDOW_SURCHARGE} through the window`);
  } else if (side === 'demolished') {
    mp += DEMOLISHED_SURCHARGE;
    parts.push(`${DEMOLISHED_SURCHARGE} over the demolished wall`);
  } else if (side === 'wall' || side === 'arrow-slit' || side === 'bars') {
    return err(`A ${side === 'bars' ? 'cell\'s bars stand' : 'wall stands'} between ${labelOf(unit.hex)} and ${labelOf(to)}: no jump passes it.`);
  }
  const bodies = ignoresBodies(unit) ? 0 : bodiesSurcharge(table, to, place.below);
  if (bodies === null) return err(`${unit.name} cannot jump into ${labelOf(to)}: the bodies there make it impassable.`);
  if (bodies > 0) {
    mp += bodies;
    parts.push(`${bodies} for the bodies`);
  }
  const enemy = livingIn(table, place).find((u) => u.side !== unit.side && !u.dead);
  if (enemy) return err(`${enemy.name} is in ${labelOf(to)}: a jump cannot land on an enemy.`);
  if (!canStop(table, unit, to, place.below)) {
    // Another character, a horse, or for a Krob an entrance to the deep dungeons (5.3).
    const there = livingIn(table, place).find((u) => u.id !== unit.id) ?? liveHorseAt(state, to);
    if (there) return err(`${there.name} is in ${labelOf(to)}: a jump must land where ${unit.name} may stop (2.37).`);
    return err(`${krobCannotStop(table, unit, to)}.`);
  }
  const left = allowanceLeft(state, unit);
  const account = parts.join(' + ');
  if (mp > left) return err(`${unit.name} has ${left} MP left; the jump to ${labelOf(to)} costs ${mp} (${account}).`);
  return ok({ from, to: place, mp, account, ...(over === 'low-wall' ? { over: 'the low wall' } : over === 'railing' ? { over: 'the railing' } : {}) });
}

/** The hexes a character could jump down to now, for hints. */
export function jumpTargets(table: Table, unit: Unit): Hex[] {
  if (!unit.hex) return [];
  return neighbourHexes(table, unit.hex).filter((h) => checkJump(table, unit, h, false).ok);
}

function jumpOffer(table: Table, unit: Unit): string {
  const targets = jumpTargets(table, unit);
  return targets.length ? ` ${unit.name} could jump to ${targets.map(labelOf).join(', ')}.` : ` ${unit.name} has nowhere to jump down to.`;
}

/** Makes a planned jump: the challenges of the hex he leaves, the roll, the landing. */
export function executeJump(table: Table, unitId: string, plan: JumpPlan, dice: Dice): { state: DnState; events: GameEvent[] } {
  let state = table.state;
  const events: GameEvent[] = [];
  const start = unitById(state, unitId);
  const previous = moveRecord(state, start);
  const record: MoveRecord = previous ?? { unit: unitId, spent: 0, allowance: counterNow(start, state.volume).move, path: [start.hex!] };
  let allowance = record.allowance;
  // Leaving a hex where an earlier order of this phase stopped crosses it (as a move does).
  if (previous) {
    const challenge = runChallenges(table, unitId, plan.from.hex, dice, 'leaving');
    state = challenge.state;
    events.push(...challenge.events);
    if (challenge.mover.dead) return { state, events };
    if (challenge.woundedNow) {
      allowance = record.spent + Math.floor((allowance - record.spent) / 2);
      if (plan.mp > allowance - record.spent) {
        const text = `${start.name}, wounded, has no longer the MP to jump (${plan.mp} needed, ${allowance - record.spent} left).`;
        events.push({ type: 'move-cut', text, visibleTo: 'all' });
        return { state: { ...state, moves: [...state.moves.filter((m) => m.unit !== unitId), { ...record, allowance }] }, events };
      }
    }
  }
  const kind = jumperKind(start);
  const roll = dice.roll(10, `Jump: ${start.name} from ${labelOf(plan.from.hex)} down to ${labelOf(plan.to.hex)}`, 'the jump');
  const result = jumpDown(kind, roll.face);
  roll.explain({ table: '5.12.2 jumping from a higher to a lower level', row: kind, column: `die ${roll.face}`, modifiers: [], total: roll.face, result });
  const spent = record.spent + plan.mp;
  const jumper = unitById(state, unitId);
  state = withUnit(state, { ...jumper, hex: plan.to.hex, below: plan.to.below, movedInPlayerTurn: state.playerTurn });
  let outcome = 'unharmed';
  if (result === 'wounded') {
    const harmed = wound(state, unitById(state, unitId));
    state = harmed.state;
    outcome = harmed.text;
    if (!harmed.died) allowance = spent + Math.floor((allowance - spent) / 2);
  } else if (result === 'dead') {
    const harmed = kill(state, unitById(state, unitId));
    state = harmed.state;
    outcome = harmed.text;
  }
  const after = unitById(state, unitId);
  const levels = `level ${placeLevel(table, plan.from)} to ${placeLevel(table, plan.to)}`;
  const left = after.dead ? '' : ` (${plan.mp} MP; ${Math.max(0, allowance - spent)} left)`;
  const how = plan.over && placeLevel(table, plan.from) === placeLevel(table, plan.to) ? `over ${plan.over}` : 'down';
  const text = `${start.name} jumps ${how} from ${labelOf(plan.from.hex)} to ${labelOf(plan.to.hex)} (${levels})${left}: ${dieRead(roll.record)} on the ${kind} line → ${result}${result === 'unharmed' ? '' : `: ${outcome}`}.`;
  events.push({ type: 'jump', text, visibleTo: 'all', rolls: [roll.record], data: { unit: unitId, from: labelOf(plan.from.hex), to: labelOf(plan.to.hex), result } });
  // Landing, he has entered a hex: the other side's standing reactions may fire (2.23), as on a move.
  // A window opened here resumes as a walk of the one hex he landed in (`resume.ts`).
  let window: ReactionWindowStep | undefined;
  if (!after.dead) {
    const fire = fireAtStep({ ...table, state }, unitId, plan.to.hex, dice, { asked: [] }, () => ({ path: [plan.to.hex] }));
    state = fire.state;
    events.push(...fire.events);
    window = fire.window;
    // While a shooter is asked, what his shot does is applied when the move resumes.
    if (!window && fire.effect.stopped) {
      allowance = spent;
    } else if (!window) {
      allowance -= fire.effect.allowanceCut;
      if (fire.effect.halve) allowance = spent + Math.floor(Math.max(0, allowance - spent) / 2);
    }
  }
  const nextRecord: MoveRecord = { unit: unitId, spent, allowance: Math.max(allowance, spent), path: [...record.path, plan.to.hex] };
  state = { ...state, moves: [...state.moves.filter((m) => m.unit !== unitId), nextRecord] };
  if (window) state = { ...state, steps: [window, ...state.steps] };
  return { state, events };
}
