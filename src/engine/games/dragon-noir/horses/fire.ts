import { rollArithmetic, type Dice, type RollModifier } from '../../../core/dice.ts';
import type { GameEvent } from '../../../core/events.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import { labelOf } from '../../../hex/labels.ts';
import { readyToShoot, volumeOf } from '../fire/fire.ts';
import { horseDefence } from './horses.ts';
import { HORSE_KILLING_SHOTS } from './mounted-fire.ts';
import { isUnderground, lineOfFire } from '../fire/sight.ts';
import type { DnState, Horse, Unit } from '../state.ts';
import { mountedShot, rangeBand, UNDERGROUND_RANGE } from '../tables.ts';
import { definition, unitById, withUnit } from '../units.ts';
import type { Table } from '../world.ts';

/**
 * 2.47 and checklist 29: a riderless horse shot at in the offensive fire phase is read on the
 * mounted table (5.11.3), a caparisoned one as armoured (+1); C, D, E and F kill it. **Ours:** A
 * and B leave it standing, and only the side that does not hold it may shoot at it.
 */
export function shootHorse(table: Table, shooter: Unit, horse: Horse, dice: Dice): Result<{ state: DnState; events: GameEvent[] }> {
  let { state } = table;
  if (horse.dead) return err(`${horse.name} is already dead.`);
  if (horse.controller === shooter.side) return err(`${horse.name} is held by your own side.`);
  const ready = readyToShoot(table, shooter, 'offensive');
  if (!ready.ok) return ready;
  const weapon = ready.value;
  const sight = lineOfFire(table, { unit: shooter, weapon }, horse);
  if (!sight.clear) return err(`${shooter.name} has no line of fire to ${horse.name}: ${sight.why}. /sight shows the line.`);
  const modifiers: RollModifier[] = [];
  let band = '';
  if (isUnderground(table, shooter.hex!) || isUnderground(table, horse.hex)) {
    if (sight.range > UNDERGROUND_RANGE) return err(`${horse.name} is ${sight.range} hexes away; underground nothing can be shot beyond ${UNDERGROUND_RANGE} (2.21).`);
  } else if (volumeOf(table) === 1) {
    const found = rangeBand(weapon, sight.range);
    if (!found) return err(`${horse.name} is ${sight.range} hexes away, beyond the ${weapon}'s long range (5.11.1).`);
    band = `${found.band} range, `;
    if (found.modifier) modifiers.push({ label: `${found.band} range`, value: found.modifier });
  }
  if (volumeOf(table) === 1 && shooter.wounds > 0) modifiers.push({ label: 'wounded shooter', value: 1 });
  if (horseDefence(horse).armoured) modifiers.push({ label: 'caparisoned', value: 1 });
  if (definition(shooter).traits.includes('elf')) modifiers.push({ label: 'elf', value: -1 });
  const roll = dice.roll(10, `Fire: ${shooter.name} at ${horse.name}`, 'the shot');
  const total = roll.face + modifiers.reduce((s, m) => s + m.value, 0);
  const result = mountedShot(weapon, total, sight.cover);
  roll.explain({ table: '5.11.3 shooting at mounted characters', row: `${weapon} ${Math.max(1, total)}`, column: `${sight.cover} cover`, modifiers, total, result });
  const killed = HORSE_KILLING_SHOTS.includes(result);
  state = withUnit(state, { ...unitById(state, shooter.id), firedInPlayerTurn: state.playerTurn, firedInTurn: state.turn, unloaded: shooter.mounted && weapon === 'crossbow' });
  state = {
    ...state,
    fired: [...state.fired, shooter.id],
    shots: [...state.shots, { shooter: shooter.id, target: horse.id, from: shooter.hex!, to: horse.hex, result }],
    horses: killed ? state.horses.map((h) => (h.id === horse.id ? { ...h, dead: true, ledBy: null } : h)) : state.horses,
  };
  const effect = result === '-' ? 'miss' : killed ? `${result}: ${horse.name} is killed` : `${result}: the horse stands`;
  const text = `${shooter.name} (${weapon}) shoots at ${horse.name} in ${labelOf(horse.hex)}: ${band}${sight.cover} cover, ${rollArithmetic(roll.record)} → ${effect}.`;
  return ok({ state, events: [{ type: 'shot', text, visibleTo: 'all', rolls: [roll.record], data: { shooter: shooter.id, horse: horse.id, result } }] });
}
