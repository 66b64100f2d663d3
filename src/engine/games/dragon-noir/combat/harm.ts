import type { DnState, Unit } from '../state.ts';
import { goesBerserk, isBerserk } from '../characters/berserk.ts';
import { definition, ladder, withUnit } from '../units.ts';
import { halveOnWound } from '../magic/energy.ts';
import { isSpirit } from '../magic/spirit-defs.ts';
import { killedIsTwoWounds, stunRetreat } from '../krobs/harm.ts';

/**
 * What a wound, a stun or a killing blow does to a character (5.14 note, 4.1, 4.2).
 * A stunned or wounded character stunned or wounded afresh is dead; the wound ladder carries
 * the exceptions (a troll takes three wounds, a dog one).
 */

export interface Harmed {
  state: DnState;
  unit: Unit;
  /** "Gromrak is wounded", "Gromrak is killed": the tail of a log line. */
  text: string;
  died: boolean;
  /** The character cannot be stunned and retreats instead (dogs, trolls, Krobs; 4.1, 4.2, 4.44). */
  retreatInstead?: boolean;
  /** How far, when it is not 1 hex (a Hunter or a baby Krob retreats 2, 4.44). */
  retreatHexes?: number;
}

/**
 * Whether the blow left him wounded and standing: what halves a mover's MP left (5.11.4). The
 * Crazy Ork sent berserk by it is not wounded (4.2).
 */
export function woundTaken(before: Unit, harmed: Harmed): boolean {
  return !harmed.died && harmed.unit.wounds > before.wounds;
}

const QUEEN_STEPS = ['I', 'II', 'III', 'IV'];

export function wound(state: DnState, unit: Unit, times = 1): Harmed {
  if (unit.dead) return { state, unit, text: `${unit.name} is already dead`, died: false };
  if (isSpirit(unit)) return spiritRetreats(state, unit, 'wounded');
  if (goesBerserk(unit)) return berserk(state, unit, 'wounded');
  const levels = ladder(unit, state.volume);
  const fatal = unit.stunned || unit.wounds + times >= levels.length;
  const next: Unit = fatal ? { ...unit, dead: true, stunned: false, wounds: Math.min(unit.wounds + times, levels.length) } : { ...unit, wounds: unit.wounds + times };
  const queen = definition(unit).traits.includes('queen');
  const why = queen ? '' : unit.stunned ? ' (stunned and wounded afresh)' : isBerserk(unit) ? ' (wounded while berserk, 4.2)' : unit.wounds > 0 && fatal ? ' (wounded afresh)' : levels.length === 1 ? ' (one wound kills him)' : '';
  let after = withUnit(state, next);
  let text = fatal ? `${unit.name} is killed${why}` : `${unit.name} is wounded`;
  // 4.45: the Queen's reduced values are marked I to IV; the fifth wound kills her.
  if (queen) text += fatal ? ' at her fifth wound (4.45)' : ` (reduction ${QUEEN_STEPS[next.wounds - 1]}: ${levels[next.wounds]!.attack}/${levels[next.wounds]!.defence}(${levels[next.wounds]!.rear})-${levels[next.wounds]!.move})`;
  // 3.2: a wounded spellcaster's energy is halved at once.
  const drained = fatal ? undefined : halveOnWound(after, unit.id);
  if (drained) {
    after = drained.state;
    text += `, and ${drained.text}`;
  }
  return { state: after, unit: next, text, died: fatal };
}

/**
 * 4.2: a "stunned" or "wounded" result sends the Crazy Ork berserk instead: his counter turns to
 * its stronger side, and he is neither stunned nor wounded.
 */
function berserk(state: DnState, unit: Unit, result: 'stunned' | 'wounded'): Harmed {
  const next: Unit = { ...unit, berserk: true };
  const side = ladder(next, state.volume)[0]!;
  const text = `${unit.name} goes berserk: a "${result}" result sends him berserk, neither stunned nor wounded, on his ${side.attack}/${side.defence}-${side.move} side (4.2)`;
  return { state: withUnit(state, next), unit: next, text, died: false };
}

/** 3.55: a spirit cannot be stunned, wounded or killed; any such result is a retreat. */
function spiritRetreats(state: DnState, unit: Unit, effect: string): Harmed {
  return { state, unit, text: `${unit.name} is a spirit and cannot be ${effect}: it retreats instead (3.55)`, died: false, retreatInstead: true };
}

export function stun(state: DnState, unit: Unit): Harmed {
  if (unit.dead) return { state, unit, text: `${unit.name} is already dead`, died: false };
  if (isSpirit(unit)) return spiritRetreats(state, unit, 'stunned');
  const def = definition(unit);
  // 4.2 Crazy Ork: a stun sends him berserk; once berserk, a stun no longer applies to him.
  if (goesBerserk(unit)) return berserk(state, unit, 'stunned');
  if (isBerserk(unit)) return { state, unit, text: `${unit.name} is berserk: a stun no longer applies to him`, died: false };
  // 4.44: a Krob is never stunned; it retreats 1 hex, or 2 for a Hunter or a baby.
  const krobRetreat = stunRetreat(def);
  if (krobRetreat !== undefined) {
    return { state, unit, text: `${unit.name} is a Krob and is never stunned: it retreats ${krobRetreat} hex${krobRetreat > 1 ? 'es' : ''} instead (4.44)`, died: false, retreatInstead: true, retreatHexes: krobRetreat };
  }
  // Checklist ruling 128: a Gharv, like a dog or a troll, retreats one hex instead of being stunned.
  if (!def.stunned && def.traits.some((t) => t === 'dog' || t === 'troll' || t === 'gharv')) {
    return { state, unit, text: `${unit.name} cannot be stunned and retreats instead`, died: false, retreatInstead: true };
  }
  if (unit.stunned || unit.wounds > 0) {
    const next: Unit = { ...unit, dead: true, stunned: false };
    return { state: withUnit(state, next), unit: next, text: `${unit.name} is killed (${unit.stunned ? 'stunned' : 'wounded'} and stunned afresh)`, died: true };
  }
  const next: Unit = { ...unit, stunned: true, stunnedInPlayerTurn: state.playerTurn };
  return { state: withUnit(state, next), unit: next, text: `${unit.name} is stunned`, died: false };
}

/** Death with no ladder to climb: poison kills a troll outright (4.2). */
export function killOutright(state: DnState, unit: Unit, why: string): Harmed {
  if (unit.dead) return { state, unit, text: `${unit.name} is already dead`, died: false };
  const next: Unit = { ...unit, dead: true, stunned: false };
  return { state: withUnit(state, next), unit: next, text: `${unit.name} is killed ${why}`, died: true };
}

export function kill(state: DnState, unit: Unit): Harmed {
  if (unit.dead) return { state, unit, text: `${unit.name} is already dead`, died: false };
  if (isSpirit(unit)) return spiritRetreats(state, unit, 'killed');
  // 4.2: a troll counts a killing blow as two wounds; so do the Queen and the Guards (4.44).
  const def = definition(unit);
  if (def.traits.includes('troll')) return wound(state, unit, 2);
  if (killedIsTwoWounds(def)) {
    const harmed = wound(state, unit, 2);
    return { ...harmed, text: `${harmed.text} (a killing blow is two wounds to ${def.traits.includes('queen') ? 'the Queen' : 'a Guard'}, 4.44)` };
  }
  const next: Unit = { ...unit, dead: true, stunned: false };
  return { state: withUnit(state, next), unit: next, text: `${unit.name} is killed`, died: true };
}
