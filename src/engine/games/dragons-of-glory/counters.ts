import { err, ok, type Result } from '../../core/result.ts';
import { hexKey, type Hex } from '../../hex/hex.ts';
import type { DogState } from './state.ts';
import type { Side } from './units.ts';
import { sideOf, specOf, type World } from './world.ts';
import { flies, walks } from './movement/ground.ts';

/**
 * Reading the counters a player names in an order: by name or id (any case), several separated
 * by commas, or a hex label for the stack that stands there; hex labels after the names are the
 * path they take (`move Toede 0512a 0513a` names Toede and the hex on his way).
 */

const LABEL = /^\d{4,5}[a-z]$/i;

export function isLabel(word: string): boolean {
  return LABEL.test(word.trim());
}

/** Finds one of `side`'s counters on the map by name or id. */
export function findCounter(state: DogState, world: World, side: Side, name: string): Result<string> {
  const wanted = name.trim().toLowerCase();
  const own = Object.values(state.units).filter((u) => u.at && sideOf(state, world, u.id) === side);
  const hit = own.find((u) => u.id === wanted || specOf(world, u.id).name.toLowerCase() === wanted);
  if (hit) return ok(hit.id);
  const close = own.filter((u) => specOf(world, u.id).name.toLowerCase().startsWith(wanted)).map((u) => specOf(world, u.id).name);
  if (close.length === 1) return ok(own.find((u) => specOf(world, u.id).name === close[0])!.id);
  const hint = close.length ? `Did you mean ${close.slice(0, 5).join(', ')}?` : 'Name one of your counters on the map, or the hex of a stack, such as 1823a.';
  return err(`"${name.trim()}" is none of your counters on the map. ${hint}`);
}

/** The counters a stack's hex stands for in a move: its walkers (armies and leaders), or its flyers if none walk. */
export function stackAt(state: DogState, world: World, side: Side, at: Hex): string[] {
  const key = hexKey(at);
  const own = Object.values(state.units).filter((u) => u.at && !u.aboard && hexKey(u.at) === key && sideOf(state, world, u.id) === side);
  const walkers = own.filter((u) => walks(specOf(world, u.id)));
  const chosen = walkers.length ? walkers : own.filter((u) => flies(specOf(world, u.id)));
  return chosen.map((u) => u.id);
}

/** Names (or a hex) and any path hexes after them, from an order's `units` list. */
export function readMovers(state: DogState, world: World, side: Side, names: readonly string[]): Result<{ ids: string[]; via: Hex[] }> {
  const ids: string[] = [];
  const via: Hex[] = [];
  for (let i = 0; i < names.length; i++) {
    const words = names[i]!.trim().split(/\s+/);
    // Path hexes follow the last name.
    const trailing: string[] = [];
    while (i === names.length - 1 && words.length > 1 && isLabel(words[words.length - 1]!)) trailing.unshift(words.pop()!);
    const name = words.join(' ');
    if (isLabel(name)) {
      const at = world.map.parse(name);
      if (!at) return err(`${name} is not a hex of this map.`);
      const stack = stackAt(state, world, side, at);
      if (!stack.length) return err(`None of your counters that move stand in ${world.map.label(at)}.`);
      ids.push(...stack.filter((id) => !ids.includes(id)));
    } else {
      const found = findCounter(state, world, side, name);
      if (!found.ok) return found;
      if (!ids.includes(found.value)) ids.push(found.value);
    }
    for (const l of trailing) {
      const h = world.map.parse(l);
      if (!h) return err(`${l} is not a hex of this map.`);
      via.push(h);
    }
  }
  return ok({ ids, via });
}
