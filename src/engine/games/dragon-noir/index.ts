import { z } from 'zod';
import type { Dice } from '../../core/dice.ts';
import { canSee, seatViewer, type Viewer } from '../../core/events.ts';
import { defineGame, orderDispatch } from '../../core/game.ts';
import type { Applied, GameModule, OrderHint, PhaseSpec, SetupInput } from '../../core/module.ts';
import { startPhase } from '../../core/phases.ts';
import { standingSecrets } from '../../core/standing.ts';
import { err, ok, type Result } from '../../core/result.ts';
import { cellAt, resolveLabel } from '../../hex/board.ts';
import { labelOf } from '../../hex/labels.ts';
import { sameHex, type Direction } from '../../hex/hex.ts';
import { playAround } from './around.ts';
import { launchBoat } from './boats/placement.ts';
import { checkBigAtStart, facingAtStart, websAtStart } from './big-counters/setup.ts';
import { botToAct, humans, playBots } from './bot-turns.ts';
import { CarriedSchema } from './campaign/carried.ts';
import { CampaignFileSchema, type CampaignFile } from './campaign/format.ts';
import { campaignRules } from './campaign/rules.ts';
import { campaignPlan, checkCampaign, halveWounded, plainPlan } from './campaign/setup.ts';
import { findCharacter } from './characters/characters.ts';
import { checkConditions, energyAtStart, withConditions } from './conditions.ts';
import { decisionOf, defaultOrders } from './decisions.ts';
import { exportScenario } from './export.ts';
import { deepSecrets } from './deep-dungeons/verify.ts';
import { describeReaction } from './fire/reactions.ts';
import { imprisonPitGharvs } from './gharvs/pit.ts';
import { horsesAtStart, mountedAtStart } from './horses/setup.ts';
import { legalOrders } from './legal.ts';
import { setupMagic } from './magic/energy.ts';
import { magicSecrets } from './magic/secrets.ts';
import { loadBoard } from './maps.ts';
import { dragonNoirOrders, type DnOrder } from './orders.ts';
import { dragonNoirPicture } from './picture.ts';
import { twoPlacesOf } from './places.ts';
import { rereadRoll } from './reread.ts';
import type { DnRules } from './rules.ts';
import { ScenarioSchema, type Scenario } from './scenario.ts';
import { deploymentPhase, setupSecrets } from './secret/deploy.ts';
import { checkDeployments, deploying } from './secret/deployment.ts';
import { jailsCells } from './secret/entrance-four.ts';
import { checkMarkers } from './secret/markers.ts';
import { secretFacts } from './secret/secrets.ts';
import { DnOptionsSchema, DnStateSchema, UnitSchema, type DnState, type Horse, type Unit } from './state.ts';
import { STRATEGIC_PLAN } from './strategic/plan.ts';
import { joinBattle, krobKindOf, newPlan, planSecrets } from './strategic/rules.ts';
import { planOf, PlanStateSchema } from './strategic/state.ts';
import type { DnBoard } from './terrain.ts';
import { phaseMachine } from './turn/phases.ts';
import { checkVictory } from './turn/victory.ts';
import { behind, hexesOf, sideLabel } from './units.ts';
import { buildView, type DnView } from './view.ts';
import type { Table } from './world.ts';
import { NO_GHARVS } from './gharvs/state.ts';
import { NO_JOURNEYS } from './deep-dungeons/state.ts';

export interface DragonNoirAssets {
  /** Map files by id (assets/maps/dragon-noir/<id>.map). */
  maps: Record<string, string>;
  /** Scenario files (assets/scenarios/dragon-noir/*.json), as text. */
  scenarios: string[];
  /** Campaign files (assets/campaigns/dragon-noir/*.json), as text: scenarios in order and what carries. */
  campaigns?: string[];
}

export type DragonNoir = GameModule<DnState, DnOrder, DnView> & {
  board(scenarioId: string): DnBoard;
  scenario(scenarioId: string): Scenario;
  exportScenario(state: DnState, id: string): Result<string>;
};

/** Builds the Dragon Noir module from its data. Pure: the caller reads the files. */
export function createDragonNoir(assets: DragonNoirAssets): DragonNoir {
  const scenarios = new Map<string, Scenario>();
  for (const text of assets.scenarios) {
    const parsed = ScenarioSchema.safeParse(JSON.parse(text));
    if (!parsed.success) throw new Error(`Dragon Noir scenario: ${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message}`);
    scenarios.set(parsed.data.id, parsed.data);
  }
  const boards = new Map<string, DnBoard>();

  const scenarioOf = (id: string): Scenario => {
    const s = scenarios.get(id);
    if (!s) throw new Error(`no Dragon Noir scenario ${id}`);
    return s;
  };
  const boardOf = (scenario: Scenario): DnBoard => {
    const cached = boards.get(scenario.board.id);
    if (cached) return cached;
    const built = loadBoard(scenario.board, assets.maps);
    if (!built.ok) throw new Error(built.error);
    boards.set(scenario.board.id, built.value);
    return built.value;
  };
  // A scenario's mistakes are found when the game is offered, not when someone plays it.
  for (const scenario of scenarios.values()) {
    const wrong = checkVictory(scenario, boardOf(scenario)) ?? checkDeployments(scenario, boardOf(scenario)) ?? checkMarkers(scenario, boardOf(scenario)) ?? checkConditions(scenario);
    if (wrong) throw new Error(`Dragon Noir scenario ${scenario.id}: ${wrong}.`);
  }
  const campaigns: CampaignFile[] = [];
  for (const text of assets.campaigns ?? []) {
    const parsed = CampaignFileSchema.safeParse(JSON.parse(text));
    if (!parsed.success) throw new Error(`Dragon Noir campaign: ${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message}`);
    campaigns.push(parsed.data);
  }
  for (const campaign of campaigns) {
    const wrong = checkCampaign(campaign, scenarios, campaigns);
    if (wrong) throw new Error(`Dragon Noir campaign ${wrong}.`);
  }
  const titleOf = (id: string) => scenarios.get(id)?.title ?? id;
  const tableOf = (state: DnState): Table => {
    const scenario = scenarioOf(state.scenario);
    return { state, scenario, board: boardOf(scenario) };
  };
  const machines = new Map<string, ReturnType<typeof phaseMachine>>();
  const machineOf = (scenario: Scenario) => {
    let m = machines.get(scenario.id);
    if (!m) machines.set(scenario.id, (m = phaseMachine(scenario, boardOf(scenario))));
    return m;
  };


  const rules: DnRules = {
    table: tableOf,
    machine: (state) => machineOf(scenarioOf(state.scenario)),
    legal: (verb) => (state, seat, chosen) => (verb === 'autoplay' ? autoplayHints(state, seat) : legalOrders(tableOf(state), seat, { verb, options: chosen })),
    view: (state, seat) => view(state, seatViewer(seat)),
    autoplay(state, seat, dice) {
      const bot = botToAct(rules, state);
      if (bot && state.bots.includes(seat)) return err('The bot plays this side.');
      if (!bot && phaseOf(state).active[0] !== seat) return err(`It is not your turn: ${phaseOf(state).label}.`);
      // A player may hand his own side to the bot for the rest of his player-turn.
      return ok(botsPlay(state, dice, bot ? [] : [seat]));
    },
  };
  const orders = dragonNoirOrders(rules);
  const dispatch = orderDispatch<DnState, DnOrder, DnView>(orders, (state) => phaseOf(state), 'Dragon Noir');

  /** While the bot must play, a player may only let it (/autoplay). */
  const autoplayHints = (state: DnState, seat: string): OrderHint[] => {
    const bot = botToAct(rules, state);
    return bot && !state.bots.includes(seat) ? [{ verb: 'autoplay', options: {}, label: `Let the bot play the ${sideLabel(state, bot)}` }] : [];
  };

  /** The bot plays its sides (and `extra`), each order through the same rules as a player's. */
  const botsPlay = (state: DnState, dice: Dice, extra: string[]): Applied<DnState> =>
    playBots<DnOrder>(
      rules,
      state,
      extra,
      (hint) => {
        const order = game.orderSchema.safeParse({ verb: hint.verb, ...hint.options });
        return order.success ? order.data : undefined;
      },
      (s, seat, order) => playAround(rules, s, seat, order, dice, (s2, by, o) => dispatch(s2, by, o, dice)),
    );

  const view = (state: DnState, viewer: Viewer): DnView => {
    const table = tableOf(state);
    return buildView(state, table.board, table.scenario.title, phaseOf(state), viewer);
  };

  const game: GameModule<DnState, DnOrder, DnView> = defineGame<DnState, DnOrder, DnView>({
    id: 'dragon-noir',
    title: 'Dragon Noir',
    picture: dragonNoirPicture,
    summary: 'Tactical hex skirmish of the Cry Havoc family: Rebels, Orks and the peoples of Kazhdin.',
    scenarios: [...scenarios.values()].map((s) => ({ id: s.id, title: s.title, summary: s.summary, board: s.board.name, turns: s.turns })),
    stateSchema: DnStateSchema,
    campaign: campaignRules(
      campaigns,
      titleOf,
      (scenario, side) => scenarios.get(scenario)?.sides.find((s) => s.id === side)?.label ?? side,
      (state) => {
        const real = state.secret.markers.find((m) => m.kind === 'khuzun' && m.real && !m.flipped);
        if (!real) return null;
        const cell = [...jailsCells(boardOf(scenarioOf(state.scenario)))].find(([, h]) => sameHex(h, real.hex));
        return cell ? cell[0] : null;
      },
    ),

    seats(scenarioId) {
      const scenario = scenarioOf(scenarioId);
      // A side the bot may play needs nobody in its seat (ours: solitaire, checklist 116).
      return scenario.sides.map((s) => ({ id: s.id, label: s.label, role: 'side' as const, ...(scenario.bot === s.id ? { optional: true } : {}) }));
    },

    setup(input: SetupInput, dice: Dice): Result<DnState> {
      const scenario = scenarios.get(input.scenarioId);
      if (!scenario) return err(`No scenario ${input.scenarioId}. Scenarios: ${[...scenarios.keys()].join(', ')}.`);
      const options = DnOptionsSchema.safeParse(input.options ?? {});
      if (!options.success) {
        const issue = options.error.issues[0];
        return err(`Options: ${issue?.path.join('.') || 'options'}: ${issue?.message}.`);
      }
      if (options.data.turns !== undefined && options.data.turns > scenario.turns) {
        return err(`Options: turns: ${scenario.title} lasts ${scenario.turns} turns; a game may be made shorter, not longer.`);
      }
      const board = boardOf(scenario);
      // In a campaign: played in order, the fallen left out, who joins, wounds and levels carried (1.9).
      const carried = input.carried === undefined ? undefined : CarriedSchema.safeParse(input.carried);
      const plan = carried?.success ? campaignPlan(scenario, carried.data, campaigns, titleOf) : ok(plainPlan(scenario));
      if (!plan.ok) return plan;
      const units: Unit[] = [];
      const horses: Horse[] = [];
      for (const side of plan.value.sides) {
        for (const placed of side.setup) {
          const def = findCharacter(placed.character);
          if (!def) return err(`Scenario ${scenario.id}: no character ${placed.character}.`);
          const at = resolveLabel(board, placed.hex);
          if (!at.ok) return err(`Scenario ${scenario.id}: ${def.name}: ${at.error}`);
          const riding = mountedAtStart(board, def, placed, at.value);
          if (!riding.ok) return err(`Scenario ${scenario.id}: ${riding.error}`);
          const wounds = Math.min(plan.value.wounds[def.id] ?? 0, def.levels.length - 1);
          // A Guard, the Queen or a dragon is laid on the grid with a facing (2.33, 4.3).
          const big = facingAtStart(def, placed);
          if (!big.ok) return err(`Scenario ${scenario.id}: ${big.error}`);
          const pose = big.value === null ? riding.value : { mounted: false, facing: big.value };
          // The scenario's conditions (conditions.ts) over the fresh character and a campaign's wounds.
          units.push(withConditions(UnitSchema.parse({ id: def.id, character: def.id, name: def.name, side: side.id, hex: at.value, wounds, stunned: false, dead: false, ...pose }), placed));
        }
        const standing = horsesAtStart(board, side);
        if (!standing.ok) return err(`Scenario ${scenario.id}: ${standing.error}`);
        horses.push(...standing.value);
      }
      const crowded = crowdedAtStart(units, horses, board);
      if (crowded) return err(`Scenario ${scenario.id}: ${crowded} (2.37: one character a hex).`);
      const webs = websAtStart(scenario, board);
      if (!webs.ok) return err(`Scenario ${scenario.id}: ${webs.error}`);
      // Hidden information (1.8): sides setting up in secret, markers face down, the Jails cell.
      const hidden = setupSecrets(scenario, board, units, dice);
      // DN2: the boat is placed by die (5.15.1), the Pit's two Gharvs too (5.3).
      const boats = launchBoat(board, scenario, dice);
      if (!boats.ok) return err(`Scenario ${scenario.id}: ${boats.error}.`);
      const placed: DnState = {
        game: 'dragon-noir',
        scenario: scenario.id,
        volume: scenario.volume,
        options: options.data,
        sides: scenario.sides.map((s) => ({ id: s.id, label: s.label })),
        turn: 1,
        turns: options.data.turns ?? scenario.turns,
        active: 0,
        playerTurn: 0,
        phase: 'offensive-fire',
        units: hidden.units,
        horses,
        reactions: [],
        shots: [],
        fired: [],
        moves: [],
        combats: [],
        attacked: [],
        strikes: [],
        engaged: [],
        steps: [],
        advanceOffer: null,
        outcome: null,
        magic: energyAtStart(
          halveWounded(
            setupMagic({ ...scenario, magic: { levels: { ...scenario.magic?.levels, ...plan.value.levels }, supply: scenario.magic?.supply ?? {} } }, units),
            (id) => units.some((u) => u.id === id && u.wounds > 0),
          ),
          scenario,
        ),
        secret: hidden.secret,
        bots: scenario.bot && !input.seats.includes(scenario.bot) ? [scenario.bot] : [],
        // DN2's own fields (state.ts): a DN1 game never has them.
        ...(scenario.volume === 2 ? { gharvs: NO_GHARVS, boats: boats.value, deep: NO_JOURNEYS, webs: webs.value, plan: null } : {}),
      };
      if (scenario.plan) {
        // A battle of the DN2 campaign: the plan as the last game left it, or a new one (5.21).
        const kept = carried?.success ? PlanStateSchema.safeParse(carried.data.extra.plan) : undefined;
        const carriedCell = carried?.success ? z.number().int().min(1).max(8).safeParse(carried.data.extra.cell) : undefined;
        const planState = kept?.success ? kept.data : { ...newPlan(STRATEGIC_PLAN), cell: carriedCell?.success ? carriedCell.data : null };
        const krobsHere = units.flatMap((u) => {
          const kind = u.side === scenario.plan!.side ? krobKindOf(findCharacter(u.character)?.traits ?? []) : undefined;
          return kind ? [{ character: u.character, kind }] : [];
        });
        const joined = joinBattle({ ...planState, adventurers: [scenario.plan.area] }, scenario.plan.area, krobsHere);
        placed.plan = { side: scenario.plan.side, bot: placed.bots.includes(scenario.plan.side), area: scenario.plan.area, state: joined };
      }
      const misplaced = checkBigAtStart({ state: placed, board, scenario });
      if (misplaced) return err(`Scenario ${scenario.id}: ${misplaced}.`);
      const imprisoned = imprisonPitGharvs(board, scenario, placed, dice);
      if (!imprisoned.ok) return err(`Scenario ${scenario.id}: ${imprisoned.error}.`);
      const initial = imprisoned.value;
      // A secret set-up comes before turn 1, which begins when the last side is done (/deploy).
      // The bot's own set-up, or a first player-turn that is the bot's, waits for /autoplay, so its log is kept.
      if (deploying(initial)) return ok(initial);
      return ok(startPhase(machineOf(scenario), initial, 'offensive-fire', dice).state);
    },


    phase: phaseOf,

    view,

    orders,

    // While the bot must play, the players may only let it (/autoplay); orders on the Strategic Plan are given at any time (5.21).
    gate(state, seat, verb) {
      if (verb === 'plan') return undefined;
      const bot = botToAct(rules, state);
      if (verb === 'autoplay') return bot && state.bots.includes(seat) ? 'The bot plays this side.' : undefined;
      return bot ? `The bot plays the ${sideLabel(state, bot)} now: /autoplay lets it.` : undefined;
    },

    play(state, seat, order, dice, run) {
      if (order.verb === 'plan' || order.verb === 'autoplay') return run(state, seat, order);
      const done = playAround(rules, state, seat, order, dice, run);
      if (!done.ok || !state.bots.length) return done;
      const after = botsPlay(done.value.state, dice, []);
      return ok({ state: after.state, events: [...done.value.events, ...after.events], checkpoints: [...done.value.checkpoints, ...after.checkpoints] });
    },

    defaultOrders(state, seat) {
      if (botToAct(rules, state)) return state.bots.includes(seat) ? [] : [{ verb: 'autoplay' }];
      return defaultOrders(tableOf(state), seat);
    },

    outcome(state) {
      return state.outcome;
    },

    secrets(state, viewer) {
      // Standing reactions are their owner's secret until one fires and the log names it (2.23 by post).
      const reactions = standingSecrets(state.reactions, viewer, (r) => describeReaction(state, r));
      // The Krobs on the Strategic Plan: where each is, its orders, the prisoner's cell (5.21).
      const onMap = new Set(state.units.filter((u) => u.hex && !u.dead).map((u) => u.character.replace(/^baby-/, '')));
      const battle = planOf(state);
      const plan = battle && !canSee(viewer, [battle.side]) ? planSecrets(STRATEGIC_PLAN, battle.state, onMap) : [];
      // So are counterspell orders and where an invisible caster will reappear (3.3, 3.51).
      // And what the scenario hides: set-ups, markers, the Jails cell (1.8); and where a traveller in the deep dungeons comes up (5.3).
      return [...reactions, ...magicSecrets(state, viewer), ...secretFacts(state, viewer), ...plan, ...deepSecrets(tableOf(state), viewer)];
    },
  });

  const module: DragonNoir = {
    ...game,
    board: (id) => boardOf(scenarioOf(id)),
    scenario: scenarioOf,
    rereadRoll,
    exportScenario: (state, id) => exportScenario(state, scenarioOf(state.scenario), id),
  };

  function phaseOf(state: DnState): PhaseSpec {
    const secretSetUp = deploymentPhase(state);
    // A bot's secret set-up waits on a player's /autoplay, like its first turn.
    if (secretSetUp) return botToAct(rules, state) ? { ...secretSetUp, active: humans(state) } : secretSetUp;
    const machine = machineOf(scenarioOf(state.scenario));
    const { turn, label } = machine.describe(state);
    const owner = state.sides[state.active]!.id;
    if (state.outcome) return { key: state.phase, label, turn, owner, active: [], mode: 'sequential', ended: true };
    const decision = decisionOf(tableOf(state));
    // The bot's turn waits on a player's /autoplay only where nothing else woke it (the first turn).
    const botTurn = botToAct(rules, state);
    if (botTurn) return { key: state.phase, label, turn, owner, active: humans(state), mode: 'sequential' };
    if (decision) return { key: state.phase, label, turn, owner, active: [decision.seat], mode: 'sequential', decision };
    return { key: state.phase, label, turn, owner, active: [owner], mode: 'sequential' };
  }

  return module;
}

/**
 * Two counters set up on one hex, a horse's back hex included: the scenario's mistake, named.
 * A walkway or an underground entrance holds two (2.37).
 */
function crowdedAtStart(units: Unit[], horses: Horse[], board: DnBoard): string | undefined {
  const taken = new Map<string, string[]>();
  const counters = [
    // A body lies under whoever stands there.
    ...units.filter((u) => !u.dead).map((u) => ({ name: u.mounted ? `${u.name} on horseback` : u.name, hexes: hexesOf(u) })),
    ...horses.map((h) => ({ name: h.name, hexes: [h.hex, behind(h.hex, h.facing as Direction)] })),
  ];
  for (const counter of counters) {
    for (const h of counter.hexes) {
      const label = labelOf(h);
      const there = taken.get(label) ?? [];
      const cell = cellAt(board, h);
      const room = cell && twoPlacesOf(cell.data) ? 2 : 1;
      if (there.length >= room) return `${there.join(' and ')} and ${counter.name} ${room === 1 ? 'both ' : ''}stand in ${label}`;
      taken.set(label, [...there, counter.name]);
    }
  }
  return undefined;
}

