import { ELEMENTS, type Element, type Ruleset, type Spell } from '../dice/types.ts';
import type { MagicPool } from './state.ts';

/**
 * Paying for spells (SFR 44; GAPS B10): a spell of an element takes magic of that element; an
 * elemental spell takes any ONE element (or ivory); ivory takes elemental spells only; Summon
 * White Dragon takes any mix. A unit of several elements splits its magic as it is spent (SFR 11:
 * a Scalder's 4 may go 4/0, 3/1…). Cantrip results pay for cantrip spells only.
 */

export interface Purse {
  magic: MagicPool;
  cantrip: number;
  cantripElements: readonly string[];
}

/** Where the army casts: the ruleset, and its terrain's elements (TSR doubles matching magic). */
export interface PayPlace {
  ruleset: Ruleset;
  terrainElements: readonly Element[];
  /** A held Standing Stones (v4, SFR 15): any of the army's magic, cantrips too, may be spent as these elements. */
  convertTo?: readonly string[];
}

const converts = (place: PayPlace, element: string) => element !== 'ivory' && (place.convertTo ?? []).includes(element);

const doubles = (place: PayPlace, element: string) => place.ruleset === '1996' && element !== 'death' && (place.terrainElements as readonly string[]).includes(element);

/**
 * TSR 1996 (FACTS §2.2): magic of a colour the terrain has is doubled while spells are cast, never
 * death's. The count has doubled a key wholly of such elements already; a key that only partly
 * matches is doubled here, for the part spent as the matching element.
 */
function factor(place: PayPlace, key: string, element: string): number {
  const parts = key.split('+');
  return parts.length > 1 && doubles(place, element) && !parts.every((p) => doubles(place, p)) ? 2 : 1;
}

const keysFor = (magic: MagicPool, element: string) => Object.keys(magic).filter((k) => k.includes('+') && k.split('+').includes(element));

/** How much `element` magic the purse can give to `spell`. */
export function available(purse: Purse, spell: Spell, element: string, place: PayPlace): number {
  let n = spell.cantrip && (purse.cantripElements.includes(element) || converts(place, element)) ? purse.cantrip : 0;
  // The Standing Stones turn every magic result into the element.
  if (converts(place, element)) return n + Object.values(purse.magic).reduce((a, b) => a + b, 0);
  n += purse.magic[element] ?? 0;
  if (element !== 'ivory') for (const k of keysFor(purse.magic, element)) n += (purse.magic[k] ?? 0) * factor(place, k, element);
  return n;
}

/** The elements the purse could pay `cost` of `spell` with, best first (the most magic). */
export function payableElements(purse: Purse, spell: Spell, cost: number, place: PayPlace): string[] {
  const options: string[] = spell.element === 'elemental' ? [...ELEMENTS, 'ivory'] : [spell.element];
  return options.filter((e) => available(purse, spell, e, place) >= cost).sort((a, b) => available(purse, spell, b, place) - available(purse, spell, a, place));
}

/** What is left in the purse, in words: "3 fire, 2 earth or fire, 1 cantrip". */
export function purseText(purse: Purse): string {
  const parts = Object.entries(purse.magic)
    .filter(([, n]) => n > 0)
    .map(([k, n]) => `${n} ${k.split('+').join(' or ')}`);
  if (purse.cantrip > 0) parts.push(`${purse.cantrip} cantrip`);
  return parts.length ? parts.join(', ') : 'no magic';
}

export const totalMagic = (purse: Purse) => Object.values(purse.magic).reduce((s, n) => s + n, 0) + purse.cantrip;

/**
 * Pays `cost` as `element` (cantrip results first, where the spell takes them, then that element's
 * own magic, then the several-element units' magic split off for it), or says what is short.
 */
export function pay(purse: Purse, spell: Spell, element: string, cost: number, place: PayPlace): { ok: true; purse: Purse } | { ok: false; error: string } {
  const magic = { ...purse.magic };
  let cantrip = purse.cantrip;
  let need = cost;
  if (spell.id === 'summon-white-dragon') {
    // Any mix of elements (SFR 44), never ivory; a split unit's magic is taken as it was counted.
    for (const k of Object.keys(magic).filter((k) => k !== 'ivory')) {
      const take = Math.min(magic[k]!, need);
      magic[k] = magic[k]! - take;
      need -= take;
      if (need <= 0) break;
    }
  } else {
    if (spell.cantrip && (purse.cantripElements.includes(element) || converts(place, element))) {
      const take = Math.min(cantrip, need);
      cantrip -= take;
      need -= take;
    }
    const own = Math.min(magic[element] ?? 0, need);
    if (own > 0) magic[element] = magic[element]! - own;
    need -= own;
    if (element !== 'ivory') {
      for (const k of keysFor(magic, element)) {
        if (need <= 0) break;
        const f = factor(place, k, element);
        const take = Math.min(magic[k]!, Math.ceil(need / f));
        magic[k] = magic[k]! - take;
        need -= take * f;
      }
    }
    // The Standing Stones: what is still due comes from any other magic, turned into the element.
    if (converts(place, element)) {
      for (const k of Object.keys(magic)) {
        if (need <= 0) break;
        const take = Math.min(magic[k]!, need);
        magic[k] = magic[k]! - take;
        need -= take;
      }
    }
  }
  if (need > 0) {
    const had = spell.id === 'summon-white-dragon' ? 'magic' : `${element} magic`;
    return { ok: false, error: `${spell.name} costs ${cost} ${had}; the army has ${cost - need} of it left (${purseText(purse)}).` };
  }
  // A split unit's doubled magic spent past the cost stays as that element's.
  if (need < 0) magic[element] = (magic[element] ?? 0) - need;
  for (const k of Object.keys(magic)) if (magic[k] === 0) delete magic[k];
  return { ok: true, purse: { magic, cantrip, cantripElements: purse.cantripElements } };
}
