import type { Dice } from '../../../core/dice.ts';
import { publicEvent, type GameEvent } from '../../../core/events.ts';
import type { DiceBook } from '../dice/read.ts';
import type { RollCount, SaiEffect } from '../rolls/types.ts';
import { armyUnits, type ArmyRef, type DdState } from '../state.ts';
import type { Stepped } from '../stepped.ts';
import { candidates, killUnits, ruleOnly, type Candidate } from './casualties.ts';
import { armyName, listed, sameArmy } from './names.ts';
import { soiledAt } from '../magic/effects.ts';
import { rollArmy, rollContext, rollUnits } from './roll.ts';
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
 * The SAI effect codes (`rolls/sais.ts` SAI_EFFECTS) an attack plays: in the attacker's roll,
 * `kill-no-save` (damage the target's owner assigns, no save), and the targeting ones the attacker
 * chooses for: `bury` and `reserve` (health-worth buried, or driven to the reserves), `bury-one`
 * and `damage-one` (one unit), `kill-if-no-save` and `kill-one-if-no-save` (each target rolls
 * alone for saves and dies on none); in the target's saves, `damage-attacker` (only spells' saves answer it,
 * and none is cast in an attack yet), `damage-attacker-no-save` and `counter-attack` (Counter: the
 * unit strikes back alone if it lives). Re-rolls are the roll's own (`RollCount.rerolls`). Any other
 * code is named in the log as not played yet.
 */
export const ATTACK_EFFECTS = ['kill-no-save', 'bury', 'bury-one', 'damage-one', 'reserve', 'kill-if-no-save', 'kill-one-if-no-save'] as const;
export const SAVE_EFFECTS = ['damage-attacker', 'damage-attacker-no-save', 'counter-attack'] as const;

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
  // A counter-attack's roll says so: the abilities for counter-attacks work in it (Dwarven Might).
  const context = { ...rollContext(book, state, attacker, kind, undefined, target), ...(counterAttack ? { counterAttack: true } : {}) };
  const rolled = rollArmy(book, state, attacker, context, purpose, dice);
  const hits = rolled.count.results[kind];
  const events: GameEvent[] = [
    rollEvent(
      `${armyName(book, state, attacker)} ${counterAttack ? 'counter-attacks' : `makes a ${kind} attack on`} ${armyName(book, state, target)}:`,
      rolled.count,
      rolled.records,
      `${hits} ${kind} hit${hits === 1 ? '' : 's'} in all.`,
      { kind, attacker, target, counterAttack, hits },
    ),
  ];
  const sais = attackSteps(book, state, rolled.count, attacker, target);
  events.push(...sais.events);
  const action: AttackAction = {
    kind,
    attacker,
    target,
    counterAttack,
    hits,
    carried: 0,
    queue: [...sais.steps, { step: 'saves' }, ...(kind === 'melee' && !counterAttack ? [{ step: 'counter-attack' as const }] : [])],
  };
  const next = advance(book, { ...state, action }, dice);
  return { state: next.state, events: [...events, ...next.events] };
}

/**
 * The steps an attacking roll's SAIs add before the saves (FAQ SAI E): unsaved damage the struck
 * army's owner assigns; the targeting ones, whose units the striker chooses. Several of one SAI make
 * one larger effect (SFR 27's note), so they are added by SAI and code.
 */
function attackSteps(book: DiceBook, state: DdState, count: RollCount, striker: ArmyRef, struck: ArmyRef): { steps: AttackStep[]; events: GameEvent[] } {
  const unplayed: string[] = [];
  const byCode = new Map<string, { effect: SaiEffect; count: number }>();
  const single: SaiEffect[] = [];
  for (const effect of count.effects) {
    if (!(ATTACK_EFFECTS as readonly string[]).includes(effect.effect)) {
      unplayed.push(`${unitName(book, state, effect.unit)}'s ${saiName(book, effect)} (${effect.effect})`);
      continue;
    }
    // An SAI that targets one unit targets one more for each icon rolled; the others add up.
    if (effect.effect.endsWith('-one')) {
      single.push(effect);
      continue;
    }
    const key = `${effect.sai}/${effect.effect}`;
    byCode.set(key, { effect, count: (byCode.get(key)?.count ?? 0) + effect.count });
  }
  const steps: AttackStep[] = [...[...byCode.values()].map(({ effect, count: damage }) => ({ ...effect, count: damage })), ...single].map((effect) => {
    const base = { step: 'casualties' as const, chooser: striker.owner, army: struck, damage: effect.count, cause: `the ${saiName(book, effect)}` };
    switch (effect.effect as (typeof ATTACK_EFFECTS)[number]) {
      case 'kill-no-save':
        return { ...base, chooser: struck.owner, to: 'dua' as const };
      case 'bury':
        return { ...base, to: 'bua' as const };
      case 'bury-one':
        return { ...base, to: 'bua' as const, pick: 'one' as const, anyHealth: true };
      case 'damage-one':
        return { ...base, to: 'dua' as const, pick: 'one' as const };
      case 'reserve':
        return { ...base, to: 'reserve' as const };
      case 'kill-if-no-save':
        return { ...base, to: 'dua' as const, test: 'save' as const };
      case 'kill-one-if-no-save':
        return { ...base, to: 'dua' as const, pick: 'one' as const, anyHealth: true, test: 'save' as const };
    }
  });
  return { steps, events: unplayed.length ? [publicEvent('dd-sai-unplayed', `Not played yet in an attack: ${listed(unplayed)}.`)] : [] };
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
    if (step.step === 'strike') {
      const struck = strike(book, current, action, step, dice);
      events.push(...struck.events);
      current = onward(current, [...struck.steps, ...rest]);
      continue;
    }
    if (step.step === 'saves' && step.army) {
      const saved = rollStrikeSaves(book, current, step.army, step.hits ?? 0, step.cause ?? 'the strike', dice);
      events.push(...saved.events);
      current = onward(current, [...saved.steps, ...rest]);
      continue;
    }
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
    const only = ruleOnly(step, army);
    if (only) {
      const taken = takeCasualties(book, current, step, army, only, dice);
      events.push(...taken.events);
      current = onward(taken.state, rest);
      continue;
    }
    events.push(
      publicEvent(
        'dd-casualties-asked',
        `${step.chooser} chooses ${step.pick === 'one' ? `the one unit ${step.cause} targets` : `${step.damage} health-worth of ${step.to === 'dua' && !step.test ? 'casualties' : 'targets'}`} in ${armyName(book, current, step.army)}${step.pick === 'one' ? '' : ` from ${step.cause}`}: /order casualties units:<unit, unit…> (${listed(army.map((u) => `${u.name} ${u.health}`))}).`,
        { data: { seat: step.chooser, damage: step.damage, army: step.army } },
      ),
    );
    return { state: current, events };
  }
}

/** The target's save roll against the hits: the damage past the saves, then any Counter striking back. */
function rollSaves(book: DiceBook, state: DdState, action: AttackAction, dice: Dice): { steps: AttackStep[]; events: GameEvent[] } {
  if (!armyUnits(state, action.target).length) return { steps: [], events: [] };
  // SFR 11: the target rolls its saves only if there are hits to save against.
  if (action.hits === 0) {
    const left: AttackStep[] = action.carried ? [{ step: 'casualties', chooser: action.target.owner, army: action.target, damage: action.carried, to: 'dua', cause: 'the damage left from before' }] : [];
    return { steps: left, events: [publicEvent('dd-no-hits', `No ${action.kind} hits: ${armyName(book, state, action.target)} rolls no saves.`)] };
  }
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
    const cause = `${unitName(book, state, effect.unit)}'s ${saiName(book, effect)}`;
    // FAQ SAI E: the defender's SAIs cannot undo the attacker's results, so they strike once its hits are
    // taken; damage back strikes even if its unit died of them, a Counter only if it lives (its own words).
    if (effect.effect === 'damage-attacker' || effect.effect === 'damage-attacker-no-save') {
      steps.push({ step: 'casualties', chooser: action.attacker.owner, army: action.attacker, damage: effect.count, to: 'dua', cause });
    } else if (effect.effect === 'counter-attack') {
      steps.push({ step: 'strike', unit: effect.unit, cause });
    } else unplayed.push(`${cause} (${effect.effect})`);
  }
  if (unplayed.length) events.push(publicEvent('dd-sai-unplayed', `Not played yet in a save roll: ${listed(unplayed)}.`));
  return { steps, events };
}

/** A Counter's strike: if its unit lives, it rolls alone for melee against the attacker, whose SAIs-first order it follows too. */
function strike(book: DiceBook, state: DdState, action: AttackAction, step: Extract<AttackStep, { step: 'strike' }>, dice: Dice): { steps: AttackStep[]; events: GameEvent[] } {
  const unit = state.units[step.unit];
  if (!unit || !alive(state, step.unit)) return { steps: [], events: [publicEvent('dd-sai-lost', `${unitName(book, state, step.unit)} was killed: ${step.cause} does not strike.`)] };
  if (!armyUnits(state, action.attacker).length) return { steps: [], events: [] };
  const rolled = rollUnits(book, [unit], { ...rollContext(book, state, action.target, 'melee'), counterAttack: true }, `${step.cause}'s strike`, dice);
  const hits = rolled.count.results.melee;
  const sais = attackSteps(book, state, rolled.count, action.target, action.attacker);
  return {
    steps: [...sais.steps, { step: 'saves', army: action.attacker, hits, cause: step.cause }],
    events: [
      rollEvent(`${step.cause} strikes back at ${armyName(book, state, action.attacker)}:`, rolled.count, rolled.records, `${hits} melee hit${hits === 1 ? '' : 's'}.`, { unit: step.unit, hits }),
      ...sais.events,
    ],
  };
}

/** The attacker's saves against a Counter's strike; no Counter of its own answers it (no counter to a counter). */
function rollStrikeSaves(book: DiceBook, state: DdState, army: ArmyRef, hits: number, cause: string, dice: Dice): { steps: AttackStep[]; events: GameEvent[] } {
  if (!armyUnits(state, army).length || hits === 0) return { steps: [], events: [] };
  const rolled = rollArmy(book, state, army, rollContext(book, state, army, 'save', 'melee'), `the saves against ${cause}`, dice);
  const saves = rolled.count.results.save;
  const damage = Math.max(0, hits - saves);
  const ignored = rolled.count.effects.map((e) => `${unitName(book, state, e.unit)}'s ${saiName(book, e)}`);
  const tail = `${saves} save${saves === 1 ? '' : 's'}: ${damage} damage.${ignored.length ? ` No SAI answers a strike: ${listed(ignored)} only saves.` : ''}`;
  return {
    steps: [{ step: 'casualties', chooser: army.owner, army, damage, to: 'dua', cause }],
    events: [rollEvent(`${armyName(book, state, army)} rolls saves against ${cause}:`, rolled.count, rolled.records, tail, { army, saves, damage })],
  };
}

/**
 * The chosen units die (to the DUA, the BUA when buried, or their reserves when driven off); with a
 * save test, each rolls alone first and lives if it shows a save. Damage a choice by health-worth
 * leaves short of a unit is carried to the target's hits.
 */
export function takeCasualties(book: DiceBook, state: DdState, step: CasualtiesStep, army: readonly Candidate[], chosen: readonly Candidate[], dice: Dice): { state: DdState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  let dying = [...chosen];
  if (step.test === 'save' && chosen.length) {
    const lived: string[] = [];
    const context = rollContext(book, state, step.army, 'save', attackOf(state)?.kind ?? 'melee');
    const records: NonNullable<GameEvent['rolls']> = [];
    const lines: string[] = [];
    dying = chosen.filter((u) => {
      const rolled = rollUnits(book, [state.units[u.id]!], context, `${u.name}'s save against ${step.cause}`, dice);
      records.push(...rolled.records);
      lines.push(...rolled.count.lines);
      if (rolled.count.results.save > 0) lived.push(u.name);
      return rolled.count.results.save === 0;
    });
    events.push(publicEvent('dd-roll', [`${listed(chosen.map((u) => u.name))} roll${chosen.length === 1 ? 's' : ''} for saves against ${step.cause}:`, ...lines, lived.length ? `${listed(lived)} live${lived.length === 1 ? 's' : ''}.` : 'No save: none lives.'].join('\n'), { rolls: records, data: { army: step.army } }));
  }
  // Soiled Ground (SFR 44): a unit killed at that terrain rolls a save, and is buried if it shows none.
  let buried: Candidate[] = [];
  if (step.to === 'dua' && step.army.at !== 'reserve' && soiledAt(state, step.army.at) && dying.length) {
    const context = rollContext(book, state, step.army, 'save');
    const records: NonNullable<GameEvent['rolls']> = [];
    const lines: string[] = [];
    buried = dying.filter((u) => {
      const rolled = rollUnits(book, [state.units[u.id]!], context, `${u.name}'s save against burial`, dice);
      records.push(...rolled.records);
      lines.push(...rolled.count.lines);
      return rolled.count.results.save === 0;
    });
    events.push(publicEvent('dd-roll', ['Soiled Ground: each unit killed here rolls a save or is buried.', ...lines, buried.length ? `Buried: ${listed(buried.map((u) => u.name))}.` : 'None is buried.'].join('\n'), { rolls: records, data: { army: step.army } }));
    dying = dying.filter((u) => !buried.includes(u));
  }
  const worth = chosen.reduce((s, u) => s + u.health, 0);
  const left = step.damage - worth;
  let next = killUnits(killUnits(state, dying.map((u) => u.id), step.to), buried.map((u) => u.id), 'bua');
  const action = attackOf(next);
  const damage = step.to === 'dua' && !step.test && step.pick !== 'one' && step.chooser === step.army.owner;
  if (action && damage && sameArmy(step.army, action.target)) next = { ...next, action: { ...action, carried: left } };
  const where = step.to === 'bua' ? 'killed and buried (to the BUA)' : step.to === 'reserve' ? 'driven to the reserves' : 'killed (to the DUA)';
  const what = step.pick === 'one' ? step.cause : `${step.damage} ${damage ? 'damage' : 'health-worth'} from ${step.cause}`;
  const lost = [...dying, ...buried];
  const text = lost.length
    ? `${what}: ${armyName(book, state, step.army)} loses ${listed(lost.map((u) => u.name))} (${lost.reduce((s, u) => s + u.health, 0)} health-worth), ${buried.length ? `${listed(buried.map((u) => u.name))} buried (to the BUA)${dying.length ? `, ${listed(dying.map((u) => u.name))} ${where}` : ''}` : where}.`
    : chosen.length
      ? `${what}: ${armyName(book, state, step.army)} loses nobody.`
      : `${what} ${step.pick === 'one' ? 'finds no target in' : 'kills none of'} ${armyName(book, state, step.army)}: each unit left has more health (${listed(army.map((u) => `${u.name} ${u.health}`))}).`;
  events.push(publicEvent('dd-casualties', text, { data: { army: step.army, damage: step.damage, killed: dying.map((u) => u.id), to: step.to, buried: buried.map((u) => u.id) } }));
  return { state: next, events };
}
