import { err, ok, type Result } from '../../../core/result.ts';
import { resolveLabel } from '../../../hex/board.ts';
import { facingName, facingNames, parseShapeFacing } from '../../../hex/footprint.ts';
import type { Direction } from '../../../hex/hex.ts';
import { labelOf } from '../../../hex/labels.ts';
import type { CharacterDef } from '../characters/characters.ts';
import { counterId } from '../krobs/data.ts';
import { poseBlocked } from './poses.ts';
import type { Scenario } from '../scenario.ts';
import type { Web } from '../webs/state.ts';
import type { DnBoard } from '../terrain.ts';
import { definition } from '../units.ts';
import type { Table } from '../world.ts';

/**
 * Setting up the counters of several hexes (2.33, 4.3), the spider webs (2.46), and one rule of
 * the box: a Krob counter shows the baby on one side and the adult on the other (1.51), so a
 * scenario may field one or the other, not both.
 */

type Placed = Scenario['sides'][number]['setup'][number];

/** The facing a Guard, the Queen or a dragon is placed with: N for a dragon, NNE for a Guard or the Queen unless said. */
export function facingAtStart(def: CharacterDef, placed: Placed): Result<Direction | null> {
  if (!def.shape || placed.mounted) return ok(null);
  const name = placed.facing ?? facingNames(def.shape)[0]!;
  const facing = parseShapeFacing(def.shape, name);
  if (facing === undefined) return err(`${def.name} faces one of ${facingNames(def.shape).join(', ')}, not ${name}.`);
  return ok(facing);
}

/** Every counter of several hexes set up where it fits (2.33), and no Krob counter fielded on both its sides. */
export function checkBigAtStart(table: Table): string | undefined {
  const sides = new Map<string, string>();
  for (const unit of table.state.units) {
    const def = definition(unit);
    const counter = counterId(def);
    const other = sides.get(counter);
    if (other) return `${other} and ${def.name} are the two sides of one counter; field one of them (1.51)`;
    sides.set(counter, def.name);
    if (!def.shape || unit.facing === null || unit.mounted || !unit.hex) continue;
    const blocked = poseBlocked(table, unit, { anchor: unit.hex, facing: unit.facing as Direction });
    if (blocked) return `${def.name} cannot be set up at ${labelOf(unit.hex)} facing ${facingName(def.shape, unit.facing as Direction)}: ${blocked} (2.33)`;
  }
  return undefined;
}

/** The webs a scenario lays, on the board. */
export function websAtStart(scenario: Scenario, board: DnBoard): Result<Web[]> {
  const webs: Web[] = [];
  for (const label of scenario.webs ?? []) {
    const at = resolveLabel(board, label);
    if (!at.ok) return err(`web: ${at.error}`);
    webs.push({ hex: at.value, torn: false });
  }
  return ok(webs);
}

