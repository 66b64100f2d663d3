import 'dotenv/config';
import { REST, Routes } from 'discord.js';
import { allCommands } from '../commands/index.ts';
import { commandJson } from './discord-json.ts';

/**
 * `npm run register`: publishes the slash commands (every one `allCommands` lists, /help too). With DEV_GUILD_ID they go to that one server
 * (instantly, for testing); without it they are global (they can take a while to appear).
 */
export async function register(env: NodeJS.ProcessEnv = process.env): Promise<{ scope: string; count: number }> {
  const token = env.DISCORD_TOKEN;
  const applicationId = env.APPLICATION_ID;
  if (!token || !applicationId) throw new Error('Set DISCORD_TOKEN and APPLICATION_ID (see .env.example) to register the commands.');
  const body = allCommands().map(commandJson);
  const rest = new REST({ ...(env.DISCORD_API ? { api: env.DISCORD_API } : {}) }).setToken(token);
  const guild = env.DEV_GUILD_ID;
  const route = guild ? Routes.applicationGuildCommands(applicationId, guild) : Routes.applicationCommands(applicationId);
  await rest.put(route, { body });
  return { scope: guild ? `server ${guild}` : 'every server (global)', count: body.length };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  register()
    .then(({ scope, count }) => console.log(`Registered ${count} commands for ${scope}.`))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    });
}
