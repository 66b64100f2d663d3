import type { Dice } from '../../../core/dice.ts';
import { publicEvent, type GameEvent } from '../../../core/events.ts';
import { counterOf, type PassBook } from '../book.ts';
import { hasFlag, type ForceFlag } from '../forces/types.ts';
import { fortressesOf } from '../map/places.ts';
import { piecesIn, withPiece } from '../pieces.ts';
import type { DpState, Piece } from '../state.ts';
import { RANDOM_EVENTS_TABLE, type EventEffect, type RandomEvent } from '../tables/random-events.ts';
import type { EventOutcome } from './outcome.ts';
import { pieceWords } from './words.ts';

/**
 * 35, 45-46: a die for each fortress of the side's home territory (`fortressesOf`); on the faces
 * given it is struck. Each unit in a struck fortress rolls, but those immune (treasures, dragons,
 * superheroes, disembodied spirits): the effect's faces say unaffected, disrupted or eliminated.
 * The plague strikes the place: every unit in the hex, whoever's, in or out of the structure (our
 * reading: the seed says "each unit hit by the plague"). A unit disrupted already and disrupted
 * again is eliminated (play.json, disruption: GAPS A4's reading).
 */
type Plague = Extract<EventEffect, { kind: 'plague' }>;

/** The counter mark each immunity of the effect names. */
const IMMUNE_FLAG: Record<Plague['immune'][number], ForceFlag> = { treasure: 'treasure', dragon: 'dragon', superhero: 'superhero', 'disembodied-spirit': 'disembodied' };

export function plague(book: PassBook, state: DpState, event: RandomEvent, effect: Plague, dice: Dice): EventOutcome {
  const row = `${event.rolls.join(', ')}: ${event.name}`;
  const events: GameEvent[] = [];
  let next = state;
  const immune = (p: Piece) => effect.immune.some((i) => hasFlag(counterOf(book, p), IMMUNE_FLAG[i]));
  for (const fortress of fortressesOf(book.map, effect.side)) {
    const label = book.map.label(fortress);
    const place = [...book.map.places.values()].find((pl) => pl.kind === 'site' && pl.hexes.length === 1 && book.map.label(pl.hexes[0]!) === label);
    const where = place ? `${place.name} (${label})` : label;
    const strike = dice.roll(6, `${event.name}: ${where}`, `the plague at ${label}`);
    const struck = effect.fortressStruckOn.includes(strike.face);
    strike.explain({ table: RANDOM_EVENTS_TABLE, row, column: 'fortress', result: struck ? 'struck' : 'spared' });
    if (!struck) {
      events.push(publicEvent('random-event-effect', `${event.name}: ${where} is spared (${strike.face}; struck on ${effect.fortressStruckOn.join(', ')}).`, { rolls: [strike.record], data: { event: event.id, hex: label, struck } }));
      continue;
    }
    const rolls = [strike.record];
    const fates: string[] = [];
    for (const piece of piecesIn(next, label)) {
      if (immune(piece)) {
        fates.push(`${pieceWords(book, piece)} immune`);
        continue;
      }
      const r = dice.roll(6, `${event.name}: ${pieceWords(book, piece)}`, `the plague on ${piece.id}`);
      const u = effect.unitRoll;
      const fate = u.eliminated.includes(r.face) ? 'eliminated' : u.disrupted.includes(r.face) ? (piece.disrupted ? 'eliminated' : 'disrupted') : 'unaffected';
      const why = fate === 'eliminated' && u.disrupted.includes(r.face) ? 'disrupted again: eliminated' : fate;
      r.explain({ table: RANDOM_EVENTS_TABLE, row, column: 'unit', result: why });
      rolls.push(r.record);
      fates.push(`${pieceWords(book, piece)} ${r.face}, ${why}`);
      if (fate === 'eliminated') next = withPiece(next, { ...piece, at: { kind: 'eliminated' }, disrupted: false });
      else if (fate === 'disrupted') next = withPiece(next, { ...piece, disrupted: true });
    }
    const text = `${event.name}: ${where} is struck (${strike.face})${fates.length ? `: ${fates.join('; ')}` : ', and no unit stands in it'}.`;
    events.push(publicEvent('random-event-effect', text, { rolls, data: { event: event.id, hex: label, struck } }));
  }
  if (!events.length) events.push(publicEvent('random-event-effect', `${event.name}: the side has no fortress on this map.`, { data: { event: event.id } }));
  return { state: next, events };
}
