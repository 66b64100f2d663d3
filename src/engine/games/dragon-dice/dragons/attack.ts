import type { Dice } from '../../../core/dice.ts';
import { publicEvent, type GameEvent } from '../../../core/events.ts';
import type { ArmyRef } from '../army.ts';
import type { DiceBook } from '../dice/read.ts';
import { ELEMENT_COLOUR } from '../dice/types.ts';
import { defaultCasualties, killUnits, unitName } from '../magic/casualties.ts';
import { effectsOnLiving } from '../magic/effects.ts';
import { armyName, terrainName } from '../actions/names.ts';
import { promoteUpTo } from '../actions/dua.ts';
import { MOVING, moveStepFor, settleMoves } from '../actions/moves.ts';
import type { MoveStep } from '../actions/move-step.ts';
import { hold } from '../holds.ts';
import { rollUnits } from '../magic/roll.ts';
import type { SpellEffect } from '../magic/state.ts';
import { armyUnits, type DdState, type Dragon, type Place } from '../state.ts';
import type { Stepped } from '../stepped.ts';
import { killingDamage, rollDragon, type DragonRoll } from './roll.ts';
import { ARMY, dragonsAt, type DragonTarget } from './targets.ts';

/**
 * The dragons at one terrain attack (SFR 17 steps 3-9; GAPS B8, B13): each rolls; breaths on the
 * army are played at once, then Treasure; the army answers with one roll counting melee, missile
 * and saves: its saves take from the dragons' damage (Claw 6 against 4 saves is 2), its melee or
 * its missile (not both on one dragon) kills a dragon that reaches its health plus its saves (5 + 5;
 * 5 alone if it rolled Belly). Damage is dealt at once both ways; a killed dragon goes back to its
 * owner's DUA (TSR 1996) or the summoning pool (v4), and so does a surviving dragon that rolled Wing.
 * The army's casualties are chosen for its owner, smallest units first (magic/casualties.ts).
 */

const dragonName = (book: DiceBook, d: Dragon) => `${d.owner}'s ${book.dragons.get(d.die)?.name ?? d.die}`;
const colourOf = (book: DiceBook, d: Dragon) => book.dragons.get(d.die)?.colour ?? 'ivory';

/** Where a dragon goes when it is killed or flies away. */
/** A dragon's home off the board: its owner's DUA (FAQ Set-up B2, the seed's ruling, kept in both rulesets). */
const homeOf = (_state: DdState): Place => ({ kind: 'dua' });

/** The breath effects a dragon of `colour` brings; white brings the terrain's two elements' (SFR 17). */
function breathColours(book: DiceBook, state: DdState, colour: string, terrain: string): string[] {
  if (colour !== 'white') return [colour];
  const t = state.terrains.find((x) => x.id === terrain);
  const die = t ? book.terrains.get(t.die) : undefined;
  const els = (die && book.terrainTypes.get(die.type)?.elements) ?? [];
  return els.map((e) => ELEMENT_COLOUR[e]);
}

/** The breath's lasting effect, in words; null for none. */
function breathWords(ruleset: DdState['ruleset'], colour: string, until: string): string | null {
  if (ruleset === '1996' && colour === 'green') return `the army is Frosted: all its results are halved until ${until}`;
  if (ruleset === '1996' && colour === 'blue') return `the army is paralysed until ${until}`;
  switch (colour) {
    case 'blue':
      return `its melee results are halved until ${until}`;
    case 'black':
      return `it ignores its ID results until ${until}`;
    case 'yellow':
      return `its maneuver results are halved until ${until}`;
    case 'green':
      return `its missile results are halved until ${until}`;
    default:
      return null;
  }
}

/**
 * Which dragons the army's melee and missile kill: each killed dragon by melee alone or missile
 * alone, as many as the results allow (SFR 17 step 6); the army's owner would choose, this picks
 * the most dragons.
 */
export function dragonsKilled(book: DiceBook, rolls: readonly DragonRoll[], melee: number, missile: number): Array<{ roll: DragonRoll; by: 'melee' | 'missile' }> {
  let best: Array<{ roll: DragonRoll; by: 'melee' | 'missile' }> = [];
  const walk = (i: number, m: number, s: number, chosen: Array<{ roll: DragonRoll; by: 'melee' | 'missile' }>) => {
    if (chosen.length > best.length) best = [...chosen];
    if (i === rolls.length) return;
    const need = killingDamage(book, rolls[i]!);
    if (need <= m) walk(i + 1, m - need, s, [...chosen, { roll: rolls[i]!, by: 'melee' }]);
    if (need <= s) walk(i + 1, m, s - need, [...chosen, { roll: rolls[i]!, by: 'missile' }]);
    walk(i + 1, m, s, chosen);
  };
  walk(0, melee, missile, []);
  return best;
}

/** Plays the attacks of every dragon at `terrain` on `player`'s army there, with their targets set. */
export function attackAt(book: DiceBook, state: DdState, player: string, terrain: string, targets: Readonly<Record<string, DragonTarget>>, dice: Dice): Stepped {
  const army: ArmyRef = { owner: player, at: terrain };
  const events: GameEvent[] = [];
  const dragons = dragonsAt(state, terrain);
  const where = terrainName(book, state, terrain);
  events.push(publicEvent('dd-dragons', `The dragons at ${where} attack: ${dragons.map((d) => `${dragonName(book, d)} at ${targets[d.id] === ARMY || !targets[d.id] ? armyName(book, state, army) : dragonName(book, state.dragons[targets[d.id]!]!)}`).join('; ')}.`));

  // Step 3: every dragon rolls.
  const rolls = new Map<string, DragonRoll>();
  for (const d of dragons) {
    const target = targets[d.id] ?? ARMY;
    const r = rollDragon(book, d, target !== ARMY, dice, `${dragonName(book, d)}'s attack`);
    rolls.set(d.id, r);
    const parts = [r.damage ? `${r.damage} damage` : '', r.breaths ? `${r.breaths} breath` : '', r.belly ? 'Belly: no automatic saves this attack' : '', r.treasure ? `Treasure: ${r.treasure} unit${r.treasure > 1 ? 's' : ''} promoted` : '', r.wing ? 'it flies away after the attack if it lives' : ''].filter(Boolean);
    events.push(publicEvent('dd-dragon-roll', `${dragonName(book, d)} rolls ${r.faces.join(', then ')}: ${parts.join('; ') || 'nothing'}.`, { rolls: r.rolls, data: { dragon: d.id, faces: r.faces, damage: r.damage } }));
  }
  let s = state;
  const onArmy = dragons.filter((d) => (targets[d.id] ?? ARMY) === ARMY).map((d) => rolls.get(d.id)!);

  // Step 4: breaths on the army, one at a time: health-worth killed, then the colour's effect.
  const until = state.ruleset === '1996' ? 'the end of this turn' : `${player}'s next turn`;
  for (const r of onArmy) {
    const colour = colourOf(book, r.dragon);
    for (let b = 0; b < r.breaths; b++) {
      const colours = breathColours(book, s, colour, terrain);
      const worth = colour === 'white' ? 10 : 5;
      const killed = defaultCasualties(book, armyUnits(s, army), worth);
      const k = killUnits(book, s, killed, dice, `${dragonName(book, r.dragon)}'s breath kills ${worth} health-worth`, colours.includes('red'));
      s = k.state;
      events.push(...k.events);
      for (const c of colours) {
        const words = breathWords(state.ruleset, c, until);
        if (!words) continue;
        const effect: SpellEffect = { what: `breath-${c}`, caster: r.dragon.owner, target: army, until: player, castings: 1 };
        if (!s.effects.some((e) => e.what === effect.what && e.target.owner === army.owner && e.target.at === army.at)) s = { ...s, effects: [...s.effects, effect] };
        events.push(publicEvent('dd-breath', `${dragonName(book, r.dragon)}'s ${c} breath: ${words}.`));
      }
      if (colours.includes('red')) events.push(publicEvent('dd-breath', `${dragonName(book, r.dragon)}'s red breath: the units it killed rolled a save, and those without one are buried.`));
    }
  }

  // Step 5: Treasure.
  for (const r of onArmy) {
    if (r.treasure && armyUnits(s, army).length) {
      const p = promoteUpTo(book, s, army, { units: r.treasure }, (u) => unitName(book, u));
      s = p.state;
      events.push(publicEvent('dd-treasure', `${dragonName(book, r.dragon)}'s Treasure: ${p.line}.`));
    }
  }

  // Step 6: the army's answer, one roll for melee, missile and saves.
  const killedDragons = new Set<string>();
  const growth: Array<{ worth: number; cause: string }> = [];
  const moves: MoveStep[] = [];
  const answering = onArmy.length > 0 && armyUnits(s, army).length > 0;
  let armyDamage = onArmy.reduce((n, r) => n + r.damage, 0);
  if (answering) {
    const r = rollUnits(book, s, army, armyUnits(s, army), 'dragon', dice, `${armyName(book, s, army)}'s answer to the dragons`, 'dragon');
    const { melee, missile, save } = r.count.results;
    const killed = dragonsKilled(book, onArmy, melee, missile);
    for (const k of killed) killedDragons.add(k.roll.dragon.id);
    const net = Math.max(0, armyDamage - save);
    const killedWords = killed.length ? killed.map((k) => `${dragonName(book, k.roll.dragon)} by ${k.by} (it needed ${killingDamage(book, k.roll)})`).join(', ') : 'no dragon (each needs its health and saves, 10, or 5 after Belly, of melee alone or missile alone)';
    events.push(publicEvent('dd-dragon-answer', `${armyName(book, s, army)} answers with ${melee} melee, ${missile} missile and ${save} saves (${r.count.lines.join('; ')}): the dragons' ${armyDamage} damage less ${save} saves is ${net}; it kills ${killedWords}.`, { rolls: r.rolls, data: { melee, missile, save, damage: net } }));
    // The answer's SAIs beyond their results: Cloak holds, Wild Growth's saves the damage does not need promote, the moves wait.
    for (const effect of r.count.effects) {
      const cause = `${unitName(book, s.units[effect.unit]!)}'s ${book.sais.get(effect.sai)?.name ?? effect.sai}`;
      if (effect.effect === 'cloak') s = hold(s, [effect.unit], { what: 'cloaked', by: effect.unit, until: null });
      else if (effect.effect === 'wild-growth') growth.push({ worth: Math.min(effect.count, Math.max(0, save - armyDamage)), cause });
      else if (effect.effect in MOVING) moves.push(moveStepFor(s, effect, cause));
    }
    armyDamage = net;
  }

  // Dragons on dragons.
  const dragonDamage = new Map<string, number>();
  for (const d of dragons) {
    const target = targets[d.id] ?? ARMY;
    if (target !== ARMY) dragonDamage.set(target, (dragonDamage.get(target) ?? 0) + rolls.get(d.id)!.damage);
  }
  for (const [id, dmg] of dragonDamage) {
    const target = rolls.get(id);
    if (!target) continue;
    const need = killingDamage(book, target);
    if (dmg >= need) killedDragons.add(id);
    events.push(publicEvent('dd-dragon-fight', `${dragonName(book, target.dragon)} takes ${dmg} damage from dragons: ${dmg >= need ? 'it is killed' : 'it lives'} (it needed ${need}).`));
  }

  // Step 7: damage at once both ways.
  if (armyDamage > 0 && armyUnits(s, army).length) {
    const k = killUnits(book, s, defaultCasualties(book, armyUnits(s, army), armyDamage), dice, `The dragons' ${armyDamage} damage on ${armyName(book, s, army)}`);
    s = k.state;
    events.push(...k.events);
  }
  const home = homeOf(state);
  const away = `its owner's dead unit area`;
  const moved = { ...s.dragons };
  for (const id of killedDragons) {
    moved[id] = { ...moved[id]!, at: home };
    events.push(publicEvent('dd-dragon-killed', `${dragonName(book, state.dragons[id]!)} is killed and goes to ${away}.`));
  }
  // Step 8: an army that killed a dragon promotes as many units as it can (SFR 17, SFR 30).
  if ([...killedDragons].some((id) => onArmy.some((r) => r.dragon.id === id)) && armyUnits(s, army).length) {
    const p = promoteUpTo(book, s, army, {}, (u) => unitName(book, u));
    s = p.state;
    events.push(publicEvent('dd-promotion', `${armyName(book, s, army)} killed a dragon: ${p.line}.`));
  }
  // Step 9: a dragon that rolled Wing and lives flies away.
  for (const r of rolls.values()) {
    if (r.wing && !killedDragons.has(r.dragon.id)) {
      moved[r.dragon.id] = { ...moved[r.dragon.id]!, at: home };
      events.push(publicEvent('dd-dragon-flies', `${dragonName(book, r.dragon)} flies away to ${away}.`));
    }
  }
  for (const g of growth) {
    if (!g.worth || !armyUnits(s, army).length) continue;
    const p = promoteUpTo(book, s, army, { worth: g.worth }, (u) => unitName(book, u));
    s = p.state;
    events.push(publicEvent('dd-promote', `${g.cause} promotes up to ${g.worth} health-worth (the saves the damage did not need): ${p.line}.`));
  }
  const after = withMoves(book, { ...s, dragons: moved }, moves);
  return { state: { ...after, effects: effectsOnLiving(after.effects, (a) => armyUnits(after, a).length > 0) }, events };
}

/** The moves an answer's SAIs offer wait, as an action of their own, after any offered already. */
function withMoves(book: DiceBook, state: DdState, moves: readonly MoveStep[]): DdState {
  if (!moves.length) return state;
  const before = state.action?.kind === 'moves' ? state.action.queue : [];
  return settleMoves(book, state, [...before, ...moves]);
}
