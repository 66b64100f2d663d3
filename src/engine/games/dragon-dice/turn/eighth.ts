import type { Dice } from '../../../core/dice.ts';
import { publicEvent, type GameEvent } from '../../../core/events.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import { bury, promote, promotionsFor, recruit, recruitsFor } from '../actions/dua.ts';
import type { ArmyRef } from '../army.ts';
import type { DiceBook } from '../dice/read.ts';
import { armyUnits, type DdState, type Unit } from '../state.ts';
import type { Stepped } from '../stepped.ts';
import { armyName, listed, playerName, terrainName } from '../words.ts';
import { beginDragons } from './dragon-phase.ts';
import type { EighthAsk } from './eighth-state.ts';
import { heldFace } from './held.ts';
import { inPlay } from './victory.ts';

/**
 * The eighth-face phase (SFR 11 phase 2, SFR 15; v4 only, TSR 1996 has none): after the effects
 * expire and before the dragons attack, each City and Temple the player whose turn begins holds
 * acts, in the terrains' order. A City may recruit a 1-health unit from his DUA to the army holding
 * it, or promote one unit of that army; a Temple may make another player bury a unit of his choice
 * from his DUA. Both are "may": `none` declines. Where nothing is possible, nothing is asked; the
 * Tower and the Standing Stones act elsewhere (actions/targets.ts, magic/pool.ts).
 */

const die = (book: DiceBook, u: Unit) => book.units.get(u.die);
const health = (book: DiceBook, u: Unit) => die(book, u)?.health ?? 1;
const unitName = (book: DiceBook, u: Unit) => `${die(book, u)?.name ?? u.die} (${u.id})`;
const duaOf = (state: DdState, seat: string) => Object.values(state.units).filter((u) => u.owner === seat && u.at.kind === 'dua');
/** The face's one line from the data (`eighth-faces.json`), with a colon before it; nothing if the book has none. */
const faceText = (book: DiceBook, face: 'city' | 'temple') => {
  const text = book.eighthFaces?.get(face)?.text;
  return text ? `: ${text}` : '';
};

/** What a held City allows `army`: the recruits from its owner's DUA, and each unit it may promote with what into. */
export function cityChoices(book: DiceBook, state: DdState, army: ArmyRef): { recruits: Unit[]; promotions: Array<{ unit: Unit; into: Unit[] }> } {
  const byHealth = (a: Unit, b: Unit) => health(book, b) - health(book, a) || a.id.localeCompare(b.id);
  const promotions = armyUnits(state, army)
    .sort(byHealth)
    .map((unit) => ({ unit, into: promotionsFor(book, state, unit.id).sort((a, b) => a.id.localeCompare(b.id)) }))
    .filter((p) => p.into.length > 0);
  return { recruits: recruitsFor(book, state, army.owner).sort((a, b) => a.id.localeCompare(b.id)), promotions };
}

/** The players a held Temple may name: the others still in play with a unit in their DUA, in the order of play (one out of play is never asked). */
export function templeVictims(state: DdState, holder: string): string[] {
  return state.players.filter((p) => p !== holder && inPlay(state, p) && duaOf(state, p).length > 0);
}

/** The player whose turn begins enters the eighth-face phase; with nothing to ask (or in 1996), the dragons attack at once. */
export function startEighth(book: DiceBook, state: DdState, player: string, dice: Dice): Stepped {
  if (state.ruleset !== 'v4') return beginDragons(book, state, player, dice);
  const held = state.terrains.filter((t) => t.heldBy === player && armyUnits(state, { owner: player, at: t.id }).length > 0).filter((t) => {
    const face = heldFace(book, state, t);
    return face === 'city' || face === 'temple';
  });
  return proceed(book, { ...state, turn: { ...state.turn!, step: 'eighth' } }, held.map((t) => t.id), dice);
}

/** Resolves the held terrains in turn: one with a choice waits (`turn.eighth`); the others are logged; then the dragons. */
function proceed(book: DiceBook, state: DdState, left: readonly string[], dice: Dice): Stepped {
  const player = state.turn!.player;
  const events: GameEvent[] = [];
  for (let i = 0; i < left.length; i++) {
    const terrain = state.terrains.find((t) => t.id === left[i]);
    if (!terrain) continue;
    const army: ArmyRef = { owner: player, at: terrain.id };
    const face = heldFace(book, state, terrain);
    const where = terrainName(state, terrain.id);
    if (face === 'city') {
      const c = cityChoices(book, state, army);
      if (!c.recruits.length && !c.promotions.length) {
        events.push(publicEvent('dd-eighth', `${playerName(player)}'s City at ${where}: no unit to recruit (no 1-health unit in the DUA) and none to promote (none has a unit of its species one health larger in the DUA).`));
        continue;
      }
      const ask: EighthAsk = { kind: 'city', terrain: terrain.id };
      events.push(publicEvent('dd-eighth', `${playerName(player)} holds a City at ${where}${faceText(book, 'city')} (/order city promote <unit>, city recruit <unit>, or city none).`, { data: { face: 'city', terrain: terrain.id } }));
      return { state: { ...state, turn: { ...state.turn!, eighth: { left: left.slice(i + 1), ask } } }, events };
    }
    if (face === 'temple') {
      const victims = templeVictims(state, player);
      if (!victims.length) {
        events.push(publicEvent('dd-eighth', `${playerName(player)}'s Temple at ${where}: no other player has a unit in his DUA to bury.`));
        continue;
      }
      const ask: EighthAsk = { kind: 'temple', terrain: terrain.id };
      events.push(publicEvent('dd-eighth', `${playerName(player)} holds a Temple at ${where}${faceText(book, 'temple')} (/order temple <player> or temple none; may be named: ${listed(victims.map(playerName))}).`, { data: { face: 'temple', terrain: terrain.id } }));
      return { state: { ...state, turn: { ...state.turn!, eighth: { left: left.slice(i + 1), ask } } }, events };
    }
  }
  const dragons = beginDragons(book, state, player, dice);
  return { state: dragons.state, events: [...events, ...dragons.events] };
}

/** The question the eighth-face phase puts now, and to whom; null if none waits. */
export function eighthAsk(state: DdState): { seat: string; ask: EighthAsk } | null {
  const ask = state.turn?.step === 'eighth' ? state.turn.eighth?.ask : undefined;
  if (!ask) return null;
  return { seat: ask.kind === 'burial' ? ask.seat : state.turn!.player, ask };
}

/** A unit named by its id (`p1-dwarf-footman`) or its die (`dwarf-footman`), among `among`. */
const pick = (among: readonly Unit[], word: string | undefined) => {
  const w = (word ?? '').trim().toLowerCase();
  return among.find((u) => u.id === w) ?? among.find((u) => u.die === w);
};

/** The answer waits on `verb` from `seat`, or the line saying why not. */
function waiting(state: DdState, seat: string, kind: EighthAsk['kind']): Result<EighthAsk> {
  const now = eighthAsk(state);
  if (!now || now.ask.kind !== kind) return err(`No ${kind === 'burial' ? 'burial' : kind === 'city' ? "City's choice" : "Temple's choice"} waits now.`);
  if (now.seat !== seat) return err(`${playerName(now.seat)} answers this, not you.`);
  return ok(now.ask);
}

/** Goes on with the terrains left once an answer is in. */
function after(book: DiceBook, state: DdState, line: GameEvent, dice: Dice): Stepped {
  const left = state.turn!.eighth?.left ?? [];
  const next = proceed(book, { ...state, turn: { ...state.turn!, eighth: null } }, left, dice);
  return { state: next.state, events: [line, ...next.events] };
}

/** The City's answer: promote one unit of the holding army (into a named DUA unit, or the first that fits), recruit a 1-health unit, or none. */
export function answerCity(book: DiceBook, state: DdState, seat: string, way: 'promote' | 'recruit' | 'none', unit: string | undefined, into: string | undefined, dice: Dice): Result<Stepped> {
  const asked = waiting(state, seat, 'city');
  if (!asked.ok) return asked;
  const army: ArmyRef = { owner: seat, at: asked.value.terrain };
  const c = cityChoices(book, state, army);
  const name = armyName(state, army);
  if (way === 'none') return ok(after(book, state, publicEvent('dd-city', `${playerName(seat)}'s City recruits and promotes nobody.`), dice));
  if (way === 'recruit') {
    const u = pick(c.recruits, unit);
    if (!u) return err(`The City recruits a 1-health unit from your DUA to ${name}: ${c.recruits.length ? c.recruits.map((r) => r.id).join(', ') : 'your DUA has none'}.`);
    const done = recruit(book, state, u.id, army);
    if (!done.ok) return done;
    return ok(after(book, done.value, publicEvent('dd-city', `${playerName(seat)}'s City recruits ${unitName(book, u)} from the DUA to ${name}.`), dice));
  }
  const p = c.promotions.find((x) => x.unit.id === (unit ?? '').trim().toLowerCase()) ?? c.promotions.find((x) => x.unit.die === (unit ?? '').trim().toLowerCase());
  if (!p) return err(`The City promotes one unit of ${name} that has a unit of its species one health larger in your DUA: ${c.promotions.length ? c.promotions.map((x) => x.unit.id).join(', ') : 'none has'}.`);
  const to = into ? pick(p.into, into) : p.into[0];
  if (!to) return err(`${unitName(book, p.unit)} is promoted into one of ${p.into.map((x) => x.id).join(', ')}.`);
  const done = promote(book, state, p.unit.id, to.id);
  if (!done.ok) return done;
  return ok(after(book, done.value, publicEvent('dd-city', `${playerName(seat)}'s City promotes ${unitName(book, p.unit)} to ${unitName(book, to)} (the ${die(book, p.unit)?.name ?? p.unit.die} goes to the DUA).`), dice));
}

/** The Temple's answer: the player who must bury a unit of his DUA, or none. With one unit in that DUA, it is buried without asking. */
export function answerTemple(book: DiceBook, state: DdState, seat: string, player: string, dice: Dice): Result<Stepped> {
  const asked = waiting(state, seat, 'temple');
  if (!asked.ok) return asked;
  const named = player.trim().toLowerCase();
  if (named === 'none') return ok(after(book, state, publicEvent('dd-temple', `${playerName(seat)}'s Temple makes nobody bury a unit.`), dice));
  const victims = templeVictims(state, seat);
  if (!victims.includes(named)) return err(`The Temple names another player with a unit in his DUA: ${victims.join(', ')} (or none).`);
  const dua = duaOf(state, named);
  if (dua.length === 1) {
    const buried = bury(state, dua[0]!.id);
    if (!buried.ok) return buried;
    return ok(after(book, buried.value, publicEvent('dd-temple', `${playerName(seat)}'s Temple makes ${playerName(named)} bury a unit: ${unitName(book, dua[0]!)}, the only one in his DUA, goes to the BUA.`), dice));
  }
  const ask: EighthAsk = { kind: 'burial', terrain: asked.value.terrain, seat: named };
  return ok({
    state: { ...state, turn: { ...state.turn!, eighth: { left: state.turn!.eighth?.left ?? [], ask } } },
    events: [publicEvent('dd-temple', `${playerName(seat)}'s Temple makes ${playerName(named)} bury a unit of his choice from his DUA: /order bury <unit>.`, { data: { seat: named } })],
  });
}

/** The named player's answer: the unit of his DUA he buries. */
export function answerBurial(book: DiceBook, state: DdState, seat: string, unit: string, dice: Dice): Result<Stepped> {
  const asked = waiting(state, seat, 'burial');
  if (!asked.ok) return asked;
  const dua = duaOf(state, seat);
  const u = pick(dua, unit);
  if (!u) return err(`Bury a unit of your DUA: ${dua.map((x) => x.id).join(', ')}.`);
  const buried = bury(state, u.id);
  if (!buried.ok) return buried;
  return ok(after(book, buried.value, publicEvent('dd-temple', `${playerName(seat)} buries ${unitName(book, u)}: it goes to the BUA for good.`), dice));
}

export type EighthOrder =
  | { verb: 'city'; way: 'promote' | 'recruit' | 'none'; unit?: string; into?: string }
  | { verb: 'temple'; player: string }
  | { verb: 'bury'; unit: string };

/**
 * The deadline's answer and the bot's (docs): a City promotes its army's largest unit that can be
 * promoted, else recruits, else nothing; a Temple names the other player with the most health-worth
 * in his DUA (the first in the order of play if tied); the named player buries his smallest unit.
 */
export function eighthDefault(book: DiceBook, state: DdState, seat: string): EighthOrder | null {
  const now = eighthAsk(state);
  if (!now || now.seat !== seat) return null;
  if (now.ask.kind === 'city') {
    const c = cityChoices(book, state, { owner: seat, at: now.ask.terrain });
    const p = c.promotions[0];
    if (p) return { verb: 'city', way: 'promote', unit: p.unit.id, into: p.into[0]!.id };
    const r = c.recruits[0];
    return r ? { verb: 'city', way: 'recruit', unit: r.id } : { verb: 'city', way: 'none' };
  }
  if (now.ask.kind === 'temple') {
    const worth = (p: string) => duaOf(state, p).reduce((n, u) => n + health(book, u), 0);
    const victims = templeVictims(state, seat);
    const best = victims.reduce<string | null>((b, p) => (b === null || worth(p) > worth(b) ? p : b), null);
    return { verb: 'temple', player: best ?? 'none' };
  }
  const smallest = duaOf(state, seat).sort((a, b) => health(book, a) - health(book, b) || a.id.localeCompare(b.id))[0];
  return smallest ? { verb: 'bury', unit: smallest.id } : null;
}
