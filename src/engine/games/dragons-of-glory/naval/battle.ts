import type { Dice, RollRecord } from '../../../core/dice.ts';
import { distance, hexKey, neighbours, type Hex } from '../../../hex/hex.ts';
import { sideBetween } from '../../../hex/hexsides.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import { shipRound, type Ship, type Shot } from '../combat/naval.ts';
import type { DogState } from '../state.ts';
import { otherSide, type CounterSpec, type Side } from '../units.ts';
import { GROUND, sideOf, specOf, strengthOf, type World } from '../world.ts';
import type { Outcome } from './maelstrom.ts';
import { namesOf } from './names.ts';
import { sinkFleet } from './sinking.ts';
import { closedTo, fleetLimit, fleetMayStep, fleetsIn, type FleetStacking } from './waters.ts';

/**
 * `naval-attack` (DL11 Rule 8, GAPS §2.4): in its combat step a side's fleets attack the enemy
 * fleets in an adjacent hex. Each round every ship of both sides fires once (the rolls and the
 * hits are the combat helper's `shipRound`); after each round the defender may withdraw 1 hex,
 * if he does not the attacker may, and otherwise another round is fought.
 *
 * Our readings, so play never waits on a choice the rules leave to the players:
 * - targets: the attacker may name a target for each of his fleets, in order (first round only);
 *   every other shot goes by default to the ship easiest to sink: damaged ships first, then the
 *   lowest rating, spreading the shots so no ship draws a second shot while another has none;
 * - withdrawal: after a round the side with fewer ships afloat withdraws; with as many on both
 *   sides they fight on. After the 10th round the attacker breaks off (ours: the rules set no
 *   end, and ships that cannot hit would never stop);
 * - the defender withdraws his whole stack to one neighbouring hex open to his fleets, the one
 *   farthest from the attackers; with none open he fights on. The attacker withdraws each of his
 *   fleets one hex away from the target where it can; one that cannot stays, breaking off;
 * - a leader counts on a ship only if he is aboard it (`aboard`), as does a wizard; the best of
 *   the naval leaders aboard adds his rating (combat/naval.ts);
 * - a fleet attacks once a combat step (it joins `attacked`), and fleets of a neutral nation
 *   are never attacked.
 */

export const MAX_ROUNDS = 10;

/** Maquesta (the Maelstrom's pirate leader) and the Mithas and Kothas minotaur leaders help a ship (Rule 8). */
export const isNavalLeader = (spec: CounterSpec): boolean =>
  spec.kind === 'leader' && (spec.nation === 'maelstrom' || (spec.race === 'minotaur' && (spec.nation === 'mithas' || spec.nation === 'kothas')));

export function shipOf(state: DogState, world: World, id: string): Ship {
  const spec = specOf(world, id);
  const unit = state.units[id]!;
  const aboard = Object.values(state.units).filter((u) => u.aboard === id);
  const army = aboard.find((u) => GROUND.has(specOf(world, u.id).kind));
  const leaders = aboard
    .filter((u) => specOf(world, u.id).kind === 'leader')
    .map((u) => {
      const l = specOf(world, u.id);
      return { id: u.id, name: l.name, rating: l.strength, naval: isNavalLeader(l) };
    });
  return {
    id,
    name: spec.name,
    side: sideOf(state, world, id)!,
    rating: strengthOf(world, unit),
    damaged: unit.depleted,
    ...(leaders.length ? { leaders } : {}),
    ...(aboard.some((u) => specOf(world, u.id).kind === 'wizard') ? { wizard: true } : {}),
    ...(army ? { army: army.id } : {}),
  };
}

/** The default shots of `shooters` at `targets` (see above), after any the player chose. */
export function defaultShots(shooters: readonly Ship[], targets: readonly Ship[], chosen: readonly Shot[] = []): Shot[] {
  const preference = [...targets].sort((a, b) => Number(b.damaged) - Number(a.damaged) || a.rating - b.rating || a.id.localeCompare(b.id));
  const drawn = new Map(preference.map((t) => [t.id, 0]));
  for (const s of chosen) drawn.set(s.target, (drawn.get(s.target) ?? 0) + 1);
  const shots = [...chosen];
  for (const ship of shooters) {
    if (chosen.some((s) => s.ship === ship.id)) continue;
    const least = Math.min(...drawn.values());
    const target = preference.find((t) => drawn.get(t.id) === least)!;
    drawn.set(target.id, least + 1);
    shots.push({ ship: ship.id, target: target.id });
  }
  return shots;
}

export interface NavalAttack {
  fleets: readonly string[];
  target: Hex;
  /** Targets named for the attacking fleets, in the same order (first round only). */
  aims?: readonly string[];
}

export function navalAttack(state: DogState, world: World, side: Side, attack: NavalAttack, dice: Dice, stacking: FleetStacking): Result<Outcome> {
  const { target } = attack;
  const label = world.map.label(target);
  const enemy = otherSide(side);
  for (const id of attack.fleets) {
    const u = state.units[id]!;
    const name = specOf(world, id).name;
    if (state.attacked.includes(id)) return err(`${name} has attacked this turn already.`);
    if (distance(u.at!, target) !== 1) return err(`${name} at ${world.map.label(u.at!)} is not beside ${label}: fleets attack enemy fleets in an adjacent hex.`);
    if (sideBetween(world.map.sides, u.at!, target).includes('sea-barrier')) return err(`${name} cannot fire across the sea barrier between ${world.map.label(u.at!)} and ${label}.`);
  }
  const defenders = fleetsIn(state, world, target).filter((id) => sideOf(state, world, id) === enemy);
  if (!defenders.length) return err(`${label} holds no enemy fleet to attack.`);
  const aims = attack.aims ?? [];
  if (aims.length > attack.fleets.length) return err(`Name at most one target for each attacking fleet (${attack.fleets.length}).`);
  for (const aim of aims) if (!defenders.includes(aim)) return err(`${specOf(world, aim).name} is not in ${label}; the enemy fleets there: ${namesOf(world, defenders)}.`);

  const next = structuredClone(state);
  const lines: string[] = [`${namesOf(world, attack.fleets)} ${attack.fleets.length === 1 ? 'attacks' : 'attack'} ${namesOf(world, defenders)} at ${label}.`];
  const rolls: RollRecord[] = [];
  let attackers = [...attack.fleets];
  let defending = [...defenders];
  const from = [...new Map(attack.fleets.map((id) => [hexKey(next.units[id]!.at!), { ...next.units[id]!.at! }])).values()];
  next.attacked.push(...attack.fleets);

  for (let round = 1; ; round++) {
    const ours = attackers.map((id) => shipOf(next, world, id));
    const theirs = defending.map((id) => shipOf(next, world, id));
    const chosen = round === 1 ? aims.map((aim, i) => ({ ship: attack.fleets[i]!, target: aim })) : [];
    const shots = [...defaultShots(ours, theirs, chosen), ...defaultShots(theirs, ours)];
    const fought = shipRound([...ours, ...theirs], shots, dice);
    lines.push(`Round ${round}:`, ...fought.lines);
    rolls.push(...fought.shots.map((s) => s.roll));
    for (const fate of fought.fates) {
      rolls.push(...fate.leaders.map((l) => l.roll));
      if (fate.outcome === 'damaged') next.units[fate.id]!.depleted = true;
      else lines.push(...sinkFleet(next, world, fate.id, new Map(fate.leaders.map((l) => [l.id, l.survives]))));
    }
    attackers = attackers.filter((id) => next.units[id]!.at);
    defending = defending.filter((id) => next.units[id]!.at);
    if (!attackers.length || !defending.length) {
      lines.push(!defending.length ? `No enemy fleet is left at ${label}.` : 'None of the attacking fleets is left.');
      break;
    }
    if (defending.length < attackers.length) {
      const away = defenderWithdrawal(next, world, enemy, defending, target, attackers, stacking);
      if (away) {
        for (const u of Object.values(next.units)) if (defending.includes(u.id) || (u.aboard && defending.includes(u.aboard))) u.at = { ...away };
        lines.push(`${namesOf(world, defending)} ${defending.length === 1 ? 'withdraws' : 'withdraw'} to ${world.map.label(away)}.`);
        break;
      }
    }
    if (attackers.length < defending.length || round >= MAX_ROUNDS) {
      lines.push(...attackerWithdrawal(next, world, side, attackers, target, stacking));
      break;
    }
  }
  next.battles.push({ side, hex: { ...target }, from, text: lines.join(' ') });
  return ok({ state: next, lines, rolls });
}

function open(state: DogState, world: World, side: Side, from: Hex, to: Hex, count: number, stacking: FleetStacking): boolean {
  if (closedTo(state, world, side).has(hexKey(to)) || !fleetMayStep(world, from, to)) return false;
  const limit = fleetLimit(world, to, stacking);
  return limit === null || fleetsIn(state, world, to).length + count <= limit;
}

function defenderWithdrawal(state: DogState, world: World, side: Side, fleets: readonly string[], at: Hex, attackers: readonly string[], stacking: FleetStacking): Hex | undefined {
  const enemies = attackers.map((id) => state.units[id]!.at!);
  const nearness = (h: Hex) => Math.min(...enemies.map((e) => distance(e, h)));
  const options = neighbours(at).filter((h) => open(state, world, side, at, h, fleets.length, stacking));
  return options.sort((a, b) => nearness(b) - nearness(a) || hexKey(a) - hexKey(b))[0];
}

function attackerWithdrawal(state: DogState, world: World, side: Side, fleets: readonly string[], target: Hex, stacking: FleetStacking): string[] {
  const lines: string[] = [];
  for (const id of fleets) {
    const at = state.units[id]!.at!;
    const name = specOf(world, id).name;
    const away = neighbours(at)
      .filter((h) => distance(h, target) > 1 && open(state, world, side, at, h, 1, stacking))
      .sort((a, b) => distance(target, b) - distance(target, a) || hexKey(a) - hexKey(b))[0];
    if (!away) {
      lines.push(`${name} breaks off at ${world.map.label(at)}, with no open water to withdraw into.`);
      continue;
    }
    for (const u of Object.values(state.units)) if (u.id === id || u.aboard === id) u.at = { ...away };
    lines.push(`${name} withdraws to ${world.map.label(away)}.`);
  }
  return lines;
}
