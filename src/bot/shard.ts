import 'dotenv/config';
import { startBot } from './bot.ts';
import { webConfig } from '../web/config.ts';

/** One shard's process, spawned by the ShardingManager in src/main.ts when DISCORD_SHARDS is set. */
// The manager serves the web pages and set PUBLIC_URL to their address before spawning this
// shard; with WEB_PORT=off it serves none, and the shard hands out no link.
const web = webConfig(process.env);
const bot = await startBot({
  token: process.env.DISCORD_TOKEN!,
  ...(process.env.DISCORD_API ? { apiBase: process.env.DISCORD_API } : {}),
  ...(process.env.DEADLINE_POLL_MS ? { pollMs: Number(process.env.DEADLINE_POLL_MS) } : {}),
  ...(web?.publicUrl ? { webLinksTo: web.publicUrl } : {}),
});
const stop = () => void bot.stop().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
