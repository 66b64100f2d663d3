import { z } from 'zod';
import type { Dice } from '../../core/dice.ts';
import { canSee, seatViewer, type GameEvent, type SeatId, type Viewer } from '../../core/events.ts';
import type { Applied, DecisionSpec, GameModule, OrderFilter, OrderHint, PhaseSpec, SetupInput } from '../../core/module.ts';
import { endPhase, startPhase } from '../../core/phases.ts';
import { standingSecrets, windowDecision, windowDefault } from '../../core/standing.ts';
import { err, ok, type Result } from '../../core/result.ts';
import { cellAt, resolveLabel } from '../../hex/board.ts';
import { labelOf } from '../../hex/labels.ts';
import { DIRECTION_NAMES, sameHex, type Direction, type Hex } from '../../hex/hex.ts';
import {
  advanceOptions,
  applyAdvance,
  applyCasualty,
  applyRetreat,
  defaultCasualty,
  defaultRetreat,
  matchRetreat,
  retreatOptions,
  settle,
} from './combat/aftermath.ts';
import { busyClearing, clearBodies } from './movement/bodies.ts';
import { carryFor, carryRoute, checkCarry } from './movement/carry.ts';
import { findCharacter } from './characters/characters.ts';
import { computeOdds, resolveAttack, targetsOf, validateAttack } from './combat/melee.ts';
import { horseDecisions, horseOrder, targetsHorse, stepVerb } from './horses/orders.ts';
import { moveWithHorses, needsHorseMove } from './horses/moves.ts';
import { executeJump, jumpTargets, planJump } from './movement/jump.ts';
import { loseLedHorses } from './horses/mounted-combat.ts';
import { parseFacing, reachableOnHorse } from './horses/riding.ts';
import { loadBoard } from './maps.ts';
import { answerReaction, orderFire, orderReact, sightQuery } from './fire/orders.ts';
import { targetsInSight } from './fire/fire.ts';
import { describeReaction, reactionQuestion } from './fire/reactions.ts';
import { executeMove, planMove, reachableHexes } from './movement/on-foot.ts';
import { DN_VERBS, DnOrderSchema, type DnOrder } from './orders.ts';
import { phaseMachine } from './turn/phases.ts';
import { twoPlacesOf } from './places.ts';
import { ScenarioSchema, type Scenario } from './scenario.ts';
import { horsesAtStart, mountedAtStart } from './horses/setup.ts';
import { checkBigAtStart, facingAtStart, websAtStart } from './big-counters/setup.ts';
import { moveBig } from './big-counters/orders.ts';
import { attackWeb, webTarget } from './webs/combat.ts';
import { reachableBig } from './big-counters/moves.ts';
import { isBig } from './big-counters/footprints.ts';
import { DnOptionsSchema, DnStateSchema, UnitSchema, type AdvanceStep, type DnState, type Horse, type Step, type Unit } from './state.ts';
import type { DnBoard } from './terrain.ts';
import { behind, findUnit, hexesOf, isStanding, sideLabel, unitById } from './units.ts';
import { buildView, type DnView } from './view.ts';
import { dragonNoirPicture } from './picture.ts';
import { checkVictory, suddenVictory } from './turn/victory.ts';
import { setupMagic } from './magic/energy.ts';
import { answerCounter, counterPrompt, counterWindow, orderCast } from './magic/cast.ts';
import { orderCounter } from './magic/counterspell.ts';
import { magicHints } from './magic/hints.ts';
import { magicSecrets } from './magic/secrets.ts';
import { deployHints, deploymentPhase, orderDeploy, setupSecrets } from './secret/deploy.ts';
import { checkDeployments, deploying } from './secret/deployment.ts';
import { revealActors } from './secret/hidden.ts';
import { afterOrder } from './secret/hooks.ts';
import { jailsCells } from './secret/entrance-four.ts';
import { checkMarkers } from './secret/markers.ts';
import { CarriedSchema } from './campaign/carried.ts';
import { CampaignFileSchema, type CampaignFile } from './campaign/format.ts';
import { campaignRules } from './campaign/rules.ts';
import { campaignPlan, checkCampaign, halveWounded, plainPlan } from './campaign/setup.ts';
import { secretFacts } from './secret/secrets.ts';
import type { Table } from './world.ts';
import { board as boardBoat } from './boats/boarding.ts';
import { boatOf } from './boats/boat.ts';
import { land } from './boats/landing.ts';
import { launchBoat } from './boats/placement.ts';
import { row } from './boats/rowing.ts';
import { reconcileBoats } from './boats/shore.ts';
import { defaultNote, descend, emerge, noteChoices, notePrompt, writeNote } from './deep-dungeons/journey.ts';
import { deepSecrets, verifyJourney } from './deep-dungeons/verify.ts';
import { wanderingGharvRefusal } from './gharvs/targets.ts';
import { gharvsPlayOn, interphaseRefusal } from './gharvs/interphase.ts';
import { imprisonPitGharvs } from './gharvs/pit.ts';
import { botChoice, botMove, keyOf } from './bot.ts';
import { orderPlan } from './strategic/apply.ts';
import { STRATEGIC_PLAN } from './strategic/plan.ts';
import { joinBattle, krobKindOf, newPlan, planSecrets } from './strategic/rules.ts';
import { PlanStateSchema } from './strategic/state.ts';
import { NO_GHARVS } from './gharvs/state.ts';
import { deepOf, NO_JOURNEYS } from './deep-dungeons/state.ts';

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
    const wrong = checkVictory(scenario, boardOf(scenario)) ?? checkDeployments(scenario, boardOf(scenario)) ?? checkMarkers(scenario, boardOf(scenario));
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

  const module: DragonNoir = {
    id: 'dragon-noir',
    title: 'Dragon Noir',
    picture: dragonNoirPicture,
    summary: 'Tactical hex skirmish of the Cry Havoc family: Rebels, Orks and the peoples of Kazhdin.',
    scenarios: [...scenarios.values()].map((s) => ({ id: s.id, title: s.title, summary: s.summary, board: s.board.name, turns: s.turns })),
    stateSchema: DnStateSchema,
    orderSchema: DnOrderSchema,
    verbs: DN_VERBS,
    board: (id) => boardOf(scenarioOf(id)),
    scenario: scenarioOf,
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
          units.push(UnitSchema.parse({ id: def.id, character: def.id, name: def.name, side: side.id, hex: at.value, wounds, stunned: false, dead: false, ...pose }));
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
        magic: halveWounded(
          setupMagic({ ...scenario, magic: { levels: { ...scenario.magic?.levels, ...plan.value.levels }, supply: scenario.magic?.supply ?? {} } }, units),
          (id) => units.some((u) => u.id === id && u.wounds > 0),
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

    phase(state): PhaseSpec {
      const secretSetUp = deploymentPhase(state);
      // A bot's secret set-up waits on a player's /autoplay, like its first turn.
      if (secretSetUp) return botToAct(state) ? { ...secretSetUp, active: humans(state) } : secretSetUp;
      const machine = machineOf(scenarioOf(state.scenario));
      const { turn, label } = machine.describe(state);
      const owner = state.sides[state.active]!.id;
      if (state.outcome) return { key: state.phase, label, turn, owner, active: [], mode: 'sequential', ended: true };
      const decision = decisionOf(tableOf(state));
      // The bot's turn waits on a player's /autoplay only where nothing else woke it (the first turn).
      const botTurn = botToAct(state);
      if (botTurn) return { key: state.phase, label, turn, owner, active: humans(state), mode: 'sequential' };
      if (decision) return { key: state.phase, label, turn, owner, active: [decision.seat], mode: 'sequential', decision };
      return { key: state.phase, label, turn, owner, active: [owner], mode: 'sequential' };
    },

    legalOrders(state, seat, filter) {
      if (botToAct(state)) {
        if (state.bots.includes(seat) || (filter?.verb && filter.verb !== 'autoplay')) return [];
        return [{ verb: 'autoplay', options: {}, label: `Let the bot play the ${sideLabel(state, botToAct(state)!)}` }];
      }
      return legalOrders(tableOf(state), seat, filter);
    },

    apply(state, seat, order, dice): Result<Applied<DnState>> {
      // Orders on the Strategic Plan: secret, at any time, and they never move play on (5.21).
      if (order.verb === 'plan') {
        const planned = orderPlan(state, seat, order);
        return planned.ok ? ok({ ...planned.value, checkpoints: [] }) : planned;
      }
      if (order.verb === 'autoplay') {
        const bot = botToAct(state);
        if (bot && state.bots.includes(seat)) return err('The bot plays this side.');
        if (!bot && module.phase(state).active[0] !== seat) return err(`It is not your turn: ${module.phase(state).label}.`);
        // A player may hand his own side to the bot for the rest of his player-turn.
        const extra = bot ? [] : [seat];
        return ok(playBots(state, dice, extra));
      }
      if (botToAct(state)) return err(`The bot plays the ${sideLabel(state, botToAct(state)!)} now: /autoplay lets it.`);
      const done = applyOne(state, seat, order, dice);
      if (!done.ok || !state.bots.length) return done;
      const after = playBots(done.value.state, dice, []);
      return ok({ state: after.state, events: [...done.value.events, ...after.events], checkpoints: [...done.value.checkpoints, ...after.checkpoints] });
    },

    defaultOrders(state, seat) {
      if (botToAct(state)) return state.bots.includes(seat) ? [] : [{ verb: 'autoplay' }];
      return defaultFor(state, seat);
    },

    view(state, viewer: Viewer) {
      const table = tableOf(state);
      return buildView(state, table.board, table.scenario.title, module.phase(state), viewer);
    },

    query(state, seat, order) {
      const table = tableOf(state);
      if (order.verb === 'verify') {
        const answer = verifyJourney(table, order.unit);
        if (!answer.ok) return answer;
        return ok({ text: answer.value, view: buildView(state, table.board, table.scenario.title, module.phase(state), seatViewer(seat)) });
      }
      if (order.verb !== 'sight') return err(`/${order.verb} is an order, not a question.`);
      const answer = sightQuery(table, order.from, order.to);
      if (!answer.ok) return answer;
      const { from, to, sight } = answer.value;
      const view = buildView(state, table.board, table.scenario.title, module.phase(state), seatViewer(seat));
      const line = { from, to, path: sight.path, clear: sight.clear, ...(!sight.clear && sight.at ? { blockedAt: sight.at } : {}) };
      return ok({ text: answer.value.text, view: { ...view, sight: line } });
    },

    outcome(state) {
      return state.outcome;
    },

    secrets(state, viewer) {
      // Standing reactions are their owner's secret until one fires and the log names it (2.23 by post).
      const reactions = standingSecrets(state.reactions, viewer, (r) => describeReaction(state, r));
      // The Krobs on the Strategic Plan: where each is, its orders, the prisoner's cell (5.21).
      const onMap = new Set(state.units.filter((u) => u.hex && !u.dead).map((u) => u.character.replace(/^baby-/, '')));
      const plan = state.plan && !canSee(viewer, [state.plan.side]) ? planSecrets(STRATEGIC_PLAN, state.plan.state, onMap) : [];
      // So are counterspell orders and where an invisible caster will reappear (3.3, 3.51).
      // And what the scenario hides: set-ups, markers, the Jails cell (1.8); and where a traveller in the deep dungeons comes up (5.3).
      return [...reactions, ...magicSecrets(state, viewer), ...secretFacts(state, viewer), ...plan, ...deepSecrets(tableOf(state), viewer)];
    },
  };

  /** The side the bot must play now: its phase, a question put to it, or its secret set-up. */
  function botToAct(state: DnState): string | undefined {
    if (!state.bots.length || state.outcome) return undefined;
    if (deploying(state)) return state.secret.deployment.find((d) => !d.done && state.bots.includes(d.side))?.side;
    const table = tableOf(state);
    const decision = decisionOf(table);
    const seat = decision ? decision.seat : state.sides[state.active]!.id;
    return state.bots.includes(seat) ? seat : undefined;
  }

  function humans(state: DnState): string[] {
    return state.sides.map((s) => s.id).filter((id) => !state.bots.includes(id));
  }

  /**
   * The bot plays its sides (and `extra`, for the rest of its player-turn) until a player must
   * act or the game ends: each order chosen among the legal ones (bot.ts) and applied as a
   * player's would be.
   */
  function playBots(state: DnState, dice: Dice, extra: string[]): Applied<DnState> {
    let s = state;
    const events: GameEvent[] = [];
    const checkpoints: Applied<DnState>['checkpoints'] = [];
    const handedOver = extra.length ? s.playerTurn : -1;
    let tried = new Set<string>();
    let moved = new Set<string>();
    let stage = '';
    for (let guard = 0; guard < 2000; guard++) {
      const sides = s.playerTurn === handedOver ? [...s.bots, ...extra] : s.bots;
      const seat = botToAct({ ...s, bots: sides });
      if (!seat) break;
      const now = `${s.playerTurn}/${s.phase}`;
      if (now !== stage) {
        stage = now;
        tried = new Set();
        moved = new Set();
      }
      const table = tableOf(s);
      let hint: OrderHint | undefined;
      if (deploying(s)) hint = { verb: 'deploy', options: { done: 'yes' }, label: 'done' };
      else if (s.phase === 'movement' && !s.steps.length && !s.advanceOffer && s.sides[s.active]!.id === seat) {
        hint = botMove(s, table.board, seat, (unit) => legalOrders(table, seat, { verb: 'move', options: { unit } }).filter((h) => h.options.to), moved);
      }
      hint ??= botChoice(s, table.board, seat, legalOrders(table, seat), tried);
      if (!hint) break;
      tried.add(keyOf(hint));
      const order = DnOrderSchema.safeParse({ verb: hint.verb, ...hint.options });
      if (!order.success) continue;
      const done = applyOne(s, seat, order.data, dice);
      if (!done.ok) continue;
      s = done.value.state;
      events.push(...done.value.events);
      checkpoints.push(...done.value.checkpoints);
    }
    return { state: s, events, checkpoints };
  }

  /** One order of a player (or of the bot, for its side), by the rules. */
  function applyOne(state: DnState, seat: SeatId, order: DnOrder, dice: Dice): Result<Applied<DnState>> {
    {
      const table = tableOf(state);
      const machine = machineOf(table.scenario);
      if (order.verb === 'deploy') return orderDeploy(table, seat, order, dice, (s) => startPhase(machine, s, 'offensive-fire', dice));
      if (deploying(state) && order.verb !== 'react' && order.verb !== 'counter') {
        return err(`${deploymentPhase(state)!.label}: the first turn begins when every side has finished its set-up (/deploy done).`);
      }
      // A hidden character named to act shows himself first (1.8).
      const acted = revealActors(table, seat, order);
      const outcome = applyOrder({ ...table, state: acted.state }, seat, order, dice);
      if (!outcome.ok) return outcome;
      // Whoever walked into a hiding place or came within sight of it finds who waits there; markers reached are turned.
      const found = afterOrder({ ...table, state: outcome.value.state });
      let next = reconcileBoats(found.state);
      const events = [...acted.events, ...outcome.value.events, ...found.events];
      let checkpoints: Applied<DnState>['checkpoints'] = [];
      // The Gharvs are played by the rules: their steps settle, and an interphase goes on once a player has answered.
      const gharvs = gharvsPlayOn(machine, { ...table, state: next }, dice);
      if (gharvs) {
        next = reconcileBoats(gharvs.state);
        events.push(...gharvs.events);
        checkpoints = gharvs.checkpoints;
      }
      const sudden = next.outcome ? null : suddenVictory(next, table.scenario.victory, table.board);
      if (sudden) {
        next = { ...next, outcome: sudden, steps: [], advanceOffer: null };
        const winners = sudden.winners.map((w) => sideLabel(next, w)).join(', ') || 'nobody';
        // The victory in the game's own words; the core ends the game (its last phase and checkpoint, core/orders.ts ended()).
        events.push({ type: 'game-over', text: `${sudden.reason} Victory: ${winners}.`, visibleTo: 'all' });
      } else if (order.verb === 'done') {
        const advanced = endPhase(machine, next, dice);
        next = advanced.state;
        events.push(...advanced.events);
        checkpoints = advanced.checkpoints;
      }
      return ok({ state: next, events, checkpoints });
    }
  }

  function defaultFor(state: DnState, seat: SeatId): DnOrder[] {
    // At the set-up's deadline a side keeps what it placed, and the scenario's placement for the rest.
    if (deploying(state)) return state.secret.deployment.some((d) => d.side === seat && !d.done) ? [{ verb: 'deploy', done: true }] : [];
    const table = tableOf(state);
    const decision = decisionOf(table);
    if (decision) return decision.seat === seat ? [defaultAnswer(table)] : [];
    if (state.outcome || state.sides[state.active]!.id !== seat) return [];
    return [{ verb: 'done' }];
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
    ...units.map((u) => ({ name: u.mounted ? `${u.name} on horseback` : u.name, hexes: hexesOf(u) })),
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

function decisionOf(table: Table): DecisionSpec | undefined {
  // The counterspell window is asked of the counterer's side alone (3.3 by post).
  const pending = table.state.magic.pending;
  if (pending) return windowDecision(counterWindow(table.state, pending));
  // The note of one who went down into the deep dungeons is his player's secret (5.3).
  const below = deepOf(table.state).pending;
  if (below) return { seat: below.side, prompt: notePrompt(table)!, secret: true, verb: 'note', refusal: `First write the note: ${notePrompt(table)}.` };
  const step = table.state.steps[0];
  if (!step) return undefined;
  // A reaction window is asked of the shooter's side alone: the mover's side only sees the wait.
  if (step.kind === 'reaction') return windowDecision(step.window ?? reactionQuestion(table.state, step));
  return { seat: step.seat, prompt: promptFor(table, step), secret: false, verb: stepVerb(step), refusal: `First settle the combat: ${promptFor(table, step)}.` };
}

function promptFor(table: Table, step: Step): string {
  const { state } = table;
  switch (step.kind) {
    case 'casualty': {
      const names = step.candidates.map((id) => unitById(state, id).name);
      return `choose who is ${step.effect}: /casualty unit: one of ${names.join(', ')}`;
    }
    case 'retreat': {
      const unit = unitById(state, step.unit);
      const ends = [...new Set(retreatOptions(table, unit, step.hexes).map((o) => labelOf(o.path[o.path.length - 1]!)))];
      return `${unit.name} must retreat ${step.hexes} hex${step.hexes > 1 ? 'es' : ''}: /retreat unit:${unit.name} to: one of ${ends.join(', ')}`;
    }
    case 'advance': {
      const options = advanceOptions(table, step);
      const who = [...new Set(options.map((o) => unitById(state, o.unit).name))];
      return `${who.join(' or ')} may advance after combat: /advance unit:<name> to:<hex>, or /advance unit:none`;
    }
    case 'reaction':
      return (step.window ?? reactionQuestion(state, step)).prompt;
    case 'dismount':
      return horseDecisions.prompt(table, step);
  }
}

function defaultAnswer(table: Table): DnOrder {
  const { state } = table;
  // A standing counterspell that asks is cast if its owner does not answer in time, as a reaction fires: the window's own default.
  if (state.magic.pending) return windowDefault<DnOrder>(counterWindow(state, state.magic.pending));
  if (deepOf(state).pending) return { verb: 'note', exit: defaultNote(table)!.exit };
  const step = state.steps[0]!;
  switch (step.kind) {
    case 'casualty':
      return { verb: 'casualty', unit: unitById(state, defaultCasualty(state, step)).name };
    case 'retreat': {
      const unit = unitById(state, step.unit);
      const choice = defaultRetreat(table, unit, retreatOptions(table, unit, step.hexes))!;
      const end = choice.path[choice.path.length - 1]!;
      return {
        verb: 'retreat',
        unit: unit.name,
        to: labelOf(end),
        ...(choice.path.length > 1 ? { via: labelOf(choice.path[0]!) } : {}),
        ...(choice.push ? { push: labelOf(choice.push.to) } : {}),
        ...(choice.facings ? { facing: DIRECTION_NAMES[choice.facings[choice.facings.length - 1]!] } : {}),
      };
    }
    case 'advance':
      return { verb: 'advance', unit: 'none' };
    case 'reaction':
      // A standing reaction that asks fires if its owner does not answer in time: the window's own default.
      return windowDefault<DnOrder>(step.window ?? reactionQuestion(state, step));
    case 'dismount':
      return horseDecisions.answer(table, step);
  }
}

function resolveHex(table: Table, text: string): Result<Hex> {
  return resolveLabel(table.board, text);
}

interface Outcome {
  state: DnState;
  events: GameEvent[];
}

function applyOrder(table: Table, seat: SeatId, order: DnOrder, dice: Dice): Result<Outcome> {
  const { state } = table;
  const standing = order.verb === 'react' || order.verb === 'counter';
  const pending = state.magic.pending;
  if (pending && !standing) {
    if (pending.asked !== seat) return err(`Waiting for the ${sideLabel(state, pending.asked)} to say whether they counter the spell.`);
    if (order.verb !== 'counterspell') return err(`First answer: ${counterPrompt(state)}.`);
  }
  const below = deepOf(state).pending;
  if (below && !standing) {
    if (below.side !== seat) return err(`Waiting for the ${sideLabel(state, below.side)} to write their traveller's note.`);
    if (order.verb !== 'note') return err(`First write the note: ${notePrompt(table)}.`);
  }
  const head = state.steps[0];
  if (head) {
    const answer = stepVerb(head);
    if (!standing) {
      if (head.seat !== seat) return err(head.kind === 'reaction' ? `Waiting for ${sideLabel(state, head.seat)} to say whether they shoot.` : `Waiting for ${sideLabel(state, head.seat)}: ${promptFor(table, head)}.`);
      if (order.verb !== answer) return err(head.kind === 'reaction' ? `First answer: ${promptFor(table, head)}.` : `First settle the combat: ${promptFor(table, head)}.`);
    }
  }
  // An advance on offer lapses as soon as the moving side does anything else (2.44: "immediately").
  let lapsed: GameEvent[] = [];
  let current = table;
  if (order.verb === 'react') return orderReact(table, seat, order);
  if (order.verb === 'counter') return orderCounter(table, seat, order);
  const gharvTime = interphaseRefusal(state, order.verb);
  if (gharvTime) return err(gharvTime);
  // Only the moving side's own orders lapse its advance (a DN2 spell cast by the other side does not).
  if (state.advanceOffer && order.verb !== 'advance' && seat === state.sides[state.active]!.id) {
    current = { ...table, state: { ...state, advanceOffer: null } };
    lapsed = [{ type: 'advance', text: 'The advance after combat lapses.', visibleTo: 'all' }];
  }
  const result = dispatch(current, seat, order, dice);
  if (!result.ok) return result;
  return ok({ state: result.value.state, events: [...lapsed, ...result.value.events] });
}

function dispatch(table: Table, seat: SeatId, order: DnOrder, dice: Dice): Result<Outcome> {
  const { state } = table;
  switch (order.verb) {
    case 'done':
      return ok({ state, events: [] });
    case 'deploy':
      return err('/deploy is for the secret set-up, which is over.');
    case 'plan':
    case 'autoplay':
      return err(`/${order.verb} is handled before the rules' orders.`);
    case 'fire': {
      const refused = wanderingGharvRefusal(table, [order.target]);
      if (refused) return err(refused);
      return orderFire(table, seat, order, dice);
    }
    case 'shoot':
      return answerReaction(table, seat, order.answer, dice);
    case 'react':
      return orderReact(table, seat, order);
    case 'sight':
    case 'verify':
      return err(`/${order.verb} is a question: it changes nothing.`);
    case 'board': {
      const at = order.at ? resolveHex(table, order.at) : undefined;
      if (at && !at.ok) return at;
      return boardBoat(table, seat, order.unit, at?.value);
    }
    case 'row': {
      if (seat !== state.sides[0]!.id || state.volume !== 2) return err('Only the Adventurers can use a boat (2.34).');
      const to = resolveHex(table, order.to);
      if (!to.ok) return to;
      return row(table, seat, order.unit, to.value, order.facing === undefined ? undefined : parseFacing(order.facing));
    }
    case 'land': {
      const to = resolveHex(table, order.to);
      if (!to.ok) return to;
      return land(table, seat, order.unit, to.value);
    }
    case 'descend':
      return descend(table, seat, { unit: order.unit, exit: order.exit, turn: order.turn });
    case 'note':
      return writeNote(table, seat, order.exit, order.turn);
    case 'emerge':
      return emerge(table, seat, order.unit);
    case 'cast': {
      const { verb: _, ...cast } = order;
      return orderCast(table, seat, cast, dice);
    }
    case 'counter':
      return orderCounter(table, seat, order);
    case 'counterspell':
      return answerCounter(table, seat, order.answer, dice);
    case 'move': {
      if (state.phase !== 'movement') return err(`Moves are made in the movement phase; it is the ${phaseName(state)} phase.`);
      const unit = findUnit(state, order.unit, state.units.filter((u) => u.side === seat));
      if (!unit.ok) return err(ownUnitError(state, seat, order.unit));
      if (boatOf(state, unit.value)) return err(`${unit.value.name} is aboard ${boatOf(state, unit.value)!.name.toLowerCase()}: /row it, or /land him on a jetty or a beach (2.34).`);
      const to = resolveHex(table, order.to);
      if (!to.ok) return to;
      const via: Hex[] = [];
      for (const text of order.via ?? []) {
        const h = resolveHex(table, text);
        if (!h.ok) return h;
        via.push(h.value);
      }
      const busy = busyClearing(state, unit.value);
      if (busy) return err(busy);
      // A Guard, the Queen or a dragon moves its whole counter (2.33, 4.3).
      if (isBig(unit.value)) return moveBig(table, unit.value, to.value, via, order, dice);
      if (needsHorseMove(state, unit.value, order)) {
        if (order.carry) return err(`${unit.value.name} cannot carry a stunned friend on horseback or while leading horses (2.32.2).`);
        return moveWithHorses(table, unit.value, to.value, via, order, dice);
      }
      if (!order.carry) {
        if (order.drop) return err('drop: says where to lay a carried friend; name him with carry: too.');
        const plan = planMove(table, unit.value, to.value, via);
        if (!plan.ok) return plan;
        const moved = executeMove(table, unit.value.id, plan.value.path, dice);
        return ok({ state: moved.state, events: moved.events });
      }
      const drop = order.drop ? resolveHex(table, order.drop) : undefined;
      if (drop && !drop.ok) return drop;
      const carry = carryFor(state, unit.value, order.carry, drop?.value);
      if (!carry.ok) return carry;
      const route = carryRoute(carry.value, via);
      const plan = planMove(table, unit.value, to.value, route.via, route.halveAfter);
      if (!plan.ok) return plan;
      const checked = checkCarry(table, unit.value, carry.value, plan.value.places);
      if (!checked.ok) return checked;
      const moved = executeMove(table, unit.value.id, plan.value.path, dice, undefined, carry.value);
      return ok({ state: moved.state, events: moved.events });
    }
    case 'jump': {
      if (state.phase !== 'movement') return err(`Jumps are made in the movement phase; it is the ${phaseName(state)} phase.`);
      const unit = findUnit(state, order.unit, state.units.filter((u) => u.side === seat));
      if (!unit.ok) return err(ownUnitError(state, seat, order.unit));
      const to = resolveHex(table, order.to);
      if (!to.ok) return to;
      const plan = planJump(table, unit.value, to.value);
      if (!plan.ok) return plan;
      return ok(executeJump(table, unit.value.id, plan.value, dice));
    }
    case 'clear': {
      const from = resolveHex(table, order.from);
      if (!from.ok) return from;
      const to = resolveHex(table, order.to);
      if (!to.ok) return to;
      return clearBodies(table, seat, { with: order.with, from: from.value, to: to.value, ...(order.bodies ? { bodies: order.bodies } : {}) });
    }
    case 'mount':
    case 'dismount':
    case 'place':
      return horseOrder(table, seat, order, dice);
    case 'attack': {
      if (state.phase !== 'combat') return err(`Attacks are made in the combat phase; it is the ${phaseName(state)} phase.`);
      if (targetsHorse(order)) return horseOrder(table, seat, order, dice);
      const refused = wanderingGharvRefusal(table, order.target);
      if (refused) return err(refused);
      const web = webTarget(order.target);
      const attackers: Unit[] = [];
      for (const name of order.with) {
        const u = findUnit(state, name, state.units.filter((x) => x.side === seat));
        if (!u.ok) return err(ownUnitError(state, seat, name));
        const busy = busyClearing(state, u.value);
        if (busy) return err(busy);
        attackers.push(u.value);
      }
      // 2.46: "target:web D4" tears down a web no Krob stands on.
      if (web) {
        if (order.part !== undefined) return err('part: is for the Black Dragon or a Guard, not for a web.');
        return attackWeb(table, seat, attackers, web, dice);
      }
      const defenders: Unit[] = [];
      for (const name of order.target) {
        const u = findUnit(state, name, state.units.filter((x) => x.side !== seat));
        if (!u.ok) return err(`${name} is not an enemy on the board. Enemies: ${state.units.filter((x) => x.side !== seat && !x.dead).map((x) => x.name).join(', ')}.`);
        defenders.push(u.value);
      }
      if (new Set(attackers.map((u) => u.id)).size !== attackers.length || new Set(defenders.map((u) => u.id)).size !== defenders.length) {
        return err('Name each character once.');
      }
      const valid = validateAttack(table, seat, attackers, defenders);
      if (!valid.ok) return valid;
      const odds = computeOdds(table, attackers, defenders, order.part);
      if (!odds.ok) return odds;
      const resolved = resolveAttack(table, attackers, defenders, odds.value, dice);
      const loose = loseLedHorses(resolved.state, [...attackers, ...defenders]);
      const settled = settle({ ...table, state: loose.state }, dice);
      return ok({ state: settled.state, events: [...resolved.events, ...loose.events, ...settled.events] });
    }
    case 'casualty': {
      const step = state.steps[0];
      if (step?.kind !== 'casualty') return err('No blow is waiting for a casualty.');
      const candidates = step.candidates.map((id) => unitById(state, id)).filter((u) => !u.dead);
      const chosen = findUnit(state, order.unit, candidates);
      if (!chosen.ok) return err(`${order.unit} cannot take this blow. Choose one of ${candidates.map((u) => u.name).join(', ')}.`);
      const done = applyCasualty(table, step, chosen.value.id, dice);
      return ok(done);
    }
    case 'retreat': {
      const step = state.steps[0];
      if (step?.kind !== 'retreat') return err('Nobody has to retreat now.');
      const unit = unitById(state, step.unit);
      const named = findUnit(state, order.unit, [unit]);
      if (!named.ok) return err(`It is ${unit.name} who must retreat.`);
      const to = resolveHex(table, order.to);
      if (!to.ok) return to;
      const via = order.via ? resolveHex(table, order.via) : undefined;
      if (via && !via.ok) return via;
      const push = order.push ? resolveHex(table, order.push) : undefined;
      if (push && !push.ok) return push;
      const facing = order.facing === undefined ? undefined : parseFacing(order.facing);
      const chosen = matchRetreat(retreatOptions(table, unit, step.hexes), to.value, via?.value, push?.value, facing);
      if (!chosen.ok) return chosen;
      return ok(applyRetreat(table, step, chosen.value, dice));
    }
    case 'advance': {
      const head = state.steps[0];
      const step: AdvanceStep | null = head?.kind === 'advance' ? head : state.advanceOffer;
      if (!step || step.seat !== seat) return err('There is no advance after combat to make now.');
      const fromOffer = head?.kind !== 'advance';
      if (order.unit.trim().toLowerCase() === 'none') return ok(applyAdvance(table, step, undefined, dice, fromOffer));
      const options = advanceOptions(table, step);
      const candidates = [...new Set(options.map((o) => o.unit))].map((id) => unitById(state, id));
      const unit = findUnit(state, order.unit, candidates);
      if (!unit.ok) return err(`${order.unit} cannot advance. Who may: ${candidates.map((u) => u.name).join(', ')}, or unit:none.`);
      const mine = options.filter((o) => o.unit === unit.value.id);
      let wanted = mine;
      if (order.to) {
        const to = resolveHex(table, order.to);
        if (!to.ok) return to;
        wanted = wanted.filter((o) => labelOf(o.path[o.path.length - 1]!) === labelOf(to.value));
      } else {
        wanted = wanted.filter((o) => o.path.length === 1);
      }
      if (order.via) {
        const via = resolveHex(table, order.via);
        if (!via.ok) return via;
        wanted = wanted.filter((o) => labelOf(o.path[0]!) === labelOf(via.value));
      }
      const pick = wanted[0];
      if (!pick) {
        const ends = [...new Set(mine.map((o) => labelOf(o.path[o.path.length - 1]!)))];
        return err(`${unit.value.name} cannot advance there. He may advance to ${ends.join(', ')} (the first hex must be one the enemy left).`);
      }
      return ok(applyAdvance(table, step, pick, dice, fromOffer));
    }
  }
}

function phaseName(state: DnState): string {
  return state.phase.replace('-', ' ');
}

function ownUnitError(state: DnState, seat: SeatId, name: string): string {
  const mine = state.units.filter((u) => u.side === seat && !u.dead);
  const theirs = state.units.find((u) => u.side !== seat && u.name.toLowerCase() === name.trim().toLowerCase());
  if (theirs) return `${theirs.name} is not yours: he fights for the ${sideLabel(state, theirs.side)}.`;
  return `You have no character called ${name.trim()}. Yours: ${mine.map((u) => u.name).join(', ')}.`;
}

function legalOrders(table: Table, seat: SeatId, filter: OrderFilter = {}): OrderHint[] {
  const { state } = table;
  if (state.outcome) return [];
  const hints: OrderHint[] = [];
  const want = (verb: string) => !filter.verb || filter.verb === verb;
  if (deploying(state)) return deployHints(table, seat, filter);
  const below = deepOf(state).pending;
  if (below) {
    if (below.side !== seat || !want('note')) return [];
    return noteChoices(table).map((c) => ({ verb: 'note', options: { exit: String(c.exit), turn: String(c.turn) }, label: `exit ${c.exit}, turn ${c.turn}` }));
  }
  const magic = magicHints(table, seat, filter);
  if (magic.only) return magic.hints;
  hints.push(...magic.hints);
  const head = state.steps[0];
  if (head) {
    if (head.seat !== seat) return [];
    if (head.kind === 'casualty' && want('casualty')) {
      for (const id of head.candidates) {
        const u = unitById(state, id);
        if (!u.dead) hints.push({ verb: 'casualty', options: { unit: u.name }, label: `${u.name} takes the blow` });
      }
    }
    if (head.kind === 'retreat' && want('retreat')) hints.push(...retreatHints(table, unitById(state, head.unit), head.hexes));
    if (head.kind === 'advance' && want('advance')) hints.push(...advanceHints(table, head));
    if (head.kind === 'reaction' && want('shoot')) {
      const shooter = unitById(state, head.shooter).name;
      const mover = unitById(state, head.mover).name;
      hints.push({ verb: 'shoot', options: { answer: 'yes' }, label: `${shooter} fires at ${mover}` }, { verb: 'shoot', options: { answer: 'no' }, label: 'Hold fire' });
    }
    if (head.kind === 'dismount' && want('place')) hints.push(...horseDecisions.hints(table, head));
    return hints;
  }
  if (state.sides[state.active]!.id !== seat) return [];
  if (state.advanceOffer && want('advance')) hints.push(...advanceHints(table, state.advanceOffer));
  const mine = state.units.filter((u) => u.side === seat && isStanding(u));
  const unitFilter = filter.options?.unit ?? filter.options?.with;
  const picked = unitFilter ? findUnit(state, unitFilter.split(',')[0]!, mine) : undefined;
  hints.push(...horseDecisions.orders(table, picked?.ok ? [picked.value] : mine, want));
  if (state.phase === 'movement' && want('move')) {
    for (const u of picked?.ok ? [picked.value] : mine) {
      const reach = u.mounted ? reachableOnHorse(table, u) : isBig(u) ? reachableBig(table, u) : reachableHexes(table, u);
      if (!reach.length) continue;
      if (picked?.ok || filter.options?.unit) {
        for (const r of reach) hints.push({ verb: 'move', options: { unit: u.name, to: labelOf(r.hex) }, label: `${u.name} to ${labelOf(r.hex)} (${r.mp} MP)` });
      } else {
        hints.push({ verb: 'move', options: { unit: u.name }, label: `${u.name} (${reach.length} hexes in reach)` });
      }
    }
  }
  if (state.phase === 'movement' && want('jump')) {
    for (const u of picked?.ok ? [picked.value] : mine) {
      for (const h of jumpTargets(table, u)) hints.push({ verb: 'jump', options: { unit: u.name, to: labelOf(h) }, label: `${u.name} jumps down to ${labelOf(h)}` });
    }
  }
  if (state.phase === 'combat' && want('attack')) {
    for (const u of picked?.ok ? [picked.value] : mine) {
      for (const t of targetsOf(table, u)) {
        const odds = computeOdds(table, [u], [t]);
        if (odds.ok) hints.push({ verb: 'attack', options: { with: u.name, target: t.name }, label: `${u.name} attacks ${t.name} at ${odds.value.column}-1` });
      }
    }
  }
  if (state.phase === 'offensive-fire' && want('fire')) {
    for (const u of picked?.ok ? [picked.value] : mine) {
      for (const t of targetsInSight(table, u, 'offensive')) hints.push({ verb: 'fire', options: { with: u.name, target: t.name }, label: `${u.name} shoots at ${t.name}` });
    }
  }
  if (want('done')) hints.push({ verb: 'done', options: {}, label: 'End the phase' });
  return hints;
}

/**
 * One hint per different retreat: a DM menu lists them, so two entries never read alike or give
 * the same order. Routes to the same end are told apart by a hex one passes and the other does
 * not (`via:`); a friend displaced at the end is named with where he goes.
 */
function retreatHints(table: Table, unit: Unit, hexes: number): OrderHint[] {
  const options = retreatOptions(table, unit, hexes);
  const end = (o: (typeof options)[number]) => labelOf(o.path[o.path.length - 1]!);
  // A rider's retreat also says which way his horse ends facing.
  const facingOf = (o: (typeof options)[number]) => (o.facings ? DIRECTION_NAMES[o.facings[o.facings.length - 1]!] : undefined);
  const keyOf = (o: (typeof options)[number]) => `${end(o)}|${o.push ? labelOf(o.push.to) : ''}|${facingOf(o) ?? ''}`;
  const hints: OrderHint[] = [];
  const given = new Set<string>();
  for (const o of options) {
    const to = end(o);
    const facing = facingOf(o);
    const alike = options.filter((x) => x !== o && keyOf(x) === keyOf(o));
    const via = alike.length ? o.path.slice(0, -1).find((h) => alike.every((x) => !x.path.some((y) => sameHex(y, h)))) : undefined;
    const order = { unit: unit.name, to, ...(via ? { via: labelOf(via) } : {}), ...(o.push ? { push: labelOf(o.push.to) } : {}), ...(facing ? { facing } : {}) };
    const key = JSON.stringify(order);
    if (given.has(key)) continue;
    given.add(key);
    const pushed = o.push ? `, shifting ${unitById(table.state, o.push.unit).name} to ${labelOf(o.push.to)}` : '';
    hints.push({ verb: 'retreat', options: order, label: `${unit.name} retreats to ${to}${via ? ` via ${labelOf(via)}` : ''}${facing ? ` facing ${facing}` : ''}${pushed}` });
  }
  return hints;
}

function advanceHints(table: Table, step: AdvanceStep): OrderHint[] {
  const hints: OrderHint[] = advanceOptions(table, step).map((o) => {
    const name = unitById(table.state, o.unit).name;
    const to = labelOf(o.path[o.path.length - 1]!);
    return { verb: 'advance', options: { unit: name, to, ...(o.path.length > 1 ? { via: labelOf(o.path[0]!) } : {}) }, label: `${name} advances to ${to}` };
  });
  hints.push({ verb: 'advance', options: { unit: 'none' }, label: 'Do not advance' });
  return hints;
}
