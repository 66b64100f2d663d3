import type { Dice } from '../../../core/dice.ts';
import { mayMove } from '../holds.ts';
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
import { eighthDefault } from '../turn/eighth.ts';
import { seatsToAct } from './acting.ts';
import { botBuild } from './build.ts';
import { ownCasualties } from './casualties.ts';
import { botSpells } from './spells.ts';
import { armyExpects, armyHealth, dieExpects, weakest } from './value.ts';

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
      const b = botBuild(book, state.force, state.dice);
      return [{ verb: 'build', home: b.home, horde: b.horde, campaign: b.campaign, dragons: b.dragons, terrain: b.homeTerrain, frontier: b.frontier }, { verb: 'build' }];
    }
    case 'order-choice':
      // v4 (SFR 8): it plays first; the next player then picks the frontier.
      return [{ verb: 'choose', take: 'first' }];
    case 'eighth-face': {
      // A held City or Temple, or a Temple's burial: the game's own default (turn/eighth.ts), then declining.
      const answer = eighthDefault(book, state, seat);
      const decline: DdOrder[] = phase.decision?.verb === 'city' ? [{ verb: 'city', way: 'none' }] : phase.decision?.verb === 'temple' ? [{ verb: 'temple', player: 'none' }] : [];
      return [...(answer ? [answer] : []), ...decline];
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
 * Each army that may march, scored. A maneuver costs nothing (a failed one still lets the army act,
 * SFR 11), so an army at a terrain always maneuvers, except at an eighth face it holds itself
 * (the die could only go down). Best is a capture: the seventh face where it should win the
 * maneuver (no army opposes it, or its expected maneuvers are at least the strongest opponent's;
 * ties go to the marcher, FAQ Turn E); then an enemy's capture it can turn down; then a terrain
 * by how near its eighth face is and the action it could take there. Reserves march for magic
 * only. Nothing worth doing: `done`.
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
    const act = bestAction(book, state, army)?.score ?? 0;
    if (t.face === 8 && t.heldBy === seat) {
      if (act > 0) scored.push({ score: act, order: { verb: 'march', army: at, maneuver: false } });
      continue;
    }
    const capture = t.face === 7 && wins ? 100 : t.face === 8 && t.heldBy && wins ? 80 : 0;
    scored.push({ score: capture + (wins ? 20 : 0) + t.face * 2 + act, order: { verb: 'march', army: at, maneuver: true } });
  }
  return scored.sort((a, b) => b.score - a.score).map((s) => s.order);
}

/**
 * Up toward the eighth face where its army holds the majority of the points there; down where an
 * opponent's does (or from the eighth face). But where it expects more melee than the weakest
 * enemy army there expects saves, it turns to a melee face next to this one, unless up is a capture.
 */
function turnWay(book: DiceBook, state: DdState, seat: string): 'up' | 'down' {
  const at = state.turn!.march!.army.at;
  const t = terrainOf(state, at)!;
  if (t.face === 8) return 'down';
  if (t.face === 1) return 'up';
  const mine = armyHealth(book, state, { owner: seat, at });
  const foes = opponentsAt(state, at, seat);
  const most = Math.max(0, ...foes.map((f) => armyHealth(book, state, f)));
  const way = mine >= most ? 'up' : 'down';
  // Stronger in melee than the weakest foe here: a melee face next to this one is taken, unless up is a capture.
  const prey = weakest(book, state, foes);
  if (prey && t.face !== 7 && armyExpects(book, state, { owner: seat, at }, 'melee') > armyExpects(book, state, prey, 'save')) {
    const faces = book.terrainTypes.get(book.terrains.get(t.die)?.type ?? '')?.faces ?? [];
    const other = way === 'up' ? 'down' : 'up';
    const faceAfter = (w: 'up' | 'down') => faces[(w === 'up' ? t.face + 1 : t.face - 1) - 1];
    if (faceAfter(way) !== 'melee' && faceAfter(other) === 'melee') return other;
  }
  return way;
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
    const all = kind === 'melee' ? meleeTargets(state, army) : missileTargets(state, army, book);
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
 * Reinforce: every unit in reserve to its home when an enemy army stands there; else to the
 * terrain it does not hold where its army stands nearest the eighth face (it helps win the next
 * maneuver there); else to the terrain it does not hold with the fewest enemy points, nearest the
 * eighth face first (a second capture wins, SFR 15). Its last unit in play goes to the weakest
 * enemy army instead: one unit cannot hold two captures, so only the last army standing can win.
 */
function reinforceOrders(book: DiceBook, state: DdState, seat: string): DdOrder[] {
  const units = reserveUnits(state, seat).map((u) => u.id);
  if (!units.length) return [];
  const home = homeOf(seat);
  if (terrainOf(state, home) && opponentsAt(state, home, seat).length) return [{ verb: 'reinforce', units, to: home }];
  // One unit left in play cannot hold two captures (each needs its army there, GAPS B4): it hunts the weakest enemy army instead.
  if (units.length + fieldUnits(state, seat).length < 2) {
    const prey = weakest(book, state, state.terrains.flatMap((t) => opponentsAt(state, t.id, seat)));
    if (prey) return [{ verb: 'reinforce', units, to: prey.at }];
  }
  const open = state.terrains.filter((t) => !(t.face === 8 && t.heldBy === seat));
  const mineAt = (at: string) => fieldUnits(state, seat).some((u) => u.at.kind === 'terrain' && u.at.terrain === at);
  const enemyPoints = (at: string) => opponentsAt(state, at, seat).reduce((n, a) => n + armyHealth(book, state, a), 0);
  const best = [...open].sort((a, b) => Number(mineAt(b.id)) - Number(mineAt(a.id)) || (mineAt(a.id) ? 0 : enemyPoints(a.id) - enemyPoints(b.id)) || b.face - a.face || a.id.localeCompare(b.id))[0];
  return best ? [{ verb: 'reinforce', units, to: best.id }] : [];
}

/**
 * Retreat: an army with under half the points of the strongest enemy army at its terrain goes to
 * the reserves, to live and come back, unless it holds that terrain's eighth face or is the only
 * army the bot has at a terrain (it keeps a foot in the field). An army alone at an eighth face it
 * holds keeps one unit there (the capture stays while its army does, GAPS B4) and sends the rest
 * to the reserves, to reinforce a terrain it does not hold yet; its last unit in the field, alone
 * there, leaves too (the capture is lost, GAPS B4), so a game of lone holders does not stand still.
 */
function retreatOrders(book: DiceBook, state: DdState, seat: string): DdOrder[] {
  const at = [...new Set(fieldUnits(state, seat).map((u) => (u.at.kind === 'terrain' ? u.at.terrain : '')))].filter(Boolean).sort();
  // Units an SAI holds at their terrain may not retreat (holds.ts).
  const unitsAt = (a: string) => fieldUnits(state, seat).filter((u) => u.at.kind === 'terrain' && u.at.terrain === a && mayMove(u));
  for (const a of at) {
    const t = terrainOf(state, a);
    if (!t) continue;
    const foes = opponentsAt(state, a, seat);
    if (t.face === 8 && t.heldBy === seat) {
      const here = unitsAt(a).sort((x, y) => (book.units.get(y.die) ? dieExpects(book.units.get(y.die)!, 'save') : 0) - (book.units.get(x.die) ? dieExpects(book.units.get(x.die)!, 'save') : 0) || x.id.localeCompare(y.id));
      if (!foes.length && here.length > 1) return [{ verb: 'retreat', units: here.slice(1).map((u) => u.id) }];
      // Its last unit, holding the only terrain where it stands: it leaves it to try elsewhere, or no one would ever move again.
      const elsewhere = at.some((x) => x !== a && !(terrainOf(state, x)?.face === 8 && terrainOf(state, x)?.heldBy === seat));
      const marched = state.turn?.marched.includes(a) ?? false;
      if (!foes.length && here.length === 1 && !elsewhere && !marched && reserveUnits(state, seat).length === 0 && at.length === 1) return [{ verb: 'retreat', units: [here[0]!.id] }];
      continue;
    }
    if (at.length < 2) continue;
    const mine = armyHealth(book, state, { owner: seat, at: a });
    const most = Math.max(0, ...foes.map((f) => armyHealth(book, state, f)));
    if (mine * 2 < most) return [{ verb: 'retreat', units: unitsAt(a).map((u) => u.id) }];
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
    // A melee is answered with melee; a missile attack only by a Defensive Volley, with missiles.
    const { target, kind } = state.action as { target: ArmyRef; kind: 'melee' | 'missile' };
    return [{ verb: 'counter-attack', answer: armyExpects(book, state, target, kind) > 0 }];
  }
  const own = waiting.step.step === 'casualties' ? ownCasualties(book, state, waiting.step) : null;
  return own ? [{ verb: 'casualties', units: own }, answer.order] : [answer.order];
}
