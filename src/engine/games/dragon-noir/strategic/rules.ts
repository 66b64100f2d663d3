import { err, ok, type Result } from '../../../core/result.ts';
import { turnCounter, spawningPoints } from './calendar.ts';
import { BUYABLE_KINDS, KIND_LABEL, KROB_COST, KROB_KINDS, barredFromSwamp, describeKrob, parseKind, strategicAllowance, type BuyableKind, type KrobKind } from './kinds.ts';
import { findKrob, freeCounter, krobName } from './names.ts';
import { areaDistances, areaOf, findArea, type StrategicPlan } from './plan.ts';
import type { PlanKrob, PlanState } from './state.ts';

/**
 * What the Krob player does on the Strategic Plan of the DN2 campaign (5.21), each order checked
 * against the rules and refused in one line, the state unchanged.
 */

/**
 * The set-up budget on the plan. **Ours:** scenario 6's forces are in the lost booklet, so the
 * Krobs set up as in scenario 2 (5.15.1): 30 points at the same costs, the Queen besides.
 */
export const SETUP_POINTS = 30;

export function newPlan(plan: StrategicPlan): PlanState {
  return {
    turn: 0,
    points: 0,
    krobs: [{ id: 'alkiram', kind: 'queen', baby: false, wounded: false, area: plan.queen }],
    orders: [],
    cell: null,
    adventurers: [...plan.entries.slice(0, 1)],
    deployed: false,
    budget: SETUP_POINTS,
  };
}

const kindsList = BUYABLE_KINDS.map((k) => `${KIND_LABEL[k]} ${KROB_COST[k]}`).join(', ');

function buyable(text: string): Result<BuyableKind> {
  const parsed = parseKind(text);
  if (!parsed || parsed.kind === 'queen' || parsed.baby) return err(`"${text}" is not a Krob that can be bought: ${kindsList} points.`);
  return ok(parsed.kind as BuyableKind);
}

/** The secret set-up (checklist 107): a Krob bought from the budget into an area the Adventurers do not hold. */
export function deployKrob(plan: StrategicPlan, state: PlanState, kindText: string, areaText: string): Result<{ state: PlanState; krob: PlanKrob }> {
  if (state.deployed) return err('The Krobs have finished setting up on the Strategic Plan; from now on they come by the spawning calendar (/plan spawn).');
  const kind = buyable(kindText);
  if (!kind.ok) return kind;
  const area = findArea(plan, areaText);
  if (!area) return err(`No area "${areaText}" on the Strategic Plan. Areas: ${plan.areas.map((a) => a.name).join(', ')}.`);
  if (state.adventurers.includes(area.id)) return err(`${area.name} holds the Adventurers: the Krobs set up elsewhere.`);
  const cost = KROB_COST[kind.value];
  if (cost > state.budget) return err(`A ${KIND_LABEL[kind.value]} costs ${cost} points and ${state.budget} of the ${SETUP_POINTS} are left (5.15.1: ${kindsList}).`);
  const id = freeCounter(kind.value, state.krobs);
  if (!id) return err(`Every ${KIND_LABEL[kind.value]} counter is already on the plan.`);
  const krob: PlanKrob = { id, kind: kind.value, baby: false, wounded: false, area: area.id };
  return ok({ state: { ...state, budget: state.budget - cost, krobs: [...state.krobs, krob] }, krob });
}

export function finishDeployment(state: PlanState): Result<PlanState> {
  if (state.deployed) return err('The Krobs have already finished setting up.');
  if (state.cell === null) return err('Set the dwarf prisoner\'s cell first: /plan cell:<1 to 8>.');
  return ok({ ...state, deployed: true });
}

/** 5.21: the Krob player writes down, in secret, the cell that holds the prisoner. */
export function setCell(state: PlanState, cell: number): Result<PlanState> {
  if (state.deployed) return err('The prisoner\'s cell was set with the Krobs\' set-up; it cannot change now.');
  if (!Number.isInteger(cell) || cell < 1 || cell > 8) return err(`The Jails have cells 1 to 8; ${cell} is not one of them.`);
  return ok({ ...state, cell });
}

/** Where a Krob may end a strategic move this turn: within its allowance, round the swamp if armoured (5.21.1, 5.23). */
export function reachableAreas(plan: StrategicPlan, krob: PlanKrob): Map<string, number> {
  const allowance = strategicAllowance(krob);
  const barred = barredFromSwamp(krob);
  const all = areaDistances(plan, krob.area, (a) => barred && a.swamp);
  return new Map([...all].filter(([id, d]) => d > 0 && d <= allowance && !(barred && areaOf(plan, id)!.swamp)));
}

/** A secret strategic order for the coming game turn (checklist 107); a new order for the same Krob replaces the old. */
export function orderMove(plan: StrategicPlan, state: PlanState, krobText: string, areaText: string): Result<{ state: PlanState; krob: PlanKrob; to: string }> {
  if (!state.deployed) return err('The Krobs are still setting up on the plan (/plan deploy …, then /plan done).');
  const krob = findKrob(state.krobs, krobText);
  if (!krob) return err(`No Krob "${krobText}" on the Strategic Plan. Yours: ${state.krobs.map(krobName).join(', ')}.`);
  const area = findArea(plan, areaText);
  if (!area) return err(`No area "${areaText}" on the Strategic Plan. Areas: ${plan.areas.map((a) => a.name).join(', ')}.`);
  const allowance = strategicAllowance(krob);
  if (allowance === 0) return err(`${krobName(krob)} cannot move on the plan: the Queen and the wounded stay where they are (5.21.1).`);
  if (area.id === krob.area) return err(`${krobName(krob)} is already in ${area.name}.`);
  if (area.swamp && barredFromSwamp(krob)) return err(`${krobName(krob)} may not move through the Haunted Swamp: it is closed to Guards and adult Warriors (5.21, 5.23).`);
  const reach = reachableAreas(plan, krob);
  if (!reach.has(area.id)) {
    const list = [...reach.keys()].map((id) => areaOf(plan, id)!.name).join(', ') || 'nowhere';
    return err(`${krobName(krob)} (${describeKrob(krob)}) moves ${allowance} area${allowance > 1 ? 's' : ''} a turn (5.21.1)${barredFromSwamp(krob) ? ', never through the Haunted Swamp' : ''}: ${area.name} is out of reach. It can reach: ${list}.`);
  }
  const orders = [...state.orders.filter((o) => o.krob !== krob.id), { krob: krob.id, to: area.id }];
  return ok({ state: { ...state, orders }, krob, to: area.id });
}

/** 5.21.3: reinforcement points buy Krobs, born as babies in the Queen's area (ours: spawning is birth, 1.51). */
export function spawn(plan: StrategicPlan, state: PlanState, kindText: string): Result<{ state: PlanState; krob: PlanKrob }> {
  if (!state.deployed) return err('The Krobs are still setting up on the plan; reinforcements come once the game turns begin.');
  const kind = buyable(kindText);
  if (!kind.ok) return kind;
  const cost = KROB_COST[kind.value];
  if (cost > state.points) return err(`A ${KIND_LABEL[kind.value]} costs ${cost} reinforcement points and the Krobs have ${state.points} (5.21.3: ${kindsList}).`);
  const id = freeCounter(kind.value, state.krobs);
  if (!id) return err(`Every ${KIND_LABEL[kind.value]} counter is already on the plan.`);
  const krob: PlanKrob = { id, kind: kind.value, baby: true, wounded: false, area: plan.queen, born: state.turn };
  return ok({ state: { ...state, points: state.points - cost, krobs: [...state.krobs, krob] }, krob });
}

/**
 * A new game turn on the plan: the counter moves on, the Krobs' orders are carried out, babies
 * born a full spawning cycle ago grow up (ours: 3 game turns, the calendar's rhythm), and the
 * calendar's points are added (5.21.2). The public lines say only what everyone may know.
 */
export function beginGameTurn(state: PlanState, turn: number): { state: PlanState; lines: string[]; moved: Array<{ krob: PlanKrob; from: string; to: string }> } {
  const moved: Array<{ krob: PlanKrob; from: string; to: string }> = [];
  const krobs = state.krobs.map((k) => {
    const order = state.orders.find((o) => o.krob === k.id);
    const grown = k.baby && k.born !== undefined && turn - k.born >= 3 ? { ...k, baby: false } : k;
    if (!order) return grown;
    moved.push({ krob: k, from: k.area, to: order.to });
    return { ...grown, area: order.to };
  });
  const gained = spawningPoints(turn);
  const { tens, units } = turnCounter(turn);
  const lines = [`Game turn ${turn} on the Strategic Plan (tens ${tens}, units ${units}).`];
  if (gained) lines.push(`Spawning calendar (5.21.2): the Krobs receive ${gained} reinforcement points.`);
  return { state: { ...state, turn, krobs, orders: [], points: state.points + gained }, lines, moved };
}

/** The Krob player's secrets on the plan, each a phrase a leak test can search for; a Krob on the battle's map (`shown`) is no secret. */
export function planSecrets(plan: StrategicPlan, state: PlanState, shown: ReadonlySet<string> = new Set()): string[] {
  const name = (id: string) => areaOf(plan, id)?.name ?? id;
  return [
    ...state.krobs.filter((k) => !shown.has(k.id)).map((k) => `${krobName(k)} in ${name(k.area)}`),
    ...state.orders.map((o) => `${krobName(state.krobs.find((k) => k.id === o.krob)!)} to ${name(o.to)}`),
    ...(state.cell !== null ? [`Khuzun is in cell ${state.cell}`] : []),
  ];
}

/**
 * What a battle does to the plan (checklist 117): a Krob counter killed on the map leaves the
 * plan, one wounded stays wounded (and so cannot move strategically, 5.21.1). A baby fights as
 * its own counter ("baby-hunter-3"), which is the plan's "hunter-3" while young.
 */
export function afterBattle(state: PlanState, fought: ReadonlyArray<{ character: string; dead: boolean; wounds: number }>): PlanState {
  const onMap = (k: PlanKrob) => fought.find((u) => u.character === (k.baby && k.kind !== 'queen' ? `baby-${k.id}` : k.id));
  const krobs = state.krobs.flatMap((k) => {
    const u = onMap(k);
    if (!u) return [k];
    if (u.dead) return [];
    return [{ ...k, wounded: k.wounded || u.wounds > 0 }];
  });
  return { ...state, krobs, orders: state.orders.filter((o) => krobs.some((k) => k.id === o.krob)) };
}

/**
 * The Krobs a battle's set-up puts on the map stand in its area of the plan (ours: the plan and
 * the map hold one counter once): those not yet on the plan join it there, those elsewhere on
 * it are there now, and their pending orders lapse.
 */
export function joinBattle(state: PlanState, area: string, onMap: ReadonlyArray<{ character: string; kind: KrobKind }>): PlanState {
  let krobs = [...state.krobs];
  for (const u of onMap) {
    const baby = u.character.startsWith('baby-');
    const id = baby ? u.character.slice('baby-'.length) : u.character;
    const found = krobs.find((k) => k.id === id);
    krobs = found ? krobs.map((k) => (k.id === id ? { ...k, area } : k)) : [...krobs, { id, kind: u.kind, baby, wounded: false, area }];
  }
  const present = new Set(onMap.map((u) => u.character.replace(/^baby-/, '')));
  return { ...state, krobs, orders: state.orders.filter((o) => !present.has(o.krob)) };
}

/** The Krob kind of a character, from its traits (krobs/data.ts), or undefined for anyone else. */
export function krobKindOf(traits: readonly string[]): KrobKind | undefined {
  return traits.includes('krob') ? KROB_KINDS.find((k) => traits.includes(k)) : undefined;
}
