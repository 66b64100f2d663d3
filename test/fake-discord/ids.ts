import { randomBytes } from 'node:crypto';

/** Discord's epoch: the first second of 2015, in ms. */
export const DISCORD_EPOCH = 1_420_070_400_000n;

/**
 * Makes snowflakes the way Discord does (timestamp << 22 | worker | process | increment),
 * always increasing, so ids sort by creation like real ones.
 */
export class Snowflakes {
  #last = 0n;

  next(at: number = Date.now()): string {
    let id = (BigInt(at) - DISCORD_EPOCH) << 22n;
    if (id <= this.#last) id = this.#last + 1n;
    this.#last = id;
    return id.toString();
  }
}

/** The ms timestamp a snowflake was made at. */
export function snowflakeTime(id: string): number {
  return Number((BigInt(id) >> 22n) + DISCORD_EPOCH);
}

/** Which shard owns a guild: (guild_id >> 22) % shard_count. DMs (no guild) belong to shard 0. */
export function shardOf(guildId: string | null, shardCount: number): number {
  if (guildId === null) return 0;
  return Number((BigInt(guildId) >> 22n) % BigInt(shardCount));
}

/** A random url-safe token, like an interaction token. */
export function randomToken(bytes = 48): string {
  return randomBytes(bytes).toString('base64url');
}

export function randomHex(bytes = 16): string {
  return randomBytes(bytes).toString('hex');
}
