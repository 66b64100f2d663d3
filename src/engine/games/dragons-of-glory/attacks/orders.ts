import { publicEvent, type GameEvent } from '../../../core/events.ts';
import type { OrderHint } from '../../../core/module.ts';
import { orderFor } from '../../../core/order-def.ts';
import { option } from '../../../core/options.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import { distance, hexKey, neighbours, sameHex, type Hex } from '../../../hex/hex.ts';
import { tauntRoll } from '../combat/taunt.ts';
import { findCounter, isLabel } from '../counters.ts';
import { SHEET_LABEL } from '../movement/orders.ts';
import { stackingProblem } from '../movement/stacking.ts';
import { plAttack } from '../paths/assault.ts';
import { applied, type DogRules } from '../rules.ts';
import type { DogState } from '../state.ts';
import type { Stepped } from '../turn/sequence.ts';
import { otherSide, type Side } from '../units.ts';
import type { DogView } from '../view.ts';
import { ARMIES, GROUND, sideOf, specOf, type World } from '../world.ts';
import { attackProblem, fight, touches } from './battle.ts';

/**
 * The orders of combat: `attack` a hex from stacks next to it (a side's attacks are a set of
 * such lines), `advance` into a hex a battle emptied, and the kender's `taunt` (Rule 10).
 */
export function attackOrders(rules: DogRules) {
  const order = orderFor<DogState, DogView>();
  const world = rules.world;

  const attack = order({
    verb: 'attack',
    group: 'combat',
    description: 'Attack an enemy hex from your stacks next to it (their hexes), or with counters by name',
    options: {
      target: option.hex('The enemy hex attacked', 'to attack', SHEET_LABEL),
      with: option.units('The attacking stacks by hex (1824a, 1925a) or counters by name, separated by commas', 'attacks'),
      card: option.name('Paths of the Lance: a combat card from your hand played with the attack', 'which card', { optional: true }),
    },
    line: '{target} from {with}',
    phases: ['combat'],
    outOfPhase: (state) => `Attacks are made in your combat step; it is the ${state.phase} step.`,
    legal: (state, seat) => attackHints(state, world, seat as Side),
    apply: (state, seat, o, dice) => {
      const side = seat as Side;
      if (state.acting !== side) return err(`It is the other side's combat step.`);
      const target = world.map.parse(o.target);
      if (!target) return err(`${o.target} is not a hex of this map (hexes are written like 1823a).`);
      const attackers = readAttackers(state, world, side, target, o.with);
      if (!attackers.ok) return attackers;
      // With the cards (Paths of the Lance) an attack is paid for in assault points and may bring combat cards.
      if (state.pl) return applied(plAttack(rules, state, { side, target, attackers: attackers.value }, o.card, dice));
      if (o.card) return err('Cards are played in Paths of the Lance; this game plays by DL11\'s own rules.');
      const fought = fight(state, world, { side, target, attackers: attackers.value }, rules.scenarioOf(state).leaderLoss, dice);
      if (!fought.ok) return fought;
      return applied(ok(settleAfter(rules, fought.value)));
    },
  });

  const advance = order({
    verb: 'advance',
    group: 'combat',
    description: 'Advance into the hex your last battle emptied (all, or counters by name)',
    options: { with: option.units('all, or the attacking counters that advance, separated by commas', 'advances', { optional: true }) },
    line: '{with}',
    phases: ['combat'],
    legal: (state) => (state.advance ? [{ verb: 'advance', options: { with: 'all' }, label: `Advance into ${world.map.label(state.advance.hex)}` }] : []),
    apply: (state, seat, o) => {
      const side = seat as Side;
      if (!state.advance) return err('No battle has just emptied a hex: advance right after the battle that did.');
      const open = state.advance;
      const names = o.with ?? ['all'];
      let ids: string[];
      if (names.length === 1 && names[0]!.toLowerCase() === 'all') ids = open.units.filter((id) => state.units[id]!.at);
      else {
        ids = [];
        for (const name of names) {
          const found = findCounter(state, world, side, name);
          if (!found.ok) return found;
          if (!open.units.includes(found.value)) return err(`${specOf(world, found.value).name} did not fight in the battle for ${world.map.label(open.hex)}; only its attackers advance.`);
          ids.push(found.value);
        }
      }
      // Up to the stacking limit: as many as fit, the strongest first when "all" is asked.
      const fitting: string[] = [];
      for (const id of ids) if (!stackingProblem(state, world, open.hex, [...fitting, id])) fitting.push(id);
      if (!fitting.length) return err(stackingProblem(state, world, open.hex, ids) ?? 'Nothing can advance.');
      const units = { ...state.units };
      const carriedBy = new Set(fitting);
      for (const id of fitting) units[id] = { ...units[id]!, at: open.hex };
      for (const u of Object.values(state.units)) if (u.aboard && carriedBy.has(u.aboard)) units[u.id] = { ...u, at: open.hex };
      // Leaders stacked with the advancing armies go with them.
      const from = new Set(fitting.map((id) => hexKey(state.units[id]!.at!)));
      for (const u of Object.values(state.units)) {
        if (u.at && from.has(hexKey(u.at)) && specOf(world, u.id).kind === 'leader' && sideOf(state, world, u.id) === side && !Object.values(units).some((o2) => o2.at && sameHex(o2.at, u.at!) && ARMIES.has(specOf(world, o2.id).kind) && sideOf(state, world, o2.id) === side)) {
          units[u.id] = { ...u, at: open.hex };
        }
      }
      const s: DogState = { ...state, units, advance: null, moves: [...state.moves, { side, units: fitting, path: [state.units[fitting[0]!]!.at!, open.hex] }] };
      const line = publicEvent('advance', `${fitting.map((id) => specOf(world, id).name).join(', ')} advance${fitting.length === 1 ? 's' : ''} into ${world.map.label(open.hex)}.`);
      const settled = rules.settle(s);
      return ok({ state: settled.state, events: [line, ...settled.events], checkpoints: [] });
    },
  });

  const taunt = order({
    verb: 'taunt',
    group: 'combat',
    description: 'Your kender stack taunts an enemy stack next to it: on 4-6 it must attack them (Rule 10)',
    options: {
      kender: option.hex('The hex of your kender stack', 'taunts', SHEET_LABEL),
      target: option.hex('The enemy stack next to it', 'is taunted', SHEET_LABEL),
    },
    line: '{kender} {target}',
    phases: ['taunt'],
    legal: (state, seat) => tauntHints(state, world, seat as Side),
    apply: (state, seat, o, dice) => applied(tauntStack(rules, state, seat as Side, o.kender, o.target, dice)),
  });

  return [attack, advance, taunt] as const;
}

function settleAfter(rules: DogRules, fought: Stepped): Stepped {
  const settled = rules.settle(fought.state);
  return { state: settled.state, events: [...fought.events, ...settled.events] };
}

/** The attackers named: stacks by hex (their armies, leaders and wizards that have not attacked), or counters by name. */
function readAttackers(state: DogState, world: World, side: Side, target: Hex, names: readonly string[]): Result<string[]> {
  const ids: string[] = [];
  for (const name of names) {
    if (isLabel(name)) {
      const at = world.map.parse(name);
      if (!at) return err(`${name} is not a hex of this map.`);
      if (distance(at, target) !== 1) return err(`${world.map.label(at)} is not next to ${world.map.label(target)}.`);
      const stack = Object.values(state.units).filter((u) => u.at && !u.aboard && sameHex(u.at, at) && sideOf(state, world, u.id) === side && specOf(world, u.id).kind !== 'fleet' && !state.attacked.includes(u.id)).map((u) => u.id);
      if (!stack.some((id) => ARMIES.has(specOf(world, id).kind))) return err(`None of your armies in ${world.map.label(at)} may attack now.`);
      for (const id of stack) if (!ids.includes(id)) ids.push(id);
    } else {
      const found = findCounter(state, world, side, name);
      if (!found.ok) return found;
      if (!ids.includes(found.value)) ids.push(found.value);
    }
  }
  return ok(ids);
}

/** Every legal attack of one stack on one hex next to it, for autocomplete. */
function attackHints(state: DogState, world: World, side: Side): OrderHint[] {
  const hints: OrderHint[] = [];
  const targets = new Map<number, Hex>();
  for (const u of Object.values(state.units)) if (u.at && !u.aboard && sideOf(state, world, u.id) === otherSide(side) && specOf(world, u.id).kind !== 'fleet') targets.set(hexKey(u.at), u.at);
  for (const target of targets.values()) {
    for (const n of neighbours(target)) {
      const stack = Object.values(state.units).filter((u) => u.at && !u.aboard && sameHex(u.at, n) && sideOf(state, world, u.id) === side && specOf(world, u.id).kind !== 'fleet' && !state.attacked.includes(u.id)).map((u) => u.id);
      if (!stack.some((id) => ARMIES.has(specOf(world, id).kind))) continue;
      if (attackProblem(state, world, { side, target, attackers: stack })) continue;
      // With the cards, a stack that has not paid its assault point attacks only while points are left.
      if (state.pl && !state.pl.ap.paid.includes(world.map.label(n)) && state.pl.ap.points <= state.pl.ap.paid.length) continue;
      hints.push({ verb: 'attack', options: { target: world.map.label(target), with: world.map.label(n) }, label: `${world.map.label(target)} from ${world.map.label(n)}` });
    }
  }
  return hints;
}

const kenderAt = (state: DogState, world: World, side: Side, at: Hex) =>
  Object.values(state.units).filter((u) => u.at && !u.aboard && sameHex(u.at, at) && sideOf(state, world, u.id) === side && specOf(world, u.id).race === 'kender' && GROUND.has(specOf(world, u.id).kind));

const groundEnemyAt = (state: DogState, world: World, side: Side, at: Hex) =>
  Object.values(state.units).filter((u) => u.at && !u.aboard && sameHex(u.at, at) && sideOf(state, world, u.id) === otherSide(side) && GROUND.has(specOf(world, u.id).kind));

/** The taunts `side` may make: each kender stack at an enemy stack with ground armies it touches. */
function tauntPairs(state: DogState, world: World, side: Side): Array<{ kender: Hex; target: Hex }> {
  const pairs: Array<{ kender: Hex; target: Hex }> = [];
  const kenderHexes = new Map<number, Hex>();
  for (const u of Object.values(state.units)) if (u.at && kenderAt(state, world, side, u.at).length) kenderHexes.set(hexKey(u.at), u.at);
  for (const k of kenderHexes.values()) {
    if (state.taunts.some((t) => sameHex(t.kender, k))) continue;
    for (const n of neighbours(k)) {
      if (!touches(world, k, n)) continue;
      const enemy = groundEnemyAt(state, world, side, n).filter((u) => !state.attacked.includes(u.id));
      if (enemy.length) pairs.push({ kender: k, target: n });
    }
  }
  return pairs;
}

/** Whether `side`'s kender may taunt now (the turn's taunt step is skipped when none may). */
export function mayTaunt(state: DogState, world: World, side: Side): boolean {
  return tauntPairs(state, world, side).length > 0;
}

function tauntHints(state: DogState, world: World, side: Side): OrderHint[] {
  return tauntPairs(state, world, side).map(({ kender, target }) => ({ verb: 'taunt', options: { kender: world.map.label(kender), target: world.map.label(target) }, label: `Kender in ${world.map.label(kender)} taunt ${world.map.label(target)}` }));
}

/**
 * A taunt (Rule 10): d6, and on 4-6 the taunted stack attacks the kender at once, alone, at −2;
 * it may not attack again this combat step.
 */
function tauntStack(rules: DogRules, state: DogState, side: Side, kenderText: string, targetText: string, dice: Parameters<typeof tauntRoll>[2]): Result<Stepped> {
  const world = rules.world;
  if (state.acting !== side) return err('Only the side whose kender stand next to the enemy that just moved may taunt now.');
  const kender = world.map.parse(kenderText);
  const target = world.map.parse(targetText);
  if (!kender || !target) return err(`${kender ? targetText : kenderText} is not a hex of this map.`);
  const pair = tauntPairs(state, world, side).find((p) => sameHex(p.kender, kender) && sameHex(p.target, target));
  if (!pair) {
    if (!kenderAt(state, world, side, kender).length) return err(`No kender of yours stand in ${world.map.label(kender)}.`);
    if (state.taunts.some((t) => sameHex(t.kender, kender))) return err(`The kender in ${world.map.label(kender)} have taunted already; each kender stack taunts one enemy stack.`);
    return err(`The kender in ${world.map.label(kender)} can taunt only an enemy stack with ground armies next to them; ${world.map.label(target)} is not one.`);
  }
  const taunters = kenderAt(state, world, side, kender).map((u) => specOf(world, u.id).name).join(', ');
  const roll = tauntRoll(`${taunters} at ${world.map.label(kender)}`, `the stack at ${world.map.label(target)}`, dice);
  const events: GameEvent[] = [publicEvent('taunt', roll.text, { rolls: [roll.roll] })];
  let s: DogState = { ...state, taunts: [...state.taunts, { kender, target }] };
  if (!roll.taunted) return ok({ state: s, events });
  // The whole taunted stack attacks: its armies, and the leaders and wizards with them.
  const stack = Object.values(s.units).filter((u) => u.at && !u.aboard && sameHex(u.at, target) && sideOf(s, world, u.id) === otherSide(side) && specOf(world, u.id).kind !== 'fleet').map((u) => u.id);
  const fought = fight({ ...s, defended: [] }, world, { side: otherSide(side), target: kender, attackers: stack, taunted: true }, rules.scenarioOf(state).leaderLoss, dice);
  if (!fought.ok) return ok({ state: s, events: [...events, publicEvent('taunt', `The taunted stack cannot attack: ${fought.error}`)] });
  s = { ...fought.value.state, defended: state.defended, advance: null };
  const settled = rules.settle(s);
  return ok({ state: settled.state, events: [...events, ...fought.value.events, ...settled.events] });
}
