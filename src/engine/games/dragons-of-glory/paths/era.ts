import type { Dice } from '../../../core/dice.ts';
import { publicEvent, type GameEvent } from '../../../core/events.ts';
import type { DogState } from '../state.ts';
import type { Stepped } from '../turn/sequence.ts';
import { otherSide, SIDES } from '../units.ts';
import { forcedEffect } from './effects.ts';
import { cardSpec, handEvent, handOf, outOfGame, SIDE_NAME, toDiscards } from './hand.ts';
import type { PathsWorld } from './rules.ts';

/**
 * The era change (PL H), at the end of the turn in which war status reached 15 or 30, after
 * supply and before rebuilding: both hands are shown to everyone. Each card a side holds with the
 * other side's oval is played at once, with its effect and its war status, and its holder loses
 * VP equal to the oval's value (WE-PL-10: the Highlords holding a Whitestone 2 at HL 5 VP fall to
 * HL 3). The Non-aggression Pact is in neither side's favour and stays. A caught card that cannot
 * take effect is discarded, with no penalty (it was not played).
 */
export function eraReveal(state: DogState, ctx: PathsWorld, dice: Dice): Stepped {
  const pl0 = state.pl!;
  if (!pl0.eraChanged) return { state, events: [] };
  const { paths } = ctx;
  const events: GameEvent[] = [];
  const shown = SIDES.map((side) => `${SIDE_NAME[side]}: ${handOf(pl0, side).map((c) => cardSpec(paths, c).title).join(', ') || 'no card'}`);
  events.push(publicEvent('pl-era-reveal', `Era ${pl0.eraChanged} begins: both hands are shown. ${shown.join('; ')}.`, { data: { hands: Object.fromEntries(SIDES.map((s) => [s, [...handOf(pl0, s)]])) } }));
  // Every card shown stays known while it stays in its hand.
  let s: DogState = { ...state, pl: { ...pl0, shown: SIDES.flatMap((side) => handOf(pl0, side).map((card) => ({ card, side }))) } };
  for (const holder of SIDES) {
    const enemy = otherSide(holder);
    for (const id of handOf(pl0, holder)) {
      const card = cardSpec(paths, id);
      if (card.oval?.side !== enemy) continue;
      const played = forcedEffect(s, ctx, card, enemy, dice);
      if (!played) {
        s = { ...s, pl: toDiscards(s.pl!, holder, id) };
        events.push(publicEvent('pl-era-caught', `${card.title}, caught in the ${SIDE_NAME[holder]} hand, cannot take effect now and is discarded.`));
        continue;
      }
      s = { ...played.state, pl: card.asterisk ? toDiscards(played.state.pl!, holder, id) : outOfGame(played.state.pl!, holder, id) };
      // The VP marker is positive in the Highlords' favour: the holder's loss moves it towards the enemy.
      const penalty = card.oval.value;
      s = { ...s, pl: { ...s.pl!, vp: s.pl!.vp + (holder === 'highlord' ? -penalty : penalty) } };
      events.push(publicEvent('pl-era-caught', `${card.title} (${SIDE_NAME[enemy]} war status ${penalty}), caught in the ${SIDE_NAME[holder]} hand, is played at once, and the ${SIDE_NAME[holder]} side loses ${penalty} VP.`, { data: { card: id, holder, penalty } }));
      events.push(...played.events);
    }
    if (handOf(s.pl!, holder).length !== handOf(pl0, holder).length) events.push(handEvent(paths, s.pl!, holder));
  }
  return { state: { ...s, pl: { ...s.pl!, eraChanged: null } }, events };
}
