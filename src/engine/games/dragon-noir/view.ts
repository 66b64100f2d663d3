import type { Viewer } from '../../core/events.ts';
import type { PhaseSpec } from '../../core/module.ts';
import type { Direction, Hex } from '../../hex/hex.ts';
import { horseDefence, horseHexes } from './horses/horses.ts';
import type { DnState } from './state.ts';
import { boatsOf } from './boats/state.ts';
import type { DnBoard } from './terrain.ts';
import { counterNow, defenceNow, definition, hexesOf, statusOf, type Status } from './units.ts';
import { isBig, shapeOf } from './big-counters/footprints.ts';
import { allWebs } from './webs/webs.ts';
import type { Shape } from '../../hex/footprint.ts';
import type { Weapon } from './characters/characters.ts';
import { isInvisible } from './magic/enchant.ts';
import { magicView, spellLabels, unseenFor, type MagicView } from './magic/view.ts';
import { boatHexes } from './boats/boat.ts';
import { deepView, type DeepView } from './deep-dungeons/verify.ts';
import { GHARV_SIDE, isGharv } from './gharvs/counters.ts';
import { gharvAllowance } from './gharvs/ground.ts';
import { hiddenFor, secretView, type SecretView } from './secret/view.ts';

/** What one viewer may see of a Dragon Noir game: the only thing the renderer is given. */

export interface DnUnitView {
  id: string;
  name: string;
  side: string;
  /** Index of the side in order of play, for colours. */
  sideIndex: number;
  hexes: Hex[];
  status: Status;
  attack: number;
  defence: number;
  armoured: boolean;
  move: number;
  weapon?: Weapon;
  /** On the lower place of a hex that holds two: under a walkway, in an entrance (2.37). */
  below?: boolean;
  /** Spells on him, in a few words ("attack ×2", "immobilised"). */
  spells?: string[];
  /** Unseen by the enemy (3.51): drawn only for his own side, where he will reappear. */
  invisible?: boolean;
  /** Set up in secret and not yet seen (1.8): drawn only for his own side, where he waits. */
  hidden?: boolean;
  /** On horseback: `hexes` are the horse's head, then the hex behind; `facing` is where it points. */
  mounted?: boolean;
  facing?: Direction;
  /** A counter of several hexes with a front (a Guard, the Queen, a dragon): its shape; `facing` is its pose's. */
  shape?: Shape;
  /** A Gharv (4.5): `move` is its water allowance, `landMove` the bracketed one. */
  landMove?: number;
}

/** The boat (2.34): bow first, then stern; who is aboard. */
export interface DnBoatView {
  id: string;
  name: string;
  hexes: Hex[];
  facing: Direction;
  aboard: string[];
}

/** A riderless horse, alive or dead (2.36.4, 2.47). */
export interface DnHorseView {
  id: string;
  name: string;
  /** Head first, then the hex behind. */
  hexes: Hex[];
  facing: Direction;
  dead: boolean;
  /** Index of the side that controls it, for colours. */
  sideIndex: number;
  defence: number;
  /** Caparisoned. */
  armoured: boolean;
  /** Who leads it by the bridle. */
  ledBy?: string;
}

export interface DnView {
  module: 'dragon-noir';
  title: string;
  scenario: string;
  viewer: Viewer;
  turn: number;
  turns: number;
  phase: string;
  /** "Turn 3 · Rebels · Movement" */
  heading: string;
  whoseMove: string;
  sides: Array<{ id: string; label: string }>;
  board: DnBoard;
  units: DnUnitView[];
  horses: DnHorseView[];
  moves: Array<{ unit: string; path: Hex[] }>;
  combats: Array<{ at: Hex[]; from: Hex[]; result: string; odds: string }>;
  /** This phase's shots, drawn from shooter to target. */
  shots: Array<{ from: Hex; to: Hex; result: string }>;
  /** A line of fire asked for with /sight: drawn, and marked where it is blocked. */
  sight?: { from: Hex; to: Hex; path: Hex[]; clear: boolean; blockedAt?: Hex };
  outcome: DnState['outcome'];
  /** Terrain spells, fireballs, circles and the casters' energy (3). */
  magic: MagicView;
  /** DN2: the boat afloat (2.34). */
  boats: DnBoatView[];
  /** DN2: who is in the deep dungeons, and, for his own side, his note (5.3). */
  deep: DeepView;
  /** Markers, the deep entrance No. 4 if this viewer knows it, sides still setting up in secret (1.8). */
  secret: SecretView;
  /** Every spider web, printed or laid by the scenario, and whether it has been torn down (2.46). */
  webs: Array<{ hex: Hex; torn: boolean }>;
}

export function buildView(state: DnState, board: DnBoard, scenarioTitle: string, phase: PhaseSpec, viewer: Viewer): DnView {
  // The Gharvs, no side of the game's, get a colour of their own after the two sides'.
  const sideIndex = new Map([...state.sides.map((s, i) => [s.id, i] as const), [GHARV_SIDE, 2] as const]);
  const label = (id: string) => state.sides.find((s) => s.id === id)?.label ?? id;
  // An invisible caster is off the board for all but his own side, who see him where he will be (3.51).
  const units: DnUnitView[] = state.units
    .map((u) => (u.hex ? u : { ...u, hex: unseenFor(u, viewer) ?? hiddenFor(state, u, viewer) ?? null }))
    .filter((u) => u.hex)
    .map((u) => {
      const c = counterNow(u, state.volume);
      const d = defenceNow(u, state.volume);
      const def = definition(u);
      return {
        id: u.id,
        name: u.name,
        side: u.side,
        sideIndex: sideIndex.get(u.side) ?? 0,
        hexes: hexesOf(u),
        status: statusOf(u),
        attack: c.attack,
        defence: d.defence,
        armoured: d.armoured,
        move: c.move,
        ...(def.weapon ? { weapon: def.weapon } : {}),
        ...(u.below ? { below: true } : {}),
        ...(u.spells.length ? { spells: spellLabels(u) } : {}),
        ...(isInvisible(u) ? { invisible: true } : {}),
        ...(hiddenFor(state, u, viewer) ? { hidden: true } : {}),
        ...(u.mounted && u.facing !== null ? { mounted: true, facing: u.facing as Direction } : {}),
        ...(isGharv(u) ? { landMove: gharvAllowance(u, false) } : {}),
        ...(isBig(u) ? { shape: shapeOf(u), facing: u.facing as Direction } : {}),
      };
    });
  const horses: DnHorseView[] = state.horses.map((h) => {
    const d = horseDefence(h);
    const leader = h.ledBy ? state.units.find((u) => u.id === h.ledBy)?.name : undefined;
    return {
      id: h.id,
      name: h.name,
      hexes: horseHexes(h),
      facing: h.facing as Direction,
      dead: h.dead,
      sideIndex: sideIndex.get(h.controller) ?? 0,
      defence: d.defence,
      armoured: d.armoured,
      ...(leader ? { ledBy: leader } : {}),
    };
  });
  const where = new Map(state.units.map((u) => [u.id, u.hex]));
  return {
    module: 'dragon-noir',
    title: 'Dragon Noir',
    scenario: scenarioTitle,
    viewer,
    turn: state.turn,
    turns: state.turns,
    phase: state.phase,
    heading: phase.label,
    whoseMove: state.outcome ? 'Game over' : phase.decision ? `${label(phase.decision.seat)} to answer` : `${label(phase.active[0] ?? '')} to move`,
    sides: state.sides,
    board,
    units,
    horses,
    moves: state.moves.map((m) => ({ unit: m.unit, path: m.path })),
    combats: state.combats.map((c) => ({
      at: c.at,
      from: c.attackers.map((id) => where.get(id)).filter((h): h is Hex => !!h),
      result: c.result,
      odds: c.odds,
    })),
    shots: state.shots.map((s) => ({ from: s.from, to: s.to, result: s.result })),
    outcome: state.outcome,
    magic: magicView(state),
    boats: boatsOf(state)
      .filter((b) => !b.capsized)
      .map((b) => ({ id: b.id, name: b.name, hexes: boatHexes(b), facing: b.facing as Direction, aboard: b.aboard.map((id) => state.units.find((u) => u.id === id)?.name ?? id) })),
    deep: deepView(state, viewer),
    secret: secretView(state, viewer),
    webs: allWebs(board, state),
  };
}
