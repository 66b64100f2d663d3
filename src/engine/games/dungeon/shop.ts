import type { Dice } from '../../core/dice.ts';
import type { GameEvent } from '../../core/events.ts';
import { err, ok, type Result } from '../../core/result.ts';
import { count, describeFaces, rollCombatDice } from './combat-dice.ts';
import { findItem, item, ownershipClash, resale, type ItemDef } from './equipment.ts';
import { heroDef, LEVEL_UP_COST, SPELLS, type SpellId } from './heroes.ts';
import type { DqState, Hero } from './state.ts';
import { listed } from './world.ts';

/**
 * Between quests (DQ VI, VII): the shop with its limited stock, selling at half price, trading
 * between heroes, the Elf's choice of spell, and levelling up. All of it happens while the heroes
 * prepare, before the quest begins; once it has begun the shop is shut.
 */

export type Outcome = Result<{ state: DqState; events: GameEvent[] }>;

const who = (ids: readonly string[]) => listed(ids.map((id) => heroDef(id as Hero['id']).name));

/** Why a hero may not own an item, or null if he may (class, one weapon, one piece a slot, both hands). */
export function mayOwn(hero: Hero, def: ItemDef): string | null {
  if (def.only && !def.only.includes(hero.id)) return `The ${def.name} is for the ${who(def.only)}, not the ${hero.name}.`;
  return ownershipClash(hero.name, hero.equipment.map(item), def);
}

function named(text: string, what: string): Result<ItemDef> {
  const def = findItem(text);
  return def ? ok(def) : err(`There is no ${what} called ${text.trim()}. Ask /buy for the shop's list.`);
}

function patchHero(state: DqState, id: Hero['id'], change: (h: Hero) => Hero): DqState {
  return { ...state, heroes: state.heroes.map((h) => (h.id === id ? change(h) : h)) };
}

export function shopList(state: DqState): string {
  return Object.entries(state.shop)
    .filter(([, n]) => n > 0)
    .map(([id, n]) => `${item(id).name} ${item(id).price} (${n})`)
    .join(', ');
}

export function buy(state: DqState, hero: Hero, text: string): Outcome {
  const found = named(text, 'item in the shop');
  if (!found.ok) return err(`${found.error.replace(' Ask /buy for the shop\'s list.', '')} The shop has: ${shopList(state)}.`);
  const def = found.value;
  if ((state.shop[def.id] ?? 0) <= 0) return err(`The shop has no ${def.name} left. It has: ${shopList(state)}.`);
  if (hero.gold < def.price) {
    const within = Object.entries(state.shop)
      .filter(([id, n]) => n > 0 && item(id).price <= hero.gold && !mayOwn(hero, item(id)))
      .map(([id]) => `${item(id).name} ${item(id).price}`);
    return err(`The ${def.name} costs ${def.price} gold and ${hero.name} has ${hero.gold}. ${within.length ? `Within his purse: ${within.join(', ')}.` : 'Nothing in the shop is within his purse.'}`);
  }
  const refused = mayOwn(hero, def);
  if (refused) return err(refused);
  const next = patchHero({ ...state, shop: { ...state.shop, [def.id]: state.shop[def.id]! - 1 } }, hero.id, (h) => ({ ...h, gold: h.gold - def.price, equipment: [...h.equipment, def.id] }));
  return ok({ state: next, events: [{ type: 'buy', text: `${hero.name} buys a ${def.name} for ${def.price} gold (${hero.gold - def.price} left).`, visibleTo: 'all' }] });
}

/** Half price, rounded down (checklist 3.8 #35); the card goes back to the shop. */
export function sell(state: DqState, hero: Hero, text: string): Outcome {
  const found = named(text, 'item');
  const mine = hero.equipment.map((e) => item(e).name);
  if (!found.ok || !hero.equipment.includes(found.value.id)) return err(`${hero.name} has no ${text.trim()} to sell. He has: ${mine.length ? listed(mine) : 'nothing'}.`);
  const def = found.value;
  const price = resale(def);
  const index = hero.equipment.indexOf(def.id);
  const next = patchHero({ ...state, shop: { ...state.shop, [def.id]: (state.shop[def.id] ?? 0) + 1 } }, hero.id, (h) => ({
    ...h,
    gold: h.gold + price,
    equipment: h.equipment.filter((_, i) => i !== index),
  }));
  return ok({ state: next, events: [{ type: 'sell', text: `${hero.name} sells his ${def.name} for ${price} gold (${hero.gold + price} now).`, visibleTo: 'all' }] });
}

/** A gift, or one half of a trade or a sale between heroes: an item or gold, before the quest. */
export function give(state: DqState, hero: Hero, to: Hero, what: { item?: string; gold?: number }): Outcome {
  if (to.id === hero.id) return err('A hero cannot give to himself.');
  if (to.dead) return err(`${to.name} is dead.`);
  if (what.gold !== undefined) {
    if (what.gold > hero.gold) return err(`${hero.name} has ${hero.gold} gold; he cannot give ${what.gold}.`);
    let next = patchHero(state, hero.id, (h) => ({ ...h, gold: h.gold - what.gold! }));
    next = patchHero(next, to.id, (h) => ({ ...h, gold: h.gold + what.gold! }));
    return ok({ state: next, events: [{ type: 'give', text: `${hero.name} gives ${what.gold} gold to ${to.name}.`, visibleTo: 'all' }] });
  }
  const found = findItem(what.item ?? '');
  if (!found || !hero.equipment.includes(found.id)) {
    const mine = hero.equipment.map((e) => item(e).name);
    return err(`${hero.name} has no ${what.item?.trim()} to give. He has: ${mine.length ? listed(mine) : 'nothing'}.`);
  }
  const refused = mayOwn(to, found);
  if (refused) return err(refused);
  const index = hero.equipment.indexOf(found.id);
  let next = patchHero(state, hero.id, (h) => ({ ...h, equipment: h.equipment.filter((_, i) => i !== index) }));
  next = patchHero(next, to.id, (h) => ({ ...h, equipment: [...h.equipment, found.id] }));
  return ok({ state: next, events: [{ type: 'give', text: `${hero.name} gives his ${found.name} to ${to.name}.`, visibleTo: 'all' }] });
}

/** The Elf writes down his one spell for the quest (DQ I); it is no secret (checklist #29). */
export function choose(state: DqState, hero: Hero, spell: SpellId): Outcome {
  const def = heroDef(hero.id);
  if (def.spells === 'none') return err(`The ${hero.name} casts no spells.`);
  if (def.spells === 'both') return err(`The ${hero.name} may cast both spells; only the Elf chooses one.`);
  const next = patchHero(state, hero.id, (h) => ({ ...h, spell }));
  return ok({ state: next, events: [{ type: 'spell', text: `${hero.name} will cast ${SPELLS[spell].name} in this quest.`, visibleTo: 'all' }] });
}

/**
 * Levelling up (DQ VII): 500 gold, paid whatever happens, for a roll of 4 combat dice (Warrior,
 * Dwarf) or 3 (Magician, Elf); two white shields or more raise max BP by 1. Once between quests.
 */
export function levelUp(state: DqState, hero: Hero, dice: Dice): Outcome {
  if (hero.triedLevel) return err(`${hero.name} has already tried to level up before this quest; once between quests.`);
  if (hero.gold < LEVEL_UP_COST) return err(`Levelling up costs ${LEVEL_UP_COST} gold and ${hero.name} has ${hero.gold}.`);
  const def = heroDef(hero.id);
  const roll = rollCombatDice(dice, def.levelDice, `${hero.name} tries to level up`, `${hero.name}'s levelling up`);
  const shields = count(roll.faces, 'white shield');
  const success = shields >= 2;
  const next = patchHero(state, hero.id, (h) => ({
    ...h,
    gold: h.gold - LEVEL_UP_COST,
    triedLevel: true,
    ...(success ? { maxBp: h.maxBp + 1, bp: h.maxBp + 1, level: h.level + 1 } : {}),
  }));
  const text = `${hero.name} pays ${LEVEL_UP_COST} gold to level up and rolls ${def.levelDice} dice: ${describeFaces(roll.faces)}. ${
    success ? `Success: max BP ${hero.maxBp + 1}.` : `Two white shields were needed: max BP stays ${hero.maxBp}, and the gold is gone.`
  }`;
  return ok({ state: next, events: [{ type: 'level-up', text, visibleTo: 'all', rolls: roll.rolls }] });
}
