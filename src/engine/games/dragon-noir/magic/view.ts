import { canSee, type Viewer } from '../../../core/events.ts';
import type { Hex } from '../../../hex/hex.ts';
import type { DnState, Unit } from '../state.ts';
import type { TerrainId } from '../terrain.ts';
import { arrivalOf } from './invisibility.ts';

/**
 * What a viewer sees of magic: the terrain spells on the board, the fireballs and circles, the
 * spells on each character he can see, and each side's own casters' energy. An invisible
 * caster is shown to his own side alone, where he will reappear.
 */

export interface MagicView {
  /** Terrain spells: hexes with their new terrain, hexsides with their new walls or breaches. */
  overlay: { hexes: Array<{ hex: Hex; terrain: TerrainId; features: string[] }>; hexsides: Array<{ hex: Hex; direction: number; kind: string }> };
  fireballs: Hex[];
  circles: Hex[][];
  /** EP in stock, by caster: everyone's is public, as at the table (the cards lie open). */
  energy: Array<{ unit: string; name: string; level: number; ep: number }>;
}

export function magicView(state: DnState): MagicView {
  const now = state.playerTurn;
  return {
    overlay: {
      hexes: state.magic.overlay.flatMap((p) => p.hexes.map((h) => ({ hex: h.hex, terrain: h.terrain as TerrainId, features: h.features }))),
      hexsides: state.magic.overlay.flatMap((p) => p.sides.map((s) => ({ hex: s.hex, direction: s.direction, kind: s.kind }))),
    },
    fireballs: state.magic.fireballs.filter((f) => f.until >= now).map((f) => f.hex),
    circles: state.magic.circles.filter((c) => c.until >= now).map((c) => c.hexes),
    energy: state.magic.casters.map((c) => ({ unit: c.unit, name: state.units.find((u) => u.id === c.unit)?.name ?? c.unit, level: c.level, ep: c.ep })),
  };
}

const LABELS: Record<string, (points: number | null) => string> = {
  'increase-move': (p) => `MA +${p}`,
  'increase-attack': (p) => `attack +${p}`,
  'increase-defence': (p) => `defence +${p}`,
  immobilise: () => 'immobilised',
  'double-attack': () => 'attack ×2',
  'halve-attack': () => 'attack ÷2',
  'improve-shooting': (p) => `next shot −${p}`,
  invisibility: () => 'invisible',
  spirit: () => 'spirit',
};

/** The spells on a character, in a few words each. */
export function spellLabels(unit: Unit): string[] {
  return unit.spells.map((s) => LABELS[s.spell]!(s.points));
}

/** Where an invisible character is drawn for `viewer`: at his arrival for his own side, nowhere for the rest. */
export function unseenFor(unit: Unit, viewer: Viewer): Hex | undefined {
  const arrival = arrivalOf(unit);
  return arrival && viewer.kind !== 'public' && canSee(viewer, [unit.side]) ? arrival : undefined;
}
