import type { GameEvent } from '../../core/events.ts';
import { heroDef, SPELLS } from './heroes.ts';
import type { DqState, Hero } from './state.ts';
import { listed, living } from './world.ts';

/**
 * What the preparation still waits for, told at the moment it matters: the set-up has rules a
 * player is not otherwise told (the Elf's spell before he may be ready; whose movement dice the
 * last /done rolls). Each line goes to the seat it concerns, not to the log everyone reads.
 */

const SPELL_CHOICE = `/choose spell:${Object.keys(SPELLS).join(' or /choose spell:')}`;

/** What a hero must still do before he may say he is ready: the Elf's spell. */
export function missing(hero: Hero): string | undefined {
  return heroDef(hero.id).spells === 'one' && !hero.spell ? `The ${hero.name} has not chosen a spell: ${SPELL_CHOICE}.` : undefined;
}

/**
 * After a hero's order in the preparation: to him, whom the quest still waits for and what the
 * last /done will roll; to a hero the others now wait on, what he still lacks.
 */
export function preparationNews(state: DqState, actor: Hero['id'], saidDone: boolean): GameEvent[] {
  const heroes = living(state);
  const waiting = heroes.filter((h) => !h.ready);
  if (waiting.length === 0) return [];
  const events: GameEvent[] = [];
  const me = heroes.find((h) => h.id === actor);
  const first = heroes.find((h) => h.at);
  if (me && saidDone) {
    const lacks = waiting.map(missing).filter(Boolean).join(' ');
    events.push({
      type: 'preparation',
      text: `The quest begins when ${listed(waiting.map((h) => `the ${h.name}`))} ${waiting.length === 1 ? 'is' : 'are'} ready too; that /done rolls the ${first?.name ?? 'first hero'}'s movement dice.${lacks ? ` ${lacks}` : ''}`,
      visibleTo: [actor],
    });
  } else if (me && !me.ready && missing(me)) {
    events.push({ type: 'preparation', text: `${missing(me)} Then /done when ready.`, visibleTo: [actor] });
  }
  // The one everybody else now waits for is told what he lacks, by DM.
  const last = waiting.length === 1 ? waiting[0]! : undefined;
  if (last && last.id !== actor && missing(last)) events.push({ type: 'preparation', text: `Every other hero is ready. ${missing(last)} Then /done begins the quest.`, visibleTo: [last.id] });
  return events;
}
