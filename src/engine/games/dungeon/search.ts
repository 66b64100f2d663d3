import { discard, returnToPile } from '../../core/deck.ts';
import type { Dice } from '../../core/dice.ts';
import type { GameEvent } from '../../core/events.ts';
import { err, ok, type Result } from '../../core/result.ts';
import { edgeSquares } from '../../grid/edges.ts';
import { squareKey, type Square } from '../../grid/square.ts';
import { describeFaces, rollCombatDice, count } from './combat-dice.ts';
import { woundHero } from './combat.ts';
import type { Room } from './quest.ts';
import { heroSight, reveal } from './fog.ts';
import { monsterDef } from './monsters.ts';
import type { DqState, Hero } from './state.ts';
import { drawTreasure } from './treasure-deck.ts';
import { at, listed, type Table } from './world.ts';

/**
 * Searching (DQ II): instead of fighting or casting, a hero searches for treasure or for traps,
 * never both at once. The bot answers from the quest's data, as the Demon King would.
 */

export interface Searched {
  state: DqState;
  events: GameEvent[];
  /** A Treasure card ended his turn. */
  endsTurn: boolean;
}

/**
 * Treasure Search, in the room the hero stands in. A trapped chest there goes off first unless a
 * Trap Search found it; then the quest's treasure hidden in the room, if any is left, or else a
 * card from the Treasure deck (treasure-deck.ts: the pile is shuffled before each draw).
 */
export function treasureSearch(table: Table, hero: Hero, dice: Dice): Result<Searched> {
  const room = table.dungeon.room(hero.at!);
  if (!room) return err(`Treasure is hidden only in rooms, and ${hero.name} is in a passage at ${at(hero.at!)}. A Trap Search (/search kind:traps) may be made here.`);
  let state = table.state;
  const events: GameEvent[] = [];
  const chest = table.dungeon.quest.furniture.find((f) => f.kind === 'chest' && f.squares.some((s) => table.dungeon.room(s) === room));
  const chestTrap = chest && table.dungeon.quest.chestTraps.find((t) => t.chest === chest.id);
  if (chest && chestTrap && state.chestTraps.find((t) => t.chest === chest.id)?.status === 'armed') {
    state = { ...state, chestTraps: state.chestTraps.map((t) => (t.chest === chest.id ? { ...t, status: 'sprung' as const } : t)) };
    events.push({ type: 'chest-trap', text: `${hero.name} opens ${chest.name}, and ${chestTrap.name} springs: he loses ${chestTrap.damage} BP.`, visibleTo: 'all' });
    const hurt = woundHero(state, hero.id, chestTrap.damage);
    state = hurt.state;
    events.push(...hurt.events);
    if (hurt.killed) return ok({ state, events, endsTurn: true });
  }
  const hidden = table.dungeon.quest.treasure.find((t) => t.room === room.id && !state.treasureTaken.includes(t.id));
  if (hidden) {
    state = {
      ...state,
      treasureTaken: [...state.treasureTaken, hidden.id],
      heroes: state.heroes.map((h) => (h.id === hero.id ? { ...h, gold: h.gold + hidden.gold, equipment: hidden.item ? [...h.equipment, hidden.item] : h.equipment } : h)),
    };
    const worth = hidden.gold ? ` (${hidden.gold} gold)` : '';
    events.push({ type: 'treasure', text: `${hero.name} searches ${room.name} for treasure and finds ${hidden.name}${worth}.`, visibleTo: 'all', data: { treasure: hidden.id } });
    return ok({ state, events, endsTurn: false });
  }
  return ok(drawCard({ ...table, state }, hero.id, room, dice, events));
}

function drawCard(table: Table, heroId: Hero['id'], room: Room, dice: Dice, events: GameEvent[]): Searched {
  let state = table.state;
  const name = state.heroes.find((h) => h.id === heroId)!.name;
  const pulled = drawTreasure(state.deck, heroId, dice);
  const drawn = pulled.card;
  events.push(...pulled.events);
  // The card is read out to all (see drawTreasure); `card` lets /dice verify match it to its shuffle.
  const data = { card: drawn.id };
  const intro = `${name} finds no treasure in ${room.name} and draws a Treasure card:`;
  switch (drawn.kind) {
    case 'gold':
      // The gold goes on his sheet and the card is set aside (DQ II).
      state = { ...state, deck: discard(pulled.deck, heroId, drawn.id)!, heroes: state.heroes.map((h) => (h.id === heroId ? { ...h, gold: h.gold + drawn.gold } : h)) };
      events.push({ type: 'treasure-card', text: `${intro} ${drawn.name}, worth ${drawn.gold} gold.`, visibleTo: 'all', data });
      return { state, events, endsTurn: false };
    case 'medicine':
      // It stays in his hand, in front of him, until used.
      state = { ...state, deck: pulled.deck };
      events.push({ type: 'treasure-card', text: `${intro} ${drawn.name}, a medicine he keeps for this quest (/drink item:${drawn.name}).`, visibleTo: 'all', data });
      return { state, events, endsTurn: false };
    case 'trap': {
      // Traps and wandering monsters go back into the pile, to be shuffled before the next draw.
      state = { ...state, deck: returnToPile(pulled.deck, heroId, drawn.id)! };
      events.push({ type: 'treasure-card', text: `${intro} a trap, ${drawn.name}: he loses ${drawn.damage} BP${drawn.endsTurn ? ' and his turn ends' : ''}. The card goes back into the deck.`, visibleTo: 'all', data });
      const hurt = woundHero(state, heroId, drawn.damage);
      events.push(...hurt.events);
      return { state: hurt.state, events, endsTurn: !!drawn.endsTurn || hurt.killed };
    }
    case 'wandering': {
      state = { ...state, deck: returnToPile(pulled.deck, heroId, drawn.id)! };
      const def = monsterDef(table.dungeon.quest.wandering);
      const blow = rollCombatDice(dice, def.attack, `A wandering ${def.name} attacks ${name}`, `the wandering ${def.name}'s attack`);
      const skulls = count(blow.faces, 'skull');
      events.push({
        type: 'treasure-card',
        text: `${intro} a wandering monster. ${/^[AEIOU]/.test(def.name) ? 'An' : 'A'} ${def.name} springs out and attacks: ${def.attack} dice: ${describeFaces(blow.faces)}; ${name} is taken by surprise and cannot defend. ${skulls} damage. The ${def.name} vanishes, and the card goes back into the deck.`,
        visibleTo: 'all',
        rolls: blow.rolls,
        data,
      });
      const hurt = woundHero(state, heroId, skulls);
      events.push(...hurt.events);
      return { state: hurt.state, events, endsTurn: hurt.killed };
    }
  }
}

/** The areas a hero may Trap Search: the passage he can see, and each room he can see. */
export function searchAreas(table: Table, hero: Hero): { passage: Square[]; rooms: Room[] } {
  const sight = heroSight(table, hero);
  const passage = table.dungeon.floor.filter((s) => !table.dungeon.room(s) && sight.has(squareKey(s)));
  const rooms = table.dungeon.quest.rooms.filter((r) => r.squares.some((s) => sight.has(squareKey(s))));
  return { passage, rooms };
}

/** Reads `area:`: "passage", a room's name or letter, or a square in it. */
export function chooseArea(table: Table, hero: Hero, text: string | undefined): Result<{ room?: Room; squares: Square[]; name: string }> {
  const { passage, rooms } = searchAreas(table, hero);
  const here = table.dungeon.room(hero.at!);
  const options = [...(passage.length ? ['passage'] : []), ...rooms.map((r) => r.name)];
  if (text === undefined || text.trim() === '') {
    if (here) return ok({ room: here, squares: here.squares, name: here.name });
    return ok({ squares: passage, name: 'the passage' });
  }
  const wanted = text.trim().toLowerCase();
  if (wanted === 'passage' || wanted === 'the passage' || wanted === 'corridor') {
    if (!passage.length) return err(`${hero.name} can see no passage from ${at(hero.at!)}. He may search ${listed(options)}.`);
    return ok({ squares: passage, name: 'the passage' });
  }
  const room = rooms.find((r) => r.name.toLowerCase() === wanted || r.name.toLowerCase().replace(/^the /, '') === wanted.replace(/^the /, '') || r.id === wanted || r.squares.some((s) => at(s).toLowerCase() === wanted));
  if (!room) return err(`${hero.name} can search one room he can see, or the passage he can see: ${listed(options)}.`);
  return ok({ room, squares: room.squares, name: room.name });
}

/**
 * Trap Search (DQ II) of one area: the whole passage in sight, or one room in sight. Every trap
 * and hidden door in it goes on the board; a trapped chest in the room is named and disarms
 * itself (DQ IV). It never finds treasure.
 */
export function trapSearch(table: Table, hero: Hero, area: { room?: Room; squares: Square[]; name: string }): Searched {
  const keys = new Set(area.squares.map(squareKey));
  let state = table.state;
  const found: string[] = [];
  const traps = state.traps.map((t) => {
    if (t.status !== 'hidden' || !keys.has(squareKey(t.at))) return t;
    found.push(`${t.kind === 'pitfall' ? 'a pitfall' : 'a crush trap'} at ${at(t.at)}`);
    return { ...t, status: 'found' as const };
  });
  const doors = [...table.dungeon.doors.values()].filter((d) => d.hidden && !state.foundDoors.includes(d.label) && edgeSquares(d.edge).some((s) => keys.has(squareKey(s))));
  for (const d of doors) found.push(`a hidden door at ${d.label}`);
  const chestTraps = state.chestTraps.map((c) => {
    if (c.status !== 'armed' || !area.room) return c;
    const chest = table.dungeon.quest.furniture.find((f) => f.id === c.chest)!;
    if (!chest.squares.some((s) => keys.has(squareKey(s)))) return c;
    const trap = table.dungeon.quest.chestTraps.find((t) => t.chest === c.chest)!;
    found.push(`${trap.name} on ${chest.name}, now disarmed`);
    return { ...c, status: 'found' as const };
  });
  state = { ...state, traps, chestTraps, foundDoors: [...state.foundDoors, ...doors.map((d) => d.label)] };
  const events: GameEvent[] = [
    { type: 'trap-search', text: `${hero.name} searches ${area.name} for traps and hidden doors: ${found.length ? `${listed(found)}.` : 'nothing.'}`, visibleTo: 'all' },
  ];
  const seen = reveal({ ...table, state }, hero.name);
  return { state: seen.table.state, events: [...events, ...seen.events], endsTurn: false };
}
