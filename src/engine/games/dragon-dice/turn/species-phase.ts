import { publicEvent, type GameEvent } from '../../../core/events.ts';
import { promote, promotionsFor, recruit, recruitsFor } from '../actions/dua.ts';
import { armyName, listed } from '../actions/names.ts';
import type { DiceBook } from '../dice/read.ts';
import { armyUnits, type DdState, type Unit } from '../state.ts';
import type { Stepped } from '../stepped.ts';
import { hasAbility, healthOf, speciesOf, terrainHas } from '../species-rows.ts';

/**
 * The species abilities phase (SFR 11, after the dragon attacks; v4 only), for the abilities it
 * names that only help their player, played for him: Feralization (each army with a Feral at a
 * terrain with earth or air promotes one Feral, or else recruits a 1-health Feral) and Winter's
 * Fortitude (with a Frostwing at a terrain with air, one Frostwing goes from the BUA back to the
 * DUA). Both say "may"; a player would always take them, so nothing is asked (docs).
 */

const nameOf = (book: DiceBook, u: Unit) => book.units.get(u.die)?.name ?? u.die;

export function speciesPhase(book: DiceBook, state: DdState, player: string): Stepped {
  if (state.ruleset !== 'v4') return { state, events: [] };
  let s = state;
  const events: GameEvent[] = [];
  const terrains = s.terrains.map((t) => t.id);
  if (hasAbility(book, s, 'feral', 'Feralization')) {
    for (const at of terrains) {
      const army = { owner: player, at };
      const ferals = armyUnits(s, army).filter((u) => speciesOf(book, u) === 'feral');
      if (!ferals.length || !(terrainHas(book, s, at, 'earth') || terrainHas(book, s, at, 'air'))) continue;
      const largest = [...ferals].sort((a, b) => healthOf(book, b) - healthOf(book, a) || a.id.localeCompare(b.id));
      const up = largest.map((u) => ({ u, into: promotionsFor(book, s, u.id)[0] })).find((p) => p.into);
      if (up?.into) {
        const done = promote(book, s, up.u.id, up.into.id);
        if (done.ok) {
          s = done.value;
          events.push(publicEvent('dd-ability', `Feralization: in ${armyName(book, s, army)}, ${nameOf(book, up.u)} is promoted to ${nameOf(book, up.into)}.`));
          continue;
        }
      }
      const recruitable = recruitsFor(book, s, player).filter((u) => speciesOf(book, u) === 'feral');
      if (recruitable[0]) {
        const done = recruit(book, s, recruitable[0].id, army);
        if (done.ok) {
          s = done.value;
          events.push(publicEvent('dd-ability', `Feralization: ${nameOf(book, recruitable[0])} is recruited from ${player}'s DUA to ${armyName(book, s, army)}.`));
        }
      }
    }
  }
  if (hasAbility(book, s, 'frostwings', "Winter's Fortitude")) {
    const atAir = terrains.some((at) => terrainHas(book, s, at, 'air') && armyUnits(s, { owner: player, at }).some((u) => speciesOf(book, u) === 'frostwings'));
    const buried = Object.values(s.units).filter((u) => u.owner === player && u.at.kind === 'bua' && speciesOf(book, u) === 'frostwings').sort((a, b) => healthOf(book, b) - healthOf(book, a) || a.id.localeCompare(b.id));
    if (atAir && buried[0]) {
      s = { ...s, units: { ...s.units, [buried[0].id]: { ...buried[0], at: { kind: 'dua' } } } };
      events.push(publicEvent('dd-ability', `Winter's Fortitude: ${listed([nameOf(book, buried[0])])} goes from ${player}'s BUA back to the DUA.`));
    }
  }
  return { state: s, events };
}
