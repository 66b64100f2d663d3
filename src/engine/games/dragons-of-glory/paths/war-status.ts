import type { Dice } from '../../../core/dice.ts';
import { shuffle } from '../../../core/deck.ts';
import { publicEvent, type GameEvent } from '../../../core/events.ts';
import type { DogState } from '../state.ts';
import { upperFirst } from '../strategic/outcome.ts';
import type { Stepped } from '../turn/sequence.ts';
import { knightRoll } from './knights.ts';
import { cardsOfEra, type PathsWorld } from './rules.ts';
import type { PlState } from './state.ts';

/**
 * War status (PL H; CHECKLIST §2.4 item 30): +1 per activation and per conquest, card values,
 * Non-aggression Pact −1. Reaching the chart's era squares (15, 30) shuffles that era's cards into
 * the deck at once and marks `pl.eraChanged` (the hands are shown at the turn's end). From Era 2
 * each knight square reached rolls for the knights (PL B.2), one roll per square; past 30 war status
 * is no longer tracked, and every rise it would have had rolls for the knights at +2 instead.
 *
 * Readings: the track stops at 30 (a rise from 29 by 2 ends there); a square is rolled for the
 * first time it is reached only, so a fall and a rise back do not roll it again; an era comes once
 * and never goes back; a fall never rolls.
 */

/** The novels' names for the eras (PL "Using the Event Cards"). */
export const ERA_NAMES: Readonly<Record<1 | 2 | 3, string>> = { 1: 'Autumn Twilight', 2: 'Winter Midnight', 3: 'Spring Dawning' };
const ORDINAL: Readonly<Record<2 | 3, string>> = { 2: 'second', 3: 'third' };

export function changeWarStatus(state: DogState, ctx: PathsWorld, by: number, why: string, dice: Dice): Stepped {
  const start = state.pl;
  if (!start) throw new Error('changeWarStatus: not a Paths of the Lance game');
  const chart = ctx.paths.chart;
  const top = chart.eras[3];
  const from = start.warStatus;
  if (by === 0) return { state, events: [] };

  // Past the last era square the track is not kept: only the knights still answer a rise.
  if (start.era === 3 && from >= top) {
    const kept = publicEvent('dog-pl-war-status', `${upperFirst(why)}; war status is no longer kept past ${top}.`, { data: { from, to: from, by } });
    if (by <= 0) return { state, events: [kept] };
    const rolled = knightRoll(state, ctx, chart.lateKnightBonus, `a rise in war status past ${top}`, dice);
    return { state: rolled.state, events: [kept, ...rolled.events] };
  }

  const to = Math.max(0, Math.min(top, from + by));
  let pl: PlState = { ...start, warStatus: to };
  let s: DogState = { ...state, pl };
  const events: GameEvent[] = [publicEvent('dog-pl-war-status', `${upperFirst(why)}; war status ${from} → ${to}.`, { data: { from, to, by } })];

  for (let square = from + 1; square <= to; square++) {
    for (const era of [2, 3] as const) {
      if (square !== chart.eras[era] || pl.era >= era) continue;
      const step = newEra(s, ctx, era, dice);
      s = step.state;
      pl = s.pl!;
      events.push(...step.events);
    }
    if (pl.era >= 2 && chart.knightSquares.includes(square) && !pl.knightSquares.includes(square)) {
      pl = { ...pl, knightSquares: [...pl.knightSquares, square] };
      s = { ...s, pl };
      const rolled = knightRoll(s, ctx, 0, `war status reaches the knight square ${square}`, dice);
      s = rolled.state;
      pl = s.pl!;
      events.push(...rolled.events);
    }
  }
  return { state: s, events };
}

/** An era begins: its cards (those not out of the game) go into the draw pile, which is shuffled; the discards stay aside. */
function newEra(state: DogState, ctx: PathsWorld, era: 2 | 3, dice: Dice): Stepped {
  const pl = state.pl!;
  const inPlay = new Set([...pl.deck.pile, ...pl.deck.discard, ...Object.values(pl.deck.hands).flat(), ...pl.removed]);
  const added = cardsOfEra(ctx.paths, era).filter((c) => !inPlay.has(c));
  const shuffled = shuffle({ ...pl.deck, pile: [...pl.deck.pile, ...added] }, dice, { discards: 'aside' });
  const line = `War status reaches ${ctx.paths.chart.eras[era]}: the ${ORDINAL[era]} era, ${ERA_NAMES[era]}, begins. ${added.length === 1 ? 'Its card is' : `Its ${added.length} cards are`} shuffled into the deck; both hands will be shown at the end of the turn.`;
  return {
    state: { ...state, pl: { ...pl, era, eraChanged: era, deck: shuffled.deck } },
    events: [publicEvent('dog-pl-era', line, { data: { era, added: added.length } }), ...shuffled.events],
  };
}
