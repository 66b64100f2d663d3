import { resolveLabel } from '../../../hex/board.ts';
import { hexKey, sameHex, type Direction, type Hex } from '../../../hex/hex.ts';
import { facingNames, footprint, parseShapeFacing, type Shape } from '../../../hex/footprint.ts';
import { poseBlocked } from '../big-counters/poses.ts';
import { columnIndex, labelOf, parseLabel, toOffset } from '../../../hex/labels.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import { findCharacter } from '../characters/characters.ts';
import type { Scenario } from '../scenario.ts';
import type { DnState, Unit } from '../state.ts';
import type { DnBoard } from '../terrain.ts';
import { sideLabel } from '../units.ts';
import type { Table } from '../world.ts';
import { whyNotHere } from '../magic/place.ts';
import type { Deployment } from './scenario.ts';

/**
 * Where and what a side may set up in secret (checklist 105, 106): its zone on the board, its
 * holding boxes, and for a side that buys its counters (DN2 scenario 2: 30 points of Krobs), the
 * pool and the points. The orders that use these are in `deploy.ts`.
 */

export function deploymentOf(scenario: Scenario, side: string): Deployment | undefined {
  return scenario.deployment?.find((d) => d.side === side);
}

/** Every hex the side may set up in: its hexes, area or columns, and its holding boxes. Without any of them, the whole board. */
export function zoneOf(d: Deployment, board: DnBoard): Hex[] {
  const all = [...board.cells.values()];
  const zone: Hex[] = [];
  if (d.hexes) zone.push(...onBoard(board, d.hexes));
  if (d.area) zone.push(...all.filter((c) => c.data.features.includes(d.area!)).map((c) => c.hex));
  if (d.columns) {
    const [from, to] = d.columns.split('-').map((c) => columnIndex(c));
    zone.push(...all.filter((c) => toOffset(c.hex).col >= from! && toOffset(c.hex).col <= to!).map((c) => c.hex));
  }
  for (const box of d.boxes ?? []) zone.push(...onBoard(board, box.hexes));
  if (!d.hexes && !d.area && !d.columns && !d.boxes) zone.push(...all.map((c) => c.hex));
  const seen = new Set<number>();
  return zone.filter((h) => !seen.has(hexKey(h)) && (seen.add(hexKey(h)), true));
}

function onBoard(board: DnBoard, labels: string[]): Hex[] {
  return labels.flatMap((label) => {
    const h = resolveLabel(board, label);
    return h.ok ? [h.value] : [];
  });
}

/** A scenario's secret set-ups, checked when the module is built: one line for the author. */
export function checkDeployments(scenario: Scenario, board: DnBoard): string | undefined {
  for (const d of scenario.deployment ?? []) {
    const side = scenario.sides.find((s) => s.id === d.side);
    if (!side) return `deployment: "${d.side}" is not a side (${scenario.sides.map((s) => s.id).join(', ')})`;
    const zone = new Set(zoneOf(d, board).map(hexKey));
    if (zone.size === 0) return `deployment of ${side.label}: no hex of the board is in its zone`;
    for (const box of d.boxes ?? []) for (const label of box.hexes) if (!resolveLabel(board, label).ok) return `deployment of ${side.label}: box ${box.name}: ${label} is not on the board`;
    for (const placed of side.setup) {
      if (placed.mounted) return `deployment of ${side.label}: ${placed.character} cannot set up mounted in secret (ours: on foot only)`;
      const h = resolveLabel(board, placed.hex);
      if (!h.ok || !zone.has(hexKey(h.value))) return `deployment of ${side.label}: ${placed.character}'s default hex ${placed.hex} is outside the side's zone`;
    }
    if ((d.points === undefined) !== (d.pool === undefined)) return `deployment of ${side.label}: give both points and pool, or neither`;
    if (d.pool) {
      for (const p of d.pool) if (!findCharacter(p.character)) return `deployment of ${side.label}: no character ${p.character} in the pool`;
      const cost = side.setup.reduce((sum, s) => sum + (d.pool!.find((p) => p.character === s.character)?.cost ?? Infinity), 0);
      if (cost > d.points!) return `deployment of ${side.label}: the default purchase (its setup) costs ${Number.isFinite(cost) ? cost : 'more than the pool holds'}, more than ${d.points} points`;
    }
  }
  return undefined;
}

/** Reads `hex:` of a deploy order: a hex of the zone, or a holding box by name (its first free hex). */
export function placeFor(table: Table, d: Deployment, unit: Unit, text: string, facingText?: string): Result<{ hex: Hex; facing: number | null }> {
  const { state } = table;
  const zone = zoneOf(d, table.board);
  const zoneKeys = new Set(zone.map(hexKey));
  const taken = (h: Hex) => state.secret.hidden.some((x) => x.unit !== unit.id && sameHex(x.hex, h)) || whyNotHere(table, { ...unit, hex: null }, h);
  const shape = findCharacter(unit.character)?.shape;
  // A counter of several hexes (a Guard) waits with a facing, so that it covers them all when found (2.33).
  const facings = (): Result<number[]> => {
    if (!shape) return ok([]);
    if (facingText === undefined) return ok(facingNames(shape).map((n) => parseShapeFacing(shape, n)!));
    const f = parseShapeFacing(shape, facingText);
    return f === undefined ? err(`${unit.name} faces one of ${facingNames(shape).join(', ')}, not ${facingText}.`) : ok([f]);
  };
  const allowed = facings();
  if (!allowed.ok) return allowed;
  const fits = (h: Hex): { facing: number | null } | string => {
    if (!shape) return { facing: null };
    let why = '';
    for (const f of allowed.value) {
      const pose = { anchor: h, facing: f as Direction };
      const blocked = poseBlocked(table, { ...unit, hex: h, facing: f }, pose) ?? (footprint(shape, pose).some((x) => !sameHex(x, h) && taken(x)) ? 'another of yours waits in its way' : undefined);
      if (!blocked) return { facing: f };
      why ||= blocked;
    }
    return why;
  };
  const box = d.boxes?.find((b) => b.name === text.trim().toLowerCase());
  if (box) {
    for (const h of box.hexes.map((l) => parseLabel(l)!)) {
      if (taken(h)) continue;
      const fit = fits(h);
      if (typeof fit !== 'string') return ok({ hex: h, facing: fit.facing });
    }
    return err(shape ? `Holding box ${box.name} has no room for ${unit.name}'s ${footprintSize(shape)} hexes${facingText ? ` facing ${facingText}` : ''}.` : `Holding box ${box.name} is full.`);
  }
  const h = parseLabel(text);
  if (!h) return err(`hex: write the hex like F7${d.boxes?.length ? `, or a holding box (${d.boxes.map((b) => b.name).join(', ')})` : ''}.`);
  if (!zoneKeys.has(hexKey(h))) return err(`${labelOf(h)} is outside the ${sideLabel(state, d.side)}' set-up zone (${describeZone(d)}).`);
  const other = state.secret.hidden.find((x) => x.unit !== unit.id && sameHex(x.hex, h));
  if (other) return err(`${state.units.find((u) => u.id === other.unit)?.name ?? 'Another of yours'} already waits in ${labelOf(h)} (2.37: one a hex).`);
  const why = whyNotHere(table, { ...unit, hex: null }, h);
  if (why) return err(`${unit.name} cannot wait there: ${why}.`);
  const fit = fits(h);
  if (typeof fit === 'string') return err(`${unit.name} cannot wait at ${labelOf(h)}: ${fit} (2.33).`);
  return ok({ hex: h, facing: fit.facing });
}

function footprintSize(shape: Shape): number {
  return footprint(shape, { anchor: { q: 0, r: 0 }, facing: 0 as Direction }).length;
}

export function describeZone(d: Deployment): string {
  const parts: string[] = [];
  if (d.columns) parts.push(`columns ${d.columns.toUpperCase()}`);
  if (d.area) parts.push(`the area ${d.area}`);
  if (d.hexes) parts.push(d.hexes.length > 8 ? `${d.hexes.length} hexes from ${d.hexes[0]}` : d.hexes.join(', '));
  if (d.boxes?.length) parts.push(`holding boxes ${d.boxes.map((b) => b.name).join(', ')}`);
  return parts.join('; ') || 'anywhere on the board';
}

/** What a counter of the pool costs; undefined if it is not in the pool. */
export function costOf(d: Deployment, character: string): number | undefined {
  return d.pool?.find((p) => p.character === character)?.cost;
}

/** Whether any side is still setting up in secret: then the first turn has not begun. */
export function deploying(state: DnState): boolean {
  return state.secret.deployment.some((d) => !d.done);
}
