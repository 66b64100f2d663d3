import type { Sai } from '../dice/types.ts';
import type { ResultKind, RollContext, RollKind } from './types.ts';

/**
 * The effect codes an SAI may carry, each with what the action that made the roll must do. The
 * count ("X") is the SAI's value after any terrain doubling (`SaiEffect.count`). Kept here, one
 * line each, so the actions, magic and dragon code read the same words.
 */
export const SAI_EFFECTS = {
  'kill-no-save': 'X health-worth of damage to the target army, no save roll allowed (Smite, Bullseye)',
  'kill-if-no-save': 'target X health-worth of units; each rolls a save and is killed if it shows none',
  'kill-one-if-no-save': 'target one unit; it rolls a save and is killed if it shows none',
  'damage-one': 'target one unit; it takes X damage',
  'bury': 'target X health-worth of units; they are killed and buried, no save',
  'bury-one': 'target one unit; it is killed and buried, no save',
  'bury-if-no-save': 'target X health-worth of units; each rolls a save, is killed if it shows none, then saves again or is buried',
  'kill-if-no-maneuver': 'target X health-worth of units; each rolls for maneuver and is killed if it shows none',
  'bury-if-no-maneuver': 'target X health-worth of units; each rolls for maneuver, is killed if it shows none, then saves or is buried',
  'kill-on-id': 'when the target army rolls its saves, X health-worth of units that show an ID are killed and their IDs not counted',
  'hypnotise-on-id': 'when the target army rolls its saves, units that show an ID may not be rolled until your next turn and their IDs are not counted',
  'reserve': 'target X health-worth of units; they go to their reserves before the target army saves',
  'reserve-if-no-save': 'target X health-worth of units; each rolls a save, goes to reserves if it shows none, and is killed on an ID',
  'seize': 'target X health-worth of units; each rolls: an ID goes to reserves, anything else is killed',
  'convert': 'target X health-worth of units; each rolls a save and is killed if it shows none; as much health-worth may return from your DUA to this army',
  'charm': 'target X health-worth of units; they join this army until the end of the turn',
  'confuse': 'target X health-worth of units; they attack their own army instead',
  'stun': 'target X health-worth of units; they may not act or be rolled until your next turn',
  'sleep': 'target X health-worth of units; they may not counter-attack this turn',
  'stone': 'target X health-worth of units; they are turned to stone and may not act until your next turn',
  'entangle': 'target X health-worth of units; they may not maneuver until your next turn',
  'halve-army': 'target one opposing army at this terrain; it halves all its results until your next turn',
  'illusion': 'target one of your armies; until your next turn opponents may not shoot it or cast spells on it',
  'damage-attacker': 'X damage to the attacking army; only saves from spells reduce it',
  'damage-attacker-no-save': 'X damage to the attacking army, no save allowed',
  'damage-attacker-one': 'target one unit of the attacking army; it takes X damage',
  'counter-attack': 'if this unit survives, it makes a counter-attack at once against the attacking army',
  'cloak': 'this unit may not be targeted by spells or abilities until the end of the turn',
  'regenerate': 'this unit heals one damage it has taken',
  'rise': 'when this unit is killed or buried, roll it: on this icon it goes to the reserves instead',
  'dispel-magic': 'negate the unresolved magic aimed at this unit, its army or its terrain',
  'move-unit': 'move this unit to a terrain of the SAI\'s element where you have an army',
  'move-units': 'move up to X health-worth of units from this army to another terrain where you have an army',
  'teleport': 'move this army to any terrain where you have an army',
  'recruit': 'bring up to X health-worth of units from your DUA into this army (Create Fireminions: its own species)',
  'promote': 'promote up to X health-worth of units in this army',
  'rally': 'the army may re-roll up to X health-worth of its units and keep the new results',
  'charge': 'the attacking army counts maneuver results as melee; the defender answers with a combined save and melee roll',
  'frost-magic': 'these magic results may instead negate X of an opposing magic action',
  'wild-growth': 'up to X health-worth of units in the target army are held and may not act until your next turn',
} as const;
export type SaiEffectCode = keyof typeof SAI_EFFECTS;

/** What an SAI does in one kind of roll. */
export interface SaiRoll {
  /** The results it gives (its value of each). */
  counts?: ResultKind[];
  /** Its effect beyond results (a code of `SAI_EFFECTS`), or `cantrip` for results that cast cantrips only. */
  effect?: SaiEffectCode | 'cantrip';
  /** Which results the effect's value is, for terrain doubling (FAQ SAI D): Smite's damage is melee. */
  effectAs?: ResultKind;
  /** Roll this unit again and count the new face as well (Rend, Tail, Double Strike). */
  reroll?: boolean;
  /** A save roll's SAI that acts only against these attacks (Flaming Shield: melee). */
  against?: Array<'melee' | 'missile' | 'magic' | 'dragon'>;
}

/**
 * What one special action icon does, as data read from `sais.json`: in each kind of roll, which
 * results it counts as (its value of each), its effect code and whether saves may answer it. An
 * `order` roll reads the SAI's `maneuver` entry (the order roll is a maneuver roll, FAQ Set-up D).
 */
export interface SaiRule {
  id: Sai;
  name: string;
  /** In each kind of roll: the results it counts as, and the effect it has beyond them. */
  rolls: Partial<Record<RollKind, SaiRoll>>;
  /** May save results (saves rolled, or from spells: FAQ SAI C) reduce what it does? Smite and Bullseye: no. */
  saves: boolean;
  text: string;
  source: string;
}

/**
 * The entries of an SAI's rule that a roll reads: its own kind's; an order roll reads `maneuver`
 * (the order roll is a maneuver roll with no doubling, FAQ Set-up D); a charge also reads the
 * maneuver results (Trample in a charge: melee and maneuver, FAQ SAI D). An effect limited to some
 * attacks (`against`) is left out of a save roll against others.
 */
export function saiRollFor(rule: SaiRule, context: Pick<RollContext, 'kind' | 'against' | 'charge'>): SaiRoll[] {
  const own = context.kind === 'order' ? (rule.rolls.order ?? rule.rolls.maneuver) : rule.rolls[context.kind];
  const entries: SaiRoll[] = [];
  if (own) {
    const answers = !own.against || (context.against !== undefined && own.against.includes(context.against));
    entries.push(answers ? own : { ...own, effect: undefined, effectAs: undefined });
  }
  const moves = rule.rolls.maneuver?.counts;
  if (context.charge && context.kind === 'melee' && moves) entries.push({ counts: moves.filter((c) => !own?.counts?.includes(c)) });
  return entries;
}
