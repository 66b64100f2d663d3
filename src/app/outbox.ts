import { randomUUID } from 'node:crypto';
import type { OutboxRecord, OutboxStore, OwedAnswer } from '../store/outbox.ts';
import type { AnyGameModule } from '../engine/core/module.ts';
import { drawDraft, DraftSchema, type Draft, type PictureStates } from './drafts.ts';
import type { Games } from './games.ts';
import type { Delivery, Reply } from './io.ts';
import type { Pictures } from './pictures.ts';

/**
 * The app's side of the outbox (store/outbox.ts): the key and the sent-mark that go with each post
 * a commit wrote, and the posts a dead process left behind, drawn again and ready to send. An
 * interaction's answer is owed only while its token lives (15 minutes); past that, nobody can
 * give it, and it is marked sent so it is not tried again.
 */

const TOKEN_LIFE_MS = 15 * 60_000;

/**
 * The drafts a commit writes to the outbox: all of them, but an ephemeral answer only when there
 * is an interaction to give it to later (a deadline's or the local table's is given at once or
 * never). `withIds` pairs each draft with the id its row got.
 */
export function toOutbox(drafts: Draft[], interactionId?: string) {
  const kept = drafts.map((draft) => draft.kind !== 'ephemeral' || interactionId !== undefined);
  return {
    posts: drafts.filter((_, at) => kept[at]).map((post) => ({ post, ...(post.kind === 'ephemeral' && interactionId ? { interactionId } : {}) })),
    withIds(ids: readonly bigint[]): HeldDraft[] {
      const queue = [...ids];
      return drafts.map((draft, at) => ({ draft, ...(kept[at] ? { id: queue.shift()! } : {}) }));
    },
  };
}

/** A draft and, if the outbox holds it, its row's id. */
export interface HeldDraft {
  draft: Draft;
  id?: bigint;
}

/** A post left unsent, ready again; `answer` is the interaction an ephemeral answer is owed to. */
export interface OwedPost {
  reply: Reply;
  answer?: OwedAnswer;
}

export class Outbox {
  /** This process, as the holder of the posts it writes. */
  readonly worker = randomUUID();

  constructor(
    private readonly games: Games,
    private readonly pictures: Pictures,
    private readonly store: OutboxStore,
  ) {}

  /** Posts marked sent in this turn of the event loop, written together in one update. */
  private marks: bigint[] = [];
  private flushing: Promise<void> | undefined;

  /** What goes with a post the outbox holds: its idempotency key, and the mark that it was sent. */
  delivery(id: bigint): Delivery {
    return { key: `p${id}`, sent: () => this.markSent(id) };
  }

  private markSent(id: bigint): Promise<void> {
    this.games.deps.observe?.('post-sent');
    this.marks.push(id);
    this.flushing ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      const ids = this.marks;
      this.marks = [];
      this.flushing = undefined;
      return this.store.markSent(ids, this.games.clock.now());
    });
    return this.flushing;
  }

  /** A commit's drafts drawn, each the outbox holds with its key and sent-mark: the replies to send. */
  ready(module: AnyGameModule, drafts: readonly HeldDraft[], states: PictureStates): Promise<Reply[]> {
    return Promise.all(drafts.map(async ({ draft, id }) => ({ ...(await drawDraft(this.pictures, module, draft, states)), ...(id !== undefined ? this.delivery(id) : {}) })));
  }

  /** Claims the posts no live process holds (their writer died, or could not send them), and draws them again. */
  async owed(): Promise<OwedPost[]> {
    const now = this.games.clock.now();
    const rows = await this.store.claimUnsent(now, this.worker);
    const owed: OwedPost[] = [];
    for (const row of rows) {
      const post = await this.redraw(row, now);
      if (post) owed.push(post);
      else await this.store.markSent([row.id], now);
    }
    return owed;
  }

  private async redraw(row: OutboxRecord, now: Date): Promise<OwedPost | undefined> {
    const parsed = DraftSchema.safeParse(row.post);
    const loaded = parsed.success ? await this.games.current(row.gameId) : null;
    if (!parsed.success || !loaded) return undefined;
    const draft = parsed.data;
    let answer: OwedAnswer | undefined;
    if (draft.kind === 'ephemeral') {
      answer = row.interactionId ? ((await this.store.owedAnswer(row.interactionId)) ?? undefined) : undefined;
      if (!answer || now.getTime() - answer.receivedAt.getTime() >= TOKEN_LIFE_MS) return undefined;
    }
    const { module } = loaded;
    // The phases that ended in the post's own commit, as they ended; the game as it stands now.
    const states: PictureStates = {
      phase: async (nth) => module.stateSchema.parse(await this.games.store.phaseSnapshotAt(row.gameId, row.version, nth)),
      now: async () => loaded.state,
    };
    const reply = { ...(await drawDraft(this.pictures, module, draft, states)), ...this.delivery(row.id) };
    this.games.deps.observe?.('post-drawn');
    return { reply, ...(answer ? { answer } : {}) };
  }
}
