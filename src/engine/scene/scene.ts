import type { DiceTableScene } from './dice-table.ts';
import type { HexBoardScene } from './hex-board.ts';
import type { PanelScene } from './panel.ts';
import type { SquareBoardScene } from './square-board.ts';

/**
 * What a module's picture is: pure data, one kind per way of drawing. A module turns its view
 * into a scene (`GameModule.picture`); the renderer draws each kind the same for every game and
 * needs no game code, so a scene can cross to a render worker as it is.
 */
export type Scene = HexBoardScene | SquareBoardScene | PanelScene | DiceTableScene;

/** The same scene with another status line, e.g. for the map of a phase that has ended. */
export function withCaption<S extends Scene>(scene: S, caption: string | undefined): S {
  return caption ? { ...scene, status: caption } : scene;
}
