import 'dotenv/config';
import { startBot } from './bot.ts';

/** One shard's process, spawned by the ShardingManager in src/main.ts when DISCORD_SHARDS is set. */
const bot = await startBot({
  token: process.env.DISCORD_TOKEN!,
  ...(process.env.DISCORD_API ? { apiBase: process.env.DISCORD_API } : {}),
  ...(process.env.DEADLINE_POLL_MS ? { pollMs: Number(process.env.DEADLINE_POLL_MS) } : {}),
});
const stop = () => void bot.stop().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
