import type { Viewer } from '../../core/events.ts';
import { SealedSchema, sealedSecrets, type Sealed } from '../../core/sealed.ts';
import type { DiceBook } from './dice/read.ts';
import { dragonSecrets } from './dragons/start.ts';
import { describeBuild, type Build } from './setup/build.ts';
import type { DdState } from './state.ts';
import { describeCounter } from './turn/march.ts';
import { playerName } from './words.ts';
import { secrets as unseenDice } from './view.ts';

/**
 * What a viewer must not learn yet: every sealed choice not revealed (the army builds, the
 * counter-maneuvers, and the dragons' targets wherever the dragons' part seals them), for the
 * leak tests and the app.
 */

/** Every sealed choice in the state, wherever a part keeps one (found by its shape, so the dragons' part needs no hook). */
export function sealedIn(value: unknown, found: Sealed[] = []): Sealed[] {
  if (!value || typeof value !== 'object') return found;
  if (Array.isArray(value)) {
    value.forEach((v) => sealedIn(v, found));
    return found;
  }
  const parsed = 'choices' in value && 'seats' in value ? SealedSchema.safeParse(value) : null;
  if (parsed?.success) found.push(parsed.data);
  else Object.values(value).forEach((v) => sealedIn(v, found));
  return found;
}

export function dragonDiceSecrets(book: DiceBook, state: DdState, viewer: Viewer): string[] {
  const facts: string[] = [];
  const builds = state.setup.builds;
  if (builds) facts.push(...sealedSecrets(builds, viewer, (seat, choice) => `${playerName(seat)}: ${describeBuild(book, choice as Build)}`));
  const counter = state.turn?.march?.counter;
  if (counter) facts.push(...sealedSecrets(counter, viewer, describeCounter));
  // The dragons' targets, in the dragons' part's own words.
  facts.push(...dragonSecrets(book, state, viewer));
  // Any other sealed choice a part keeps in its action: its choices as JSON, the words a leak would carry.
  for (const other of sealedIn(state.action)) facts.push(...sealedSecrets(other, viewer, (_seat, choice) => JSON.stringify(choice)));
  // Each die of another player's sealed build, by its id and name: the view shows none of them yet.
  facts.push(...unseenDice(state, viewer, book));
  return [...new Set(facts)].filter((f) => f.trim() !== '');
}
