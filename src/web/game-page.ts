import { canSee, PUBLIC, type Viewer } from '../engine/core/events.ts';
import type { AnyGameModule } from '../engine/core/module.ts';
import type { GameService } from '../app/game-service.ts';
import { gameTitle, scenarioTitle } from '../app/names.ts';
import { altText, Pictures } from '../app/pictures.ts';
import { verifyGame } from '../app/verify.ts';
import type { GameRecord } from '../store/games.ts';
import type { WebStore } from '../store/web.ts';

/**
 * What a game's page shows, read from the store, for one viewer: the public (what the thread
 * shows: the module's public view, the events visible to all), one seat (its own view, the events
 * it may see), or, once the game is over, the game master (everything). Pictures are drawn once
 * per viewer and kept in Postgres (PhaseImage), so a page for a long game never redraws its history.
 */

/** A viewer as the PhaseImage table and the page's `?view=` name it: `public`, `gm`, or a seat's id. */
export function viewerKey(viewer: Viewer): string {
  return viewer.kind === 'seat' ? `seat:${viewer.seat}` : viewer.kind;
}

export interface PhaseOnPage {
  index: number;
  label: string;
  /** The phase's public log lines, in order. */
  lines: string[];
  /** What its picture shows, in words (its alt text). */
  alt: string;
}

export interface GamePage {
  title: string;
  game: string;
  scenario: string;
  summary?: string;
  status: string;
  seats: Array<{ label: string; player: string | null }>;
  /** The phase under way and who it waits for; or how the game ended. */
  turn?: string;
  waiting?: string;
  over?: string;
  deadlines: Array<{ seat: string; at: Date }>;
  commitment: string;
  seed?: string;
  /** Whether the game draws pictures at all (a module without a picture posts text). */
  pictures: boolean;
  /** The board as it stands, when the game has started; `version` keys its picture. */
  now?: { label: string; version: number };
  phases: PhaseOnPage[];
  /** What has happened since the last phase ended (the viewer's lines). */
  since: string[];
  /** Whose view this is, in words: the public's, one side's (`the view of the Orks, as bob sees it…`), the game master's. */
  viewing: string;
  /** The views a reader may switch between (after the game's end), each with its `?view=` value. */
  views: Array<{ view: string; label: string; current: boolean }>;
  /** The `/dice verify` check, once the seed is out. */
  verify?: string[];
}

/** A picture to send: PNG bytes. */
export type Png = Uint8Array;

export class GamePages {
  private readonly pictures: Pictures;
  /** Pictures being drawn: a second request for one waits for the first instead of drawing it again. */
  private readonly drawing = new Map<string, Promise<Png | null>>();

  constructor(
    private readonly service: GameService,
    private readonly store: WebStore,
  ) {
    this.pictures = new Pictures(service.games.deps.renderer);
  }

  async game(id: string): Promise<GameRecord | null> {
    return this.service.store.game(id);
  }

  /**
   * The page as `viewer` sees it. `switchable`: the views offered beside it (the reveal, after the
   * end); none otherwise.
   */
  async page(game: GameRecord, viewer: Viewer = PUBLIC, switchable: Viewer[] = []): Promise<GamePage | null> {
    const module = this.service.module(game.moduleId);
    if (!module) return null;
    const { state } = this.service.games.load(game);
    const [seats, records, events, due] = await Promise.all([
      this.service.store.seats(game.id),
      this.service.store.phases(game.id),
      this.eventsFor(game, viewer),
      state === null || game.status === 'ended' ? Promise.resolve([]) : this.service.games.deps.deadlines.pending(game.id),
    ]);
    const title = gameTitle(module, game.scenarioId);
    // Each ended phase closes with its `phase-ended` event, written in the same commit (the same
    // `version`) as its PhaseRecord: the events up to it, after the one before, are that phase's.
    const split: Array<{ version: number; lines: string[] }> = [];
    let current: string[] = [];
    for (const e of events) {
      if (e.type === 'phase-ended') {
        split.push({ version: e.version, lines: current });
        current = [];
      } else if (e.type !== 'phase-began') current.push(e.text);
    }
    const phases = records.map((r, i) => {
      const lines = split[i]?.version === r.version ? split[i]!.lines : [];
      return { index: r.index, label: r.label, lines, alt: altText(title, `the map as ${r.label} ended`) };
    });
    const label = (seat: string) => module.seats(game.scenarioId).find((s) => s.id === seat)?.label ?? seat;
    const holder = (seat: string) => seats.find((s) => s.seatId === seat)?.userName ?? null;
    const page: GamePage = {
      title,
      game: module.title,
      scenario: scenarioTitle(module, game.scenarioId),
      status: game.status,
      seats: module.seats(game.scenarioId).map((s) => ({ label: s.label, player: holder(s.id) })),
      deadlines: due.filter((d) => d.kind !== 'reminder').map((d) => ({ seat: label(d.seatId), at: d.dueAt })),
      commitment: game.seedCommitment,
      pictures: module.picture !== undefined,
      phases,
      since: current,
      viewing: viewer.kind === 'public' ? 'the public view: what the game\'s thread shows' : viewer.kind === 'gm' ? 'the game master\'s view: everything, every side\'s secrets and every private line' : `the view of the ${label(viewer.seat)}, as ${holder(viewer.seat) ?? 'nobody'} sees it: what only that side knows as well`,
      views: switchable.map((v) => ({ view: viewerKey(v).replace(/^seat:/, ''), label: v.kind === 'public' ? 'public' : v.kind === 'gm' ? 'game master' : label(v.seat), current: viewerKey(v) === viewerKey(viewer) })),
    };
    if (game.seedRevealed) page.verify = verifyGame(game, module, state, await this.service.store.events(game.id));
    const summary = module.scenarios.find((s) => s.id === game.scenarioId)?.summary;
    if (summary) page.summary = summary;
    if (game.seedRevealed) page.seed = game.seed;
    if (state !== null) {
      const phase = module.phase(state);
      const outcome = module.outcome(state);
      if (outcome) page.over = outcome.reason;
      else {
        page.turn = phase.label;
        page.waiting = phase.active.map((s) => `${label(s)} (${holder(s) ?? 'nobody'})`).join(', ') || 'nobody';
      }
      page.now = { label: phase.label, version: game.version };
    }
    return page;
  }

  /**
   * The events `viewer` may see, oldest first. The public's are chosen in SQL: a seat's private
   * event never leaves the database for the public page.
   */
  private async eventsFor(game: GameRecord, viewer: Viewer): Promise<Array<{ version: number; type: string; text: string }>> {
    if (viewer.kind === 'public') return this.store.publicEvents(game.id);
    return (await this.service.store.events(game.id)).filter((e) => canSee(viewer, e.visibleTo));
  }

  /** The picture of phase `index` as it ended, for `viewer`, drawn the first time it is asked for and kept. */
  async phaseImage(game: GameRecord, index: number, viewer: Viewer = PUBLIC): Promise<Png | null> {
    const key = viewerKey(viewer);
    return this.once(`${game.id}:${index}:${key}`, async () => {
      const kept = await this.store.image(game.id, index, key);
      if (kept) return kept.png;
      const module = this.service.module(game.moduleId);
      const record = (await this.service.store.phases(game.id)).find((p) => p.index === index);
      if (!module || !record) return null;
      const snapshot = module.stateSchema.parse(await this.service.store.phaseSnapshot(game.id, index));
      const png = await this.draw(module, snapshot, viewer, `${record.label} · over`);
      if (png) await this.store.keepImage(game.id, index, key, { version: record.version, png });
      return png;
    });
  }

  /** The board as it stands, kept until the game moves on. */
  async nowImage(game: GameRecord, viewer: Viewer = PUBLIC): Promise<Png | null> {
    const key = viewerKey(viewer);
    return this.once(`${game.id}:now:${game.version}:${key}`, async () => {
      const kept = await this.store.image(game.id, 0, key);
      if (kept && kept.version === game.version) return kept.png;
      const { module, state } = this.service.games.load(game);
      if (state === null) return null;
      const png = await this.draw(module, state, viewer);
      if (png) await this.store.keepImage(game.id, 0, key, { version: game.version, png });
      return png;
    });
  }

  /** The viewer's own view drawn (the module's view for it), never another's. */
  private async draw(module: AnyGameModule, state: unknown, viewer: Viewer, caption?: string): Promise<Png | null> {
    const image = await this.pictures.of(module, state, viewer, 'web.png', caption);
    return image?.bytes ?? null;
  }

  private once(key: string, draw: () => Promise<Png | null>): Promise<Png | null> {
    const pending = this.drawing.get(key);
    if (pending) return pending;
    const started = draw().finally(() => this.drawing.delete(key));
    this.drawing.set(key, started);
    return started;
  }
}
