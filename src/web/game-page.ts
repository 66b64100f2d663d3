import { PUBLIC } from '../engine/core/events.ts';
import type { AnyGameModule } from '../engine/core/module.ts';
import type { GameService } from '../app/game-service.ts';
import { gameTitle, scenarioTitle } from '../app/names.ts';
import { altText, Pictures } from '../app/pictures.ts';
import type { GameRecord } from '../store/games.ts';
import type { WebStore } from '../store/web.ts';

/**
 * What a game's public page shows, read from the store: only what the thread shows. The board is
 * the module's public view; the log is the events visible to all. Pictures are drawn once and
 * kept in Postgres (PhaseImage), so a page for a long game never redraws its history.
 */

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
  /** What has happened since the last phase ended (public lines). */
  since: string[];
}

/** A picture to send: PNG bytes. */
export type Png = Uint8Array;

/** Who the web page's pictures are drawn for: the public only, in this step. */
const VIEWER = 'public';

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

  async page(game: GameRecord): Promise<GamePage | null> {
    const module = this.service.module(game.moduleId);
    if (!module) return null;
    const { state } = this.service.games.load(game);
    const [seats, records, events, due] = await Promise.all([
      this.service.store.seats(game.id),
      this.service.store.phases(game.id),
      this.store.publicEvents(game.id),
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
    };
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

  /** The picture of phase `index` as it ended, drawn the first time it is asked for and kept. */
  async phaseImage(game: GameRecord, index: number): Promise<Png | null> {
    return this.once(`${game.id}:${index}`, async () => {
      const kept = await this.store.image(game.id, index, VIEWER);
      if (kept) return kept.png;
      const module = this.service.module(game.moduleId);
      const record = (await this.service.store.phases(game.id)).find((p) => p.index === index);
      if (!module || !record) return null;
      const snapshot = module.stateSchema.parse(await this.service.store.phaseSnapshot(game.id, index));
      const png = await this.draw(module, snapshot, `${record.label} · over`);
      if (png) await this.store.keepImage(game.id, index, VIEWER, { version: record.version, png });
      return png;
    });
  }

  /** The board as it stands, kept until the game moves on. */
  async nowImage(game: GameRecord): Promise<Png | null> {
    return this.once(`${game.id}:now:${game.version}`, async () => {
      const kept = await this.store.image(game.id, 0, VIEWER);
      if (kept && kept.version === game.version) return kept.png;
      const { module, state } = this.service.games.load(game);
      if (state === null) return null;
      const png = await this.draw(module, state);
      if (png) await this.store.keepImage(game.id, 0, VIEWER, { version: game.version, png });
      return png;
    });
  }

  /** The public view drawn, as the thread's pictures are: never another viewer's. */
  private async draw(module: AnyGameModule, state: unknown, caption?: string): Promise<Png | null> {
    const image = await this.pictures.of(module, state, PUBLIC, 'web.png', caption);
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
