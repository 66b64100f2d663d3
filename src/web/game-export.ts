import { z } from 'zod';
import { RollRecordSchema, type RollRecord } from '../engine/core/dice.ts';
import { canSee, type Viewer, type Visibility } from '../engine/core/events.ts';
import type { GameService } from '../app/game-service.ts';
import { gameTitle, scenarioTitle } from '../app/names.ts';
import type { GameRecord } from '../store/games.ts';
import type { WebStore } from '../store/web.ts';
import { EXPORT_FORMAT, GameExportSchema, type ExportedEvent, type GameExport } from './export-format.ts';

/**
 * A game's log as JSON for one viewer (docs/export-format.md): the public's (the events visible
 * to all, read in SQL, no seed), one seat's (the events it may see), or the game master's after
 * the end (every event, the seed). No state is in it, only the viewer's own view of the board
 * now, so no hidden fact rides along.
 */

const StoredRolls = z.array(RollRecordSchema).nullable();

export async function gameExport(service: GameService, store: WebStore, game: GameRecord, viewer: Viewer): Promise<GameExport | null> {
  const module = service.module(game.moduleId);
  if (!module) return null;
  const { state } = service.games.load(game);
  const [seats, records, events, snapshots] = await Promise.all([service.store.seats(game.id), service.store.phases(game.id), logFor(service, store, game, viewer), service.store.phaseSnapshots(game.id)]);
  // Each phase's board as this viewer saw it as the phase ended: drawn from the snapshot by the
  // module's own view, so what the viewer may not see is not in it.
  const snapshotOf = new Map(snapshots.map((s) => [s.index, s.state]));
  const viewOf = (index: number) => {
    const snapshot = snapshotOf.get(index);
    return snapshot === undefined ? {} : { view: module.view(module.stateSchema.parse(snapshot), viewer) };
  };
  // Each ended phase closes with its `phase-ended` event, written with its PhaseRecord (the same
  // version): the events up to it, after the one before, are that phase's; those after the last
  // are the phase under way (null). Where the two disagree, no phase is claimed from there on
  // rather than a wrong one (as the page shows no lines).
  let ended = 0;
  let agree = true;
  const exported = events.map((e): ExportedEvent => {
    if (e.type === 'phase-ended' && records[ended]?.version !== e.version) agree = false;
    const phase = agree ? (records[ended]?.index ?? null) : null;
    if (e.type === 'phase-ended') ended++;
    return {
      seq: e.seq,
      phase,
      type: e.type,
      text: e.text,
      ...(viewer.kind !== 'public' ? { visibleTo: e.visibleTo } : {}),
      ...(e.rolls && e.rolls.length ? { rolls: e.rolls } : {}),
    };
  });
  const holder = (seat: string) => seats.find((s) => s.seatId === seat)?.userName ?? null;
  // Checked as it is made: what the server hands out is what docs/export-format.md says.
  return GameExportSchema.parse({
    format: EXPORT_FORMAT,
    viewer: viewer.kind === 'seat' ? { kind: 'seat', seat: viewer.seat } : { kind: viewer.kind },
    game: { id: game.id, module: game.moduleId, title: gameTitle(module, game.scenarioId), scenario: game.scenarioId, scenarioTitle: scenarioTitle(module, game.scenarioId), status: game.status as GameExport["game"]["status"] },
    seats: module.seats(game.scenarioId).map((s) => ({ id: s.id, label: s.label, player: holder(s.id) })),
    phases: records.map((r) => ({ index: r.index, turn: r.turn, label: r.label, ...viewOf(r.index) })),
    ...(game.forkOf && game.forkPhase ? { forkOf: { game: game.forkOf, phase: game.forkPhase } } : {}),
    dice: { commitment: game.seedCommitment, ...(game.seedRevealed ? { seed: game.seed, cursor: game.diceCursor, forcedAllowed: game.forcedDiceAllowed } : {}) },
    events: exported,
    ...(state !== null ? { now: module.view(state, viewer) } : {}),
  } satisfies GameExport);
}

/** The file's name: the scenario, the game's first characters, whose log. */
export function exportFileName(game: GameRecord, viewer: Viewer): string {
  const whose = viewer.kind === 'seat' ? viewer.seat : viewer.kind;
  return `${game.scenarioId}-${game.id.slice(0, 6)}-${whose}-log.json`.replace(/[^A-Za-z0-9._-]/g, '_');
}

/** The events `viewer` may see: the public's chosen in SQL, so a private event never leaves the database for it. */
async function logFor(service: GameService, store: WebStore, game: GameRecord, viewer: Viewer): Promise<Array<{ seq: number; version: number; type: string; text: string; visibleTo: Visibility; rolls?: RollRecord[] | undefined }>> {
  if (viewer.kind === 'public') return (await store.publicLog(game.id)).map((e) => ({ seq: e.seq, version: e.version, type: e.type, text: e.text, visibleTo: 'all' as const, rolls: StoredRolls.parse(e.rolls ?? null) ?? undefined }));
  return (await service.store.events(game.id)).filter((e) => canSee(viewer, e.visibleTo));
}
