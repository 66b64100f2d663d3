import { explainRoll, type Dice, type RollModifier, type RollRecord } from '../../../core/dice.ts';
import type { PlaceKind } from '../map/types.ts';
import { CRT_TABLE, crtCell, HIGHEST_ROW, LOWEST_ROW, parseResultCode, rowLabel, rowOf, type Column, type SideResult } from './crt.ts';
import { citadelJoins, battleModifiers } from './modifiers.ts';
import { battleOdds, hasStrength, strengthOf } from './odds.ts';
import { applySideResult, type SideOutcome } from './results.ts';
import type { BattleInput, Combatant, UnitLoss } from './types.ts';

export type { BattleCard, BattleInput, BattleOptions, Combatant, Crossing, DefenderGround, LossKind, UnitLoss } from './types.ts';
export { rereadCombat } from './reread.ts';

/**
 * A land battle (DL11 Rule 7): the odds, the modifiers, one d10 read on the combat results table,
 * and the result applied to both sides. The caller gives the counters as plain values and turns
 * the outcome into state changes and the log line `text`.
 */

export interface BattleOutcome {
  attackStrength: number;
  /** After the place multiplies it. */
  defenceStrength: number;
  column: Column;
  /** Set when the odds fell outside the table and were read at its end column. */
  columnClamped: 'below' | 'above' | null;
  modifiers: RollModifier[];
  face: number;
  /** The modified roll, kept within the table's rows (−5 to 16). */
  total: number;
  row: string;
  result: { attacker: string; defender: string };
  roll: RollRecord;
  losses: { attacker: UnitLoss[]; defender: UnitLoss[] };
  /** Leaders left with no army of their side in their hex: each rolls to escape (leader-loss.ts). */
  leadersAtRisk: { attacker: string[]; defender: string[] };
  /** Wizards left with no army: their owner places them again with an army or ship. */
  wizardsLeft: { attacker: string[]; defender: string[] };
  text: string;
}

const GROUND_ONLY = new Set(['infantry', 'cavalry']);
const MOUNTAIN_CLIMBERS = new Set(['dwarf', 'ogre']);

/**
 * The place as the battle reads it: a flying citadel among the defenders counts as a fortified city
 * against an air attack (RB strategic events), unless it stands in a stronger place.
 */
function placeOf(input: BattleInput): PlaceKind | undefined {
  const place = input.ground.place;
  if (input.defenders.some((c) => c.kind === 'citadel') && (place === undefined || place === 'city')) return 'fortified-city';
  return place;
}

/** One clear line saying why these counters cannot fight this battle, or undefined. */
export function checkBattle(input: BattleInput): string | undefined {
  const { attackers, defenders } = input;
  if (!attackers.length) return 'No counter attacks.';
  if (!defenders.length) return 'Nobody defends the hex attacked.';
  const ship = [...attackers, ...defenders].find((c) => c.kind === 'fleet');
  if (ship) return `${ship.name} is a ship: ships fight at sea, not in a land battle.`;
  const side = attackers[0]!.side;
  const turncoat = attackers.find((c) => c.side !== side);
  if (turncoat) return `${turncoat.name} is not on the attacking side.`;
  const friend = defenders.find((c) => c.side === side);
  if (friend) return `${friend.name} is on the attacking side; it cannot be attacked by its own.`;
  const hex = defenders[0]!.hex;
  const elsewhere = defenders.find((c) => c.hex !== hex);
  if (elsewhere) return `${elsewhere.name} is in ${elsewhere.hex}, not in ${hex}: one hex is attacked at a time.`;
  if (!attackers.some((c) => hasStrength(c) && strengthOf(c) > 0)) return 'The attack has no strength: leaders and wizards do not attack alone.';
  const climber = attackers.find((c) => GROUND_ONLY.has(c.kind) && c.across === 'mountain-side' && !MOUNTAIN_CLIMBERS.has(c.race));
  if (climber) return `${climber.name} cannot attack across a mountain side: only dwarves, ogres and flyers may.`;
  if (defenders.some((c) => c.kind === 'citadel')) {
    const walker = attackers.find((c) => GROUND_ONLY.has(c.kind));
    if (walker) return `${walker.name} cannot attack a flying citadel: only air units may.`;
  }
  if (input.taunted) {
    const from = attackers[0]!.hex;
    const other = attackers.find((c) => c.hex !== from);
    if (other) return `${other.name} cannot join: a taunted stack attacks the kender alone.`;
    const notKender = defenders.find((c) => hasStrength(c) && c.race !== 'kender');
    if (notKender) return `A taunted stack must attack the kender who taunted it, not ${notKender.name}.`;
  }
  return undefined;
}

function describe(units: readonly Combatant[]): string {
  return units.map((c) => (hasStrength(c) ? `${c.name} (${strengthOf(c)}${c.dragonlance ? ' with a Dragonlance' : ''})` : c.name)).join(', ');
}

function lossText(losses: readonly UnitLoss[], ignoredRetreat: boolean): string {
  const parts = losses.map((l) => {
    const what = l.effects.map((e) => ({ depleted: 'depleted', eliminated: 'eliminated', retreat: 'retreats' })[e]).join(' and ');
    return `${l.name} ${what}`;
  });
  if (ignoredRetreat) parts.push('the fortification holds: no retreat');
  return parts.length ? parts.join(', ') : 'no loss';
}

/** Resolves one battle with one d10 from `dice`. Throws on input `checkBattle` refuses. */
export function resolveBattle(input: BattleInput, dice: Dice): BattleOutcome {
  const problem = checkBattle(input);
  if (problem) throw new Error(problem);
  const { attackers, defenders } = input;
  const citadel = citadelJoins(input);
  const place = placeOf(input);
  const odds = battleOdds(attackers, defenders, place, !citadel);
  const modifiers = battleModifiers({ ...input, ground: { ...input.ground, ...(place ? { place } : {}) } });
  const hex = defenders[0]!.hex;

  const roll = dice.roll(10, `Battle for ${hex}: ${attackers.map((c) => c.name).join(', ')} against ${defenders.map((c) => c.name).join(', ')}`, 'the battle');
  const sum = roll.face + modifiers.reduce((s, m) => s + m.value, 0);
  const total = rowOf(sum);
  const row = rowLabel(total);
  const cell = crtCell(odds.column, total);
  roll.explain({ table: CRT_TABLE, row: `roll ${row}`, column: odds.column, modifiers, min: LOWEST_ROW, max: HIGHEST_ROW, total, result: cell.text });

  const attackerResult = parseResultCode(cell.attacker) as SideResult;
  const defenderResult = parseResultCode(cell.defender) as SideResult;
  const holds = !citadel && (place === 'fortified-city' || place === 'dwarven-fortress') && (input.options?.defenderIgnoresRetreat ?? true);
  const attack: SideOutcome = applySideResult(attackerResult, attackers, { absorb: input.options?.absorb?.attacker });
  const defence: SideOutcome = applySideResult(defenderResult, defenders, { absorb: input.options?.absorb?.defender, ignoreRetreat: holds });

  const factor = odds.factor > 1 ? ` ×${odds.factor} ${place === 'fortified-city' ? 'fortified city' : place === 'dwarven-fortress' ? 'dwarven fortress' : 'fortress'} = ${odds.defence}` : '';
  const clamp = odds.clamped ? ` (${odds.clamped === 'below' ? 'below 1-3, read at 1-3' : 'above 6-1, read at 6-1'})` : '';
  const citadelNote = citadel ? '; a flying citadel joins the attack: no terrain or fortification for the defender' : '';
  const sumNote = sum !== total ? ` (${sum} reads the ${row} row)` : '';
  const text =
    `Battle for ${hex}: ${describe(attackers)} against ${describe(defenders)}${citadelNote}. ` +
    `Odds ${odds.attack} to ${odds.defenceBase}${factor} → ${odds.column}${clamp}; ` +
    `${explainRoll(roll.record)}${sumNote}. ` +
    `Attacker: ${lossText(attack.losses, false)}. Defender: ${lossText(defence.losses, holds && defenderResult.retreat)}.`;

  return {
    attackStrength: odds.attack,
    defenceStrength: odds.defence,
    column: odds.column,
    columnClamped: odds.clamped,
    modifiers,
    face: roll.face,
    total,
    row,
    result: { attacker: cell.attacker, defender: cell.defender },
    roll: roll.record,
    losses: { attacker: attack.losses, defender: defence.losses },
    leadersAtRisk: { attacker: attack.leadersAtRisk, defender: defence.leadersAtRisk },
    wizardsLeft: { attacker: attack.wizardsLeft, defender: defence.wizardsLeft },
    text,
  };
}
