import type { AnyGameModule } from '../engine/core/module.ts';

/**
 * Names as people read them. The game's own things are named by their titles, never by their
 * ids (`The Ford`, not `the-ford`). Names players bring (their Discord names, a campaign's name) are posted to channels. Cleaned
 * here once, as they come in: no characters that turn text around or hide in it (bidi controls,
 * zero-width and other invisible characters, control codes), runs of space made one, and a cap
 * on length, so a name cannot make a line of the log read as something else.
 */

// Bidi embeddings, overrides and isolates; zero-width and joiner characters; word joiner and invisible operators; BOM; Mongolian vowel separator.
const HIDDEN = /[\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u206F\uFEFF]|\p{Cc}/gu;

/** Discord's own cap on a display name. */
export const NAME_LENGTH = 32;

export function cleanName(raw: string, max = NAME_LENGTH): string {
  const text = raw.replace(HIDDEN, '').replace(/\s+/g, ' ').trim();
  return [...text].slice(0, max).join('').trim();
}

/** A scenario (or quest) by its title; the id only for one the module no longer has. */
export function scenarioTitle(module: AnyGameModule, scenarioId: string): string {
  return module.scenarios.find((s) => s.id === scenarioId)?.title ?? scenarioId;
}

/** "Dragon Noir: The Ford", how a message names the game it is about. */
export function gameTitle(module: AnyGameModule, scenarioId: string): string {
  return `${module.title}: ${scenarioTitle(module, scenarioId)}`;
}
