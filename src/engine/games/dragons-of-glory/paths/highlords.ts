import { publicEvent, type GameEvent } from '../../../core/events.ts';
import { hexKey, type Hex } from '../../../hex/hex.ts';
import type { Place } from '../map/types.ts';
import type { DogState } from '../state.ts';
import { capitalOf, holderOf, sidesIn } from '../strategic/places.ts';
import { nameOf, specOf, type World } from '../world.ts';
import type { Stepped } from '../turn/sequence.ts';
import type { PathsWorld } from './rules.ts';

/**
 * The highlords (PL A): Ariakas alone at the start; each wing card brings its highlord (and its
 * dragons) to the Dark Temple, or Neraka before it stands; at most six in play. A highlord who dies
 * is replaced by the table's counter in the Dark Temple, free to move and fight at once: Kitiara by
 * Bakaris, Salah-Khan by Topus, Bolas by Misif, Feal-Thas by Toede (the Toede-2 counter, 1/10;
 * the seed's order, CHECKLIST §2.9 item 48), Verminaard by As'p Tueng; no second replacement.
 * Only Ariakas may share a hex with another highlord.
 */

/** PL A's replacement table (Paths of the Lance, New Rule A), by counter id: the fallen highlord → who takes the wing. */
export const HIGHLORD_REPLACEMENTS: Readonly<Record<string, string>> = {
  kitiara: 'bakaris',
  'salah-khan': 'topus',
  bolas: 'misif',
  // The seed's literal order puts "(*Toede)" beside Feal-Thas (CHECKLIST §2.9 item 48).
  'feal-thas': 'toede-2',
  verminaard: 'asp-tueng',
};

/** The one highlord who may share a hex with another (PL A), and who is never replaced. */
export const ARIAKAS = 'ariakas';

/** Every highlord counter: Ariakas, the five wings' highlords and their five replacements (not Soth, a leader but no highlord). */
export const HIGHLORDS: ReadonlySet<string> = new Set([ARIAKAS, ...Object.keys(HIGHLORD_REPLACEMENTS), ...Object.values(HIGHLORD_REPLACEMENTS)]);

/** PL A: one highlord for each of the five dragonarmy wings, plus Ariakas. */
export const MOST_HIGHLORDS = 6;

/**
 * Where highlords and their dragons enter: the Dark Temple's place once the card has put it on the
 * map (`state.darkTemple`), otherwise Neraka's capital, where the Temple is being raised.
 */
export function templePlace(state: DogState, world: World): Place | undefined {
  return (state.darkTemple ? world.map.places.get(state.darkTemple) : undefined) ?? capitalOf(world, 'neraka');
}

/** Why nobody can enter at the Temple now (the Whitestone hold it or stand in it), or undefined. */
function templeClosed(state: DogState, world: World, temple: Place | undefined): string | undefined {
  if (!temple) return 'the map has no Dark Temple and no Neraka';
  if (holderOf(state, world, temple) === 'whitestone' || sidesIn(state, world, temple.hex).has('whitestone')) return `the Whitestone hold ${temple.name}`;
  return undefined;
}

const onMap = (state: DogState, id: string) => !!state.units[id]?.at;

/** The highlords standing on the map now. */
export const highlordsOnMap = (state: DogState): string[] => [...HIGHLORDS].filter((id) => onMap(state, id));

const arrive = (state: DogState, ids: readonly string[], at: Hex): DogState => {
  const units = { ...state.units };
  const spent = { ...state.spent };
  for (const id of ids) {
    units[id] = { id, at: { ...at }, depleted: false };
    delete spent[id];
  }
  return { ...state, units, spent };
};

/** A wing card is played: its highlord and those dragons enter at the Dark Temple (or Neraka). */
export function wingEnters(state: DogState, ctx: PathsWorld, highlord: string, dragons: readonly string[]): Stepped {
  const { world } = ctx;
  const refuse = (why: string): Stepped => ({ state, events: [publicEvent('pl-highlord', `Nobody enters: ${why}.`)] });
  if (!(highlord in HIGHLORD_REPLACEMENTS)) return refuse(`${world.counters.get(highlord)?.name ?? highlord} leads no dragonarmy wing (the wings' highlords are ${Object.keys(HIGHLORD_REPLACEMENTS).map((id) => nameOf(world, id)).join(', ')})`);
  const name = nameOf(world, highlord);
  const u = state.units[highlord];
  if (u?.off !== 'not-yet') return refuse(`${name} has already entered the war`);
  const present = highlordsOnMap(state);
  if (present.length >= MOST_HIGHLORDS) return refuse(`${present.length} highlords are already on the map, the most PL A allows (${present.map((id) => nameOf(world, id)).join(', ')})`);
  for (const id of dragons) {
    const spec = world.counters.get(id);
    if (!spec || spec.kind !== 'dragon' || spec.nation !== 'dragonarmy') return refuse(`${spec?.name ?? id} is not one of the Highlords' dragons`);
    if (state.units[id]?.off !== 'not-yet') return refuse(`${spec.name} has already entered the war`);
  }
  const temple = templePlace(state, world);
  const closed = templeClosed(state, world, temple);
  if (closed) return refuse(`${name}'s wing enters at the Dark Temple, and ${closed}`);
  const next = arrive(state, [highlord, ...dragons], temple!.hex);
  const who = [name, ...dragons.map((id) => nameOf(world, id))];
  const events: GameEvent[] = [
    publicEvent('pl-highlord', `${who.length > 1 ? `${who.slice(0, -1).join(', ')} and ${who.at(-1)}` : name} ${who.length > 1 ? 'enter' : 'enters'} at ${templeWords(state, temple!)}.`, {
      data: { highlord, dragons: [...dragons], at: temple!.id },
    }),
  ];
  return { state: next, events };
}

const templeWords = (state: DogState, temple: Place) => (state.darkTemple ? `the Dark Temple in ${temple.name}` : temple.name);

/** Highlords eliminated between `before` and `after` whose replacements now enter. */
export function replaceFallen(before: DogState, after: DogState, ctx: PathsWorld): Stepped {
  const { world } = ctx;
  const pl = after.pl;
  if (!pl) return { state: after, events: [] };
  let state = after;
  const events: GameEvent[] = [];
  for (const [fallen, heir] of Object.entries(HIGHLORD_REPLACEMENTS)) {
    if (!onMap(before, fallen) || onMap(after, fallen) || state.pl!.replaced.includes(fallen)) continue;
    // A replacement already in play (or dead) has had its turn: there is no second replacement.
    if (state.units[heir]?.off !== 'not-yet') continue;
    const temple = templePlace(state, world);
    const closed = templeClosed(state, world, temple);
    const pl2 = { ...state.pl!, replaced: [...state.pl!.replaced, fallen] };
    if (closed) {
      state = { ...state, pl: pl2 };
      events.push(publicEvent('pl-highlord', `${nameOf(world, fallen)} has fallen, and ${nameOf(world, heir)} cannot take the wing: ${closed}.`, { data: { fallen, heir } }));
      continue;
    }
    state = { ...arrive(state, [heir], temple!.hex), pl: pl2 };
    events.push(
      publicEvent('pl-highlord', `${nameOf(world, fallen)} has fallen: ${nameOf(world, heir)} takes the wing at ${templeWords(state, temple!)}, free to move and fight at once.`, {
        data: { fallen, heir, at: temple!.id },
      }),
    );
  }
  return { state, events };
}

/**
 * Why `ids` may not stand in `at` with the highlords there (only Ariakas stacks with another), or
 * undefined. Only a highlord arriving is refused: a replacement placed in the Temple beside another
 * highlord stands there by the rules until one of them moves away.
 */
export function highlordStackProblem(state: DogState, world: World, at: Hex, ids: readonly string[]): string | undefined {
  const jealous = (id: string) => HIGHLORDS.has(id) && id !== ARIAKAS;
  const coming = ids.filter(jealous);
  if (!coming.length) return undefined;
  const key = hexKey(at);
  const there = Object.values(state.units).filter((u) => u.at && hexKey(u.at) === key && !ids.includes(u.id) && jealous(u.id)).map((u) => u.id);
  const all = [...coming, ...there];
  if (all.length < 2) return undefined;
  return `${specOf(world, all[0]!).name} and ${specOf(world, all[1]!).name} may not stand together in ${world.map.label(at)}: only Ariakas shares a hex with another highlord (PL A).`;
}
