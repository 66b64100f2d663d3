import type { Viewer } from '../../core/events.ts';
import { hexKey, type Hex } from '../../hex/hex.ts';
import { phaseLabel } from './turn/phases.ts';
import type { DogState } from './state.ts';
import type { Side, UnitKind } from './units.ts';
import { sideOf, specOf, strengthOf, type World } from './world.ts';

/**
 * What a viewer sees of the war: every counter on the map in its stack, this phase's moves and
 * battles, the turn and the initiative. DL11 plays with stacks open (its hidden-stacks rule is
 * optional, and off), so every viewer sees the same; the picture is drawn from this alone.
 */
export interface DogView {
  title: string;
  turn: number;
  lastTurn: number;
  phase: string;
  initiative: Side;
  status?: string;
  /** The part of the map the scenario plays on, or a `/game map area:` crop, in offset columns and rows. */
  area?: { col: number; row: number; cols: number; rows: number };
  stacks: Array<{ hex: Hex; side: Side | 'neutral'; units: Array<{ id: string; name: string; kind: UnitKind; nation: string; strength: number; depleted: boolean; movement: number }> }>;
  moves: Array<{ path: Hex[]; side: Side }>;
  battles: Array<{ hex: Hex; from: Hex[]; text: string }>;
  /** Places held by a side other than their own nation's. */
  control?: Array<{ hex: Hex; side: Side }>;
}

export function buildView(state: DogState, world: World, title: string, area: DogView['area'], _viewer: Viewer): DogView {
  const stacks = new Map<number, DogView['stacks'][number]>();
  for (const u of Object.values(state.units)) {
    if (!u.at) continue;
    const spec = specOf(world, u.id);
    const key = hexKey(u.at);
    let stack = stacks.get(key);
    if (!stack) stacks.set(key, (stack = { hex: u.at, side: sideOf(state, world, u.id) ?? 'neutral', units: [] }));
    stack.units.push({ id: u.id, name: spec.name, kind: spec.kind, nation: spec.nation, strength: strengthOf(world, u), depleted: u.depleted, movement: spec.movement });
  }
  const control: NonNullable<DogView['control']> = [];
  for (const [placeId, side] of Object.entries(state.held)) {
    const place = world.map.places.get(placeId);
    if (place) control.push({ hex: place.hex, side });
  }
  return {
    title,
    turn: state.turn,
    lastTurn: state.lastTurn,
    phase: phaseLabel(state),
    initiative: state.initiative,
    ...(area ? { area } : {}),
    stacks: [...stacks.values()],
    moves: state.moves.map((m) => ({ path: m.path, side: m.side })),
    battles: state.battles.map((b) => ({ hex: b.hex, from: b.from, text: b.text })),
    control,
  };
}
