import type { GameEvent } from '../../../core/events.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import { distance, type Hex } from '../../../hex/hex.ts';
import { labelOf } from '../../../hex/labels.ts';
import type { DnState } from '../state.ts';
import { counterNow, findUnit, withUnit } from '../units.ts';
import { livingIn, terrainAt, type Table } from '../world.ts';
import { heldBySpell } from '../magic/protection.ts';
import { boatHexes, boatOf, withBoat } from './boat.ts';
import { LANDING_AFTER } from './rowing.ts';
import { beachedOn, moored, shoreOf } from './shore.ts';

/**
 * Getting out (2.34): the rower "can move it 2 hexes and use the remaining half of his movement
 * allowance to disembark onto a jetty or beach hex", from a boat moored at a jetty (both its
 * hexes touching it) or lying on the beach (one of its hexes a beach hex).
 *
 * `/land unit: to:` in the movement phase. Ours: anyone aboard since the turn began may land,
 * if the boat has gone no more than 2 hexes this turn: with half his allowance (rounded down)
 * if it has moved, his whole allowance if it has not; stepping onto the jetty or beach hex costs
 * what that hex costs, and he may then walk on with /move. One who got in this turn lands next
 * turn at the earliest.
 */
export function land(table: Table, seat: string, unitName: string, to: Hex): Result<{ state: DnState; events: GameEvent[] }> {
  const { state } = table;
  if (state.phase !== 'movement') return err(`One gets out of a boat in the movement phase; it is the ${state.phase.replace('-', ' ')} phase.`);
  const found = findUnit(state, unitName, state.units.filter((u) => u.side === seat && !u.dead && u.hex));
  if (!found.ok) return found;
  const unit = found.value;
  const boat = boatOf(state, unit);
  if (!boat) return err(`${unit.name} is not aboard a boat.`);
  if (unit.stunned) return err(`${unit.name} is stunned and cannot move.`);
  const held = heldBySpell(unit);
  if (held) return err(`${held}.`);
  if (boat.boarded.some((b) => b.unit === unit.id && b.playerTurn === state.playerTurn)) return err(`${unit.name} got in this turn: he can get out next turn (2.34).`);
  const rowed = boat.rowing?.playerTurn === state.playerTurn ? boat.rowing.used : 0;
  if (rowed > LANDING_AFTER) return err(`${boat.name} has gone ${rowed} hexes this turn: only a boat rowed ${LANDING_AFTER} hexes or fewer lets anyone out in the same turn (2.34).`);
  const shore = shoreOf(table, boat, to);
  if (!shore) {
    const onBeach = beachedOn(table, boat);
    const how = moored(table, boat)
      ? 'a jetty hex beside it'
      : onBeach
        ? 'a beach hex beside it'
        : 'nowhere yet: moor it with both hexes touching a jetty, or row one of its hexes onto a beach';
    const beside = boatHexes(boat).some((h) => distance(h, to) === 1);
    return err(`${unit.name} cannot land on ${labelOf(to)}${beside ? '' : ', which is not beside the boat'}. From ${boat.name} one lands on ${how} (2.34).`);
  }
  const there = livingIn(table, { hex: to, below: false });
  if (there.length) return err(`${labelOf(to)} is taken by ${there.map((u) => u.name).join(' and ')}.`);
  const move = counterNow(unit, state.volume).move;
  const allowance = rowed > 0 ? Math.floor(move / 2) : move;
  const cost = terrainAt(table, to)!.mp ?? 1;
  if (cost > allowance) return err(`${unit.name} has ${allowance} MP to get out with; ${labelOf(to)} costs ${cost}.`);
  const seatHex = unit.hex!;
  let next = withUnit(state, { ...unit, hex: to, below: false, movedInPlayerTurn: state.playerTurn });
  const record = next.moves.find((m) => m.unit === unit.id);
  next = { ...next, moves: [...next.moves.filter((m) => m.unit !== unit.id), { unit: unit.id, spent: cost, allowance, path: [...(record?.path ?? [seatHex]), to] }] };
  next = withBoat(next, { ...boat, aboard: boat.aboard.filter((id) => id !== unit.id) });
  const half = rowed > 0 ? `half his allowance, ${allowance} MP, as the boat has moved` : `his ${allowance} MP`;
  const text = `${unit.name} gets out of ${boat.name.toLowerCase()} onto the ${shore} at ${labelOf(to)} (${cost} MP of ${half}; ${allowance - cost} left).`;
  return ok({ state: next, events: [{ type: 'boat-landed', text, visibleTo: 'all', data: { boat: boat.id, unit: unit.id } }] });
}
