import type { Dice } from '../../core/dice.ts';
import type { Viewer } from '../../core/events.ts';
import { defineGame } from '../../core/game.ts';
import type { GameModule, PhaseSpec, SetupInput } from '../../core/module.ts';
import { startPhase } from '../../core/phases.ts';
import { err, ok, type Result } from '../../core/result.ts';
import { labelOf } from '../../grid/labels.ts';
import { campaignRules, CarriedSchema, freshHero, type Carried } from './campaign.ts';
import { COMBAT_DIE_TABLE, faceOf } from './combat-dice.ts';
import { buildDungeon, type Dungeon } from './dungeon.ts';
import { initialStock } from './equipment.ts';
import { reveal } from './fog.ts';
import { heroDef, HEROES } from './heroes.ts';
import { monsterDef, startingBody, type MonsterKind } from './monsters.ts';
import { dungeonOrders, type DqOrder } from './orders.ts';
import { phaseMachine } from './phases.ts';
import { parseQuest, type Quest } from './quest.ts';
import { secrets } from './secrets.ts';
import { DK_SEAT, DqOptionsSchema, DqStateSchema, emptyDkTurn, emptyHeroTurn, type DqState, type Hero } from './state.ts';
import { newTreasureDeck } from './treasure-deck.ts';
import { buildView, type DqView } from './view.ts';
import { dungeonPicture } from './picture.ts';
import { listed, living, type Table } from './world.ts';

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

  const orders = dungeonOrders({ table: tableOf, machine });
  const game = defineGame<DqState, DqOrder, DqView>({
    id: 'dungeon',
    title: "The Demon King's Dungeon",
    picture: dungeonPicture,
    summary: 'A quest game of the HeroQuest family: four heroes against the Demon King, room by room, with traps, treasure and a campaign.',
    scenarios: order.map((id) => {
      const q = entry(id).quest;
      return { id, title: q.title, summary: q.summary, board: `${q.cols}×${q.rows} squares` };
    }),
    stateSchema: DqStateSchema,
    orders,
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
        // The quest may set how he starts (`heroes:`); its body is checked against the smallest maximum, so it fits any hero.
        const set = quest.heroConditions.find((h) => h.hero === def.id);
        return {
          id: def.id,
          name: def.name,
          player,
          bp: set?.body ?? c.maxBp,
          maxBp: c.maxBp,
          gold: set?.gold ?? c.gold,
          level: c.level,
          equipment: set?.equipment ?? c.equipment,
          spell: set?.spell ?? null,
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
        monsters: quest.monsters.map((m) => ({ id: m.id, kind: m.kind, name: m.name, bp: Math.min(m.body ?? Infinity, startingBody(monsterDef(m.kind as MonsterKind), options.data.monsterBody)), at: m.at, dead: false, seen: false, lastSeen: null, inPit: false })),
        traps: quest.traps.map((t) => ({ id: t.id, kind: t.kind, at: t.at, status: 'hidden' as const })),
        chestTraps: quest.chestTraps.map((c) => ({ chest: c.chest, status: 'armed' as const })),
        openDoors: [],
        foundDoors: [],
        treasureTaken: [],
        deck: newTreasureDeck(),
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

    // A combat die's face is read again from its d6; the other rolls read no table.
    rereadRoll(_state, roll) {
      return roll.table === COMBAT_DIE_TABLE ? faceOf(roll.face) : undefined;
    },
  });
  const module: DungeonGame = { ...game, quest: (id) => entry(id).quest, dungeon: (id) => entry(id).dungeon, table: tableOf };
  return module;
}
