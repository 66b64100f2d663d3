import type { Dice } from '../../../core/dice.ts';
import type { GameEvent } from '../../../core/events.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import { resolveLabel } from '../../../hex/board.ts';
import { distance, sameHex, type Hex } from '../../../hex/hex.ts';
import { labelOf } from '../../../hex/labels.ts';
import type { Scenario } from '../scenario.ts';
import type { DnState } from '../state.ts';
import type { DnBoard } from '../terrain.ts';
import { sideLabel } from '../units.ts';
import { MARKER_KINDS, type MarkerKind, type MarkerSet } from './scenario.ts';
import type { Marker } from './state.ts';

/**
 * The hidden markers of 1.53 (checklist 108): three Orb?, one the real Mauve Orb; eight
 * Khuzun?, one the prisoner's cell; four Sun?, one the way up. A scenario lays them face down;
 * which is real is chosen by their owner in his secret set-up, or by the game's dice, and told
 * to nobody else. A marker is turned when a character of a side that may turn it reaches it,
 * and from then on everyone sees its face.
 */

export function markerName(kind: MarkerKind): string {
  return MARKER_KINDS[kind].label;
}

/** The hexes a marker set lies on: listed, or every hex of an area of the board's maps. */
export function markerHexes(set: MarkerSet, board: DnBoard): Result<Hex[]> {
  if (set.hexes) {
    const hexes: Hex[] = [];
    for (const label of set.hexes) {
      const h = resolveLabel(board, label);
      if (!h.ok) return err(`${markerName(set.kind)}: ${h.error}`);
      hexes.push(h.value);
    }
    return ok(hexes);
  }
  if (set.area) {
    const hexes = [...board.cells.values()].filter((c) => c.data.features.includes(set.area!)).map((c) => c.hex);
    if (hexes.length === 0) return err(`${markerName(set.kind)}: no hex of the board is in the area "${set.area}".`);
    return ok(hexes);
  }
  return err(`${markerName(set.kind)}: give the markers' hexes or an area.`);
}

/** A scenario's markers, checked once when the module is built: one line for the author. */
export function checkMarkers(scenario: Scenario, board: DnBoard): string | undefined {
  const sides = scenario.sides.map((s) => s.id);
  const counts = new Map<MarkerKind, number>();
  for (const set of scenario.markers ?? []) {
    const hexes = markerHexes(set, board);
    if (!hexes.ok) return hexes.error;
    const kind = MARKER_KINDS[set.kind];
    const total = (counts.get(set.kind) ?? 0) + hexes.value.length;
    counts.set(set.kind, total);
    if (total > kind.count) return `${kind.label}: the box holds ${kind.count}, the scenario lays ${total} (1.53)`;
    if (set.owner && !sides.includes(set.owner)) return `${kind.label}: owner "${set.owner}" is not a side (${sides.join(', ')})`;
    if (set.real === 'owner' && !scenario.deployment?.some((d) => d.side === set.owner)) return `${kind.label}: the owner chooses the real one in a secret set-up, but ${set.owner ?? 'no owner'} has none`;
    if (set.real !== 'owner' && set.real !== 'random' && !set.hexes?.includes(set.real.toUpperCase())) return `${kind.label}: the real one, ${set.real}, is not one of its hexes`;
    for (const k of set.knownTo) if (!sides.includes(k)) return `${kind.label}: knownTo "${k}" is not a side`;
  }
  return undefined;
}

/** Lays the markers face down as the game is set up; the dice choose the real one where the scenario says so. */
export function layMarkers(scenario: Scenario, board: DnBoard, dice: Dice): Marker[] {
  const markers: Marker[] = [];
  for (const set of scenario.markers ?? []) {
    const hexes = markerHexes(set, board);
    if (!hexes.ok) continue;
    let real = -1;
    if (set.real === 'random') real = dice.roll(hexes.value.length, `${markerName(set.kind)}: which is real (1.53)`, `which ${markerName(set.kind)} is real`).face - 1;
    else if (set.real !== 'owner') real = hexes.value.findIndex((h) => labelOf(h) === set.real.toUpperCase());
    const knownTo = set.real === 'owner' && set.owner ? [set.owner] : set.knownTo;
    hexes.value.forEach((hex, i) => markers.push({ kind: set.kind, hex, real: i === real, owner: set.owner ?? null, knownTo, flip: set.flip, flipped: false, flippedBy: null }));
  }
  return markers;
}

/** Markers of a kind whose real one `side` must still choose in its secret set-up. */
export function markersToChoose(state: DnState, side: string): MarkerKind[] {
  const kinds = new Set<MarkerKind>();
  for (const m of state.secret.markers) if (m.owner === side && m.knownTo.includes(side)) kinds.add(m.kind);
  return [...kinds].filter((k) => !state.secret.markers.some((m) => m.kind === k && m.owner === side && m.real));
}

/** The owner names which of his markers is the real one (by DM, in his secret set-up). */
export function chooseReal(state: DnState, side: string, hex: Hex): Result<{ state: DnState; text: string }> {
  const mine = state.secret.markers.filter((m) => m.owner === side && m.knownTo.includes(side));
  const chosen = mine.find((m) => sameHex(m.hex, hex));
  if (!chosen) {
    if (mine.length === 0) return err('Your side hides no markers in this scenario.');
    return err(`There is no marker of yours in ${labelOf(hex)}. Yours: ${mine.map((m) => `${markerName(m.kind)} ${labelOf(m.hex)}`).join(', ')}.`);
  }
  const markers = state.secret.markers.map((m) => (m.kind === chosen.kind && m.owner === side ? { ...m, real: sameHex(m.hex, hex) } : m));
  return ok({ state: { ...state, secret: { ...state.secret, markers } }, text: `${MARKER_KINDS[chosen.kind].real} is under the ${markerName(chosen.kind)} in ${labelOf(hex)}.` });
}

/** At the end of a secret set-up, a kind whose real one the owner did not choose is drawn by the dice. */
export function drawUnchosen(state: DnState, side: string, dice: Dice): DnState {
  let markers = state.secret.markers;
  for (const kind of markersToChoose(state, side)) {
    const mine = markers.filter((m) => m.kind === kind && m.owner === side);
    const pick = dice.roll(mine.length, `${markerName(kind)}: which is real, for the ${side} who did not choose (1.53)`, `which ${markerName(kind)} is real`).face - 1;
    const hex = mine[pick]!.hex;
    markers = markers.map((m) => (m.kind === kind && m.owner === side ? { ...m, real: sameHex(m.hex, hex) } : m));
  }
  return { ...state, secret: { ...state.secret, markers } };
}

/** Who may turn a marker: its owner's enemies, or anyone if it has no owner. */
function mayTurn(marker: Marker, side: string): boolean {
  return marker.owner === null || marker.owner !== side;
}

/** After any order: a marker reached by someone who may turn it is turned, for all to see. */
export function flipReached(state: DnState): { state: DnState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  let changed = false;
  const markers = state.secret.markers.map((m) => {
    if (m.flipped) return m;
    const reach = m.flip === 'adjacent' ? 1 : 0;
    const by = state.units.find(
      (u) => !u.dead && u.hex && mayTurn(m, u.side) && (distance(u.hex, m.hex) <= reach || state.moves.some((mv) => mv.unit === u.id && mv.path.some((p) => distance(p, m.hex) <= reach))),
    );
    if (!by) return m;
    changed = true;
    const face = m.real ? `${MARKER_KINDS[m.kind].real}!` : 'nothing beneath.';
    events.push({ type: 'marker-turned', text: `${by.name} of the ${sideLabel(state, by.side)} turns the ${markerName(m.kind)} in ${labelOf(m.hex)}: ${face}`, visibleTo: 'all', data: { kind: m.kind, real: m.real } });
    return { ...m, flipped: true, flippedBy: by.id };
  });
  return changed ? { state: { ...state, secret: { ...state.secret, markers } }, events } : { state, events };
}

/** The real marker of a kind, once it is turned: for scenarios and other rules that ask. */
export function foundReal(state: DnState, kind: MarkerKind): Marker | undefined {
  return state.secret.markers.find((m) => m.kind === kind && m.real && m.flipped);
}
