import type { Dice } from '../../../core/dice.ts';
import { publicEvent, type GameEvent } from '../../../core/events.ts';
import type { DiceBook } from '../dice/read.ts';
import type { RollCount, SaiEffect } from '../rolls/types.ts';
import { armyUnits, type ArmyRef, type DdState } from '../state.ts';
import type { Stepped } from '../stepped.ts';
import { candidates, killUnits, ruleOnly, type Candidate } from './casualties.ts';
import { armyName, listed, sameArmy } from './names.ts';
import { soiledAt } from '../magic/effects.ts';
import { rollArmy, rollContext, rollUnits, type ArmyRoll } from './roll.ts';
import { hold, releaseAll, targetable } from '../holds.ts';
import { modifiersFor } from '../magic/effects.ts';
import type { RolledDie } from '../rolls/types.ts';
import { promoteUpTo, returnFromDua } from './dua.ts';
import { MOVING, movePlaces, moveStepFor } from './moves.ts';
import { risen } from './rise.ts';
import { holdsEighth } from '../turn/held.ts';
import { cursedBullets, defensiveVolley, foulStench, replanting, scorchingTouch, steppedDamage } from './abilities.ts';
import { countRoll } from '../rolls/count.ts';
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
 * The SAI effect codes (`rolls/sais.ts` SAI_EFFECTS) an attacker's roll plays, each as the SAI
 * reference reads (docs/dragon-dice.md, "Special action icons"): units the attacker targets by
 * health-worth are killed, buried, driven to reserves, held, or roll alone first (a save, a
 * maneuver, their ID); some wait for the target's saves (Choke, Hypnotic Glare, Confuse); some change
 * the attack (Charge, Surprise) or put an effect on an army (Frost Breath, Wither, Illusion); a
 * few help the attacker's own army (Wild Growth's promotion, the moves of Teleport and its kin).
 */
const TARGETING = {
  'kill-no-save': { to: 'dua' },
  bury: { to: 'bua' },
  'bury-one': { to: 'bua', pick: 'one', anyHealth: true },
  'damage-one': { to: 'dua', pick: 'one' },
  reserve: { to: 'reserve' },
  'kill-if-no-save': { to: 'dua', test: 'save' },
  'kill-one-if-no-save': { to: 'dua', pick: 'one', anyHealth: true, test: 'save' },
  'kill-if-no-maneuver': { to: 'dua', test: 'maneuver' },
  'bury-if-no-maneuver': { to: 'dua', test: 'maneuver', thenBury: true },
  'bury-if-no-save': { to: 'dua', test: 'save', thenBury: true },
  'reserve-if-no-save': { to: 'reserve', test: 'save', idTo: 'dua' },
  seize: { to: 'dua', test: 'id', passTo: 'reserve' },
  convert: { to: 'dua', test: 'save', convert: true },
} as const satisfies Record<string, Partial<CasualtiesStep>>;

/** The SAIs that hold units: what holds them, and until when (null: the end of this turn; the striker: its next turn). */
const HOLDING = {
  charm: { what: 'charmed', untilStriker: false },
  stun: { what: 'stunned', untilStriker: false },
  sleep: { what: 'asleep', untilStriker: false },
  entangle: { what: 'netted', untilStriker: true },
} as const;


/** Effects whose results the count has already added (Trumpet's doubling, Cantrip's spell results). */
const COUNTED = new Set(['trumpet', 'cantrip']);

export const ATTACK_EFFECTS = [...Object.keys(TARGETING), ...Object.keys(HOLDING), ...Object.keys(MOVING), 'kill-on-id', 'hypnotise-on-id', 'confuse', 'halve-army', 'wither', 'illusion', 'no-counter-attack', 'charge', 'promote'] as const;
export const SAVE_EFFECTS = ['damage-attacker', 'damage-attacker-no-save', 'damage-attacker-one', 'counter-attack', 'volley', 'cloak', 'regenerate', 'wild-growth', ...Object.keys(MOVING)] as const;

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
export function beginAttack(book: DiceBook, state: DdState, kind: Kind, attacker: ArmyRef, target: ArmyRef, counterAttack: boolean, dice: Dice, only?: readonly string[]): Stepped {
  const purpose = counterAttack ? 'the counter-attack' : `the ${kind} attack`;
  // A counter-attack's roll says so: the abilities for counter-attacks work in it (Dwarven Might).
  const base = rollContext(book, state, attacker, kind, undefined, target);
  // From a held Tower at a reserve army, only the non-ID missile results count (SFR 15).
  const atReserve = kind === 'missile' && target.at === 'reserve' ? [{ source: 'Tower, at reserves', result: 'missile' as const, change: { ignoreIds: true as const } }] : [];
  const context = { ...base, modifiers: [...base.modifiers, ...atReserve], ...(counterAttack ? { counterAttack: true } : {}) };
  // A Defensive Volley is rolled by the army's Coral Elves alone (`only`).
  const rolled = only ? rollUnits(book, armyUnits(state, attacker).filter((u) => only.includes(u.id)), context, purpose, dice) : rollArmy(book, state, attacker, context, purpose, dice);
  // Charge (SAI reference): the whole army's maneuvers count as melee, so the roll is counted again as a charge.
  const charged = kind === 'melee' && !counterAttack && rolled.count.effects.some((e) => e.effect === 'charge');
  const count = charged ? { ...countRoll(book, rolled.rolled, { ...context, charge: true }), rerolls: [] } : rolled.count;
  const lines = charged ? [...rolled.count.lines, 'Charge: the roll counted again, maneuvers as melee:', ...count.lines] : count.lines;
  const hits = count.results[kind];
  const events: GameEvent[] = [
    rollEvent(
      `${armyName(book, state, attacker)} ${counterAttack ? 'counter-attacks' : `makes a ${kind} attack on`} ${armyName(book, state, target)}:`,
      { ...count, lines },
      rolled.records,
      `${hits} ${kind} hit${hits === 1 ? '' : 's'} in all.`,
      { kind, attacker, target, counterAttack, hits },
    ),
  ];
  const sais = attackSteps(book, state, count, attacker, target);
  events.push(...sais.events);
  const surprised = sais.surprise && kind === 'melee' && !counterAttack;
  if (surprised) events.push(publicEvent('dd-surprise', `Surprise: ${armyName(book, state, target)} may save but not counter-attack.`));
  if (charged) events.push(publicEvent('dd-charge', `Charge: ${armyName(book, state, target)} answers with one roll, counted for saves and for melee; it makes no counter-attack.`));
  // Species abilities (actions/abilities.ts): Foul Stench keeps some defenders from counter-attacking;
  // Cursed Bullets make some missile hits unsaved but by spells; Defensive Volley answers a missile attack.
  let current = sais.state;
  const stench = kind === 'melee' && !counterAttack ? foulStench(book, current, attacker, target) : [];
  if (stench.length) {
    current = hold(current, stench.map((u) => u.id), { what: 'asleep', by: 'foul-stench', until: null });
    events.push(publicEvent('dd-ability', `Foul Stench: ${listed(stench.map((u) => unitName(book, current, u.id)))} of ${armyName(book, state, target)} may not counter-attack (one for each Goblin in ${attacker.owner}'s DUA, at most three).`));
  }
  const cursed = kind === 'missile' ? cursedBullets(book, current, attacker, target, hits) : 0;
  if (cursed) events.push(publicEvent('dd-ability', `Cursed Bullets: ${cursed} of the ${hits} missile hits may be saved only by saves from spells (one for each Lava Elf in ${attacker.owner}'s DUA, at most three).`));
  const volley = kind === 'missile' && !counterAttack && defensiveVolley(book, current, target).length > 0;
  const offered = ((kind === 'melee' && !surprised && !charged) || volley) && !counterAttack;
  const action: AttackAction = {
    kind,
    attacker,
    target,
    counterAttack,
    hits,
    ...(cursed ? { cursed } : {}),
    carried: 0,
    queue: [...sais.steps, { step: 'saves', ...sais.afterSaves, ...(charged ? { charged: true } : {}) }, ...(offered ? [{ step: 'counter-attack' as const }] : []), ...sais.after],
  };
  const next = advance(book, { ...current, action }, dice);
  return { state: next.state, events: [...events, ...next.events] };
}

/** What the SAIs of an attacking roll add to the attack: its steps before the saves, what waits for the saves, what comes last. */
interface AttackSais {
  state: DdState;
  steps: AttackStep[];
  afterSaves: { choke?: number; hypnotise?: string; confuse?: number };
  after: AttackStep[];
  surprise: boolean;
  events: GameEvent[];
}

/**
 * The steps an attacking roll's SAIs add (FAQ SAI E: before the saves): units the striker targets,
 * chosen by the striker; unsaved damage, assigned by the struck army's owner. Several of one SAI
 * make one larger effect (SFR 27's note), so they are added by SAI and code. Effects on armies
 * (Frost Breath, Wither, Illusion) take hold at once, until the striker's next turn.
 */
function attackSteps(book: DiceBook, state: DdState, count: RollCount, striker: ArmyRef, struck: ArmyRef): AttackSais {
  const out: AttackSais = { state, steps: [], afterSaves: {}, after: [], surprise: false, events: [] };
  const unplayed: string[] = [];
  const byCode = new Map<string, { effect: SaiEffect; count: number }>();
  const single: SaiEffect[] = [];
  const note = (text: string) => out.events.push(publicEvent('dd-sai', text));
  for (const effect of count.effects) {
    const code = effect.effect;
    const cause = `${unitName(book, state, effect.unit)}'s ${saiName(book, effect)}`;
    if (COUNTED.has(code)) continue;
    if (code in TARGETING || code in HOLDING) {
      // An SAI that targets one unit targets one more for each icon rolled; the others add up.
      if (code.endsWith('-one')) single.push(effect);
      else {
        const key = `${effect.sai}/${code}`;
        byCode.set(key, { effect, count: (byCode.get(key)?.count ?? 0) + effect.count });
      }
    } else if (code in MOVING) {
      out.after.push(moveStepFor(state, effect, cause));
    } else if (code === 'kill-on-id') {
      out.afterSaves.choke = (out.afterSaves.choke ?? 0) + effect.count;
    } else if (code === 'hypnotise-on-id') {
      out.afterSaves.hypnotise = effect.unit;
    } else if (code === 'confuse') {
      out.afterSaves.confuse = (out.afterSaves.confuse ?? 0) + effect.count;
    } else if (code === 'no-counter-attack') {
      out.surprise = true;
    } else if (code === 'charge') {
      // Counted already (beginAttack): the whole army's maneuvers are melee.
    } else if (code === 'promote') {
      out.steps.unshift({ step: 'promote', army: striker, worth: effect.count, cause });
    } else if (code === 'halve-army' || code === 'wither' || code === 'illusion') {
      // Frost Breath and Wither on the army attacked (the SAI reference lets the striker pick any
      // opposing army at the terrain: our default is the one attacked); Illusion on the attacking army.
      const on = code === 'illusion' ? striker : struck;
      const what = `sai-${code === 'halve-army' ? 'frost-breath' : code}`;
      out.state = { ...out.state, effects: [...out.state.effects, { what, caster: striker.owner, target: on, until: striker.owner, ...(code === 'wither' ? { castings: effect.count } : {}) }] };
      note(
        code === 'halve-army'
          ? `${cause}: ${armyName(book, state, on)} halves all its results until ${striker.owner}'s next turn.`
          : code === 'wither'
            ? `${cause}: ${armyName(book, state, on)} takes ${effect.count} off every roll until ${striker.owner}'s next turn.`
            : `${cause}: ${armyName(book, state, on)} may not be shot at or spelled by opponents until ${striker.owner}'s next turn.`,
      );
    } else unplayed.push(`${cause} (${code})`);
  }
  for (const { effect, count: value } of [...byCode.values(), ...single.map((e) => ({ effect: e, count: e.count }))]) {
    const code = effect.effect;
    const base = { step: 'casualties' as const, chooser: striker.owner, army: struck, damage: value, cause: `the ${saiName(book, effect)}` };
    if (code in HOLDING) {
      const h = HOLDING[code as keyof typeof HOLDING];
      out.steps.push({ ...base, to: 'hold', hold: { what: h.what, by: effect.unit, until: h.untilStriker ? striker.owner : null }, ...(code === 'charm' ? { charm: true } : {}) });
    } else if (code === 'kill-no-save') out.steps.push({ ...base, chooser: struck.owner, to: 'dua' });
    else out.steps.push({ ...base, ...TARGETING[code as keyof typeof TARGETING] });
  }
  if (unplayed.length) out.events.push(publicEvent('dd-sai-unplayed', `No effect in an attack: ${listed(unplayed)}.`));
  return out;
}

/** The attack under way, if any. */
export function attackOf(state: DdState): AttackAction | null {
  return state.action && (state.action.kind === 'melee' || state.action.kind === 'missile') ? state.action : null;
}

const alive = (state: DdState, id: string) => {
  const at = state.units[id]?.at.kind;
  return at === 'terrain' || at === 'reserve';
};

/** The units a casualty step may name: the army's, but for a unit a Cloak shields from an opponent's SAI. */
export function stepCandidates(book: DiceBook, state: DdState, step: CasualtiesStep): Candidate[] {
  const units = armyUnits(state, step.army);
  return candidates(book, step.chooser === step.army.owner ? units : units.filter((u) => targetable(u, step.chooser)));
}

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
      // A charm lasts the attack (SAI reference: "during this march"): the charmed go back to their own side.
      return { state: releaseAll({ ...current, action: null }, 'charmed'), events };
    }
    const onward = (next: DdState, queue: AttackStep[], more: Partial<AttackAction> = {}) => ({ ...next, action: { ...attackOf(next)!, ...more, queue } });
    if (step.step === 'strike') {
      const struck = strike(book, current, action, step, dice);
      events.push(...struck.events);
      current = onward(struck.state, [...struck.steps, ...rest]);
      continue;
    }
    if (step.step === 'saves' && step.army) {
      const saved = rollStrikeSaves(book, current, step.army, step.hits ?? 0, step.cause ?? 'the strike', dice);
      events.push(...saved.events);
      current = onward(current, [...saved.steps, ...rest]);
      continue;
    }
    if (step.step === 'saves') {
      const saved = rollSaves(book, current, action, step, dice);
      events.push(...saved.events);
      current = onward(saved.state, [...saved.steps, ...rest], { carried: 0 });
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
    if (step.step === 'promote') {
      const promoted = promoteUpTo(book, current, step.army, { worth: step.worth });
      events.push(publicEvent('dd-promote', `${step.cause} promotes up to ${step.worth} health-worth of ${armyName(book, current, step.army)}: ${promoted.line}.`));
      current = onward(promoted.state, rest);
      continue;
    }
    if (step.step === 'return') {
      const back = returnFromDua(book, current, step.army, step.worth);
      events.push(publicEvent('dd-return', `${step.cause}: up to ${step.worth} health-worth comes back from ${step.army.owner}'s DUA to ${armyName(book, current, step.army)}: ${back.returned.length ? listed(back.returned.map((u) => unitName(book, current, u.id))) : 'none fits'}.`));
      current = onward(back.state, rest);
      continue;
    }
    if (step.step === 'move') {
      const places = movePlaces(book, current, step);
      if (!places.length) {
        current = onward(current, rest);
        continue;
      }
      events.push(publicEvent('dd-move-offer', `${step.chooser} may move ${unitName(book, current, step.unit)} (${step.cause}): /order move to:<${listed(places)}> or to:stay.`, { data: { seat: step.chooser } }));
      return { state: current, events };
    }
    if (step.ifAlive && !alive(current, step.ifAlive)) {
      events.push(publicEvent('dd-sai-lost', `${unitName(book, current, step.ifAlive)} was killed: ${step.cause} does not strike.`));
      current = onward(current, rest);
      continue;
    }
    const army = stepCandidates(book, current, step);
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

/**
 * The target's save roll against the hits: the damage past the saves, then its SAIs. Choke,
 * Hypnotic Glare and Confuse act on the roll first (their units' first results do not count); a
 * charged target's roll is counted for melee too, which strikes the attacker (only spells' saves
 * answer it).
 */
function rollSaves(book: DiceBook, state: DdState, action: AttackAction, step: Extract<AttackStep, { step: 'saves' }>, dice: Dice): { state: DdState; steps: AttackStep[]; events: GameEvent[] } {
  if (!armyUnits(state, action.target).length) return { state, steps: [], events: [] };
  // SFR 11: the target rolls its saves only if there are hits to save against (a charge is answered with melee as well).
  if (action.hits === 0 && !step.charged) {
    const left: AttackStep[] = action.carried ? [{ step: 'casualties', chooser: action.target.owner, army: action.target, damage: action.carried, to: 'dua', cause: 'the damage left from before' }] : [];
    return { state, steps: left, events: [publicEvent('dd-no-hits', `No ${action.kind} hits: ${armyName(book, state, action.target)} rolls no saves.`)] };
  }
  const against = action.kind;
  const context = rollContext(book, state, action.target, 'save', against);
  const rolled = rollArmy(book, state, action.target, context, `the saves against the ${action.counterAttack ? 'counter-attack' : `${action.kind} attack`}`, dice);
  const afterwards = afterTheSaves(book, state, action, step, rolled, context, dice);
  let next = afterwards.state;
  const count = afterwards.count;
  const saves = count.results.save;
  // Cursed Bullets: the cursed hits answer only to saves from spells; the other saves answer the rest.
  const cursed = action.cursed ?? 0;
  const bySpells = Math.min(cursed, spellSaves(state, action.target));
  const damage = Math.max(0, action.hits - cursed - (saves - bySpells)) + (cursed - bySpells) + action.carried;
  const carried = action.carried ? ` and ${action.carried} damage left from before` : '';
  const events: GameEvent[] = [
    rollEvent(
      `${armyName(book, state, action.target)} rolls saves against ${action.hits} hit${action.hits === 1 ? '' : 's'}:`,
      count,
      [...rolled.records, ...afterwards.records],
      `${saves} save${saves === 1 ? '' : 's'}: ${damage - action.carried} damage${cursed ? ` (${cursed} hits cursed, ${bySpells} of them saved by spells)` : ''}${carried}.`,
      { target: action.target, saves, damage },
    ),
    ...afterwards.events,
  ];
  const steps: AttackStep[] = [{ step: 'casualties', chooser: action.target.owner, army: action.target, damage, to: 'dua', cause: `the ${action.kind} hits` }];
  // Scorching Touch: each save the Scalders rolled against a melee (not a counter-attack) is a damage back.
  const scalding = action.kind === 'melee' && !action.counterAttack ? scorchingTouch(book, state, action.target) : () => false;
  const scalders = afterwards.rolled.filter((r) => scalding(r.unit));
  const touch = scalders.length ? countRoll(book, scalders, context).results.save : 0;
  if (touch) {
    const shield = spellSaves(state, action.attacker);
    events.push(publicEvent('dd-ability', `Scorching Touch: the Scalders rolled ${touch} save${touch === 1 ? '' : 's'}, ${touch} damage back${shield ? `, less ${shield} saves from spells` : ''}.`));
    steps.push({ step: 'casualties', chooser: action.attacker.owner, army: action.attacker, damage: Math.max(0, touch - shield), to: 'dua', cause: 'the Scorching Touch' });
  }
  if (step.charged) {
    const melee = countRoll(book, afterwards.rolled, rollContext(book, state, action.target, 'melee')).results.melee;
    const shield = spellSaves(state, action.attacker);
    const back = Math.max(0, melee - shield);
    events.push(publicEvent('dd-charge-answer', `${armyName(book, state, action.target)}'s answer to the charge: ${melee} melee${shield ? `, less ${shield} saves from spells` : ''}: ${back} damage to ${armyName(book, state, action.attacker)}, no save.`));
    steps.push({ step: 'casualties', chooser: action.attacker.owner, army: action.attacker, damage: back, to: 'dua', cause: 'the answer to the charge' });
  }
  const later: AttackStep[] = [];
  const unplayed: string[] = [];
  const spare = Math.max(0, saves - action.hits - action.carried);
  for (const effect of count.effects) {
    const cause = `${unitName(book, state, effect.unit)}'s ${saiName(book, effect)}`;
    const code = effect.effect;
    // FAQ SAI E: the defender's SAIs cannot undo the attacker's results, so they strike once its hits are
    // taken; damage back strikes even if its unit died of them, a Counter only if it lives (its own words).
    if (code === 'damage-attacker' || code === 'damage-attacker-no-save') {
      steps.push({ step: 'casualties', chooser: action.attacker.owner, army: action.attacker, damage: effect.count, to: 'dua', cause });
    } else if (code === 'damage-attacker-one') {
      steps.push({ step: 'casualties', chooser: action.target.owner, army: action.attacker, damage: effect.count, to: 'dua', pick: 'one', cause });
    } else if (code === 'counter-attack') {
      steps.push({ step: 'strike', unit: effect.unit, cause });
    } else if (code === 'volley') {
      // Volley shoots back at the melee attacker with its value in missile hits, which the attacker saves against.
      steps.push({ step: 'saves', army: action.attacker, hits: effect.count, cause });
    } else if (code === 'cloak') {
      next = hold(next, [effect.unit], { what: 'cloaked', by: effect.unit, until: null });
      events.push(publicEvent('dd-sai', `${cause}: no opponent's spell or SAI may target ${unitName(book, state, effect.unit)} this turn.`));
    } else if (code === 'regenerate' || code === 'wild-growth') {
      // Regenerate (saves or the dead back) and Wild Growth (saves or promotions) split their value:
      // the saves the hits need first, the rest to the other use. The owner would choose; this is our default (docs).
      const worth = Math.min(effect.count, spare);
      if (worth) later.push({ step: code === 'regenerate' ? 'return' : 'promote', army: action.target, worth, cause: `${cause} (${effect.count - worth} as saves)` });
    } else if (code in MOVING) {
      later.push(moveStepFor(state, effect, cause));
    } else if (!COUNTED.has(code)) unplayed.push(`${cause} (${code})`);
  }
  if (unplayed.length) events.push(publicEvent('dd-sai-unplayed', `No effect in a save roll against a ${action.kind} attack: ${listed(unplayed)}.`));
  return { state: next, steps: [...steps, ...later], events };
}

/** The saves spells give an army (Stone Skin…): the only saves that answer Charge's melee back. */
function spellSaves(state: DdState, army: ArmyRef): number {
  return modifiersFor(state, army, 'save').reduce((sum, m) => sum + ('add' in m.change && m.change.add > 0 ? m.change.add : 0), 0);
}

/**
 * What the attacker's delayed SAIs do to the target's save roll (SavesStepSchema): Hypnotic Glare
 * holds every unit that shows an ID; Choke kills up to X health-worth of those, the largest first;
 * Confuse rolls again up to X health-worth of those that saved, the largest first. The striker
 * would choose the units; these are our defaults (docs). The roll is counted again without them.
 */
function afterTheSaves(
  book: DiceBook,
  state: DdState,
  action: AttackAction,
  step: Extract<AttackStep, { step: 'saves' }>,
  rolled: ArmyRoll,
  context: ReturnType<typeof rollContext>,
  dice: Dice,
): { state: DdState; count: RollCount; rolled: RolledDie[]; records: NonNullable<GameEvent['rolls']>; events: GameEvent[] } {
  let faces = rolled.rolled;
  let next = state;
  const events: GameEvent[] = [];
  const records: NonNullable<GameEvent['rolls']> = [];
  const lines: string[] = [];
  const showsId = (r: RolledDie) => r.die.faces[r.face]?.icon === 'id';
  const largest = (list: readonly RolledDie[]) => [...list].sort((a, b) => b.die.health - a.die.health || a.unit.localeCompare(b.unit));
  const upTo = (list: readonly RolledDie[], worth: number) => {
    let left = worth;
    return list.filter((r) => (r.die.health <= left ? ((left -= r.die.health), true) : false));
  };
  if (step.hypnotise) {
    const held = faces.filter(showsId);
    if (held.length) {
      next = hold(next, held.map((r) => r.unit), { what: 'hypnotised', by: step.hypnotise, until: action.attacker.owner });
      faces = faces.filter((r) => !held.includes(r));
      lines.push(`Hypnotic Glare: ${listed(held.map((r) => r.die.name))} showed an ID: hypnotised until ${action.attacker.owner}'s next turn, not counted.`);
    }
  }
  if (step.choke) {
    const choked = upTo(largest(faces.filter(showsId)), step.choke);
    if (choked.length) {
      next = killUnits(next, choked.map((r) => r.unit), 'dua');
      faces = faces.filter((r) => !choked.includes(r));
      lines.push(`Choke ${step.choke}: ${listed(choked.map((r) => r.die.name))} showed an ID: killed (to the DUA), not counted.`);
    }
  }
  if (step.confuse) {
    const saved = faces.filter((r) => countRoll(book, [r], context).results.save > 0);
    const confused = upTo(largest(saved), step.confuse);
    if (confused.length) {
      const again = rollUnits(book, confused.map((r) => next.units[r.unit]!), context, 'Confuse: rolled again', dice);
      records.push(...again.records);
      faces = [...faces.filter((r) => !confused.includes(r)), ...again.rolled];
      lines.push(`Confuse ${step.confuse}: ${listed(confused.map((r) => r.die.name))} rolled again, the first faces not counted.`);
    }
  }
  if (!lines.length) return { state: next, count: rolled.count, rolled: faces, records, events };
  const count = countRoll(book, faces, context);
  return { state: next, count: { ...count, lines: [...rolled.count.lines, ...lines, 'Counted again:', ...count.lines] }, rolled: faces, records, events };
}

/** A Counter's strike: if its unit lives, it rolls alone for melee against the attacker, whose SAIs-first order it follows too. */
function strike(book: DiceBook, state: DdState, action: AttackAction, step: Extract<AttackStep, { step: 'strike' }>, dice: Dice): { state: DdState; steps: AttackStep[]; events: GameEvent[] } {
  const unit = state.units[step.unit];
  if (!unit || !alive(state, step.unit)) return { state, steps: [], events: [publicEvent('dd-sai-lost', `${unitName(book, state, step.unit)} was killed: ${step.cause} does not strike.`)] };
  if (!armyUnits(state, action.attacker).length) return { state, steps: [], events: [] };
  const rolled = rollUnits(book, [unit], { ...rollContext(book, state, action.target, 'melee'), counterAttack: true }, `${step.cause}'s strike`, dice);
  const hits = rolled.count.results.melee;
  const sais = attackSteps(book, state, rolled.count, action.target, action.attacker);
  return {
    state: sais.state,
    steps: [...sais.steps, { step: 'saves', army: action.attacker, hits, cause: step.cause }, ...sais.after],
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

/** How the log says where units went. */
const WHERE: Readonly<Record<'dua' | 'bua' | 'reserve', string>> = { bua: 'killed and buried (to the BUA)', reserve: 'driven to the reserves', dua: 'killed (to the DUA)' };
const TEST_WORDS = { save: 'for saves', maneuver: 'for a maneuver', id: 'for its ID' } as const;

/**
 * The chosen units go where the step says: to the DUA, the BUA when buried, their reserves when
 * driven off, or they are held. With a test, each rolls alone first: a save or a maneuver keeps it
 * where it is; Seize's ID sends it to reserves, any other face kills it; Scare's ID kills it. The
 * killed then save again or are buried (Flaming Arrow, Stomp; Soiled Ground), and a unit with Rise
 * from the Ashes may rise to the reserves. Damage a choice by health-worth leaves short of a unit
 * is carried to the target's hits.
 */
export function takeCasualties(book: DiceBook, state: DdState, step: CasualtiesStep, army: readonly Candidate[], chosen: readonly Candidate[], dice: Dice): { state: DdState; events: GameEvent[] } {
  if (step.to === 'hold') return holdUnits(book, state, step, chosen, dice);
  const events: GameEvent[] = [];
  let dying = [...chosen];
  const passing: Candidate[] = [];
  const idDead: Candidate[] = [];
  if (step.test && chosen.length) {
    const kind = step.test === 'maneuver' ? 'maneuver' : 'save';
    const context = rollContext(book, state, step.army, kind, kind === 'save' ? (attackOf(state)?.kind ?? 'melee') : undefined);
    const records: NonNullable<GameEvent['rolls']> = [];
    const lines: string[] = [];
    const lived: string[] = [];
    dying = chosen.filter((u) => {
      const rolled = rollUnits(book, [state.units[u.id]!], context, `${u.name}'s roll ${TEST_WORDS[step.test!]} against ${step.cause}`, dice);
      records.push(...rolled.records);
      lines.push(...rolled.count.lines);
      const showsId = rolled.rolled.some((r) => r.die.faces[r.face]?.icon === 'id');
      if (step.test === 'id') {
        if (showsId) passing.push(u);
        return !showsId;
      }
      if (step.idTo && showsId) {
        idDead.push(u);
        return false;
      }
      if (rolled.count.results[kind] > 0) {
        lived.push(u.name);
        return false;
      }
      return true;
    });
    const outcome =
      step.test === 'id'
        ? `${passing.length ? `${listed(passing.map((u) => u.name))} showed an ID. ` : ''}${dying.length ? `${listed(dying.map((u) => u.name))} did not.` : ''}`
        : `${lived.length ? `${listed(lived)} live${lived.length === 1 ? 's' : ''}.` : `No ${kind}: none lives.`}${idDead.length ? ` ${listed(idDead.map((u) => u.name))} showed an ID and die${idDead.length === 1 ? 's' : ''}.` : ''}`;
    events.push(publicEvent('dd-roll', [`${listed(chosen.map((u) => u.name))} roll${chosen.length === 1 ? 's' : ''} ${TEST_WORDS[step.test]} against ${step.cause}:`, ...lines, outcome.trim()].join('\n'), { rolls: records, data: { army: step.army } }));
  }
  // The killed save again or are buried: Flaming Arrow and Stomp say so; Soiled Ground (SFR 44) at the terrain too.
  let buried: Candidate[] = [];
  // A held Temple shelters its army from Soiled Ground, an opponent's death magic (SFR 15).
  const soiled = step.to === 'dua' && step.army.at !== 'reserve' && soiledAt(state, step.army.at) && !holdsEighth(book, state, step.army, 'temple');
  const killed = step.to === 'dua' ? [...dying, ...idDead] : idDead;
  if ((step.thenBury || soiled) && killed.length) {
    const context = rollContext(book, state, step.army, 'save');
    const records: NonNullable<GameEvent['rolls']> = [];
    const lines: string[] = [];
    buried = killed.filter((u) => {
      const rolled = rollUnits(book, [state.units[u.id]!], context, `${u.name}'s save against burial`, dice);
      records.push(...rolled.records);
      lines.push(...rolled.count.lines);
      return rolled.count.results.save === 0;
    });
    events.push(publicEvent('dd-roll', [`${step.thenBury ? step.cause : 'Soiled Ground'}: each unit killed rolls a save or is buried.`, ...lines, buried.length ? `Buried: ${listed(buried.map((u) => u.name))}.` : 'None is buried.'].join('\n'), { rolls: records, data: { army: step.army } }));
    dying = dying.filter((u) => !buried.includes(u));
  }
  const idKilled = idDead.filter((u) => !buried.includes(u));
  // Rise from the Ashes: a killed or buried unit with the icon rolls once more.
  const rose = step.to === 'reserve' && !idDead.length ? null : risen(book, [...(step.to === 'reserve' ? [] : dying), ...buried, ...idKilled].map((u) => state.units[u.id]!), dice, replanting(book, state));
  const rising = new Set(rose?.ids ?? []);
  const worth = chosen.reduce((s, u) => s + u.health, 0);
  const left = step.damage - worth;
  const staying = (list: readonly Candidate[]) => list.filter((u) => !rising.has(u.id)).map((u) => u.id);
  // Stepped Damage (Undead, v4): a killed Undead is swapped for a smaller one from the DUA.
  const swaps = steppedDamage(book, state, [...(step.to === 'dua' ? dying : []), ...idKilled].filter((u) => !rising.has(u.id)).map((u) => state.units[u.id]!));
  let next = killUnits(killUnits(killUnits(killUnits(state, staying(dying), step.to), staying(buried), 'bua'), staying(idKilled), 'dua'), [...passing.map((u) => u.id), ...rising], 'reserve');
  for (const [killed, smaller] of swaps) next = { ...next, units: { ...next.units, [smaller.id]: { ...next.units[smaller.id]!, at: killed.at } } };
  if (swaps.length) events.push(publicEvent('dd-ability', `Stepped Damage: ${listed(swaps.map(([k, s]) => `${unitName(book, state, k.id)} steps down to ${unitName(book, state, s.id)}`))}, from ${step.army.owner}'s DUA.`));
  if (rose?.line) events.push(publicEvent('dd-rise', rose.line, { rolls: rose.records }));
  const action = attackOf(next);
  const damage = step.to === 'dua' && !step.test && step.pick !== 'one' && step.chooser === step.army.owner;
  if (action && damage && sameArmy(step.army, action.target)) next = { ...next, action: { ...action, carried: left } };
  const what = step.pick === 'one' ? step.cause : `${step.damage} ${damage ? 'damage' : 'health-worth'} from ${step.cause}`;
  const gone: string[] = [];
  if (dying.length) gone.push(`${listed(dying.map((u) => u.name))} ${WHERE[step.to]}`);
  if (idKilled.length) gone.push(`${listed(idKilled.map((u) => u.name))} ${WHERE.dua}`);
  if (buried.length) gone.push(`${listed(buried.map((u) => u.name))} ${WHERE.bua}`);
  if (passing.length) gone.push(`${listed(passing.map((u) => u.name))} ${WHERE.reserve}`);
  const lost = [...dying, ...idKilled, ...buried, ...passing];
  const text = lost.length
    ? `${what}: ${armyName(book, state, step.army)} loses ${listed(lost.map((u) => u.name))} (${lost.reduce((s, u) => s + u.health, 0)} health-worth)${lost.length === dying.length ? `, ${WHERE[step.to]}` : `: ${gone.join('; ')}`}.`
    : chosen.length
      ? `${what}: ${armyName(book, state, step.army)} loses nobody.`
      : `${what} ${step.pick === 'one' ? 'finds no target in' : 'kills none of'} ${armyName(book, state, step.army)}: each unit left has more health (${listed(army.map((u) => `${u.name} ${u.health}`))}).`;
  events.push(publicEvent('dd-casualties', text, { data: { army: step.army, damage: step.damage, killed: dying.map((u) => u.id), to: step.to, buried: buried.map((u) => u.id) } }));
  // Convert: as much health-worth as it killed may come back from the attacker's DUA to the attacking army.
  if (step.convert && action) {
    const worthKilled = [...dying, ...buried].filter((u) => !rising.has(u.id)).reduce((s, u) => s + u.health, 0);
    if (worthKilled) {
      const back = returnFromDua(book, next, action.attacker, worthKilled);
      next = back.state;
      events.push(publicEvent('dd-return', `${step.cause}: up to ${worthKilled} health-worth comes back from ${action.attacker.owner}'s DUA to ${armyName(book, state, action.attacker)}: ${back.returned.length ? listed(back.returned.map((u) => unitName(book, state, u.id))) : 'none fits'}.`));
    }
  }
  return { state: next, events };
}

/**
 * The chosen units are held (Stun, Sleep, Net, Charm): they sit out the rolls `holds.ts` names until
 * the hold ends. Charmed units roll for melee at once, their results added to the attacker's hits.
 */
function holdUnits(book: DiceBook, state: DdState, step: CasualtiesStep, chosen: readonly Candidate[], dice: Dice): { state: DdState; events: GameEvent[] } {
  const status = step.hold!;
  let next = hold(state, chosen.map((u) => u.id), status);
  const until = status.until ? `until ${status.until}'s next turn` : 'until the end of the turn';
  const events: GameEvent[] = [
    publicEvent('dd-held', chosen.length ? `${step.cause}: ${listed(chosen.map((u) => u.name))} of ${armyName(book, state, step.army)} ${chosen.length === 1 ? 'is' : 'are'} ${status.what} ${until}.` : `${step.cause} holds none of ${armyName(book, state, step.army)}.`, { data: { army: step.army, held: chosen.map((u) => u.id), what: status.what } }),
  ];
  const action = attackOf(next);
  if (step.charm && action && chosen.length) {
    const rolled = rollUnits(book, chosen.map((u) => state.units[u.id]!), rollContext(book, state, step.army, 'melee'), `${step.cause}: the charmed units' melee`, dice);
    const melee = rolled.count.results.melee;
    next = { ...next, action: { ...action, hits: action.hits + melee } };
    events.push(rollEvent(`${step.cause}: the charmed ${listed(chosen.map((u) => u.name))} roll${chosen.length === 1 ? 's' : ''} for ${action.attacker.owner}:`, rolled.count, rolled.records, `${melee} melee added: ${action.hits + melee} hits in all.`, { charmed: chosen.map((u) => u.id), melee }));
  }
  return { state: next, events };
}
