import type { Viewer } from '../../core/events.ts';
import type { DiceBook } from './dice/read.ts';
import type { Colour, EighthFace, Element, Icon, Ruleset, TerrainAction, UnitClass } from './dice/types.ts';
import type { RolledDie } from './rolls/types.ts';
import { unitId } from './setup/reveal.ts';
import type { DdState, Dragon, Place, Unit } from './state.ts';
import { playerName } from './words.ts';

/**
 * What one viewer may see of a game of Dragon Dice: the only thing its picture is made from. Every
 * die in play is in the open (the terrains, the armies, the reserves, the dead and buried, the
 * summoning pool), except the armies built in secret at set-up: until the builds are revealed
 * together (FAQ Set-up B; SFR 8 step 2), a player sees only his own, and the others see nothing
 * of them, not even how many dice each army holds.
 */

export interface DdViewUnit {
  id: string;
  die: string;
  name: string;
  species: string;
  speciesName: string;
  elements: Element[];
  class: UnitClass | null;
  health: number;
  /** The face it shows in the roll being shown, if any (0-based index, the icon and its count). */
  face?: { index: number; icon: Icon; count: number };
  /** What an SAI holds it by now (stunned, netted…), which every player sees. */
  held?: string;
}

export interface DdViewArmy {
  owner: string;
  /** A terrain's id, `reserve`, or (before placement) the army built: `home`, `horde`, `campaign`. */
  at: string;
  units: DdViewUnit[];
}

export interface DdViewDragon {
  id: string;
  die: string;
  name: string;
  colour: Colour | null;
  form: string;
  health: number;
  owner: string;
}

export interface DdViewTerrain {
  id: string;
  die: string;
  name: string;
  type: string;
  typeName: string;
  elements: Element[];
  /** The face up, 1-8, and the action it allows there (`eighth` on the eighth face). */
  face: number;
  action: TerrainAction | null;
  eighth: EighthFace | null;
  heldBy: string | null;
  /** Whose home terrain it is; null for a frontier. */
  home: string | null;
  armies: DdViewArmy[];
  dragons: DdViewDragon[];
}

export interface DdView {
  module: 'dragon-dice';
  viewer: Viewer;
  ruleset: Ruleset;
  force: number;
  players: string[];
  /** "Round 2 · p1 · first march", "Set-up · armies being built". */
  heading: string;
  turn: { round: number; player: string; step: string; march: { army: { owner: string; at: string }; step: string } | null } | null;
  setup: { step: string; sealed: string[]; waiting: string[] };
  terrains: DdViewTerrain[];
  reserves: DdViewArmy[];
  /** Armies built and not yet placed: before the reveal, only the viewer's own. */
  built: DdViewArmy[];
  /** The dragons in the viewer's own sealed build, before the reveal. */
  builtDragons: DdViewDragon[];
  /** Each player's dead unit area and buried unit area, in player order. */
  dua: Array<{ owner: string; units: DdViewUnit[]; dragons: DdViewDragon[] }>;
  bua: Array<{ owner: string; units: DdViewUnit[] }>;
  pool: DdViewDragon[];
  ended: { winners: string[]; reason: string } | null;
}

/** Whether the builds are still sealed: set-up has not passed its build step. */
export function buildsHidden(state: DdState): boolean {
  return state.setup.step === 'build';
}

/** A sealed build as the set-up stores it (setup/build.ts), read leniently: lists of die ids. */
function sealedBuild(choice: unknown): { armies: Record<(typeof BUILT_ORDER)[number], string[]>; dragons: string[] } {
  const list = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
  const c = (choice && typeof choice === 'object' ? choice : {}) as Record<string, unknown>;
  return { armies: { home: list(c.home), horde: list(c.horde), campaign: list(c.campaign) }, dragons: list(c.dragons) };
}

/** The seats whose sealed builds `viewer` may see before the reveal: his own (the GM all). */
function ownChoices(state: DdState, viewer: Viewer): Array<[string, unknown]> {
  return Object.entries(state.setup.builds?.choices ?? {}).filter(([seat]) => viewer.kind === 'gm' || (viewer.kind === 'seat' && viewer.seat === seat));
}

/** The units of the viewer's own sealed build, with the ids the reveal gives them (`p1-dwarf-footman`, setup/reveal.ts). */
function ownSealedBuilds(state: DdState, viewer: Viewer): Unit[] {
  return ownChoices(state, viewer).flatMap(([seat, choice]) => {
    const { armies } = sealedBuild(choice);
    return BUILT_ORDER.flatMap((army) => armies[army].map((die) => ({ id: unitId(seat, die), die, owner: seat, at: { kind: 'built' as const, army } })));
  });
}

function ownSealedDragons(state: DdState, viewer: Viewer): Dragon[] {
  return ownChoices(state, viewer).flatMap(([seat, choice]) => sealedBuild(choice).dragons.map((die) => ({ id: unitId(seat, die), die, owner: seat, at: { kind: 'built' as const, army: 'home' as const } })));
}

/** Whether `viewer` may see a die in this place owned by `owner`. */
function sees(state: DdState, viewer: Viewer, owner: string, at: Place): boolean {
  if (at.kind !== 'built' || !buildsHidden(state)) return true;
  return viewer.kind === 'gm' || (viewer.kind === 'seat' && viewer.seat === owner);
}

const BUILT_ORDER = ['home', 'horde', 'campaign'] as const;

/**
 * The view. `rolled`, when a roll is being shown, gives the face each rolled unit shows; a die
 * the viewer may not see is left out of the view whatever it rolled.
 */
export function ddView(book: DiceBook, state: DdState, viewer: Viewer, rolled: readonly RolledDie[] = []): DdView {
  const faces = new Map(rolled.map((r) => [r.unit, r]));
  const visible = Object.values(state.units)
    .filter((u) => sees(state, viewer, u.owner, u.at))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const dragons = Object.values(state.dragons)
    .filter((d) => sees(state, viewer, d.owner, d.at))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const unit = (u: Unit) => viewUnit(book, u, faces.get(u.id));
  const armiesWhere = (test: (u: Unit) => boolean, at: string): DdViewArmy[] =>
    state.players.map((owner) => ({ owner, at, units: visible.filter((u) => u.owner === owner && test(u)).map(unit) })).filter((a) => a.units.length > 0);

  const terrains: DdViewTerrain[] = state.terrains.map((t) => {
    const die = book.terrains.get(t.die);
    const type = die ? book.terrainTypes.get(die.type) : undefined;
    return {
      id: t.id,
      die: t.die,
      name: die?.name ?? t.die,
      type: type?.id ?? die?.type ?? '',
      typeName: type?.name ?? die?.type ?? '',
      elements: [...(type?.elements ?? [])],
      face: t.face,
      // An advanced die has its own faces (Castle, Grove…); a basic one its type's.
      action: die?.faces?.[t.face - 1] ?? type?.faces[t.face - 1] ?? null,
      eighth: die?.eighth ?? null,
      heldBy: t.heldBy,
      home: t.home,
      armies: armiesWhere((u) => u.at.kind === 'terrain' && u.at.terrain === t.id, t.id),
      dragons: dragons.filter((d) => d.at.kind === 'terrain' && d.at.terrain === t.id).map((d) => viewDragon(book, d)),
    };
  });
  // Before the reveal the builds exist only as sealed choices: the viewer's own is shown from it.
  const sealedUnits = buildsHidden(state) ? ownSealedBuilds(state, viewer) : [];
  const built = BUILT_ORDER.flatMap((army) => [
    ...armiesWhere((u) => u.at.kind === 'built' && u.at.army === army, army),
    ...state.players.flatMap((owner) => {
      const units = sealedUnits.filter((u) => u.owner === owner && u.at.kind === 'built' && u.at.army === army);
      return units.length ? [{ owner, at: army, units: units.map(unit) }] : [];
    }),
  ]);
  const builtDragons = buildsHidden(state) ? ownSealedDragons(state, viewer).map((d) => viewDragon(book, d)) : [];
  const sealed = state.setup.builds ? state.setup.builds.seats.filter((s) => s in state.setup.builds!.choices) : [];
  const waiting = state.setup.builds && buildsHidden(state) ? state.setup.builds.seats.filter((s) => !sealed.includes(s)) : [];

  return {
    module: 'dragon-dice',
    viewer,
    ruleset: state.ruleset,
    force: state.force,
    players: [...state.players],
    heading: heading(book, state),
    turn: state.turn
      ? { round: state.turn.round, player: state.turn.player, step: state.turn.step, march: state.turn.march ? { army: { ...state.turn.march.army }, step: state.turn.march.step } : null }
      : null,
    setup: { step: state.setup.step, sealed, waiting },
    terrains,
    reserves: armiesWhere((u) => u.at.kind === 'reserve', 'reserve'),
    built,
    builtDragons,
    dua: state.players.map((owner) => ({
      owner,
      units: visible.filter((u) => u.owner === owner && u.at.kind === 'dua').map(unit),
      dragons: dragons.filter((d) => d.owner === owner && d.at.kind === 'dua').map((d) => viewDragon(book, d)),
    })),
    bua: state.players.map((owner) => ({ owner, units: visible.filter((u) => u.owner === owner && u.at.kind === 'bua').map(unit) })),
    pool: dragons.filter((d) => d.at.kind === 'pool').map((d) => viewDragon(book, d)),
    ended: state.ended ? { winners: [...state.ended.winners], reason: state.ended.reason } : null,
  };
}

const STEP_WORDS: Record<string, string> = {
  eighth: 'eighth faces',
  dragons: 'dragon attacks',
  'first-march': 'first march',
  'second-march': 'second march',
  reinforce: 'reinforce',
  retreat: 'retreat',
};
const SETUP_WORDS: Record<string, string> = {
  build: 'armies being built in secret',
  order: 'the roll for order',
  choose: 'the winner of the roll for order chooses',
  frontier: 'the frontier and placement',
  done: 'ready',
};

const MARCH_WORDS: Record<string, string> = {
  maneuver: 'maneuver?',
  counter: 'counter-maneuvers',
  direction: 'which way the terrain turns',
  action: 'action',
};

/** "Round 2 · p1 · first march · Highland Tower: counter-maneuvers": the march's army named by its terrain. */
function heading(book: DiceBook, state: DdState): string {
  if (state.ended) return `Game over · ${state.ended.winners.map(playerName).join(', ') || 'no winner'}`;
  if (!state.turn) return `Set-up · ${SETUP_WORDS[state.setup.step] ?? state.setup.step}`;
  const base = `Round ${state.turn.round} · ${playerName(state.turn.player)} · ${STEP_WORDS[state.turn.step] ?? state.turn.step}`;
  const march = state.turn.march;
  if (!march) return base;
  const at = march.army.at === 'reserve' ? 'reserves' : state.terrains.find((t) => t.id === march.army.at);
  const where = typeof at === 'string' ? at : at ? (book.terrains.get(at.die)?.name ?? at.die) : march.army.at;
  return `${base} · ${where}: ${MARCH_WORDS[march.step] ?? march.step}`;
}

function viewUnit(book: DiceBook, u: Unit, rolled: RolledDie | undefined): DdViewUnit {
  const die = book.units.get(u.die) ?? rolled?.die;
  const species = die ? book.species.get(die.species) : undefined;
  const face = rolled ? rolled.die.faces[rolled.face] : undefined;
  return {
    id: u.id,
    die: u.die,
    name: die?.name ?? u.die,
    species: die?.species ?? '',
    speciesName: species?.name ?? die?.species ?? '',
    elements: [...(species?.elements ?? [])],
    class: die?.class ?? null,
    health: die?.health ?? 0,
    ...(rolled && face ? { face: { index: rolled.face, icon: face.icon, count: face.count } } : {}),
    ...(u.status ? { held: u.status.what } : {}),
  };
}

function viewDragon(book: DiceBook, d: Dragon): DdViewDragon {
  const die = book.dragons.get(d.die);
  return { id: d.id, die: d.die, name: die?.name ?? d.die, colour: die?.colour ?? null, form: die?.form ?? '', health: die?.health ?? 0, owner: d.owner };
}

/**
 * What `viewer` must not learn yet, for leak tests: while the builds are sealed, every other
 * player's built unit and dragon by its instance id, and the names and ids of their dice (a name
 * the viewer sees on a die in the open is no secret and is left out). The sealed choices hold
 * die ids too; those the book knows are listed the same way.
 */
export function secrets(state: DdState, viewer: Viewer, book?: DiceBook): string[] {
  if (!buildsHidden(state) || viewer.kind === 'gm') return [];
  const mine = (owner: string) => viewer.kind === 'seat' && viewer.seat === owner;
  const seen = new Set<string>();
  for (const u of Object.values(state.units)) {
    if (!sees(state, viewer, u.owner, u.at)) continue;
    seen.add(u.die);
    const name = book?.units.get(u.die)?.name;
    if (name) seen.add(name);
  }
  for (const d of Object.values(state.dragons)) {
    if (!sees(state, viewer, d.owner, d.at)) continue;
    seen.add(d.die);
    const name = book?.dragons.get(d.die)?.name;
    if (name) seen.add(name);
  }
  for (const u of [...ownSealedBuilds(state, viewer), ...ownSealedDragons(state, viewer)]) {
    seen.add(u.die);
    const name = book?.units.get(u.die)?.name ?? book?.dragons.get(u.die)?.name;
    if (name) seen.add(name);
  }
  for (const t of state.terrains) seen.add(t.die);
  const facts = new Set<string>();
  const hide = (fact: string | undefined) => {
    if (fact && !seen.has(fact)) facts.add(fact);
  };
  for (const u of Object.values(state.units)) {
    if (u.at.kind !== 'built' || mine(u.owner)) continue;
    facts.add(u.id);
    hide(u.die);
    hide(book?.units.get(u.die)?.name);
  }
  for (const d of Object.values(state.dragons)) {
    if (d.at.kind !== 'built' || mine(d.owner)) continue;
    facts.add(d.id);
    hide(d.die);
    hide(book?.dragons.get(d.die)?.name);
  }
  for (const [seat, choice] of Object.entries(state.setup.builds?.choices ?? {})) {
    if (mine(seat)) continue;
    // The units and dragons it will bring, by the ids the reveal gives them.
    const { armies, dragons } = sealedBuild(choice);
    for (const die of [...armies.home, ...armies.horde, ...armies.campaign, ...dragons]) facts.add(unitId(seat, die));
    // Only strings the book knows as dice: a build's other words ("home") are no secret.
    for (const id of dieIdsIn(choice)) {
      const name = book?.units.get(id)?.name ?? book?.dragons.get(id)?.name ?? book?.terrains.get(id)?.name;
      if (!name) continue;
      hide(id);
      hide(name);
    }
  }
  return [...facts];
}

/** The die ids a sealed build holds, whatever its exact shape (lists of ids, or ids alone). */
function dieIdsIn(choice: unknown): string[] {
  if (typeof choice === 'string') return [choice];
  if (Array.isArray(choice)) return choice.flatMap(dieIdsIn);
  if (choice && typeof choice === 'object') return Object.values(choice).flatMap(dieIdsIn);
  return [];
}
