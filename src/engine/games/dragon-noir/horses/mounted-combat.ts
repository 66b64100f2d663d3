import { dieRead, type Dice, type RollModifier } from '../../../core/dice.ts';
import type { GameEvent } from '../../../core/events.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import { labelOf } from '../../../hex/labels.ts';
import { horseDefence, horseHexes } from './horses.ts';
import type { DnState, Horse, MountedHarm, Step, Unit } from '../state.ts';
import { MAX_ODDS, mountedResult, oddsLabel, rawOdds, terrainShift, type MountedResult } from '../tables.ts';
import { counterNow } from '../units.ts';
import { canAttackInto, combatValue, hexCombatValue, type Table } from '../world.ts';

/**
 * Melee against riders and horses, DN1 (2.41, 2.43.1, 2.47, 5.14.1). DN2 has no horses above
 * ground and always reads the foot table.
 */

export const MOUNTED_RESULT_TEXT: Record<MountedResult, string> = {
  A: 'attacker wounded',
  B: 'attacker retreats one hex',
  C: 'defender retreats one hex',
  D: 'horse unharmed, rider stunned and dismounted',
  E: 'horse unharmed, rider wounded',
  F: 'horse killed, rider wounded and dismounted',
  G: 'horse unharmed, rider killed',
  H: 'horse and rider killed',
  '-': 'no effect',
};

/** What each mounted result does to the horse and its rider. */
export const MOUNTED_HARM: Partial<Record<MountedResult, MountedHarm>> = {
  D: { horse: 'ok', rider: 'stunned' },
  E: { horse: 'ok', rider: 'wounded' },
  F: { horse: 'killed', rider: 'wounded' },
  G: { horse: 'ok', rider: 'killed' },
  H: { horse: 'killed', rider: 'killed' },
};

/**
 * 2.41 DN1: the mounted table is read against mounted defenders. **Ours:** when several
 * defenders are attacked together, only if every one of them is mounted; otherwise the foot
 * table, whose stun and kill then throw a rider as the mounted table's D and G would.
 */
export function usesMountedTable(table: Table, defenders: Unit[]): boolean {
  return table.scenario.volume === 1 && defenders.length > 0 && defenders.every((d) => d.mounted);
}

/**
 * 2.43.1 and 5.14.1: attackers together shift one column right; in DN1, against a mounted
 * defender, only when several riders attack.
 */
export function jointShift(table: Table, attackers: Unit[], defenders: Unit[]): { shift: number; label: string } {
  if (attackers.length < 2) return { shift: 0, label: '' };
  if (table.scenario.volume === 1 && defenders.some((d) => d.mounted)) {
    const riders = attackers.filter((a) => a.mounted).length;
    return riders >= 2 ? { shift: 1, label: 'several riders, 1 right' } : { shift: 0, label: 'no joint shift against a rider unless several riders attack' };
  }
  return { shift: 1, label: 'joint attack, 1 right' };
}

/** The consequences of a mounted result, in the order they are settled. */
export function mountedStepsFor(result: MountedResult, attackers: Unit[], defenders: Unit[], attackerSide: string, defenderSide: string): Step[] {
  const a = attackers.map((u) => u.id);
  const d = defenders.map((u) => u.id);
  switch (result) {
    case 'A':
      return [{ kind: 'casualty', seat: attackerSide, effect: 'wounded', candidates: a, victors: d }];
    case 'B':
      return a.map((unit) => ({ kind: 'retreat' as const, seat: attackerSide, unit, hexes: 1, victors: d, advanceFor: defenderSide }));
    case 'C':
      return d.map((unit) => ({ kind: 'retreat' as const, seat: defenderSide, unit, hexes: 1, victors: a, advanceFor: attackerSide }));
    case '-':
      return [];
    default: {
      const harm = MOUNTED_HARM[result]!;
      const effect = harm.rider === 'killed' ? 'killed' : harm.rider === 'stunned' ? 'stunned' : 'wounded';
      return [{ kind: 'casualty', seat: defenderSide, effect, harm, candidates: d, victors: a, advanceFor: attackerSide }];
    }
  }
}

/** The foot result on a rider, as the mounted table's harm: stunned D, wounded E, killed G. */
export function footHarm(effect: 'stunned' | 'wounded' | 'killed'): MountedHarm {
  return { horse: 'ok', rider: effect };
}

/** Mounted leaders in a combat let go of the horse they lead (2.36.4). */
export function loseLedHorses(state: DnState, units: Unit[]): { state: DnState; events: GameEvent[] } {
  const riders = new Set(units.filter((u) => u.mounted).map((u) => u.id));
  const lost = state.horses.filter((h) => h.ledBy && riders.has(h.ledBy));
  if (lost.length === 0) return { state, events: [] };
  const horses = state.horses.map((h) => (h.ledBy && riders.has(h.ledBy) ? { ...h, ledBy: null } : h));
  const events: GameEvent[] = lost.map((h) => ({ type: 'led-horse-lost', text: `In the fight, ${h.name} breaks loose and stands in ${labelOf(h.hex)}.`, visibleTo: 'all' }));
  return { state: { ...state, horses }, events };
}

/** A riderless horse counts the less advantageous of its two hexes, like a rider (2.42). */
function horseGround(table: Table, horse: Horse): number {
  return Math.min(...horseHexes(horse).map((h) => hexCombatValue(table, h)));
}

/**
 * 2.47: a riderless horse is attacked on the mounted table, a caparisoned one as if armoured;
 * E to H kill it. **Ours:** C and D leave it standing (it has no rider to throw and does not
 * retreat), A and B strike the attackers as usual, and killing it gives no advance.
 */
export function attackHorse(table: Table, seat: string, attackers: Unit[], horse: Horse, dice: Dice): Result<{ state: DnState; events: GameEvent[] }> {
  let { state } = table;
  if (horse.dead) return err(`${horse.name} is already dead.`);
  if (horse.controller === seat) return err(`${horse.name} is held by your own side.`);
  for (const a of attackers) {
    if (a.side !== seat) return err(`${a.name} is not yours to command.`);
    if (a.dead) return err(`${a.name} is dead.`);
    if (a.stunned) return err(`${a.name} is stunned and cannot attack.`);
    if (state.attacked.includes(a.id)) return err(`${a.name} has already attacked this turn; each character attacks once (2.4).`);
    if (!horseHexes(horse).some((h) => canAttackInto(table, a, h))) return err(`${a.name} cannot reach ${horse.name} in ${labelOf(horse.hex)}.`);
  }
  const attack = attackers.reduce((sum, u) => sum + counterNow(u).attack, 0);
  const { defence, armoured } = horseDefence(horse);
  const raw = rawOdds(attack, defence);
  const head = `${attackers.map((u) => `${u.name} ${counterNow(u).attack}`).join(' + ')} v ${horse.name} ${defence}`;
  if (raw < 1) return err(`${head} is below 1-1; attacks at odds under 1-1 are impossible (2.41).`);
  const attackerGround = Math.min(...attackers.map((u) => combatValue(table, u)));
  const terrain = terrainShift(attackerGround, horseGround(table, horse));
  const riders = attackers.filter((a) => a.mounted).length;
  const joint = riders >= 2 ? 1 : 0;
  const shifted = raw + terrain + joint;
  if (shifted < 1 && state.options.oddsBelowOne === 'forbid') return err(`${head}: ${oddsLabel(raw)} shifted ${terrain + joint} falls below 1-1, which this game's options forbid.`);
  const column = Math.min(Math.max(shifted, 1), MAX_ODDS);
  const modifiers: RollModifier[] = armoured ? [{ label: 'caparisoned', value: 1 }] : [];
  const roll = dice.roll(10, `Combat: ${attackers.map((u) => u.name).join(' and ')} against ${horse.name}`, 'the combat');
  const total = Math.min(roll.face + modifiers.reduce((s, m) => s + m.value, 0), 10);
  const result = mountedResult(column, total);
  roll.explain({ table: '5.14.1 combat against mounted', row: oddsLabel(column), column: `die ${total}`, modifiers, max: 10, total, result });
  const killed = result === 'E' || result === 'F' || result === 'G' || result === 'H';
  const effect = killed ? `${horse.name} is killed` : result === 'A' || result === 'B' ? MOUNTED_RESULT_TEXT[result] : 'the horse stands';
  const parts = [`${head} → ${oddsLabel(Math.min(raw, MAX_ODDS))}`];
  if (terrain !== 0) parts.push(`terrain, ${Math.abs(terrain)} ${terrain > 0 ? 'right' : 'left'}`);
  if (joint) parts.push('several riders, 1 right');
  if (terrain !== 0 || joint) parts.push(`→ ${oddsLabel(column)}`);
  const mods = modifiers.map((m) => ` +${m.value} ${m.label}`).join('');
  const text = `${parts.join('; ')}; ${dieRead(roll.record)}${mods}${mods ? ` = ${total}` : ''} on the mounted table → ${result}: ${effect}.`;
  const ids = attackers.map((u) => u.id);
  state = {
    ...state,
    attacked: [...state.attacked, ...ids],
    engaged: [...new Set([...state.engaged, ...ids])],
    advanceOffer: null,
    combats: [...state.combats, { attackers: ids, defenders: [horse.id], odds: oddsLabel(column), die: total, result, at: [horse.hex] }],
    horses: killed ? state.horses.map((h) => (h.id === horse.id ? { ...h, dead: true, ledBy: null } : h)) : state.horses,
  };
  const steps: Step[] =
    result === 'A'
      ? [{ kind: 'casualty', seat, effect: 'wounded', candidates: ids, victors: [] }]
      : result === 'B'
        ? ids.map((unit) => ({ kind: 'retreat' as const, seat, unit, hexes: 1, victors: [] }))
        : [];
  state = { ...state, steps: [...state.steps, ...steps] };
  const events: GameEvent[] = [{ type: 'combat', text, visibleTo: 'all', rolls: [roll.record], data: { attackers: ids, horse: horse.id, result } }];
  return ok({ state, events });
}
