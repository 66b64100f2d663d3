import type { GameEvent, SeatId } from '../../../core/events.ts';
import { SHEET_LABEL } from '../movement/orders.ts';
import { publicEvent } from '../../../core/events.ts';
import type { Applied, OrderHint } from '../../../core/module.ts';
import { orderFor } from '../../../core/order-def.ts';
import { option } from '../../../core/options.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import { distance, hexKey, neighbours, type Hex } from '../../../hex/hex.ts';
import { isWater } from '../map/types.ts';
import type { DogState, UnitState } from '../state.ts';
import type { DogView } from '../view.ts';
import type { Side } from '../units.ts';
import { cellOf, GROUND, sideOf, specOf, type World } from '../world.ts';
import { carry, flightReach, flyCitadel } from './airlift.ts';
import { navalAttack } from './battle.ts';
import type { Outcome } from './maelstrom.ts';
import { byName, findCounter } from './names.ts';
import { ownFleet, sail } from './sail.ts';
import { embark, land } from './transport.ts';
import { fleetLeft, fleetReach, fleetsIn, isPort, type FleetStacking, type NavalOptions } from './waters.ts';

/**
 * The orders of ships and of armies carried by sea and air: `sail`, `embark`, `land`, `carry`,
 * `citadel` in the movement step and `naval-attack` in the combat step. The rules are in this
 * folder's other files; these read the options, check the seat and report.
 */


const MOVEMENT = ['movement'];
const COMBAT = ['combat'];

const sideName = (s: Side) => (s === 'highlord' ? 'Highlord' : 'Whitestone');

export function navalOrders(world: World, options: NavalOptions = {}) {
  const order = orderFor<DogState, DogView>();
  // Paths of the Lance's 4 fleets a hex (PL J) goes with the game played by its cards.
  const stackingOf = (state: DogState): FleetStacking => (state.pl ? 'paths-of-the-lance' : (options.stacking ?? 'dl11'));

  /** The acting side, or why this seat may not act. */
  const acting = (state: DogState, seat: SeatId): Result<Side> =>
    seat === state.acting ? ok(state.acting) : err(`It is the ${sideName(state.acting)} side's ${state.phase} step; wait for it to finish.`);
  const hexOf = (text: string): Result<Hex> => {
    const h = world.map.parse(text);
    return h ? ok(h) : err(`${text} is not a hex of the map; write it like 1823a.`);
  };
  const counter = (state: DogState, text: string, among: (u: UnitState) => boolean = () => true) => findCounter(state, world, text, among);
  const done = (outcome: Result<Outcome>, type: string): Result<Applied<DogState>> => {
    if (!outcome.ok) return outcome;
    const events: GameEvent[] = [publicEvent(type, outcome.value.lines.join('\n'), outcome.value.rolls.length ? { rolls: outcome.value.rolls } : {})];
    return ok({ state: outcome.value.state, events, checkpoints: [] });
  };
  const mine = (state: DogState, seat: SeatId, kinds: readonly string[]) =>
    Object.values(state.units)
      .filter((u) => u.at && kinds.includes(specOf(world, u.id).kind) && sideOf(state, world, u.id) === seat)
      .sort(byName(world));
  const name = (id: string) => specOf(world, id).name;
  const label = (h: Hex) => world.map.label(h);
  const hint = (verb: string, opts: Record<string, string>): OrderHint => ({ verb, options: opts, label: `${verb} ${Object.values(opts).join(' ')}` });
  const outOf = (what: string, when: string) => (state: DogState) => `${what} in the ${when} step; it is the ${state.phase} step.`;

  const sailOrder = order({
    verb: 'sail',
    group: 'fleets',
    description: 'Sail a fleet by sea, along the coast, into ports or up a major river, with what it carries',
    options: {
      fleet: option.unit('The fleet that sails', 'which fleet sails'),
      to: option.hex('Where it ends this move', 'to sail to', SHEET_LABEL),
    },
    line: '{fleet} {to}',
    phases: MOVEMENT,
    outOfPhase: outOf('Fleets sail', 'movement'),
    legal: (state, seat, chosen) => {
      const hints: OrderHint[] = [];
      for (const u of mine(state, seat, ['fleet'])) {
        if (u.aboard || fleetLeft(state, world, u.id) <= 0 || (chosen.fleet && counter(state, chosen.fleet)?.id !== u.id)) continue;
        const reach = [...fleetReach(state, world, u.id, seat as Side).cost.values()]
          .filter((c) => c.mp > 0 && !isWater(cellOf(world, c.hex)!.terrain))
          .sort((a, b) => a.mp - b.mp || hexKey(a.hex) - hexKey(b.hex))
          .slice(0, 25);
        for (const c of reach) hints.push(hint('sail', { fleet: name(u.id), to: label(c.hex) }));
      }
      return hints;
    },
    apply: (state, seat, o, dice) => {
      const side = acting(state, seat);
      if (!side.ok) return side;
      const fleet = ownFleet(state, world, side.value, counter(state, o.fleet), o.fleet);
      if (!fleet.ok) return fleet;
      if (fleet.value.aboard) return err(`${name(fleet.value.id)} is aboard ${name(fleet.value.aboard)}.`);
      const to = hexOf(o.to);
      if (!to.ok) return to;
      return done(sail(state, world, side.value, fleet.value.id, to.value, dice, stackingOf(state)), 'fleet-move');
    },
  });

  const embarkOrder = order({
    verb: 'embark',
    group: 'fleets',
    description: 'Take one ground army and any leaders aboard a fleet in a port where they all stand',
    options: {
      units: option.units('The army and leaders who go aboard, separated by commas', 'who goes aboard'),
      fleet: option.unit('The fleet that takes them', 'which fleet takes them'),
    },
    line: '{units} {fleet}',
    phases: MOVEMENT,
    outOfPhase: outOf('Armies embark', 'movement'),
    legal: (state, seat) => {
      const hints: OrderHint[] = [];
      for (const f of mine(state, seat, ['fleet'])) {
        if (!isPort(world, f.at!)) continue;
        for (const u of mine(state, seat, ['infantry', 'cavalry', 'leader', 'wizard'])) {
          if (u.aboard || hexKey(u.at!) !== hexKey(f.at!) || (GROUND.has(specOf(world, u.id).kind) && (state.spent[u.id] ?? 0) > 0)) continue;
          hints.push(hint('embark', { units: name(u.id), fleet: name(f.id) }));
        }
      }
      return hints;
    },
    apply: (state, seat, o) => {
      const side = acting(state, seat);
      if (!side.ok) return side;
      const fleet = ownFleet(state, world, side.value, counter(state, o.fleet), o.fleet);
      if (!fleet.ok) return fleet;
      const ids: string[] = [];
      for (const text of o.units) {
        const u = counter(state, text);
        if (!u) return err(`No counter is called ${text}; name your army and leaders in ${label(fleet.value.at!)}.`);
        if (!ids.includes(u.id)) ids.push(u.id);
      }
      return done(embark(state, world, side.value, ids, fleet.value.id), 'embark');
    },
  });

  const landOrder = order({
    verb: 'land',
    group: 'fleets',
    description: 'Set down what a fleet or flying citadel carries; outside a port it ends the fleet’s move',
    options: {
      carrier: option.unit('The fleet or flying citadel', 'which fleet or citadel sets them down'),
      at: option.hex('Where: its own hex, or the coast beside a fleet at sea (default: its hex)', 'to land on', SHEET_LABEL, { optional: true }),
      units: option.units('Only these of those aboard (default: all)', 'who lands', { optional: true }),
    },
    line: '{carrier} {at}',
    phases: MOVEMENT,
    outOfPhase: outOf('Armies land', 'movement'),
    legal: (state, seat) => {
      const hints: OrderHint[] = [];
      for (const c of mine(state, seat, ['fleet', 'citadel'])) {
        if (!Object.values(state.units).some((u) => u.aboard === c.id)) continue;
        const own = !isWater(cellOf(world, c.at!)!.terrain);
        const spots = own ? [c.at!] : [];
        if (specOf(world, c.id).kind === 'fleet' && !own) spots.push(...neighbours(c.at!).filter((n) => cellOf(world, n)?.coastal));
        for (const h of spots) hints.push(hint('land', { carrier: name(c.id), at: label(h) }));
      }
      return hints;
    },
    apply: (state, seat, o) => {
      const side = acting(state, seat);
      if (!side.ok) return side;
      const c = counter(state, o.carrier);
      const kind = c && specOf(world, c.id).kind;
      if (!c || (kind !== 'fleet' && kind !== 'citadel') || sideOf(state, world, c.id) !== side.value || !c.at) {
        return err(`${o.carrier} is not one of your fleets or flying citadels on the map.`);
      }
      let at: Hex | undefined;
      if (o.at) {
        const h = hexOf(o.at);
        if (!h.ok) return h;
        at = h.value;
      }
      const ids: string[] = [];
      for (const text of o.units ?? []) {
        const u = counter(state, text);
        if (!u) return err(`No counter is called ${text}.`);
        ids.push(u.id);
      }
      return done(land(state, world, side.value, c.id, at, ids), 'landing');
    },
  });

  const carryOrder = order({
    verb: 'carry',
    group: 'fleets',
    description: 'A griffon or pegasus army flies one infantry army of its nation, at half its movement',
    options: {
      infantry: option.unit('The infantry army carried', 'which infantry is carried'),
      air: option.unit('The griffon or pegasus army that carries it', 'which air army carries it'),
      to: option.hex('Where both end the flight', 'to fly to', SHEET_LABEL),
    },
    line: '{infantry} {air} {to}',
    phases: MOVEMENT,
    outOfPhase: outOf('Armies fly', 'movement'),
    legal: (state, seat, chosen) => {
      const hints: OrderHint[] = [];
      for (const a of mine(state, seat, ['air'])) {
        if (a.aboard || (state.spent[a.id] ?? 0) > 0 || (chosen.air && counter(state, chosen.air)?.id !== a.id)) continue;
        const foot = mine(state, seat, ['infantry']).filter((u) => !u.aboard && hexKey(u.at!) === hexKey(a.at!) && specOf(world, u.id).nation === specOf(world, a.id).nation && !(state.spent[u.id] ?? 0));
        if (!foot.length) continue;
        const budget = Math.floor(specOf(world, a.id).movement / 2);
        const ends = [...flightReach(state, world, seat as Side, a.id, budget).cost.values()]
          .filter((c) => c.mp > 0 && !isWater(cellOf(world, c.hex)!.terrain) && cellOf(world, c.hex)!.terrain !== 'marsh')
          .sort((x, y) => y.mp - x.mp || hexKey(x.hex) - hexKey(y.hex))
          .slice(0, 10);
        for (const f of foot) for (const e of ends) hints.push(hint('carry', { infantry: name(f.id), air: name(a.id), to: label(e.hex) }));
      }
      return hints;
    },
    apply: (state, seat, o) => {
      const side = acting(state, seat);
      if (!side.ok) return side;
      const foot = counter(state, o.infantry);
      if (!foot) return err(`No counter is called ${o.infantry}; name the infantry army carried.`);
      const air = counter(state, o.air);
      if (!air) return err(`No counter is called ${o.air}; name your griffon or pegasus army.`);
      const to = hexOf(o.to);
      if (!to.ok) return to;
      return done(carry(state, world, side.value, foot.id, air.id, to.value), 'airlift');
    },
  });

  const citadelOrder = order({
    verb: 'citadel',
    group: 'fleets',
    description: 'Fly a flying citadel (4 hexes, any terrain), taking up to 3 armies aboard where it starts',
    options: {
      citadel: option.unit('The flying citadel', 'which citadel flies'),
      to: option.hex('Where it ends its flight (its own hex to only take armies aboard)', 'to fly to', SHEET_LABEL),
      take: option.units('Armies and leaders in its hex to take aboard first, separated by commas', 'who boards', { optional: true }),
    },
    line: '{citadel} {to}',
    phases: MOVEMENT,
    outOfPhase: outOf('Citadels fly', 'movement'),
    legal: (state, seat) => {
      const hints: OrderHint[] = [];
      for (const c of mine(state, seat, ['citadel'])) {
        const left = specOf(world, c.id).movement - (state.spent[c.id] ?? 0);
        const ends = [...flightReach(state, world, seat as Side, c.id, left).cost.values()]
          .filter((e) => e.mp > 0 && !isWater(cellOf(world, e.hex)!.terrain))
          .sort((x, y) => y.mp - x.mp || hexKey(x.hex) - hexKey(y.hex))
          .slice(0, 25);
        for (const e of ends) hints.push(hint('citadel', { citadel: name(c.id), to: label(e.hex) }));
      }
      return hints;
    },
    apply: (state, seat, o) => {
      const side = acting(state, seat);
      if (!side.ok) return side;
      const c = counter(state, o.citadel);
      if (!c) return err(`No counter is called ${o.citadel}; name your flying citadel.`);
      const to = hexOf(o.to);
      if (!to.ok) return to;
      const take: string[] = [];
      for (const text of o.take ?? []) {
        const u = counter(state, text);
        if (!u) return err(`No counter is called ${text}.`);
        if (!take.includes(u.id)) take.push(u.id);
      }
      return done(flyCitadel(state, world, side.value, c.id, to.value, take), 'citadel');
    },
  });

  const attackOrder = order({
    verb: 'naval-attack',
    group: 'fleets',
    description: 'Your fleets attack the enemy fleets in an adjacent hex, round after round',
    options: {
      fleets: option.units('Your attacking fleets, separated by commas', 'which fleets attack'),
      target: option.hex('The hex of the enemy fleets', 'to attack', SHEET_LABEL),
      aims: option.units('A target for each of your fleets in order, first round (default: the weakest)', 'which ships they aim at', { optional: true }),
    },
    line: '{fleets} {target}',
    phases: COMBAT,
    outOfPhase: outOf('Fleets attack', 'combat'),
    legal: (state, seat) => {
      const hints: OrderHint[] = [];
      const ready = mine(state, seat, ['fleet']).filter((f) => !f.aboard && !state.attacked.includes(f.id));
      const targets = new Map<number, Hex>();
      for (const u of Object.values(state.units)) {
        if (u.at && !u.aboard && specOf(world, u.id).kind === 'fleet' && sideOf(state, world, u.id) === (seat === 'highlord' ? 'whitestone' : 'highlord')) targets.set(hexKey(u.at), u.at);
      }
      for (const t of [...targets.values()].sort((a, b) => hexKey(a) - hexKey(b))) {
        const near = ready.filter((f) => distance(f.at!, t) === 1);
        if (near.length) hints.push(hint('naval-attack', { fleets: near.map((f) => name(f.id)).join(', '), target: label(t) }));
      }
      return hints;
    },
    apply: (state, seat, o, dice) => {
      const side = acting(state, seat);
      if (!side.ok) return side;
      const fleets: string[] = [];
      for (const text of o.fleets) {
        const f = ownFleet(state, world, side.value, counter(state, text), text);
        if (!f.ok) return f;
        if (f.value.aboard) return err(`${name(f.value.id)} is aboard ${name(f.value.aboard)}.`);
        if (!fleets.includes(f.value.id)) fleets.push(f.value.id);
      }
      const target = hexOf(o.target);
      if (!target.ok) return target;
      const aims: string[] = [];
      for (const text of o.aims ?? []) {
        const t = counter(state, text, (u) => specOf(world, u.id).kind === 'fleet');
        if (!t) return err(`No fleet is called ${text}; the enemy fleets at ${o.target}: ${fleetsIn(state, world, target.value).map(name).join(', ') || 'none'}.`);
        aims.push(t.id);
      }
      return done(navalAttack(state, world, side.value, { fleets, target: target.value, aims }, dice, stackingOf(state)), 'naval-battle');
    },
  });

  return [sailOrder, embarkOrder, landOrder, carryOrder, citadelOrder, attackOrder] as const;
}
