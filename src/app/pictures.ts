import { canSee, PUBLIC, type GameEvent, type Viewer } from '../engine/core/events.ts';
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

  /** `alt`: what it shows, in words (altText); by default the game and the phase it stands in. */
  async of(module: AnyGameModule, state: unknown, viewer: Viewer, name: string, caption?: string, alt?: string): Promise<Image | undefined> {
    return this.ofView(module, module.view(state, viewer), name, alt ?? altText(module.title, `the map in ${module.phase(state).label}`), caption);
  }

  /** A view already made (the answer to a question such as a line of fire). */
  async ofView(module: AnyGameModule, view: unknown, name: string, description: string, caption?: string): Promise<Image | undefined> {
    const scene = pictureFor(module, view, caption);
    if (!scene) return undefined;
    const rendered = await this.renderer.render({ scene });
    return { name, bytes: rendered.png, description };
  }
}

/** Discord takes 1024 characters of alt text. */
const ALT_LIMIT = 1000;
/** Each thing that happened, by its log line's start. */
const ITEM_LIMIT = 140;

/**
 * A picture's alt text, for someone who cannot see it: which game (`Dragon Noir: The Ford`), what
 * moment it shows (`the map as Turn 2 · Orks · Movement ended`), and what moved and fought then,
 * from the phase's log lines that `viewer` may read (none given: a picture of the game as it
 * stands, with no phase of its own to tell). Nothing else goes in: a public picture's text says
 * no more than the public log.
 */
export function altText(game: string, moment: string, events?: GameEvent[], viewer: Viewer = PUBLIC): string {
  const head = `${game}: ${moment}.`;
  if (!events) return head;
  const happened = events.filter((e) => canSee(viewer, e.visibleTo) && !e.type.startsWith('phase-') && e.type !== 'game-started').map((e) => item(e.text));
  // The same words whether or not something hidden happened, which they must not hint at.
  if (happened.length === 0) return `${head} Nothing was seen to happen.`;
  let text = `${head} What happened:`;
  for (let i = 0; i < happened.length; i++) {
    const more = happened.length - i - 1;
    const tail = more ? ` …and ${more} more.` : '';
    if (text.length + happened[i]!.length + 2 + tail.length > ALT_LIMIT) return `${text} …and ${happened.length - i} more.`;
    text += ` ${happened[i]}${i === happened.length - 1 ? '' : ';'}`;
  }
  return text;
}

/** One log line, plain (no markdown) and short. */
function item(text: string): string {
  const plain = (text.split('\n')[0] ?? '').replace(/\*\*|__|`/g, '').trim().replace(/[.;]+$/, '');
  return plain.length > ITEM_LIMIT ? `${plain.slice(0, ITEM_LIMIT - 1)}…` : plain;
}
