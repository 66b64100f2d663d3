import type { Viewer } from '../../core/events.ts';
import { hexKey } from '../../hex/hex.ts';
import { plView } from './paths/view.ts';
import type { PathsRules } from './paths/rules.ts';
import { phaseName } from './turn/phases.ts';
import type { DogState } from './state.ts';
import type { DogView } from './picture/view-types.ts';
import { sideOf, specOf, strengthOf, type World } from './world.ts';

/**
 * What a viewer sees of the war: every counter on the map in its stack, this phase's moves and
 * battles, the turn and the initiative. DL11 plays with stacks open (its hidden-stacks rule is
 * optional, and off), so every viewer sees the same map; under Paths of the Lance the cards are
 * what differs from one viewer to another (`paths`). The picture is drawn from this alone.
 */
export type { DogView };

export function buildView(state: DogState, world: World, title: string, area: DogView['area'], viewer: Viewer, paths?: PathsRules): DogView {
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
    phase: phaseName(state),
    initiative: state.initiative,
    ...(area ? { area } : {}),
    // The strongest counter of a stack is the one shown on top.
    stacks: [...stacks.values()].map((st) => ({ ...st, units: [...st.units].sort((a, b) => b.strength - a.strength || a.name.localeCompare(b.name)) })),
    moves: state.moves.map((m) => ({ path: m.path, side: m.side })),
    battles: state.battles.map((b) => ({ hex: b.hex, from: b.from, text: b.text })),
    control,
    // Paths of the Lance's cards are the one secret of the war: what this viewer may know of them (paths/view.ts).
    ...(paths && state.pl ? { paths: plView(state, world, paths, viewer) } : {}),
  };
}
