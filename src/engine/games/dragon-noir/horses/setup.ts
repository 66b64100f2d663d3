import { err, ok, type Result } from '../../../core/result.ts';
import { cellAt, resolveLabel } from '../../../hex/board.ts';
import { DIRECTION_NAMES, type Direction, type Hex } from '../../../hex/hex.ts';
import { labelOf } from '../../../hex/labels.ts';
import { poseHexes } from '../../../hex/two-hex.ts';
import { findCharacter, type CharacterDef } from '../characters/characters.ts';
import { horseIdOf, horseNameOf } from './horses.ts';
import type { Scenario } from '../scenario.ts';
import type { Horse } from '../state.ts';
import { TERRAIN, type DnBoard } from '../terrain.ts';

/** Riders placed mounted and riderless horses placed at the start of a scenario. */

type Side = Scenario['sides'][number];
type Placed = Side['setup'][number];

function facingOf(name: string | undefined): Direction {
  return Math.max(0, DIRECTION_NAMES.indexOf((name ?? 'N') as (typeof DIRECTION_NAMES)[number])) as Direction;
}

/** Both hexes of a horse on the board and on ground a horse may stand on. */
function standing(board: DnBoard, head: Hex, facing: Direction, who: string): Result<true> {
  for (const h of poseHexes({ head, facing })) {
    const cell = cellAt(board, h);
    if (!cell) return err(`${who}: the horse facing ${DIRECTION_NAMES[facing]} from ${labelOf(head)} would stand off the map at ${labelOf(h)}.`);
    if (TERRAIN[cell.data.terrain].mounted === null) return err(`${who}: a horse cannot stand on ${TERRAIN[cell.data.terrain].name} (${labelOf(h)}).`);
  }
  return ok(true);
}

/** The mounted fields of a unit placed by the scenario. */
export function mountedAtStart(board: DnBoard, def: CharacterDef, placed: Placed, head: Hex): Result<{ mounted: boolean; facing: Direction | null }> {
  if (!placed.mounted) return ok({ mounted: false, facing: null });
  if (!def.mounted) return err(`${def.name} has no horse to start mounted on.`);
  if (placed.facing && !DIRECTION_NAMES.includes(placed.facing as (typeof DIRECTION_NAMES)[number])) return err(`${def.name}: a horse faces N, NE, SE, S, SW or NW, not ${placed.facing}.`);
  const facing = facingOf(placed.facing);
  const fits = standing(board, head, facing, def.name);
  if (!fits.ok) return fits;
  return ok({ mounted: true, facing });
}

export function horsesAtStart(board: DnBoard, side: Side): Result<Horse[]> {
  const horses: Horse[] = [];
  for (const entry of side.horses ?? []) {
    const owner = findCharacter(entry.owner);
    if (!owner?.mounted) return err(`${entry.owner} has no horse.`);
    const at = resolveLabel(board, entry.hex);
    if (!at.ok) return err(`${owner.name}'s horse: ${at.error}`);
    const facing = facingOf(entry.facing);
    const fits = standing(board, at.value, facing, `${owner.name}'s horse`);
    if (!fits.ok) return fits;
    horses.push({ id: horseIdOf(owner.id), owner: owner.id, name: horseNameOf(owner.name), hex: at.value, facing, dead: false, controller: side.id, ledBy: null });
  }
  return ok(horses);
}
