import { dragonNoirPicture } from '../engine/games/dragon-noir/picture.ts';
import type { DnView } from '../engine/games/dragon-noir/view.ts';
import { dungeonPicture } from '../engine/games/dungeon/picture.ts';
import type { DqView } from '../engine/games/dungeon/view.ts';
import type { Scene } from '../engine/scene/scene.ts';

/**
 * For callers that still hand the renderer a view rather than a scene (the app, until it asks
 * `module.picture` itself): each registered game's picture, found by the view's module id. This
 * is the only place the renderer names a game; a caller that passes scenes never comes here.
 */
const PICTURES: Record<string, (view: never) => Scene> = {
  'dragon-noir': (view: DnView) => dragonNoirPicture(view),
  dungeon: (view: DqView) => dungeonPicture(view),
};

/** The scene of a view, or undefined for a game with no picture. */
export function pictureOfView(view: { module: string }): Scene | undefined {
  return PICTURES[view.module]?.(view as never);
}
