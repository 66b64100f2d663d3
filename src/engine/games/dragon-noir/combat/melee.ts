import { dieRead, type Dice, type RollModifier } from '../../../core/dice.ts';
import type { GameEvent } from '../../../core/events.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import { sameHex } from '../../../hex/hex.ts';
import { labelOf } from '../../../hex/labels.ts';
import { passedOver, retreatApplies, stunApplies } from '../characters/berserk.ts';
import { dwarfShift, guardsOf } from './character-odds.ts';
import { jointShift, MOUNTED_RESULT_TEXT, mountedStepsFor, usesMountedTable } from '../horses/mounted-combat.ts';
import type { DnState, Step, Unit } from '../state.ts';
import { FOOT_RESULT_TEXT, footResult, MAX_ODDS, mountedResult, oddsLabel, rawOdds, terrainShift, type FootResult } from '../tables.ts';
import { counterNow, defenceNow, isStanding } from '../units.ts';
import { placeOf } from '../places.ts';
import { BARRIERS, canAttackUnit, canStrikeBetween, combatValue, hexsideAt, touching, type Table } from '../world.ts';
import { shieldedBy } from '../magic/protection.ts';
import { hasAttackLeft, meleeRules, strikesMoreThanOnce, type SpecialMelee } from './melee-rules.ts';
import { bigRefusal } from '../krobs/front.ts';
import { dragonSteps } from '../dragons/results.ts';

/**
 * Melee (2.4, 2.41-2.43, 5.13.1, 5.14.2): odds rounded in the defender's favour, columns shifted
 * by terrain and by a joint attack, +1 to the die against armour, then the foot table.
 */

export interface Odds {
  attack: number;
  defence: number;
  raw: number;
  terrain: number;
  joint: number;
  /** 4.2: the Black Dwarves' columns in a joint attack, beyond the joint +1. */
  dwarves: number;
  column: number;
  /** 5.14.1 against riders (DN1), 5.14.2 against men on foot. */
  crt: 'foot' | 'mounted';
  dieModifiers: RollModifier[];
  /** "Konrad 20 + Aldus 10 v Gromrak 10 → 3-1; ..." */
  account: string;
  /** What the Krobs and the dragons bring to it (melee-rules.ts). */
  special: SpecialMelee;
}

const SIGN = (n: number) => (n > 0 ? '+' : n < 0 ? '−' : '0');

/**
 * Works out the column and die modifiers of a declared attack, or why it is not allowed. `part`
 * is the order's `part:` (a part of the Black Dragon, or how a Guard strikes; melee-rules.ts).
 */
export function computeOdds(table: Table, attackers: Unit[], defenders: Unit[], part?: string): Result<Odds> {
  const { volume } = table.state;
  const rules = meleeRules(table, attackers, defenders, part);
  if (!rules.ok) return rules;
  const special = rules.value;
  const attackOf = (u: Unit) => special.attack.get(u.id)?.value ?? counterNow(u, volume).attack;
  const defenceOf = (u: Unit) => special.defence.get(u.id)?.value ?? defenceNow(u, volume).defence;
  // 4.1: Lucifer's defence is added to Godiva's when he is beside her.
  const guards = guardsOf(table, defenders);
  const attack = attackers.reduce((sum, u) => sum + attackOf(u), 0);
  const defence = [...defenders, ...guards].reduce((sum, u) => sum + defenceOf(u), 0);
  const raw = rawOdds(attack, defence);
  const told = (units: Unit[], said: Map<string, { label: string }>, value: (u: Unit) => number) => units.map((u) => said.get(u.id)?.label ?? `${u.name} ${value(u)}`).join(' + ');
  const guarding = guards.map((g) => ` + ${g.name} ${defenceNow(g, volume).defence} guarding her`).join('');
  const head = `${told(attackers, special.attack, attackOf)} v ${told(defenders, special.defence, defenceOf)}${guarding}`;
  if (raw < 1) return err(`${head} is below 1-1; attacks at odds under 1-1 are impossible (2.41).`);
  // 2.43.1: joint attackers count the least advantageous of their terrains. The text is silent
  // on several defenders; dragonpost gives them the most advantageous of theirs.
  const attackerTerrain = Math.min(...attackers.map((u) => special.attackerTerrain.get(u.id) ?? combatValue(table, u)));
  const defenderTerrain = special.defenderTerrain ?? Math.max(...defenders.map((u) => combatValue(table, u)));
  const terrain = terrainShift(attackerTerrain, defenderTerrain);
  // 2.43.1 and 5.14.1: the joint shift, against a rider only when several riders attack.
  const { shift: joint, label: jointLabel } = jointShift(table, attackers, defenders);
  // 4.2: the Black Dwarves in a joint attack shift it further (checklist ruling 137).
  const dwarves = dwarfShift(attackers, table.state.options.dwarfShift);
  // 4.44, 4.3: between a Guard's legs, two parts of the Black Dragon.
  const own = special.shifts.reduce((sum, s) => sum + s.columns, 0);
  const shifted = raw + terrain + joint + dwarves + own;
  if (shifted < 1 && table.state.options.oddsBelowOne === 'forbid') {
    return err(`${head}: ${oddsLabel(raw)} shifted ${terrain + joint + dwarves + own} falls below 1-1, which this game's options forbid.`);
  }
  const column = Math.min(Math.max(shifted, 1), MAX_ODDS);
  const dieModifiers: RollModifier[] = [];
  // 2.43.2: +1 against armour, only if every defender is armoured.
  if (defenders.every((u) => defenceNow(u, volume).armoured)) dieModifiers.push({ label: 'armour', value: 1 });
  dieModifiers.push(...special.dieModifiers);
  const parts = [`${head} → ${oddsLabel(Math.min(raw, MAX_ODDS))}`];
  if (terrain !== 0) parts.push(`terrain ${SIGN(attackerTerrain)} v ${SIGN(defenderTerrain)}, ${Math.abs(terrain)} ${terrain > 0 ? 'right' : 'left'}`);
  if (jointLabel) parts.push(jointLabel);
  if (dwarves) parts.push(`the dwarves, ${dwarves} right`);
  for (const s of special.shifts) parts.push(s.label);
  if (terrain !== 0 || joint || dwarves || own) parts.push(`→ ${oddsLabel(column)}`);
  const crt = usesMountedTable(table, defenders) ? 'mounted' : 'foot';
  return ok({ attack, defence, raw, terrain, joint, dwarves, column, crt, dieModifiers, account: parts.join('; '), special });
}

/** Checks that these attackers may strike these defenders now (2.4, 2.43.1, 2.45). */
export function validateAttack(table: Table, seat: string, attackers: Unit[], defenders: Unit[]): Result<true> {
  const { state } = table;
  if (attackers.length === 0 || defenders.length === 0) return err('An attack needs at least one attacker and one target.');
  for (const a of attackers) {
    if (a.side !== seat) return err(`${a.name} is not yours to command.`);
    if (a.dead) return err(`${a.name} is dead.`);
    if (a.stunned) return err(`${a.name} is stunned and cannot attack.`);
    // A Guard strikes twice, the Black Dragon once with each part (melee-rules.ts says when they are done).
    if (!strikesMoreThanOnce(a) && !hasAttackLeft(state, a)) return err(`${a.name} has already attacked this turn; each character attacks once (2.4).`);
  }
  for (const d of defenders) {
    if (d.side === seat) return err(`${d.name} is on your side.`);
    if (d.dead) return err(`${d.name} is already dead.`);
    const shielded = shieldedBy(state, d);
    if (shielded) return err(`${shielded}.`);
  }
  if (attackers.length > 1 && defenders.length > 1) {
    for (const a of attackers) for (const d of defenders) if (!touching(a, d)) return err(`${a.name} is not next to ${d.name}; in an attack by several on several, each attacker must touch every defender.`);
  }
  for (const a of attackers) {
    for (const d of defenders) {
      if (a.hex && d.hex && sameHex(a.hex, d.hex)) return err(`${a.name} and ${d.name} are one above the other in ${labelOf(d.hex)}: they cannot fight each other (2.37).`);
      if (!a.hex || !d.hex || !touching(a, d)) {
        return err(`${a.name} is not next to ${d.name}.${adjacentTargets(table, a)}`);
      }
      if (!canAttackUnit(table, a, d)) {
        const big = bigRefusal(a, d);
        if (big) return err(big);
        const side = hexsideAt(table, a.hex, d.hex);
        // Two-hex counters touch in more than one way: their refusal names both reasons.
        const why = a.mounted || d.mounted
          ? `a wall or window is between them, or ${a.name} could not enter that hex`
          : side === 'window' || (side && BARRIERS[side])
            ? 'a wall or window is between them'
            : !canStrikeBetween(table, placeOf(a), placeOf(d))
              ? 'they stand on different levels, with no stairway or slope between them'
              : `${a.name} could not enter that hex`;
        return err(`${a.name} cannot strike ${d.name} in ${labelOf(d.hex)}: ${why} (2.45).`);
      }
    }
  }
  return ok(true);
}

function adjacentTargets(table: Table, a: Unit): string {
  const targets = table.state.units.filter((u) => u.side !== a.side && !u.dead && u.hex && a.hex && canAttackUnit(table, a, u));
  return targets.length ? ` ${a.name} can attack: ${targets.map((t) => t.name).join(', ')}.` : ` ${a.name} has no enemy within reach.`;
}

export interface Resolved {
  state: DnState;
  events: GameEvent[];
}

/** Rolls the attack and queues its consequences as steps to settle. */
export function resolveAttack(table: Table, attackers: Unit[], defenders: Unit[], odds: Odds, dice: Dice): Resolved {
  let state = table.state;
  const roll = dice.roll(10, `Combat: ${attackers.map((u) => u.name).join(' and ')} against ${defenders.map((u) => u.name).join(' and ')}`, 'the combat');
  const bonus = odds.dieModifiers.reduce((s, m) => s + m.value, 0);
  // "10+1=10": the modified die never passes 10; and a Slayer's "1 minus 1 = 1" (4.45).
  const total = Math.max(1, Math.min(roll.face + bonus, 10));
  const mounted = odds.crt === 'mounted';
  const result = mounted ? mountedResult(odds.column, total) : footResult(odds.column, total);
  const crtName = mounted ? '5.14.1 combat against mounted' : '5.14.2 combat against foot';
  roll.explain({ table: crtName, row: oddsLabel(odds.column), column: `die ${total}`, modifiers: odds.dieModifiers, min: 1, max: 10, total, result });
  const mods = odds.dieModifiers.map((m) => ` +${m.value} ${m.label}`).join('');
  const meaning = mounted ? MOUNTED_RESULT_TEXT[result] : FOOT_RESULT_TEXT[result as FootResult];
  // The two tables share their letters: a line read on the mounted one says so (5.14.1).
  const where = mounted ? ' on the mounted table' : '';
  const text = `${odds.account}; ${dieRead(roll.record)}${mods}${mods ? ` = ${total}` : ''}${where} → ${result}: ${meaning}.`;
  const attackerSide = attackers[0]!.side;
  // The defenders' own side: with the Gharvs about, the attacker's enemy is not always the other side.
  const defenderSide = defenders[0]!.side;
  const engaged = new Set([...state.engaged, ...attackers.map((u) => u.id), ...defenders.map((u) => u.id)]);
  // Those who strike more than once a turn keep their strikes instead (4.44, 4.3).
  const strikes = odds.special.strikes.map((s) => ({ ...s, targets: defenders.map((u) => u.id), playerTurn: state.playerTurn }));
  state = {
    ...state,
    attacked: [...state.attacked, ...attackers.filter((u) => !strikesMoreThanOnce(u)).map((u) => u.id)],
    strikes: [...state.strikes, ...strikes],
    engaged: [...engaged],
    advanceOffer: null,
    combats: [
      ...state.combats,
      { attackers: attackers.map((u) => u.id), defenders: defenders.map((u) => u.id), odds: oddsLabel(odds.column), die: total, result, at: defenders.map((u) => u.hex!) },
    ],
  };
  const events: GameEvent[] = [
    { type: 'combat', text, visibleTo: 'all', rolls: [roll.record], data: { attackers: attackers.map((u) => u.id), defenders: defenders.map((u) => u.id), result } },
  ];
  const steps = mounted
    ? mountedStepsFor(result, attackers, defenders, attackerSide, defenderSide)
    : (dragonSteps(result as FootResult, attackers, defenders, attackerSide, defenderSide, odds.special) ?? stepsFor(result as FootResult, attackers, defenders, attackerSide, defenderSide));
  state = { ...state, steps: [...state.steps, ...steps] };
  if (!mounted) {
    for (const u of passedOver(result as FootResult, attackers, defenders)) {
      events.push({ type: 'berserk', text: `${u.name} is berserk: "${FOOT_RESULT_TEXT[result as FootResult]}" no longer applies to him (4.2).`, visibleTo: 'all', data: { unit: u.id, result } });
    }
  }
  return { state, events };
}

/** The consequences of a result, in the order they are settled (2.43.1, 5.14). */
export function stepsFor(result: FootResult, attackers: Unit[], defenders: Unit[], attackerSide: string, defenderSide: string): Step[] {
  const a = attackers.map((u) => u.id);
  const d = defenders.map((u) => u.id);
  // 4.2: retreats and stuns no longer apply to a berserk Crazy Ork.
  const retreating = (units: Unit[]) => units.filter(retreatApplies).map((u) => u.id);
  const stunnable = defenders.filter(stunApplies).map((u) => u.id);
  switch (result) {
    case 'A':
      return [{ kind: 'casualty', seat: attackerSide, effect: 'wounded', candidates: a, victors: d }];
    case 'B':
      return retreating(attackers).map((unit) => ({ kind: 'retreat' as const, seat: attackerSide, unit, hexes: 1, victors: d, advanceFor: defenderSide }));
    case 'C':
      return retreating(defenders).map((unit) => ({ kind: 'retreat' as const, seat: defenderSide, unit, hexes: 1, victors: a, advanceFor: attackerSide }));
    case 'D':
      if (stunnable.length === 0) return [];
      return [{ kind: 'casualty', seat: defenderSide, effect: 'stunned', candidates: stunnable, victors: a, advanceFor: attackerSide }];
    case 'E':
      return [{ kind: 'casualty', seat: defenderSide, effect: 'wounded', candidates: d, victors: a, advanceFor: attackerSide }];
    case 'F':
      return [{ kind: 'casualty', seat: defenderSide, effect: 'killed', candidates: d, victors: a, advanceFor: attackerSide }];
    default:
      return [];
  }
}

/** Every attack `unit` could make alone right now, for autocomplete and hints. */
export function targetsOf(table: Table, unit: Unit): Unit[] {
  if (!isStanding(unit) || !hasAttackLeft(table.state, unit)) return [];
  return table.state.units.filter((u) => u.side !== unit.side && !u.dead && u.hex && canAttackUnit(table, unit, u) && !shieldedBy(table.state, u));
}
