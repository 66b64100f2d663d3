import type { Dice } from '../../../core/dice.ts';
import { publicEvent, type GameEvent } from '../../../core/events.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import { openWindow } from '../../../core/standing.ts';
import type { DogState } from '../state.ts';
import { eventTakesEffect } from '../strategic/events.ts';
import type { Stepped } from '../turn/sequence.ts';
import type { Side } from '../units.ts';
import { activationRoll } from './activation.ts';
import { beremRoll, placeBerem } from './berem.ts';
import type { CardSpec } from './cards.ts';
import { backIntoDeck, playedAsEvent, SIDE_NAME, theSide } from './hand.ts';
import { wingEnters } from './highlords.ts';
import type { PathsWorld } from './rules.ts';
import { changeWarStatus } from './war-status.ts';

/**
 * A card played as an event (PL "Using the Event Cards" 1): its effect, one function per kind of
 * CardEffect, each calling the rule it names; then its war-status oval; then the card leaves the
 * hand (removed from the game, discarded if its title has an asterisk, back into the deck if it
 * was an activation whose roll failed). A card that cannot take effect changes nothing.
 */

export interface EventChoices {
  /** A Diplomatic Coup played with an activation roll (at most one per attempt, PL B.1). */
  coup?: CardSpec;
}

/** What the effect did, and whether a failed activation sends the card back into the deck. */
type Effect = Stepped & { failed?: boolean };

/** Why `card` cannot be played as an event by `side` now as its effect asks, or undefined. */
export function effectProblem(state: DogState, card: CardSpec, side: Side, choices: EventChoices = {}): string | undefined {
  const pl = state.pl!;
  const e = card.effect;
  if (choices.coup && e.kind !== 'activation') return `A Diplomatic Coup goes only with an activation roll; ${card.title} is none.`;
  if (choices.coup && choices.coup.effect.kind !== 'diplomatic-coup') return `${choices.coup.title} is not a Diplomatic Coup.`;
  switch (e.kind) {
    case 'activation':
      if ((state.nations[e.nation]?.allegiance ?? 'neutral') !== 'neutral') return `${card.title}: that nation is already at war.`;
      if (e[side] <= 0 && !choices.coup) return `${card.title}: the ${SIDE_NAME[side]} side needs ${e[side]} or less on a d10, which no roll makes.`;
      return undefined;
    case 'diplomatic-coup':
      return `${card.title} is played with an activation roll (roll or play an activation card with coup:${card.id}).`;
    case 'dark-temple':
      return pl.darkTemplePlayed ? 'The Dark Temple already stands.' : undefined;
    case 'whitestone-council':
      return pl.whitestoneCouncilPlayed ? 'The Whitestone Council has already met.' : undefined;
    case 'everman-found':
      return pl.berem.status !== 'waiting' ? 'Berem is already found.' : undefined;
    case 'combat':
      return `${card.title} is played in a battle, with the attack or in answer to one.`;
    case 'initiative':
      return `${card.title} is played at the initiative roll.`;
    case 'assault':
      return `${card.title} is declared in your movement (/assault).`;
    default:
      return undefined;
  }
}

function effectOf(state: DogState, ctx: PathsWorld, card: CardSpec, side: Side, choices: EventChoices, dice: Dice): Effect {
  const e = card.effect;
  switch (e.kind) {
    case 'status':
    case 'non-aggression-pact':
      // Nothing but the oval (the Pact's is −1).
      return { state, events: [] };
    case 'activation': {
      const bonus = choices.coup?.effect.kind === 'diplomatic-coup' ? choices.coup.effect.bonus : 0;
      const rolled = activationRoll(state, ctx, side, e.nation, e[side], bonus, dice);
      return { state: rolled.state, events: rolled.events, failed: !rolled.joined };
    }
    case 'wing':
      return wingEnters(state, ctx, e.highlord, e.dragons);
    case 'dark-temple':
      return { state: { ...state, pl: { ...state.pl!, darkTemplePlayed: true } }, events: [publicEvent('pl-dark-temple', 'The Dark Temple is raised: from now on the Highlords may spend rebuild points, and the temple raises draconians.')] };
    case 'whitestone-council':
      return { state: { ...state, pl: { ...state.pl!, whitestoneCouncilPlayed: true } }, events: [publicEvent('pl-council', 'The Whitestone Council meets: from now on armies of several Whitestone nations may attack one hex together.')] };
    case 'everman-found':
      return everman(state, ctx, dice);
    case 'dl11-event': {
      const took = eventTakesEffect(state, ctx.world, { id: card.id, name: card.title, kind: e.event, side, value: e.value, era: 'E1' }, side);
      return { state: took.state, events: [publicEvent('dog-event', `${card.title}: ${took.text}`, { data: { card: card.id, side, ...took.data } })] };
    }
    default:
      // Checked by effectProblem: the other kinds are played at their own moments.
      return { state, events: [] };
  }
}

/**
 * Everman Found: Berem placed by the d10 table. On a 9 or 10 a side chooses a neutral continental
 * city: a question by DM to that side (`berem place:`), the first city offered if it stays silent.
 */
function everman(state: DogState, ctx: PathsWorld, dice: Dice): Stepped {
  const rolled = beremRoll(state, ctx, dice);
  if (!rolled.choose) return rolled;
  const { side, places } = rolled.choose;
  if (!places.length) return rolled;
  if (places.length === 1) {
    const placed = placeBerem(rolled.state, ctx, places[0]!);
    return { state: placed.state, events: [...rolled.events, ...placed.events] };
  }
  const names = places.map((p) => ctx.world.map.places.get(p)?.name ?? p);
  const window = openWindow({ seat: side, prompt: `Berem is found: choose the neutral city he stands in (berem place:), one of ${names.join(', ')}`, verb: 'berem', silence: { place: places[0]! } });
  const asked: DogState = { ...rolled.state, pl: { ...rolled.state.pl!, question: { kind: 'berem-place', window, pending: { places } } } };
  // The roll's own line has said which side chooses.
  return { state: asked, events: rolled.events };
}

/**
 * `side` plays `card` from its hand as an event: named in public, its effect, its oval's war
 * status (PL H: the value printed; the Pact's −1), then the card is removed, discarded (asterisk)
 * or, for a failed activation, put back into the deck. A Diplomatic Coup with it is spent too.
 */
export function playEvent(state: DogState, ctx: PathsWorld, side: Side, card: CardSpec, choices: EventChoices, dice: Dice): Result<Stepped & { failed: boolean }> {
  const problem = effectProblem(state, card, side, choices);
  if (problem) return err(problem);
  const events: GameEvent[] = [publicEvent('pl-event', `${theSide(side)} plays ${card.title} as an event${choices.coup ? `, with ${choices.coup.title} (+${choices.coup.effect.kind === 'diplomatic-coup' ? choices.coup.effect.bonus : 0})` : ''}.`, { data: { side, card: card.id, ...(choices.coup ? { coup: choices.coup.id } : {}) } })];
  let s = state;
  if (choices.coup) s = { ...s, pl: playedAsEvent(s.pl!, side, choices.coup) };
  const done = effectOf(s, ctx, card, side, choices, dice);
  s = done.state;
  events.push(...done.events);
  if (done.failed) {
    const back = backIntoDeck(s.pl!, side, card.id, dice);
    s = { ...s, pl: back.pl };
    events.push(publicEvent('pl-back', `${card.title} goes back into the deck.`), ...back.events);
  } else {
    s = { ...s, pl: playedAsEvent(s.pl!, side, card) };
    const status = ovalStatus(s, ctx, card, dice);
    s = status.state;
    events.push(...status.events);
  }
  return ok({ state: s, events, failed: !!done.failed });
}

/** A card's war-status oval, played as an event: its value (the Pact's is −1), through changeWarStatus. */
export function ovalStatus(state: DogState, ctx: PathsWorld, card: CardSpec, dice: Dice): Stepped {
  if (!card.oval || card.oval.value === 0) return { state, events: [] };
  return changeWarStatus(state, ctx, card.oval.value, card.title, dice);
}

/**
 * A card whose effect is applied with no hand involved (a revealed card caught at an era change,
 * PL H): the effect and the oval for the side whose oval it bears. Undefined if it cannot take effect.
 */
export function forcedEffect(state: DogState, ctx: PathsWorld, card: CardSpec, side: Side, dice: Dice): Stepped | undefined {
  if (effectProblem(state, card, side)) return undefined;
  const done = effectOf(state, ctx, card, side, {}, dice);
  const status = ovalStatus(done.state, ctx, card, dice);
  return { state: status.state, events: [...done.events, ...status.events] };
}
