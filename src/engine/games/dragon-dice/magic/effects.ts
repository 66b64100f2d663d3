import type { ArmyRef } from '../army.ts';
import type { Ruleset } from '../dice/types.ts';
import type { ResultKind, RollKind, RollModifier } from '../rolls/types.ts';
import type { SpellEffect } from './state.ts';

/**
 * The spells and breaths in force, read as changes to an army's rolls (SFR 27 applies them in
 * order: subtract, halve, add). Pure: the callers (actions, maneuvers, dragon attacks) put what
 * this returns in their RollContext's `modifiers`. Spells never change SAI results (FAQ SAI B):
 * that is the count's to keep apart; saves added here answer Trample too (FAQ SAI C).
 */

/** The result a "subtract one result" spell takes from, in each kind of roll. */
const MAIN_RESULT: Readonly<Record<RollKind, ResultKind | null>> = {
  melee: 'melee',
  missile: 'missile',
  magic: 'magic',
  save: 'save',
  maneuver: 'maneuver',
  // An army answering a dragon: our reading takes it from the saves (docs, Readings).
  dragon: 'save',
  order: null,
};

/** The results a roll of this kind counts: where an added or halved result matters. */
const COUNTS: Readonly<Record<RollKind, readonly ResultKind[]>> = {
  melee: ['melee'],
  missile: ['missile'],
  magic: ['magic'],
  save: ['save'],
  maneuver: ['maneuver'],
  dragon: ['melee', 'missile', 'save'],
  order: [],
};

const counts = (kind: RollKind, result: ResultKind) => COUNTS[kind].includes(result);

/** Whether an effect is on `army`: on it, or on the terrain it stands at. */
export function effectOn(effect: SpellEffect, army: ArmyRef): boolean {
  if (effect.scope === 'terrain') return army.at !== 'reserve' && effect.target.at === army.at;
  return effect.target.owner === army.owner && effect.target.at === army.at;
}

/** Per casting: what one casting of a lasting spell does to a roll of `kind` (empty: nothing). */
function spellModifiers(what: string, n: number, kind: RollKind): RollModifier[] {
  const add = (result: ResultKind, by: number): RollModifier[] => (counts(kind, result) ? [{ source: what, result, change: { add: by } }] : []);
  const main = MAIN_RESULT[kind];
  switch (what) {
    case 'stone-skin':
    case 'watery-double':
      return add('save', n);
    case 'wall-of-ice':
      // Our own effect (spells.json): the 1996 rules are lost.
      return add('save', 2 * n);
    case 'palsy':
      // Non-maneuver rolls only (SFR 44).
      return main && kind !== 'maneuver' ? [{ source: what, result: main, change: { add: -n } }] : [];
    case 'ash-storm':
      return main ? [{ source: what, result: main, change: { add: -n } }] : [];
    case 'dancing-lights':
      return add('melee', -6 * n);
    case 'transmute-rock-to-mud':
      return add('maneuver', -6 * n);
    case 'wind-walk':
      return add('maneuver', 4 * n);
    case 'sai-frost-breath':
      // Frost Breath, the SAI: the army halves all its results (SAI reference).
      return COUNTS[kind].map((result) => ({ source: 'Frost Breath', result, change: { halve: true } }));
    case 'sai-wither':
      // Wither X: X off every roll the army makes (SAI reference); `castings` holds X.
      return main ? [{ source: 'Wither', result: main, change: { add: -n } }] : [];
    case 'fiery-weapon':
      // Two melee or missile results: to whichever the roll is for (melee when answering a dragon).
      return kind === 'missile' ? add('missile', 2 * n) : add('melee', 2 * n);
    default:
      return [];
  }
}

/** A breath's effect on the breathed-on army's rolls (SFR 17 table; TSR green is Frost). */
function breathModifiers(what: string, kind: RollKind, ruleset: Ruleset): RollModifier[] {
  const halve = (result: ResultKind): RollModifier[] => (counts(kind, result) ? [{ source: what, result, change: { halve: true } }] : []);
  const colour = what.slice('breath-'.length);
  if (ruleset === '1996') {
    // FAQ SAI B's example: a green dragon's breath Frosts the army, read as SFR's Frost Breath: every result halved.
    if (colour === 'green') return COUNTS[kind].map((result) => ({ source: what, result, change: { halve: true } }));
    // FACTS §2.2: blue paralyses the army; `isParalysed` says so, the rolls are untouched.
    if (colour === 'blue') return [];
  }
  switch (colour) {
    case 'blue':
      return halve('melee');
    case 'yellow':
      return halve('maneuver');
    case 'green':
      return halve('missile');
    case 'black':
      return COUNTS[kind].map((result) => ({ source: what, result, change: { ignoreIds: true } }));
    default:
      return [];
  }
}

/**
 * Every modifier on `army`'s roll of `kind` now. `target` is the army a missile attack is aimed at:
 * Wall of Fog takes from the shooter's roll at the fogged terrain (SFR 44). Halving breaths of one
 * colour do not add up (SFR 17): each is given once.
 */
export function modifiersFor(state: { effects: readonly SpellEffect[]; ruleset: Ruleset }, army: ArmyRef, kind: RollKind, target?: ArmyRef): RollModifier[] {
  const out: RollModifier[] = [];
  const breaths = new Set<string>();
  for (const e of state.effects) {
    if (kind === 'missile' && e.what === 'wall-of-fog' && target && effectOn(e, target)) {
      out.push({ source: e.what, result: 'missile', change: { add: -6 * (e.castings ?? 1) } });
      continue;
    }
    if (!effectOn(e, army)) continue;
    if (e.what.startsWith('breath-')) {
      if (breaths.has(e.what)) continue;
      breaths.add(e.what);
      out.push(...breathModifiers(e.what, kind, state.ruleset));
    } else out.push(...spellModifiers(e.what, e.castings ?? 1, kind));
  }
  return out;
}

/** TSR 1996: a blue dragon's breath paralyses the whole army (FACTS §2.2); the turn reads this before it marches. */
export function isParalysed(state: { effects: readonly SpellEffect[]; ruleset: Ruleset }, army: ArmyRef): boolean {
  return state.ruleset === '1996' && state.effects.some((e) => e.what === 'breath-blue' && effectOn(e, army));
}

/** Illusion (the SAI) on an army: no opponent may shoot at it or cast a spell on it until its caster's next turn. */
export function illusionOn(state: { effects: readonly SpellEffect[] }, army: ArmyRef): boolean {
  return state.effects.some((e) => e.what === 'sai-illusion' && effectOn(e, army));
}

/** Soiled Ground on a terrain: units killed there roll a save or are buried (SFR 44). */
export function soiledAt(state: { effects: readonly SpellEffect[] }, terrain: string): boolean {
  return state.effects.some((e) => e.what === 'soiled-ground' && e.scope === 'terrain' && e.target.at === terrain);
}

/**
 * The effects left when `player`'s turn begins. v4: those that last until that player's next turn
 * end now (SFR 11 step 1). TSR 1996: every effect ends at the end of the turn it was made in
 * (GAPS B6 step 1), so at any turn's start none is left from the turn before.
 */
export function effectsAfterExpiry(effects: readonly SpellEffect[], ruleset: Ruleset, player: string): SpellEffect[] {
  return ruleset === '1996' ? [] : effects.filter((e) => e.until !== player);
}

/**
 * The effects left once armies are gone: a spell or breath on an army ends when the army no longer
 * exists (SFR 44 "Duration"); those on a terrain stay. `hasUnits` says whether an army has any.
 */
export function effectsOnLiving(effects: readonly SpellEffect[], hasUnits: (army: ArmyRef) => boolean): SpellEffect[] {
  return effects.filter((e) => e.scope === 'terrain' || hasUnits(e.target));
}
