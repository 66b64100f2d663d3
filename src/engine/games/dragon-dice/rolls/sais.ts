import { z } from 'zod';
import { ELEMENTS, SAI_ICONS, type Element, type Sai } from '../dice/types.ts';
import { RESULTS, ROLL_KINDS, type ResultKind, type RollContext, type RollKind } from './types.ts';

/**
 * The effect codes an SAI may carry, each with what the action that made the roll must do. The
 * count ("X") is the SAI's value after any terrain doubling (`SaiEffect.count`). Kept here, one
 * line each, so the actions, magic and dragon code read the same words.
 */
export const SAI_EFFECTS = {
  'kill-no-save': 'X damage to the target army that no save may reduce (Smite, Bullseye)',
  'kill-if-no-save': 'X health-worth of target units each roll a save; those with none die',
  'kill-one-if-no-save': 'one target unit rolls a save; with none it dies',
  'kill-if-no-maneuver': 'X health-worth of target units each roll for maneuver; those with none die',
  'kill-on-id': 'when the target army saves, X health-worth of its units showing an ID die and their IDs do not count',
  'damage-one': 'one target unit takes X damage',
  'bury': 'X health-worth of target units are killed and buried',
  'bury-one': 'one target unit is killed and buried',
  'bury-if-no-save': 'X health-worth of target units each save or die; each dead one saves again or is buried',
  'bury-if-no-maneuver': 'X health-worth of target units each roll for maneuver or die; each dead one saves or is buried',
  'hypnotise-on-id': 'when the target army saves, its units showing an ID may not be rolled until your next turn, their IDs not counted',
  'reserve': 'X health-worth of target units go to their reserves before the target army saves',
  'reserve-if-no-save': 'X health-worth of target units each save or go to reserves; those showing an ID die',
  'seize': 'X health-worth of target units roll: an ID goes to reserves, any other face dies',
  'convert': 'X health-worth of target units save or die; as much health-worth may come back from your DUA to this army',
  'charm': 'X health-worth of target units roll melee for the attacker in this attack, and no saves for their own army',
  'confuse': 'once the target army has saved, up to X health-worth of its units that saved are rolled again, their first faces not counted',
  'stun': 'X health-worth of target units may not be rolled until the end of the turn',
  'sleep': 'X health-worth of target units may not counter-attack this turn',
  'entangle': 'X health-worth of target units may not maneuver or move until your next turn',
  'halve-army': 'one opposing army at this terrain halves all its results until your next turn',
  'wither': 'one opposing army at this terrain takes X off every roll until your next turn',
  'no-counter-attack': 'the defending army may save but not counter-attack',
  'charge': 'count the roll again with `charge` (maneuvers as melee); the defender answers with one save-and-melee roll',
  'illusion': 'one of your armies may not be shot at or spelled by opponents until your next turn',
  'damage-attacker': 'X damage to the attacking army; only saves from spells reduce it',
  'damage-attacker-no-save': 'X damage to the attacking army that no save reduces',
  'damage-attacker-one': 'one unit of the attacking army takes X damage',
  'counter-attack': 'if this unit lives, it counter-attacks the attacking army at once',
  'volley': 'X missile hits back at the melee attacker, which it saves against',
  'cloak': 'this unit may not be targeted by spells or abilities until the end of the turn',
  'regenerate': 'up to X health-worth of your DUA comes back to this unit\'s army',
  'dispel-magic': 'rolled in the saves against a spell, that spell is undone on this army',
  'move-unit': 'this unit may move to a terrain of fire where you have an army',
  'move-units': 'up to X health-worth of units of this army may move to another terrain where you have an army',
  'teleport': 'this unit may move to any terrain where you have an army',
  'vanish': 'this unit may move to your reserves',
  'promote': 'promote up to X health-worth of units in this army',
  'wild-growth': 'the player splits X between these save results and promoting health-worth of units in this army',
  'frost-magic': 'up to X of these magic results may instead cancel an opposing magic action',
  'trumpet': 'every unit of the named species in this army doubles its melee and save results (counted here)',
} as const;
export type SaiEffectCode = keyof typeof SAI_EFFECTS;

/** What an SAI does in one kind of roll. */
export interface SaiRoll {
  /** The results it gives, its value of each (Cloak in a save roll lists `save` twice: 2X saves). */
  counts?: ResultKind[];
  /** Its value in this roll when the rules fix it rather than the face's count (Tail: 2 melee). */
  value?: number;
  /** Its effect beyond results (a code of `SAI_EFFECTS`), or `cantrip` for results that cast cantrips only. */
  effect?: SaiEffectCode | 'cantrip';
  /** The effect's value when the rules fix it (Flame: 2 health-worth), else the SAI's value. */
  effectValue?: number;
  /** Which results the effect's value is, for terrain doubling (FAQ SAI D): Smite's damage is melee. */
  effectAs?: ResultKind;
  /** Roll this unit again and count the new face as well (Rend, Tail, Double Strike). */
  reroll?: boolean;
  /** A save roll's effect that works only against these attacks (Flaming Shield: melee). */
  against?: Array<'melee' | 'missile' | 'magic' | 'dragon'>;
  /** The effect works only at a terrain of this element (Scorching Wings: fire). */
  atElement?: Element;
  /** While shown, the army's units of this species double these results (Trumpet: Feral melee and saves). */
  doubles?: { species: string; results: ResultKind[] };
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
 * The entries of an SAI's rule that a roll reads: its own kind's; an order roll reads the maneuver
 * results only (the order roll is a maneuver roll with no doubling, FAQ Set-up D); a charge also reads the
 * maneuver results (Trample in a charge: melee and maneuver, FAQ SAI D). An effect limited to some
 * attacks (`against`) is left out of a save roll against others, and one limited to a terrain's
 * element (`atElement`) elsewhere; Charge and Surprise in a counter-attack.
 */
export function saiRollFor(rule: SaiRule, context: Pick<RollContext, 'kind' | 'against' | 'charge' | 'counterAttack' | 'terrain'>): SaiRoll[] {
  if (context.kind === 'order') {
    // Before the armies are placed only the maneuver results matter: no effects, no re-rolls.
    const counts = (rule.rolls.order ?? rule.rolls.maneuver)?.counts;
    return counts ? [{ counts }] : [];
  }
  const own = rule.rolls[context.kind];
  const entries: SaiRoll[] = [];
  if (own) {
    const answers = !own.against || (context.against !== undefined && own.against.includes(context.against));
    const here = !own.atElement || (context.terrain?.elements ?? []).includes(own.atElement);
    // Charge and Surprise have no effect during a counter-attack (TS Charge, Surprise).
    const striking = !(context.counterAttack && (own.effect === 'charge' || own.effect === 'no-counter-attack'));
    entries.push(answers && here && striking ? own : { ...own, effect: undefined, effectAs: undefined, effectValue: undefined });
  }
  const moves = rule.rolls.maneuver?.counts;
  if (context.charge && context.kind === 'melee' && moves) entries.push({ counts: moves.filter((c) => !own?.counts?.includes(c)) });
  return entries;
}

const ResultSchema = z.enum(RESULTS);
const SaiRollSchema = z
  .object({
    counts: z.array(ResultSchema).optional(),
    value: z.number().int().positive().optional(),
    effect: z.enum([...(Object.keys(SAI_EFFECTS) as SaiEffectCode[]), 'cantrip']).optional(),
    effectValue: z.number().int().positive().optional(),
    effectAs: ResultSchema.optional(),
    reroll: z.boolean().optional(),
    against: z.array(z.enum(['melee', 'missile', 'magic', 'dragon'])).optional(),
    atElement: z.enum(ELEMENTS).optional(),
    doubles: z.object({ species: z.string().min(1), results: z.array(ResultSchema) }).strict().optional(),
  })
  .strict();

/** The shape of one record of `sais.json` (`{ "sais": [...] }`), for the dice reader. */
export const SaiRuleSchema: z.ZodType<SaiRule> = z
  .object({
    id: z.enum(SAI_ICONS),
    name: z.string().min(1),
    rolls: z.partialRecord(z.enum(ROLL_KINDS), SaiRollSchema),
    saves: z.boolean(),
    text: z.string().min(1),
    source: z.string().min(1),
  })
  .strict();
