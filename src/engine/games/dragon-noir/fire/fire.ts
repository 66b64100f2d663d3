import { dieRead, rollArithmetic, type Dice, type RollModifier, type RollRecord } from '../../../core/dice.ts';
import type { GameEvent } from '../../../core/events.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import { distance, neighbour, type Direction, type Hex } from '../../../hex/hex.ts';
import { labelOf } from '../../../hex/labels.ts';
import type { Weapon } from '../characters/characters.ts';
import { kill, wound, woundTaken } from '../combat/harm.ts';
import { shootingImprovement, shotTaken } from '../magic/others.ts';
import { krobTargetModifier } from '../krobs/fire.ts';
import { isBabyDragon } from '../dragons/parts.ts';
import { shieldedBy } from '../magic/protection.ts';
import { canFireFrom, isUnderground, lineOfFire, type CoverLevel, type Sight } from './sight.ts';
import type { DnState, Unit } from '../state.ts';
import { mountedShotEffect } from '../horses/mounted-fire.ts';
import { footShot, mountedShot, RANGE_BANDS, rangeBand, UNDERGROUND_RANGE, type FootShot, type MountedShot } from '../tables.ts';
import { definition, hexesOf, isArmoured, unitById, weaponOf, withUnit } from '../units.ts';
import { challengers, livingAt, type Table } from '../world.ts';

/**
 * Bow and crossbow fire (2.2-2.25, 5.11): who may shoot now, whether the shot can be made,
 * and what it does. Offensive fire is shot in the shooter's own first phase at characters who
 * stand still; defensive fire is shot during the enemy's move, at a hex of it (2.23).
 */

export type FireKind = 'offensive' | 'defensive';

export { weaponOf } from '../units.ts';

/** The volume the scenario belongs to: DN1 has range bands, the wounded-shooter +1 and the mounted table. */
export function volumeOf(table: Table): 1 | 2 {
  return table.scenario.volume === 2 ? 2 : 1;
}

/**
 * Whether `shooter` may shoot now (2.2, 2.23, 5.11.5): he has a missile weapon, stands, has not
 * shot in this fire phase, is not in contact with an enemy able to attack him, is not in the
 * water, can use it from where he sits, and his weapon's frequency of fire allows it.
 */
export function readyToShoot(table: Table, shooter: Unit, kind: FireKind): Result<Weapon> {
  const armed = armedToShoot(table.state, shooter);
  if (!armed.ok) return armed;
  const placed = placedToShoot(table, shooter);
  if (!placed.ok) return placed;
  return frequencyAllows(table.state, shooter, armed.value, kind);
}

/** Every check that needs no board (all but contact and water): cheap enough to ask at each hex of a move. */
export function mayShoot(state: DnState, shooter: Unit, kind: FireKind): Result<Weapon> {
  const armed = armedToShoot(state, shooter);
  return armed.ok ? frequencyAllows(state, shooter, armed.value, kind) : armed;
}

/** A weapon in hand and able to use it: standing, not yet shot this phase, not a longbow in the saddle, loaded. */
function armedToShoot(state: DnState, shooter: Unit): Result<Weapon> {
  const weapon = weaponOf(shooter);
  if (!weapon) return err(`${shooter.name} carries no bow or crossbow.`);
  if (shooter.dead) return err(`${shooter.name} is dead.`);
  if (!shooter.hex) return err(`${shooter.name} is not on the board.`);
  if (shooter.stunned) return err(`${shooter.name} is stunned and cannot shoot.`);
  if (state.fired.includes(shooter.id)) return err(`${shooter.name} has already shot in this fire phase; each character shoots once a phase (2.2).`);
  if (shooter.mounted && weapon === 'longbow') return err(`${shooter.name} cannot draw a longbow on horseback (2.2).`);
  if (shooter.unloaded) return err(`${shooter.name} shot his crossbow from the saddle and must dismount to reload it (2.2).`);
  return ok(weapon);
}

/** 5.11.5 and 2.23: how often each weapon shoots, and what moving costs it. */
function frequencyAllows(state: DnState, shooter: Unit, weapon: Weapon, kind: FireKind): Result<Weapon> {
  const last = state.playerTurn - 1;
  if (weapon === 'crossbow' && shooter.firedInPlayerTurn === last) {
    return err(`${shooter.name} is reloading: a crossbow shoots offensively or defensively, not both, and he shot in the last player-turn (5.11.5).`);
  }
  // 2.23: a longbow or crossbow that moved in its own turn cannot fire defensively.
  if (kind === 'defensive' && weapon !== 'shortbow' && shooter.movedInPlayerTurn === last) {
    return err(`${shooter.name} moved in his own turn, so his ${weapon} cannot fire defensively (2.23, 5.11.5).`);
  }
  return ok(weapon);
}

/** 2.2: not in contact with an enemy able to attack him; 2.24: not in the water. */
export function placedToShoot(table: Table, shooter: Unit): Result<true> {
  const foes = hexesOf(shooter).flatMap((h) => challengers(table, shooter.side, h, shooter.below));
  if (foes.length) return err(`${shooter.name} is in contact with ${foes[0]!.name} and cannot shoot (2.2).`);
  const from = canFireFrom(table, shooter);
  if (!from.ok) return err(`${from.why}.`);
  return ok(true);
}

export interface ShotPlan {
  shooter: Unit;
  target: Unit;
  weapon: Weapon;
  sight: Extract<Sight, { clear: true }>;
  /** Which table reads the die: mounted (DN1, a rider) or on foot. */
  table: 'foot' | 'mounted';
  modifiers: RollModifier[];
  band?: 'short' | 'medium' | 'long';
}

/** Everything about a shot that can be known before the die: line, range, table and modifiers. */
export function planShot(table: Table, shooter: Unit, target: Unit, weapon: Weapon, from?: Hex): Result<ShotPlan> {
  if (target.dead) return err(`${target.name} is already dead.`);
  if (!target.hex) return err(`${target.name} is not on the board.`);
  if (target.side === shooter.side) return err(`${target.name} is on your side.`);
  const shielded = shieldedBy(table.state, target);
  if (shielded) return err(`${shielded}.`);
  const volume = volumeOf(table);
  const origin = from ?? shooter.hex!;
  const underground = isUnderground(table, origin) || isUnderground(table, target.hex);
  // Out of range whatever the line: said without drawing it (defensive fire asks this at every hex).
  const nearest = Math.min(...hexesOf(target).map((h) => distance(origin, h)));
  if (underground && nearest > UNDERGROUND_RANGE) return err(`${target.name} is ${nearest} hexes away; underground nothing can be shot beyond ${UNDERGROUND_RANGE} (2.21).`);
  if (!underground && volume === 1 && nearest > RANGE_BANDS[weapon][2]) return err(`${target.name} is ${nearest} hexes away, beyond the ${weapon}'s long range (5.11.1).`);
  const sight = lineOfFire(table, { unit: shooter, weapon, ...(from ? { at: from } : {}) }, target);
  if (!sight.clear) return err(`${shooter.name} has no line of fire to ${target.name}: ${sight.why}. /sight shows the line.`);
  const modifiers: RollModifier[] = [];
  let band: ShotPlan['band'];
  if (underground) {
    if (sight.range > UNDERGROUND_RANGE) {
      return err(`${target.name} is ${sight.range} hexes away; underground nothing can be shot beyond ${UNDERGROUND_RANGE} (2.21).`);
    }
    band = 'short';
  } else if (volume === 1) {
    const found = rangeBand(weapon, sight.range);
    if (!found) return err(`${target.name} is ${sight.range} hexes away, beyond the ${weapon}'s long range (5.11.1).`);
    band = found.band;
    if (found.modifier) modifiers.push({ label: `${found.band} range`, value: found.modifier });
  }
  if (volume === 1 && shooter.wounds > 0) modifiers.push({ label: 'wounded shooter', value: 1 });
  const krob = krobTargetModifier(target);
  if (krob) modifiers.push(krob);
  else if (isArmoured(target)) modifiers.push({ label: 'armoured target', value: 1 });
  if (definition(shooter).traits.includes('elf')) modifiers.push({ label: 'elf', value: -1 });
  // 3.53 Improve shooting ability: −1 a point bought, for this one roll.
  const improved = shootingImprovement(shooter);
  if (improved) modifiers.push({ label: 'spell', value: -improved });
  // 4.3: the Baby Dragon is shot as an unarmoured rider.
  const mounted = (volume === 1 && target.mounted) || isBabyDragon(target);
  return ok({ shooter, target, weapon, sight, table: mounted ? 'mounted' : 'foot', modifiers, ...(band ? { band } : {}) });
}

/** What a shot did to the target, for a move it interrupts. */
export interface ShotEffect {
  result: FootShot | MountedShot;
  /** MP taken off the target's allowance this turn (defensive A, mounted C). */
  allowanceCut: number;
  /** Wounded by defensive fire: only half the remaining MP may be used (5.11.4 B). */
  halve: boolean;
  /** The target can move no further: dead, stunned or thrown from the saddle. */
  stopped: boolean;
}

export interface Shot {
  state: DnState;
  events: GameEvent[];
  effect: ShotEffect;
}

const FOOT_RESULT_TEXT: Record<FootShot, Record<FireKind, string>> = {
  A: { offensive: 'retreats 2 hexes', defensive: 'has his movement cut by 2' },
  B: { offensive: 'wounded', defensive: 'wounded, and may use only half his remaining MP' },
  C: { offensive: 'killed', defensive: 'killed' },
  '-': { offensive: 'missed', defensive: 'missed' },
};

/** Rolls a planned shot and applies its result (5.11.3, 5.11.4), and the optional 2.25 on a miss. */
export function resolveShot(table: Table, plan: ShotPlan, kind: FireKind, dice: Dice, from?: Hex): Shot {
  let state = table.state;
  const { shooter, target, weapon, sight } = plan;
  const roll = dice.roll(10, `${kind === 'offensive' ? 'Fire' : 'Defensive fire'}: ${shooter.name} at ${target.name}`, 'the shot');
  const total = roll.face + plan.modifiers.reduce((s, m) => s + m.value, 0);
  const cover: CoverLevel = sight.cover;
  const result = plan.table === 'mounted' ? mountedShot(weapon, total, cover) : footShot(weapon, total, cover, state.options.footShotRow7 === 'hits');
  roll.explain({
    table: plan.table === 'mounted' ? '5.11.3 shooting at mounted characters' : '5.11.4 shooting at characters on foot',
    row: `${weapon} ${Math.max(1, total)}`,
    column: `${cover} cover`,
    modifiers: plan.modifiers,
    total,
    result,
  });
  const shotFrom = from ?? shooter.hex!;
  const fired: Unit = {
    ...shotTaken(unitById(state, shooter.id)),
    firedInPlayerTurn: state.playerTurn,
    firedInTurn: state.turn,
    unloaded: shooter.mounted && weapon === 'crossbow',
  };
  state = withUnit(state, fired);
  state = {
    ...state,
    fired: [...state.fired, shooter.id],
    shots: [...state.shots, { shooter: shooter.id, target: target.id, from: shotFrom, to: target.hex!, result }],
  };
  const band = plan.band ? `${plan.band} range, ` : '';
  const head = `${shooter.name} (${weapon}) ${kind === 'defensive' ? 'fires defensively' : 'shoots'} at ${target.name} in ${labelOf(target.hex!)}: ${band}${cover} cover, ${rollArithmetic(roll.record)}`;
  const effect: ShotEffect = { result, allowanceCut: 0, halve: false, stopped: false };
  const events: GameEvent[] = [];
  let tail: string;
  if (result === '-') {
    tail = ' → miss.';
    events.push(shotEvent(head + tail, roll.record, shooter, target, result));
    if (state.options.errare) {
      const stray = errare({ ...table, state }, shooter, target, weapon, shotFrom, dice);
      state = stray.state;
      events.push(...stray.events);
    }
    return { state, events, effect };
  }
  if (plan.table === 'mounted' && isBabyDragon(target)) {
    // 4.3: "Results D, E, and F become 'Dragon wounded'. Other results are 'No effect'."
    if (result !== 'D' && result !== 'E' && result !== 'F') {
      events.push(shotEvent(`${head} → ${result}: no effect on the Baby Dragon (4.3).`, roll.record, shooter, target, result));
      return { state, events, effect };
    }
    const harmed = wound(state, unitById(state, target.id));
    effect.stopped = harmed.died;
    events.push(shotEvent(`${head} → ${result}: ${harmed.text} (4.3).`, roll.record, shooter, target, result));
    return { state: harmed.state, events, effect };
  }
  if (plan.table === 'mounted') {
    const hit = mountedShotEffect(state, unitById(state, target.id), result as Exclude<MountedShot, '-'>, kind, shooter);
    effect.allowanceCut = hit.allowanceCut;
    effect.stopped = hit.stopped;
    events.push(shotEvent(head + hit.tail, roll.record, shooter, target, result), ...hit.events);
    return { state: hit.state, events, effect };
  }
  const now = unitById(state, target.id);
  switch (result as FootShot) {
    case 'A':
      if (kind === 'offensive') {
        state = { ...state, steps: [...state.steps, { kind: 'retreat', seat: target.side, unit: target.id, hexes: 2, victors: [shooter.id] }] };
      } else {
        effect.allowanceCut = 2;
      }
      tail = ` → A: ${target.name} ${FOOT_RESULT_TEXT.A[kind]}.`;
      break;
    case 'B': {
      const harmed = wound(state, now);
      state = harmed.state;
      if (harmed.retreatInstead) {
        ({ state, tail } = spiritRetreat(state, target, shooter, kind, effect, `B: ${harmed.text}`));
        break;
      }
      effect.halve = kind === 'defensive' && woundTaken(now, harmed);
      effect.stopped = harmed.died;
      tail = ` → B: ${harmed.text}${effect.halve ? ', and may use only half his remaining MP' : ''}.`;
      break;
    }
    default: {
      const harmed = kill(state, now);
      state = harmed.state;
      if (harmed.retreatInstead) {
        ({ state, tail } = spiritRetreat(state, target, shooter, kind, effect, `C: ${harmed.text}`));
        break;
      }
      effect.stopped = harmed.died;
      tail = ` → C: ${harmed.text}.`;
    }
  }
  events.unshift(shotEvent(head + tail, roll.record, shooter, target, result));
  return { state, events, effect };
}

/**
 * 3.55: a spirit hit by a wounding or killing shot only retreats, as on an A: 2 hexes at
 * offensive fire; **ours:** at defensive fire, where an A cuts the move, its move is cut by 2.
 */
function spiritRetreat(state: DnState, target: Unit, shooter: Unit, kind: FireKind, effect: ShotEffect, said: string): { state: DnState; tail: string } {
  if (kind === 'offensive') {
    return { state: { ...state, steps: [...state.steps, { kind: 'retreat', seat: target.side, unit: target.id, hexes: 2, victors: [shooter.id] }] }, tail: ` → ${said}, 2 hexes.` };
  }
  effect.allowanceCut = 2;
  return { state, tail: ` → ${said}: its movement is cut by 2.` };
}

function shotEvent(text: string, roll: RollRecord, shooter: Unit, target: Unit, result: string): GameEvent {
  return { type: 'shot', text, visibleTo: 'all', rolls: [roll], data: { shooter: shooter.id, target: target.id, result } };
}

/**
 * 2.25 (optional): a missed arrow may land in one of the six hexes around the target, numbered
 * 1 (north) clockwise to 6, and wound whoever stands there; an armoured character retreats 2
 * hexes instead; nobody behind an obstacle is hit, though the missed target is no obstacle. For
 * a rider the head of his counter is the centre.
 */
function errare(table: Table, shooter: Unit, target: Unit, weapon: Weapon, from: Hex, dice: Dice): { state: DnState; events: GameEvent[] } {
  let state = table.state;
  const roll = dice.roll(10, `Errare humanum est: where ${shooter.name}'s missed shot lands`, 'where the missed shot lands');
  if (roll.face > 6) {
    roll.explain({ table: '2.25 errare humanum est', modifiers: [], total: roll.face, result: 'lost' });
    return { state, events: [{ type: 'errare', text: `The shot is lost (${dieRead(roll.record)}; 7-10, nothing).`, visibleTo: 'all', rolls: [roll.record] }] };
  }
  const hex = neighbour(target.hex!, (roll.face - 1) as Direction);
  const struck = livingAt({ ...table, state }, hex).find((u) => u.id !== shooter.id);
  roll.explain({ table: '2.25 errare humanum est', modifiers: [], total: roll.face, result: labelOf(hex) });
  const where = `The missed shot lands in ${labelOf(hex)} (${dieRead(roll.record)})`;
  if (!struck) return { state, events: [{ type: 'errare', text: `${where}: nobody there.`, visibleTo: 'all', rolls: [roll.record] }] };
  // The arrow flew past the one it missed: he is no obstacle to where it lands.
  const past: DnState = { ...state, units: state.units.filter((u) => u.id !== target.id) };
  const line = lineOfFire({ ...table, state: past }, { unit: shooter, weapon, at: from }, struck);
  if (!line.clear) return { state, events: [{ type: 'errare', text: `${where}, but ${struck.name} is out of the line of fire (${line.why}).`, visibleTo: 'all', rolls: [roll.record] }] };
  if (isArmoured(struck)) {
    state = { ...state, steps: [...state.steps, { kind: 'retreat', seat: struck.side, unit: struck.id, hexes: 2, victors: [shooter.id] }] };
    return { state, events: [{ type: 'errare', text: `${where} and strikes ${struck.name}'s armour: he retreats 2 hexes (2.25).`, visibleTo: 'all', rolls: [roll.record] }] };
  }
  const harmed = wound(state, struck);
  return { state: harmed.state, events: [{ type: 'errare', text: `${where}: ${harmed.text} (2.25).`, visibleTo: 'all', rolls: [roll.record] }] };
}

/** Enemies `shooter` could shoot at now, for hints and to know whether a fire phase has anything to do. */
export function targetsInSight(table: Table, shooter: Unit, kind: FireKind): Unit[] {
  const ready = readyToShoot(table, shooter, kind);
  if (!ready.ok) return [];
  return table.state.units.filter((u) => u.side !== shooter.side && !u.dead && u.hex !== null && planShot(table, shooter, u, ready.value).ok);
}
