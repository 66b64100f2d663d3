import type { Viewer } from '../engine/core/events.ts';
import type { AnyGameModule } from '../engine/core/module.ts';
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
  async ofView(_module: AnyGameModule, view: unknown, name: string, description: string, caption?: string): Promise<Image | undefined> {
    const rendered = await this.renderer.render({ view: view as { module: string }, ...(caption ? { caption } : {}) });
    return { name, png: rendered.png, description };
  }
}
