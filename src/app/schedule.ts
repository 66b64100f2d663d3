import type { AnyGameModule } from '../engine/core/module.ts';
import type { DeadlineRecord, NewDeadline } from '../store/deadlines.ts';
import type { GameRecord } from '../store/games.ts';
import { HOUR, type Games } from './games.ts';

const REMINDERS_BEFORE_HOURS = [24, 2];

/** What a commit does to a game's deadlines: those its new position makes stale, and those it needs. */
export interface SchedulePlan {
  cancel: string[];
  add: NewDeadline[];
  at: Date;
}

/**
 * Keeps one pending deadline (and its reminders) per seat that must act in the current phase,
 * and one for a decision waiting on a seat; cancels those the game has moved past. The plan is
 * written in the commit that moves the game, never after it: a crash between the two would leave
 * a phase nobody's deadline ever ends. A deadline the commit itself fires is not pending.
 */
export function schedulePlan(games: Games, game: GameRecord, module: AnyGameModule, state: unknown, pending: DeadlineRecord[], ended: boolean): SchedulePlan {
  const now = games.clock.now();
  if (ended || module.outcome(state) || game.status === 'ended') return { cancel: pending.map((d) => d.id), add: [], at: now };
  const phase = module.phase(state);
  const stale = pending.filter(
    (d) =>
      d.phaseLabel !== phase.label ||
      (d.kind === 'decision' && d.detail !== phase.decision?.prompt) ||
      (d.kind !== 'decision' && !phase.decision && !phase.active.includes(d.seatId)),
  );
  const live = pending.filter((d) => !stale.includes(d));
  const add: NewDeadline[] = [];
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
  return { cancel: stale.map((d) => d.id), add, at: now };
}
