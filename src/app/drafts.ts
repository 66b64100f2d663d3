import { z } from 'zod';
import type { Viewer } from '../engine/core/events.ts';
import type { AnyGameModule } from '../engine/core/module.ts';
import type { Controls, Reply } from './io.ts';
import type { Pictures } from './pictures.ts';

/**
 * A post as a commit writes it to the outbox (store/outbox.ts): everything but its picture, which
 * is named by what it shows (a phase that ended in the commit, or the game as it stands, from one
 * viewer's side) and drawn at delivery. Drawing is the slow part, and nothing drawn is needed to
 * know what to post, so the commit never waits for a render; a restarted bot draws it again.
 */

const ViewerSchema = z.discriminatedUnion('kind', [z.object({ kind: z.literal('public') }), z.object({ kind: z.literal('seat'), seat: z.string() }), z.object({ kind: z.literal('gm') })]);

const ControlsSchema = z.array(
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('buttons'), buttons: z.array(z.object({ id: z.string(), label: z.string(), style: z.enum(['primary', 'secondary', 'success', 'danger']).optional() })) }),
    z.object({ kind: z.literal('menu'), id: z.string(), placeholder: z.string(), options: z.array(z.object({ label: z.string(), value: z.string(), description: z.string().optional() })) }),
  ]),
) satisfies z.ZodType<Controls[]>;

/** A picture still to draw: the nth phase that ended in the commit, or the game as it stands after it. */
export const PictureSchema = z.object({
  name: z.string(),
  caption: z.string().optional(),
  /** Its alt text, written with the post (pictures.ts altText): what the picture shows. Drafts written before it had none. */
  alt: z.string().optional(),
  viewer: ViewerSchema,
  of: z.union([z.object({ phase: z.number().int().min(0) }), z.object({ now: z.literal(true) })]),
});
export type Picture = z.infer<typeof PictureSchema>;

const Fallback = z.object({ channelId: z.string(), text: z.string(), mentions: z.array(z.string()).optional() });

export const DraftSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('ephemeral'), text: z.string(), controls: ControlsSchema.optional() }),
  z.object({ kind: z.literal('channel'), channelId: z.string(), text: z.string(), mentions: z.array(z.string()).optional(), controls: ControlsSchema.optional(), picture: PictureSchema.optional() }),
  z.object({ kind: z.literal('dm'), userId: z.string(), userName: z.string(), text: z.string(), controls: ControlsSchema.optional(), picture: PictureSchema.optional(), fallback: Fallback.optional() }),
]);
export type Draft = z.infer<typeof DraftSchema>;

/** Where a picture's state comes from: in memory after a commit, or read back after a restart. */
export interface PictureStates {
  phase(nth: number): Promise<unknown>;
  now(): Promise<unknown>;
}

/** A draft with its picture drawn: a reply ready to send. */
export async function drawDraft(pictures: Pictures, module: AnyGameModule, draft: Draft, states: PictureStates): Promise<Reply> {
  if (draft.kind === 'ephemeral') return { kind: 'ephemeral', text: draft.text, ...(draft.controls ? { controls: draft.controls } : {}) };
  const { picture, ...rest } = draft;
  if (!picture) return rest;
  const state = 'phase' in picture.of ? await states.phase(picture.of.phase) : await states.now();
  const image = await pictures.of(module, state, picture.viewer as Viewer, picture.name, picture.caption, picture.alt);
  return { ...rest, ...(image ? { image } : {}) };
}

/** The picture of the game as it stands, from one side; `alt` says what it shows. */
export const pictureNow = (name: string, viewer: Viewer, alt: string, caption?: string): Picture => ({ name, viewer, alt, of: { now: true }, ...(caption ? { caption } : {}) });
