import type { Dice } from '../../../core/dice.ts';
import type { GameEvent } from '../../../core/events.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import { distance, type Hex } from '../../../hex/hex.ts';
import { labelOf, parseLabel } from '../../../hex/labels.ts';
import { queueAdvance, settle } from '../combat/aftermath.ts';
import type { DnState, Unit } from '../state.ts';
import { definition, isStanding } from '../units.ts';
import { hasAttackLeft } from '../combat/melee-rules.ts';
import { tearWeb } from './webs.ts';
import { canStrikeBetween, livingAt, webAt, type Table } from '../world.ts';

/**
 * Destroying a spider web (2.46): `/attack with:<Adventurers> target:web D4`. An Adventurer
 * next to the web in his combat phase destroys it when no Krob stands on it: the counter is
 * turned over and he gains an advance after combat, as a victor does (2.44). With a Krob on it,
 * he must attack the Krob: the web goes only if the Krob retreats or is killed and an
 * Adventurer advances onto it (aftermath.ts). Ours: tearing a web is that character's attack for
 * the turn, and several may tear one web together (only one advances).
 */

/** "web D4" (or "web:D4"): the hex of the web an order names; undefined if it names no web. */
export function webTarget(targets: readonly string[]): Hex | undefined {
  if (targets.length !== 1) return undefined;
  const m = /^\s*web[\s:]+([A-Za-z]+\d+)\s*$/i.exec(targets[0]!);
  return m ? parseLabel(m[1]!.toUpperCase()) : undefined;
}

export function attackWeb(table: Table, seat: string, attackers: Unit[], hex: Hex, dice: Dice): Result<{ state: DnState; events: GameEvent[] }> {
  const { state } = table;
  const where = labelOf(hex);
  if (!webAt(table, hex)) return err(`There is no spider web in ${where} to destroy.`);
  for (const a of attackers) {
    if (a.side !== seat) return err(`${a.name} is not yours to command.`);
    if (!isStanding(a) || !a.hex) return err(`${a.name} cannot attack now.`);
    if ((definition(a).traits as readonly string[]).includes('krob')) return err(`${a.name} is a Krob: the Krobs do not destroy their own webs (2.46).`);
    if (!hasAttackLeft(state, a)) return err(`${a.name} has already attacked this turn; each character attacks once (2.4).`);
    if (distance(a.hex, hex) !== 1 || !canStrikeBetween(table, { hex: a.hex, below: a.below }, { hex, below: false })) return err(`${a.name} is not next to the web in ${where}: only an Adventurer beside it may destroy it (2.46).`);
  }
  const krob = livingAt(table, hex).find((u) => (definition(u).traits as readonly string[]).includes('krob'));
  if (krob) return err(`${krob.name} stands on the web in ${where}: attack it; the web is destroyed only if it retreats or dies and you advance onto the web (2.46).`);
  let next: DnState = tearWeb(state, hex);
  next = { ...next, attacked: [...next.attacked, ...attackers.map((a) => a.id)] };
  next = queueAdvance(next, seat, attackers.map((a) => a.id), hex);
  const events: GameEvent[] = [{ type: 'web-destroyed', text: `${attackers.map((a) => a.name).join(' and ')} destroy${attackers.length === 1 ? 's' : ''} the spider web in ${where}, and may advance after combat (2.46).`, visibleTo: 'all', data: { hex: where } }];
  const settled = settle({ ...table, state: next }, dice);
  return ok({ state: settled.state, events: [...events, ...settled.events] });
}
