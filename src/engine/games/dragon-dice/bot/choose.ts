import type { Dice } from '../../../core/dice.ts';
import { actionDefault, waitingOn } from '../actions/answers.ts';
import { meleeTargets, missileTargets, targetFault } from '../actions/targets.ts';
import type { ArmyRef } from '../army.ts';
import type { DiceBook } from '../dice/read.ts';
import { dragonDefaults } from '../dragons/start.ts';
import { ARMY, targetsOf } from '../dragons/targets.ts';
import { magicAction } from '../magic/start.ts';
import type { DdOrder } from '../orders.ts';
import { armiesAt, homeOf, nextToPlace, placesFor } from '../setup/place.ts';
import type { DdState } from '../state.ts';
import { fieldUnits, marchable, reserveUnits } from '../turn/flow.ts';
import { actionsAllowed } from '../turn/march.ts';
import { phaseOf } from '../turn/phase.ts';
import { seatsToAct } from './acting.ts';
import { botBuild } from './build.ts';
import { ownCasualties } from './casualties.ts';
import { botSpells } from './spells.ts';
import { armyExpects, armyHealth, weakest } from './value.ts';

/**
 * The orders the bot gives for `seat` now, best first (the next ones are what it tries if the rules
 * refuse the first; the last is always one the game takes in this step). Its sense is simple and
 * fixed by the position: it rolls no die (`dice` is the game's, for the signature every game's bot
 * shares), so a script's lines played again give the very same game.
 */
export function botOrders(book: DiceBook, state: DdState, seat: string, dice?: Dice): DdOrder[] {
  void dice;
  if (state.ended || !seatsToAct(state).includes(seat)) return [];
  const phase = phaseOf(state);
  switch (phase.key) {
    case 'build': {
      const b = botBuild(book, state.force);
      return [{ verb: 'build', home: b.home, horde: b.horde, campaign: b.campaign, dragons: b.dragons, terrain: b.homeTerrain, frontier: b.frontier }, { verb: 'build' }];
    }
    case 'frontier':
      // Its own proposal: the frontier it chose to suit its campaign army.
      return [{ verb: 'frontier', of: seat }];
    case 'place':
      return placeOrders(book, state, seat);
    case 'march':
      return [...marchOrders(book, state, seat), { verb: 'done' }];
    case 'counter':
      return [{ verb: 'counter', answer: shouldCounter(book, state, seat) }, { verb: 'counter', answer: false }];
    case 'direction':
      return [{ verb: 'turn', way: turnWay(book, state, seat) }];
    case 'action':
      return [...actionOrders(book, state, seat), { verb: 'action', kind: 'none' }];
    case 'reinforce':
      return [...reinforceOrders(book, state, seat), { verb: 'done' }];
    case 'retreat':
      return [...retreatOrders(book, state, seat), { verb: 'done' }];
    case 'dragon-attack':
      return aimOrders(book, state, seat);
    case 'action-under-way':
      return answerOrders(book, state, seat);
    default:
      return [];
  }
}

const terrainOf = (state: DdState, id: string) => state.terrains.find((t) => t.id === id);
const opponentsAt = (state: DdState, at: string, seat: string): ArmyRef[] => armiesAt(state, at).filter((p) => p !== seat).map((owner) => ({ owner, at }));

/** The horde goes to the home of the opponent whose home army is weakest; the campaign army to the frontier if it may, else where the fewest enemy points stand. */
function placeOrders(book: DiceBook, state: DdState, seat: string): DdOrder[] {
  const next = nextToPlace(state);
  if (!next) return [];
  const places = placesFor(state, seat, next.army);
  const enemyPoints = (at: string) => opponentsAt(state, at, seat).reduce((n, a) => n + armyHealth(book, state, a), 0) + builtPoints(book, state, at, seat);
  const sorted = next.army === 'campaign' && places.includes('frontier') ? ['frontier', ...places.filter((p) => p !== 'frontier')] : [...places].sort((a, b) => enemyPoints(a) - enemyPoints(b) || a.localeCompare(b));
  return sorted.map((at) => ({ verb: 'place', at }));
}

/** Points of the home armies not yet counted at a home terrain (they stand there from the start). */
function builtPoints(book: DiceBook, state: DdState, at: string, seat: string): number {
  const owner = state.players.find((p) => homeOf(p) === at);
  if (!owner || owner === seat) return 0;
  return Object.values(state.units).filter((u) => u.owner === owner && u.at.kind === 'built' && u.at.army === 'home').reduce((n, u) => n + (book.units.get(u.die)?.health ?? 1), 0);
}

/**
 * Each army that may march, scored: a maneuver it should win (no army there opposes it, or its
 * expected maneuvers are at least the strongest opponent's: ties go to the marcher, FAQ Turn E)
 * at a terrain below its eighth face scores by how near the eighth face is, the seventh face best
 * (a capture); an enemy's capture it can turn down scores high too. Otherwise an action the
 * current face allows against a foe, or a magic action, marching without a maneuver. Nothing worth
 * doing: `done`.
 */
function marchOrders(book: DiceBook, state: DdState, seat: string): DdOrder[] {
  const scored: Array<{ score: number; order: DdOrder }> = [];
  for (const at of marchable(state, seat)) {
    const army: ArmyRef = { owner: seat, at };
    if (at === 'reserve') {
      // Reserves may only take a magic action (SFR 11).
      const magic = armyExpects(book, state, army, 'magic');
      if (magic >= 1) scored.push({ score: magic, order: { verb: 'march', army: at, maneuver: false } });
      continue;
    }
    const t = terrainOf(state, at);
    if (!t) continue;
    const foes = opponentsAt(state, at, seat);
    const mine = armyExpects(book, state, army, 'maneuver');
    const wins = foes.every((f) => mine >= armyExpects(book, state, f, 'maneuver'));
    if (wins && t.face < 8) scored.push({ score: 20 + t.face * 5 + (t.face === 7 ? 50 : 0), order: { verb: 'march', army: at, maneuver: true } });
    else if (wins && t.face === 8 && t.heldBy && t.heldBy !== seat) scored.push({ score: 80, order: { verb: 'march', army: at, maneuver: true } });
    const act = bestAction(book, state, army);
    if (act) scored.push({ score: act.score, order: { verb: 'march', army: at, maneuver: false } });
  }
  return scored.sort((a, b) => b.score - a.score).map((s) => s.order);
}

/** Up toward the eighth face where its army holds the majority of the points there; down where an opponent's does (or from the eighth face). */
function turnWay(book: DiceBook, state: DdState, seat: string): 'up' | 'down' {
  const at = state.turn!.march!.army.at;
  const t = terrainOf(state, at)!;
  if (t.face === 8) return 'down';
  if (t.face === 1) return 'up';
  const mine = armyHealth(book, state, { owner: seat, at });
  const most = Math.max(0, ...opponentsAt(state, at, seat).map((f) => armyHealth(book, state, f)));
  return mine >= most ? 'up' : 'down';
}

/** Counter-maneuver when its army's expected maneuvers are more than the marcher's (a tie is the marcher's, FAQ Turn E). */
function shouldCounter(book: DiceBook, state: DdState, seat: string): boolean {
  const march = state.turn!.march!;
  return armyExpects(book, state, { owner: seat, at: march.army.at }, 'maneuver') > armyExpects(book, state, march.army, 'maneuver');
}

/**
 * The best action the face allows: a melee or missile on the weakest enemy army it may attack
 * (scored by its expected hits), or a magic action (its expected magic); null when none is worth it.
 */
function bestAction(book: DiceBook, state: DdState, army: ArmyRef): { score: number; order: DdOrder } | null {
  const options: Array<{ score: number; order: DdOrder }> = [];
  for (const kind of actionsAllowed(book, state, army)) {
    if (kind === 'magic') {
      const magic = armyExpects(book, state, army, 'magic');
      if (magic >= 1) options.push({ score: magic, order: { verb: 'action', kind } });
      continue;
    }
    const all = kind === 'melee' ? meleeTargets(state, army) : missileTargets(state, army);
    const target = weakest(book, state, all.filter((a) => !targetFault(book, state, kind, army, a)));
    const hits = armyExpects(book, state, army, kind);
    if (target && hits > 0) options.push({ score: hits, order: kind === 'melee' ? { verb: 'action', kind, target: target.owner } : { verb: 'action', kind, target: target.owner, at: target.at } });
  }
  return options.sort((a, b) => b.score - a.score)[0] ?? null;
}

function actionOrders(book: DiceBook, state: DdState, seat: string): DdOrder[] {
  const best = bestAction(book, state, state.turn!.march!.army);
  return best && state.turn!.march!.army.owner === seat ? [best.order] : [];
}

/**
 * Reinforce: every unit in reserve to the terrain where its army stands nearest the eighth face
 * (it helps win the next maneuver there), or its home terrain when an enemy army stands there.
 */
function reinforceOrders(book: DiceBook, state: DdState, seat: string): DdOrder[] {
  const units = reserveUnits(state, seat).map((u) => u.id);
  if (!units.length) return [];
  const home = homeOf(seat);
  if (terrainOf(state, home) && opponentsAt(state, home, seat).length) return [{ verb: 'reinforce', units, to: home }];
  const mine = [...new Set(fieldUnits(state, seat).map((u) => (u.at.kind === 'terrain' ? u.at.terrain : '')))].filter((at) => terrainOf(state, at));
  const faceOf = (at: string) => terrainOf(state, at)!.face;
  const best = mine.filter((at) => faceOf(at) < 8).sort((a, b) => faceOf(b) - faceOf(a) || a.localeCompare(b))[0] ?? (terrainOf(state, home) ? home : state.terrains[0]?.id);
  void book;
  return best ? [{ verb: 'reinforce', units, to: best }] : [];
}

/**
 * Retreat: an army with under half the points of the strongest enemy army at its terrain goes to
 * the reserves, to live and come back, unless it holds that terrain's eighth face or is the only
 * army the bot has at a terrain (it keeps a foot in the field).
 */
function retreatOrders(book: DiceBook, state: DdState, seat: string): DdOrder[] {
  const at = [...new Set(fieldUnits(state, seat).map((u) => (u.at.kind === 'terrain' ? u.at.terrain : '')))].filter(Boolean).sort();
  if (at.length < 2) return [];
  for (const a of at) {
    const t = terrainOf(state, a);
    if (!t || (t.face === 8 && t.heldBy === seat)) continue;
    const mine = armyHealth(book, state, { owner: seat, at: a });
    const most = Math.max(0, ...opponentsAt(state, a, seat).map((f) => armyHealth(book, state, f)));
    if (mine * 2 < most) return [{ verb: 'retreat', units: fieldUnits(state, seat).filter((u) => u.at.kind === 'terrain' && u.at.terrain === a).map((u) => u.id) }];
  }
  return [];
}

/**
 * The dragons' targets (GAPS B8): when another player's army is the one attacked, every dragon of
 * the bot's aims at that army; in its own turn it aims at another dragon where it may. Written as
 * the aim order reads several (`dragon=target, …`).
 */
function aimOrders(book: DiceBook, state: DdState, seat: string): DdOrder[] {
  const da = state.dragonAttack!;
  const fallback = dragonDefaults(book, state, seat);
  const pairs = fallback[0]?.at.split(',').map((p) => p.trim().split('=')) ?? [];
  const chosen = pairs.map(([id, first]) => {
    const dragon = state.dragons[id!];
    const targets = dragon ? targetsOf(book, state, dragon, da.terrain) : [first!];
    const pick = da.player !== seat ? targets.find((t) => t === ARMY) : targets.find((t) => t !== ARMY);
    return `${id}=${pick ?? first}`;
  });
  return [...(chosen.length ? [{ verb: 'aim' as const, at: chosen.join(', ') }] : []), ...fallback];
}

/**
 * The answers an action waits on: its spells (botSpells); its own casualties, the cheapest legal
 * units first so its rares live (bot/casualties.ts), and on another's army the actions part's
 * own default choice; a counter-attack whenever its army can roll melee at all.
 */
function answerOrders(book: DiceBook, state: DdState, seat: string): DdOrder[] {
  const magic = magicAction(state);
  if (magic) return magic.army.owner === seat ? [{ verb: 'cast', spells: botSpells(book, state, magic) }, { verb: 'cast', spells: 'none' }] : [];
  const waiting = waitingOn(state);
  const answer = actionDefault(book, state);
  if (!waiting || !answer || answer.seat !== seat) return [];
  if (answer.order.verb === 'counter-attack') {
    const target = (state.action as { target: ArmyRef }).target;
    return [{ verb: 'counter-attack', answer: armyExpects(book, state, target, 'melee') > 0 }];
  }
  const own = waiting.step.step === 'casualties' ? ownCasualties(book, state, waiting.step) : null;
  return own ? [{ verb: 'casualties', units: own }, answer.order] : [answer.order];
}
