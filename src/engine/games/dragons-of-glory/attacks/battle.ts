import type { Dice } from '../../../core/dice.ts';
import { publicEvent, type GameEvent } from '../../../core/events.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import { distance, hexKey, neighbours, sameHex, type Hex } from '../../../hex/hex.ts';
import { checkBattle, resolveBattle, type BattleCard, type BattleInput, type Combatant, type Crossing } from '../combat/battle.ts';
import { leaderEscape, type LeaderLossRule } from '../combat/leader-loss.ts';
import { flies, flyCost, mayLand, touches, walkCost, zonesOfControl } from '../movement/ground.ts';
import { stackingProblem } from '../movement/stacking.ts';
import { councilProblem } from '../paths/council.ts';
import type { DogState, UnitState } from '../state.ts';
import { otherSide, type Side } from '../units.ts';
import { ARMIES, cellOf, GROUND, sideOf, specOf, strengthOf, type World } from '../world.ts';

/**
 * One land battle in the state (DL11 Rule 7): who may attack which hex, the battle's input read off
 * the state, the combat chapter's result applied (steps lost, retreats chosen, leaders escaping),
 * and the way opened for an advance.
 */

export interface Attack {
  side: Side;
  target: Hex;
  attackers: string[];
  taunted?: boolean;
  /** Paths of the Lance: the combat cards played on this battle. */
  cards?: readonly BattleCard[];
  /** Paths of the Lance: the defender's modifiers an assault declaration lifts. */
  ignore?: 'river' | 'terrain';
}

/** The crossing an attacker makes into the defender's hex, as the modifiers read it. */
function crossing(world: World, from: Hex, to: Hex): Crossing | null {
  const side = world.map.between(from, to);
  if (side.includes('mountain-side')) return 'mountain-side';
  if (side.includes('bridge')) return 'bridge';
  if (side.includes('ford')) return 'ford';
  if (side.includes('river') || side.includes('deep-river')) return 'river';
  return null;
}

/** Whether a counter could move from `from` into `to` as terrain and hexsides go (Rule 7: it attacks only where it could move). */
function couldEnter(world: World, id: string, from: Hex, to: Hex): boolean {
  const spec = specOf(world, id);
  if (flies(spec)) return flyCost(world, spec, from, to) !== null && mayLand(world, to);
  if (spec.kind === 'leader' || spec.kind === 'wizard') return true;
  return walkCost(world, spec, from, to) !== null;
}

const enemyIn = (state: DogState, world: World, side: Side, at: Hex): UnitState[] =>
  Object.values(state.units).filter((u) => u.at && !u.aboard && sameHex(u.at, at) && sideOf(state, world, u.id) === otherSide(side));

/** One line why this attack may not be made, or undefined. */
export function attackProblem(state: DogState, world: World, attack: Attack): string | undefined {
  const { side, target, attackers } = attack;
  const label = world.map.label(target);
  const defenders = enemyIn(state, world, side, target).filter((u) => specOf(world, u.id).kind !== 'fleet');
  if (!defenders.length) return `No enemy army stands in ${label}.`;
  if (state.defended.includes(label)) return `${label} has been attacked already this combat step; each hex is attacked once.`;
  if (!attackers.length) return 'Name the attacking stacks by their hexes, or the counters by name.';
  for (const id of attackers) {
    const u = state.units[id]!;
    const spec = specOf(world, id);
    if (!u.at || sideOf(state, world, id) !== side) return `${spec.name} is not one of your counters on the map.`;
    if (u.aboard) return `${spec.name} is aboard ${specOf(world, u.aboard).name} and cannot attack from there.`;
    if (spec.kind === 'fleet') return `${spec.name} is a fleet: fleets fight fleets (naval-attack).`;
    if (state.attacked.includes(id)) return `${spec.name} has attacked already this turn; an army attacks once a turn.`;
    if (state.nations[spec.nation]?.joinedOnTurn === state.turn) return `${spec.name}'s nation joined the war this turn; it attacks from next turn.`;
    if (distance(u.at, target) !== 1) return `${spec.name} in ${world.map.label(u.at)} is not next to ${label}.`;
    if (!couldEnter(world, id, u.at, target) && !(GROUND.has(spec.kind) && crossing(world, u.at, target) === 'mountain-side')) {
      return `${spec.name} cannot attack ${label} from ${world.map.label(u.at)}: it could not move there (${cellOf(world, target)?.terrain}, ${world.map.between(u.at, target).join(' and ') || 'open side'}).`;
    }
  }
  if (!attackers.some((id) => ARMIES.has(specOf(world, id).kind))) return 'Leaders and wizards do not attack alone: name an army.';
  // PL I binds the Whitestone alone: armies of several nations on one hex only after Whitestone Council.
  if (state.pl && side === 'whitestone') {
    const council = councilProblem(state, world, attackers);
    if (council) return council;
  }
  return checkBattle(battleInput(state, world, attack));
}

function combatant(state: DogState, world: World, u: UnitState, target: Hex | null): Combatant {
  const spec = specOf(world, u.id);
  return {
    id: u.id,
    name: spec.name,
    kind: spec.kind,
    race: spec.race,
    nation: spec.nation,
    side: sideOf(state, world, u.id)!,
    strength: strengthOf(world, u),
    depleted: u.depleted,
    canDeplete: spec.depleted !== null && !u.depleted,
    hex: world.map.label(u.at!),
    ...(target ? { across: crossing(world, u.at!, target) } : {}),
  };
}

export function battleInput(state: DogState, world: World, attack: Attack): BattleInput {
  const cell = cellOf(world, attack.target)!;
  const defenders = enemyIn(state, world, attack.side, attack.target).filter((u) => specOf(world, u.id).kind !== 'fleet');
  return {
    attackers: attack.attackers.map((id) => combatant(state, world, state.units[id]!, attack.target)),
    defenders: defenders.map((u) => combatant(state, world, u, null)),
    ground: { terrain: cell.terrain, ...(cell.place ? { place: cell.place.kind } : {}), pass: cell.terrain === 'pass' },
    ...(attack.taunted ? { taunted: true } : {}),
    ...(attack.cards?.length ? { cards: attack.cards } : {}),
    ...(attack.ignore ? { ignore: attack.ignore } : {}),
  };
}

/**
 * Fights a battle and applies it: steps lost, eliminated counters to the pool, retreats (each to
 * the safest hex: a reading, since the owner's choice cannot wait on a post), leaders left alone
 * rolling to escape, and the advance opened if the hex is emptied.
 */
export function fight(state: DogState, world: World, attack: Attack, leaderRule: LeaderLossRule, dice: Dice): Result<{ state: DogState; events: GameEvent[] }> {
  const problem = attackProblem(state, world, attack);
  if (problem) return err(problem);
  const input = battleInput(state, world, attack);
  const outcome = resolveBattle(input, dice);
  const units = { ...state.units };
  const lost = { ...state.lost };
  const events: GameEvent[] = [publicEvent('battle', outcome.text, { rolls: [outcome.roll], data: { column: outcome.column, result: outcome.result } })];
  const retreating: string[] = [];
  for (const loss of [...outcome.losses.attacker, ...outcome.losses.defender]) {
    const u = units[loss.id]!;
    const side = sideOf(state, world, loss.id)!;
    const before = strengthOf(world, u);
    if (loss.effects.includes('eliminated')) {
      units[loss.id] = { ...u, at: null, off: 'pool', depleted: false };
      lost[side] += before;
    } else if (loss.effects.includes('depleted')) {
      const flipped = { ...u, depleted: true };
      units[loss.id] = flipped;
      lost[side] += before - strengthOf(world, flipped);
    }
    if (loss.effects.includes('retreat') && units[loss.id]!.at) retreating.push(loss.id);
  }
  let s: DogState = { ...state, units, lost };
  // Retreats: each stack's retreating armies go together, with the leaders and wizards beside them.
  for (const group of groupByHex(s, retreating)) {
    const from = s.units[group[0]!]!.at!;
    const side = sideOf(s, world, group[0]!)!;
    const companions = Object.values(s.units).filter((u) => u.at && sameHex(u.at, from) && !group.includes(u.id) && sideOf(s, world, u.id) === side && !ARMIES.has(specOf(world, u.id).kind) && specOf(world, u.id).kind !== 'fleet').map((u) => u.id);
    const to = retreatHex(s, world, side, group, from);
    const names = group.map((id) => specOf(world, id).name);
    if (!to) {
      for (const id of group) {
        lost[side] += strengthOf(world, s.units[id]!);
        s = { ...s, units: { ...s.units, [id]: { ...s.units[id]!, at: null, off: 'pool', depleted: false } }, lost };
      }
      events.push(publicEvent('retreat', `${names.join(', ')} cannot retreat from ${world.map.label(from)} and ${group.length === 1 ? 'is' : 'are'} eliminated.`));
      continue;
    }
    const moved = { ...s.units };
    for (const id of [...group, ...companions]) moved[id] = { ...moved[id]!, at: to };
    for (const u of Object.values(s.units)) if (u.aboard && group.includes(u.aboard)) moved[u.id] = { ...u, at: to };
    s = { ...s, units: moved };
    events.push(publicEvent('retreat', `${[...names, ...companions.map((id) => specOf(world, id).name)].join(', ')} retreat${group.length + companions.length === 1 ? 's' : ''} from ${world.map.label(from)} to ${world.map.label(to)}.`));
  }
  // Leaders left with no army of theirs in their hex roll to escape (DRAGON #107 errata in base play, PL C under the cards).
  for (const id of [...outcome.leadersAtRisk.attacker, ...outcome.leadersAtRisk.defender]) {
    const u = s.units[id]!;
    if (!u.at) continue;
    const side = sideOf(s, world, id)!;
    const hasArmy = Object.values(s.units).some((o) => o.at && sameHex(o.at, u.at!) && o.id !== id && ARMIES.has(specOf(world, o.id).kind) && sideOf(s, world, o.id) === side);
    if (hasArmy) continue;
    const escape = leaderEscape({ id, name: specOf(world, id).name, rating: specOf(world, id).strength }, leaderRule, dice);
    const refuge = escape.survives ? nearestFriend(s, world, side, u.at) : undefined;
    s = { ...s, units: { ...s.units, [id]: refuge ? { ...u, at: refuge } : { ...u, at: null, off: 'eliminated' } } };
    events.push(publicEvent('leader-loss', refuge ? `${escape.text} ${specOf(world, id).name} joins the stack in ${world.map.label(refuge)}.` : escape.text, { rolls: [escape.roll] }));
  }
  // Wizards left alone go to the nearest friendly army (their owner may place them again next movement).
  for (const id of [...outcome.wizardsLeft.attacker, ...outcome.wizardsLeft.defender]) {
    const u = s.units[id]!;
    if (!u.at) continue;
    const refuge = nearestFriend(s, world, sideOf(s, world, id)!, u.at);
    s = { ...s, units: { ...s.units, [id]: refuge ? { ...u, at: refuge } : { ...u, at: null, off: 'pool' } } };
  }
  const label = world.map.label(attack.target);
  const emptied = enemyIn(s, world, attack.side, attack.target).length === 0;
  const survivors = attack.attackers.filter((id) => s.units[id]!.at && ARMIES.has(specOf(world, id).kind));
  const from = [...new Map(attack.attackers.map((id) => [hexKey(state.units[id]!.at!), state.units[id]!.at!])).values()];
  s = {
    ...s,
    attacked: [...s.attacked, ...attack.attackers],
    defended: [...s.defended, label],
    battles: [...s.battles, { side: attack.side, hex: attack.target, from, text: `${outcome.column} → ${outcome.result.attacker}/${outcome.result.defender}` }],
    advance: emptied && survivors.length ? { hex: attack.target, units: survivors } : null,
  };
  if (emptied && survivors.length) events.push(publicEvent('advance-open', `${label} is empty: ${survivors.map((id) => specOf(world, id).name).join(', ')} may advance into it (advance).`));
  return ok({ state: s, events });
}

function groupByHex(state: DogState, ids: string[]): string[][] {
  const groups = new Map<number, string[]>();
  for (const id of ids) {
    const key = hexKey(state.units[id]!.at!);
    groups.set(key, [...(groups.get(key) ?? []), id]);
  }
  return [...groups.values()];
}

/**
 * Where a retreating stack goes (Rule 7 "R"): one hex it could move into, not holding the enemy,
 * not beside the enemy unless a friendly army is there, not over-stacked. Of those, a hex with a
 * friendly army first, then the one farthest from the enemy; none, and the stack is eliminated.
 */
export function retreatHex(state: DogState, world: World, side: Side, ids: string[], from: Hex): Hex | undefined {
  const zoc = zonesOfControl(state, world, side);
  const enemies = Object.values(state.units).filter((u) => u.at && sideOf(state, world, u.id) === otherSide(side)).map((u) => u.at!);
  const candidates: Array<{ hex: Hex; friendly: boolean; far: number; label: string }> = [];
  for (const n of neighbours(from)) {
    if (!cellOf(world, n)) continue;
    if (!ids.every((id) => couldEnter(world, id, from, n))) continue;
    if (enemies.some((e) => sameHex(e, n))) continue;
    const friendly = Object.values(state.units).some((u) => u.at && sameHex(u.at, n) && !ids.includes(u.id) && ARMIES.has(specOf(world, u.id).kind) && sideOf(state, world, u.id) === side);
    if (zoc.has(hexKey(n)) && !friendly) continue;
    if (stackingProblem(state, world, n, ids)) continue;
    const far = Math.min(...enemies.map((e) => distance(e, n)), 99);
    candidates.push({ hex: n, friendly, far, label: world.map.label(n) });
  }
  candidates.sort((a, b) => Number(b.friendly) - Number(a.friendly) || b.far - a.far || a.label.localeCompare(b.label));
  return candidates[0]?.hex;
}

/** The nearest hex holding a friendly army, for a leader or wizard left alone. */
function nearestFriend(state: DogState, world: World, side: Side, from: Hex): Hex | undefined {
  let best: { hex: Hex; d: number; label: string } | undefined;
  for (const u of Object.values(state.units)) {
    if (!u.at || u.aboard || sameHex(u.at, from) || sideOf(state, world, u.id) !== side || !ARMIES.has(specOf(world, u.id).kind)) continue;
    const d = distance(u.at, from);
    const label = world.map.label(u.at);
    if (!best || d < best.d || (d === best.d && label < best.label)) best = { hex: u.at, d, label };
  }
  return best?.hex;
}

/** Whether two hexes touch for a taunt or an attack (no mountain side or deep river between). */
export { touches };
