import { gameModules } from '../../src/app/modules.ts';
import type { HexBoardScene } from '../../src/engine/scene/hex-board.ts';
import type { Scene } from '../../src/engine/scene/scene.ts';
import { pictureFor, renderScene, type Rendered } from '../../src/render/render.ts';

/** A view's picture by its game's own `picture`, for tests and the bench that start from a view. */
export function sceneOf(view: { module: string }, caption?: string): Scene {
  const module = gameModules().get(view.module);
  const scene = module && pictureFor(module, view, caption);
  if (!scene) throw new Error(`no picture for ${view.module}`);
  return scene;
}

/** A view drawn and encoded, as the app would post it. */
export function renderToPng(request: { view: { module: string }; caption?: string; width?: number }): Promise<Rendered> {
  return renderScene({ scene: sceneOf(request.view, request.caption), ...(request.width !== undefined ? { width: request.width } : {}) });
}

/** A Dragon Noir view's hex board, for tests that look inside the scene. */
export function sceneFor(view: { module: string }): HexBoardScene {
  const scene = sceneOf(view);
  if (scene.kind !== 'hex-board') throw new Error(`no hex board for ${view.module}`);
  return scene;
}
