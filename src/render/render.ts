import type { Scene } from '../engine/scene/scene.ts';
import { withCaption } from '../engine/scene/scene.ts';
import type { HexBoardScene } from '../engine/scene/hex-board.ts';
import { renderScene, type Rendered, type SceneRequest } from './png.ts';
import { pictureOfView } from './views.ts';

export type { Rendered, SceneRequest } from './png.ts';
export { drawScene, renderScene } from './png.ts';

/**
 * What the renderer is asked for: a scene (what a module's `picture` made of its view), or, for
 * callers not yet switched, the view itself, turned into its scene here.
 */
export interface RenderRequest {
  scene?: Scene;
  view?: { module: string };
  width?: number;
  /** Replaces the status in the title bar, e.g. for the map of a phase that has ended. */
  caption?: string;
}

/** The scene a request stands for; throws for a view of a game that has no picture, or a request with neither. */
export function sceneOfRequest(request: RenderRequest): SceneRequest {
  const scene = request.scene ?? (request.view && pictureOfView(request.view));
  if (!scene) throw new Error(request.view ? `no picture for ${request.view.module}` : 'a render request needs a scene or a view');
  return { scene: withCaption(scene, request.caption), ...(request.width !== undefined ? { width: request.width } : {}) };
}

/**
 * A module's picture of a view, with a caption for its status line; undefined for a module with
 * no picture, which posts no image. The way in for the app: `renderer.render({ scene })`.
 */
export function pictureFor<V>(module: { picture?(view: V): Scene }, view: V, caption?: string): Scene | undefined {
  const scene = module.picture?.(view);
  return scene && withCaption(scene, caption);
}

/** One request in, one PNG out. */
export function renderToPng(request: RenderRequest): Promise<Rendered> {
  return renderScene(sceneOfRequest(request));
}

/** A view's picture drawn and encoded: `renderView(view, caption)`, the old way in, kept for the app. */
export function renderView(view: { module: string }, caption?: string, width?: number): Promise<Rendered> {
  return renderToPng({ view, ...(caption ? { caption } : {}), ...(width !== undefined ? { width } : {}) });
}

/** A Dragon Noir view's hex board (for the bench and the tests that look inside the scene). */
export function sceneFor(view: { module: string }): HexBoardScene {
  const scene: Scene | undefined = pictureOfView(view);
  if (scene?.kind !== 'hex-board') throw new Error(`no hex board for ${view.module}`);
  return scene;
}
