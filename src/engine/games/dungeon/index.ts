import type { Dice } from '../../core/dice.ts';
import type { GameEvent, SeatId, Viewer } from '../../core/events.ts';
import type { Applied, Checkpoint, GameModule, PhaseSpec, SetupInput } from '../../core/module.ts';
import { endPhase, startPhase } from '../../core/phases.ts';
import { err, ok, type Result } from '../../core/result.ts';
import { labelOf } from '../../grid/labels.ts';
import { campaignRules, CarriedSchema, freshHero, type Carried } from './campaign.ts';
import { buildDungeon, type Dungeon } from './dungeon.ts';
import { dkOrder } from './dk-turn.ts';
import { initialStock } from './equipment.ts';
import { reveal } from './fog.ts';
import { heroOrder } from './hero-turn.ts';
import { heroDef, HEROES } from './heroes.ts';
import { legalOrders } from './legal.ts';
import { monsterDef, startingBody, type MonsterKind } from './monsters.ts';
import { DQ_VERBS, DqOrderSchema, type DqOrder } from './orders.ts';
import { settle } from './outcome.ts';
import { phaseMachine, playMonsters } from './phases.ts';
import { parseQuest, type Quest } from './quest.ts';
import { secrets } from './secrets.ts';
import { buy, choose, give, levelUp, sell } from './shop.ts';
import { DK_SEAT, DqOptionsSchema, DqStateSchema, emptyDkTurn, emptyHeroTurn, type DqState, type Hero } from './state.ts';
import { fullDeck } from './treasure-deck.ts';
import { buildView, type DqView } from './view.ts';
import { dungeonPicture } from './picture.ts';
import { findFigure, listed, living, type Table } from './world.ts';

export interface DungeonAssets {
  /** Quest files (assets/quests/dungeon/*.quest), as text. */
  quests: string[];
}

export type DungeonGame = GameModule<DqState, DqOrder, DqView> & {
  quest(id: string): Quest;
  dungeon(id: string): Dungeon;
  table(state: DqState): Table;
};

/** Builds the dungeon module from its quests. Pure: the caller reads the files. */
export function createDungeon(assets: DungeonAssets): DungeonGame {
  const quests = new Map<string, { quest: Quest; dungeon: Dungeon }>();
  for (const text of assets.quests) {
    const parsed = parseQuest(text);
    if (!parsed.ok) throw new Error(parsed.error);
    quests.set(parsed.value.id, { quest: parsed.value, dungeon: buildDungeon(parsed.value) });
  }
  const order = [...quests.values()].sort((a, b) => a.quest.number - b.quest.number).map((q) => q.quest.id);
  const entry = (id: string) => {
    const found = quests.get(id);
    if (!found) throw new Error(`no quest ${id}`);
    return found;
  };
  const dungeonOf = (state: DqState) => entry(state.quest).dungeon;
  const tableOf = (state: DqState): Table => ({ state, dungeon: dungeonOf(state) });
  const machine = phaseMachine(dungeonOf);

  const module: DungeonGame = {
    id: 'dungeon',
    title: "The Demon King's Dungeon",
    command: 'dungeon',
    picture: dungeonPicture,
    summary: 'A quest game of the HeroQuest family: four heroes against the Demon King, room by room, with traps, treasure and a campaign.',
    scenarios: order.map((id) => {
      const q = entry(id).quest;
      return { id, title: q.title, summary: q.summary, board: `${q.cols}×${q.rows} squares` };
    }),
    stateSchema: DqStateSchema,
    orderSchema: DqOrderSchema,
    verbs: DQ_VERBS,
    quest: (id) => entry(id).quest,
    dungeon: (id) => entry(id).dungeon,
    table: tableOf,
    campaign: campaignRules((id) => quests.get(id)?.quest.title ?? id, order),

    seats() {
      return [
        ...HEROES.map((h) => ({ id: h.id, label: h.name, role: 'player' as const, optional: true })),
        { id: DK_SEAT, label: 'Demon King', role: 'gm' as const, optional: true },
      ];
    },

    setup(input: SetupInput, dice: Dice): Result<DqState> {
      const found = quests.get(input.scenarioId);
      if (!found) return err(`No quest ${input.scenarioId}. Quests: ${order.join(', ')}.`);
      const { quest, dungeon } = found;
      const options = DqOptionsSchema.safeParse(input.options ?? {});
      if (!options.success) return err(`Options: ${options.error.issues[0]?.path.join('.')}: ${options.error.issues[0]?.message}`);
      const seated = HEROES.filter((h) => input.seats.includes(h.id));
      if (seated.length === 0) return err('A quest needs at least one hero: /game join seat:warrior (or dwarf, elf, magician).');
      const carried: Carried = CarriedSchema.safeParse(input.carried).data ?? { heroes: {}, shop: initialStock(), quests: [] };
      const heroes: Hero[] = seated.map((def, i) => {
        const player = input.players?.[def.id] ?? carried.heroes[def.id]?.player ?? null;
        const c = carried.heroes[def.id] ?? freshHero(def.id, player);
        return {
          id: def.id,
          name: def.name,
          player,
          bp: c.maxBp,
          maxBp: c.maxBp,
          gold: c.gold,
          level: c.level,
          equipment: c.equipment,
          medicines: [],
          spell: null,
          at: quest.stairs[i]!,
          dead: false,
          inPit: false,
          ready: false,
          triedLevel: false,
        };
      });
      const initial: DqState = {
        game: 'dungeon',
        quest: quest.id,
        options: options.data,
        dk: input.seats.includes(DK_SEAT) ? 'human' : 'bot',
        phase: 'prepare',
        turn: 0,
        current: null,
        heroes,
        monsters: quest.monsters.map((m) => ({ id: m.id, kind: m.kind, name: m.name, bp: startingBody(monsterDef(m.kind as MonsterKind), options.data.monsterBody), at: m.at, dead: false, seen: false, lastSeen: null, inPit: false })),
        traps: quest.traps.map((t) => ({ id: t.id, kind: t.kind, at: t.at, status: 'hidden' as const })),
        chestTraps: quest.chestTraps.map((c) => ({ chest: c.chest, status: 'armed' as const })),
        openDoors: [],
        foundDoors: [],
        treasureTaken: [],
        deck: fullDeck(),
        revealed: [],
        heroTurn: emptyHeroTurn(),
        dkTurn: emptyDkTurn(),
        pending: null,
        moves: [],
        fights: [],
        shop: carried.shop,
        placed: 0,
        outcome: null,
      };
      const seen = reveal({ state: initial, dungeon });
      return ok(startPhase(machine, seen.table.state, 'prepare', dice).state);
    },

    phase(state): PhaseSpec {
      const { turn, label } = machine.describe(state);
      const key = machine.current(state);
      if (state.outcome) return { key, label, turn, active: [], mode: 'sequential', ended: true };
      if (state.phase === 'prepare') return { key, label, turn, active: living(state).filter((h) => !h.ready).map((h) => h.id), mode: 'simultaneous' };
      if (state.phase === 'hero') {
        const owner = state.current!;
        if (state.pending) {
          const hero = state.heroes.find((h) => h.id === state.pending!.hero)!;
          const prompt = `a rock fell on ${hero.name}: choose where he gets out, /retreat unit:${hero.name} to: one of ${state.pending.options.map(labelOf).join(', ')}`;
          return { key, label, turn, owner, active: [owner], mode: 'sequential', decision: { seat: owner, prompt, secret: false, verb: 'retreat', refusal: `First ${hero.name} must get out from under the rock: /retreat unit:${hero.name} to: one of ${listed(state.pending.options.map(labelOf))}.` } };
        }
        return { key, label, turn, owner, active: [owner], mode: 'sequential' };
      }
      return { key, label, turn, owner: DK_SEAT, active: state.dk === 'human' ? [DK_SEAT] : [], mode: 'sequential' };
    },

    legalOrders(state, seat, filter) {
      return legalOrders(tableOf(state), seat, filter);
    },

    apply(state, seat, order, dice): Result<Applied<DqState>> {
      const table = tableOf(state);
      const acted = act(table, seat, order, dice);
      if (!acted.ok) return acted;
      let next = acted.value.state;
      const events = [...acted.value.events];
      let checkpoints: Checkpoint<DqState>[] = [];
      const settled = settle({ ...table, state: next });
      next = settled.state;
      events.push(...settled.events);
      if (!next.outcome && acted.value.ends) {
        const advanced = endPhase(machine, next, dice);
        next = advanced.state;
        events.push(...advanced.events);
        checkpoints = advanced.checkpoints;
      }
      if (next.outcome && !checkpoints.some((c) => c.state === next)) {
        const { turn, label } = machine.describe(next);
        events.push({ type: 'phase-ended', text: `${label} ends: the quest is over.`, visibleTo: 'all', data: { turn, phase: machine.current(next) } });
        checkpoints = [...checkpoints, { turn, label, phaseKey: machine.current(next), state: next }];
      }
      return ok({ state: next, events, checkpoints });
    },

    defaultOrders(state, seat) {
      if (state.outcome) return [];
      const phase = module.phase(state);
      if (!phase.active.includes(seat)) return [];
      if (state.phase === 'prepare') {
        const hero = state.heroes.find((h) => h.id === seat)!;
        return heroDef(hero.id).spells === 'one' && !hero.spell ? [{ verb: 'choose', spell: 'healing' }, { verb: 'done' }] : [{ verb: 'done' }];
      }
      if (state.phase === 'hero') {
        if (state.pending) {
          const hero = state.heroes.find((h) => h.id === state.pending!.hero)!;
          const to = state.pending.options[0]!;
          return [{ verb: 'retreat', unit: hero.name, to: labelOf(to) }];
        }
        return [{ verb: 'done' }];
      }
      return [{ verb: 'autoplay' }];
    },

    view(state, viewer: Viewer) {
      return buildView(tableOf(state), module.phase(state), viewer);
    },

    outcome(state) {
      return state.outcome;
    },

    secrets(state, viewer) {
      return secrets(tableOf(state), viewer);
    },
  };
  return module;
}

interface Acted {
  state: DqState;
  events: GameEvent[];
  /** The phase is over for this seat: the machine moves on. */
  ends: boolean;
}

function act(table: Table, seat: SeatId, order: DqOrder, dice: Dice): Result<Acted> {
  const { state } = table;
  if (state.phase === 'prepare') return prepare(table, seat, order, dice);
  if (state.phase === 'hero') {
    const hero = state.heroes.find((h) => h.id === seat);
    if (!hero) return err(`It is the heroes' turn; the Demon King plays after ${state.heroes.at(-1)!.name}.`);
    const done = heroOrder(table, hero, order, dice);
    if (!done.ok) return done;
    return ok({ state: done.value.state, events: done.value.events, ends: done.value.endsTurn });
  }
  if (seat !== DK_SEAT) return err("It is the Demon King's turn.");
  if (order.verb === 'autoplay') {
    const played = playMonsters(table, dice);
    return ok({ state: played.state, events: played.events, ends: true });
  }
  const done = dkOrder(table, order, dice, state.options);
  if (!done.ok) return done;
  return ok({ state: done.value.state, events: done.value.events, ends: order.verb === 'done' });
}

function prepare(table: Table, seat: SeatId, order: DqOrder, dice: Dice): Result<Acted> {
  const { state } = table;
  const hero = state.heroes.find((h) => h.id === seat);
  if (!hero) return err('The heroes are preparing; the quest has not begun.');
  const result = (() => {
    switch (order.verb) {
      case 'buy':
        return buy(state, hero, order.item);
      case 'sell':
        return sell(state, hero, order.item);
      case 'give': {
        const to = findFigure(state, order.to);
        if (to?.side !== 'hero') return err(`${order.to} is not a hero of this quest. Heroes: ${state.heroes.filter((h) => h.id !== hero.id).map((h) => h.name).join(', ') || 'none other'}.`);
        if ((order.item === undefined) === (order.gold === undefined)) return err('Give an item (item:) or gold (gold:), one at a time.');
        return give(state, hero, to.hero, { ...(order.item !== undefined ? { item: order.item } : {}), ...(order.gold !== undefined ? { gold: order.gold } : {}) });
      }
      case 'choose':
        return choose(state, hero, order.spell);
      case 'levelup':
        return levelUp(state, hero, dice);
      case 'done': {
        if (heroDef(hero.id).spells === 'one' && !hero.spell) return err(`${hero.name} must choose his spell for this quest first: /choose spell:healing or /choose spell:holy-flame.`);
        return ok({ state: { ...state, heroes: state.heroes.map((h) => (h.id === hero.id ? { ...h, ready: true } : h)) }, events: [{ type: 'ready', text: `${hero.name} is ready.`, visibleTo: 'all' as const }] });
      }
      default:
        return err(`The quest has not begun: the heroes are preparing (shop, trade, level up, the Elf's spell). /done when ${hero.name} is ready.`);
    }
  })();
  if (!result.ok) return result;
  const allReady = living(result.value.state).every((h) => h.ready);
  return ok({ state: result.value.state, events: result.value.events, ends: allReady });
}

