import type { Scenario } from '../scenario.ts';
import type { DnState, Unit } from '../state.ts';
import { definition } from '../units.ts';
import { EMPTY_MAGIC, type Caster, type MagicState } from './state.ts';

/**
 * Energy points (3.2): level × 100 at the start; every spell and counterspell spends them,
 * whether it works or not (3.3, ruling 134); a wound halves what is left, rounded down, and a
 * heal doubles it.
 */

export const EP_PER_LEVEL = 100;

export function isSpellcaster(unit: Unit): boolean {
  return definition(unit).traits.includes('spellcaster');
}

/**
 * The casters' books at the start of a scenario. The level is the scenario's (a campaign hands
 * it on); **ours:** level 1 when the scenario does not say, in DN1 as in DN2 (3 intro: only a
 * caster who survived The Exile is level 2).
 */
export function setupMagic(scenario: Scenario, units: Unit[]): MagicState {
  const casters: Caster[] = units.filter(isSpellcaster).map((u) => {
    const level = scenario.magic?.levels[u.character] ?? 1;
    return { unit: u.id, level, ep: level * EP_PER_LEVEL, spellInPlayerTurn: null, spellInTurn: null, counterInPlayerTurn: null };
  });
  return { ...EMPTY_MAGIC, casters };
}

export function bookOf(state: DnState, unitId: string): Caster | undefined {
  return state.magic.casters.find((c) => c.unit === unitId);
}

export function withBook(state: DnState, book: Caster): DnState {
  const casters = state.magic.casters.some((c) => c.unit === book.unit) ? state.magic.casters.map((c) => (c.unit === book.unit ? book : c)) : [...state.magic.casters, book];
  return { ...state, magic: { ...state.magic, casters } };
}

export function spend(state: DnState, unitId: string, ep: number): DnState {
  const book = bookOf(state, unitId);
  return book ? withBook(state, { ...book, ep: Math.max(0, book.ep - ep) }) : state;
}

/** 3.2: a caster's remaining EP are halved, rounded down, the moment he is wounded. */
export function halveOnWound(state: DnState, unitId: string): { state: DnState; text: string } | undefined {
  const book = bookOf(state, unitId);
  if (!book) return undefined;
  const ep = Math.floor(book.ep / 2);
  return { state: withBook(state, { ...book, ep }), text: `his energy falls from ${book.ep} to ${ep} EP (3.2)` };
}

/** 3.2: a healed caster's remaining EP are doubled (after paying for the heal, ruling 135). */
export function doubleOnHeal(state: DnState, unitId: string): { state: DnState; text: string } | undefined {
  const book = bookOf(state, unitId);
  if (!book) return undefined;
  const ep = book.ep * 2;
  return { state: withBook(state, { ...book, ep }), text: `his energy rises from ${book.ep} to ${ep} EP (3.2)` };
}
