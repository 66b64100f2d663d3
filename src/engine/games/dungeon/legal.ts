import type { OrderFilter, OrderHint } from '../../core/module.ts';
import type { SeatId } from '../../core/events.ts';
import { labelOf } from '../../grid/labels.ts';
import { lineOfSight } from '../../grid/sight.ts';
import { chebyshev, isOrthogonalNeighbour } from '../../grid/square.ts';
import { heroAttack, reaches, weaponOf } from './combat.ts';
import { movesLeft } from './dk-turn.ts';
import { item, ITEMS, resale } from './equipment.ts';
import { monsterInSight } from './fog.ts';
import { heroDef, LEVEL_UP_COST, SPELLS } from './heroes.ts';
import { canMove, doorsBeside, spellsOf } from './hero-turn.ts';
import { MONSTERS } from './monsters.ts';
import { heroReach, monsterReach } from './movement.ts';
import { searchAreas } from './search.ts';
import { mayOwn } from './shop.ts';
import { DK_SEAT, type Hero } from './state.ts';
import { card, medicinesOf } from './treasure-deck.ts';
import { at, doorOpen, living, sightRules, type Table } from './world.ts';

/**
 * What a seat can do now: for autocomplete, for the menus of a decision sent by DM, and for the
 * "what can I do?" lines. Only what the seat knows goes in: a hero's squares are those the heroes
 * have uncovered, his targets the monsters in sight.
 */

export function legalOrders(table: Table, seat: SeatId, filter: OrderFilter = {}): OrderHint[] {
  const { state } = table;
  if (state.outcome) return [];
  const hints: OrderHint[] = [];
  const want = (verb: string) => !filter.verb || filter.verb === verb;
  if (state.phase === 'prepare') {
    const hero = state.heroes.find((h) => h.id === seat && !h.ready);
    if (!hero) return [];
    if (want('buy')) {
      for (const def of ITEMS) {
        if ((state.shop[def.id] ?? 0) > 0 && hero.gold >= def.price && !mayOwn(hero, def)) hints.push({ verb: 'buy', options: { item: def.name }, label: `Buy a ${def.name} for ${def.price} gold` });
      }
    }
    if (want('sell')) for (const id of new Set(hero.equipment)) hints.push({ verb: 'sell', options: { item: item(id).name }, label: `Sell the ${item(id).name} for ${resale(item(id))} gold` });
    if (want('give')) {
      for (const other of state.heroes.filter((h) => h.id !== hero.id && !h.dead)) {
        for (const id of new Set(hero.equipment)) if (!mayOwn(other, item(id))) hints.push({ verb: 'give', options: { to: other.name, item: item(id).name }, label: `Give the ${item(id).name} to the ${other.name}` });
      }
    }
    if (want('choose') && heroDef(hero.id).spells === 'one') for (const [id, s] of Object.entries(SPELLS)) hints.push({ verb: 'choose', options: { spell: id }, label: `Choose ${s.name} for this quest` });
    if (want('levelup') && hero.gold >= LEVEL_UP_COST && !hero.triedLevel) hints.push({ verb: 'levelup', options: {}, label: `Pay ${LEVEL_UP_COST} gold and try to level up` });
    if (want('done')) hints.push({ verb: 'done', options: {}, label: 'Ready for the quest' });
    return hints;
  }
  if (state.phase === 'hero') {
    const hero = state.heroes.find((h) => h.id === state.current)!;
    if (seat !== hero.id) return [];
    if (state.pending) {
      if (want('retreat')) for (const s of state.pending.options) hints.push({ verb: 'retreat', options: { unit: hero.name, to: labelOf(s) }, label: `${hero.name} gets out to ${labelOf(s)}` });
      return hints;
    }
    return heroHints(table, hero, want);
  }
  if (seat !== DK_SEAT) return [];
  return dkHints(table, filter, want);
}

function heroHints(table: Table, hero: Hero, want: (verb: string) => boolean): OrderHint[] {
  const { state } = table;
  const hints: OrderHint[] = [];
  const t = state.heroTurn;
  if (want('move') && canMove(t)) {
    for (const r of heroReach(table, hero, t.moveLeft)) hints.push({ verb: 'move', options: { unit: hero.name, to: labelOf(r.square) }, label: `${hero.name} to ${labelOf(r.square)} (${r.cost} square${r.cost === 1 ? '' : 's'})` });
  }
  const monsters = state.monsters.filter((m) => monsterInSight(table, m));
  if (t.b === null) {
    if (want('attack')) {
      const weapon = weaponOf(hero);
      for (const m of monsters) {
        const around = chebyshev(hero.at!, m.at!) === 1;
        const sees = lineOfSight(hero.at!, m.at!, sightRules(table));
        if (weapon?.ranged ? !around && sees : reaches(table, hero.at!, m.at!, !!weapon?.diagonal)) {
          hints.push({ verb: 'attack', options: { with: hero.name, target: m.name }, label: `${hero.name} attacks ${m.name} (${heroAttack(hero, true)} dice${weapon ? `, ${weapon.name}` : ''})` });
        }
        if (weapon && reaches(table, hero.at!, m.at!, false) && (weapon.ranged || weapon.attack < heroDef(hero.id).attack)) {
          hints.push({ verb: 'attack', options: { with: hero.name, target: m.name, weapon: 'none' }, label: `${hero.name} attacks ${m.name} without his ${weapon.name} (${heroDef(hero.id).attack} dice)` });
        }
        if (weapon?.thrown && !around && sees) hints.push({ verb: 'attack', options: { with: hero.name, target: m.name, weapon: 'throw' }, label: `${hero.name} throws his ${weapon.name} at ${m.name}` });
      }
    }
    if (want('cast')) {
      for (const spell of spellsOf(hero)) {
        if (spell === 'healing') {
          for (const h of living(state)) {
            if (h.id === hero.id || lineOfSight(hero.at!, h.at!, sightRules(table))) hints.push({ verb: 'cast', options: { spell, target: h.name }, label: `Healing on ${h.id === hero.id ? 'himself' : h.name} (${h.bp}/${h.maxBp} BP)` });
          }
        } else {
          for (const m of monsters) if (lineOfSight(hero.at!, m.at!, sightRules(table))) hints.push({ verb: 'cast', options: { spell, target: m.name }, label: `Holy Flame on ${m.name}` });
        }
      }
    }
    if (want('search') && !hero.inPit) {
      if (table.dungeon.room(hero.at!)) hints.push({ verb: 'search', options: { kind: 'treasure' }, label: `Search ${table.dungeon.room(hero.at!)!.name} for treasure` });
      const areas = searchAreas(table, hero);
      if (areas.passage.length) hints.push({ verb: 'search', options: { kind: 'traps', area: 'passage' }, label: 'Search the passage in sight for traps' });
      for (const r of areas.rooms) hints.push({ verb: 'search', options: { kind: 'traps', area: r.name }, label: `Search ${r.name} for traps` });
    }
  }
  if (want('drink')) {
    if (t.a === null && hero.equipment.includes('heal-potion')) hints.push({ verb: 'drink', options: { item: 'Heal Potion' }, label: 'Drink a Heal Potion instead of moving (+2 BP)' });
    for (const id of new Set(medicinesOf(state.deck, hero.id))) hints.push({ verb: 'drink', options: { item: card(id).name }, label: `Use ${card(id).name}` });
  }
  if (want('open')) for (const d of doorsBeside(table, hero)) hints.push({ verb: 'open', options: { door: d }, label: `Open the door ${d}` });
  if (want('disarm') && heroDef(hero.id).disarms && t.a !== 'potion' && !t.moveOver) {
    for (const trap of state.traps) {
      if (trap.status === 'found' && isOrthogonalNeighbour(hero.at!, trap.at)) hints.push({ verb: 'disarm', options: { at: at(trap.at) }, label: `Disarm the ${trap.kind === 'pitfall' ? 'pitfall' : 'rock'} at ${at(trap.at)}` });
    }
  }
  if (want('done')) hints.push({ verb: 'done', options: {}, label: 'End his turn' });
  return hints;
}

function dkHints(table: Table, filter: OrderFilter, want: (verb: string) => boolean): OrderHint[] {
  const { state } = table;
  const hints: OrderHint[] = [];
  const picked = filter.options?.unit ?? filter.options?.with;
  const monsters = state.monsters.filter((m) => !m.dead && m.at && (!picked || m.name.toLowerCase() === picked.trim().toLowerCase()));
  if (want('move')) {
    for (const m of monsters) {
      if (state.dkTurn.moveOver.includes(m.id) || movesLeft(state, m) <= 0) continue;
      const reach = monsterReach(table, m, movesLeft(state, m), state.options.monstersOpenDoors, true);
      if (!reach.length) continue;
      if (picked) for (const r of reach) hints.push({ verb: 'move', options: { unit: m.name, to: labelOf(r.square) }, label: `${m.name} to ${labelOf(r.square)} (${r.cost})` });
      else hints.push({ verb: 'move', options: { unit: m.name }, label: `${m.name} (${reach.length} squares in reach)` });
    }
  }
  if (want('attack')) {
    for (const m of monsters) {
      if (state.dkTurn.attacked.includes(m.id)) continue;
      for (const h of living(state)) if (reaches(table, m.at!, h.at!, false)) hints.push({ verb: 'attack', options: { with: m.name, target: h.name }, label: `${m.name} attacks ${h.name}` });
    }
  }
  if (want('open')) for (const d of table.dungeon.doors.values()) if (!d.hidden && !doorOpen(table, d.edge)) hints.push({ verb: 'open', options: { door: d.label }, label: `Open the door ${d.label}` });
  if (want('place')) for (const def of MONSTERS) hints.push({ verb: 'place', options: { monster: def.name }, label: `Place a ${def.name}` });
  if (want('autoplay')) hints.push({ verb: 'autoplay', options: {}, label: 'Let the bot play the other monsters, and end the turn' });
  if (want('done')) hints.push({ verb: 'done', options: {}, label: 'End the Demon King\u2019s turn' });
  return hints;
}
