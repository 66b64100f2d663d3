import { sameHex } from '../../../hex/hex.ts';
import type { DogState } from '../state.ts';
import { otherSide, type Side } from '../units.ts';
import { GROUND, type World } from '../world.ts';
import { nationName, SIDE_NAMES, upperFirst } from './outcome.ts';
import { capitalOf, holderOf, unitSide } from './places.ts';
import { strategicOf } from './schema.ts';

/**
 * A scenario's victory conditions (DL11 scenario book; GAPS §3.4; FACTS §1.2.2), evaluated at the
 * end of each turn and at the end of the last. The condition types are the scenario data's
 * (data/scenarios.ts `VictorySchema`), written here as types so the rules do not read the data's
 * files.
 *
 * Readings: a conquest or a loss is final once it happens, so a scenario ends before its last turn
 * only when every condition is decided; then, and at the end of the last turn, the sides whose
 * conditions are met win, both or neither being a draw (the Kender Strike's words). Countries
 * held count the nations that count for victory, are at war and have ground or air armies; a
 * country is held by whoever holds its capital (never taken by the enemy, or taken last by this
 * side: `state.held`), by its original site when it has moved.
 */

export type VictoryLevel = 'total' | 'major' | 'victory' | 'partial' | 'marginal' | 'poor' | 'indecisive';

export type VictoryCondition =
  | { kind: 'victory-points' }
  | { kind: 'conquer'; side: Side; nations: readonly string[]; byTurn: number }
  | { kind: 'loss-ratio'; side: Side; of: Side; above: number }
  | { kind: 'hold'; side: Side; place: string; atEnd: true; otherwise: Side }
  | { kind: 'countries-held'; levels: ReadonlyArray<{ atLeast: number; level: VictoryLevel }>; below: VictoryLevel }
  | {
      kind: 'capital-taken';
      side: Side;
      nation: string;
      byTurn: number;
      takenBeforeMove: VictoryLevel;
      originalSiteAfterMove: VictoryLevel;
      otherwise: { side: Side; notMoved: VictoryLevel; moved: VictoryLevel };
    };

export interface Victory {
  winners: Side[];
  reason: string;
}

/** A condition's state now: met (by a side, with why), failed for good, or still open. */
type Reading = { met: Side; why: string } | { failed: string } | { open: true };

/** "a partial victory", "a victory", "an indecisive result". */
const levelText = (level: VictoryLevel) => (level === 'victory' ? 'a victory' : level === 'indecisive' ? 'an indecisive result' : `a ${level} victory`);

/** The countries each side holds at the end of the Campaign (GAPS §3.4). */
export function countriesHeld(state: DogState, world: World): Record<Side, string[]> {
  const held: Record<Side, string[]> = { highlord: [], whitestone: [] };
  for (const rules of world.nations.values()) {
    const at = state.nations[rules.id];
    if (!rules.counts || !at || at.allegiance === 'neutral') continue;
    const armed = [...world.counters.values()].some((c) => c.nation === rules.id && (GROUND.has(c.kind) || c.kind === 'air'));
    if (!armed) continue;
    const capital = capitalOf(world, rules.id);
    const holder = capital ? holderOf(state, world, capital) : at.conquered ? otherSide(at.allegiance) : at.allegiance;
    if (holder) held[holder].push(rules.id);
  }
  return held;
}

function read(state: DogState, world: World, c: VictoryCondition, final: boolean): Reading {
  switch (c.kind) {
    case 'victory-points':
      // Paths of the Lance scores its own track (paths/victory.ts); this reader never decides it.
      return { open: true };
    case 'conquer': {
      const names = c.nations.map((n) => nationName(world, n)).join(' and ');
      if (c.nations.every((n) => state.nations[n]?.conquered)) return { met: c.side, why: `${SIDE_NAMES[c.side]} conquered ${names} by turn ${c.byTurn}` };
      return final || state.turn >= c.byTurn ? { failed: `${names} stood at turn ${c.byTurn}` } : { open: true };
    }
    case 'loss-ratio': {
      const start = state.startStrength[c.of] ?? 0;
      const lost = state.lost[c.of] ?? 0;
      if (start > 0 && lost > c.above * start) return { met: c.side, why: `${SIDE_NAMES[c.of]} lost ${lost} of their ${start} combat strength, more than ${Math.round(c.above * 100)}%` };
      return final ? { failed: `${SIDE_NAMES[c.of]} lost ${lost} of ${start}` } : { open: true };
    }
    case 'hold': {
      if (!final) return { open: true };
      const place = world.map.places.get(c.place);
      const holder = place ? holderOf(state, world, place) : null;
      const name = place?.name ?? c.place;
      return holder === c.side ? { met: c.side, why: `${SIDE_NAMES[c.side]} hold ${name} at the end` } : { met: c.otherwise, why: `${SIDE_NAMES[c.side]} do not hold ${name} at the end` };
    }
    case 'countries-held': {
      if (!final) return { open: true };
      const held = countriesHeld(state, world);
      const levels = [...c.levels].sort((a, b) => b.atLeast - a.atLeast);
      const count = { highlord: held.highlord.length, whitestone: held.whitestone.length };
      const score = `${upperFirst(SIDE_NAMES.highlord)} hold ${count.highlord} countries, ${SIDE_NAMES.whitestone} ${count.whitestone}`;
      const best: Side = count.highlord >= count.whitestone ? 'highlord' : 'whitestone';
      const level = count.highlord === count.whitestone ? undefined : levels.find((l) => count[best] >= l.atLeast);
      if (!level) return { failed: `${score}: ${levelText(c.below)}` };
      return { met: best, why: `${score}: ${levelText(level.level)} for ${SIDE_NAMES[best]}` };
    }
    case 'capital-taken': {
      const capital = capitalOf(world, c.nation);
      const name = nationName(world, c.nation);
      if (!capital) return { failed: `${name} has no capital on this map` };
      const moved = strategicOf(state).movedCapitals.includes(c.nation);
      if (!moved && holderOf(state, world, capital) === c.side) return { met: c.side, why: `${SIDE_NAMES[c.side]} took ${capital.name} before it moved: ${levelText(c.takenBeforeMove)}` };
      if (!final && state.turn < c.byTurn) return { open: true };
      if (!moved) return { met: c.otherwise.side, why: `${capital.name} neither fell nor moved: ${levelText(c.otherwise.notMoved)} for ${SIDE_NAMES[c.otherwise.side]}` };
      const onSite = Object.values(state.units).some((u) => u.at && sameHex(u.at, capital.hex) && unitSide(state, world, u.id) === c.side);
      return onSite
        ? { met: c.side, why: `${SIDE_NAMES[c.side]} stand on ${capital.name}'s old site after it moved: ${levelText(c.originalSiteAfterMove)}` }
        : { met: c.otherwise.side, why: `${name}'s capital moved and ${SIDE_NAMES[c.side]} do not stand on its old site: ${levelText(c.otherwise.moved)} for ${SIDE_NAMES[c.otherwise.side]}` };
    }
  }
}

/**
 * The result, or null while the game goes on. `final`: this is the end of the last turn (by
 * default when the turn is the scenario's last).
 */
export function checkVictory(state: DogState, world: World, conditions: readonly VictoryCondition[], final = state.turn >= state.lastTurn): Victory | null {
  const readings = conditions.map((c) => read(state, world, c, final));
  if (!final && readings.some((r) => 'open' in r)) return null;
  const met = readings.filter((r): r is { met: Side; why: string } => 'met' in r);
  const failed = readings.filter((r): r is { failed: string } => 'failed' in r);
  const winners = [...new Set(met.map((m) => m.met))];
  const why = upperFirst([...met.map((m) => m.why), ...failed.map((f) => f.failed)].join('; '));
  if (winners.length === 1) return { winners, reason: `${why}: ${SIDE_NAMES[winners[0]!]} win.` };
  if (winners.length === 2) return { winners: [], reason: `${why}: both sides won, so it is a draw.` };
  return { winners: [], reason: `${why}: neither side won, so it is a draw.` };
}
