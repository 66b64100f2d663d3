import type { Dice } from '../../core/dice.ts';
import type { Viewer } from '../../core/events.ts';
import { defineGame, orderDispatch } from '../../core/game.ts';
import type { Applied, GameModule, SetupInput } from '../../core/module.ts';
import type { Scene } from '../../scene/scene.ts';
import type { OrdersOf } from '../../core/order-def.ts';
import { err, ok, type Result } from '../../core/result.ts';
import { attackOrders } from './attacks/orders.ts';
import { botToAct, humans } from './bot/acting.ts';
import { botOrders, type Autoplay } from './bot/orders.ts';
import { playBots, type BotRun } from './bot/turns.ts';
import { movementOrders } from './movement/orders.ts';
import { navalOrders } from './naval/orders.ts';
import { afterPathsOrder, beginPaths, forkPaths, pathsDefaults, pathsRefusal } from './paths/module.ts';
import { pathsOrders } from './paths/orders.ts';
import type { PathsRules } from './paths/rules.ts';
import { rereadCombat } from './combat/battle.ts';
import { rereadActivation } from './paths/activation.ts';
import { assaultOrders } from './paths/assault.ts';
import { handOrders } from './paths/hand-query.ts';
import { pathsSecrets } from './paths/secrets.ts';
import { newPathsState } from './paths/setup.ts';
import { pathsHooks } from './paths/strategy.ts';
import type { DogRules } from './rules.ts';
import type { DogScenario } from './scenario.ts';
import { DogStateSchema, type DogState } from './state.ts';
import { phaseOf, SIDE_LABEL } from './turn/phases.ts';
import { turnOrders } from './turn/orders.ts';
import type { TurnHooks } from './turn/sequence.ts';
import { SIDES, type Side } from './units.ts';
import { buildView, type DogView } from './view.ts';
import { ARMIES, specOf, strengthOf, type World } from './world.ts';

/**
 * Dragons of Glory (TSR's DL11): the War of the Lance on a strategic map of Ansalon. The module
 * is built from its data (the map, the counters, the nations, the scenarios) by this pure factory;
 * the rules live in their chapters' folders (movement, combat, fleets, the strategic rules, the turn).
 */

export interface DogAssets {
  world: World;
  scenarios: DogScenario[];
  /** The rules around the turn for one scenario (the strategic chapter's), and the invasion and settling rules. */
  strategy(scenario: DogScenario): Pick<DogRules, 'invade' | 'settle'> & { hooks: TurnHooks };
  /** Where the Dark Temple stands at the start (a place id), if the scenario sets it up. */
  darkTemple?: (scenario: DogScenario) => string | null;
  /** The part of the map a scenario plays on, drawn alone. */
  areaOf?: (scenario: DogScenario) => DogView['area'];
  picture?: (view: DogView) => Scene;
  /** Paths of the Lance's cards and chart (data/cards.ts), for the scenarios played with them. */
  paths?: PathsRules;
  focus?: (view: DogView, area: string) => Result<DogView>;
}

export function dogOrders(rules: DogRules, autoplay: Autoplay = () => err('No bot plays in this game.')) {
  return [...movementOrders(rules), ...navalOrders(rules.world), ...attackOrders(rules), ...turnOrders(rules), ...pathsOrders(rules), ...assaultOrders(rules), ...handOrders(rules), ...botOrders(autoplay)] as const;
}
export type DogOrder = OrdersOf<ReturnType<typeof dogOrders>>;

/** The module, and the rules it plays by (a script or the bench plans with them, as the bot does). */
export type DragonsOfGlory = GameModule<DogState, DogOrder, DogView> & { rules: DogRules };

export function createDragonsOfGlory(assets: DogAssets): DragonsOfGlory {
  const scenarios = new Map(assets.scenarios.map((s) => [s.id, s]));
  const scenarioOf = (state: DogState) => scenarios.get(state.scenario)!;
  // A scenario played with the cards keeps DL11's supply, taunts and Maelstrom, and takes PL's turn for the rest.
  const strategies = new Map(
    assets.scenarios.map((s) => {
      const base = assets.strategy(s);
      return [s.id, s.rules.cards && assets.paths ? { ...base, hooks: pathsHooks(base.hooks, () => rules) } : base];
    }),
  );
  const strategyOf = (state: DogState) => strategies.get(state.scenario)!;
  const world = assets.world;
  const rules: DogRules = {
    world,
    scenarioOf,
    // Each scenario has its own hooks; the turn reads them through the state's scenario.
    hooks: {
      startOfTurn: (s, d) => strategyOf(s).hooks.startOfTurn(s, d),
      endOfTurn: (s, d) => strategyOf(s).hooks.endOfTurn(s, d),
      victory: (s, final) => strategyOf(s).hooks.victory(s, final),
      activationStep: (s) => strategyOf(s).hooks.activationStep(s),
      activationFirst: (s) => strategyOf(s).hooks.activationFirst(s),
      mayTaunt: (s, side) => strategyOf(s).hooks.mayTaunt(s, side),
      startOfMovement: (s, side, d) => strategyOf(s).hooks.startOfMovement(s, side, d),
      movementEnds: (s, d) => strategyOf(s).hooks.movementEnds?.(s, d) ?? { state: s, events: [] },
      actionEnds: (s, d) => strategyOf(s).hooks.actionEnds?.(s, d) ?? { state: s, events: [] },
    },
    invade: (s, nation, invader, d) => strategyOf(s).invade(s, nation, invader, d),
    settle: (s) => strategyOf(s).settle(s),
    ...(assets.paths ? { paths: assets.paths } : {}),
  };
  // The bot (bot/): its orders go through the game's schema and dispatch, as a player's do.
  const orders = dogOrders(rules, (state, seat, dice) => {
    if (!botToAct(state)) return err(`The bot has nothing to play now: ${phaseOf(state).label}.`);
    if (state.bot.includes(seat as Side) && humans(state).length) return err('The bot plays this side.');
    return ok(botsPlay(state, dice));
  });
  const dispatch = orderDispatch<DogState, DogOrder, DogView>(orders, phaseOf, 'Dragons of Glory');
  const botsPlay = (state: DogState, dice: Dice): BotRun =>
    playBots(rules, state, (s, seat, order): Result<Applied<DogState>> => {
      const parsed = game.orderSchema.safeParse(order);
      return parsed.success ? afterPathsOrder(rules, s, dispatch(s, seat, parsed.data, dice), dice) : err(parsed.error.issues[0]?.message ?? 'unreadable order');
    });

  const view = (state: DogState, viewer: Viewer): DogView => buildView(state, world, scenarioOf(state).title, assets.areaOf?.(scenarioOf(state)), viewer, assets.paths);

  const game: GameModule<DogState, DogOrder, DogView> = defineGame<DogState, DogOrder, DogView>({
    id: 'dragons-of-glory',
    title: 'Dragons of Glory',
    summary: 'The War of the Lance on a strategic map of Ansalon: Highlords against the Whitestone, by DL11\'s rules.',
    scenarios: assets.scenarios.map((s) => ({ id: s.id, title: s.title, summary: s.summary, board: 'Ansalon', turns: s.lastTurn - s.firstTurn + 1 })),
    stateSchema: DogStateSchema,
    orders,
    ...(assets.picture ? { picture: assets.picture } : {}),
    ...(assets.focus ? { focus: assets.focus } : {}),

    // Either side may be left to the bot.
    seats: () => SIDES.map((id) => ({ id, label: SIDE_LABEL[id], role: 'side' as const, optional: true })),

    setup(input: SetupInput, _dice: Dice): Result<DogState> {
      const scenario = scenarios.get(input.scenarioId);
      if (!scenario) return err(`No scenario ${input.scenarioId}. Scenarios: ${[...scenarios.keys()].join(', ')}.`);
      const units: DogState['units'] = {};
      for (const p of scenario.placements) {
        if (!world.counters.has(p.id)) return err(`${scenario.title} places ${p.id}, which is no counter.`);
        units[p.id] = { id: p.id, at: p.at, depleted: false, ...(p.at ? {} : { off: p.off ?? 'not-yet' }) };
      }
      const nations: DogState['nations'] = {};
      for (const id of new Set([...world.nations.keys(), ...Object.keys(scenario.allegiance), ...[...world.counters.values()].map((c) => c.nation)])) {
        nations[id] = { allegiance: scenario.allegiance[id] ?? 'neutral', conquered: scenario.conquered?.includes(id) ?? false };
      }
      const bot = SIDES.filter((s) => !input.seats.includes(s));
      const state: DogState = {
        scenario: scenario.id,
        turn: scenario.firstTurn,
        lastTurn: scenario.lastTurn,
        initiative: scenario.initiative,
        first: scenario.initiative,
        phase: 'initiative',
        acting: scenario.initiative,
        half: 1,
        units,
        nations,
        held: {},
        spent: {},
        attacked: [],
        defended: [],
        taunts: [],
        advance: null,
        moves: [],
        battles: [],
        startStrength: { highlord: 0, whitestone: 0 },
        lost: { highlord: 0, whitestone: 0 },
        draconiansRaised: 0,
        darkTemple: assets.darkTemple?.(scenario) ?? null,
        bot,
        ended: null,
        // Paths of the Lance: the deck is shuffled and dealt as the game begins (`begin`).
        ...(scenario.rules.cards && assets.paths ? { pl: newPathsState(assets.paths, world) } : {}),
      };
      state.startStrength = strengthInPlay(state, world);
      return ok(state);
    },

    // While the bot must act, the players are the ones waited on: they may only let it (/autoplay).
    // (A game the bot plays alone waits on its own seats.)
    // Paths of the Lance: the opening shuffle, the deal, initiative and the event card, logged as the game begins.
    begin: (state, dice) => (state.pl ? beginPaths(rules, state, dice) : { state, events: [], checkpoints: [] }),
    forked: forkPaths,
    phase: (state) => (botToAct(state) && humans(state).length ? { ...phaseOf(state), active: humans(state) } : phaseOf(state)),
    gate(state, seat, verb) {
      const waiting = pathsRefusal(state, seat, verb);
      if (waiting) return waiting;
      const bot = botToAct(state);
      if (verb === 'autoplay') return bot && state.bot.includes(seat as Side) && humans(state).length ? 'The bot plays this side.' : undefined;
      return bot ? `The bot plays the ${SIDE_LABEL[bot]} side now: /autoplay lets it.` : undefined;
    },
    // After a player's order, the bot answers at once when its side must act.
    play(state, seat, order, dice, dispatched) {
      // Paths of the Lance: after every order, what it changed is reckoned (VP, war status, highlords, Berem, victory).
      const run = (s: DogState, by: string, o: DogOrder) => afterPathsOrder(rules, s, dispatched(s, by, o), dice);
      const done = run(state, seat, order);
      if (!done.ok || order.verb === 'autoplay' || !botToAct(done.value.state)) return done;
      const after = botsPlay(done.value.state, dice);
      return ok({ state: after.state, events: [...done.value.events, ...after.events], checkpoints: [...done.value.checkpoints, ...after.checkpoints] });
    },
    view,
    // /dice verify reads each battle's, ship's, taunt's, leader's and activation's result again from its roll.
    rereadRoll: (_state, roll) => rereadCombat(roll) ?? rereadActivation(roll),
    outcome: (state) => (state.ended ? { winners: state.ended.winners, reason: state.ended.reason } : null),
    // DL11 plays with open stacks: nothing on the map is secret (the dice seed is the app's). Paths of the Lance's cards are.
    secrets: (state, viewer) => (state.pl && assets.paths ? pathsSecrets(state, viewer, assets.paths) : []),
    defaultOrders(state, seat): DogOrder[] {
      if (botToAct(state)) return state.bot.includes(seat as Side) ? [] : [{ verb: 'autoplay' }];
      if (state.ended) return [];
      if (state.pl) return pathsDefaults(state, seat) as DogOrder[];
      if (state.acting !== seat) return [];
      if (state.phase === 'initiative') return [{ verb: 'go', when: 'first' }];
      return [{ verb: 'done' }];
    },
  });
  return Object.assign(game, { rules });
}

/** Each side's combat strength on the map and waiting to enter (the Kender Strike's 50% test counts from it). */
export function strengthInPlay(state: DogState, world: World): Record<Side, number> {
  const total: Record<Side, number> = { highlord: 0, whitestone: 0 };
  for (const u of Object.values(state.units)) {
    if (!u.at) continue;
    const spec = specOf(world, u.id);
    const side = state.nations[spec.nation]?.allegiance;
    if (!ARMIES.has(spec.kind) || !side || side === 'neutral') continue;
    total[side] += strengthOf(world, u);
  }
  return total;
}
