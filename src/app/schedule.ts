import type { AnyGameModule } from '../engine/core/module.ts';
import type { DeadlineStore } from '../store/deadlines.ts';
import type { GameRecord } from '../store/games.ts';
import { HOUR, type Games } from './games.ts';

const REMINDERS_BEFORE_HOURS = [24, 2];

/**
 * Keeps one pending deadline (and its reminders) per seat that must act in the current phase,
 * and one for a decision waiting on a seat; cancels those the game has moved past.
 */
export async function reschedule(games: Games, game: GameRecord, module: AnyGameModule, state: unknown): Promise<void> {
  const deadlines = games.deps.deadlines;
  const now = games.clock.now();
  const pending = await deadlines.pending(game.id);
  if (module.outcome(state) || game.status === 'ended') {
    await deadlines.cancel(pending.map((d) => d.id), now);
    return;
  }
  const phase = module.phase(state);
  const stale = pending.filter(
    (d) =>
      d.phaseLabel !== phase.label ||
      (d.kind === 'decision' && d.detail !== phase.decision?.prompt) ||
      (d.kind !== 'decision' && !phase.decision && !phase.active.includes(d.seatId)),
  );
  await deadlines.cancel(stale.map((d) => d.id), now);
  const live = pending.filter((d) => !stale.includes(d));
  const add: Parameters<DeadlineStore['add']>[0] = [];
  if (phase.decision) {
    if (!live.some((d) => d.kind === 'decision')) {
      const hours = Math.min(game.deadlineHours, games.deps.decisionHours ?? 12);
      add.push({ gameId: game.id, kind: 'decision', seatId: phase.decision.seat, phaseLabel: phase.label, detail: phase.decision.prompt, dueAt: new Date(now.getTime() + hours * HOUR) });
    }
  } else {
    for (const seat of phase.active) {
      if (live.some((d) => d.kind === 'phase' && d.seatId === seat)) continue;
      const dueAt = new Date(now.getTime() + game.deadlineHours * HOUR);
      add.push({ gameId: game.id, kind: 'phase', seatId: seat, phaseLabel: phase.label, dueAt });
      for (const before of REMINDERS_BEFORE_HOURS) {
        const at = new Date(dueAt.getTime() - before * HOUR);
        if (at > now) add.push({ gameId: game.id, kind: 'reminder', seatId: seat, phaseLabel: phase.label, detail: String(before), dueAt: at });
      }
    }
  }
  await deadlines.add(add);
}
