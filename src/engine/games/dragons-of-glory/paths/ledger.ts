import type { Dice } from '../../../core/dice.ts';
import { publicEvent, type GameEvent } from '../../../core/events.ts';
import type { DogState } from '../state.ts';
import { UNCONQUERABLE } from '../strategic/conquest.ts';
import { nationName, SIDE_NAMES } from '../strategic/outcome.ts';
import { otherSide, type Side } from '../units.ts';
import type { Stepped } from '../turn/sequence.ts';
import type { PathsWorld } from './rules.ts';
import { changeWarStatus } from './war-status.ts';

/**
 * What joining and conquest are worth (PL G, H): every nation that joined a side between `before`
 * and `after` moves the VP marker its chart value towards that side and adds 1 to war status; every
 * nation conquered moves it twice its value towards the conqueror and adds 1. The Maelstrom counts
 * as conquered when its last fleet is gone. Called after every order and automatic step.
 *
 * Readings: the map's areas and pools (vp 0: Neraka, the High Clerist's Tower, the wizards) are not
 * nations, so they move neither the marker nor war status. A conquered nation keeps its allegiance
 * (strategic/conquest.ts), so its conqueror is the other side. A knight nation the war status
 * brings in on the way is reckoned too, until nothing is left unreckoned.
 */

/** Where the VP marker stands, in words. */
export function vpStanding(vp: number): string {
  if (vp === 0) return 'the VP marker at 0';
  return `${SIDE_NAMES[vp > 0 ? 'highlord' : 'whitestone']} lead by ${Math.abs(vp)}`;
}

const towards = (side: Side, points: number) => (side === 'highlord' ? points : -points);

/** The Maelstrom whose last fleet went between `before` and `state`: marked conquered, as PL G counts it. */
function sunkPirates(before: DogState, state: DogState, ctx: PathsWorld): { state: DogState; events: GameEvent[] } {
  let next = state;
  const events: GameEvent[] = [];
  for (const id of UNCONQUERABLE) {
    const now = next.nations[id];
    if (!now || now.allegiance === 'neutral' || now.conquered) continue;
    const fleets = [...ctx.world.counters.values()].filter((c) => c.nation === id && c.kind === 'fleet').map((c) => c.id);
    const afloat = (s: DogState) => fleets.some((f) => s.units[f] && s.units[f]!.off !== 'eliminated');
    if (!fleets.length || !afloat(before) || afloat(next)) continue;
    next = { ...next, nations: { ...next.nations, [id]: { ...now, conquered: true } } };
    events.push(publicEvent('dog-pl-maelstrom', `The last fleet of the ${nationName(ctx.world, id)} is gone: it counts as conquered by ${SIDE_NAMES[otherSide(now.allegiance)]}.`, { data: { nation: id } }));
  }
  return { state: next, events };
}

export function reckon(before: DogState, after: DogState, ctx: PathsWorld, dice: Dice): Stepped {
  if (!after.pl) return { state: after, events: [] };
  const events: GameEvent[] = [];
  const sunk = sunkPirates(before, after, ctx);
  let state = sunk.state;
  events.push(...sunk.events);

  let seen = before;
  // Each pass reckons what changed since the last; war status may bring in a knight nation, which the next pass reckons.
  for (;;) {
    const now = state;
    let changed = false;
    for (const rules of ctx.world.nations.values()) {
      if (rules.vp <= 0) continue;
      const was = seen.nations[rules.id];
      const is = now.nations[rules.id];
      if (!was || !is) continue;
      const name = nationName(ctx.world, rules.id);
      const moves: Array<{ side: Side; points: number; why: string }> = [];
      if (was.allegiance === 'neutral' && is.allegiance !== 'neutral') moves.push({ side: is.allegiance, points: rules.vp, why: `${name} joins ${SIDE_NAMES[is.allegiance]}` });
      if (!was.conquered && is.conquered && is.allegiance !== 'neutral') {
        const by = otherSide(is.allegiance);
        moves.push({ side: by, points: 2 * rules.vp, why: `${name} is conquered by ${SIDE_NAMES[by]}` });
      }
      for (const m of moves) {
        changed = true;
        const vp = state.pl!.vp + towards(m.side, m.points);
        state = { ...state, pl: { ...state.pl!, vp } };
        const raised = changeWarStatus(state, ctx, 1, `${m.why}: ${m.points} VP to them, ${vpStanding(vp)}`, dice);
        state = raised.state;
        events.push(...raised.events);
      }
    }
    if (!changed) break;
    seen = now;
  }
  return { state, events };
}

