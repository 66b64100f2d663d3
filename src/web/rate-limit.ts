/**
 * A token bucket per client address: each link check takes a token; tokens come back at a steady
 * rate up to the bucket's size. A burst (a page and its images) passes; someone trying tokens by
 * the thousand is refused with 429. The clock is given, so a test drives it by count.
 */
export class RateLimit {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    readonly capacity: number,
    readonly perSecond: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes one token for `key`; false when its bucket is empty. */
  take(key: string): boolean {
    const now = this.now();
    const bucket = this.buckets.get(key) ?? { tokens: this.capacity, at: now };
    bucket.tokens = Math.min(this.capacity, bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond);
    bucket.at = now;
    if (this.buckets.size > 10_000) this.forgetFull(now);
    if (bucket.tokens < 1) {
      this.buckets.set(key, bucket);
      return false;
    }
    bucket.tokens -= 1;
    this.buckets.set(key, bucket);
    return true;
  }

  /** Drops the buckets that have filled up again: they hold nothing a fresh one would not. */
  private forgetFull(now: number): void {
    for (const [key, b] of this.buckets) if (b.tokens + ((now - b.at) / 1000) * this.perSecond >= this.capacity) this.buckets.delete(key);
  }
}
