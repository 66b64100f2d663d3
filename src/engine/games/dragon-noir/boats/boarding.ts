import type { GameEvent } from '../../../core/events.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import { distance, sameHex, type Hex } from '../../../hex/hex.ts';
import { labelOf } from '../../../hex/labels.ts';
import { allowanceLeft, moveRecord } from '../movement/record.ts';
import type { DnState } from '../state.ts';
import { boatsOf } from './state.ts';
import { counterNow, definition, findUnit, withUnit } from '../units.ts';
import { livingIn, terrainAt, type Table } from '../world.ts';
import { heldBySpell } from '../magic/protection.ts';
import { afloat, boatHexes, boatOf, withBoat } from './boat.ts';
import { AFTER_BOARDING } from './rowing.ts';
import { shoreOf } from './shore.ts';

/**
 * Getting into the boat (2.34): "it is necessary that an Adventurer arrives on a boat hex
 * (movement point cost: 1 MP from land and 2 MPs from water). If, when reaching the boat, the
 * character has used only half or less of his movement allowance, the boat can be moved 2 hexes
 * immediately. If he has used more, then he must wait until the following turn."
 *
 * `/board unit: at:` in the movement phase: he steps into a free hex of the boat beside him
 * (`at:` when both are), which ends his walk. Ours: from land, the boat must be moored to his
 * jetty or lie on his beach, as for getting out; from the water any boat hex beside him will do.
 * The MP of the step count in the half.
 */

export const FROM_LAND = 1;
export const FROM_WATER = 2;

export function board(table: Table, seat: string, unitName: string, at: Hex | undefined): Result<{ state: DnState; events: GameEvent[] }> {
  const { state } = table;
  if (state.volume !== 2 || boatsOf(state).length === 0) return err('There is no boat in this scenario (2.34: the Dark Island\u2019s, in DN2).');
  if (seat !== state.sides[0]!.id) return err('Only the Adventurers can use a boat (2.34).');
  if (state.phase !== 'movement') return err(`One gets into a boat in the movement phase; it is the ${state.phase.replace('-', ' ')} phase.`);
  const found = findUnit(state, unitName, state.units.filter((u) => u.side === seat && !u.dead && u.hex));
  if (!found.ok) return found;
  const unit = found.value;
  if (boatOf(state, unit)) return err(`${unit.name} is already aboard.`);
  if (unit.stunned) return err(`${unit.name} is stunned and cannot move.`);
  const held = heldBySpell(unit);
  if (held) return err(`${held}.`);
  if (definition(unit).weapon === 'crossbow' && unit.firedInPlayerTurn === state.playerTurn) return err(`${unit.name} shot his crossbow this turn, so he cannot move (5.11.5).`);
  const here = unit.hex!;
  const boats = afloat(state).filter((b) => boatHexes(b).some((h) => distance(h, here) === 1));
  if (boats.length === 0) return err(`${unit.name} is not beside a boat.`);
  const boat = boats[0]!;
  const inWater = terrainAt(table, here)?.id === 'water';
  if (!inWater && !shoreOf(table, boat, here)) {
    const ground = terrainAt(table, here)?.id;
    const why = ground === 'jetty' ? `${boat.name} is not moored: both its hexes must touch the jetty` : ground === 'beach' ? `${boat.name} does not lie on the beach: one of its hexes must be a beach hex` : 'a boat is boarded from a jetty, a beach or the water';
    return err(`${unit.name} cannot get into ${boat.name} from ${labelOf(here)}: ${why} (2.34).`);
  }
  const seats = boatHexes(boat).filter((h) => distance(h, here) === 1 && livingIn(table, { hex: h, below: false }).length === 0);
  if (seats.length === 0) return err(`${boat.name}'s hexes beside ${unit.name} are taken.`);
  let seatHex = seats[0]!;
  if (at) {
    const chosen = seats.find((h) => sameHex(h, at));
    if (!chosen) return err(`${labelOf(at)} is not a free hex of ${boat.name} beside ${unit.name}: ${seats.map(labelOf).join(' or ')}.`);
    seatHex = chosen;
  }
  const cost = inWater ? FROM_WATER : FROM_LAND;
  const left = allowanceLeft(state, unit);
  if (left < cost) return err(`${unit.name} has ${left} MP left; getting into the boat from ${inWater ? 'the water costs 2' : 'land costs 1'} (2.34).`);
  const record = moveRecord(state, unit) ?? { unit: unit.id, spent: 0, allowance: counterNow(unit, state.volume).move, path: [here] };
  const spent = record.spent + cost;
  const early = spent <= record.allowance / 2;
  let next = withUnit(state, { ...unit, hex: seatHex, below: false, movedInPlayerTurn: state.playerTurn });
  next = { ...next, moves: [...next.moves.filter((m) => m.unit !== unit.id), { ...record, spent, path: [...record.path, seatHex] }] };
  next = withBoat(next, {
    ...boat,
    aboard: [...boat.aboard, unit.id],
    boarded: [...boat.boarded.filter((b) => b.playerTurn === state.playerTurn), { unit: unit.id, playerTurn: state.playerTurn, early }],
  });
  const then = early ? `he may row it ${AFTER_BOARDING} hexes at once` : 'he may row it next turn';
  const text = `${unit.name} gets into ${boat.name.toLowerCase()} at ${labelOf(seatHex)} (${cost} MP from the ${inWater ? 'water' : terrainAt(table, here)!.name}; ${spent} of ${record.allowance} used: ${then}).`;
  return ok({ state: next, events: [{ type: 'boat-boarded', text, visibleTo: 'all', data: { boat: boat.id, unit: unit.id } }] });
}
