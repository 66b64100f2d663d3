import { dieRead, type Dice, type RollRecord } from '../../../core/dice.ts';
import type { GameEvent } from '../../../core/events.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import { distance } from '../../../hex/hex.ts';
import { labelOf } from '../../../hex/labels.ts';
import { computeOdds, resolveAttack, type Odds } from '../combat/melee.ts';
import type { DnState, Unit } from '../state.ts';
import { gharvsOf } from './state.ts';
import { MAX_ODDS, oddsLabel } from '../tables.ts';
import type { TerrainId } from '../terrain.ts';
import { unitById } from '../units.ts';
import { terrainAt, type Table } from '../world.ts';
import { boatOf } from '../boats/boat.ts';
import { capsize } from '../boats/capsize.ts';
import { pickByDie, pickDice } from './by-die.ts';
import { gharvContacts } from './moves.ts';

/**
 * The Gharvs' automatic attacks, the second step of an interphase (4.52, 5.15.2).
 *
 * - Each Gharv in contact with a character attacks, alone: the one who brought it up if it
 *   can, else (translator: "or any other characters in the way") the one nearest him among
 *   those it touches, the die choosing between equals.
 * - Against a character in a boat it tries to overturn the boat: 1-3 on the die.
 * - Otherwise the combat is resolved normally, at the odds of 2.41 (an attack below 1-1 is
 *   impossible: the Gharv stays in contact and does nothing). Against a character in water,
 *   on a beach or in the marsh, the game aid's shift (+2, +1, +1) is the whole terrain shift
 *   (checklist ruling 142); anywhere else 5.13.1 applies, the Gharv being − on land.
 */

/** 5.15.2, the Gharv attack line: columns to the right by the defender's ground. */
export const INTERPHASE_SHIFT: Partial<Record<TerrainId, number>> = { water: 2, beach: 1, marsh: 1 };

/** 5.15.2: a Gharv overturns a boat on this or less. */
export const CAPSIZE_ON = 3;

const WHERE: Partial<Record<TerrainId, string>> = { water: 'in the water', beach: 'on a beach', marsh: 'in the marsh' };

/** The odds of a Gharv's interphase attack (ruling 142), or why it cannot be made. */
export function gharvOdds(table: Table, gharv: Unit, target: Unit): Result<Odds> {
  const odds = computeOdds(table, [gharv], [target]);
  if (!odds.ok) return odds;
  const ground = target.hex ? terrainAt(table, target.hex)?.id : undefined;
  const shift = ground ? INTERPHASE_SHIFT[ground] : undefined;
  if (shift === undefined) return odds;
  if (odds.value.raw < 1) return err(`${odds.value.account}: below 1-1 (2.41)`);
  const column = Math.min(Math.max(odds.value.raw + shift, 1), MAX_ODDS);
  const head = odds.value.account.split('; ')[0]!;
  const account = `${head}; Gharv attack ${WHERE[ground!]}, ${shift} right in place of the terrain (5.15.2) → ${oddsLabel(column)}`;
  return ok({ ...odds.value, terrain: shift, joint: 0, dwarves: 0, column, account });
}

/** Whom a Gharv attacks among those it touches: its summoner, else those nearest him (by die between equals). */
export function gharvTarget(table: Table, gharv: Unit, summoner: string | null, dice: Dice): { target: Unit; rolls: RollRecord[] } | undefined {
  const contacts = gharvContacts(table, gharv);
  if (contacts.length === 0) return undefined;
  const own = contacts.find((u) => u.id === summoner);
  if (own) return { target: own, rolls: [] };
  const prey = summoner ? table.state.units.find((u) => u.id === summoner && !u.dead && u.hex) : undefined;
  let nearest = contacts;
  if (prey?.hex) {
    const best = Math.min(...contacts.map((u) => distance(u.hex!, prey.hex!)));
    nearest = contacts.filter((u) => distance(u.hex!, prey.hex!) === best);
  }
  const picked = pickByDie(dice, nearest, `${gharv.name} chooses whom to attack`, `whom ${gharv.name} attacks`, (u) => u.name);
  return { target: picked.item, rolls: picked.rolls };
}

/** One Gharv's attack: queued steps for the aftermath, and what happened. */
export function gharvAttack(table: Table, gharvId: string, dice: Dice): { state: DnState; events: GameEvent[] } {
  const { state } = table;
  const gharv = unitById(state, gharvId);
  if (gharv.dead || !gharv.hex) return { state, events: [] };
  const summoner = gharvsOf(state).roster.find((g) => g.id === gharvId)?.summoner ?? null;
  const chosen = gharvTarget(table, gharv, summoner, dice);
  if (!chosen) return { state, events: [] };
  const { target } = chosen;
  // The die that chose among equals is read first, as it was rolled first.
  const by = chosen.rolls.length ? ` (${pickDice(chosen)})` : '';
  const boat = boatOf(state, target);
  if (boat) {
    const roll = dice.roll(10, `${gharv.name} tries to overturn ${boat.name}`, 'overturning the boat');
    const over = roll.face <= CAPSIZE_ON;
    roll.explain({ table: '5.15.2 Gharv attack on a boat', column: '1-3 capsizes', result: over ? 'capsized' : 'no effect' });
    const marked: DnState = {
      ...state,
      attacked: [...state.attacked, gharv.id],
      combats: [...state.combats, { attackers: [gharv.id], defenders: [target.id], odds: 'boat', die: roll.face, result: over ? 'capsized' : '-', at: [target.hex!] }],
    };
    const text = `${gharv.name} attacks ${boat.name.toLowerCase()} under ${target.name}${by}: ${dieRead(roll.record)} → ${over ? 'it capsizes (1-3)' : 'no effect (1-3 capsizes)'}.`;
    const events: GameEvent[] = [{ type: 'gharv-attack', text, visibleTo: 'all', rolls: [...chosen.rolls, roll.record], data: { gharv: gharv.id, boat: boat.id, capsized: over } }];
    if (!over) return { state: marked, events };
    const overturned = capsize({ ...table, state: marked }, boat);
    return { state: overturned.state, events: [...events, ...overturned.events] };
  }
  const odds = gharvOdds(table, gharv, target);
  if (!odds.ok) {
    const text = `${gharv.name} cannot attack ${target.name}${by} in ${labelOf(target.hex!)}: ${odds.error.replace(/\.$/, '')}.`;
    return { state, events: [{ type: 'gharv-attack', text, visibleTo: 'all', rolls: chosen.rolls, data: { gharv: gharv.id, target: target.id } }] };
  }
  const resolved = resolveAttack(table, [gharv], [target], odds.value, dice);
  const [first, ...rest] = resolved.events;
  const lead: GameEvent = { ...first!, type: 'gharv-attack', text: `${gharv.name} attacks ${target.name}${by}: ${first!.text}`, rolls: [...chosen.rolls, ...(first!.rolls ?? [])] };
  return { state: resolved.state, events: [lead, ...rest] };
}
