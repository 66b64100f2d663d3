import type { Scene } from '../engine/scene/scene.ts';
import { withCaption } from '../engine/scene/scene.ts';
import { renderScene, type Rendered, type SceneRequest } from './png.ts';

export type { Rendered, SceneRequest } from './png.ts';
export { drawScene, renderScene } from './png.ts';

/**
 * What the renderer is asked for: a scene, which a module's `picture` made of its view. The
 * renderer draws by the scene's kind (hex board, square board, panel, dice table) and never names a game.
 */
export interface RenderRequest {
  scene: Scene;
  width?: number;
  /** Replaces the status in the title bar, e.g. for the map of a phase that has ended. */
  caption?: string;
}

export function sceneOfRequest(request: RenderRequest): SceneRequest {
  return { scene: withCaption(request.scene, request.caption), ...(request.width !== undefined ? { width: request.width } : {}) };
}

/**
 * A module's picture of a view, with a caption for its status line; undefined for a module with
 * no picture, which posts no image. The way in for the app: `renderer.render({ scene })`.
 */
export function pictureFor<V>(module: { picture?(view: V): Scene }, view: V, caption?: string): Scene | undefined {
  const scene = module.picture?.(view);
  return scene && withCaption(scene, caption);
}

/** One request in, one PNG out, on this thread. */
export function renderToPng(request: RenderRequest): Promise<Rendered> {
  return renderScene(sceneOfRequest(request));
}
