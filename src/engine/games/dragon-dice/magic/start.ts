import type { Dice } from '../../../core/dice.ts';
import { publicEvent, type GameEvent } from '../../../core/events.ts';
import type { OrderHint } from '../../../core/module.ts';
import { orderFor, type AnyOrderDef } from '../../../core/order-def.ts';
import { option } from '../../../core/options.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import type { ArmyRef } from '../army.ts';
import type { DiceBook } from '../dice/read.ts';
import { armyUnits, type DdState } from '../state.ts';
import type { Stepped } from '../stepped.ts';
import { castAll, readCastings } from './cast.ts';
import { effectsAfterExpiry } from './effects.ts';
import { armyName } from '../actions/names.ts';
import { armyText } from './names.ts';
import { purseText, totalMagic } from './pool.ts';
import { rollUnits } from './roll.ts';
import { magicRollSais } from './sais.ts';
import { settleMoves } from '../actions/moves.ts';
import { boneMagic } from '../actions/abilities.ts';
import { SPELL_RULES } from './spells.ts';
import type { MagicAction, MagicPool } from './state.ts';

/**
 * The magic action (SFR 11; GAPS B7, B10): the army rolls, its magic is counted by element (TSR
 * 1996 doubles a colour the terrain has, the count's part), and the caster is asked for spells
 * (`state.action` of kind `magic`). The `cast` order answers; the deadline's default casts nothing.
 */

/** The magic action waiting on its spells (`state.action`), if that is what waits. */
export function magicAction(state: DdState): MagicAction | null {
  const a = state.action;
  return a && a.kind === 'magic' ? a : null;
}

/**
 * Asks `army`'s owner to spend `magic` and `cantrip` results (a magic roll's, or a cantrip rolled
 * in another roll, SFR 44): `state.action` waits on the `cast` order. With nothing to spend, nothing waits.
 */
export function openCasting(book: DiceBook, state: DdState, army: ArmyRef, magic: MagicPool, cantrip: number): Stepped {
  const elements = new Set<string>();
  for (const u of armyUnits(state, army)) {
    const die = book.units.get(u.die);
    const els = die ? (book.species.get(die.species)?.elements ?? []) : [];
    if (!els.length) elements.add('ivory');
    for (const e of els) elements.add(e);
  }
  const kept = Object.fromEntries(Object.entries(magic).filter(([, n]) => n > 0));
  const action: MagicAction = { kind: 'magic', army, magic: kept, cantrip, cantripElements: [...elements].sort() };
  if (totalMagic(action) === 0) return { state: { ...state, action: null }, events: [publicEvent('dd-magic', `${armyName(book, state, army)} has no magic to cast spells with.`)] };
  return {
    state: { ...state, action },
    events: [publicEvent('dd-magic', `${army.owner} has ${purseText(action)} to cast spells with: /order cast spells:<spell> <target>; … (or none).`)],
  };
}

/**
 * A magic action (a terrain's magic face, or from reserves, where only R spells and only on one's
 * own armies): the army rolls for magic, then its owner is asked which spells to cast.
 */
export function startMagic(book: DiceBook, state: DdState, army: ArmyRef, dice: Dice): Result<Stepped> {
  const units = armyUnits(state, army);
  if (!units.length) return err(`${armyName(book, state, army)} has no units to cast spells with.`);
  if (state.action) return err(`An action is under way already (${state.action.kind}).`);
  const r = rollUnits(book, state, army, units, 'magic', dice, `${armyName(book, state, army)}'s magic`);
  const rolled: GameEvent = publicEvent('dd-roll', `${armyName(book, state, army)} rolls for magic: ${r.count.lines.join('; ')}.`, { rolls: r.rolls, data: { kind: 'magic' } });
  const sais = magicRollSais(book, state, army, r.count);
  // Bone Magic (Undead, v4): one more death magic for each Undead that rolled magic, up to one per Undead in the DUA.
  const bones = boneMagic(book, state, army, r.rolled);
  const magic = { ...(r.count.magic as MagicPool) };
  if (bones) {
    magic.death = (magic.death ?? 0) + bones;
    sais.events.push(publicEvent('dd-ability', `Bone Magic: ${bones} more death magic (one for each Undead that rolled magic, up to one per Undead in ${army.owner}'s DUA, at most four).`));
  }
  const opened = openCasting(book, sais.state, army, magic, r.count.cantrip);
  // The moves its SAIs offer wait for the spells; with no magic to cast they are offered at once.
  const casting = magicAction(opened.state);
  const next = !sais.moves.length ? opened.state : casting ? { ...opened.state, action: { ...casting, moves: sais.moves } } : settleMoves(book, opened.state, sais.moves);
  return ok({ state: next, events: [rolled, ...sais.events, ...opened.events] });
}

const order = orderFor<DdState>();

/** The orders that cast spells, one definition each. */
export function magicOrders(book: DiceBook): ReadonlyArray<AnyOrderDef<DdState>> {
  const cast = order({
    verb: 'cast',
    description: 'Cast the spells of your magic action: <spell> <target>; … (none casts nothing)',
    kind: 'answer',
    group: 'magic',
    line: '{spells}',
    options: {
      spells: option.text('The spells and their targets, separated by ;: palsy x2 p2@t1; stone-skin p1@t1', 'which spells'),
    },
    legal(state: DdState, seat: string): OrderHint[] {
      const action = magicAction(state);
      if (!action || action.army.owner !== seat) return [];
      return [{ verb: 'cast', options: { spells: 'none' }, label: 'cast nothing' }, ...castHints(book, state, action)];
    },
    apply(state: DdState, seat: string, o: { verb: 'cast'; spells: string }, dice: Dice) {
      const action = magicAction(state);
      if (!action) return err('No magic action waits for spells now.');
      if (action.army.owner !== seat) return err(`The spells are ${action.army.owner}'s to cast, not yours.`);
      const read = readCastings(book, state, action, o.spells);
      if (!read.ok) return read;
      const done = castAll(book, state, action, read.value.castings, read.value.left, dice);
      return ok({ state: done.state, events: done.events, checkpoints: [] });
    },
  });
  return [cast];
}

/** One legal casting of each spell the magic can pay, on a first target that fits. */
function castHints(book: DiceBook, state: DdState, action: MagicAction): OrderHint[] {
  const hints: OrderHint[] = [];
  const armies: ArmyRef[] = [];
  for (const u of Object.values(state.units)) {
    const a: ArmyRef | null = u.at.kind === 'terrain' ? { owner: u.owner, at: u.at.terrain } : u.at.kind === 'reserve' ? { owner: u.owner, at: 'reserve' } : null;
    if (a && !armies.some((b) => b.owner === a.owner && b.at === a.at)) armies.push(a);
  }
  for (const spell of book.spells.values()) {
    const rule = SPELL_RULES[spell.id];
    if (!rule || !spell.rulesets.includes(state.ruleset)) continue;
    let target: string | undefined;
    const opposing = armies.find((a) => a.owner !== action.army.owner);
    if (rule.target === 'opposing-army' && opposing) target = armyText(opposing);
    else if (rule.target === 'any-army') target = armyText(action.army);
    else if (rule.target === 'terrain' && rule.does.kind !== 'summon-dragon') target = action.army.at === 'reserve' ? state.terrains[0]?.id : action.army.at;
    if (!target) continue;
    const spells = `${spell.id} ${target}`;
    if (readCastings(book, state, action, spells).ok) hints.push({ verb: 'cast', options: { spells }, label: `${spell.name} on ${target}` });
  }
  return hints;
}

/** What a silent caster does at the deadline: casts nothing (the magic is lost). */
export function magicDefaults(state: DdState, seat: string): Array<{ verb: 'cast'; spells: string }> {
  const action = magicAction(state);
  return action && action.army.owner === seat ? [{ verb: 'cast', spells: 'none' }] : [];
}

/** Ends the effects that last until `player`'s next turn begins (SFR 11 step 1); TSR 1996 ends them all, each at its turn's end. */
export function expireEffects(state: DdState, player: string): Stepped {
  const effects = effectsAfterExpiry(state.effects, state.ruleset, player);
  const ended = state.effects.filter((e) => !effects.includes(e));
  const events = ended.length ? [publicEvent('dd-effects-end', `These effects end: ${ended.map((e) => `${e.what} on ${e.target.owner}@${e.target.at}`).join(', ')}.`)] : [];
  return { state: { ...state, effects }, events };
}
