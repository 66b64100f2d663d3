import type { Dice } from '../../core/dice.ts';
import type { GameEvent } from '../../core/events.ts';
import type { PhaseMachine } from '../../core/phases.ts';
import { movementDice } from './combat.ts';
import { nextBotOrder } from './demon-king.ts';
import { dkAttack, dkMove } from './dk-turn.ts';
import type { Dungeon } from './dungeon.ts';
import { finish, goalText, settle } from './outcome.ts';
import { shopList } from './shop.ts';
import { emptyDkTurn, emptyHeroTurn, type DqState } from './state.ts';
import { at, heroName, listed, living, type Table } from './world.ts';

/**
 * The phases of a quest: the heroes prepare (shop, trades, the Elf's spell, levelling up), then
 * turn after turn each living hero plays in order and the Demon King plays the monsters
 * (GAPS 5.1). Each hero's turn is a phase of its own, so each gets its map and its deadline.
 */

export function phaseMachine(dungeonOf: (state: DqState) => Dungeon): PhaseMachine<DqState> {
  const firstHero = (s: DqState) => `hero-${living(s)[0]!.id}`;
  const machine: PhaseMachine<DqState> = {
    current: (s) => (s.phase === 'hero' ? `hero-${s.current}` : s.phase),
    isOver: (s) => s.outcome !== null,
    describe(s) {
      if (s.phase === 'prepare') return { turn: 0, label: 'Preparation' };
      return { turn: s.turn, label: `Turn ${s.turn} · ${s.phase === 'hero' ? heroName(s.current!) : 'Demon King'}` };
    },
    enter(s, key) {
      const perPhase = { moves: [], fights: [], pending: null };
      if (key === 'prepare') return { ...s, ...perPhase, phase: 'prepare', current: null };
      if (key === 'demon-king') return { ...s, ...perPhase, phase: 'demon-king', current: null, dkTurn: emptyDkTurn() };
      const id = key.slice('hero-'.length) as DqState['heroes'][number]['id'];
      const turn = s.phase === 'hero' ? s.turn : s.turn + 1;
      return { ...s, ...perPhase, phase: 'hero', current: id, turn, heroTurn: emptyHeroTurn() };
    },
    phases: {
      prepare: {
        begin: (s) => ({ state: s, events: [{ type: 'shop', text: `Before the quest the heroes may shop, trade and try to level up; /done when ready. The shop: ${shopList(s)}.`, visibleTo: 'all' }] }),
        end(s) {
          // Every hero sets out at his full BP (checklist 3.8 #37).
          const heroes = s.heroes.map((h) => ({ ...h, bp: h.maxBp, ready: false, triedLevel: false }));
          const table: Table = { state: s, dungeon: dungeonOf(s) };
          const quest = table.dungeon.quest;
          // Where each hero comes in follows the quest's stairs: line, in seat order: said as the quest begins.
          const placed = living(s).filter((h) => h.at).map((h) => `the ${h.name} on ${at(h.at!)}`);
          const text = `${quest.title}: ${quest.briefing} The heroes must ${goalText(table)}. They come in on the stairs: ${listed(placed)}.`;
          return { state: { ...s, heroes }, events: [{ type: 'quest', text, visibleTo: 'all' }] };
        },
        next: firstHero,
      },
      'demon-king': {
        begin(s, dice) {
          if (s.dk !== 'bot') return { state: s, events: [] };
          const played = playMonsters({ state: s, dungeon: dungeonOf(s) }, dice);
          return { state: played.state, events: played.events, auto: true };
        },
        end(s) {
          const table: Table = { state: s, dungeon: dungeonOf(s) };
          const limit = table.dungeon.quest.turnLimit;
          if (s.outcome || limit === null || s.turn < limit) return { state: s, events: [] };
          return finish(table, false, `The quest's ${limit} turns are over.`);
        },
        next: firstHero,
      },
    },
  };
  for (const id of ['warrior', 'dwarf', 'elf', 'magician'] as const) {
    machine.phases[`hero-${id}`] = {
      begin(s, dice) {
        const hero = s.heroes.find((h) => h.id === id)!;
        const n = movementDice(hero);
        const rolls = [];
        let total = 0;
        for (let i = 0; i < n; i++) {
          const roll = dice.roll(6, `${hero.name}'s movement die ${i + 1} of ${n}`, `${hero.name}'s movement`);
          roll.explain({ table: `movement, ${n} d6${n === 1 ? ' (plate armour)' : ''}` });
          total += roll.face;
          rolls.push(roll.record);
        }
        const text = `${hero.name} rolls ${rolls.map((r) => r.face).join(' + ')}${n > 1 ? ` = ${total}` : ''} for movement.`;
        return { state: { ...s, heroTurn: { ...s.heroTurn, moveRoll: total, moveLeft: total } }, events: [{ type: 'movement', text, visibleTo: 'all', rolls }] };
      },
      next(s) {
        const order = s.heroes.map((h) => h.id);
        const after = order.slice(order.indexOf(id) + 1).find((h) => !s.heroes.find((x) => x.id === h)!.dead);
        return after ? `hero-${after}` : 'demon-king';
      },
    };
  }
  return machine;
}

/** The bot plays every monster it will, through the Demon King's own orders. */
export function playMonsters(table0: Table, dice: Dice): { state: DqState; events: GameEvent[] } {
  let table = table0;
  const events: GameEvent[] = [];
  const options = table.state.options;
  for (let guard = 0; guard < 500; guard++) {
    if (table.state.outcome) break;
    const order = nextBotOrder(table, options);
    if (!order) break;
    const done = order.verb === 'move' ? dkMove(table, order, dice, options) : dkAttack(table, order, dice);
    // The bot only gives orders the rules allow; one refused is a bug to see, not to hide.
    if (!done.ok) throw new Error(`the bot Demon King's /${order.verb} was refused: ${done.error}`);
    events.push(...done.value.events);
    const settled = settle({ ...table, state: done.value.state });
    table = { ...table, state: settled.state };
    events.push(...settled.events);
  }
  return { state: table.state, events };
}
