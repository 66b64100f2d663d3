import type { Viewer } from '../engine/core/events.ts';
import type { AnyGameModule } from '../engine/core/module.ts';
import { pictureFor } from '../render/render.ts';
import type { Renderer } from './games.ts';
import type { Image } from './io.ts';

/**
 * A game's picture of a state, as one viewer may see it: the module's view, drawn by the
 * renderer. A module that draws nothing gets no picture, and the post goes out as text.
 */
export class Pictures {
  constructor(private readonly renderer: Renderer) {}

  async of(module: AnyGameModule, state: unknown, viewer: Viewer, name: string, caption?: string): Promise<Image | undefined> {
    return this.ofView(module, module.view(state, viewer), name, `${module.title} map`, caption);
  }

  /** A view already made (the answer to a question such as a line of fire). */
  async ofView(module: AnyGameModule, view: unknown, name: string, description: string, caption?: string): Promise<Image | undefined> {
    const scene = pictureFor(module, view, caption);
    if (!scene) return undefined;
    const rendered = await this.renderer.render({ scene });
    return { name, png: rendered.png, description };
  }
}
