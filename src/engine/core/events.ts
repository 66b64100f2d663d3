import { z } from 'zod';
import { RollRecordSchema, type RollRecord } from './dice.ts';

/** A seat of a game: a side, one player of several, or the game master. */
export type SeatId = string;

/** Who is looking: everybody, one seat, or the game master who sees everything. */
export type Viewer = { kind: 'public' } | { kind: 'seat'; seat: SeatId } | { kind: 'gm' };

export const PUBLIC: Viewer = { kind: 'public' };
export const seatViewer = (seat: SeatId): Viewer => ({ kind: 'seat', seat });

export const VisibilitySchema = z.union([z.literal('all'), z.array(z.string())]);
/** "all", or the seats that may see an event before the rules (or the end of the game) reveal it. */
export type Visibility = z.infer<typeof VisibilitySchema>;

export const GameEventSchema = z.object({
  type: z.string(),
  /** One line a player can read: what happened and why. */
  text: z.string(),
  visibleTo: VisibilitySchema,
  /** Every roll behind this event, each explaining itself. */
  rolls: z.array(RollRecordSchema).optional(),
  data: z.record(z.string(), z.unknown()).optional(),
});
export type GameEvent = z.infer<typeof GameEventSchema>;

export function publicEvent(type: string, text: string, extra: { rolls?: RollRecord[]; data?: Record<string, unknown> } = {}): GameEvent {
  return { type, text, visibleTo: 'all', ...extra };
}

export function privateEvent(
  seats: SeatId[],
  type: string,
  text: string,
  extra: { rolls?: RollRecord[]; data?: Record<string, unknown> } = {},
): GameEvent {
  return { type, text, visibleTo: seats, ...extra };
}

export function canSee(viewer: Viewer, visibility: Visibility, revealed = false): boolean {
  if (revealed || visibility === 'all' || viewer.kind === 'gm') return true;
  if (viewer.kind === 'public') return false;
  return visibility.includes(viewer.seat);
}
