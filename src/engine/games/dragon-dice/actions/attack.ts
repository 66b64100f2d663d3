import type { Dice } from '../../../core/dice.ts';
import { publicEvent, type GameEvent } from '../../../core/events.ts';
import type { DiceBook } from '../dice/read.ts';
import type { RollCount, SaiEffect } from '../rolls/types.ts';
import { armyUnits, type ArmyRef, type DdState } from '../state.ts';
import type { Stepped } from '../stepped.ts';
import { candidates, killUnits, onlyChoice, type Candidate } from './casualties.ts';
import { armyName, listed, sameArmy } from './names.ts';
import { rollArmy, rollContext } from './roll.ts';
import type { AttackAction, AttackStep, CasualtiesStep } from './state.ts';

/**
 * A melee or missile attack played step by step (SFR 11; FAQ SAI E): the attacker rolls; its SAIs
 * are played first, so units they kill are gone before the target rolls saves; the target saves
 * against the rest; the damage past the saves is taken by health-worth; a Counter rolled in the save
 * strikes back afterwards, never undoing the attacker's results; then, after a melee that was not
 * itself a counter-attack, the target may counter-attack. Each step that needs a choice waits in
 * `state.action`; the others are played at once.
 */

/**
 * The SAI effect codes (`SaiEffect.effect`) an attack plays; `reroll` is played by the roll itself
 * (`RollCount.rerolls`). Any other code is named in the log as not played.
 */
export const ATTACK_EFFECTS = ['kill-no-save', 'bury', 'damage-attacker', 'reroll'] as const;

type Kind = AttackAction['kind'];

const saiName = (book: DiceBook, effect: SaiEffect) => book.sais.get(effect.sai)?.name ?? effect.sai;
const unitName = (book: DiceBook, state: DdState, id: string) => {
  const unit = state.units[id];
  return (unit && book.units.get(unit.die)?.name) ?? id;
};

/** The explaining block of a roll: its heading, every line of the count, what the action takes from it. */
function rollEvent(heading: string, count: RollCount, records: GameEvent['rolls'], tail: string, data: Record<string, unknown>): GameEvent {
  return publicEvent('dd-roll', [heading, ...count.lines, tail].join('\n'), { rolls: records ?? [], data });
}

/** The attacker rolls; its SAI effects queue up before the target's saves. */
export function beginAttack(book: DiceBook, state: DdState, kind: Kind, attacker: ArmyRef, target: ArmyRef, counterAttack: boolean, dice: Dice): Stepped {
  const purpose = counterAttack ? 'the counter-attack' : `the ${kind} attack`;
  const rolled = rollArmy(book, state, attacker, rollContext(book, state, attacker, kind), purpose, dice);
  const hits = rolled.count.results[kind];
  const events: GameEvent[] = [
    rollEvent(
      `${armyName(book, state, attacker)} ${counterAttack ? 'counter-attacks' : `makes a ${kind} attack on`} ${counterAttack ? armyName(book, state, target) : armyName(book, state, target)}:`,
      rolled.count,
      rolled.records,
      `${hits} ${kind} hit${hits === 1 ? '' : 's'} in all.`,
      { kind, attacker, target, counterAttack, hits },
    ),
  ];
  const first: AttackStep[] = [];
  const unplayed: string[] = [];
  // Several of one SAI make one larger effect (SFR 27 note), so they are added by SAI and code.
  const byCode = new Map<string, { effect: SaiEffect; count: number }>();
  for (const effect of rolled.count.effects) {
    if (effect.effect === 'reroll') continue;
    if (effect.effect !== 'kill-no-save' && effect.effect !== 'bury') {
      unplayed.push(`${unitName(book, state, effect.unit)}'s ${saiName(book, effect)} (${effect.effect})`);
      continue;
    }
    const key = `${effect.sai}/${effect.effect}`;
    const seen = byCode.get(key);
    byCode.set(key, { effect, count: (seen?.count ?? 0) + effect.count });
  }
  for (const { effect, count } of byCode.values()) {
    const cause = `the ${saiName(book, effect)}`;
    if (effect.effect === 'kill-no-save') first.push({ step: 'casualties', chooser: target.owner, army: target, damage: count, to: 'dua', cause });
    else first.push({ step: 'casualties', chooser: attacker.owner, army: target, damage: count, to: 'bua', cause });
  }
  if (unplayed.length) events.push(publicEvent('dd-sai-unplayed', `Not played yet in an attack: ${listed(unplayed)}.`));
  const action: AttackAction = {
    kind,
    attacker,
    target,
    counterAttack,
    hits,
    carried: 0,
    queue: [...first, { step: 'saves' }, ...(kind === 'melee' && !counterAttack ? [{ step: 'counter-attack' as const }] : [])],
  };
  const next = advance(book, { ...state, action }, dice);
  return { state: next.state, events: [...events, ...next.events] };
}

/** The attack under way, if any. */
export function attackOf(state: DdState): AttackAction | null {
  return state.action && state.action.kind !== 'magic' ? state.action : null;
}

const alive = (state: DdState, id: string) => {
  const at = state.units[id]?.at.kind;
  return at === 'terrain' || at === 'reserve';
};

/** Plays the queue's steps that need no choice, and stops at the first that does (or ends the action). */
export function advance(book: DiceBook, state: DdState, dice: Dice): Stepped {
  const events: GameEvent[] = [];
  let current = state;
  for (;;) {
    const action = attackOf(current);
    if (!action) return { state: current, events };
    const [step, ...rest] = action.queue;
    if (!step) {
      events.push(publicEvent('dd-attack-over', `The ${action.counterAttack ? 'counter-attack' : `${action.kind} attack`} is over.`, { data: { kind: action.kind, attacker: action.attacker, target: action.target } }));
      return { state: { ...current, action: null }, events };
    }
    const onward = (next: DdState, queue: AttackStep[], more: Partial<AttackAction> = {}) => ({ ...next, action: { ...attackOf(next)!, ...more, queue } });
    if (step.step === 'saves') {
      const saved = rollSaves(book, current, action, dice);
      events.push(...saved.events);
      current = onward(current, [...saved.steps, ...rest], { carried: 0 });
      continue;
    }
    if (step.step === 'counter-attack') {
      if (!armyUnits(current, action.target).length || !armyUnits(current, action.attacker).length) {
        current = onward(current, rest);
        continue;
      }
      events.push(publicEvent('dd-counter-offer', `${action.target.owner} may counter-attack ${armyName(book, current, action.attacker)}: /order counter-attack yes or no.`, { data: { seat: action.target.owner } }));
      return { state: current, events };
    }
    if (step.ifAlive && !alive(current, step.ifAlive)) {
      events.push(publicEvent('dd-sai-lost', `${unitName(book, current, step.ifAlive)} was killed: ${step.cause} does not strike.`));
      current = onward(current, rest);
      continue;
    }
    const army = candidates(book, armyUnits(current, step.army));
    if (!army.length || step.damage === 0) {
      current = onward(current, rest);
      continue;
    }
    const only = onlyChoice(step.damage, army);
    if (only) {
      const taken = takeCasualties(book, current, step, army, only);
      events.push(taken.event);
      current = onward(taken.state, rest);
      continue;
    }
    events.push(
      publicEvent(
        'dd-casualties-asked',
        `${step.chooser} chooses ${step.damage} health-worth of casualties in ${armyName(book, current, step.army)} from ${step.cause}: /order casualties units:<unit, unit…> (${listed(army.map((u) => `${u.name} ${u.health}`))}).`,
        { data: { seat: step.chooser, damage: step.damage, army: step.army } },
      ),
    );
    return { state: current, events };
  }
}

/** The target's save roll against the hits: the damage past the saves, then any Counter striking back. */
function rollSaves(book: DiceBook, state: DdState, action: AttackAction, dice: Dice): { steps: AttackStep[]; events: GameEvent[] } {
  if (!armyUnits(state, action.target).length) return { steps: [], events: [] };
  const against = action.kind;
  const rolled = rollArmy(book, state, action.target, rollContext(book, state, action.target, 'save', against), `the saves against the ${action.counterAttack ? 'counter-attack' : `${action.kind} attack`}`, dice);
  const saves = rolled.count.results.save;
  const damage = Math.max(0, action.hits - saves) + action.carried;
  const carried = action.carried ? ` and ${action.carried} damage left from before` : '';
  const events: GameEvent[] = [
    rollEvent(
      `${armyName(book, state, action.target)} rolls saves against ${action.hits} hit${action.hits === 1 ? '' : 's'}:`,
      rolled.count,
      rolled.records,
      `${saves} save${saves === 1 ? '' : 's'}: ${Math.max(0, action.hits - saves)} damage${carried}.`,
      { target: action.target, saves, damage },
    ),
  ];
  const steps: AttackStep[] = [{ step: 'casualties', chooser: action.target.owner, army: action.target, damage, to: 'dua', cause: `the ${action.kind} hits` }];
  const unplayed: string[] = [];
  for (const effect of rolled.count.effects) {
    if (effect.effect === 'reroll') continue;
    if (effect.effect !== 'damage-attacker') {
      unplayed.push(`${unitName(book, state, effect.unit)}'s ${saiName(book, effect)} (${effect.effect})`);
      continue;
    }
    // FAQ SAI E: the defender's SAIs cannot undo the attacker's results, so this comes after its hits are taken.
    steps.push({ step: 'casualties', chooser: action.attacker.owner, army: action.attacker, damage: effect.count, to: 'dua', cause: `${unitName(book, state, effect.unit)}'s ${saiName(book, effect)}`, ifAlive: effect.unit });
  }
  if (unplayed.length) events.push(publicEvent('dd-sai-unplayed', `Not played yet in a save roll: ${listed(unplayed)}.`));
  return { steps, events };
}

/** The chosen units die (to the DUA, or the BUA when buried); damage left short of a unit's health is carried to the target's hits. */
export function takeCasualties(book: DiceBook, state: DdState, step: CasualtiesStep, army: readonly Candidate[], chosen: readonly Candidate[]): { state: DdState; event: GameEvent } {
  const worth = chosen.reduce((s, u) => s + u.health, 0);
  const left = step.damage - worth;
  let next = killUnits(state, chosen.map((u) => u.id), step.to);
  const action = attackOf(next);
  if (action && step.to === 'dua' && step.chooser === step.army.owner && sameArmy(step.army, action.target)) next = { ...next, action: { ...action, carried: left } };
  const where = step.to === 'bua' ? 'killed and buried (to the BUA)' : 'killed (to the DUA)';
  const text = chosen.length
    ? `${step.damage} damage from ${step.cause}: ${armyName(book, state, step.army)} loses ${listed(chosen.map((u) => u.name))} (${worth} health-worth), ${where}.`
    : `${step.damage} damage from ${step.cause} kills none of ${armyName(book, state, step.army)}: each unit left has more health (${listed(army.map((u) => `${u.name} ${u.health}`))}).`;
  return { state: next, event: publicEvent('dd-casualties', text, { data: { army: step.army, damage: step.damage, killed: chosen.map((u) => u.id), to: step.to } }) };
}
