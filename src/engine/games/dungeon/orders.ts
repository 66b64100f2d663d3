import { z } from 'zod';
import type { Dice } from '../../core/dice.ts';
import type { GameEvent, SeatId } from '../../core/events.ts';
import type { Applied, Checkpoint } from '../../core/module.ts';
import { orderFor, type OrdersOf } from '../../core/order-def.ts';
import { option } from '../../core/options.ts';
import { endPhase, type PhaseMachine } from '../../core/phases.ts';
import { err, ok, type Result } from '../../core/result.ts';
import { dkAttack, dkMove, dkOpen, dkPlace, dkRule } from './dk-turn.ts';
import { heroDef, HERO_IDS } from './heroes.ts';
import { cast, disarm, drink, heroAttackOrder, heroMove, heroRetreat, open, search, underRock } from './hero-turn.ts';
import { legalOrders } from './legal.ts';
import { settle } from './outcome.ts';
import { playMonsters } from './phases.ts';
import { preparationNews } from './preparation.ts';
import { buy, choose, give, levelUp, sell } from './shop.ts';
import { DK_SEAT, type DqState, type Hero } from './state.ts';
import type { DqView } from './view.ts';
import { findFigure, living, type Table } from './world.ts';

/**
 * The orders of the dungeon, one definition each: its options, the phases it is given in, its
 * legal forms, its handler. A hero names himself as the unit that moves or attacks (autocomplete
 * offers his name), so the Demon King's orders for his monsters read the same:
 * `/move unit:Warrior to:C7`, `/attack with:Orc 1 target:Elf`.
 */

/** What a handler hands back: the position, what happened, and whether the seat's phase is over. */
interface Acted {
  state: DqState;
  events: GameEvent[];
  ends: boolean;
}

/** What the orders need of the module: the quest a state is played on, and the phase machine. */
export interface OrderContext {
  table(state: DqState): Table;
  machine: PhaseMachine<DqState>;
}

const SQUARE = { pattern: /^\s*[A-Za-z]{1,2}\s*\d{1,3}\s*$/, example: 'C7', noun: 'square' };
const square = (description: string, what: string) => option.hex(description, what, SQUARE);
const squares = (what: string) =>
  z
    .union([z.string(), z.array(z.string())], { error: `which squares ${what}? Write them like C6,C7.` })
    .transform((v) => (typeof v === 'string' ? v.split(/[\s,]+/) : v).map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.string().regex(SQUARE.pattern, 'write each square like C7, separated by commas.')).min(1, `name at least one square ${what}.`));
const SPELL_CHOICES = [
  { name: 'Healing', value: 'healing' },
  { name: 'Holy Flame', value: 'holy-flame' },
];
const spell = z
  .string({ error: 'which spell? healing or holy-flame.' })
  .transform((s) => s.trim().toLowerCase().replace(/\s+/g, '-'))
  .pipe(z.enum(['healing', 'holy-flame'], { error: 'the spells are healing and holy-flame.' }));
/** A whole number typed as text, or given as a number by the engine. */
const whole = (pattern: RegExp, refusal: string) => z.union([z.number().int(refusal), z.string().regex(pattern, refusal).transform(Number)], { error: refusal });

const HERO_PHASES = HERO_IDS.map((id) => `hero-${id}`);
const PREPARE = ['prepare'];
const DEMON_KING = ['demon-king'];

/** The refusal of a heroes' order outside their turns, in the words of the phase it met. */
function heroesOnly(verb: string) {
  return (state: DqState): string => (state.phase === 'prepare' ? notBegun() : `The Demon King moves, attacks, opens doors, places monsters and rules; /${verb} is the heroes'.`);
}
const notBegun = () => "The quest has not begun: the heroes are preparing (shop, trade, level up, the Elf's spell). /done when ready.";
const shopClosed = (state: DqState) => `The shop is open, and trading and levelling up allowed, only while the heroes prepare, before the quest begins; this quest is under way (turn ${state.turn}).`;

export function dungeonOrders(ctx: OrderContext) {
  const order = orderFor<DqState, DqView>();
  const legal = (verb: string) => (state: DqState, seat: SeatId, chosen: Record<string, string>) => legalOrders(ctx.table(state), seat, { verb, options: chosen });

  /** The rules after every order: who has won or lost, then the phase that ends. */
  const conclude = (table: Table, acted: Result<Acted>, dice: Dice): Result<Applied<DqState>> => {
    if (!acted.ok) return acted;
    const settled = settle({ ...table, state: acted.value.state });
    let next = settled.state;
    const events = [...acted.value.events, ...settled.events];
    let checkpoints: Checkpoint<DqState>[] = [];
    if (!next.outcome && acted.value.ends) {
      const advanced = endPhase(ctx.machine, next, dice);
      next = advanced.state;
      events.push(...advanced.events);
      checkpoints = advanced.checkpoints;
    }
    return ok({ state: next, events, checkpoints });
  };

  /** An order of the hero whose turn it is; a hero under a rock must get out first. */
  const asHero = (state: DqState, seat: SeatId, dice: Dice, run: (table: Table, hero: Hero) => Result<{ state: DqState; events: GameEvent[]; endsTurn: boolean }>, answers = false) => {
    const hero = state.heroes.find((h) => h.id === seat);
    if (!hero) return err(`It is the heroes' turn; the Demon King plays after ${state.heroes.at(-1)!.name}.`);
    const first = underRock(state, hero);
    if (first && !answers) return err(first);
    const table = ctx.table(state);
    const done = run(table, hero);
    return conclude(table, done.ok ? ok({ state: done.value.state, events: done.value.events, ends: done.value.endsTurn }) : done, dice);
  };

  /** An order of the Demon King's turn, given by his player. */
  const asDemonKing = (state: DqState, seat: SeatId, dice: Dice, run: (table: Table) => Result<{ state: DqState; events: GameEvent[] }>, ends = false) => {
    if (seat !== DK_SEAT) return err("It is the Demon King's turn.");
    const table = ctx.table(state);
    const done = run(table);
    return conclude(table, done.ok ? ok({ ...done.value, ends }) : done, dice);
  };

  /** The heroes prepare at once; the quest begins when the last of them is ready. */
  const asPreparing = (state: DqState, seat: SeatId, dice: Dice, run: (hero: Hero) => Result<{ state: DqState; events: GameEvent[] }>) => {
    const hero = state.heroes.find((h) => h.id === seat);
    if (!hero) return err('The heroes are preparing; the quest has not begun.');
    const done = run(hero);
    if (!done.ok) return done;
    const ends = living(done.value.state).every((h) => h.ready);
    const news = ends ? [] : preparationNews(done.value.state, hero.id, done.value.events.some((e) => e.type === 'ready'));
    return conclude(ctx.table(state), ok({ ...done.value, events: [...done.value.events, ...news], ends }), dice);
  };

  /** Orders both sides give: the hero whose turn it is, or the Demon King in his. */
  const byPhase = <T>(state: DqState, hero: (s: DqState) => Result<T>, dk: (s: DqState) => Result<T>): Result<T> => (state.phase === 'hero' ? hero(state) : dk(state));

  const move = order({
    verb: 'move',
    description: 'Move your hero, or one of the Demon King’s monsters',
    options: {
      unit: option.unit('The hero or monster who moves', 'who moves'),
      to: square('The square where he ends his move', 'to move to'),
      via: option.custom('hexes', 'Squares to pass through on the way, in order (e.g. C6,C7)', squares('to pass through'), { optional: true }),
    },
    line: '{unit} to {to}',
    phases: [...HERO_PHASES, ...DEMON_KING],
    outOfPhase: notBegun,
    legal: legal('move'),
    apply: (state, seat, o, dice) =>
      byPhase(
        state,
        (s) => asHero(s, seat, dice, (table, hero) => heroMove(table, hero, o, dice)),
        (s) => asDemonKing(s, seat, dice, (table) => dkMove(table, o, dice, s.options)),
      ),
  });

  const attack = order({
    verb: 'attack',
    description: 'Attack with your hero, or with one of the Demon King’s monsters',
    options: {
      with: option.unit('Who attacks', 'who attacks'),
      target: option.unit('Whom he attacks', 'whom does he attack'),
      weapon: option.choice('Use your weapon card (the default), none, or throw it', ['use', 'none', 'throw'], 'weapon is use (the default), none (bare panel dice) or throw.', { optional: true }),
    },
    line: '{with} -> {target}',
    phases: [...HERO_PHASES, ...DEMON_KING],
    outOfPhase: notBegun,
    legal: legal('attack'),
    apply: (state, seat, o, dice) =>
      byPhase(
        state,
        (s) => asHero(s, seat, dice, (table, hero) => heroAttackOrder(table, hero, o, dice)),
        (s) => asDemonKing(s, seat, dice, (table) => dkAttack(table, o, dice)),
      ),
  });

  const castSpell = order({
    verb: 'cast',
    description: 'Cast a spell instead of fighting (Magician, Elf)',
    options: {
      spell: option.custom('choice', 'healing or holy-flame', spell, undefined, SPELL_CHOICES),
      target: option.unit('Yourself, a hero or a monster in sight', 'on whom'),
    },
    line: '{spell} on {target}',
    phases: HERO_PHASES,
    outOfPhase: heroesOnly('cast'),
    legal: legal('cast'),
    apply: (state, seat, o, dice) => asHero(state, seat, dice, (table, hero) => cast(table, hero, o.spell, o.target, dice)),
  });

  const searchFor = order({
    verb: 'search',
    description: 'Search for treasure, or for traps and hidden doors',
    options: {
      kind: option.custom(
        'choice',
        'treasure or traps',
        z
          .string({ error: 'search for what? kind:treasure or kind:traps.' })
          .transform((s) => s.trim().toLowerCase().replace(/s$/, ''))
          .pipe(z.enum(['treasure', 'trap'], { error: 'search for treasure or for traps: kind:treasure or kind:traps.' })),
        undefined,
        [
          { name: 'treasure', value: 'treasure' },
          { name: 'traps', value: 'traps' },
        ],
      ),
      area: option.custom('name', 'For traps: "passage", or a room you can see', z.string(), { optional: true }),
    },
    phases: HERO_PHASES,
    outOfPhase: heroesOnly('search'),
    legal: legal('search'),
    apply: (state, seat, o, dice) => asHero(state, seat, dice, (table, hero) => search(table, hero, o, dice)),
  });

  const drinkIt = order({
    verb: 'drink',
    description: 'Drink a Heal Potion (instead of moving) or a medicine',
    options: { item: option.name('The potion or medicine', 'which potion or medicine') },
    phases: HERO_PHASES,
    outOfPhase: heroesOnly('drink'),
    legal: legal('drink'),
    apply: (state, seat, o, dice) => asHero(state, seat, dice, (_table, hero) => drink(state, hero, o.item)),
  });

  const openDoor = order({
    verb: 'open',
    description: 'Open a door: a hero beside it, for free; the Demon King, any door',
    options: { door: option.name('The door, by its two squares (C7/C8)', 'which door? Name it by its two squares, like C7/C8') },
    phases: [...HERO_PHASES, ...DEMON_KING],
    outOfPhase: notBegun,
    legal: legal('open'),
    apply: (state, seat, o, dice) =>
      byPhase(
        state,
        (s) => asHero(s, seat, dice, (table, hero) => open(table, hero, o.door)),
        (s) => asDemonKing(s, seat, dice, (table) => dkOpen(table, o)),
      ),
  });

  const disarmTrap = order({
    verb: 'disarm',
    description: 'The Dwarf removes a pitfall or rock beside him; his move ends',
    options: { at: square('The trap’s square', 'holds the trap') },
    phases: HERO_PHASES,
    outOfPhase: heroesOnly('disarm'),
    legal: legal('disarm'),
    apply: (state, seat, o, dice) => asHero(state, seat, dice, (table, hero) => disarm(table, hero, o.at)),
  });

  const retreat = order({
    verb: 'retreat',
    description: 'Choose where your hero gets out from under a fallen rock',
    options: {
      unit: option.unit('The hero under the rock', 'who gets out from under the rock'),
      to: square('The square he gets out to', 'to go to'),
    },
    line: '{unit} to {to}',
    phases: HERO_PHASES,
    outOfPhase: heroesOnly('retreat'),
    legal: legal('retreat'),
    apply: (state, seat, o, dice) => asHero(state, seat, dice, (table, hero) => heroRetreat(table, hero, o), true),
  });

  const buyItem = order({
    verb: 'buy',
    description: 'Buy from the shop, before the quest',
    options: { item: option.name('What to buy', 'which item') },
    phases: PREPARE,
    outOfPhase: shopClosed,
    legal: legal('buy'),
    apply: (state, seat, o, dice) => asPreparing(state, seat, dice, (hero) => buy(state, hero, o.item)),
  });

  const sellItem = order({
    verb: 'sell',
    description: 'Sell to the shop at half price, before the quest',
    options: { item: option.name('What to sell', 'which item') },
    phases: PREPARE,
    outOfPhase: shopClosed,
    legal: legal('sell'),
    apply: (state, seat, o, dice) => asPreparing(state, seat, dice, (hero) => sell(state, hero, o.item)),
  });

  const giveTo = order({
    verb: 'give',
    description: 'Give an item or gold to another hero, before the quest',
    options: {
      to: option.unit('The hero who receives it', 'to which hero'),
      item: option.custom('name', 'The item given', z.string().trim().min(1), { optional: true }),
      gold: option.custom('integer', 'Gold given', whole(/^\s*\d+\s*$/, 'gold is a whole number.').pipe(z.number().int().nonnegative('gold is a whole number.')), { optional: true }),
    },
    line: 'to {to}',
    phases: PREPARE,
    outOfPhase: shopClosed,
    legal: legal('give'),
    apply: (state, seat, o, dice) =>
      asPreparing(state, seat, dice, (hero) => {
        const to = findFigure(state, o.to);
        if (to?.side !== 'hero') return err(`${o.to} is not a hero of this quest. Heroes: ${state.heroes.filter((h) => h.id !== hero.id).map((h) => h.name).join(', ') || 'none other'}.`);
        if ((o.item === undefined) === (o.gold === undefined)) return err('Give an item (item:) or gold (gold:), one at a time.');
        return give(state, hero, to.hero, { ...(o.item !== undefined ? { item: o.item } : {}), ...(o.gold !== undefined ? { gold: o.gold } : {}) });
      }),
  });

  const chooseSpell = order({
    verb: 'choose',
    description: 'The Elf chooses his spell for this quest',
    options: { spell: option.custom('choice', 'healing or holy-flame', spell, undefined, SPELL_CHOICES) },
    phases: PREPARE,
    outOfPhase: shopClosed,
    legal: legal('choose'),
    apply: (state, seat, o, dice) => asPreparing(state, seat, dice, (hero) => choose(state, hero, o.spell)),
  });

  const levelup = order({
    verb: 'levelup',
    description: 'Pay 500 gold and try to level up, before the quest',
    options: {},
    phases: PREPARE,
    outOfPhase: shopClosed,
    legal: legal('levelup'),
    apply: (state, seat, _o, dice) => asPreparing(state, seat, dice, (hero) => levelUp(state, hero, dice)),
  });

  const onlyTheDemonKing = (verb: string) => (state: DqState) => (state.phase === 'prepare' ? notBegun() : `Only the Demon King may /${verb}.`);

  const place = order({
    verb: 'place',
    description: 'The Demon King places a monster',
    options: {
      monster: option.name('Which kind of monster', 'which monster'),
      at: square('Its square', 'to place it on'),
    },
    line: '{monster} at {at}',
    phases: DEMON_KING,
    outOfPhase: onlyTheDemonKing('place'),
    legal: legal('place'),
    apply: (state, seat, o, dice) => asDemonKing(state, seat, dice, (table) => dkPlace(table, o, state.options)),
  });

  const rule = order({
    verb: 'rule',
    description: 'The Demon King rules on what the quest does not say',
    options: {
      text: option.text('The ruling, as the heroes will read it', 'what is the ruling'),
      unit: option.custom('unit', 'A hero or monster it affects', z.string().trim().min(1), { optional: true }),
      bp: option.custom('integer', 'A change of body points, e.g. -1', whole(/^\s*[+-]?\d+\s*$/, 'bp is a change such as -1 or +2.'), { optional: true }),
    },
    phases: DEMON_KING,
    outOfPhase: onlyTheDemonKing('rule'),
    legal: legal('rule'),
    apply: (state, seat, o, dice) => asDemonKing(state, seat, dice, (table) => dkRule(table, o)),
  });

  const autoplay = order({
    verb: 'autoplay',
    description: 'The Demon King lets the bot play his other monsters, and ends his turn',
    options: {},
    phases: DEMON_KING,
    outOfPhase: onlyTheDemonKing('autoplay'),
    legal: legal('autoplay'),
    apply: (state, seat, _o, dice) => asDemonKing(state, seat, dice, (table) => ok(playMonsters(table, dice)), true),
  });

  const done = order({
    verb: 'done',
    description: 'End your turn, or say you are ready for the quest',
    options: {},
    legal: legal('done'),
    apply(state, seat, _o, dice) {
      if (state.phase === 'prepare') {
        return asPreparing(state, seat, dice, (hero) => {
          if (heroDef(hero.id).spells === 'one' && !hero.spell) return err(`${hero.name} must choose his spell for this quest first: /choose spell:healing or /choose spell:holy-flame.`);
          return ok({ state: { ...state, heroes: state.heroes.map((h) => (h.id === hero.id ? { ...h, ready: true } : h)) }, events: [{ type: 'ready', text: `${hero.name} is ready.`, visibleTo: 'all' as const }] });
        });
      }
      if (state.phase === 'hero') return asHero(state, seat, dice, () => ok({ state, events: [], endsTurn: true }));
      return asDemonKing(state, seat, dice, () => ok({ state, events: [] }), true);
    },
  });

  return [move, attack, castSpell, searchFor, drinkIt, openDoor, disarmTrap, buyItem, sellItem, giveTo, chooseSpell, levelup, place, rule, autoplay, retreat, done] as const;
}

export type DqOrder = OrdersOf<ReturnType<typeof dungeonOrders>>;
