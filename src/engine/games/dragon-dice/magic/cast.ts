import type { Dice } from '../../../core/dice.ts';
import { publicEvent, type GameEvent } from '../../../core/events.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import type { ArmyRef } from '../army.ts';
import type { DiceBook } from '../dice/read.ts';
import { ELEMENT_COLOUR, ELEMENTS, type Element, type Spell } from '../dice/types.ts';
import { armyUnits, type DdState, type Dragon, type Unit } from '../state.ts';
import type { Stepped } from '../stepped.ts';
import { defaultCasualties, killUnits, unitName } from './casualties.ts';
import { armyName, terrainName } from '../actions/names.ts';
import { readArmy, readTerrain, readUnit } from './names.ts';
import { effectsOnLiving, illusionOn } from './effects.ts';
import { targetable } from '../holds.ts';
import { holdsEighth } from '../turn/held.ts';
import { settleMoves } from '../actions/moves.ts';
import { pay, payableElements, purseText, totalMagic, type PayPlace, type Purse } from './pool.ts';
import { rollUnits } from './roll.ts';
import { SPELL_RULES, type SpellRule } from './spells.ts';
import type { MagicAction, SpellEffect } from './state.ts';

/**
 * Casting the spells of a magic action (SFR 11 magic, SFR 44): every spell and its target is
 * announced at once and checked against the magic (element, cost, reserves), then each is resolved
 * in the order written; a target gone by then (killed by an earlier spell) wastes its spell. Unused
 * magic is lost. A bad list changes nothing and says what is wrong.
 *
 * The list, one spell a part, parts separated by `;`: `<spell>[:<element>] [x<n>] <target…>`:
 * - `palsy x3 p2@t2` (three castings on one army), `palsy p2@t2; palsy p3@t2` (split);
 * - `stone-skin p1@t1`, `ash-storm t2`, `finger-of-death p2-goblin-thug-1`;
 * - `path p1-dwarf-footman-1 t3`, `resurrect-dead:fire p1-dwarf-warlord-1` (x3 for 3 health);
 * - `summon-dragon:fire t2 [dragon id]`; `none` casts nothing.
 */

export interface Casting {
  spell: Spell;
  rule: SpellRule;
  /** The element paid with (an element, `ivory`, or `any` for Summon White Dragon). */
  element: string;
  times: number;
  army?: ArmyRef;
  terrain?: string;
  unit?: Unit;
  dragon?: Dragon;
  written: string;
}

const norm = (s: string) => s.trim().toLowerCase().replace(/[\s_]+/g, '-');

function findSpell(book: DiceBook, state: DdState, name: string): Result<Spell> {
  const n = norm(name);
  const spell = [...book.spells.values()].find((s) => s.id === n || norm(s.name) === n);
  const known = [...book.spells.values()].filter((s) => SPELL_RULES[s.id] && s.rulesets.includes(state.ruleset)).map((s) => s.id);
  if (!spell || !spell.rulesets.includes(state.ruleset)) return err(`${name} is no spell of this game; the spells are ${known.join(', ')}.`);
  if (!SPELL_RULES[spell.id]) return err(`${spell.name} cannot be cast here yet; the spells are ${known.join(', ')}.`);
  return ok(spell);
}

const inPlay = (u: Unit) => u.at.kind === 'terrain' || u.at.kind === 'reserve';
const armyOf = (u: Unit): ArmyRef => ({ owner: u.owner, at: u.at.kind === 'terrain' ? u.at.terrain : 'reserve' });
const speciesElements = (book: DiceBook, u: Unit): string[] => {
  const die = book.units.get(u.die);
  const els = die ? (book.species.get(die.species)?.elements ?? []) : [];
  return els.length ? [...els] : ['ivory'];
};
/** The element a dragon's colour is (ivory and white have none). */
const dragonElement = (book: DiceBook, d: Dragon): Element | null => {
  const colour = book.dragons.get(d.die)?.colour;
  return ELEMENTS.find((e) => ELEMENT_COLOUR[e] === colour) ?? null;
};

/**
 * Where a summoned dragon may come from: any player's DUA (FAQ Set-up B2, the seed's ruling, in both
 * rulesets: dragons wait there, not in v4's summoning pool); in v4 also another terrain (SFR 17).
 */
function summonable(book: DiceBook, state: DdState, d: Dragon, to: string, element: string, white: boolean): boolean {
  const colour = book.dragons.get(d.die)?.colour;
  if (white !== (colour === 'white')) return false;
  const from = d.at;
  if (!(from.kind === 'dua' || (state.ruleset === 'v4' && from.kind === 'terrain' && from.terrain !== to && colour !== 'ivory'))) return false;
  if (white) return true;
  // Ivory dragons come to any one element (SFR 17); the others to their own.
  return colour === 'ivory' ? element !== 'ivory' : dragonElement(book, d) === element;
}

/** Is the casting death magic: a death spell, or an elemental one paid with death (a held Temple's shelter, SFR 15). */
const deathMagic = (c: Casting) => c.spell.element === 'death' || c.element === 'death';

/** Reads one part of the list into a casting, its target checked (not yet its cost). */
function readCasting(book: DiceBook, state: DdState, action: MagicAction, written: string): Result<Casting> {
  const words = written.trim().split(/\s+/);
  const [spellWord, ...rest] = words;
  const [spellName, elementWord] = spellWord!.split(':');
  const found = findSpell(book, state, spellName!);
  if (!found.ok) return found;
  const spell = found.value;
  const rule = SPELL_RULES[spell.id]!;
  let times = 1;
  if (rest[0] && /^[x×]\d+$/i.test(rest[0])) times = Number.parseInt(rest.shift()!.slice(1), 10);
  if (times < 1) return err(`${written}: cast a spell at least once (x1 or more).`);
  if (times > 1 && !rule.cumulative) return err(`${spell.name} does no more for being cast several times on one target (SFR 44); cast it once.`);
  const caster = action.army.owner;
  const fromReserve = action.army.at === 'reserve';
  if (fromReserve && !spell.reserve) {
    const r = [...book.spells.values()].filter((s) => s.reserve && s.rulesets.includes(state.ruleset)).map((s) => s.name);
    return err(`${spell.name} cannot be cast from reserves: only the spells marked R can (${r.join(', ')}).`);
  }
  let element = elementWord ? norm(elementWord) : '';
  if (element && spell.element !== 'elemental' && element !== spell.element) return err(`${spell.name} is cast with ${spell.element} magic, not ${element}.`);
  if (element && ![...ELEMENTS, 'ivory'].includes(element as Element)) return err(`${elementWord} is no element: write one of ${[...ELEMENTS, 'ivory'].join(', ')}.`);
  if (spell.element !== 'elemental') element = spell.element;
  if (element === 'ivory' && spell.element !== 'elemental') return err(`Ivory magic casts elemental spells only, not ${spell.name}.`);
  const c: Casting = { spell, rule, element, times, written };
  const want = (n: number, what: string) => (rest.length === n ? null : err<Casting>(`${spell.name} needs ${what}: ${written} ${rest.length < n ? 'lacks it' : 'has too much'}.`));

  switch (rule.target) {
    case 'opposing-army':
    case 'any-army': {
      const bad = want(1, 'an army, written like p2@t1');
      if (bad) return bad;
      const a = readArmy(book, state, rest[0]!);
      if (!a.ok) return err(a.error);
      if (!armyUnits(state, a.army).length) return err(`${armyName(book, state, a.army)} has no units to cast ${spell.name} on.`);
      if (rule.target === 'opposing-army' && a.army.owner === caster) return err(`${spell.name} is cast on an opposing army, not your own.`);
      if (a.army.owner !== caster && illusionOn(state, a.army)) return err(`${armyName(book, state, a.army)} is under an Illusion: no opponent may cast a spell on it until ${a.army.owner}'s next turn.`);
      if (a.army.owner !== caster && deathMagic(c) && holdsEighth(book, state, a.army, 'temple')) return err(`${armyName(book, state, a.army)} holds a Temple: no opponent's death magic affects it (SFR 15).`);
      // FACTS §2.2 (FAQ2): reserve magic may target only one's own armies.
      if (fromReserve && a.army.owner !== caster) return err(`Magic from reserves may be cast on your own armies only.`);
      c.army = a.army;
      break;
    }
    case 'terrain': {
      const bad = want(spell.id === 'summon-dragon' || spell.id === 'summon-white-dragon' ? (rest.length === 2 ? 2 : 1) : 1, 'a terrain');
      if (bad) return bad;
      const t = readTerrain(book, state, rest[0]!);
      if (!t.ok) return err(t.error);
      c.terrain = t.id;
      if (rule.does.kind === 'summon-dragon') {
        const white = rule.does.white;
        if (white) c.element = 'any';
        const named = rest[1] ? Object.values(state.dragons).find((d) => d.id.toLowerCase() === rest[1]!.toLowerCase()) : undefined;
        if (rest[1] && !named) return err(`${rest[1]} is no dragon of this game; the dragons are ${Object.keys(state.dragons).join(', ')}.`);
        if (!white && !c.element && named) c.element = dragonElement(book, named) ?? '';
        if (!white && !c.element) {
          // No element written: the first one the magic can pay and a dragon answers.
          const payable = payableElements(purseOf(action), spell, spell.cost, placeOf(book, state, action));
          c.element = payable.find((e) => Object.values(state.dragons).some((d) => summonable(book, state, d, t.id, e, false))) ?? payable[0] ?? spell.element;
        }
        const dragon = named ?? Object.values(state.dragons).find((d) => summonable(book, state, d, t.id, c.element, white));
        if (!dragon || !summonable(book, state, dragon, t.id, c.element, white)) {
          const where = state.ruleset === '1996' ? 'in a dead unit area' : 'in a dead unit area or at another terrain';
          return err(`No ${white ? 'white dragon' : `dragon of ${c.element} magic`} ${where} answers ${spell.name}${named ? ` (${named.id} does not)` : ''}.`);
        }
        c.dragon = dragon;
      }
      break;
    }
    case 'opposing-unit': {
      const bad = want(1, 'a unit, by its id');
      if (bad) return bad;
      const u = readUnit(state, rest[0]!);
      if (!u || !inPlay(u)) return err(`${rest[0]} is no unit in play.`);
      if (u.owner === caster) return err(`${spell.name} is cast on an opposing unit, not your own.`);
      if (!targetable(u, caster)) return err(`${unitName(book, u)} is cloaked: no opponent's spell may target it this turn.`);
      if (u.at.kind === 'terrain' && illusionOn(state, { owner: u.owner, at: u.at.terrain })) return err(`${unitName(book, u)}'s army is under an Illusion: no opponent may cast a spell on it until ${u.owner}'s next turn.`);
      if (u.at.kind === 'terrain' && deathMagic(c) && holdsEighth(book, state, { owner: u.owner, at: u.at.terrain }, 'temple')) return err(`${armyName(book, state, { owner: u.owner, at: u.at.terrain })} holds a Temple: no opponent's death magic affects it or its units (SFR 15).`);
      c.unit = u;
      break;
    }
    case 'own-unit-to-terrain': {
      const bad = want(2, 'one of your units at a terrain, then the terrain it goes to');
      if (bad) return bad;
      const u = readUnit(state, rest[0]!);
      if (!u || u.owner !== caster || u.at.kind !== 'terrain') return err(`${rest[0]} is none of your units at a terrain.`);
      const t = readTerrain(book, state, rest[1]!);
      if (!t.ok) return err(t.error);
      const here = u.at.terrain;
      const yours = state.terrains.filter((x) => x.id !== here && armyUnits(state, { owner: caster, at: x.id }).length > 0);
      if (!yours.some((x) => x.id === t.id)) return err(`${spell.name} moves a unit to another terrain where you have an army: ${yours.map((x) => x.id).join(', ') || 'you have none'}.`);
      c.unit = u;
      c.terrain = t.id;
      break;
    }
    case 'own-dead':
    case 'own-pool': {
      const bad = want(1, 'one of your units, by its id');
      if (bad) return bad;
      const u = readUnit(state, rest[0]!);
      const where = rule.target === 'own-dead' ? 'dua' : 'pool';
      if (!u || u.owner !== caster || u.at.kind !== where) return err(`${rest[0]} is none of your units in your ${where === 'dua' ? 'dead unit area' : 'summoning pool'}.`);
      const els = speciesElements(book, u);
      if (!c.element) c.element = els.find((e) => payableElements(purseOf(action), spell, spell.cost * times, placeOf(book, state, action)).includes(e)) ?? els[0]!;
      // Magic of an element the unit has (SFR 44); ivory units answer any one element (Amazons).
      if (!els.includes(c.element) && !(els.includes('ivory') && c.element !== 'ivory')) return err(`${spell.name} cast with ${c.element} magic reaches only units of ${c.element}; ${unitName(book, u)} is ${els.join(' and ')}.`);
      const health = book.units.get(u.die)?.health ?? 1;
      const per = rule.does.kind === 'return-unit' ? rule.does.per : 1;
      if (health > per * times) return err(`${unitName(book, u)} has ${health} health: ${spell.name} brings back ${per} health-worth a casting, so cast it x${Math.ceil(health / per)}.`);
      c.unit = u;
      break;
    }
  }
  return ok(c);
}

function purseOf(action: MagicAction): Purse {
  return { magic: action.magic, cantrip: action.cantrip, cantripElements: action.cantripElements };
}

function placeOf(book: DiceBook, state: DdState, action: MagicAction): PayPlace {
  const at = action.army.at;
  const terrain = at === 'reserve' ? undefined : state.terrains.find((t) => t.id === at);
  const die = terrain ? book.terrains.get(terrain.die) : undefined;
  const terrainElements = (die && book.terrainTypes.get(die.type)?.elements) ?? [];
  // A held Standing Stones (v4, SFR 15): the army may spend its magic as either of the terrain's elements.
  return { ruleset: state.ruleset, terrainElements, ...(holdsEighth(book, state, action.army, 'standing-stones') ? { convertTo: terrainElements } : {}) };
}

/** What a casting is aimed at, as its line names it. */
function targetName(book: DiceBook, state: DdState, c: Casting): string {
  if (c.army) return armyName(book, state, c.army);
  if (c.unit && c.terrain) return `${unitName(book, c.unit)} to ${terrainName(book, state, c.terrain)}`;
  if (c.dragon && c.terrain) return `${c.dragon.id} to ${terrainName(book, state, c.terrain)}`;
  if (c.unit) return unitName(book, c.unit);
  return terrainName(book, state, c.terrain!);
}

const sameTarget = (a: Casting, b: Casting) => a.spell.id === b.spell.id && a.army?.owner === b.army?.owner && a.army?.at === b.army?.at && a.unit?.id === b.unit?.id && a.terrain === b.terrain;

/**
 * Reads and checks the whole list against the magic, paying as it goes; castings of one spell on
 * one target are then combined (SFR 44: Palsy x3 on one army subtracts three).
 */
export function readCastings(book: DiceBook, state: DdState, action: MagicAction, list: string): Result<{ castings: Casting[]; left: Purse }> {
  const parts = list
    .split(/[;\n]/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 1 && /^(none|nothing|-)$/i.test(parts[0]!)) return ok({ castings: [], left: purseOf(action) });
  let purse = purseOf(action);
  const place = placeOf(book, state, action);
  const castings: Casting[] = [];
  for (const part of parts) {
    const read = readCasting(book, state, action, part);
    if (!read.ok) return read;
    const c = read.value;
    if (!c.element) {
      const payable = payableElements(purse, c.spell, c.spell.cost * c.times, place);
      if (!payable.length) return err(`${c.spell.name}${c.times > 1 ? ` x${c.times}` : ''} costs ${c.spell.cost * c.times} magic of one element; the army has ${purseText(purse)}.`);
      c.element = payable[0]!;
    }
    const paid = pay(purse, c.spell, c.element, c.spell.cost * c.times, place);
    if (!paid.ok) return err(paid.error);
    purse = paid.purse;
    const same = castings.find((x) => sameTarget(x, c));
    if (same && !c.rule.cumulative) {
      const why = c.spell.id === 'lightning-strike' ? 'a unit may take one Lightning Strike a magic action' : `${c.spell.name} does no more for being cast twice on one target`;
      return err(`${c.spell.name} is cast twice on ${targetName(book, state, c)}: ${why} (SFR 44).`);
    }
    if (same && c.spell.id === 'resurrect-dead' && same.element !== c.element) return err(`Castings of Resurrect Dead on one unit all use one element of magic (SFR 44), not ${same.element} and ${c.element}.`);
    if (same) same.times += c.times;
    else castings.push(c);
  }
  return ok({ castings, left: purse });
}

/** Puts a lasting spell in force, or adds castings to the same spell already on the same target. */
function addEffect(state: DdState, effect: SpellEffect): DdState {
  const i = state.effects.findIndex((e) => e.what === effect.what && e.caster === effect.caster && e.scope === effect.scope && e.target.owner === effect.target.owner && e.target.at === effect.target.at);
  if (i < 0) return { ...state, effects: [...state.effects, effect] };
  const effects = [...state.effects];
  effects[i] = { ...effects[i]!, castings: (effects[i]!.castings ?? 1) + (effect.castings ?? 1) };
  return { ...state, effects };
}

/** Resolves one casting: its effect now, or in force till the caster's next turn. */
function resolve(book: DiceBook, state: DdState, caster: ArmyRef, c: Casting, dice: Dice): Stepped {
  const x = c.times > 1 ? ` x${c.times}` : '';
  const head = `${caster.owner} casts ${c.spell.name}${x} on ${targetName(book, state, c)}`;
  const gone = (why: string): Stepped => ({ state, events: [publicEvent('dd-spell', `${head}: ${why}, so the spell is wasted.`)] });
  const current = c.unit ? state.units[c.unit.id] : undefined;
  switch (c.rule.does.kind) {
    case 'lasting': {
      if (c.army && !armyUnits(state, c.army).length) return gone('the army is no longer there');
      const effect: SpellEffect = c.army
        ? { what: c.spell.id, caster: caster.owner, target: c.army, until: caster.owner, castings: c.times }
        : { what: c.spell.id, caster: caster.owner, target: { owner: caster.owner, at: c.terrain! }, until: caster.owner, scope: 'terrain', castings: c.times };
      const until = state.ruleset === '1996' ? 'the end of this turn' : `${caster.owner}'s next turn`;
      return { state: addEffect(state, effect), events: [publicEvent('dd-spell', `${head}: ${c.spell.text} (until ${until}).`, { data: { spell: c.spell.id, castings: c.times } })] };
    }
    case 'damage-army': {
      const units = armyUnits(state, c.army!);
      if (!units.length) return gone('the army is no longer there');
      const damage = c.rule.does.per * c.times;
      const saves = rollUnits(book, state, c.army!, units, 'save', dice, `${armyName(book, state, c.army!)} saves against ${c.spell.name}`, 'magic');
      // Dispel Magic rolled in the saves against a spell undoes that spell on its army (SAI reference).
      const dispel = saves.count.effects.find((e) => e.effect === 'dispel-magic');
      if (dispel) return { state, events: [publicEvent('dd-spell', `${head}: ${unitName(book, state.units[dispel.unit]!)} rolls Dispel Magic (${saves.count.lines.join('; ')}): the spell is undone.`, { rolls: saves.rolls })] };
      const net = Math.max(0, damage - saves.count.results.save);
      const killed = defaultCasualties(book, units, net);
      const events = [publicEvent('dd-spell', `${head}: ${damage} damage; the army rolls ${saves.count.results.save} save${saves.count.results.save === 1 ? '' : 's'} (${saves.count.lines.join('; ')}), ${net} damage left.`, { rolls: saves.rolls })];
      const k = killUnits(book, state, killed, dice, c.spell.name);
      return { state: k.state, events: [...events, ...k.events] };
    }
    case 'damage-unit-no-save': {
      if (!current || !inPlay(current)) return gone('the unit is no longer in play');
      const damage = c.rule.does.per * c.times;
      const health = book.units.get(current.die)?.health ?? 1;
      if (damage < health) return { state, events: [publicEvent('dd-spell', `${head}: ${damage} damage, short of its ${health} health, so it lives.`)] };
      const k = killUnits(book, state, [current], dice, `${head} (${damage} damage, no save)`);
      return k;
    }
    case 'save-or-die': {
      if (!current || !inPlay(current)) return gone('the unit is no longer in play');
      const r = rollUnits(book, state, armyOf(current), [current], 'save', dice, `${unitName(book, current)} saves against ${c.spell.name}`, 'magic', true);
      if (r.count.results.save >= 1) return { state, events: [publicEvent('dd-spell', `${head}: it rolls a save (${r.count.lines.join('; ')}) and lives.`, { rolls: r.rolls })] };
      const k = killUnits(book, state, [current], dice, `${head}: no save (${r.count.lines.join('; ')})`);
      return { state: k.state, events: [...k.events.map((e) => ({ ...e, rolls: [...r.rolls, ...(e.rolls ?? [])] }))] };
    }
    case 'reduce-terrain': {
      const t = state.terrains.find((x) => x.id === c.terrain)!;
      if (state.effects.some((e) => e.what === 'flash-flood' && e.target.at === t.id)) return { state, events: [publicEvent('dd-spell', `${head}: the terrain has been reduced by ${c.spell.name} this turn already, which is the most it may be (SFR 44).`)] };
      const unless = c.rule.does.unless;
      const opposing = [...new Set(Object.values(state.units).filter((u) => u.at.kind === 'terrain' && u.at.terrain === t.id && u.owner !== caster.owner).map((u) => u.owner))];
      const events: GameEvent[] = [];
      let held = false;
      let s = state;
      for (const owner of opposing) {
        const army = { owner, at: t.id };
        const r = rollUnits(book, s, army, armyUnits(s, army), 'maneuver', dice, `${armyName(book, s, army)} against ${c.spell.name}`);
        events.push(publicEvent('dd-spell-roll', `${armyName(book, s, army)} rolls ${r.count.results.maneuver} maneuver (${r.count.lines.join('; ')}).`, { rolls: r.rolls }));
        if (r.count.results.maneuver >= unless) held = true;
      }
      const marker: SpellEffect = { what: 'flash-flood', caster: caster.owner, target: { owner: caster.owner, at: t.id }, until: caster.owner, scope: 'terrain' };
      s = { ...s, effects: [...s.effects, marker] };
      if (held || t.face === 1) {
        events.push(publicEvent('dd-spell', `${head}: ${held ? `an opposing army there rolled ${unless} maneuvers or more` : 'it is at its first face already'}, so it stays at ${t.face}.`));
        return { state: s, events };
      }
      const face = t.face - 1;
      s = { ...s, terrains: s.terrains.map((x) => (x.id === t.id ? { ...x, face, heldBy: face === 8 ? x.heldBy : null } : x)) };
      events.push(publicEvent('dd-spell', `${head}: the terrain goes down from ${t.face} to ${face}.`));
      return { state: s, events };
    }
    case 'move-unit': {
      if (!current || current.at.kind !== 'terrain') return gone('the unit is no longer at a terrain');
      if (!armyUnits(state, { owner: caster.owner, at: c.terrain! }).length) return gone('you no longer have an army there');
      const moved = { ...current, at: { kind: 'terrain' as const, terrain: c.terrain! } };
      return { state: { ...state, units: { ...state.units, [current.id]: moved } }, events: [publicEvent('dd-spell', `${head}: it joins ${armyName(book, state, { owner: caster.owner, at: c.terrain! })}.`)] };
    }
    case 'return-unit': {
      const from = c.rule.target === 'own-dead' ? 'dua' : 'pool';
      if (!current || current.at.kind !== from) return gone('the unit is no longer there');
      const at = caster.at === 'reserve' ? ({ kind: 'reserve' } as const) : ({ kind: 'terrain', terrain: caster.at } as const);
      return { state: { ...state, units: { ...state.units, [current.id]: { ...current, at } } }, events: [publicEvent('dd-spell', `${head}: it joins ${armyName(book, state, caster)}.`)] };
    }
    case 'summon-dragon': {
      const d = state.dragons[c.dragon!.id];
      if (!d || !summonable(book, state, d, c.terrain!, c.element, c.rule.does.white)) return gone('the dragon is no longer to be summoned');
      const moved = { ...d, at: { kind: 'terrain' as const, terrain: c.terrain! } };
      const name = book.dragons.get(d.die)?.name ?? d.die;
      return { state: { ...state, dragons: { ...state.dragons, [d.id]: moved } }, events: [publicEvent('dd-spell', `${head}: ${d.owner}'s ${name} comes to ${terrainName(book, state, c.terrain!)}.`)] };
    }
  }
}

/** Casts the list (already read) and ends the magic action; unused magic is lost (SFR 44). */
export function castAll(book: DiceBook, state: DdState, action: MagicAction, castings: readonly Casting[], left: Purse, dice: Dice): Stepped {
  let s: DdState = { ...state, action: null };
  const events: GameEvent[] = [];
  if (!castings.length) events.push(publicEvent('dd-spell', `${action.army.owner} casts no spell.`));
  for (const c of castings) {
    const step = resolve(book, s, action.army, c, dice);
    s = step.state;
    events.push(...step.events);
  }
  const lost = totalMagic(left);
  if (lost > 0) events.push(publicEvent('dd-magic-lost', `The unused magic is lost: ${purseText(left)}.`));
  // The moves the magic roll's SAIs offered (Teleport and its kin) come now, the spells cast.
  const after = settleMoves(book, s, action.moves ?? []);
  return { state: { ...after, effects: effectsOnLiving(after.effects, (a) => armyUnits(after, a).length > 0) }, events };
}

