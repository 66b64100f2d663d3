import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Rendered, SceneRequest } from './png.ts';
import { sceneOfRequest, type RenderRequest } from './render.ts';

/**
 * A small pool of render workers. Drawing a board and encoding its PNG take tens of
 * milliseconds; in a worker they never block the event loop that answers Discord. What crosses
 * to a worker is the scene, plain data.
 */
export class RenderPool {
  private readonly workers: Array<{ worker: Worker; busy: boolean; ready: Promise<void> }> = [];
  private readonly queue: Array<{ request: SceneRequest; resolve: (r: Rendered) => void; reject: (e: Error) => void }> = [];
  private readonly pending = new Map<number, { resolve: (r: Rendered) => void; reject: (e: Error) => void; slot: number }>();
  private nextId = 1;
  private closed = false;

  constructor(private readonly size = Math.max(1, Math.min(2, availableParallelism() - 1))) {}

  /** Draws a scene on a worker, which loads no game code: a scene is plain data. */
  render(request: RenderRequest): Promise<Rendered> {
    if (this.closed) return Promise.reject(new Error('the render pool is closed'));
    const scene: SceneRequest = sceneOfRequest(request);
    this.start();
    return new Promise((resolve, reject) => {
      this.queue.push({ request: scene, resolve, reject });
      this.pump();
    });
  }

  /** Starts the workers and waits until each has loaded the renderer, so the first picture is not slow. */
  async warm(): Promise<void> {
    if (this.closed) return;
    this.start();
    await Promise.all(this.workers.map((w) => w.ready));
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.workers.map((w) => w.worker.terminate()));
    this.workers.length = 0;
  }

  private start() {
    if (this.workers.length > 0) return;
    for (let slot = 0; slot < this.size; slot++) {
      const worker = new Worker(new URL('./worker.mjs', import.meta.url));
      worker.unref();
      const ready = new Promise<void>((resolve) => worker.once('message', () => resolve()));
      worker.on('message', (message: { id?: number; ok?: boolean; result?: Rendered; error?: string }) => {
        if (message.id === undefined) return;
        const job = this.pending.get(message.id);
        if (!job) return;
        this.pending.delete(message.id);
        this.workers[job.slot]!.busy = false;
        if (message.ok) job.resolve(message.result!);
        else job.reject(new Error(message.error));
        this.pump();
      });
      worker.on('error', (error) => {
        for (const [id, job] of this.pending) {
          if (job.slot !== slot) continue;
          this.pending.delete(id);
          job.reject(error);
        }
      });
      this.workers.push({ worker, busy: false, ready });
    }
  }

  private pump() {
    for (let slot = 0; slot < this.workers.length && this.queue.length > 0; slot++) {
      const entry = this.workers[slot]!;
      if (entry.busy) continue;
      const job = this.queue.shift()!;
      entry.busy = true;
      const id = this.nextId++;
      this.pending.set(id, { resolve: job.resolve, reject: job.reject, slot });
      entry.worker.ref();
      void entry.ready.then(() => entry.worker.postMessage({ id, request: job.request }));
      const unrefWhenIdle = () => {
        if (!entry.busy) entry.worker.unref();
      };
      job.resolve = ((original) => (r: Rendered) => {
        original(r);
        unrefWhenIdle();
      })(job.resolve);
    }
  }
}

let shared: RenderPool | undefined;

export function renderPool(): RenderPool {
  shared ??= new RenderPool();
  return shared;
}
