import type { Dice } from '../../../core/dice.ts';
import { publicEvent, type GameEvent, type Viewer } from '../../../core/events.ts';
import type { OrderHint } from '../../../core/module.ts';
import { orderFor, type AnyOrderDef } from '../../../core/order-def.ts';
import { option } from '../../../core/options.ts';
import type { Result } from '../../../core/result.ts';
import { err, ok } from '../../../core/result.ts';
import { allSealed, openSealed, reveal, seal, sealedSecrets, waitingFor } from '../../../core/sealed.ts';
import type { DiceBook } from '../dice/read.ts';
import { armyName, terrainName } from '../actions/names.ts';
import { armyUnits, type DdState, type Dragon } from '../state.ts';
import type { Stepped } from '../stepped.ts';
import { attackAt } from './attack.ts';
import { ARMY, dragonsAt, targetsOf, type DragonTarget } from './targets.ts';

/**
 * The dragon attacks at the start of a player's turn (SFR 11 step 3, SFR 17; TSR FAQ3; GAPS B8):
 * at every terrain where the player has an army and a dragon stands, in the terrains' order. Where
 * a dragon may choose its target, its owner seals the choice in secret (`state.dragonAttack`),
 * revealed with the others' once all are in (the `aim` order; the deadline's default is the nearest
 * target: the army where it may be attacked, else the first dragon), and the dragons there attack.
 */

const dragonName = (book: DiceBook, d: Dragon) => `${d.owner}'s ${book.dragons.get(d.die)?.name ?? d.die}`;

/** The terrains where `player`'s dragon attacks fall, in order. */
function attackTerrains(state: DdState, player: string): string[] {
  return state.terrains.map((t) => t.id).filter((t) => armyUnits(state, { owner: player, at: t }).length > 0 && dragonsAt(state, t).length > 0);
}

/** Dragons at `terrain` whose owner has a choice to seal, with their targets. */
function choosers(book: DiceBook, state: DdState, terrain: string): Array<{ dragon: Dragon; targets: DragonTarget[] }> {
  return dragonsAt(state, terrain)
    .map((dragon) => ({ dragon, targets: targetsOf(book, state, dragon, terrain) }))
    .filter((c) => c.targets.length > 1);
}

/** Plays the attacks at `terrains` in order, stopping where targets must be sealed. */
function runFrom(book: DiceBook, state: DdState, player: string, terrains: readonly string[], dice: Dice): Stepped {
  let s: DdState = { ...state, dragonAttack: null };
  const events: GameEvent[] = [];
  for (let i = 0; i < terrains.length; i++) {
    const terrain = terrains[i]!;
    if (!armyUnits(s, { owner: player, at: terrain }).length || !dragonsAt(s, terrain).length) continue;
    const choosing = choosers(book, s, terrain);
    if (choosing.length) {
      const seats = [...new Set(choosing.map((c) => c.dragon.owner))];
      s = { ...s, dragonAttack: { terrain, player, pending: terrains.slice(i + 1), targets: openSealed('dragon target', seats) } };
      events.push(publicEvent('dd-dragon-targets', `At ${terrainName(book, s, terrain)}, ${seats.join(' and ')} choose${seats.length === 1 ? 's' : ''} in secret whom ${choosing.map((c) => dragonName(book, c.dragon)).join(' and ')} attack${choosing.length === 1 ? 's' : ''}: /order aim at:<target>.`));
      return { state: s, events };
    }
    const targets = Object.fromEntries(dragonsAt(s, terrain).map((d) => [d.id, targetsOf(book, s, d, terrain)[0]!]));
    const done = attackAt(book, s, player, terrain, targets, dice);
    s = done.state;
    events.push(...done.events);
  }
  return { state: s, events };
}

/** The dragon attacks at the start of `player`'s turn; null `dragonAttack` once every dragon has attacked. */
export function startDragonAttacks(book: DiceBook, state: DdState, player: string, dice: Dice): Result<Stepped> {
  return ok(runFrom(book, state, player, attackTerrains(state, player), dice));
}

/** The dragons `seat` must aim now, with their targets. */
function toAim(book: DiceBook, state: DdState, seat: string): Array<{ dragon: Dragon; targets: DragonTarget[] }> {
  const da = state.dragonAttack;
  if (!da || !da.targets.seats.includes(seat)) return [];
  return choosers(book, state, da.terrain).filter((c) => c.dragon.owner === seat);
}

/** A target as its owner writes it and the reveal shows it. */
function targetWords(book: DiceBook, state: DdState, target: DragonTarget): string {
  if (target === ARMY) return state.dragonAttack ? armyName(book, state, { owner: state.dragonAttack.player, at: state.dragonAttack.terrain }) : 'the army';
  const d = state.dragons[target];
  return d ? dragonName(book, d) : target;
}

function describeChoice(book: DiceBook, state: DdState, choice: unknown): string {
  return Object.entries(choice as Record<string, string>)
    .map(([id, t]) => `${state.dragons[id] ? dragonName(book, state.dragons[id]) : id} at ${targetWords(book, state, t)}`)
    .join(', ');
}

/**
 * Reads `at`: a target (`army` or a dragon's id) when the seat aims one dragon; `<dragon>=<target>`
 * for each, separated by commas, when it aims several.
 */
function readAim(book: DiceBook, state: DdState, seat: string, at: string): Result<Record<string, DragonTarget>> {
  const aiming = toAim(book, state, seat);
  const parts = at.split(',').map((p) => p.trim()).filter(Boolean);
  const allowed = aiming.map((c) => `${c.dragon.id}: ${c.targets.join(' or ')}`).join('; ');
  const choice: Record<string, DragonTarget> = {};
  for (const part of parts) {
    const [a, b] = part.includes('=') ? part.split('=').map((x) => x.trim()) : [aiming.length === 1 ? aiming[0]!.dragon.id : '', part];
    const c = aiming.find((x) => x.dragon.id.toLowerCase() === a!.toLowerCase());
    if (!c) return err(aiming.length > 1 && !part.includes('=') ? `You aim ${aiming.length} dragons: write each as <dragon>=<target>, separated by commas (${allowed}).` : `${a} is none of your dragons to aim here (${allowed}).`);
    const t = c.targets.find((x) => x.toLowerCase() === b!.toLowerCase());
    if (!t) return err(`${c.dragon.id} cannot attack ${b}; it may attack ${c.targets.join(' or ')}.`);
    choice[c.dragon.id] = t;
  }
  const missing = aiming.filter((c) => !(c.dragon.id in choice));
  if (missing.length) return err(`Aim every dragon of yours here at once: ${missing.map((c) => c.dragon.id).join(', ')} ${missing.length === 1 ? 'has' : 'have'} no target (${allowed}).`);
  return ok(choice);
}

const order = orderFor<DdState>();

/** The orders that answer a dragon attack (targets sealed), one definition each. */
export function dragonOrders(book: DiceBook): ReadonlyArray<AnyOrderDef<DdState>> {
  const aim = order({
    verb: 'aim',
    description: "Seal your dragon's target in secret: army, or another dragon's id (dragon=target for several)",
    kind: 'answer',
    group: 'dragons',
    line: '{at}',
    options: { at: option.text('army, a dragon id, or <dragon>=<target>, … for several dragons', 'which target') },
    legal(state: DdState, seat: string): OrderHint[] {
      const da = state.dragonAttack;
      if (!da || !waitingFor(da.targets).includes(seat)) return [];
      const aiming = toAim(book, state, seat);
      if (aiming.length !== 1) return [{ verb: 'aim', options: { at: aiming.map((c) => `${c.dragon.id}=${c.targets[0]}`).join(', ') }, label: 'the nearest targets' }];
      return aiming[0]!.targets.map((t) => ({ verb: 'aim', options: { at: t }, label: `${aiming[0]!.dragon.id} at ${targetWords(book, state, t)}` }));
    },
    apply(state: DdState, seat: string, o: { verb: 'aim'; at: string }, dice: Dice) {
      const da = state.dragonAttack;
      if (!da) return err('No dragon waits for a target now.');
      if (!da.targets.seats.includes(seat)) return err(`You have no dragon to aim here; ${da.targets.seats.join(' and ')} aim${da.targets.seats.length === 1 ? 's' : ''} now.`);
      const choice = readAim(book, state, seat, o.at);
      if (!choice.ok) return choice;
      const sealed = seal(da.targets, seat, choice.value, { who: seat, described: describeChoice(book, state, choice.value) });
      if (!sealed.ok) return err(sealed.error);
      const waiting: DdState = { ...state, dragonAttack: { ...da, targets: sealed.sealed } };
      if (!allSealed(sealed.sealed)) return ok({ state: waiting, events: sealed.events, checkpoints: [] });
      const shown = reveal(sealed.sealed, (s, c) => `${s}: ${describeChoice(book, state, c)}`);
      const targets: Record<string, DragonTarget> = Object.fromEntries(dragonsAt(state, da.terrain).map((d) => [d.id, targetsOf(book, state, d, da.terrain)[0]!]));
      for (const c of Object.values(shown.choices)) Object.assign(targets, c as Record<string, DragonTarget>);
      const done = attackAt(book, { ...waiting, dragonAttack: null }, da.player, da.terrain, targets, dice);
      const rest = runFrom(book, done.state, da.player, da.pending, dice);
      return ok({ state: rest.state, events: [...sealed.events, shown.event, ...done.events, ...rest.events], checkpoints: [] });
    },
  });
  return [aim];
}

/** What a silent owner seals at the deadline: the nearest target for each dragon (the army where it may be attacked). */
export function dragonDefaults(book: DiceBook, state: DdState, seat: string): Array<{ verb: 'aim'; at: string }> {
  const da = state.dragonAttack;
  if (!da || !waitingFor(da.targets).includes(seat)) return [];
  return [{ verb: 'aim', at: toAim(book, state, seat).map((c) => `${c.dragon.id}=${c.targets[0]}`).join(', ') }];
}

/** The sealed dragon targets `viewer` must not learn yet, for leak tests and log scrubbing. */
export function dragonSecrets(book: DiceBook, state: DdState, viewer: Viewer): string[] {
  const da = state.dragonAttack;
  return da ? sealedSecrets(da.targets, viewer, (_s, c) => describeChoice(book, state, c)) : [];
}
